"""A lazily started pool of worker processes that is safe to freeze, dies with its parent and
fails soft: the one mechanism behind the solver's batches (``parallel.py``) and the app's
opponent (``controller/ai_process.py``).

Each of them owns one :class:`WorkerPool` and keeps only what is its own: how many workers, what
the workers run, and what to do instead when there are none. What they share is here:

* **Spawn-safe and freeze-safe.** Workers are started with the ``spawn`` start method on every
  platform: the only one macOS and Windows have, and the one a frozen PyInstaller app supports
  once its entry point calls ``multiprocessing.freeze_support()`` (``app.main`` does, before it
  reads its arguments). A worker therefore imports what it runs afresh: jobs must be top-level
  functions of importable modules, with picklable arguments, and this module imports no Qt, so
  a worker loads the engine and the AI only.
* **Started on demand, once.** The pool is built at the first ``submit`` and reused by every
  caller in the process; :meth:`WorkerPool.shutdown` stops it and the next ``submit`` starts a
  new one.
* **Workers leave with their parent.** A worker waits for jobs on a queue whose other end it
  holds itself, so it would not notice a parent that was killed (``kill -9``, a crash) and would
  live on as an orphan; each worker's initializer starts a daemon thread that waits on the
  parent's sentinel and ends the worker with it.
* **Stopping does not wait.** A job running in a worker cannot be interrupted in Python 3.11,
  so :meth:`WorkerPool.shutdown` terminates the workers instead of waiting for them: quitting
  never hangs on a long search. :attr:`WorkerPool.epoch` counts these deliberate stops, so a
  job whose pool was stopped on purpose (it fails with ``BrokenProcessPool`` too) can be told
  apart from one whose worker died.
* **Stopping in order.** The executor is shut down first, its jobs still waiting cancelled, and
  only then are the workers still busy terminated: the executor's manager thread is told of
  the shutdown before it can see a worker die, and drops the waiting jobs itself.
* **A dead worker and a cancelled job.** When a worker dies, Python 3.11's executor sets the
  pool's error on every job it still holds, and one its asker had cancelled (a stale question,
  dropped while it waited) refuses it: the manager thread died with ``InvalidStateError`` and
  the jobs after that one were never told, so their askers waited for ever. 3.12 ignores that
  refusal (gh-107219); here the executor's manager first drops the cancelled jobs
  (:func:`_drop_cancelled_jobs`), so every other job learns that its worker died.
* **Failing soft, for good.** A pool that cannot start or is found broken (no processes allowed
  in a sandbox, a worker killed or out of memory) raises :class:`PoolUnavailable` and is given
  up for the rest of the run (:meth:`WorkerPool.mark_broken`): a machine that refused processes
  once will refuse them again, and trying at every job would cost a failed start each time. The
  reason is kept (``broken_reason``) and handed once to the owner's ``on_broken``, which says
  it or not; the owner does the work some other way.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

__all__ = ["PoolUnavailable", "WorkerPool"]

MANAGER_EXIT_S = 5.0
"""How long stopping the pool waits for the executor's manager thread to see the workers go."""


class PoolUnavailable(RuntimeError):
    """The worker processes cannot be used (could not start, broke, or were just stopped)."""


# ----------------------------------------------------------------------------- in the worker


def _start_worker() -> None:
    """Each worker's initializer: leave when the parent does.

    (Workers keep the parent's priority. A lower one was tried for the app's opponent: it did
    not shorten the window's stalls measurably, and on a busy machine it can starve the search:
    a hint in a test run at that time took over 15 s.)
    """
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(
            target=_exit_with, args=(parent,), name="piquet-parent-watch", daemon=True
        ).start()


def _exit_with(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()  # returns once the parent process is gone, however it ended
    os._exit(0)


# ----------------------------------------------------------------------------- in the parent


class WorkerPool:
    """One process's pool of ``spawn`` workers (see the module's notes).

    ``workers`` is how many worker processes to start, or a function giving it when the pool
    starts (so an owner may change its mind between two pools). ``on_broken`` is called once,
    with the reason, when the pool is given up.
    """

    def __init__(
        self,
        workers: int | Callable[[], int],
        *,
        on_broken: Callable[[str], None] | None = None,
    ) -> None:
        self._workers = workers
        self._on_broken = on_broken
        self._lock = threading.Lock()
        self._pool: ProcessPoolExecutor | None = None
        self._broken: str | None = None
        self._epoch = 0  # bumped each time the pool is dropped on purpose

    @property
    def epoch(self) -> int:
        """Which pool is current: bumped whenever the workers are stopped on purpose."""
        return self._epoch

    @property
    def broken_reason(self) -> str | None:
        """Why the worker processes are not used (None while they are, or may be, used)."""
        return self._broken

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn(*args)`` in a worker process; PoolUnavailable when that is not possible.

        A pool that cannot start, or is found broken, is given up for good (``mark_broken``).
        """
        with self._lock:
            try:
                return self._get_pool().submit(fn, *args)  # starts a worker if none is idle
            except PoolUnavailable:
                raise
            except BrokenProcessPool as exc:
                reason = f"a worker process stopped ({exc})"
            except (OSError, ValueError, NotImplementedError) as exc:
                reason = f"worker processes cannot start ({type(exc).__name__}: {exc})"
            except RuntimeError as exc:
                if "shutdown" not in str(exc):
                    reason = f"worker processes cannot start ({exc})"
                else:  # shut down between two jobs: start afresh next time
                    self._drop_locked(terminate=False)
                    raise PoolUnavailable(str(exc)) from exc
        self.mark_broken(reason)
        raise PoolUnavailable(reason)

    def mark_broken(self, reason: str) -> None:
        """Stop using worker processes for the rest of the run (a worker died, or cannot start)."""
        with self._lock:
            first = self._broken is None
            if first:
                self._broken = reason
            self._drop_locked(terminate=True)
        if first and self._on_broken is not None:
            self._on_broken(reason)

    def reset(self) -> None:
        """Stop the workers and forget that the pool was given up: the next job tries again."""
        with self._lock:
            self._broken = None
            self._drop_locked(terminate=True)

    def shutdown(self) -> None:
        """Stop the workers now, without waiting for a job still running (started again on
        demand)."""
        with self._lock:
            self._drop_locked(terminate=True)

    def is_running(self) -> bool:
        """Whether the pool exists (a worker may be alive)."""
        return self._pool is not None

    def worker_processes(self) -> list[multiprocessing.process.BaseProcess]:
        """The worker processes alive now."""
        with self._lock:
            processes = _processes_of(self._pool)
        return [p for p in processes if p.is_alive()]

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._broken is not None:
            raise PoolUnavailable(self._broken)
        if self._pool is None:
            count = self._workers() if callable(self._workers) else self._workers
            self._pool = _Executor(
                max_workers=count,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
            )
        return self._pool

    def _drop_locked(self, *, terminate: bool) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        self._epoch += 1
        processes = _processes_of(pool) if terminate else []  # the executor forgets them
        manager = getattr(pool, "_executor_manager_thread", None)  # and its thread, at shutdown
        # Shut down before any worker is stopped (the module's notes): the waiting jobs are
        # cancelled by the executor's own thread, and only the workers still alive are stopped.
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(1)
            if process.is_alive():  # SIGTERM can arrive while a starting worker still blocks it
                process.kill()
                process.join()  # SIGKILL cannot be blocked: this returns as soon as it is reaped
        if processes and manager is not None:
            # The executor's manager thread waits for the workers too, and a worker it reaped
            # first still reads as alive here until it has recorded the exit: it ends once it
            # has seen them all go (bounded, should it ever be kept waiting).
            manager.join(MANAGER_EXIT_S)


class _Executor(ProcessPoolExecutor):
    """The executor, its manager thread made to survive a worker's death while a cancelled
    job waits (the module's notes)."""

    def _start_executor_manager_thread(self) -> None:
        manager = getattr(self, "_executor_manager_thread", None)
        super()._start_executor_manager_thread()
        started = getattr(self, "_executor_manager_thread", None)
        if sys.version_info < (3, 12) and started is not None and started is not manager:
            # Before any worker can have run a job (they are only starting), so before any
            # death is seen; the thread looks the method up each time it needs it.
            broken = started.terminate_broken

            def terminate_broken(cause: Any) -> None:
                _drop_cancelled_jobs(started.pending_work_items)
                broken(cause)

            started.terminate_broken = terminate_broken


def _drop_cancelled_jobs(pending: dict[int, Any]) -> None:
    """Leave in the executor's ``pending`` work items only jobs that can take an error.

    A waiting job is either marked running here (it then takes the error like the jobs already
    sent to a worker) or found cancelled and dropped; marking it running first is what makes
    this safe against an asker cancelling it at the same moment: a running job cannot be
    cancelled any more.
    """
    for work_id, item in list(pending.items()):
        future = item.future
        if future.running():
            continue
        if future.cancelled() or not future.set_running_or_notify_cancel():
            pending.pop(work_id, None)


def _processes_of(pool: ProcessPoolExecutor | None) -> list[multiprocessing.process.BaseProcess]:
    # Python 3.11 has no public way to reach a pool's workers (``terminate_workers`` arrives in
    # 3.14); the executor's own table of its processes is the only handle on them.
    if pool is None:
        return []
    return list((getattr(pool, "_processes", None) or {}).values())
