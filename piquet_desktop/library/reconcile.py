"""Making the library's database agree with its record files, as the store opens.

The record files are the source of truth and the database their index (store.py), so opening
reconciles the two: a file the database does not know, or whose signature changed (a kill
between the file and the commit, a file copied in by hand), is read again; a record the database
holds whose file is missing is written back; a file that fails to load is listed as damaged with
the loader's reason, never dropped, and mended from the library's copy when it has one; a file
holding another partie than its row's is set apart under an id of its own. An earlier build's
``<id>.piquet.json`` is renamed ``<id>.piquet`` (the rename keeps its modification time and size,
so nothing is read again); of two files of one id the older goes to ``deleted/``. Whatever had to
be done is said in ``notes`` for the window.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import sqlite3
from dataclasses import dataclass, field, replace
from pathlib import Path

from piquet_desktop.engine.file_type import OLD_RECORD_SUFFIX, RECORD_SUFFIX
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.private_files import make_private_file, make_private_folder
from piquet_desktop.engine.record import (
    PartieRecord,
    RecordError,
    load_record_bytes,
    parse_record_bytes,
    read_record_file,
    save_record,
)
from piquet_desktop.translation import translate

from .aside import stamp, unused_name
from .errors import why
from .facts import Status
from .identity import continues, new_partie_id
from .row_writing import (
    LIST_COLUMNS,
    put_damaged,
    put_row,
    record_path,
    transaction,
    update_signature,
)
from .rows import good_copy, is_id, row_problem

__all__ = ["Reconciliation"]

log = logging.getLogger(__name__)


@dataclass
class Reconciliation:
    """One reconciliation of the database ``conn`` with the files of ``records_folder``."""

    conn: sqlite3.Connection
    records_folder: Path
    deleted_folder: Path
    notes: list[str]  # the store's: what had to be done, for the window to say
    _pending: list[tuple[str, Path]] = field(default_factory=list)  # files set apart meanwhile

    def reconcile(self) -> None:
        """Make the database agree with the record files (see the module docstring)."""
        conn = self.conn
        columns = f"{LIST_COLUMNS}, record, file_mtime_ns, file_size"
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
                with transaction(self.conn) as c:
                    c.execute("DELETE FROM parties WHERE id = ?", (key,))
        while self._pending:
            self._index_file(*self._pending.pop())

    def _rekey(self, old: object) -> str:
        """Give the row ``old``, whose id is not one the app writes, a new id of the app's."""
        key = new_partie_id()
        with transaction(self.conn) as c:
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
            renamed = record_path(self.records_folder, new_partie_id())
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
        target = record_path(self.records_folder, key)
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
        os.replace(path, unused_name(self.deleted_folder, f"{key}.{stamp()}.older", suffix))

    def _index_file(self, key: str, path: Path, status: Status | None = None) -> None:
        """Read the record file ``path`` again into the row ``key`` (damaged if it fails)."""
        with transaction(self.conn) as c:
            row = c.execute("SELECT status, record FROM parties WHERE id = ?", (key,)).fetchone()
            copy = good_copy(row)
            try:
                record, state, text = _read_file(path)
            except (OSError, RecordError, UnicodeDecodeError) as exc:
                reason = why(exc) if isinstance(exc, OSError) else str(exc)
                try:
                    if copy is None or not self._mend(key, path, copy, reason):
                        raise
                    record, state, text = _read_file(path)  # the copy, as now written
                except (OSError, RecordError, UnicodeDecodeError):
                    put_damaged(c, key, path, reason, keep_record=row is not None)
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
            put_row(c, key, record, state, text, path, status)

    def _mend(self, key: str, path: Path, copy: tuple[PartieRecord, str], reason: str) -> bool:
        """Put the library's good copy in place of the damaged file ``path``, the damaged one
        kept in ``deleted/`` first (copied: if the write fails it is still where it was);
        whether it could."""
        try:
            make_private_folder(self.deleted_folder)
            kept = unused_name(self.deleted_folder, f"{key}.{stamp()}.damaged", RECORD_SUFFIX)
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
        moved = record_path(self.records_folder, other)
        try:
            os.replace(path, moved)
            save_record(copy[0], path)
            make_private_file(path)
            update_signature(c, key, path)
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
        path = record_path(self.records_folder, key)
        try:
            record = PartieRecord.from_json(parse_record_bytes(text.encode("utf-8")))
            save_record(replace(record, id=key) if record.id is not None else record, path)
            make_private_file(path)
        except (OSError, RecordError) as exc:
            log.warning("could not write back the record %s: %s", key, exc)
            return
        with transaction(self.conn) as c:
            update_signature(c, key, path)
        self.notes.append(
            translate("Library", "The record file {file} was missing and was written back.").format(
                file=path.name
            )
        )


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
