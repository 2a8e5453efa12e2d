"""The library's store: what it keeps and lists, how it finds a partie again, and bad input.

Every test works in its own folder (``tmp_path``) with real files and a real SQLite database.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from library_records import recorded, reviewed

from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.partie import CHANCE, new_partie
from piquet_desktop.engine.record import (
    PartieRecord,
    RecordError,
    TakeBack,
    load_record,
    save_record,
)
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.library import Library, LibraryError, partie_key
from piquet_desktop.library import reconcile as reconcile_module
from piquet_desktop.library.facts import facts_of, player_review
from piquet_desktop.library.schema import MIGRATIONS, migrate, version_of


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "library")
    yield lib
    lib.close()


def reopened(library: Library) -> Library:
    library.close()
    return Library(library.folder)


# ------------------------------------------------------------------------------ keeping


def test_a_finished_partie_is_listed_with_the_facts_a_list_needs(library: Library) -> None:
    record = recorded(1, id="p1")  # the human (seat 0) wins 106 to 85, the loser rubiconed
    assert library.keep(record) == "p1"
    (entry,) = library.entries()
    assert entry.id == "p1" and entry.status == "finished" and entry.damage is None
    facts = entry.facts
    assert facts is not None
    assert facts.variant == "Rubicon, 6 deals"
    assert (facts.human, facts.opponent, facts.opponent_level) == ("You", "Computer", "greedy")
    assert facts.result == "won" and facts.margin == 291 and facts.rubicon is True
    assert facts.deals == 6 and facts.score == (106, 85)
    assert not facts.reviewed and facts.mean_loss is None
    assert entry.record is not None and entry.record.actions == record.actions
    assert entry.path.read_text(encoding="utf-8").count('"id": "p1"') == 1


def test_a_lost_partie_has_the_players_margin_negative(library: Library) -> None:
    library.keep(recorded(0, id="p0"))
    (entry,) = library.entries(with_records=False)
    assert entry.facts is not None and entry.facts.result == "lost"
    assert entry.facts.margin == -353 and entry.record is None


def test_an_au_cent_partie_has_its_games_and_a_margin_in_games(library: Library) -> None:
    library.keep(recorded(4, rules=AU_CENT, id="cent"))
    (entry,) = library.entries()
    facts = entry.facts
    assert facts is not None and facts.games is not None and facts.variant == "Au cent"
    won, lost = facts.games if facts.result == "won" else facts.games[::-1]
    assert won >= 3 and facts.margin == (won - lost if facts.result == "won" else lost - won)
    assert facts.rubicon is False


def test_keeping_the_live_partie_again_updates_its_one_entry(library: Library) -> None:
    for n in (20, 60, 120):
        assert library.keep(recorded(3, n, id="live")) == "live"
    (entry,) = library.entries()
    assert entry.status == "in_progress" and entry.can_continue
    assert entry.record is not None and len(entry.record.actions) == 120


def test_a_new_partie_in_progress_makes_the_previous_one_abandoned(library: Library) -> None:
    library.keep(recorded(3, 40, id="first"))
    library.keep(recorded(4, 40, id="second"))
    status = {e.id: e.status for e in library.entries()}
    assert status == {"first": "abandoned", "second": "in_progress"}
    library.keep(recorded(3, 41, id="first"))  # continued from the library
    status = {e.id: e.status for e in library.entries()}
    assert status == {"first": "in_progress", "second": "abandoned"}


def test_mark_abandoned_labels_only_the_partie_in_progress(library: Library) -> None:
    library.keep(recorded(3, 40, id="live"))
    library.keep(recorded(5, id="done"))
    library.mark_abandoned("live")
    library.mark_abandoned("done")
    assert {e.id: e.status for e in library.entries()} == {"live": "abandoned", "done": "finished"}


def test_a_record_that_does_not_continue_the_stored_one_is_kept_beside_it(
    library: Library,
) -> None:
    library.keep(recorded(3, 80, id="same"))
    other = recorded(6, 50, id="same")  # another partie under the same id (a copied file)
    new_id = library.keep(other)
    assert new_id != "same"
    records = {e.id: e.record for e in library.entries()}
    assert len(records["same"].actions) == 80  # type: ignore[union-attr]
    assert records[new_id].actions == other.actions  # type: ignore[union-attr]
    assert records[new_id].id == new_id  # type: ignore[union-attr]


def test_an_earlier_moment_of_a_stored_partie_changes_nothing(library: Library) -> None:
    library.keep(recorded(3, 120, id="x"))
    assert library.add(recorded(3, 30, id="x")) == "x"  # an old save of it, dropped
    assert library.keep(recorded(3, 30, id="x")) == "x"  # ...or opened to play on
    (entry,) = library.entries()
    assert entry.record is not None and len(entry.record.actions) == 120


def test_the_same_moment_with_something_more_is_written(library: Library) -> None:
    library.keep(recorded(3, 60, id="x"))
    practised = replace(recorded(3, 60, id="x"), practice=True)  # open piquet turned on
    assert library.keep(practised) == "x"
    (entry,) = library.entries()
    assert entry.facts is not None and entry.facts.practice


def test_an_earlier_save_played_on_differently_becomes_a_partie_of_its_own(
    library: Library,
) -> None:
    later = recorded(3, 120, id="x")
    library.keep(later)
    state = new_partie(later.rules)
    for at, action in enumerate(later.actions):  # the first choice after 30 with another move
        others = [a for a in state.legal_actions() if a != action] if at >= 30 else []
        if others and state.current_player != CHANCE:
            break
        state.apply(action)
    branch = replace(later, actions=[*later.actions[:at], others[0]])
    new_id = library.keep(branch)
    assert new_id != "x"
    assert {e.id for e in library.entries()} == {"x", new_id}


def test_a_take_back_continues_the_partie(library: Library) -> None:
    full = recorded(3, 100, id="t")
    library.keep(full)
    at = next(i for i in range(99, 0, -1) if isinstance(full.actions[i], Play))
    taken_back = replace(
        full, actions=full.actions[:at], take_backs=[TakeBack(at, tuple(full.actions[at:]))]
    )
    assert library.keep(taken_back) == "t"
    (entry,) = library.entries()
    assert entry.record is not None and entry.record.take_backs == taken_back.take_backs


def test_a_record_without_an_id_is_found_again_by_its_derived_key(library: Library) -> None:
    old = recorded(7, 60)  # a record of a build before the library: no id
    key = library.add(old)
    assert key == partie_key(old) and key.startswith("k")
    assert library.add(recorded(7, 60)) == key
    assert library.keep(replace(recorded(7, 90), id=key)) == key  # continued in the app
    (entry,) = library.entries()
    assert entry.record is not None and len(entry.record.actions) == 90


def test_add_file_adds_a_saved_record_and_refuses_a_bad_one(
    library: Library, tmp_path: Path
) -> None:
    good = tmp_path / "good.piquet"
    save_record(recorded(2, id="g"), good)
    assert library.add_file(good) == "g"
    bad = tmp_path / "bad.piquet"
    bad.write_text('{"format": "piquet-partie"', encoding="utf-8")
    with pytest.raises(RecordError, match="not valid JSON"):
        library.add_file(bad)
    assert [e.id for e in library.entries()] == ["g"]
    assert library.entries()[0].status == "finished"


def test_an_unfinished_record_added_from_a_file_is_not_in_progress(library: Library) -> None:
    library.add(recorded(2, 50, id="u"))
    (entry,) = library.entries()
    assert entry.status == "abandoned" and entry.can_continue


def test_delete_moves_the_file_aside_and_restore_brings_it_back(library: Library) -> None:
    library.keep(recorded(2, id="d"))
    path = library.entries()[0].path
    deleted = library.delete("d")
    assert library.entries() == [] and not path.exists()
    assert deleted.moved_to is not None and deleted.moved_to.exists()
    assert deleted.moved_to.parent == library.deleted_folder
    assert reopened(library).entries() == []  # deleted for good, until restored
    library = Library(library.folder)
    library.restore(deleted)
    (entry,) = library.entries()
    assert entry.id == "d" and entry.status == "finished" and path.exists()
    assert [e.id for e in reopened(library).entries()] == ["d"]


def test_delete_of_an_unknown_partie_says_so(library: Library) -> None:
    with pytest.raises(LibraryError, match="no partie nope"):
        library.delete("nope")


def test_export_writes_the_record_as_a_file_of_its_own(library: Library, tmp_path: Path) -> None:
    record = recorded(2, id="e")
    library.keep(record)
    target = tmp_path / "out.piquet"
    library.export("e", target)
    loaded = PartieRecord.from_json(json.loads(target.read_text(encoding="utf-8")))
    assert loaded.actions == record.actions and loaded.id == "e"


def test_listeners_hear_of_every_change(library: Library) -> None:
    heard: list[int] = []
    library.subscribe(lambda: heard.append(1))
    library.keep(recorded(2, 30, id="a"))
    deleted = library.delete("a")
    library.restore(deleted)
    assert len(heard) == 3


# ------------------------------------------------------------------------------ the database


def test_the_database_is_in_wal_mode_at_the_latest_version(library: Library) -> None:
    library.keep(recorded(2, 30, id="a"))
    conn = sqlite3.connect(library.db_path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert version_of(conn) == len(MIGRATIONS)
    finally:
        conn.close()


def test_a_migration_keeps_the_rows_and_sets_the_version(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    assert migrate(conn, MIGRATIONS) == 0
    conn.execute("BEGIN")
    conn.execute("INSERT INTO parties (id, played, status) VALUES ('a', '2026', 'finished')")
    conn.execute("COMMIT")
    later = (*MIGRATIONS, "ALTER TABLE parties ADD note TEXT; CREATE INDEX n ON parties (note)")
    assert migrate(conn, later) == len(MIGRATIONS)
    assert version_of(conn) == len(later)
    assert conn.execute("SELECT id, note FROM parties").fetchall() == [("a", None)]
    conn.close()


def test_a_failing_migration_changes_nothing(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    migrate(conn, MIGRATIONS)
    broken = (*MIGRATIONS, "ALTER TABLE parties ADD COLUMN x TEXT; ALTER TABLE nowhere ADD y")
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, broken)
    assert version_of(conn) == len(MIGRATIONS)
    columns = [row[1] for row in conn.execute("PRAGMA table_info(parties)")]
    assert "x" not in columns
    conn.close()


def test_a_database_of_a_newer_build_is_set_aside_and_rebuilt(library: Library) -> None:
    library.keep(recorded(2, id="a"))
    library.close()
    conn = sqlite3.connect(library.db_path)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 5}")
    conn.commit()
    conn.close()
    again = Library(library.folder)
    assert [e.id for e in again.entries()] == ["a"]
    assert any("newer" in note for note in again.notes)
    assert list(library.folder.glob("library.newer-*.sqlite3"))


def test_a_missing_database_is_rebuilt_from_the_records(library: Library) -> None:
    library.keep(recorded(2, id="done"))
    library.keep(recorded(3, 50, id="live"))
    before = {e.id: (e.status, e.facts) for e in library.entries()}
    library.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    again = Library(library.folder)
    after = {e.id: (e.status, e.facts) for e in again.entries()}
    assert after["done"] == before["done"]
    assert after["live"][1] == before["live"][1] and after["live"][0] == "abandoned"
    again.close()


def test_indexing_a_record_file_reads_it_once_so_the_text_kept_is_the_text_checked(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    library.keep(recorded(2, id="done"))
    library.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    reads: list[str] = []
    real = reconcile_module.read_record_file

    def counted(path: os.PathLike[str] | str) -> bytes:
        reads.append(os.fspath(path))
        return real(path)

    def refused(self: Path) -> bytes:  # a second read by name could meet another file
        raise AssertionError(f"{self} read again by name")

    monkeypatch.setattr(reconcile_module, "read_record_file", counted)
    monkeypatch.setattr(Path, "read_bytes", refused)
    again = Library(library.folder)
    assert [e.id for e in again.entries()] == ["done"]
    assert len(reads) == 1
    again.close()


def test_a_damaged_database_is_set_aside_and_rebuilt(library: Library) -> None:
    library.keep(recorded(2, id="a"))
    library.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    library.db_path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    again = Library(library.folder)
    assert [e.id for e in again.entries()] == ["a"]
    assert any("rebuilt" in note for note in again.notes)
    assert list(library.folder.glob("library.damaged-*.sqlite3"))
    again.close()


def test_a_record_file_that_fails_to_load_is_listed_as_damaged_with_the_reason(
    library: Library,
) -> None:
    library.keep(recorded(2, id="fine"))
    library.close()
    broken = library.records_folder / "broken.piquet"
    broken.write_text('{"format": "piquet-partie", "version": 1}', encoding="utf-8")
    again = Library(library.folder)
    entries = {e.id: e for e in again.entries()}
    assert set(entries) == {"fine", "broken"}
    damaged = entries["broken"]
    assert damaged.status == "damaged" and damaged.facts is None and damaged.record is None
    assert damaged.damage == "missing 'rules'" and not damaged.can_continue
    with pytest.raises(RecordError, match="missing 'rules'"):
        again.load("broken")
    assert broken.exists()  # never deleted
    again.close()


def test_a_damaged_record_file_is_mended_from_the_librarys_copy_and_kept_aside(
    library: Library,
) -> None:
    library.keep(recorded(2, id="a"))
    path = library.entries()[0].path
    library.close()
    path.write_text("garbage", encoding="utf-8")
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.status == "finished" and entry.damage is None
    assert entry.record is not None and entry.record.actions == recorded(2).actions
    assert load_record(path)[0].actions == recorded(2).actions  # the file itself is whole again
    (kept,) = again.deleted_folder.iterdir()  # the damaged file, never dropped
    assert kept.read_text(encoding="utf-8") == "garbage"
    assert any("damaged" in note and kept.name in note for note in again.notes)
    again.close()


def test_a_record_file_missing_is_written_back_from_the_database(library: Library) -> None:
    library.keep(recorded(2, id="a"))
    path = library.entries()[0].path
    library.close()
    path.unlink()
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.status == "finished" and path.exists()
    assert any("written back" in note for note in again.notes)
    again.close()


def test_a_file_written_after_the_last_commit_is_read_again(library: Library) -> None:
    """A kill between the record file and the commit: the file, the truth, wins."""
    library.keep(recorded(3, 40, id="a"))
    path = library.entries()[0].path
    library.close()
    save_record(recorded(3, 90, id="a"), path)
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.record is not None and len(entry.record.actions) == 90
    again.close()


def test_a_library_that_cannot_be_written_raises_library_error(tmp_path: Path) -> None:
    blocker = tmp_path / "library"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    library = Library(blocker)
    with pytest.raises(LibraryError, match="cannot make the folder"):
        library.keep(recorded(2, 30, id="a"))


# ------------------------------------------------------------------------------ the review hook


def test_the_review_summary_is_the_players_mean_loss_when_a_review_exists() -> None:
    plain = recorded(4)
    assert player_review(plain) is None
    facts = facts_of(plain, plain.replay())
    assert not facts.reviewed and facts.mean_loss is None

    mine = reviewed(recorded(4), 0, [2.0, 0.0, -1.0, 3.0])
    facts = facts_of(mine, mine.replay())
    assert facts.reviewed and facts.mean_loss == pytest.approx(5.0 / 4)  # a gain loses nothing
    review = player_review(mine)
    assert review is not None and facts.mean_loss == pytest.approx(review.accuracy())

    theirs = reviewed(recorded(4), 1, [9.0])  # the computer's decisions say nothing of his
    assert player_review(theirs) is None and not facts_of(theirs, theirs.replay()).reviewed
    empty = reviewed(recorded(4), 0, [])  # a review that rated nothing
    assert player_review(empty) is None and facts_of(empty, empty.replay()).mean_loss is None


def test_a_stored_record_without_good_against_the_cards_is_continued_by_a_later_save(
    library: Library,
) -> None:
    old = replace(recorded(5, 60, id="o"), rules=replace(RUBICON, good_against_the_cards=False))
    library.keep(old)
    with sqlite3.connect(library.db_path) as c:
        (text,) = c.execute("SELECT record FROM parties WHERE id = 'o'").fetchone()
        stored = json.loads(text)
        del stored["rules"]["good_against_the_cards"]  # as a build before the option wrote it
        c.execute("UPDATE parties SET record = ? WHERE id = 'o'", (json.dumps(stored),))
    later = replace(recorded(5, 90, id="o"), rules=old.rules)  # loaded and played on
    assert library.keep(later) == "o"
    assert [e.id for e in library.entries()] == ["o"]


# ------------------------------------------------------------------------------ earlier builds


def _as_an_earlier_build_left_it(library: Library) -> list[Path]:
    """Rename the record files as builds before the .piquet type named them (``<id>.piquet.json``,
    keeping their times, as that build's files would have), the database left as it is."""
    library.close()
    old = []
    for path in sorted(library.records_folder.glob("*.piquet")):
        target = path.with_name(path.name[: -len(".piquet")] + ".piquet.json")
        os.replace(path, target)
        old.append(target)
    return old


def test_a_library_written_by_an_earlier_build_is_listed_and_its_files_renamed(
    library: Library,
) -> None:
    library.keep(recorded(2, id="done"))
    library.keep(recorded(3, 50, id="live"))
    before = {e.id: (e.status, e.facts) for e in library.entries()}
    old = _as_an_earlier_build_left_it(library)

    again = Library(library.folder)

    assert {e.id: (e.status, e.facts) for e in again.entries()} == before
    assert not any(p.exists() for p in old) and not again.notes
    assert sorted(p.name for p in again.records_folder.iterdir()) == ["done.piquet", "live.piquet"]
    assert again.load("live").actions == recorded(3, 50).actions
    again.close()


def test_an_earlier_builds_records_without_a_database_are_read(library: Library) -> None:
    library.keep(recorded(2, id="a"))
    _as_an_earlier_build_left_it(library)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)

    again = Library(library.folder)

    (entry,) = again.entries()
    assert entry.id == "a" and entry.status == "finished" and entry.path.name == "a.piquet"
    again.close()


def test_of_two_files_of_one_partie_the_newer_is_kept_and_the_older_set_aside(
    library: Library,
) -> None:
    """An earlier build run again after this one writes ``<id>.piquet.json`` back beside
    ``<id>.piquet``, and may play on: its file, written later, is the record."""
    library.keep(recorded(3, 40, id="a"))
    current = library.entries()[0].path
    library.close()
    old = current.with_name("a.piquet.json")
    save_record(recorded(3, 90, id="a"), old)
    os.utime(old, ns=(current.stat().st_atime_ns, current.stat().st_mtime_ns + 1_000_000))

    again = Library(library.folder)

    (entry,) = again.entries()
    assert entry.record is not None and len(entry.record.actions) == 90
    assert not old.exists() and current.exists()
    (aside,) = again.deleted_folder.iterdir()
    assert aside.name.startswith("a.") and aside.name.endswith(".older.piquet")
    assert PartieRecord.from_json(json.loads(aside.read_text("utf-8"))).actions == (
        recorded(3, 40).actions
    )
    again.close()


def test_what_is_set_aside_never_replaces_what_was_set_aside_before(tmp_path: Path) -> None:
    from piquet_desktop.library.aside import unused_name as _unused_name

    first = _unused_name(tmp_path, "p.20261201-140000.older", ".piquet")
    first.write_text("first", encoding="utf-8")
    second = _unused_name(tmp_path, "p.20261201-140000.older", ".piquet")
    assert second != first and second.name == "p.20261201-140000.older-1.piquet"
