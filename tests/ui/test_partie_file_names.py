"""The .piquet file type in the windows: what the file dialogs offer and write, and that files of
every accepted name (.piquet, and the earlier .piquet.json and .json) open by every way in.

The dialogs are Qt's static ``QFileDialog`` functions, replaced here by fakes that record what
they were offered and answer a name, so no test waits on a modal dialog.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from library_records import recorded
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller import autosave
from piquet_desktop.engine.file_type import FILE_FILTER
from piquet_desktop.engine.record import load_record, save_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.library_window import LibraryWindow
from piquet_desktop.ui.main_window import MainWindow

ACCEPTED_NAMES = ("mine.piquet", "older build.piquet.json", "plain.json")


class FakeDialog:
    """Stands in for QFileDialog's static functions: keeps what was offered, answers ``answer``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answer = ""
        self.offered: list[tuple[str, str]] = []  # (start path, filter) per call
        fake = staticmethod(self._ask)
        for name in ("getSaveFileName", "getOpenFileName"):
            monkeypatch.setattr(QFileDialog, name, fake)
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(self._ask_many))

    def _ask(self, _parent: object, _title: str, start: str, filter_: str) -> tuple[str, str]:
        self.offered.append((start, filter_))
        return self.answer, ""

    def _ask_many(
        self, parent: object, title: str, start: str, filter_: str
    ) -> tuple[list[str], str]:
        name, chosen = self._ask(parent, title, start, filter_)
        return ([name] if name else []), chosen


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> FakeDialog:
    return FakeDialog(monkeypatch)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def start(window: MainWindow) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 12, "You"))


# ------------------------------------------------------------------------------ saving


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("partie", "partie.piquet"),
        ("partie.piquet", "partie.piquet"),
        ("typed.piquet.json", "typed.piquet.json"),
        ("typed.json", "typed.json"),
    ],
)
def test_save_as_writes_piquet_unless_the_name_typed_ends_in_json(
    window: MainWindow, dialogs: FakeDialog, tmp_path: Path, typed: str, written: str
) -> None:
    start(window)
    folder = tmp_path / "parties"
    folder.mkdir()
    dialogs.answer = str(folder / typed)

    assert window.files.save_as()

    assert [p.name for p in folder.iterdir()] == [written]
    load_record(folder / written)
    ((offered, filter_),) = dialogs.offered
    assert Path(offered).name == "partie.piquet" and filter_ == FILE_FILTER


def test_a_partie_opened_from_an_older_file_saves_in_place_and_save_as_offers_piquet(
    window: MainWindow, dialogs: FakeDialog, tmp_path: Path
) -> None:
    folder = tmp_path / "parties"
    folder.mkdir()
    old = folder / "kept.piquet.json"
    save_record(recorded(3, 40), old)
    assert window.open_path(old)

    assert window.files.save()  # Save: the file it came from, as it is named
    assert [p.name for p in folder.iterdir()] == ["kept.piquet.json"]
    dialogs.answer = ""  # Save As, cancelled: only what it offered matters
    assert not window.files.save_as()
    assert dialogs.offered == [(str(folder / "kept.piquet"), FILE_FILTER)]


# ------------------------------------------------------------------------------ opening


@pytest.mark.parametrize("name", ACCEPTED_NAMES)
def test_open_offers_every_record_suffix_and_opens_each(
    window: MainWindow, dialogs: FakeDialog, tmp_path: Path, name: str
) -> None:
    path = tmp_path / name
    save_record(recorded(3, 40), path)
    dialogs.answer = str(path)

    window.menus.open_action.trigger()

    assert dialogs.offered[0][1] == FILE_FILTER
    assert window.controller.path == path
    assert window.controller.record().actions == recorded(3, 40).actions


@pytest.mark.parametrize("name", ACCEPTED_NAMES)
def test_open_recent_and_the_command_line_open_every_record_suffix(
    window: MainWindow, tmp_path: Path, name: str
) -> None:
    path = tmp_path / name
    save_record(recorded(3, 40), path)
    window.start(path)  # what ``piquet FILE`` and the single-instance hand-over do
    assert window.controller.path == path
    start(window)

    window.menus.recent_menu.aboutToShow.emit()
    (action,) = [a for a in window.menus.recent_menu.actions() if a.toolTip() == str(path)]
    action.trigger()

    assert window.controller.path == path.resolve() or window.controller.path == path
    assert window.controller.record().actions == recorded(3, 40).actions


# ------------------------------------------------------------------------------ the library


@pytest.fixture
def library(private_folders: Path) -> Iterator[Library]:
    lib = Library(autosave.library_folder())
    lib.keep(recorded(1, id="won"))
    yield lib
    lib.close()


@pytest.fixture
def library_window(qtbot: QtBot, library: Library) -> LibraryWindow:
    win = LibraryWindow(library)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.select_row(0)
    return win


@pytest.mark.parametrize(
    ("typed", "written"),
    [("exported", "exported.piquet"), ("exported.piquet.json", "exported.piquet.json")],
)
def test_the_librarys_export_writes_piquet_unless_the_name_typed_ends_in_json(
    library_window: LibraryWindow, dialogs: FakeDialog, tmp_path: Path, typed: str, written: str
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    dialogs.answer = str(out / typed)

    assert library_window.export_selected()

    assert [p.name for p in out.iterdir()] == [written]
    ((offered, filter_),) = dialogs.offered
    assert offered.endswith(".piquet") and filter_ == FILE_FILTER


def test_the_librarys_add_files_offers_every_record_suffix(
    library_window: LibraryWindow, library: Library, dialogs: FakeDialog, tmp_path: Path
) -> None:
    path = tmp_path / "older build.piquet.json"
    save_record(recorded(6, id="added"), path)
    dialogs.answer = str(path)

    assert library_window.add_files_dialog() == 1

    assert dialogs.offered[0][1] == FILE_FILTER
    assert "added" in {e.id for e in library.entries()}


def test_files_of_every_record_suffix_dropped_on_the_library_are_added(
    library_window: LibraryWindow, library: Library, tmp_path: Path
) -> None:
    paths = [tmp_path / name for name in ACCEPTED_NAMES]
    for seed, path in enumerate(paths, start=4):
        save_record(recorded(seed, id=f"dropped-{seed}"), path)
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )

    library_window.dropEvent(event)

    assert {"dropped-4", "dropped-5", "dropped-6"} <= {e.id for e in library.entries()}


def test_save_as_replaces_what_windows_and_usb_sticks_cannot_hold_and_says_so(
    window: MainWindow, dialogs: FakeDialog, tmp_path: Path
) -> None:
    start(window)
    folder = tmp_path / "parties"
    folder.mkdir()
    dialogs.answer = str(folder / "Rubicon: revanche?. ")

    assert window.files.save_as()

    assert [p.name for p in folder.iterdir()] == ["Rubicon_ revanche_.piquet"]
    load_record(folder / "Rubicon_ revanche_.piquet")
    said = window.statusBar().currentMessage()
    assert '"Rubicon_ revanche_.piquet"' in said and "USB" in said


def test_save_as_writes_nothing_when_the_replaced_name_is_another_files(
    window: MainWindow, dialogs: FakeDialog, tmp_path: Path
) -> None:
    start(window)
    folder = tmp_path / "parties"
    folder.mkdir()
    (folder / "a_b.piquet").write_text("someone else's", encoding="utf-8")
    errors: list[str] = []
    window.notices.error = lambda title, text: errors.append(text)  # type: ignore[assignment, method-assign, return-value]
    dialogs.answer = str(folder / "a:b.piquet")

    assert not window.files.save_as()

    assert sorted(p.name for p in folder.iterdir()) == ["a_b.piquet"]
    assert (folder / "a_b.piquet").read_text(encoding="utf-8") == "someone else's"
    assert len(errors) == 1 and "nothing was written" in errors[0]
