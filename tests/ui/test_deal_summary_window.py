"""The deal summary over the real window: its whole sheet and totals show without scrolling at
the window's default and minimum sizes, it never covers the score sheet it summarises (the side
panel) and, at the default size, it leaves the table's own end-of-deal caption in view."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from pytestqt.qtbot import QtBot
from table_cells import cut_cells
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.ui.dialogs.deal_summary_dialog import (
    DealSummaryDialog,
    deal_summary,
    prompt_bar_rect,
    score_sheet_rect,
    table_caption_rect,
    trick_pile_rects,
)
from piquet_desktop.ui.main_window import DEFAULT_SIZE, MINIMUM_SIZE, MainWindow

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, size=None)


@pytest.mark.parametrize("size", [DEFAULT_SIZE, MINIMUM_SIZE], ids=["default", "minimum"])
@pytest.mark.parametrize(
    ("rules", "seed"),
    [(RUBICON, 5), (AU_CENT, 5), (THIRTY_SIX, 7)],
    ids=["rubicon", "au-cent", "thirty-six"],
)
def test_the_summary_shows_its_totals_whole_beside_the_score_sheet_and_clear_of_the_caption(
    qtbot: QtBot, window: MainWindow, size: QSize, rules: RuleSet, seed: int
) -> None:
    played = play_partie(rules, (GreedyPlayer(), GreedyPlayer()), seed)
    window.resize(size)
    c = window.controller
    c.load(PartieRecord(rules, PLAYERS, seed, list(played.actions)), None)
    qtbot.waitUntil(lambda: window.size() == size and c.is_over)
    caption = table_caption_rect(window)
    assert caption is not None and window.scene.caption_text()
    view = c.view()

    def rows(number: int) -> int:
        s = deal_summary(view.results, number, c.names, view.rules, view.result)
        return len(s.grouped)

    busiest = max((r.number for r in view.results), key=rows)
    places: dict[int, QRect] = {}
    for number in sorted({busiest, view.results[-1].number}):
        dialog = window.summaries.show_summary(number)
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        table = dialog.table
        assert not table.verticalScrollBar().isVisible(), number
        last = table.visualItemRect(table.item(table.rowCount() - 1, 1))
        assert table.viewport().rect().contains(last), number  # the running totals, whole
        assert dialog.row_texts()[-2][1].startswith("This deal")
        client = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
        assert client.contains(dialog.geometry()), number
        sheet = score_sheet_rect(window)
        assert sheet is not None and not dialog.geometry().intersects(sheet), number
        bar = QRect(window.statusBar().mapToGlobal(QPoint(0, 0)), window.statusBar().size())
        assert not dialog.geometry().intersects(bar), number  # what just happened stays read
        # the prompt bar (its "Next deal") and the trick piles the summary counts, always
        prompt = prompt_bar_rect(window)
        assert prompt is not None and not dialog.geometry().intersects(prompt), number
        piles = trick_pile_rects(window)
        assert len(piles) == 2
        if size == DEFAULT_SIZE:  # the smallest window has no room beside them for it
            assert not any(dialog.geometry().intersects(p) for p in piles), number
        # the caption too, where the room below it holds the summary (the minimum size has room
        # for the sheet or the caption; a long sheet at the default size only over the caption)
        room_below = prompt.top() - dialog.MARGIN - (caption.bottom() + dialog.MARGIN // 2 + 1)
        if size == DEFAULT_SIZE and dialog.height() <= room_below:
            assert not dialog.geometry().intersects(caption), number
        places[number] = dialog.geometry()
        dialog.close()
    # the last deal's summary (the partie over) stands where another as tall does
    last = view.results[-1].number
    for number in range(1, last):
        dialog = window.summaries.show_summary(number)
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        if dialog.height() == places[last].height():
            assert dialog.geometry() == places[last], (number, last)
        dialog.close()


@pytest.mark.parametrize("width", [DealSummaryDialog.NARROWEST, 300])
def test_a_narrowed_summary_wraps_its_reasons_rather_than_cut_them_short(
    qtbot: QtBot, window: MainWindow, width: int
) -> None:
    played = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    c = window.controller
    c.load(PartieRecord(RUBICON, PLAYERS, 5, list(played.actions)), None)
    qtbot.waitUntil(lambda: c.is_over)
    view = c.view()

    def longest(number: int) -> int:
        s = deal_summary(view.results, number, c.names, view.rules, view.result)
        return max(len(r.reason) for r in s.grouped)

    number = max((r.number for r in view.results), key=longest)
    dialog = window.summaries.show_summary(number)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)

    dialog.resize(width, dialog.height())  # as narrow as it is put beside the caption, or more

    qtbot.waitUntil(lambda: dialog.table.width() < width)
    assert longest(number) > 25  # a reason that needs more than the column's width
    qtbot.waitUntil(lambda: not cut_cells(dialog.table), timeout=2_000)  # the rows refit
    last = dialog.table.visualItemRect(dialog.table.item(dialog.table.rowCount() - 1, 1))
    assert dialog.table.viewport().rect().contains(last)  # the running totals, still whole
