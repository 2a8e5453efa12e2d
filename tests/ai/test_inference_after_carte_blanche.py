"""From the fourth reckoning, younger's shown carte blanche decides how elder's call good against
the cards is reckoned (the engine judges it on younger's dealt hand and the cards he took): the
inference reads elder's scores the same way, so the real deal stays among younger's worlds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_desktop.ai.inference.evidence import DeclarationEvidence
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view
from tests.engine.builders import call, claim, discard, partie_state

ELDER_DEALT = "AH KH QH JH 10H KS QS KD QD JD KC QC"
YOUNGER_DEALT = "AS 10S 9S AD 10D 8D 7D AC 10C 8C 7C 9H"
TALON = "JS 7H 9D JC 9C 8H 8S 7S"


@pytest.mark.parametrize("reckoning", [3, 4])
def test_the_real_deal_meets_elders_scores_as_younger_reads_them(reckoning: int) -> None:
    state = partie_state(replace(RUBICON, reckoning=reckoning), ELDER_DEALT, YOUNGER_DEALT, TALON)
    state.apply(claim())
    state.apply(discard("KS QS KD KC QC"))
    state.apply(discard("7D"))
    state.apply(call("point", "AH KH QH JH 10H 7H"))
    state.apply(call("sequence", "AH KH QH"))
    deal = state.deal
    assert deal is not None
    elder_hand, elder_discard = deal.hands[0], deal.discards[0]
    younger = view(state, 1)
    evidence = DeclarationEvidence.read(younger, 0)
    assert evidence.allows(elder_hand)
    assert evidence.allows_discard(elder_hand, elder_discard, tuple(deal.talon))
