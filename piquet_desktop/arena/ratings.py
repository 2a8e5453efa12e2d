"""Ratings for players fitted over a round robin: one number per player on one scale.

Two fits, for two questions:

* **Bradley-Terry, on the Elo scale** (``fit_bradley_terry``): who beats whom how often. Player
  ``i`` has a strength ``g_i`` and wins a game against ``j`` with probability ``g_i / (g_i + g_j)``;
  the rating is ``400 log10 g_i``, so a 400-point gap means 10 to 1, the usual Elo reading. A game
  here is a mirrored deal pair (or a partie) and a tie counts half a win for each. The fit is the
  maximum-likelihood one, found by Hunter's minorisation-maximisation iteration (2004), which
  converges from any start on a connected comparison graph.
* **Points** (``fit_points``): how many points per mirrored pair one player gains over another,
  ``m_ij ≈ s_i - s_j``, fitted by least squares weighted by the number of pairs. Unlike win shares
  it keeps growing with the size of the wins, so it still separates players when one wins almost
  every pair.

Both are anchored: the anchor player (random play, when it is in the field) is 0 and everybody
else is measured from it. One player winning every game makes the plain maximum-likelihood rating
infinite, which happens in practice (Master against random play), so ``prior`` adds that many
virtual games per pairing, split evenly: a weak pull towards equality, negligible once a pairing
has a few hundred games, which keeps every rating finite.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

ELO_SCALE = 400.0


@dataclass(frozen=True, slots=True)
class Outcome:
    """What ``a`` scored against ``b`` over ``games`` games (a win 1, a tie 1/2, a loss 0)."""

    a: str
    b: str
    a_score: float
    games: int

    def __post_init__(self) -> None:
        if self.games < 0 or not 0 <= self.a_score <= self.games:
            raise ValueError(
                f"{self.a} vs {self.b}: a score of {self.a_score} "
                f"in {self.games} games is impossible"
            )
        if self.a == self.b:
            raise ValueError(f"a player cannot be rated against itself ({self.a})")


@dataclass(frozen=True, slots=True)
class Margin:
    """``a``'s mean points per game against ``b`` over ``games`` games (mirrored pairs)."""

    a: str
    b: str
    mean: float
    games: int


def _players(pairs: Iterable[tuple[str, str]], anchor: str | None) -> list[str]:
    names: list[str] = []
    for a, b in pairs:
        for n in (a, b):
            if n not in names:
                names.append(n)
    if names and anchor is not None and anchor not in names:
        raise ValueError(f"the anchor {anchor!r} played no game")
    return names


def _check_connected(names: list[str], edges: Iterable[tuple[str, str]]) -> None:
    """Ratings of players never linked by games cannot be compared: refuse rather than guess."""
    if not names:
        return
    neighbours: dict[str, set[str]] = {n: set() for n in names}
    for a, b in edges:
        neighbours[a].add(b)
        neighbours[b].add(a)
    seen = {names[0]}
    stack = [names[0]]
    while stack:
        for m in neighbours[stack.pop()] - seen:
            seen.add(m)
            stack.append(m)
    missing = [n for n in names if n not in seen]
    if missing:
        raise ValueError(
            f"no chain of games links {', '.join(missing)} to {names[0]}: cannot rate them together"
        )


def default_anchor(names: Sequence[str]) -> str:
    """Random play when it took part, otherwise the first player listed."""
    return "random" if "random" in names else names[0]


def fit_bradley_terry(
    outcomes: Sequence[Outcome],
    anchor: str | None = None,
    *,
    prior: float = 1.0,
    tolerance: float = 1e-10,
    max_iterations: int = 100_000,
) -> dict[str, float]:
    """Elo-scale Bradley-Terry ratings with ``anchor`` at 0 (default: ``default_anchor``).

    Games of one pairing listed several times (either way round) are pooled. ``prior`` virtual
    games per pairing, half won by each side, keep an unbeaten player's rating finite.
    """
    names = _players(((o.a, o.b) for o in outcomes if o.games), anchor)
    if not names:
        return {}
    anchor = anchor or default_anchor(names)
    _check_connected(names, ((o.a, o.b) for o in outcomes if o.games))
    index = {n: i for i, n in enumerate(names)}
    k = len(names)
    games = [[0.0] * k for _ in range(k)]
    wins = [0.0] * k
    for o in outcomes:
        if not o.games:
            continue
        i, j = index[o.a], index[o.b]
        games[i][j] += o.games
        games[j][i] += o.games
        wins[i] += o.a_score
        wins[j] += o.games - o.a_score
    for i in range(k):
        for j in range(k):
            if i != j and games[i][j]:
                games[i][j] += prior
                wins[i] += prior / 2
    strength = [1.0] * k
    for _ in range(max_iterations):
        new = []
        for i in range(k):
            denominator = sum(
                games[i][j] / (strength[i] + strength[j]) for j in range(k) if games[i][j]
            )
            new.append(wins[i] / denominator if denominator else strength[i])
        # Without a prior a winless player's strength goes to 0: keep it a tiny positive number
        # so the logarithm exists (its rating is then very low, which is the truth).
        new = [max(s, 1e-300) for s in new]
        scale = math.exp(sum(math.log(s) for s in new) / k)  # geometric mean 1: no drift
        new = [s / scale for s in new]
        change = max(abs(math.log(a) - math.log(b)) for a, b in zip(new, strength, strict=True))
        strength = new
        if change < tolerance:
            break
    base = math.log10(strength[index[anchor]])
    return {n: ELO_SCALE * (math.log10(strength[index[n]]) - base) for n in names}


def expected_score(rating_a: float, rating_b: float) -> float:
    """The share of games ``a`` is expected to win against ``b`` (Elo-scale ratings)."""
    return 1.0 / (1.0 + math.pow(10.0, (rating_b - rating_a) / ELO_SCALE))


def fit_points(
    margins: Sequence[Margin],
    anchor: str | None = None,
    *,
    tolerance: float = 1e-9,
    max_iterations: int = 100_000,
) -> dict[str, float]:
    """Per-player points ``s`` with ``s[a] - s[b] ≈ mean margin of a against b``, anchor 0.

    Weighted least squares (weights: games), solved by Gauss-Seidel sweeps: each player's value
    becomes the weighted mean of ``opponent's value + margin`` over its pairings, the anchor held
    at 0. With every pairing played (a round robin) and equal weights this is exactly each
    player's mean margin over the field, shifted to the anchor.
    """
    names = _players(((m.a, m.b) for m in margins if m.games), anchor)
    if not names:
        return {}
    anchor = anchor or default_anchor(names)
    _check_connected(names, ((m.a, m.b) for m in margins if m.games))
    links: dict[str, list[tuple[str, float, float]]] = {n: [] for n in names}
    for m in margins:
        if m.games:
            links[m.a].append((m.b, m.mean, m.games))
            links[m.b].append((m.a, -m.mean, m.games))
    value = dict.fromkeys(names, 0.0)
    for _ in range(max_iterations):
        change = 0.0
        for n in names:
            if n == anchor:
                continue
            weight = sum(w for _, _, w in links[n])
            new = sum(w * (value[o] + mean) for o, mean, w in links[n]) / weight
            change = max(change, abs(new - value[n]))
            value[n] = new
        if change < tolerance:
            break
    return value
