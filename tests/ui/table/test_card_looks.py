"""A card's look on the felt (``ui/table/card_looks``): the face with its shadow and veil in one
pixmap, so that a repaint of a resting card is one pixmap copy (docs/PERFORMANCE.md, "The
table's frames")."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from piquet_desktop.engine.cards import parse_card
from piquet_desktop.ui.card_images import BACK, CardImages
from piquet_desktop.ui.table import card_looks
from piquet_desktop.ui.table.card_item import CardItem
from piquet_desktop.ui.table.card_looks import (
    CORNER,
    SHADOW_LAYERS,
    CardLooks,
    padding,
    shadow_offset,
)

WIDTH = 60


@pytest.fixture
def images(qapp: QApplication) -> CardImages:
    return CardImages()


def test_a_look_is_the_face_padded_for_its_shadow(images: CardImages) -> None:
    face = images.pixmap(parse_card("KH"), WIDTH)
    look = CardLooks().look(face, shadow=False, dim=0.0)
    pad = padding(face.width())
    assert (look.width(), look.height()) == (face.width() + 2 * pad, face.height() + 2 * pad)
    inner = look.toImage().copy(pad, pad, face.width(), face.height())
    wanted = face.toImage().convertToFormat(inner.format())
    assert inner == wanted  # the face itself, pixel for pixel
    corner = look.toImage().pixelColor(pad + face.width() + pad // 2, pad + face.height())
    assert corner.alpha() == 0  # no shadow asked for: nothing beyond the card


def test_the_shadow_falls_below_and_right_of_the_card(images: CardImages) -> None:
    face = images.pixmap(BACK, WIDTH)
    look = CardLooks().look(face, shadow=True, dim=0.0).toImage()
    pad = padding(face.width())
    below = look.pixelColor(pad + face.width() // 2, pad + face.height())
    above = look.pixelColor(pad + face.width() // 2, pad - 2)
    assert below.alpha() > 0 and below.red() < 40  # a dark, soft shadow under the card
    assert below.alpha() > above.alpha()


def test_a_dimmed_look_is_darker_than_the_face(images: CardImages) -> None:
    face = images.pixmap(parse_card("7S"), WIDTH)
    looks = CardLooks()
    pad = padding(face.width())
    plain = looks.look(face, shadow=True, dim=0.0).toImage()
    veiled = looks.look(face, shadow=True, dim=1.0).toImage()
    x, y = pad + face.width() // 2, pad + 3  # white card stock near the top edge
    assert veiled.pixelColor(x, y).lightness() < plain.pixelColor(x, y).lightness() - 60


def test_looks_are_kept_per_face_pixmap_shadow_and_dim(images: CardImages) -> None:
    looks = CardLooks()
    face = images.pixmap(parse_card("AD"), WIDTH)
    first = looks.look(face, True, 0.0)
    assert looks.look(face, True, 0.0).cacheKey() == first.cacheKey()
    assert looks.look(face, False, 0.0).cacheKey() != first.cacheKey()
    assert looks.look(face, True, 0.5).cacheKey() != first.cacheKey()
    images.set_style("french", "blue")  # a new deck makes new face pixmaps, so new looks
    again = looks.look(images.pixmap(parse_card("AD"), WIDTH), True, 0.0)
    assert again.cacheKey() != first.cacheKey()
    assert len(looks) == 4


def test_the_looks_stay_within_their_memory_bound(images: CardImages) -> None:
    face = images.pixmap(BACK, WIDTH)
    pad = padding(face.width())
    one = (face.width() + 2 * pad) * (face.height() + 2 * pad) * 4
    looks = CardLooks(max_bytes=2 * one)
    for dim in (0.0, 0.25, 0.5, 0.75):
        looks.look(face, True, dim)
    assert len(looks) == 2


def _turning_card(images: CardImages, flip: float, by_rects: bool) -> QImage:
    """A card part way through its turn, painted by ``CardItem``; ``by_rects`` swaps
    in the shadow's two rounded rectangles as the item drew them before its pixmap."""
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(30, 90, 50))
    item = CardItem(parse_card("KH"), images, 100.0)
    item.set_flip(flip)
    painter = QPainter(image)
    painter.translate(100, 100)
    painter.rotate(4)
    if by_rects:
        original = card_looks.CardLooks.shadow

        def no_pixmap(self: CardLooks, face: QPixmap) -> QPixmap:
            blank = QPixmap(1, 1)
            blank.fill(Qt.GlobalColor.transparent)
            return blank

        card_looks.CardLooks.shadow = no_pixmap  # type: ignore[method-assign]
        try:
            w = 100.0
            lift = 1.0 + 0.06 * math.sin(math.pi * flip)
            squeeze = abs(math.cos(math.pi * flip))
            painter.save()
            painter.scale(squeeze * lift, lift)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            rect = QRectF(-w / 2, -w * 0.7, w, w * 1.4)
            shade = shadow_offset(w, lift)
            for grow_share, alpha in SHADOW_LAYERS:
                grow = grow_share * w
                painter.setBrush(QColor(0, 0, 0, alpha))
                painter.drawRoundedRect(
                    rect.adjusted(-grow, -grow, grow, grow).translated(shade * 0.6, shade),
                    CORNER * w + grow,
                    CORNER * w + grow,
                )
            painter.restore()
            item.paint(painter, QStyleOptionGraphicsItem(), None)
        finally:
            card_looks.CardLooks.shadow = original  # type: ignore[method-assign]
    else:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


@pytest.mark.parametrize("flip", [0.2, 0.35, 0.65])
def test_a_card_turning_over_casts_the_shadow_its_rounded_rectangles_did(
    images: CardImages, flip: float
) -> None:
    drawn = _turning_card(images, flip, by_rects=False)
    wanted = _turning_card(images, flip, by_rects=True)
    worst = 0
    shaded = 0
    for y in range(0, 200, 2):
        for x in range(0, 200, 2):
            a, b = drawn.pixelColor(x, y), wanted.pixelColor(x, y)
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()))
            shaded += a.green() < 85  # felt darkened by the shadow (or the card's own dark ink)
    assert worst <= 12  # the same pixels within resampling
    assert shaded > 0
