"""Card art: every card of the 36-card pack and the back render from resources/cards via QtSvg.

Pixmaps are drawn small (60 px) to keep the suite fast; sharpness at table sizes is judged by eye
on docs/cards-contact-sheet.png (``python -m piquet_desktop.tools.contact_sheet``, tested in
tests/tools), which a unit test cannot do. What can be checked here: each file parses without
QtSvg warnings, each image is the size asked for, opaque inside the card and transparent outside
its rounded corners, cards differ from one another, the cache and HiDPI behave, and the licence
travels with the files.
"""

from __future__ import annotations

from collections.abc import Iterator
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from piquet_desktop import resources
from piquet_desktop.engine.cards import card_str, pack, parse_card
from piquet_desktop.ui.card_images import BACK, CardImages, card_file_name

WIDTH = 60
HEIGHT = 84  # the deck is 2.5 x 3.5 inches: 60 * 1.4
EVERY_IMAGE: list[int | None] = [*pack(36), BACK]


@pytest.fixture(scope="module")
def images(qapp: QApplication) -> Iterator[CardImages]:
    yield CardImages()


def _alpha(image: QImage, x: int, y: int) -> int:
    return image.pixelColor(x, y).alpha()


def _image(pixmap: QPixmap) -> QImage:
    # RGBA8888 is laid out R, G, B, A byte by byte on every machine, so alpha is every 4th byte.
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def _centre_is_opaque(image: QImage) -> bool:
    """Every pixel of the middle half (each way) of the image is fully opaque."""
    w, h = image.width(), image.height()
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    return all(
        data[y * stride + 4 * x + 3] == 255
        for y in range(h // 4, 3 * h // 4)
        for x in range(w // 4, 3 * w // 4)
    )


@pytest.mark.parametrize("item", EVERY_IMAGE, ids=lambda c: "back" if c is None else card_str(c))
def test_every_card_and_the_back_render_at_the_requested_size(
    images: CardImages, item: int | None
) -> None:
    pixmap = images.pixmap(item, WIDTH)

    assert not pixmap.isNull()
    assert (pixmap.width(), pixmap.height()) == (WIDTH, HEIGHT)
    image = _image(pixmap)
    assert _centre_is_opaque(image)
    # The card has rounded corners: the pixmap is transparent outside them, opaque on its edges.
    assert _alpha(image, 0, 0) == 0
    assert _alpha(image, WIDTH - 1, HEIGHT - 1) == 0
    assert _alpha(image, WIDTH // 2, 0) > 0
    assert _alpha(image, 0, HEIGHT // 2) > 0


@pytest.mark.parametrize("item", pack(36), ids=card_str)
def test_faces_are_drawn_to_scale_with_the_white_card_showing(
    images: CardImages, item: int
) -> None:
    # Guards against art drawn at the wrong scale, which leaves the image looking plausible to
    # the checks above: QtSvg ignores a <symbol>'s viewBox, and the deck as published drew every
    # pip 1200 units wide, covering the card in ink (under 3% white). Drawn right, pips and court
    # figures leave more than 40% of every face white (47% on the king of spades).
    image = _image(images.pixmap(item, WIDTH))
    data = bytes(image.constBits())
    white = sum(
        1
        for i in range(0, len(data), 4)
        if min(data[i], data[i + 1], data[i + 2]) > 230 and data[i + 3] == 255
    )
    assert white / (WIDTH * HEIGHT) > 0.4


def test_the_back_shows_its_red_lattice(images: CardImages) -> None:
    # The lattice is an SVG <pattern>, which QtSvg draws only from Qt 6.7 on (hence that floor in
    # pyproject.toml); without it the back would be plain white.
    image = _image(images.pixmap(BACK, WIDTH))
    data = bytes(image.constBits())
    red = sum(
        1
        for i in range(0, len(data), 4)
        # At this size the lattice blends to pink: red clearly above green and blue.
        if data[i] - data[i + 1] > 40 and data[i] - data[i + 2] > 40 and data[i + 3] == 255
    )
    assert red / (WIDTH * HEIGHT) > 0.5


def test_the_svgs_use_no_symbol_element_which_qtsvg_draws_at_the_wrong_scale() -> None:
    folder = resources.resource_path("cards/LICENSE.txt").parent
    for path in folder.glob("*.svg"):
        assert "<symbol" not in path.read_text(encoding="utf-8"), path.name


def test_no_card_face_prints_text_or_a_web_address() -> None:
    # The credit lives in each file's leading XML comment, which the parser drops: what is left
    # is what a renderer draws.
    folder = resources.resource_path("cards/LICENSE.txt").parent
    for path in folder.glob("*.svg"):
        root = ElementTree.fromstring(path.read_bytes())
        assert not [e for e in root.iter() if e.tag.endswith("}text")], path.name
        texts = [e.text or "" for e in root.iter()]
        values = [v for e in root.iter() for k, v in e.attrib.items() if k != "xmlns"]
        drawn = " ".join(texts + values).lower()
        assert "me.uk" not in drawn and "www." not in drawn and "http" not in drawn, path.name
        assert "Adrian Kennard" in path.read_text(encoding="utf-8"), path.name  # the comment stays


def test_the_ace_of_spades_has_a_plain_black_pip_and_nothing_printed_under_it(
    images: CardImages,
) -> None:
    # Kennard's ace drew his address as a white QR code inside the pip and as two lines of text
    # under it. Measured on a 240 px card (1 px per SVG unit, the card's centre at 120, 168).
    ace = _image(images.pixmap(parse_card("AS"), 240))

    def light(x0: int, y0: int, x1: int, y1: int) -> int:
        return sum(
            1
            for y in range(y0, y1)
            for x in range(x0, x1)
            if ace.pixelColor(x, y).lightness() > 128
        )

    assert light(105, 140, 135, 175) == 0  # the middle of the pip: all black
    area = 120 * 40
    assert light(60, 253, 180, 293) == area  # under the pip, where the address was: all white
    assert light(60, 200, 180, 230) < area  # (the pip's foot is above that, drawn)


def test_the_files_are_the_36_card_pack_and_one_back_named_as_the_engine_writes_cards() -> None:
    folder = resources.resource_path("cards/LICENSE.txt").parent
    names = {path.stem for path in folder.glob("*.svg")}
    assert names == {card_str(c) for c in pack(36)} | {"back"}
    assert card_file_name(parse_card("10H")) == "cards/10H.svg"
    assert card_file_name(parse_card("6C")) == "cards/6C.svg"
    assert card_file_name(BACK) == "cards/back.svg"


def test_different_cards_give_different_images(images: CardImages) -> None:
    names = ["6S", "7S", "6H", "6D", "6C", "10H", "KH", "KD", "QS", "AS", "AC"]
    rendered = [_image(images.pixmap(parse_card(n), WIDTH)) for n in names]
    rendered.append(_image(images.pixmap(BACK, WIDTH)))
    for i, first in enumerate(rendered):
        for second in rendered[i + 1 :]:
            assert first != second


def test_the_cache_returns_the_same_pixmap_for_the_same_card_size_and_ratio(
    images: CardImages,
) -> None:
    king = parse_card("KH")
    first = images.pixmap(king, 70)
    assert images.pixmap(king, 70) is first
    assert images.pixmap(king, 70, 1.0) is first
    assert images.pixmap(king, 71) is not first
    assert images.pixmap(king, 70, 2.0) is not first
    assert images.pixmap(parse_card("QH"), 70) is not first


def test_has_pixmap_says_which_sizes_were_painted() -> None:
    fresh = CardImages()
    king = parse_card("KH")
    assert not fresh.has_pixmap(king, 83)
    fresh.pixmap(king, 83, 2.0)
    assert fresh.has_pixmap(king, 83, 2.0)
    assert not fresh.has_pixmap(king, 83) and not fresh.has_pixmap(king, 84, 2.0)


def test_the_cache_is_bounded_by_memory_and_drops_the_least_recently_used(
    qapp: QApplication,
) -> None:
    one_pixmap = WIDTH * HEIGHT * 4
    images = CardImages(max_cache_bytes=3 * one_pixmap)
    cards = pack(36)[:5]
    first = images.pixmap(cards[0], WIDTH)
    for c in cards[1:3]:
        images.pixmap(c, WIDTH)
    assert images.pixmap(cards[0], WIDTH) is first  # used again: now the most recent
    for c in cards[3:]:
        images.pixmap(c, WIDTH)

    assert len(images) == 3
    assert images.cache_bytes == 3 * one_pixmap
    assert images.pixmap(cards[0], WIDTH) is first  # survived: it was used recently
    images.clear_cache()
    assert len(images) == 0
    assert images.cache_bytes == 0


def test_hidpi_pixmaps_have_double_the_physical_pixels_at_the_same_logical_size(
    images: CardImages,
) -> None:
    pixmap = images.pixmap(parse_card("JS"), WIDTH, device_pixel_ratio=2.0)

    assert (pixmap.width(), pixmap.height()) == (2 * WIDTH, 2 * HEIGHT)
    assert pixmap.devicePixelRatio() == 2.0
    logical = pixmap.deviceIndependentSize()
    assert (logical.width(), logical.height()) == (WIDTH, HEIGHT)
    assert _centre_is_opaque(_image(pixmap))
    # Rendered at full resolution, not scaled up: more detail than the 1x image blown up.
    low = images.pixmap(parse_card("JS"), WIDTH).toImage()
    blown_up = low.scaled(2 * WIDTH, 2 * HEIGHT)
    assert _image(pixmap) != blown_up.convertToFormat(QImage.Format.Format_RGBA8888)


def test_bad_arguments_are_refused(images: CardImages) -> None:
    with pytest.raises(ValueError, match="no such card"):
        images.pixmap(36, WIDTH)
    with pytest.raises(ValueError, match="no such card"):
        images.pixmap(-1, WIDTH)
    with pytest.raises(ValueError, match="width"):
        images.pixmap(0, 0)
    with pytest.raises(ValueError, match="device_pixel_ratio"):
        images.pixmap(0, WIDTH, 0.0)


def test_qtsvg_parses_and_draws_the_whole_deck_without_a_warning(qapp: QApplication) -> None:
    # QtSvg reports what it cannot draw (unknown elements, broken references) only as log
    # messages, so they are captured while a fresh CardImages parses and draws every file.
    messages: list[str] = []

    def collect(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        messages.append(f"{kind.name} [{context.category}] {message}")

    previous = qInstallMessageHandler(collect)
    try:
        images = CardImages()
        images.preload()
        for item in EVERY_IMAGE:
            images.pixmap(item, 24)
    finally:
        qInstallMessageHandler(previous)

    assert messages == []


def test_the_licence_file_sits_beside_the_svgs_and_names_the_licence_and_source() -> None:
    text = resources.read_text("cards/LICENSE.txt")
    assert "CC0 1.0 Universal" in text
    assert "Adrian Kennard" in text
    assert "@letele/playing-cards" in text and "0.1.0" in text
    # The full legal code, not just its name.
    assert "Statement of Purpose" in text and "Waiver." in text
