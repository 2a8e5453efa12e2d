"""An exercise's rating from its verdict: harder when a natural choice loses much, easier when
several answers are right."""

from __future__ import annotations

import pytest

from piquet_desktop.practice.difficulty import (
    HIGHEST,
    LOWEST,
    counting_rating,
    exchange_rating,
    graded_rating,
)
from piquet_desktop.practice.exchange_exercise import Candidate, ExchangeVerdict, Source


def verdict(*losses: tuple[float, set[Source]]) -> ExchangeVerdict:
    candidates = tuple(
        Candidate(n, -loss, loss, 0.1, frozenset(sources))
        for n, (loss, sources) in enumerate(losses, start=1)
    )
    return ExchangeVerdict(candidates, 48, False)


def test_the_grading_follows_its_documented_figures() -> None:
    assert graded_rating(0.0, 1) == 1300.0
    assert graded_rating(10.0, 1) == 1700.0
    assert graded_rating(3.0, 3) == 1180.0
    assert graded_rating(60.0, 1) == graded_rating(15.0, 1)
    assert graded_rating(0.0, 12) == LOWEST and graded_rating(15.0, 0) <= HIGHEST


def test_a_natural_discard_losing_more_makes_the_exercise_harder() -> None:
    mild = verdict((0.0, {"level"}), (3.0, {"natural"}))
    trap = verdict((0.0, {"level"}), (9.0, {"natural"}))
    assert exchange_rating(trap) > exchange_rating(mild)


def test_several_right_answers_make_the_exercise_easier() -> None:
    one = verdict((0.0, {"level"}), (6.0, {"natural"}))
    three = verdict((0.0, {"level"}), (1.0, {"natural"}), (1.5, {"book"}), (6.0, {"natural"}))
    assert exchange_rating(three) < exchange_rating(one)


def test_the_players_own_answer_does_not_change_the_exercises_rating() -> None:
    before = verdict((0.0, {"level"}), (6.0, {"natural"}))
    after = verdict((0.0, {"level"}), (6.0, {"natural"}), (2.5, {"answer"}))
    assert exchange_rating(after) == exchange_rating(before)


@pytest.mark.parametrize("question", ["point", "repique", "scores"])
def test_counting_questions_are_rated_easiest_first(question: str) -> None:
    order = ["point", "repique", "scores"]
    ratings = [counting_rating(q) for q in order]
    assert ratings == sorted(ratings)
    assert LOWEST <= counting_rating(question) <= HIGHEST
