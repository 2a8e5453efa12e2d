"""The line that beats a wrong card, played card by card on a small table in the Practice window.

Why a table and not the line's text alone: a player follows a line by seeing it played, as in a
replay: both hands shrinking, each trick on the felt, the tricks counted as they are taken. So
the play page shows the steps of ``practice.line_steps`` on a patch of the table's felt (the
felt colours and the cards' shadow of the table, ``ui/table``), the hands in ``PracticeHand``'s
rows and the trick in the same card images (``CardImages``), with Back and Next (and the Left,
Right, Home and End keys) to step. At the card where the line leaves the best line (the player's
own card) it says "here the best card was …" and frames that card in the hand.

The line's text (the verdict's sentence) is the widget's accessible description, so a screen
reader has the whole line at once; each step's sentence is a label, read as it changes.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.practice.line_steps import ME, LineStep
from piquet_desktop.translation import translate
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.colour_scheme import is_dark
from piquet_desktop.ui.practice.hand import PracticeHand
from piquet_desktop.ui.table.card_looks import CardLooks, padding
from piquet_desktop.ui.table.felts import DEFAULT_FELT, felt_colours
from piquet_desktop.words.cards import card_name
from piquet_desktop.words.practice_text import departure_text, line_count_text, line_step_text

__all__ = ["LineView", "TrickCards"]

_HAND_CARD = 62  # the hands' widest card: two hands and a trick fit where one hand stood
_TRICK_CARD = 64
_INK = "#f4f1e8"  # the name plates' light ink, legible on every felt light or dark


class TrickCards(QWidget):
    """The cards on the table: the led card, then the reply beside it, the opponent's a little
    higher and the player's a little lower, as they lie at the table."""

    def __init__(self, images: CardImages, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("practiceLineTrick")
        self._images = images
        self._looks = CardLooks(4 * 1024 * 1024)
        self._cards: tuple[tuple[int, int], ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self._images.height_for_width(_TRICK_CARD) * 6 // 5 + 8)

    def set_cards(self, cards: tuple[tuple[int, int], ...]) -> None:
        self._cards = cards
        self.setAccessibleName(", ".join(card_name(c) for _who, c in cards))
        self.update()

    def cards(self) -> tuple[tuple[int, int], ...]:
        return self._cards

    def sizeHint(self) -> QSize:
        return QSize(_TRICK_CARD * 3, self.height())

    def card_rects(self) -> list[QRectF]:
        """Where each card of the trick lies, the led one first."""
        width = _TRICK_CARD
        height = self._images.height_for_width(width)
        shift = height / 10
        left = (self.width() - width * 1.8) / 2
        rects = []
        for i, (who, _card) in enumerate(self._cards):
            top = 4 + shift + (shift if who == ME else -shift)
            rects.append(QRectF(left + i * width * 0.8, top, width, height))
        return rects

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        ratio = self.devicePixelRatioF()
        for (_who, card), rect in zip(self._cards, self.card_rects(), strict=True):
            face = self._images.pixmap(card, _TRICK_CARD, ratio)
            look = self._looks.look(face, True, 0.0)
            pad = padding(face.width()) / ratio
            painter.drawPixmap(QPointF(rect.left() - pad, rect.top() - pad), look)


class _Felt(QWidget):
    """A patch of the table's felt (its radial gradient, in the scheme's shade), in the colour
    the player chose for the table (Preferences), so the practice's table is the same table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.felt = DEFAULT_FELT

    def set_felt(self, felt: str) -> None:
        """Draw ``felt`` (``felts.FELTS``; an unknown name draws the default)."""
        if felt != self.felt:
            self.felt = felt
            self.update()

    def colours(self) -> dict[str, QColor]:
        """The centre and edge colours drawn now: the chosen felt in the scheme's shade."""
        theme = "dark" if is_dark(self.palette()) else "light"
        return felt_colours(self.felt, theme)

    def paintEvent(self, _event: QPaintEvent) -> None:
        colours = self.colours()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.62)
        gradient.setColorAt(0.0, colours["felt_centre"])
        gradient.setColorAt(1.0, colours["felt_edge"])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, 8, 8)
        parent = self.parentWidget()
        if parent is not None and parent.hasFocus():
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 7, 7)


def _ink_label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, _INK)
    label.setPalette(palette)
    return label


class LineView(QWidget):
    """A line of play stepped on a small table: ``stepChanged(index)`` after every step."""

    stepChanged = Signal(int)

    def __init__(self, images: CardImages, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("practiceLine")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._steps: tuple[LineStep, ...] = ()
        self._index = 0
        self.felt = _Felt(self)
        self.opponent_label = _ink_label("", self.felt)
        self.opponent_label.setWordWrap(True)
        self.opponent = PracticeHand(images, self.felt, markable=False, max_card_width=_HAND_CARD)
        self.opponent.setObjectName("practiceLineOpponent")
        self.trick = TrickCards(images, self.felt)
        self.hand = PracticeHand(images, self.felt, markable=False, max_card_width=_HAND_CARD)
        self.hand.setObjectName("practiceLineHand")
        self.mine_label = _ink_label(translate("PracticePlay", "Your hand"), self.felt)
        felt_layout = QVBoxLayout(self.felt)
        felt_layout.setContentsMargins(10, 6, 10, 6)
        felt_layout.setSpacing(2)
        felt_layout.addWidget(self.opponent_label)
        felt_layout.addWidget(self.opponent)
        felt_layout.addStretch(1)
        felt_layout.addWidget(self.trick)
        felt_layout.addStretch(1)
        felt_layout.addWidget(self.mine_label)
        felt_layout.addWidget(self.hand)

        self.heading = QLabel(self)
        self.heading.setObjectName("practiceLineHeading")
        self.heading.setWordWrap(True)
        bold = self.heading.font()
        bold.setBold(True)
        self.heading.setFont(bold)
        self.step_label = QLabel(self)
        self.step_label.setObjectName("practiceLineStep")
        self.step_label.setWordWrap(True)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("practiceLineCount")
        self.count_label.setWordWrap(True)
        self.departure = QLabel(self)
        self.departure.setObjectName("practiceLineDeparture")
        self.departure.setWordWrap(True)
        self.departure.setFont(bold)
        self.back_button = QPushButton(translate("PracticePlay", "&Back"), self)
        self.back_button.setObjectName("practiceLineBack")
        self.next_button = QPushButton(translate("PracticePlay", "&Next"), self)
        self.next_button.setObjectName("practiceLineNext")
        for button in (self.back_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.back_button.clicked.connect(lambda _c=False: self.step(-1))
        self.next_button.clicked.connect(lambda _c=False: self.step(1))
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        side = QVBoxLayout()
        side.addWidget(self.heading)
        side.addLayout(buttons)  # above the words, so that they stay put as the words change
        side.addWidget(self.step_label)
        side.addWidget(self.count_label)
        side.addWidget(self.departure)
        side.addStretch(1)
        column = QWidget(self)
        column.setLayout(side)
        column.setFixedWidth(280)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.felt, 1)
        layout.addWidget(column)

    def set_felt(self, felt: str) -> None:
        """The table's felt colour the player chose (``felts.FELTS``)."""
        self.felt.set_felt(felt)

    # ---------------------------------------------------------------------------- contents
    def show_line(
        self, steps: tuple[LineStep, ...], heading: str, text: str, opponent_label: str
    ) -> None:
        """Show ``steps`` from the start; ``text`` (the line in words) is said to a screen
        reader, ``opponent_label`` names the opponent's hand (a sampled world's, or his own)."""
        self._steps = steps
        self.heading.setText(heading)
        self.opponent_label.setText(opponent_label)
        self.setAccessibleName(heading)
        self.setAccessibleDescription(text)
        self.go_to(0)

    def steps(self) -> tuple[LineStep, ...]:
        return self._steps

    def index(self) -> int:
        return self._index

    def step(self, by: int) -> None:
        """Forward (``by`` > 0) or back along the line, within its ends."""
        self.go_to(self._index + by)

    def go_to(self, index: int) -> None:
        if not self._steps:
            return
        index = max(0, min(len(self._steps) - 1, index))
        self._index = index
        step = self._steps[index]
        mine, theirs = step.hands
        self.hand.set_hand(mine)
        self.opponent.set_hand(theirs)
        marked = step.departs
        self.hand.set_emphasised(1 << marked if marked is not None else 0)
        self.trick.set_cards(step.trick)
        opponent_led = step.trick[0][1] if step.trick and step.trick[0][0] != ME else -1
        took = None if step.winner is None else step.winner == ME
        self.step_label.setText(
            line_step_text(
                step.trick_number,
                step.played,
                step.by == ME,
                len(step.trick) == 1,
                took,
                opponent_led,
            )
        )
        self.count_label.setText(
            line_count_text(index, len(self._steps) - 1, step.tricks[0], step.tricks[1])
        )
        self.departure.setText(departure_text(marked) if marked is not None else "")
        self.back_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self._steps) - 1)
        self.stepChanged.emit(index)

    # ---------------------------------------------------------------------------- input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        last = len(self._steps) - 1
        if not self._steps:
            super().keyPressEvent(event)
        elif key == Qt.Key.Key_Left:
            self.step(-1)
        elif key == Qt.Key.Key_Right:
            self.step(1)
        elif key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(last)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.felt.update()  # its focus frame
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.felt.update()
        super().focusOutEvent(event)
