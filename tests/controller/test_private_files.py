"""What the app keeps for itself is the user's alone: its folders 0700, its files 0600; what the
user saves elsewhere keeps the umask. Folders made by earlier builds are tightened at start."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from library_records import recorded

from piquet_desktop.app import prepare_app_folders
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.settings import AppSettings, settings_folder
from piquet_desktop.engine.private_files import make_private_folder, tighten
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.library import Library

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


@pytest.fixture(autouse=True)
def usual_umask() -> Iterator[None]:
    """The umask most systems give: files 0644 and folders 0755 unless the app says otherwise."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_folder_the_app_makes_is_private_and_so_are_the_parents_it_makes(
    tmp_path: Path,
) -> None:
    tmp_path.chmod(0o755)
    make_private_folder(tmp_path / "a" / "b")
    assert mode(tmp_path / "a") == mode(tmp_path / "a" / "b") == 0o700
    assert mode(tmp_path) == 0o755  # not the app's: left alone


def test_the_autosave_is_private_in_a_private_folder(private_folders: Path) -> None:
    path = autosave.write_autosave(recorded(1, 30))
    assert mode(private_folders) == 0o700 and mode(path) == 0o600
    autosave.write_autosave(recorded(1, 40))  # the next write keeps it so
    assert mode(path) == 0o600


def test_the_librarys_records_and_database_are_private(private_folders: Path) -> None:
    library = Library(autosave.library_folder())
    try:
        key = library.keep(recorded(2, 30))
        record_file = library.records_folder / f"{key}.piquet"
        assert record_file.exists()
        for folder in (library.folder, library.records_folder):
            assert mode(folder) == 0o700
        database = [library.db_path, *library.folder.glob("library.sqlite3-*")]
        assert len(database) == 3  # with its WAL journal and shared memory file
        for path in (record_file, *database):
            assert mode(path) == 0o600, path
        library.delete(key)
        assert mode(library.deleted_folder) == 0o700
    finally:
        library.close()


def test_the_preferences_are_private(private_folders: Path) -> None:
    settings = AppSettings()
    settings.colour_scheme = "dark"
    settings.sync()
    folder = settings_folder()
    assert folder is not None
    assert mode(folder) == 0o700
    assert mode(Path(settings.store.fileName())) == 0o600


def test_a_partie_saved_elsewhere_keeps_the_umask(
    controller: GameController, tmp_path: Path
) -> None:
    controller.new_partie(RuleSet(), "greedy", seed=3)
    target = tmp_path / "mine" / "partie.piquet"
    target.parent.mkdir()
    controller.save(target)
    assert mode(target) == 0o644


def test_folders_of_an_earlier_build_are_tightened_at_start(
    private_folders: Path, tmp_path: Path
) -> None:
    records = private_folders / "library" / "records"
    records.mkdir(parents=True, mode=0o755)
    for folder in (private_folders, private_folders / "library", records):
        folder.chmod(0o755)
    (records / "one.piquet").write_text("{}")
    (records / "one.piquet").chmod(0o644)
    (records / "read-only.piquet").write_text("{}")
    (records / "read-only.piquet").chmod(0o444)
    elsewhere = tmp_path / "elsewhere.piquet"
    elsewhere.write_text("{}")
    elsewhere.chmod(0o644)
    (records / "link.piquet").symlink_to(elsewhere)
    settings = tmp_path / "settings"
    settings.mkdir(mode=0o755)
    settings.chmod(0o755)
    (settings / "settings.ini").write_text("[ui]\n")
    (settings / "settings.ini").chmod(0o644)

    prepare_app_folders(0.0)

    for folder in (private_folders, private_folders / "library", records, settings):
        assert mode(folder) == 0o700, folder
    assert mode(records / "one.piquet") == mode(settings / "settings.ini") == 0o600
    assert mode(records / "read-only.piquet") == 0o400  # the owner's own bits stay
    assert mode(elsewhere) == 0o644  # a link is not followed


def test_tightening_a_folder_that_does_not_exist_does_nothing(tmp_path: Path) -> None:
    tighten(tmp_path / "none")
    assert not (tmp_path / "none").exists()
