"""The card backs keep their pattern at the sizes the table draws them.

The red back's lattice is a 6-unit tile on 240-unit art: a pile card 80 pixels wide (the talon in
a 1600 by 981 window) has a tile of 2 pixels, which an antialiased diamond fills evenly, and the
back would come out a flat salmon block. ``ui/back_pattern.py`` draws the tile at a whole number of
pixels, at least four.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.back_pattern import MIN_PERIOD_PX, pattern_scale
from piquet_desktop.ui.card_images import BACK, CardImages
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table.layout import Zone


def lattice_shows(image: QImage) -> bool:
    """The middle of a red back shows its lattice: clear white and clear red pixels side by
    side, not one even tint (the flat block was about (255, 127, 127) everywhere)."""
    w, h = image.width(), image.height()
    greens = [
        image.pixelColor(x, y).green()
        for y in range(h // 3, 2 * h // 3)
        for x in range(w // 3, 2 * w // 3)
    ]
    whites = sum(1 for g in greens if g > 180)
    reds = sum(1 for g in greens if g < 90)
    return whites > 0.1 * len(greens) and reds > 0.1 * len(greens)


@pytest.mark.parametrize("width", range(30, 201))
def test_the_red_back_shows_its_lattice_at_every_width_a_card_is_drawn(
    qapp: QApplication, width: int
) -> None:
    images = CardImages()
    assert lattice_shows(images.pixmap(BACK, width).toImage()), width


def test_a_pattern_tile_is_a_whole_number_of_pixels_and_never_under_the_minimum() -> None:
    for width in range(20, 400):
        tile = 6 * width / 240 * pattern_scale(6, 240, width)
        assert tile == pytest.approx(round(tile)) and round(tile) >= MIN_PERIOD_PX, width
    assert pattern_scale(6, 240, 240) == 1.0  # the art's own size: drawn as it is


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 0.0
    yield from shown_window(qtbot, settings, size=None)


@pytest.mark.parametrize("size", [(1600, 981), (1600, 1000), (1280, 800), (1024, 700)])
def test_the_talon_is_drawn_patterned_in_the_window(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(QSize(*size))
    qtbot.waitUntil(lambda: window.size() == QSize(*size))
    window.controller.new_partie(RUBICON, "greedy", seed=6)
    window.refresh_table()
    QApplication.processEvents()
    scene, table = window.scene, window.table
    layout = scene.current_layout()
    assert layout is not None
    talon = layout.zone_cards(Zone.TALON_YOUNGER)
    top = scene.card_item(talon[-1])
    assert top is not None and not top.face_up
    picture = table.viewport().grab().toImage()
    rect = table.mapFromScene(top.mapToScene(top.card_rect())).boundingRect()
    card = picture.copy(rect.adjusted(2, 2, -2, -2))
    assert lattice_shows(card), (size, rect.width())


def tint_spread(image: QImage, block: int = 8) -> int:
    """How far apart the mean tints of the blocks of a back's middle are: an even lattice
    averages to one tint in every block of two tiles, moiré to bands of light and dark."""
    w, h = image.width(), image.height()
    means = []
    for y0 in range(h // 4, 3 * h // 4 - block, block):
        for x0 in range(w // 4, 3 * w // 4 - block, block):
            greens = [
                image.pixelColor(x, y).green()
                for y in range(y0, y0 + block)
                for x in range(x0, x0 + block)
            ]
            means.append(sum(greens) / len(greens))
    return round(max(means) - min(means))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (1600, 1000)])
def test_the_computers_fanned_backs_are_drawn_turned_at_their_size_without_moire(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(QSize(*size))
    qtbot.waitUntil(lambda: window.size() == QSize(*size))
    window.controller.new_partie(RUBICON, "greedy", seed=6)
    window.refresh_table()
    QApplication.processEvents()
    scene, table = window.scene, window.table
    layout = scene.current_layout()
    assert layout is not None
    picture = table.viewport().grab().toImage()
    ratio = table.viewport().devicePixelRatioF()
    scale = table.transform().m11()
    images = scene.card_images()
    fanned = [scene.card_item(c) for c in layout.zone_cards(Zone.OPP_HAND)]
    turned = [i for i in fanned if i is not None and abs(i.rotation()) > 0.5]
    assert turned, "the computer's hand is not fanned"
    for item in turned:
        width = round(item.card_rect().width() * scale)
        # the pixmap painted is the back at the size shown, turned as the card is
        assert images.has_pixmap(BACK, width, ratio, item.rotation()), (width, item.rotation())
        shown = images.turned(BACK, width, ratio, item.rotation())
        box = table.mapFromScene(item.mapToScene(item.card_rect())).boundingRect()
        assert abs(shown.width() - box.width() * ratio) <= 4, (shown.width(), box.width())
        assert abs(shown.height() - box.height() * ratio) <= 4, (shown.height(), box.height())
    most = max(turned, key=lambda i: i.zValue())  # on top of the fan: its middle in view
    rect = table.mapFromScene(most.mapToScene(most.card_rect())).boundingRect()
    assert tint_spread(picture.copy(rect)) <= 12, size
