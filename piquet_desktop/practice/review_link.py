"""From a partie's review to practice: which kind of exercise the player lost most points in.

Why: the review tells a player where a partie was lost; practice is where he mends it. So the
review's decisions are grouped by the kind of exercise that trains them (``KIND_OF_DECISION``:
the exchange and the look at the talon train in the exchange exercises, the calls, answers and
carte blanche in the declarations, each card in the play) and the kind with the most points
lost is proposed ("your exchanges lost most: practise the exchange").

Only what the review holds against the player counts: a loss beyond its noise (twice its
standard error, ``NOISE_FACTOR``, as the review's marks), so a partie played well proposes
nothing rather than the kind that happened to have the largest noise. Below ``LEAST_WORTH``
points in all (the review's inaccuracy: a loss the score sheet cannot show) there is nothing to
propose either.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from piquet_desktop.ai.review.figures import NOISE_FACTOR, THRESHOLDS, DecisionReview

__all__ = ["KIND_OF_DECISION", "LEAST_WORTH", "PracticeAdvice", "lost_by_kind", "practice_advice"]

KIND_OF_DECISION: Mapping[str, str] = {
    "exchange": "exchange",
    "talon_choice": "exchange",
    "call": "declarations",
    "answer": "declarations",
    "carte_blanche": "declarations",
    "play": "play",
}
"""The kind of exercise that trains each kind of decision the review rates."""

LEAST_WORTH = dict(THRESHOLDS)["inaccuracy"]
"""The points lost in a kind below which no practice is proposed."""


def _held(d: DecisionReview) -> float:
    return d.loss if d.loss > 0 and d.loss > NOISE_FACTOR * d.stderr else 0.0


def lost_by_kind(decisions: Iterable[DecisionReview]) -> dict[str, float]:
    """The points the review holds against the player, by kind of exercise (every kind that
    trains a decision present, 0 where nothing was lost)."""
    out: dict[str, float] = {}
    for d in decisions:
        kind = KIND_OF_DECISION.get(d.kind)
        if kind is not None:
            out[kind] = out.get(kind, 0.0) + _held(d)
    return out


@dataclass(frozen=True, slots=True)
class PracticeAdvice:
    """The kind to practise, the points lost in it and in every kind."""

    kind: str
    points: float
    lost: Mapping[str, float]


def practice_advice(decisions: Iterable[DecisionReview]) -> PracticeAdvice | None:
    """The kind the player lost most points in (``review.decisions`` of one partie, or of
    several chained), None when no kind lost ``LEAST_WORTH`` points."""
    lost = lost_by_kind(decisions)
    if not lost:
        return None
    kind = max(sorted(lost), key=lambda k: lost[k])
    if lost[kind] < LEAST_WORTH:
        return None
    return PracticeAdvice(kind, lost[kind], lost)
