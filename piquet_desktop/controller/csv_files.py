"""CSV files for a spreadsheet: a table model as it shows, and a file written whole or not at all.

Both the Library's list and the Statistics' figures are exported; what they share is here, so the
one rule that matters (a file of the chosen name is replaced whole, or left as it was when the
write fails) is written once.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QStandardPaths, Qt

from piquet_desktop.engine.atomic_file import write_atomically
from piquet_desktop.statistics.spreadsheet_cells import csv_text

__all__ = ["CSV_ROLE", "default_folder", "model_csv", "write_whole"]

_DISPLAY = Qt.ItemDataRole.DisplayRole

CSV_ROLE = Qt.ItemDataRole.UserRole + 40
"""A model's cells for a spreadsheet where its display does not suit one: on the header, the
column's titles (a tuple: the column becomes that many); on a cell, its values (a tuple as long).
The Library's Score shows "116 – 127", one text a spreadsheet cannot add up; its CSV is two
numeric columns, the player's and the opponent's."""


def model_csv(model: QAbstractItemModel) -> str:
    """The rows of ``model`` (a flat table, in the order and with the filter it shows) under its
    column titles, each cell as displayed, or split as ``CSV_ROLE`` gives it; line breaks in
    titles become spaces. A cell a spreadsheet would run as a formula is written as text
    (``spreadsheet_cells``)."""
    columns = range(model.columnCount())
    split = {c: model.headerData(c, Qt.Orientation.Horizontal, CSV_ROLE) for c in columns}
    titles: list[str] = []
    for c in columns:
        parts = split[c]
        if isinstance(parts, tuple):
            titles += [str(t) for t in parts]
        else:
            titles.append(str(model.headerData(c, Qt.Orientation.Horizontal, _DISPLAY) or ""))
    rows: list[list[str]] = [[" ".join(t.split()) for t in titles]]
    for row in range(model.rowCount()):
        cells: list[str] = []
        for c in columns:
            index = model.index(row, c, QModelIndex())
            width = split[c]
            if isinstance(width, tuple):
                values = model.data(index, CSV_ROLE)
                values = values if isinstance(values, tuple) else ("",) * len(width)
                cells += [str(v) for v in values]
            else:
                cell = model.data(index, _DISPLAY)
                cells.append("" if cell is None else str(cell))
        rows.append(cells)
    return csv_text(rows)


def default_folder() -> Path:
    """Where a file dialog for an export opens: the Documents folder Qt names for the desktop
    (``QStandardPaths``), or the home folder when there is none (never the working folder, which
    for a launched app is wherever the launcher stood)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all (``atomic_file.write_atomically``:
    a file already there is replaced or left as it was); OSError or UnicodeError on failure, the
    text encoded before any file is touched."""
    write_atomically(path, text.encode("utf-8"))
