"""The computer's thinking in a separate process, so that it never holds the GUI's interpreter.

Why a process and not only a thread: the AI levels are pure-Python search, and pure Python
holds the GIL. In a worker thread they still take the interpreter away from the GUI thread for a
switch interval at a time, so animations stutter and clicks wait (measured: stalls of 126 to
196 ms with a thinker in a thread; see docs/PERFORMANCE.md). In another process they share
nothing with the window but the machine's cores.

Why it is built this way:

* **Spawn-safe and freeze-safe.** The pool uses the ``spawn`` start method on every platform
  (the only one Windows and macOS offer, and the one a PyInstaller app supports once its entry
  point calls ``multiprocessing.freeze_support()``, which ``app.py`` does). The work is done by
  the top-level functions :func:`decide` and :func:`advise_hint` of this module, which imports
  no Qt: a worker loads the engine and the AI only. Everything sent is picklable: a level's
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
  (the window has one; the test-suite has many) and holds two workers, so a hint can be worked
  out while the opponent thinks, and a question is not stuck behind a stale one still running.
* **Inside a worker, the AI's own parallel solving is off.** ``ai/parallel.py`` uses worker
  processes only from the main process; nesting pools inside pools would crowd two cores.
* **Stopping.** A question already running in a worker cannot be interrupted; a stale one is
  left to finish (its answer is dropped by the asker). At quit, :func:`shutdown` terminates the
  workers instead of waiting for them, so quitting never hangs on a long search.
* **Failing soft.** If the pool cannot start, or breaks (a worker killed, a sandbox that forbids
  processes), :class:`PoolUnavailable` is raised to the asker, which then thinks in a thread
  instead; the reason is kept so it can be said once (``broken_reason``).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from piquet_desktop.ai.advice import Advice, advise
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView

__all__ = [
    "MAX_WORKERS",
    "PoolUnavailable",
    "advise_hint",
    "broken_reason",
    "decide",
    "epoch",
    "is_running",
    "mark_broken",
    "shutdown",
    "submit",
    "warm_up",
    "worker_processes",
]

log = logging.getLogger(__name__)

MAX_WORKERS = 2
"""A move and a hint at the same time; on a two-core machine, one core each."""


class PoolUnavailable(RuntimeError):
    """The worker processes cannot be used (could not start, or broke); think in a thread."""


# ----------------------------------------------------------------------------- in the worker


def decide(level: str, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
    """``make_player(level).choose(view, decision, rng)``: what a level does, in a worker.

    The player is made here from its name, as the worker-thread path makes it in the window's
    process; a level keeps nothing between decisions, so a fresh one answers as an old one.
    """
    return make_player(level).choose(view, decision, rng)


def advise_hint(view: PlayerView, decision: Decision, level: str | None, seed: int) -> Advice:
    """``ai.advice.advise``, the function behind ``piquet-advise``, for the hint button."""
    return advise(view, decision, level=level, seed=seed)


def _start_worker() -> None:
    """Each worker's initializer: leave when the app does.

    A worker waits for questions on a queue whose other end it holds itself, so it would not
    notice an app that was killed (or crashed) and would live on as an orphan; a daemon thread
    waits on the parent's sentinel instead and ends the worker with it.

    (Workers keep the app's priority. A lower one was tried: it did not shorten the window's
    stalls measurably, and on a busy machine it can starve the search: a hint in a test run
    at that time took over 15 s.)
    """
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(
            target=_exit_with, args=(parent,), name="piquet-parent-watch", daemon=True
        ).start()


def _exit_with(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()  # returns once the app's process is gone, however it ended
    os._exit(0)


def _ready() -> int:
    """The warm-up job: by the time it runs, the worker has imported the engine and the AI."""
    return os.getpid()


# ----------------------------------------------------------------------------- in the app

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_broken: str | None = None
_epoch = 0  # bumped each time the pool is dropped on purpose


def epoch() -> int:
    """Which pool is current: a question whose pool was dropped on purpose (``shutdown``) fails
    with ``BrokenProcessPool`` too, and this tells that apart from a worker that died."""
    return _epoch


def broken_reason() -> str | None:
    """Why the worker processes are not used (None while they are, or may be, used)."""
    return _broken


def mark_broken(reason: str) -> None:
    """Stop using worker processes for the rest of the run (a worker died, or cannot start)."""
    global _broken
    with _lock:
        if _broken is None:
            _broken = reason
            log.warning("computer players think in a thread from now on: %s", reason)
        _drop_locked(terminate=True)


def _get_pool() -> ProcessPoolExecutor:
    global _pool
    if _broken is not None:
        raise PoolUnavailable(_broken)
    if _pool is None:
        _pool = ProcessPoolExecutor(
            max_workers=MAX_WORKERS,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
        )
    return _pool


def submit(fn: Callable[..., Any], *args: Any) -> Future[Any]:
    """Run ``fn(*args)`` in a worker process; PoolUnavailable when that is not possible.

    A pool that cannot start, or is found broken, is given up for good (``mark_broken``): a
    machine that refused processes once will refuse them again, and trying each move would
    cost a failed start each time.
    """
    with _lock:
        try:
            return _get_pool().submit(fn, *args)  # starts a worker process if none is idle
        except PoolUnavailable:
            raise
        except BrokenProcessPool as exc:
            reason = f"a worker process stopped ({exc})"
        except (OSError, ValueError, NotImplementedError) as exc:
            reason = f"worker processes cannot start ({type(exc).__name__}: {exc})"
        except RuntimeError as exc:
            if "shutdown" not in str(exc):
                reason = f"worker processes cannot start ({exc})"
            else:  # shut down between two questions: start afresh next time
                _drop_locked(terminate=False)
                raise PoolUnavailable(str(exc)) from exc
    mark_broken(reason)
    raise PoolUnavailable(reason)


def warm_up() -> bool:
    """Start a worker ahead of the first question (returns at once); False if none can start."""
    try:
        submit(_ready)
    except PoolUnavailable:
        return False
    return True


def is_running() -> bool:
    """Whether the pool exists (a worker may be alive)."""
    return _pool is not None


def worker_processes() -> list[multiprocessing.process.BaseProcess]:
    """The worker processes alive now (the memory benchmark adds up their size)."""
    with _lock:
        processes = (
            list((getattr(_pool, "_processes", None) or {}).values()) if _pool is not None else []
        )
    return [p for p in processes if p.is_alive()]


def shutdown() -> None:
    """Stop the workers now, without waiting for a question still being worked out.

    The pool is started again on demand. Used when the app quits (and when questions that are
    still running would otherwise keep the interpreter from exiting).
    """
    with _lock:
        _drop_locked(terminate=True)


def _drop_locked(*, terminate: bool) -> None:
    global _pool, _epoch
    pool, _pool = _pool, None
    if pool is None:
        return
    _epoch += 1
    # Python 3.11 has no public way to stop a worker in the middle of a job
    # (``terminate_workers`` arrives in 3.14); the executor's own table of its processes is the
    # only handle on them. Terminated before the shutdown, so that nothing waits for them.
    processes = list((getattr(pool, "_processes", None) or {}).values()) if terminate else []
    for process in processes:
        if process.is_alive():
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.join(1)
        if process.is_alive():  # SIGTERM can arrive while a starting worker still blocks it
            process.kill()
            process.join(1)
