"""The score sheet's view: au cent's game lines run across the sheet, and the six columns still
fit the side panel whole (no column cut, no sideways scrolling)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QHeaderView, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller.models import ScoreSheetModel
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.ui.score_sheet_view import ScoreSheetView

PANEL_WIDTH = 360  # the side panel's default and minimum width (main_window)


def sheet_in_a_panel(qtbot: QtBot, rules: RuleSet, seed: int) -> tuple[QWidget, ScoreSheetView]:
    """A whole partie's sheet in a box as wide as the side panel, its header set up as the
    window sets it (every column to its contents, the last one taking what is left)."""
    state = play_partie(rules, (GreedyPlayer(), GreedyPlayer()), seed)
    model = ScoreSheetModel()
    model.set_view(view(state, 0), ("You", "Computer"))
    box = QWidget()
    qtbot.addWidget(box)
    sheet = ScoreSheetView(box)
    model.setParent(sheet)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(6, 4, 6, 4)
    layout.addWidget(sheet)
    sheet.verticalHeader().hide()
    sheet.setModel(model)
    header = sheet.horizontalHeader()
    header.setMinimumSectionSize(24)
    header.setStretchLastSection(True)
    for column in range(model.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    box.resize(PANEL_WIDTH, 300)
    box.show()
    qtbot.waitExposed(box)
    return box, sheet  # the box too: the sheet lives as long as its parent


def marked_rows(sheet: ScoreSheetView) -> list[int]:
    model = sheet.model()
    return [r for r in range(model.rowCount()) if model.index(r, 0).data(ScoreSheetModel.SpanRole)]


@pytest.mark.parametrize(("rules", "seed"), [(AU_CENT, 6), (THIRTY_SIX, 7)], ids=["au_cent", "36"])
def test_game_lines_span_the_sheet_and_the_columns_fit_the_panel(
    qtbot: QtBot, rules: RuleSet, seed: int
) -> None:
    _box, sheet = sheet_in_a_panel(qtbot, rules, seed)
    assert marked_rows(sheet) and sheet.spanned_rows() == marked_rows(sheet)

    header = sheet.horizontalHeader()
    model = sheet.model()
    sentence = model.index(marked_rows(sheet)[0], 0).data()
    assert sheet.sizeHintForColumn(0) < sheet.fontMetrics().horizontalAdvance(sentence)
    for column in range(model.columnCount()):
        assert header.sectionSize(column) >= sheet.sizeHintForColumn(column), column
        title = str(model.headerData(column, header.orientation()))
        widest = max(header.fontMetrics().horizontalAdvance(line) for line in title.split("\n"))
        assert header.sectionSize(column) > widest, column
    assert header.length() <= sheet.viewport().width()
    assert not sheet.horizontalScrollBar().isVisible()


def test_spans_follow_the_rows_as_the_partie_goes_on(qtbot: QtBot) -> None:
    _box, sheet = sheet_in_a_panel(qtbot, AU_CENT, 6)
    model = sheet.model()
    assert isinstance(model, ScoreSheetModel)
    model.set_view(view(play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5), 0))
    assert sheet.spanned_rows() == marked_rows(sheet) == []
