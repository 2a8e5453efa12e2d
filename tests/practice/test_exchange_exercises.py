"""Exchange exercises: Cavendish's examples load as legal positions and are judged as the review
judges an exchange."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai.exchange import solved_discards
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.view import view
from piquet_desktop.practice.cavendish import SCORE_SITUATIONS, cavendish_exercises
from piquet_desktop.practice.exchange_exercise import judge_exchange


def test_every_cavendish_example_is_a_hand_of_twelve_whose_book_discards_are_legal() -> None:
    exercises = cavendish_exercises()
    assert len(exercises) == 49
    assert len({e.key for e in exercises}) == 49
    for exercise in exercises:
        assert exercise.hand.bit_count() == 12
        decision = decision_for(exercise.position())
        assert decision.exchange_range is not None
        low, high = decision.exchange_range
        for discard in exercise.book:
            assert discard & ~exercise.hand == 0, exercise.key
            assert low <= discard.bit_count() <= high, exercise.key


def test_every_score_situation_names_an_example_of_the_file() -> None:
    keys = {(e.key.split(":")[1], e.key.split(":", 3)[3]) for e in cavendish_exercises()}
    assert set(SCORE_SITUATIONS) <= keys
    scored = [e for e in cavendish_exercises() if e.scored]
    assert len(scored) == len(SCORE_SITUATIONS)


@pytest.mark.slow
def test_a_verdict_ranks_the_best_first_and_a_wrong_answer_loses_its_paired_difference() -> None:
    exercise = cavendish_exercises()[0]  # Example I, elder: the book throws J 8 7 of spades...
    bad = mask_of(parse_cards("AC KC KD QD KS"))  # ...throwing the point and the kings instead
    verdict = judge_exchange(exercise, [bad], worlds=16)
    assert verdict.best.loss == 0.0
    assert [c.loss for c in verdict.candidates] == sorted(c.loss for c in verdict.candidates)
    answer = verdict.of(bad)
    assert answer is not None and "answer" in answer.sources
    # The loss is the paired difference of the two in the same worlds, recomputed here.
    state = exercise.position()
    decision = decision_for(state)
    v = view(state, 0)
    worlds = sample_worlds(v, 16, random.Random(f"piquet-exercise:{exercise.key}:0"))
    assert decision.exchange_range is not None
    rows = solved_discards(
        v, decision.hand, decision.exchange_range[1], [verdict.best.discard, bad], worlds
    )
    kept = [(w.weight, r) for w, r in zip(worlds, rows, strict=True) if None not in r]
    total = sum(w for w, _ in kept)
    difference = sum(w * ((r[0].mine - r[0].theirs) - (r[1].mine - r[1].theirs)) for w, r in kept)
    assert answer.loss == pytest.approx(difference / total)
    assert answer.loss > 5  # throwing the point and two kings is a blunder by any count


def test_an_answer_that_is_not_a_legal_exchange_is_refused() -> None:
    exercise = cavendish_exercises()[0]
    not_held = mask_of(parse_cards("AS"))
    with pytest.raises(ValueError, match="answer is not a legal exchange"):
        judge_exchange(exercise, [not_held], worlds=4)
