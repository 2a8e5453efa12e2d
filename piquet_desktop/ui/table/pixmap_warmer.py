"""Card pixmaps drawn while the table rests, before a move needs them.

Why: a card that starts a move to a place of another size (a card played to the trick, a
discard to its pile) or turns face up asks ``CardImages`` for its face at the new size, and the
first time a face is asked at a size its SVG is rendered, a court card taking several
milliseconds and more on a busy machine. That render fell in the first frame of the move:
profiled (``benchmarks/table_frames``), every one of the five costliest frames of two deals was
a frame with a render in it. The sizes a deal uses are few (the hands, the trick, the piles) and
known from the layout, so while the table is at rest the faces of the pack and the back are
rendered at each of those sizes, one per turn of the event loop, most used size first, and the
moves find them in the cache.

One render per turn keeps the window answering (a click waits for at most one render); the
warmer stops while cards move and starts again when they rest, and a new size of the window
(a new scale) is simply new sizes to render. What is rendered is what ``CardItem.paint`` would
ask for (the width on screen, rounded, at the view's pixel ratio), so nothing is drawn that the
table would not draw; ``CardImages`` bounds the memory as for any other pixmap.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsView

from piquet_desktop.ui.card_images import BACK

from .table_scene import TableScene

__all__ = ["PixmapWarmer"]


class PixmapWarmer(QObject):
    """Renders, while the table of ``view`` rests, the pixmaps its cards will ask for (see the
    module); nothing at animation speed 0, where every change is painted once, at rest."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        self._view = view
        self._scene = scene
        self._queue: list[tuple[int | None, int, float]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)
        scene.animationsFinished.connect(self.refill)

    def refill(self) -> None:
        """List the pack's faces and the back at every size of the table's layout that are not
        drawn yet, and start rendering them."""
        table = self._scene.current_layout()
        scale = self._view.transform().m11()
        if table is None or scale <= 0 or self._scene.speed() == 0:
            self._queue = []
            return
        ratio = self._view.devicePixelRatioF()
        uses = Counter(max(1, round(p.width * scale)) for p in table.places.values())
        cards: list[int | None] = [*sorted(self._scene.card_items()), BACK]
        images = self._scene.card_images()
        self._queue = [
            (card, width, ratio)
            for width, _ in uses.most_common()
            for card in cards
            if not images.has_pixmap(card, width, ratio)
        ]
        self._queue.reverse()  # taken from the end: the most used size first
        if self._queue:
            self._timer.start()

    def pending(self) -> int:
        """How many pixmaps are still to be rendered."""
        return len(self._queue)

    def _step(self) -> None:
        if self._scene.is_animating():
            return  # the next rest lists them again
        images = self._scene.card_images()
        while self._queue:
            card, width, ratio = self._queue.pop()
            if not images.has_pixmap(card, width, ratio):
                images.pixmap(card, width, ratio)
                break
        if self._queue:
            self._timer.start()
