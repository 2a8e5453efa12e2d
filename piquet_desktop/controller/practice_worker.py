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

When processes cannot start or break, a job runs in a ``QThreadPool`` thread instead (slower for
the window, never a different answer), and ``threads=True`` asks for that from the start (the
offscreen tests, whose jobs must share the test's process).

Every job gets a ticket; its outcome comes back on the GUI thread as ``finished(ticket, value)``
or ``failed(ticket, reason)``, through one relay object that lives as long as the process (a job
may still be running when the window that asked is closed: ``ai_worker``'s notes say why a relay
deleted from another thread is a crash). ``forget()`` drops the tickets still open, whose answers
are then ignored.
"""

from __future__ import annotations

import contextlib
import logging
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from itertools import count
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot

from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool
from piquet_desktop.translation import translate

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


class _Relay(QObject):
    """Carries (ticket, ok, value) from a pool thread or the executor's thread to the GUI."""

    outcome = Signal(int, bool, object)


_relay: _Relay | None = None
_tickets = count(1)
_quit_hooked = False


def _shared_relay() -> _Relay:
    global _relay, _quit_hooked
    if _relay is None:
        _relay = _Relay()
    app = QCoreApplication.instance()
    if app is not None and not _quit_hooked:
        _quit_hooked = True
        app.aboutToQuit.connect(PREPARING.shutdown)
        app.aboutToQuit.connect(JUDGING.shutdown)
        app.aboutToQuit.connect(MINING.shutdown)
    return _relay


def _emit(relay: _Relay, ticket: int, ok: bool, value: object) -> None:
    with contextlib.suppress(RuntimeError):  # the app is quitting
        relay.outcome.emit(ticket, ok, value)


class _Job(QRunnable):
    def __init__(self, ticket: int, fn: Callable[..., object], args: tuple[Any, ...]) -> None:
        super().__init__()
        self.ticket, self.fn, self.args = ticket, fn, args
        self.setAutoDelete(True)

    def run(self) -> None:
        relay = _shared_relay()
        try:
            value = self.fn(*self.args)
        except BaseException as exc:  # a thread must never die with an exception in flight
            log.debug("practice job failed:\n%s", traceback.format_exc())
            _emit(relay, self.ticket, False, f"{type(exc).__name__}: {exc}")
            return
        _emit(relay, self.ticket, True, value)


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
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one job at a time, as the process does
        self._open: dict[int, tuple[Callable[..., object], tuple[Any, ...]]] = {}
        self._relay = _shared_relay()
        self._relay.outcome.connect(self._deliver)

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
        self._open[ticket] = (fn, args)
        if self._threads or not self._submit(ticket, fn, args):
            self._pool.start(_Job(ticket, fn, args))
        if not was_busy:
            self.busyChanged.emit(True)
        return ticket

    def forget(self) -> None:
        """Ignore the answers of every job still open (the window moved on or closed)."""
        had = self.busy
        self._open.clear()
        self._pool.clear()
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
        return bool(self._pool.waitForDone(msecs))

    def _submit(self, ticket: int, fn: Callable[..., object], args: tuple[Any, ...]) -> bool:
        pool = self._processes
        epoch = pool.epoch
        try:
            future = pool.submit(fn, *args)
        except PoolUnavailable:
            return False
        relay = self._relay

        def done(f: Future[Any]) -> None:
            exc = None if f.cancelled() else f.exception()
            if not f.cancelled() and exc is None:
                _emit(relay, ticket, True, f.result())
            elif exc is not None and isinstance(getattr(exc.__cause__, "tb", None), str):
                _emit(relay, ticket, False, f"{type(exc).__name__}: {exc}")  # the job failed
            elif f.cancelled() or pool.epoch != epoch:
                # The workers were stopped on purpose (quitting): the job is not run again.
                _emit(relay, ticket, False, translate("PracticeWorker", "the work was stopped"))
            else:  # the pool broke, or an argument could not cross: run it here instead
                if isinstance(exc, BrokenProcessPool):
                    pool.mark_broken(str(exc))
                _emit(relay, ticket, False, _LOST)

        future.add_done_callback(done)
        return True

    @Slot(int, bool, object)
    def _deliver(self, ticket: int, ok: bool, value: object) -> None:
        job = self._open.get(ticket)
        if job is None:
            return  # another worker's ticket, or forgotten
        if not ok and value is _LOST:
            self._pool.start(_Job(ticket, *job))
            return
        del self._open[ticket]
        if not self.busy:
            self.busyChanged.emit(False)
        if ok:
            self.finished.emit(ticket, value)
        else:
            self.failed.emit(ticket, str(value))


class _Lost:
    """The outcome of a process job that never ran to an answer: it runs again in a thread."""

    def __repr__(self) -> str:
        return "lost"


_LOST = _Lost()
