"""The review of the player's decisions, made without blocking the window.

``ReviewController.start(record)`` runs ``ai.review.review_partie`` (the function behind
``piquet-review``) for the human's seat as a job of its ``WorkRelay``; the decisions themselves
are valued in the review's worker processes, so the job's thread only waits and the window's
event loop stays free. Progress comes back as ``progress(done, total)``, the result as
``finished(review)`` (an ``ai.review.PartieReview``), a failure as ``failed(message)``, all
handed over by the relay between two events of the main loop.

Why it is built this way:

* **Never twice.** A review stored with the record (its ``analysis`` part, kept in the live
  partie by ``GameController.store_analysis``) is passed as ``previous``: its decisions are
  reused as they are and only the decisions made since are valued; a review that already
  covers every action finishes at once, without a thread.
* **Cancellation.** ``cancel()`` sets the running review's flag, which ``review_partie`` polls;
  it stops the worker processes at once (a running search cannot be interrupted otherwise),
  and nothing of a cancelled or superseded review is emitted: the relay forgets its job.
* **The deal asked for first.** ``start(record, deal=N)`` (the deal summary's Review) values
  deal N's decisions first and delivers them as ``dealReviewed(review)``, a review that holds
  only what is valued so far (shown, never stored); then, on the same thread, the rest of the
  partie, delivered as ``finished`` and stored. Reviewing the whole partie before showing one
  deal would make the wait grow with every deal played: deal 5's review would value all five
  deals' 50-odd decisions where the deal has a dozen (benchmarks/window_review,
  docs/PERFORMANCE.md). What is valued of a superseded or cancelled run is kept in memory for
  the next start on the same record (``ai.review.merge_reviews`` keeps only what still holds):
  the job keeps it itself as it goes (``_Reusable``), since the relay delivers nothing of a run
  nobody waits for.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from .partie_chance import HUMAN
from .work_relay import Failure, WorkRelay

if TYPE_CHECKING:  # the review is imported when one is first asked for, not with the window
    from piquet_desktop.ai.review import PartieReview, ReviewSettings
    from piquet_desktop.engine.record import PartieRecord

__all__ = ["ReviewController"]


@dataclass(frozen=True, slots=True)
class _Progress:
    done: int
    total: int


@dataclass(frozen=True, slots=True)
class _DealReviewed:
    review: PartieReview


class _Reusable:
    """What is valued so far, for the next start's reuse (never stored, never shown). Written by
    the running job as it goes, read by ``start`` on the GUI thread: one reference, replaced
    whole."""

    def __init__(self) -> None:
        self.known: PartieReview | None = None


class ReviewController(QObject):
    """Reviews the human's decisions in a record, in the background (see the module's notes)."""

    progress = Signal(int, int)
    dealReviewed = Signal(object)  # PartieReview holding the deal asked for (not the rest yet)
    finished = Signal(object)  # PartieReview
    failed = Signal(str)
    runningChanged = Signal(bool)

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
        # A thread for each run: a new start never waits for the one it cancels to notice.
        self._relay = WorkRelay(self, threads=None, name="piquet-review")
        self._job: int | None = None
        self._cancel: threading.Event | None = None
        self._reusable = _Reusable()

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
        level, seed = self.level, self.seed
        reusable = self._reusable
        stored = PartieReview.stored_in(record, seat, level, seed)
        if stored is not None and stored.covers(record):
            # Already made: delivered from the event loop, as a computed one would be.
            reusable.known = stored
            self._job = self._relay.resolved(stored, self._on_finished, self._on_failed)
            return
        cancel = threading.Event()
        self._cancel = cancel
        rules, actions, claims = record.rules, list(record.actions), list(record.claims)
        previous = merge_reviews([stored, reusable.known], seat, level, seed, actions)
        settings, workers = self.settings, self.workers
        self.runningChanged.emit(True)

        def run(report: Callable[[_Progress | _DealReviewed], None]) -> PartieReview | None:
            def progress(done: int, total: int) -> None:
                report(_Progress(done, total))

            known = previous
            try:
                if deal is not None:
                    first = review_partie(
                        rules,
                        actions,
                        seat,
                        level=level,
                        seed=seed,
                        settings=settings,
                        deal=deal,
                        workers=workers,
                        progress=progress,
                        cancelled=cancel.is_set,
                        previous=known,
                        claims=claims,
                    )
                    known = merge_reviews([first, known], seat, level, seed, actions) or first
                    reusable.known = known  # kept even when superseded: the next start reuses it
                    report(_DealReviewed(known))
                review = review_partie(
                    rules,
                    actions,
                    seat,
                    level=level,
                    seed=seed,
                    settings=settings,
                    workers=workers,
                    progress=progress if deal is None else None,
                    cancelled=cancel.is_set,
                    previous=known,
                    claims=claims,
                )
            except ReviewCancelled:
                return None  # never delivered: the relay forgot the job when it was cancelled
            reusable.known = review  # as the deal's
            return review

        self._job = self._relay.run_reporting(run, self._on_finished, self._on_failed, self._heard)

    def cancel(self) -> None:
        """Stop the review running, if any; nothing of it is delivered."""
        cancel, self._cancel = self._cancel, None
        if self._job is not None:
            self._relay.forget(self._job)
            self._job = None
        if cancel is not None:
            cancel.set()
            self.runningChanged.emit(False)

    def _heard(self, news: _Progress | _DealReviewed) -> None:
        if isinstance(news, _Progress):
            self.progress.emit(news.done, news.total)
        else:
            self.dealReviewed.emit(news.review)

    def _settled(self) -> None:
        self._job = None
        was_running = self._cancel is not None
        self._cancel = None
        if was_running:
            self.runningChanged.emit(False)

    def _on_finished(self, review: PartieReview | None) -> None:
        self._settled()
        if review is not None:
            self.finished.emit(review)

    def _on_failed(self, failure: Failure) -> None:
        self._settled()  # never a crash: the window says it could not review
        self.failed.emit(failure.message)
