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

from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.library.facts import PartieFacts
from piquet_desktop.library.store import Library, LibraryEntry, LibraryError
from piquet_desktop.translation import number, translate
from piquet_desktop.words.opponent_labels import name_with_level
from piquet_desktop.words.text import display_name

from .csv_files import CSV_ROLE
from .plain_text import as_tooltip

__all__ = [
    "COLUMNS",
    "ENTRY_ROLE",
    "RESULTS",
    "SORT_ROLE",
    "LibraryFilter",
    "LibraryModel",
    "opponent_of",
    "result_of",
    "result_words",
    "variant_words",
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
"""The columns, by their English titles: the code's names for them (``column_title`` says
each in the installed language)."""
_TITLES = {
    "Played": lambda: translate("LibraryModel", "Played"),
    "Opponent": lambda: translate("LibraryModel", "Opponent"),
    "Variant": lambda: translate("LibraryModel", "Variant"),
    "Status": lambda: translate("LibraryModel", "Status"),
    "Result": lambda: translate("LibraryModel", "Result"),
    "Margin": lambda: translate("LibraryModel", "Margin"),
    "Score": lambda: translate("LibraryModel", "Score"),
    "Deals": lambda: translate("LibraryModel", "Deals"),
    "Mean loss": lambda: translate("LibraryModel", "Mean loss"),
}
RESULTS = ("won", "lost", "drawn", "unfinished", "damaged")
_STATUS_TEXT = {
    "in_progress": lambda: translate("LibraryModel", "In progress"),
    "abandoned": lambda: translate("LibraryModel", "Abandoned"),
    "finished": lambda: translate("LibraryModel", "Finished"),
    "damaged": lambda: translate("LibraryModel", "Damaged"),
}
_RESULT_TEXT = {
    "won": lambda: translate("LibraryModel", "Won"),
    "lost": lambda: translate("LibraryModel", "Lost"),
    "drawn": lambda: translate("LibraryModel", "Drawn"),
    "unfinished": lambda: translate("LibraryModel", "Unfinished"),
    "damaged": lambda: translate("LibraryModel", "Damaged"),
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


def result_words(result: str) -> str:
    """A result of ``RESULTS`` as the result filter and column say it ("Won")."""
    words = _RESULT_TEXT.get(result)
    return words() if words is not None else result


def column_title(column: str) -> str:
    """A column of ``COLUMNS`` as its header says it."""
    return _TITLES[column]()


def variant_words(rules: RuleSet) -> str:
    """The variant in a few words for the list: "Rubicon, 6 deals", "Au cent, 36 cards" (the
    words of ``facts.variant_name``, which the database keeps as the variant's key)."""
    if rules.partie == "rubicon":
        deals = rules.rubicon_deals  # a name: lupdate drops a call whose count is not one
        if rules.deck == 36:
            return translate("LibraryModel", "Rubicon, %n deal(s), 36 cards", None, deals)
        return translate("LibraryModel", "Rubicon, %n deal(s)", None, deals)
    if rules.deck == 36:
        return translate("LibraryModel", "Au cent, 36 cards")
    return translate("LibraryModel", "Au cent")


def opponent_of(entry: LibraryEntry) -> str:
    """The opponent as the list and the filter name it: his name, and his level if it differs."""
    facts = entry.facts
    if facts is None:
        return ""
    level = facts.opponent_level
    if level and level.casefold() == facts.opponent.casefold():
        return display_name(facts.opponent)
    return name_with_level(display_name(facts.opponent), level)


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
            self.error = translate("LibraryModel", "The library cannot be read: {reason}.").format(
                reason=exc
            )
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
        if not 0 <= section < len(COLUMNS):
            return None
        if role == CSV_ROLE and orientation == Qt.Orientation.Horizontal:
            return _csv_titles(COLUMNS[section])
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return column_title(COLUMNS[section])
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
        if role == CSV_ROLE:
            return _csv_cells(entry, column)
        if role == ENTRY_ROLE:
            return entry
        if role == Qt.ItemDataRole.ToolTipRole:
            if entry.damage is not None:
                return as_tooltip(
                    translate("LibraryModel", "This record cannot be loaded: {reason}").format(
                        reason=entry.damage
                    )
                )
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _FIGURES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _text(entry: LibraryEntry, column: str) -> str:
    facts = entry.facts
    if column == "Played":
        return entry.played.astimezone().strftime("%Y-%m-%d %H:%M")
    if column == "Status":
        status = _STATUS_TEXT.get(entry.status)
        return status() if status is not None else entry.status
    if facts is None:
        return "—" if column != "Opponent" else (entry.damage or "")
    if column == "Opponent":
        return opponent_of(entry)
    if column == "Variant":
        variant = variant_words(facts.rules)
        if facts.practice:
            return translate("LibraryModel", "{variant}, practice").format(variant=variant)
        return variant
    if column == "Result":
        return _result_text(facts)
    if column == "Margin":
        if facts.margin is None:
            return ""
        if facts.games is None:
            return f"{facts.margin:+d}"
        games = abs(facts.margin)  # a name: lupdate drops a call whose count is not one
        if facts.margin < 0:
            return translate("LibraryModel", "-%n game(s)", None, games)
        return translate("LibraryModel", "+%n game(s)", None, games)
    if column == "Score":
        return f"{facts.score[0]} – {facts.score[1]}"
    if column == "Deals":
        return str(facts.deals)
    if column == "Mean loss":
        return "" if facts.mean_loss is None else number(facts.mean_loss, 2)
    return ""


def _csv_titles(column: str) -> tuple[str, ...] | None:
    """The CSV's titles for a column written as several (``csv_files.CSV_ROLE``), else None."""
    if column == "Score":
        return (
            translate("LibraryModel", "Your score"),
            translate("LibraryModel", "Opponent's score"),
        )
    return None


def _csv_cells(entry: LibraryEntry, column: str) -> tuple[str, ...] | None:
    """A split column's values for the CSV: the Score as two numbers (blank when unknown)."""
    if column != "Score":
        return None
    facts = entry.facts
    if facts is None:
        return ("", "")
    return (str(facts.score[0]), str(facts.score[1]))


def _result_text(facts: PartieFacts) -> str:
    if facts.result is None:
        return ""
    if facts.games is not None:
        fields = {"games": facts.games[0], "opponent_games": facts.games[1]}
        if facts.result == "won":
            return translate("LibraryModel", "Won, {games} games to {opponent_games}").format(
                **fields
            )
        if facts.result == "lost":
            return translate("LibraryModel", "Lost, {games} games to {opponent_games}").format(
                **fields
            )
        return translate("LibraryModel", "Drawn, {games} games to {opponent_games}").format(
            **fields
        )
    if facts.rubicon:
        if facts.result == "won":
            return translate("LibraryModel", "Won (rubicon)")
        if facts.result == "lost":
            return translate("LibraryModel", "Lost (rubicon)")
    return result_words(facts.result)


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
