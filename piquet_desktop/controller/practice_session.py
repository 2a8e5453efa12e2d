"""A practice session: which exercise is shown, the kinds that make and judge them, the attempts.

Why a session apart from its kinds: the window asks for an exercise of a kind and answers it,
and every kind does that its own way (``controller.practice_kinds``: an exchange shown at once
and prepared while the player thinks, a declaration or a play exercise made ahead in the worker,
a counting quiz built on the spot). The session holds which exercise is shown (one at a time:
its kind, its id, when it was shown, whether it was answered), hands each answer to its kind,
keeps every attempt in the ``AttemptStore`` (the library) and reads the ratings per kind again
from the attempts it holds. Positions mined on demand are ``controller.practice_mining``'s;
which exercise comes next is the ``ExerciseSource``'s choice (``practice.exercise_source``).

Three workers: one prepares exercises ahead, one judges the exchange's answers (so that a
verdict never waits behind the next exercise's preparation), one mines. Closing the window
(``close``) ignores whatever they still work on and stops the mining.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Signal

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.library import LibraryError
from piquet_desktop.practice import worker_jobs as practice_jobs
from piquet_desktop.practice.attempts import Attempt
from piquet_desktop.practice.counting_quiz import CountingQuestion
from piquet_desktop.practice.declaration_exercise import PreparedDeclaration
from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.exercise_source import (
    KINDS,
    AttemptStore,
    ExerciseSource,
    PoolSource,
    PracticeKind,
)
from piquet_desktop.practice.glicko2 import Rating
from piquet_desktop.practice.mined_exchange import MINING_WORLDS
from piquet_desktop.practice.outcomes import (
    CountingOutcome,
    DeclarationOutcome,
    PlayOutcome,
)
from piquet_desktop.practice.play_exercise import PreparedPlay
from piquet_desktop.practice.training import current_ratings
from piquet_desktop.words.practice_text import attempts_unread_text

from .practice_kinds import (
    DECLARATIONS,
    PLAY,
    CountingPractice,
    ExchangePractice,
    ExerciseKind,
    MadeAheadPractice,
    Shown,
)
from .practice_mining import MiningOnDemand
from .practice_worker import JUDGING, MINING, PREPARING, PracticeWorker

__all__ = ["PracticeSession"]


class PracticeSession(QObject):
    """Shows exercises, has their kinds prepare and judge them, keeps each attempt."""

    exerciseShown = Signal(str, object)  # the kind, an ExchangeExercise, a PreparedDeclaration,
    # a PreparedPlay or a CountingQuestion
    preparingExercise = Signal(str)  # the kind: its exercise is being made (a declaration)
    exchangeJudged = Signal(object)  # ExchangeOutcome
    declarationJudged = Signal(object)  # DeclarationOutcome
    playJudged = Signal(object)  # PlayOutcome
    playRefused = Signal(object, object)  # a card the rules do not allow there, its Refusal
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
        mining_niceness: int = practice_jobs.MINING_NICENESS,
    ) -> None:
        super().__init__(parent)
        self.preparer = preparer
        self.judge = judge
        self.store = store
        self.now = now
        self._unread_said = False  # the store could not read its attempts, and it was said
        self.source: ExerciseSource = (
            source if source is not None else PoolSource(self.kept_attempts, now)
        )
        self.current = Shown("exchange")
        self.exchanges = ExchangePractice(self, self.source, preparer, judge, worlds, self)
        self.declarations = MadeAheadPractice(
            DECLARATIONS, self, self.source, preparer, declaration_worlds, self
        )
        self.plays = MadeAheadPractice(PLAY, self, self.source, preparer, play_worlds, self)
        self.quizzes = CountingPractice(self, self.source, self)
        self.kinds: dict[PracticeKind, ExerciseKind] = {
            "exchange": self.exchanges,
            "declarations": self.declarations,
            "play": self.plays,
            "counting": self.quizzes,
        }
        self.mining_on_demand = MiningOnDemand(
            miner,
            store,
            self.source,
            now,
            self,
            worlds=mining_worlds,
            niceness=mining_niceness,
        )
        self.exchanges.judged.connect(self.exchangeJudged)
        self.exchanges.judgingChanged.connect(self.judgingChanged)
        self.exchanges.answerWaiting.connect(self.answerWaiting)
        self.exchanges.shownOrJudged.connect(self.mining_on_demand.consider_soon)
        self.declarations.judged.connect(self.declarationJudged)
        self.plays.judged.connect(self.playJudged)
        self.plays.refused.connect(self.playRefused)
        self.quizzes.judged.connect(self.countingChecked)
        for kind in (self.exchanges, self.declarations, self.plays, self.quizzes):
            kind.failed.connect(self.failed)
        for made in (self.declarations, self.plays):
            made.preparing.connect(self.preparingExercise)
        self.mining_on_demand.positionsMined.connect(self.positionsMined)
        self.mining_on_demand.notice.connect(self.notice)

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
        mining_niceness: int = practice_jobs.MINING_NICENESS,
    ) -> PracticeSession:
        """A session with its three workers (the practice processes, or threads if asked)."""
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
            mining_niceness=mining_niceness,
        )
        preparer.setParent(session)
        judge.setParent(session)
        miner.setParent(session)
        return session

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the thread jobs to end (tests)."""
        miner = self.mining_on_demand.miner
        workers = [self.preparer, self.judge, *([miner] if miner else [])]
        return all(w.wait(msecs) for w in workers)

    # ------------------------------------------------------------------------------- state
    @property
    def kind(self) -> PracticeKind:
        """The kind of the exercise shown (or being made)."""
        return self.current.kind

    @property
    def answered(self) -> bool:
        """Whether the exercise shown has been answered (a second answer is not taken)."""
        return self.current.answered

    @property
    def exchange(self) -> ExchangeExercise | None:
        """The exchange shown last."""
        return self.exchanges.shown

    @property
    def declaration(self) -> PreparedDeclaration | None:
        """The declaration shown last (None while the one asked for is being made)."""
        return self.declarations.shown

    @property
    def play(self) -> PreparedPlay | None:
        """The play exercise shown last (None while the one asked for is being made)."""
        return self.plays.shown

    @property
    def question(self) -> CountingQuestion | None:
        """The counting quiz shown last."""
        return self.quizzes.shown

    @property
    def judging(self) -> bool:
        """Whether an exchange's verdict is being worked out."""
        return self.exchanges.judging

    @property
    def waiting_for_preparation(self) -> bool:
        """Whether the answer given waits for its exercise's preparation to end."""
        return self.exchanges.waiting

    @property
    def mining(self) -> bool:
        """Whether positions are being mined in the background."""
        return self.mining_on_demand.mining

    @property
    def notes(self) -> list[str]:
        """What reading the mined positions kept had to say (a damaged line, skipped)."""
        return self.mining_on_demand.notes

    def has_exercise(self) -> bool:
        """Whether an exercise of the current kind is shown (not one still being made)."""
        return bool(self.current.key)

    def exchange_range(self) -> tuple[int, int]:
        """The fewest and most cards the exchange shown lets the player discard."""
        if self.exchange is None:
            return (0, 0)
        return decision_for(self.exchange.position()).exchange_range or (0, 0)

    def is_prepared(self, key: str) -> bool:
        """Whether the worker has prepared the exchange ``key`` (its verdict is then quick)."""
        return self.exchanges.is_prepared(key)

    def kept_attempts(self) -> list[Attempt]:
        """The attempts kept; none, said once (``notice``), when the store cannot read them (a
        damaged library): practice goes on, its ratings from nothing this time."""
        try:
            return self.store.attempts()
        except LibraryError as exc:
            if not self._unread_said:
                self._unread_said = True
                self.notice.emit(attempts_unread_text(str(exc)))
            return []

    def ratings(self) -> dict[str, Rating]:
        """The training rating of each kind now, from the attempts kept."""
        return dict(current_ratings(self.kept_attempts(), self.now(), KINDS))

    def daily_done(self) -> bool:
        """Whether the exercise of the day has been tried today."""
        daily = self.source.daily(self.now().date())
        if daily is None:
            return True
        today = self.now().date()
        return any(a.exercise == daily[1] and a.when.date() == today for a in self.kept_attempts())

    # ------------------------------------------------------------------------------- asking
    def ask(self, kind: PracticeKind) -> None:
        """Show the next exercise of ``kind`` (``exerciseShown``, at once or when it is made)
        and prepare ahead."""
        self.kinds[kind].ask()

    def ask_daily(self) -> bool:
        """Show the exercise of the day; False when there is none."""
        daily = self.source.daily(self.now().date())
        if daily is None:
            return False
        kind, key = daily
        return self.kinds[kind].ask_for(key)

    # ------------------------------------------------------------------------------- answers
    def answer_exchange(self, discard: int) -> bool:
        """Judge ``discard`` for the exchange shown (``exchangeJudged`` follows); False when
        there is nothing to answer or it was answered already."""
        return self.exchanges.answer(discard)

    def answer_declaration(self, answer: Action) -> DeclarationOutcome | None:
        """Judge ``answer`` for the declaration shown, at once (``declarationJudged``)."""
        outcome = self.declarations.answer(answer)
        assert outcome is None or isinstance(outcome, DeclarationOutcome)
        return outcome

    def answer_play(self, card: int) -> PlayOutcome | None:
        """Judge ``card`` for the position shown, at once (``playJudged``), or give the
        engine's refusal of it (``playRefused``)."""
        outcome = self.plays.answer(card)
        assert outcome is None or isinstance(outcome, PlayOutcome)
        return outcome

    def answer_counting(self, given: str) -> CountingOutcome | None:
        """Check ``given`` against the engine's answer to the quiz shown."""
        return self.quizzes.answer(given)

    def consider_mining(self) -> None:
        """Mine more positions now if the rule asks for them (``controller.practice_mining``)."""
        self.mining_on_demand.consider()

    def close(self) -> None:
        """Ignore whatever is still being worked out (the window closed), and stop mining."""
        self.preparer.forget()
        self.judge.forget()
        self.mining_on_demand.close()
        self.exchanges.close()
        self.declarations.close()
        self.plays.close()

    # ------------------------------------------------------------------------------- the host
    def show(self, kind: PracticeKind, key: str, item: object) -> None:
        """A kind shows ``item`` (of id ``key``): it is the exercise shown from now."""
        self.current = Shown(kind, key, time.monotonic())
        self.exerciseShown.emit(kind, item)

    def waiting_for(self, kind: PracticeKind) -> None:
        """A kind makes the exercise asked for: nothing is shown until it is."""
        self.current = Shown(kind)

    def attempt_time(self) -> datetime:
        """When an attempt is made: the session's clock (tests set it)."""
        return self.now()

    def keep(self, attempt: Attempt) -> None:
        """Keep ``attempt`` and say the ratings again (or why it could not be kept)."""
        try:
            self.store.record_attempt(attempt)
        except LibraryError as exc:  # its text says why in words
            self.notKept.emit(str(exc))
            return
        self.attemptKept.emit(attempt)
        self.ratingsChanged.emit(self.ratings())
