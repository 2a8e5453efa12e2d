"""Play exercises: the best card is the solver's (or the review's), a wrong card's loss is the
difference of values, and the line shown for it really scores that much, replayed by the engine."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai.cardplay import position_in_view
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.ai.review.valuation import play_values
from piquet_desktop.ai.solver import Solver
from piquet_desktop.engine.actions import PLAYS
from piquet_desktop.engine.cards import mask_str
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.practice.play_exercise import (
    ending_exercise,
    play_verdict,
    prepare_play,
    principal_variation,
    single_dummy_exercise,
)

_TRICK_KINDS = ("lead", "trick", "last_trick", "cards", "capot")


def _net_after(state: PartieState, line: tuple[int, ...], seat: int) -> int:
    """The seat's net points of the trick play from ``state`` on, the line replayed by the engine
    (a pique made during the play left out: the solver plays for the tricks' points)."""
    deal = state.deal
    assert deal is not None
    before = [e for e in deal.trick_events if e.kind in _TRICK_KINDS]
    played = state.clone()
    for card in line:
        played.apply(PLAYS[card])
    assert played.results, "the line plays the deal to its end"
    after = [e for e in played.results[-1].events if e.kind in _TRICK_KINDS]
    assert after[: len(before)] == before
    return sum(e.points if e.seat == seat else -e.points for e in after[len(before) :])


def test_an_ending_and_its_id_are_the_same_from_the_same_seed() -> None:
    a, b = ending_exercise(3), ending_exercise(3)
    assert a.key == b.key == "ending:3"
    assert a.position() == b.position()
    assert 3 <= a.tricks_left <= 6


def test_an_endings_best_card_is_the_exact_solvers_best() -> None:
    exercise = ending_exercise(0)
    prepared = prepare_play(exercise)
    position = exercise.position()
    seat = position.to_act
    moves = Solver(position.rules).best_moves(position)
    sign = 1 if seat == 0 else -1
    top = max(sign * v for _, v in moves)
    assert prepared.best.value == top
    assert {c for c, v in moves if sign * v == top} == {
        j.card for j in prepared.judged if j.loss == 0
    }
    for card, v in moves:
        judged = prepared.of(card)
        assert judged is not None and judged.loss == top - sign * v


def test_a_wrong_cards_line_replayed_by_the_engine_loses_exactly_its_loss() -> None:
    for seed in range(4):
        exercise = ending_exercise(seed)
        prepared = prepare_play(exercise)
        wrong = next(j for j in prepared.judged if j.loss > 0)
        answer = play_verdict(prepared, wrong.card)
        assert answer.loss == wrong.loss > 0
        seat = exercise.seat
        best_net = _net_after(exercise.state, answer.best.line, seat)
        wrong_net = _net_after(exercise.state, answer.answer.line, seat)
        assert best_net == answer.best.value
        assert wrong_net == answer.answer.value
        assert best_net - wrong_net == answer.loss


def test_an_endings_goal_is_at_stake_between_its_best_and_its_wrong_cards() -> None:
    for seed in range(6):
        prepared = prepare_play(ending_exercise(seed))
        seat = prepared.exercise.seat
        now = prepared.exercise.position().tricks_won[seat]
        if prepared.goal == "save_capot":
            assert now == 0 and prepared.best.tricks >= 1
            assert any(j.tricks == 0 for j in prepared.judged)
        elif prepared.goal == "make_cards":
            assert prepared.best.tricks >= 7 > min(j.tricks for j in prepared.judged)
        elif prepared.goal == "tricks":
            assert prepared.wanted == prepared.best.tricks - now > 0
            assert min(j.tricks for j in prepared.judged) < prepared.best.tricks
        else:
            assert prepared.goal == "points" and prepared.wanted == 0
        assert 1 <= prepared.difficulty <= 5


def test_a_card_that_cannot_be_played_is_refused() -> None:
    exercise = ending_exercise(1)
    prepared = prepare_play(exercise)
    illegal = next(c for c in range(36) if c not in exercise.legal)
    with pytest.raises(ValueError, match="cannot be played"):
        play_verdict(prepared, illegal)


@pytest.mark.slow
def test_a_single_dummy_position_is_judged_as_the_review_judges_a_card() -> None:
    exercise = single_dummy_exercise(0)
    assert exercise.key == "single:0"
    prepared = prepare_play(exercise, worlds=16)
    v = exercise.view()
    worlds = sample_worlds(v, 16, random.Random(f"piquet-play-worlds:{exercise.key}:0"))
    legal = list(exercise.legal)
    for judged in prepared.judged:
        review = play_values(v, legal, judged.card, worlds, None)
        assert judged.loss == pytest.approx(review.loss)
    assert prepared.best.loss == 0.0
    assert max(j.loss for j in prepared.judged) >= 2.0


@pytest.mark.slow
def test_a_wrong_single_dummy_cards_line_beats_it_in_the_world_shown() -> None:
    exercise = single_dummy_exercise(1)
    prepared = prepare_play(exercise, worlds=16)
    wrong = next(j for j in reversed(prepared.judged) if j.loss > 0)
    assert wrong.line and wrong.line[0] == wrong.card
    opponent = prepared.shown[wrong.card]
    v = exercise.view()
    world = position_in_view(v, opponent)
    sign = 1 if exercise.seat == 0 else -1
    values = dict(Solver(world.rules).best_moves(world))
    assert sign * values[wrong.card] < sign * values[prepared.best.card]
    # The line is both sides' best after the wrong card, in that world.
    after = world.play(wrong.card)
    assert wrong.line[1:] == principal_variation(after)


def test_the_ids_name_the_positions_they_named_when_they_were_made() -> None:
    # An attempt kept by id must find the same exercise in every later version.
    ending = ending_exercise(0).position()
    assert (mask_str(ending.hands[0]), mask_str(ending.hands[1])) == ("JS QH JD", "10S 10H 10C")
    assert (ending.leader, ending.tricks_won) == (1, (3, 6))
    longer = ending_exercise(1).position()
    assert mask_str(longer.hands[1]) == "QH 10H 9H QD JD 8D"


@pytest.mark.slow
def test_a_single_dummy_id_names_the_position_it_named_when_it_was_made() -> None:
    single = single_dummy_exercise(0).position()
    assert mask_str(single.hands[0]) == "JS 9S 7S QH 7H JD 10D"
    assert (single.leader, single.lead_card, single.tricks_won) == (1, 8, (3, 2))
