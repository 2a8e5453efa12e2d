"""The review of the player's decisions, made without blocking the window.

``ReviewController.start(record)`` runs ``ai.review.review_partie`` (the function behind
``piquet-review``) for the human's seat on a background thread; the decisions themselves are
valued in the review's worker processes, so the thread only waits and the window's event loop
stays free. Progress comes back as ``progress(done, total)``, the result as ``finished(review)``
(an ``ai.review.PartieReview``), a failure as ``failed(message)``, all as queued signals handled
between two events of the main loop.

Why it is built this way:

* **Never twice.** A review stored with the record (its ``analysis`` part, kept in the live
  partie by ``GameController.store_analysis``) is passed as ``previous``: its decisions are
  reused as they are and only the decisions made since are valued; a review that already
  covers every action finishes at once, without a thread.
* **Cancellation.** ``cancel()`` sets the running review's flag, which ``review_partie`` polls;
  it stops the worker processes at once (a running search cannot be interrupted otherwise),
  and nothing of a cancelled or superseded review is emitted: every run carries a generation,
  and only the current one's outcome is delivered.
* **One object for the window's life.** The controller is created in the GUI thread and never
  deleted by the background thread: the thread only emits its signals (Qt queues them to the
  GUI thread), the lesson of ``ai_worker``'s relay.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from piquet_desktop.ai.review import (
    PartieReview,
    ReviewCancelled,
    ReviewSettings,
    default_level,
    review_partie,
)
from piquet_desktop.engine.record import PartieRecord

__all__ = ["ReviewController"]

HUMAN = 0


@dataclass(frozen=True, slots=True)
class _Outcome:
    generation: int
    review: PartieReview | None = None
    error: str | None = None


class ReviewController(QObject):
    """Reviews the human's decisions in a record, in the background (see the module's notes)."""

    progress = Signal(int, int)
    finished = Signal(object)  # PartieReview
    failed = Signal(str)
    runningChanged = Signal(bool)
    _progressed = Signal(int, int, int)  # generation, done, total: from the thread
    _ended = Signal(object)  # _Outcome: from the thread

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        seed: int = 0,
        settings: ReviewSettings | None = None,
        workers: bool = True,
    ) -> None:
        super().__init__(parent)
        self.level = default_level()
        self.seed = seed
        self.settings = settings
        self.workers = workers
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None
        self._progressed.connect(self._on_progress)
        self._ended.connect(self._on_ended)

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, record: PartieRecord, seat: int = HUMAN) -> None:
        """Review ``seat``'s decisions in ``record`` (the human's, seat 0 in the live partie);
        any review running is cancelled."""
        self.cancel()
        self._generation += 1
        generation = self._generation
        previous = PartieReview.stored_in(record, seat, self.level, self.seed)
        if previous is not None and previous.covers(record):
            # Already made: delivered from the event loop, as a computed one would be.
            QTimer.singleShot(0, lambda: self._on_ended(_Outcome(generation, previous)))
            return
        cancel = threading.Event()
        self._cancel = cancel
        rules, actions = record.rules, list(record.actions)
        self.runningChanged.emit(True)

        def run() -> None:
            try:
                review = review_partie(
                    rules,
                    actions,
                    seat,
                    level=self.level,
                    seed=self.seed,
                    settings=self.settings,
                    workers=self.workers,
                    progress=lambda done, total: self._progressed.emit(generation, done, total),
                    cancelled=cancel.is_set,
                    previous=previous,
                )
            except ReviewCancelled:
                return
            except Exception as exc:  # never a crash: the window says it could not review
                self._ended.emit(_Outcome(generation, error=f"{type(exc).__name__}: {exc}"))
                return
            self._ended.emit(_Outcome(generation, review))

        self._thread = threading.Thread(target=run, name="piquet-review", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop the review running, if any; nothing of it is delivered."""
        cancel, self._cancel = self._cancel, None
        self._generation += 1
        if cancel is not None:
            cancel.set()
            self.runningChanged.emit(False)

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if generation == self._generation:
            self.progress.emit(done, total)

    def _on_ended(self, outcome: _Outcome) -> None:
        if outcome.generation != self._generation:
            return
        was_running = self._cancel is not None
        self._cancel = None
        if was_running:
            self.runningChanged.emit(False)
        if outcome.review is not None:
            self.finished.emit(outcome.review)
        else:
            self.failed.emit(outcome.error or "the review failed")
