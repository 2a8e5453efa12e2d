"""Mirrored play between computer players, and the statistics that turn it into evidence.

The arena's overview. The work is split by job: ``arena.pairs`` plays one mirrored deal pair or
partie from its seed, ``arena.statistics`` holds the intervals and the pairings' summaries,
``arena.runner`` runs a whole plan over processes with its cache. This module names them all
again, so that code importing ``arena.mirrored`` finds every part in one place.

A deal's score has a standard deviation of about 24 points, far more than the difference between
two decent players, so strength is only measurable when luck cancels. Two devices do that here:

* **Mirrored deal pairs.** One shuffle is played twice from one score situation: first with player
  A in seat 0 and B in seat 1, then with B in seat 0 and A in seat 1. The elder seat, the cards of
  each seat and the partie score of each seat are identical in both deals, so each player holds
  exactly the cards (and faces exactly the score) the other held. The pair's *margin* is A's net
  points (A's points minus B's) summed over the two deals; a pair is *won* when the margin is
  positive.
* **Mirrored parties.** A whole partie is played twice from one seed with the seats swapped. Chance
  never depends on the players, so every deal of the two parties starts with the same cards per
  seat (the parties drift apart only through the scores, and a tied partie's extra deals).

**Score context of a deal pair.** Deal pair ``i`` starts at deal ``d = 1 + i mod D`` of a partie
(``D`` the deals of a Rubicon partie, six by default), so every deal number is equally common and a
player that plays to the score (Master plays for the rubicon in the last deals) meets the situations
it meets in real parties. The first ``d - 1`` deals are played by two greedy players from a seed of
the pair's own; only then are the pair's cards shuffled. The prefix is played by a fixed baseline
rather than by A and B themselves so that the contexts cost little (a greedy deal takes about a
millisecond, a Master deal seconds) and are the same whoever plays the pair. ``context="fresh"``
plays every pair as deal 1 at 0-0 instead. The margin counts deal points only, whatever the score.

**Determinism.** Everything a pair or partie does derives from its seed: the pair's seed from
``(seed, pairing, index)`` by SHA-256 (``derive_seed``), the partie's from ``seed + i // 2`` (the
scheme ``piquet-arena`` has always used, so old records keep their seeds). Players are made fresh
for every deal (and every partie) so that no memory a player keeps can carry from one game into
the next, and results are collected by key, not by arrival. Results are therefore identical
whether they are computed in one process or spread over many (``run_arena(jobs=...)``).
"""

from __future__ import annotations

from piquet_desktop.arena.pairs import (
    CONTEXTS,
    Context,
    DealPairResult,
    PartieOutcome,
    PlayerFactory,
    PlayerStats,
    deal_number_for,
    deal_pair_start,
    derive_seed,
    mirrored_deal_states,
    pair_seed,
    partie_seed,
    play_arena_partie,
    play_from,
    play_mirrored_deal_pair,
)
from piquet_desktop.arena.runner import (
    ArenaPlan,
    ItemFailed,
    ItemKind,
    ItemResult,
    PairingResult,
    ResultCache,
    labels_for,
    round_robin,
    run_arena,
    run_item,
)
from piquet_desktop.arena.statistics import (
    DealPairSummary,
    MeanCI,
    PartieSummary,
    mean_ci,
    t_quantile,
    wilson_interval,
)

__all__ = [
    "CONTEXTS",
    "ArenaPlan",
    "Context",
    "DealPairResult",
    "DealPairSummary",
    "ItemFailed",
    "ItemKind",
    "ItemResult",
    "MeanCI",
    "PairingResult",
    "PartieOutcome",
    "PartieSummary",
    "PlayerFactory",
    "PlayerStats",
    "ResultCache",
    "deal_number_for",
    "deal_pair_start",
    "derive_seed",
    "labels_for",
    "mean_ci",
    "mirrored_deal_states",
    "pair_seed",
    "partie_seed",
    "play_arena_partie",
    "play_from",
    "play_mirrored_deal_pair",
    "round_robin",
    "run_arena",
    "run_item",
    "t_quantile",
    "wilson_interval",
]
