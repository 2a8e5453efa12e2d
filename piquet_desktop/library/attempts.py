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
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from piquet_desktop.engine.private_files import PRIVATE_FILE_MODE, make_private_file
from piquet_desktop.practice.attempts import Attempt, AttemptError, journal_line, read_journal
from piquet_desktop.translation import translate

__all__ = [
    "JOURNAL_NAME",
    "append_lines",
    "append_to_journal",
    "attempts_in",
    "put_attempts",
    "read_attempts",
]

JOURNAL_NAME = "practice.jsonl"

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
    new = not path.exists()
    fd = os.open(
        path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0), PRIVATE_FILE_MODE
    )
    try:
        if not new and not _ends_a_line(path):
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


def _ends_a_line(path: Path) -> bool:
    with path.open("rb") as f:
        f.seek(0, os.SEEK_END)
        if f.tell() == 0:
            return True
        f.seek(-1, os.SEEK_END)
        return f.read(1) == b"\n"


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
        with path.open("rb") as f:
            data = f.read()
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
