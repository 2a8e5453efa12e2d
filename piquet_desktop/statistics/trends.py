"""The figures over time, one point per partie, for the charts.

Each partie gives its own point (its accuracy, its mean deal score) and the rating gives the
estimate after it; a single partie is noisy (a deal's score has a standard deviation of about 24
points), so each series also carries its running mean over the last ``WINDOW`` parties, which is
what a player should read as the trend.

Every point also carries its partie's number (1 for the first partie shown), and ``by_date``
says which of the two the charts should lay out along: a new player's first parties are often
played within an hour, and on a date axis they stand on one vertical line, their running mean a
scribble up and down it, twenty minutes of play in the middle of two empty days. So the charts
go by partie number until the parties were played on ``DATE_AXIS_DAYS`` different days, and by
date from then on, when the dates tell the player something.
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

DATE_AXIS_DAYS = 4
"""Different days of play from which the charts are drawn over dates rather than partie
numbers: fewer, and most of a date axis is empty days between a few clusters of points."""


@dataclass(frozen=True, slots=True)
class Series:
    """Points in time order: when, the value, and the running mean up to and including it, and
    the number of the point's partie among the parties shown (1 the first)."""

    times: tuple[datetime, ...]
    values: tuple[float, ...]
    running_mean: tuple[float, ...]
    numbers: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.numbers:  # a series made without numbers counts its own points
            object.__setattr__(self, "numbers", tuple(range(1, len(self.times) + 1)))
        if not len(self.times) == len(self.values) == len(self.running_mean) == len(self.numbers):
            raise ValueError("a series' times, values, means and numbers differ in length")

    def __len__(self) -> int:
        return len(self.times)


def series(
    points: Sequence[tuple[datetime, float]],
    window: int = WINDOW,
    numbers: Sequence[int] = (),
) -> Series:
    values = [v for _, v in points]
    means = [statistics.fmean(values[max(0, i + 1 - window) : i + 1]) for i in range(len(values))]
    return Series(tuple(t for t, _ in points), tuple(values), tuple(means), tuple(numbers))


@dataclass(frozen=True, slots=True)
class Trends:
    """The charts' data: accuracy, mean deal score and the rating, over time; the partie number
    of each rating, and whether the charts lay the parties out by date (``by_date``)."""

    accuracy: Series
    mean_deal_score: Series
    rating: tuple[RatingEstimate, ...]
    rating_numbers: tuple[int, ...] = ()
    by_date: bool = False
    parties: int = 0  # how many parties are shown: the last partie number


def days_played(parties: Sequence[PartieFacts]) -> int:
    """On how many different calendar days ``parties`` were played."""
    return len({p.played.played_at.date() for p in parties})


def trends(parties: Sequence[PartieFacts], model: RatingModel = MODEL) -> Trends:
    """The trends of ``parties`` (any order: they are sorted by when they were played)."""
    ordered = sorted(parties, key=lambda f: f.played.played_at)
    numbered = list(enumerate(ordered, start=1))
    accuracy: list[tuple[int, datetime, float]] = []
    for n, p in numbered:
        loss = p.played.mean_loss
        if loss is not None and p.played.rated_decisions > 0:
            accuracy.append((n, p.played.played_at, loss))
    scores = [
        (n, p.played.played_at, statistics.fmean(d.score for d in p.deals))
        for n, p in numbered
        if p.deals
    ]
    rated = [(n, p) for n, p in numbered if rated_games([p])]
    return Trends(
        series([(t, v) for _, t, v in accuracy], numbers=[n for n, *_ in accuracy]),
        series([(t, v) for _, t, v in scores], numbers=[n for n, *_ in scores]),
        tuple(rating_history(rated_games(p for _, p in rated), model)),
        tuple(n for n, _ in rated),
        days_played(ordered) >= DATE_AXIS_DAYS,
        len(ordered),
    )
