"""One review in a real window on an X display: the deal summary's Review button, the review
made at full strength in the worker processes while the window stays live, the deal's costly
decisions listed; then the replay's Review strip with its markers and chart, and the best choice
drawn on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from table_player import screenshot, wait_until_active
from windows import press

from piquet_desktop.ai import review as review_module
from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.deal_summary_dialog import score_sheet_rect
from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


def test_a_deal_is_reviewed_in_the_summary_and_in_the_replay(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    wait_until_active(window)
    table = Table.new(RUBICON, (RandomPlayer(), GreedyPlayer()), 29)
    table.play_deal()  # the first deal, played by a careless hand in the human's seat
    c = window.controller
    c.load(PartieRecord(RUBICON, PLAYERS, 29, list(table.state.actions)), None)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=10_000)
    dialog = window.summary_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    button = dialog.findChild(type(dialog.ok_button), "summaryReview")
    summaries = window.summaries
    width, right = dialog.width(), dialog.geometry().right()
    sheet = score_sheet_rect(window)
    assert sheet is not None
    assert not dialog.frameGeometry().intersects(sheet)  # beside the score sheet, not over it
    try:
        with qtbot.waitSignal(summaries.reviews.finished, timeout=60_000) as done:
            press(qtbot, button)
            panel = summaries.review_panel
            assert panel is not None and panel.isVisible()
        review = done.args[0]
        marked = review.marked(1)
        assert marked, "careless play should cost points"
        assert len(panel.row_texts()) == len(marked)
        assert c.record().analysis is not None  # kept with the partie
        # the review has room of its own: under the sheet, or in a column left of it, the
        # sheet where it was (tests/real_window/test_deal_summary_in_a_real_window.py)
        assert dialog.geometry().right() == right
        assert dialog.width() == width or summaries.review_beside
        assert not dialog.frameGeometry().intersects(sheet)
        assert not button.isEnabled()  # pressing Review again would do nothing
        qtbot.waitUntil(lambda: panel.table.isVisible())
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10_000)
        screenshot(window, tmp_path / "review-deal-summary.png")
        press(qtbot, dialog.ok_button)  # Next deal

        # The replay of this partie: the stored review is used, the strip shows at once.
        assert window.replay_mode.replay_current()
        strip = window.replay_bar.review
        with qtbot.waitSignal(strip.reviews.finished, timeout=10_000):
            press(qtbot, window.replay_bar.review_button)
        assert strip.markers.isVisible() and strip.chart.isVisible()
        worst = marked[0]
        strip.markers.seekRequested.emit(worst.index)
        replay = window.replay_mode.replay
        assert replay is not None and replay.position == worst.index
        with qtbot.waitSignal(strip.alternativeShown):
            press(qtbot, strip.best_button)
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10_000)
        screenshot(window, tmp_path / "review-replay.png")
    finally:
        review_module.shutdown()
