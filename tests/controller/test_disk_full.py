"""A full disk: saving, the autosave and the library keep their last good
copy and tell the player once, clearly.

The disk is made full the portable way, by making the write's ``fsync`` fail with ENOSPC as a
full disk does (the data of a write is often only refused when it must reach the disk), and for
SQLite with ``max_page_count``, which is how SQLite itself meets a full disk. One test also fills
a real tmpfs, where the machine allows mounting one (root on Linux); elsewhere it is skipped.
"""

from __future__ import annotations

import errno
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from game_driver import wait_for_turn
from helpers import play_random
from library_records import recorded
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController, SaveError
from piquet_desktop.engine import atomic_file
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library, LibraryError

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic_file.os, "fsync", full)


def _one_move(qtbot: QtBot, game: GameController) -> None:
    wait_for_turn(qtbot, game)
    decision = game.decision()
    assert decision is not None
    assert game.submit(GreedyPlayer().choose(game.view(), decision, random.Random(0)))
    wait_for_turn(qtbot, game)


@pytest.fixture
def game(qapp: object, tmp_path: Path) -> Iterator[GameController]:
    library = Library(tmp_path / "library")
    controller = GameController(library=library)
    yield controller
    controller.shutdown()
    library.close()


def test_saving_to_a_full_disk_keeps_the_file_and_says_the_disk_is_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: GameController
) -> None:
    game.new_partie(RUBICON, "greedy", seed=6)
    target = tmp_path / "mine.piquet"
    game.save(target)
    good = target.read_bytes()
    _disk_full(monkeypatch)
    with pytest.raises(SaveError, match="disk is full"):
        game.save(target)
    assert target.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
    assert game.keeper.save_problem is not None and "disk is full" in game.keeper.save_problem


def test_a_full_disk_during_play_is_said_once_and_the_last_good_copies_stay(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: GameController
) -> None:
    game.new_partie(RUBICON, "greedy", seed=6)
    _one_move(qtbot, game)
    kept_autosave = autosave.autosave_path().read_bytes()
    library = game.library
    assert library is not None
    (entry,) = library.entries(with_records=False)
    kept_record = entry.path.read_bytes()
    said: list[str] = []
    game.message.connect(said.append)
    _disk_full(monkeypatch)
    for _ in range(4):
        _one_move(qtbot, game)
    full = [s for s in said if "disk is full" in s]
    assert len(full) == 1, said  # once, however many moves fail
    assert game.keeper.save_problem is not None and "disk is full" in game.keeper.save_problem
    assert autosave.autosave_path().read_bytes() == kept_autosave  # the last good autosave
    assert entry.path.read_bytes() == kept_record  # and the library's last good record
    load_record(entry.path)
    monkeypatch.undo()  # space again: the next move saves, and the problem is gone
    _one_move(qtbot, game)
    assert game.keeper.save_problem is None


def test_the_library_database_on_a_full_disk_refuses_the_partie_and_keeps_the_rest(
    tmp_path: Path,
) -> None:
    library = Library(tmp_path / "library")
    library.keep(recorded(1, id="first"))
    conn = library._conn
    assert conn is not None
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own "database or disk is full"
    with pytest.raises(LibraryError, match="full"):
        library.keep(recorded(2, id="second"))
    assert [e.id for e in library.entries()] == ["first"]
    load_record(library.records_folder / "first.piquet")
    library.close()
    again = Library(tmp_path / "library")
    ids = {e.id for e in again.entries()}
    assert "first" in ids  # the record file written before the refusal is indexed, not lost
    again.close()


def _mount_tmpfs(folder: Path, size: str) -> bool:
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        return False
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0


def test_saving_onto_a_real_full_tmpfs_keeps_the_last_good_file(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    if not _mount_tmpfs(disk, "256k"):
        pytest.skip("a tmpfs cannot be mounted here (needs root on Linux)")
    try:
        target = disk / "partie.piquet"
        short = PartieRecord.from_state(play_random(RUBICON, 3, until=20), PLAYERS, 3)
        save_record(short, target)
        good = target.read_bytes()
        filler = disk / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:
            with pytest.raises(OSError):
                while True:
                    os.write(fd, b"\0" * 4096)
        finally:
            os.close(fd)
        longer = PartieRecord.from_state(play_random(RUBICON, 3), PLAYERS, 3)
        with pytest.raises(OSError) as refused:
            save_record(longer, target)
        assert refused.value.errno == errno.ENOSPC
        assert target.read_bytes() == good
        assert sorted(p.name for p in disk.iterdir()) == ["filler", "partie.piquet"]
    finally:
        subprocess.run(["umount", str(disk)], check=False)
