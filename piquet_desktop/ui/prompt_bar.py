"""The strip under the table that says what to do next, with the buttons that decision needs.

Why a bar and not dialogs: every decision of a deal (exchange, carte blanche, look at the talon,
calls in expert mode, continue after a deal) is taken while looking at the cards, so the question
and its buttons sit next to the table instead of covering it. The bar knows nothing of the game:
the main window sets a sentence and a few controls for the pending decision and rebuilds them when
it changes, so the bar is the same for a live partie and for a replay.

One button may be the *default*: Enter presses it from anywhere in the window (the main window
routes the key), which together with mnemonics keeps every decision reachable from the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


class PromptBar(QFrame):
    """A sentence on the left, the controls of the pending decision on the right.

    Under the sentence, while the player has asked for one, the hint for this decision: a
    hint is a sentence with figures, too long for the status bar at the window's smaller sizes,
    and it belongs to the decision, so it goes when the decision changes. Its line is there
    with or without a hint, and the sentence always has two lines, so that neither a hint nor
    a longer sentence moves anything on the table.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setObjectName("promptLabel")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.label.setFont(font)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # Two lines for the sentence whether it needs them or not: at the window's smaller
        # widths a sentence beside a button (Claim the rest appears mid-deal) wraps, and a bar
        # that grew with it would lift the table by a line between one trick and the next.
        self.label.setText("M\nM")
        self.label.setMinimumHeight(self.label.sizeHint().height())
        self.label.clear()
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("hintLabel")
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        hint_font = self.hint_label.font()
        hint_font.setItalic(True)
        self.hint_label.setFont(hint_font)
        # The hint's line is kept while there is no hint: shown or gone, it moves neither the
        # table above the bar nor the hand on it.
        self.hint_label.setMinimumHeight(self.hint_label.fontMetrics().lineSpacing())
        keep = self.hint_label.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.hint_label.setSizePolicy(keep)
        self.hint_label.hide()
        self._controls = QHBoxLayout()
        self._controls.setSpacing(6)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.label)
        texts.addWidget(self.hint_label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(texts, 1)
        layout.addLayout(self._controls)
        self._widgets: list[QWidget] = []
        self._buttons: dict[str, QPushButton] = {}
        self.default_button: QPushButton | None = None
        self.setMinimumHeight(48)

    def text(self) -> str:
        return self.label.text()

    def set_prompt(self, text: str) -> None:
        """Replace the sentence and remove every control and the hint (the decision changed)."""
        self.label.setText(text)
        self.set_hint(None)
        self.clear_controls()

    def set_hint(self, text: str | None) -> None:
        """Show ``text`` under the sentence (None hides it)."""
        self.hint_label.setText(text or "")
        self.hint_label.setVisible(bool(text))

    def hint(self) -> str | None:
        """The hint shown, if any."""
        return self.hint_label.text() if self.hint_label.isVisibleTo(self) else None

    def set_text(self, text: str) -> None:
        """Replace the sentence only (a count changed, the controls stay)."""
        self.label.setText(text)

    def clear_controls(self) -> None:
        for widget in self._widgets:
            self._controls.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self._widgets.clear()
        self._buttons.clear()
        self.default_button = None

    def add_button(
        self,
        text: str,
        slot: Callable[[], object],
        name: str,
        *,
        enabled: bool = True,
        default: bool = False,
        tooltip: str = "",
    ) -> QPushButton:
        """Add a button; ``name`` is its object name (tests and ``button()`` find it by it)."""
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setEnabled(enabled)
        button.setAutoDefault(False)
        if tooltip:
            button.setToolTip(tooltip)
        button.clicked.connect(lambda _checked=False: slot())
        self._add(button)
        self._buttons[name] = button
        if default:
            self.default_button = button
            font = button.font()
            font.setBold(True)
            button.setFont(font)
        return button

    def add_widget(self, widget: QWidget) -> QWidget:
        """Add another control (a spin box, a combo box) before the buttons that follow."""
        widget.setParent(self)
        self._add(widget)
        return widget

    def _add(self, widget: QWidget) -> None:
        self._controls.addWidget(widget)
        self._widgets.append(widget)
        widget.show()

    def button(self, name: str) -> QPushButton | None:
        return self._buttons.get(name)

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons.values())

    def press_default(self) -> bool:
        """Press the default button if there is one and it is enabled; True if pressed."""
        button = self.default_button
        if button is None or not button.isEnabled() or not button.isVisible():
            return False
        button.click()
        return True
