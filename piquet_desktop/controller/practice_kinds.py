"""The practice session's exercise kinds: how each is made, prepared and judged.

Why one object per kind: an exchange is shown at once and prepared in the worker while the
player thinks, then judged by another worker; a declaration or a play exercise is made and
judged ahead in the worker before it is shown (a self-play partie is played to find it), then
answered at once; a counting quiz is built and checked on the GUI thread (about a millisecond).
Each keeps its own work in hand (its tickets, what it prepared ahead, the answer waiting), so the
session (``controller.practice_session``) holds only which exercise is shown and asks the kind.

**The exchange.** ``ask`` shows the next exchange at once; the preparing worker prepares it
(unless it did, ahead), then prepares the one after it. The verdict is asked of the judging
worker, so that it never waits behind the next exercise's preparation, only, when the player
answers very fast, for the rest of his own exercise's: an answer given before its exercise is
prepared is held until the preparation ends, then sent, and meanwhile ``answerWaiting(True)``
lets the window say so. The judging worker solves the discard alone in the prepared worlds
(about a second) and works out the reasons and the exercise's rating there too.

**Made ahead.** A declaration or a play exercise cannot be shown before it is made, so ``ask``
says so (``preparing``) and shows it when the preparing worker has made and judged it
(``worker_jobs.declaration_job``, ``play_job``: every legal call or card judged ahead), and has
the next one of the kind made meanwhile, so that from the second on it is shown at once.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.cards import card_str, mask_str
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.practice import worker_jobs as practice_jobs
from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.practice.counting_quiz import CountingQuestion, counting_question
from piquet_desktop.practice.declaration_exercise import PreparedDeclaration, declaration_verdict
from piquet_desktop.practice.difficulty import counting_rating, declaration_rating
from piquet_desktop.practice.exchange_exercise import ExchangeExercise, PreparedExchange
from piquet_desktop.practice.exercise_source import ExerciseSource, MadeKind, PracticeKind
from piquet_desktop.practice.outcomes import (
    CountingOutcome,
    DeclarationOutcome,
    ExchangeOutcome,
    PlayOutcome,
)
from piquet_desktop.practice.play_exercise import PreparedPlay, play_verdict
from piquet_desktop.practice.worker_jobs import Judged

from .practice_worker import PracticeWorker

__all__ = [
    "DECLARATIONS",
    "KEPT",
    "PLAY",
    "CountingPractice",
    "ExchangePractice",
    "ExerciseKind",
    "MadeAheadPractice",
    "MadeRecipe",
    "PracticeHost",
    "Shown",
]

KEPT = 4
"""Exercises kept prepared for their verdicts (the one shown, the one ahead, two more)."""


@dataclass(slots=True)
class Shown:
    """The exercise the window shows: its kind, its id (empty while it is being made), when it
    was shown (for the time taken) and whether it has been answered (a second answer is not
    taken)."""

    kind: PracticeKind
    key: str = ""
    since: float = 0.0
    answered: bool = False

    def seconds(self) -> float:
        """The time taken to answer, from when it was shown."""
        return time.monotonic() - self.since


class PracticeHost(Protocol):
    """What a kind asks of the session that holds it: the exercise shown, to show one, to keep
    an attempt, the time now."""

    @property
    def current(self) -> Shown: ...

    def show(self, kind: PracticeKind, key: str, item: object) -> None: ...

    def waiting_for(self, kind: PracticeKind) -> None: ...

    def keep(self, attempt: Attempt) -> None: ...

    def attempt_time(self) -> datetime: ...


class ExerciseKind(Protocol):
    """What the session asks of every kind alike: the next exercise, or a given one (the
    exercise of the day), shown now or when it is made."""

    def ask(self) -> None: ...

    def ask_for(self, key: str) -> bool: ...


class ExchangePractice(QObject):
    """Exchanges: shown at once, prepared ahead in ``preparer``, judged in ``judge``."""

    judged = Signal(object)  # ExchangeOutcome
    judgingChanged = Signal(bool)  # a verdict is being worked out
    answerWaiting = Signal(bool)  # the answer waits for its exercise's preparation to end
    failed = Signal(str)
    shownOrJudged = Signal()  # the moment to ask whether to mine more

    def __init__(
        self,
        host: PracticeHost,
        source: ExerciseSource,
        preparer: PracticeWorker,
        judge: PracticeWorker,
        worlds: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.source = source
        self.preparer = preparer
        self.judge = judge
        self.worlds = worlds
        self.shown: ExchangeExercise | None = None
        self._ahead: ExchangeExercise | None = None  # the next exchange, prepared or preparing
        self._prepares: dict[int, ExchangeExercise] = {}  # ticket -> the exercise it prepares
        self._prepared: OrderedDict[str, PreparedExchange] = OrderedDict()
        self._verdicts: dict[int, tuple[ExchangeExercise, int, float]] = {}
        self._waiting: tuple[ExchangeExercise, int, float] | None = None  # for its preparation
        preparer.finished.connect(self._on_prepared)
        preparer.failed.connect(self._on_prepare_failed)
        judge.finished.connect(self._on_judged)
        judge.failed.connect(self._on_judge_failed)

    @property
    def judging(self) -> bool:
        """Whether a verdict is being worked out (or waits to be sent)."""
        return bool(self._verdicts) or self._waiting is not None

    @property
    def waiting(self) -> bool:
        """Whether the answer given waits for its exercise's preparation to end."""
        return self._waiting is not None

    def is_prepared(self, key: str) -> bool:
        """Whether the exchange ``key`` is prepared (its verdict is then quick)."""
        return key in self._prepared

    def ask(self) -> None:
        """Show the next exchange (the one prepared ahead, if any) and prepare the one after."""
        shown = self.shown.key if self.shown is not None else ""
        exercise = self._ahead if self._ahead is not None else self.source.next_exchange(shown)
        self._ahead = None
        self.show(exercise)
        self._ahead = self.source.next_exchange(exercise.key)
        self._prepare(self._ahead)

    def ask_for(self, key: str) -> bool:
        """Show the exchange ``key`` (the exercise of the day); False when the source has none."""
        exercise = self.source.exchange(key)
        if exercise is None:
            return False
        self.show(exercise)
        return True

    def show(self, exercise: ExchangeExercise) -> None:
        """Show ``exercise`` now and have it prepared while the player thinks."""
        self.shown = exercise
        self.host.show("exchange", exercise.key, exercise)
        self._prepare(exercise)
        self.shownOrJudged.emit()

    def _prepare(self, exercise: ExchangeExercise) -> None:
        if exercise.key in self._prepared or exercise in self._prepares.values():
            return
        ticket = self.preparer.run(practice_jobs.prepare_job, exercise, self.worlds)
        self._prepares[ticket] = exercise

    def answer(self, discard: int) -> bool:
        """Send ``discard`` to be judged, or hold it until its exercise is prepared; False when
        there is no exchange shown or it was answered already."""
        exercise, current = self.shown, self.host.current
        if exercise is None or current.answered or current.kind != "exchange":
            return False
        current.answered = True
        seconds = current.seconds()
        was = self.judging
        if exercise.key in self._prepared or exercise not in self._prepares.values():
            self._send_verdict(exercise, discard, seconds)
        else:  # answered before its preparation ended: sent when it does
            self._waiting = (exercise, discard, seconds)
        if not was:
            self.judgingChanged.emit(True)
        if self._waiting is not None:
            self.answerWaiting.emit(True)
        return True

    def _send_verdict(self, exercise: ExchangeExercise, discard: int, seconds: float) -> None:
        prepared: PreparedExchange | ExchangeExercise = self._prepared.get(exercise.key, exercise)
        ticket = self.judge.run(practice_jobs.verdict_job, prepared, discard, self.worlds)
        self._verdicts[ticket] = (exercise, discard, seconds)

    def close(self) -> None:
        """Drop the verdicts and preparations still open (the window closed)."""
        if self.judging:
            self._verdicts.clear()
            if self._waiting is not None:
                self._waiting = None
                self.answerWaiting.emit(False)
            self.judgingChanged.emit(False)
        self._prepares.clear()

    def _on_prepared(self, ticket: int, value: object) -> None:
        exercise = self._prepares.pop(ticket, None)
        if exercise is None:
            return
        assert isinstance(value, PreparedExchange)
        self._prepared[exercise.key] = value
        while len(self._prepared) > KEPT:
            self._prepared.popitem(last=False)
        self._send_waiting(exercise)

    def _on_prepare_failed(self, ticket: int, reason: str) -> None:
        exercise = self._prepares.pop(ticket, None)
        if exercise is not None:
            self._send_waiting(exercise)  # the verdict prepares it again, and says why it fails

    def _send_waiting(self, exercise: ExchangeExercise) -> None:
        if self._waiting is not None and self._waiting[0] == exercise:
            waiting, self._waiting = self._waiting, None
            self._send_verdict(*waiting)
            self.answerWaiting.emit(False)

    def _on_judged(self, ticket: int, value: object) -> None:
        judged = self._verdicts.pop(ticket, None)
        if judged is None:
            return
        if not self.judging:
            self.judgingChanged.emit(False)
        exercise, discard, seconds = judged
        assert isinstance(value, Judged)
        outcome = ExchangeOutcome(exercise, discard, value)
        self.judged.emit(outcome)
        self.host.keep(
            new_attempt(
                "exchange",
                exercise.key,
                mask_str(discard),
                loss=outcome.loss,
                seconds=seconds,
                when=self.host.attempt_time(),
                exercise_rating=value.exercise_rating,
            )
        )
        self.shownOrJudged.emit()

    def _on_judge_failed(self, ticket: int, reason: str) -> None:
        judged = self._verdicts.pop(ticket, None)
        if judged is None:
            return
        if not self.judging:
            self.judgingChanged.emit(False)
        self.host.current.answered = False  # the player may try again
        self.failed.emit(reason)


Made = TypeVar("Made", PreparedDeclaration, PreparedPlay)
Answer = TypeVar("Answer", Action, int)


@dataclass(frozen=True, slots=True)
class MadeRecipe(Generic[Made, Answer]):
    """How a kind made ahead is made and judged: the next id from the source, the worker's job
    (``job(key, worlds)``), the engine's refusal of an answer (None: the rules allow it), the
    outcome of an answer (ValueError for one not judged there), the answer as an attempt keeps
    it."""

    kind: MadeKind
    made: type[Made]
    next_id: Callable[[ExerciseSource, str], str]
    job: Callable[[str, int | None], Made]
    refusal: Callable[[Made, Answer], Refusal | None]
    outcome: Callable[[Made, Answer], DeclarationOutcome | PlayOutcome]
    answer_text: Callable[[Answer], str]


DECLARATIONS: MadeRecipe[PreparedDeclaration, Action] = MadeRecipe(
    "declarations",
    PreparedDeclaration,
    lambda source, avoid: source.next_declaration(avoid),
    practice_jobs.declaration_job,
    lambda _made, _answer: None,  # chosen among the legal ones: never refused
    lambda made, answer: DeclarationOutcome(made, answer, declaration_verdict(made, answer)),
    str,
)
PLAY: MadeRecipe[PreparedPlay, int] = MadeRecipe(
    "play",
    PreparedPlay,
    lambda source, avoid: source.next_play(avoid),
    practice_jobs.play_job,
    lambda made, card: made.exercise.refusal(card),
    lambda made, card: PlayOutcome(made, card, play_verdict(made, card)),
    card_str,
)


class MadeAheadPractice(QObject, Generic[Made, Answer]):
    """Declarations or the play (``recipe``): each exercise made, and every answer of it
    judged, by the preparing worker before it is shown."""

    preparing = Signal(str)  # the kind: its exercise is being made
    judged = Signal(object)  # a DeclarationOutcome or a PlayOutcome
    refused = Signal(object, object)  # the answer, the engine's Refusal of it
    failed = Signal(str)

    def __init__(
        self,
        recipe: MadeRecipe[Made, Answer],
        host: PracticeHost,
        source: ExerciseSource,
        preparer: PracticeWorker,
        worlds: int | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.recipe: MadeRecipe[Made, Answer] = recipe
        self.kind = recipe.kind
        self.host = host
        self.source = source
        self.preparer = preparer
        self.worlds = worlds
        self.shown: Made | None = None
        self._made: OrderedDict[str, Made] = OrderedDict()  # made ahead, by key
        self._jobs: dict[int, str] = {}  # ticket -> the key it makes
        self._wanted = ""  # asked for and not yet made: shown when it is
        preparer.finished.connect(self._on_made)
        preparer.failed.connect(self._on_make_failed)

    def ask(self) -> None:
        """Show the next exercise: one made ahead if there is one, else the source's next."""
        shown = self.shown.key if self.shown is not None else ""
        ready = next((k for k in self._made if k != shown), None)
        self.ask_for(ready if ready is not None else self.recipe.next_id(self.source, shown))

    def ask_for(self, key: str) -> bool:
        """Show the exercise ``key`` now if it is made, else when it is (the player is told it
        is being made); then make another one ahead. True: it is always shown or being made."""
        self.host.waiting_for(self.kind)
        self.shown = None
        ready = self._made.get(key)
        if ready is not None:
            self._wanted = ""
            self._show(ready)
        else:
            self._wanted = key
            self.preparing.emit(self.kind)
            self._make(key)
        if not any(k != key for k in self._made) and not any(j != key for j in self._jobs.values()):
            self._make(self.recipe.next_id(self.source, key))
        return True

    def _make(self, key: str) -> None:
        if key in self._made or key in self._jobs.values():
            return
        self._jobs[self.preparer.run(self.recipe.job, key, self.worlds)] = key

    def _show(self, made: Made) -> None:
        self.shown = made
        self._made.pop(made.key, None)
        self.host.show(self.kind, made.key, made)

    def answer(self, answer: Answer) -> DeclarationOutcome | PlayOutcome | None:
        """Judge ``answer`` for the exercise shown (at once: every legal one was judged while
        it was made); None when there is nothing to answer, it was answered already, or the
        rules do not allow the answer there (``refused`` then gives the engine's reason)."""
        made, current = self.shown, self.host.current
        if made is None or current.answered or current.kind != self.kind:
            return None
        refusal = self.recipe.refusal(made, answer)
        if refusal is not None:
            self.refused.emit(answer, refusal)
            return None
        try:
            outcome = self.recipe.outcome(made, answer)
        except ValueError as exc:
            self.failed.emit(str(exc))
            return None
        current.answered = True
        self.host.keep(
            new_attempt(
                self.kind,
                made.key,
                self.recipe.answer_text(answer),
                loss=outcome.loss,
                seconds=current.seconds(),
                when=self.host.attempt_time(),
                exercise_rating=declaration_rating(made.losses),
            )
        )
        self.judged.emit(outcome)
        return outcome

    def close(self) -> None:
        """Forget the exercises still being made (the window closed); those made stay."""
        self._jobs.clear()
        self._wanted = ""

    def _on_made(self, ticket: int, value: object) -> None:
        key = self._jobs.pop(ticket, None)
        if key is None:
            return
        assert isinstance(value, self.recipe.made)
        self._made[key] = value
        while len(self._made) > KEPT:
            self._made.popitem(last=False)
        if key == self._wanted and self.host.current.kind == self.kind:
            self._wanted = ""
            self._show(value)

    def _on_make_failed(self, ticket: int, reason: str) -> None:
        key = self._jobs.pop(ticket, None)
        if key is not None and key == self._wanted:
            self._wanted = ""
            self.failed.emit(reason)


class CountingPractice(QObject):
    """Counting quizzes: built and checked on the GUI thread (about a millisecond each)."""

    judged = Signal(object)  # CountingOutcome
    failed = Signal(str)

    def __init__(
        self, host: PracticeHost, source: ExerciseSource, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.source = source
        self.shown: CountingQuestion | None = None

    def ask(self) -> None:
        """Show the source's next quiz."""
        shown = self.shown.key if self.shown is not None else ""
        self.ask_for(self.source.next_counting(shown))

    def ask_for(self, key: str) -> bool:
        """Show the quiz ``key``; False (and ``failed``) when it is no quiz."""
        try:
            question = counting_question(key)
        except ValueError as exc:  # not a quiz, or no deal without carte blanche near its seed
            self.failed.emit(str(exc))
            return False
        self.shown = question
        self.host.show("counting", question.key, question)
        return True

    def answer(self, given: str) -> CountingOutcome | None:
        """Check ``given`` against the engine's answer to the quiz shown."""
        question, current = self.shown, self.host.current
        if question is None or current.answered or current.kind != "counting":
            return None
        current.answered = True
        seconds = current.seconds()
        outcome = CountingOutcome(question, given.strip(), question.is_right(given))
        self.judged.emit(outcome)
        self.host.keep(
            new_attempt(
                "counting",
                question.key,
                outcome.given,
                correct=outcome.right,
                seconds=seconds,
                when=self.host.attempt_time(),
                exercise_rating=counting_rating(question.kind),
            )
        )
        return outcome
