"""The library as Qt item models: a table of its entries, and the sorting and filtering over it.

``LibraryModel`` wraps a ``Library`` (a plain Python object) and resets itself whenever the
library tells it of a change, reading the rows without their records (the facts are enough to
list, and loading every record would replay every partie). While nobody looks at it
(``set_watched(False)``: its window is hidden) it only notes that it is out of date, so the live
partie does not pay for a list after every move, and reads the library again when watched.
Each cell gives its text for the eye and, under ``SORT_ROLE``, a value that sorts right (a date
as ISO text, a margin as a number, an unfinished partie's margin below every finished one);
``ENTRY_ROLE`` gives the whole ``LibraryEntry`` of the row.

``LibraryFilter`` (a ``QSortFilterProxyModel``) is what the window's view shows: sorted by any
column, and filtered by a text (any cell contains it, case ignored), a variant, an opponent
and a result ("won", "lost", "drawn", "unfinished", "damaged").
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from ..plain_text import as_tooltip
from .store import Library, LibraryEntry, LibraryError

__all__ = [
    "COLUMNS",
    "ENTRY_ROLE",
    "RESULTS",
    "SORT_ROLE",
    "LibraryFilter",
    "LibraryModel",
    "opponent_of",
    "result_of",
]

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2

COLUMNS = (
    "Played",
    "Opponent",
    "Variant",
    "Status",
    "Result",
    "Margin",
    "Score",
    "Deals",
    "Mean loss",
)
RESULTS = ("won", "lost", "drawn", "unfinished", "damaged")
_STATUS_TEXT = {
    "in_progress": "In progress",
    "abandoned": "Abandoned",
    "finished": "Finished",
    "damaged": "Damaged",
}
_FIGURES = ("Margin", "Deals", "Mean loss")
_BELOW_ALL = -(2**31)  # sort key of a figure an unfinished or damaged partie does not have

Index = QModelIndex | QPersistentModelIndex


def result_of(entry: LibraryEntry) -> str:
    """The entry's result as the filter names it."""
    if entry.status == "damaged":
        return "damaged"
    facts = entry.facts
    if facts is None or facts.result is None:
        return "unfinished"
    return facts.result


def opponent_of(entry: LibraryEntry) -> str:
    """The opponent as the list and the filter name it: his name, and his level if it differs."""
    facts = entry.facts
    if facts is None:
        return ""
    level = facts.opponent_level
    if level and level.lower() != facts.opponent.lower():
        return f"{facts.opponent} ({level})"
    return facts.opponent


class LibraryModel(QAbstractTableModel):
    """One row per library entry, last played first (the view sorts it as it likes)."""

    def __init__(self, library: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.error: str | None = None  # why the library could not be read, if it could not
        self._entries: list[LibraryEntry] = []
        self._watched = True
        self._stale = False
        library.subscribe(self._on_change)
        self.destroyed.connect(lambda _o=None, lib=library, f=self._on_change: lib.unsubscribe(f))
        self.refresh()

    def set_watched(self, watched: bool) -> None:
        """Follow the library's changes at once (True), or just note them (False)."""
        self._watched = watched
        if watched and self._stale:
            self.refresh()

    def _on_change(self) -> None:
        if self._watched:
            self.refresh()
        else:
            self._stale = True

    def refresh(self) -> None:
        """Read the library again (after any change)."""
        self._stale = False
        self.beginResetModel()
        try:
            self._entries = self.library.entries(with_records=False)
            self.error = None
        except LibraryError as exc:
            self._entries = []
            self.error = f"The library cannot be read: {exc}."
        self.endResetModel()

    def entry(self, row: int) -> LibraryEntry:
        return self._entries[row]

    def entries(self) -> list[LibraryEntry]:
        return list(self._entries)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not 0 <= section < len(COLUMNS):
            return None
        if orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        if not 0 <= index.column() < len(COLUMNS):
            return None
        entry = self._entries[index.row()]
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return _text(entry, column)
        if role == SORT_ROLE:
            return _sort_key(entry, column)
        if role == ENTRY_ROLE:
            return entry
        if role == Qt.ItemDataRole.ToolTipRole:
            if entry.damage is not None:
                return as_tooltip(f"This record cannot be loaded: {entry.damage}")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _FIGURES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _text(entry: LibraryEntry, column: str) -> str:
    facts = entry.facts
    if column == "Played":
        return entry.played.astimezone().strftime("%Y-%m-%d %H:%M")
    if column == "Status":
        return _STATUS_TEXT.get(entry.status, entry.status)
    if facts is None:
        return "—" if column != "Opponent" else (entry.damage or "")
    if column == "Opponent":
        return opponent_of(entry)
    if column == "Variant":
        return facts.variant + (", practice" if facts.practice else "")
    if column == "Result":
        if facts.result is None:
            return ""
        said = {"won": "Won", "lost": "Lost", "drawn": "Drawn"}[facts.result]
        if facts.games is not None:
            return f"{said}, {facts.games[0]} games to {facts.games[1]}"
        return said + (" (rubicon)" if facts.rubicon else "")
    if column == "Margin":
        if facts.margin is None:
            return ""
        unit = "" if facts.games is None else (" game" if abs(facts.margin) == 1 else " games")
        return f"{facts.margin:+d}{unit}"
    if column == "Score":
        return f"{facts.score[0]} – {facts.score[1]}"
    if column == "Deals":
        return str(facts.deals)
    if column == "Mean loss":
        return "" if facts.mean_loss is None else f"{facts.mean_loss:.2f}"
    return ""


def _sort_key(entry: LibraryEntry, column: str) -> Any:
    facts = entry.facts
    if column == "Played":
        return entry.played.isoformat()
    if column in ("Status", "Opponent", "Variant", "Result"):
        return _text(entry, column).lower()
    if facts is None:
        return _BELOW_ALL
    if column == "Margin":
        return _BELOW_ALL if facts.margin is None else facts.margin
    if column == "Score":
        return facts.score[0] - facts.score[1]
    if column == "Deals":
        return facts.deals
    if column == "Mean loss":
        return float(_BELOW_ALL) if facts.mean_loss is None else facts.mean_loss
    return ""


class LibraryFilter(QSortFilterProxyModel):
    """The entries shown: those matching the text and the chosen variant, opponent, result."""

    def __init__(self, model: LibraryModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSourceModel(model)
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._text = ""
        self._variant: str | None = None
        self._opponent: str | None = None
        self._result: str | None = None

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().lower()
        self.endFilterChange()

    def set_variant(self, variant: str | None) -> None:
        self.beginFilterChange()
        self._variant = variant or None
        self.endFilterChange()

    def set_opponent(self, opponent: str | None) -> None:
        self.beginFilterChange()
        self._opponent = opponent or None
        self.endFilterChange()

    def set_result(self, result: str | None) -> None:
        if result is not None and result not in RESULTS:
            raise ValueError(f"unknown result {result!r}; results are {', '.join(RESULTS)}")
        self.beginFilterChange()
        self._result = result
        self.endFilterChange()

    def entry(self, row: int) -> LibraryEntry:
        """The entry shown in ``row`` of this (sorted, filtered) model."""
        source = self.mapToSource(self.index(row, 0))
        model = self.sourceModel()
        assert isinstance(model, LibraryModel)
        return model.entry(source.row())

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, LibraryModel)
        entry = model.entry(source_row)
        facts = entry.facts
        if self._variant is not None and (facts is None or facts.variant != self._variant):
            return False
        if self._opponent is not None and opponent_of(entry) != self._opponent:
            return False
        if self._result is not None and result_of(entry) != self._result:
            return False
        if self._text:
            cells = " ".join(_text(entry, column) for column in COLUMNS).lower()
            return self._text in cells or self._text in (entry.damage or "").lower()
        return True
