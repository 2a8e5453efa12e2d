"""The deal summary in a real window leaves in view what it is read with.

The summary sums up the deal the table has just ended: the table's caption ("Deal over: You took
5 tricks, ...") and the score sheet beside it are read with it, the trick piles are what it
counts, the prompt bar holds its "Next deal", and the status bar says what just happened.
Placed by the window manager's frames, on the screen's own fonts, it must leave the caption,
the sheet, the trick piles, the prompt bar and the status bar whole, with its review open as
before it, in the same place and at the same size, and the review's reasons must be read whole,
not cut short with "…".
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from table_cells import cut_cells
from table_player import screenshot, wait_until_active
from windows import press

from piquet_desktop.ai import review as review_module
from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.deal_summary_dialog import (
    DealSummaryDialog,
    prompt_bar_rect,
    score_sheet_rect,
    table_caption_rect,
    trick_pile_rects,
)
from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
SHOTS = os.environ.get("PIQUET_SHOTS")  # a folder to keep the screenshots in (a developer's)


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def assert_clear_of_what_it_is_read_with(window: MainWindow, dialog: DealSummaryDialog) -> None:
    frame = dialog.frameGeometry()
    caption = table_caption_rect(window)
    sheet = score_sheet_rect(window)
    bar = global_rect(window.statusBar())
    assert caption is not None and sheet is not None
    assert not frame.intersects(caption), f"over the caption: {frame} {caption}"
    assert not frame.intersects(sheet), f"over the score sheet: {frame} {sheet}"
    assert not frame.intersects(bar), f"over the status bar: {frame} {bar}"
    prompt = prompt_bar_rect(window)
    assert prompt is not None and not frame.intersects(prompt), f"over the prompt bar: {frame}"
    piles = trick_pile_rects(window)
    assert len(piles) == 2, piles
    for pile in piles:
        assert not frame.intersects(pile), f"over a trick pile: {frame} {pile}"
    assert window.geometry().contains(dialog.geometry()), "inside the window"


@pytest.mark.parametrize("size", ["1280x800", "whole screen"])
def test_the_summary_and_its_review_leave_the_caption_sheet_and_status_bar_in_view(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, size: str
) -> None:
    if size == "whole screen":
        window.showMaximized()
        area = window.screen().availableGeometry()
        qtbot.waitUntil(lambda: window.frameGeometry().height() >= area.height() - 2, timeout=5_000)
    wait_until_active(window)
    table = Table.new(RUBICON, (RandomPlayer(), GreedyPlayer()), 29)
    table.play_deal()  # a careless hand in the human's seat: the review has much to say
    c = window.controller
    c.load(PartieRecord(RUBICON, PLAYERS, 29, list(table.state.actions)), None)
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=10_000)
    dialog = window.summary_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10_000)
    shots = Path(SHOTS) if SHOTS else tmp_path
    name = size.replace(" ", "-")
    screenshot(window, shots / f"summary-{name}.png")
    assert_clear_of_what_it_is_read_with(window, dialog)
    assert cut_cells(dialog.table) == [], "a reason of the sheet cut short"

    summaries = window.summaries
    before = dialog.frameGeometry()
    button = dialog.findChild(type(dialog.ok_button), "summaryReview")
    try:
        with qtbot.waitSignal(summaries.reviews.finished, timeout=120_000):
            press(qtbot, button)
        panel = summaries.review_panel
        assert panel is not None
        qtbot.waitUntil(lambda: panel.table.isVisible())
        screenshot(window, shots / f"summary-review-{name}.png")
        assert_clear_of_what_it_is_read_with(window, dialog)
        # in its tab: the summary neither moves nor grows over the table for it
        assert dialog.frameGeometry() == before
        assert cut_cells(panel.table) == [], "a review's text cut short"
        assert cut_cells(dialog.table) == [], "a reason of the sheet cut short"
    finally:
        review_module.shutdown()
