"""The reference players and the partie driver: legal, deterministic, and greedy clearly stronger.

Strength is measured on mirrored pairs (same seed, seats swapped: every seat gets the same cards in
both parties) because a single partie's luck swamps any skill difference in a few dozen parties.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers import Checked

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer, discard_order
from piquet_desktop.ai.player import Table, pair_margin, play_deal_pair, play_partie, start_deal
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import (
    ANSWERS,
    Action,
    CarteBlanche,
    Cut,
    Discard,
    LookAtTalon,
    Play,
    Shuffle,
)
from piquet_desktop.engine.cards import mask_of, pack, parse_card, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.rules import PRESETS, RUBICON, RuleSet
from piquet_desktop.engine.view import PlayerView, view


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def _score(state: PartieState, seat: int) -> int:
    """What a partie was worth to ``seat``: the rubicon margin, or au cent games (doubles two)."""
    result = state.result
    assert result is not None
    if result.winner is None:
        return 0
    if state.rules.partie == "rubicon":
        return result.margin if result.winner == seat else -result.margin
    return result.games[seat] - result.games[1 - seat]


@pytest.mark.parametrize("preset_name", list(PRESETS))
def test_baseline_players_only_ever_choose_legal_actions(preset_name: str) -> None:
    rules = PRESETS[preset_name]
    pairings = [("random", "random"), ("greedy", "random"), ("random", "greedy")]
    for seed in range(6):
        for a, b in pairings:
            players = (Checked(make_player(a)), Checked(make_player(b)))
            state = play_partie(rules, players, seed)
            assert state.is_over and state.result is not None
            assert players[0].asked > 0 and players[1].asked > 0


def test_greedy_beats_random_on_mirrored_parties() -> None:
    greedy_total = 0
    greedy_wins = 0
    for seed in range(20):  # 20 mirrored pairs = 40 parties
        first = play_partie(RUBICON, (GreedyPlayer(), RandomPlayer()), seed)
        second = play_partie(RUBICON, (RandomPlayer(), GreedyPlayer()), seed)
        greedy_total += _score(first, 0) + _score(second, 1)
        greedy_wins += (first.result is not None and first.result.winner == 0) + (
            second.result is not None and second.result.winner == 1
        )
    assert greedy_total / 20 > 200, "greedy should gain hundreds of points per mirrored pair"
    assert greedy_wins >= 32


@pytest.mark.parametrize("preset_name", ["au-cent", "thirty-six"])
def test_greedy_beats_random_at_au_cent(preset_name: str) -> None:
    rules = PRESETS[preset_name]
    games = sum(
        _score(play_partie(rules, (GreedyPlayer(), RandomPlayer()), s), 0)
        + _score(play_partie(rules, (RandomPlayer(), GreedyPlayer()), s), 1)
        for s in range(5)
    )
    assert games > 10


def test_mirrored_deal_pairs_favour_greedy() -> None:
    margins = [
        pair_margin(play_deal_pair(RUBICON, (GreedyPlayer(), RandomPlayer()), s)) for s in range(30)
    ]
    assert sum(margins) / len(margins) > 20


def test_a_mirrored_pair_deals_each_seat_the_same_cards() -> None:
    first = play_partie(RUBICON, (GreedyPlayer(), RandomPlayer()), 7)
    second = play_partie(RUBICON, (RandomPlayer(), GreedyPlayer()), 7)
    chance = [[a for a in s.actions if isinstance(a, Cut | Shuffle)] for s in (first, second)]
    assert len(chance[0]) >= 7  # a cut and six shuffles at least
    n = min(len(chance[0]), len(chance[1]))  # a tie after six deals adds two more
    assert chance[0][:n] == chance[1][:n]
    assert [r.elder for r in first.results][:6] == [r.elder for r in second.results][:6]


@pytest.mark.parametrize("preset_name", list(PRESETS))
def test_a_partie_is_a_pure_function_of_rules_players_and_seed(preset_name: str) -> None:
    rules = PRESETS[preset_name]
    one = play_partie(rules, (RandomPlayer(), RandomPlayer()), 3)
    two = play_partie(rules, (RandomPlayer(), RandomPlayer()), 3)
    other = play_partie(rules, (RandomPlayer(), RandomPlayer()), 4)
    assert one.actions == two.actions
    assert one.result == two.result
    assert one.actions != other.actions


def test_a_players_illegal_choice_is_refused_with_its_name() -> None:
    class Cheat:
        name = "cheat"

        def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
            return (
                Play(parse_card("AS"))
                if decision.kind == "play"
                else RandomPlayer().choose(view, decision, rng)
            )

    table = Table.new(RUBICON, (Cheat(), Cheat()), 0)
    with pytest.raises(IllegalActionError, match="'cheat' in seat"):
        table.play()


def test_forced_steps_are_not_asked_unless_wanted() -> None:
    lazy = Checked(RandomPlayer())
    keen = Checked(RandomPlayer())
    Table.new(RUBICON, (lazy, Checked(RandomPlayer())), 5).play()
    Table.new(RUBICON, (keen, Checked(RandomPlayer())), 5, ask_forced=True).play()
    assert keen.asked > lazy.asked  # the last trick at least, every deal


@pytest.mark.parametrize("rules", [RUBICON, PRESETS["au-cent"]])
@pytest.mark.parametrize("elder", [0, 1])
def test_start_deal_makes_the_requested_seat_elder(rules: RuleSet, elder: int) -> None:
    order = tuple(pack(rules.deck))
    state = start_deal(rules, order, elder)
    assert state.deal is not None and state.deal.elder == elder


# ----------------------------------------------------------------------------- random's exchange


def test_random_exchange_draws_every_count_in_range() -> None:
    decision = Decision(0, "exchange", (), (1, 5), m("AS KS QS JS 10S 9S AH KH QH JH 10H 9H"))
    blank = view(new_partie(RUBICON), 0)
    rng = random.Random(0)
    counts = set()
    for _ in range(200):
        action = RandomPlayer().choose(blank, decision, rng)
        assert decision.is_legal(action)
        assert isinstance(action, Discard)
        counts.add(action.cards.bit_count())
    assert counts == {1, 2, 3, 4, 5}


# ----------------------------------------------------------------------------- greedy's rules


def _position(elder_hand: str, younger_hand: str, talon: str) -> PartieState:
    order = order_for_hands(
        (m(elder_hand), m(younger_hand)), parse_cards(talon), 0, RUBICON.deal_by
    )
    return start_deal(RUBICON, order, 0)


ELDER = "AS KS QS JS 9S 8S AH 7H 8D 7D 8C 7C"
YOUNGER = "10S 7S KH QH JH 10H 9H 8H AD KD QD JD"
TALON = "AC KC QC JC 10C 10D 9D 9C"


def _greedy(state: PartieState) -> Action:
    decision = decision_for(state)
    return GreedyPlayer().choose(view(state, decision.seat), decision, random.Random(0))


def test_greedy_discard_order_keeps_the_point_suit_aces_and_combinations() -> None:
    order = discard_order(m(ELDER))
    assert set(order[:5]) == set(parse_cards("7D 8D 7C 8C 7H"))
    assert set(order[-6:]) == set(parse_cards("AS KS QS JS 9S 8S"))
    assert order.index(parse_card("AH")) > order.index(parse_card("7H"))


def test_greedy_elder_takes_his_whole_portion_and_throws_the_weak_suits() -> None:
    state = _position(ELDER, YOUNGER, TALON)
    action = _greedy(state)
    assert action == Discard(m("7D 8D 7C 8C 7H"))


def test_greedy_younger_takes_everything_left() -> None:
    state = _position(ELDER, YOUNGER, TALON)
    state.apply(Discard(m("8D 7D")))  # elder takes two: six cards are left for younger
    action = _greedy(state)
    assert isinstance(action, Discard) and action.cards.bit_count() == 6


def test_greedy_calls_its_best_and_answers_truthfully() -> None:
    state = _position(ELDER, YOUNGER, TALON)
    state.apply(Discard(m("7D 8D 7C 8C 7H")))  # elder takes AC KC QC JC 10C
    state.apply(Discard(m("10S 7S")))  # younger takes 10D 9D
    call = _greedy(state)  # elder's point: six spades (AS KS QS JS 9S 8S) beat five clubs
    assert decision_for(state).kind == "call"
    state.apply(call)
    # younger holds six hearts against elder's six spades: a point of six is 'equal' in length
    assert _greedy(state) == ANSWERS["equal"]


def test_greedy_always_claims_carte_blanche_and_takes_the_maximum() -> None:
    blanche = "AS 10S 9S 8S AH 10H 9H 8H AD 10D 9D 8D"
    younger = "KS QS JS KH QH JH KD QD JD KC QC JC"
    state = _position(blanche, younger, "AC 10C 9C 8C 7C 7S 7H 7D")
    assert _greedy(state) == CarteBlanche(True, 5)


def test_greedy_always_looks_at_the_talon_left() -> None:
    decision = Decision(1, "talon_choice", (LookAtTalon(True), LookAtTalon(False)))
    blank = view(new_partie(RUBICON), 1)
    assert GreedyPlayer().choose(blank, decision, random.Random(0)) == LookAtTalon(True)


def test_greedy_leads_high_from_its_longest_suit_and_throws_its_lowest_when_void() -> None:
    state = _position(ELDER, YOUNGER, TALON)
    rngs = (random.Random(1), random.Random(2))
    table = Table(state, (GreedyPlayer(), GreedyPlayer()), random.Random(0), rngs)
    while state.deal is not None and state.deal.phase != "play":
        table.step()
    lead = _greedy(state)
    assert lead == Play(parse_card("AS"))  # six spades is elder's longest suit
    state.apply(lead)
    while state.deal is not None and state.deal.phase == "talon_choice":
        table.step()
    # younger threw both his spades: void, he throws his lowest card
    assert _greedy(state) == Play(parse_card("8H"))


def test_greedy_follows_with_its_highest_winning_card() -> None:
    state = _position(ELDER, YOUNGER, TALON)
    seen = replace(view(state, 1), lead_card=parse_card("JH"), hand=m("AH 10H 9H 7H KS"))
    plays = tuple(Play(c) for c in parse_cards("AH 10H 9H 7H"))
    decision = Decision(1, "play", plays)
    assert GreedyPlayer().choose(seen, decision, random.Random(0)) == Play(parse_card("AH"))
    cannot_win = replace(seen, lead_card=parse_card("KH"), hand=m("10H 9H 7H KS"))
    decision = Decision(1, "play", plays[1:])
    assert GreedyPlayer().choose(cannot_win, decision, random.Random(0)) == Play(parse_card("7H"))
