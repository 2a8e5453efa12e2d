"""A card as it lies on the felt, shadow and veil included, as one pixmap at the screen's size.

Why: painted in parts, a card's soft shadow is two antialiased, translucent rounded
rectangles and its veil (a dimmed card) a third, then its face pixmap, at every repaint. A
repaint happens to every card a moving card passes over, so a frame of an animation paints a
dozen cards or more; profiled (``benchmarks/table_frames``), the rounded rectangles drawn so are
two thirds of a frame's CPU and the pixmap the rest. Rasterising an antialiased path is costly; a
pixmap drawn at a whole pixel is a copy. So the shadow, the face (or back) and the veil are
composed once per size into one pixmap, and the item draws that: one copy when it lies straight,
one smooth pixmap transform when it is turned.

The look is the same as the item's own drawing (``CardItem`` draws it that way while the card is
turned over, where the shadow moves with the card's lift): the shadow two rounded rectangles,
alpha 28 grown by 2 % of the width and alpha 46, offset by 1.8 % of the width down and 60 % of
that to the right; the veil the card's rounded rectangle in ``VEIL`` at 45 % of the dim.

Composed pixmaps are kept by the face pixmap's ``cacheKey`` (so a new deck or back, which makes
new face pixmaps, makes new looks), whether there is a shadow, and the dim, least recently used
first out beyond a memory bound.

A card being turned over is drawn in parts (its shadow falls deeper as the flip lifts it), and
its shadow's two antialiased rounded rectangles made such a card cost four to five times a
card at rest (some 130 against 30 microseconds: a deal's end turns eight at a time). So the
shadow alone is kept too (``shadow``, one per size), and the turning card draws it as one
pixmap, offset by its lift, under the same squeeze as the face.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

__all__ = [
    "CORNER",
    "DEFAULT_LOOKS_BYTES",
    "SHADOW_LAYERS",
    "VEIL",
    "CardLooks",
    "padding",
    "shadow_offset",
    "shadow_padding",
]

CORNER = 0.05
"""The card art's corner radius, as a fraction of its width."""
VEIL = QColor(12, 22, 18)
"""The colour of the veil over a dimmed card (drawn at ``0.45 * dim`` opacity)."""
SHADOW_LAYERS = ((0.02, 28), (0.0, 46))
"""The shadow's rounded rectangles: (how far each grows, as a fraction of the width; alpha)."""
DEFAULT_LOOKS_BYTES = 32 * 1024 * 1024
"""Memory bound of the composed pixmaps (a whole pack at three sizes at 1920x1080 fits)."""


def shadow_offset(width: float, lift: float = 1.0) -> float:
    """How far down the shadow falls (60 % of it to the right), deeper while a flip lifts it."""
    return 0.018 * width + 0.5 * width * (lift - 1.0)


def padding(physical_width: int) -> int:
    """Transparent pixels around the card in its look, for the shadow: its growth plus offset
    (0.02 + 0.018 of the width) rounded up."""
    return math.ceil(0.04 * physical_width) + 1


class CardLooks:
    """Composed card pixmaps (shadow, face, veil), bounded by ``max_bytes``."""

    def __init__(self, max_bytes: int = DEFAULT_LOOKS_BYTES) -> None:
        self._max_bytes = max_bytes
        self._cache: OrderedDict[tuple[int, bool, float], QPixmap] = OrderedDict()
        self._bytes = 0
        self._shadows: dict[tuple[int, int, float], QPixmap] = {}

    def has_look(self, face: QPixmap, shadow: bool, dim: float) -> bool:
        """Whether the look of ``face`` with this shadow and veil is composed already."""
        return (face.cacheKey(), shadow, round(dim, 3)) in self._cache

    def look(self, face: QPixmap, shadow: bool, dim: float) -> QPixmap:
        """``face`` (a pixmap of ``CardImages``) with its shadow and veil, padded by
        ``padding(face.width())`` physical pixels on every side, at the face's pixel ratio."""
        key = (face.cacheKey(), shadow, round(dim, 3))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        look = _compose(face, shadow, dim)
        self._cache[key] = look
        self._bytes += look.width() * look.height() * 4
        while self._bytes > self._max_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._bytes -= old.width() * old.height() * 4
        return look

    def shadow(self, face: QPixmap) -> QPixmap:
        """The shadow alone of a card of ``face``'s size, not offset, padded by
        ``shadow_padding(face.width())`` physical pixels on every side, at its pixel ratio."""
        key = (face.width(), face.height(), face.devicePixelRatio())
        cached = self._shadows.get(key)
        if cached is None:
            cached = _compose_shadow(face.width(), face.height(), face.devicePixelRatio())
            if len(self._shadows) >= 16:  # a handful of sizes are in use at a time
                self._shadows.pop(next(iter(self._shadows)))
            self._shadows[key] = cached
        return cached

    def __len__(self) -> int:
        return len(self._cache)


def shadow_padding(physical_width: int) -> int:
    """Transparent pixels around the card in its shadow pixmap: the shadow's growth, rounded up."""
    return math.ceil(SHADOW_LAYERS[0][0] * physical_width) + 1


def _shadow_layers(painter: QPainter, rect: QRectF, width: float) -> None:
    radius = CORNER * width
    shade = shadow_offset(width)
    for grow_share, alpha in SHADOW_LAYERS:
        grow = grow_share * width
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(
            rect.adjusted(-grow, -grow, grow, grow).translated(shade * 0.6, shade),
            radius + grow,
            radius + grow,
        )


def _compose_shadow(w: int, h: int, ratio: float) -> QPixmap:
    pad = shadow_padding(w)
    pixmap = QPixmap(w + 2 * pad, h + 2 * pad)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        shade = shadow_offset(w)
        rect = QRectF(pad, pad, w, h).translated(-shade * 0.6, -shade)  # drawn without offset
        _shadow_layers(painter, rect, w)
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def _compose(face: QPixmap, shadow: bool, dim: float) -> QPixmap:
    w, h = face.width(), face.height()  # physical pixels
    pad = padding(w)
    look = QPixmap(w + 2 * pad, h + 2 * pad)
    look.fill(Qt.GlobalColor.transparent)
    rect = QRectF(pad, pad, w, h)
    radius = CORNER * w
    painter = QPainter(look)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setPen(Qt.PenStyle.NoPen)
        if shadow:
            _shadow_layers(painter, rect, w)
        painter.drawPixmap(rect, face, QRectF(face.rect()))
        if dim > 0:
            veil = QColor(VEIL)
            veil.setAlphaF(0.45 * dim)
            painter.setBrush(veil)
            painter.drawRoundedRect(rect, radius, radius)
    finally:
        painter.end()
    look.setDevicePixelRatio(face.devicePixelRatio())
    return look
