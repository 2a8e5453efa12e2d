"""The computer's thinking in a separate process, so that it never holds the GUI's interpreter.

Why a process and not only a thread: the AI levels are pure-Python search, and pure Python
holds the GIL. In a worker thread they still take the interpreter away from the GUI thread for a
switch interval at a time, so animations stutter and clicks wait (measured: stalls of 126 to
196 ms with a thinker in a thread; see docs/PERFORMANCE.md). In another process they share
nothing with the window but the machine's cores.

Why it is built this way:

* **The AI's pool mechanism.** :data:`pool` is an ``ai.process_pool.WorkerPool``, as the exact
  solver's batches use: ``spawn`` workers (in a frozen app they start through the
  ``multiprocessing.freeze_support()`` that ``app.py`` calls first) that end with the app even
  when it is killed, are terminated rather than waited for at ``pool.shutdown()``, and are given
  up for good, the reason kept (``pool.broken_reason``) and logged once, when they cannot start
  or break. The work is done by the top-level functions :func:`decide` and :func:`advise_hint`
  of this module, which imports no Qt: a worker loads the engine and the AI only, and the
  window's process, which imports this module to send the questions, none of the levels' code
  (the functions import it where they run). Everything sent is picklable: a level's
  *name* (the player is built in the worker by ``registry.make_player``), the ``PlayerView``,
  the ``Decision`` and a ``random.Random`` (pickled with its state). Players injected by tests
  (lambdas, gated or failing players) cannot cross; they keep the worker-thread path.
* **The same answer either way.** A level player is a frozen dataclass that keeps nothing
  between decisions, and everything it draws comes from the generator it is handed, which
  arrives in the worker in the very state it was sent. The caches a worker keeps from one
  question to the next (the exact solver's tables) hold exact values, so they change how fast
  an answer comes, never which. tests/controller/test_ai_process.py checks the two paths agree.
* **One pool per app process, started early.** Starting a worker costs a new interpreter and the
  imports (a few hundred milliseconds), so :func:`warm_up` starts one when a partie starts and
  the first decision does not pay for it. The pool is shared by every controller in the process
  (the window has one; the test-suite has many) and holds one worker, which answers the
  opponent's moves and the hints alike, so the exact solver's tables exist once. Two workers
  (one for a hint while the opponent thinks) cost some 60 MB more against Master, each building
  its own tables, and bought little: a hint is asked on the human's turn, when the opponent is
  not thinking; only a stale question still running (after a take back) makes one wait, for
  the rest of that search.
* **A finished deal's tables are freed.** A worker answers every decision of a partie, and the
  exact solver's table would fill with positions of deals long over (a worker grew from 126 to
  395 MB over 55 deals against Master); so the first question of each deal empties it
  (``ai.parallel.free_finished_deals``), and the table is capped besides. The hands'
  declaration facts (``ai.evaluation.hand_facts``, up to 131,072 hands, some 30 MB when full)
  and the keep model's tables of suits and pairs of suits (``DEFAULT_KEEP_MODEL.clear()``,
  some 25 MB after eight parties and still growing) are of that deal's hands too, and go with
  it. All hold exact values of positions and hands, so this changes how fast an answer comes,
  never which.
* **Inside a worker, the AI's own parallel solving is off.** ``ai/parallel.py`` uses worker
  processes only from the main process; nesting pools inside pools would crowd two cores.
* **Stopping.** A question already running in a worker cannot be interrupted; a stale one is
  left to finish (its answer is dropped by the asker). At quit, ``pool.shutdown()`` terminates
  the workers instead of waiting for them, so quitting never hangs on a long search.
* **Failing soft.** If the pool cannot start, or breaks (a worker killed, a sandbox that forbids
  processes), ``PoolUnavailable`` is raised to the asker, which then thinks in a thread
  instead.
"""

from __future__ import annotations

import logging
import os
import random
from typing import TYPE_CHECKING

from piquet_desktop import startup_times
from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool

if TYPE_CHECKING:
    from piquet_desktop.ai.advice_results import Advice
    from piquet_desktop.engine.actions import Action
    from piquet_desktop.engine.decision import Decision
    from piquet_desktop.engine.view import PlayerView

__all__ = ["MAX_WORKERS", "advise_hint", "deal_of", "decide", "pool", "warm_up"]

log = logging.getLogger(__name__)

MAX_WORKERS = 1
"""One worker for the moves and the hints: one copy of the solver's tables (see the notes)."""


# ----------------------------------------------------------------------------- in the worker


def decide(level: str, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
    """``make_player(level).choose(view, decision, rng)``: what a level does, in a worker.

    The player is made here from its name, as the worker-thread path makes it in the window's
    process; a level keeps nothing between decisions, so a fresh one answers as an old one.
    """
    from piquet_desktop.ai.registry import make_player

    _free_finished_deals(view)
    return make_player(level).choose(view, decision, rng)


def advise_hint(view: PlayerView, decision: Decision, level: str | None, seed: int) -> Advice:
    """``ai.advice.advise``, the function behind ``piquet-advise``, for the hint button: the
    same advice, its English kept as data (the window writes the hint from ``Advice.hint`` in
    its own language and cards, ``ai_worker``)."""
    from piquet_desktop.ai.advice import advise

    _free_finished_deals(view)
    return advise(view, decision, level=level, seed=seed)


def deal_of(view: PlayerView) -> tuple[int, tuple[int, int]]:
    """What tells the deal of a question from the previous deal's: its number and the partie's
    totals before it (a new partie's first deal may follow another's: then the table is kept,
    which only costs memory up to its cap)."""
    return view.deal_number, view.totals


def _free_finished_deals(view: PlayerView) -> None:
    """At a deal's first question, drop what the deals before it left in this process."""
    from piquet_desktop.ai.evaluation import hand_facts
    from piquet_desktop.ai.inference import DEFAULT_KEEP_MODEL
    from piquet_desktop.ai.parallel import free_finished_deals

    if free_finished_deals(deal_of(view)):
        hand_facts.cache_clear()
        DEFAULT_KEEP_MODEL.clear()


def _ready() -> int:
    """The warm-up job: import the levels and the advice, so that the first question does not
    wait for them (this module imports them only where they work: the window's process, which
    imports it to send the questions, needs none of them unless it must think itself)."""
    import piquet_desktop.ai.advice
    import piquet_desktop.ai.parallel
    import piquet_desktop.ai.registry  # noqa: F401

    return os.getpid()


# ----------------------------------------------------------------------------- in the app


def _say_broken(reason: str) -> None:
    log.warning("computer players think in a thread from now on: %s", reason)


pool = WorkerPool(MAX_WORKERS, on_broken=_say_broken)
"""The app's one pool for the opponent and the hint, shared by every controller in the process."""


def warm_up() -> bool:
    """Start a worker ahead of the first question (returns at once); False if none can start."""
    try:
        ready = pool.submit(_ready)
    except PoolUnavailable:
        return False
    startup_times.mark("worker-started")
    if startup_times.enabled():
        ready.add_done_callback(lambda _done: startup_times.mark("worker-ready"))
    return True
