"""The practice window's hand: the app's card images in a row, a click marks a card to discard.

Why a small widget and not the table's scene: an exercise shows one hand and nothing moves, so a
row of pixmaps painted from the same ``CardImages`` (the player's deck and back) is all it
needs, and it lays out in whatever width the window gives. A click marks a card for the discard
and raises it, as at the table; a second click puts it back. The keyboard does the same: Left and
Right move a focus ring between the cards, Space marks the card under it.

``marked()`` is the discard as a mask; ``set_hand`` shows a new hand with nothing marked, and
``set_locked`` freezes the marks while the verdict is shown. Cards of ``emphasised`` (the best
discard, once judged) are drawn with a highlight frame.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.words.cards import card_name, display_order

__all__ = ["PracticeHand"]

_RAISE = 0.18  # of a card's height, for a marked card
_MIN_WIDTH, _MAX_WIDTH = 48, 110


class PracticeHand(QWidget):
    """A hand of cards to mark: ``markedChanged(mask)`` after every change."""

    markedChanged = Signal(object)  # a mask of up to 36 bits: more than a C int

    def __init__(
        self,
        images: CardImages,
        parent: QWidget | None = None,
        *,
        markable: bool = True,
        max_card_width: int = _MAX_WIDTH,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practiceHand")
        self._images = images
        self._max_width = max(_MIN_WIDTH, max_card_width)  # a hand beside others is drawn smaller
        self._raise = _RAISE if markable else 0.0  # a hand only shown needs no room to raise
        self._cards: list[int] = []
        self._marked = 0
        self._emphasised = 0
        self._locked = not markable
        self._focus = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if markable else Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    # ---------------------------------------------------------------------------- contents
    def set_hand(self, hand: int, suit_order: str = "SHDC") -> None:
        self._cards = display_order(hand, suit_order)
        self._marked = 0
        self._emphasised = 0
        self._locked = self._raise == 0.0
        self._focus = 0
        self.setAccessibleName(", ".join(card_name(c) for c in self._cards))
        self.updateGeometry()
        self.update()
        self.markedChanged.emit(0)

    def cards(self) -> list[int]:
        return list(self._cards)

    def marked(self) -> int:
        return self._marked

    def set_marked(self, mask: int) -> None:
        mask &= sum(1 << c for c in self._cards)
        if mask != self._marked:
            self._marked = mask
            self.update()
            self.markedChanged.emit(mask)

    def toggle(self, card: int) -> None:
        """Mark ``card`` or put it back (nothing while locked or for a card not held)."""
        if self._locked or card not in self._cards:
            return
        self.set_marked(self._marked ^ (1 << card))

    def set_locked(self, locked: bool) -> None:
        self._locked = locked
        self.setCursor(Qt.CursorShape.ArrowCursor if locked else Qt.CursorShape.PointingHandCursor)

    def set_emphasised(self, mask: int) -> None:
        self._emphasised = mask
        self.update()

    # ---------------------------------------------------------------------------- geometry
    def _card_width(self) -> int:
        count = max(len(self._cards), 1)
        # Cards overlap by a third: n cards take (n - 1) * 2/3 + 1 widths.
        fit = (self.width() - 8) / ((count - 1) * 2 / 3 + 1)
        return int(max(_MIN_WIDTH, min(self._max_width, fit)))

    def _card_rects(self) -> list[QRectF]:
        width = self._card_width()
        height = self._images.height_for_width(width)
        # A third of each card hidden where room is short; side by side, a small gap
        # between them, where the row has room (a few cards left in an ending).
        gaps = max(len(self._cards) - 1, 1)
        step = max(width * 2 / 3, min(width + 6, (self.width() - 8 - width) / gaps))
        total = step * (len(self._cards) - 1) + width
        left = max((self.width() - total) / 2, 4)
        top = height * self._raise + 4
        rects = []
        for i, card in enumerate(self._cards):
            y = top - height * self._raise if self._marked >> card & 1 else top
            rects.append(QRectF(left + i * step, y, width, height))
        return rects

    def sizeHint(self) -> QSize:
        widest = self._max_width
        height = self._images.height_for_width(widest)
        return QSize(12 * widest * 2 // 3 + widest, int(height * (1 + self._raise)) + 8)

    def minimumSizeHint(self) -> QSize:
        height = self._images.height_for_width(_MIN_WIDTH)
        return QSize(12 * _MIN_WIDTH * 2 // 3 + _MIN_WIDTH, int(height * (1 + self._raise)) + 8)

    def hasHeightForWidth(self) -> bool:
        return False

    def resizeEvent(self, event: object) -> None:
        height = self._images.height_for_width(self._card_width())
        self.setFixedHeight(int(height * (1 + self._raise)) + 8)

    def card_at(self, point: QPointF) -> int | None:
        """The card under ``point`` (the topmost, the rightmost of overlapping ones)."""
        for card, rect in reversed(list(zip(self._cards, self._card_rects(), strict=True))):
            if rect.contains(point):
                return card
        return None

    def card_centre(self, card: int) -> QPointF:
        """Where a click lands on ``card``: the middle of its visible left strip (tests)."""
        rect = self._card_rects()[self._cards.index(card)]
        return QPointF(rect.left() + rect.width() / 6, rect.center().y())

    # ---------------------------------------------------------------------------- painting
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ratio = self.devicePixelRatioF()
        width = self._card_width()
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        for i, (card, rect) in enumerate(zip(self._cards, self._card_rects(), strict=True)):
            painter.drawPixmap(rect.topLeft(), self._images.pixmap(card, width, ratio))
            if self._emphasised >> card & 1:
                painter.setPen(QPen(highlight, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
            if self.hasFocus() and i == self._focus and not self._locked:
                pen = QPen(self.palette().color(QPalette.ColorRole.Text), 1, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)

    # ---------------------------------------------------------------------------- input
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        card = self.card_at(event.position())
        if card is not None:
            self._focus = self._cards.index(card)
            self.toggle(card)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        self.setToolTip(card_name(card) if card is not None else "")
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._cards and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._focus = max(0, min(len(self._cards) - 1, self._focus + step))
            self.update()
            return
        if self._cards and key == Qt.Key.Key_Space:
            self.toggle(self._cards[self._focus])
            return
        super().keyPressEvent(event)
