"""The positions the Practice window mined on demand, kept in the library folder: read back
after a restart and after the database is rebuilt; a damaged journal says so in words and loses
nothing."""

from __future__ import annotations

import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from piquet_desktop.library import Library, LibraryError
from piquet_desktop.practice.mined_data import read_shipped
from piquet_desktop.practice.mined_exchange import MINING_WORLDS, MinedPosition
from piquet_desktop.practice.mined_journal import partie_seed


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "library")
    yield lib
    lib.close()


def _seed_positions() -> tuple[int, list[MinedPosition]]:
    shipped = read_shipped()
    seed = partie_seed(shipped.positions[-1])
    assert seed is not None
    return seed, [p for p in shipped.positions if partie_seed(p) == seed]


def test_mined_positions_are_read_back_after_a_restart(library: Library) -> None:
    seed, positions = _seed_positions()
    library.practice.keep_mined(seed, positions, MINING_WORLDS)
    library.practice.keep_mined(seed + 1, [], MINING_WORLDS)  # a seed with nothing kept counts too
    library.close()
    again = Library(library.folder).practice.mined()

    assert again.positions == positions and again.last_seed == seed + 1 and not again.notes


def test_mined_positions_survive_a_rebuild_of_the_library_database(library: Library) -> None:
    seed, positions = _seed_positions()
    library.open()
    library.practice.keep_mined(seed, positions, MINING_WORLDS)
    library.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    library.db_path.write_bytes(b"this is no database" * 100)
    again = Library(library.folder)
    again.open()

    assert any("rebuilt" in note for note in again.notes)
    assert again.practice.mined().positions == positions
    again.close()


def test_the_journal_is_private_and_a_line_a_seed(library: Library) -> None:
    seed, positions = _seed_positions()
    library.practice.keep_mined(seed, positions, MINING_WORLDS)
    library.practice.keep_mined(seed + 1, [], MINING_WORLDS)
    assert library.mined_path.read_bytes().count(b"\n") == 2
    assert stat.S_IMODE(library.mined_path.stat().st_mode) == 0o600


def test_a_damaged_line_is_said_in_words_and_left_in_the_file(library: Library) -> None:
    seed, positions = _seed_positions()
    library.practice.keep_mined(seed, positions, MINING_WORLDS)
    with library.mined_path.open("ab") as f:
        f.write(b'{"torn by a kill": ')
    damaged = library.mined_path.read_bytes()
    read = library.practice.mined()

    assert read.positions == positions
    assert len(read.notes) == 1
    assert "line 2" in read.notes[0] and "left in the file" in read.notes[0]
    assert library.mined_path.read_bytes() == damaged  # never rewritten
    library.practice.keep_mined(seed + 1, [], MINING_WORLDS)  # an append starts a line of its own
    assert library.practice.mined().last_seed == seed + 1


def test_a_journal_that_cannot_be_read_or_written_is_said_in_words(library: Library) -> None:
    library.folder.mkdir(parents=True)
    library.mined_path.mkdir()  # a folder where the file should be
    read = library.practice.mined()
    assert read.positions == [] and "cannot be read" in read.notes[0]
    with pytest.raises(LibraryError, match="cannot keep the mined positions"):
        library.practice.keep_mined(1, [], MINING_WORLDS)
