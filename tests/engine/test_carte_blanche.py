"""RULES.md section 2: carte blanche, its timing (Law 20, Case V), its score and what it shows."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from builders import (
    call,
    claim,
    decline,
    discard,
    m,
    partie_state,
    play,
    scored,
)

from piquet_desktop.engine.actions import CarteBlanche
from piquet_desktop.engine.cards import FACE_MASK, pack_mask, parse_cards
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RUBICON, THIRTY_SIX
from piquet_desktop.engine.view import view

# Elder is seat 0 in every deal below.
BLANK = "AS 10S 9S 8S 7S AH 10H 9H AD 10D AC 10C"
FACES = "KH QH JH 8H 7H KD QD JD 9D 8D KC QC"
TALON = "KS QS JS 7D JC 9C 8C 7C"


def elder_blank() -> PartieState:
    return partie_state(RUBICON, BLANK, FACES, TALON)


def snapshot(state: PartieState) -> tuple[object, ...]:
    d = state.deal
    assert d is not None
    return (
        d.phase,
        d.to_act,
        tuple(d.hands),
        tuple(d.talon),
        d.carte_blanche_claimed[:],
        d.carte_blanche_take,
        len(d.speech),
        len(state.actions),
    )


def test_a_hand_dealt_without_king_queen_or_knave_may_claim() -> None:
    state = elder_blank()
    deal = state.deal
    assert deal is not None
    assert deal.phase == "carte_blanche" and deal.to_act == 0
    assert state.legal_actions() == [CarteBlanche(False)] + [
        CarteBlanche(True, n) for n in range(1, 6)
    ]


def test_one_face_card_as_dealt_means_no_carte_blanche() -> None:
    state = partie_state(
        RUBICON, "AS 10S 9S 8S 7S AH 10H 9H AD 10D AC JC", FACES, "KS QS JS 7D 10C 9C 8C 7C"
    )
    deal = state.deal
    assert deal is not None
    assert deal.phase == "elder_discard"
    # Throwing the knave does not make the hand blank: carte blanche is judged as dealt.
    state.apply(discard("JC"))
    assert deal.carte_blanche_claimed == [False, False]
    assert all(e.kind != "carte_blanche" for e in deal.events())


def test_a_blank_hand_that_takes_in_faces_keeps_its_carte_blanche() -> None:
    state = elder_blank()
    state.apply(claim(3))
    state.apply(discard("8D"))
    state.apply(discard("9H AD 10D"))
    deal = state.deal
    assert deal is not None
    assert deal.hands[0] & FACE_MASK == m("KS QS JS")
    assert scored(deal.events())[0] == (0, "carte_blanche", 10)


def test_elder_claiming_says_how_many_he_takes_and_younger_discards_before_he_shows() -> None:
    state = elder_blank()
    deal = state.deal
    assert deal is not None
    state.apply(claim(3))
    assert deal.speech[-1].text == "Carte blanche. I take three."
    assert deal.phase == "younger_discard" and deal.to_act == 1
    seen_by_younger = view(state, 1)
    assert seen_by_younger.carte_blanche_claimed == (True, False)
    assert seen_by_younger.opponent_dealt_shown == 0  # claimed, not yet shown
    assert seen_by_younger.exchange_range == (1, 5)  # what elder leaves of the eight
    assert deal.events() == []

    state.apply(discard("9D 8D"))
    # Younger has discarded but not taken in; elder now shows his twelve cards.
    assert deal.hands[1].bit_count() == 10 and deal.taken[1] is None
    assert view(state, 1).opponent_dealt_shown == m(BLANK)
    assert view(state, 0).took == (None, 2)
    assert scored(deal.events()) == [(0, "carte_blanche", 10)]
    assert deal.phase == "elder_discard" and deal.exchange_range() == (3, 3)

    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="must discard 3"):
        state.apply(discard("9H AD"))
    assert snapshot(state) == before

    state.apply(discard("9H AD 10D"))
    # Elder took the top three, then younger took in last: the next two.
    assert deal.taken[0] == m("KS QS JS")
    assert deal.taken[1] == m("7D JC")
    assert deal.talon == parse_cards("9C 8C 7C")
    assert deal.phase == "declare"


def test_younger_claiming_shows_only_after_elder_has_discarded() -> None:
    state = partie_state(RUBICON, FACES, BLANK, TALON)
    deal = state.deal
    assert deal is not None
    assert deal.phase == "carte_blanche" and deal.to_act == 1
    assert state.legal_actions() == [CarteBlanche(False), CarteBlanche(True)]
    state.apply(claim())
    assert deal.phase == "elder_discard" and deal.to_act == 0
    elder_view = view(state, 0)
    assert elder_view.carte_blanche_claimed == (False, True)
    assert elder_view.opponent_dealt_shown == 0
    assert deal.events() == []

    state.apply(discard("7H 8H 9D 8D QC"))
    assert view(state, 0).opponent_dealt_shown == m(BLANK)
    assert scored(deal.events()) == [(1, "carte_blanche", 10)]
    assert deal.phase == "younger_discard" and deal.exchange_range() == (1, 3)


def test_declining_carte_blanche_scores_and_shows_nothing() -> None:
    state = elder_blank()
    state.apply(decline())
    deal = state.deal
    assert deal is not None
    assert deal.phase == "elder_discard"
    state.apply(discard("9H AD 10D"))
    state.apply(discard("9D"))
    assert view(state, 1).opponent_dealt_shown == 0
    assert all(e.kind != "carte_blanche" for e in deal.events())


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (CarteBlanche(True, 0), "how many"),
        (CarteBlanche(True, 6), "how many"),
        (CarteBlanche(False, 2), "only elder"),
    ],
)
def test_elder_must_name_a_possible_number_when_claiming(
    action: CarteBlanche, message: str
) -> None:
    state = elder_blank()
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=message):
        state.apply(action)
    assert snapshot(state) == before


def test_younger_does_not_name_a_number_when_claiming() -> None:
    state = partie_state(RUBICON, FACES, BLANK, TALON)
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="only elder"):
        state.apply(CarteBlanche(True, 3))
    assert snapshot(state) == before


def test_both_may_hold_carte_blanche_with_36_cards_and_score_in_order_of_showing() -> None:
    elder = "AS 10S 9S 8S 7S 6S AH 10H 9H 8H 7H 6H"
    younger = "AD 10D 9D 8D 7D 6D AC 10C 9C 8C 7C 6C"
    talon = "KS QS JS KH QH JH KD QD JD KC QC JC"
    state = partie_state(THIRTY_SIX, elder, younger, talon)
    deal = state.deal
    assert deal is not None
    assert deal.carte_blanche_pending == [0, 1]
    state.apply(claim(7))
    assert deal.to_act == 1 and deal.phase == "carte_blanche"
    state.apply(claim())
    assert deal.phase == "younger_discard" and deal.exchange_range() == (0, 5)
    state.apply(discard("6D 7D 6C 7C 8C"))
    assert scored(deal.events()) == [(0, "carte_blanche", 10)]
    assert view(state, 0).opponent_dealt_shown == 0  # younger shows after elder's discard
    state.apply(discard("6S 7S 8S 6H 7H 8H 9H"))
    assert scored(deal.events()) == [(0, "carte_blanche", 10), (1, "carte_blanche", 10)]
    assert view(state, 0).opponent_dealt_shown == m(younger)
    assert view(state, 1).opponent_dealt_shown == m(elder)
    assert deal.taken[0] == m("KS QS JS KH QH JH KD")
    assert deal.taken[1] == m("QD JD KC QC JC")


def test_carte_blanche_counts_towards_repique() -> None:
    # Elder's dealt hand is blank; he takes KS QS JS for a huitième in spades.
    state = elder_blank()
    state.apply(claim(3))
    state.apply(discard("8D"))
    state.apply(discard("9H AD 10D"))
    state.apply(call("point", "AS KS QS JS 10S 9S 8S 7S"))
    state.apply(call("sequence", "AS KS QS JS 10S 9S 8S 7S"))
    state.apply(call("set", "AS AH AC"))
    state.apply(play("AS"))
    deal = state.deal
    assert deal is not None
    # 10 + 8 + 18 = 36: the repique falls on the huitième, before the sets reckon.
    assert scored(deal.events())[:7] == [
        (0, "carte_blanche", 10),
        (0, "point", 8),
        (0, "sequence", 18),
        (0, "repique", 60),
        (0, "set", 3),
        (0, "set", 3),
        (0, "lead", 1),
    ]


def test_carte_blanche_saves_its_holder_from_repique_and_pique() -> None:
    younger_blank = "AS 10S 9S 8S AH 10H 9H 8H AD 10D 9D 8D"
    elder = "KS QS JS 7S KH QH JH 7H KD QD JD 7D"
    state = partie_state(RUBICON, elder, younger_blank, "AC KC QC JC 10C 9C 8C 7C")
    state.apply(claim())
    state.apply(discard("7S 7H 7D JS JH"))
    state.apply(discard("8S 8H 8D"))
    state.apply(call("point", "AC KC QC JC 10C"))
    state.apply(call("sequence", "AC KC QC JC 10C"))
    state.apply(call("set", "KS KH KD KC"))
    deal = state.deal
    assert deal is not None
    state.apply(play("AC"))
    assert scored(deal.events()) == [
        (1, "carte_blanche", 10),
        (0, "point", 5),
        (0, "sequence", 15),
        (0, "sequence", 3),
        (0, "set", 14),
        (0, "set", 14),
        (0, "lead", 1),
    ]
    # Elder's 51 in hand would have been a repique but for younger's carte blanche.
    assert all(e.kind not in ("pique", "repique") for e in deal.events())


def test_the_chance_of_carte_blanche_is_one_in_1792() -> None:
    blanks = (pack_mask(32) & ~FACE_MASK).bit_count()
    assert blanks == 20
    chance = Fraction(comb(blanks, 12), comb(32, 12))
    assert chance == Fraction(125970, 225792840)
    # RULES.md rounds: the exact odds are 1 in 1792.4.
    assert round(1 / chance) == 1792
    assert 1792 < 1 / chance < 1793
