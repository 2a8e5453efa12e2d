"""RULES.md section 1: the pack, the cut and the deal."""

from __future__ import annotations

import random

import pytest
from builders import c, m
from hypothesis import given
from hypothesis import strategies as st

from piquet_desktop.engine.actions import Cut, Shuffle
from piquet_desktop.engine.cards import (
    FACE_MASK,
    PIPS,
    card_str,
    cards_of,
    mask_of,
    pack,
    pack_mask,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.deal import DealState, deal_hands, order_for_hands
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet

# ---------------------------------------------------------------------------------- the pack


def test_the_piquet_pack_has_32_cards_seven_to_ace_in_four_suits() -> None:
    cards = pack(32)
    assert len(cards) == len(set(cards)) == 32
    assert {card_str(x)[:-1] for x in cards} == {"7", "8", "9", "10", "J", "Q", "K", "A"}
    assert {suit_of(x) for x in cards} == {0, 1, 2, 3}


def test_the_36_card_pack_adds_the_sixes_ranking_below_the_seven() -> None:
    extra = set(pack(36)) - set(pack(32))
    assert len(pack(36)) == 36
    assert {card_str(x) for x in extra} == {"6S", "6H", "6D", "6C"}
    assert all(rank_of(x) < rank_of(c("7S")) for x in extra)


def test_ranks_run_ace_high_in_every_suit() -> None:
    order = parse_cards("6H 7H 8H 9H 10H JH QH KH AH")
    assert [rank_of(x) for x in order] == sorted(rank_of(x) for x in order)
    assert len({rank_of(x) for x in order}) == 9


def test_other_pack_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="32 or 36"):
        pack(52)


def test_pip_values_ace_eleven_courts_and_ten_ten_others_face_value() -> None:
    pips = {card_str(x)[:-1]: PIPS[rank_of(x)] for x in pack(36) if suit_of(x) == 0}
    assert pips == {"6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}


def test_the_face_cards_are_the_twelve_kings_queens_and_knaves() -> None:
    assert m("KS QS JS KH QH JH KD QD JD KC QC JC") == FACE_MASK


def test_cards_are_written_rank_then_suit_and_read_back() -> None:
    for x in pack(36):
        assert parse_card(card_str(x)) == x
    assert parse_card("td") == parse_card("10D")


@pytest.mark.parametrize("text", ["", "A", "1S", "AX", "11H", "KS KS"])
def test_malformed_or_repeated_cards_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_cards(text) if " " in text else parse_card(text)


@given(st.sets(st.sampled_from(pack(36))))
def test_masks_and_card_lists_convert_both_ways(cards: set[int]) -> None:
    assert set(cards_of(mask_of(cards))) == cards
    assert mask_of(cards) & ~pack_mask(36) == 0


# ---------------------------------------------------------------------------------- the cut


def test_the_higher_cut_deals_by_default() -> None:
    state = new_partie(RUBICON)
    state.apply(Cut((c("7H"), c("AS"))))
    assert state.dealer == 1
    assert state.phase == "shuffle"


def test_ace_is_high_in_the_cut() -> None:
    state = new_partie(RUBICON)
    state.apply(Cut((c("AC"), c("KD"))))
    assert state.dealer == 0


def test_option_lower_deals_gives_the_deal_to_the_lower_cut() -> None:
    state = new_partie(RuleSet(cut="lower_deals"))
    state.apply(Cut((c("7H"), c("AS"))))
    assert state.dealer == 0


def test_au_cent_preset_has_the_lower_cut_deal() -> None:
    state = new_partie(AU_CENT)
    state.apply(Cut((c("QH"), c("8S"))))
    assert state.dealer == 1


def test_equal_ranks_are_cut_again() -> None:
    state = new_partie(RUBICON)
    state.apply(Cut((c("9H"), c("9S"))))
    assert state.phase == "cut"
    assert state.dealer == -1
    state.apply(Cut((c("9H"), c("10S"))))
    assert state.dealer == 1
    assert len(state.actions) == 2


def test_a_six_is_the_lowest_cut_with_36_cards_and_no_card_of_the_32_pack() -> None:
    state = new_partie(THIRTY_SIX)  # lower deals
    state.apply(Cut((c("6S"), c("7H"))))
    assert state.dealer == 0
    with pytest.raises(IllegalActionError):
        new_partie(RUBICON).apply(Cut((c("6S"), c("7H"))))


def test_both_players_cannot_cut_the_same_card() -> None:
    state = new_partie(RUBICON)
    with pytest.raises(IllegalActionError):
        state.apply(Cut((c("9H"), c("9H"))))
    assert state.phase == "cut" and state.actions == []


def test_the_partie_must_start_with_a_cut_and_then_a_full_shuffle() -> None:
    state = new_partie(RUBICON)
    with pytest.raises(IllegalActionError):
        state.apply(Shuffle(pack(32)))
    state.apply(Cut((c("AS"), c("7H"))))
    with pytest.raises(IllegalActionError, match="32 cards"):
        state.apply(Shuffle(pack(32)[:-1]))
    with pytest.raises(IllegalActionError):
        state.apply(Shuffle((*pack(32)[:-1], pack(32)[0])))
    with pytest.raises(IllegalActionError):
        state.apply(Shuffle(pack(36)))
    assert state.phase == "shuffle" and len(state.actions) == 1


def test_the_dealer_is_younger_hand_and_the_other_elder() -> None:
    state = new_partie(RUBICON)
    state.apply(Cut((c("AS"), c("7H"))))
    state.apply(Shuffle(pack(32)))
    assert state.deal is not None
    assert state.deal.elder == 1 and state.deal.younger == 0
    assert state.current_player == 1


# ---------------------------------------------------------------------------------- the deal


def test_deal_in_twos_gives_elder_the_first_packet_then_alternates() -> None:
    order = pack(32)
    hands, talon = deal_hands(order, elder=1, deal_by=2)
    assert hands[1] == mask_of([order[i] for i in range(24) if (i // 2) % 2 == 0])
    assert hands[0] == mask_of([order[i] for i in range(24) if (i // 2) % 2 == 1])
    assert talon == list(order[24:])


def test_deal_in_threes_gives_packets_of_three() -> None:
    order = pack(32)
    hands, talon = deal_hands(order, elder=0, deal_by=3)
    assert hands[0] == mask_of([order[i] for i in range(24) if (i // 3) % 2 == 0])
    assert talon == list(order[24:])


def test_the_deal_by_option_changes_which_cards_go_where_from_one_order() -> None:
    order = tuple(random.Random(5).sample(pack(32), 32))
    by_two = DealState(RUBICON, 0, order)
    by_three = DealState(RuleSet(deal_by=3), 0, order)
    assert by_two.hands != by_three.hands
    assert by_two.talon == by_three.talon
    assert by_two.hands[0] | by_two.hands[1] == by_three.hands[0] | by_three.hands[1]


@pytest.mark.parametrize("rules", [RUBICON, RuleSet(deal_by=3), THIRTY_SIX])
def test_twelve_cards_each_and_the_rest_is_the_talon(rules: RuleSet) -> None:
    order = tuple(random.Random(1).sample(pack(rules.deck), rules.deck))
    deal = DealState(rules, 0, order)
    assert [h.bit_count() for h in deal.hands] == [12, 12]
    assert len(deal.talon) == rules.talon_size == (8 if rules.deck == 32 else 12)
    assert deal.hands[0] | deal.hands[1] | mask_of(deal.talon) == pack_mask(rules.deck)


@pytest.mark.parametrize(("rules", "portion"), [(RUBICON, 5), (THIRTY_SIX, 7)])
def test_elders_portion_is_the_top_five_or_seven(rules: RuleSet, portion: int) -> None:
    order = tuple(random.Random(2).sample(pack(rules.deck), rules.deck))
    deal = DealState(rules, 0, order)
    assert rules.elder_max == portion
    if deal.phase == "elder_discard":
        assert deal.exchange_range() == (1, portion)


@given(
    st.permutations(pack(32)),
    st.sampled_from([2, 3]),
    st.sampled_from([0, 1]),
)
def test_order_for_hands_deals_exactly_the_hands_asked_for(
    order: list[int], deal_by: int, elder: int
) -> None:
    hands, talon = deal_hands(tuple(order), elder, deal_by)
    rebuilt = order_for_hands((hands[0], hands[1]), talon, elder, deal_by)
    again, talon_again = deal_hands(rebuilt, elder, deal_by)
    assert again == hands and talon_again == talon
