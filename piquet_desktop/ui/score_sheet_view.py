"""The score sheet's view: a table whose au cent lines (a game won, the void rest of its deal) run
across the whole sheet, as a player writes them across a scoring card.

Spans are a view's business in Qt (``QTableView.setSpan``), so the model only marks the rows
(``ScoreSheetModel.SpanRole``) and this view spans them whenever the rows change. Its columns are
sized to the deal rows alone: a sentence across the sheet must not make the Deal column as wide
as itself, or the six columns do not fit the side panel and the last one is cut.

A row's tooltip (a game's note: what a simple or a double game counts, the games so far) is shown
as a paragraph, which Qt wraps: plain text makes a tooltip one line as wide as the sentence, and
the au cent note ran off the window's edge.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, Qt, SignalInstance
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView, QToolTip, QWidget

from piquet_desktop.controller.models import ScoreSheetModel

__all__ = ["ScoreSheetView", "wrapped_tip"]


def wrapped_tip(text: str) -> str:
    """``text`` as a paragraph of rich text, which a tooltip wraps (its words kept as written)."""
    return f"<p>{html.escape(text)}</p>"


class ScoreSheetView(QTableView):
    """A ``QTableView`` for a ``ScoreSheetModel`` that spans the rows the model marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._watched: QAbstractItemModel | None = None
        # A stretched last section never shrinks below the header's default section size (100
        # px), which alone pushed the sheet past the side panel's width: let it shrink to its
        # contents, as the other columns do.
        self.horizontalHeader().setDefaultSectionSize(self.fontMetrics().averageCharWidth() * 4)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        if self._watched is not None:
            for signal in self._signals(self._watched):
                signal.disconnect(self._apply_spans)
        super().setModel(model)
        self._watched = model
        if model is not None:
            for signal in self._signals(model):
                signal.connect(self._apply_spans)
        self._apply_spans()

    @staticmethod
    def _signals(model: QAbstractItemModel) -> tuple[SignalInstance, ...]:
        return (
            model.modelReset,
            model.rowsInserted,
            model.rowsRemoved,
            model.dataChanged,
            model.layoutChanged,
        )

    def _spanned(self, row: int) -> bool:
        model = self.model()
        return bool(model.data(model.index(row, 0), ScoreSheetModel.SpanRole))

    def _apply_spans(self, *_args: object) -> None:
        """Span every marked row across all columns (and only those: rows move as deals end)."""
        model = self.model()
        self.clearSpans()
        if model is None:
            return
        columns = model.columnCount()
        for row in range(model.rowCount()):
            if self._spanned(row):
                self.setSpan(row, 0, 1, columns)

    def sizeHintForColumn(self, column: int) -> int:
        """The widest cell of ``column`` among the rows that are not spanned (Qt's own hint
        counts a spanned row's whole sentence against its first column)."""
        model = self.model()
        if model is None:
            return -1
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        widest = 0
        for row in range(model.rowCount()):
            if self._spanned(row):
                continue
            index: QModelIndex = model.index(row, column)
            hint = self.itemDelegateForIndex(index).sizeHint(option, index)
            widest = max(widest, hint.width())
        return widest + (1 if self.showGrid() else 0)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.indexAt(event.pos())
            tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
            if isinstance(tip, str) and tip:
                QToolTip.showText(
                    event.globalPos(), wrapped_tip(tip), self.viewport(), self.visualRect(index)
                )
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def spanned_rows(self) -> list[int]:
        """The rows drawn across the sheet (for tests and screen readers' sake)."""
        model = self.model()
        if model is None:
            return []
        return [
            r for r in range(model.rowCount()) if self.columnSpan(r, 0) == model.columnCount() > 1
        ]
