"""The training rating per kind of exercise, replayed from the attempts, and its history.

The lichess puzzle model: each attempt is a game of the player against the exercise, whose rating
is its difficulty (``difficulty``), and one Glicko-2 rating period (``glicko2.rate``). Between two
attempts the rating grows unsure with the days that passed (``glicko2.idle``, one period a day),
so a kind left for weeks moves faster again when it is taken up.

**The result of an attempt** (the game's score, 0 to 1) comes from the points it lost, on the
review's own marks (``ai.review.figures.THRESHOLDS``) so that practice and review agree on what
a loss is worth:

* a loss below ``FULL_CREDIT`` (2 points, the review's *inaccuracy*: about one trick, the
  smallest loss a player can see on the score sheet) scores 1: the answer is as good as the best
  for all a player can tell;
* a loss of ``NO_CREDIT`` or more (10 points, the review's *blunder*: the cards' ten, a
  quatorze, a pique) scores 0;
* between the two the score falls in a straight line (a mistake of 6 points scores 0.5), so an
  answer nearly right moves the rating less than one badly wrong.

A kind judged right or wrong (the counting quizzes) scores 1 or 0.

Nothing here names a kind: the ratings are kept for every kind the attempts hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from piquet_desktop.ai.review.figures import THRESHOLDS

from .attempts import Attempt
from .glicko2 import DEFAULT_RATING, Game, Rating, idle, rate

__all__ = [
    "EXERCISE_DEVIATION",
    "FULL_CREDIT",
    "NO_CREDIT",
    "RatingPoint",
    "current_ratings",
    "rating_histories",
    "rating_history",
    "rating_of",
    "result_of",
]

_MARKS = dict(THRESHOLDS)
FULL_CREDIT = _MARKS["inaccuracy"]
"""A loss below this many points is full credit (the review marks none)."""
NO_CREDIT = _MARKS["blunder"]
"""A loss of this many points or more is no credit (the review's blunder)."""

EXERCISE_DEVIATION = 100.0
"""The deviation given to an exercise's rating: its difficulty is an estimate, not a measure, so
an attempt against it counts a little less than one against a well-known opponent would."""

SECONDS_PER_PERIOD = 86_400.0
"""A rating period for the widening between attempts: one day."""


def result_of(attempt: Attempt) -> float:
    """The attempt's score as a game against the exercise (the module's notes say why)."""
    if attempt.loss is None:
        return 1.0 if attempt.correct else 0.0
    if attempt.loss < FULL_CREDIT:
        return 1.0
    if attempt.loss >= NO_CREDIT:
        return 0.0
    return (NO_CREDIT - attempt.loss) / (NO_CREDIT - FULL_CREDIT)


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The rating of a kind just after an attempt, for the statistics window's chart (the
    rating and, from its deviation, the band ``rating.interval()``)."""

    when: datetime
    rating: Rating
    attempt: str  # the attempt's id


def _in_order(attempts: Iterable[Attempt]) -> list[Attempt]:
    return sorted(attempts, key=lambda a: (a.when, a.id))


def rating_history(attempts: Iterable[Attempt], kind: str) -> list[RatingPoint]:
    """The kind's rating after each of its attempts, the earliest first (empty when none)."""
    history: list[RatingPoint] = []
    player = DEFAULT_RATING
    last: datetime | None = None
    for a in _in_order(x for x in attempts if x.kind == kind):
        if last is not None:
            player = idle(player, (a.when - last).total_seconds() / SECONDS_PER_PERIOD)
        opponent = Rating(a.exercise_rating, EXERCISE_DEVIATION)
        player = rate(player, [Game(opponent, result_of(a))])
        last = a.when
        history.append(RatingPoint(a.when, player, a.id))
    return history


def rating_histories(attempts: Sequence[Attempt]) -> dict[str, list[RatingPoint]]:
    """``rating_history`` of every kind the attempts hold, by kind."""
    return {kind: rating_history(attempts, kind) for kind in sorted({a.kind for a in attempts})}


def current_ratings(
    attempts: Sequence[Attempt], now: datetime, kinds: Iterable[str] = ()
) -> dict[str, Rating]:
    """Each kind's rating at ``now`` (widened by the days since its last attempt); a kind of
    ``kinds`` without attempts has the newcomer's rating."""
    out: Mapping[str, list[RatingPoint]] = rating_histories(attempts)
    ratings: dict[str, Rating] = dict.fromkeys(kinds, DEFAULT_RATING)
    for kind, history in out.items():
        last = history[-1]
        days = (now - last.when).total_seconds() / SECONDS_PER_PERIOD
        ratings[kind] = idle(last.rating, days)
    return ratings


def rating_of(attempts: Sequence[Attempt], kind: str, now: datetime) -> Rating:
    """The kind's rating at ``now`` (the newcomer's without attempts)."""
    return current_ratings(attempts, now, (kind,))[kind]
