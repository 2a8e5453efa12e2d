"""Practice's slow jobs off the GUI thread: preparing exercises ahead and judging answers.

Why worker processes of their own, and not the app's AI pool: preparing an exchange solves some
hundreds of positions (seconds), and the app's one AI worker answers the opponent's moves; a
Practice window opened beside a partie must not make the opponent wait for it, nor the reverse.
Why processes and not threads: the solving is pure Python, which holds the GIL, so a thread
would make the window stutter while it prepares (``ai_worker``'s notes give the figures). Why two
(``PREPARING`` and ``JUDGING``): a verdict asked while the next exercise is being prepared would
otherwise wait behind that preparation, seconds for a one-second answer. A third (``MINING``)
mines exchange positions on demand, at the lowest priority, a seed (minutes) a job, which
would hold either of the others that long. The pools are
``ai.process_pool.WorkerPool``s, as the AI's: ``spawn`` workers, started on the first job, that
end with the app and are terminated at quit rather than waited for.

When processes cannot start or break, a job runs on a thread of the worker's ``WorkRelay``
instead (slower for the window, never a different answer), and ``threads=True`` asks for that
from the start (the offscreen tests, whose jobs must share the test's process).

Every job gets a ticket; its outcome comes back on the GUI thread as ``finished(ticket, value)``
or ``failed(ticket, reason)``, through the relay, whether the job ran in a process or a thread.
``forget()`` drops the tickets still open, whose answers are then ignored.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import CancelledError
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from itertools import count
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool
from piquet_desktop.translation import translate

from .work_relay import Failure, WorkRelay

__all__ = ["JUDGING", "MINING", "PREPARING", "PracticeWorker"]

log = logging.getLogger(__name__)


def _say_broken(reason: str) -> None:
    log.warning("practice jobs run in a thread from now on: %s", reason)


PREPARING = WorkerPool(1, on_broken=_say_broken)
"""The worker process that prepares exercises ahead."""
JUDGING = WorkerPool(1, on_broken=_say_broken)
"""The worker process that judges answers (never behind a preparation)."""
MINING = WorkerPool(1, on_broken=_say_broken)
"""The worker process that mines exchange positions on demand (``worker_jobs.mine_job``)."""

_tickets = count(1)
_quit_hooked = False


def _hook_quit() -> None:
    """Stop the practice's worker processes when the application quits (once per process)."""
    global _quit_hooked
    app = QCoreApplication.instance()
    if app is not None and not _quit_hooked:
        _quit_hooked = True
        app.aboutToQuit.connect(PREPARING.shutdown)
        app.aboutToQuit.connect(JUDGING.shutdown)
        app.aboutToQuit.connect(MINING.shutdown)


@dataclass
class _Job:
    fn: Callable[..., object]
    args: tuple[Any, ...]
    epoch: int = -1  # the process pool's when the job was sent there
    relayed: int = 0  # the relay's ticket of the job's run now


class PracticeWorker(QObject):
    """Runs practice jobs in the practice process (or a thread) and reports on the GUI thread."""

    finished = Signal(int, object)
    failed = Signal(int, str)
    busyChanged = Signal(bool)

    def __init__(
        self, pool: WorkerPool, parent: QObject | None = None, *, threads: bool = False
    ) -> None:
        super().__init__(parent)
        self._processes = pool
        self._threads = threads
        # One job at a time in a thread, as in the process.
        self._relay = WorkRelay(self, threads=1, name="piquet-practice")
        self._open: dict[int, _Job] = {}
        _hook_quit()

    @property
    def busy(self) -> bool:
        return bool(self._open)

    @property
    def fallen_back(self) -> bool:
        """Whether jobs run in a thread because the worker processes broke or could not start
        (not because threads were asked for)."""
        return not self._threads and self._processes.broken_reason is not None

    def run(self, fn: Callable[..., object], *args: Any) -> int:
        """Start ``fn(*args)`` (a top-level function, picklable arguments); its ticket."""
        ticket = next(_tickets)
        was_busy = self.busy
        job = self._open[ticket] = _Job(fn, args)
        if self._threads or not self._submit(ticket, job):
            self._in_thread(ticket, job)
        if not was_busy:
            self.busyChanged.emit(True)
        return ticket

    def forget(self) -> None:
        """Ignore the answers of every job still open (the window moved on or closed)."""
        had = self.busy
        self._open.clear()
        self._relay.forget()
        if had:
            self.busyChanged.emit(False)

    def stop(self) -> None:
        """Forget every job still open and end the worker process now, a job running in it
        too (``WorkerPool.shutdown``; the next job starts a new one). A job in a thread cannot be
        ended: it is only forgotten (the job must be told to stop by its own means)."""
        self.forget()
        self._processes.shutdown()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the thread jobs (tests; process jobs end through the event loop)."""
        return self._relay.wait(msecs, processes=False)

    def _in_thread(self, ticket: int, job: _Job) -> None:
        job.relayed = self._relay.run(
            lambda: job.fn(*job.args),
            lambda value: self._give(ticket, value),
            lambda failure: self._thread_failed(ticket, failure),
        )

    def _submit(self, ticket: int, job: _Job) -> bool:
        job.epoch = self._processes.epoch
        try:
            future = self._processes.submit(job.fn, *job.args)
        except PoolUnavailable:
            return False
        job.relayed = self._relay.follow(
            future,
            lambda value: self._give(ticket, value),
            lambda failure: self._process_failed(ticket, job, failure),
        )
        return True

    def _thread_failed(self, ticket: int, failure: Failure) -> None:
        log.debug("practice job failed:\n%s", failure.details)
        self._fail(ticket, failure.message)

    def _process_failed(self, ticket: int, job: _Job, failure: Failure) -> None:
        exc = failure.error
        if isinstance(getattr(exc.__cause__, "tb", None), str):
            self._fail(ticket, failure.message)  # the job failed
        elif isinstance(exc, CancelledError) or self._processes.epoch != job.epoch:
            # The workers were stopped on purpose (quitting): the job is not run again.
            self._fail(ticket, translate("PracticeWorker", "the work was stopped"))
        else:  # the pool broke, or an argument could not cross: run it here instead
            if isinstance(exc, BrokenProcessPool):
                self._processes.mark_broken(str(exc))
            self._in_thread(ticket, job)

    def _settle(self, ticket: int) -> bool:
        if self._open.pop(ticket, None) is None:
            return False  # forgotten
        if not self.busy:
            self.busyChanged.emit(False)
        return True

    def _give(self, ticket: int, value: object) -> None:
        if self._settle(ticket):
            self.finished.emit(ticket, value)

    def _fail(self, ticket: int, reason: str) -> None:
        if self._settle(ticket):
            self.failed.emit(ticket, reason)
