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
* **The deal asked for first.** ``start(record, deal=N)`` (the deal summary's Review) values
  deal N's decisions first and delivers them as ``dealReviewed(review)``, a review that holds
  only what is valued so far (shown, never stored); then, on the same thread, the rest of the
  partie, delivered as ``finished`` and stored as before. Reviewing the whole partie before
  showing one deal made the wait grow with every deal played: deal 5's review valued all five
  deals' 50-odd decisions where the deal has a dozen (benchmarks/window_review,
  docs/PERFORMANCE.md). What is valued of a superseded or cancelled run is kept in memory for
  the next start on the same record (``ai.review.merge_reviews`` keeps only what still holds).
* **One object for the window's life.** The controller is created in the GUI thread and never
  deleted by the background thread: the thread only emits its signals (Qt queues them to the
  GUI thread), the lesson of ``ai_worker``'s relay.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from .partie_chance import HUMAN

if TYPE_CHECKING:  # the review is imported when one is first asked for, not with the window
    from piquet_desktop.ai.review import PartieReview, ReviewSettings
    from piquet_desktop.engine.record import PartieRecord

__all__ = ["ReviewController"]


@dataclass(frozen=True, slots=True)
class _Outcome:
    generation: int
    review: PartieReview | None = None
    error: str | None = None


class ReviewController(QObject):
    """Reviews the human's decisions in a record, in the background (see the module's notes)."""

    progress = Signal(int, int)
    dealReviewed = Signal(object)  # PartieReview holding the deal asked for (not the rest yet)
    finished = Signal(object)  # PartieReview
    failed = Signal(str)
    runningChanged = Signal(bool)
    _progressed = Signal(int, int, int)  # generation, done, total: from the thread
    _partial = Signal(object)  # _Outcome of the deal asked for: from the thread
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
        self._level: str | None = None
        self.seed = seed
        self.settings = settings
        self.workers = workers
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None
        self._known: PartieReview | None = None  # valued so far, for reuse only (not stored)
        self._progressed.connect(self._on_progress)
        self._partial.connect(self._on_partial)
        self._ended.connect(self._on_ended)

    @property
    def level(self) -> str:
        """The reviewing level: the strongest unless set."""
        if self._level is None:
            from piquet_desktop.ai.review import default_level

            self._level = default_level()
        return self._level

    @level.setter
    def level(self, name: str) -> None:
        self._level = name

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, record: PartieRecord, seat: int = HUMAN, deal: int | None = None) -> None:
        """Review ``seat``'s decisions in ``record`` (the human's, seat 0 in the live partie),
        deal ``deal``'s first when given (see the module's notes); any review running is
        cancelled."""
        from piquet_desktop.ai.review import (
            PartieReview,
            ReviewCancelled,
            merge_reviews,
            review_partie,
        )

        self.cancel()
        self._generation += 1
        generation = self._generation
        level, seed = self.level, self.seed
        stored = PartieReview.stored_in(record, seat, level, seed)
        if stored is not None and stored.covers(record):
            # Already made: delivered from the event loop, as a computed one would be.
            QTimer.singleShot(0, lambda: self._on_ended(_Outcome(generation, stored)))
            return
        cancel = threading.Event()
        self._cancel = cancel
        rules, actions = record.rules, list(record.actions)
        previous = merge_reviews([stored, self._known], seat, level, seed, actions)
        self.runningChanged.emit(True)

        def progress(done: int, total: int) -> None:
            self._progressed.emit(generation, done, total)

        def run() -> None:
            known = previous
            try:
                if deal is not None:
                    first = review_partie(
                        rules,
                        actions,
                        seat,
                        level=level,
                        seed=seed,
                        settings=self.settings,
                        deal=deal,
                        workers=self.workers,
                        progress=progress,
                        cancelled=cancel.is_set,
                        previous=known,
                    )
                    known = merge_reviews([first, known], seat, level, seed, actions) or first
                    self._partial.emit(_Outcome(generation, known))
                review = review_partie(
                    rules,
                    actions,
                    seat,
                    level=level,
                    seed=seed,
                    settings=self.settings,
                    workers=self.workers,
                    progress=progress if deal is None else None,
                    cancelled=cancel.is_set,
                    previous=known,
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

    def _on_partial(self, outcome: _Outcome) -> None:
        if outcome.review is not None:
            self._known = outcome.review  # kept even when superseded: the next start reuses it
        if outcome.generation == self._generation and outcome.review is not None:
            self.dealReviewed.emit(outcome.review)

    def _on_ended(self, outcome: _Outcome) -> None:
        if outcome.review is not None:
            self._known = outcome.review  # as in _on_partial
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
