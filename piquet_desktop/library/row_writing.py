"""Writing the library's rows: one transaction at a time, each row from a record and its file.

The store (store.py) and its reconciliation with the files (reconcile.py) both write rows; they
write them here, so a row always holds the same columns from the same facts (facts.py), and a
record's file is only ever a path of the form the app writes (``record_path``), whatever id a
row or a file's name holds.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from piquet_desktop.engine.bounded_text import bounded
from piquet_desktop.engine.file_type import RECORD_SUFFIX
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.private_files import make_private_folder
from piquet_desktop.engine.record import PartieRecord
from piquet_desktop.translation import translate

from .aside import stamp, unused_name
from .errors import LibraryError
from .facts import Status, facts_of, rules_json
from .rows import is_id

__all__ = [
    "LIST_COLUMNS",
    "iso",
    "make_current",
    "move_to_deleted",
    "put_damaged",
    "put_row",
    "record_path",
    "transaction",
    "update_signature",
]

LIST_COLUMNS = (
    "id, played, status, damage, variant, rules, human, opponent, opponent_level, result, "
    "margin, rubicon, deals, score_human, score_opponent, games_human, games_opponent, practice, "
    "reviewed, mean_loss"
)
"""The columns a list of entries reads (all but the record JSON and the file signature)."""


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``, or rolled back)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        # SQLite rolls back by itself on some errors ("database or disk is full"): a second
        # ROLLBACK would fail and hide the error that matters.
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def make_current(c: sqlite3.Connection, key: str) -> None:
    """``key`` becomes the partie in progress; any other in progress becomes abandoned."""
    c.execute(
        "UPDATE parties SET status = CASE WHEN id = ? THEN 'in_progress' ELSE 'abandoned' END "
        "WHERE status = 'in_progress' OR id = ?",
        (key, key),
    )


def put_row(
    c: sqlite3.Connection,
    key: str,
    record: PartieRecord,
    state: PartieState,
    text: str,
    path: Path,
    status: Status,
) -> None:
    """The row of ``key``: the facts of ``record`` at ``state``, its text and file signature."""
    f = facts_of(record, state)
    st = path.stat()
    c.execute(
        "INSERT OR REPLACE INTO parties (id, played, status, damage, variant, rules, human, "
        "opponent, opponent_level, result, margin, rubicon, deals, score_human, "
        "score_opponent, games_human, games_opponent, practice, reviewed, mean_loss, record, "
        "file_mtime_ns, file_size) "
        "VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            key,
            iso(st.st_mtime_ns),
            status,
            f.variant,
            rules_json(f.rules),
            f.human,
            f.opponent,
            f.opponent_level,
            f.result,
            f.margin,
            None if f.rubicon is None else int(f.rubicon),
            f.deals,
            f.score[0],
            f.score[1],
            None if f.games is None else f.games[0],
            None if f.games is None else f.games[1],
            int(f.practice),
            int(f.reviewed),
            f.mean_loss,
            text,
            st.st_mtime_ns,
            st.st_size,
        ),
    )


def put_damaged(
    c: sqlite3.Connection, key: str, path: Path, reason: str, *, keep_record: bool
) -> None:
    """List ``key`` as damaged; a record JSON the row held before is kept, never dropped."""
    try:
        st = path.stat()
        signature: tuple[int | None, int | None] = (st.st_mtime_ns, st.st_size)
        played = iso(st.st_mtime_ns)
    except OSError:
        signature, played = (None, None), iso(time.time_ns())
    if keep_record:
        c.execute(
            "UPDATE parties SET status = 'damaged', damage = ?, played = ?, "
            "file_mtime_ns = ?, file_size = ? WHERE id = ?",
            (reason, played, *signature, key),
        )
    else:
        c.execute(
            "INSERT INTO parties (id, played, status, damage, file_mtime_ns, file_size) "
            "VALUES (?, ?, 'damaged', ?, ?, ?)",
            (key, played, reason, *signature),
        )


def update_signature(c: sqlite3.Connection, key: str, path: Path) -> None:
    """The row of ``key`` knows the file ``path`` as it is now (modification time and size)."""
    st = path.stat()
    c.execute(
        "UPDATE parties SET file_mtime_ns = ?, file_size = ? WHERE id = ?",
        (st.st_mtime_ns, st.st_size, key),
    )


def record_path(records_folder: Path, key: str) -> Path:
    """The file of the record ``key``: only ever for an id of the form the app writes, so
    no stored id (a row's, a file's name) can name a path outside ``records/``."""
    if not is_id(key):
        raise LibraryError(
            translate("Library", "{key} is not the id of a partie of the library").format(
                key=bounded(repr(key), 80)
            )
        )
    return records_folder / f"{key}{RECORD_SUFFIX}"


def move_to_deleted(records_folder: Path, deleted_folder: Path, key: str) -> Path | None:
    """The record file of ``key`` moved to ``deleted_folder`` (None if it had none)."""
    source = record_path(records_folder, key)
    if not source.exists():
        return None
    make_private_folder(deleted_folder)
    target = unused_name(deleted_folder, f"{key}.{stamp()}", RECORD_SUFFIX)
    os.replace(source, target)
    return target


def iso(mtime_ns: int) -> str:
    """A file time (ns since the epoch) as the rows' ``played``: ISO 8601, UTC, to the second."""
    return datetime.fromtimestamp(mtime_ns / 1e9, UTC).isoformat(timespec="seconds")
