"""Cavendish's examples are offered by ratings worked out once, as the app would on preparing
each (``tools/practice_ratings``); a damaged ratings file costs the ratings, never the pool."""

from __future__ import annotations

import pytest

from piquet_desktop.practice.cavendish import (
    UNRATED,
    cavendish_exercises,
    cavendish_pool,
    cavendish_ratings,
    ratings_from_data,
)
from piquet_desktop.practice.difficulty import HIGHEST, LOWEST, exchange_rating
from piquet_desktop.practice.exchange_exercise import exchange_verdict, prepare_exchange


def test_every_example_has_a_shipped_rating_on_the_scale() -> None:
    ratings = cavendish_ratings()
    keys = [e.key for e in cavendish_exercises()]
    assert sorted(ratings) == sorted(keys)
    assert all(LOWEST <= r <= HIGHEST for r in ratings.values())
    assert len(set(ratings.values())) > 3  # graded, not all alike


def test_the_pool_offers_every_example_with_its_rating() -> None:
    pool = cavendish_pool()
    ratings = cavendish_ratings()
    assert [e.exercise for e in pool] == [e.key for e in cavendish_exercises()]
    assert all(e.kind == "exchange" and e.rating == ratings[e.exercise] for e in pool)


@pytest.mark.parametrize(
    "data",
    [None, [], {"schema": 2, "ratings": {"a": 1.0}}, {"schema": 1}, {"schema": 1, "ratings": []}],
)
def test_a_ratings_file_that_is_not_one_gives_no_ratings(data: object) -> None:
    assert ratings_from_data(data) == {}


def test_an_entry_that_is_no_rating_is_left_out_and_its_example_unrated() -> None:
    found = ratings_from_data({"schema": 1, "ratings": {"a": 1400, "b": "x", "c": float("nan")}})
    assert found == {"a": 1400.0}
    assert UNRATED == 1500.0


@pytest.mark.slow
def test_a_shipped_rating_is_the_one_preparing_the_example_gives() -> None:
    exercise = cavendish_exercises()[0]
    rated = exchange_rating(exchange_verdict(prepare_exchange(exercise)))
    assert cavendish_ratings()[exercise.key] == rated
