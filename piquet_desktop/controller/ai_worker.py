"""Computer players think off the GUI thread; their answers come back as queued signals.

Why it is built this way:

* ``Player.choose`` is an ordinary blocking call. The baselines answer in microseconds, but the
  stronger levels to come search for seconds (and may fan out to worker processes), and the window
  must keep painting and animating meanwhile. So every question is a ``QRunnable`` on a private
  ``QThreadPool``; the worker knows nothing about the game beyond the ``Player`` protocol, so any
  player, however it thinks, plugs in unchanged.
* The answer crosses back to the GUI thread as a signal with a queued connection, so it is handled
  between two events of the main loop, never in the middle of one.
* A question cannot be taken back from a thread that is already running it. Instead every
  question carries the asker's ``generation`` and a ``ticket``: when the asker moves on (new partie,
  take back, load, quit), it bumps its generation and simply ignores answers that arrive with an
  old one. ``cancel()`` also drops questions still queued and marks running ones so their
  answers are not even sent. (A slow player that could stop early would need the ``Player``
  protocol to hand it that mark; the AI work can add it without changing this worker's API.)
* The relay object that carries results has no Qt parent and is kept alive by every running job,
  so a job finishing after the worker itself was deleted emits into nothing instead of into freed
  memory.
"""

from __future__ import annotations

import random
import threading
import traceback
from dataclasses import dataclass, field
from itertools import count

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, Slot

from piquet_desktop.ai.player import Decision, Player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.view import PlayerView

__all__ = ["AiFailure", "AiResult", "AiWorker"]


@dataclass(frozen=True, slots=True)
class AiResult:
    """A player's answer, with what the asker needs to tell whether it still wants it."""

    ticket: int
    generation: int
    tag: str
    action: Action


@dataclass(frozen=True, slots=True)
class AiFailure:
    """A player raised instead of answering; ``message`` is the exception, ``details`` its trace."""

    ticket: int
    generation: int
    tag: str
    message: str
    details: str


class _Relay(QObject):
    """Carries a job's outcome (an AiResult or AiFailure) from a pool thread to the GUI thread."""

    outcome = Signal(object)


@dataclass
class _Question:
    player: Player
    view: PlayerView
    decision: Decision
    rng: random.Random
    ticket: int
    generation: int
    tag: str
    cancelled: threading.Event = field(default_factory=threading.Event)


class _ChoiceJob(QRunnable):
    """One ``player.choose`` call in a pool thread; whatever happens, exactly one outcome."""

    def __init__(self, question: _Question, relay: _Relay) -> None:
        super().__init__()
        self.question = question
        self.relay = relay  # keeps the relay alive while the job may still emit
        self.setAutoDelete(True)

    def run(self) -> None:
        q = self.question
        outcome: AiResult | AiFailure
        try:
            action = q.player.choose(q.view, q.decision, q.rng)
            outcome = AiResult(q.ticket, q.generation, q.tag, action)
        except BaseException as exc:  # a thread must never die with an exception in flight
            outcome = AiFailure(
                q.ticket,
                q.generation,
                q.tag,
                f"{type(exc).__name__}: {exc}",
                traceback.format_exc(),
            )
        try:
            if not q.cancelled.is_set():
                self.relay.outcome.emit(outcome)
        except RuntimeError:  # the relay's C++ side is gone: the app is shutting down
            pass


class AiWorker(QObject):
    """Asks ``Player``s for actions in a thread pool and reports back on the GUI thread.

    ``ask`` returns a ticket at once; ``answered`` (an ``AiResult``) or ``failed`` (an
    ``AiFailure``) follows later, from the event loop, unless the question was cancelled first.
    """

    answered = Signal(object)
    failed = Signal(object)
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, max_threads: int = 2) -> None:
        super().__init__(parent)
        # A private pool: a slow question must not be stuck behind unrelated work in the global
        # pool, and shutdown can wait for exactly this work. Two threads, so a new question does
        # not queue behind a stale one that is still running.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max(1, max_threads))
        self._relay = _Relay()
        self._relay.outcome.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._tickets = count(1)
        self._open: dict[int, _Question] = {}

    @property
    def busy(self) -> bool:
        """True while some question that was not cancelled awaits its answer."""
        return bool(self._open)

    def ask(
        self,
        player: Player,
        view: PlayerView,
        decision: Decision,
        rng: random.Random,
        *,
        generation: int,
        tag: str = "move",
    ) -> int:
        """Queue ``player.choose(view, decision, rng)``; returns the ticket of the question.

        ``rng`` is used by the pool thread only: pass a generator nobody else draws from.
        """
        ticket = next(self._tickets)
        question = _Question(player, view, decision, rng, ticket, generation, tag)
        was_busy = self.busy
        self._open[ticket] = question
        self._pool.start(_ChoiceJob(question, self._relay))
        if not was_busy:
            self.busyChanged.emit(True)
        return ticket

    def cancel(self, ticket: int | None = None) -> None:
        """Forget one question (or all): no answer will be delivered for it.

        A question not yet started is removed from the queue; a running one finishes in its thread
        (Python cannot stop it) and its answer is dropped.
        """
        tickets = list(self._open) if ticket is None else [ticket]
        if ticket is None:
            self._pool.clear()
        for t in tickets:
            question = self._open.pop(t, None)
            if question is not None:
                question.cancelled.set()
        if tickets and not self.busy:
            self.busyChanged.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for every started job to end (``-1``: no limit); True if none is left running."""
        return bool(self._pool.waitForDone(msecs))

    @Slot(object)
    def _deliver(self, outcome: AiResult | AiFailure) -> None:
        if self._open.pop(outcome.ticket, None) is None:
            return  # cancelled after the job had already emitted
        if not self.busy:
            self.busyChanged.emit(False)
        if isinstance(outcome, AiResult):
            self.answered.emit(outcome)
        else:
            self.failed.emit(outcome)
