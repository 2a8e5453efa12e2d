"""The sheet shown after each deal: every score with its reason, in reckoning order, and the totals.

Why a separate summary step (``DealSummary``) between the engine's results and the widget: the
sheet mixes facts the engine keeps in different places (the deal's events, the partie's running
totals, au cent games, the final result), and working them out is plain arithmetic that a test
should check without a window. ``deal_summary`` derives everything from the list of finished
deals, so the same sheet can be shown for any past deal (the score sheet, a replay), not only the
one that just ended.

Rows follow the engine's event order, which is Law 67's reckoning order (carte blanche, point,
sequences, sets, play points as they fell, the cards), with pique or repique right after the score
that earned it; those bonus rows are highlighted because they are the moments a deal is decided.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.text import result_text as spoken_result
from piquet_desktop.engine.cards import SUIT_SYMBOLS
from piquet_desktop.engine.partie import DealResult, GameResult, PartieResult
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.scoring import ScoreEvent

KIND_LABELS: dict[str, str] = {
    "carte_blanche": "Carte blanche",
    "point": "Point",
    "sequence": "Sequence",
    "set": "Set",
    "lead": "Play",
    "trick": "Play",
    "last_trick": "Play",
    "cards": "The cards",
    "capot": "Capot",
    "repique": "Repique",
    "pique": "Pique",
}
BONUS_KINDS = frozenset({"pique", "repique"})
# The engine names these scores by their kind alone ("Pique", "The cards"); beside the kind
# column that reads as a stutter, so the sheet says what earned them instead.
WHY: dict[str, str] = {
    "pique": "30 in hand and play before the opponent scored",
    "repique": "30 in hand alone before the opponent scored",
    "cards": "More than half the tricks",
    "capot": "Every trick",
}
HIGHLIGHT = QColor("#ffe08a")
HIGHLIGHT_TEXT = QColor("#4a3000")


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """One line of the sheet: which part of the reckoning, why, and the points per seat."""

    kind: str
    label: str
    reason: str
    points: tuple[int, int]

    @property
    def is_bonus(self) -> bool:
        return self.kind in BONUS_KINDS


@dataclass(frozen=True, slots=True)
class DealSummary:
    """Everything the sheet for one deal shows, worked out from the partie's finished deals."""

    title: str
    names: tuple[str, str]
    elder: int
    rows: tuple[SummaryRow, ...]
    deal_totals: tuple[int, int]
    multiplier: int
    running_totals: tuple[int, int]
    running_label: str
    game_note: str | None
    result_text: str | None
    margin_text: str | None

    @property
    def bonus_rows(self) -> tuple[SummaryRow, ...]:
        return tuple(r for r in self.rows if r.is_bonus)


# A card as the engine writes it in a reason ("Led AC", "Won the trick with 10H").
_CARD = re.compile(r"\b(10|[6-9JQKA])([SHDC])\b")


def readable_reason(reason: str) -> str:
    """The engine's reason with cards as the table shows them: "Led A♣", not "Led AC"."""
    return _CARD.sub(lambda m: m.group(1) + SUIT_SYMBOLS["SHDC".index(m.group(2))], reason)


def row_reason(event: ScoreEvent) -> str:
    """What the sheet says earned a score: the engine's reason, or ``WHY`` where that is only
    the kind's own name."""
    reason = readable_reason(event.reason)
    if reason == KIND_LABELS.get(event.kind, event.kind):
        return WHY.get(event.kind, reason)
    return reason


def _row(event: ScoreEvent) -> SummaryRow:
    points = (event.points, 0) if event.seat == 0 else (0, event.points)
    label = KIND_LABELS.get(event.kind, event.kind)
    return SummaryRow(event.kind, label, row_reason(event), points)


def margin_text(result: PartieResult, names: tuple[str, str]) -> str | None:
    """How a Rubicon margin was worked out, or the games won in au cent; None for a draw."""
    w = result.winner
    if w is None:
        return None
    if result.games != (0, 0):
        return f"Games won (a double game counts two): {result.games[w]} to {result.games[1 - w]}."
    won, lost = result.totals[w], result.totals[1 - w]
    # Sentences never make a name the subject of a verb: the human's name is often "You".
    if result.rubiconed:
        return (
            f"Rubiconed ({names[1 - w]} under 100): the winner gains both totals plus 100, "
            f"{won} + {lost} + 100 = {result.margin}."
        )
    return f"The winner gains the difference plus 100: {won} − {lost} + 100 = {result.margin}."


def result_text(result: PartieResult, names: tuple[str, str]) -> str:
    """The partie's result as ``PartieResult.describe`` says it, the verb agreeing with "You"."""
    return spoken_result(result, names)


def _deal_title(rules: RuleSet, number: int) -> str:
    if rules.partie != "rubicon":
        return f"Deal {number}"
    if number <= rules.rubicon_deals:
        return f"Deal {number} of {rules.rubicon_deals}"
    return f"Deal {number} (played off after a tie)"


def _au_cent_progress(
    results: Sequence[DealResult], games: Sequence[GameResult], number: int, names: tuple[str, str]
) -> tuple[tuple[int, int], str, str | None]:
    """The game score after deal ``number``, and a sentence if a game was won in that deal.

    Every deal of an au cent game counts in full except the one in which a game is won, so the
    score of the game in play is the sum of the deals since the last game was won.
    """
    done = [g for g in games if g.last_deal <= number]
    won_now = next((g for g in done if g.last_deal == number), None)
    points = [0, 0]
    for g in done:
        points[g.winner] += 2 if g.double else 1
    games_text = f"games {points[0]} to {points[1]}"
    if won_now is not None:
        w = won_now.winner
        kind = "Double game" if won_now.double else "Game"
        note = (
            f"{kind} won by {names[w]}, {won_now.scores[w]} to {won_now.scores[1 - w]} "
            f"({games_text})."
        )
        return won_now.scores, "Game score when won", note
    start = max((g.last_deal for g in done), default=0)
    a = sum(r.totals[0] for r in results if start < r.number <= number)
    b = sum(r.totals[1] for r in results if start < r.number <= number)
    return (a, b), f"Game score ({games_text})", None


def deal_summary(
    results: Sequence[DealResult],
    number: int,
    names: tuple[str, str],
    rules: RuleSet,
    games: Sequence[GameResult] = (),
    result: PartieResult | None = None,
) -> DealSummary:
    """The sheet for deal ``number`` (1-based) of a partie whose finished deals are ``results``.

    ``result`` is the partie's result when it is over: it is shown only on the last deal's sheet.
    Raises ValueError if deal ``number`` is not finished.
    """
    deal = next((r for r in results if r.number == number), None)
    if deal is None:
        raise ValueError(f"deal {number} is not finished")
    rows = tuple(_row(e) for e in deal.events)
    if rules.partie == "rubicon":
        a = sum(r.totals[0] for r in results if r.number <= number)
        b = sum(r.totals[1] for r in results if r.number <= number)
        running, running_label, game_note = (a, b), "Partie totals", None
    else:
        running, running_label, game_note = _au_cent_progress(results, games, number, names)
    last = number == max(r.number for r in results)
    result_line = margin = None
    if result is not None and last:
        result_line = result_text(result, names)
        margin = margin_text(result, names)
    return DealSummary(
        title=_deal_title(rules, number),
        names=names,
        elder=deal.elder,
        rows=rows,
        deal_totals=deal.totals,
        multiplier=deal.multiplier,
        running_totals=running,
        running_label=running_label,
        game_note=game_note,
        result_text=result_line,
        margin_text=margin,
    )


class DealSummaryDialog(QDialog):
    """The summary sheet of one deal; the OK button says what comes next ("Next deal")."""

    REASON, FIRST, SECOND = 1, 2, 3

    def __init__(
        self,
        summary: DealSummary,
        parent: QWidget | None = None,
        button_text: str = "Next deal",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dealSummaryDialog")
        self.summary = summary
        names = summary.names
        self.setWindowTitle(f"{summary.title}: summary")

        roles = f"Elder hand: {names[summary.elder]}. Younger hand: {names[1 - summary.elder]}."
        self.heading = QLabel(f"<h2>{summary.title}</h2><p>{roles}</p>", self)
        self.heading.setObjectName("summaryHeading")

        self.table = QTableWidget(self)
        self.table.setObjectName("summaryTable")
        self.table.setColumnCount(4)
        self.table.setHorizontalHeaderLabels(["", "Reason", names[0], names[1]])
        self.table.verticalHeader().hide()
        # A deal has twenty-odd rows (every lead scores): keep them as tight as the text allows.
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self._fill()

        self.result_label = QLabel(self)
        self.result_label.setObjectName("resultLabel")
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        parts = []
        if summary.game_note:
            parts.append(f"<p><b>{summary.game_note}</b></p>")
        if summary.result_text:
            parts.append(f"<h3>{summary.result_text}</h3>")
        if summary.margin_text:
            parts.append(f"<p>{summary.margin_text}</p>")
        self.result_label.setText("".join(parts))
        self.result_label.setVisible(bool(parts))

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(button_text)
        self.buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.result_label)
        layout.addWidget(self.buttons)
        self.resize(560, 640)

    def _fill(self) -> None:
        s = self.summary
        tail: list[tuple[str, str, tuple[int, int], bool]] = []
        deal_label = "This deal" + (" (counts double)" if s.multiplier != 1 else "")
        tail.append(("", deal_label, s.deal_totals, True))
        tail.append(("", s.running_label, s.running_totals, True))
        body = list(s.rows) or [SummaryRow("", "", "Nothing scored", (0, 0))]
        self.table.setRowCount(len(body) + len(tail))
        bold = QFont(self.font())
        bold.setBold(True)
        for i, row in enumerate(body):
            cells = [row.label, row.reason, _points(row.points[0]), _points(row.points[1])]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= self.FIRST:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if row.is_bonus:
                    item.setFont(bold)
                    item.setBackground(QBrush(HIGHLIGHT))
                    item.setForeground(QBrush(HIGHLIGHT_TEXT))
                self.table.setItem(i, column, item)
        for j, (label, reason, points, strong) in enumerate(tail, start=len(body)):
            cells = [label, reason, str(points[0]), str(points[1])]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= self.FIRST:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if strong:
                    item.setFont(bold)
                self.table.setItem(j, column, item)

    def row_texts(self) -> list[list[str]]:
        """The table as text, row by row (what a screen reader or a test sees)."""
        out = []
        for r in range(self.table.rowCount()):
            items = (self.table.item(r, c) for c in range(self.table.columnCount()))
            out.append([item.text() if item is not None else "" for item in items])
        return out


def _points(value: int) -> str:
    return str(value) if value else ""
