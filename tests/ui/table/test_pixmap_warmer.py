"""The card pixmaps a deal will ask for are drawn while the table rests
(``ui/table/pixmap_warmer``), so that no animation frame waits for an SVG render
(docs/PERFORMANCE.md, "Frames of the table's animations")."""

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


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[TableView]:
    widget = TableView()
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


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


def test_nothing_is_drawn_ahead_while_cards_move(table: TableView) -> None:
    scene = table.table_scene()
    scene.set_speed(1.0)
    rules = RuleSet()
    for until in range(30, 80):
        state = play_random(rules, 3, until=until)
        later = play_random(rules, 3, until=until + 1)
        if view(state, 0).deal_phase == view(later, 0).deal_phase == "play":
            break
    scene.show(view(state, 0))  # a table laid at once: at rest, so the sizes are listed
    warmer = table.pixmap_warmer()
    listed = warmer.pending()
    assert listed > 0
    scene.show(view(later, 0))  # a card moves
    assert scene.is_animating()
    for _ in range(5):
        QApplication.processEvents()
        if scene.is_animating():
            assert warmer.pending() == listed  # nothing drawn while it moves


def test_nothing_is_drawn_ahead_at_speed_zero(table: TableView) -> None:
    scene = table.table_scene()
    scene.set_speed(0.0)  # every change lands at once and is painted once: nothing to prepare
    scene.show(_in_play())
    for _ in range(5):
        QApplication.processEvents()
    assert table.pixmap_warmer().pending() == 0
