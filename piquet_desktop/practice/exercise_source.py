"""Where a practice session's exercises come from, and where its attempts go.

Why here, below the controller: choosing the next exercise (``practice.choosing`` over the
pools) and keeping attempts are plain values and rules, the same for the window, the tests and
the benchmarks; the session (``controller.practice_session``) only asks.

``PoolSource`` asks ``practice.choosing`` (a missed exercise due again, else one near the
player's rating) over the exchange pool (Cavendish's examples and the mined positions,
``practice.exchange_pool``), the declarations, the play and the counting quizzes; ``FixedOrder``
(tests, benchmarks) gives a list in turn. An ``AttemptStore`` keeps each attempt and the
positions mined on demand: the library, or ``AttemptsInMemory`` for tests and benchmarks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from typing import Literal, Protocol

from piquet_desktop.practice.attempts import Attempt
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.choosing import ExerciseRef, daily_exercise, next_exercise
from piquet_desktop.practice.counting import counting_pool
from piquet_desktop.practice.declaration_practice import declaration_pool, play_pool
from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.exchange_pool import exchange_pool
from piquet_desktop.practice.mined_exchange import MinedPosition
from piquet_desktop.practice.mined_journal import MinedRead
from piquet_desktop.practice.mining_rule import wants_more

__all__ = [
    "COUNTING_SEEDS",
    "KINDS",
    "AttemptStore",
    "AttemptsInMemory",
    "ExerciseSource",
    "FixedOrder",
    "MadeKind",
    "PoolSource",
    "PracticeKind",
]

PracticeKind = Literal["exchange", "declarations", "play", "counting"]
KINDS: tuple[PracticeKind, ...] = ("exchange", "declarations", "play", "counting")
MadeKind = Literal["declarations", "play"]
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
