"""Weighted draws of worlds turned into the sets of worlds the players use.

The sampler draws worlds with importance weights (their posterior over their proposal
probability). Systematic resampling turns them into equal-weight worlds with the least added
noise (one uniform number for all the draws, so every world is picked the floor or the ceiling of
its share); Kish's effective sample size says how many equal-weight worlds a weighted set is worth.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from piquet_desktop.ai.inference.hidden import World

#: A world while it is being drawn: his hand at the declarations, kept, discard, taken, the
#: talon's cards (a mask; ordered only when the world is returned) and the importance weight.
Particle = tuple[int, int, int, int, int, float]


def systematic(weights: Sequence[float], n: int, rng: random.Random) -> list[int]:
    """Indices of ``n`` draws by weight with one uniform number (systematic resampling): each
    item is picked the floor or ceiling of ``n`` times its share."""
    total = sum(weights)
    out: list[int] = []
    start = rng.random()
    i = 0
    acc = weights[0]
    for k in range(n):
        target = (start + k) / n * total
        while acc < target and i < len(weights) - 1:
            i += 1
            acc += weights[i]
        out.append(i)
    return out


def resample(worlds: Sequence[World], n: int, rng: random.Random) -> list[World]:
    """``n`` worlds drawn from ``worlds`` by weight (systematic resampling), each of weight 1/n:
    for consumers that want an unweighted list."""
    if not worlds or n <= 0:
        return []
    picked = systematic([w.weight for w in worlds], n, rng)
    out = []
    for i in picked:
        w = worlds[i]
        out.append(
            World(w.opponent_hand, w.opponent_dealt, w.opponent_discard, w.opponent_taken,
                  w.talon, 1.0 / n)
        )  # fmt: skip
    return out


def effective_sample_size(worlds: Sequence[World]) -> float:
    """Kish's effective sample size of weighted worlds: how many equal-weight worlds they are
    worth (n when the weights are equal, near 1 when one world dominates)."""
    total = sum(w.weight for w in worlds)
    squares = sum(w.weight * w.weight for w in worlds)
    return total * total / squares if squares else 0.0


__all__ = ["Particle", "effective_sample_size", "resample", "systematic"]
