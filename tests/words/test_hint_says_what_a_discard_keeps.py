"""The hint says a discard in what a player can use: what it keeps whole, what it gives up, and
the likely result of this deal, never a final margin of the partie he cannot act on."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai.advice import advise, discard_facts, hint_of
from piquet_desktop.ai.advice_results import Alternative, Hint
from piquet_desktop.ai.exchange import ExchangeSettings, search_discard
from piquet_desktop.ai.levels import deal_points
from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.words.hint_words import hint_text
from tests.engine.builders import partie_state

ELDER = "AH KH QH JH 10H 9S 8S 7S AD 8D 7C 8C"
YOUNGER = "AS KS QS JS 10S KD QD JD 10D AC KC QC"
TALON = "9H 8H 7H 9D 7D JC 10C 9C"


def elder_at_the_exchange() -> tuple[PlayerView, Decision]:
    state = partie_state(RUBICON, ELDER, YOUNGER, TALON)
    decision = decision_for(state)
    assert decision is not None and decision.kind == "exchange" and decision.seat == 0
    return view(state, 0), decision


def a_hint(deal: float, thrown: str) -> Hint:
    hand = mask_of(parse_cards(ELDER))
    discard = Discard(mask_of(parse_cards(thrown)))
    chosen = Alternative(discard, "", 40.0, None, True, 64, deal)
    return hint_of(chosen, [chosen], 5, "margin", hand)


def test_the_hint_of_a_discard_says_what_it_keeps_and_the_deal_not_the_partie(
    english: None,
) -> None:
    text = hint_text(a_hint(12.4, "9S 8S 7S 7C 8C"))
    assert text.startswith("Discard 9♠ 8♠ 7♠ 8♣ 7♣ (take 5): keeps the point and the quint;")
    assert "likely to win this deal by about 12 points" in text
    assert "partie" not in text


def test_the_hint_says_what_a_discard_gives_up(english: None) -> None:
    text = hint_text(a_hint(-3.0, "AH KH 9S 8S AD"))
    assert "point broken: cards thrown from the hearts" in text
    assert "sequence broken: A♥ K♥ thrown from it" in text
    assert "the cards given up: A♥ K♥ A♦" in text
    assert "likely to lose this deal by about 3 points" in text


def test_the_hint_of_a_discard_speaks_french(french: None) -> None:
    text = hint_text(a_hint(0.2, "9S 8S 7S 7C 8C"))
    assert "garde le point et la quinte" in text
    assert "cette donne devrait finir à peu près à égalité" in text


def test_the_combinations_a_discard_keeps_and_breaks_are_the_hands_best() -> None:
    hand = mask_of(parse_cards(ELDER))
    kept, broken = discard_facts(hand, mask_of(parse_cards("AH 9S 8S 7S AD")))
    assert kept == () and [c.category for c in broken] == ["point", "sequence"]


def test_the_searchs_deal_points_are_its_value_when_its_objective_is_the_deal() -> None:
    v, _decision = elder_at_the_exchange()
    settings = ExchangeSettings(
        worlds=24, shortlist=6, rounds=(), solver_finalists=2, solver_worlds=8
    )
    choice = search_discard(v, v.hand, 1, 5, settings, random.Random(3), deal_points)
    for weighed in choice.candidates:
        assert weighed.deal_points == pytest.approx(weighed.value)


def test_the_advice_hands_the_hint_its_deal_points() -> None:
    v, decision = elder_at_the_exchange()
    advice = advise(v, decision, level="club", seed=1)
    assert advice.hint is not None and advice.hint.deal_points is not None
    assert advice.hint.kept or advice.hint.broken
