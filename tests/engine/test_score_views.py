"""The score as the engine reports it: ``DealResult`` says the score each deal left and
``PlayerView`` the score so far, so that no other layer adds points up.

The expected figures are worked out by hand from the constructed deals of ``test_partie``: in
``AU_ELDER``/``AU_YOUNGER`` younger's six-card club point (6) reckons first, then elder's quint
(15) and quatorze of aces (14).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from builders import answer, call, discard, partie_state
from helpers import random_action
from test_partie import (
    AU_ELDER,
    AU_TALON,
    AU_YOUNGER,
    au_cent_deal,
    au_cent_with_history,
    finish_deal_with_totals,
    play_until,
)

from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.partie import GameResult, PartieState, new_partie, planned_deals
from piquet_desktop.engine.rules import AU_CENT, RUBICON, RuleSet
from piquet_desktop.engine.view import view

PACKAGE = Path(__file__).resolve().parents[2] / "piquet_desktop"


# ------------------------------------------------------------------------- au cent games


def test_the_deal_that_wins_an_au_cent_game_counts_up_to_the_winning_score() -> None:
    state = au_cent_deal((90, 96))
    result = state.results[-1]
    assert result.game == GameResult(1, False, (90, 102), 1)
    assert result.after == (90, 102)  # the score at which the game was won
    assert result.counted == (0, 6)  # younger's point of six took him from 96 to 102
    assert result.deciding_event is not None and result.deciding_event.kind == "point"
    assert result.counted_events == 1
    # elder's quint and quatorze, and the play, came after: void
    assert result.void[0] >= 15 + 14
    assert result.void == (result.totals[0], result.totals[1] - 6)
    assert result.games_after == (0, 1)


def test_a_double_game_counts_two_in_the_deal_result_and_the_view() -> None:
    state = au_cent_deal((49, 96))
    result = state.results[-1]
    assert result.game is not None and result.game.double and result.game.points == 2
    assert result.games_after == (0, 2)
    assert view(state, 0).game_points() == (0, 2) == view(state, 1).game_points()
    assert GameResult(0, False, (100, 60), 1).points == 1


def test_an_au_cent_deal_without_a_game_adds_all_its_points_to_the_game_score() -> None:
    state = au_cent_deal((0, 0))
    result = state.results[-1]
    assert result.game is None and result.deciding_event is None
    assert result.counted == result.totals and result.void == (0, 0)
    assert result.after == result.totals == tuple(state.game_scores)
    assert result.games_after == (0, 0)


def test_games_won_before_the_deal_carry_into_its_games_after() -> None:
    state = au_cent_with_history([GameResult(0, True, (100, 20), 1)])
    assert state.results[-1].games_after == (2, 1)
    assert view(state, 1).game_points() == (2, 1)


def test_the_running_score_in_au_cent_is_the_game_score_plus_the_deal_in_play() -> None:
    state = partie_state(AU_CENT, AU_ELDER, AU_YOUNGER, AU_TALON)
    state.game_scores = [10, 20]
    state.apply(discard("7H"))
    state.apply(Discard(0))
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "AS AH AD AC"))
    seen = view(state, 0)
    # elder has reckoned his quint (15), quatorze of aces (14) and trio of kings (KS KH KD, 3);
    # younger's point waits for elder's first lead
    assert seen.deal_in_play_points() == (32, 0)
    assert (seen.running_score(0), seen.running_score(1)) == (42, 20)
    assert seen.score_before_deal() == (10, 20)


# ------------------------------------------------------------------------- Rubicon


def _random_partie(rules: RuleSet, seed: int) -> list[PartieState]:
    """Every state of a random partie, one per action."""
    rng = random.Random(seed)
    state = new_partie(rules)
    states = []
    while not state.is_over:
        state.apply(random_action(state, rng))
        states.append(state.clone())
    return states


def test_each_rubicon_deal_result_carries_the_partie_totals_after_it() -> None:
    final = _random_partie(RUBICON, 4)[-1]
    running = [0, 0]
    for result in final.results:
        running = [running[0] + result.totals[0], running[1] + result.totals[1]]
        assert result.after == (running[0], running[1])
        assert result.game is None and result.games_after == (0, 0)
    assert final.results[-1].after == tuple(final.totals)


def test_the_running_score_applies_the_four_deal_partie_s_double_first_deal() -> None:
    rules = RuleSet(rubicon_deals=4)
    states = _random_partie(rules, 2)
    mid = next(s for s in states if s.deal is not None and any(e.points for e in s.deal.events()))
    seen = view(mid, 0)
    raw = [0, 0]
    for e in mid.deal.events():  # type: ignore[union-attr]
        raw[e.seat] += e.points
    assert seen.deal_number == 1 and seen.deal_points() == (raw[0], raw[1])
    assert seen.deal_in_play_points() == (2 * raw[0], 2 * raw[1])
    assert seen.running_score(0) == 2 * raw[0] and seen.running_score(1) == 2 * raw[1]
    # between deals the finished deal is counted once, in the totals
    after_first = next(s for s in states if s.results and s.deal is None)
    seen = view(after_first, 1)
    assert seen.deal_in_play_points() is None
    assert seen.running_score(0) == after_first.results[0].after[0] == after_first.totals[0]


def test_planned_deals_follow_the_tie_rule() -> None:
    assert planned_deals(RUBICON, 0, (0, 0)) == 6
    assert planned_deals(RUBICON, 5, (120, 120)) == 6  # a tie before the sixth deal is nothing
    assert planned_deals(RUBICON, 6, (120, 110)) == 6
    assert planned_deals(RUBICON, 6, (120, 120)) == 8  # tied after six: two more (Law 71)
    assert planned_deals(RUBICON, 7, (150, 120)) == 8  # the play-off goes on whatever the score
    assert planned_deals(RuleSet(rubicon_deals=4), 4, (90, 90)) == 6
    assert planned_deals(AU_CENT, 3, (50, 50)) == 0


def test_the_view_plans_two_more_deals_after_a_tie_until_the_eighth() -> None:
    rng = random.Random(3)
    state = new_partie(RUBICON)
    play_until(state, rng, 5)
    assert view(state, 0).planned_deals() == 6
    finish_deal_with_totals(state, rng, (140, 140))
    assert view(state, 0).planned_deals() == 8 == state.planned_deals()
    while len(state.results) < 7:
        state.apply(random_action(state, rng))
    state.apply(random_action(state, rng))  # the shuffle of deal 8
    assert state.deal_number == 8 and view(state, 1).planned_deals() == 8


# ------------------------------------------------------------------------- written once


def test_a_double_game_counting_two_is_written_once_in_the_package() -> None:
    pattern = re.compile(r"2 if .*double")
    places = [
        f"{path.relative_to(PACKAGE)}:{n}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert len(places) == 1 and places[0].startswith("engine/partie.py"), places
