"""The pieces every page of the Practice window is built of, made in one place.

Why one module: the exchange, declaration and play pages each show a busy bar while their
worker prepares or judges, a verdict the player may select and copy, and a table of every
answer's value and loss with his own in bold, in a room kept for them from the start (so the
hand above does not move when they come). Made three times they drifted (one table
wrapped, another did not); made here, a page says only what differs: its names, its columns,
which column stretches.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.plain_text import as_tooltip

__all__ = [
    "busy_bar",
    "fill_row",
    "header_tip",
    "values_table",
    "verdict_label",
    "verdict_room",
]


def busy_bar(parent: QWidget, name: str) -> QProgressBar:
    """A busy indicator (no figure to show: the worker's time is not known ahead)."""
    bar = QProgressBar(parent)
    bar.setObjectName(name)
    bar.setRange(0, 0)
    bar.setTextVisible(False)
    bar.setMaximumWidth(160)
    return bar


def verdict_label(parent: QWidget, name: str) -> QLabel:
    """The verdict's words, wrapped, selectable so that a player may copy them."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def verdict_room(layout: QBoxLayout, parent: QWidget, *widgets: QWidget) -> QWidget:
    """The verdict's ``widgets`` (its words, its table) in a room of their own at the foot of
    ``layout``, taking the page's spare height whether they are shown or not: while the table
    was hidden the spare room went to the labels above the hand, and the cards jumped up when
    the verdict came."""
    room = QWidget(parent)
    inside = QVBoxLayout(room)
    inside.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        inside.addWidget(widget, 1 if isinstance(widget, QTableWidget) else 0)
    inside.addStretch(0)
    layout.addWidget(room, 1)
    return room


class _ValuesTable(QTableWidget):
    """A table that asks only its minimum height and takes the room left: its wrapped
    neighbours put the page's layout in height-for-width, where a table asking its full height
    squeezed the hand above it."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height())


def values_table(
    parent: QWidget, name: str, titles: Sequence[str], stretch: int, *, wrap: bool = True
) -> QTableWidget:
    """A read-only table of answers, one row each: column ``stretch`` takes the room left, the
    others their contents' width."""
    table = _ValuesTable(0, len(titles), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(titles))
    table.verticalHeader().hide()
    table.setWordWrap(wrap)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    header = table.horizontalHeader()
    for col in range(len(titles)):
        mode = (
            QHeaderView.ResizeMode.Stretch
            if col == stretch
            else QHeaderView.ResizeMode.ResizeToContents
        )
        header.setSectionResizeMode(col, mode)
    return table


def header_tip(table: QTableWidget, column: int, tip: str) -> None:
    """Say in ``column``'s header tooltip what its figures are."""
    item = table.horizontalHeaderItem(column)
    if item is not None:
        item.setToolTip(as_tooltip(tip))


def fill_row(
    table: QTableWidget,
    row: int,
    cells: Sequence[str],
    *,
    numbers: Sequence[int],
    bold: bool,
) -> None:
    """Put ``cells`` in ``row``: each with its whole text as a tooltip (a cut cell can be
    read), the ``numbers`` columns right-aligned, the row in bold when it is the player's."""
    for col, text in enumerate(cells):
        item = QTableWidgetItem(text)
        item.setToolTip(as_tooltip(text))
        if col in numbers:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        table.setItem(row, col, item)
