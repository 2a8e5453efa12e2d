"""The practice window's slow work, as plain functions a worker process (or thread) runs.

Why functions of this Qt-free module: ``controller.practice_worker`` sends them to a worker
process by name with picklable arguments (an ``ExchangeExercise`` and a discard), as
``controller.ai_process`` sends the levels' questions, so the seconds of solving never hold the
window's interpreter.

Why a cache of prepared exchanges here: a ``PreparedExchange`` holds the level's partie utility,
a closure, which cannot be pickled back to the window. So the worker keeps what it prepared and
hands back only a ``Ready`` note; the verdict, asked later of the same worker (the practice pool
has one), finds the prepared exchange there and solves the player's discard alone. When it is not
there (the pool was restarted, or a thread answers instead of the process), the verdict prepares
it again first: slower, never different, since preparing is seeded by the exercise's key.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from threading import Lock
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from piquet_desktop.practice.counting_quiz import CountingQuestion
    from piquet_desktop.practice.exchange_exercise import (
        ExchangeExercise,
        ExchangeVerdict,
        PreparedExchange,
    )

__all__ = ["KEPT", "WORLDS", "Ready", "counting_job", "prepare_job", "verdict_job"]

WORLDS = 48
"""Worlds an exercise is judged in: the figure docs/PRACTICE.md measured (about 1 s a verdict)."""

KEPT = 8
"""Prepared exchanges a worker keeps (each some hundreds of kilobytes of worlds and values)."""

_prepared: OrderedDict[tuple[str, int], PreparedExchange] = OrderedDict()
_lock = Lock()


@dataclass(frozen=True, slots=True)
class Ready:
    """An exercise prepared in the worker: its key, and the worlds it was judged in."""

    key: str
    worlds: int


def _prepared_for(exercise: ExchangeExercise, worlds: int) -> PreparedExchange:
    from piquet_desktop.practice.exchange_exercise import prepare_exchange

    key = (exercise.key, worlds)
    with _lock:
        found = _prepared.get(key)
        if found is not None and found.exercise == exercise:
            _prepared.move_to_end(key)
            return found
    prepared = prepare_exchange(exercise, worlds=worlds)
    with _lock:
        _prepared[key] = prepared
        while len(_prepared) > KEPT:
            _prepared.popitem(last=False)
    return prepared


def prepare_job(exercise: ExchangeExercise, worlds: int = WORLDS) -> Ready:
    """Prepare ``exercise`` (the slow part) and keep it in this process for its verdict."""
    _prepared_for(exercise, worlds)
    return Ready(exercise.key, worlds)


def verdict_job(exercise: ExchangeExercise, answer: int, worlds: int = WORLDS) -> ExchangeVerdict:
    """The verdict on ``answer`` (a discard mask), in the worlds ``prepare_job`` drew."""
    from piquet_desktop.practice.exchange_exercise import verdict

    return verdict(_prepared_for(exercise, worlds), [answer])


def counting_job(seed: int) -> CountingQuestion:
    """The counting quiz of ``seed`` (a deal played out by the engine: a fraction of a second)."""
    from piquet_desktop.practice.counting_quiz import counting_question

    return counting_question(seed)


def forget_prepared() -> None:
    """Drop every prepared exchange of this process (tests: a verdict that must prepare again)."""
    with _lock:
        _prepared.clear()
