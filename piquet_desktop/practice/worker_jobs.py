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

Why mining has a worker process of its own, at the lowest priority: mining a seed (``mine_job``)
takes from half a minute (idle) to many minutes (loaded) and nobody waits for it; in the
preparing worker it would hold the next exercise's preparation for that long, and at any
priority above the lowest it would take the verdict's share of the two cores. So it runs in the
third worker (``controller.practice_worker.MINING``) at ``nice`` 19, which on Linux gets a few
per cent of a core against an ordinary process, and all of an idle one. Why a stop file
(``StopFlag``) and not an event: the job may run in a ``spawn`` process, which a
``threading.Event`` cannot reach and a ``multiprocessing.Event`` cannot be sent to after it
started; a file's existence is seen alike from a thread and from a process, and is asked before
each hand is judged, so closing the window stops the mining within one hand's judging.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from piquet_desktop.practice.declaration_exercise import PreparedDeclaration
    from piquet_desktop.practice.exchange_exercise import (
        ExchangeExercise,
        ExchangeVerdict,
        PreparedExchange,
    )
    from piquet_desktop.practice.exchange_reasons import Explanation
    from piquet_desktop.practice.mined_exchange import MinedPosition
    from piquet_desktop.practice.play_exercise import PreparedPlay

__all__ = [
    "MINING_NICENESS",
    "WORLDS",
    "Judged",
    "MinedSeed",
    "StopFlag",
    "declaration_job",
    "mine_job",
    "play_job",
    "prepare_job",
    "verdict_job",
]


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
MINING_NICENESS = 19
"""The mining worker's priority: the lowest (the module's notes say why)."""
_lowered = 0  # how far this process lowered its priority


def _yield_to_the_player(niceness: int = _NICENESS) -> None:
    """Lower this worker process's priority to ``niceness``, once (nothing in the window's
    process)."""
    global _lowered
    if _lowered >= niceness or multiprocessing.parent_process() is None:
        return
    if not hasattr(os, "nice"):
        return
    step, _lowered = niceness - _lowered, niceness
    with contextlib.suppress(OSError):  # not allowed here: it merely competes as before
        os.nice(step)


@dataclass(frozen=True, slots=True)
class StopFlag:
    """Asked "stop?" by a job in a thread or a process: true once the file ``path`` exists."""

    path: str

    def __call__(self) -> bool:
        return os.path.exists(self.path)

    def set(self) -> None:
        """Tell the job to stop (the file made; its folder must exist)."""
        with contextlib.suppress(OSError):  # the folder is gone: the job's answer is ignored
            Path(self.path).touch()


@dataclass(frozen=True, slots=True)
class MinedSeed:
    """A seed mined whole on demand, and the positions kept from it (often none)."""

    seed: int
    positions: tuple[MinedPosition, ...]


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
        exchange_verdict,
        partie_utility,
        prepare_exchange,
    )
    from piquet_desktop.practice.exchange_reasons import explain

    if isinstance(prepared, ExchangeExercise):
        whole = prepare_exchange(prepared, worlds=worlds)
    else:
        whole = replace(prepared, utility=partie_utility(prepared.exercise, prepared.view))
    judged = exchange_verdict(whole, [answer])
    return Judged(judged, explain(whole, judged, answer), exchange_rating(exchange_verdict(whole)))


def declaration_job(key: str, worlds: int | None = None) -> PreparedDeclaration:
    """The declaration exercise ``key`` names, found and prepared (every legal call, sink or
    answer rolled out): finding it plays its self-play partie and judges its moments, so unlike
    an exchange it is not shown before this ends; the window prepares the next one ahead."""
    from piquet_desktop.practice.declaration_exercise import WORLDS as DECLARATION_WORLDS
    from piquet_desktop.practice.declaration_exercise import (
        DeclarationExercise,
        prepare_declaration,
    )
    from piquet_desktop.practice.exercise_lookup import exercise_for_id

    _yield_to_the_player()
    exercise = exercise_for_id(key)
    if not isinstance(exercise, DeclarationExercise):
        raise ValueError(f"{key!r} is not a declaration exercise")
    return prepare_declaration(exercise, worlds=worlds or DECLARATION_WORLDS)


def play_job(key: str, worlds: int | None = None) -> PreparedPlay:
    """The play exercise ``key`` names (``ending:<seed>`` or ``single:<seed>``), found and
    prepared (every legal card solved: exactly for an ending, over the sampled worlds for a
    single-dummy position), as a declaration is."""
    from piquet_desktop.practice.exercise_lookup import exercise_for_id
    from piquet_desktop.practice.play_exercise import WORLDS as PLAY_WORLDS
    from piquet_desktop.practice.play_exercise import PlayExercise, prepare_play

    _yield_to_the_player()
    exercise = exercise_for_id(key)
    if not isinstance(exercise, PlayExercise):
        raise ValueError(f"{key!r} is not a play exercise")
    return prepare_play(exercise, worlds=worlds or PLAY_WORLDS)


def mine_job(
    seed: int, stop: StopFlag, worlds: int | None = None, niceness: int = MINING_NICENESS
) -> MinedSeed | None:
    """The positions of the self-play partie of ``seed``, mined as the tool mines them (the
    same ids and verdicts as in the shipped file), at the lowest priority (``niceness``; a
    real-window test asks for less, so as not to wait behind the machine's other work); None
    when ``stop`` said to stop before it was done."""
    from piquet_desktop.practice.mined_data import mine_seed
    from piquet_desktop.practice.mined_exchange import MINING_WORLDS

    _yield_to_the_player(niceness)
    kept = mine_seed(seed, worlds=worlds or MINING_WORLDS, cancelled=stop)
    return None if kept is None else MinedSeed(seed, tuple(kept))
