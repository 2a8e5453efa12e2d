"""A practice session: which exercise is shown, its preparation ahead, and the verdicts.

Why an exchange is shown before it is prepared: what the player needs to work on it (the hand,
the role, the score) is in the exercise itself; only the verdict needs the worlds drawn and the
candidates solved. So ``ask`` shows the next exercise at once, and the worker prepares it (unless
it already did, ahead) while the player thinks, then prepares the one after it. The verdict is
asked of another worker, so that it never waits behind the next exercise's preparation, only,
when the player answers very fast, for the rest of his own exercise's; it solves the player's
discard alone in the prepared worlds (about a second). A counting quiz is built in about a
millisecond (``practice/counting_quiz``), so it is built on the GUI thread.

Which exercise comes next is the ``ExerciseSource``'s choice; ``BookOrder`` (Cavendish's examples
in the book's order, counting seeds upward) is the plain one. Every answer becomes an ``Attempt``
given to ``record`` (the store of attempts and ratings), whose returned rating is passed on.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from PySide6.QtCore import QObject, Signal

from piquet_desktop.engine.decision import decision_for
from piquet_desktop.practice import worker_jobs as practice_jobs
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.counting_quiz import CountingQuestion, counting_question
from piquet_desktop.practice.exchange_exercise import (
    ExchangeExercise,
    ExchangeVerdict,
    PreparedExchange,
)

from .practice_worker import JUDGING, PREPARING, PracticeWorker

__all__ = [
    "KINDS",
    "Attempt",
    "BookOrder",
    "CountingOutcome",
    "ExchangeOutcome",
    "ExerciseSource",
    "PracticeKind",
    "PracticeSession",
]

PracticeKind = Literal["exchange", "counting"]
KINDS: tuple[PracticeKind, ...] = ("exchange", "counting")


class ExerciseSource(Protocol):
    """Chooses the exercises: the next exchange, the next counting quiz's seed."""

    def next_exchange(self) -> ExchangeExercise: ...

    def next_counting(self) -> int: ...


class BookOrder:
    """Cavendish's examples in the book's order, then again; counting seeds 0, 1, 2…"""

    def __init__(self, exercises: Sequence[ExchangeExercise] | None = None, seed: int = 0) -> None:
        self._exercises = list(exercises) if exercises is not None else cavendish_exercises()
        self._next = 0
        self._seed = seed

    def next_exchange(self) -> ExchangeExercise:
        exercise = self._exercises[self._next % len(self._exercises)]
        self._next += 1
        return exercise

    def next_counting(self) -> int:
        self._seed += 1
        return self._seed - 1


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer as the store keeps it: the exercise, the answer, its loss, the time taken."""

    kind: PracticeKind
    key: str
    answer: str
    loss: float
    right: bool
    seconds: float


@dataclass(frozen=True, slots=True)
class ExchangeOutcome:
    """The verdict on the player's discard of ``exercise``."""

    exercise: ExchangeExercise
    answer: int
    verdict: ExchangeVerdict

    @property
    def loss(self) -> float:
        judged = self.verdict.of(self.answer)
        return judged.loss if judged is not None else 0.0


@dataclass(frozen=True, slots=True)
class CountingOutcome:
    question: CountingQuestion
    given: str
    right: bool


Recorder = Callable[[Attempt], object]

KEPT = 4
"""Prepared exchanges kept for their verdicts (the one shown, the one ahead, two more)."""


class PracticeSession(QObject):
    """Shows exercises at once, prepares and judges them in ``worker``, reports each attempt."""

    exerciseShown = Signal(str, object)  # the kind, an ExchangeExercise or a CountingQuestion
    exchangeJudged = Signal(object)  # ExchangeOutcome
    countingChecked = Signal(object)  # CountingOutcome
    attemptRecorded = Signal(object, object)  # the Attempt, what ``record`` returned
    judgingChanged = Signal(bool)  # a verdict is being worked out
    failed = Signal(str)

    def __init__(
        self,
        preparer: PracticeWorker,
        judge: PracticeWorker,
        source: ExerciseSource | None = None,
        record: Recorder | None = None,
        parent: QObject | None = None,
        *,
        worlds: int = practice_jobs.WORLDS,
    ) -> None:
        super().__init__(parent)
        self.preparer = preparer
        self.judge = judge
        self.source: ExerciseSource = source if source is not None else BookOrder()
        self.record = record
        self.worlds = worlds
        self.kind: PracticeKind = "exchange"
        self.exchange: ExchangeExercise | None = None
        self.question: CountingQuestion | None = None
        self._ahead: ExchangeExercise | None = None  # the next exchange, prepared or preparing
        self._asked: dict[str, float] = {}  # key -> when it was shown (for the time taken)
        self._verdicts: dict[int, tuple[ExchangeExercise, int, float]] = {}
        self._prepares: dict[int, ExchangeExercise] = {}  # ticket -> the exercise it prepares
        self._prepared: OrderedDict[str, PreparedExchange] = OrderedDict()
        self._waiting: tuple[ExchangeExercise, int, float] | None = None  # for its preparation
        self._answered = False
        preparer.finished.connect(self._on_prepared)
        preparer.failed.connect(self._on_prepare_failed)
        judge.finished.connect(self._on_judged)
        judge.failed.connect(self._on_judge_failed)

    @classmethod
    def with_workers(
        cls,
        parent: QObject | None = None,
        *,
        threads: bool = False,
        source: ExerciseSource | None = None,
        record: Recorder | None = None,
        worlds: int = practice_jobs.WORLDS,
    ) -> PracticeSession:
        """A session with its two workers (the practice processes, or threads if asked)."""
        preparer = PracticeWorker(PREPARING, threads=threads)
        judge = PracticeWorker(JUDGING, threads=threads)
        session = cls(preparer, judge, source, record, parent, worlds=worlds)
        preparer.setParent(session)
        judge.setParent(session)
        return session

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the thread jobs to end (tests)."""
        return self.preparer.wait(msecs) and self.judge.wait(msecs)

    # ------------------------------------------------------------------------------- asking
    @property
    def judging(self) -> bool:
        return bool(self._verdicts) or self._waiting is not None

    @property
    def answered(self) -> bool:
        """Whether the exercise shown has been answered (a second answer is not taken)."""
        return self._answered

    def exchange_range(self) -> tuple[int, int]:
        """The fewest and most cards the exchange shown lets the player discard."""
        if self.exchange is None:
            return (0, 0)
        return decision_for(self.exchange.position()).exchange_range or (0, 0)

    def is_prepared(self, key: str) -> bool:
        """Whether the worker has prepared the exchange ``key`` (its verdict is then quick)."""
        return key in self._prepared

    def has_exercise(self) -> bool:
        """Whether an exercise of the current kind is shown."""
        return (self.exchange if self.kind == "exchange" else self.question) is not None

    def ask(self, kind: PracticeKind) -> None:
        """Show the next exercise of ``kind`` now (``exerciseShown``) and prepare ahead."""
        self.kind = kind
        self._answered = False
        if kind == "exchange":
            exercise = self._ahead if self._ahead is not None else self.source.next_exchange()
            self._ahead = None
            self.exchange = exercise
            self._asked[exercise.key] = time.monotonic()
            self.exerciseShown.emit(kind, exercise)
            self._prepare(exercise)
            self._ahead = self.source.next_exchange()
            self._prepare(self._ahead)
        else:
            try:
                question = counting_question(self.source.next_counting())
            except ValueError as exc:  # no deal without carte blanche near that seed
                self.failed.emit(str(exc))
                return
            self.question = question
            self._asked[question.key] = time.monotonic()
            self.exerciseShown.emit(kind, question)

    def show_exchange(self, exercise: ExchangeExercise) -> None:
        """Show ``exercise`` itself (the daily exercise, a missed one coming back)."""
        self.kind = "exchange"
        self._answered = False
        self.exchange = exercise
        self._asked[exercise.key] = time.monotonic()
        self.exerciseShown.emit("exchange", exercise)
        self._prepare(exercise)

    def _prepare(self, exercise: ExchangeExercise) -> None:
        if exercise.key in self._prepared or exercise in self._prepares.values():
            return
        ticket = self.preparer.run(practice_jobs.prepare_job, exercise, self.worlds)
        self._prepares[ticket] = exercise

    # ------------------------------------------------------------------------------- answers
    def answer_exchange(self, discard: int) -> bool:
        """Judge ``discard`` for the exchange shown (``exchangeJudged`` follows); False when
        there is nothing to answer or it was answered already."""
        exercise = self.exchange
        if exercise is None or self._answered or self.kind != "exchange":
            return False
        self._answered = True
        seconds = time.monotonic() - self._asked.get(exercise.key, time.monotonic())
        was = self.judging
        if exercise.key in self._prepared or exercise not in self._prepares.values():
            self._send_verdict(exercise, discard, seconds)
        else:  # answered before its preparation ended: sent when it does
            self._waiting = (exercise, discard, seconds)
        if not was:
            self.judgingChanged.emit(True)
        return True

    def _send_verdict(self, exercise: ExchangeExercise, discard: int, seconds: float) -> None:
        prepared: PreparedExchange | ExchangeExercise = self._prepared.get(exercise.key, exercise)
        ticket = self.judge.run(practice_jobs.verdict_job, prepared, discard, self.worlds)
        self._verdicts[ticket] = (exercise, discard, seconds)

    def answer_counting(self, given: str) -> CountingOutcome | None:
        """Check ``given`` against the engine's answer to the quiz shown."""
        question = self.question
        if question is None or self._answered or self.kind != "counting":
            return None
        self._answered = True
        seconds = time.monotonic() - self._asked.get(question.key, time.monotonic())
        outcome = CountingOutcome(question, given.strip(), question.is_right(given))
        self.countingChecked.emit(outcome)
        self._record(
            Attempt(
                "counting",
                question.key,
                outcome.given,
                0.0 if outcome.right else 1.0,
                outcome.right,
                seconds,
            )
        )
        return outcome

    def close(self) -> None:
        """Ignore whatever is still being worked out (the window closed)."""
        self.preparer.forget()
        self.judge.forget()
        if self.judging:
            self._verdicts.clear()
            self._waiting = None
            self.judgingChanged.emit(False)
        self._prepares.clear()

    # ------------------------------------------------------------------------------- results
    def _record(self, attempt: Attempt) -> None:
        result = self.record(attempt) if self.record is not None else None
        self.attemptRecorded.emit(attempt, result)

    def _on_prepared(self, ticket: int, value: object) -> None:
        exercise = self._prepares.pop(ticket, None)
        if exercise is None:
            return
        assert isinstance(value, PreparedExchange)
        self._prepared[exercise.key] = value
        while len(self._prepared) > KEPT:
            self._prepared.popitem(last=False)
        self._send_waiting(exercise)

    def _on_prepare_failed(self, ticket: int, _reason: str) -> None:
        exercise = self._prepares.pop(ticket, None)
        if exercise is not None:
            self._send_waiting(exercise)  # the verdict prepares it again, and says why it fails

    def _send_waiting(self, exercise: ExchangeExercise) -> None:
        if self._waiting is not None and self._waiting[0] == exercise:
            waiting, self._waiting = self._waiting, None
            self._send_verdict(*waiting)

    def _on_judged(self, ticket: int, value: object) -> None:
        judged = self._verdicts.pop(ticket, None)
        if judged is None:
            return
        if not self.judging:
            self.judgingChanged.emit(False)
        exercise, discard, seconds = judged
        assert isinstance(value, ExchangeVerdict)
        outcome = ExchangeOutcome(exercise, discard, value)
        self.exchangeJudged.emit(outcome)
        self._record(
            Attempt(
                "exchange",
                exercise.key,
                f"{discard:#x}",
                outcome.loss,
                outcome.loss == 0.0,
                seconds,
            )
        )

    def _on_judge_failed(self, ticket: int, reason: str) -> None:
        judged = self._verdicts.pop(ticket, None)
        if judged is None:
            return
        if not self.judging:
            self.judgingChanged.emit(False)
        self._answered = False  # the player may try again
        self.failed.emit(reason)
