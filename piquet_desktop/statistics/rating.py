"""The player's Elo, estimated from his parties against computer players of known rating.

The model is the Elo (Bradley-Terry) one the arena fits the levels with, a won partie scoring 1,
a drawn one 1/2 (as the arena counts a tie) and a lost one 0, with one correction: the levels'
ratings (``level_ratings.py``) measure mirrored deal pairs, where both players hold the same
cards and the luck of the deal cancels, and a partie is not mirrored, so the weaker player wins
parties more often than deal pairs. A player rated ``R`` scores against an opponent rated ``r``
with probability ``1 / (1 + 10 ** (-k (R - r) / 400))``, where ``k`` (``PARTIE_SCALE``, 0.525)
says how sharply parties separate players compared with deal pairs, fitted to the round
robin's own mirrored parties. The player's rating is then on the levels' scale: 1066 means as
strong as Club. Only the player's rating is estimated; the levels' are fixed.

Why a Bayesian estimate and not the maximum-likelihood one: a player's first parties are few and
often all won or all lost, and then the likelihood has no maximum (every win against Novice
says "stronger still"): the maximum-likelihood Elo is infinite and its standard error
meaningless exactly when a player looks first. A prior, a normal distribution over ratings,
keeps the estimate finite and honest: after a few parties it is mostly prior, wide, and says
so; after a few dozen the parties decide and the prior matters less and less. The posterior is
computed on a grid of ratings one Elo apart (the likelihood of one rating is one line of
arithmetic, so it is exact to the grid's step, with no approximation of its shape), and the
window shows its mean, its standard deviation and its central 95% interval.

The prior: centred on Casual (932), the middle of the five levels, with a standard deviation of
350, so that 95% of it spans about 250 to 1620: from well below Novice (833) to well above
Master (1271). A first partie won against Novice moves the estimate from 932 to about 1064,
with a standard deviation of about 317: one partie says little, and the interval says so.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from .facts import PartieFacts
from .level_ratings import LEVEL_RATINGS, PARTIE_SCALE

if TYPE_CHECKING:  # numpy is imported where the rating is computed, not with the window
    import numpy as np

ELO_SCALE = 400.0
_LN10 = math.log(10.0)


@dataclass(frozen=True, slots=True)
class RatingModel:
    """What is believed of a player's rating before any partie (a normal distribution of mean
    ``prior_mean`` and standard deviation ``prior_sd``) and how much one partie says
    (``partie_scale``: a partie's rating gap counts as ``partie_scale`` times a deal pair's)."""

    prior_mean: float = 932.0
    prior_sd: float = 350.0
    partie_scale: float = PARTIE_SCALE

    def __post_init__(self) -> None:
        if not self.prior_sd > 0:
            raise ValueError(
                f"the prior's standard deviation must be positive, not {self.prior_sd}"
            )
        if not self.partie_scale > 0:
            raise ValueError(f"the partie scale must be positive, not {self.partie_scale}")


MODEL = RatingModel()


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


def _grid(model: RatingModel) -> np.ndarray:
    """Ratings from 8 prior standard deviations below the prior's mean to 8 above, 1 apart:
    wide enough that no plausible run of results leaves posterior mass outside it."""
    import numpy as np  # here, not at the top: the window imports this package (docs/PERFORMANCE)

    half = math.ceil(8 * model.prior_sd)
    return np.arange(model.prior_mean - half, model.prior_mean + half + 1.0, 1.0)


def _log_likelihood(grid: np.ndarray, game: RatedGame, scale: float) -> np.ndarray:
    """log P(score | rating) for every rating of ``grid``, computed without overflow."""
    import numpy as np

    x = (grid - game.opponent_rating) * (scale * _LN10 / ELO_SCALE)
    log_win = -np.logaddexp(0.0, -x)
    log_loss = -np.logaddexp(0.0, x)
    return game.score * log_win + (1.0 - game.score) * log_loss


def _summary(
    grid: np.ndarray, log_post: np.ndarray, games: int, played_at: datetime | None
) -> RatingEstimate:
    import numpy as np

    weights = np.exp(log_post - log_post.max())
    weights /= weights.sum()
    mean = float(np.dot(weights, grid))
    sd = float(math.sqrt(max(float(np.dot(weights, (grid - mean) ** 2)), 0.0)))
    cdf = np.cumsum(weights)
    low = float(grid[int(np.searchsorted(cdf, 0.025))])
    high = float(grid[min(int(np.searchsorted(cdf, 0.975)), len(grid) - 1)])
    return RatingEstimate(mean, sd, low, high, games, played_at)


def _log_prior(grid: np.ndarray, model: RatingModel) -> np.ndarray:
    return -0.5 * ((grid - model.prior_mean) / model.prior_sd) ** 2


def estimate(games: Iterable[RatedGame], model: RatingModel = MODEL) -> RatingEstimate:
    """The player's rating after ``games`` (the prior itself when there are none)."""
    history = rating_history(games, model)
    if history:
        return history[-1]
    grid = _grid(model)
    return _summary(grid, _log_prior(grid, model), 0, None)


def rating_history(games: Iterable[RatedGame], model: RatingModel = MODEL) -> list[RatingEstimate]:
    """The estimate after each of ``games`` in turn (the order they were played): the rating's
    history, each point using every partie up to it."""
    grid = _grid(model)
    log_post = _log_prior(grid, model)
    out = []
    for n, game in enumerate(games, start=1):
        log_post = log_post + _log_likelihood(grid, game, model.partie_scale)
        out.append(_summary(grid, log_post, n, game.played_at))
    return out
