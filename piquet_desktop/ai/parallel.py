"""Exact solves spread over a worker process and the calling process, when that pays.

The strongest level solves dozens of sampled deals exactly at every card it plays and for the
finalists of its exchange: work that splits perfectly (the samples are independent) and is big
enough, at ten cards or more, to repay sending it to another process. On a two-core machine the
calling process solves one half while a single worker process solves the other, so the decision
takes a little over half the time; smaller batches are solved in-process, where the round trip
would cost more than it saves (measured by ``piquet_desktop/benchmarks/decision_speed.py``).

Why it is built this way:

* **One shared mechanism.** The worker is a ``process_pool.WorkerPool``: started with ``spawn``
  (so a frozen app's workers start through its ``freeze_support()``), ended with this process
  even when it is killed, given up for good when it cannot start or breaks. Workers run
  ``_solve_chunk``, a top-level function of this importable module, and receive only picklable
  values (``PlayPosition``s, which carry their ``RuleSet``).
* **Results never depend on where they were computed.** The solver's values are exact, so a world
  solved in the worker gives the very number it would give in-process; the caller combines them in
  the order of the input. Decisions are identical with workers on or off.
* **Off switches.** ``set_workers(0)`` or the environment variable ``PIQUET_AI_WORKERS=0`` keep
  everything in-process (tests, an arena that already runs one game per core). Workers are only
  used from the main process by default: a player running inside an arena's worker process would
  otherwise start pools inside pools.
* **Bounded tables, freed between deals.** Each process keeps one solver per trick scoring
  (``local_solver``), whose transposition table is capped at ``LOCAL_TABLE_ENTRIES`` (about 250
  bytes an entry) and can be emptied when a deal is over (``free_finished_deals``): the app's
  worker processes, which answer every decision of a partie, do so at each new deal, so the
  table never holds more than one deal's positions. Its entries are exact values of positions,
  so emptying it changes how fast the next answer comes, never which.
* **Graceful fallback.** If the pool cannot start or breaks (no ``spawn`` permitted, a killed
  worker, a sandbox), the pool is given up (``workers()`` is 0 from then on, until
  ``set_workers``) and the batch is solved in-process; the player never fails because of
  parallelism.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Hashable, Sequence
from concurrent.futures import Future
from typing import Literal

from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool
from piquet_desktop.ai.solver import Move, PlayPosition, Solver

ENV_VAR = "PIQUET_AI_WORKERS"
Job = Literal["solve", "best_moves"]

_workers: int | None = None  # None: decide from the environment and the machine
LOCAL_TABLE_ENTRIES = 100_000
"""The cap of each local solver's table: some 25 MB, more than one deal's decisions fill in the
app's worker (30,000-60,000 entries against Master)."""

_local_solvers: dict[tuple[str, int], Solver] = {}
_deal_in_hand: Hashable | None = None  # the deal named by the last free_finished_deals


def _default_workers() -> int:
    text = os.environ.get(ENV_VAR)
    if text is not None:
        try:
            return max(int(text), 0)
        except ValueError:
            return 0
    if multiprocessing.current_process().name != "MainProcess":
        return 0
    cores = os.cpu_count() or 1
    return min(cores - 1, 1)  # the caller solves its own share: one worker on two cores


def _wanted_workers() -> int:
    return _default_workers() if _workers is None else _workers


_pool = WorkerPool(_wanted_workers)


def workers() -> int:
    """How many worker processes batches may use (0: everything in-process)."""
    if _pool.broken_reason is not None:
        return 0
    return _wanted_workers()


def set_workers(count: int | None) -> None:
    """Use ``count`` worker processes (0 disables them; None restores the default)."""
    global _workers
    _workers = None if count is None else max(count, 0)
    _pool.reset()


def shutdown() -> None:
    """Stop the worker processes (they are started again on demand)."""
    _pool.shutdown()


def local_solver(position: PlayPosition) -> Solver:
    """This process's solver for the position's trick scoring (tables and memory reused)."""
    rules = position.rules
    key = (rules.trick_points, rules.last_trick_bonus)
    solver = _local_solvers.get(key)
    if solver is None:
        solver = _local_solvers[key] = Solver(rules, max_entries=LOCAL_TABLE_ENTRIES)
    return solver


def free_finished_deals(deal: Hashable) -> bool:
    """Empty this process's solver tables unless ``deal`` is the deal the last call named.

    ``deal`` is any value that tells one deal from the next (the app's worker uses the view's
    deal number and partie totals). The entries of a finished deal are rarely met again (other
    cards), so they are dropped rather than kept until the cap. Returns whether they were.
    """
    global _deal_in_hand
    if deal == _deal_in_hand:
        return False
    _deal_in_hand = deal
    for solver in _local_solvers.values():
        solver.clear()
    return True


def _solve_chunk(job: Job, positions: Sequence[PlayPosition]) -> list[int] | list[list[Move]]:
    """Solve ``positions`` in this process (the worker's entry point, and the in-process path)."""
    if job == "solve":
        return [local_solver(p).solve(p) for p in positions]
    return [local_solver(p).best_moves(p) for p in positions]


def _run(job: Job, positions: Sequence[PlayPosition], parallel: bool) -> list[object]:
    if not parallel or len(positions) < 4 or workers() <= 0:
        return list(_solve_chunk(job, positions))
    # The worker takes the second half; this process solves the first meanwhile.
    half = (len(positions) + 1) // 2
    try:
        future: Future[list[int] | list[list[Move]]] = _pool.submit(
            _solve_chunk, job, list(positions[half:])
        )
    except PoolUnavailable:  # given up (for good, unless it was just stopped): in-process
        return list(_solve_chunk(job, positions))
    mine = list(_solve_chunk(job, positions[:half]))
    try:
        theirs = list(future.result())
    except Exception as exc:  # the worker died, or its job could not be sent: in-process for good
        _pool.mark_broken(f"a worker process stopped ({type(exc).__name__}: {exc})")
        theirs = list(_solve_chunk(job, positions[half:]))
    return mine + theirs


def solve_many(positions: Sequence[PlayPosition], parallel: bool = False) -> list[int]:
    """The exact value of every position (seat 0 minus seat 1), in order."""
    out: list[int] = []
    for value in _run("solve", positions, parallel):
        assert isinstance(value, int)
        out.append(value)
    return out


def best_moves_many(positions: Sequence[PlayPosition], parallel: bool = False) -> list[list[Move]]:
    """Every legal card's exact value for each position, in order."""
    out: list[list[Move]] = []
    for moves in _run("best_moves", positions, parallel):
        assert isinstance(moves, list)
        out.append(moves)
    return out


def _warm_position() -> PlayPosition:
    """A full twelve-card position: solving it builds every table the worker's solver uses."""
    spades_hearts = sum(1 << c for c in range(18) if c % 9)  # 7..A of spades and hearts
    diamonds_clubs = sum(1 << c for c in range(18, 36) if c % 9)
    lead = spades_hearts & 0b101010101_101010101 | diamonds_clubs & (0b010101010 << 18)
    follow = (spades_hearts | diamonds_clubs) & ~lead
    while lead.bit_count() > 12:
        lead &= lead - 1
    while follow.bit_count() > 12:
        follow &= follow - 1
    return PlayPosition((lead, follow), 0)


def warm_up(wait: bool = True) -> bool:
    """Start the worker and build its solver tables ahead of the first big batch (about half a
    second, once); returns whether a worker is running. The app calls it when a partie starts
    (``wait=False`` returns at once and lets the worker warm up in the background)."""
    if workers() <= 0:
        return False
    try:
        future = _pool.submit(_solve_chunk, "solve", [_warm_position()])
        if wait:
            future.result()
        return True
    except Exception:
        return False


__all__ = [
    "ENV_VAR",
    "LOCAL_TABLE_ENTRIES",
    "best_moves_many",
    "free_finished_deals",
    "local_solver",
    "set_workers",
    "shutdown",
    "solve_many",
    "warm_up",
    "workers",
]
