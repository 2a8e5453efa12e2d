"""RULES.md section 5: trick play, play points (Law 65) and the cards (Law 66)."""

from __future__ import annotations

import pytest
from builders import declaring, look, m, pass_declarations, play, scored

from piquet_desktop.engine.cards import card_str, parse_cards
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RUBICON, RuleSet


def deal_of(state: PartieState) -> DealState:
    assert state.deal is not None
    return state.deal


def to_play(rules: RuleSet, elder: str, younger: str) -> PartieState:
    """The hands as given, declarations passed in silence: only play scores follow."""
    state = declaring(rules, elder, younger)
    pass_declarations(state)
    return state


def play_out(state: PartieState, cards: str) -> None:
    """Play the cards in the order written; younger leaves the talon unseen."""
    for x in parse_cards(cards):
        state.apply(play(card_str(x)))
        if state.deal is not None and state.deal.phase == "talon_choice":
            state.apply(look(False))


def play_events(state: PartieState) -> list[tuple[int, str, int]]:
    events = state.results[-1].events if state.deal is None else deal_of(state).events()
    return [e for e in scored(events) if e[1] not in ("point", "sequence", "set")]


# Elder wins the first seven tricks with spades, younger the last five.
ELDER = "AS KS QS JS 10S 9S 8S 7H 8H 7D 8D 7C"
YOUNGER = "7S 9H 10H JH QH KH AH AD KD QD JD 10D"
SEVEN_FIVE = "AS 7S KS 10H QS JH JS QH 10S 10D 9S JD 8S QD 7H 9H KH 8H AH 7D AD 8D KD 7C"


def test_elder_leads_first_and_younger_must_follow_suit() -> None:
    state = to_play(RUBICON, ELDER, YOUNGER)
    d = deal_of(state)
    assert d.phase == "play" and d.to_act == 0 and d.legal_plays() == d.hands[0]
    play_out(state, "AS")
    assert d.to_act == 1 and d.legal_plays() == m("7S")
    before = (tuple(d.hands), d.lead_card, len(d.tricks), len(state.actions))
    with pytest.raises(IllegalActionError, match="must follow suit"):
        state.apply(play("10H"))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.apply(play("KS"))
    assert (tuple(d.hands), d.lead_card, len(d.tricks), len(state.actions)) == before


def test_a_player_void_in_the_suit_led_may_play_anything() -> None:
    state = to_play(RUBICON, ELDER, YOUNGER)
    play_out(state, "AS 7S KS")
    d = deal_of(state)
    assert d.legal_plays() == d.hands[1] == m(YOUNGER) & ~m("7S")


def test_the_highest_card_of_the_suit_led_wins_and_the_winner_leads() -> None:
    state = to_play(RUBICON, ELDER, YOUNGER)
    play_out(state, " ".join(SEVEN_FIVE.split()[:16]))  # eight tricks, the last 7H 9H
    d = deal_of(state)
    assert [t.winner for t in d.tricks] == [0] * 7 + [1]
    assert d.tricks[-1].lead == parse_cards("7H")[0] and d.tricks[-1].follow == parse_cards("9H")[0]
    assert d.to_act == 1 and d.leader == 1


def test_no_trumps_a_higher_card_of_another_suit_does_not_win() -> None:
    elder = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
    younger = "10H 9H 8H 7H AD KD QD JD AC KC QC JC"
    state = to_play(RUBICON, elder, younger)
    play_out(state, "7S AC")
    assert deal_of(state).tricks[0].winner == 0


def test_standard_play_points_lead_one_trick_won_on_opponents_lead_one_last_trick_one() -> None:
    state = to_play(RUBICON, ELDER, YOUNGER)
    play_out(state, SEVEN_FIVE)
    assert state.deal is None and len(state.results) == 1
    assert play_events(state) == [
        *[(0, "lead", 1)] * 8,
        (1, "trick", 1),  # the nine of hearts takes elder's seven
        *[(1, "lead", 1)] * 4,
        (1, "last_trick", 1),
        (0, "cards", 10),  # seven tricks to five
    ]
    assert state.results[0].totals == (18, 6)


def test_winning_your_own_lead_scores_only_the_lead() -> None:
    state = to_play(RUBICON, ELDER, YOUNGER)
    play_out(state, "AS 7S KS 10H")
    assert play_events(state) == [(0, "lead", 1), (0, "lead", 1)]


def test_tens_only_scores_leads_and_wins_only_with_a_ten_or_higher() -> None:
    state = to_play(RuleSet(trick_points="tens_only"), ELDER, YOUNGER)
    play_out(state, SEVEN_FIVE)
    assert play_events(state) == [
        *[(0, "lead", 1)] * 5,  # A K Q J 10 of spades; the 9, 8 and 7 led score nothing
        # the nine of hearts wins elder's seven but scores nothing
        *[(1, "lead", 1)] * 4,
        (1, "last_trick", 1),  # the last trick's point always counts
        (0, "cards", 10),
    ]


def test_ten_for_the_last_trick_option() -> None:
    state = to_play(RuleSet(last_trick_bonus=10), ELDER, YOUNGER)
    play_out(state, SEVEN_FIVE)
    assert (1, "last_trick", 10) in play_events(state)
    assert state.results[0].totals == (18, 15)


def test_six_tricks_each_scores_nothing_for_the_cards() -> None:
    elder = "AS KS QS JS 10S 9S 7H 8H 9H 7D 8D 9D"
    younger = "AH KH QH JH 10H AD KD QD JD 10D 8S 7S"
    state = to_play(RUBICON, elder, younger)
    d = deal_of(state)
    play_out(
        state,
        "AS 8S KS 7S QS 10H JS 10D 10S JH 9S JD 7H AH KH 8H QH 9H AD 7D KD 8D QD 9D",
    )
    events = play_events(state)
    assert d.tricks_won == [6, 6]
    assert all(kind not in ("cards", "capot") for _, kind, _ in events)
    assert events[-2:] == [(1, "lead", 1), (1, "last_trick", 1)]
    assert state.results[0].totals == (7, 7)


def test_capot_scores_forty_instead_of_ten() -> None:
    elder = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
    younger = "10H 9H 8H 7H AD KD QD JD AC KC QC JC"
    state = to_play(RUBICON, elder, younger)
    play_out(
        state,
        "AS AD KS KD QS QD JS JD 10S AC 9S KC 8S QC 7S JC AH 10H KH 9H QH 8H JH 7H",
    )
    assert play_events(state) == [*[(0, "lead", 1)] * 12, (0, "last_trick", 1), (0, "capot", 40)]


def test_the_cards_score_as_soon_as_the_seventh_trick_falls_with_that_option() -> None:
    state = to_play(RuleSet(cards_count_for_pique=True), ELDER, YOUNGER)
    play_out(state, SEVEN_FIVE)
    events = play_events(state)
    assert events[7] == (0, "cards", 10)  # right after the seventh trick, before the next lead
    assert events.count((0, "cards", 10)) == 1
    assert state.results[0].totals == (18, 6)


def test_capot_is_still_forty_in_all_with_that_option() -> None:
    elder = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
    younger = "10H 9H 8H 7H AD KD QD JD AC KC QC JC"
    state = to_play(RuleSet(cards_count_for_pique=True), elder, younger)
    play_out(
        state,
        "AS AD KS KD QS QD JS JD 10S AC 9S KC 8S QC 7S JC AH 10H KH 9H QH 8H JH 7H",
    )
    events = play_events(state)
    assert sum(p for _, kind, p in events if kind in ("cards", "capot")) == 40
    assert state.results[0].totals == (53, 0)


def test_nothing_can_be_played_once_the_deal_is_over() -> None:
    state = to_play(RUBICON, ELDER, YOUNGER)
    d = deal_of(state)
    play_out(state, SEVEN_FIVE)
    assert d.is_over and d.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        d.apply(play("AS"))
