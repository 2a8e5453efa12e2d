"""On the table: the opponent's face-up cards carry their marks and tooltips, the key explains the
marks while any shows, and open piquet puts its banner on the felt (a replay does not)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import play_random
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip
from pytestqt.qtbot import QtBot

from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.table import CardItem, TableScene, TableView, Zone
from piquet_desktop.ui.table.layout import LEGEND_WIDTH
from piquet_desktop.ui.table.plates import NamePlate
from piquet_desktop.ui.table.reveals import BANNER, KEY, Reveal
from piquet_desktop.ui.table.table_scene import MARK_COLOURS


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[TableView]:
    scene = TableScene(images=CardImages())
    scene.set_speed(0)
    scene.set_names(("You", "Computer"))
    widget = TableView(scene)
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def _opponent_showed() -> PartieState:
    """A deal in play in which the computer (seat 1) showed a combination he still holds."""
    for seed in range(60):
        state = play_random(
            RuleSet(), seed, until=lambda s: s.deal is not None and len(s.deal.tricks) == 1
        )
        deal = state.deal
        assert deal is not None
        held = sum(e.cards for e in view(state, 0).events if e.seat == 1 and e.cards)
        if held & deal.hands[1] and deal.hands[1] & ~held:
            return state
    raise AssertionError("no seed showed a combination of the computer's")


def _card_rect(item: CardItem) -> QRectF:
    return item.mapToScene(item.card_rect()).boundingRect()


def _help_at(scene: TableScene, scene_point: QPointF) -> bool:
    """Ask the scene for the tooltip at ``scene_point``, as the view does; whether it gave one."""
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(scene_point)
    event.setScreenPos(QPoint(100, 100))
    event.setAccepted(False)
    scene.helpEvent(event)
    return event.isAccepted()


def test_shown_cards_carry_a_badge_a_tooltip_and_the_key(table: TableView) -> None:
    scene = table.table_scene()
    state = _opponent_showed()
    scene.show(view(state, 0))
    layout = scene.current_layout()
    assert layout is not None
    row = layout.zone_cards(Zone.OPP_HAND)
    shown = [c for c in row if layout.places[c].face_up]
    assert shown and len(shown) < len(row)
    for c in row:
        item = scene.card_item(c)
        assert item is not None
        if c in shown:
            assert item.badge is not None and item.badge[0] == KEY[Reveal.SHOWN][0]
            assert item.toolTip().startswith("Shown: Computer's ")
        else:
            assert item.badge is None and item.toolTip() == "", "a hidden card says nothing"
    assert scene.legend_texts() == [KEY[Reveal.SHOWN][1]]
    for c in layout.hand_order:
        assert scene.card_item(c).toolTip() == ""  # type: ignore[union-attr]


def test_the_tooltip_is_the_topmost_cards(table: TableView) -> None:
    scene = table.table_scene()
    scene.show(view(_opponent_showed(), 0))
    layout = scene.current_layout()
    assert layout is not None
    row = layout.zone_cards(Zone.OPP_HAND)
    last_shown = max(i for i, c in enumerate(row) if layout.places[c].face_up)
    shown = scene.card_item(row[last_shown])
    cover = scene.card_item(row[last_shown + 1])  # face down, lying over its right part
    assert shown is not None and cover is not None and not layout.places[cover.card].face_up
    strip = _card_rect(shown)
    mid_y = strip.center().y()
    covered = QPointF(_card_rect(cover).left() + 8, mid_y)
    assert scene.card_at(covered) is cover and cover.toolTip() == ""
    assert not _help_at(scene, covered), "no tooltip of the shown card from under a hidden one"
    assert _help_at(scene, QPointF(strip.left() + 8, mid_y))
    assert QToolTip.text() == shown.toolTip()
    QToolTip.hideText()


def test_the_key_lies_inside_the_table_and_clear_of_the_cards(table: TableView) -> None:
    scene = table.table_scene()
    scene.show(view(_opponent_showed(), 0))
    key = scene.legend_rect()
    assert key.width() <= LEGEND_WIDTH
    assert scene.sceneRect().contains(key)
    for item in scene.card_items().values():
        assert not key.intersects(_card_rect(item)), item
    scene.set_theme("dark")  # restyles without losing its lines
    assert scene.legend_texts() == [KEY[Reveal.SHOWN][1]]


def test_the_key_lies_below_the_opponents_plate_when_it_names_his_level(
    table: TableView,
) -> None:
    scene = table.table_scene()
    scene.set_names(("You", "Computer"), ("", "Master"))
    scene.show(view(_opponent_showed(), 0))
    assert scene.plate_levels() == ("", "Master")
    plate = scene.plate_rects()[1]
    assert plate.height() > NamePlate.HEIGHT  # the level's own line
    assert scene.legend_rect().top() >= plate.bottom()


def test_no_key_without_marked_cards(table: TableView) -> None:
    scene = table.table_scene()
    state = play_random(RuleSet(), 2, until=lambda s: s.deal is not None)
    scene.show(view(state, 0))
    assert scene.legend_texts() == []
    assert scene.banner_text() is None


def test_open_piquet_shows_its_banner_and_a_replay_does_not(table: TableView) -> None:
    scene = table.table_scene()
    state = _opponent_showed()
    v0, v1 = view(state, 0), view(state, 1)
    scene.show(v0, v1, practice=True)
    assert scene.banner_text() == BANNER
    banner = scene.banner_rect()
    assert scene.sceneRect().contains(banner)
    for item in scene.card_items().values():
        assert not banner.intersects(_card_rect(item)), item
    layout = scene.current_layout()
    assert layout is not None
    opened = [c for c in layout.zone_cards(Zone.OPP_HAND) if layout.places[c].reveal is Reveal.OPEN]
    assert opened, "cards face up only for open piquet"
    item = scene.card_item(opened[0])
    assert item is not None and item.badge is None
    assert item.toolTip() == "Open piquet (practice): Computer's hand is face up"
    assert scene.legend_texts() == [KEY[Reveal.SHOWN][1]], "the shown cards keep their mark"

    scene.show(v0, v1)  # a replay showing both hands
    assert scene.banner_text() is None
    assert item.toolTip() == "Both hands shown: Computer's hand is face up"
    scene.show(v0)
    assert scene.banner_text() is None


def test_the_tooltips_follow_the_names(table: TableView) -> None:
    scene = table.table_scene()
    scene.show(view(_opponent_showed(), 0))
    layout = scene.current_layout()
    assert layout is not None
    c = next(c for c in layout.zone_cards(Zone.OPP_HAND) if layout.places[c].face_up)
    scene.set_names(("Ann", "Bob"))
    assert scene.card_item(c).toolTip().startswith("Shown: Bob's ")  # type: ignore[union-attr]


def test_a_badge_paints_on_the_face_only(qtbot: QtBot) -> None:
    images = CardImages()
    item = CardItem(0, images, 100.0)
    item.set_flip(1.0)
    scene = TableScene(images=images)
    scene.addItem(item)
    widget = TableView(scene)
    qtbot.addWidget(widget)
    widget.resize(700, 500)
    widget.show()
    qtbot.waitExposed(widget)
    item.setPos(QPointF(400, 400))
    corner = widget.mapFromScene(item.mapToScene(QPointF(-50 + 16, 70 - 16)))

    def colour_at(point: QPoint) -> tuple[int, int, int]:
        c = widget.viewport().grab().toImage().pixelColor(point)
        return c.red(), c.green(), c.blue()

    plain = colour_at(corner)
    item.set_badge((KEY[Reveal.SHOWN][0], MARK_COLOURS[Reveal.SHOWN]))
    assert colour_at(corner) != plain
    item.set_flip(0.0)
    back = colour_at(corner)
    item.set_badge(None)
    assert colour_at(corner) == back, "no badge on a face-down card"
