"""Which exercise comes next, and the exercise of the day.

**The next exercise of a kind** (``next_exercise``), in this order:

1. a missed exercise that is due again (``repetition``), the most overdue first: what was got
   wrong is learnt before anything new;
2. else one never tried, near the player's rating for the kind: among the ``NEAREST`` whose
   rating is closest to his, one drawn at random, so two sessions do not run through the same
   list (the draw is seeded from the number of attempts, so it is reproducible in a test);
3. else (every exercise tried, none due) the one tried longest ago among those nearest his
   rating.

Exercises are offered as ``ExerciseRef`` (kind, id, rating): any kind's exercises, from any
source, are chosen the same way.

**The exercise of the day** (``daily_exercise``) is drawn from the date alone (a hash of it), so
every player with the same exercises meets the same one on the same day, whatever he has done
before, and the same player meets it again if he opens practice twice that day.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date, datetime

from .attempts import Attempt
from .repetition import due
from .training import rating_of

__all__ = ["NEAREST", "ExerciseRef", "daily_exercise", "next_exercise"]

NEAREST = 5
"""How many exercises nearest the player's rating the next one is drawn from."""


@dataclass(frozen=True, slots=True)
class ExerciseRef:
    """An exercise that can be offered: its kind, its stable id and its rating (difficulty)."""

    kind: str
    exercise: str
    rating: float


def next_exercise(
    kind: str,
    pool: Sequence[ExerciseRef],
    attempts: Sequence[Attempt],
    now: datetime,
    skip: Collection[str] = (),
) -> ExerciseRef | None:
    """The exercise of ``kind`` to offer next from ``pool`` (the module's notes say how), any
    of ``skip`` (exercise ids the player passed over, or the one being prepared) left out; None
    when the pool has none of that kind left."""
    offered = {e.exercise: e for e in pool if e.kind == kind and e.exercise not in skip}
    if not offered:
        return None
    for scheduled in due(attempts, now, kind):
        if scheduled.exercise in offered:
            return offered[scheduled.exercise]
    mine = [a for a in attempts if a.kind == kind]
    player = rating_of(mine, kind, now).rating
    last_tried: dict[str, datetime] = {}
    for a in mine:
        if a.exercise not in last_tried or a.when > last_tried[a.exercise]:
            last_tried[a.exercise] = a.when
    fresh = [e for e in offered.values() if e.exercise not in last_tried]
    if fresh:
        fresh.sort(key=lambda e: (abs(e.rating - player), _shuffled(e.exercise)))
        rng = random.Random(f"piquet-next:{kind}:{len(mine)}")
        return rng.choice(fresh[:NEAREST])
    near = sorted(offered.values(), key=lambda e: (abs(e.rating - player), _shuffled(e.exercise)))
    near = near[:NEAREST]
    return min(near, key=lambda e: (last_tried[e.exercise], e.exercise))


def _shuffled(exercise: str) -> bytes:
    """A fixed order among exercises of the same rating that mixes their sources: ordered by
    their ids, every untried play exercise nearest a newcomer's rating was an ``ending:`` one
    (all are unrated, and "ending:…" sorts before "single:…"), so the single-dummy positions
    were never offered until two hundred endings had been tried."""
    return hashlib.sha256(exercise.encode()).digest()


def daily_exercise(pool: Sequence[ExerciseRef], day: date) -> ExerciseRef | None:
    """The exercise of ``day``, the same for everyone with the same pool (None for an empty
    pool); the pool's order does not matter."""
    if not pool:
        return None
    ordered = sorted(pool, key=lambda e: (e.kind, e.exercise))
    digest = hashlib.sha256(f"piquet-daily:{day.isoformat()}".encode()).digest()
    return ordered[int.from_bytes(digest[:8], "big") % len(ordered)]
