"""RULES.md section 6: pique and repique, with every example the section gives."""

from __future__ import annotations

from dataclasses import replace

from builders import answer, call, declaring, look, pass_declarations, play, scored, sink

from piquet_desktop.engine.cards import card_str, parse_cards
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RUBICON, RuleSet


def play_out(state: PartieState, cards: str) -> None:
    for x in parse_cards(cards):
        state.apply(play(card_str(x)))
        if state.deal is not None and state.deal.phase == "talon_choice":
            state.apply(look(False))


def events_of(state: PartieState) -> list[tuple[int, str, int]]:
    events = state.results[-1].events if state.deal is None else state.deal.events()
    return scored(events)


def bonuses(state: PartieState) -> list[tuple[int, str, int]]:
    return [e for e in events_of(state) if e[1] in ("pique", "repique")]


def test_elder_winning_point_and_sequence_for_30_repiques_although_younger_wins_the_sets() -> None:
    elder = "AS KS QS JS 10S 9S 8S 7S 10H 9H 8H 7H"
    younger = "AH AD AC KH QH JH KD QD JD KC QC JC"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S 9S 8S 7S"))
    state.apply(call("sequence", "AS KS QS JS 10S 9S 8S 7S"))
    # elder holds no set; younger calls his aces (and scores all four trios)
    state.apply(call("set", "AH AD AC"))
    play_out(state, "AS")
    assert events_of(state) == [
        (0, "point", 8),
        (0, "sequence", 18),
        (0, "sequence", 4),
        (0, "repique", 60),  # 30 before the sets reckon
        (1, "set", 3),
        (1, "set", 3),
        (1, "set", 3),
        (1, "set", 3),
        (0, "lead", 1),
    ]


def test_younger_winning_the_point_stops_elders_32_from_sequences_and_sets() -> None:
    elder = "AS KS QS JS 10S AH AD AC KH KD 7H 7D"
    younger = "KC QC 10C 9C 8C 7C QH JH 9H 8H QD JD"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(answer("not_good"))  # six clubs
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "AS AH AD AC"))
    play_out(state, "AS")
    assert events_of(state) == [
        (1, "point", 6),
        (0, "sequence", 15),
        (0, "set", 14),
        (0, "set", 3),
        (0, "lead", 1),
    ]
    assert bonuses(state) == []


def test_an_equal_point_shields_nobody() -> None:
    elder = "KS QS JS 10S 9S AD KD QD JD JH JC KC"  # 49 in spades
    younger = "AH KH QH 10H 8H AS 8S 7S 10D 9D AC QC"  # 49 in hearts
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "KS QS JS 10S 9S"))
    state.apply(answer("equal"))
    state.apply(answer("equal"))
    state.apply(call("sequence", "KS QS JS 10S 9S"))
    state.apply(call("set", "JS JH JD JC"))
    play_out(state, "KS")
    assert events_of(state) == [
        (0, "sequence", 15),
        (0, "sequence", 4),
        (0, "set", 14),
        (0, "repique", 60),
        (0, "set", 3),
        (0, "lead", 1),
    ]


# Elder: quint major (5 + 15), tierce 9-7 of clubs (3), trios of aces and kings (3 + 3): 29.
PIQUE_ELDER = "AS KS QS JS 10S AH AD KH KD 9C 8C 7C"
PIQUE_YOUNGER = "QH JH 10H 9H QD JD 10D 9D AC KC QC JC"


def test_elder_piques_when_his_first_lead_reaches_thirty() -> None:
    state = declaring(RUBICON, PIQUE_ELDER, PIQUE_YOUNGER)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "AS AH AD"))
    play_out(state, "AS")
    assert events_of(state) == [
        (0, "point", 5),
        (0, "sequence", 15),
        (0, "sequence", 3),
        (0, "set", 3),
        (0, "set", 3),
        (0, "lead", 1),
        (0, "pique", 30),
    ]


def test_no_pique_once_younger_has_scored_in_play() -> None:
    # Without the option good_against_the_cards: the kings, good against the cards here, would
    # let elder reckon his aces too.
    state = declaring(replace(RUBICON, good_against_the_cards=False), PIQUE_ELDER, PIQUE_YOUNGER)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "KS KH KD"))  # calling less: the aces cannot be reckoned now
    assert [e[2] for e in events_of(state)] == [5, 15, 3, 3]  # 26
    play_out(state, "9C AC")  # 27; younger wins the trick
    while state.deal is not None:  # play on, always the highest card allowed
        play_out(state, card_str(state.deal.legal_plays().bit_length() - 1))
    assert state.results[0].totals[0] >= 30  # elder passed 30, but after younger had scored
    assert bonuses(state) == []


def test_younger_repiques_with_thirty_in_hand_before_elders_first_lead_scores() -> None:
    elder = "KH QH JH 10H KD QD JD 10D KC QC JC 10C"
    younger = "AS KS QS JS 10S AH 9H 7H AD 8D AC 7C"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "KH QH JH 10H"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "KH QH JH 10H"))
    state.apply(answer("not_good"))
    state.apply(call("set", "KH KD KC"))
    state.apply(answer("not_good"))
    play_out(state, "KH")
    assert events_of(state) == [
        (1, "point", 5),
        (1, "sequence", 15),
        (1, "set", 14),
        (1, "repique", 60),
        (0, "lead", 1),
    ]


def test_capot_never_counts_towards_pique() -> None:
    elder = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH"
    younger = "10H 9H 8H 7H AD KD QD JD AC KC QC JC"
    state = declaring(RUBICON, elder, younger)
    pass_declarations(state)
    play_out(state, "AS AD KS KD QS QD JS JD 10S AC 9S KC 8S QC 7S JC AH 10H KH 9H QH 8H JH 7H")
    assert state.results[0].totals == (53, 0)
    assert bonuses(state) == []


# Elder sinks the point and sets, scores only his quint (15) and wins the first seven tricks.
CARDS_ELDER = "AS KS QS JS 10S AH 9H 8H AD 9D 8D 7C"
CARDS_YOUNGER = "KH QH JH 10H KD QD JD 10D 9S 8S 7S KC"
CARDS_PLAY = "AS 7S KS 8S QS 9S JS KC 10S QD AH 10H AD 10D 9H KH QH 8H JH 9D KD 8D JD 7C"


def quint_only(rules: RuleSet) -> PartieState:
    state = declaring(rules, CARDS_ELDER, CARDS_YOUNGER)
    state.apply(sink("point"))
    state.apply(sink("point"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(sink("set"))
    state.apply(sink("set"))
    return state


def test_the_cards_do_not_count_towards_pique_by_default() -> None:
    state = quint_only(RUBICON)
    play_out(state, CARDS_PLAY)
    assert bonuses(state) == []
    assert events_of(state)[8:10] == [(0, "lead", 1), (1, "trick", 1)]  # 23 for elder, then 1


def test_option_the_cards_count_for_pique_the_moment_the_seventh_trick_falls() -> None:
    state = quint_only(RuleSet(cards_count_for_pique=True))
    play_out(state, CARDS_PLAY)
    assert events_of(state)[:10] == [
        (0, "sequence", 15),
        *[(0, "lead", 1)] * 7,
        (0, "cards", 10),
        (0, "pique", 30),
    ]


# Younger: point 5, quint 15 and three aces (23); elder has nothing and leads a seven.
TENS_ELDER = "KH QH JH 10H 7H KD QD JD 10D 7D 9S 8S"
TENS_YOUNGER = "AS KS QS JS 10S AH AD 9H 9D 8H 8D 9C"
TENS_PLAY = "7H AH AS 8S KS 9S QS 7D JS 10D 10S 10H AD KD"


def younger_wins_the_hand(rules: RuleSet) -> PartieState:
    state = declaring(rules, TENS_ELDER, TENS_YOUNGER)
    state.apply(call("point", "KH QH JH 10H 7H"))
    state.apply(answer("equal"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "KH QH JH 10H"))
    state.apply(answer("not_good"))
    state.apply(call("set", "AS AH AD"))
    return state


def test_under_tens_only_younger_can_pique() -> None:
    state = younger_wins_the_hand(RuleSet(trick_points="tens_only"))
    play_out(state, TENS_PLAY)
    assert events_of(state) == [
        (1, "point", 5),
        (1, "sequence", 15),
        (1, "set", 3),
        # elder's seven led scores nothing
        (1, "trick", 1),
        *[(1, "lead", 1)] * 6,
        (1, "pique", 30),
    ]


def test_under_standard_trick_points_elders_first_lead_stops_younger_piquing() -> None:
    state = younger_wins_the_hand(RUBICON)
    play_out(state, TENS_PLAY)
    assert events_of(state)[3] == (0, "lead", 1)
    assert bonuses(state) == []
