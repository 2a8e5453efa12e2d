"""The app icon renders from its SVG source to every size and container the platforms use."""

from __future__ import annotations

from pathlib import Path

import pytest
from packaging_tools import load_tool
from PySide6.QtGui import QImage, QImageReader
from pytestqt.qtbot import QtBot

icons = load_tool("render_icons")


@pytest.mark.parametrize("size", icons.HICOLOR_SIZES)
def test_svg_renders_at_each_hicolor_size_opaque_in_the_middle(qtbot: QtBot, size: int) -> None:
    image = QImage.fromData(icons.render_png(icons.SOURCE, size), "PNG")

    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(size // 2, size // 2).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner: transparent


def _sizes(path: Path) -> list[int]:
    reader = QImageReader(str(path))
    sizes = []
    for i in range(reader.imageCount()):
        assert reader.jumpToImage(i)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append(image.width())
    return sizes


def test_render_all_writes_the_theme_ico_and_icns(qtbot: QtBot, tmp_path: Path) -> None:
    written = icons.render_all(tmp_path)

    for size in icons.HICOLOR_SIZES:
        assert tmp_path / f"hicolor/{size}x{size}/apps/{icons.APP_ID}.png" in written
    assert (tmp_path / f"hicolor/scalable/apps/{icons.APP_ID}.svg").read_bytes() == (
        icons.SOURCE.read_bytes()
    )
    assert _sizes(tmp_path / "piquet.ico") == sorted(icons.ICO_SIZES)
    assert _sizes(tmp_path / "piquet.icns") == [size for _kind, size in icons.ICNS_TYPES]


def test_ico_writes_256_as_zero_and_refuses_larger_images() -> None:
    data = icons.ico_bytes([(256, b"png")])
    assert data[6] == 0 and data[7] == 0

    with pytest.raises(ValueError, match="1 to 256 px"):
        icons.ico_bytes([(512, b"png")])


def test_icns_lengths_add_up() -> None:
    data = icons.icns_bytes([(b"ic07", b"x" * 10), (b"icp4", b"y" * 3)])

    assert data[:4] == b"icns"
    assert int.from_bytes(data[4:8], "big") == len(data) == 8 + 18 + 11
    assert data[8:12] == b"ic07" and int.from_bytes(data[12:16], "big") == 18
