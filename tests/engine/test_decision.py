"""The turn: whose it is, what he is asked, and that the decision lists exactly the legal actions
(the exchange's discards enumerated once, in one order, for everyone)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from helpers import random_action

from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import cards_of, mask_of, parse_cards
from piquet_desktop.engine.decision import Decision, decision_for, legal_discards
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.rules import PRESETS, RUBICON


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def test_every_legal_discard_is_enumerated() -> None:
    hand = m("AS KS QS JS 10S AH KH QH AD KD AC KC")
    assert len(list(legal_discards(hand, 1, 5))) == 1585  # elder: 12 + 66 + 220 + 495 + 792
    assert len(list(legal_discards(hand, 1, 3))) == 298  # younger taking up to three
    assert list(legal_discards(hand, 0, 0)) == [0]  # au cent younger may take none
    assert all(not d & ~hand for d in legal_discards(hand, 1, 5))


def test_discards_come_fewest_cards_first_in_combination_order() -> None:
    hand = m("AS KS QS JS 10S AH KH QH AD KD AC KC")
    held = cards_of(hand)
    expected = [mask_of(c) for n in range(1, 4) for c in combinations(held, n)]
    assert list(legal_discards(hand, 1, 3)) == expected
    assert list(legal_discards(m("AS KS"), 1, 5)) == list(legal_discards(m("AS KS"), 1, 2))


@pytest.mark.parametrize("preset_name", list(PRESETS))
def test_a_decision_lists_exactly_the_engines_legal_actions(preset_name: str) -> None:
    """Outside the exchange the lists match; for the exchange the lazy enumeration does, in the
    engine's own order."""
    rules = PRESETS[preset_name]
    exchanges_checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = new_partie(rules)
        while not state.is_over:
            if state.phase == "deal":
                decision = decision_for(state)
                legal = state.legal_actions()
                if decision.kind == "exchange":
                    if exchanges_checked < 4:  # hundreds of discards: sample a few
                        exchanges_checked += 1
                        assert list(decision.iter_actions()) == legal
                    assert decision.count() == len(legal)
                else:
                    assert list(decision.actions) == legal
                assert all(decision.is_legal(a) for a in legal[:50])
            state.apply(random_action(state, rng))
    assert exchanges_checked == 4


def test_there_is_no_decision_while_chance_is_to_act() -> None:
    with pytest.raises(ValueError, match="no player is to act"):
        decision_for(new_partie(RUBICON))


def test_the_exchange_decision_accepts_any_discard_of_the_right_count_from_the_hand() -> None:
    hand = m("AS KS QS JS 10S 9S AH KH QH JH 10H 9H")
    decision = Decision(0, "exchange", (), (1, 5), hand)
    assert decision.forced is None and decision.count() == 1585
    assert decision.is_legal(Discard(m("AS")))
    assert not decision.is_legal(Discard(0)) and not decision.is_legal(Discard(m("AD")))
    assert not decision.is_legal(Discard(m("AS KS QS JS 10S 9S")))
    assert Decision(1, "exchange", (), (0, 0), hand).forced == Discard(0)
