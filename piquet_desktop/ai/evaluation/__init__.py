"""Fast estimates of what a deal is worth, and what a deal's score is worth to the partie.

Two jobs, one module each: ``deal_estimates`` judges a sampled deal from both final hands
(declarations exactly, the trick play by a calibrated linear model, pique by the leader's cash
run); ``partie_utility`` turns the deal's two scores into what they are worth at the end of the
partie (``PartieUtility``: playing to the score). A package rather than two top-level modules so
that ``from piquet_desktop.ai.evaluation import ...`` stays the one way in for the levels, the
advice and the benchmarks: the names below are its interface.
"""

from piquet_desktop.ai.evaluation.deal_estimates import (
    PLAY_WEIGHTS,
    DealEstimate,
    Facts,
    cash_run,
    declaration_scores,
    estimate_deal,
    hand_facts,
    play_estimate,
    play_features,
    reckon_facts,
)
from piquet_desktop.ai.evaluation.partie_utility import (
    DEAL_SCORES,
    DealScoreModel,
    PartieUtility,
    expected_margin,
    rubicon_margin,
)

__all__ = [
    "DEAL_SCORES",
    "PLAY_WEIGHTS",
    "DealEstimate",
    "DealScoreModel",
    "Facts",
    "PartieUtility",
    "cash_run",
    "declaration_scores",
    "estimate_deal",
    "expected_margin",
    "hand_facts",
    "play_estimate",
    "play_features",
    "reckon_facts",
    "rubicon_margin",
]
