"""The review's link to practice: "Your exchanges lost most (12,5 points): practise the exchange."

Why a link in the review: the review tells a player where he lost points after the fact; the
link turns that into practice of the kind of decision that cost most (``practice.review_link``
says which, from the review's own losses, beyond their noise). It is shown under the review of a
deal (the deal summary) and of a replay (the player's own decisions only), and only for a kind
the Practice window offers: a kind without exercises yet gets no link rather than one that
leads nowhere.

A click opens the Practice window on that kind, through the ``PracticeEntry`` of the main
window the link sits in (found up its parents, so the deal summary and the replay bar need no
wiring of their own); ``practiseRequested(kind)`` is emitted as well.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from piquet_desktop.ai.review.figures import DecisionReview

KINDS = ("exchange", "declarations", "play", "counting")
"""The kinds the Practice window offers (``practice_session.KINDS``; not imported from there, so
that the window's first start loads none of practice, which the review's modules import this
module for)."""

__all__ = ["PracticeLink"]


class PracticeLink(QLabel):
    """A link to practise the kind a review's decisions lost most in (hidden when none)."""

    practiseRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practiceLink")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setWordWrap(True)
        self.linkActivated.connect(self._activated)
        self.kind: str | None = None
        self.hide()

    def show_for(self, decisions: Iterable[DecisionReview]) -> None:
        """Offer practice of the kind ``decisions`` lost most in, or nothing."""
        from piquet_desktop.practice.review_link import practice_advice
        from piquet_desktop.words.practice_text import practise_text

        advice = practice_advice(decisions)
        said = practise_text(advice.kind, advice.points) if advice is not None else None
        if advice is None or said is None or advice.kind not in KINDS:
            self.kind = None
            self.hide()
            return
        self.kind = advice.kind
        escaped = said.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        self.setText(f'<a href="practise:{advice.kind}">{escaped}</a>')
        self.setToolTip(said)
        self.show()

    def practise(self) -> None:
        """What a click does: open the Practice window on the link's kind."""
        if self.kind is not None:
            self._activated(f"practise:{self.kind}")

    def _activated(self, link: str) -> None:
        kind = link.partition(":")[2]
        if kind not in KINDS:
            return
        self.practiseRequested.emit(kind)
        from piquet_desktop.ui.practice.entry import PracticeEntry

        widget: QWidget | None = self
        while widget is not None:
            entry = getattr(widget, "practice", None)
            if isinstance(entry, PracticeEntry):
                entry.open(
                    "exchange"
                    if kind == "exchange"
                    else "declarations"
                    if kind == "declarations"
                    else "play"
                    if kind == "play"
                    else "counting"
                )
                return
            widget = widget.parentWidget()
