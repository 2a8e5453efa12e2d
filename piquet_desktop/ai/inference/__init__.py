"""What a seat can infer about the hidden cards, and a sampler of hidden deals consistent
with it."""

from .sampler import (
    DEFAULT_KEEP_MODEL,
    DEFAULT_MOVES,
    DEFAULT_OVERSAMPLE,
    DEFAULT_SOFT_EVIDENCE,
    ENUMERATION_LIMIT,
    HiddenCards,
    Inference,
    KeepModel,
    ReasonedKeepModel,
    SoftEvidence,
    UniformKeepModel,
    World,
    deal_order,
    effective_sample_size,
    hidden_cards,
    opponent_hand_candidates_count,
    resample,
    sample_worlds,
)

__all__ = [
    "DEFAULT_KEEP_MODEL",
    "DEFAULT_MOVES",
    "DEFAULT_OVERSAMPLE",
    "DEFAULT_SOFT_EVIDENCE",
    "ENUMERATION_LIMIT",
    "HiddenCards",
    "Inference",
    "KeepModel",
    "ReasonedKeepModel",
    "SoftEvidence",
    "UniformKeepModel",
    "World",
    "deal_order",
    "effective_sample_size",
    "hidden_cards",
    "opponent_hand_candidates_count",
    "resample",
    "sample_worlds",
]
