"""The practice's shelf in the library: the attempts kept, and the positions mined on demand.

The Practice window keeps each attempt, and the seeds it finished mining, beside the parties:
in the library's folder, as journals (``attempts.py``: ``practice.jsonl``; ``mined.py``:
``mined.jsonl``), the attempts indexed in the library's database too (its ``attempts`` table).
The journal comes first and is the truth: an attempt appended to it is kept even when the table
cannot be updated, and opening the library makes the table and the journal agree again
(``reconcile``). The shelf is the ``AttemptStore`` the practice session is given
(``practice.exercise_source``); ``Library.practice`` is the library's. Qt-free.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from piquet_desktop.engine.private_files import make_private_folder
from piquet_desktop.practice.attempts import Attempt
from piquet_desktop.translation import translate

from .attempts import JOURNAL_NAME, append_to_journal, attempts_in, put_attempts, read_attempts
from .mined import MINED_NAME, append_mined, read_mined_journal

if TYPE_CHECKING:
    from piquet_desktop.practice.mined_exchange import MinedPosition
    from piquet_desktop.practice.mined_journal import MinedRead

__all__ = ["PracticeShelf"]

log = logging.getLogger(__name__)


class PracticeShelf:
    """The attempts and the mined positions in the library in ``folder``: ``connect`` gives
    the library's database (opening it, and the shelf's ``reconcile`` with it, at first use),
    ``write`` one write transaction on it, and ``notes`` takes what opening had to say."""

    def __init__(
        self,
        folder: Path,
        connect: Callable[[], sqlite3.Connection],
        write: Callable[[], contextlib.AbstractContextManager[sqlite3.Connection]],
        notes: list[str],
        refused: Callable[[str], Exception],
    ) -> None:
        self.folder = folder
        self.journal_path = folder / JOURNAL_NAME
        self.mined_path = folder / MINED_NAME
        self._connect = connect
        self._write = write
        self._notes = notes
        self._refused = refused  # the library's own error, said in its words
        # Attempts in the journal whose row could not be written (a full disk): kept, and
        # indexed at the next opening; counted meanwhile as the table's own.
        self._unindexed: list[Attempt] = []

    def reconcile(self, conn: sqlite3.Connection) -> None:
        """Make the attempts table and the journal agree (see attempts.py): the journal's
        attempts the table lacks are indexed, and the table's the journal lacks written back."""
        try:
            journal, notes = read_attempts(self.journal_path)
        except OSError as exc:  # the table still answers; nothing is written over the journal
            self._notes.append(
                translate("Library", "The practice journal {file} cannot be read: {reason}").format(
                    file=self.journal_path.name, reason=_why(exc)
                )
            )
            return
        self._notes.extend(notes)
        self._unindexed.clear()  # the journal is read whole here: the table gets them all
        in_journal = {a.id for a in journal}
        in_table = {a.id: a for a in attempts_in(conn)}  # a row that is no attempt: mended
        missing = [a for a in journal if in_table.get(a.id) != a]
        if missing:
            with self._write() as c:
                put_attempts(c, missing)
        lost = [a for a in in_table.values() if a.id not in in_journal]
        if lost:
            try:
                append_to_journal(self.journal_path, lost)
            except OSError as exc:
                log.warning("practice journal %s not written back: %s", self.journal_path, exc)

    def record_attempt(self, attempt: Attempt) -> None:
        """Keep a practice attempt: appended to the journal (on the disk) first, then indexed.

        LibraryError when the journal cannot be written: the attempt is not kept. When only the
        table cannot be written (a full disk), the attempt is kept all the same, since the
        journal is the truth: ``attempts`` counts it, and the next opening indexes it.
        """
        self._connect()
        try:
            make_private_folder(self.folder)
            append_to_journal(self.journal_path, [attempt])
        except OSError as exc:
            raise self._refused(
                translate("Library", "cannot keep the practice attempt: {reason}").format(
                    reason=_why(exc)
                )
            ) from exc
        try:
            with self._write() as c:
                put_attempts(c, [attempt])
        except sqlite3.Error as exc:
            log.warning("practice attempt %s kept in the journal, not indexed: %s", attempt.id, exc)
            self._unindexed.append(attempt)

    def attempts(self, kind: str | None = None) -> list[Attempt]:
        """The practice attempts kept (of ``kind``, or of every kind), the earliest first."""
        conn = self._connect()
        try:
            kept = attempts_in(conn, kind)
        except sqlite3.Error as exc:
            raise self._refused(
                translate("Library", "cannot read the library database: {reason}").format(
                    reason=exc
                )
            ) from exc
        indexed = {a.id for a in kept}
        waiting = [a for a in self._unindexed if a.id not in indexed and kind in (None, a.kind)]
        return sorted([*kept, *waiting], key=lambda a: (a.when, a.id)) if waiting else kept

    def keep_mined(self, seed: int, positions: Sequence[MinedPosition], worlds: int) -> None:
        """Keep the seed the practice window finished mining, with the positions it gave
        (``mined.py``); LibraryError when the journal cannot be written (then it is mined again
        another time)."""
        try:
            make_private_folder(self.folder)
            append_mined(self.mined_path, seed, positions, worlds)
        except OSError as exc:
            raise self._refused(
                translate("Library", "cannot keep the mined positions: {reason}").format(
                    reason=_why(exc)
                )
            ) from exc

    def mined(self) -> MinedRead:
        """The seeds mined on demand and their positions, with notes on lines not read."""
        return read_mined_journal(self.mined_path)


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__
