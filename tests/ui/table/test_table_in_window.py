"""The table in the main window at the sizes players use: nothing cut off, nothing under the side
panel, bigger windows get bigger cards, and every card is drawn from a pixmap of its on-screen size.

The pure layout tests check that every card lies inside the table's rectangle; these check what a
player sees of that rectangle once the window's widgets share out its room (the side panel is
docked on the right, the prompt bar below the table).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.ui.main_window import MINIMUM_SIZE, MainWindow
from piquet_desktop.ui.table import TableView
from piquet_desktop.ui.table.table_view import MINIMUM_SIZE as TABLE_MINIMUM

SIZES = [(1024, 700), (1280, 800), (1600, 1000), (1920, 1080)]
"""Window sizes, smallest first (the minimum comes before them all)."""


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 0.0
    for win in shown_window(qtbot, settings, size=None):
        # Open piquet, turned on in the window as a player does (a new window starts without
        # it): both discards face up and fanned, the widest right-hand side.
        win.menus.open_piquet_action.trigger()
        yield win


def _in_play(window: MainWindow) -> None:
    """A 36-card partie at its fifth trick: both discards, tricks won, a full talon's worth gone."""
    rules = RuleSet(deck=36)
    state = play_partie(rules, (GreedyPlayer(), GreedyPlayer()), 4)
    plays = [i for i, a in enumerate(state.actions) if isinstance(a, Play)]
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    record = PartieRecord(rules, players, 4, list(state.actions[: plays[9]]))
    window.controller.load(record, None)
    window.refresh_table()


def _viewport_in_window(table: TableView, window: MainWindow) -> QRect:
    viewport = table.viewport()
    return QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())


def _on_screen(table: TableView, item: QGraphicsItem) -> QRect:
    """The item's scene bounding rectangle in viewport pixels."""
    return table.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _check_whole(window: MainWindow) -> float:
    """Check that the whole table shows at the window's size; return a hand card's pixel width."""
    table = window.table
    scene = window.scene
    shown = _viewport_in_window(table, window)
    assert window.rect().contains(shown), "the table reaches past the window"
    dock = window.side_panel
    if dock.isVisible():
        assert not shown.intersects(dock.geometry()), "the side panel covers part of the table"
    viewport = table.viewport().rect()
    assert scene.card_items(), "no cards on the table"
    for card, item in scene.card_items().items():
        rect = table.mapFromScene(item.mapToScene(item.card_rect())).boundingRect()
        assert viewport.contains(rect), (card, rect, viewport)
    for item in scene.items():
        if item.isVisible() and item.parentItem() is None:
            assert viewport.adjusted(-1, -1, 1, 1).contains(_on_screen(table, item)), item
    layout = scene.current_layout()
    assert layout is not None and layout.hand_order
    scale = table.transform().m11()
    width = layout.places[layout.hand_order[0]].width * scale
    # Crisp: painting asked the card images for exactly that width in device pixels.
    table.viewport().grab()
    ratio = table.viewport().devicePixelRatioF()
    assert scene.card_images().has_pixmap(layout.hand_order[0], round(width), ratio)
    return width


def _resize(qtbot: QtBot, window: MainWindow, size: QSize) -> None:
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    QApplication.processEvents()


def test_the_table_view_fits_beside_the_side_panel_in_the_smallest_window() -> None:
    dock_and_handle = 360 + 8
    assert TABLE_MINIMUM.width() + dock_and_handle <= MINIMUM_SIZE.width()
    bars = 160  # menu bar, prompt bar (two lines with a hint), status bar
    assert TABLE_MINIMUM.height() + bars <= MINIMUM_SIZE.height()


def test_the_whole_table_shows_and_cards_grow_with_the_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    _in_play(window)
    _resize(qtbot, window, MINIMUM_SIZE)
    widths = [_check_whole(window)]
    viewport = window.table.viewport().size()
    # At its minimum the window's table has the viewport's own shape: not letterboxed.
    assert window.scene.table_size()[0] == pytest.approx(
        1000.0 * viewport.width() / viewport.height(), abs=0.5
    )
    for w, h in SIZES:
        _resize(qtbot, window, QSize(w, h))
        widths.append(_check_whole(window))
    assert widths == sorted(widths) and len(set(widths)) == len(widths), widths
    assert widths[0] >= 80, "hand cards readable at the minimum size"


def test_the_whole_table_shows_with_the_side_panel_closed(qtbot: QtBot, window: MainWindow) -> None:
    _in_play(window)
    window.side_panel.hide()
    for w, h in [(MINIMUM_SIZE.width(), MINIMUM_SIZE.height()), *SIZES]:
        _resize(qtbot, window, QSize(w, h))
        _check_whole(window)
