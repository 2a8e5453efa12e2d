"""The practice journals are read as records are read, and appended to only as files of the
app's own: a FIFO, a device, a huge file, a line of thousands of brackets or a symbolic link in
their place never blocks, exhausts, crashes or writes through to another file."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from piquet_desktop.library import Library, LibraryError
from piquet_desktop.library.attempts import JOURNAL_NAME, MAX_JOURNAL_BYTES
from piquet_desktop.library.mined import MINED_NAME
from piquet_desktop.practice.attempts import Attempt, journal_line, new_attempt

WHEN = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def attempt(n: int) -> Attempt:
    return new_attempt(
        "exchange",
        f"cavendish:{n}",
        "KH 7S",
        loss=1.5,
        seconds=10.0,
        when=WHEN,
        exercise_rating=1400.0,
    )


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "library"
    folder.mkdir()
    return folder


@pytest.fixture
def opened(folder: Path) -> Iterator[Library]:
    library = Library(folder)
    yield library
    library.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("name", [JOURNAL_NAME, MINED_NAME])
def test_a_fifo_in_place_of_a_journal_is_said_and_never_waited_on(folder: Path, name: str) -> None:
    os.mkfifo(folder / name)
    library = Library(folder)
    try:
        library.open()  # would block for ever, reading a FIFO no one writes to
        said = library.notes if name == JOURNAL_NAME else library.practice.mined().notes
        assert any("not an ordinary file" in note for note in said), said
        assert library.practice.attempts() == []
    finally:
        library.close()


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_a_device_in_place_of_a_journal_is_not_read(folder: Path) -> None:
    (folder / JOURNAL_NAME).symlink_to("/dev/zero")
    (folder / MINED_NAME).symlink_to("/dev/zero")
    library = Library(folder)
    try:
        library.open()  # would read until memory runs out
        assert any("not an ordinary file" in note for note in library.notes)
        assert any("not an ordinary file" in note for note in library.practice.mined().notes)
    finally:
        library.close()


def test_a_journal_larger_than_the_cap_is_left_unread_with_a_note(folder: Path) -> None:
    (folder / JOURNAL_NAME).write_bytes(b"\n" * (MAX_JOURNAL_BYTES + 1))
    library = Library(folder)
    try:
        library.open()
        assert any(f"larger than {MAX_JOURNAL_BYTES // 2**20} MB" in n for n in library.notes)
    finally:
        library.close()


def test_blank_lines_by_the_million_are_passed_over(folder: Path) -> None:
    one = attempt(1)
    kept = journal_line(one).encode("ascii")
    (folder / JOURNAL_NAME).write_bytes(b"\n" * 3_000_000 + b"  \t\n" * 1000 + kept)
    library = Library(folder)
    try:
        assert [a.id for a in library.practice.attempts()] == [one.id]
        assert library.notes == []
    finally:
        library.close()


@pytest.mark.parametrize("name", [JOURNAL_NAME, MINED_NAME])
def test_a_line_nested_too_deeply_is_skipped_with_a_note(folder: Path, name: str) -> None:
    two = attempt(2)
    kept = journal_line(two).encode("ascii")
    (folder / name).write_bytes(b"[" * 200_000 + b"\n" + (kept if name == JOURNAL_NAME else b""))
    library = Library(folder)
    try:
        library.open()
        if name == JOURNAL_NAME:
            assert [a.id for a in library.practice.attempts()] == [two.id]
            said = library.notes
        else:
            said = library.practice.mined().notes
        assert any("nested too deeply" in note for note in said), said
    finally:
        library.close()


def test_an_attempt_is_never_appended_through_a_symbolic_link(folder: Path, tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("the user's own file\n", encoding="utf-8")
    (folder / JOURNAL_NAME).symlink_to(other)
    library = Library(folder)
    try:
        with pytest.raises(LibraryError, match="cannot keep the practice attempt"):
            library.practice.record_attempt(attempt(3))
        with pytest.raises(LibraryError, match="cannot keep the mined positions"):
            (folder / MINED_NAME).symlink_to(other)
            library.practice.keep_mined(7, [], 8)
    finally:
        library.close()
    assert other.read_text(encoding="utf-8") == "the user's own file\n"


def test_an_attempt_in_the_journal_counts_though_its_row_cannot_be_written(
    opened: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    from piquet_desktop.library import practice_shelf

    def full(*_args: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    kept = attempt(4)
    monkeypatch.setattr(practice_shelf, "put_attempts", full)
    opened.practice.record_attempt(kept)  # kept: the journal holds it, so nothing is refused
    assert [a.id for a in opened.practice.attempts()] == [kept.id]
    monkeypatch.undo()
    opened.close()
    again = Library(opened.folder)
    try:
        assert [a.id for a in again.practice.attempts()] == [kept.id]  # indexed at the opening
    finally:
        again.close()
