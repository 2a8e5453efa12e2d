"""A table header whose sort arrow points the way the column reads: down for largest first.

Qt draws the opposite of what players know from file managers and spreadsheets: ``QHeaderView``
hands the style ``SortUp`` for a descending column (an arrow pointing up over the newest parties
at the top) and ``SortDown`` for an ascending one. Windows Explorer, macOS Finder, Dolphin and
LibreOffice all show a downward arrow when the largest (the newest) comes first. This header swaps
the two in the style option it paints from, so the arrow is read as a player expects; which rows
come first is left to the model's sort.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyleOptionHeader, QWidget

__all__ = ["SortArrowHeader", "arrow_for"]

_UP = QStyleOptionHeader.SortIndicator.SortUp
_DOWN = QStyleOptionHeader.SortIndicator.SortDown


def arrow_for(order: Qt.SortOrder) -> QStyleOptionHeader.SortIndicator:
    """The arrow a column sorted in ``order`` shows: pointing down when largest first."""
    return _DOWN if order == Qt.SortOrder.DescendingOrder else _UP


class SortArrowHeader(QHeaderView):
    """A horizontal ``QHeaderView`` that paints the sort arrow as :func:`arrow_for` says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        if option.sortIndicator != QStyleOptionHeader.SortIndicator.None_:
            option.sortIndicator = arrow_for(self.sortIndicatorOrder())
