"""The table scene and view: cards land where the layout says, animate there, and answer input.

Speed 0 makes every change instant, which is how most checks run; the animated paths run at a
small multiplier and are awaited through ``animationsFinished`` (never by sleeping), so the suite
does not depend on the machine's speed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers import play_random, random_action
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, Qt
from PySide6.QtGui import QTransform
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import walk

from piquet_desktop.controller.models import ScoreSheetModel
from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.cards import cards_of, mask_of, pack
from piquet_desktop.engine.deal import TRICKS
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.table import CardItem, TableScene, TableView, Zone
from piquet_desktop.ui.table.layout import Place

FAST = 0.02  # animation speed multiplier for the animated tests: ~7 ms a move


@pytest.fixture(scope="module")
def images() -> CardImages:
    return CardImages()


@pytest.fixture
def table(qtbot: QtBot, images: CardImages) -> Iterator[TableView]:
    scene = TableScene(images=images)
    widget = TableView(scene)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    scene.set_speed(0)
    yield widget
    scene.set_speed(0)


def _at_play(seed: int = 3, deck: int = 32) -> PartieState:
    return play_random(
        RuleSet(deck=deck),
        seed,
        until=lambda s: s.deal is not None and s.deal.phase == "play" and s.deal.to_act == 0,
    )


def _assert_at_targets(scene: TableScene) -> None:
    table = scene.current_layout()
    assert table is not None
    for c, place in table.places.items():
        item = scene.card_item(c)
        assert item is not None
        assert item.card == c
        assert item.pos() == QPointF(place.x, place.y), (c, place)
        assert item.rotation() == pytest.approx(place.rotation)
        assert item.cardWidth == pytest.approx(place.width)
        assert item.flip == (1.0 if place.face_up else 0.0)
        assert item.zValue() == place.z


def _step(state: PartieState, salt: int) -> None:
    """Apply one random legal action."""
    state.apply(random_action(state, random.Random(salt)))


def _layout_of(scene: TableScene, shown: object) -> tuple[int, ...]:
    """The hand order the scene's layout gives ``shown`` (a view), computed as the scene does."""
    from piquet_desktop.ui.table.layout import layout

    return layout(shown, None, size=scene.table_size()).hand_order  # type: ignore[arg-type]


def _visible_point(view_widget: TableView, item: CardItem) -> QPoint:
    """A viewport point on the uncovered left strip of a hand card."""
    rect = item.card_rect()
    local = QPointF(rect.left() + 10, rect.top() + rect.height() * 0.5)
    return view_widget.mapFromScene(item.mapToScene(local))


# --------------------------------------------------------------------------------------- showing
def test_speed_zero_lands_every_card_at_once_without_animating(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = play_random(RuleSet(), 11, until=lambda s: s.deal is not None)
    for s in walk(state, 11, 60):
        if s.deal is None:
            break
        with qtbot.waitSignal(scene.animationsFinished, timeout=0):
            scene.show(view(s, 0))
        assert not scene.is_animating()
        _assert_at_targets(scene)
        assert len(scene.card_items()) == 32


def test_speed_zero_makes_no_animation_objects(table: TableView) -> None:
    from PySide6.QtCore import QAbstractAnimation

    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    scene.set_selected(1 << cards_of(state.deal.hands[0])[0])  # type: ignore[union-attr]
    assert not scene.is_animating()
    assert not scene.findChildren(QAbstractAnimation)
    assert not scene._micro and not scene._queue.is_busy()


@pytest.mark.slow
def test_animations_run_and_finish_through_a_whole_deal(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    scene.set_speed(FAST)
    state = play_random(RuleSet(), 5, until=lambda s: s.deal is not None)
    shown = 0
    while state.deal is not None:
        with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
            scene.show(view(state, 0))
        assert not scene.is_animating()
        _assert_at_targets(scene)
        shown += 1
        _step(state, shown)
    # The deal is over: the view shows it finished, the table plays the last trick and keeps the
    # piles.
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        scene.show(view(state, 0))
    table_layout = scene.current_layout()
    assert table_layout is not None
    zones = [p.zone for p in table_layout.places.values()]
    assert zones.count(Zone.WON) + zones.count(Zone.OPP_WON) == 2 * TRICKS
    assert scene.caption_text() is not None and "Deal over" in scene.caption_text()
    _assert_at_targets(scene)


def test_updates_arriving_while_cards_move_are_queued_and_all_land(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play(seed=9)
    scene.show(view(state, 0))
    scene.set_speed(FAST)
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        for _ in range(4):  # the player's card and the computer's replies in quick succession
            _step(state, 1)
            scene.show(view(state, 0))
    _assert_at_targets(scene)


def test_a_second_update_in_one_turn_of_the_event_loop_waits_for_the_next_turn(
    table: TableView, qtbot: QtBot
) -> None:
    """Several views in one turn (the automatic calls after an exchange, a claim's plays) are
    laid out one per turn, so a frame can be painted between them; the table counts them as
    moving until the last is shown, and comes to rest once, at the end."""
    scene = table.table_scene()
    state = _at_play(seed=9)
    scene.show(view(state, 0))
    scene.set_speed(1.0)
    rests: list[int] = []
    scene.animationsFinished.connect(lambda: rests.append(scene.pending_animations()))
    _step(state, 1)
    first = view(state, 0)
    scene.show(first)  # the first of the turn: laid out at once, its card starts moving
    assert scene.is_animating() and scene.pending_animations() == 1
    shown = []
    for salt in (2, 3, 4):
        _step(state, salt)
        shown.append(view(state, 0))
        scene.show(shown[-1])
    assert scene.pending_animations() == 4  # one moving, three waiting for their turns
    layout_now = scene.current_layout()
    assert layout_now is not None and layout_now.hand_order == _layout_of(scene, first)
    qtbot.waitUntil(lambda: scene.pending_animations() <= 2, timeout=5000)  # a turn each
    with qtbot.waitSignal(scene.animationsFinished, timeout=10_000):
        pass
    assert rests == [0]  # at rest once, with nothing waiting
    assert not scene.is_animating()
    _assert_at_targets(scene)
    assert _layout_of(scene, shown[-1]) == scene.current_layout().hand_order


def test_finish_animations_lands_the_updates_still_waiting_their_turn(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play(seed=9)
    scene.show(view(state, 0))
    scene.set_speed(1.0)
    for salt in (1, 2, 3):
        _step(state, salt)
        scene.show(view(state, 0))
    assert scene.pending_animations() == 3
    with qtbot.waitSignal(scene.animationsFinished, timeout=0):
        scene.finish_animations()
    assert not scene.is_animating() and scene.pending_animations() == 0
    _assert_at_targets(scene)
    layout_now = scene.current_layout()
    assert layout_now is not None
    assert set(layout_now.hand_order) == set(cards_of(state.deal.hands[0]))


def test_finish_animations_jumps_to_the_end(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    scene.set_speed(1.0)
    state = play_random(RuleSet(), 2, until=lambda s: s.deal is not None)
    scene.show(view(state, 0))  # a fresh deal: dealt packet by packet
    assert scene.is_animating()
    with qtbot.waitSignal(scene.animationsFinished, timeout=0):
        scene.finish_animations()
    assert not scene.is_animating()
    _assert_at_targets(scene)


def test_a_new_deal_resets_the_cards(table: TableView) -> None:
    scene = table.table_scene()
    first = play_random(RuleSet(), 4, until=lambda s: s.deal is not None)
    scene.show(view(first, 0))
    old_items = list(scene.card_items().values())  # held, so their ids cannot be reused
    second = play_random(
        RuleSet(deck=36), 4, until=lambda s: len(s.results) == 1 and s.deal is not None
    )
    scene.show(view(second, 0))
    assert len(scene.card_items()) == 36
    new_ids = set(map(id, scene.card_items().values()))
    assert not new_ids & set(map(id, old_items))
    assert all(item.scene() is None for item in old_items)
    _assert_at_targets(scene)


def test_no_deal_shows_the_bare_felt(table: TableView) -> None:
    """Nothing but the felt (the window's start screen lies over it)."""
    scene = table.table_scene()
    state = play_random(RuleSet(), 1, until=1)
    scene.show(view(state, 0))
    assert scene.card_items() == {}
    assert scene.caption_text() is None and scene.banner_text() is None
    assert scene.legend_texts() == []
    assert not [i for i in scene.items() if i.isVisible()]


# ----------------------------------------------------------------------------------- hidden cards
def test_the_opponents_hidden_cards_are_face_down_unless_his_view_is_given(
    table: TableView,
) -> None:
    scene = table.table_scene()
    state = _at_play()
    v0, v1 = view(state, 0), view(state, 1)
    scene.show(v0)
    table_layout = scene.current_layout()
    assert table_layout is not None
    for c in table_layout.zone_cards(Zone.OPP_HAND):
        place = table_layout.places[c]
        assert scene.card_item(c).flip == (1.0 if place.known else 0.0)  # type: ignore[union-attr]
    hidden = [c for c in table_layout.zone_cards(Zone.OPP_HAND) if not table_layout.places[c].known]
    assert hidden
    scene.show(v0, v1)
    for c in cards_of(v1.hand):
        item = scene.card_item(c)
        assert item is not None and item.flip == 1.0
        assert scene.current_layout().places[c].zone == Zone.OPP_HAND  # type: ignore[union-attr]


def test_a_card_the_opponent_plays_flies_from_his_hand(table: TableView) -> None:
    scene = table.table_scene()
    for seed in range(30):
        state = play_random(
            RuleSet(),
            seed,
            until=lambda s: s.deal is not None and s.deal.phase == "play" and s.deal.to_act == 1,
        )
        if state.deal is None:
            continue
        scene.set_speed(0)
        scene.show(view(state, 0))
        before: dict[int, Place] = dict(scene.current_layout().places)  # type: ignore[union-attr]
        card = cards_of(state.deal.legal_plays())[0]
        state.apply(Play(card))
        scene.set_speed(1.0)
        scene.show(view(state, 0))
        item = scene.card_item(card)
        assert item is not None
        # Before it moves, the item now carrying that card stands in the opponent's hand.
        origin = [p for p in before.values() if (p.x, p.y) == (item.x(), item.y())]
        assert origin and origin[0].zone == Zone.OPP_HAND
        scene.finish_animations()
        return
    pytest.fail("no position with the opponent to play")


def test_cards_taken_in_come_from_the_talon(table: TableView) -> None:
    scene = table.table_scene()
    state = play_random(
        RuleSet(),
        6,
        until=lambda s: s.deal is not None and s.deal.phase == "elder_discard",
    )
    assert state.deal is not None
    elder = state.deal.elder
    scene.show(view(state, elder))
    before = dict(scene.current_layout().places)  # type: ignore[union-attr]
    discard = cards_of(state.deal.hands[elder])[:3]
    state.apply(Discard(mask_of(discard)))
    scene.set_speed(1.0)
    scene.show(view(state, elder))
    taken = state.deal.taken[elder]
    assert taken is not None
    for c in cards_of(taken):
        item = scene.card_item(c)
        assert item is not None
        origin = [p for p in before.values() if (p.x, p.y) == (item.x(), item.y())]
        assert origin and origin[0].zone in (Zone.TALON_ELDER, Zone.TALON_YOUNGER)
    scene.finish_animations()
    for c in discard:
        assert scene.current_layout().places[c].zone == Zone.DISCARD  # type: ignore[union-attr]


def _elder_at_exchange(seed: int = 6) -> PartieState:
    return play_random(
        RuleSet(), seed, until=lambda s: s.deal is not None and s.deal.phase == "elder_discard"
    )


def test_lowering_the_discards_does_not_stop_the_exchange_moving(
    table: TableView, qtbot: QtBot
) -> None:
    # The window clears the marks right after the exchange is applied: the cards leaving the hand
    # must be lowered by the move itself, not by a second animation that Qt would let stop the
    # whole move half-way (the table then froze until a click).
    scene = table.table_scene()
    state = _elder_at_exchange()
    assert state.deal is not None
    elder = state.deal.elder
    scene.show(view(state, elder))
    discard = mask_of(cards_of(state.deal.hands[elder])[:3])
    scene.set_selected(discard)  # the marked cards stand raised
    state.apply(Discard(discard))
    scene.set_speed(1.0)
    with qtbot.waitSignal(scene.animationsFinished, timeout=10_000):
        scene.show(view(state, elder))
        scene.set_selected(0)
    _assert_at_targets(scene)
    assert all(scene.card_item(c).raised == 0 for c in cards_of(discard))  # type: ignore[union-attr]


def test_a_move_that_qt_stops_early_still_lands_every_card(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    state = _elder_at_exchange()
    assert state.deal is not None
    elder = state.deal.elder
    scene.show(view(state, elder))
    state.apply(Discard(mask_of(cards_of(state.deal.hands[elder])[:2])))
    scene.set_speed(1.0)
    with qtbot.waitSignal(scene.animationsFinished, timeout=10_000):
        scene.show(view(state, elder))
        assert scene.is_animating()
        # Anything stopping the running move from outside (here: by hand) must not hold the queue.
        running = scene._queue.running()  # the stage in flight
        assert running is not None and running.state() == QAbstractAnimation.State.Running
        running.stop()
    assert not scene.is_animating()
    _assert_at_targets(scene)


# --------------------------------------------------------------------------------------- input
def test_clicking_a_hand_card_emits_its_number(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    hand = list(scene.current_layout().hand_order)  # type: ignore[union-attr]
    for c in (hand[0], hand[len(hand) // 2], hand[-1]):
        item = scene.card_item(c)
        assert item is not None
        with qtbot.waitSignal(scene.cardClicked, timeout=1000) as blocker:
            QTest.mouseClick(
                table.viewport(), Qt.MouseButton.LeftButton, pos=_visible_point(table, item)
            )
        assert blocker.args == [c]


def test_double_clicking_a_hand_card_emits_cardDoubleClicked(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    c = scene.current_layout().hand_order[2]  # type: ignore[union-attr]
    item = scene.card_item(c)
    assert item is not None
    with qtbot.waitSignal(scene.cardDoubleClicked, timeout=1000) as blocker:
        QTest.mouseDClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=_visible_point(table, item)
        )
    assert blocker.args == [c]


def test_clicks_elsewhere_emit_nothing(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    with qtbot.assertNotEmitted(scene.cardClicked):
        QTest.mouseClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(800, 300)
        )
        opp = scene.current_layout().zone_cards(Zone.OPP_HAND)[0]  # type: ignore[union-attr]
        item = scene.card_item(opp)
        assert item is not None
        QTest.mouseClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(item.pos())
        )


def test_a_press_while_cards_move_finishes_the_animation_and_is_not_a_click(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    c = scene.current_layout().hand_order[0]  # type: ignore[union-attr]
    item = scene.card_item(c)
    assert item is not None
    point = _visible_point(table, item)
    scene.set_speed(1.0)
    other = play_random(RuleSet(), 12, until=lambda s: s.deal is not None)
    scene.show(view(other, 0))  # a fresh deal: cards fly for a second or two
    assert scene.is_animating()
    with (
        qtbot.assertNotEmitted(scene.cardClicked),
        qtbot.waitSignal(scene.animationsFinished, timeout=0),
    ):
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not scene.is_animating()
    _assert_at_targets(scene)


def test_set_selected_raises_exactly_those_cards(table: TableView) -> None:
    scene = table.table_scene()
    state = play_random(
        RuleSet(), 3, until=lambda s: s.deal is not None and s.deal.phase == "elder_discard"
    )
    assert state.deal is not None
    scene.show(view(state, state.deal.elder))
    hand = cards_of(state.deal.hands[state.deal.elder])
    mask = (1 << hand[1]) | (1 << hand[4]) | (1 << hand[7])
    scene.set_selected(mask)
    for c, item in scene.card_items().items():
        assert item.raised == (1.0 if mask >> c & 1 else 0.0), c
    assert scene.selected() == mask
    scene.set_selected(0)
    assert all(item.raised == 0.0 for item in scene.card_items().values())


def test_selection_animates_at_speed(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    c = scene.current_layout().hand_order[3]  # type: ignore[union-attr]
    scene.set_speed(FAST)
    scene.set_selected(1 << c)
    item = scene.card_item(c)
    assert item is not None
    qtbot.waitUntil(lambda: item.raised == 1.0, timeout=2000)


def test_set_playable_dims_the_other_hand_cards(table: TableView) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    hand = list(scene.current_layout().hand_order)  # type: ignore[union-attr]
    playable = (1 << hand[0]) | (1 << hand[-1])
    scene.set_playable(playable)
    for c in hand:
        item = scene.card_item(c)
        assert item is not None
        assert item.dim == (0.0 if playable >> c & 1 else 1.0)
        assert item.wants_pointer == bool(playable >> c & 1)
    scene.set_playable(0)
    assert all(scene.card_item(c).dim == 0.0 for c in hand)  # type: ignore[union-attr]


def test_keyboard_moves_along_the_hand_and_clicks_the_focused_card(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    hand = list(scene.current_layout().hand_order)  # type: ignore[union-attr]
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert scene.focused_card() == hand[0]
    QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert scene.focused_card() == hand[1]
    item = scene.card_item(hand[1])
    assert item is not None and item.focused
    with qtbot.waitSignal(scene.cardClicked, timeout=1000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert blocker.args == [hand[1]]
    QTest.keyClick(table, Qt.Key.Key_End)
    with qtbot.waitSignal(scene.cardClicked, timeout=1000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_Space)
    assert blocker.args == [hand[-1]]


# --------------------------------------------------------------------------------------- look
def test_name_plates_show_names_roles_and_scores(table: TableView) -> None:
    scene = table.table_scene()
    scene.set_names(("Ann", "Bob"))
    state = _at_play()
    v = view(state, 0)
    scene.show(v)
    mine, theirs = scene.plate_texts()
    assert mine[0] == "Ann" and theirs[0] == "Bob"
    assert {mine[1], theirs[1]} == {"elder", "younger"}
    points = sum(e.points for e in v.events if e.seat == 0)
    assert f"This deal {points}" in mine[2]


def test_name_plates_count_the_deal_in_play_as_the_score_sheet_total_does(
    table: TableView,
) -> None:
    scene = table.table_scene()
    v = view(_at_play(), 0)
    assert v.deal_phase == "play" and any(e.points for e in v.events)
    sheet = ScoreSheetModel()
    sheet.set_view(v, ("You", "Computer"))
    total_row = sheet.rowCount() - 1
    totals = [sheet.index(total_row, column).data() for column in (2, 3)]

    scene.show(v)

    mine, theirs = scene.plate_texts()
    assert mine[2].endswith(f"Partie {totals[0]}") and theirs[2].endswith(f"Partie {totals[1]}")


def test_themes_switch_the_felt(table: TableView) -> None:
    scene = table.table_scene()
    before = table.grab().toImage().pixelColor(5, 5)
    scene.set_theme("dark")
    after = table.grab().toImage().pixelColor(5, 5)
    assert scene.theme() == "dark" and before != after
    with pytest.raises(ValueError):
        scene.set_theme("purple")


def test_cards_are_rendered_at_their_size_on_screen(qtbot: QtBot) -> None:
    """Crispness: the pixmap asked for is the card's on-screen width, not its logical width."""

    class Spy(CardImages):
        def __init__(self) -> None:
            super().__init__()
            self.widths: set[int] = set()

        def pixmap(self, card, width, device_pixel_ratio=1.0):  # type: ignore[no-untyped-def]
            self.widths.add(width)
            return super().pixmap(card, width, device_pixel_ratio)

    spy = Spy()
    scene = TableScene(images=spy)
    scene.set_speed(0)
    widget = TableView(scene)
    qtbot.addWidget(widget)
    widget.resize(1000, 625)
    widget.show()
    qtbot.waitExposed(widget)
    scene.show(view(_at_play(), 0))
    spy.widths.clear()
    widget.grab()
    scale = widget.transform().m11()
    hand_width = scene.current_layout().places[scene.current_layout().hand_order[0]].width  # type: ignore[union-attr]
    assert round(hand_width * scale) in spy.widths
    assert hand_width not in spy.widths or round(hand_width * scale) == hand_width


def test_the_view_fits_the_table_and_has_no_scroll_bars(table: TableView) -> None:
    assert table.minimumWidth() >= 600 and table.minimumHeight() >= 440
    assert table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    table.resize(1600, 800)
    QTest.qWait(0)
    scale = table.transform().m11()
    assert scale == pytest.approx(table.transform().m22())
    visible = table.mapToScene(table.viewport().rect()).boundingRect()
    assert visible.contains(table.sceneRect().adjusted(2, 2, -2, -2))
    assert isinstance(table.transform(), QTransform)


def test_every_card_of_both_packs_has_an_item(table: TableView) -> None:
    scene = table.table_scene()
    for deck in (32, 36):
        state = play_random(RuleSet(deck=deck), 1, until=lambda s: s.deal is not None)
        scene.show(view(state, 0))
        assert sorted(scene.card_items()) == sorted(pack(deck))


def test_the_opponents_exchange_moves_his_cards_to_his_discard_and_talon_cards_to_his_hand(
    table: TableView,
) -> None:
    from piquet_desktop.engine.actions import Discard
    from piquet_desktop.engine.cards import mask_of

    scene = table.table_scene()
    state = play_random(
        RuleSet(), 6, until=lambda s: s.deal is not None and s.deal.phase == "elder_discard"
    )
    assert state.deal is not None
    elder = state.deal.elder
    scene.show(view(state, 1 - elder))  # the player is younger: the opponent exchanges
    before = dict(scene.current_layout().places)  # type: ignore[union-attr]
    state.apply(Discard(mask_of(cards_of(state.deal.hands[elder])[:4])))
    scene.set_speed(1.0)
    scene.show(view(state, 1 - elder))
    after = scene.current_layout()
    assert after is not None

    def origin(c: int) -> Zone:
        item = scene.card_item(c)
        assert item is not None
        return next(p.zone for p in before.values() if (p.x, p.y) == (item.x(), item.y()))

    assert [origin(c) for c in after.zone_cards(Zone.OPP_DISCARD)] == [Zone.OPP_HAND] * 4
    from_talon = [c for c in after.zone_cards(Zone.OPP_HAND) if origin(c) != Zone.OPP_HAND]
    assert len(from_talon) == 4
    assert {origin(c) for c in from_talon} == {Zone.TALON_ELDER}
    scene.finish_animations()


def test_hovering_a_playable_hand_card_highlights_it(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    hand = list(scene.current_layout().hand_order)  # type: ignore[union-attr]
    item = scene.card_item(hand[0])
    assert item is not None
    QTest.mouseMove(table.viewport(), _visible_point(table, item))
    qtbot.waitUntil(lambda: item.hovered, timeout=1000)
    assert table.is_pointing()
    QTest.mouseMove(table.viewport(), table.mapFromScene(800, 300))
    qtbot.waitUntil(lambda: not item.hovered, timeout=1000)
    assert not table.is_pointing()


def test_the_table_takes_the_shape_of_the_window(table: TableView, qtbot: QtBot) -> None:
    scene = table.table_scene()
    scene.show(view(_at_play(), 0))
    wide_scale = table.transform().m11()
    table.resize(920, 720)  # a window with a side panel: nearly square
    qtbot.waitUntil(lambda: scene.table_size()[0] < 1600, timeout=1000)
    width = scene.table_size()[0]
    assert width == pytest.approx(1000 * 920 / 720, abs=1)  # the viewport's own shape
    assert scene.sceneRect().width() == width
    _assert_at_targets(scene)
    table_layout = scene.current_layout()
    assert table_layout is not None
    for p in table_layout.places.values():
        assert 0 <= p.x <= width
    # The cards are drawn larger than the 1600-wide table scaled into the same window would be.
    assert table.transform().m11() > 920 / 1600
    assert wide_scale > 0


def test_during_the_play_the_keyboard_ring_steps_over_the_dimmed_cards(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    hand = list(scene.current_layout().hand_order)  # type: ignore[union-attr]
    playable = [hand[1], hand[4], hand[5]]
    scene.set_playable(sum(1 << c for c in playable))
    table.setFocus()
    clicked: list[int] = []
    scene.cardClicked.connect(clicked.append)

    QTest.keyClick(table, Qt.Key.Key_Space)  # no ring yet: it shows on a playable card
    assert scene.focused_card() == playable[0] and not clicked
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert scene.focused_card() == playable[1]
    QTest.keyClick(table, Qt.Key.Key_End)
    assert scene.focused_card() == playable[2]
    QTest.keyClick(table, Qt.Key.Key_Right)  # the last playable card stays the last
    assert scene.focused_card() == playable[2]
    QTest.keyClick(table, Qt.Key.Key_Home)
    QTest.keyClick(table, Qt.Key.Key_Space)
    assert clicked == [playable[0]]


def test_a_ring_left_on_a_card_dimmed_since_moves_to_the_nearest_playable_card(
    table: TableView, qtbot: QtBot
) -> None:
    scene = table.table_scene()
    state = _at_play()
    scene.show(view(state, 0))
    hand = list(scene.current_layout().hand_order)  # type: ignore[union-attr]
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_End)
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert scene.focused_card() == hand[-2]
    scene.set_playable(1 << hand[1] | 1 << hand[-1])  # the next trick: hand[-2] cannot follow
    assert scene.focused_card() == hand[-1]
    with qtbot.waitSignal(scene.cardClicked, timeout=1000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_Space)
    assert blocker.args == [hand[-1]]
