"""Exchange positions mined on demand, in the background, while the player practises.

Why: the shipped file's positions run out for a player who practises a lot, so when he has seen
most of the mined positions near his rating (``practice.mining_rule``), more are mined in the
third worker (``worker_jobs.mine_job``, a whole seed a job, at the lowest priority, so the
exercise shown and its verdict never wait for it), from the seed after the shipped file's last
or the last one mined. Each finished seed is kept by the store (the library's ``mined.jsonl``)
and its positions join the source's pool, so they are offered from then on and after a restart.

Why the rule is asked on a zero timer (``consider_soon``): it reads every exchange attempt, so it
is asked once the exercise is shown or judged, not on the way to it. Closing the window stops
the seed being mined (``stop``); its work is lost and it is mined again another time. A worker
that fell back to a thread never mines: a seed mined in the window's process would hold the
interpreter for minutes, against the exercise and its verdict.
"""

from __future__ import annotations

import logging
import tempfile
import time
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QObject, QTimer, Signal

from piquet_desktop.library import LibraryError
from piquet_desktop.practice import worker_jobs as practice_jobs
from piquet_desktop.practice.exercise_source import AttemptStore, ExerciseSource
from piquet_desktop.practice.mined_exchange import MINING_WORLDS
from piquet_desktop.practice.training import current_ratings
from piquet_desktop.practice.worker_jobs import MinedSeed, StopFlag
from piquet_desktop.words.practice_text import mined_not_kept_text

from .practice_worker import PracticeWorker

__all__ = ["MiningOnDemand"]

log = logging.getLogger(__name__)


class MiningOnDemand(QObject):
    """Reads the positions mined before into ``source``, and mines more with ``miner`` when the
    rule asks for them (never without a miner)."""

    positionsMined = Signal(object)  # a MinedSeed: a seed mined, its positions now offered
    notice = Signal(str)  # the positions mined could not be kept (offered all the same)

    def __init__(
        self,
        miner: PracticeWorker | None,
        store: AttemptStore,
        source: ExerciseSource,
        now: Callable[[], datetime],
        parent: QObject | None = None,
        *,
        worlds: int = MINING_WORLDS,
        niceness: int = practice_jobs.MINING_NICENESS,
    ) -> None:
        super().__init__(parent)
        self.miner = miner
        self.store = store
        self.source = source
        self.now = now
        self.worlds = worlds
        self.niceness = niceness
        self.job: Callable[..., object] = practice_jobs.mine_job  # tests give their own
        self.notes: list[str] = []  # what reading the mined positions kept had to say
        # the last seed mined before, the seed to mine next (read when first needed), the job
        # running (its ticket and stop flag), and the folder of the stop flags
        self._last: int | None = self._read_mined()
        self._next_seed: int | None = None
        self._running: tuple[int, StopFlag] | None = None
        self._failed = False
        self._flags: tempfile.TemporaryDirectory[str] | None = None
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self.consider)
        if miner is not None:
            miner.finished.connect(self._on_mined)
            miner.failed.connect(self._on_failed)

    @property
    def mining(self) -> bool:
        """Whether positions are being mined in the background."""
        return self._running is not None

    def _read_mined(self) -> int | None:
        """Offer the positions mined before (kept by the store); the last seed mined."""
        try:
            kept = self.store.mined()
        except (LibraryError, OSError, ValueError) as exc:  # a damaged store never stops practice
            self.notes.append(str(exc))
            return None
        self.notes.extend(kept.notes)
        self.source.add_mined(kept.positions)
        return kept.last_seed

    def consider_soon(self) -> None:
        """Ask the rule once the event loop is free again."""
        self._soon.start()

    def consider(self) -> None:
        """Mine the next seed in the background when the player has seen most of the mined
        positions near his rating (``practice.mining_rule``) and nothing is mined yet."""
        if self.miner is None or self._running is not None or self._failed:
            return
        if self.miner.fallen_back:
            return  # no worker process: not mined (see the module's notes)
        try:
            attempts = self.store.attempts("exchange")
        except LibraryError:  # said when an attempt is kept; nothing to mine for meanwhile
            return
        tried = {a.exercise for a in attempts}
        rating = current_ratings(attempts, self.now(), ("exchange",))["exchange"].rating
        if not self.source.wants_mining(tried, rating):
            return
        if self._next_seed is None:
            try:
                self._next_seed = self.source.mining_seed(self._last)
            except (OSError, ValueError) as exc:  # the shipped file: its complaint, logged
                log.warning("no positions mined on demand: %s", exc)
                self._failed = True
                return
        if self._flags is None:
            self._flags = tempfile.TemporaryDirectory(prefix="piquet-mining-")
        stop = StopFlag(f"{self._flags.name}/stop-{self._next_seed}-{time.monotonic_ns()}")
        ticket = self.miner.run(self.job, self._next_seed, stop, self.worlds, self.niceness)
        self._running = (ticket, stop)

    def stop(self) -> None:
        """Stop the seed being mined (its work is lost; it is mined again another time)."""
        if self._running is None or self.miner is None:
            return
        _ticket, stop = self._running
        self._running = None
        stop.set()  # a job in a thread stops before its next hand
        self.miner.stop()  # a job in a process is ended now

    def close(self) -> None:
        """The window closed: stop asking and mining; a failure is tried again next time."""
        self._soon.stop()
        self.stop()
        self._failed = False

    def _on_mined(self, ticket: int, value: object) -> None:
        if self._running is None or self._running[0] != ticket:
            return
        self._running = None
        if not isinstance(value, MinedSeed):
            return  # stopped
        try:
            self.store.keep_mined(value.seed, value.positions, self.worlds)
        except LibraryError as exc:  # offered now all the same; mined again another time
            self.notice.emit(mined_not_kept_text(str(exc)))
        self._next_seed = value.seed + 1
        self.source.add_mined(value.positions)
        self.positionsMined.emit(value)
        self.consider()

    def _on_failed(self, ticket: int, reason: str) -> None:
        if self._running is None or self._running[0] != ticket:
            return
        self._running = None
        self._failed = True  # not tried again until the window is opened anew
        log.warning("mining practice positions failed: %s", reason)
