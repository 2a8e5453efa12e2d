"""CSV export: a table model as it shows, and a file replaced whole or left as it was."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtGui import QStandardItem, QStandardItemModel

from piquet_desktop.controller.csv_files import model_csv, write_whole


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
