"""Labels that keep their height whatever they say, so the widgets around them never move.

The replay bar says where the replay stands and the review strip explains the decision at the
position; both change at every step. A word-wrapped ``QLabel`` asks for the lines its text needs,
so from one step to the next the bar would grow and shrink a line or two and the table above it
jump. ``hold_lines`` gives such a label the height of a fixed number of lines; a text that
needs more at a narrow width is cut at the last line, and the label's tooltip keeps it whole.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel

from piquet_desktop.controller.plain_text import as_tooltip

__all__ = ["hold_lines", "set_held_text"]


def hold_lines(label: QLabel, lines: int) -> None:
    """Make ``label`` exactly ``lines`` lines of its font high, now and when its font changes."""

    def fit() -> None:
        margins = label.contentsMargins()
        height = lines * label.fontMetrics().lineSpacing() + margins.top() + margins.bottom()
        label.setFixedHeight(height)

    class _FontWatch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FontChange:
                fit()
            return False

    watch = _FontWatch(label)
    label.installEventFilter(watch)
    fit()


def set_held_text(label: QLabel, text: str) -> None:
    """Set the plain text of a label held to its lines; the tooltip says it whole (as plain
    text too: it carries the players' names as written)."""
    label.setText(text)
    label.setToolTip(as_tooltip(text) if text else "")
