"""An exercise comes back from the id an attempt keeps, and an id that names none is refused."""

from __future__ import annotations

import pytest

from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.exercise_id import ExerciseId, kind_of
from piquet_desktop.practice.exercise_lookup import exercise_for_id
from piquet_desktop.practice.mined_data import read_shipped
from piquet_desktop.practice.play_exercise import PlayExercise, ending_exercise


def test_a_shipped_mined_position_comes_back_from_its_id() -> None:
    first = read_shipped().positions[0].exercise
    again = exercise_for_id(first.key)
    assert isinstance(again, ExchangeExercise)
    assert (again.hand, again.role, again.score, again.seed) == (
        first.hand,
        first.role,
        first.score,
        first.seed,
    )
    assert kind_of(first.key) == "exchange"


def test_an_ending_and_a_cavendish_example_come_back_from_their_ids() -> None:
    again = exercise_for_id("ending:2")
    assert isinstance(again, PlayExercise)
    assert again.position() == ending_exercise(2).position()
    assert kind_of("ending:2") == kind_of("single:4") == "play"
    assert kind_of("declaration:1") == "declarations"
    book = exercise_for_id("cavendish:I:elder:main")
    assert isinstance(book, ExchangeExercise) and book.key == "cavendish:I:elder:main"


@pytest.mark.parametrize(
    "key",
    [
        "",
        "chess:1",
        "ending:",
        "ending:x",
        "ending:1:2",
        "mined:1:2",
        "mined:a:1:elder",
        "mined:0:99:elder",
        "cavendish:none",
    ],
)
def test_an_id_that_names_no_exercise_is_refused(key: str) -> None:
    with pytest.raises(ValueError, match=r"id of an exercise|names no"):
        exercise_for_id(key)


def test_an_id_is_read_once_into_its_source_and_fields() -> None:
    read = ExerciseId.read("mined:120:3:elder")
    assert (read.source, read.fields) == ("mined", ("120", "3", "elder"))
    assert (read.number(0), read.number(1), read.number(2), read.number(3)) == (120, 3, None, None)
    assert ExerciseId.read("").source == "" and ExerciseId.read("").fields == ()


@pytest.mark.parametrize("key", ["ending:²", "declaration:¹", "mined:³:1:elder"])
def test_an_id_whose_seed_is_a_digit_sign_but_no_number_is_refused_saying_so(key: str) -> None:
    """ "²" is a digit to ``str.isdigit`` but no number to ``int``: the id names no exercise."""
    with pytest.raises(ValueError, match="id of an exercise"):
        exercise_for_id(key)
    assert ExerciseId.read(key).number(0) is None
