"""The review of one deal, as the deal summary shows it: where the player lost points.

A progress bar while the review is made (it runs in the worker processes: the window never
waits), then the deal's marked decisions, costliest first: the mark, what was done, what was
best, the points lost with their uncertainty, and the reason where one can be named. A deal
without a marked decision says so, with the points its decisions lost in all.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
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

from piquet_desktop.ai.advice import label
from piquet_desktop.ai.review import DecisionReview, PartieReview
from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.controller.text import with_suit_symbols

COLUMNS = ("Mark", "You", "Best", "Lost", "Why")
WHY_WIDTH = 240  # the reason column's share: its text wraps rather than widen the summary


def _sentence(text: str) -> str:
    """Capitalised, cards with the table's suit symbols (the review's words keep the engine's
    ASCII cards, which the console prints)."""
    text = with_suit_symbols(text)
    return text[:1].upper() + text[1:]


def decision_cells(d: DecisionReview) -> list[str]:
    """One marked decision's row: mark, choice, best, loss ± error, reason."""
    lost = f"{d.loss:.1f} ± {d.stderr:.1f}"
    return [
        (d.mark or "").capitalize(),
        _sentence(label(d.chosen)),
        _sentence(label(d.best)),
        lost,
        _sentence(d.reason) if d.reason else "",
    ]


class ReviewPanel(QWidget):
    """The deal's review: progress, then its marked decisions (see the module's notes)."""

    def __init__(self, deal: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.deal = deal
        self.status = QLabel("Reviewing your decisions against Master…", self)
        self.status.setObjectName("reviewStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("reviewProgress")
        self.bar.setRange(0, 0)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("reviewTable")
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for col in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.bar)
        layout.addWidget(self.table, 1)

    def show_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)

    def show_review(self, review: PartieReview) -> None:
        """The deal's marked decisions from ``review`` (a review of the whole partie)."""
        self.bar.hide()
        here = [d for d in review.decisions if d.deal == self.deal]
        marked = review.marked(self.deal)
        lost = review.total_loss(self.deal)
        if not here:
            self.status.setText("You had no decision to make in this deal.")
            return
        if not marked:
            self.status.setText(
                f"Nothing marked: your {len(here)} decisions lost {lost:.1f} points in all "
                "against Master's best, none of them costly."
            )
            return
        self.status.setText(
            f"Your {len(here)} decisions lost {lost:.1f} points against Master's best; "
            f"the costly ones:"
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
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        fixed = sum(header.sectionSize(c) for c in range(len(COLUMNS) - 1))
        self.table.setMinimumWidth(fixed + WHY_WIDTH + 4)  # the reason wraps in what is left
        self.table.resizeRowsToContents()
        self.table.setMinimumHeight(
            self.table.horizontalHeader().height()
            + sum(self.table.rowHeight(r) for r in range(len(marked)))
            + 4
        )
        self.table.show()

    def show_failure(self, message: str) -> None:
        self.bar.hide()
        self.status.setText(f"The review could not be made: {message}")

    def row_texts(self) -> list[list[str]]:
        """The table's cells, row by row (for tests and screenshots)."""
        cells = []
        for r in range(self.table.rowCount()):
            items = [self.table.item(r, c) for c in range(self.table.columnCount())]
            cells.append([item.text() if item is not None else "" for item in items])
        return cells
