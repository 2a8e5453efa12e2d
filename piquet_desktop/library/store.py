"""The library of parties: every partie's record as a file, and an SQLite index of their facts.

Where: the folder its caller hands it, for the app ``<data folder>/library/``
(``controller.autosave.library_folder()``: Qt names the data folder, so the store itself needs no
Qt and runs in a console tool, a benchmark or a worker as it runs in the window), holding
``records/<id>.piquet`` (one ordinary record file per partie, named by its id, see identity.py),
``library.sqlite3`` (the index), ``deleted/`` (records deleted from the list, kept as files until
the player clears them by hand), ``practice.jsonl`` (the practice attempts' journal, attempts.py)
and ``mined.jsonl`` (the exchange positions the Practice window mined on demand, mined.py). Builds
before the ``.piquet`` file type named the files ``<id>.piquet.json``; ``open`` renames such a file
to the current name (the rename keeps its modification time and size, so the database's signature
still matches and nothing is read again). If both names exist for one id (an older build run again
wrote its file back), the more recently written one becomes the record and the other goes to
``deleted/``.

Why files *and* a database: the record files are the source of truth, each written atomically
(``engine.record.save_record``) before the database is told, so whatever happens to the database
(a kill, a damaged file, a newer build's version) no record is lost: the database is rebuilt from
the files. The database holds, per partie, the facts a list needs (facts.py), the record JSON
again (so listing and loading need not read a folder of files, and a file that goes missing is
written back from it), and each file's signature (modification time and size) as last read or
written.

``open`` (done by the first call that needs the database) reconciles the two (reconcile.py).
A database that cannot be opened, fails SQLite's ``quick_check`` or comes from a newer build is
set aside (renamed, never deleted) and rebuilt from the files (database.py); ``notes`` says so.
Every write is one ``BEGIN IMMEDIATE`` transaction, and rows are written one way
(row_writing.py): a committed transaction survives the app being killed (the kill test checks
it with a real process); on a power cut the last commits may roll back, which the files
(fsync'ed) cover at the next open.

This module keeps and reads parties; its neighbours each do one job of the store: the
database's opening (database.py), reconciling it with the files (reconcile.py), writing rows
(row_writing.py) and reading them (rows.py, entry.py), the practice's attempts and mined positions
(practice_shelf.py over attempts.py and mined.py).

The folders are made 0700 and the record files and the database 0600 (``private_files``): the
library is the user's alone. An export goes where the user chose and keeps the umask.

Public API (used by the Library window and the statistics): ``entries()``, ``entry(id)``,
``keep`` (the live partie), ``add``/``add_file`` (a record from elsewhere), ``delete`` and
``restore``, ``export``, ``load``; for practice, ``practice`` (the shelf of attempts and of the
positions mined on demand). Every
failure to read or write is a ``LibraryError`` whose text is the reason in words.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.private_files import make_private_file, make_private_folder
from piquet_desktop.engine.record import (
    PartieRecord,
    RecordError,
    load_record,
    parse_record_bytes,
    record_bytes,
    save_record,
    save_record_bytes,
)
from piquet_desktop.translation import translate
from piquet_desktop.words.save_failure import failure_reason

from .database import DAMAGE, DamagedDatabase, damaged, open_database, set_aside_database
from .entry import Deleted, LibraryEntry
from .errors import LibraryError, why
from .facts import Status
from .identity import continues, is_valid_id, new_partie_id, partie_key
from .practice_shelf import PracticeShelf
from .reconcile import Reconciliation
from .row_writing import (
    LIST_COLUMNS,
    make_current,
    move_to_deleted,
    put_row,
    record_path,
    transaction,
    update_signature,
)
from .rows import (
    EPOCH,
    facts_from_row,
    is_id,
    json_or_none,
    played_at,
    row_problem,
)
from .schema import NewerDatabaseError

__all__ = [
    "DB_NAME",
    "DELETED_FOLDER",
    "LIBRARY_FOLDER",
    "RECORDS_FOLDER",
    "Deleted",
    "Library",
    "LibraryEntry",
    "LibraryError",
    "load_record_file_of",
]

LIBRARY_FOLDER = "library"
DB_NAME = "library.sqlite3"
RECORDS_FOLDER = "records"
DELETED_FOLDER = "deleted"


Listener = Callable[[], None]


class Library:
    """The library in ``folder`` (the app's: ``<data folder>/library``). See the module doc."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.records_folder = self.folder / RECORDS_FOLDER
        self.deleted_folder = self.folder / DELETED_FOLDER
        self.db_path = self.folder / DB_NAME
        self.notes: list[str] = []  # what opening had to do (a rebuild), for the window to say
        # the practice attempts and the positions mined on demand (practice_shelf.py)
        self.practice = PracticeShelf(
            self.folder, self._connection, self._write, self.notes, LibraryError
        )
        self.journal_path = self.practice.journal_path
        self.mined_path = self.practice.mined_path
        self._conn: sqlite3.Connection | None = None
        self._listeners: list[Listener] = []
        # the record this library last wrote: its id, text and record (``_stored_json``)
        self._last_kept: tuple[str, str, PartieRecord] | None = None

    # ================================================================================ listening
    def subscribe(self, listener: Listener) -> None:
        """Call ``listener()`` after every change of the library (the item model refreshes)."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # ================================================================================ opening
    def open(self) -> None:
        """Open (creating or rebuilding as needed) and reconcile with the files; idempotent."""
        self._connection()

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        try:
            make_private_folder(self.folder)
            make_private_folder(self.records_folder)
        except OSError as exc:
            folder = self.records_folder
            raise LibraryError(
                translate("Library", "cannot make the folder {folder}: {reason}").format(
                    folder=folder, reason=why(exc)
                )
            ) from exc
        try:
            conn = open_database(self.db_path)
        except (sqlite3.DatabaseError, NewerDatabaseError) as exc:
            self.notes.append(set_aside_database(self.db_path, exc))
            try:
                conn = open_database(self.db_path)
            except (sqlite3.Error, NewerDatabaseError, OSError) as again:
                raise LibraryError(
                    translate("Library", "cannot make the library database: {reason}").format(
                        reason=again
                    )
                ) from again
        except sqlite3.Error as exc:  # not damage: the folder cannot be written, say
            raise LibraryError(
                translate("Library", "cannot open the library database: {reason}").format(
                    reason=exc
                )
            ) from exc
        except OSError as exc:  # the same, found when the empty database is made
            raise LibraryError(
                translate("Library", "cannot open the library database: {reason}").format(
                    reason=why(exc)
                )
            ) from exc
        self._conn = conn
        try:
            self._reconcile_all(conn)
        except DAMAGE as exc:
            # damage quick_check does not see ("database disk image is malformed" at the first
            # write, a value of the wrong type in a column): set aside and rebuilt, as a
            # database that fails the check is, from the records and the journal
            self.close()
            self.notes.append(set_aside_database(self.db_path, damaged(exc)))
            try:
                conn = open_database(self.db_path)
                self._conn = conn
                self._reconcile_all(conn)
            except (sqlite3.Error, NewerDatabaseError, OSError, *DAMAGE) as again:
                self.close()
                raise LibraryError(
                    translate("Library", "cannot make the library database: {reason}").format(
                        reason=again
                    )
                ) from again
        except sqlite3.Error as exc:
            self.close()
            raise LibraryError(
                translate("Library", "cannot update the library database: {reason}").format(
                    reason=exc
                )
            ) from exc
        return conn

    def _reconcile_all(self, conn: sqlite3.Connection) -> None:
        """The database made to agree with the record files and the practice journal."""
        try:
            Reconciliation(conn, self.records_folder, self.deleted_folder, self.notes).reconcile()
            self.practice.reconcile(conn)
        except sqlite3.OperationalError:
            raise  # not damage: a full disk, a lock; said as it is
        except sqlite3.DatabaseError as exc:  # malformed pages, a broken constraint
            raise DamagedDatabase(exc) from exc

    # ================================================================================ writing
    def keep(
        self, record: PartieRecord, state: PartieState | None = None, raw: bytes | None = None
    ) -> str:
        """Keep the live partie ``record`` (replayed as ``state``, if at hand); return its id.
        ``raw``: its file's bytes made already (``engine.record.record_bytes``), written as they
        are when it is kept under its own id.

        The id is the record's own (or its derived key); if the library holds another partie
        under it (not one this record continues) the record is kept under a new id, which the
        caller adopts. A record the library already holds a later moment of is left as stored.
        The entry becomes the one in progress; any other in progress becomes abandoned.
        """
        return self._store(record, state, live=True, raw=raw)

    def add(self, record: PartieRecord, state: PartieState | None = None) -> str:
        """Add a record from elsewhere (a file opened or dropped); return its id in the library.

        As ``keep``, except that it does not become the partie in progress.
        """
        return self._store(record, state, live=False)

    def add_file(self, path: str | os.PathLike[str]) -> str:
        """Add the record file at ``path``; RecordError (with the reason) if it cannot be read."""
        record, state = load_record(path)
        return self.add(record, state)

    def _store(
        self,
        record: PartieRecord,
        state: PartieState | None,
        *,
        live: bool,
        raw: bytes | None = None,
    ) -> str:
        self._connection()
        try:
            if state is None:
                state = record.replay()
            key = partie_key(record)
            if not is_valid_id(key):
                key = new_partie_id()
            if key != record.id:
                raw = None  # written with the library's id: not the bytes handed
            new_text = None if raw is None else raw.decode("utf-8")
            with self._write() as c:
                row = c.execute(
                    "SELECT status, record FROM parties WHERE id = ?", (key,)
                ).fetchone()
                if row is not None:
                    text = row["record"]
                    if new_text is not None and text == new_text and row["status"] != "damaged":
                        # held already, this very text: nothing to parse or write
                        if live and row["status"] == "abandoned" and not state.is_over:
                            make_current(c, key)
                        return key
                    new_data = record.to_json()
                    stored = self._stored_json(key, text)
                    if stored is not None and row["status"] != "damaged":
                        later = continues(stored, new_data)
                        if continues(new_data, stored) and not (
                            later and _differs(stored, new_data)
                        ):
                            # held already, at this moment or a later one
                            if live and row["status"] == "abandoned" and not state.is_over:
                                make_current(c, key)
                            return key
                        if not later:
                            key = new_partie_id()
                    else:
                        key = new_partie_id()  # never write over a damaged record's file
                if record.id != key:
                    record = replace(record, id=key)
                    raw = None
                path = self._record_path(key)
                if raw is None:
                    raw = record_bytes(record)
                save_record_bytes(raw, path)
                make_private_file(path)
                text = raw.decode("utf-8")
                status: Status = (
                    "finished" if state.is_over else ("in_progress" if live else "abandoned")
                )
                if status == "in_progress":
                    make_current(c, key)
                put_row(c, key, record, state, text, path, status)
        except RecordError:
            raise
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database refused the partie: {reason}").format(
                    reason=exc
                )
            ) from exc
        except (OSError, ValueError, TypeError) as exc:
            raise LibraryError(failure_reason(exc)) from exc
        self._last_kept = (key, text, record)
        self._changed()
        return key

    def _stored_json(self, key: str, text: object) -> dict[str, Any] | None:
        """The JSON of the stored record ``text`` of ``key`` (None if it does not parse): the
        one this library last wrote, when the text is still that one (no parsing of a large
        record again at every move), else parsed."""
        last = self._last_kept
        if last is not None and last[0] == key and last[1] == text:
            return last[2].to_json()
        return json_or_none(text) if isinstance(text, str) else None

    def mark_abandoned(self, key: str) -> None:
        """The partie ``key`` is no longer in play (another took its place) and is unfinished."""
        self._connection()
        try:
            with self._write() as c:
                c.execute(
                    "UPDATE parties SET status = 'abandoned' WHERE id = ? AND status = ?",
                    (key, "in_progress"),
                )
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database refused the change: {reason}").format(
                    reason=exc
                )
            ) from exc
        self._changed()

    def delete(self, key: str) -> Deleted:
        """Take ``key`` off the list; its file goes to ``deleted/``. ``restore`` undoes it."""
        self._connection()
        self._record_path(key)  # LibraryError for an id the library never writes
        try:
            with self._write() as c:
                row = c.execute("SELECT * FROM parties WHERE id = ?", (key,)).fetchone()
                if row is None:
                    raise LibraryError(
                        translate("Library", "there is no partie {key} in the library").format(
                            key=key
                        )
                    )
                c.execute("DELETE FROM parties WHERE id = ?", (key,))
                moved = move_to_deleted(self.records_folder, self.deleted_folder, key)
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database refused the deletion: {reason}").format(
                    reason=exc
                )
            ) from exc
        self._changed()
        return Deleted(key, dict(row), moved)

    def restore(self, deleted: Deleted) -> None:
        """Undo ``delete``: the file comes back and the entry with it, as it was."""
        self._connection()
        path = self._record_path(deleted.id)
        try:
            if deleted.moved_to is not None and not path.exists():
                os.replace(deleted.moved_to, path)
            with self._write() as c:
                columns = ", ".join(deleted.row)
                marks = ", ".join("?" for _ in deleted.row)
                c.execute(
                    f"INSERT OR REPLACE INTO parties ({columns}) VALUES ({marks})",
                    tuple(deleted.row.values()),
                )
                update_signature(c, deleted.id, path)
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database refused the undo: {reason}").format(
                    reason=exc
                )
            ) from exc
        except OSError as exc:
            raise LibraryError(
                translate("Library", "the record could not be put back: {reason}").format(
                    reason=why(exc)
                )
            ) from exc
        self._changed()

    def export(self, key: str, target: str | os.PathLike[str]) -> None:
        """Write the record of ``key`` to ``target`` (a damaged one is copied as it is)."""
        entry = self.entry(key)
        if entry is None:
            raise LibraryError(
                translate("Library", "there is no partie {key} in the library").format(key=key)
            )
        try:
            if entry.status == "damaged":
                shutil.copyfile(entry.path, target)
            else:
                save_record(self.load(key), target)
        except (OSError, ValueError) as exc:
            raise LibraryError(failure_reason(exc)) from exc

    def _write(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        """One write transaction on the open database (``row_writing.transaction``)."""
        assert self._conn is not None
        return transaction(self._conn)

    def _record_path(self, key: str) -> Path:
        """The file of the record ``key`` (``row_writing.record_path``: ids of the app's only)."""
        return record_path(self.records_folder, key)

    # ================================================================================ reading
    def entries(self, *, with_records: bool = True) -> list[LibraryEntry]:
        """Every partie, last played first; with each loaded record unless told otherwise.

        A record that no longer loads is returned damaged (with the reason), not left out.
        """
        conn = self._connection()
        columns = "*" if with_records else LIST_COLUMNS  # a list needs no record JSON
        try:
            rows = conn.execute(
                f"SELECT {columns} FROM parties ORDER BY played DESC, id"
            ).fetchall()
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database cannot be read: {reason}").format(
                    reason=exc
                )
            ) from exc
        return [self._entry(row, with_records) for row in rows]

    def entry(self, key: str, *, with_record: bool = False) -> LibraryEntry | None:
        conn = self._connection()
        try:
            row = conn.execute("SELECT * FROM parties WHERE id = ?", (key,)).fetchone()
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database cannot be read: {reason}").format(
                    reason=exc
                )
            ) from exc
        return self._entry(row, with_record) if row is not None else None

    def load(self, key: str) -> PartieRecord:
        """The record of ``key``, checked and replayed; RecordError if it cannot be loaded."""
        return load_record_file_of(self.record_file(key), key)

    def record_file(self, key: str) -> Path:
        """The record file of ``key``, to load with ``load_record_file_of`` (which touches no
        database, so it may run on another thread: the window's loader runs it on its worker);
        RecordError if the library has no such partie or knows it is damaged."""
        entry = self.entry(key)
        if entry is None:
            raise RecordError(f"there is no partie {key} in the library")
        if entry.damage is not None:
            raise RecordError(entry.damage)
        return entry.path

    def _entry(self, row: sqlite3.Row, with_record: bool) -> LibraryEntry:
        """The entry of ``row``; a row that cannot be read is a damaged entry, never an error
        (one bad date must not keep the Library window or the statistics from opening)."""
        key = row["id"]
        if not is_id(key):  # written since the open rekeyed such rows: listed, no path made
            reason = translate("Library", "the library's row has an id the app never writes")
            return LibraryEntry(str(key)[:64], EPOCH, "damaged", None, reason, self.records_folder)
        path = self._record_path(key)
        problem = row_problem(row)
        if problem is not None:
            played = played_at(row["played"]) or EPOCH
            return LibraryEntry(key, played, "damaged", None, problem, path)
        played = played_at(row["played"]) or EPOCH
        damage = row["damage"]
        facts = facts_from_row(row) if damage is None else None
        record = None
        status: Status = row["status"]
        if with_record and damage is None:
            try:
                record = PartieRecord.from_json(parse_record_bytes(str(row["record"]).encode()))
            except RecordError as exc:  # loaded once, fails now: a newer engine's refusal
                status, damage, facts = "damaged", str(exc), None
            else:
                if record.id != key:
                    record = replace(record, id=key)
        return LibraryEntry(key, played, status, facts, damage, path, record)


def _differs(stored: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether two records of the same moment differ in anything kept (a review added, the
    practice flag): then the new one is written. The writing program's name and the id (the
    library's own) do not count."""
    ignored = ("app", "id")
    return {k: v for k, v in stored.items() if k not in ignored} != {
        k: v for k, v in new.items() if k not in ignored
    }


def load_record_file_of(path: Path, key: str) -> PartieRecord:
    """The record in the library's file ``path`` of the partie ``key``, checked and replayed,
    with the library's id (a file copied in from elsewhere may carry another)."""
    record, _state = load_record(path)
    return record if record.id == key else replace(record, id=key)
