"""The exchange pool the window chooses from: the book's examples and the mined positions."""

from __future__ import annotations

from datetime import UTC, datetime

from piquet_desktop.practice.attempts import new_attempt
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.choosing import next_exercise
from piquet_desktop.practice.difficulty import graded_rating, mined_rating
from piquet_desktop.practice.exchange_pool import exchange_pool, mined_pool
from piquet_desktop.practice.exercise_id import kind_of
from piquet_desktop.practice.mined_data import mined_exercises

NOW = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)


def test_the_pool_offers_every_mined_position_beside_cavendishs_examples() -> None:
    pool = exchange_pool()
    keys = {ref.exercise for ref in pool.refs}
    mined = {p.exercise.key for p in mined_exercises()}
    book = {e.key for e in cavendish_exercises()}
    assert mined and mined <= keys and book <= keys
    assert keys == set(pool.exercises)
    assert all(kind_of(ref.exercise) == "exchange" == ref.kind for ref in pool.refs)


def test_the_pool_without_mined_positions_is_the_books_alone() -> None:
    pool = exchange_pool(mined=False)
    assert {ref.exercise for ref in pool.refs} == {e.key for e in cavendish_exercises()}


def test_a_mined_positions_rating_grows_with_its_gap_and_falls_with_close_candidates() -> None:
    assert mined_rating(10.0, 0) == graded_rating(10.0, 1) == 1700.0
    assert mined_rating(3.0, 0) < mined_rating(8.0, 0)
    assert mined_rating(8.0, 2) < mined_rating(8.0, 0)


def test_each_mined_position_is_rated_from_its_own_mining_figures() -> None:
    positions = mined_exercises()
    refs = mined_pool(positions)
    assert [r.exercise for r in refs] == [p.exercise.key for p in positions]
    for ref, p in zip(refs, positions, strict=True):
        assert ref.rating == mined_rating(p.gap, p.close)
    assert len({r.rating for r in refs}) > 5  # graded, not one rating for all


def test_once_the_books_examples_are_all_done_the_mined_positions_come_next() -> None:
    pool = exchange_pool()
    done = [
        new_attempt("exchange", e.key, "", loss=0.0, seconds=5.0, when=NOW, exercise_rating=1300.0)
        for e in cavendish_exercises()
    ]
    chosen = next_exercise("exchange", pool.refs, done, NOW)
    assert chosen is not None and chosen.exercise.startswith("mined:")
    assert pool.exercises[chosen.exercise].key == chosen.exercise
