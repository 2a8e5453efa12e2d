"""The review of one deal, as the deal summary shows it: where the player lost points.

A progress bar while the review is made (it runs in the worker processes: the window never
waits), then the deal's marked decisions, costliest first: the mark, what was done, what was
best, the points lost with their uncertainty, and why. A deal without a marked decision says
so, with the points its decisions lost in all. The texts wrap in the width the summary has
(the panel never widens it over the table) and the table grows to ``table_limit``, then
scrolls.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.translation import number, translate
from piquet_desktop.ui.practice.link import PracticeLink
from piquet_desktop.words.advice_text import action_label, reason_text
from piquet_desktop.words.opponent_labels import opponent_text
from piquet_desktop.words.piquet_words import capitalised, listed

if TYPE_CHECKING:  # the review itself is imported when one is shown, not with the window
    from piquet_desktop.ai.review import DecisionReview, PartieReview


def reviewing_level() -> str:
    from piquet_desktop.ai.review import default_level

    return default_level()


TEXT_COLUMNS = (1, 2, 4)  # you, best, why: they share the width and wrap, never widen it


def columns() -> tuple[str, ...]:
    """The table's column titles: mark, choice, best, loss, reason."""
    return (
        translate("ReviewPanel", "Mark"),
        translate("ReviewPanel", "You"),
        translate("ReviewPanel", "Best"),
        translate("ReviewPanel", "Lost"),
        translate("ReviewPanel", "Why"),
    )


def mark_words(mark: str) -> str:
    """A mark ("inaccuracy", "mistake", "blunder": the review's data) in lower case words."""
    if mark == "inaccuracy":
        return translate("ReviewPanel", "inaccuracy")
    if mark == "mistake":
        return translate("ReviewPanel", "mistake")
    if mark == "blunder":
        return translate("ReviewPanel", "blunder")
    return mark


def lost_text(loss: float, error: float) -> str:
    """The points a decision lost with their uncertainty: "8.0 ± 1.5"; "6.0, exact" when the
    review's figure has no error (the exact solver valued it: the last cards of a deal); just
    "6.0" when the error rounds to nothing ("± 0.0" reads as a figure it is not)."""
    if error == 0:
        return translate("ReviewPanel", "{loss}, exact", "points lost, computed exactly").format(
            loss=number(loss, 1)
        )
    if round(error, 1) == 0:
        return number(loss, 1)
    return translate("ReviewPanel", "{loss} ± {error}").format(
        loss=number(loss, 1), error=number(error, 1)
    )


def why_text(d: DecisionReview) -> str:
    """Why a decision was costly: the review's reason, as the replay's review says it
    (``reason_text``); where no rule names one, what the review's own figures say, the
    expected margin of the deal (the player's points less his opponent's, the figure the
    replay's review charts) after the best choice and after his, so that the column is never
    left empty for a costly decision."""
    if d.reason is not None:
        return capitalised(reason_text(d.reason))
    if d.chosen == d.best or d.chosen_value is None or d.best_value is None:
        return ""
    return translate(
        "ReviewPanel",
        "Expected deal margin {best} with the best, {chosen} with yours",
    ).format(best=number(d.best_value, 1, sign=True), chosen=number(d.chosen_value, 1, sign=True))


def decisions_said(kinds: Sequence[str]) -> str:
    """What a deal's reviewed decisions were, from their kinds: "the exchange, 2 declarations
    and 12 cards", so that "your 15 decisions" says what was counted."""
    counts = Counter(
        kind if kind in ("exchange", "carte_blanche", "talon_choice", "play") else "declaration"
        for kind in kinds
    )
    parts: list[str] = []
    if counts["carte_blanche"]:
        parts.append(translate("ReviewPanel", "the carte blanche"))
    if counts["exchange"]:
        parts.append(translate("ReviewPanel", "the exchange"))
    if counts["talon_choice"]:
        parts.append(translate("ReviewPanel", "the look at the talon"))
    declarations = counts["declaration"]  # names: lupdate drops a call whose count is not one
    if declarations:
        parts.append(translate("ReviewPanel", "%n declaration(s)", None, declarations))
    cards = counts["play"]
    if cards:
        parts.append(translate("ReviewPanel", "%n card(s) played", None, cards))
    return listed(parts)


def decision_cells(d: DecisionReview) -> list[str]:
    """One marked decision's row: mark, choice, best, loss ± error, reason."""
    return [
        capitalised(mark_words(d.mark)) if d.mark else "",
        capitalised(action_label(d.chosen)),
        capitalised(action_label(d.best)),
        lost_text(d.loss, d.stderr),
        why_text(d),
    ]


class ReviewPanel(QWidget):
    """The deal's review: progress, then its marked decisions (see the module's notes)."""

    def __init__(self, deal: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.deal = deal
        self.status = QLabel(
            translate("ReviewPanel", "Reviewing your decisions against {level}…").format(
                level=opponent_text(reviewing_level()).label
            ),
            self,
        )
        self.status.setObjectName("reviewStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("reviewProgress")
        self.bar.setRange(0, 0)
        titles = columns()
        self.table = QTableWidget(0, len(titles), self)
        self.table.setObjectName("reviewTable")
        self.table.setHorizontalHeaderLabels(list(titles))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for col in range(len(titles)):
            mode = QHeaderView.ResizeMode.Stretch if col in TEXT_COLUMNS else None
            header.setSectionResizeMode(col, mode or QHeaderView.ResizeMode.ResizeToContents)
        self.table_limit: int | None = None  # the tallest the table asks to be; it scrolls on
        self.table.viewport().installEventFilter(self)  # its width changes: fit the rows again
        self.table.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.bar)
        layout.addWidget(self.table, 1)
        self.practice_link = PracticeLink(self)  # "practise the exchange", when it lost most
        layout.addWidget(self.practice_link)

    def show_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)

    def show_review(self, review: PartieReview) -> None:
        """The deal's marked decisions from ``review`` (a review of the whole partie)."""
        self.bar.hide()
        here = [d for d in review.decisions if d.deal == self.deal]
        marked = review.marked(self.deal)
        lost = review.total_loss(self.deal)
        self.practice_link.show_for(here)
        if not here:
            self.status.setText(
                translate("ReviewPanel", "You had no decision to make in this deal.")
            )
            return
        decisions = len(here)  # a name: lupdate drops a call whose count is not one
        fields = {
            "points": number(lost, 1),
            "level": opponent_text(review.level).label,
            "what": decisions_said([d.kind for d in here]),
        }
        if not marked:
            self.status.setText(
                translate(
                    "ReviewPanel",
                    "Nothing marked: your %n decisions ({what}) lost {points} points in all "
                    "against {level}'s best, none of them costly.",
                    None,
                    decisions,
                ).format(**fields)
            )
            return
        self.status.setText(
            translate(
                "ReviewPanel",
                "Your %n decisions ({what}) lost {points} points against {level}'s best; the "
                "costly ones:",
                None,
                decisions,
            ).format(**fields)
        )
        self.table.setRowCount(len(marked))
        for row, d in enumerate(marked):
            for col, text in enumerate(decision_cells(d)):
                item = QTableWidgetItem(text)
                item.setToolTip(as_tooltip(text))  # a long reason is elided in its column
                if col == 3:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
        self._fit_rows()
        self.table.show()

    def set_table_limit(self, limit: int | None) -> None:
        """The tallest the table asks to be (None: as tall as its rows); it scrolls on."""
        self.table_limit = limit
        if not self.table.isHidden():
            self._fit_rows()

    def _fit_rows(self) -> None:
        """Rows as tall as their wrapped reasons, the table as tall as its rows: again whenever
        the table's width changes (the reason's column only gets its width once laid out, and a
        reason measured before would stay elided on one line)."""
        self.table.resizeRowsToContents()
        whole = (
            self.table.horizontalHeader().height()
            + sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
            + 4
        )
        limit = self.table_limit
        self.table.setMinimumHeight(whole if limit is None else min(whole, limit))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._fit_rows()
        return super().eventFilter(watched, event)

    def show_failure(self, message: str) -> None:
        self.bar.hide()
        self.status.setText(
            translate("ReviewPanel", "The review could not be made: {reason}").format(
                reason=message
            )
        )

    def row_texts(self) -> list[list[str]]:
        """The table's cells, row by row (for tests and screenshots)."""
        cells = []
        for r in range(self.table.rowCount()):
            items = [self.table.item(r, c) for c in range(self.table.columnCount())]
            cells.append([item.text() if item is not None else "" for item in items])
        return cells
