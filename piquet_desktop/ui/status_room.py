"""Room for the status bar's sentence beside the score at its right.

QStatusBar draws its sentence on one line in what its permanent widgets leave, and cuts off
whatever does not fit: at 1600 px a save's notice on a file name ("... cannot be a file name on
Windows or a USB stick ...: written as ...") ran under the score and lost its end, the part
that says what was written. A sentence must be read whole, and a taller bar would move the
table at every long sentence, so the score gives way instead: while the sentence needs the
score's room the score is hidden, and it comes back with the next sentence that fits, or when
the bar is cleared. The score is not lost meanwhile: the name plates and the score sheet show
it. A sentence longer than the whole bar (a very narrow window) is in the bar's tooltip too.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QStatusBar, QWidget

from piquet_desktop.controller.plain_text import as_tooltip

__all__ = ["StatusRoom"]

# What QStatusBar keeps around its sentence: 6 px before it, 12 at the right end, 2 before a
# permanent widget, the layout's spacing and the size grip, taken together with some to spare.
MARGINS_PX = 40


class StatusRoom(QObject):
    """Hides ``score`` (a permanent widget of ``bar``) while ``bar``'s sentence needs its room."""

    def __init__(self, bar: QStatusBar, score: QWidget) -> None:
        super().__init__(bar)
        self._bar = bar
        self._score = score
        bar.messageChanged.connect(self.fit)
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._bar and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def needs_the_score_room(self, text: str) -> bool:
        """Whether ``text`` on one line is wider than what the bar leaves beside the score."""
        if not text:
            return False
        room = self._bar.width() - self._score.sizeHint().width() - MARGINS_PX
        return self._bar.fontMetrics().horizontalAdvance(text) > room

    def fit(self, *_changed: object) -> None:
        """Show or hide the score for the sentence shown now (call after the score changes)."""
        text = self._bar.currentMessage()
        self._score.setVisible(not self.needs_the_score_room(text))
        too_long = self._bar.fontMetrics().horizontalAdvance(text) > self._bar.width() - MARGINS_PX
        self._bar.setToolTip(as_tooltip(text) if text and too_long else "")
