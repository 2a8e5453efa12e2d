"""The Preferences' preview of the deck, the back and the felt: three cards on a piece of felt.

Drawn from its own ``CardImages``, so that trying a deck in the dialog changes nothing on the
table until OK; the felt is the table's gradient in the shade of the scheme shown (dark when the
window's palette is dark), so the preview looks as the table will.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QBrush, QPainter, QPaintEvent, QPalette, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from piquet_desktop.engine.cards import parse_card
from piquet_desktop.ui.card_images import BACK, CardImages
from piquet_desktop.ui.table.felts import felt_colours

__all__ = ["PREVIEW_CARDS", "CardPreview"]

PREVIEW_CARDS = (parse_card("KH"), parse_card("QS"), parse_card("JD"), BACK)
"""A king, a queen and a knave (their corner letters are what the decks differ in) and a back."""
_CARD_WIDTH = 64
_GAP = 10
_MARGIN = 12


class CardPreview(QWidget):
    """Shows ``PREVIEW_CARDS`` in a deck and back on a felt; ``set_style`` changes them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.images = CardImages(8 * 1024 * 1024)
        self.felt = "baize"
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_style(self, faces: str, back: str, felt: str) -> None:
        self.images.set_style(faces, back)
        self.felt = felt
        self.update()

    def sizeHint(self) -> QSize:
        count = len(PREVIEW_CARDS)
        width = 2 * _MARGIN + count * _CARD_WIDTH + (count - 1) * _GAP
        return QSize(width, 2 * _MARGIN + self.images.height_for_width(_CARD_WIDTH))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def theme(self) -> str:
        """ "dark" when the window's palette is dark, as the table's theme then is."""
        return (
            "dark" if self.palette().color(QPalette.ColorRole.Window).lightness() < 128 else "light"
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            colours = felt_colours(self.felt, self.theme())
            rect = QRectF(self.rect())
            gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.6)
            gradient.setColorAt(0.0, colours["felt_centre"])
            gradient.setColorAt(1.0, colours["felt_edge"])
            painter.setBrush(QBrush(gradient))
            painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
            count = len(PREVIEW_CARDS)
            total = count * _CARD_WIDTH + (count - 1) * _GAP
            x = (rect.width() - total) / 2
            for card in PREVIEW_CARDS:
                pixmap = self.images.pixmap(card, _CARD_WIDTH, self.devicePixelRatioF())
                painter.drawPixmap(QPointF(x, _MARGIN), pixmap)
                x += _CARD_WIDTH + _GAP
        finally:
            painter.end()
