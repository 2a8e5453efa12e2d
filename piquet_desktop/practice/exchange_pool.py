"""The exchange exercises the window chooses from: Cavendish's examples and the mined positions.

Why both in one pool: the player practises "the exchange", not a source; the book's examples
teach the classic discards, the positions mined from self-play (``mined_data``, the shipped
file) the hands where habit loses points at a real partie's score. Each is offered with a rating
on the same scale (``difficulty``: the book's shipped ratings, a mined position's from its
mining figures), so ``choosing`` picks among them near the player's rating alike. The positions
the window mines on demand (``mined_journal``) join the pool as they come (``ExchangePool.add``),
rated the same way; a fresh position a later file ships too is offered once.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cavendish import cavendish_exercises, cavendish_pool
from .choosing import ExerciseRef
from .difficulty import mined_rating
from .exchange_exercise import ExchangeExercise
from .mined_data import read_shipped
from .mined_exchange import KIND, MinedPosition

__all__ = ["ExchangePool", "exchange_pool", "mined_pool"]


def mined_pool(positions: Sequence[MinedPosition]) -> list[ExerciseRef]:
    """The mined positions as exercises to choose from, each rated from its mining figures."""
    return [ExerciseRef(KIND, p.exercise.key, mined_rating(p.gap, p.close)) for p in positions]


class ExchangePool:
    """The exchange exercises by id (``exercises``) and as refs to choose from (``refs``), the
    mined ones among them also in ``mined`` (what the mining rule looks at)."""

    def __init__(
        self,
        exercises: dict[str, ExchangeExercise],
        refs: list[ExerciseRef],
        mined: list[ExerciseRef] | None = None,
        shipped_last_seed: int = -1,
    ) -> None:
        self.exercises = exercises
        self.refs = refs
        self.mined = mined if mined is not None else []
        self.shipped_last_seed = shipped_last_seed  # the shipped file's (-1: none offered)

    def next_seed(self, after_seed: int | None = None) -> int:
        """The seed to mine next on demand: after ``after_seed`` (the last the window finished)
        or after the shipped file's last, whichever is later (``mined_data.next_fresh_seed``,
        without reading the file again: checking it against its schema takes most of a second
        on a loaded machine)."""
        last = self.shipped_last_seed
        return max(last, after_seed if after_seed is not None else last) + 1

    def add(self, positions: Sequence[MinedPosition]) -> list[ExerciseRef]:
        """Offer ``positions`` too (mined on demand); the refs of those not offered already."""
        new = [p for p in positions if p.exercise.key not in self.exercises]
        added = mined_pool(new)
        self.exercises.update((p.exercise.key, p.exercise) for p in new)
        self.refs += added
        self.mined += added
        return added


def exchange_pool(*, mined: bool = True) -> ExchangePool:
    """Cavendish's examples and (unless ``mined`` is False) the shipped mined positions."""
    book = cavendish_exercises()
    refs = cavendish_pool(book)
    pool = ExchangePool({e.key: e for e in book}, refs)
    if mined:
        shipped = read_shipped()
        pool.shipped_last_seed = shipped.last_seed
        pool.add(shipped.positions)
    return pool
