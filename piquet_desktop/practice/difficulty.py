"""An exercise's rating, from how hard its answer is to find, before anyone has tried it.

Lichess rates a puzzle by the players who tried it; a player alone with his own exercises has no
such crowd, so an exercise is graded from its own verdict, on the training ratings' scale
(``training``), by the two things that make a decision hard:

* **how far a plausible wrong choice loses** (``plausible_loss``): the smallest loss beyond full
  credit among the choices a player would naturally consider (for an exchange, the static
  judgement's natural discards and the book's). A natural choice that loses much is a trap that
  costs much, so the expected score against the exercise is low: the exercise is hard. When
  every natural choice is as good as the best, the loss is 0 and the exercise is easy;
* **how many candidates are close** (``close``): the choices within full credit of the best,
  the best included. Several right answers are easier to hit than one.

``graded_rating`` puts the two on the scale: 1300 for an exercise whose natural choices are all
right, 40 points more for each point a plausible wrong choice loses (up to 15 points: beyond,
a loss is a loss), 120 less for each right answer beyond the first, kept within 800 and 2300.
So a lone right answer beside a natural discard losing 10 points is rated 1700, about the
player the newcomer's 1500 meets a little above; one with three right answers and a natural
choice losing 3 points 1180.

The counting quizzes are rated by their question (``COUNTING_RATINGS``): who wins the point is
the first thing a beginner counts, whether a hand makes a repique needs the order of the
scores, and what each hand scores for point, sequence and set needs all the counting rules.

A mined exchange position is graded the same way from what its mining found (``mined_rating``):
the natural second choice's loss and the candidates close to the best.

A new kind of exercise grades itself with ``graded_rating`` from its own verdict, or gives any
rating of its own: the attempts keep the rating given, and nothing else reads how it was made.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .exchange_exercise import ExchangeVerdict
from .training import FULL_CREDIT

__all__ = [
    "COUNTING_RATINGS",
    "HIGHEST",
    "LOWEST",
    "counting_rating",
    "declaration_rating",
    "exchange_rating",
    "graded_rating",
    "mined_rating",
]

BASE = 1300.0
PER_POINT = 40.0
MOST_POINTS = 15.0
PER_CLOSE = 120.0
LOWEST = 800.0
HIGHEST = 2300.0

COUNTING_RATINGS: Mapping[str, float] = {"point": 900.0, "repique": 1100.0, "scores": 1300.0}
"""The counting quizzes' ratings by question (``counting.CountingKind``)."""


def graded_rating(plausible_loss: float, close: int) -> float:
    """The rating of an exercise whose most plausible wrong choice loses ``plausible_loss``
    points (0 when none is wrong) and which ``close`` answers get full credit in."""
    loss = min(max(plausible_loss, 0.0), MOST_POINTS)
    rating = BASE + PER_POINT * loss - PER_CLOSE * (max(close, 1) - 1)
    return min(max(rating, LOWEST), HIGHEST)


def _plausible_loss(losses: Iterable[float]) -> float:
    wrong = [loss for loss in losses if loss >= FULL_CREDIT]
    return min(wrong) if wrong else 0.0


def exchange_rating(verdict: ExchangeVerdict) -> float:
    """An exchange exercise's rating from its prepared verdict (the candidates judged before
    any answer; a player's own discard, judged only because he chose it, is left out, so the
    exercise's rating does not depend on who tried it)."""
    proposed = [c for c in verdict.candidates if c.sources - {"answer"}]
    close = sum(1 for c in proposed if c.loss < FULL_CREDIT)
    plausible = [c.loss for c in proposed if c.sources & {"natural", "book"}]
    if not plausible:
        plausible = [c.loss for c in proposed]
    return graded_rating(_plausible_loss(plausible), close)


def mined_rating(gap: float, close: int) -> float:
    """A mined exchange position's rating from what the mining found (``mined_exchange``):
    ``gap``, what the natural second choice loses against the best, is the plausible wrong
    choice's loss, and ``close``, the other candidates within full credit of the best, adds to
    the best's right answers. So a mined position sits on the same scale as Cavendish's examples,
    graded from the same two things, without preparing it again."""
    return graded_rating(gap, close + 1)


def declaration_rating(losses: Sequence[float]) -> float:
    """A declaration or play exercise's rating from every legal answer's loss (the prepared
    exercise's ``losses``, the best's first): every legal call or card is a choice a player
    may make, so all of them count as plausible, and those within full credit as right."""
    close = sum(1 for loss in losses if loss < FULL_CREDIT)
    return graded_rating(_plausible_loss(losses), close)


def counting_rating(question: str) -> float:
    """A counting quiz's rating by its question (a question not listed: the middle one's)."""
    return COUNTING_RATINGS.get(question, COUNTING_RATINGS["repique"])
