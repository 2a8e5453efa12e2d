"""A card's look on the felt (``ui/table/card_looks``): the face with its shadow and veil in one
pixmap, so that a repaint of a resting card is one pixmap copy (docs/PERFORMANCE.md, "Frames of
the table's animations")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from piquet_desktop.engine.cards import parse_card
from piquet_desktop.ui.card_images import BACK, CardImages
from piquet_desktop.ui.table.card_looks import CardLooks, padding

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
