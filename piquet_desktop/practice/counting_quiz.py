"""A counting quiz as the player meets it: one question about a counting deal, and its answer.

Why a question is a value apart from the deal: ``counting.py`` says what the engine scored; a
quiz asks one thing of it, named by its quiz id (``counting.quiz_id``: "counting:point:17"), the
id its attempts are kept under and the choice of the next exercise picks. The answer is checked
here, without Qt, so the window only shows what this module says.

``scores`` asks what one hand scores for point, sequence and set together; the id does not name
the hand, so it is elder's for an even seed and younger's for an odd one (both hands get asked,
and the same id always asks the same). ``scores`` takes a number; ``point`` and ``repique`` take
one of their choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .counting import (
    CountingDeal,
    CountingKind,
    counting_deal,
    point_winner,
    quiz_id,
    quiz_of,
    repique,
    scores,
)

__all__ = ["CountingQuestion", "QuizRole", "counting_question"]

QuizRole = Literal["elder", "younger"]


@dataclass(frozen=True, slots=True)
class CountingQuestion:
    """One quiz: the deal, what is asked, about whom (for ``scores``) and the seed of its id."""

    deal: CountingDeal
    kind: CountingKind
    role: QuizRole
    seed: int

    @property
    def key(self) -> str:
        """The quiz id its attempts are kept under."""
        return quiz_id(self.kind, self.seed)

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


def counting_question(exercise: str) -> CountingQuestion:
    """The quiz of the quiz id ``exercise``; ValueError for an id that names none."""
    found = quiz_of(exercise)
    if found is None:
        raise ValueError(f"{exercise!r} is not a counting quiz")
    kind, seed = found
    role: QuizRole = "elder" if seed % 2 == 0 else "younger"
    return CountingQuestion(counting_deal(seed), kind, role, seed)
