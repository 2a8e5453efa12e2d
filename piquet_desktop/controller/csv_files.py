"""CSV files for a spreadsheet: a table model as it shows, and a file written whole or not at all.

Both the Library's list and the Statistics' figures are exported; what they share is here, so the
one rule that matters (a file of the chosen name is replaced whole, or left as it was when the
write fails) is written once.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt

from piquet_desktop.engine.atomic_file import write_atomically
from piquet_desktop.statistics.spreadsheet_cells import spreadsheet_cell

__all__ = ["model_csv", "write_whole"]

_DISPLAY = Qt.ItemDataRole.DisplayRole


def model_csv(model: QAbstractItemModel) -> str:
    """The rows of ``model`` (a flat table, in the order and with the filter it shows) under its
    column titles, each cell as displayed; line breaks in titles become spaces. A cell a
    spreadsheet would run as a formula is written as text (``spreadsheet_cells``)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    columns = range(model.columnCount())
    titles = [model.headerData(c, Qt.Orientation.Horizontal, _DISPLAY) for c in columns]
    writer.writerow(spreadsheet_cell(" ".join(str(t or "").split())) for t in titles)
    for row in range(model.rowCount()):
        cells = (model.data(model.index(row, c, QModelIndex()), _DISPLAY) for c in columns)
        writer.writerow("" if cell is None else spreadsheet_cell(str(cell)) for cell in cells)
    return out.getvalue()


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all (``atomic_file.write_atomically``:
    a file already there is replaced or left as it was); OSError or UnicodeError on failure, the
    text encoded before any file is touched."""
    write_atomically(path, text.encode("utf-8"))
