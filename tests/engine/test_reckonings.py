"""RULES.md section 4: the rulings on calling less, and the versions of the reckoning a record
names so that a saved partie replays with the scores it was played with."""

from __future__ import annotations

from dataclasses import replace

import pytest
from builders import (
    answer,
    call,
    claim,
    declaring,
    discard,
    m,
    partie_state,
    pass_declarations,
    play,
)

from piquet_desktop.engine.combinations import callable_combinations, scoring_combinations
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import AU_CENT, RECKONING, RUBICON, RuleSet
from piquet_desktop.engine.view import view


def deal_of(state: PartieState) -> DealState:
    assert state.deal is not None
    return state.deal


def reckoned(state: PartieState, kind: str) -> list[tuple[int, int, int]]:
    """(seat, points, cards) of every score of one kind in the deal so far."""
    return [(e.seat, e.points, e.cards) for e in deal_of(state).events() if e.kind == kind]


# ------------------------------------------------------------------------- the version key


def test_new_rule_sets_name_the_current_reckoning() -> None:
    assert RUBICON.reckoning == AU_CENT.reckoning == RECKONING == 4
    assert RUBICON.to_json()["reckoning"] == RECKONING


def test_a_rule_set_without_good_against_the_cards_reads_as_the_first_reckoning() -> None:
    old = {k: v for k, v in RUBICON.to_json().items() if k not in ("good_against_the_cards",)}
    del old["reckoning"]
    rules = RuleSet.from_json(old)
    assert rules.reckoning == 1 and not rules.good_against_the_cards


def test_a_rule_set_with_good_against_the_cards_but_no_reckoning_reads_as_the_second() -> None:
    data = RUBICON.to_json()
    del data["reckoning"]
    assert RuleSet.from_json(data) == replace(RUBICON, reckoning=2)


def test_a_reckoning_round_trips_and_only_a_known_one_is_read() -> None:
    for rules in (replace(RUBICON, reckoning=2), replace(AU_CENT, reckoning=1)):
        assert RuleSet.from_json(rules.to_json()) == rules
    assert RuleSet.from_json({**RUBICON.to_json(), "reckoning": 3}) == replace(RUBICON, reckoning=3)
    with pytest.raises(ValueError, match="'reckoning' must be one of 1, 2, 3, 4, not 5"):
        RuleSet.from_json({**RUBICON.to_json(), "reckoning": 5})
    assert not replace(RUBICON, reckoning=1).law_49  # the first reckoning knew no Law 49
    assert RUBICON.law_49 and not AU_CENT.law_49
    with pytest.raises(ValueError, match="unknown rule option 'reckoning'"):
        RUBICON.with_option("reckoning", "1")  # nobody chooses it


# Cavendish: "A has a quart minor and a tierce minor. If he first calls a tierce minor [...] he
# can reckon two tierce minors, but he cannot reckon the quart."
QUART_MINOR_ELDER = "KS QS JS 10S KH QH JH AD 9D 7D AC 8C"
NO_SEQUENCE_YOUNGER = "AS 9S 7S AH 10H 8H KD 10D 8D KC 10C 7C"


@pytest.mark.parametrize(("reckoning", "points"), [(1, [3]), (2, [3, 3]), (3, [3, 3])])
def test_a_lesser_run_out_of_a_better_sequence_reckons_from_the_second_reckoning_on(
    reckoning: int, points: list[int]
) -> None:
    rules = replace(AU_CENT, reckoning=reckoning)
    state = declaring(rules, QUART_MINOR_ELDER, NO_SEQUENCE_YOUNGER)
    state.apply(call("point", "KS QS JS 10S"))
    state.apply(call("sequence", "KH QH JH"))  # younger has no sequence: "Good." for him
    assert [p for _, p, _ in reckoned(state, "sequence")] == points


def test_a_trio_out_of_a_quatorze_reckons_from_the_second_reckoning_on() -> None:
    hand = m("10S 10H 10D 10C KS KH KD 7S 8S 9H 7D 8D")
    kings = next(c for c in callable_combinations(hand, "set") if c.cards == m("KS KH KD"))
    old = scoring_combinations(hand, "set", kings, reckoning=1)
    assert [c.cards for c in old] == [m("KS KH KD")]
    new = scoring_combinations(hand, "set", kings)
    assert [c.cards for c in new] == [m("KS KH KD"), m("10S 10H 10D")]


# ------------------------------------------------------------------------- two ties in a deal

# Point of five making 48 each, quart to the king each.
TIED_ELDER = "KS QS JS 10S 8S AH 10H 9H 7H AC 9C 7C"
TIED_YOUNGER = "KD QD JD 10D 8D AS 9S 7S KH QH 8H KC"


def test_when_point_and_sequence_both_tie_both_of_each_players_are_shown() -> None:
    state = declaring(RUBICON, TIED_ELDER, TIED_YOUNGER)
    for category, cards in (("point", "KS QS JS 10S 8S"), ("sequence", "KS QS JS 10S")):
        state.apply(call(category, cards))  # type: ignore[arg-type]
        state.apply(answer("equal"))
        state.apply(answer("equal"))
    assert [c.equal for c in deal_of(state).categories[:2]] == [True, True]
    pass_declarations(state)
    assert view(state, 1).opponent_shown == m("KS QS JS 10S 8S")
    assert not view(state, 0).opponent_shown & m("KD QD JD 10D 8D")  # not before the lead
    state.apply(play("AH"))
    # The tied point's fifth card too, which the sequence's tie alone would not show.
    assert view(state, 0).opponent_shown & m("KD QD JD 10D 8D") == m("KD QD JD 10D 8D")
    assert view(state, 1).opponent_shown & m("KS QS JS 10S 8S") == m("KS QS JS 10S 8S")


# ------------------------------------------------------------------------- the point and Law 49


def lesser_point_called(rules: RuleSet) -> PartieState:
    """Elder calls six of his seven spades (60); younger could hold six cards of another suit,
    57 at most: the call is good against the cards."""
    elder = "AS KS QS JS 10S 9S 8S AH 7H AD 7D 7C"
    younger = "KH QH JH 10H KD QD JD 10D KC QC JC 10C"
    state = partie_state(rules, elder, younger, "AC 9H")
    state.apply(discard("7C"))
    state.apply(discard("10C"))
    state.apply(call("point", "AS KS QS JS 10S 9S"))
    return state


def test_elders_lesser_point_good_against_the_cards_reckons_only_what_he_called() -> None:
    state = lesser_point_called(RUBICON)
    assert reckoned(state, "point") == [(0, 6, m("AS KS QS JS 10S 9S"))]


def test_by_the_second_reckoning_a_point_good_against_the_cards_reckoned_whole() -> None:
    state = lesser_point_called(replace(RUBICON, reckoning=2))
    assert reckoned(state, "point") == [(0, 7, m("AS KS QS JS 10S 9S 8S"))]


# ---------------------------------------------------------------- "could possibly hold"

# Elder ends with a quart to the king in spades and a tierce to the queen in hearts; the ten of
# diamonds, which with younger's queen and knave would make an equal tierce to the queen, is a
# card of elder's portion he saw and left, and younger took only the card above it.
HOLD_ELDER_DEALT = "KS QS JS 10S 7C QH JH 10H 8H KD KC 10C"
HOLD_YOUNGER_DEALT = "AS 9S 8S AH KH 9H AD QD 9D AC QC 8C"
HOLD_TALON = "7S 9C 10D"


def holding_position(rules: RuleSet) -> PartieState:
    state = partie_state(rules, HOLD_ELDER_DEALT, HOLD_YOUNGER_DEALT, HOLD_TALON)
    state.apply(discard("7C"))  # takes the seven of spades, sees 9C 10D and two more
    state.apply(discard("8C"))  # younger takes the nine of clubs only
    deal = deal_of(state)
    assert deal.hands[0] == m("KS QS JS 10S 7S QH JH 10H 8H KD KC 10C")
    assert deal.seen_talon[0] & m("10D") and not deal.hands[1] & m("10D")
    state.apply(call("point", "KS QS JS 10S 7S"))
    state.apply(call("sequence", "QH JH 10H"))  # younger has no sequence: "Good." for him
    return state


def test_talon_cards_elder_saw_and_younger_did_not_take_cannot_spoil_good_against_the_cards() -> (
    None
):
    state = holding_position(RUBICON)
    assert reckoned(state, "sequence") == [(0, 3, m("QH JH 10H")), (0, 4, m("KS QS JS 10S"))]


def test_by_the_second_reckoning_every_card_elder_did_not_hold_could_be_youngers() -> None:
    state = holding_position(replace(RUBICON, reckoning=2))
    assert reckoned(state, "sequence") == [(0, 3, m("QH JH 10H")), (0, 3, m("QS JS 10S"))]


# Younger's carte blanche shows his dealt hand: what he could hold is that hand and what he took.
# Elder calls a tierce major out of his quint major in hearts; younger holds 10S 9S, and 8S 7S lie
# at the bottom of the talon, untaken and unseen by elder.
BLANCHE_ELDER_DEALT = "AH KH QH JH 10H KS QS KD QD JD KC QC"
BLANCHE_YOUNGER_DEALT = "AS 10S 9S AD 10D 8D 7D AC 10C 8C 7C 9H"
BLANCHE_TALON = "JS 7H 9D JC 9C 8H 8S 7S"


def after_a_shown_carte_blanche(rules: RuleSet) -> PartieState:
    state = partie_state(rules, BLANCHE_ELDER_DEALT, BLANCHE_YOUNGER_DEALT, BLANCHE_TALON)
    state.apply(claim())  # younger's carte blanche, shown once elder has discarded
    state.apply(discard("KS QS KD KC QC"))
    state.apply(discard("7D"))  # younger takes the eight of hearts; 8S 7S stay in the talon
    deal = deal_of(state)
    assert deal.carte_blanche_shown[1] and deal.hands[1] & m("8H")
    state.apply(call("point", "AH KH QH JH 10H 7H"))
    state.apply(call("sequence", "AH KH QH"))  # younger has no sequence: "Good." for him
    return state


def test_after_a_shown_carte_blanche_only_youngers_dealt_and_taken_cards_could_be_his() -> None:
    state = after_a_shown_carte_blanche(RUBICON)
    # Good against the cards: nothing in his dealt hand and the eight of hearts beats it.
    assert reckoned(state, "sequence") == [(0, 15, m("AH KH QH JH 10H"))]


def test_by_the_third_reckoning_the_untaken_talon_could_still_be_youngers() -> None:
    state = after_a_shown_carte_blanche(replace(RUBICON, reckoning=3))
    # 10S 9S with the talon's 8S 7S make a quart younger could hold: the tierce reckons alone.
    assert reckoned(state, "sequence") == [(0, 3, m("AH KH QH"))]


# ------------------------------------------------------------------------- the readings kept


def test_a_called_run_is_not_split() -> None:
    # A tierce major called out of a sixième major reckons the tierce only, not also the tierce
    # to the knave left over; a lesser run out of another sequence still reckons.
    hand = m("AS KS QS JS 10S 9S QH JH 10H 9H 7D 8C")
    tierce = next(c for c in callable_combinations(hand, "sequence") if c.cards == m("AS KS QS"))
    got = scoring_combinations(hand, "sequence", tierce)
    assert [c.cards for c in got] == [m("AS KS QS"), m("QH JH 10H")]


def test_youngers_lesser_call_after_elder_sank_binds_him_as_elders_binds_elder() -> None:
    elder = "AS 8S 7S AH 10H 8H KD 10D 8D KC 10C 7C"
    younger = "KS QS JS 10S 9S KH QH JH AD 9D 7D AC"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS 8S 7S"))  # younger's five spades: not good
    state.apply(answer("not_good"))
    assert deal_of(state).declaration_step == "younger_call"  # elder has no sequence to call
    state.apply(call("sequence", "KH QH JH"))  # a tierce to the king, holding a quint
    pass_declarations(state)
    state.apply(play("AS"))
    # The tierce called and the best run no better than it out of the quint; not the quint.
    assert reckoned(state, "sequence") == [(1, 3, m("KH QH JH")), (1, 3, m("KS QS JS"))]
