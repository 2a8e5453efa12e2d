"""Reading a record file without freezing the window: a large one is loaded on a worker thread.

``read_record`` reads, checks and replays a record once, its take-back points gathered from
that replay (controller/loaded_partie.py), and hands it on as a ``LoadedPartie``; for a file near
the size cap (``engine.record_file.MAX_RECORD_BYTES``) that takes up to about a second
(benchmarks/record_loading.py), during which a window loading it on its own thread could neither
repaint nor answer. So every way the window opens a record (File > Open, a recent file, a file
handed over on the command line or by a second start, Replay a partie, the Library's Continue,
Replay and Review) goes through one ``RecordLoader``, which reads a file larger than
``LOADED_AT_ONCE_BYTES`` on a thread of its ``WorkRelay`` and gives the outcome back on the GUI
thread, from the event loop.

A file of at most ``LOADED_AT_ONCE_BYTES`` (every real partie's record: some 20 KB, its review a
few times that, a few milliseconds to load) is loaded at once, on the caller's thread: the
outcome is known before ``load`` returns, so the ordinary open has no moment
in between where the partie in play and the file's could both be changed. The same callbacks and
signals serve both, so the caller has one path.

One load at a time: while one runs (``busy``) another is refused, and ``load`` says so by
returning False; the caller tells the player. The work itself cannot be stopped halfway (it is
bounded by the size cap), and it touches nothing but the file and its own values, so it is safe
off the GUI thread (the engine is pure Python and imports no Qt; ``translate`` is thread-safe).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from piquet_desktop.engine.record import RecordError

from .loaded_partie import LoadedPartie, read_partie
from .work_relay import Failure, WorkRelay

__all__ = ["LOADED_AT_ONCE_BYTES", "LoadError", "RecordLoader", "read_record"]

# A real partie's record, review included, is well under this; one this size loads in some 20 ms.
LOADED_AT_ONCE_BYTES = 256 * 1024

LoadError = RecordError | OSError


def read_record(path: Path) -> LoadedPartie:
    """The record at ``path``, read, checked and replayed once (``read_partie``); RecordError
    or OSError if it cannot be."""
    return read_partie(path)


def _is_large(path: Path) -> bool:
    """True for a regular file larger than LOADED_AT_ONCE_BYTES. Anything else (a missing
    file, a folder, a pipe) is refused by ``load_record`` before a byte is read, so at once."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size > LOADED_AT_ONCE_BYTES


class _Request:
    def __init__(
        self,
        path: Path,
        on_loaded: Callable[[LoadedPartie], object],
        on_failed: Callable[[LoadError], object],
    ) -> None:
        self.path = path
        self.on_loaded = on_loaded
        self.on_failed = on_failed


class RecordLoader(QObject):
    """Loads one record at a time, a large one off the GUI thread.

    ``load(path, on_loaded, on_failed)`` calls exactly one of the two on the GUI thread, then
    emits ``loaded(record, path)`` or ``failed(message, path)``. ``busyChanged(True)`` is
    emitted when a load goes to the worker, ``busyChanged(False)`` before its outcome is given.
    """

    loaded = Signal(object, object)  # LoadedPartie, Path
    failed = Signal(str, object)  # the reason, Path
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = WorkRelay(self, threads=1, name="piquet-record")
        self._job: int | None = None  # the relay's ticket of the load under way
        self._pending: _Request | None = None

    @property
    def busy(self) -> bool:
        """True while a load runs on the worker thread."""
        return self._pending is not None

    @property
    def pending_path(self) -> Path | None:
        """The file being loaded now, if any."""
        return self._pending.path if self._pending is not None else None

    def load(
        self,
        path: str | Path,
        on_loaded: Callable[[LoadedPartie], object],
        on_failed: Callable[[LoadError], object],
        *,
        read: Callable[[Path], LoadedPartie] = read_record,
    ) -> bool:
        """Load ``path`` with ``read`` (it runs on the worker thread for a large file, so it may
        touch nothing of the GUI's, nor a SQLite connection made on the GUI thread). False, and
        nothing called, while another load runs."""
        if self._pending is not None:
            return False
        path = Path(path)
        request = _Request(path, on_loaded, on_failed)
        if not _is_large(path):
            try:
                record = read(path)
            except (RecordError, OSError) as exc:
                self._give(request, None, exc)
            else:
                self._give(request, record, None)
            return True
        self._pending = request
        self.busyChanged.emit(True)
        self._job = self._relay.run(lambda: read(path), self._on_loaded, self._on_failed)
        return True

    def cancel(self) -> None:
        """Forget the load under way, if any: its outcome is dropped when it comes (the work
        itself ends on its own, bounded by the size cap). For a window that closes."""
        if self._pending is None:
            return
        self._pending = None
        if self._job is not None:
            self._relay.forget(self._job)
            self._job = None
        self.busyChanged.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker thread to finish its job (its outcome still comes through the
        event loop): for closing the window and for tests. True if it finished in time."""
        return self._relay.wait(msecs)

    def _settled(self) -> _Request | None:
        request, self._pending, self._job = self._pending, None, None
        if request is not None:
            self.busyChanged.emit(False)
        return request

    def _on_loaded(self, record: LoadedPartie) -> None:
        request = self._settled()
        if request is not None:
            self._give(request, record, None)

    def _on_failed(self, failure: Failure) -> None:
        request = self._settled()
        if request is None:
            return
        error = failure.error
        if not isinstance(error, RecordError | OSError):
            # a bug in the loader must not leave the loader busy for ever
            error = RecordError(failure.message)
        self._give(request, None, error)

    def _give(
        self, request: _Request, record: LoadedPartie | None, error: LoadError | None
    ) -> None:
        if error is not None:
            request.on_failed(error)
            self.failed.emit(str(error), request.path)
        else:
            assert record is not None
            request.on_loaded(record)
            self.loaded.emit(record, request.path)
