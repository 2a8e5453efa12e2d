"""RULES.md section 7: the partie in Rubicon (Laws 71-73), four deals, au cent and Thirty-six."""

from __future__ import annotations

import random

import pytest
from builders import answer, call, discard, partie_state, play
from helpers import random_action

from piquet_desktop.engine.actions import Cut, Discard, Shuffle
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import (
    CHANCE,
    NOBODY,
    Applied,
    GameResult,
    PartieState,
    chance_action,
    new_partie,
    rubicon_result,
)
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet


def play_until(state: PartieState, rng: random.Random, deals: int) -> None:
    """Random legal play until ``deals`` deals are finished (or the partie ends)."""
    while not state.is_over and len(state.results) < deals:
        state.apply(random_action(state, rng))


def finish_deal_with_totals(
    state: PartieState, rng: random.Random, target: tuple[int, int]
) -> None:
    """Play the next deal at random, having set the partie totals so that it ends at ``target``."""
    trial = state.clone()
    saved = rng.getstate()
    play_until(trial, rng, len(state.results) + 1)
    a, b = trial.results[-1].totals
    state.totals = [target[0] - a, target[1] - b]
    rng.setstate(saved)
    play_until(state, rng, len(state.results) + 1)
    assert (state.totals[0], state.totals[1]) == target


# ---------------------------------------------------------------------------------- rubicon


@pytest.mark.parametrize(
    ("totals", "winner", "margin", "rubiconed"),
    [
        ((131, 113), 0, 118, False),  # Cavendish: 131 to 113 wins 118
        ((81, 125), 1, 306, True),  # Cavendish: 125 to 81 wins 306
        ((120, 99), 0, 319, True),  # seed 002: losing 99 to 120 costs 319
        ((120, 101), 0, 119, False),  # ... and 101 to 120 costs 119
        ((100, 140), 1, 140, False),  # exactly 100 is over the rubicon
        ((90, 60), 0, 250, True),  # the winner need not reach 100 himself
    ],
)
def test_rubicon_margins(
    totals: tuple[int, int], winner: int, margin: int, rubiconed: bool
) -> None:
    result = rubicon_result(totals)
    assert (result.winner, result.margin, result.rubiconed) == (winner, margin, rubiconed)


def test_equal_totals_are_a_drawn_partie() -> None:
    result = rubicon_result((150, 150))
    assert result.winner is None and result.margin == 0
    assert result.describe() == "Drawn partie, 150 all"


def test_the_result_is_described_for_the_score_sheet() -> None:
    assert rubicon_result((81, 125)).describe(("Ann", "Bob")) == (
        "Bob wins by 306: 125 to 81 (Ann rubiconed)"
    )
    assert rubicon_result((131, 113)).describe() == "Seat 0 wins by 118: 131 to 113"


def test_a_rubicon_partie_is_six_deals_with_the_deal_alternating() -> None:
    rng = random.Random(11)
    state = new_partie(RUBICON)
    elders = []
    while not state.is_over:
        if state.phase == "deal" and state.deal is not None and len(elders) == len(state.results):
            elders.append(state.deal.elder)
        state.apply(random_action(state, rng))
    tied_after_six = len(state.results) == 8
    assert len(state.results) in (6, 8) and (len(state.results) == 6 or tied_after_six)
    assert elders == [elders[0], 1 - elders[0]] * (len(elders) // 2)
    assert [r.number for r in state.results] == list(range(1, len(state.results) + 1))
    totals = tuple(sum(r.totals[s] for r in state.results) for s in (0, 1))
    assert totals == tuple(state.totals)
    assert state.result == rubicon_result(totals)  # type: ignore[arg-type]
    assert state.current_player == NOBODY and state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(Shuffle(pack(32)))


def test_tied_after_six_deals_two_more_are_played() -> None:
    rng = random.Random(3)
    state = new_partie(RUBICON)
    play_until(state, rng, 5)
    assert state.planned_deals() == 6
    finish_deal_with_totals(state, rng, (140, 140))
    assert not state.is_over and state.phase == "shuffle"
    assert state.planned_deals() == 8 and state.deal_number == 7
    play_until(state, rng, 7)
    assert not state.is_over
    finish_deal_with_totals(state, rng, (180, 170))
    assert state.is_over and state.result == rubicon_result((180, 170))
    assert len(state.results) == 8


def test_tied_again_after_eight_deals_the_partie_is_drawn() -> None:
    rng = random.Random(4)
    state = new_partie(RUBICON)
    play_until(state, rng, 5)
    finish_deal_with_totals(state, rng, (140, 140))
    play_until(state, rng, 7)
    finish_deal_with_totals(state, rng, (190, 190))
    assert state.is_over and state.result is not None
    assert state.result.winner is None and state.result.margin == 0


def test_four_deal_option_counts_the_first_and_last_deals_double() -> None:
    rng = random.Random(5)
    state = new_partie(RuleSet(rubicon_deals=4))
    play_until(state, rng, 4)
    if not state.is_over:  # tied after four: two more single deals
        play_until(state, rng, 6)
    assert [r.multiplier for r in state.results[:4]] == [2, 1, 1, 2]
    assert all(r.multiplier == 1 for r in state.results[4:])
    first = state.results[0]
    raw = (
        sum(e.points for e in first.events if e.seat == 0),
        sum(e.points for e in first.events if e.seat == 1),
    )
    assert first.totals == (2 * raw[0], 2 * raw[1])
    assert tuple(state.totals) == tuple(sum(r.totals[s] for r in state.results) for s in (0, 1))
    assert state.is_over and len(state.results) in (4, 6)


# ---------------------------------------------------------------------------------- au cent

# Elder (seat 0) says his quint and quatorze first, but younger's six-card point reckons first.
AU_ELDER = "AS KS QS JS 10S AH AD AC KH KD 7H 7D"
AU_YOUNGER = "KC QC 10C 9C 8C 7C QH JH 9H 8H QD JD"
AU_TALON = "10D 9S 8S 7S 10H 9D 8D JC"  # elder throws 7H for 10D; younger takes nothing


def au_cent_deal(game_scores: tuple[int, int], rules: RuleSet = AU_CENT) -> PartieState:
    state = partie_state(rules, AU_ELDER, AU_YOUNGER, AU_TALON)
    state.game_scores = list(game_scores)
    state.apply(discard("7H"))
    state.apply(Discard(0))
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "AS AH AD AC"))
    rng = random.Random(0)
    while state.deal is not None:
        state.apply(random_action(state, rng))
    return state


def test_au_cent_game_goes_to_the_first_to_reach_100_in_reckoning_order() -> None:
    state = au_cent_deal((90, 96))
    (game,) = state.games
    assert game == GameResult(winner=1, double=False, scores=(90, 102), last_deal=1)
    # the rest of the deal is void: the next game starts from nothing
    assert state.game_scores == [0, 0]
    assert not state.is_over and state.phase == "shuffle"


def test_au_cent_reaching_100_with_the_opponent_under_50_is_a_double() -> None:
    assert au_cent_deal((49, 96)).games[0].double is True
    assert au_cent_deal((50, 96)).games[0].double is False


def test_au_cent_without_anyone_reaching_100_the_game_goes_on() -> None:
    state = au_cent_deal((0, 0))
    assert state.games == []
    assert state.game_scores == list(state.results[0].totals)


def test_au_cent_partie_is_the_best_of_five_with_doubles_counting_two() -> None:
    state = partie_state(AU_CENT, AU_ELDER, AU_YOUNGER, AU_TALON)
    assert state.game_points() == (0, 0)
    state.games = [GameResult(1, True, (100, 20), 1)]
    assert state.game_points() == (0, 2)
    state = au_cent_with_history([GameResult(0, True, (100, 20), 1)])
    assert state.game_points() == (2, 1) and not state.is_over
    state = au_cent_with_history([GameResult(1, True, (20, 100), 1)])
    assert state.is_over and state.result is not None
    assert state.result.winner == 1 and state.result.games == (0, 3)
    assert state.result.describe() == "Seat 1 wins the partie, 3 games to 0"


def au_cent_with_history(games: list[GameResult]) -> PartieState:
    """The constructed deal, played with earlier games already won, seat 1 winning this one."""
    state = partie_state(AU_CENT, AU_ELDER, AU_YOUNGER, AU_TALON)
    state.games = list(games)
    state.game_scores = [90, 96]
    state.apply(discard("7H"))
    state.apply(Discard(0))
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "AS AH AD AC"))
    state.apply(play("AS"))
    rng = random.Random(1)
    while state.deal is not None:
        state.apply(random_action(state, rng))
    return state


def test_a_random_au_cent_partie_ends_when_a_player_has_three_game_points() -> None:
    rng = random.Random(8)
    state = new_partie(AU_CENT)
    while not state.is_over:
        state.apply(random_action(state, rng))
    points = state.game_points()
    assert max(points) >= 3 and state.result is not None
    assert points[state.result.winner] >= 3 > points[1 - state.result.winner]  # type: ignore[index]
    for g in state.games:
        assert max(g.scores) >= 100 and g.scores[g.winner] >= 100
        assert g.double == (g.scores[1 - g.winner] < 50)


# ---------------------------------------------------------------------------------- between deals


def test_the_partie_keeps_the_deal_just_finished_until_the_next_shuffle() -> None:
    rng = random.Random(3)
    state = new_partie(RUBICON)
    while state.deal is None:
        state.apply(random_action(state, rng))
    deal = state.deal
    assert state.finished_deal is None
    play_until(state, rng, 1)
    assert state.deal is None and state.finished_deal is deal and deal.is_over
    assert state.results[-1].events == tuple(deal.events())
    copy = state.clone()
    assert copy.finished_deal is deal  # a finished deal never changes: shared, not copied
    state.apply(chance_action(state, rng))
    assert state.finished_deal is None and state.deal is not None
    assert copy.finished_deal is deal  # the copy still holds it


def test_the_last_deal_of_the_partie_stays_kept_once_the_partie_is_over() -> None:
    rng = random.Random(4)
    state = new_partie(RUBICON)
    while not state.is_over:
        state.apply(random_action(state, rng))
    assert state.deal is None and state.finished_deal is not None
    assert state.finished_deal.is_over
    assert state.results[-1].events == tuple(state.finished_deal.events())


def test_apply_says_who_acted_what_was_said_and_which_deal_or_game_it_ended() -> None:
    state = partie_state(AU_CENT, AU_ELDER, AU_YOUNGER, AU_TALON)
    state.game_scores = [90, 96]
    assert state.apply(discard("7H")) == Applied(0)
    assert state.apply(Discard(0)) == Applied(1)
    called = state.apply(call("point", "AS KS QS JS 10S"))
    assert called == Applied(0, called.speech)
    assert [(s.seat, s.text, s.phrase) for s in called.speech] == [(0, "Point of five.", "call")]
    assert isinstance(called.speech[0], Speech) and called.speech[0].combination is not None
    rng = random.Random(0)
    last = Applied(-1)
    while state.deal is not None:
        seat = state.current_player
        last = state.apply(random_action(state, rng))
        assert last.seat == seat
        assert (last.deal_result is None) == (state.deal is not None)
    assert last.deal_result == state.results[-1] and last.game == state.games[-1]
    assert state.apply(chance_action(state, rng)) == Applied(CHANCE)


# ---------------------------------------------------------------------------------- thirty-six


def test_thirty_six_deals_36_cards_with_a_talon_of_12_and_elder_taking_up_to_7() -> None:
    state = new_partie(THIRTY_SIX)
    state.apply(Cut((pack(36)[0], pack(36)[-1])))  # six of spades against ace of clubs
    assert state.dealer == 0  # the lower card deals, as in au cent
    with pytest.raises(IllegalActionError):
        state.apply(Shuffle(pack(32)))
    state.apply(Shuffle(pack(36)))
    deal = state.deal
    assert deal is not None
    assert [h.bit_count() for h in deal.hands] == [12, 12] and len(deal.talon) == 12
    while deal.phase == "carte_blanche":
        state.apply(state.legal_actions()[0])
    assert deal.exchange_range() == (1, 7)


# ---------------------------------------------------------------------------------- chance


def test_chance_gives_a_cut_then_a_shuffle_and_nothing_else() -> None:
    rng = random.Random(9)
    state = new_partie(RUBICON)
    assert state.current_player == CHANCE
    cut = chance_action(state, rng)
    assert isinstance(cut, Cut) and cut.cards[0] != cut.cards[1]
    while state.phase == "cut":
        state.apply(chance_action(state, rng))
    shuffle = chance_action(state, rng)
    assert isinstance(shuffle, Shuffle) and sorted(shuffle.order) == sorted(pack(32))
    state.apply(shuffle)
    with pytest.raises(IllegalActionError, match="no chance step"):
        chance_action(state, rng)
    assert state.deal_number == 1
