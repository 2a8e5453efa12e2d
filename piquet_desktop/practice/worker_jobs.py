"""The practice window's slow work, as plain functions a worker process (or thread) runs.

Why functions of this Qt-free module: ``controller.practice_worker`` sends them to a worker
process by name with picklable arguments, as ``controller.ai_process`` sends the levels'
questions, so the seconds of solving never hold the window's interpreter.

Why the prepared exchange travels: preparing (seconds) and judging (about one) run in two
different workers, so that a verdict never waits behind the preparation of the next exercise.
``prepare_job`` hands the ``PreparedExchange`` back to the window (some 10 kB of worlds and
values) without its partie utility, a closure that cannot be pickled; ``verdict_job`` is given
it and makes the utility again from the exercise (``partie_utility``: the same level, the same
view, so the same function), then solves the player's discard alone in the same worlds.

Why the preparing worker lowers its own priority: preparing is work ahead, which nobody waits
for; the verdict and the window are what the player waits for. On two cores shared with other
programs, a preparation at the same priority took the verdict's time as well. ``nice`` 5 (a
third of an ordinary process's share when they compete) where the system has it, and only in a
worker process, never the window's own when a job runs in a thread. (At 10 the preparation
starved behind other programs: 46 s instead of 10 on the shared two cores at load 10.)
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from piquet_desktop.practice.declaration_exercise import PreparedDeclaration
    from piquet_desktop.practice.exchange_exercise import (
        ExchangeExercise,
        ExchangeVerdict,
        PreparedExchange,
    )
    from piquet_desktop.practice.exchange_reasons import Explanation
    from piquet_desktop.practice.play_exercise import PreparedPlay

__all__ = ["WORLDS", "Judged", "declaration_job", "play_job", "prepare_job", "verdict_job"]


@dataclass(frozen=True, slots=True)
class Judged:
    """A verdict with what the window says of it: the reasons of the best, the next choices
    and the answer, the book against the engine (``exchange_reasons.explain``), and the
    exercise's rating from the candidates judged before the answer
    (``difficulty.exchange_rating``), which the attempt keeps."""

    verdict: ExchangeVerdict
    explanation: Explanation
    exercise_rating: float


WORLDS = 48
"""Worlds an exercise is judged in: the figure docs/PRACTICE.md measured (about 1 s a verdict)."""


_NICENESS = 5
_lowered = False


def _yield_to_the_player() -> None:
    """Lower this worker process's priority, once (nothing in the window's process)."""
    global _lowered
    if _lowered or multiprocessing.parent_process() is None or not hasattr(os, "nice"):
        return
    _lowered = True
    with contextlib.suppress(OSError):  # not allowed here: it merely competes as before
        os.nice(_NICENESS)


def prepare_job(exercise: ExchangeExercise, worlds: int = WORLDS) -> PreparedExchange:
    """``exercise`` prepared (the slow part), without its utility, ready to be sent back."""
    from piquet_desktop.practice.exchange_exercise import prepare_exchange

    _yield_to_the_player()
    return replace(prepare_exchange(exercise, worlds=worlds), utility=None)


def verdict_job(
    prepared: PreparedExchange | ExchangeExercise, answer: int, worlds: int = WORLDS
) -> Judged:
    """The verdict on ``answer`` (a discard mask) in the prepared worlds, with its reasons and
    the exercise's rating; given the bare exercise (its preparation failed or was lost), it
    prepares it first."""
    from piquet_desktop.practice.difficulty import exchange_rating
    from piquet_desktop.practice.exchange_exercise import (
        ExchangeExercise,
        partie_utility,
        prepare_exchange,
        verdict,
    )
    from piquet_desktop.practice.exchange_reasons import explain

    if isinstance(prepared, ExchangeExercise):
        whole = prepare_exchange(prepared, worlds=worlds)
    else:
        whole = replace(prepared, utility=partie_utility(prepared.exercise, prepared.view))
    judged = verdict(whole, [answer])
    return Judged(judged, explain(whole, judged, answer), exchange_rating(verdict(whole)))


def declaration_job(key: str, worlds: int | None = None) -> PreparedDeclaration:
    """The declaration exercise ``key`` names, found and prepared (every legal call, sink or
    answer rolled out): finding it plays its self-play partie and judges its moments, so unlike
    an exchange it is not shown before this ends; the window prepares the next one ahead."""
    from piquet_desktop.practice.declaration_exercise import WORLDS as DECLARATION_WORLDS
    from piquet_desktop.practice.declaration_exercise import (
        DeclarationExercise,
        prepare_declaration,
    )
    from piquet_desktop.practice.exercise_ids import exercise_for_id

    _yield_to_the_player()
    exercise = exercise_for_id(key)
    if not isinstance(exercise, DeclarationExercise):
        raise ValueError(f"{key!r} is not a declaration exercise")
    return prepare_declaration(exercise, worlds=worlds or DECLARATION_WORLDS)


def play_job(key: str, worlds: int | None = None) -> PreparedPlay:
    """The play exercise ``key`` names (``ending:<seed>`` or ``single:<seed>``), found and
    prepared (every legal card solved: exactly for an ending, over the sampled worlds for a
    single-dummy position), as a declaration is."""
    from piquet_desktop.practice.exercise_ids import exercise_for_id
    from piquet_desktop.practice.play_exercise import WORLDS as PLAY_WORLDS
    from piquet_desktop.practice.play_exercise import PlayExercise, prepare_play

    _yield_to_the_player()
    exercise = exercise_for_id(key)
    if not isinstance(exercise, PlayExercise):
        raise ValueError(f"{key!r} is not a play exercise")
    return prepare_play(exercise, worlds=worlds or PLAY_WORLDS)
