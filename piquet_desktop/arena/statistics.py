"""The statistics that turn mirrored play into evidence: intervals and the pairing summaries.

A Student-t interval for mean margins (``mean_ci``), Wilson's for shares of pairs won, and the
summaries of a pairing's deal pairs and parties built from them. No SciPy: the t quantile is
computed here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

from piquet_desktop.arena.pairs import DealPairResult, PartieOutcome


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom (p in (0.5, 1)).

    Exact for one and two degrees of freedom; from three on the Cornish-Fisher expansion around
    the normal quantile (Abramowitz & Stegun 26.7.5), within 0.001 of the tables for p = 0.975
    from df = 4 and within 0.02 at df = 3. No SciPy needed for a confidence interval.
    """
    if not 0.5 < p < 1:
        raise ValueError(f"p must lie between 0.5 and 1, not {p}")
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    z = NormalDist().inv_cdf(p)
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


@dataclass(frozen=True, slots=True)
class MeanCI:
    """A sample mean with its standard deviation and two-sided confidence interval.

    ``low`` and ``high`` are None below two observations, where no interval exists.
    """

    n: int
    mean: float
    sd: float
    low: float | None
    high: float | None
    confidence: float = 0.95


def mean_ci(values: Sequence[float], confidence: float = 0.95) -> MeanCI:
    """The mean of ``values`` with a Student-t confidence interval (sample standard deviation).

    The t interval, not the normal one, so that the small runs tests and quick checks make are not
    overconfident; at 400 pairs the two differ by less than half a percent.
    """
    n = len(values)
    if n == 0:
        raise ValueError("no values: a mean needs at least one")
    mean = math.fsum(values) / n
    if n < 2:
        return MeanCI(n, mean, 0.0, None, None, confidence)
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
    half = t_quantile(0.5 + confidence / 2, n - 1) * sd / math.sqrt(n)
    return MeanCI(n, mean, sd, mean - half, mean + half, confidence)


def wilson_interval(successes: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson's score interval for a proportion: sensible even at 0% or 100% (unlike p ± z·se).

    ``successes`` may be fractional (ties counted as half a win).
    """
    if n <= 0:
        raise ValueError("an interval for a proportion needs at least one trial")
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie between 0 and {n}, not {successes}")
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class DealPairSummary:
    """A pairing's mirrored deal pairs from A's side: wins, ties, and the margin per pair."""

    pairs: int
    won: int
    lost: int
    tied: int
    share: float  # (won + tied / 2) / pairs
    share_low: float
    share_high: float
    mean: float  # A's net points per deal pair
    sd: float
    low: float | None
    high: float | None

    @classmethod
    def of(cls, results: Sequence[DealPairResult]) -> DealPairSummary:
        return cls.of_margins([r.margin for r in results])

    @classmethod
    def of_margins(cls, margins: Sequence[int]) -> DealPairSummary:
        """The summary of A's margins, one per pair (a tie counts as half a win)."""
        won = sum(m > 0 for m in margins)
        lost = sum(m < 0 for m in margins)
        tied = len(margins) - won - lost
        score = won + tied / 2
        low_share, high_share = wilson_interval(score, len(margins))
        ci = mean_ci(margins)
        return cls(
            len(margins), won, lost, tied, score / len(margins), low_share, high_share,
            ci.mean, ci.sd, ci.low, ci.high,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class PartieSummary:
    """A pairing's parties from A's side; the interval is over complete mirrored partie pairs."""

    parties: int
    pairs: int
    a_won: int
    b_won: int
    drawn: int
    a_score: int  # rubicon: A's margins won minus lost (au cent: game points difference)
    mean_pair_score: float | None  # A's score per mirrored partie pair
    low: float | None
    high: float | None
    a_rubicons: int  # rubicons A inflicted
    b_rubicons: int

    @classmethod
    def of(cls, outcomes: Sequence[PartieOutcome]) -> PartieSummary:
        by_seed: dict[int, list[int]] = {}
        for o in outcomes:
            by_seed.setdefault(o.seed, []).append(o.a_score)
        pair_scores = [sum(v) for v in by_seed.values() if len(v) == 2]
        ci = mean_ci(pair_scores) if pair_scores else None
        return cls(
            len(outcomes),
            len(pair_scores),
            sum(o.winner == "a" for o in outcomes),
            sum(o.winner == "b" for o in outcomes),
            sum(o.winner is None for o in outcomes),
            sum(o.a_score for o in outcomes),
            None if ci is None else ci.mean,
            None if ci is None else ci.low,
            None if ci is None else ci.high,
            sum(o.rubiconed == "b" for o in outcomes),
            sum(o.rubiconed == "a" for o in outcomes),
        )
