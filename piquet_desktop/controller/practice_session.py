"""A practice session: which exercise is shown, its preparation ahead, the verdicts, the attempts.

Why an exchange is shown before it is prepared: what the player needs to work on it (the hand,
the role, the score) is in the exercise itself; only the verdict needs the worlds drawn and the
candidates solved. So ``ask`` shows the next exercise at once, and the worker prepares it (unless
it already did, ahead) while the player thinks, then prepares the one after it. The verdict is
asked of another worker, so that it never waits behind the next exercise's preparation, only,
when the player answers very fast, for the rest of his own exercise's; it solves the player's
discard alone in the prepared worlds (about a second), and works out the reasons in words and the
exercise's rating there too. A counting quiz is built in about a millisecond
(``practice/counting_quiz``), so it is built on the GUI thread.

A declaration or a play exercise cannot be shown before it is made: finding it plays its
self-play partie (seconds), so ``ask`` says so (``preparingExercise``) and shows it when the
preparing worker has made and judged it (``worker_jobs.declaration_job``, ``play_job``: every
legal call or card judged ahead), and has the next one of the kind made meanwhile, so that from
the second on it is shown at once. Its verdict is then immediate, on the GUI thread.

An answer given before its exercise is prepared is held until the preparation ends, then judged;
meanwhile ``answerWaiting(True)`` lets the window say so ("Still preparing…"), so the wait is
never silent.

When the player has seen most of the mined positions near his rating (``practice.mining_rule``),
the session mines more in a third worker (``worker_jobs.mine_job``, a whole seed a job, at the
lowest priority, so the exercise shown and the verdict never wait for it), from the seed after
the shipped file's last or the last it mined; each finished seed is kept by the store (the
library's ``mined.jsonl``) and its positions join the pool, so they are offered from then on
and after a restart. Closing the window stops it (``close``).

Which exercise comes next is the ``ExerciseSource``'s choice: ``PoolSource`` asks
``practice.choosing`` (a missed exercise due again, else one near the player's rating) over
the exchange pool (Cavendish's examples and the mined positions, ``practice.exchange_pool``)
and the counting quizzes; ``FixedOrder`` (tests, benchmarks) gives a list in
turn. Every answer becomes a ``practice.attempts.Attempt`` kept by the ``AttemptStore`` (the
library); the ratings per kind are then read again from the attempts it holds.
"""

from __future__ import annotations

import logging
import tempfile
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Literal, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.cards import card_str, mask_str
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.practice import worker_jobs as practice_jobs
from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.choosing import ExerciseRef, daily_exercise, next_exercise
from piquet_desktop.practice.counting import counting_pool
from piquet_desktop.practice.counting_quiz import CountingQuestion, counting_question
from piquet_desktop.practice.declaration_exercise import (
    DeclarationVerdict,
    PreparedDeclaration,
)
from piquet_desktop.practice.declaration_exercise import verdict as declaration_verdict
from piquet_desktop.practice.declaration_practice import declaration_pool, play_pool
from piquet_desktop.practice.difficulty import counting_rating, declaration_rating
from piquet_desktop.practice.exchange_exercise import ExchangeExercise, PreparedExchange
from piquet_desktop.practice.exchange_pool import exchange_pool
from piquet_desktop.practice.glicko2 import Rating
from piquet_desktop.practice.mined_exchange import MINING_WORLDS, MinedPosition
from piquet_desktop.practice.mined_journal import MinedRead
from piquet_desktop.practice.mining_rule import wants_more
from piquet_desktop.practice.play_exercise import PlayVerdict, PreparedPlay
from piquet_desktop.practice.play_exercise import verdict as play_verdict
from piquet_desktop.practice.training import current_ratings
from piquet_desktop.practice.worker_jobs import Judged, MinedSeed, StopFlag
from piquet_desktop.translation import translate

from .library import LibraryError
from .practice_worker import JUDGING, MINING, PREPARING, PracticeWorker

__all__ = [
    "COUNTING_SEEDS",
    "KINDS",
    "AttemptStore",
    "AttemptsInMemory",
    "CountingOutcome",
    "DeclarationOutcome",
    "ExchangeOutcome",
    "ExerciseSource",
    "FixedOrder",
    "PlayOutcome",
    "PoolSource",
    "PracticeKind",
    "PracticeSession",
]

log = logging.getLogger(__name__)

PracticeKind = Literal["exchange", "declarations", "play", "counting"]
KINDS: tuple[PracticeKind, ...] = ("exchange", "declarations", "play", "counting")
MadeKind = Literal["declarations", "play"]
MADE_KINDS: tuple[MadeKind, ...] = ("declarations", "play")
"""The kinds whose exercise is made in the worker before it is shown (a partie is played)."""

COUNTING_SEEDS = 400
"""Deals the counting quizzes are asked about (three questions each): more than a player does."""


class AttemptStore(Protocol):
    """Where attempts are kept: the library (``Library.record_attempt`` and ``attempts``), and
    the positions mined on demand (``keep_mined``, ``mined``)."""

    def record_attempt(self, attempt: Attempt) -> None: ...

    def attempts(self, kind: str | None = None) -> list[Attempt]: ...

    def keep_mined(self, seed: int, positions: Sequence[MinedPosition], worlds: int) -> None: ...

    def mined(self) -> MinedRead: ...


class AttemptsInMemory:
    """An ``AttemptStore`` that keeps nothing on the disk (tests and benchmarks, which must leave
    the player's library alone)."""

    def __init__(self) -> None:
        self.kept: list[Attempt] = []
        self.mined_seeds: dict[int, list[MinedPosition]] = {}

    def record_attempt(self, attempt: Attempt) -> None:
        self.kept.append(attempt)

    def attempts(self, kind: str | None = None) -> list[Attempt]:
        return [a for a in self.kept if kind is None or a.kind == kind]

    def keep_mined(self, seed: int, positions: Sequence[MinedPosition], worlds: int) -> None:
        self.mined_seeds[seed] = list(positions)

    def mined(self) -> MinedRead:
        return MinedRead(dict(self.mined_seeds))


class ExerciseSource(Protocol):
    """Chooses the exercises: the next exchange, the next counting quiz's id (``avoid``: the
    one shown, not to be offered again at once)."""

    def next_exchange(self, avoid: str = "") -> ExchangeExercise: ...

    def next_counting(self, avoid: str = "") -> str: ...

    def next_declaration(self, avoid: str = "") -> str: ...

    def next_play(self, avoid: str = "") -> str: ...

    def daily(self, day: date) -> tuple[PracticeKind, str] | None: ...

    def exchange(self, key: str) -> ExchangeExercise | None: ...

    def add_mined(self, positions: Sequence[MinedPosition]) -> None: ...

    def wants_mining(self, tried: set[str], rating: float) -> bool: ...

    def mining_seed(self, after_seed: int | None) -> int: ...


class PoolSource:
    """``practice.choosing`` over the exchange pool and the counting quizzes, by the player's
    attempts (``attempts``) at the time ``now`` gives."""

    def __init__(
        self,
        attempts: Callable[[], Sequence[Attempt]],
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._attempts = attempts
        self._now = now
        exchanges = exchange_pool()
        self._exchanges = exchanges
        self._exercises = exchanges.exercises
        self._pool = [
            *exchanges.refs,
            *declaration_pool(),
            *play_pool(),
            *counting_pool(range(COUNTING_SEEDS)),
        ]

    def _next(self, kind: str, avoid: str) -> ExerciseRef:
        chosen = next_exercise(kind, self._pool, self._attempts(), self._now(), skip={avoid})
        assert chosen is not None, "the pools hold every kind offered"
        return chosen

    def next_exchange(self, avoid: str = "") -> ExchangeExercise:
        return self._exercises[self._next("exchange", avoid).exercise]

    def next_counting(self, avoid: str = "") -> str:
        return self._next("counting", avoid).exercise

    def next_declaration(self, avoid: str = "") -> str:
        return self._next("declarations", avoid).exercise

    def next_play(self, avoid: str = "") -> str:
        return self._next("play", avoid).exercise

    def daily(self, day: date) -> tuple[PracticeKind, str] | None:
        chosen = daily_exercise(self._pool, day)
        if chosen is None:
            return None
        kinds: dict[str, PracticeKind] = {k: k for k in KINDS}
        return kinds.get(chosen.kind, "counting"), chosen.exercise

    def exchange(self, key: str) -> ExchangeExercise | None:
        return self._exercises.get(key)

    def add_mined(self, positions: Sequence[MinedPosition]) -> None:
        """Offer positions mined on demand too (those not offered already)."""
        self._pool += self._exchanges.add(positions)

    def wants_mining(self, tried: set[str], rating: float) -> bool:
        return wants_more(self._exchanges.mined, tried, rating)

    def mining_seed(self, after_seed: int | None) -> int:
        return self._exchanges.next_seed(after_seed)


class FixedOrder:
    """The given exchanges and quiz ids in turn, then again (tests and benchmarks)."""

    def __init__(
        self,
        exchanges: Sequence[ExchangeExercise] = (),
        quizzes: Sequence[str] = ("counting:scores:0",),
        declarations: Sequence[str] = ("declaration:0",),
        plays: Sequence[str] = ("ending:0",),
    ) -> None:
        self._exchanges = list(exchanges) or cavendish_exercises()
        self._quizzes = list(quizzes)
        self._declarations = list(declarations)
        self._plays = list(plays)
        self._next = [0, 0, 0, 0]

    def next_exchange(self, avoid: str = "") -> ExchangeExercise:
        self._next[0] += 1
        return self._exchanges[(self._next[0] - 1) % len(self._exchanges)]

    def next_counting(self, avoid: str = "") -> str:
        self._next[1] += 1
        return self._quizzes[(self._next[1] - 1) % len(self._quizzes)]

    def next_declaration(self, avoid: str = "") -> str:
        self._next[2] += 1
        return self._declarations[(self._next[2] - 1) % len(self._declarations)]

    def next_play(self, avoid: str = "") -> str:
        self._next[3] += 1
        return self._plays[(self._next[3] - 1) % len(self._plays)]

    def daily(self, day: date) -> tuple[PracticeKind, str] | None:
        return ("exchange", self._exchanges[0].key)

    def exchange(self, key: str) -> ExchangeExercise | None:
        return next((e for e in self._exchanges if e.key == key), None)

    def add_mined(self, positions: Sequence[MinedPosition]) -> None:
        """Nothing: the order is fixed."""

    def wants_mining(self, tried: set[str], rating: float) -> bool:
        return False  # a fixed order never mines (tests and benchmarks ask for it in full)

    def mining_seed(self, after_seed: int | None) -> int:
        from piquet_desktop.practice.mined_data import next_fresh_seed

        return next_fresh_seed(after_seed)


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
    question: CountingQuestion
    given: str
    right: bool


KEPT = 4
"""Prepared exchanges kept for their verdicts (the one shown, the one ahead, two more)."""


class PracticeSession(QObject):
    """Shows exercises at once, prepares and judges them in workers, keeps each attempt."""

    exerciseShown = Signal(str, object)  # the kind, an ExchangeExercise, a PreparedDeclaration
    # or a CountingQuestion
    preparingExercise = Signal(str)  # the kind: its exercise is being made (a declaration)
    exchangeJudged = Signal(object)  # ExchangeOutcome
    declarationJudged = Signal(object)  # DeclarationOutcome
    playJudged = Signal(object)  # PlayOutcome
    countingChecked = Signal(object)  # CountingOutcome
    attemptKept = Signal(object)  # the Attempt, once the store has it
    notKept = Signal(str)  # why the store could not keep an attempt
    ratingsChanged = Signal(object)  # {kind: glicko2.Rating}
    judgingChanged = Signal(bool)  # a verdict is being worked out
    answerWaiting = Signal(bool)  # the answer waits for its exercise's preparation to end
    positionsMined = Signal(object)  # a MinedSeed: a seed mined, its positions now offered
    notice = Signal(str)  # something the player should know that is no failure to judge
    failed = Signal(str)

    def __init__(
        self,
        preparer: PracticeWorker,
        judge: PracticeWorker,
        store: AttemptStore,
        source: ExerciseSource | None = None,
        parent: QObject | None = None,
        *,
        worlds: int = practice_jobs.WORLDS,
        declaration_worlds: int | None = None,
        play_worlds: int | None = None,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        miner: PracticeWorker | None = None,
        mining_worlds: int = MINING_WORLDS,
    ) -> None:
        super().__init__(parent)
        self.preparer = preparer
        self.judge = judge
        self.miner = miner
        self.mining_worlds = mining_worlds
        self.mining_niceness = practice_jobs.MINING_NICENESS
        self.mine_job: Callable[..., object] = practice_jobs.mine_job  # tests give their own
        self.store = store
        self.now = now
        self.source: ExerciseSource = (
            source if source is not None else PoolSource(lambda: store.attempts(), now)
        )
        self.worlds = worlds
        self.declaration_worlds = declaration_worlds
        self.play_worlds = play_worlds
        self.kind: PracticeKind = "exchange"
        self.exchange: ExchangeExercise | None = None
        self.question: CountingQuestion | None = None
        self.declaration: PreparedDeclaration | None = None
        self.play: PreparedPlay | None = None
        # the kinds whose exercise is made in the worker: prepared ones by key, the jobs
        # (ticket -> kind and key), the one asked for and not yet made (shown when it is)
        self._made: dict[MadeKind, OrderedDict[str, object]] = {
            k: OrderedDict() for k in MADE_KINDS
        }
        self._made_jobs: dict[int, tuple[MadeKind, str]] = {}
        self._wanted: dict[MadeKind, str] = dict.fromkeys(MADE_KINDS, "")
        self._ahead: ExchangeExercise | None = None  # the next exchange, prepared or preparing
        self._asked: dict[str, float] = {}  # key -> when it was shown (for the time taken)
        self._verdicts: dict[int, tuple[ExchangeExercise, int, float]] = {}
        self._prepares: dict[int, ExchangeExercise] = {}  # ticket -> the exercise it prepares
        self._prepared: OrderedDict[str, PreparedExchange] = OrderedDict()
        self._waiting: tuple[ExchangeExercise, int, float] | None = None  # for its preparation
        self._answered = False
        # mining on demand: the seed to mine next (read when first needed), the job running
        # (its ticket and stop flag), and the folder of the stop flags
        self.notes: list[str] = []  # what reading the mined positions kept had to say
        self._mined_last: int | None = self._read_mined()
        self._next_seed: int | None = None
        self._mining: tuple[int, StopFlag] | None = None
        self._mining_failed = False
        self._flags: tempfile.TemporaryDirectory[str] | None = None
        # the rule is asked once the exercise is shown or judged, not on the way to it
        self._consider = QTimer(self)
        self._consider.setSingleShot(True)
        self._consider.setInterval(0)
        self._consider.timeout.connect(self.consider_mining)
        preparer.finished.connect(self._on_prepared)
        preparer.failed.connect(self._on_prepare_failed)
        judge.finished.connect(self._on_judged)
        judge.failed.connect(self._on_judge_failed)
        if miner is not None:
            miner.finished.connect(self._on_mined)
            miner.failed.connect(self._on_mining_failed)

    @classmethod
    def with_workers(
        cls,
        store: AttemptStore,
        parent: QObject | None = None,
        *,
        threads: bool = False,
        source: ExerciseSource | None = None,
        worlds: int = practice_jobs.WORLDS,
        declaration_worlds: int | None = None,
        play_worlds: int | None = None,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        mining_worlds: int = MINING_WORLDS,
    ) -> PracticeSession:
        """A session with its two workers (the practice processes, or threads if asked)."""
        preparer = PracticeWorker(PREPARING, threads=threads)
        judge = PracticeWorker(JUDGING, threads=threads)
        miner = PracticeWorker(MINING, threads=threads)
        session = cls(
            preparer,
            judge,
            store,
            source,
            parent,
            worlds=worlds,
            declaration_worlds=declaration_worlds,
            play_worlds=play_worlds,
            now=now,
            miner=miner,
            mining_worlds=mining_worlds,
        )
        preparer.setParent(session)
        judge.setParent(session)
        miner.setParent(session)
        return session

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the thread jobs to end (tests)."""
        workers = [self.preparer, self.judge, *([self.miner] if self.miner else [])]
        return all(w.wait(msecs) for w in workers)

    # ------------------------------------------------------------------------------- state
    @property
    def judging(self) -> bool:
        return bool(self._verdicts) or self._waiting is not None

    @property
    def waiting_for_preparation(self) -> bool:
        """Whether the answer given waits for its exercise's preparation to end."""
        return self._waiting is not None

    @property
    def mining(self) -> bool:
        """Whether positions are being mined in the background."""
        return self._mining is not None

    @property
    def answered(self) -> bool:
        """Whether the exercise shown has been answered (a second answer is not taken)."""
        return self._answered

    def has_exercise(self) -> bool:
        """Whether an exercise of the current kind is shown."""
        shown = {"exchange": self.exchange, "declarations": self.declaration, "play": self.play}
        return shown.get(self.kind, self.question) is not None

    def exchange_range(self) -> tuple[int, int]:
        """The fewest and most cards the exchange shown lets the player discard."""
        if self.exchange is None:
            return (0, 0)
        return decision_for(self.exchange.position()).exchange_range or (0, 0)

    def is_prepared(self, key: str) -> bool:
        """Whether the worker has prepared the exchange ``key`` (its verdict is then quick)."""
        return key in self._prepared

    def ratings(self) -> dict[str, Rating]:
        """The training rating of each kind now, from the attempts kept."""
        return dict(current_ratings(self.store.attempts(), self.now(), KINDS))

    def daily_done(self) -> bool:
        """Whether the exercise of the day has been tried today."""
        daily = self.source.daily(self.now().date())
        if daily is None:
            return True
        today = self.now().date()
        return any(a.exercise == daily[1] and a.when.date() == today for a in self.store.attempts())

    # ------------------------------------------------------------------------------- asking
    def ask(self, kind: PracticeKind) -> None:
        """Show the next exercise of ``kind`` now (``exerciseShown``) and prepare ahead."""
        if kind == "exchange":
            shown = self.exchange.key if self.exchange is not None else ""
            exercise = self._ahead if self._ahead is not None else self.source.next_exchange(shown)
            self._ahead = None
            self._show_exchange(exercise)
            self._ahead = self.source.next_exchange(exercise.key)
            self._prepare(self._ahead)
        elif kind == "declarations" or kind == "play":
            now = self.declaration if kind == "declarations" else self.play
            shown = now.key if now is not None else ""
            ready = next((k for k in self._made[kind] if k != shown), None)
            self._want(kind, ready if ready is not None else self._next_made(kind, shown))
        else:
            shown = self.question.key if self.question is not None else ""
            self._show_counting(self.source.next_counting(shown))

    def ask_daily(self) -> bool:
        """Show the exercise of the day; False when there is none."""
        daily = self.source.daily(self.now().date())
        if daily is None:
            return False
        kind, key = daily
        if kind == "counting":
            return self._show_counting(key)
        if kind == "declarations" or kind == "play":
            self._want(kind, key)
            return True
        exercise = self.source.exchange(key)
        if exercise is None:
            return False
        self._show_exchange(exercise)
        return True

    def _show_exchange(self, exercise: ExchangeExercise) -> None:
        self.kind = "exchange"
        self._answered = False
        self.exchange = exercise
        self._asked[exercise.key] = time.monotonic()
        self.exerciseShown.emit("exchange", exercise)
        self._prepare(exercise)
        self._consider.start()

    def _show_counting(self, key: str) -> bool:
        try:
            question = counting_question(key)
        except ValueError as exc:  # not a quiz, or no deal without carte blanche near its seed
            self.failed.emit(str(exc))
            return False
        self.kind = "counting"
        self._answered = False
        self.question = question
        self._asked[question.key] = time.monotonic()
        self.exerciseShown.emit("counting", question)
        return True

    def _next_made(self, kind: MadeKind, avoid: str) -> str:
        if kind == "declarations":
            return self.source.next_declaration(avoid)
        return self.source.next_play(avoid)

    def _want(self, kind: MadeKind, key: str) -> None:
        """Show the exercise ``key`` of ``kind`` now if it is made, else when it is (the player
        is told it is being made); then make another one ahead."""
        self.kind = kind
        self._answered = False
        if kind == "declarations":
            self.declaration = None
        else:
            self.play = None
        ready = self._made[kind].get(key)
        if ready is not None:
            self._wanted[kind] = ""
            self._show_made(kind, ready)
        else:
            self._wanted[kind] = key
            self.preparingExercise.emit(kind)
            self._make(kind, key)
        if not any(k != key for k in self._made[kind]) and not any(
            k == kind and j != key for k, j in self._made_jobs.values()
        ):
            self._make(kind, self._next_made(kind, key))

    def _make(self, kind: MadeKind, key: str) -> None:
        if key in self._made[kind] or (kind, key) in self._made_jobs.values():
            return
        if kind == "declarations":
            ticket = self.preparer.run(practice_jobs.declaration_job, key, self.declaration_worlds)
        else:
            ticket = self.preparer.run(practice_jobs.play_job, key, self.play_worlds)
        self._made_jobs[ticket] = (kind, key)

    def _show_made(self, kind: MadeKind, prepared: object) -> None:
        self.kind = kind
        self._answered = False
        if kind == "declarations":
            assert isinstance(prepared, PreparedDeclaration)
            self.declaration = prepared
            key = prepared.key
        else:
            assert isinstance(prepared, PreparedPlay)
            self.play = prepared
            key = prepared.key
        self._made[kind].pop(key, None)
        self._asked[key] = time.monotonic()
        self.exerciseShown.emit(kind, prepared)

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
        if self._waiting is not None:
            self.answerWaiting.emit(True)
        return True

    def _send_verdict(self, exercise: ExchangeExercise, discard: int, seconds: float) -> None:
        prepared: PreparedExchange | ExchangeExercise = self._prepared.get(exercise.key, exercise)
        ticket = self.judge.run(practice_jobs.verdict_job, prepared, discard, self.worlds)
        self._verdicts[ticket] = (exercise, discard, seconds)

    def answer_declaration(self, answer: Action) -> DeclarationOutcome | None:
        """Judge ``answer`` for the declaration shown (at once: every legal one was judged
        while preparing); None when there is nothing to answer, it was answered already, or
        the answer is not legal there."""
        prepared = self.declaration
        if prepared is None or self._answered or self.kind != "declarations":
            return None
        try:
            outcome = DeclarationOutcome(prepared, answer, declaration_verdict(prepared, answer))
        except ValueError as exc:
            self.failed.emit(str(exc))
            return None
        self._keep_made(prepared.key, prepared.losses, str(answer), outcome.loss)
        self.declarationJudged.emit(outcome)
        return outcome

    def answer_play(self, card: int) -> PlayOutcome | None:
        """Judge ``card`` for the position shown (at once: every legal card was judged while
        preparing); None when there is nothing to answer, it was answered already, or the card
        cannot be played there."""
        prepared = self.play
        if prepared is None or self._answered or self.kind != "play":
            return None
        try:
            outcome = PlayOutcome(prepared, card, play_verdict(prepared, card))
        except ValueError as exc:
            self.failed.emit(str(exc))
            return None
        self._keep_made(prepared.key, prepared.losses, card_str(card), outcome.loss)
        self.playJudged.emit(outcome)
        return outcome

    def _keep_made(self, key: str, losses: Sequence[float], answer: str, loss: float) -> None:
        """Keep the attempt at an exercise made ahead (a declaration, a card), judged at once:
        its rating graded from every legal answer's loss, as the exercise was prepared."""
        self._answered = True
        seconds = time.monotonic() - self._asked.get(key, time.monotonic())
        self._keep(
            new_attempt(
                self.kind,
                key,
                answer,
                loss=loss,
                seconds=seconds,
                when=self.now(),
                exercise_rating=declaration_rating(losses),
            )
        )

    def answer_counting(self, given: str) -> CountingOutcome | None:
        """Check ``given`` against the engine's answer to the quiz shown."""
        question = self.question
        if question is None or self._answered or self.kind != "counting":
            return None
        self._answered = True
        seconds = time.monotonic() - self._asked.get(question.key, time.monotonic())
        outcome = CountingOutcome(question, given.strip(), question.is_right(given))
        self.countingChecked.emit(outcome)
        self._keep(
            new_attempt(
                "counting",
                question.key,
                outcome.given,
                correct=outcome.right,
                seconds=seconds,
                when=self.now(),
                exercise_rating=counting_rating(question.kind),
            )
        )
        return outcome

    def close(self) -> None:
        """Ignore whatever is still being worked out (the window closed), and stop mining."""
        self.preparer.forget()
        self.judge.forget()
        self._consider.stop()
        self.stop_mining()
        self._mining_failed = False  # tried again when the window opens again
        if self.judging:
            self._verdicts.clear()
            if self._waiting is not None:
                self._waiting = None
                self.answerWaiting.emit(False)
            self.judgingChanged.emit(False)
        self._prepares.clear()
        self._made_jobs.clear()
        self._wanted = dict.fromkeys(MADE_KINDS, "")

    # ------------------------------------------------------------------------------- results
    def _keep(self, attempt: Attempt) -> None:
        try:
            self.store.record_attempt(attempt)
        except LibraryError as exc:  # its text says why in words
            self.notKept.emit(str(exc))
            return
        self.attemptKept.emit(attempt)
        self.ratingsChanged.emit(self.ratings())

    def _on_prepared(self, ticket: int, value: object) -> None:
        made = self._made_jobs.pop(ticket, None)
        if made is not None:
            kind, key = made
            self._made[kind][key] = value
            while len(self._made[kind]) > KEPT:
                self._made[kind].popitem(last=False)
            if key == self._wanted[kind] and self.kind == kind:
                self._wanted[kind] = ""
                self._show_made(kind, value)
            return
        exercise = self._prepares.pop(ticket, None)
        if exercise is None:
            return
        assert isinstance(value, PreparedExchange)
        self._prepared[exercise.key] = value
        while len(self._prepared) > KEPT:
            self._prepared.popitem(last=False)
        self._send_waiting(exercise)

    def _on_prepare_failed(self, ticket: int, reason: str) -> None:
        made = self._made_jobs.pop(ticket, None)
        if made is not None:
            kind, key = made
            if key == self._wanted[kind]:
                self._wanted[kind] = ""
                self.failed.emit(reason)
            return
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
        self.exchangeJudged.emit(outcome)
        self._keep(
            new_attempt(
                "exchange",
                exercise.key,
                mask_str(discard),
                loss=outcome.loss,
                seconds=seconds,
                when=self.now(),
                exercise_rating=value.exercise_rating,
            )
        )
        self._consider.start()

    def _on_judge_failed(self, ticket: int, reason: str) -> None:
        judged = self._verdicts.pop(ticket, None)
        if judged is None:
            return
        if not self.judging:
            self.judgingChanged.emit(False)
        self._answered = False  # the player may try again
        self.failed.emit(reason)

    # ------------------------------------------------------------------------------- mining
    def _read_mined(self) -> int | None:
        """Offer the positions mined before (kept by the store); the last seed mined."""
        try:
            kept = self.store.mined()
        except (LibraryError, OSError, ValueError) as exc:  # a damaged store never stops practice
            self.notes.append(str(exc))
            return None
        self.notes.extend(kept.notes)
        self.source.add_mined(kept.positions)
        return kept.last_seed

    def consider_mining(self) -> None:
        """Mine the next seed in the background when the player has seen most of the mined
        positions near his rating (``practice.mining_rule``) and nothing is mined yet."""
        if self.miner is None or self._mining is not None or self._mining_failed:
            return
        if self.miner.fallen_back:
            # No worker process: a seed mined in a thread of the window's process would hold
            # the interpreter for minutes, against the exercise and its verdict. Not mined.
            return
        try:
            attempts = self.store.attempts("exchange")
        except LibraryError:  # said when an attempt is kept; nothing to mine for meanwhile
            return
        tried = {a.exercise for a in attempts}
        rating = current_ratings(attempts, self.now(), ("exchange",))["exchange"].rating
        if not self.source.wants_mining(tried, rating):
            return
        if self._next_seed is None:
            try:
                self._next_seed = self.source.mining_seed(self._mined_last)
            except (OSError, ValueError) as exc:  # the shipped file: its complaint, logged
                log.warning("no positions mined on demand: %s", exc)
                self._mining_failed = True
                return
        if self._flags is None:
            self._flags = tempfile.TemporaryDirectory(prefix="piquet-mining-")
        stop = StopFlag(f"{self._flags.name}/stop-{self._next_seed}-{time.monotonic_ns()}")
        ticket = self.miner.run(
            self.mine_job, self._next_seed, stop, self.mining_worlds, self.mining_niceness
        )
        self._mining = (ticket, stop)

    def stop_mining(self) -> None:
        """Stop the seed being mined (its work is lost; it is mined again another time)."""
        if self._mining is None or self.miner is None:
            return
        _ticket, stop = self._mining
        self._mining = None
        stop.set()  # a job in a thread stops before its next hand
        self.miner.stop()  # a job in a process is ended now

    def _on_mined(self, ticket: int, value: object) -> None:
        if self._mining is None or self._mining[0] != ticket:
            return
        self._mining = None
        if not isinstance(value, MinedSeed):
            return  # stopped
        try:
            self.store.keep_mined(value.seed, value.positions, self.mining_worlds)
        except LibraryError as exc:  # offered now all the same; mined again another time
            self.notice.emit(
                translate(
                    "PracticeSession",
                    "The exercise positions just mined could not be kept: {reason}",
                ).format(reason=exc)
            )
        self._next_seed = value.seed + 1
        self.source.add_mined(value.positions)
        self.positionsMined.emit(value)
        self.consider_mining()

    def _on_mining_failed(self, ticket: int, reason: str) -> None:
        if self._mining is None or self._mining[0] != ticket:
            return
        self._mining = None
        self._mining_failed = True  # not tried again until the window is opened anew
        log.warning("mining practice positions failed: %s", reason)
