"""The window opens a large record without freezing: it is loaded on the loader's worker thread.

A large file is the sample partie padded with spaces past ``LOADED_AT_ONCE_BYTES`` (the same
record to JSON). "The window stays responsive" is shown, not timed: the fake slow load waits
for a ``QTimer`` of the GUI thread to fire, which it can only do if the GUI thread is free
while the load runs; the timer's slot also looks at what the window shows meanwhile.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller import autosave, loaded_partie, record_loader
from piquet_desktop.controller.record_loader import LOADED_AT_ONCE_BYTES
from piquet_desktop.engine.record import RecordError, load_record
from piquet_desktop.library import Library
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.partie_files import still_loading

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample.piquet"
TIMEOUT_MS = 30_000


def large_copy(folder: Path, name: str = "large.piquet", *, broken: bool = False) -> Path:
    raw = SAMPLE.read_bytes()
    if broken:
        raw = raw[: len(raw) // 2]
    path = folder / name
    path.write_bytes(raw + b" " * (LOADED_AT_ONCE_BYTES + 1))
    return path


@pytest.fixture
def window(qtbot: QtBot, private_folders: Path) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def slow_load_until_the_timer_fires(
    monkeypatch: pytest.MonkeyPatch, on_timer: list[object]
) -> tuple[QTimer, list[int]]:
    """``load_record`` made slow: it waits for ``timer`` (started by the caller) to fire on the
    GUI thread. Returns the timer and the threads the load ran on."""
    fired = threading.Event()
    threads: list[int] = []
    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(0)

    def fire() -> None:
        on_timer.append(True)
        fired.set()

    timer.timeout.connect(fire)

    def slow(path: Path, **watch: object) -> object:
        threads.append(threading.get_ident())
        assert fired.wait(TIMEOUT_MS / 1000), "the GUI thread never ran its timer"
        return load_record(path, **watch)  # type: ignore[arg-type]

    monkeypatch.setattr(loaded_partie, "load_record", slow)
    return timer, threads


def test_opening_a_large_file_leaves_the_window_answering_and_busy_then_opens_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = large_copy(tmp_path)
    seen: list[object] = []
    timer, threads = slow_load_until_the_timer_fires(monkeypatch, seen)

    def look() -> None:  # runs in the GUI thread while the load waits for the timer
        seen.append(window.notices.current())
        cursor = QApplication.overrideCursor()
        seen.append(cursor.shape() if cursor is not None else None)
        seen.append(window.open_path(SAMPLE))  # a second open meanwhile
        seen.append(window.notices.current())

    timer.timeout.connect(look)
    with qtbot.waitSignal(window.files.opened, timeout=TIMEOUT_MS):
        assert window.open_path(path)
        assert not window.controller.has_partie  # not yet: loading
        timer.start()
    assert threads and threads[0] != threading.get_ident()
    assert seen[1:] == [
        "Opening large.piquet…",
        Qt.CursorShape.BusyCursor,
        False,
        still_loading(),
    ]
    c = window.controller
    assert c.has_partie and c.path == path
    assert c.record().actions == load_record(SAMPLE)[0].actions
    assert window.notices.current() == "Opened large.piquet."
    assert QApplication.overrideCursor() is None
    assert window.settings.recent_files[0] == path.resolve()


def test_a_large_file_that_cannot_be_opened_is_refused_as_an_ordinary_one_is(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = large_copy(tmp_path, "broken.piquet", broken=True)
    with pytest.raises(RecordError) as expected:
        load_record(path)
    with qtbot.waitSignal(window.files.loader.failed, timeout=TIMEOUT_MS):
        assert window.open_path(path)
    box = window.notices.error_box
    assert box is not None
    assert box.windowTitle() == "Cannot open the partie"
    assert box.text() == f"broken.piquet cannot be opened: {expected.value}"
    assert not window.controller.has_partie
    assert QApplication.overrideCursor() is None
    assert window.start_screen.isVisible()
    box.close()


def test_replaying_a_large_file_loads_it_off_the_gui_thread(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = large_copy(tmp_path)
    timer, threads = slow_load_until_the_timer_fires(monkeypatch, [])
    with qtbot.waitSignal(window.replay_mode.started, timeout=TIMEOUT_MS):
        assert window.replay_mode.replay_path(path)
        assert window.replay_mode.replay is None
        timer.start()
    assert threads[0] != threading.get_ident()
    assert window.replay_mode.title == "large.piquet"
    assert not window.controller.has_partie  # a replay, not the partie in play


def test_the_librarys_replay_of_a_large_record_loads_it_off_the_gui_thread(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.library.add(load_record(SAMPLE)[0])
    (key,) = [e.id for e in window.library.entries()]
    monkeypatch.setattr(record_loader, "LOADED_AT_ONCE_BYTES", 0)  # every file is large
    timer, threads = slow_load_until_the_timer_fires(monkeypatch, [])
    library = window.show_library()
    library.select_row(0)
    assert library.loader is window.files.loader  # one load at a time in the whole app
    with qtbot.waitSignal(library.replayRequested, timeout=TIMEOUT_MS):
        assert library.replay_selected()
        assert library.status.text() == "Loading the partie…"
        assert not library.review_selected()  # refused while the first loads
        assert library.status.text() == still_loading()
        timer.start()
    assert threads == [threads[0]] and threads[0] != threading.get_ident()
    replay = window.replay_mode.replay
    assert replay is not None and replay.record.id == key


def test_the_library_names_the_file_to_load_and_its_record_keeps_the_librarys_id(
    private_folders: Path, tmp_path: Path
) -> None:
    library = Library(autosave.library_folder())
    record = load_record(SAMPLE)[0]
    library.add(record)
    (entry,) = library.entries()
    assert library.load(entry.id).id == entry.id
    assert library.record_file(entry.id) == entry.path
    library.close()


def test_a_large_file_given_on_the_command_line_is_opened_off_the_gui_thread(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = large_copy(tmp_path)
    timer, threads = slow_load_until_the_timer_fires(monkeypatch, [])
    with qtbot.waitSignal(window.files.opened, timeout=TIMEOUT_MS):
        window.start(path)  # what app.py does with ``piquet FILE``
        timer.start()
    assert threads[0] != threading.get_ident()
    assert window.controller.path == path and not window.start_screen.isVisible()


def test_the_librarys_continue_of_a_large_record_plays_on_once_it_is_loaded(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = load_record(SAMPLE)[0]
    window.library.add(record)
    (key,) = [e.id for e in window.library.entries()]
    monkeypatch.setattr(record_loader, "LOADED_AT_ONCE_BYTES", 0)
    timer, threads = slow_load_until_the_timer_fires(monkeypatch, [])
    library = window.show_library()
    library.select_row(0)
    entry = library.selected()
    assert entry is not None and entry.can_continue  # the sample partie is unfinished
    with qtbot.waitSignal(library.continueRequested, timeout=TIMEOUT_MS):
        assert library.continue_selected()
        assert not window.controller.has_partie
        timer.start()
    assert threads[0] != threading.get_ident()
    assert window.controller.keeper.partie_id == key
