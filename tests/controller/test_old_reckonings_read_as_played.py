"""The library's rebuild and the replay read records of earlier reckonings as they were played
(the records and their totals: tests/data/old_reckonings)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from piquet_desktop.controller.replay import ReplayController
from piquet_desktop.engine.record import load_record
from piquet_desktop.library import Library

FOLDER = Path(__file__).parent.parent / "data" / "old_reckonings"
EXPECTED: dict[str, dict[str, Any]] = json.loads((FOLDER / "expected.json").read_text())


def test_the_library_rebuilt_from_old_records_lists_them_as_played(tmp_path: Path) -> None:
    library = Library(tmp_path / "library")
    library.close()
    library.records_folder.mkdir(parents=True, exist_ok=True)
    for name in EXPECTED:
        target = library.records_folder / name.replace(".piquet.json", ".piquet")
        shutil.copyfile(FOLDER / name, target)
    again = Library(library.folder)  # finds the files and indexes them
    try:
        entries = again.entries()
        assert len(entries) == len(EXPECTED)
        scores = sorted(e.facts.score for e in entries if e.facts is not None)
        assert scores == sorted(
            (e["totals"][0], e["totals"][1]) for e in EXPECTED.values()
        )  # the player sits at seat 0 in these records
        assert all(e.facts is not None and e.facts.finished for e in entries)
    finally:
        again.close()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_replay_of_an_old_record_ends_on_its_recorded_totals(qapp: object, name: str) -> None:
    record, _ = load_record(FOLDER / name)
    replay = ReplayController(record)
    replay.to_end()
    assert list(replay.state().totals) == EXPECTED[name]["totals"]
    assert replay.state().is_over


def test_a_library_indexed_by_an_earlier_build_reads_its_records_again(tmp_path: Path) -> None:
    import sqlite3

    library = Library(tmp_path / "library")
    library.close()
    library.records_folder.mkdir(parents=True, exist_ok=True)
    name = "reckoning1-rubicon.piquet.json"
    shutil.copyfile(FOLDER / name, library.records_folder / "old.piquet")
    first = Library(library.folder)
    assert len(first.entries()) == 1  # indexed
    first.close()
    # As a build before the versioned reckoning left it: other facts, database version 1.
    conn = sqlite3.connect(library.db_path)
    conn.execute("UPDATE parties SET margin = 12345, score_human = 0")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    again = Library(library.folder)
    try:
        (entry,) = again.entries()
        assert entry.facts is not None
        assert entry.facts.score == tuple(EXPECTED[name]["totals"])
        assert entry.facts.margin != 12345
    finally:
        again.close()
