"""The autosave: where it lives, what resumes, what happens to a damaged one, and what becomes
of the temporary files of interrupted saves."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from helpers import play_random

from piquet_desktop.controller import autosave
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


def record_after(actions: int | None) -> PartieRecord:
    state = play_random(RUBICON, 3, until=actions)
    return PartieRecord.from_state(state, PLAYERS, 3)


def test_the_autosave_lives_in_the_folder_the_environment_names(private_folders: Path) -> None:
    assert autosave.autosave_path() == private_folders / "autosave.piquet"


def test_an_unfinished_partie_is_found_for_resuming(private_folders: Path) -> None:
    record = record_after(40)
    path = autosave.write_autosave(record)
    assert path.is_file()
    found = autosave.find_resumable()
    assert found is not None and found.record.actions == record.actions and found.record.seed == 3


def test_an_autosave_left_by_a_build_before_the_piquet_type_is_resumed(
    private_folders: Path,
) -> None:
    record = record_after(40)
    private_folders.mkdir(parents=True, exist_ok=True)
    save_record(record, private_folders / "autosave.piquet.json")

    found = autosave.find_resumable()

    assert found is not None and found.record.actions == record.actions


def test_the_next_autosave_replaces_the_earlier_builds_file(private_folders: Path) -> None:
    private_folders.mkdir(parents=True, exist_ok=True)
    old = private_folders / "autosave.piquet.json"
    save_record(record_after(20), old)
    newer = record_after(40)

    autosave.write_autosave(newer)

    assert not old.exists() and (private_folders / "autosave.piquet").is_file()
    found = autosave.find_resumable()
    assert found is not None and found.record.actions == newer.actions


def test_the_current_autosave_wins_over_an_earlier_builds(private_folders: Path) -> None:
    private_folders.mkdir(parents=True, exist_ok=True)
    save_record(record_after(20), private_folders / "autosave.piquet.json")
    current = record_after(40)
    save_record(current, private_folders / "autosave.piquet")

    found = autosave.find_resumable()

    assert found is not None and found.record.actions == current.actions


def test_clearing_removes_an_earlier_builds_autosave_too(private_folders: Path) -> None:
    private_folders.mkdir(parents=True, exist_ok=True)
    save_record(record_after(20), private_folders / "autosave.piquet.json")

    autosave.clear_autosave()

    assert autosave.find_resumable() is None
    assert not (private_folders / "autosave.piquet.json").exists()


def test_no_autosave_and_a_finished_partie_offer_nothing() -> None:
    assert autosave.find_resumable() is None
    autosave.write_autosave(record_after(None))
    assert autosave.find_resumable() is None


def test_clearing_removes_the_autosave_and_tolerates_its_absence() -> None:
    autosave.write_autosave(record_after(40))
    autosave.clear_autosave()
    assert not autosave.autosave_path().exists()
    autosave.clear_autosave()


@pytest.mark.parametrize(
    "content",
    [b"", b"{not json", b'{"format": "piquet-partie", "version": 1}', b"\xff\xfe garbage"],
)
def test_a_damaged_autosave_is_reported_and_kept_aside_never_deleted(
    private_folders: Path, content: bytes
) -> None:
    private_folders.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_bytes(content)
    reports: list[str] = []

    assert autosave.find_resumable(reports.append) is None

    (kept,) = private_folders.glob("autosave.damaged-*.json")
    assert kept.read_bytes() == content
    assert not autosave.autosave_path().exists()
    assert len(reports) == 1 and str(kept) in reports[0]


def test_two_damaged_autosaves_in_one_second_are_both_kept(private_folders: Path) -> None:
    private_folders.mkdir(parents=True, exist_ok=True)
    for content in (b"first", b"second"):
        autosave.autosave_path().write_bytes(content)
        autosave.find_resumable()
    kept = sorted(p.read_bytes() for p in private_folders.glob("autosave.damaged-*.json"))
    assert kept == [b"first", b"second"]


def test_an_autosave_that_cannot_be_written_raises_oserror(
    private_folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = private_folders.parent / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(blocker / "data"))
    with pytest.raises(OSError):
        autosave.write_autosave(record_after(10))


def test_an_autosave_naming_a_player_with_a_lone_surrogate_is_set_aside(
    private_folders: Path,
) -> None:
    autosave.write_autosave(record_after(40))
    path = autosave.autosave_path()
    path.write_text(path.read_text(encoding="utf-8").replace('"You"', '"\\ud800"'), "utf-8")
    reports: list[str] = []

    assert autosave.find_resumable(reports.append) is None

    assert "lone surrogate" in reports[0]
    assert len(list(private_folders.glob("autosave.damaged-*.json"))) == 1


# ------------------------------------------------------------------ leftovers of interrupted saves


def _leftover(folder: Path, name: str, age_s: float = 3600.0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b'{"format": "piquet-partie", "ver')  # a write cut off half-way
    old = time.time() - age_s
    os.utime(path, (old, old))
    return path


def test_leftovers_of_interrupted_saves_are_removed_at_start(private_folders: Path) -> None:
    autosave.write_autosave(record_after(20))
    records = private_folders / "library" / "records"
    gone = [
        _leftover(private_folders, ".autosave.piquet.0123456789ab.tmp"),
        _leftover(records, ".20261201-abc.piquet.fedcba987654.tmp"),
        _leftover(private_folders, ".export.csv.part"),  # an earlier build's CSV export
    ]
    assert autosave.remove_leftovers(time.time()) == 3
    assert not any(path.exists() for path in gone)
    assert autosave.find_resumable() is not None  # the autosave itself is untouched


def test_only_the_atomic_writes_own_names_are_removed(private_folders: Path) -> None:
    kept = [
        _leftover(private_folders, name)
        for name in (
            "notes.tmp",
            ".autosave.piquet.tmp",
            ".autosave.piquet.0123456789AB.tmp",
            ".autosave.piquet.0123456789a.tmp",
            "autosave.piquet.0123456789ab.tmp",
            ".autosave.piquet.0123456789ab.tmp.old",
            "export.csv.part",
        )
    ]
    assert autosave.remove_leftovers(time.time()) == 0
    assert all(path.exists() for path in kept)


def test_a_file_newer_than_this_run_is_kept(private_folders: Path) -> None:
    started = time.time() - 60
    recent = _leftover(private_folders, ".autosave.piquet.0123456789ab.tmp", age_s=1)
    assert autosave.remove_leftovers(started) == 0
    assert recent.exists()  # perhaps another instance's write, begun after this one started


@pytest.mark.skipif(os.name != "posix", reason="the write's lock is flock, POSIX")
def test_a_write_still_under_way_elsewhere_is_kept(private_folders: Path) -> None:
    import fcntl

    busy = _leftover(private_folders, ".autosave.piquet.0123456789ab.tmp")
    with busy.open("rb") as writing:
        fcntl.flock(writing.fileno(), fcntl.LOCK_EX)  # as write_atomically holds it
        assert autosave.remove_leftovers(time.time()) == 0
        assert busy.exists()
    assert autosave.remove_leftovers(time.time()) == 1


@pytest.mark.skipif(os.name != "posix", reason="making links needs a privilege on Windows")
def test_leftovers_outside_the_data_folder_are_not_touched(
    private_folders: Path, tmp_path: Path
) -> None:
    outside = _leftover(tmp_path / "elsewhere", ".mine.piquet.0123456789ab.tmp")
    private_folders.mkdir()
    (private_folders / "link").symlink_to(outside.parent)
    assert autosave.remove_leftovers(time.time()) == 0
    assert outside.exists()


def test_the_app_removes_leftovers_when_it_starts(private_folders: Path) -> None:
    from piquet_desktop.app import prepare_app_folders

    stale = _leftover(private_folders, ".autosave.piquet.0123456789ab.tmp")
    prepare_app_folders(time.time())
    assert not stale.exists()


def test_resuming_replays_the_autosaved_partie_once(
    private_folders: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found, described on the start screen and continued: one replay, handed on as a value."""
    from piquet_desktop.controller.game_controller import GameController
    from piquet_desktop.engine.partie import PartieState
    from piquet_desktop.ui.partie_files import resume_description

    record = record_after(120)
    autosave.write_autosave(record)
    applied: list[object] = []
    apply = PartieState.apply
    monkeypatch.setattr(
        PartieState, "apply", lambda state, action: applied.append(action) or apply(state, action)
    )
    found = autosave.find_resumable()
    assert found is not None
    read = len(applied)  # the record checked by its replay (and its last deal's points)
    assert len(record.actions) <= read < 1.5 * len(record.actions)
    assert resume_description(found)
    game = GameController(autosave_enabled=False)
    try:
        game.load(found)
    finally:
        game.shutdown()
    # described and continued without a replay: only the steps that need nobody may follow
    assert len(applied) < read + 20
