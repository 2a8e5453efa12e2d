"""The figures over time, one point per partie, for the charts.

Each partie gives its own point (its accuracy, its mean deal score) and the rating gives the
estimate after it; a single partie is noisy (a deal's score has a standard deviation of about 24
points), so each series also carries its running mean over the last ``WINDOW`` parties, which is
what a player should read as the trend.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from .facts import PartieFacts
from .rating import MODEL, RatingEstimate, RatingModel, rated_games, rating_history

WINDOW = 10
"""Parties in the running mean of a trend."""


@dataclass(frozen=True, slots=True)
class Series:
    """Points in time order: when, the value, and the running mean up to and including it."""

    times: tuple[datetime, ...]
    values: tuple[float, ...]
    running_mean: tuple[float, ...]

    def __len__(self) -> int:
        return len(self.times)


def series(points: Sequence[tuple[datetime, float]], window: int = WINDOW) -> Series:
    values = [v for _, v in points]
    means = [statistics.fmean(values[max(0, i + 1 - window) : i + 1]) for i in range(len(values))]
    return Series(tuple(t for t, _ in points), tuple(values), tuple(means))


@dataclass(frozen=True, slots=True)
class Trends:
    """The charts' data: accuracy, mean deal score and the rating, over time."""

    accuracy: Series
    mean_deal_score: Series
    rating: tuple[RatingEstimate, ...]


def trends(parties: Sequence[PartieFacts], model: RatingModel = MODEL) -> Trends:
    """The trends of ``parties`` (any order: they are sorted by when they were played)."""
    ordered = sorted(parties, key=lambda f: f.played.played_at)
    accuracy = [
        (p.played.played_at, p.played.mean_loss)
        for p in ordered
        if p.played.mean_loss is not None and p.played.rated_decisions > 0
    ]
    scores = [
        (p.played.played_at, statistics.fmean(d.score for d in p.deals)) for p in ordered if p.deals
    ]
    return Trends(
        series([(t, float(v)) for t, v in accuracy if v is not None]),
        series(scores),
        tuple(rating_history(rated_games(ordered), model)),
    )
