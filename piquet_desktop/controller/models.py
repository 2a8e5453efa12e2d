"""Qt item models over ``PlayerView``s: the hand, the tricks, the declarations, the score sheet.

Each model is a pure function of the latest view (and the players' names) turned into rows; what
makes it a good Qt model is how it moves from one list of rows to the next. ``_sync_rows`` keys
every row (a card, a trick's number and lead, a log line's position and text, a deal's number)
and emits the smallest honest change: rows whose key disappeared are removed, new keys inserted,
rows whose key stayed but whose content changed get ``dataChanged``. A played card is then one
``rowsRemoved``, a new trick one ``rowsInserted``, a finished deal one ``dataChanged`` on its
score row; only a change the keys cannot describe as such (a hand re-sorted) resets the model.
Views keep their selection and scroll position through ordinary play that way.

The models never touch the engine's state: they read ``PlayerView``s, which ``attach`` takes from
a ``GameController``'s ``viewChanged`` (``set_view`` works without a controller, for replays).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from piquet_desktop import translation
from piquet_desktop.engine.cards import SUIT_MASKS, suit_of
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.cards import DEFAULT_SUIT_ORDER, card_name, card_text, display_order
from piquet_desktop.words.declaration_log import LogLine, log_lines
from piquet_desktop.words.score_sheet import (
    ScoreRow,
    score_rows,
    score_sheet_header_tips,
    score_sheet_headers,
)

if TYPE_CHECKING:
    from .game_controller import GameController

__all__ = [
    "DeclarationLogModel",
    "HandModel",
    "ScoreSheetModel",
    "TrickHistoryModel",
    "log_lines",
    "playable_cards",
    "score_rows",
]

Index = QModelIndex | QPersistentModelIndex
Row = TypeVar("Row")
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
USER = Qt.ItemDataRole.UserRole


def default_names() -> tuple[str, str]:
    """The players' names until a controller gives its own: the human and the computer."""
    return (
        translate("Text", "You", "the human player's name"),
        translate("Text", "Computer", "the computer player's name"),
    )


def playable_cards(view: PlayerView) -> int:
    """The cards the viewing seat may play now, as a mask (0 unless it is his turn to play).

    Read from the view alone: leading, any card; following, a card of the led suit if he holds
    one, else any card.
    """
    if view.deal_phase != "play" or view.to_act != view.seat:
        return 0
    if view.lead_card < 0:
        return view.hand
    return view.hand & SUIT_MASKS[suit_of(view.lead_card)] or view.hand


def _sync_rows(
    model: QAbstractItemModel,
    rows: list[Row],
    new_rows: Sequence[Row],
    key: Callable[[Row], Hashable],
    columns: int = 1,
) -> None:
    """Make ``rows`` (the list ``model`` shows) equal ``new_rows``, signalling as it goes.

    Keys must be unique; rows kept must keep their relative order. Otherwise (a re-sort) the
    model is reset, which is always correct, only coarser.
    """
    old_keys = [key(r) for r in rows]
    new_keys = [key(r) for r in new_rows]
    old_set, new_set = set(old_keys), set(new_keys)
    kept_old = [k for k in old_keys if k in new_set]
    kept_new = [k for k in new_keys if k in old_set]
    if len(old_set) != len(old_keys) or len(new_set) != len(new_keys) or kept_old != kept_new:
        model.beginResetModel()
        rows[:] = new_rows
        model.endResetModel()
        return
    root = QModelIndex()
    i = len(rows) - 1
    while i >= 0:  # removals, bottom up, one signal per run of rows
        if old_keys[i] in new_set:
            i -= 1
            continue
        first = i
        while first > 0 and old_keys[first - 1] not in new_set:
            first -= 1
        model.beginRemoveRows(root, first, i)
        del rows[first : i + 1]
        del old_keys[first : i + 1]
        model.endRemoveRows()
        i = first - 1
    i = 0
    while i < len(new_rows):  # insertions, top down; rows[:i] already match new_rows[:i]
        if new_keys[i] in old_set:
            i += 1
            continue
        last = i
        while last + 1 < len(new_rows) and new_keys[last + 1] not in old_set:
            last += 1
        model.beginInsertRows(root, i, last)
        rows[i:i] = new_rows[i : last + 1]
        model.endInsertRows()
        i = last + 1
    changed = [i for i, (old, new) in enumerate(zip(rows, new_rows, strict=True)) if old != new]
    rows[:] = new_rows
    start = 0
    while start < len(changed):  # one dataChanged per run of changed rows
        end = start
        while end + 1 < len(changed) and changed[end + 1] == changed[end] + 1:
            end += 1
        top = model.index(changed[start], 0)
        bottom = model.index(changed[end], columns - 1)
        model.dataChanged.emit(top, bottom, [])
        start = end + 1


class _FollowsViews:
    """What every model here does the same way: follow a controller, count and find its rows.

    A mixin (listed before the Qt base class) rather than a common Qt base, because the hand and
    the log are list models and the other two table models. Each model keeps its rows in
    ``_rows`` and implements ``set_view(view, names)``; ``attach`` feeds it the controller's
    views and names from then on. The connection is to a bound method of the model, so Qt drops
    it when the model is deleted (a lambda would outlive the model and call into freed memory).
    """

    _rows: Sequence[Any]
    _controller: GameController | None = None

    if TYPE_CHECKING:  # each model's own, called by the plumbing below

        def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None: ...

    def attach(self, controller: GameController) -> None:
        """Follow ``controller``'s views from now on (and show its current one)."""
        self._controller = controller
        controller.viewChanged.connect(self._on_controller_view)
        self._on_controller_view(controller.view())

    def _on_controller_view(self, view: PlayerView) -> None:
        assert self._controller is not None
        self.set_view(view, self._controller.names)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def _row(self, index: Index) -> Any:
        """The row ``index`` points at, or None for an invalid or stale index."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()]


def _header(titles: Sequence[str], section: int, orientation: Qt.Orientation, role: int) -> Any:
    """A table model's ``headerData``: ``titles`` across the top, nothing down the side."""
    if orientation == Qt.Orientation.Horizontal and role == DISPLAY and 0 <= section < len(titles):
        return titles[section]
    return None


# ----------------------------------------------------------------------------- the hand


@dataclass(frozen=True, slots=True)
class _HandRow:
    card: int
    playable: bool
    selected: bool


class HandModel(_FollowsViews, QAbstractListModel):
    """The human's cards in display order (per the sort setting), with the roles the table needs.

    ``SelectedRole`` marks cards for the discard while the human is to exchange; the selection is
    dropped by itself when the exchange is over or a card leaves the hand.
    """

    CardRole = USER + 1
    PlayableRole = USER + 2
    SelectedRole = USER + 3

    selectionChanged = Signal(object)  # the selected mask (an int of up to 36 bits: not a C int)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        suit_order: str = DEFAULT_SUIT_ORDER,
        descending: bool = True,
    ) -> None:
        super().__init__(parent)
        self._rows: list[_HandRow] = []
        self._view: PlayerView | None = None
        self._selected = 0
        self._suit_order = suit_order
        self._descending = descending

    # ------------------------------------------------------------------------- feeding
    def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None:
        """Show ``view``'s hand (a hand shows no names: ``names`` is accepted and unused)."""
        self._view = view
        before = self._selected
        if view.exchange_range is None:
            self._selected = 0
        self._selected &= view.hand
        self._refresh()
        if before != self._selected:
            self.selectionChanged.emit(self._selected)

    def set_sort_order(self, suit_order: str, descending: bool) -> None:
        """Re-fan the hand (the rows keep their cards, in a new order: a layout reset)."""
        self._suit_order = suit_order
        self._descending = descending
        self._refresh()

    def _refresh(self) -> None:
        view = self._view
        if view is None:
            return
        playable = playable_cards(view)
        new_rows = [
            _HandRow(c, bool(playable >> c & 1), bool(self._selected >> c & 1))
            for c in display_order(view.hand, self._suit_order, self._descending)
        ]
        _sync_rows(self, self._rows, new_rows, lambda r: r.card)

    # ------------------------------------------------------------------------- selection
    def toggle_selected(self, card: int) -> bool:
        """Mark or unmark ``card`` for the discard; False if it cannot be marked now."""
        view = self._view
        if view is None or view.exchange_range is None or not view.hand >> card & 1:
            return False
        self._selected ^= 1 << card
        self._refresh()
        self.selectionChanged.emit(self._selected)
        return True

    def selected_mask(self) -> int:
        return self._selected

    def clear_selection(self) -> None:
        if self._selected:
            self._selected = 0
            self._refresh()
            self.selectionChanged.emit(0)

    def card_at(self, row: int) -> int:
        return self._rows[row].card

    def row_of(self, card: int) -> int:
        """The row showing ``card``, or -1."""
        return next((i for i, r in enumerate(self._rows) if r.card == card), -1)

    # ------------------------------------------------------------------------- the model
    def data(self, index: Index, role: int = DISPLAY) -> Any:
        row = self._row(index)
        if row is None:
            return None
        if role == DISPLAY:
            return card_text(row.card)
        if role == TOOLTIP:
            return card_name(row.card)
        if role == self.CardRole:
            return row.card
        if role == self.PlayableRole:
            return row.playable
        if role == self.SelectedRole:
            return row.selected
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names[self.CardRole] = QByteArray(b"card")
        names[self.PlayableRole] = QByteArray(b"playable")
        names[self.SelectedRole] = QByteArray(b"selected")
        return names


# ----------------------------------------------------------------------------- tricks


@dataclass(frozen=True, slots=True)
class _TrickRow:
    number: int
    leader: int
    lead: int
    follow: int  # -1 while the trick is in progress
    winner: int  # -1 while the trick is in progress
    forced: int = 0  # mask: the view's own card here, if it was his only legal card


class TrickHistoryModel(_FollowsViews, QAbstractTableModel):
    """One row per trick of the deal on the table, the trick in progress last.

    The player's own card that was his only legal card (``PlayerView.forced_plays``) is marked
    "(forced)", with a tooltip saying why: by default the app plays such a card for him, so the
    history says which cards he did not choose.
    """

    FORCED_TIP = QT_TRANSLATE_NOOP(
        "TrickHistoryModel",
        "Your only legal card: it is played for you unless Preferences say otherwise.",
    )

    HEADERS = (
        "#",
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Leader"),
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Lead"),
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Follow"),
        QT_TRANSLATE_NOOP("TrickHistoryModel", "Winner"),
    )
    CardRole = USER + 1  # the card (int) in the Lead and Follow columns, -1 if none

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_TrickRow] = []
        self._names: tuple[str, str] = default_names()

    def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None:
        if names is not None and names != self._names:
            self._names = names
            if self._rows:  # every row shows names: say so, keeping the rows
                last = self.index(len(self._rows) - 1, len(self.HEADERS) - 1)
                self.dataChanged.emit(self.index(0, 0), last, [])
        forced = view.forced_plays()
        rows = [
            _TrickRow(
                i + 1, t.leader, t.lead, t.follow, t.winner, forced & (1 << t.lead | 1 << t.follow)
            )
            for i, t in enumerate(view.tricks)
        ]
        if view.lead_card >= 0 and view.leader is not None:
            lead = view.lead_card
            rows.append(_TrickRow(len(rows) + 1, view.leader, lead, -1, -1, forced & 1 << lead))
        _sync_rows(self, self._rows, rows, lambda r: (r.number, r.leader, r.lead), 5)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        row = self._row(index)
        if row is None:
            return None
        column = index.column()
        if role == self.CardRole:
            return {2: row.lead, 3: row.follow}.get(column)
        if role == ALIGN:
            return int(Qt.AlignmentFlag.AlignCenter)
        card = {2: row.lead, 3: row.follow}.get(column, -1)
        forced = card >= 0 and bool(row.forced >> card & 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            return translation.translate("TrickHistoryModel", self.FORCED_TIP) if forced else None
        if role != DISPLAY:
            return None
        if column == 0:
            return str(row.number)
        if column == 1:
            return self._names[row.leader]
        if column in (2, 3):
            if card < 0:
                return ""
            if forced:
                return translate("TrickHistoryModel", "{card} (forced)").format(
                    card=card_text(card)
                )
            return card_text(card)
        if column == 4:
            return self._names[row.winner] if row.winner >= 0 else ""
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        titles = [translation.translate("TrickHistoryModel", title) for title in self.HEADERS]
        return _header(titles, section, orientation, role)


# ----------------------------------------------------------------------------- declarations


class DeclarationLogModel(_FollowsViews, QAbstractListModel):
    """The spoken dialogue and the scores of the deal on the table, one line each."""

    SeatRole = USER + 1  # 0 or 1, -1 for a summary line
    PointsRole = USER + 2  # the points of a score line, None otherwise

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[LogLine] = []

    def set_view(
        self,
        view: PlayerView,
        names: tuple[str, str] | None = None,
        claimed_by: int | None = None,
    ) -> None:
        lines = log_lines(view, names or default_names(), claimed_by)
        _sync_rows(self, self._rows, lines, lambda r: (r.position, r.text))

    def _on_controller_view(self, view: PlayerView) -> None:
        """The live partie's log also says who claimed the remaining tricks."""
        assert self._controller is not None
        self.set_view(view, self._controller.names, self._controller.claimed_by())

    def lines(self) -> list[str]:
        return [r.text for r in self._rows]

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        row = self._row(index)
        if row is None:
            return None
        if role == DISPLAY:
            return row.text
        if role == self.SeatRole:
            return row.seat
        if role == self.PointsRole:
            return row.points
        return None


# ----------------------------------------------------------------------------- score sheet


class ScoreSheetModel(_FollowsViews, QAbstractTableModel):
    """Deals down, the two players' points and running totals across, totals at the bottom.

    In au cent some rows are lines across the sheet (a game won, the void rest of its deal):
    ``SpanRole`` is True on every cell of such a row and its text is in the first column, so a
    view can span it (``ui.score_sheet_view.ScoreSheetView`` does) and size its columns without
    it. ``KindRole`` says what a row is: "deal", "game", "void", "games" (why the games' total
    is what it is, once a double was won) or "total".
    """

    COLUMNS = 6
    SpanRole = USER + 1
    KindRole = USER + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[ScoreRow] = []
        self._names: tuple[str, str] = default_names()
        self._au_cent = False

    def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None:
        au_cent = view.rules.partie == "au_cent"
        if (names is not None and names != self._names) or au_cent != self._au_cent:
            self._names = names or self._names
            self._au_cent = au_cent
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        _sync_rows(self, self._rows, score_rows(view, self._names), lambda r: r.key, self.COLUMNS)

    def headers(self) -> tuple[str, ...]:
        return score_sheet_headers(self._names)

    def header_tips(self) -> tuple[str, ...]:
        return score_sheet_header_tips(self._names, self._au_cent)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        row = self._row(index)
        if row is None or not 0 <= index.column() < self.COLUMNS:
            return None
        if role == DISPLAY:
            return row.cells[index.column()]
        if role == TOOLTIP:
            return row.tooltip
        if role == self.SpanRole:
            return row.spans
        if role == self.KindRole:
            return row.kind
        if role == Qt.ItemDataRole.FontRole and row.kind != "deal":
            font = QFont()
            font.setBold(row.kind in ("game", "total"))
            font.setItalic(row.kind in ("void", "games"))
            return font
        if role == ALIGN:
            if index.column() >= 2 and not row.spans:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role == TOOLTIP:
            return _header(self.header_tips(), section, orientation, DISPLAY)
        return _header(self.headers(), section, orientation, role)

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names[self.SpanRole] = QByteArray(b"spans")
        names[self.KindRole] = QByteArray(b"kind")
        return names
