"""Fast estimates of what a deal is worth, and what a deal's score is worth to the partie."""

from .partie_utility import (
    DEAL_SCORES,
    PLAY_WEIGHTS,
    DealEstimate,
    DealScoreModel,
    Facts,
    PartieUtility,
    cash_run,
    declaration_scores,
    estimate_deal,
    expected_margin,
    hand_facts,
    play_estimate,
    play_features,
    reckon_facts,
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
