"""The start screen: what the window offers when nothing is in play.

Why an overlay on the table rather than a page of its own: the felt stays in view around a panel
of choices, as a card game's welcome does, and the table underneath keeps its size, so the first
deal appears where the player was already looking. The window stacks it over the table view
(``QStackedLayout.StackAll``) and shows it while there is neither a partie nor a replay.

The choices are large buttons with a line saying what each does: Continue (only when the autosave
holds an unfinished partie, so the window asks no "resume?" question at start-up), New Partie, Open,
Replay and Learn to Play. Each has its own Alt+letter, clear of the menu bar's (File, Game, View,
Help); the arrow keys move between them and Enter or Space press the one with the focus. Colours are
the palette's (window, button, text, highlight), so the panel follows a light or dark colour scheme,
and its fonts grow with the window between the minimum size and a full HD screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.translation import translate
from piquet_desktop.ui.practice.daily import practice_line

__all__ = ["StartButton", "StartScreen"]

# The panel's design size; it scales with the area it covers, within these bounds.
_DESIGN = QSize(760, 640)
_SCALE_RANGE = (0.8, 1.6)
_SMALLEST_SCALE = 0.6  # below the range, only when the choices would not fit otherwise


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way towards ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


class StartButton(QPushButton):
    """A push button with a bold title (its text, with its Alt+letter) and a line under it.

    Drawn here rather than with ``QCommandLinkButton``, whose fonts are fixed sizes outside
    Windows: these follow the button's font, which the start screen scales with the window.
    The line wraps onto a second one when the button is too narrow for it (French is longer
    than English), so its height follows its width.
    """

    PAD_X, PAD_Y, GAP = 16, 10, 3

    def __init__(self, text: str, description: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._description = description
        self.setAutoDefault(True)  # Enter presses the button with the focus
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleDescription(description)

    def description(self) -> str:
        return self._description

    def set_description(self, text: str) -> None:
        self._description = text
        self.setAccessibleDescription(text)
        self.updateGeometry()
        self.update()

    def title_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        return font

    def sizeHint(self) -> QSize:
        title = QFontMetrics(self.title_font())
        line = QFontMetrics(self.font())
        width = max(
            title.horizontalAdvance(self.text().replace("&", "")),
            line.horizontalAdvance(self._description),
        )
        height = title.height() + self.GAP + line.height()
        return QSize(width + 2 * self.PAD_X, height + 2 * self.PAD_Y)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        title = QFontMetrics(self.title_font())
        lines = self._description_rect(width - 2 * self.PAD_X).height()
        return title.height() + self.GAP + lines + 2 * self.PAD_Y

    def _description_rect(self, width: int) -> QRect:
        """The description's extent when wrapped at ``width`` (one line when it fits)."""
        metrics = QFontMetrics(self.font())
        rect = metrics.boundingRect(
            QRect(0, 0, max(width, 1), 10_000), int(Qt.TextFlag.TextWordWrap), self._description
        )
        return QRect(0, 0, rect.width(), max(rect.height(), metrics.height()))

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        style = self.style()
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        mnemonic = Qt.TextFlag.TextShowMnemonic
        if not style.styleHint(QStyle.StyleHint.SH_UnderlineShortcut, option, self):
            mnemonic = Qt.TextFlag.TextHideMnemonic
        inner = self.rect().adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        title_font = self.title_font()
        title_height = QFontMetrics(title_font).height()
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.ButtonText)
        painter.setFont(title_font)
        painter.setPen(text)
        painter.drawText(
            QRect(inner.left(), inner.top(), inner.width(), title_height),
            int(flags) | int(mnemonic),
            self.text(),
        )
        painter.setFont(self.font())
        painter.setPen(_blend(text, palette.color(QPalette.ColorRole.Button), 0.28))
        line_top = inner.top() + title_height + self.GAP
        painter.drawText(
            QRect(inner.left(), line_top, inner.width(), inner.bottom() - line_top + 1),
            int(flags) | int(Qt.TextFlag.TextWordWrap),
            self._description,
        )


class _Panel(QFrame):
    """The rounded card the choices sit on, in the palette's window colour."""

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.setBrush(palette.color(QPalette.ColorRole.Window))
        radius = 14.0 * (self.width() / 520 if self.width() else 1.0)
        painter.drawRoundedRect(rect, min(radius, 18.0), min(radius, 18.0))


class StartScreen(QWidget):
    """The choices of the start screen over the table: one signal per button."""

    continueRequested = Signal()
    newPartieRequested = Signal()
    openRequested = Signal()
    replayRequested = Signal()
    lessonRequested = Signal()
    libraryRequested = Signal()
    practiceRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setMinimumSize(0, 0)
        self.panel = _Panel(self)
        self.panel.setObjectName("startPanel")
        self.title = QLabel(translate("StartScreen", "Piquet"), self.panel)
        self.title.setObjectName("startTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(
            translate("StartScreen", "The classic card game for two, against the computer"),
            self.panel,
        )
        self.subtitle.setObjectName("startSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)

        self.continue_button = self._button(
            translate("StartScreen", "&Continue"),
            translate("StartScreen", "Your unfinished partie."),
            "startContinue",
            self.continueRequested,
        )
        self.new_button = self._button(
            translate("StartScreen", "&New Partie"),
            translate("StartScreen", "Choose the rules and your opponent, then deal."),
            "startNewPartie",
            self.newPartieRequested,
        )
        self.open_button = self._button(
            translate("StartScreen", "&Open a Saved Partie"),
            translate("StartScreen", "Play on from a partie you saved."),
            "startOpen",
            self.openRequested,
        )
        self.replay_button = self._button(
            translate("StartScreen", "&Replay a Saved Partie"),
            translate("StartScreen", "Step through a partie move by move, both hands shown."),
            "startReplay",
            self.replayRequested,
        )
        self.library_button = self._button(
            translate("StartScreen", "Li&brary"),
            translate(
                "StartScreen", "Every partie you have played: continue, replay, review, export."
            ),
            "startLibrary",
            self.libraryRequested,
        )
        self.lesson_button = self._button(
            translate("StartScreen", "&Learn to Play"),
            translate(
                "StartScreen", "A first deal with every step explained, and the computer's advice."
            ),
            "startLesson",
            self.lessonRequested,
        )
        self.practice_button = self._button(
            translate("StartScreen", "&Practice"),
            practice_line(None, done=False),  # PracticeEntry adds the exercise of the day
            "startPractice",
            self.practiceRequested,
        )
        self.buttons = (
            self.continue_button,
            self.new_button,
            self.open_button,
            self.replay_button,
            self.library_button,
            self.lesson_button,
            self.practice_button,
        )
        layout = QVBoxLayout(self.panel)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(10)
        for button in self.buttons:
            layout.addWidget(button)
            button.installEventFilter(self)
        self._layout = layout
        self.continue_button.hide()
        self._apply_scale(1.0)

    def _button(
        self, text: str, description: str, name: str, signal: SignalInstance
    ) -> StartButton:
        button = StartButton(text, description, self.panel)
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: signal.emit())
        return button

    # ================================================================================ contents
    def set_resumable(self, description: str | None) -> None:
        """Offer Continue with ``description`` (the unfinished partie), or not at all (None)."""
        if description is None:
            self.continue_button.hide()
        else:
            self.continue_button.set_description(description)
            self.continue_button.show()
        self._fit()

    def set_practice_line(self, text: str) -> None:
        """Say ``text`` under Practice (``PracticeEntry`` names the exercise of the day there)."""
        if text != self.practice_button.description():
            self.practice_button.set_description(text)
            self._fit()

    def set_lesson_offered(self, offered: bool) -> None:
        """Show Learn to Play or not (the preference)."""
        self.lesson_button.setVisible(offered)
        self._fit()

    def shown_buttons(self) -> list[StartButton]:
        return [b for b in self.buttons if not b.isHidden()]

    def focus_first(self) -> None:
        """Give the keyboard focus to the first choice (Continue when it is offered)."""
        shown = self.shown_buttons()
        if shown:
            shown[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # ================================================================================ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up and Down move between the choices, as in a list."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(Qt.Key(event.key()))
            shown = self.shown_buttons()
            if step is not None and watched in shown:
                index = shown.index(watched) + step
                shown[max(0, min(len(shown) - 1, index))].setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

    # ================================================================================ size
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Scale the panel to the area, and further down (to ``_SMALLEST_SCALE``) while its
        choices are taller than the area: French lines wrap onto a second line where English
        fits on one, and a panel cut to the area's height squeezed the buttons, cutting their
        lines in half (seen at 1024x700 with Continue offered)."""
        if self.width() <= 0 or self.height() <= 0:  # not laid out yet: its resize fits it
            self._place()
            return
        low, high = _SCALE_RANGE
        scale = min(self.width() / _DESIGN.width(), self.height() / _DESIGN.height())
        scale = max(low, min(high, scale))
        self._apply_scale(scale)
        while scale > _SMALLEST_SCALE and self._wanted_height() > self._room():
            scale = max(_SMALLEST_SCALE, scale - 0.05)
            self._apply_scale(scale)

    def _room(self) -> int:
        return max(self.height() - 16, 0)

    def _wanted_height(self) -> int:
        layout = self._layout
        width = self.panel.width()
        if layout.hasHeightForWidth():
            return int(layout.totalHeightForWidth(width))
        return int(layout.totalSizeHint().height())

    def _apply_scale(self, scale: float) -> None:
        self._scale = scale
        base = QFont(self.font())
        points = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
        title = QFont("serif")
        title.setItalic(True)
        title.setPixelSize(round(64 * scale))
        self.title.setFont(title)
        sub = QFont(base)
        sub.setPointSizeF(points * 1.1 * scale)
        self.subtitle.setFont(sub)
        for button in self.buttons:
            font = QFont(base)
            font.setPointSizeF(points * scale)
            button.setFont(font)
        margin = round(22 * scale)
        self._layout.setContentsMargins(margin, round(14 * scale), margin, margin)
        self._layout.setSpacing(round(8 * scale))
        self._place()

    def _place(self) -> None:
        """Centre the panel, as wide as its scale asks and never wider than the area."""
        scale = getattr(self, "_scale", 1.0)
        width = min(round(520 * scale), max(self.width() - 24, 0))
        self.panel.setFixedWidth(max(width, 0))
        height = min(self._wanted_height(), self._room())
        self.panel.setFixedHeight(height)
        self.panel.move((self.width() - width) // 2, max((self.height() - height) // 2, 8))
