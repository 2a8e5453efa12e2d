"""What the review says about one decision, and the marks it gives by the size of the loss.

The figures are in the deal's points, net for the reviewed seat (his points minus the
opponent's), because that is what a player can check on the score sheet; ``partie_loss`` gives
the same difference in the strongest level's partie terms (``PartieUtility``: the expected final
margin in Rubicon, the chance of winning times 400 in au cent), which is what the level plays
for and differs from the deal's points near the end of a partie.

**Marks.** A decision is marked only when its loss is both large enough to matter and larger
than its own noise:

* *inaccuracy* from 2 points: about one trick's worth (its lead point and the point for winning
  it), the smallest loss a player can see on the score sheet;
* *mistake* from 5 points: several tricks, or a small combination (a tierce, a trio);
* *blunder* from 10 points: the cards' ten, a carte blanche, a quatorze, or a pique in the
  making: a loss that often decides a deal;

and in every case only when the loss exceeds twice its standard error (``NOISE_FACTOR``): a
difference the sampled worlds cannot tell from zero is not held against the player. A decision
whose choice is the best one has a loss of exactly 0 and is never marked.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from piquet_desktop.ai.review.reasons import Reason
from piquet_desktop.engine.actions import Action, action_from_json, action_to_json
from piquet_desktop.engine.decision import DecisionKind
from piquet_desktop.engine.record import PartieRecord

Mark = Literal["inaccuracy", "mistake", "blunder"]

THRESHOLDS: tuple[tuple[Mark, float], ...] = (
    ("blunder", 10.0),
    ("mistake", 5.0),
    ("inaccuracy", 2.0),
)
"""The marks and the loss (deal points) from which each is given, the largest first."""

NOISE_FACTOR = 2.0
"""A loss is held against the player only above this many standard errors."""


def mark_for(loss: float, stderr: float) -> Mark | None:
    """The mark a loss earns (see the module's notes), None for none."""
    if loss <= 0.0 or loss <= NOISE_FACTOR * stderr:
        return None
    for mark, threshold in THRESHOLDS:
        if loss >= threshold:
            return mark
    return None


@dataclass(frozen=True, slots=True)
class PairedValues:
    """The chosen action's and the best action's values over the same worlds: their weighted
    means and the standard error of the mean of their paired difference."""

    chosen: float
    best: float
    stderr: float
    worlds: int


def paired(
    weights: Sequence[float], chosen: Sequence[float], best: Sequence[float]
) -> PairedValues:
    """Weighted means of ``chosen`` and ``best`` (one value per world) and the standard error of
    their difference, from the weighted spread of the per-world differences and the weights'
    effective number of worlds. Identical sequences give a difference of exactly 0."""
    total = sum(weights)
    n = len(weights)
    if n == 0 or total <= 0:
        return PairedValues(0.0, 0.0, 0.0, 0)
    w = [x / total for x in weights]
    mc = sum(a * b for a, b in zip(w, chosen, strict=True))
    mb = sum(a * b for a, b in zip(w, best, strict=True))
    diffs = [b - c for c, b in zip(chosen, best, strict=True)]
    md = sum(a * d for a, d in zip(w, diffs, strict=True))
    effective = 1.0 / sum(a * a for a in w)
    if n < 2 or effective <= 1.0:
        return PairedValues(mc, mb, 0.0, n)
    var = sum(a * (d - md) ** 2 for a, d in zip(w, diffs, strict=True))
    var *= effective / (effective - 1.0)  # the unbiased spread
    return PairedValues(mc, mb, math.sqrt(var / effective), n)


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of the reviewed seat.

    ``index`` is the action's place in the record's actions, ``deal`` the deal's number.
    ``best`` is the strongest level's choice (``chosen`` itself when the player's choice is
    the best); ``chosen_value`` and ``best_value`` the expected final net points of the deal for
    the seat after each (None for a carte blanche, valued by its own ten points only);
    ``loss = best_value - chosen_value`` in deal points (0 exactly when ``chosen == best``;
    it can be negative for an exchange, whose best is the level's own weighing, when the
    player's discard did better in the review's worlds), ``stderr`` its standard error over
    the ``worlds`` sampled worlds, ``partie_loss`` the same difference in partie terms.
    ``reason`` says, where a rule can name it, what the choice gave up.
    """

    index: int
    deal: int
    kind: DecisionKind
    chosen: Action
    best: Action
    chosen_value: float | None
    best_value: float | None
    loss: float
    stderr: float
    partie_loss: float | None
    worlds: int
    mark: Mark | None
    reason: Reason | None

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "deal": self.deal,
            "kind": self.kind,
            "chosen": action_to_json(self.chosen),
            "best": action_to_json(self.best),
            "chosen_value": _rounded(self.chosen_value),
            "best_value": _rounded(self.best_value),
            "loss": round(self.loss, 3),
            "stderr": round(self.stderr, 3),
            "partie_loss": _rounded(self.partie_loss),
            "worlds": self.worlds,
            "mark": self.mark,
            "reason": None if self.reason is None else self.reason.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DecisionReview:
        """The inverse of ``to_json`` for data the record's schema has checked."""
        return cls(
            index=int(data["index"]),
            deal=int(data["deal"]),
            kind=data["kind"],
            chosen=action_from_json(data["chosen"]),
            best=action_from_json(data["best"]),
            chosen_value=_float(data["chosen_value"]),
            best_value=_float(data["best_value"]),
            loss=float(data["loss"]),
            stderr=float(data["stderr"]),
            partie_loss=_float(data["partie_loss"]),
            worlds=int(data["worlds"]),
            mark=data["mark"],
            reason=Reason.from_json(data["reason"]),
        )


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def _float(value: Any) -> float | None:
    return None if value is None else float(value)


ANALYSIS_VERSION = 1
"""The version of the review's method: a stored analysis of another version is recomputed."""


@dataclass(frozen=True, slots=True)
class PartieReview:
    """The review of one seat's decisions in a partie: who made it (``level``, ``seed``,
    ``version`` of the method) and the rated decisions in the order they were made;
    ``actions`` is how many of the record's actions it covers (a partie reviewed before its
    end covers only the actions it had)."""

    seat: int
    level: str
    seed: int
    actions: int
    decisions: tuple[DecisionReview, ...]
    version: int = ANALYSIS_VERSION

    def made_for(self, seat: int, level: str, seed: int) -> bool:
        """Whether this is the review a request for ``seat``'s decisions by ``level`` with
        ``seed`` would make: one by another seat, level, seed or version of the method gives
        other figures, so it is neither shown for that request nor reused by it."""
        return (self.seat, self.level, self.seed, self.version) == (
            seat,
            level,
            seed,
            ANALYSIS_VERSION,
        )

    def covers(self, record: PartieRecord) -> bool:
        """Whether it rates every decision of ``record`` (not only those of an earlier moment)."""
        return self.actions == len(record.actions)

    @classmethod
    def stored_in(
        cls, record: PartieRecord, seat: int, level: str, seed: int
    ) -> PartieReview | None:
        """The review ``record`` carries if it is the one this request would make
        (``made_for``), else None; it may cover only an earlier moment of the partie
        (``covers`` says), whose decisions still hold (``review_partie``'s ``previous``)."""
        if record.analysis is None:
            return None
        review = cls.from_json(record.analysis)
        return review if review.made_for(seat, level, seed) else None

    def marked(self, deal: int | None = None) -> list[DecisionReview]:
        """The marked decisions (of ``deal`` only, if given), costliest first."""
        out = [d for d in self.decisions if d.mark is not None and deal in (None, d.deal)]
        return sorted(out, key=lambda d: (-d.loss, d.index))

    def total_loss(self, deal: int | None = None) -> float:
        """The points the seat's decisions lost, summed (negative losses count as none)."""
        return sum(max(d.loss, 0.0) for d in self.decisions if deal in (None, d.deal))

    def accuracy(self) -> float:
        """Mean points lost per rated decision (the statistics' accuracy)."""
        return self.total_loss() / len(self.decisions) if self.decisions else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "level": self.level,
            "seed": self.seed,
            "seat": self.seat,
            "actions": self.actions,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PartieReview:
        """A stored analysis (``PartieRecord.analysis``, checked by the record's schema)."""
        return cls(
            seat=int(data["seat"]),
            level=str(data["level"]),
            seed=int(data["seed"]),
            actions=int(data["actions"]),
            decisions=tuple(DecisionReview.from_json(d) for d in data["decisions"]),
            version=int(data["version"]),
        )


__all__ = [
    "ANALYSIS_VERSION",
    "NOISE_FACTOR",
    "THRESHOLDS",
    "DecisionReview",
    "Mark",
    "PairedValues",
    "PartieReview",
    "mark_for",
    "paired",
]
