"""The practice attempts in the library: a journal file beside the database, and its table.

Why both, as for the parties: the journal (``practice.jsonl`` in the library folder, the format
in ``practice/attempts.py``) is the source of truth and the ``attempts`` table its index. An
attempt is appended to the journal (flushed to the disk) before the table is told, so a kill
between the two loses nothing: ``reconcile`` (run whenever the library opens) puts into the
table every journal attempt it lacks, which is also how the table is filled again after the
database was rebuilt from the records, and how a row changed by another program is mended. An
attempt the table holds and the journal lacks (the journal deleted or replaced by hand) is
appended to the journal again.

The journal is never rewritten: a line that cannot be read (torn by a kill, damaged by hand) is
skipped with a note and left where it is, so nothing in the file is ever lost, and an append
after a torn last line starts on a line of its own.

The journals are read as records are read (``read_journal_file``): an ordinary file only, opened
without blocking and asked what it is once open (a FIFO would block the app at every start, a
link to /dev/zero never ends), and at most ``MAX_JOURNAL_BYTES``; they are appended to only when
the name is an ordinary file and not a symbolic link (``O_NOFOLLOW``, as the autosave and the
record files are written), so a link to another file of the user's never grows by the app's
lines.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import stat
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from piquet_desktop.engine.private_files import PRIVATE_FILE_MODE, make_private_file
from piquet_desktop.practice.attempts import Attempt, AttemptError, journal_line, read_journal
from piquet_desktop.translation import translate

__all__ = [
    "JOURNAL_NAME",
    "MAX_JOURNAL_BYTES",
    "append_lines",
    "append_to_journal",
    "attempts_in",
    "put_attempts",
    "read_attempts",
    "read_journal_file",
]

JOURNAL_NAME = "practice.jsonl"
MAX_JOURNAL_BYTES = 16 * 1024 * 1024
"""Some 80,000 attempts (a line is about 200 bytes): years of practice, read in well under a
second; a journal larger than that is not the app's, and is left unread with a note."""


class JournalFileError(OSError):
    """A journal that is no ordinary file, or too large: its ``strerror`` says which."""


def read_journal_file(path: Path) -> bytes:
    """The bytes of the journal at ``path``: FileNotFoundError if there is none, an OSError
    (``JournalFileError`` for the app's own refusals) saying why it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise JournalFileError(0, _not_ordinary(), str(path))
        data = f.read(MAX_JOURNAL_BYTES + 1)  # one byte more than allowed: it may be growing
    if len(data) > MAX_JOURNAL_BYTES:
        raise JournalFileError(0, _too_large(), str(path))
    return data


def _not_ordinary() -> str:
    return translate("Library", "it is not an ordinary file")


def _too_large() -> str:
    return translate("Library", "it is larger than {size} MB").format(
        size=MAX_JOURNAL_BYTES // (1024 * 1024)
    )


log = logging.getLogger(__name__)

_COLUMNS = "id, kind, exercise, answer, loss, correct, seconds, attempted, exercise_rating"


def append_to_journal(path: Path, attempts: Iterable[Attempt]) -> None:
    """Append ``attempts`` to the journal at ``path`` (made 0600 if new) and flush them to the
    disk; OSError propagates (nothing is said to be kept that is not)."""
    append_lines(path, b"".join(journal_line(a).encode("ascii") for a in attempts))


def append_lines(path: Path, data: bytes) -> None:
    """Append ``data`` (whole lines) to the journal at ``path`` (made 0600 if new) and flush it
    to the disk, on a line of its own after a torn last line; OSError propagates."""
    if not data:
        return
    new = not os.path.lexists(path)
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags, PRIVATE_FILE_MODE)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise JournalFileError(0, _not_ordinary(), str(path))
        if not new and not _ends_a_line(fd):
            data = b"\n" + data  # a torn last line must not swallow the first of these
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    finally:
        os.close(fd)
    make_private_file(path)
    if new:
        _sync_folder(path.parent)


def _ends_a_line(fd: int) -> bool:
    """Whether the file open as ``fd`` is empty or ends with a line break (an append writes at
    the end whatever the offset this moves)."""
    if os.fstat(fd).st_size == 0:
        return True
    os.lseek(fd, -1, os.SEEK_END)
    return os.read(fd, 1) == b"\n"


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for a new file (POSIX; elsewhere a folder cannot be opened)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_attempts(path: Path) -> tuple[list[Attempt], list[str]]:
    """The journal's attempts and the notes on what could not be read (an absent journal holds
    none); OSError propagates for a journal that exists and cannot be read."""
    try:
        data = read_journal_file(path)
    except FileNotFoundError:
        return [], []
    read = read_journal(data)
    notes = []
    for line, why in read.skipped:
        log.warning("practice journal %s, line %d skipped: %s", path, line, why)
    if read.skipped:
        line, why = read.skipped[0]
        notes.append(
            translate(
                "Library",
                "The practice journal {file} has lines that cannot be read ({count}, the first "
                "at line {line}: {reason}); they were skipped and left in the file.",
            ).format(count=len(read.skipped), file=path.name, line=line, reason=why)
        )
    return list(read.attempts), notes


def put_attempts(conn: sqlite3.Connection, attempts: Iterable[Attempt]) -> None:
    """Put ``attempts`` into the table (inside the caller's transaction), each replacing the
    row of its id if there is one (the journal's is the attempt)."""
    conn.executemany(
        f"INSERT OR REPLACE INTO attempts ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                a.id,
                a.kind,
                a.exercise,
                a.answer,
                a.loss,
                None if a.correct is None else int(a.correct),
                a.seconds,
                a.when.isoformat(),
                a.exercise_rating,
            )
            for a in attempts
        ],
    )


def attempts_in(conn: sqlite3.Connection, kind: str | None = None) -> list[Attempt]:
    """The table's attempts (of ``kind``, or all), the earliest first; a row that is no attempt
    (changed by another program) is skipped with a log line, never a failure."""
    query = f"SELECT {_COLUMNS} FROM attempts"
    parameters: tuple[str, ...] = ()
    if kind is not None:
        query += " WHERE kind = ?"
        parameters = (kind,)
    out = []
    for row in conn.execute(query + " ORDER BY attempted, id", parameters):
        try:
            out.append(_attempt(tuple(row)))
        except (AttemptError, TypeError, ValueError) as exc:
            log.warning("attempts row %r skipped: %s", row[0], exc)
    return out


def _attempt(row: tuple[object, ...]) -> Attempt:
    ident, kind, exercise, answer, loss, correct, seconds, attempted, rating = row
    if not all(isinstance(x, str) for x in (ident, kind, exercise, answer, attempted)):
        raise AttemptError("a text column holds no text")
    numbers = (loss, seconds, rating)
    if not all(x is None or isinstance(x, int | float) for x in numbers):
        raise AttemptError("a number column holds no number")
    assert isinstance(ident, str) and isinstance(kind, str) and isinstance(exercise, str)
    assert isinstance(answer, str) and isinstance(attempted, str)
    if correct not in (None, 0, 1) or seconds is None or rating is None:
        raise AttemptError("a required column is empty")
    assert isinstance(seconds, int | float) and isinstance(rating, int | float)
    assert loss is None or isinstance(loss, int | float)
    when = datetime.fromisoformat(attempted)
    return Attempt(
        id=ident,
        kind=kind,
        exercise=exercise,
        answer=answer,
        loss=None if loss is None else float(loss),
        correct=None if correct is None else bool(correct),
        seconds=float(seconds),
        when=when,
        exercise_rating=float(rating),
    )
