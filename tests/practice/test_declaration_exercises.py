"""Declaration exercises: reproducible from their seed, every legal declaration judged as the
review judges it, a wrong answer marked with the right loss."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.review.valuation import ReviewSettings, value_rollout
from piquet_desktop.engine.actions import ANSWERS, Sink
from piquet_desktop.engine.cards import mask_str
from piquet_desktop.practice.declaration_exercise import (
    declaration_exercise,
    declaration_verdict,
    prepare_declaration,
)


@pytest.mark.slow
def test_an_exercise_and_its_id_are_the_same_from_the_same_seed() -> None:
    a, b = declaration_exercise(5), declaration_exercise(5)
    assert a.key == b.key == "declaration:5"
    assert a.moment.decision == b.moment.decision
    assert a.hand == b.hand
    assert len(a.actions) >= 2
    assert a.kind in ("call", "answer")


@pytest.mark.slow
def test_every_legal_declaration_is_judged_the_best_with_no_loss() -> None:
    prepared = prepare_declaration(declaration_exercise(1), worlds=8)
    assert {j.action for j in prepared.judged} == set(prepared.exercise.actions)
    assert prepared.best.loss == 0.0
    assert [j.loss for j in prepared.judged] == sorted(j.loss for j in prepared.judged)
    assert 1 <= prepared.difficulty <= 5


@pytest.mark.slow
def test_a_wrong_answers_loss_is_the_reviews_loss_for_that_answer() -> None:
    exercise = declaration_exercise(1)  # elder with a sixième of spades: the point to call
    prepared = prepare_declaration(exercise, worlds=8)
    level = make_player("master")
    for judged in prepared.judged:
        rng = random.Random(f"piquet-declaration-worlds:{exercise.key}:0")
        review = value_rollout(
            exercise.moment, judged.action, level, rng, ReviewSettings(declaration_worlds=8)
        )
        assert judged.loss == pytest.approx(review.loss)
        assert judged.stderr == pytest.approx(review.stderr)
        assert (review.best == judged.action) == (judged.loss == 0.0)
    sink = next(j for j in prepared.judged if isinstance(j.action, Sink))
    answer = declaration_verdict(prepared, sink.action)
    assert answer.loss == sink.loss > 0  # sinking the point of six gives it away


def test_an_answer_that_is_not_legal_here_is_refused() -> None:
    prepared = prepare_declaration(declaration_exercise(3), worlds=4)
    illegal = next(a for a in ANSWERS.values() if a not in prepared.exercise.actions)
    with pytest.raises(ValueError, match="not a legal declaration"):
        declaration_verdict(prepared, illegal)


@pytest.mark.slow
def test_the_ids_name_the_positions_they_named_when_they_were_made() -> None:
    # An attempt kept by id must find the same exercise in every later version.
    exercise = declaration_exercise(1)
    assert (exercise.kind, exercise.category, exercise.seat) == ("call", "point", 1)
    assert mask_str(exercise.hand) == "AS KS QS JS 10S 8S AH QH AD QD QC 10C"
    answer = declaration_exercise(2)
    assert (answer.kind, answer.category, answer.role) == ("answer", "sequence", "younger")
