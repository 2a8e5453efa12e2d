"""The library against a damaged or crafted database and record folder.

Each test damages a real library the way another program, a hand edit or someone hostile could,
then opens it again: the library must open, list every partie (a row it cannot read as damaged),
rebuild itself from the records when its tables are wrong, mend a damaged record file from its
own copy, and never build a path from a stored id that is not one of the app's.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from library_records import recorded

from piquet_desktop.engine.record import load_record, save_record
from piquet_desktop.library import Library, LibraryError
from piquet_desktop.library.reconcile import Reconciliation
from piquet_desktop.library.store import Deleted


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "library")
    yield lib
    lib.close()


def _sql(library: Library, *statements: str) -> None:
    """Run ``statements`` on the library's database from outside, as another program would."""
    conn = sqlite3.connect(library.db_path, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


def _every_file(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


# ------------------------------------------------------------------ 3. the schema itself


@pytest.mark.parametrize(
    "damage",
    [
        ("DROP TABLE parties", "CREATE TABLE other (x)"),
        ("ALTER TABLE parties DROP COLUMN mean_loss",),
        ("ALTER TABLE parties RENAME COLUMN played TO when_played",),
        ("ALTER TABLE parties ADD COLUMN extra TEXT",),
    ],
    ids=["missing table", "missing column", "renamed column", "extra column"],
)
def test_a_database_of_the_right_version_with_the_wrong_tables_is_set_aside_and_rebuilt(
    library: Library, damage: tuple[str, ...]
) -> None:
    library.keep(recorded(1, id="p1"))
    library.close()
    _sql(library, *damage)  # user_version stays that of the latest migration
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.id == "p1" and entry.status == "finished"
    aside = [p for p in library.folder.iterdir() if p.name.startswith("library.damaged-")]
    assert aside, "the old database is kept, renamed"
    assert any("rebuilt" in note for note in again.notes)
    again.close()


# ------------------------------------------------------------------ 4. rows that cannot be read


@pytest.mark.parametrize(
    "change",
    [
        "played = 'not a date'",
        "rules = 'not json'",
        "rules = '{\"deck\": 99}'",
        "status = 'exploded'",
        "score_human = 'many'",
        "played = '2026-13-45'",
    ],
)
def test_a_row_that_cannot_be_read_is_listed_as_damaged_never_fatal(
    library: Library, change: str
) -> None:
    library.keep(recorded(1, id="good"))
    library.keep(recorded(2, id="bad"))
    library.entries()  # opened: the change below is made while the library is in use
    _sql(library, f"UPDATE parties SET {change} WHERE id = 'bad'")
    for with_records in (False, True):
        entries = {e.id: e for e in library.entries(with_records=with_records)}
        assert entries["good"].status == "finished"
        bad = entries["bad"]
        assert bad.status == "damaged" and "cannot be read" in (bad.damage or "")


def test_an_unreadable_row_is_read_again_from_its_record_file_at_the_next_open(
    library: Library,
) -> None:
    library.keep(recorded(2, id="bad"))
    (before,) = library.entries(with_records=False)
    library.close()
    _sql(library, "UPDATE parties SET played = 'yesterday', rules = '[' WHERE id = 'bad'")
    again = Library(library.folder)
    (entry,) = again.entries(with_records=False)
    assert entry.status == "finished" and entry.facts == before.facts
    assert entry.played == before.played
    again.close()


def test_the_item_model_lists_a_library_with_an_unreadable_row(
    library: Library, qtbot: object
) -> None:
    from piquet_desktop.controller.library_model import LibraryModel

    library.keep(recorded(1, id="a"))
    library.entries()
    _sql(library, "UPDATE parties SET played = 'x', margin = 'y' WHERE id = 'a'")
    model = LibraryModel(library)
    model.refresh()
    assert model.rowCount() == 1 and model.entry(0).status == "damaged"
    for column in range(model.columnCount()):
        model.data(model.index(0, column))  # every cell can be shown


# ------------------------------------------------------------------ 5. ids and paths


def test_a_row_whose_id_is_a_path_never_makes_a_file_outside_records(
    library: Library, tmp_path: Path
) -> None:
    library.keep(recorded(1, id="p1"))
    library.close()
    before = _every_file(tmp_path)
    (library.records_folder / "p1.piquet").unlink()  # so the next open writes the row back
    _sql(library, "UPDATE parties SET id = '../../../escaped' WHERE id = 'p1'")
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.id != "../../../escaped" and entry.path.parent == again.records_folder
    assert entry.path.exists() and load_record(entry.path)[0].id == entry.id
    outside = {p for p in _every_file(tmp_path) - before if again.folder not in p.parents}
    assert outside == set()
    assert not (tmp_path.parent / "escaped.piquet").exists()
    again.close()


@pytest.mark.parametrize("stored_id", ["../x", "a/b", "", "x" * 65, "ok\x00", 42])
def test_an_id_not_of_the_apps_form_is_replaced_before_any_path_is_built(
    library: Library, stored_id: object
) -> None:
    library.keep(recorded(1, id="p1"))
    library.close()
    conn = sqlite3.connect(library.db_path)
    conn.execute("UPDATE parties SET id = ? WHERE id = 'p1'", (stored_id,))
    conn.commit()
    conn.close()
    again = Library(library.folder)
    entries = again.entries()
    assert all(e.path.parent == again.records_folder for e in entries)
    assert {e.status for e in entries} == {"finished"}
    again.close()


def test_delete_and_restore_refuse_an_id_the_library_never_writes(library: Library) -> None:
    library.keep(recorded(1, id="p1"))
    with pytest.raises(LibraryError, match="not the id"):
        library.delete("../p1")
    with pytest.raises(LibraryError, match="not the id"):
        library.restore(Deleted("../../outside", {"id": "../../outside"}, None))
    assert [e.id for e in library.entries()] == ["p1"]


def test_a_row_given_a_bad_id_while_open_is_listed_damaged_without_a_path_from_it(
    library: Library,
) -> None:
    library.keep(recorded(1, id="p1"))
    library.entries()
    _sql(library, "UPDATE parties SET id = '../escaped' WHERE id = 'p1'")
    (entry,) = library.entries()
    assert entry.status == "damaged" and entry.path == library.records_folder


def test_a_record_file_whose_name_is_not_an_id_is_renamed_and_listed(library: Library) -> None:
    library.open()
    copied = library.records_folder / "my partie (copy).piquet"
    save_record(recorded(1), copied)
    library.close()
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.status == "finished" and entry.path.exists() and not copied.exists()
    assert entry.path.parent == again.records_folder
    again.close()


# ------------------------------------------------------------------ 6. the library's own copy


def test_a_record_file_replaced_by_another_partie_never_overwrites_the_librarys_copy(
    library: Library,
) -> None:
    mine, other = recorded(2, id="a"), recorded(3, id="a")
    library.keep(mine)
    path = library.entries()[0].path
    library.close()
    save_record(other, path)  # another partie's file under the same name (and id)
    again = Library(library.folder)
    entries = again.entries()
    assert len(entries) == 2
    by_id = {e.id: e for e in entries}
    assert by_id["a"].record is not None and by_id["a"].record.actions == mine.actions
    (moved,) = (e for e in entries if e.id != "a")
    assert moved.record is not None and moved.record.actions == other.actions
    assert load_record(path)[0].actions == mine.actions
    assert any("another partie" in note for note in again.notes)
    again.close()


def test_a_damaged_file_without_a_good_copy_stays_listed_as_damaged(library: Library) -> None:
    library.open()
    path = library.records_folder / "lone.piquet"
    path.write_text("{", encoding="utf-8")
    library.close()
    again = Library(library.folder)
    (entry,) = again.entries()
    assert entry.status == "damaged" and path.read_text(encoding="utf-8") == "{"
    again.close()


# ------------------------------------------------------ damage the opening check does not see


@pytest.mark.parametrize(
    "damage",
    [
        sqlite3.DatabaseError("database disk image is malformed"),
        sqlite3.IntegrityError("UNIQUE constraint failed: parties.id"),
        TypeError("'int' object is not subscriptable"),
    ],
    ids=["malformed", "constraint", "a value of the wrong type"],
)
def test_damage_met_while_reconciling_sets_the_database_aside_and_rebuilds_it(
    library: Library, monkeypatch: pytest.MonkeyPatch, damage: Exception
) -> None:
    library.keep(recorded(1, id="p1"))
    library.close()
    reconcile = Reconciliation.reconcile
    met: list[Exception] = []

    def damaged_once(self: Reconciliation) -> None:
        if not met:
            met.append(damage)
            raise damage
        reconcile(self)

    monkeypatch.setattr(Reconciliation, "reconcile", damaged_once)
    again = Library(library.folder)
    (entry,) = again.entries()  # rebuilt from the record files
    assert entry.id == "p1" and entry.status == "finished"
    assert [p for p in library.folder.iterdir() if p.name.startswith("library.damaged-")]
    assert sum("rebuilt" in note for note in again.notes) == 1  # said once
    again.keep(recorded(2, id="p2"))  # and it keeps again
    assert {e.id for e in again.entries()} == {"p1", "p2"}
    again.close()


def test_a_full_disk_while_reconciling_is_said_and_the_database_left_alone(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    library.keep(recorded(1, id="p1"))
    library.close()

    def full(self: Reconciliation) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(Reconciliation, "reconcile", full)
    again = Library(library.folder)
    with pytest.raises(LibraryError, match="database or disk is full"):
        again.open()
    assert not [p for p in library.folder.iterdir() if p.name.startswith("library.damaged-")]
