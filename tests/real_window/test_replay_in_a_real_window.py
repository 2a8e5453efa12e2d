"""A replay stepped through in a real window at Normal animation speed.

Right pressed faster than the cards move: each step finishes the one still moving and animates
only the new one, so the table never runs behind the position the bar names; and stepping never
moves the table on the screen (the bar's lines keep their height).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_player import wait_for, wait_until_active

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.ai.review import ReviewSettings
from piquet_desktop.engine.cards import cards_of
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table.layout import Zone

pytestmark = pytest.mark.real_window
LIGHT = ReviewSettings(play_worlds=12, exchange_worlds=12, declaration_worlds=8, talon_worlds=4)


def _record() -> PartieRecord:
    table = Table.new(RUBICON, (GreedyPlayer(), GreedyPlayer()), 8)
    table.play_deal()
    table.play_deal()
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    return PartieRecord(RUBICON, players, 8, list(table.state.actions))


def _table_on_screen(window: MainWindow) -> QRect:
    """Where the table lies in the window (the window manager may move the window itself)."""
    viewport = window.table.viewport()
    return QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())


def _assert_the_table_shows_the_position(window: MainWindow) -> None:
    """The scene is heading for the replay's position, with at most one step still moving."""
    replay = window.replay_mode.replay
    assert replay is not None
    scene = window.scene
    assert scene.pending_animations() <= 1, scene.pending_animations()
    table = scene.current_layout()
    assert table is not None
    view0 = replay.view(0)
    assert sorted(table.zone_cards(Zone.HAND)) == cards_of(view0.hand)
    assert table.zone_cards(Zone.TRICK) == ([view0.lead_card] if view0.lead_card >= 0 else [])


def test_stepping_a_replay_faster_than_the_cards_move_keeps_the_table_on_the_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    wait_until_active(window)
    assert window.replay_mode.start_replay(_record(), "test")
    bar = window.replay_bar
    replay = window.replay_mode.replay
    assert replay is not None
    bar.start_button.click()
    scene = window.scene
    wait_for(lambda: not scene.is_animating(), [scene.animationsFinished], "the deal is dealt")
    assert replay.position == replay.first_position and bar.deal_combo.currentText() == "Deal 1"
    assert len(scene.current_layout().zone_cards(Zone.HAND)) == 12  # type: ignore[union-attr]
    window.table.setFocus(Qt.FocusReason.TabFocusReason)
    where = _table_on_screen(window)
    heights = {bar.height()}
    steps = 0
    play_started = replay.deal_start(1) + 3  # the exchange and the first tricks' cards
    replay.seek(play_started)
    while steps < 30 and replay.position < replay.length:
        qtbot.keyClick(window.table, Qt.Key.Key_Right)  # faster than a card takes to land
        steps += 1
        assert scene.is_animating() or not scene.pending_animations()
        _assert_the_table_shows_the_position(window)
        assert bar.position_label.text().startswith(
            f"Move {replay.position - replay.first_position} of"
        )
        assert _table_on_screen(window) == where, "the table moved on the screen"
        heights.add(bar.height())
    assert steps == 30
    wait_for(lambda: not scene.is_animating(), [scene.animationsFinished], "the last step lands")
    table = scene.current_layout()
    assert table is not None
    for card, place in table.places.items():
        item = scene.card_item(card)
        assert item is not None
        assert (item.pos().x(), item.pos().y()) == pytest.approx((place.x, place.y), abs=1e-6)
    assert heights == {bar.height()}, "the replay bar changed height while stepping"


def test_the_table_stays_put_at_every_step_of_a_reviewed_replay(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(QSize(1024, 700))
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 700))
    wait_until_active(window)
    record = _record()
    record = PartieRecord(record.rules, tuple(reversed(record.players)), 8, record.actions)
    assert window.replay_mode.start_replay(record, "test")  # the human in seat 1: reviewed
    bar = window.replay_bar
    strip = bar.review
    strip.reviews.settings = LIGHT
    strip.reviews.workers = False
    with qtbot.waitSignal(strip.reviews.finished, timeout=120_000):
        bar.review_button.click()
    replay = window.replay_mode.replay
    assert replay is not None
    bar.start_button.click()
    scene = window.scene
    QApplication.processEvents()  # the layout the review strip asked for (posted events)
    where, height = _table_on_screen(window), bar.height()
    rated = shown_best = 0
    while replay.position < replay.length:
        bar.forward_button.click()
        if strip.best_button.isVisible():
            rated += 1
            if not shown_best:  # the best choice drawn, under its banner, and back
                strip.best_button.click()
                shown_best += 1
                assert scene.banner_text() is not None
                strip.best_button.click()
        QApplication.processEvents()
        assert _table_on_screen(window) == where, replay.position
        assert bar.height() == height, (replay.position, bar.position_label.text())
    assert rated and shown_best
    wait_for(lambda: not scene.is_animating(), [scene.animationsFinished], "the end is shown")
