"""The practice attempts in the library: kept, read back after a restart and a rebuild, and a
damaged journal line never costs the others.

Every test works in its own folder with real files and a real SQLite database.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from piquet_desktop.library import Library, LibraryError
from piquet_desktop.library.attempts import append_to_journal
from piquet_desktop.practice.attempts import Attempt, new_attempt

START = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def attempt(n: int, kind: str = "exchange", loss: float | None = 1.5) -> Attempt:
    correct = None if loss is not None else n % 2 == 0
    return new_attempt(
        kind,
        f"cavendish:{n}",
        "KH 7S",
        loss=loss,
        correct=correct,
        seconds=10.0 + n,
        when=START + timedelta(hours=n),
        exercise_rating=1400.0 + n,
    )


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "library")
    yield lib
    lib.close()


def reopened(library: Library) -> Library:
    library.close()
    return Library(library.folder)


def test_an_attempt_kept_is_read_back_after_a_restart(library: Library) -> None:
    kept = [attempt(1), attempt(2, "counting", None), attempt(3, "a kind of tomorrow")]
    for a in kept:
        library.practice.record_attempt(a)
    again = reopened(library)
    assert again.practice.attempts() == kept
    assert again.practice.attempts("counting") == [kept[1]]
    again.close()


def test_attempts_survive_a_rebuild_of_the_library_database(library: Library) -> None:
    kept = [attempt(n) for n in range(5)]
    for a in kept:
        library.practice.record_attempt(a)
    library.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    again = Library(library.folder)
    assert again.practice.attempts() == kept
    again.close()


def test_attempts_survive_a_damaged_database_being_set_aside(library: Library) -> None:
    kept = [attempt(n) for n in range(3)]
    for a in kept:
        library.practice.record_attempt(a)
    library.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    library.db_path.write_bytes(b"this is no database" * 100)
    again = Library(library.folder)
    assert again.practice.attempts() == kept
    assert any("rebuilt" in note for note in again.notes)
    again.close()


def test_a_damaged_journal_line_is_skipped_and_the_others_kept(library: Library) -> None:
    kept = [attempt(n) for n in range(3)]
    for a in kept:
        library.practice.record_attempt(a)
    library.close()
    lines = library.journal_path.read_bytes().splitlines(keepends=True)
    lines[1] = b'{"schema": 1, "id": "broken\n'
    library.journal_path.write_bytes(b"".join(lines))
    Path(library.db_path).unlink()
    again = Library(library.folder)
    assert again.practice.attempts() == [kept[0], kept[2]]
    assert any("line 2:" in note for note in again.notes)
    assert b'"id": "broken' in again.journal_path.read_bytes()  # left where it was
    again.close()


def test_an_append_after_a_torn_last_line_starts_a_line_of_its_own(library: Library) -> None:
    library.practice.record_attempt(attempt(0))
    library.close()
    with library.journal_path.open("ab") as f:
        f.write(b'{"schema":1,"id":"to')  # a kill in the middle of a write
    again = Library(library.folder)
    again.practice.record_attempt(attempt(1))
    again.close()
    third = Library(library.folder)
    assert [a.exercise for a in third.practice.attempts()] == ["cavendish:0", "cavendish:1"]
    third.close()


def test_an_attempt_the_journal_lost_is_written_back_from_the_table(library: Library) -> None:
    kept = [attempt(n) for n in range(2)]
    for a in kept:
        library.practice.record_attempt(a)
    library.close()
    library.journal_path.unlink()
    again = Library(library.folder)
    assert again.practice.attempts() == kept
    again.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    third = Library(library.folder)
    assert third.practice.attempts() == kept
    third.close()


def test_an_attempt_indexed_late_after_a_kill_is_found_at_the_next_opening(
    library: Library,
) -> None:
    library.open()
    append_to_journal(library.journal_path, [attempt(7)])  # the journal written, the table not
    again = reopened(library)
    assert [a.exercise for a in again.practice.attempts()] == ["cavendish:7"]
    again.close()


def test_the_journal_is_one_json_object_a_line_and_private(library: Library) -> None:
    library.practice.record_attempt(attempt(1))
    line = library.journal_path.read_text(encoding="ascii").splitlines()[0]
    data = json.loads(line)
    assert data["schema"] == 1 and data["kind"] == "exchange" and data["loss"] == 1.5
    assert library.journal_path.stat().st_mode & 0o077 == 0


def test_a_journal_that_cannot_be_written_refuses_the_attempt_in_words(
    library: Library,
) -> None:
    library.open()
    library.journal_path.mkdir()  # a folder where the file should be
    with pytest.raises(LibraryError, match="cannot keep the practice attempt"):
        library.practice.record_attempt(attempt(1))
    assert library.practice.attempts() == []


def test_a_row_changed_by_another_program_is_skipped_not_a_failure(library: Library) -> None:
    library.practice.record_attempt(attempt(1))
    library.practice.record_attempt(attempt(2))
    conn = sqlite3.connect(library.db_path)
    conn.execute("UPDATE attempts SET seconds = -4 WHERE exercise = 'cavendish:1'")
    conn.commit()
    conn.close()
    assert [a.exercise for a in library.practice.attempts()] == ["cavendish:2"]
    again = reopened(library)  # mended from the journal
    assert [a.exercise for a in again.practice.attempts()] == ["cavendish:1", "cavendish:2"]
    again.close()
