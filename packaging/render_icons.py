"""Render the app icon (``resources/icons/piquet.svg``) to what each platform wants.

Run: ``python packaging/render_icons.py OUTDIR``. Writes into OUTDIR:

* ``hicolor/<N>x<N>/apps/<APP_ID>.png`` for the freedesktop icon theme sizes, plus
  ``hicolor/scalable/apps/<APP_ID>.svg`` (the source itself);
* ``piquet.png`` (256 px, for the AppImage-style top level and docs);
* ``piquet.ico`` (Windows: 16, 24, 32, 48, 64, 128 and 256 px);
* ``piquet.icns`` (macOS: 16 to 1024 px, with the @2x variants).

Why it is done this way: the only committed form of the icon is its SVG source, so the bitmaps
must be made by the build. Qt, already in the venv (PySide6's QtSvg), renders the SVG; no other
tool is needed. The two icon containers are written here rather than by Qt's image writers
because those store a single image per file, while Windows wants several sizes in one .ico (it
picks the closest for the taskbar, Explorer's views and the title bar) and macOS wants a full
set in one .icns. Both containers are simple: a small directory followed by PNG images, which
Windows Vista and later and macOS 10.7 and later read. ``iconutil`` (macOS only) and Debian's
``icnsutils`` would do the same but would add a platform-specific or system dependency to every
build machine. The tests read both files back with Qt's own ico/icns readers.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

APP_ID = "io.github.piquetdesktop.Piquet"
SOURCE = Path(__file__).resolve().parent.parent / "resources" / "icons" / "piquet.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# OSType of each PNG entry in an .icns and the pixel size it holds (Apple's icns format).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512@2x
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:  # QtSvg needs a GUI application for fonts/painting
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG image")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode the icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: Iterable[tuple[int, bytes]]) -> bytes:
    """An .ico file holding the given (size, PNG bytes) images, smallest first.

    Layout: a 6-byte header (reserved 0, type 1 = icon, count), one 16-byte entry per image
    (width and height with 0 meaning 256, no palette, 1 plane, 32 bits per pixel, byte size,
    offset), then the images themselves.
    """
    images = sorted(pngs)
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for size, png in images:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 px wide, not {size}")
        side = size % 256  # 256 is written as 0
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    for _size, png in images:
        out += png
    return bytes(out)


def icns_bytes(entries: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An .icns file holding the given (OSType, PNG bytes) entries.

    Layout: the magic ``icns`` and the whole file's length (big-endian), then each entry as its
    four-letter type, its length including these 8 bytes, and the PNG data.
    """
    body = bytearray()
    for kind, png in entries:
        if len(kind) != 4:
            raise ValueError(f"an icns entry type is four bytes, not {kind!r}")
        body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body)


def render_all(outdir: Path, svg: Path = SOURCE) -> list[Path]:
    """Write every icon file into ``outdir``; return the paths written."""
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _k, s in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    for size in HICOLOR_SIZES:
        write(outdir / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png", pngs[size])
    scalable = outdir / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    write(outdir / "piquet.png", pngs[256])
    write(outdir / "piquet.ico", ico_bytes((s, pngs[s]) for s in ICO_SIZES))
    write(outdir / "piquet.icns", icns_bytes((k, pngs[s]) for k, s in ICNS_TYPES))
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the app icon for every platform.")
    parser.add_argument("outdir", type=Path, help="folder to write the icons into")
    parser.add_argument("--svg", type=Path, default=SOURCE, help=f"default: {SOURCE}")
    args = parser.parse_args(argv)
    written = render_all(args.outdir, args.svg)
    print(f"render_icons: {len(written)} files in {args.outdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
