"""The dealer is fair: carte blanche turns up as often as the arithmetic says (1 in 1792.4).

A fixed seed keeps the test repeatable; the bound |z| < 4 fails about once in 16,000 runs for a
fair dealer and reliably for a dealer whose carte blanche rate is off by a third or more.
"""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb, sqrt

import pytest

from piquet_desktop.engine.actions import Cut
from piquet_desktop.engine.cards import FACE_MASK, card, pack
from piquet_desktop.engine.deal import deal_hands
from piquet_desktop.engine.partie import chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON

P_BLANK = Fraction(comb(20, 12), comb(32, 12))
DEALS = 100_000  # two hands each: 200,000 hands


def z_score(hits: int, trials: int, p: float) -> float:
    return (hits - trials * p) / sqrt(trials * p * (1 - p))


def test_the_bound_would_catch_a_biased_dealer() -> None:
    hands = 2 * DEALS
    fair = round(hands * float(P_BLANK))
    assert abs(z_score(fair, hands, float(P_BLANK))) < 1
    assert abs(z_score(round(fair * 1.4), hands, float(P_BLANK))) > 4
    assert abs(z_score(round(fair * 0.6), hands, float(P_BLANK))) > 4


@pytest.mark.slow
def test_carte_blanche_frequency_over_200000_dealt_hands_matches_1_in_1792() -> None:
    state = new_partie(RUBICON)
    state.apply(Cut((card(8, 0), card(1, 1))))  # seat 0 deals; the partie waits for a shuffle
    rng = random.Random(20240601)
    blanks = [0, 0]
    first_card = [0] * 36
    for _ in range(DEALS):
        order = chance_action(state, rng).order  # type: ignore[union-attr]
        hands, _ = deal_hands(order, 1, 2)
        blanks[0] += not hands[0] & FACE_MASK
        blanks[1] += not hands[1] & FACE_MASK
        first_card[order[0]] += 1
    p = float(P_BLANK)
    assert abs(z_score(blanks[0] + blanks[1], 2 * DEALS, p)) < 4, blanks
    for seat in (0, 1):
        assert abs(z_score(blanks[seat], DEALS, p)) < 4, blanks
    # and the top card of the pack is any of the 32 alike (chi-square, 31 degrees of freedom)
    expected = DEALS / 32
    chi2 = sum((first_card[x] - expected) ** 2 / expected for x in pack(32))
    assert chi2 < 31 + 4 * sqrt(62), chi2
