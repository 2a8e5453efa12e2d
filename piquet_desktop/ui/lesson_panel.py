"""The Learn to Play panel: the lesson's words for the step in play, above the prompt bar.

Why above the prompt bar and not over the table: the lesson talks about the cards, so it must
never hide them; the prompt bar under it keeps saying what to do and holds the move's buttons, and
the panel adds why. It shows a title, two or three sentences, and the hint in the lesson's words,
with Next (for a step that explains what happened and waits for nothing) and Leave the Lesson.
The colours are the palette's: the base colour behind the text and a stripe of the highlight
colour down its left side, so it reads as a note in a light or a dark colour scheme alike.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.translation import translate

if TYPE_CHECKING:  # the lesson's words: imported by LessonMode when the lesson starts
    from piquet_desktop.words.lesson import Explanation

__all__ = ["LessonPanel"]


class _Body(QScrollArea):
    """The words, scrolling only where the window is too small for them.

    It asks for one height for the whole lesson: room for ``LINES`` lines, or more if a step's
    words need more at this width, and never less again until the width changes: each step's
    own height would make the panel grow and shrink by 3 to 5 lines from one step to the next,
    and the table above it jump by as much. The window's layout gives the panel
    that height whenever the table can spare it (the table keeps its minimum, and at the minimum
    window size the words scroll rather than cover the cards).
    """

    LINES = 5
    """The fewest lines asked for: two or three sentences and the hint's, in a wide window."""
    CHARACTERS = 640
    """About the longest a step's words run (its sentences and the hint's): the lines asked
    for are those this many average characters fill at the panel's width, so a narrow window
    asks for its height at the first step rather than growing at a wordy one."""

    def __init__(self, widget: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._tallest = 0  # the most the words asked for at this width
        self._words = widget
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        widget.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:
        widget = self._words
        width = max(self.width(), 300)
        height = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
        if height < 0:
            height = widget.sizeHint().height()
        metrics = self.fontMetrics()
        lines = max(self.LINES, math.ceil(self.CHARACTERS * metrics.averageCharWidth() / width))
        box = widget.layout()
        gap = box.spacing() if box is not None else 0  # between the sentences and the hint's
        floor = lines * metrics.lineSpacing() + gap
        self._tallest = max(self._tallest, height, floor)
        return QSize(width, self._tallest)

    def forget_heights(self) -> None:
        """A new lesson: ask again from ``LINES`` lines up."""
        self._tallest = 0
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        return QSize(100, 2 * self.fontMetrics().lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        old = event.oldSize().width()
        super().resizeEvent(event)
        if old != event.size().width():
            self._tallest = 0  # another width, another height for the words
            self.updateGeometry()


class LessonPanel(QFrame):
    """Shows an ``Explanation``; ``nextRequested`` and ``leaveRequested`` are its buttons."""

    nextRequested = Signal()
    leaveRequested = Signal()

    STRIPE = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setForegroundRole(QPalette.ColorRole.Text)
        self.title_label = self._label("lessonTitle")
        self.title_label.setWordWrap(False)  # one line: only the words below take the height
        self.title_label.setMinimumWidth(0)
        self.title_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title_label.setFont(font)
        self.text_label = self._label("lessonText")
        self.suggestion_label = self._label("lessonSuggestion")
        italic = self.suggestion_label.font()
        italic.setItalic(True)
        self.suggestion_label.setFont(italic)

        self.next_button = QPushButton(translate("LessonPanel", "Ne&xt"), self)
        self.next_button.setObjectName("lessonNextButton")
        self.next_button.setToolTip(translate("LessonPanel", "On to the next step (Enter)"))
        self.next_button.clicked.connect(lambda _checked=False: self.nextRequested.emit())
        self.next_button.setAutoDefault(False)
        self.next_button.setDefault(True)  # drawn as the step to take; Enter presses it
        bold = self.next_button.font()
        bold.setBold(True)
        self.next_button.setFont(bold)
        self.leave_button = QPushButton(translate("LessonPanel", "Le&ave the Lesson"), self)
        self.leave_button.setObjectName("lessonLeaveButton")
        self.leave_button.setToolTip(
            translate("LessonPanel", "Stop the explanations and play on as a normal partie (Esc)")
        )
        self.leave_button.clicked.connect(lambda _checked=False: self.leaveRequested.emit())
        self.leave_button.setAutoDefault(False)

        header = QHBoxLayout()
        header.setSpacing(6)
        header.addWidget(self.title_label, 1)
        header.addWidget(self.next_button)
        header.addWidget(self.leave_button)
        body = QWidget(self)
        texts = QVBoxLayout(body)
        texts.setContentsMargins(0, 0, 0, 0)
        texts.setSpacing(3)
        texts.addWidget(self.text_label)
        texts.addWidget(self.suggestion_label)
        self.body = _Body(body, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10 + self.STRIPE, 6, 10, 6)
        layout.setSpacing(3)
        layout.addLayout(header)
        layout.addWidget(self.body, 1)
        self._explanation: Explanation | None = None

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        label.setForegroundRole(QPalette.ColorRole.Text)
        return label

    def show_explanation(self, explanation: Explanation, *, needs_next: bool) -> None:
        """Show ``explanation``; ``needs_next`` offers Next (a step read, not played)."""
        self._explanation = explanation
        self.title_label.setText(
            translate("LessonPanel", "Learn to Play · {step}").format(step=explanation.title)
        )
        self.text_label.setText(explanation.text)
        self.suggestion_label.setText(explanation.suggestion or "")
        self.suggestion_label.setVisible(bool(explanation.suggestion))
        self.next_button.setVisible(needs_next)
        self.body.verticalScrollBar().setValue(0)
        self.body.updateGeometry()

    def explanation(self) -> Explanation | None:
        """The explanation shown (None before the first)."""
        return self._explanation

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        stripe = self.rect().adjusted(1, 1, 0, -1)
        stripe.setWidth(self.STRIPE)
        painter.fillRect(stripe, self.palette().color(QPalette.ColorRole.Highlight))
