"""RULES.md section 3: the exchange (Laws 21, 22, 34, 36, 45)."""

from __future__ import annotations

from math import comb

import pytest
from builders import discard, look, m, partie_state, pass_declarations, play

from piquet_desktop.engine.actions import Discard, LookAtTalon
from piquet_desktop.engine.cards import parse_cards
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.view import view

ELDER = "AS KS QS JS 10S 9S AH KH QH AD AC 7C"
YOUNGER = "8S 7S JH 10H 9H KD QD JD KC QC JC 10C"
TALON = "7H 8H 7D 8D 9D 10D 8C 9C"


def start(rules: RuleSet = RUBICON) -> PartieState:
    return partie_state(rules, ELDER, YOUNGER, TALON)


def deal_of(state: PartieState) -> DealState:
    assert state.deal is not None
    return state.deal


def snapshot(state: PartieState) -> tuple[object, ...]:
    d = deal_of(state)
    return (
        d.phase,
        d.to_act,
        tuple(d.hands),
        tuple(d.talon),
        tuple(d.discards),
        tuple(d.taken),
        tuple(d.seen_talon),
        d.talon_looked,
        len(state.actions),
    )


def refused(state: PartieState, action: object, message: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=message):
        state.apply(action)  # type: ignore[arg-type]
    assert snapshot(state) == before


def test_elder_discards_one_to_five() -> None:
    state = start()
    assert deal_of(state).exchange_range() == (1, 5)
    discards = state.legal_actions()
    assert len(discards) == sum(comb(12, n) for n in range(1, 6))
    assert {a.cards.bit_count() for a in discards if isinstance(a, Discard)} == {1, 2, 3, 4, 5}
    refused(state, Discard(0), "1 to 5 cards")
    refused(state, discard("AS KS QS JS 10S 9S"), "1 to 5 cards")
    refused(state, discard("7H"), "not in your hand")


def test_elder_discards_one_to_seven_with_36_cards() -> None:
    elder = "AS KS QS JS 10S 9S AH KH QH AD AC 7C"
    younger = "8S 7S JH 10H 9H KD QD JD KC QC JC 10C"
    state = partie_state(THIRTY_SIX, elder, younger)
    assert deal_of(state).exchange_range() == (1, 7)
    state.apply(discard("9S AH KH QH AD AC 7C"))
    assert deal_of(state).taken[0] is not None and deal_of(state).taken[0].bit_count() == 7
    # younger may take all five left (au cent: he need not take any)
    assert deal_of(state).exchange_range() == (0, 5)


def test_elder_takes_from_the_top_of_the_talon() -> None:
    state = start()
    state.apply(discard("AD AC 7C"))
    d = deal_of(state)
    assert d.discards[0] == m("AD AC 7C")
    assert d.taken[0] == m("7H 8H 7D")
    assert d.hands[0] == m(ELDER) & ~m("AD AC 7C") | m("7H 8H 7D")
    assert d.talon == parse_cards("8D 9D 10D 8C 9C")


def test_younger_must_take_at_least_one_in_rubicon() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH KH"))
    d = deal_of(state)
    assert d.phase == "younger_discard" and d.exchange_range() == (1, 3)
    refused(state, Discard(0), "1 to 3 cards")
    refused(state, discard("8S 7S 10C KC"), "1 to 3 cards")
    state.apply(discard("8S 7S 10C"))
    assert d.taken[1] == m("10D 8C 9C") and d.talon == []


def test_younger_need_not_exchange_under_au_cent() -> None:
    state = start(AU_CENT)
    state.apply(discard("AD AC 7C QH KH"))
    d = deal_of(state)
    assert d.exchange_range() == (0, 3)
    assert Discard(0) in state.legal_actions()
    state.apply(Discard(0))
    assert d.phase == "declare" and d.taken[1] == 0 and d.hands[1] == m(YOUNGER)
    assert str(Discard(0)) == "take no cards"


def test_younger_may_take_all_that_elder_left() -> None:
    state = start()
    state.apply(discard("AD AC 7C"))
    d = deal_of(state)
    assert d.exchange_range() == (1, 5)
    state.apply(discard("8S 7S 10C KC QC"))
    # the two cards of elder's portion he left come first
    assert d.taken[1] == m("8D 9D 10D 8C 9C")


def test_elder_taking_fewer_sees_the_cards_he_left_and_only_he() -> None:
    state = start()
    state.apply(discard("AD AC 7C"))
    d = deal_of(state)
    assert d.seen_talon == [m("8D 9D"), 0]
    assert view(state, 0).seen_talon == m("8D 9D")
    assert view(state, 1).seen_talon == 0
    state.apply(discard("8S"))
    # they stayed on top for younger, who took the first of them
    assert d.taken[1] == m("8D")
    assert view(state, 0).seen_talon == m("8D 9D")


def test_elder_taking_all_five_sees_nothing_more() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH KH"))
    assert deal_of(state).seen_talon == [0, 0]


def test_the_talon_choice_comes_at_elders_first_lead() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH KH"))
    state.apply(discard("10C"))
    pass_declarations(state)
    d = deal_of(state)
    assert d.phase == "play" and d.to_act == 0
    refused(state, look(), "not possible now")
    state.apply(play("AS"))
    assert d.phase == "talon_choice" and d.to_act == 1
    assert state.legal_actions() == [LookAtTalon(True), LookAtTalon(False)]
    refused(state, play("8S"), "not possible now")


def test_if_younger_looks_both_see_the_cards_left() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH KH"))
    state.apply(discard("10C"))
    pass_declarations(state)
    state.apply(play("AS"))
    state.apply(look(True))
    d = deal_of(state)
    assert d.talon_looked is True and d.phase == "play" and d.to_act == 1
    assert view(state, 0).seen_talon == view(state, 1).seen_talon == m("8C 9C")


def test_if_younger_does_not_look_nobody_sees_them() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH"))  # elder leaves 9D and sees it
    state.apply(discard("10C"))  # younger takes 9D and leaves 10D 8C 9C
    pass_declarations(state)
    state.apply(play("AS"))
    state.apply(look(False))
    d = deal_of(state)
    assert d.talon_looked is False
    assert view(state, 1).seen_talon == 0
    assert view(state, 0).seen_talon == m("9D")
    assert d.talon == parse_cards("10D 8C 9C")


def test_no_talon_choice_when_nothing_is_left() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH KH"))
    state.apply(discard("8S 7S 10C"))
    pass_declarations(state)
    state.apply(play("AS"))
    d = deal_of(state)
    assert d.phase == "play" and d.to_act == 1 and d.talon_looked is None


def test_each_sees_his_own_discard_never_the_opponents() -> None:
    state = start()
    state.apply(discard("AD AC 7C QH KH"))
    state.apply(discard("8S 7S 10C"))
    assert view(state, 0).discard == m("AD AC 7C QH KH")
    assert view(state, 1).discard == m("8S 7S 10C")
    assert view(state, 1).known_cards() & m("AD AC 7C QH KH") == 0
    assert view(state, 0).known_cards() & m("8S 7S 10C") == 0
    # how many each took is public
    assert view(state, 0).took == view(state, 1).took == (5, 3)


def test_only_the_player_to_act_is_offered_an_exchange_range() -> None:
    state = start()
    assert view(state, 0).exchange_range == (1, 5)
    assert view(state, 1).exchange_range is None
