"""Calling less where it is right (RULES.md section 4, Laws 48-50): the levels weigh it.

In any one world calling less never scores more than the best call in its category: a lesser
call wins, ties or loses against younger's best exactly as the best does or worse, and reckons
no more. So for a level that counts the deal's points (Expert) it is right only to hide cards,
which the reveal cost prices below the point each card scores. It is right for the partie: in
the last deal of a Rubicon partie a player who cannot escape the rubicon adds to the winner's
margin every point either side scores, and the best of his options may be a small call out of
a big sequence, which keeps younger's sequences out and scores little.
"""

from __future__ import annotations

import random
from dataclasses import replace

from piquet_desktop.ai.declarations import best_call
from piquet_desktop.ai.player import start_deal
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import Call, Discard
from piquet_desktop.engine.cards import mask_of, pack, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view

# Elder: a quint major and nothing else in sequence. Younger: a tierce to the queen and a tierce
# to the nine, 6 points if elder sinks; a tierce out of the quint beats both and scores 3.
QUINT_ELDER = "AS KS QS JS 10S 7H 8H KH 7D 8D 7C 9C"
TWO_TIERCES_YOUNGER = "9S 8S 7S QD JD 10D AH 9H AC KC 10C 8C"


def elder_to_call_his_sequence() -> PartieState:
    hands = [parse_cards(QUINT_ELDER), parse_cards(TWO_TIERCES_YOUNGER)]
    held = mask_of(hands[0]) | mask_of(hands[1])
    spare = [c for c in pack(32) if not held >> c & 1]
    dealt = (mask_of([*hands[0][:-1], spare[0]]), mask_of([*hands[1][:-1], spare[1]]))
    talon = [hands[0][-1], hands[1][-1], *spare[2:]]
    state = start_deal(RUBICON, order_for_hands(dealt, talon, 0, 2), 0)
    state.apply(Discard(1 << spare[0]))
    state.apply(Discard(1 << spare[1]))
    d = decision_for(state)
    state.apply(best_call(d, view(state, 0).hand))  # his five spades: good
    return state


def test_master_rubiconed_in_the_last_deal_calls_a_tierce_out_of_his_quint() -> None:
    state = elder_to_call_his_sequence()
    d = decision_for(state)
    assert d.kind == "call" and d.category == "sequence"
    v = view(state, 0)
    master = make_player("master")
    early = master.choose(v, d, random.Random(2))
    assert early == Call("sequence", mask_of(parse_cards("AS KS QS JS 10S")))
    late = replace(v, totals=(10, 250), deal_number=6)  # 90 short of escaping the rubicon
    chosen = master.choose(late, d, random.Random(2))
    assert isinstance(chosen, Call) and chosen.cards.bit_count() == 3
    assert chosen.cards & ~mask_of(parse_cards("AS KS QS JS 10S")) == 0
