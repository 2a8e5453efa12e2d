"""When the practice window mines more exchange positions: the player has seen most of those
near his rating.

Why near his rating and not all of them: ``choosing`` offers a new exercise among the ones
nearest the player's rating, so what runs out for him is the positions near it, long before the
whole file (a player at 1500 meets the plainer positions and hardly ever one at 1900). Why "most"
and not "all": mining a seed takes minutes on a loaded machine (a few positions a seed, some of
them far from his rating), so it starts while a quarter of the nearest are still new to him, and
the new ones arrive before he runs out.

**The rule** (``wants_more``): among the ``NEAREST`` mined positions whose rating is closest to
the player's exchange rating (all of them when there are fewer), mine when at most
``UNTRIED_LEFT`` have never been tried. It is asked again after each seed mined, so mining goes
on while the rule holds and stops once enough new positions are near him. Missed positions
coming back (spaced repetition) do not count as new: they are practice already planned, not
fresh material.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .choosing import ExerciseRef

__all__ = ["NEAREST", "UNTRIED_LEFT", "wants_more"]

NEAREST = 20
"""How many mined positions nearest the player's rating the rule looks at."""

UNTRIED_LEFT = 5
"""Mining starts when no more of those than this are still untried (a quarter)."""


def wants_more(mined: Sequence[ExerciseRef], tried: Collection[str], rating: float) -> bool:
    """Whether to mine more positions, given the ``mined`` positions offered (shipped and mined
    before), the exercise ids the player ``tried``, and his exchange ``rating``."""
    nearest = sorted(mined, key=lambda r: (abs(r.rating - rating), r.exercise))[:NEAREST]
    untried = sum(1 for r in nearest if r.exercise not in tried)
    return untried <= UNTRIED_LEFT
