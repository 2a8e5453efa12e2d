"""An answer judged: the exercise, the player's answer and its verdict, one value per kind.

Why values: the session (``controller.practice_session``) hands them to the window, which
writes them (``words.practice_text``); nothing in them is a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.engine.actions import Action
from piquet_desktop.practice.counting_quiz import CountingQuestion
from piquet_desktop.practice.declaration_exercise import DeclarationVerdict, PreparedDeclaration
from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.exchange_reasons import (
    ChoiceReasons,
    answer_reasons,
    kept_combinations,
)
from piquet_desktop.practice.play_exercise import PlayVerdict, PreparedPlay
from piquet_desktop.practice.worker_jobs import Judged

__all__ = ["CountingOutcome", "DeclarationOutcome", "ExchangeOutcome", "PlayOutcome"]


@dataclass(frozen=True, slots=True)
class ExchangeOutcome:
    """The verdict on the player's discard of ``exercise``, with its reasons."""

    exercise: ExchangeExercise
    answer: int
    judged: Judged

    @property
    def loss(self) -> float:
        mine = self.judged.verdict.of(self.answer)
        return mine.loss if mine is not None else 0.0

    def rows(self) -> list[ChoiceReasons]:
        """The verdict's table: the best, the second and third choices, then the player's,
        the book's and the Master's discards where they are not among them, each with what it
        keeps and gave up against the best."""
        verdict, told = self.judged.verdict, self.judged.explanation
        rows: list[ChoiceReasons] = [told.best, *told.others]
        hand, best = self.exercise.hand, verdict.best.discard
        wanted = [self.answer]
        if told.book is not None:
            wanted += [told.book.book, told.book.engine]
        for discard in wanted:
            candidate = verdict.of(discard)
            if candidate is None or any(r.candidate.discard == discard for r in rows):
                continue
            if told.answer is not None and discard == self.answer:
                rows.append(told.answer)
            else:
                faults = answer_reasons(hand, discard, best)
                rows.append(ChoiceReasons(candidate, kept_combinations(hand, discard), faults))
        return rows


@dataclass(frozen=True, slots=True)
class DeclarationOutcome:
    """The verdict on the player's call, sink or answer in ``prepared``'s declaration."""

    prepared: PreparedDeclaration
    answer: Action
    verdict: DeclarationVerdict

    @property
    def loss(self) -> float:
        return self.verdict.loss


@dataclass(frozen=True, slots=True)
class PlayOutcome:
    """The verdict on the player's card in ``prepared``'s position."""

    prepared: PreparedPlay
    card: int
    verdict: PlayVerdict

    @property
    def loss(self) -> float:
        return self.verdict.loss


@dataclass(frozen=True, slots=True)
class CountingOutcome:
    """The player's answer to a counting quiz, right or not."""

    question: CountingQuestion
    given: str
    right: bool
