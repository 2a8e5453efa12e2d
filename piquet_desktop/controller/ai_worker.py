"""Computer players think off the GUI thread; their answers come back as queued signals.

Why it is built this way:

* ``Player.choose`` is an ordinary blocking call, and the levels search for up to a second or two
  in pure Python. A worker *thread* keeps the window's event loop free in principle, but pure
  Python holds the GIL, so the GUI thread only gets the interpreter back at each switch interval
  and the window stutters (docs/PERFORMANCE.md). So a question about a *registered* player (one
  the registry makes from its name: the baselines and the levels) is sent to a worker *process*
  (``ai_process.py``) with the player's name, view, decision and generator, all picklable; the
  window's process only waits on the answer's future, which costs it nothing. The hint, which
  runs ``ai.advice.advise`` (the function behind ``piquet-advise``), goes the same way.
* Any other ``Player`` (tests inject lambdas and gated or failing players, which cannot be sent to
  another process) is asked on a thread of the worker's ``WorkRelay`` (two at most). The same
  path is the fallback when worker processes cannot start or break: the question is asked again
  in a thread, and ``notice`` says so once, so the player always gets an answer.
* The relay hands every answer back on the GUI thread, between two events of the main loop,
  never in the middle of one; a process question is a future the relay follows, so no thread of
  ours sits blocked on a search that may be stale: a take back or a new partie never waits for
  one. The relay's notes say why its one carrier lives as long as the process.
* A question cannot be taken back once a thread or a process is running it. Instead every
  question carries the asker's ``generation`` and a ``ticket``: when the asker moves on (new partie,
  take back, load, quit), it bumps its generation and simply ignores answers that arrive with an
  old one. ``cancel()`` also has the relay forget the question's job, so a question still queued
  never runs and a running one's answer is not delivered. ``shutdown()`` (quit) stops the worker
  processes if one of our questions is still running there, so quitting never waits for a
  search.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import CancelledError, Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from itertools import count
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from piquet_desktop.ai.advice_results import Advice
from piquet_desktop.ai.player import Player
from piquet_desktop.ai.process_pool import PoolUnavailable
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.words.cards import with_suit_symbols
from piquet_desktop.words.hint_words import hint_text

from . import ai_process
from .work_relay import Failure, WorkRelay

__all__ = ["WARM_UP_AFTER_MS", "AiFailure", "AiResult", "AiWorker"]

WARM_UP_AFTER_MS = 300
"""How long after a partie starts its worker process is started (``AiWorker.warm_up``)."""
WARM_UP_RETRY_MS = 100
"""How often a warm-up held back by ``hold_warm_up_while`` looks again."""
WARM_UP_LATEST_MS = 5_000
"""A warm-up held back that long starts anyway (a table that never rests must not keep the first
question waiting for a process)."""

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class AiResult:
    """A player's answer, with what the asker needs to tell whether it still wants it.

    ``sentence`` is the advice's sentence for a hint (``ask_advice``), None for a move.
    """

    ticket: int
    generation: int
    tag: str
    action: Action
    sentence: str | None = None


@dataclass(frozen=True, slots=True)
class AiFailure:
    """A player raised instead of answering; ``message`` is the exception, ``details`` its trace."""

    ticket: int
    generation: int
    tag: str
    message: str
    details: str


_questions = count(1)  # shared: a ticket names one question of one worker


@dataclass
class _Question:
    local: Callable[[], object]  # the work, in this process
    remote: tuple[Callable[..., object], tuple[Any, ...]] | None  # the same, for a worker process
    ticket: int
    generation: int
    tag: str
    job: int = 0  # the relay's ticket of the job asking it now
    future: Future[Any] | None = None
    epoch: int = -1


def _outcome(q: _Question, value: object) -> AiResult:
    if isinstance(value, Advice):
        said = (
            hint_text(value.hint) if value.hint is not None else with_suit_symbols(value.sentence)
        )
        return AiResult(q.ticket, q.generation, q.tag, value.recommended, said)
    assert isinstance(value, Action), f"a player answered {value!r}"
    return AiResult(q.ticket, q.generation, q.tag, value)


def _failure(q: _Question, failure: Failure, details: str | None = None) -> AiFailure:
    return AiFailure(q.ticket, q.generation, q.tag, failure.message, details or failure.details)


_quit_hooked = False


def _hook_quit() -> None:
    """Stop the worker processes when the application quits (once per process)."""
    global _quit_hooked
    app = QCoreApplication.instance()
    if app is not None and not _quit_hooked:
        _quit_hooked = True
        app.aboutToQuit.connect(ai_process.pool.shutdown)


class AiWorker(QObject):
    """Asks ``Player``s for actions off the GUI thread and reports back on the GUI thread.

    ``ask`` and ``ask_advice`` return a ticket at once; ``answered`` (an ``AiResult``) or
    ``failed`` (an ``AiFailure``) follows later, from the event loop, unless the question was
    cancelled first. ``notice`` says, once, that worker processes could not be used.
    """

    answered = Signal(object)
    failed = Signal(object)
    busyChanged = Signal(bool)
    notice = Signal(str)

    def __init__(
        self, parent: QObject | None = None, *, max_threads: int = 2, processes: bool = True
    ) -> None:
        """``processes=False`` keeps every question in this process's threads (a benchmark's
        comparison, or a platform where processes are not wanted)."""
        super().__init__(parent)
        # A relay of its own: a slow question must not be stuck behind unrelated work, and
        # shutdown can wait for exactly this work. Two threads, so a new question does not queue
        # behind a stale one that is still running.
        self._relay = WorkRelay(self, threads=max(1, max_threads), name="piquet-ai")
        self._open: dict[int, _Question] = {}
        self._processes = processes
        self._noticed = False
        self._warming = QTimer(self)  # see warm_up
        self._warming.setSingleShot(True)
        self._warming.setInterval(WARM_UP_AFTER_MS)
        self._warming.timeout.connect(self._warm_up_now)
        self._hold: Callable[[], bool] = lambda: False  # see hold_warm_up_while
        self._held_ms = 0
        if processes:
            _hook_quit()

    @property
    def busy(self) -> bool:
        """True while some question that was not cancelled awaits its answer."""
        return bool(self._open)

    @property
    def uses_processes(self) -> bool:
        """Whether registered players are asked in worker processes (False after a fallback)."""
        return self._processes and ai_process.pool.broken_reason is None

    def warm_up(self) -> None:
        """Start a worker process soon, so that the first question does not wait for one.

        Soon, not now: a partie starts as the window opens, and the worker's start (a fork of
        this process, then a new interpreter importing the engine and the levels) would take
        from the first paint of the table the CPU it needs, on a machine of two cores that the
        display server shares too. So the start waits ``WARM_UP_AFTER_MS``, long enough for the
        table to be painted and short of any player's first move; a question asked before then
        starts the worker itself, as it always could."""
        if self._processes:
            self._held_ms = 0
            self._warming.setInterval(WARM_UP_AFTER_MS)
            self._warming.start()

    def hold_warm_up_while(self, busy: Callable[[], bool]) -> None:
        """Put off the warm-up while ``busy()`` holds (the window passes "cards are moving"):
        the worker's start is half a second of a core, and the first deal is dealt just then.
        On two cores shared with the display server, a start during the deal made one of its
        frames 40-65 ms late (``benchmarks/gui_stall``). Looked at again every
        ``WARM_UP_RETRY_MS``, for ``WARM_UP_LATEST_MS`` at most."""
        self._hold = busy

    def _warm_up_now(self) -> None:
        if self._held_ms < WARM_UP_LATEST_MS and self._hold():
            self._held_ms += WARM_UP_RETRY_MS
            self._warming.setInterval(WARM_UP_RETRY_MS)
            self._warming.start()
            return
        if self._processes and not ai_process.warm_up():
            self._fall_back(
                ai_process.pool.broken_reason
                or translate("AiWorker", "worker processes cannot start")
            )

    def ask(
        self,
        player: Player,
        view: PlayerView,
        decision: Decision,
        rng: random.Random,
        *,
        generation: int,
        tag: str = "move",
        level: str | None = None,
    ) -> int:
        """Queue ``player.choose(view, decision, rng)``; returns the ticket of the question.

        ``level``: the registry name ``player`` was made from; the question then goes to a worker
        process, which makes the same player from the name. ``rng`` is used by the thinking
        thread or process only: pass a generator nobody else draws from.
        """

        def local() -> object:
            return player.choose(view, decision, rng)

        remote = None if level is None else (ai_process.decide, (level, view, decision, rng))
        return self._start(local, remote, generation, tag)

    def ask_advice(
        self,
        view: PlayerView,
        decision: Decision,
        *,
        level: str | None,
        seed: int,
        generation: int,
        tag: str = "hint",
    ) -> int:
        """Queue ``ai.advice.advise(view, decision, level=level, seed=seed)``; the answer is an
        ``AiResult`` whose ``action`` is the recommendation and ``sentence`` the advice's."""
        args = (view, decision, level, seed)

        def local() -> object:
            return ai_process.advise_hint(*args)

        return self._start(local, (ai_process.advise_hint, args), generation, tag)

    def cancel(self, ticket: int | None = None) -> None:
        """Forget one question (or all): no answer will be delivered for it.

        A question not yet started is removed from the queue; a running one finishes in its thread
        or process (Python cannot stop it) and its answer is dropped.
        """
        tickets = list(self._open) if ticket is None else [ticket]
        if ticket is None:
            self._relay.forget()
        for t in tickets:
            question = self._open.pop(t, None)
            if question is not None:
                self._relay.forget(question.job)
                if question.future is not None:
                    question.future.cancel()
        if tickets and not self.busy:
            self.busyChanged.emit(False)

    def shutdown(self, msecs: int = 2000) -> bool:
        """Cancel everything and stop what still runs; True if nothing is left running.

        Threads cannot be stopped, so they get ``msecs`` to end; a question still running in a
        worker process is not waited for: the workers are stopped (and restarted on demand).
        """
        in_flight = self._relay.following_processes()
        self._warming.stop()  # no worker started after the quit
        self.cancel()
        if in_flight:  # running, or about to: a cancelled future may already be on its way
            ai_process.pool.shutdown()
        return self._relay.wait(msecs, processes=False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for every started job to end (``-1``: no limit); True if none is left running."""
        return self._relay.wait(msecs)

    # ------------------------------------------------------------------------- internals
    def _start(
        self,
        local: Callable[[], object],
        remote: tuple[Callable[..., object], tuple[Any, ...]] | None,
        generation: int,
        tag: str,
    ) -> int:
        ticket = next(_questions)
        remote = remote if self.uses_processes else None
        question = _Question(local, remote, ticket, generation, tag)
        was_busy = self.busy
        self._open[ticket] = question
        if question.remote is None or not self._start_remote(question):
            self._start_local(question)
        if not was_busy:
            self.busyChanged.emit(True)
        return ticket

    def _start_local(self, question: _Question) -> None:
        question.future = None
        question.job = self._relay.run(
            lambda: _outcome(question, question.local()),  # the answer's words made there too
            lambda result: self._answer(question, result),
            lambda failure: self._answer(question, _failure(question, failure)),
        )

    def _start_remote(self, question: _Question) -> bool:
        assert question.remote is not None
        fn, args = question.remote
        question.epoch = ai_process.pool.epoch
        try:
            future = ai_process.pool.submit(fn, *args)
        except PoolUnavailable as exc:
            self._fall_back(str(exc))
            return False
        question.future = future
        question.job = self._relay.follow(
            future,
            lambda value: self._remote_answered(question, value),
            lambda failure: self._remote_failed(question, failure),
        )
        return True

    def _fall_back(self, reason: str) -> None:
        """Say once that the computer thinks in this process from now on."""
        if self._noticed:
            return
        self._noticed = True
        log.warning("AI worker processes unavailable: %s", reason)
        self.notice.emit(
            translate(
                "AiWorker",
                "The computer now thinks inside the window's process ({reason}); "
                "the window may pause while it thinks.",
            ).format(reason=reason)
        )

    def _remote_answered(self, question: _Question, value: object) -> None:
        try:
            outcome: AiResult | AiFailure = _outcome(question, value)
        except AssertionError as bad:
            outcome = _failure(question, Failure.of(bad))
        self._answer(question, outcome)

    def _remote_failed(self, question: _Question, failure: Failure) -> None:
        """A process question that raised: the player's failure if the player raised in the
        worker (its traceback is the cause); else (the pool broke or was stopped, an argument
        could not be sent) it is asked again in a thread."""
        exc = failure.error
        remote = getattr(exc.__cause__, "tb", None)
        if isinstance(remote, str):
            self._answer(question, _failure(question, failure, remote))
            return
        if isinstance(exc, CancelledError):  # not by its asker: the pool was stopped first
            reason = translate("AiWorker", "the worker processes were stopped")
            broken = False
        else:
            broken = isinstance(exc, BrokenProcessPool)
            why = translate("AiWorker", "a worker process stopped") if broken else str(exc)
            reason = f"{why} ({type(exc).__name__})"
        if question.epoch == ai_process.pool.epoch:  # not a pool stopped on purpose
            if broken:
                ai_process.pool.mark_broken(reason)
            self._fall_back(reason)
        self._start_local(question)

    def _answer(self, question: _Question, outcome: AiResult | AiFailure) -> None:
        if self._open.pop(question.ticket, None) is None:
            return  # cancelled after the job had already settled
        if not self.busy:
            self.busyChanged.emit(False)
        if isinstance(outcome, AiResult):
            self.answered.emit(outcome)
        else:
            self.failed.emit(outcome)
