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

``open`` (done by the first call that needs the database) reconciles the two: a file the
database does not know, or whose signature changed (a kill between the file and the commit, a
file copied in by hand), is read again; a record the database holds whose file is missing is
written back; a file that fails to load is listed as damaged with the loader's reason, never
dropped. A database that cannot be opened, fails SQLite's ``quick_check`` or comes from a newer
build is set aside (renamed, never deleted) and rebuilt from the files; ``notes`` says so.

SQLite runs in WAL mode, every write is one ``BEGIN IMMEDIATE`` transaction, and
``synchronous=NORMAL``: a committed transaction survives the app being killed (the kill test
checks it with a real process); on a power cut the last commits may roll back, which the files
(fsync'ed) cover at the next open.

The folders are made 0700 and the record files and the database 0600 (``private_files``): the
library is the user's alone. An export goes where the user chose and keeps the umask.

Public API (used by the Library window and the statistics): ``entries()``, ``entry(id)``,
``keep`` (the live partie), ``add``/``add_file`` (a record from elsewhere), ``delete`` and
``restore``, ``export``, ``load``; for practice, ``record_attempt`` and ``attempts``, and
``keep_mined`` and ``mined`` for the positions mined on demand. Every
failure to read or write is a ``LibraryError`` whose text is the reason in words.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from piquet_desktop.engine.bounded_text import bounded
from piquet_desktop.engine.file_type import OLD_RECORD_SUFFIX, RECORD_SUFFIX
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.private_files import (
    create_private_file,
    make_private_file,
    make_private_folder,
)
from piquet_desktop.engine.record import (
    PartieRecord,
    RecordError,
    load_record,
    load_record_bytes,
    parse_record_bytes,
    read_record_file,
    save_record,
)
from piquet_desktop.translation import translate
from piquet_desktop.words.save_failure import failure_reason

from .facts import PartieFacts, Status, facts_of, rules_json
from .identity import continues, is_valid_id, new_partie_id, partie_key
from .practice_shelf import PracticeShelf
from .rows import (
    EPOCH,
    facts_from_row,
    good_copy,
    is_id,
    json_or_none,
    played_at,
    row_problem,
    text_or_bytes,
)
from .schema import NewerDatabaseError, migrate, schema_mismatch

if TYPE_CHECKING:
    pass

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

log = logging.getLogger(__name__)

_LIST_COLUMNS = (
    "id, played, status, damage, variant, rules, human, opponent, opponent_level, result, "
    "margin, rubicon, deals, score_human, score_opponent, games_human, games_opponent, practice, "
    "reviewed, mean_loss"
)


class LibraryError(OSError):
    """The library could not be read or written; ``str()`` is the reason in words, bounded
    (SQLite's own messages may quote a whole damaged value)."""

    def __init__(self, message: str) -> None:
        super().__init__(bounded(message))


@dataclass(frozen=True)
class LibraryEntry:
    """One partie of the library.

    ``played``: when it was last played (its record file was last written), UTC. ``facts`` is
    None and ``damage`` the reason when the record cannot be loaded (status "damaged").
    ``record`` is the loaded record when asked for (``entries(with_records=True)``), else None.
    """

    id: str
    played: datetime
    status: Status
    facts: PartieFacts | None
    damage: str | None
    path: Path
    record: PartieRecord | None = None

    @property
    def can_continue(self) -> bool:
        return self.status in ("in_progress", "abandoned")


@dataclass(frozen=True)
class Deleted:
    """What ``delete`` set aside, for ``restore`` (undo): the row and where the file went."""

    id: str
    row: dict[str, Any]
    moved_to: Path | None


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
        self._pending: list[tuple[str, Path]] = []  # files set apart while reconciling

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
                    folder=folder, reason=_why(exc)
                )
            ) from exc
        try:
            conn = self._open_database()
        except (sqlite3.DatabaseError, NewerDatabaseError) as exc:
            self._set_aside(exc)
            try:
                conn = self._open_database()
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
                    reason=_why(exc)
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
            self._set_aside(_damaged(exc))
            try:
                conn = self._open_database()
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
            self._reconcile()
            self.practice.reconcile(conn)
        except sqlite3.OperationalError:
            raise  # not damage: a full disk, a lock; said as it is
        except sqlite3.DatabaseError as exc:  # malformed pages, a broken constraint
            raise _Damaged(exc) from exc

    def _open_database(self) -> sqlite3.Connection:
        create_private_file(self.db_path)  # SQLite would make it, and its journals, with the umask
        conn = sqlite3.connect(self.db_path, isolation_level=None, timeout=5.0)
        try:
            conn.row_factory = sqlite3.Row
            conn.text_factory = text_or_bytes
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"the database is damaged ({check})")
            migrate(conn)
            mismatch = schema_mismatch(conn)  # the right version need not hold the right tables
            if mismatch is not None:
                raise sqlite3.DatabaseError(mismatch)
        except UnicodeDecodeError as exc:  # damage in the schema's own text, read by a pragma
            conn.close()
            raise sqlite3.DatabaseError(f"the database is damaged ({exc.reason})") from exc
        except BaseException:
            conn.close()
            raise
        return conn

    def _set_aside(self, problem: Exception) -> None:
        """Rename the database (and its WAL files) out of the way; the records rebuild it."""
        kind = "newer" if isinstance(problem, NewerDatabaseError) else "damaged"
        target = _unused_name(self.folder, f"library.{kind}-{_stamp()}", ".sqlite3")
        for suffix in ("", "-wal", "-shm"):
            source = Path(f"{self.db_path}{suffix}")
            if source.exists():
                try:
                    os.replace(source, Path(f"{target}{suffix}"))
                except OSError as exc:
                    raise LibraryError(
                        translate(
                            "Library",
                            "the library database is unusable ({problem}) and cannot be moved "
                            "aside: {reason}",
                        ).format(problem=problem, reason=_why(exc))
                    ) from exc
        note = translate(
            "Library",
            "The library database could not be used ({problem}); it was kept as {file} and the "
            "library was rebuilt from its records.",
        ).format(problem=problem, file=target.name)
        log.warning("library database unusable (%s): kept as %s, rebuilt", problem, target.name)
        self.notes.append(note)

    # ================================================================================ reconciling
    def _reconcile(self) -> None:
        """Make the database agree with the record files (see the module docstring)."""
        conn = self._conn
        assert conn is not None
        columns = f"{_LIST_COLUMNS}, record, file_mtime_ns, file_size"
        rows = conn.execute(f"SELECT {columns} FROM parties")
        known: dict[str, sqlite3.Row] = {}
        for row in rows.fetchall():
            if is_id(row["id"]):
                known[row["id"]] = row
            else:  # never a path from it (it may be "../../x"): the row takes an id of the app's
                key = self._rekey(row["id"])
                known[key] = conn.execute("SELECT * FROM parties WHERE id = ?", (key,)).fetchone()
        on_disk = self._record_files()
        for key, path in on_disk.items():
            row = known.get(key)
            try:
                st = path.stat()
            except OSError:
                continue
            if (
                row is not None
                and (row["file_mtime_ns"], row["file_size"]) == (st.st_mtime_ns, st.st_size)
                and row_problem(row) is None
                and not (row["status"] == "damaged" and row["record"] is not None)
            ):
                continue  # as last read; else read again, a damaged file mended from its copy
            self._index_file(key, path)
        for key, row in known.items():
            if key in on_disk:
                continue
            if isinstance(row["record"], str):
                self._write_back(key, row["record"])
            elif row["record"] is None:
                with self._write() as c:
                    c.execute("DELETE FROM parties WHERE id = ?", (key,))
        while self._pending:
            self._index_file(*self._pending.pop())

    def _rekey(self, old: object) -> str:
        """Give the row ``old``, whose id is not one the app writes, a new id of the app's."""
        key = new_partie_id()
        with self._write() as c:
            c.execute("UPDATE parties SET id = ? WHERE id = ?", (key, old))
        log.warning("library row with the id %r renamed %s", old, key)
        return key

    def _record_files(self) -> dict[str, Path]:
        """The record files in the folder by id, an earlier build's ``<id>.piquet.json`` renamed
        to ``<id>.piquet`` on the way (see the module docstring). A file whose name is not an id
        the app writes (copied in by hand as ``my partie.piquet``) is renamed to a new id."""
        current: dict[str, Path] = {}
        legacy: dict[str, Path] = {}
        with contextlib.suppress(OSError):
            for path in self.records_folder.iterdir():
                name = path.name
                if name.startswith("."):
                    continue
                if name.endswith(OLD_RECORD_SUFFIX):
                    legacy[name[: -len(OLD_RECORD_SUFFIX)]] = path
                elif name.endswith(RECORD_SUFFIX):
                    current[name[: -len(RECORD_SUFFIX)]] = path
        for key, old in legacy.items():
            if is_id(key):
                current[key] = self._adopt_legacy(key, old, current.get(key))
            else:
                current[key] = old  # renamed below
        for key in [k for k in current if not is_id(k)]:
            path = current.pop(key)
            renamed = self._record_path(new_partie_id())
            try:
                os.replace(path, renamed)
            except OSError as exc:
                log.warning("could not rename the record file %s: %s", path, exc)
                continue
            current[renamed.name.removesuffix(RECORD_SUFFIX)] = renamed
        return current

    def _adopt_legacy(self, key: str, old: Path, new: Path | None) -> Path:
        """Give an earlier build's record file ``old`` the current name; the path now holding
        the record ``key`` (``old`` itself if it could not be renamed)."""
        target = self._record_path(key)
        try:
            if new is not None:
                if old.stat().st_mtime_ns <= new.stat().st_mtime_ns:
                    self._set_aside_older(key, old)
                    return new
                self._set_aside_older(key, new)
            os.replace(old, target)
        except OSError as exc:
            log.warning("could not rename the record file %s: %s", old, exc)
            return new if new is not None and new.exists() else old
        return target

    def _set_aside_older(self, key: str, path: Path) -> None:
        """The older of two files of one id goes to ``deleted/``: kept, never dropped."""
        make_private_folder(self.deleted_folder)
        suffix = path.name.removeprefix(key)  # ".piquet" or ".piquet.json", as it was
        os.replace(path, _unused_name(self.deleted_folder, f"{key}.{_stamp()}.older", suffix))

    def _index_file(self, key: str, path: Path, status: Status | None = None) -> None:
        """Read the record file ``path`` again into the row ``key`` (damaged if it fails)."""
        with self._write() as c:
            row = c.execute("SELECT status, record FROM parties WHERE id = ?", (key,)).fetchone()
            copy = good_copy(row)
            try:
                record, state, text = _read_file(path)
            except (OSError, RecordError, UnicodeDecodeError) as exc:
                reason = _why(exc) if isinstance(exc, OSError) else str(exc)
                try:
                    if copy is None or not self._mend(key, path, copy, reason):
                        raise
                    record, state, text = _read_file(path)  # the copy, as now written
                except (OSError, RecordError, UnicodeDecodeError):
                    self._put_damaged(c, key, path, reason, keep_record=row is not None)
                    return
            if copy is not None and not _same_partie(copy[1], text):
                # Another partie's file under this id: it becomes an entry of its own, and the
                # library's copy of this one is written back. Neither overwrites the other.
                self._put_beside(c, key, path, copy)
                return
            if state.is_over:
                status = "finished"
            elif status is None:
                old = row["status"] if row is not None else None
                status = old if old in ("in_progress", "abandoned") else "abandoned"
            self._put_row(c, key, record, state, text, path, status)

    def _mend(self, key: str, path: Path, copy: tuple[PartieRecord, str], reason: str) -> bool:
        """Put the library's good copy in place of the damaged file ``path``, the damaged one
        kept in ``deleted/`` first (copied: if the write fails it is still where it was);
        whether it could."""
        try:
            make_private_folder(self.deleted_folder)
            kept = _unused_name(self.deleted_folder, f"{key}.{_stamp()}.damaged", RECORD_SUFFIX)
            if path.exists():
                if not path.is_file():  # a FIFO, a device: nothing to copy, nothing to replace
                    return False
                shutil.copy2(path, kept)
            save_record(copy[0], path)
            make_private_file(path)
        except OSError as exc:
            log.warning("could not mend the record file %s: %s", path, exc)
            return False
        log.warning("record file %s damaged (%s): mended from the library's copy", path, reason)
        self.notes.append(
            translate(
                "Library",
                "The record file {file} was damaged and was written again from the library's "
                "copy; the damaged file was kept as {kept}.",
            ).format(file=path.name, kept=kept.name)
        )
        return True

    def _put_beside(
        self, c: sqlite3.Connection, key: str, path: Path, copy: tuple[PartieRecord, str]
    ) -> None:
        """``path`` holds another partie than the row ``key``: it moves to a new id of its own
        (indexed at the next open, or now) and the row's copy is written back as ``key``."""
        other = new_partie_id()
        moved = self._record_path(other)
        try:
            os.replace(path, moved)
            save_record(copy[0], path)
            make_private_file(path)
            self._update_signature(c, key, path)
        except OSError as exc:
            log.warning("could not set apart the record file %s: %s", path, exc)
            return
        self.notes.append(
            translate(
                "Library",
                "The record file {file} held another partie than the library's copy: it was "
                "kept as {other} and the library's copy was written back.",
            ).format(file=path.name, other=moved.name)
        )
        self._pending.append((other, moved))

    def _write_back(self, key: str, text: str) -> None:
        """A record the database holds lost its file: write the file again from the database."""
        path = self._record_path(key)
        try:
            record = PartieRecord.from_json(parse_record_bytes(text.encode("utf-8")))
            save_record(replace(record, id=key) if record.id is not None else record, path)
            make_private_file(path)
        except (OSError, RecordError) as exc:
            log.warning("could not write back the record %s: %s", key, exc)
            return
        with self._write() as c:
            self._update_signature(c, key, path)
        self.notes.append(
            translate("Library", "The record file {file} was missing and was written back.").format(
                file=path.name
            )
        )

    # ================================================================================ writing
    def keep(self, record: PartieRecord, state: PartieState | None = None) -> str:
        """Keep the live partie ``record`` (replayed as ``state``, if at hand); return its id.

        The id is the record's own (or its derived key); if the library holds another partie
        under it (not one this record continues) the record is kept under a new id, which the
        caller adopts. A record the library already holds a later moment of is left as stored.
        The entry becomes the one in progress; any other in progress becomes abandoned.
        """
        return self._store(record, state, live=True)

    def add(self, record: PartieRecord, state: PartieState | None = None) -> str:
        """Add a record from elsewhere (a file opened or dropped); return its id in the library.

        As ``keep``, except that it does not become the partie in progress.
        """
        return self._store(record, state, live=False)

    def add_file(self, path: str | os.PathLike[str]) -> str:
        """Add the record file at ``path``; RecordError (with the reason) if it cannot be read."""
        record, state = load_record(path)
        return self.add(record, state)

    def _store(self, record: PartieRecord, state: PartieState | None, *, live: bool) -> str:
        self._connection()
        try:
            if state is None:
                state = record.replay()
            key = partie_key(record)
            if not is_valid_id(key):
                key = new_partie_id()
            new_data = record.to_json()
            with self._write() as c:
                row = c.execute(
                    "SELECT status, record FROM parties WHERE id = ?", (key,)
                ).fetchone()
                if row is not None:
                    text = row["record"]
                    stored = json_or_none(text) if isinstance(text, str) else None
                    if stored is not None and row["status"] != "damaged":
                        later = continues(stored, new_data)
                        if continues(new_data, stored) and not (
                            later and _differs(stored, new_data)
                        ):
                            # held already, at this moment or a later one
                            if live and row["status"] == "abandoned" and not state.is_over:
                                self._make_current(c, key)
                            return key
                        if not later:
                            key = new_partie_id()
                    else:
                        key = new_partie_id()  # never write over a damaged record's file
                record = replace(record, id=key)
                path = self._record_path(key)
                save_record(record, path)
                make_private_file(path)
                text = path.read_text(encoding="utf-8")
                status: Status = (
                    "finished" if state.is_over else ("in_progress" if live else "abandoned")
                )
                if status == "in_progress":
                    self._make_current(c, key)
                self._put_row(c, key, record, state, text, path, status)
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
        self._changed()
        return key

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
                moved = self._move_to_deleted(key)
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
                self._update_signature(c, deleted.id, path)
        except sqlite3.Error as exc:
            raise LibraryError(
                translate("Library", "the library database refused the undo: {reason}").format(
                    reason=exc
                )
            ) from exc
        except OSError as exc:
            raise LibraryError(
                translate("Library", "the record could not be put back: {reason}").format(
                    reason=_why(exc)
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

    # ================================================================================ reading
    def entries(self, *, with_records: bool = True) -> list[LibraryEntry]:
        """Every partie, last played first; with each loaded record unless told otherwise.

        A record that no longer loads is returned damaged (with the reason), not left out.
        """
        conn = self._connection()
        columns = "*" if with_records else _LIST_COLUMNS  # a list needs no record JSON
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

    # ================================================================================ rows
    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``, or rolled back)."""
        conn = self._conn
        assert conn is not None
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

    def _make_current(self, c: sqlite3.Connection, key: str) -> None:
        c.execute(
            "UPDATE parties SET status = CASE WHEN id = ? THEN 'in_progress' ELSE 'abandoned' END "
            "WHERE status = 'in_progress' OR id = ?",
            (key, key),
        )

    def _put_row(
        self,
        c: sqlite3.Connection,
        key: str,
        record: PartieRecord,
        state: PartieState,
        text: str,
        path: Path,
        status: Status,
    ) -> None:
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
                _iso(st.st_mtime_ns),
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

    def _put_damaged(
        self, c: sqlite3.Connection, key: str, path: Path, reason: str, *, keep_record: bool
    ) -> None:
        """List ``key`` as damaged; a record JSON the row held before is kept, never dropped."""
        try:
            st = path.stat()
            signature: tuple[int | None, int | None] = (st.st_mtime_ns, st.st_size)
            played = _iso(st.st_mtime_ns)
        except OSError:
            signature, played = (None, None), _iso(time.time_ns())
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

    def _update_signature(self, c: sqlite3.Connection, key: str, path: Path) -> None:
        st = path.stat()
        c.execute(
            "UPDATE parties SET file_mtime_ns = ?, file_size = ? WHERE id = ?",
            (st.st_mtime_ns, st.st_size, key),
        )

    def _record_path(self, key: str) -> Path:
        """The file of the record ``key``: only ever for an id of the form the app writes, so
        no stored id (a row's, a file's name) can name a path outside ``records/``."""
        if not is_id(key):
            raise LibraryError(
                translate("Library", "{key} is not the id of a partie of the library").format(
                    key=bounded(repr(key), 80)
                )
            )
        return self.records_folder / f"{key}{RECORD_SUFFIX}"

    def _move_to_deleted(self, key: str) -> Path | None:
        source = self._record_path(key)
        if not source.exists():
            return None
        make_private_folder(self.deleted_folder)
        target = _unused_name(self.deleted_folder, f"{key}.{_stamp()}", RECORD_SUFFIX)
        os.replace(source, target)
        return target


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _unused_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or with ``-1``, ``-2``... after the stem if taken: what is set
    aside never replaces what was set aside before (``os.replace`` would, silently)."""
    target = folder / f"{stem}{suffix}"
    n = 1
    while target.exists():
        target = folder / f"{stem}-{n}{suffix}"
        n += 1
    return target


def _differs(stored: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether two records of the same moment differ in anything kept (a review added, the
    practice flag): then the new one is written. The writing program's name and the id (the
    library's own) do not count."""
    ignored = ("app", "id")
    return {k: v for k, v in stored.items() if k not in ignored} != {
        k: v for k, v in new.items() if k not in ignored
    }


def _iso(mtime_ns: int) -> str:
    return datetime.fromtimestamp(mtime_ns / 1e9, UTC).isoformat(timespec="seconds")


class _Damaged(Exception):
    """The database is damaged in a way its opening check did not see (its cause says how)."""


DAMAGE = (_Damaged, TypeError, ValueError, KeyError, IndexError)
"""What reconciling a damaged database raises: SQLite's own damage (``_Damaged``), or a value
the app never writes where the code reads one (a text for a number, a row too short)."""


def _damaged(exc: BaseException) -> sqlite3.DatabaseError:
    cause = exc.__cause__ if isinstance(exc, _Damaged) and exc.__cause__ else exc
    return sqlite3.DatabaseError(f"the database is damaged ({type(cause).__name__}: {cause})")


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__


def _read_file(path: Path) -> tuple[PartieRecord, PartieState, str]:
    """The record file read once (the text kept is the text checked), loaded and replayed."""
    raw = read_record_file(path)
    record, state = load_record_bytes(raw)
    return record, state, raw.decode("utf-8-sig")


def _same_partie(stored: str, found: str) -> bool:
    """Whether the record text ``found`` is a moment of the partie ``stored`` is, or it of
    ``found``'s (``identity.continues``): the same partie, earlier or later."""
    try:
        old, new = json.loads(stored), json.loads(found)
    except ValueError:
        return False
    return continues(old, new) or continues(new, old)


def load_record_file_of(path: Path, key: str) -> PartieRecord:
    """The record in the library's file ``path`` of the partie ``key``, checked and replayed,
    with the library's id (a file copied in from elsewhere may carry another)."""
    record, _state = load_record(path)
    return record if record.id == key else replace(record, id=key)
