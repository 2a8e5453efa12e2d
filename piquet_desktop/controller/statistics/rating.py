"""The player's Elo, estimated from his parties against computer players of known rating.

The model is the Elo (Bradley-Terry) one the arena fits the levels with: a player rated ``R``
scores against an opponent rated ``r`` with probability ``1 / (1 + 10 ** ((r - R) / 400))``, a
won partie scoring 1, a drawn one 1/2 (as the arena counts a tie) and a lost one 0. The
opponents' ratings are fixed (``level_ratings.py``): only the player's is estimated.

Why a Bayesian estimate and not the maximum-likelihood one: a player's first parties are few and
often all won or all lost, and then the likelihood has no maximum (every win against Novice
says "stronger still"): the maximum-likelihood Elo is infinite and its standard error
meaningless exactly when a player looks first. A prior, a normal distribution over ratings,
keeps the estimate finite and honest: after a few parties it is mostly prior, wide, and says
so; after a few dozen the parties decide and the prior hardly matters. The posterior is
computed on a grid of ratings one Elo apart (the likelihood of one rating is one line of
arithmetic, so it is exact to the grid's step, with no approximation of its shape), and the
window shows its mean, its standard deviation and its central 95% interval.

The prior: centred on Casual (951), the middle of the five levels, with a standard deviation of
350, so that 95% of it spans about 250 to 1650: from well below Novice (852) to well above
Master (1287). A first partie won against Novice moves the estimate from 951 to 1128, with a
standard deviation of 283: one partie says little, and the interval says so.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from .facts import PartieFacts
from .level_ratings import LEVEL_RATINGS

ELO_SCALE = 400.0
_LN10 = math.log(10.0)


@dataclass(frozen=True, slots=True)
class Prior:
    """What is believed of a player's rating before any partie: a normal distribution."""

    mean: float = 951.0
    sd: float = 350.0


PRIOR = Prior()


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One partie as the rating sees it: the opponent's rating and the player's score."""

    opponent_rating: float
    score: float  # 1 won, 0.5 drawn, 0 lost
    played_at: datetime | None = None

    def __post_init__(self) -> None:
        if not 0.0 <= self.score <= 1.0:
            raise ValueError(f"a partie scores between 0 and 1, not {self.score}")


@dataclass(frozen=True, slots=True)
class RatingEstimate:
    """The posterior's mean and standard deviation, its central 95% interval, and how many
    parties it is made of."""

    mean: float
    sd: float
    low: float
    high: float
    games: int
    played_at: datetime | None = None  # the last partie counted


_SCORES = {"won": 1.0, "drawn": 0.5, "lost": 0.0}


def rated_games(
    parties: Iterable[PartieFacts], ratings: Mapping[str, float] = LEVEL_RATINGS
) -> list[RatedGame]:
    """The parties that measure the player, oldest first: finished, not practice (he saw the
    opponent's hand), against an opponent whose rating is known."""
    games = []
    for p in sorted(parties, key=lambda f: f.played.played_at):
        if p.outcome not in _SCORES or p.practice or p.opponent not in ratings:
            continue
        games.append(RatedGame(ratings[p.opponent], _SCORES[p.outcome], p.played.played_at))
    return games


def _grid(prior: Prior) -> np.ndarray:
    """Ratings from 8 prior standard deviations below the prior's mean to 8 above, 1 apart:
    wide enough that no plausible run of results leaves posterior mass outside it."""
    half = math.ceil(8 * prior.sd)
    return np.arange(prior.mean - half, prior.mean + half + 1.0, 1.0)


def _log_likelihood(grid: np.ndarray, game: RatedGame) -> np.ndarray:
    """log P(score | rating) for every rating of ``grid``, computed without overflow."""
    x = (grid - game.opponent_rating) * (_LN10 / ELO_SCALE)
    log_win = -np.logaddexp(0.0, -x)
    log_loss = -np.logaddexp(0.0, x)
    return game.score * log_win + (1.0 - game.score) * log_loss


def _summary(
    grid: np.ndarray, log_post: np.ndarray, games: int, played_at: datetime | None
) -> RatingEstimate:
    weights = np.exp(log_post - log_post.max())
    weights /= weights.sum()
    mean = float(np.dot(weights, grid))
    sd = float(math.sqrt(max(float(np.dot(weights, (grid - mean) ** 2)), 0.0)))
    cdf = np.cumsum(weights)
    low = float(grid[int(np.searchsorted(cdf, 0.025))])
    high = float(grid[min(int(np.searchsorted(cdf, 0.975)), len(grid) - 1)])
    return RatingEstimate(mean, sd, low, high, games, played_at)


def _log_prior(grid: np.ndarray, prior: Prior) -> np.ndarray:
    if prior.sd <= 0:
        raise ValueError(f"the prior's standard deviation must be positive, not {prior.sd}")
    return -0.5 * ((grid - prior.mean) / prior.sd) ** 2


def estimate(games: Iterable[RatedGame], prior: Prior = PRIOR) -> RatingEstimate:
    """The player's rating after ``games`` (the prior itself when there are none)."""
    history = rating_history(games, prior)
    if history:
        return history[-1]
    grid = _grid(prior)
    return _summary(grid, _log_prior(grid, prior), 0, None)


def rating_history(games: Iterable[RatedGame], prior: Prior = PRIOR) -> list[RatingEstimate]:
    """The estimate after each of ``games`` in turn (the order they were played): the rating's
    history, each point using every partie up to it."""
    grid = _grid(prior)
    log_post = _log_prior(grid, prior)
    out = []
    for n, game in enumerate(games, start=1):
        log_post = log_post + _log_likelihood(grid, game)
        out.append(_summary(grid, log_post, n, game.played_at))
    return out
