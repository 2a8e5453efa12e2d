"""Card faces and the card back as pixmaps, drawn from the SVG deck in ``resources/cards``.

Why SVG drawn at the size asked for, and not bitmaps scaled: the table lays cards out at whatever
size the window allows and on HiDPI screens, and a scaled bitmap is blurred or jagged at most of
those sizes. Rendering the vector art with QSvgRenderer straight into a pixmap of the exact
physical size (logical width times the device pixel ratio) keeps every size sharp. Rendering a
court card takes a few milliseconds, far too slow to repeat on every repaint, so each pixmap is
kept in a cache keyed by (card, width, device pixel ratio); the cache is bounded by memory, since
a window being resized asks for a new width at every step.

The deck is Adrian Kennard's CC0 design; resources/cards/LICENSE.txt and docs/CARD-ART.md say
where it came from and why it was chosen. One file per card, named as the engine writes cards
(``card_str``: "10H", "6C") plus ``back.svg``, so a card's image is found from its number alone.

Qt's rules apply: make a QGuiApplication (or QApplication) before asking for a pixmap, and use a
``CardImages`` from the GUI thread only.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer

from piquet_desktop.engine.cards import card_str
from piquet_desktop.resources import read_bytes, resource_path
from piquet_desktop.ui.back_pattern import legible_patterns

__all__ = [
    "BACK",
    "BACKS",
    "DEFAULT_CACHE_BYTES",
    "FACES",
    "SUPERSAMPLE",
    "CardImages",
    "card_file_name",
]

BACK = None
"""What :meth:`CardImages.pixmap` takes for the back of a card (a card number shows its face)."""

FACES = ("english", "french")
"""The decks: English corner letters (K, Q, J) or French (R, D, V, in ``cards/fr/``); the pips,
the aces and the court figures are the same in both."""
BACKS = ("red", "blue", "green", "burgundy")
"""The backs: Kennard's red lattice (``cards/back.svg``) and three drawn here (``cards/backs/``)."""
_COURTS = frozenset("KQJ")

# Cards are suit * 9 + rank (see piquet_desktop.engine.cards): 0..35 covers the 36-card pack,
# of which the 32-card pack is a subset.
_CARD_COUNT = 36

SUPERSAMPLE = 4
"""A turned card (``CardImages.turned``) is drawn this many times larger each way and averaged
down: turning a finished pixmap resamples a lattice of a few pixels into bands (moiré)."""

TURN_STEP = 0.05
"""Turns are rounded to this many degrees for the cache: a fan's cards keep their angles."""

DEFAULT_CACHE_BYTES = 64 * 1024 * 1024
"""Default memory bound of the pixmap cache.

A whole pack at 200 logical pixels wide on a 2x screen is about 37 * 400 * 560 * 4 bytes = 33 MB,
so 64 MB holds a full pack at two such sizes, or many at smaller sizes, before old ones go.
"""


def card_file_name(card: int | None, faces: str = "english", back: str = "red") -> str:
    """The resource name of the SVG for ``card`` (``None`` for the back): "cards/10H.svg",
    "cards/fr/KH.svg" for a French court, "cards/backs/blue.svg" for the blue back."""
    if faces not in FACES:
        raise ValueError(f"no such deck: {faces!r} (decks are {', '.join(FACES)})")
    if back not in BACKS:
        raise ValueError(f"no such back: {back!r} (backs are {', '.join(BACKS)})")
    if card is None:
        return "cards/back.svg" if back == "red" else f"cards/backs/{back}.svg"
    if not 0 <= card < _CARD_COUNT:
        raise ValueError(f"no such card: {card!r} (cards are 0..{_CARD_COUNT - 1})")
    name = card_str(card)
    if faces == "french" and name[0] in _COURTS:
        return f"cards/fr/{name}.svg"
    return f"cards/{name}.svg"


class CardImages:
    """Pixmaps of card faces and the back at any width, rendered from SVG and cached.

    A plain Python object (not a QObject), so a widget can own one or several share one. SVG files
    are parsed on first use only, one QSvgRenderer per file, and kept: parsing the deck up front
    would cost start-up time for cards that may not be seen yet.

    ``max_cache_bytes`` bounds the memory held by cached pixmaps (their physical pixels at four
    bytes each); when a new pixmap would exceed it the least recently used ones are dropped. The
    newest pixmap is always kept, even alone over the bound.
    """

    def __init__(
        self,
        max_cache_bytes: int = DEFAULT_CACHE_BYTES,
        *,
        faces: str = "english",
        back: str = "red",
    ) -> None:
        if max_cache_bytes <= 0:
            raise ValueError(f"max_cache_bytes must be positive, got {max_cache_bytes}")
        card_file_name(None, faces, back)  # refuses an unknown deck or back
        self._faces = faces
        self._back = back
        self._max_cache_bytes = max_cache_bytes
        self._renderers: dict[int | None, QSvgRenderer] = {}
        self._back_svg: bytes | None = None  # the back's file, for ``_back_renderer``
        self._cache: OrderedDict[tuple[int | None, int, float, float], QPixmap] = OrderedDict()
        self._cache_bytes = 0

    # --- the deck ------------------------------------------------------------------------------

    @property
    def faces(self) -> str:
        """The deck the faces are drawn from: "english" or "french" (``FACES``)."""
        return self._faces

    @property
    def back(self) -> str:
        """The back drawn for a face-down card (``BACKS``)."""
        return self._back

    def set_style(self, faces: str, back: str) -> bool:
        """Draw faces from the ``faces`` deck and backs as ``back`` from now on; whether that
        changed anything. The pixmaps and parsed files it changes are dropped, so whoever paints
        from this object must repaint (``QGraphicsScene.update()``)."""
        card_file_name(None, faces, back)
        if (faces, back) == (self._faces, self._back):
            return False
        self._faces, self._back = faces, back
        self._renderers.clear()
        self._back_svg = None
        self.clear_cache()
        return True

    # --- renderers ------------------------------------------------------------------------------

    def renderer(self, card: int | None) -> QSvgRenderer:
        """The parsed SVG of ``card`` (``None`` for the back), loaded on first use."""
        renderer = self._renderers.get(card)
        if renderer is None:
            name = card_file_name(card, self._faces, self._back)
            renderer = QSvgRenderer(str(resource_path(name)))
            if not renderer.isValid():
                raise ValueError(f"QtSvg could not read the card image {name!r}")
            self._renderers[card] = renderer
        return renderer

    def preload(self) -> None:
        """Parse every card of the 36-card pack and the back now (to check them, or warm up)."""
        for card in (*range(_CARD_COUNT), BACK):
            self.renderer(card)

    def aspect_ratio(self, card: int | None = BACK) -> float:
        """Height divided by width of the card's artwork (1.4 for this deck: 2.5 by 3.5 inches)."""
        box = self.renderer(card).viewBoxF()
        return box.height() / box.width()

    def height_for_width(self, width: int, card: int | None = BACK) -> int:
        """The logical height of a pixmap that :meth:`pixmap` returns for ``width``."""
        return round(width * self.aspect_ratio(card))

    # --- pixmaps --------------------------------------------------------------------------------

    def pixmap(self, card: int | None, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The face of ``card`` (the engine's card number), or the back for ``None``.

        ``width`` is in logical (device-independent) pixels; the pixmap has ``width *
        device_pixel_ratio`` physical pixels across, its height follows the card's aspect ratio,
        and its device pixel ratio is set, so painting it at its logical size on a screen of that
        ratio maps one pixel to one pixel. Pass the ratio of the widget that paints it
        (``widget.devicePixelRatioF()``). Outside the card's rounded corners it is transparent.

        The same QPixmap object is returned for the same arguments while it stays in the cache.
        """
        if width <= 0:
            raise ValueError(f"width must be positive, got {width}")
        if not device_pixel_ratio > 0:
            raise ValueError(f"device_pixel_ratio must be positive, got {device_pixel_ratio}")
        key = (card, width, float(device_pixel_ratio), 0.0)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(card, width, float(device_pixel_ratio))
        self._store(key, pixmap)
        return pixmap

    def turned(
        self, card: int | None, width: int, device_pixel_ratio: float, degrees: float
    ) -> QPixmap:
        """``card`` (or the back for ``None``) ``width`` logical pixels wide, turned ``degrees``
        clockwise about its centre, in a pixmap just large enough (physical pixels, the ratio
        set), transparent round it: a fanned card drawn as it is shown, one pixmap pixel to one
        screen pixel, rather than a straight pixmap resampled by the turn.

        The art is rendered ``SUPERSAMPLE`` times larger, turned there, and averaged down, so
        that a fine lattice keeps an even tint at any angle. The pattern keeps the period chosen
        for the size shown (``back_pattern``). ``degrees`` is rounded to ``TURN_STEP``."""
        if width <= 0:
            raise ValueError(f"width must be positive, got {width}")
        if not device_pixel_ratio > 0:
            raise ValueError(f"device_pixel_ratio must be positive, got {device_pixel_ratio}")
        turn = round(degrees / TURN_STEP) * TURN_STEP
        key = (card, width, float(device_pixel_ratio), turn)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render_turned(card, width, float(device_pixel_ratio), turn)
        self._store(key, pixmap)
        return pixmap

    def has_pixmap(
        self, card: int | None, width: int, device_pixel_ratio: float = 1.0, degrees: float = 0.0
    ) -> bool:
        """Whether a pixmap of ``card`` at this width and ratio (and turn, ``turned``) is in the
        cache (it was painted at that size): how the tests see that cards are drawn at their
        size on screen."""
        turn = round(degrees / TURN_STEP) * TURN_STEP
        return (card, width, float(device_pixel_ratio), turn) in self._cache

    def clear_cache(self) -> None:
        """Drop every cached pixmap (the parsed SVGs are kept)."""
        self._cache.clear()
        self._cache_bytes = 0

    @property
    def cache_bytes(self) -> int:
        """Memory held by the cached pixmaps, counted as four bytes per physical pixel."""
        return self._cache_bytes

    def __len__(self) -> int:
        """The number of pixmaps in the cache."""
        return len(self._cache)

    # --- internals ------------------------------------------------------------------------------

    def _render(self, card: int | None, width: int, device_pixel_ratio: float) -> QPixmap:
        if QGuiApplication.instance() is None:
            # Without this check Qt aborts the whole process when the QPixmap is made.
            raise RuntimeError("make a QGuiApplication before asking for card pixmaps")
        physical_width = max(1, round(width * device_pixel_ratio))
        renderer = self.renderer(card) if card is not BACK else self._back_renderer(physical_width)
        physical_height = max(1, round(physical_width * self.aspect_ratio(card)))
        pixmap = QPixmap(physical_width, physical_height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            # Drawn in physical pixels, before the ratio is set, so the SVG is rasterised once at
            # full resolution rather than at logical size and scaled up.
            renderer.render(painter, QRectF(0, 0, physical_width, physical_height))
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        return pixmap

    def _render_turned(
        self, card: int | None, width: int, device_pixel_ratio: float, degrees: float
    ) -> QPixmap:
        if QGuiApplication.instance() is None:
            raise RuntimeError("make a QGuiApplication before asking for card pixmaps")
        physical_width = max(1, round(width * device_pixel_ratio))
        renderer = self.renderer(card) if card is not BACK else self._back_renderer(physical_width)
        w = float(physical_width)
        h = w * self.aspect_ratio(card)
        turn = QTransform().rotate(degrees)
        box = turn.mapRect(QRectF(-w / 2, -h / 2, w, h))
        side_w, side_h = math.ceil(box.width()) + 2, math.ceil(box.height()) + 2
        n = SUPERSAMPLE
        large = QImage(side_w * n, side_h * n, QImage.Format.Format_ARGB32_Premultiplied)
        large.fill(Qt.GlobalColor.transparent)
        painter = QPainter(large)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.translate(side_w * n / 2, side_h * n / 2)
            painter.rotate(degrees)
            renderer.render(painter, QRectF(-w * n / 2, -h * n / 2, w * n, h * n))
        finally:
            painter.end()
        small = large.scaled(
            side_w,
            side_h,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,  # an average of each n by n block
        )
        pixmap = QPixmap.fromImage(small)
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        return pixmap

    def _back_renderer(self, physical_width: int) -> QSvgRenderer:
        """The back's renderer for a drawing ``physical_width`` pixels wide: its pattern drawn
        at a legible period (``back_pattern``), or the file's own renderer where it already is."""
        if self._back_svg is None:
            self._back_svg = read_bytes(card_file_name(BACK, self._faces, self._back))
        svg = legible_patterns(self._back_svg, physical_width)
        if svg is None:
            return self.renderer(BACK)
        renderer = QSvgRenderer(QByteArray(svg))
        if not renderer.isValid():
            raise ValueError(f"QtSvg could not read the card back {self._back!r} re-patterned")
        return renderer

    def _store(self, key: tuple[int | None, int, float, float], pixmap: QPixmap) -> None:
        cost = pixmap.width() * pixmap.height() * 4
        self._cache[key] = pixmap
        self._cache_bytes += cost
        while self._cache_bytes > self._max_cache_bytes and len(self._cache) > 1:
            _, evicted = self._cache.popitem(last=False)
            self._cache_bytes -= evicted.width() * evicted.height() * 4
