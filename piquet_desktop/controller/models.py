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

from piquet_desktop.engine.cards import SUIT_MASKS, card_name, suit_of
from piquet_desktop.engine.view import PlayerView

from .text import DEFAULT_SUIT_ORDER, card_text, display_order, possessive, result_text

if TYPE_CHECKING:
    from .game_controller import GameController

__all__ = [
    "DeclarationLogModel",
    "HandModel",
    "ScoreSheetModel",
    "TrickHistoryModel",
    "log_lines",
    "playable_cards",
    "running_score",
    "score_rows",
]

Index = QModelIndex | QPersistentModelIndex
Row = TypeVar("Row")
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
USER = Qt.ItemDataRole.UserRole
NAMES = ("You", "Computer")


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

    selectionChanged = Signal(int)  # the selected mask

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


class TrickHistoryModel(_FollowsViews, QAbstractTableModel):
    """One row per trick of the deal on the table, the trick in progress last."""

    HEADERS = ("#", "Leader", "Lead", "Follow", "Winner")
    CardRole = USER + 1  # the card (int) in the Lead and Follow columns, -1 if none

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_TrickRow] = []
        self._names: tuple[str, str] = NAMES

    def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None:
        if names is not None and names != self._names:
            self._names = names
            if self._rows:  # every row shows names: say so, keeping the rows
                last = self.index(len(self._rows) - 1, len(self.HEADERS) - 1)
                self.dataChanged.emit(self.index(0, 0), last, [])
        rows = [
            _TrickRow(i + 1, t.leader, t.lead, t.follow, t.winner)
            for i, t in enumerate(view.tricks)
        ]
        if view.lead_card >= 0 and view.leader is not None:
            rows.append(_TrickRow(len(rows) + 1, view.leader, view.lead_card, -1, -1))
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
        if role != DISPLAY:
            return None
        if column == 0:
            return str(row.number)
        if column == 1:
            return self._names[row.leader]
        if column == 2:
            return card_text(row.lead)
        if column == 3:
            return card_text(row.follow) if row.follow >= 0 else ""
        if column == 4:
            return self._names[row.winner] if row.winner >= 0 else ""
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        return _header(self.HEADERS, section, orientation, role)


# ----------------------------------------------------------------------------- declarations


@dataclass(frozen=True, slots=True)
class _LogLine:
    position: int
    seat: int
    text: str
    points: int | None  # for score lines


# Scores the dialogue does not speak: shown as lines of their own, after the dialogue.
_UNSPOKEN_KINDS = ("repique", "pique", "cards", "capot")
_EVENT_WORDS = {
    "repique": "repique",
    "pique": "pique",
    "cards": "the cards",
    "capot": "capot",
    "carte_blanche": "carte blanche",
}


def log_lines(view: PlayerView, names: tuple[str, str]) -> list[_LogLine]:
    """The declarations dialogue of the deal on the table, and the scores it does not speak.

    Spoken lines come as the engine records them ("Point of five.", "Good.", "Quint major in
    spades: 15."); carte blanche's 10 follows the line that shows the hand; repique, pique, the
    cards (or capot) follow the dialogue in reckoning order, and a finished deal ends with its
    totals.
    """
    if view.elder is None:
        return []
    elder = view.elder

    def who(seat: int) -> str:
        return f"{'Elder' if seat == elder else 'Younger'} ({names[seat]})"

    texts: list[tuple[int, str, int | None]] = []
    blanche = {e.seat: e for e in view.events if e.kind == "carte_blanche"}
    for line in view.speech:
        texts.append((line.seat, f"{who(line.seat)}: {line.text}", None))
        event = blanche.get(line.seat)
        if event is not None and line.text.startswith("Carte blanche: here"):
            texts.append(
                (
                    line.seat,
                    f"{who(line.seat)} scores {event.points} for carte blanche.",
                    event.points,
                )
            )
    for e in view.events:
        if e.kind in _UNSPOKEN_KINDS:
            words = _EVENT_WORDS[e.kind]
            texts.append((e.seat, f"{who(e.seat)} scores {e.points} for {words}.", e.points))
    if view.deal_phase == "over":
        a = sum(e.points for e in view.events if e.seat == 0)
        b = sum(e.points for e in view.events if e.seat == 1)
        texts.append((-1, f"Deal {view.deal_number}: {names[0]} {a}, {names[1]} {b}.", None))
    return [_LogLine(i, seat, text, points) for i, (seat, text, points) in enumerate(texts)]


class DeclarationLogModel(_FollowsViews, QAbstractListModel):
    """The spoken dialogue and the scores of the deal on the table, one line each."""

    SeatRole = USER + 1  # 0 or 1, -1 for a summary line
    PointsRole = USER + 2  # the points of a score line, None otherwise

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_LogLine] = []

    def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None:
        lines = log_lines(view, names or NAMES)
        _sync_rows(self, self._rows, lines, lambda r: (r.position, r.text))

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


@dataclass(frozen=True, slots=True)
class _ScoreRow:
    key: tuple[str, int]
    cells: tuple[str, str, str, str, str, str]
    tooltip: str | None = None


def _multiplier(view: PlayerView, number: int) -> int:
    """The four-deal Rubicon counts its first and last deals double (RULES.md section 7)."""
    rules = view.rules
    four = rules.partie == "rubicon" and rules.rubicon_deals == 4
    return 2 if four and number in (1, 4) else 1


def running_score(view: PlayerView, seat: int) -> int:
    """``seat``'s score so far, the deal in play included (with its multiplier): the partie's in
    Rubicon, the game's in au cent. The score sheet's last running total and the table's name
    plates both show it, so the two never disagree in the middle of a deal."""
    base = view.game_scores[seat] if view.rules.partie == "au_cent" else view.totals[seat]
    if view.deal_phase in (None, "over") or view.elder is None:
        return base
    points = sum(e.points for e in view.events if e.seat == seat)
    return base + points * _multiplier(view, view.deal_number)


def score_rows(view: PlayerView, names: tuple[str, str]) -> list[_ScoreRow]:
    """A piquet scoring card: each deal, the deal on the table, then the totals.

    Rubicon: the running totals are the partie's. Au cent: they are the score of the game in
    play, starting again from nothing after each game (the deal that won it shows the scores at
    the moment it was won); the totals row counts games won, a double counting two.
    """
    au_cent = view.rules.partie == "au_cent"
    rows: list[_ScoreRow] = []
    running = [0, 0]
    for result in view.results:
        a, b = result.totals
        label = f"{result.number}" + (" (×2)" if result.multiplier == 2 else "")
        game = next((g for g in view.games if g.last_deal == result.number), None)
        tip = None
        if au_cent and game is not None:
            ticks = [" ✓" if game.winner == seat else "" for seat in (0, 1)]
            run_a, run_b = (f"{game.scores[seat]}{ticks[seat]}" for seat in (0, 1))
            kind = "double game" if game.double else "game"
            tip = f"{names[game.winner]}: {kind} won in deal {result.number}"
            running = [0, 0]
        else:
            running = [running[0] + a, running[1] + b]
            run_a, run_b = str(running[0]), str(running[1])
        cells = (label, names[result.elder], str(a), str(b), run_a, run_b)
        rows.append(_ScoreRow(("deal", result.number), cells, tip))
    if view.deal_phase not in (None, "over") and view.elder is not None:
        n = view.deal_number
        mult = _multiplier(view, n)
        a = sum(e.points for e in view.events if e.seat == 0) * mult
        b = sum(e.points for e in view.events if e.seat == 1) * mult
        base = list(view.game_scores) if au_cent else running
        cells = (
            f"{n}" + (" (×2)" if mult == 2 else ""),
            names[view.elder],
            str(a),
            str(b),
            str(base[0] + a),
            str(base[1] + b),
        )
        rows.append(_ScoreRow(("deal", n), cells, "the deal in play, scores so far"))
    if au_cent:
        games = [0, 0]
        for g in view.games:
            games[g.winner] += 2 if g.double else 1
        total = ("Games", "", str(games[0]), str(games[1]), "", "")
    else:
        # The deal in play counts too, so the total always agrees with the last running total.
        total = ("Total", "", str(running_score(view, 0)), str(running_score(view, 1)), "", "")
    tip = result_text(view.result, names) if view.result is not None else None
    rows.append(_ScoreRow(("total", 0), total, tip))
    return rows


class ScoreSheetModel(_FollowsViews, QAbstractTableModel):
    """Deals down, the two players' points and running totals across, totals at the bottom."""

    COLUMNS = 6

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_ScoreRow] = []
        self._names: tuple[str, str] = NAMES

    def set_view(self, view: PlayerView, names: tuple[str, str] | None = None) -> None:
        if names is not None and names != self._names:
            self._names = names
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        _sync_rows(self, self._rows, score_rows(view, self._names), lambda r: r.key, self.COLUMNS)

    def headers(self) -> tuple[str, ...]:
        """Column titles. The running totals' titles take two lines ("Computer" over "total"):
        in one line the six columns do not fit the side panel and the view truncates one."""
        a, b = self._names
        return ("Deal", "Elder", a, b, f"{a}\ntotal", f"{b}\ntotal")

    def header_tips(self) -> tuple[str, ...]:
        a, b = (possessive(name, mid_sentence=False) for name in self._names)
        return (
            "The deal's number; (×2) when its scores count double",
            "Who was elder hand in the deal",
            f"{a} points in the deal",
            f"{b} points in the deal",
            f"{a} running total after the deal",
            f"{b} running total after the deal",
        )

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
        if role == ALIGN:
            if index.column() >= 2:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role == TOOLTIP:
            return _header(self.header_tips(), section, orientation, DISPLAY)
        return _header(self.headers(), section, orientation, role)
