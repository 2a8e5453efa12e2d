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
from piquet_desktop.engine.partie import DealResult, GameResult
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.cards import DEFAULT_SUIT_ORDER, card_name, card_text, display_order
from piquet_desktop.words.text import event_text, is_human, result_text, speech_text

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


@dataclass(frozen=True, slots=True)
class _LogLine:
    position: int
    seat: int
    text: str
    points: int | None  # for score lines


# Scores the dialogue does not speak: shown as lines of their own, after the dialogue.
_UNSPOKEN_KINDS = ("repique", "pique", "cards", "capot")


def _scores_for(kind: str, speaker: str, points: int) -> str:
    """ "Elder (You) scores 30 for pique.": one message per kind of score."""
    if kind == "carte_blanche":
        text = translate("DeclarationLog", "{speaker} scores {points} for carte blanche.")
    elif kind == "repique":
        text = translate("DeclarationLog", "{speaker} scores {points} for repique.")
    elif kind == "pique":
        text = translate("DeclarationLog", "{speaker} scores {points} for pique.")
    elif kind == "cards":
        text = translate("DeclarationLog", "{speaker} scores {points} for the cards.")
    else:
        text = translate("DeclarationLog", "{speaker} scores {points} for capot.")
    return text.format(speaker=speaker, points=points)


def log_lines(
    view: PlayerView, names: tuple[str, str], claimed_by: int | None = None
) -> list[_LogLine]:
    """The declarations dialogue of the deal on the table, and the scores it does not speak.

    Spoken lines come as the engine records them ("Point of five.", "Good.", "Quint major in
    spades: 15."); carte blanche's 10 follows the line that shows the hand; repique, pique, the
    cards (or capot) follow the dialogue in reckoning order, and a finished deal ends with its
    totals. ``claimed_by``: the seat that claimed the remaining tricks (``claimed_by`` of the
    live partie or of the replay, both read from the record's ``claims``), said before the
    cards.
    """
    if view.elder is None:
        return []
    elder = view.elder

    def who(seat: int) -> str:
        if seat == elder:
            return translate("DeclarationLog", "Elder ({player})").format(player=names[seat])
        return translate("DeclarationLog", "Younger ({player})").format(player=names[seat])

    said = translate("DeclarationLog", "{speaker}: {words}")
    texts: list[tuple[int, str, int | None]] = []
    blanche = {e.seat: e for e in view.events if e.kind == "carte_blanche"}
    for line in view.speech:
        texts.append(
            (line.seat, said.format(speaker=who(line.seat), words=speech_text(line)), None)
        )
        event = blanche.get(line.seat)
        if event is not None and line.phrase == "carte_blanche_shown":
            scored = _scores_for("carte_blanche", who(line.seat), event.points)
            texts.append((line.seat, scored, event.points))
    claim = None
    if claimed_by is not None:
        claimed = translate("DeclarationLog", "{speaker} claims the remaining tricks.")
        claim = (claimed_by, claimed.format(speaker=who(claimed_by)), None)
    for e in view.events:
        if e.kind in _UNSPOKEN_KINDS:
            if claim is not None and e.kind in ("cards", "capot"):
                texts.append(claim)
                claim = None
            texts.append((e.seat, _scores_for(e.kind, who(e.seat), e.points), e.points))
    if claim is not None:
        texts.append(claim)
    if view.deal_phase == "over":
        a, b = view.deal_points()
        total = translate("DeclarationLog", "Deal {number}: {first} {a}, {second} {b}.")
        text = total.format(number=view.deal_number, first=names[0], a=a, second=names[1], b=b)
        texts.append((-1, text, None))
    return [_LogLine(i, seat, text, points) for i, (seat, text, points) in enumerate(texts)]


class DeclarationLogModel(_FollowsViews, QAbstractListModel):
    """The spoken dialogue and the scores of the deal on the table, one line each."""

    SeatRole = USER + 1  # 0 or 1, -1 for a summary line
    PointsRole = USER + 2  # the points of a score line, None otherwise

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_LogLine] = []

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


@dataclass(frozen=True, slots=True)
class _ScoreRow:
    key: tuple[str, int]
    cells: tuple[str, str, str, str, str, str]
    tooltip: str | None = None
    kind: str = (
        "deal"  # "deal", "game", "void" and "games" (au cent lines across the sheet), "total"
    )

    @property
    def spans(self) -> bool:
        """A line written across the whole sheet (its text is in the first cell)."""
        return self.kind in ("game", "void", "games")


def _sheet_line(key: tuple[str, int], kind: str, text: str, tooltip: str) -> _ScoreRow:
    return _ScoreRow(key, (text, "", "", "", "", ""), tooltip, kind)


def _deal_label(number: int, multiplier: int) -> str:
    return f"{number}" + (" (×2)" if multiplier == 2 else "")


def _game_won(
    result: DealResult, game: GameResult, number: int, names: tuple[str, str], target: int
) -> list[_ScoreRow]:
    """The rows of an au cent deal in which a game was won: the deal as far as it counted, the
    game (who, the score, single or double, the games so far) and, if any points were lost, the
    rest of the deal, void.

    The deal counts up to the score that took the winner to ``target`` (the engine's
    ``DealResult.counted`` and ``deciding_event``); what follows it in the deal is void, which is
    why the running total stops at 100 or just past it.
    """
    w = game.winner
    counted = result.counted
    void = result.void
    games = result.games_after
    winning = result.deciding_event
    you = is_human(names[w])
    if winning is None:
        if you:
            ends = translate("ScoreSheet", "You reached {target}: the game ends there")
        else:
            ends = translate("ScoreSheet", "{player} reached {target}: the game ends there")
    elif you:
        ends = translate("ScoreSheet", "You reached {target} with “{score}”: the game ends there")
    else:
        ends = translate(
            "ScoreSheet", "{player} reached {target} with “{score}”: the game ends there"
        )
    reaching = event_text(winning) if winning is not None else ""
    deal = _ScoreRow(
        ("deal", result.number),
        (
            _deal_label(result.number, result.multiplier),
            names[result.elder],
            str(counted[0]),
            str(counted[1]),
            str(game.scores[0]),
            str(game.scores[1]),
        ),
        ends.format(player=names[w], target=target, score=reaching),
    )
    if game.double:
        if you:
            won = translate("ScoreSheet", "Game {number} won by You, {won} to {lost} (double)")
        else:
            won = translate("ScoreSheet", "Game {number} won by {player}, {won} to {lost} (double)")
        tip = translate(
            "ScoreSheet",
            "A double game (the loser was under 50), counting two. Games so far: {first} {a}, "
            "{second} {b}; the first to 3 wins the partie (best of five). The next game starts "
            "from nothing.",
        )
    else:
        if you:
            won = translate("ScoreSheet", "Game {number} won by You, {won} to {lost} (single)")
        else:
            won = translate("ScoreSheet", "Game {number} won by {player}, {won} to {lost} (single)")
        tip = translate(
            "ScoreSheet",
            "A single game, counting one. Games so far: {first} {a}, {second} {b}; the first to "
            "3 wins the partie (best of five). The next game starts from nothing.",
        )
    game_line = _sheet_line(
        ("game", number),
        "game",
        won.format(number=number, player=names[w], won=game.scores[w], lost=game.scores[1 - w]),
        tip.format(first=names[0], a=games[0], second=names[1], b=games[1]),
    )
    rows = [deal, game_line]
    if void != (0, 0):
        line = translate("ScoreSheet", "Rest of deal {number} void: {first} {a}, {second} {b}")
        if you:
            why = translate(
                "ScoreSheet",
                "In au cent a deal stops counting when a game is won in it: the scores that came "
                "after you reached {target} are lost, not carried to the next game.",
            )
        else:
            why = translate(
                "ScoreSheet",
                "In au cent a deal stops counting when a game is won in it: the scores that came "
                "after {player} reached {target} are lost, not carried to the next game.",
            )
        rows.append(
            _sheet_line(
                ("void", number),
                "void",
                line.format(
                    number=result.number, first=names[0], a=void[0], second=names[1], b=void[1]
                ),
                why.format(player=names[w], target=target),
            )
        )
    return rows


def score_rows(view: PlayerView, names: tuple[str, str]) -> list[_ScoreRow]:
    """A piquet scoring card: each deal, the deal on the table, then the totals.

    Rubicon: the running totals are the partie's. Au cent (the 32-card game and Thirty-six):
    they are the score of the game in play. The deal in which a game is won shows only what
    counted of it, then a line across the sheet says who won the game, by how much and whether
    it was single or double, and another what was void of the rest of that deal; the running
    totals start again from nothing. The totals row counts games won, a double counting two.
    """
    au_cent = view.rules.partie == "au_cent"
    rows: list[_ScoreRow] = []
    for result in view.results:
        game = result.game
        if au_cent and game is not None:
            number = 1 + sum(1 for g in view.games if g.last_deal < result.number)
            rows += _game_won(result, game, number, names, view.rules.au_cent_target)
            continue
        a, b = result.totals
        cells = (
            _deal_label(result.number, result.multiplier),
            names[result.elder],
            str(a),
            str(b),
            str(result.after[0]),
            str(result.after[1]),
        )
        rows.append(_ScoreRow(("deal", result.number), cells))
    in_play = view.deal_in_play_points()
    if in_play is not None and view.elder is not None:
        n = view.deal_number
        a, b = in_play
        cells = (
            _deal_label(n, view.rules.deal_multiplier(n)),
            names[view.elder],
            str(a),
            str(b),
            str(view.running_score(0)),
            str(view.running_score(1)),
        )
        in_play_tip = translate("ScoreSheet", "the deal in play, scores so far")
        rows.append(_ScoreRow(("deal", n), cells, in_play_tip))
    tip: str | None
    if au_cent and any(g.double for g in view.games):
        rows.append(_doubles_line(view, names))
    if au_cent:
        games_title = translate("ScoreSheet", "Games", "the total row in au cent")
        games = view.game_points()
        total = (games_title, "", str(games[0]), str(games[1]), "", "")
        tip = translate(
            "ScoreSheet", "Games won, a double game counting two; the first to 3 wins the partie"
        )
    else:
        # The deal in play counts too, so the total always agrees with the last running total.
        total_title = translate("ScoreSheet", "Total")
        a_total, b_total = str(view.running_score(0)), str(view.running_score(1))
        total = (total_title, "", a_total, b_total, "", "")
        tip = None
    if view.result is not None:
        tip = result_text(view.result, names)
    rows.append(_ScoreRow(("total", 0), total, tip, "total"))
    return rows


def _doubles_line(view: PlayerView, names: tuple[str, str]) -> _ScoreRow:
    """The line across the sheet above the games' total once a double game was won: why "4
    games to 0" can follow three games."""
    a, b = view.game_points()
    played = len(view.games)  # a name: lupdate drops a call whose count is not one
    text = translate(
        "ScoreSheet",
        "%n game(s) won, {first} {a} to {second} {b}: a double game counts two, and the first "
        "to 3 wins the partie",
        None,
        played,
    ).format(first=names[0], a=a, second=names[1], b=b)
    return _sheet_line(("games", 0), "games", text, text)


def _points_tip(name: str) -> str:
    if is_human(name):
        return translate("ScoreSheet", "Your points in the deal")
    return translate("ScoreSheet", "{player}'s points in the deal").format(player=name)


def _running_tip(name: str, au_cent: bool) -> str:
    if au_cent:
        if is_human(name):
            return translate("ScoreSheet", "Your score in the game after the deal")
        text = translate("ScoreSheet", "{player}'s score in the game after the deal")
    elif is_human(name):
        return translate("ScoreSheet", "Your running total after the deal")
    else:
        text = translate("ScoreSheet", "{player}'s running total after the deal")
    return text.format(player=name)


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
        self._rows: list[_ScoreRow] = []
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
        """Column titles. The running totals' titles take two lines ("Computer" over "total"):
        in one line the six columns do not fit the side panel and the view truncates one."""
        a, b = self._names
        total = translate("ScoreSheet", "{player}\ntotal")
        return (
            translate("ScoreSheet", "Deal", "a column title: the deal's number"),
            translate("ScoreSheet", "Elder", "a column title: who was elder hand"),
            a,
            b,
            total.format(player=a),
            total.format(player=b),
        )

    def header_tips(self) -> tuple[str, ...]:
        a, b = self._names
        return (
            translate("ScoreSheet", "The deal's number; (×2) when its scores count double"),
            translate("ScoreSheet", "Who was elder hand in the deal"),
            _points_tip(a),
            _points_tip(b),
            _running_tip(a, self._au_cent),
            _running_tip(b, self._au_cent),
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
