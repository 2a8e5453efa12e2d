"""Glicko-2 ratings for the training, as lichess rates its puzzles.

Why Glicko-2 rather than Elo: a player's rating in a kind of exercise starts unknown and is
practised in bursts. Glicko-2 keeps, beside the rating, its deviation (how unsure it is: wide for a
newcomer, narrowing with each attempt, widening again over weeks without practice) and a
volatility (how erratic the results are). Exercises are then chosen near the rating and the rating
moves fast while it is unsure and slowly once it is known — what lichess's puzzle trainer does.

Each attempt is one rating period with one game (the player against the exercise), the way
lichess applies it. The formulas are Glickman's ("Example of the Glicko-2 system", 2013, steps 1
to 8); ``tests/practice/test_glicko2.py`` checks them against that paper's worked example. The few
formulas are written here rather than taken from a package: the PyPI ones are unkept or bring
rating-system frameworks for a dozen lines of arithmetic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "DEFAULT_RATING",
    "PROVISIONAL_DEVIATION",
    "Game",
    "Rating",
    "expected_score",
    "idle",
    "rate",
]

SCALE = 173.7178
"""Glicko-2's conversion between the Glicko scale (1500, 350) and its own (0, 2.01)."""

TAU = 0.5
"""How fast the volatility may change. Glickman advises 0.3 to 1.2; 0.5 is his example's value
(and near what lichess uses), which the worked example needs."""

CONVERGENCE = 1e-6
"""The tolerance of the volatility's root-finding (Glickman's ε)."""

MAXIMUM_DEVIATION = 350.0
"""A newcomer's deviation; idleness never widens a rating beyond it."""


PROVISIONAL_DEVIATION = 110.0
"""Above this deviation a rating is provisional, as lichess marks it ("1954?"): a newcomer's
first attempts move it by hundreds of points, which reads as arbitrary unless it is said to be
unsettled."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating on the Glicko scale, with its deviation and volatility."""

    rating: float = 1500.0
    deviation: float = MAXIMUM_DEVIATION
    volatility: float = 0.06

    def interval(self) -> tuple[float, float]:
        """The 95% interval of the rating (two deviations either side), for a chart's band."""
        return self.rating - 2 * self.deviation, self.rating + 2 * self.deviation

    @property
    def provisional(self) -> bool:
        """Whether the rating is still unsettled (its deviation above the provisional one)."""
        return self.deviation > PROVISIONAL_DEVIATION


DEFAULT_RATING = Rating()


@dataclass(frozen=True, slots=True)
class Game:
    """One result against an opponent: ``score`` 1 a win, 0 a loss, anything between a part."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The score Glicko-2 expects of ``player`` against ``opponent`` (0 to 1)."""
    return _expected(
        (player.rating - 1500.0) / SCALE,
        (opponent.rating - 1500.0) / SCALE,
        opponent.deviation / SCALE,
    )


def idle(player: Rating, periods: float) -> Rating:
    """The rating after ``periods`` rating periods without a game: only the deviation widens.

    Step 6 of the algorithm alone, repeated; a fraction of a period is allowed, so that a rating
    practised after three days and one after three weeks grow unsure in proportion.
    """
    if periods <= 0:
        return player
    phi = player.deviation / SCALE
    widened = math.sqrt(phi * phi + periods * player.volatility * player.volatility) * SCALE
    return Rating(player.rating, min(widened, MAXIMUM_DEVIATION), player.volatility)


def _new_volatility(sigma: float, phi: float, v: float, delta: float) -> float:
    """Step 5: the volatility, by the Illinois algorithm on Glickman's function ``f``."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (TAU * TAU)

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        high = a - k * TAU
    f_low, f_high = f(low), f(high)
    while abs(high - low) > CONVERGENCE:
        middle = low + (low - high) * f_low / (f_high - f_low)
        f_middle = f(middle)
        if f_middle * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2.0
        high, f_high = middle, f_middle
    return math.exp(low / 2.0)


def rate(player: Rating, games: Sequence[Game]) -> Rating:
    """The player's rating after one rating period holding ``games`` (steps 1 to 8).

    With no games the period only widens the deviation (``idle`` of one period).
    """
    if not games:
        return idle(player, 1.0)
    for game in games:
        if not 0.0 <= game.score <= 1.0:
            raise ValueError(f"a game's score is between 0 and 1, not {game.score}")
    mu = (player.rating - 1500.0) / SCALE
    phi = player.deviation / SCALE
    weights: list[tuple[float, float, float]] = []  # g(phi_j), E, s_j
    for game in games:
        mu_j = (game.opponent.rating - 1500.0) / SCALE
        phi_j = game.opponent.deviation / SCALE
        weights.append((_g(phi_j), _expected(mu, mu_j, phi_j), game.score))
    v = 1.0 / sum(g * g * e * (1.0 - e) for g, e, _ in weights)
    improvement = sum(g * (s - e) for g, e, s in weights)
    sigma = _new_volatility(player.volatility, phi, v, v * improvement)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * improvement
    return Rating(
        mu_new * SCALE + 1500.0,
        min(phi_new * SCALE, MAXIMUM_DEVIATION),
        sigma,
    )
