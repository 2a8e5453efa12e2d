"""A counting quiz as the player meets it: one question about a counting deal, and its answer.

Why a question is a value apart from the deal: ``counting.py`` says what the engine scored; a
quiz asks one thing of it at a time, in a fixed rotation from the seed (what elder scores, who
wins the point, what younger scores, is there a repique), so the same seed always asks the same
question and a test or the daily exercise can name one. The answer is checked here, without Qt,
so the window only shows what this module says.

``scores`` questions take a number (the points for point, sequence and set together); ``point``
and ``repique`` take one of their choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .counting import CountingDeal, CountingKind, counting_deal, point_winner, repique, scores

__all__ = ["CountingQuestion", "QuizRole", "counting_question"]

QuizRole = Literal["elder", "younger"]

_ROTATION: tuple[tuple[CountingKind, QuizRole], ...] = (
    ("scores", "elder"),
    ("point", "elder"),
    ("scores", "younger"),
    ("repique", "elder"),
)


@dataclass(frozen=True, slots=True)
class CountingQuestion:
    """One quiz: the deal, what is asked and (for ``scores``) about whom."""

    deal: CountingDeal
    kind: CountingKind
    role: QuizRole

    @property
    def key(self) -> str:
        return f"{self.deal.key}:{self.kind}:{self.role}"

    def choices(self) -> tuple[str, ...]:
        """The answers to pick from; empty for a question answered with a number."""
        if self.kind == "point":
            return ("elder", "younger", "equal")
        if self.kind == "repique":
            return ("elder", "younger", "none")
        return ()

    def answer(self) -> str:
        """The engine's answer: a number in figures for ``scores``, else one of ``choices``."""
        if self.kind == "scores":
            return str(sum(scores(self.deal, self.role).values()))
        if self.kind == "point":
            return point_winner(self.deal)
        return repique(self.deal)

    def is_right(self, given: str) -> bool:
        """Whether ``given`` (a choice, or a number as typed, spaces allowed) is the answer."""
        return given.strip() == self.answer()


def counting_question(seed: int) -> CountingQuestion:
    """The quiz of ``seed``: its deal (``counting_deal``) and the question of its turn."""
    kind, role = _ROTATION[seed % len(_ROTATION)]
    return CountingQuestion(counting_deal(seed), kind, role)
