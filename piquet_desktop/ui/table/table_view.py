"""The widget that shows the table: a ``QGraphicsView`` fitted to the window, felt to the edges.

The table is 1000 logical units high and as wide as the window's shape asks (1100 to 1900; see
``layout``): when the view's shape changes it tells the scene the new width, so the piles on the
sides move in or out and the cards stay as large as the height allows, then scales the table to
fit. Beyond those widths the table is letterboxed, and the felt is painted past its edges so no
bars show. Cards stay sharp at every scale because each ``CardItem`` renders its pixmap for its
size on screen.
There are no scroll bars and no frame: the table is the window's main area, not a document.

The pointing-hand cursor over playable cards is set here, on the viewport, rather than with
``QGraphicsItem.setCursor``: with Qt 6.12 an item's ``unsetCursor`` while the view is under the
mouse but has not had a mouse event yet reads the view's empty "last mouse event" and crashes
(seen with several windows open in one test run). Deciding in the view's own mouse handler avoids
that path entirely, and costs one hit test per mouse move.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QCursor, QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from piquet_desktop.translation import translate

from .pixmap_warmer import PixmapWarmer
from .table_scene import TableScene

__all__ = ["MINIMUM_SIZE", "TableView"]

MINIMUM_SIZE = QSize(600, 440)
"""Below this the player's hand cards become too small to read their corner indices. It must fit
in the main window at its minimum size beside the docked side panel and above the prompt bar: a
larger minimum does not enlarge the window (its own minimum wins), it pushes the table's right
part under the side panel, where the discards were hidden."""


class TableView(QGraphicsView):
    """A view over a ``TableScene`` (made here unless one is given). One view per scene: the
    view decides the table's width from its own shape."""

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table = scene if scene is not None else TableScene(self)
        self.setScene(self._table)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Qt's default: the moved cards' own rectangles are repainted, or their bounding rectangle
        # when they are many. The bounding rectangle alone (tried before) repainted the whole
        # table whenever a card flew between the two hands, every card under it included; since
        # the felt is cached and the cards are pixmap copies, the smaller region is cheaper (the
        # 99th percentile of ``benchmarks/table_frames`` 8.1-8.6 -> 6.6-6.8 ms at load 13).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is drawn once into a pixmap and blitted at every frame after.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(MINIMUM_SIZE)
        self.setMouseTracking(True)
        self.setAccessibleName(translate("TableView", "Card table"))
        self._pointing = False
        self._table.statesChanged.connect(self._refresh_cursor)
        self._table.animationsFinished.connect(self._refresh_cursor)
        self._warmer = PixmapWarmer(self, self._table)  # the next moves' pixmaps, drawn at rest

    def table_scene(self) -> TableScene:
        return self._table

    def pixmap_warmer(self) -> PixmapWarmer:
        """What renders the cards' pixmaps at rest, before the moves need them."""
        return self._warmer

    def sizeHint(self) -> QSize:
        return QSize(1280, 800)

    def fit(self) -> None:
        """Shape the table to the viewport, then scale it to fit, keeping its aspect ratio."""
        size = self.viewport().size()
        if size.width() > 0 and size.height() > 0:
            self._table.set_table_width(1000.0 * size.width() / size.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()  # the felt's gradient follows the table's new shape

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self._update_cursor(event.position().toPoint())

    def _refresh_cursor(self) -> None:
        """After the cards changed under a mouse that did not move."""
        if self.underMouse():
            self._update_cursor(self.viewport().mapFromGlobal(QCursor.pos()))

    def _update_cursor(self, point: QPoint) -> None:
        item = self._table.card_at(self.mapToScene(point))
        pointing = item is not None and item.wants_pointer
        if pointing != self._pointing:
            self._pointing = pointing
            if pointing:
                self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.viewport().unsetCursor()

    def is_pointing(self) -> bool:
        """Whether the pointing-hand cursor is showing (over a playable card)."""
        return self._pointing

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
