"""The autosave: the live partie written after every move, so a crash or a kill loses nothing.

One file, ``autosave.piquet``, in the app-data folder that ``QStandardPaths`` gives for
``AppDataLocation`` (set the organisation and application names first, see
``settings.apply_app_identity``), or in the folder named by the environment variable
``PIQUET_DATA_DIR`` (tests and the kill test use it). It is an ordinary partie record written with
``engine.record.save_record``, which is atomic, so the file is always the old partie or the new,
never half of one.

Builds before the ``.piquet`` file type wrote ``autosave.piquet.json``: when there is no
``autosave.piquet``, that one is read instead (``find_resumable``), so a partie left by the previous
build is still offered, and the next autosave, written under the new name, removes it
(``write_autosave``) so it never comes back as a stale partie. Clearing removes both.

Reading it back must never stop the app from starting. An autosave that cannot be read (a bug in
an older build, a disk error, a hand edit) is reported and moved aside as
``autosave.damaged-<timestamp>.json`` beside it: the user keeps the file for a bug report, and the
next start does not stumble over it again. Nothing here ever deletes a damaged file.

A write killed half-way leaves its hidden temporary file beside the target (``engine.atomic_file``
names them). ``remove_leftovers``, run once at start, removes those in the data folder and its
subfolders (the library's records), and nothing else: only names the atomic write gives, only
files last written before this run started, and never one whose write is still under way. Why
those limits: another instance may share the data folder (one that could not take the
single-instance socket, an older build), and its write in progress must not lose its file.
Anything it writes after this run started is newer than the start, and a write in progress holds
a lock on its file (POSIX; on Windows an open file cannot be removed at all). What is left is
the debris of a write that will never finish.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from piquet_desktop.engine.atomic_file import is_being_written, is_leftover_name
from piquet_desktop.engine.file_type import OLD_RECORD_SUFFIX, RECORD_SUFFIX
from piquet_desktop.engine.private_files import make_private_file, make_private_folder
from piquet_desktop.engine.record import (
    PartieRecord,
    RecordError,
    record_bytes,
    save_record_bytes,
)
from piquet_desktop.library.store import LIBRARY_FOLDER
from piquet_desktop.translation import translate

from .loaded_partie import LoadedPartie, read_partie

__all__ = [
    "AUTOSAVE_NAME",
    "DATA_DIR_ENV",
    "LEGACY_AUTOSAVE_NAME",
    "autosave_path",
    "clear_autosave",
    "data_dir",
    "find_resumable",
    "library_folder",
    "remove_leftovers",
    "write_autosave",
]

AUTOSAVE_NAME = f"autosave{RECORD_SUFFIX}"
LEGACY_AUTOSAVE_NAME = f"autosave{OLD_RECORD_SUFFIX}"  # written by builds before .piquet
DATA_DIR_ENV = "PIQUET_DATA_DIR"

log = logging.getLogger(__name__)
Report = Callable[[str], None]


def data_dir() -> Path:
    """The app-data folder (``PIQUET_DATA_DIR`` if set); not created here."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:  # no home folder at all: better the working folder than a crash
        return Path.cwd() / "piquet-desktop-data"
    return Path(location)


def library_folder() -> Path:
    """Where the app's library lives: ``library/`` in the app-data folder."""
    return data_dir() / LIBRARY_FOLDER


def autosave_path() -> Path:
    """Where the autosave is written."""
    return data_dir() / AUTOSAVE_NAME


def _legacy_autosave_path() -> Path:
    return data_dir() / LEGACY_AUTOSAVE_NAME


def _existing_autosave() -> Path | None:
    """The autosave to read: the current one, else an earlier build's, else None."""
    for path in (autosave_path(), _legacy_autosave_path()):
        if path.exists():
            return path
    return None


def write_autosave(record: PartieRecord, raw: bytes | None = None) -> Path:
    """Write ``record`` as the autosave, creating the folder if need be; ``raw``: its bytes
    made already (``engine.record.record_bytes``). OSError propagates."""
    path = autosave_path()
    make_private_folder(path.parent)
    save_record_bytes(record_bytes(record) if raw is None else raw, path)
    make_private_file(path)
    _remove(_legacy_autosave_path())
    return path


def clear_autosave() -> None:
    """Remove the autosave (the partie finished, or the user deliberately started another).

    A missing file is fine; a file that cannot be removed is logged, never raised: failing to
    forget a partie must not interrupt the next one.
    """
    _remove(autosave_path())
    _remove(_legacy_autosave_path())


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove the autosave %s: %s", path, exc)


def find_resumable(report: Report | None = None) -> LoadedPartie | None:
    """The unfinished partie in the autosave, read and replayed once (``LoadedPartie``: the start
    screen describes it and the controller continues it without replaying it again), or None
    (no autosave, or its partie is over).

    A damaged autosave is moved aside and described through ``report`` (and the log), and None is
    returned. This function never raises for anything the file contains.
    """
    path = _existing_autosave()
    if path is None:
        return None
    try:
        loaded = read_partie(path)
    except RecordError as exc:
        _set_aside(path, str(exc), report)
        return None
    if loaded.state.is_over:
        return None
    return loaded


def _set_aside(path: Path, problem: str, report: Report | None) -> None:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"autosave.damaged-{stamp}.json")
    n = 1
    while target.exists():  # two in one second: never overwrite an earlier damaged file
        target = path.with_name(f"autosave.damaged-{stamp}-{n}.json")
        n += 1
    try:
        os.replace(path, target)
        kept = True
        where = f"It was kept as {target}."
    except OSError as exc:
        kept = False
        reason = exc.strerror or str(exc)
        where = f"It could not be moved aside ({reason}); it is still at {path}."
    log.warning(
        "The autosaved partie could not be read and cannot be resumed: %s. %s", problem, where
    )
    if report is None:
        return
    if kept:
        message = translate(
            "Autosave",
            "The autosaved partie could not be read and cannot be resumed: {problem}. "
            "It was kept as {file}.",
        ).format(problem=problem, file=target)
    else:
        message = translate(
            "Autosave",
            "The autosaved partie could not be read and cannot be resumed: {problem}. "
            "It could not be moved aside ({reason}); it is still at {file}.",
        ).format(problem=problem, reason=reason, file=path)
    report(message)


def remove_leftovers(started: float, folder: Path | None = None) -> int:
    """Remove the temporary files of interrupted atomic writes in ``folder`` (the data folder)
    and its subfolders, last written before ``started`` (``time.time()`` at the start of this
    run) and not being written now; returns how many. Links are not followed; a file that
    cannot be removed is logged and left."""
    root = data_dir() if folder is None else folder
    removed = 0
    for parent, _folders, names in os.walk(root):
        for name in names:
            if not is_leftover_name(name):
                continue
            path = Path(parent, name)
            try:
                info = path.lstat()
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode) or info.st_mtime >= started:
                continue
            if is_being_written(path):
                continue
            try:
                path.unlink()
            except OSError as exc:
                log.warning("could not remove the leftover %s: %s", path, exc)
                continue
            log.info("removed %s, left by an interrupted save", path)
            removed += 1
    return removed
