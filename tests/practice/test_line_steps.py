"""The line that follows a card, stepped: every step is the solver's line played card by card,
the tricks counted as ``tricks_in_line`` counts them, the hands shrinking by the card played, and
the best card named at the player's own card, where the line leaves the best line."""

from __future__ import annotations

import itertools

import pytest

from piquet_desktop.ai.cardplay import position_in_view
from piquet_desktop.ai.solver import PlayPosition
from piquet_desktop.practice.line_steps import (
    ME,
    OPPONENT,
    LineStep,
    line_position,
    line_steps,
    steps_for_card,
)
from piquet_desktop.practice.play_exercise import (
    PreparedPlay,
    ending_exercise,
    prepare_play,
    single_dummy_exercise,
    tricks_in_line,
)


@pytest.fixture(scope="module")
def ending() -> PreparedPlay:
    return prepare_play(ending_exercise(0))


@pytest.fixture(scope="module")
def single() -> PreparedPlay:
    return prepare_play(single_dummy_exercise(0))


def _check_steps(
    steps: tuple[LineStep, ...], position: PlayPosition, line: tuple[int, ...]
) -> None:
    seat = position.to_act
    assert len(steps) == len(line) + 1
    assert [s.played for s in steps[1:]] == list(line)
    assert steps[0].played is None and steps[0].hands == (
        position.hands[seat],
        position.hands[1 - seat],
    )
    assert steps[-1].tricks[0] == tricks_in_line(position, line, seat)
    assert sum(steps[-1].tricks) == 12  # the line plays the deal to its end
    for before, after in itertools.pairwise(steps):
        assert after.played is not None
        held = before.hands[0] if after.by == ME else before.hands[1]
        assert held >> after.played & 1, "the card played was held"
        left = after.hands[0] if after.by == ME else after.hands[1]
        assert left == held & ~(1 << after.played)
        assert after.trick[-1] == (after.by, after.played)
        if after.winner is not None:
            assert len(after.trick) == 2
            taker = 0 if after.winner == ME else 1
            assert after.tricks[taker] == before.tricks[taker] + 1
            assert after.tricks[1 - taker] == before.tricks[1 - taker]
        else:
            assert after.tricks == before.tricks and len(after.trick) == 1


def test_every_endings_line_is_stepped_card_by_card_to_the_solvers_trick_count(
    ending: PreparedPlay,
) -> None:
    position = ending.exercise.position()
    for judged in ending.judged:
        steps = steps_for_card(ending, judged.card)
        _check_steps(steps, position, judged.line)
        assert steps[-1].tricks[0] == judged.tricks


def test_a_wrong_card_is_marked_where_it_leaves_the_best_line_and_a_best_card_is_not(
    ending: PreparedPlay,
) -> None:
    for judged in ending.judged:
        steps = steps_for_card(ending, judged.card)
        departs = [(i, s.departs) for i, s in enumerate(steps) if s.departs is not None]
        if judged.loss > 0.0:
            assert departs == [(1, ending.best.card)]
        else:
            assert departs == []


def test_a_single_dummy_line_is_played_in_the_world_it_was_found_in(
    single: PreparedPlay,
) -> None:
    wrong = [j for j in single.judged if j.line]
    assert wrong, "single:0 has a card that loses, with its line"
    view = single.exercise.view()
    for judged in wrong:
        position = line_position(single, judged.card)
        assert position == position_in_view(view, single.shown[judged.card])
        steps = steps_for_card(single, judged.card)
        _check_steps(steps, position, judged.line)
        assert steps[0].hands[1] == single.shown[judged.card]  # the world's hidden hand
        assert (
            steps[-1].tricks[0]
            == judged.tricks
            == tricks_in_line(position, judged.line, single.exercise.seat)
        )
        assert steps[1].departs == single.best.card


def test_the_opponents_led_card_is_on_the_table_before_the_players_card(
    single: PreparedPlay,
) -> None:
    position = single.exercise.position()
    assert position.lead_card >= 0  # single:0 is a reply
    judged = next(j for j in single.judged if j.line)
    steps = steps_for_card(single, judged.card)
    assert steps[0].trick == ((OPPONENT, position.lead_card),)
    assert steps[1].trick == ((OPPONENT, position.lead_card), (ME, judged.card))
    assert steps[1].winner is not None


def test_a_card_without_a_line_has_no_steps(single: PreparedPlay) -> None:
    best = single.best
    assert best.line == ()
    assert steps_for_card(single, best.card) == ()
    assert line_position(single, best.card) is None
    assert steps_for_card(single, 35) == ()  # not a legal card here


def test_a_line_the_rules_refuse_is_refused(ending: PreparedPlay) -> None:
    position = ending.exercise.position()
    not_held = next(c for c in range(32) if not (position.hands[0] | position.hands[1]) >> c & 1)
    with pytest.raises(ValueError):
        line_steps(position, (not_held,), position.to_act)
    line = ending.best.line
    with pytest.raises(ValueError):
        line_steps(position, (*line, line[0]), position.to_act)
