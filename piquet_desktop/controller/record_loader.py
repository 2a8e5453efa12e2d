"""Reading a record file without freezing the window: a large one is loaded on a worker thread.

``read_record`` reads, checks and replays a record once, its take-back points gathered from
that replay (controller/loaded_partie.py), and hands it on as a ``LoadedPartie``; for a file near
the size cap (``engine.record_file.MAX_RECORD_BYTES``) that takes up to about a second
(benchmarks/record_loading.py), during which a window loading it on its own thread could neither
repaint nor answer. So every way the window opens a record (File > Open, a recent file, a file
handed over on the command line or by a second start, Replay a partie, the Library's Continue,
Replay and Review) goes through one ``RecordLoader``, which reads a file larger than
``LOADED_AT_ONCE_BYTES`` on a ``QThreadPool`` thread and gives the outcome back on the GUI
thread, as a queued signal.

A file of at most ``LOADED_AT_ONCE_BYTES`` (every real partie's record: some 20 KB, its review a
few times that, a few milliseconds to load) is loaded at once, on the caller's thread: the
outcome is known before ``load`` returns, exactly as before, so the ordinary open has no moment
in between where the partie in play and the file's could both be changed. The same callbacks and
signals serve both, so the caller has one path.

One load at a time: while one runs (``busy``) another is refused, and ``load`` says so by
returning False; the caller tells the player. The work itself cannot be stopped halfway (it is
bounded by the size cap), and it touches nothing but the file and its own values, so it is safe
off the GUI thread (the engine is pure Python and imports no Qt; ``translate`` is thread-safe).
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from piquet_desktop.engine.record import RecordError

from .loaded_partie import LoadedPartie, read_partie

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


class _Relay(QObject):
    """Carries a worker's outcome to the GUI thread: it lives there, so a signal emitted on the
    worker's thread reaches its slot queued, in the GUI thread's event loop."""

    done = Signal(int, object, object)  # generation, LoadedPartie or None, error or None


class _Job(QRunnable):
    def __init__(
        self, generation: int, path: Path, read: Callable[[Path], LoadedPartie], relay: _Relay
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._generation = generation
        self._path = path
        self._read = read
        self._relay = relay

    def run(self) -> None:
        record: LoadedPartie | None = None
        error: LoadError | None = None
        try:
            record = self._read(self._path)
        except (RecordError, OSError) as exc:
            error = exc
        except Exception as exc:  # a bug in the loader must not leave the loader busy for ever
            error = RecordError(f"{type(exc).__name__}: {exc}")
        with contextlib.suppress(RuntimeError):  # the loader and its relay are gone (closed)
            self._relay.done.emit(self._generation, record, error)


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
        # The pool first: children are destroyed in the order they were made, and the pool's
        # destruction waits for a job still running, whose relay must outlive it.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._generation = 0
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
        self._generation += 1
        self._pending = request
        self.busyChanged.emit(True)
        self._pool.start(_Job(self._generation, path, read, self._relay))
        return True

    def cancel(self) -> None:
        """Forget the load under way, if any: its outcome is dropped when it comes (the work
        itself ends on its own, bounded by the size cap). For a window that closes."""
        if self._pending is None:
            return
        self._pending = None
        self._generation += 1
        self.busyChanged.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker thread to finish its job (its outcome still comes through the
        event loop): for closing the window and for tests. True if it finished in time."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, generation: int, record: object, error: object) -> None:
        request = self._pending
        if request is None or generation != self._generation:
            return
        self._pending = None
        self.busyChanged.emit(False)
        if isinstance(error, RecordError | OSError):
            self._give(request, None, error)
        elif isinstance(record, LoadedPartie):
            self._give(request, record, None)

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
