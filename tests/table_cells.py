"""Which cells of an item view show their text whole: a test's eyes on "…" and clipped lines."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QTableWidget


def cut_cells(table: QTableWidget) -> list[str]:
    """The cells of ``table`` whose text does not fit whole in the cell shown (cut short with
    "…" on one line, or wrapped onto more lines than the row shows)."""
    cut = []
    # the text's margin in a cell, as QCommonStyle lays out an item view's text
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            cell = table.visualItemRect(item)
            room = cell.width() - 2 * margin
            metrics = QFontMetrics(item.font())
            if table.wordWrap():
                box = QRect(0, 0, max(room, 1), 100_000)
                flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
                needs = metrics.boundingRect(box, flags, item.text())
                if needs.height() > cell.height() or needs.width() > room:
                    cut.append(item.text())
            elif metrics.horizontalAdvance(item.text()) > room:
                cut.append(item.text())
    return cut
