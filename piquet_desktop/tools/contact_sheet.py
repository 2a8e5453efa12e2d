"""Draw every card of the 36-card pack and the back into one PNG, to look at the card art.

Why: the deck's SVGs are drawn by QtSvg, which implements SVG Tiny 1.2 plus some extras and
quietly skips what it does not know, so a file that looks right in a browser can lose parts in
the app. The only real check is to render the whole pack the way the app does
(:class:`~piquet_desktop.ui.card_images.CardImages`) and look: each card is labelled with the name
the engine gives it, so a wrong rank or suit stands out, and it is drawn at several widths to
judge sharpness. Every message Qt logs while parsing and drawing is printed, and any makes the exit
status 1, since QtSvg reports unsupported elements that way.

Run it with ``python -m piquet_desktop.tools.contact_sheet OUT.png [--widths 100,200]``;
docs/cards-contact-sheet.png is its output.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QMessageLogContext,
    QPointF,
    QRectF,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from piquet_desktop.engine.cards import RANKS, SUITS, card, card_str
from piquet_desktop.ui.card_images import BACK, CardImages

__all__ = ["draw_contact_sheet", "main"]

_FELT = QColor("#2f6b3d")
_INK = QColor("#f4f1e6")
_GAP = 14
_LABEL_HEIGHT = 22
_HEADING_HEIGHT = 34


def _rows() -> list[list[int | None]]:
    """One row per suit (six to ace, as the engine orders ranks); the back ends the first row."""
    rows: list[list[int | None]] = [
        [card(rank, suit) for rank in range(len(RANKS))] for suit in range(len(SUITS))
    ]
    rows[0].append(BACK)
    return rows


def draw_contact_sheet(images: CardImages, widths: Sequence[int]) -> QImage:
    """The whole pack and the back, once per width in ``widths`` (logical pixels, ratio 1)."""
    rows = _rows()
    columns = max(len(row) for row in rows)
    sections = []
    for width in widths:
        height = images.height_for_width(width)
        row_height = height + _LABEL_HEIGHT + _GAP
        sections.append((width, height, _HEADING_HEIGHT + len(rows) * row_height))
    sheet_width = _GAP + columns * (max(widths) + _GAP)  # each block's columns are its width apart
    sheet_height = _HEADING_HEIGHT + sum(section[2] for section in sections) + _GAP

    # Opaque, so the PNG carries no alpha channel: smaller, and the felt shows no transparency.
    sheet = QImage(sheet_width, sheet_height, QImage.Format.Format_RGB32)
    sheet.fill(_FELT)
    painter = QPainter(sheet)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(_INK)
        title_font = QFont()
        title_font.setPixelSize(18)
        title_font.setBold(True)
        label_font = QFont()
        label_font.setPixelSize(14)
        painter.setFont(title_font)
        painter.drawText(
            QRectF(_GAP, 0, sheet_width - 2 * _GAP, _HEADING_HEIGHT),
            Qt.AlignmentFlag.AlignVCenter,
            "Piquet Desktop card art: Adrian Kennard's CC0 deck (resources/cards), "
            f"drawn by QtSvg {qVersion()}",
        )
        top = float(_HEADING_HEIGHT)
        for width, height, section_height in sections:
            painter.setFont(title_font)
            painter.drawText(
                QRectF(_GAP, top, sheet_width, _HEADING_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter,
                f"{width} px wide",
            )
            painter.setFont(label_font)
            y = top + _HEADING_HEIGHT
            for row in rows:
                for column, item in enumerate(row):
                    x = _GAP + column * (width + _GAP)
                    painter.drawPixmap(QPointF(x, y), images.pixmap(item, width))
                    label = "back" if item is None else card_str(item)
                    painter.drawText(
                        QRectF(x, y + height, width, _LABEL_HEIGHT),
                        Qt.AlignmentFlag.AlignCenter,
                        label,
                    )
                y += height + _LABEL_HEIGHT + _GAP
            top += section_height
    finally:
        painter.end()
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.tools.contact_sheet",
        description="Render every card of the 36-card pack and the back into one PNG.",
    )
    parser.add_argument("out", type=Path, help="the PNG file to write")
    parser.add_argument(
        "--widths",
        default="100,200",
        help="comma-separated card widths in pixels, one block of cards each (default 100,200)",
    )
    args = parser.parse_args(argv)
    try:
        widths = [int(text) for text in args.widths.split(",")]
    except ValueError:
        parser.error(f"--widths takes whole numbers separated by commas, not {args.widths!r}")
    if not widths or min(widths) <= 0:
        parser.error("--widths must be positive")

    # Nothing is shown on screen, so no display is needed even where one exists.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # alive until we return

    messages: list[str] = []

    def collect(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        messages.append(f"{kind.name} [{context.category}] {message}")

    previous = qInstallMessageHandler(collect)
    try:
        images = CardImages()
        images.preload()
        sheet = draw_contact_sheet(images, widths)
    finally:
        qInstallMessageHandler(previous)
    # PNG at the strongest compression: the sheet is committed to docs/, and it is mostly flat
    # colour, so this costs a moment and saves a good part of the file.
    # PySide6's stubs type the format as bytes, but at run time it takes only str.
    if not sheet.save(str(args.out), "PNG", 0):  # type: ignore[call-overload]
        print(f"could not write {args.out}", file=sys.stderr)
        return 2
    for message in messages:
        print(f"Qt: {message}", file=sys.stderr)
    print(f"wrote {args.out} ({sheet.width()}x{sheet.height()}); Qt messages: {len(messages)}")
    return 1 if messages else 0


if __name__ == "__main__":
    raise SystemExit(main())
