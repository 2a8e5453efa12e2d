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
from .mined_data import mined_exercises
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
    ) -> None:
        self.exercises = exercises
        self.refs = refs
        self.mined = mined if mined is not None else []

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
        pool.add(mined_exercises())
    return pool
