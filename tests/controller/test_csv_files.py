"""CSV export: a table model as it shows, and a file replaced whole or left as it was."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtGui import QStandardItem, QStandardItemModel

from piquet_desktop.controller.csv_files import model_csv, write_whole
from piquet_desktop.statistics.spreadsheet_cells import spreadsheet_cell


def test_a_model_is_written_as_it_shows_titles_first(qapp: object) -> None:
    model = QStandardItemModel(0, 3)
    model.setHorizontalHeaderLabels(["Played", "You\ntotal", "Opponent"])
    for row in (["2026-12-01", "144", "Computer, novice"], ["2026-11-30", "90", 'Bob "B"']):
        model.appendRow([QStandardItem(cell) for cell in row])
    shown = QSortFilterProxyModel()
    shown.setSourceModel(model)
    shown.sort(0)  # the order the view shows, not the model's
    rows = list(csv.reader(io.StringIO(model_csv(shown))))
    assert rows == [
        ["Played", "You total", "Opponent"],
        ["2026-11-30", "90", 'Bob "B"'],
        ["2026-12-01", "144", "Computer, novice"],
    ]


def test_a_file_is_replaced_whole_or_left_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "list.csv"
    target.write_text("old", encoding="utf-8")
    write_whole(target, "a,b\n1,2\n")
    assert target.read_text(encoding="utf-8") == "a,b\n1,2\n"
    with pytest.raises(UnicodeError):
        write_whole(target, "lone \ud800 surrogate")
    assert target.read_text(encoding="utf-8") == "a,b\n1,2\n"
    assert [p.name for p in tmp_path.iterdir()] == ["list.csv"]  # no partial file left


@pytest.mark.parametrize(
    "name",
    ['=HYPERLINK("http://x","y")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)"],
)
def test_a_cell_a_spreadsheet_would_run_as_a_formula_is_written_as_text(
    qapp: object, name: str
) -> None:
    model = QStandardItemModel(0, 2)
    model.setHorizontalHeaderLabels(["Opponent", "Margin"])
    model.appendRow([QStandardItem(name), QStandardItem("-353")])
    rows = list(csv.reader(io.StringIO(model_csv(model))))
    assert rows[1] == ["'" + name, "-353"]  # the name as text, the number still a number


@pytest.mark.parametrize("number", ["-353", "+12", "-1,5", "−2.25", "-1\u00a0234", "-45 %"])
def test_a_plain_number_keeps_its_sign(number: str) -> None:
    assert spreadsheet_cell(number) == number


def test_the_statistics_csv_writes_an_opponents_formula_as_text() -> None:
    from datetime import UTC, datetime

    from library_records import recorded

    from piquet_desktop.engine.record import PlayerInfo
    from piquet_desktop.statistics import (
        StatisticsFilter,
        read_parties,
        statistics_csv,
        statistics_report,
    )
    from piquet_desktop.statistics.played import PlayedPartie

    record = recorded(1)
    record.players = (record.players[0], PlayerInfo("Computer", "ai", "=cmd()"))
    played = PlayedPartie(datetime(2026, 12, 1, tzinfo=UTC), record)
    facts, _ = read_parties([played])
    report = statistics_report(facts, StatisticsFilter(opponent=facts[0].opponent))
    cells = [cell for row in csv.reader(io.StringIO(statistics_csv(report))) for cell in row]
    assert "'=cmd()" in cells and "=cmd()" not in cells


@pytest.mark.parametrize("brk", ["\r", "\n", "\r\n", "\x0b", "\x0c", "\x85", "\u2028"])
def test_a_line_break_in_a_name_cannot_start_a_row_with_a_formula(qapp: object, brk: str) -> None:
    name = f"Bot{brk}=cmd|' /C calc'!A0"
    model = QStandardItemModel(0, 2)
    model.setHorizontalHeaderLabels(["Opponent", "Margin"])
    model.appendRow([QStandardItem(name), QStandardItem("-353")])
    text = model_csv(model)
    # However a spreadsheet splits the lines, no line of the file starts with a formula.
    lines = re.split(r"\r\n|[\r\n\x0b\x0c\x85\u2028]", text)
    assert all(line.startswith('"') for line in lines if line), lines
    cell = "Bot" + " " * len(brk) + "=cmd|' /C calc'!A0"
    assert list(csv.reader(io.StringIO(text, newline="")))[1] == [cell, "-353"]


def test_a_formula_behind_spaces_or_a_tab_is_written_as_text() -> None:
    assert spreadsheet_cell("  =cmd()") == "'  =cmd()"
    assert spreadsheet_cell("\t=cmd()") == "' =cmd()"
    assert spreadsheet_cell("\tTab") == " Tab"  # a tab is a space on the sheet: nothing runs
