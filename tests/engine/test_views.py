"""What each player may know (RULES.md sections 2-4): the view is the only window onto a partie."""

from __future__ import annotations

import random

from builders import answer, call, declaring, discard, look, m, partie_state, play, sink
from helpers import random_action

from piquet_desktop.engine.deal import TRICKS
from piquet_desktop.engine.partie import CHANCE, NOBODY, new_partie
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view

ELDER = "AS KS QS JS 10S 9S AH KH QH AD AC 7C"
YOUNGER = "8S 7S JH 10H 9H KD QD JD KC QC JC 10C"
TALON = "7H 8H 7D 8D 9D 10D 8C 9C"


def test_before_the_deal_nobody_sees_any_card() -> None:
    v = view(new_partie(RUBICON), 0)
    assert v.known_cards() == 0 and v.deal_phase is None and v.elder is None and v.role is None


def test_a_player_sees_his_own_hand_and_only_counts_of_the_rest() -> None:
    state = partie_state(RUBICON, ELDER, YOUNGER, TALON)
    v0, v1 = view(state, 0), view(state, 1)
    assert (v0.hand, v0.dealt, v0.role, v0.my_turn) == (m(ELDER), m(ELDER), "elder", True)
    assert (v1.hand, v1.dealt, v1.role, v1.my_turn) == (m(YOUNGER), m(YOUNGER), "younger", False)
    assert v0.opponent_hand_count == v1.opponent_hand_count == 12
    assert v0.talon_count == 8
    assert v0.known_cards() == m(ELDER) and v1.known_cards() == m(YOUNGER)


def test_own_discard_and_intake_are_seen_the_opponents_never() -> None:
    state = partie_state(RUBICON, ELDER, YOUNGER, TALON)
    state.apply(discard("7C AD AC QH KH"))
    state.apply(discard("8S 7S 10C"))
    v0, v1 = view(state, 0), view(state, 1)
    assert (v0.discard, v0.taken) == (m("7C AD AC QH KH"), m("7H 8H 7D 8D 9D"))
    assert (v1.discard, v1.taken) == (m("8S 7S 10C"), m("10D 8C 9C"))
    assert v0.known_cards() & (m("8S 7S 10C") | m("10D 8C 9C")) == 0
    assert v1.known_cards() & (m("7C AD AC QH KH") | m("7H 8H 7D 8D 9D")) == 0
    assert v0.took == v1.took == (5, 3)


def test_the_declarations_summary_states_only_what_was_said() -> None:
    elder = "AS KS QS 9S 8S AD 10D 7D AC 10C 7C 10H"  # 48 in spades
    younger = "AH KH QH 9H 7H KD QD 9D KC QC 9C JS"  # 47 in hearts
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS 9S 8S"))
    summary = view(state, 1).declarations[0]
    assert (summary.caller, summary.called_size, summary.called_value, summary.winner) == (
        0,
        5,
        None,
        None,
    )
    state.apply(answer("equal"))
    summary = view(state, 1).declarations[0]
    assert (summary.called_value, summary.replies, summary.winner) == (48, ("equal", "good"), 0)
    state.apply(call("sequence", "AS KS QS"))  # tierce major both: equal, then equal again
    state.apply(answer("equal"))
    state.apply(answer("equal"))
    seq = view(state, 0).declarations[1]
    assert seq.equal and seq.winner is None and seq.called_value == 8  # the ace's rank


def test_the_trick_in_progress_and_all_tricks_are_seen_by_both() -> None:
    elder = "AS KS 9S 8S 7S AH 9H AD 9D 7D AC 9C"
    younger = "10S JH 10H 8H 7H KD QD JD 8D KC QC 10C"
    state = declaring(RUBICON, elder, younger)
    state.apply(sink("point"))
    state.apply(sink("point"))
    while state.deal is not None and state.deal.phase == "declare":
        state.apply(sink(state.deal.current_category))
    state.apply(play("AS"))
    state.apply(look(False))
    assert view(state, 1).lead_card == view(state, 0).lead_card == m("AS").bit_length() - 1
    state.apply(play("10S"))
    for seat in (0, 1):
        v = view(state, seat)
        assert v.lead_card == -1 and len(v.tricks) == 1 and v.tricks_won == (1, 0)
        assert v.played_cards() == m("AS 10S") and v.leader == 0
        assert v.talon_looked is False


def test_between_deals_a_seat_sees_the_deal_just_finished_and_nothing_more() -> None:
    rng = random.Random(6)
    state = new_partie(RUBICON)
    while not (state.deal is not None and len(state.deal.tricks) == TRICKS - 1):
        state.apply(random_action(state, rng))
    while state.deal.lead_card < 0:  # the twelfth lead
        state.apply(random_action(state, rng))
    last_card = state.deal.legal_plays().bit_length() - 1  # the follower's one card
    before = (view(state, 0), view(state, 1))
    state.apply(random_action(state, rng))  # the last card: the deal ends
    assert state.deal is None and state.phase == "shuffle"
    result = state.results[-1]
    for seat in (0, 1):
        v = view(state, seat)
        shown = (v.partie_phase, v.deal_phase, v.to_act, v.deal_number)
        assert shown == ("shuffle", "over", CHANCE, 1)
        assert v.results == (result,) and v.events == result.events
        assert len(v.tricks) == TRICKS and v.tricks[-1].follow == last_card
        assert v.hand == 0 and v.opponent_hand_count == 0 and v.lead_card == -1
        assert v.known_cards() == before[seat].known_cards() | 1 << last_card
        assert v.opponent_shown == before[seat].opponent_shown
        assert v.seen_talon == before[seat].seen_talon
    state.apply(random_action(state, rng))  # the next shuffle: the next deal is shown
    assert view(state, 0).deal_number == 2 and view(state, 0).deal_phase != "over"


def test_after_the_last_deal_the_view_shows_it_with_the_partie_over() -> None:
    rng = random.Random(7)
    state = new_partie(RUBICON)
    while not state.is_over:
        state.apply(random_action(state, rng))
    v = view(state, 1)
    assert (v.partie_phase, v.deal_phase, v.to_act) == ("over", "over", NOBODY)
    assert v.deal_number == len(state.results) and v.result == state.result


def test_forced_plays_are_the_cards_that_were_the_players_only_legal_card() -> None:
    from piquet_desktop.ai.baselines import GreedyPlayer
    from piquet_desktop.engine.decision import decision_for

    greedy = GreedyPlayer()
    seen_forced = [0, 0]
    found = 0
    for seed in range(6):
        state = new_partie(RUBICON)
        rng = random.Random(seed)
        seen_forced = [0, 0]
        while not state.results:
            if state.current_player == CHANCE:
                state.apply(random_action(state, rng))
                continue
            decision = decision_for(state)
            if decision.kind == "play" and decision.forced is not None:
                seen_forced[decision.seat] |= 1 << decision.forced.card  # type: ignore[union-attr]
            action = decision.forced or greedy.choose(view(state, decision.seat), decision, rng)
            state.apply(action)
            for seat in (0, 1):
                assert view(state, seat).forced_plays() == seen_forced[seat]
        found += sum(bin(f).count("1") for f in seen_forced)
    assert found >= 12  # every deal ends with two forced cards at least
