"""The card pixmaps a deal will ask for are drawn while the table rests, and those its moving
cards will show at their places between the frames (``ui/table/pixmap_warmer``), so that no
animation frame waits for an SVG render or a look's composition (docs/PERFORMANCE.md, "The
table's frames")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import play_random
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.ui.card_images import BACK
from piquet_desktop.ui.table import TableView
from piquet_desktop.ui.table.card_item import shared_looks
from piquet_desktop.ui.table.layout import TRICK_WIDTH, Zone
from piquet_desktop.ui.table.pixmap_warmer import HAND_VEILS


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[TableView]:
    widget = TableView()
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.table_scene().finish_animations()  # no slow deal left moving into the next test


def _in_play() -> PlayerView:
    for until in range(30, 80):
        seen = view(play_random(RuleSet(), 3, until=until), 0)
        if seen.deal_phase == "play":
            return seen
    raise AssertionError("no deal in its play")


def _sizes(table: TableView) -> set[int]:
    scale = table.transform().m11()
    layout = table.table_scene().current_layout()
    assert layout is not None
    return {max(1, round(p.width * scale)) for p in layout.places.values()}


def test_at_rest_every_face_and_the_back_are_drawn_at_every_size_of_the_deal(
    qtbot: QtBot, table: TableView
) -> None:
    scene = table.table_scene()
    scene.set_speed(1.0)
    scene.show(_in_play())
    scene.finish_animations()  # the table rests: the warmer's turn
    warmer = table.pixmap_warmer()
    assert warmer.pending() > 0
    qtbot.waitUntil(lambda: warmer.pending() == 0, timeout=60_000)
    images = scene.card_images()
    ratio = table.devicePixelRatioF()
    for width in _sizes(table):
        for card in [*scene.card_items(), BACK]:
            assert images.has_pixmap(card, width, ratio), (card, width)


def test_at_rest_the_hand_is_ready_veiled_and_the_pack_at_the_tricks_size(
    qtbot: QtBot, table: TableView
) -> None:
    scene = table.table_scene()
    scene.set_speed(1.0)
    scene.show(_in_play())
    scene.finish_animations()
    warmer = table.pixmap_warmer()
    qtbot.waitUntil(lambda: warmer.pending() == 0, timeout=60_000)
    layout = scene.current_layout()
    assert layout is not None
    scale = table.transform().m11()
    ratio = table.devicePixelRatioF()
    images = scene.card_images()
    hand = [c for c, p in layout.places.items() if p.zone == Zone.HAND]
    assert hand
    for card in hand:
        face = images.pixmap(card, max(1, round(layout.places[card].width * scale)), ratio)
        for dim in HAND_VEILS:
            assert shared_looks().has_look(face, True, dim), (card, dim)
    trick = max(1, round(TRICK_WIDTH * scale))  # the next lead's size, with no trick on the table
    assert all(images.has_pixmap(card, trick, ratio) for card in scene.card_items())


def _two_plays() -> tuple[PlayerView, PlayerView]:
    rules = RuleSet()
    for until in range(30, 80):
        state = play_random(rules, 3, until=until)
        later = play_random(rules, 3, until=until + 1)
        if view(state, 0).deal_phase == view(later, 0).deal_phase == "play":
            return view(state, 0), view(later, 0)
    raise AssertionError("no two plays in a row")


def test_only_what_the_moving_cards_will_show_is_drawn_while_they_move(
    table: TableView,
) -> None:
    scene = table.table_scene()
    scene.set_speed(1.0)
    before, after = _two_plays()
    scene.show(before)  # a table laid at once: at rest, so the sizes are listed
    warmer = table.pixmap_warmer()
    scene.show(after)  # a card moves
    assert scene.is_animating()
    ahead = warmer.pending() - warmer.pending_needed()
    assert ahead > 0
    for _ in range(200):
        QApplication.processEvents()
        if not scene.is_animating():
            break
        assert warmer.pending() - warmer.pending_needed() == ahead  # nothing ahead while moving
    images = scene.card_images()
    if scene.is_animating():  # the needed ones are drawn between the frames
        assert warmer.pending_needed() == 0
        scale = table.transform().m11()
        ratio = table.devicePixelRatioF()
        layout = scene.current_layout()
        assert layout is not None
        for card, place in layout.places.items():
            shown = card if place.face_up else BACK
            assert images.has_pixmap(shown, max(1, round(place.width * scale)), ratio)


def test_the_looks_of_the_deal_are_composed_before_its_cards_turn_face_up(
    qtbot: QtBot, table: TableView
) -> None:
    scene = table.table_scene()
    scene.set_speed(30.0)  # a slow deal: the warmer's turns come well before its end
    seen = view(play_random(RuleSet(), 3, until=lambda s: s.deal is not None), 0)
    assert seen.deal_phase is not None and not seen.tricks
    scene.show(seen)  # a fresh deal: the cards fly face down, then the hand turns face up
    warmer = table.pixmap_warmer()
    assert warmer.pending_needed() > 0
    qtbot.waitUntil(lambda: warmer.pending_needed() == 0, timeout=60_000)
    assert scene.is_animating()  # ready while the pack is still being dealt
    assert not any(item.face_up for item in scene.card_items().values())
    images = scene.card_images()
    looks = shared_looks()
    scale = table.transform().m11()
    ratio = table.devicePixelRatioF()
    layout = scene.current_layout()
    assert layout is not None
    for card, place in layout.places.items():
        shown = card if place.face_up else BACK
        face = images.pixmap(shown, max(1, round(place.width * scale)), ratio)
        item = scene.card_item(card)
        assert item is not None
        assert looks.has_look(face, True, item.look_dim(place.face_up)), card
        assert looks.has_look(face, place.shadow, item.look_dim(place.face_up)), card


def test_nothing_is_drawn_ahead_at_speed_zero(table: TableView) -> None:
    scene = table.table_scene()
    scene.set_speed(0.0)  # every change lands at once and is painted once: nothing to prepare
    scene.show(_in_play())
    for _ in range(5):
        QApplication.processEvents()
    assert table.pixmap_warmer().pending() == 0
