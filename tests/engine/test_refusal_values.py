"""A refused action carries its refusal as a value, and says today's English."""

from __future__ import annotations

import pickle

import pytest

from piquet_desktop.engine.cards import SUITS, parse_card
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.engine.rules import RUBICON
from tests.engine.builders import declaring, discard, look, pass_declarations, play, sink


def refused(action_of: object) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        action_of()  # type: ignore[operator]
    return caught.value


ELDER = "AS KS QS JS 10S 9S 8S 7H 8H 7D 8D 7C"
YOUNGER = "7S 9H 10H JH QH KH AH AD KD QD JD 10D"


def test_a_card_not_followed_is_refused_with_the_suit_the_player_holds() -> None:
    state = declaring(RUBICON, ELDER, YOUNGER)
    pass_declarations(state)
    state.apply(play("AS"))
    if state.deal is not None and state.deal.phase == "talon_choice":
        state.apply(look(False))
    error = refused(lambda: state.apply(play("10H")))
    assert error.refusal == Refusal.of("must_follow_suit", suit=SUITS.index("S"))
    assert str(error) == "you must follow suit: you hold spades"
    error = refused(lambda: state.apply(play("KS")))
    assert error.refusal == Refusal.of("not_in_hand", card=parse_card("KS"))
    assert str(error) == "KS is not in your hand"


def test_an_action_out_of_turn_names_what_the_deal_waits_for() -> None:
    state = declaring(RUBICON, ELDER, YOUNGER)
    pass_declarations(state)
    error = refused(lambda: state.apply(sink("point")))
    assert error.refusal.kind == "not_now"
    assert (error.refusal.text("waiting"), error.refusal.text("who")) == ("lead", "elder")
    assert str(error) == "'sink point' is not possible now: elder is to lead"


def test_a_declaration_of_another_category_is_refused_by_both_categories() -> None:
    state = declaring(RUBICON, ELDER, YOUNGER)
    error = refused(lambda: state.apply(sink("set")))
    assert error.refusal == Refusal.of("wrong_category", category="point", asked="set")
    assert str(error) == "the declarations are at point, not set"


def test_a_partie_refuses_anything_before_the_cut() -> None:
    state = new_partie(RUBICON)
    error = refused(lambda: state.apply(discard("7C")))
    assert error.refusal.kind == "cut_first"
    assert str(error) == "the partie starts with the cut, not 'discard 7C'"


def test_a_refusal_crosses_to_another_process_whole() -> None:
    error = IllegalActionError(Refusal.of("must_discard", who="elder", low=2))
    again = pickle.loads(pickle.dumps(error))
    assert isinstance(again, IllegalActionError)
    assert again.refusal == error.refusal
    assert str(again) == "elder must discard 2 cards"


def test_a_refusal_field_of_the_wrong_type_is_an_error_not_a_wrong_sentence() -> None:
    with pytest.raises(TypeError, match="low"):
        str(Refusal.of("must_discard", who="elder", low="two"))
    with pytest.raises(KeyError, match="low"):
        str(Refusal.of("must_discard", who="elder"))
