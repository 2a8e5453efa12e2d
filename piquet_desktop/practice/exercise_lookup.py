"""An exercise back from its stable id: what the attempts keep, turned into the exercise again.

Why ids are enough: every exercise of these kinds is made from a seed (a mined position from
its self-play partie, a declaration or a play exercise from theirs), and its id names the seed,
so the spaced repetition can bring back a missed exercise from the id an attempt holds, on any
machine and in any later version (tests pin what the ids name).

| id | kind | the exercise |
| --- | --- | --- |
| ``mined:<seed>:<deal>:<role>`` | exchange | ``mined_exchange.positions_from_seed(seed)``'s hand |
| ``declaration:<seed>`` | declarations | ``declaration_exercise(seed)`` |
| ``ending:<seed>`` | play | ``ending_exercise(seed)`` |
| ``single:<seed>`` | play | ``single_dummy_exercise(seed)`` |

A Cavendish example's id (``cavendish:...``) is looked up among the book's examples by its key.
The id is read by ``exercise_id.ExerciseId``.
"""

from __future__ import annotations

from piquet_desktop.practice.declaration_exercise import DeclarationExercise, declaration_exercise
from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.exercise_id import ExerciseId, kind_of
from piquet_desktop.practice.mined_exchange import positions_from_seed
from piquet_desktop.practice.play_exercise import (
    PlayExercise,
    ending_exercise,
    single_dummy_exercise,
)

__all__ = ["exercise_for_id"]

Exercise = ExchangeExercise | DeclarationExercise | PlayExercise


def _seed(read: ExerciseId) -> int:
    seed = read.number(0)
    if seed is None or len(read.fields[0]) > 18:
        raise ValueError(f"{read.text!r} is not the id of an exercise: its seed is not a number")
    return seed


def exercise_for_id(key: str) -> Exercise:
    """The exercise ``key`` names (ValueError, saying why, for an id that names none)."""
    kind_of(key)
    read = ExerciseId.read(key)
    if read.source == "cavendish":
        from piquet_desktop.practice.cavendish import cavendish_exercises

        found = next((e for e in cavendish_exercises() if e.key == key), None)
        if found is None:
            raise ValueError(f"{key!r} names no example of Cavendish's")
        return found
    if read.source == "mined":
        if len(read.fields) != 3:
            raise ValueError(f"{key!r} is not the id of an exercise")
        seed = _seed(read)
        found_hand = next((e for e in positions_from_seed(seed) if e.key == key), None)
        if found_hand is None:
            raise ValueError(f"{key!r} names no hand of its self-play partie")
        return found_hand
    if len(read.fields) != 1:
        raise ValueError(f"{key!r} is not the id of an exercise")
    seed = _seed(read)
    if read.source == "declaration":
        return declaration_exercise(seed)
    if read.source == "ending":
        return ending_exercise(seed)
    return single_dummy_exercise(seed)
