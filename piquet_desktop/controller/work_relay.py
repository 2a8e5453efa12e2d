"""Background work, written once: a job runs off the GUI thread and its outcome comes back on it.

Every slow thing the window asks for (the computer's move when it thinks in this process, a
practice job, a large record's load, the review, the exercise of the day) goes through a
``WorkRelay``. A job is a function run on one of the relay's threads, or a ``Future`` of a worker
process the relay follows; either way the relay gives it a ticket at once and, later, exactly one
outcome on the GUI thread, between two events of the main loop: ``done(value)``, or
``failed(Failure)`` when the job raised (a failure is a value, never an exception in flight on a
thread). ``forget`` drops a ticket: its outcome, whenever it comes, is not delivered, and a job
not yet started is not run. That is how an asker that moves on (a new partie, a take back, a
closed window) ignores a stale answer without waiting for it: Python cannot stop a running
thread, and the relay never tries.

Why it is built this way:

* **One carrier for the process.** Outcomes cross from the job's thread to the GUI thread as a
  queued signal of one ``QObject`` made on first use in the GUI thread and never deleted. A
  carrier per asker, kept alive by the jobs that might still emit into it, would be destroyed by
  whichever thread dropped the last reference to it, and deleting a QObject outside its own thread
  is undefined behaviour in Qt. Tickets come from one counter, and the carrier hands each outcome
  to the relay that holds its ticket, looked up through a weak reference: a relay that is gone
  (its window closed, or collected with a cycle of objects around it) is never called, so no
  outcome reaches an object whose attributes the garbage collector has already cleared.
* **Always queued.** Even an outcome known at once (a followed future already done, ``resolved``)
  is delivered from the event loop, never inside the call that asked: the asker has its ticket
  before any outcome can arrive, and handles it as it handles every other.
* **Daemon threads, not a ``QThreadPool``.** A pool owned by a window waits for its running jobs
  when it is destroyed, so closing the window would wait for a look-up's second, or for ever for a
  job blocked on something the closing window was to give. The relay's threads are daemon threads
  that take jobs in turn from the relay's queue (``threads`` at most at once, ``None`` for a thread
  per job) and end when the queue is empty: nothing waits for them unless it asks (``wait``),
  and a job that ends after its window sends its outcome to nobody.
* **Threads only here.** A job's thread must never die with an exception in flight, must not
  touch the GUI's objects, and must hand its outcome over through the carrier: written once, here,
  and held by tests/test_architecture.py (no other thread in the product but the sound's and the
  worker processes' own).
"""

from __future__ import annotations

import contextlib
import threading
import time
import traceback
import weakref
from collections import deque
from collections.abc import Callable
from concurrent.futures import CancelledError, Future
from concurrent.futures import wait as wait_futures
from dataclasses import dataclass
from itertools import count
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Qt, Signal, Slot

__all__ = ["Failure", "WorkRelay"]

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class Failure:
    """A job that raised instead of answering: the exception, as a value.

    ``details`` is its traceback as text (for a worker process's job, the chain names the
    worker's own traceback as the cause)."""

    error: BaseException
    details: str

    @classmethod
    def of(cls, error: BaseException) -> Failure:
        return cls(error, "".join(traceback.format_exception(error)))

    @property
    def message(self) -> str:
        """The exception in one line: ``"RuntimeError: out of ideas"``."""
        return f"{type(self.error).__name__}: {self.error}"


@dataclass(frozen=True, slots=True)
class _Answered:
    value: object


@dataclass(frozen=True, slots=True)
class _Heard:
    value: object


class _Carrier(QObject):
    """Carries (ticket, outcome) from any thread to the GUI thread, and there to the relay that
    holds the ticket (the module's notes)."""

    outcome = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.holders: weakref.WeakValueDictionary[int, WorkRelay] = weakref.WeakValueDictionary()
        self.outcome.connect(self._hand_over, Qt.ConnectionType.QueuedConnection)

    @Slot(int, object)
    def _hand_over(self, ticket: int, outcome: object) -> None:
        relay = self.holders.get(ticket)
        if relay is not None:
            relay._deliver(ticket, outcome)


_carrier: _Carrier | None = None
_tickets = count(1)  # shared by every relay: a ticket names one job of one relay


def _the_carrier() -> _Carrier:
    """The process's carrier, made on first use (by a relay, in the GUI thread), never deleted."""
    global _carrier
    if _carrier is None:
        _carrier = _Carrier()
    return _carrier


def _send(carrier: _Carrier, ticket: int, outcome: object) -> None:
    with contextlib.suppress(RuntimeError):  # the carrier's C++ side is gone: the app is quitting
        carrier.outcome.emit(ticket, outcome)


class _Threads:
    """Up to ``size`` daemon threads (``None``: one per job) taking jobs in turn from a queue.

    A plain object, not a QObject: its threads refer to it, never to the relay, so a relay
    deleted with its window leaves them nothing of Qt's to touch."""

    def __init__(self, size: int | None, name: str, carrier: _Carrier) -> None:
        self._size = size
        self._name = name
        self._carrier = carrier
        self._queue: deque[tuple[int, Callable[[], object]]] = deque()
        self._running = 0
        self._changed = threading.Condition()

    def start(self, ticket: int, work: Callable[[], object]) -> None:
        with self._changed:
            self._queue.append((ticket, work))
            if self._size is not None and self._running >= self._size:
                return  # a running thread takes it when it is free
            self._running += 1
        threading.Thread(target=self._take_jobs, name=self._name, daemon=True).start()

    def drop(self, ticket: int | None = None) -> None:
        """Take the job ``ticket`` (None: every job) off the queue if it has not started."""
        with self._changed:
            if ticket is None:
                self._queue.clear()
            else:
                kept = [job for job in self._queue if job[0] != ticket]
                self._queue = deque(kept)
            self._changed.notify_all()

    def wait(self, msecs: int) -> bool:
        """Wait until no job runs or waits (``msecs < 0``: without limit); True if none does."""
        deadline = None if msecs < 0 else time.monotonic() + msecs / 1000
        with self._changed:
            while self._running:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._changed.wait(left)
        return True

    def _take_jobs(self) -> None:
        while True:
            with self._changed:
                if not self._queue:
                    self._running -= 1
                    self._changed.notify_all()
                    return
                ticket, work = self._queue.popleft()
            outcome: object
            try:
                outcome = _Answered(work())
            except BaseException as exc:  # a thread must never die with an exception in flight
                outcome = Failure.of(exc)
            _send(self._carrier, ticket, outcome)
            del work, outcome  # nothing of a finished job is kept alive by an idle thread


@dataclass(frozen=True, slots=True)
class _Job(Generic[T]):
    done: Callable[[T], object]
    failed: Callable[[Failure], object]
    heard: Callable[[Any], object] | None = None


class WorkRelay(QObject):
    """Runs jobs off the GUI thread and hands each outcome back on it, once (the module's notes).

    ``run``, ``run_reporting``, ``follow`` and ``resolved`` return a ticket at once; ``done`` or
    ``failed`` is called later from the event loop unless the ticket was forgotten first.
    ``busyChanged(True)`` comes when a job opens while none is, ``busyChanged(False)`` when the
    last one is settled or forgotten, before its outcome is given.
    """

    busyChanged = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, *, threads: int | None = 1, name: str = "piquet-work"
    ) -> None:
        """``threads``: how many jobs run at once (``None``: each at once, in a thread of its
        own); ``name``: the threads' name, as debuggers and profilers show it."""
        super().__init__(parent)
        carrier = _the_carrier()
        self._threads = _Threads(None if threads is None else max(1, threads), name, carrier)
        self._carrier = carrier
        self._open: dict[int, _Job[Any]] = {}
        self._followed: set[Future[Any]] = set()
        threads_of_mine, open_jobs, holders = self._threads, self._open, carrier.holders

        def gone() -> None:  # none started, and nothing handed over, for a relay that is gone
            threads_of_mine.drop()
            for ticket in open_jobs:
                holders.pop(ticket, None)
            open_jobs.clear()

        self.destroyed.connect(gone)

    @property
    def busy(self) -> bool:
        """True while some job not forgotten awaits its outcome."""
        return bool(self._open)

    def is_open(self, ticket: int) -> bool:
        """Whether ``ticket``'s outcome is still to be delivered."""
        return ticket in self._open

    def run(
        self,
        work: Callable[[], T],
        done: Callable[[T], object],
        failed: Callable[[Failure], object],
    ) -> int:
        """Run ``work()`` on one of the relay's threads; its ticket. ``work`` may touch nothing
        of the GUI's (no widget, no QObject of the GUI thread, no SQLite connection made there)."""
        ticket = self._open_job(_Job(done, failed))
        self._threads.start(ticket, work)
        return ticket

    def run_reporting(
        self,
        work: Callable[[Callable[[R], None]], T],
        done: Callable[[T], object],
        failed: Callable[[Failure], object],
        heard: Callable[[R], object],
    ) -> int:
        """As ``run``, for a job that reports as it goes: ``work(report)``, where each
        ``report(value)`` reaches ``heard(value)`` on the GUI thread, in order and before the
        outcome, while the ticket is open."""
        ticket = self._open_job(_Job(done, failed, heard))
        carrier = self._carrier

        def report(value: R) -> None:
            _send(carrier, ticket, _Heard(value))

        self._threads.start(ticket, lambda: work(report))
        return ticket

    def follow(
        self,
        future: Future[T],
        done: Callable[[T], object],
        failed: Callable[[Failure], object],
    ) -> int:
        """Deliver a worker process's ``future`` as a job of this relay; its ticket. A future
        cancelled fails with ``CancelledError``; one whose job raised, with that exception."""
        ticket = self._open_job(_Job(done, failed))
        followed, carrier = self._followed, self._carrier
        followed.add(future)

        def settled(f: Future[T]) -> None:  # the executor's thread, or this one if already done
            followed.discard(f)
            outcome: object
            if f.cancelled():
                outcome = Failure.of(CancelledError())
            elif (error := f.exception()) is not None:
                outcome = Failure.of(error)
            else:
                outcome = _Answered(f.result())
            _send(carrier, ticket, outcome)

        future.add_done_callback(settled)
        return ticket

    def resolved(
        self, value: T, done: Callable[[T], object], failed: Callable[[Failure], object]
    ) -> int:
        """A job whose value is known already: delivered from the event loop as any other."""
        ticket = self._open_job(_Job(done, failed))
        _send(self._carrier, ticket, _Answered(value))
        return ticket

    def forget(self, ticket: int | None = None) -> None:
        """Drop ``ticket`` (None: every open one): its outcome is not delivered, and a job of it
        not yet started never runs. A running job finishes on its thread; its outcome is lost."""
        tickets = list(self._open) if ticket is None else [ticket]
        self._threads.drop(ticket)
        dropped = [t for t in tickets if self._open.pop(t, None) is not None]
        for t in dropped:
            self._carrier.holders.pop(t, None)
        if dropped and not self._open:
            self.busyChanged.emit(False)

    def following_processes(self) -> bool:
        """Whether a followed future (forgotten or not) is still unfinished in a worker process."""
        return any(not f.done() for f in list(self._followed))

    def wait(self, msecs: int = -1, *, processes: bool = True) -> bool:
        """Wait for every job started to end, on the threads and (``processes``) in the worker
        processes (``-1``: no limit); the outcomes still come through the event loop. True if
        all ended. Quitting waits for the threads only: worker processes are their pool's to
        stop (``WorkerPool.shutdown``)."""
        deadline = None if msecs < 0 else time.monotonic() + msecs / 1000
        pending = [f for f in list(self._followed) if processes and not f.done()]
        if pending and wait_futures(pending, None if msecs < 0 else msecs / 1000).not_done:
            return False
        left = -1 if deadline is None else max(0, round((deadline - time.monotonic()) * 1000))
        return self._threads.wait(left)

    # ------------------------------------------------------------------------- internals
    def _open_job(self, job: _Job[Any]) -> int:
        ticket = next(_tickets)
        was_busy = self.busy
        self._open[ticket] = job
        self._carrier.holders[ticket] = self
        if not was_busy:
            self.busyChanged.emit(True)
        return ticket

    def _deliver(self, ticket: int, outcome: object) -> None:
        """``ticket``'s outcome, handed over by the carrier on the GUI thread."""
        job = self._open.get(ticket)
        if job is None:
            return  # forgotten
        if isinstance(outcome, _Heard):
            if job.heard is not None:
                job.heard(outcome.value)
            return
        del self._open[ticket]
        self._carrier.holders.pop(ticket, None)
        if not self._open:
            self.busyChanged.emit(False)
        if isinstance(outcome, Failure):
            job.failed(outcome)
        else:
            assert isinstance(outcome, _Answered)
            job.done(outcome.value)
