"""The Library window: its actions on a real library, drops, and the main window's wiring."""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from library_records import recorded
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QStyleOptionHeader
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller import autosave
from piquet_desktop.controller.loaded_partie import LoadedPartie, replay_partie
from piquet_desktop.engine.record import PartieRecord, load_record, save_record
from piquet_desktop.library import Library
from piquet_desktop.ui.library_window import LibraryWindow
from piquet_desktop.ui.main_window import MainWindow

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def library(private_folders: Path) -> Iterator[Library]:
    lib = Library(autosave.library_folder())
    lib.keep(recorded(1, id="won"))
    lib.keep(recorded(3, 60, id="live"))
    (lib.records_folder / "bad.piquet").write_text("{", encoding="utf-8")
    lib.close()
    again = Library(autosave.library_folder())
    yield again
    again.close()


@pytest.fixture
def window(qtbot: QtBot, library: Library) -> LibraryWindow:
    win = LibraryWindow(library)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def select(win: LibraryWindow, key: str) -> None:
    rows = [r for r in range(win.proxy.rowCount()) if win.proxy.entry(r).id == key]
    assert rows, f"{key} is not shown"
    win.select_row(rows[0])


def test_the_window_lists_every_entry_damaged_ones_with_their_reason(
    window: LibraryWindow,
) -> None:
    assert window.proxy.rowCount() == 3
    select(window, "bad")
    assert "cannot be loaded" in window.detail.text() and "not valid JSON" in window.detail.text()
    assert not window.continue_button.isEnabled() and not window.replay_button.isEnabled()
    assert window.export_button.isEnabled() and window.delete_button.isEnabled()
    assert not window.continue_selected()


def test_continue_offers_the_unfinished_partie_and_sends_its_record(
    qtbot: QtBot, window: LibraryWindow
) -> None:
    select(window, "won")
    assert not window.continue_button.isEnabled()  # finished: replay or review it instead
    select(window, "live")
    assert window.continue_button.isEnabled()
    with qtbot.waitSignal(window.continueRequested) as sent:
        window.continue_button.click()
    partie = sent.args[0]  # loaded and replayed once, to play on from without a replay
    assert isinstance(partie, LoadedPartie) and isinstance(partie.record, PartieRecord)
    record = partie.record
    assert record.id == "live" and len(record.actions) == 60
    assert partie.state.actions == record.actions


def test_replay_and_review_send_the_partie_replayed_once_with_its_positions(
    qtbot: QtBot, window: LibraryWindow
) -> None:
    select(window, "won")
    with qtbot.waitSignal(window.replayRequested) as replay:
        window.replay_button.click()
    sent = replay.args[0]
    assert sent.record.id == "won" and "Computer" in replay.args[1]
    assert sent.positions is not None
    assert len(sent.positions.seats) == len(sent.record.actions)
    with qtbot.waitSignal(window.reviewRequested) as review:
        window.review_button.click()
    assert review.args[0].record.id == "won" and review.args[0].positions is not None


def test_export_writes_the_chosen_file(window: LibraryWindow, tmp_path: Path) -> None:
    target = tmp_path / "mine.piquet"
    window.ask_export_path = lambda entry: target  # type: ignore[method-assign]
    select(window, "won")
    assert window.export_selected()
    assert json.loads(target.read_text(encoding="utf-8"))["id"] == "won"
    assert str(target) in window.status.text()


def test_delete_can_be_undone_with_the_button_or_ctrl_z(
    qtbot: QtBot, window: LibraryWindow, library: Library
) -> None:
    select(window, "won")
    window.delete_button.click()
    assert "won" not in {e.id for e in library.entries()} and window.undo_bar.isVisible()
    window.undo_button.click()
    assert "won" in {e.id for e in library.entries()} and not window.undo_bar.isVisible()
    select(window, "won")
    window.delete_button.click()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "won" in {e.id for e in library.entries()}


def test_the_selection_stays_on_its_entry_when_the_library_changes(
    window: LibraryWindow, library: Library
) -> None:
    select(window, "live")
    library.keep(recorded(3, 80, id="live"))  # the partie played on at the table
    library.keep(recorded(8, 30, id="newer"))
    selected = window.selected()
    assert selected is not None and selected.id == "live"
    assert window.continue_button.isEnabled()


def test_the_partie_at_the_table_cannot_be_deleted(qtbot: QtBot, library: Library) -> None:
    win = LibraryWindow(library, in_play=lambda: "live")
    qtbot.addWidget(win)
    select(win, "live")
    assert not win.delete_selected()
    assert "in play" in win.status.text() and "live" in {e.id for e in library.entries()}


def test_the_boxes_filter_the_list(window: LibraryWindow) -> None:
    window.result_box.setCurrentIndex(window.result_box.findData("unfinished"))
    assert [window.proxy.entry(r).id for r in range(window.proxy.rowCount())] == ["live"]
    window.result_box.setCurrentIndex(0)
    window.search.setText("json")
    assert [window.proxy.entry(r).id for r in range(window.proxy.rowCount())] == ["bad"]
    window.search.clear()
    assert window.variant_box.findData("Rubicon, 6 deals") > 0
    assert window.opponent_box.findData("Computer (Greedy)") > 0


def drop(win: LibraryWindow, paths: list[Path]) -> None:
    """Drag ``paths`` over the window and drop them, as a file manager would.

    The events are handed to the window's handlers: Qt delivers a drop only inside a real
    drag-and-drop loop, which offscreen tests cannot run.
    """
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    point, action = QPointF(10, 10), Qt.DropAction.CopyAction
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point.toPoint(), action, data, buttons, keys)
    win.dragEnterEvent(enter)
    assert enter.isAccepted()
    win.dropEvent(QDropEvent(point, action, data, buttons, keys))


def test_record_files_dropped_on_the_window_are_added_and_bad_ones_named(
    window: LibraryWindow, library: Library, tmp_path: Path
) -> None:
    good = tmp_path / "good.piquet"
    save_record(recorded(6, id="dropped"), good)
    bad = tmp_path / "picture.png"
    bad.write_bytes(b"\x89PNG\r\n")
    drop(window, [good, bad])
    assert "dropped" in {e.id for e in library.entries()}
    assert window.proxy.rowCount() == 4
    text = window.status.text()
    assert "Added 1 partie." in text and "picture.png" in text and "UTF-8" in text


def test_a_drag_of_anything_but_files_is_refused(window: LibraryWindow) -> None:
    data = QMimeData()
    data.setText("some text")
    event = QDragEnterEvent(
        QPointF(10, 10).toPoint(),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dragEnterEvent(event)
    assert not event.isAccepted()


# ------------------------------------------------------------------------------ the main window


@pytest.fixture
def main(qtbot: QtBot, library: Library) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, autosave=True)


def test_file_library_opens_the_window_and_the_start_screen_offers_it(main: MainWindow) -> None:
    assert main.menus.library_action.shortcut().toString() == "Ctrl+L"
    main.menus.library_action.trigger()
    assert main.library_window is not None and main.library_window.isVisible()
    assert main.library_window.proxy.rowCount() == 3
    main.library_window.close()
    main.start_screen.library_button.click()
    assert main.library_window.isVisible()


def test_continuing_from_the_library_plays_on_that_partie(qtbot: QtBot, main: MainWindow) -> None:
    win = main.show_library()
    select(win, "live")
    win.continue_button.click()
    c = main.controller
    assert c.has_partie and c.keeper.partie_id == "live"
    assert c.record().actions[:60] == recorded(3, 60).actions
    assert main.library.entry("live").status == "in_progress"  # type: ignore[union-attr]


def test_continuing_from_the_library_asks_about_an_unsaved_partie(
    qtbot: QtBot, main: MainWindow
) -> None:
    win = main.show_library()
    select(win, "live")
    win.continue_button.click()
    asked: list[str] = []

    def cancel(doing: str) -> None:
        asked.append(doing)
        return None

    main.files.ask_unsaved = cancel  # type: ignore[method-assign,assignment]
    main.controller.load(recorded(5, 40, id="other"), None)  # an unsaved partie at the table
    select(win, "live")
    assert not main.continue_from_library(replay_partie(main.library.load("live")))
    assert asked == ["continue a partie from the library"]
    assert main.controller.keeper.partie_id == "other"


@pytest.mark.slow
def test_review_replays_the_partie_reviews_it_and_the_library_keeps_the_review(
    qtbot: QtBot, main: MainWindow
) -> None:
    win = main.show_library()
    select(win, "won")
    strip = main.replay_bar.review
    with qtbot.waitSignal(strip.reviews.finished, timeout=120_000):
        win.review_button.click()
        assert main.replay_mode.replay is not None and strip.isVisible()
    entry = main.library.entry("won", with_record=True)
    assert entry is not None and entry.record is not None
    assert entry.record.analysis == strip.review.to_json()  # type: ignore[union-attr]
    assert entry.facts is not None and entry.facts.reviewed
    assert entry.facts.mean_loss == pytest.approx(strip.review.accuracy())  # type: ignore[union-attr]
    counted = {p.record.id: p for p in main.statistics_source()}
    assert counted["won"].mean_loss == pytest.approx(entry.facts.mean_loss)


def test_a_review_made_in_a_replay_is_kept_without_replaying_the_partie_again(
    qtbot: QtBot, main: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample, _ = load_record(DATA / "reviewed_sample.piquet")
    assert sample.analysis is not None
    main.library.add(dataclasses.replace(sample, id="sample", analysis=None))
    win = main.show_library()
    select(win, "sample")
    assert win.replay_selected()
    replay = main.replay_mode.replay
    assert replay is not None and replay.record.id == "sample"
    replay.record.analysis = sample.analysis  # as the review strip keeps a review it made

    def replayed_again(_record: PartieRecord) -> None:
        raise AssertionError("the partie was replayed again")

    monkeypatch.setattr(PartieRecord, "replay", replayed_again)
    main._on_replay_reviewed(None)
    entry = main.library.entry("sample", with_record=True)
    assert entry is not None and entry.record is not None
    assert entry.record.analysis == sample.analysis


def test_a_saved_file_opened_in_the_app_is_added(main: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "old.piquet"
    save_record(recorded(9, 50), path)  # a save of a build before the library: no id
    assert main.open_path(path)
    entry = main.library.entry(main.controller.keeper.partie_id or "")
    assert entry is not None and entry.status == "in_progress"


def test_the_window_says_when_the_library_was_rebuilt(qtbot: QtBot, library: Library) -> None:
    library.close()
    library.db_path.write_bytes(b"not a database at all" * 50)
    for suffix in ("-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    win = LibraryWindow(Library(autosave.library_folder()))
    qtbot.addWidget(win)
    assert "rebuilt from its records" in win.status.text()
    assert win.proxy.rowCount() == 3


def test_the_library_and_statistics_windows_open_whole_on_the_screen(main: MainWindow) -> None:
    for window in (main.show_library(), main.show_statistics()):
        available = window.screen().availableGeometry()
        assert available.contains(window.geometry()), (window.geometry(), available)


def test_the_count_under_the_list_says_partie_for_one(qtbot: QtBot, private_folders: Path) -> None:
    lib = Library(autosave.library_folder())
    lib.keep(recorded(1, id="only"))
    win = LibraryWindow(lib)
    qtbot.addWidget(win)
    win.show()
    win.table.clearSelection()
    assert win.detail.text().startswith("1 partie")
    lib.close()


def test_the_list_as_shown_is_saved_as_csv(window: LibraryWindow, tmp_path: Path) -> None:
    import csv

    window.search.setText("won")  # the filter shown is the filter saved
    target = tmp_path / "list.csv"
    assert window.export_list(target)
    rows = list(csv.reader(target.open(encoding="utf-8")))
    titles = [str(window.proxy.headerData(c, Qt.Orientation.Horizontal)) for c in range(3)]
    assert [" ".join(t.split()) for t in titles] == rows[0][:3]
    assert len(rows) == 1 + window.proxy.rowCount() >= 2
    assert not window.export_list(tmp_path / "missing" / "list.csv")  # said, not raised
    assert "cannot be written" in window.status.text()


def test_the_csv_writes_the_score_as_two_numbers_and_opens_in_documents(
    window: LibraryWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import csv

    from piquet_desktop.controller import csv_files
    from piquet_desktop.ui import library_window

    target = tmp_path / "list.csv"
    assert window.export_list(target)
    assert "saved as" in window.status.text() and str(target) in window.status.text()
    rows = list(csv.reader(target.open(encoding="utf-8")))
    you, them = rows[0].index("Your score"), rows[0].index("Opponent's score")
    assert them == you + 1 and "Score" not in rows[0]
    shown = window.proxy
    score = next(
        c
        for c in range(shown.columnCount())
        if shown.headerData(c, Qt.Orientation.Horizontal) == "Score"
    )
    for r, row in enumerate(rows[1:]):
        shown_score = shown.index(r, score).data()
        if shown_score == "—":  # a damaged record: no score known
            assert row[you] == row[them] == ""
            continue
        assert shown_score == f"{row[you]} – {row[them]}"
        assert row[you].isdigit() and row[them].isdigit()

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(
        csv_files.QStandardPaths, "writableLocation", staticmethod(lambda _where: str(documents))
    )
    asked: list[str] = []

    def dialog(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(library_window.QFileDialog, "getSaveFileName", staticmethod(dialog))
    assert window.ask_list_path() is None
    assert asked == [str(documents / "piquet-parties.csv")]
    entry = window.library.entries()[0]
    assert window.ask_export_path(entry) is None  # one partie's export starts there too
    assert Path(asked[-1]).parent == documents
    monkeypatch.setattr(
        csv_files.QStandardPaths, "writableLocation", staticmethod(lambda _where: "")
    )
    assert csv_files.default_folder() == Path.home()  # no Documents: home, never the working folder


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_dropped_or_opened_is_refused_by_name_without_blocking(
    qtbot: QtBot, main: MainWindow, tmp_path: Path
) -> None:
    """A FIFO would block the reader forever; the open path refuses it before reading."""
    fifo = tmp_path / "pipe.piquet"
    os.mkfifo(fifo)
    assert not main.open_path(fifo)  # File > Open, Open Recent and the command line end here
    box = main.notices.error_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "pipe.piquet" in box.text() and "pipe (FIFO)" in box.text()
    box.close()
    win = main.show_library()
    drop(win, [fifo])
    assert "pipe.piquet" in win.status.text() and "pipe (FIFO)" in win.status.text()


@pytest.mark.parametrize("keys", ["Escape", "Ctrl+Q"])
def test_escape_and_ctrl_q_close_the_library_window(
    qtbot: QtBot, window: LibraryWindow, keys: str
) -> None:
    window.activateWindow()
    window.search.setFocus()
    sequence = QKeySequence(keys)[0]
    qtbot.keyClick(window.search, sequence.key(), sequence.keyboardModifiers())
    qtbot.waitUntil(lambda: not window.isVisible())


def test_the_played_column_shows_a_downward_arrow_for_newest_first(window: LibraryWindow) -> None:
    header = window.table.horizontalHeader()
    assert header.sortIndicatorSection() == 0
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    first = window.proxy.entry(0).played
    assert all(window.proxy.entry(r).played <= first for r in range(window.proxy.rowCount()))
    option = QStyleOptionHeader()
    header.initStyleOptionForIndex(option, 0)
    assert option.sortIndicator == QStyleOptionHeader.SortIndicator.SortDown
    header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
    header.initStyleOptionForIndex(option, 0)
    assert option.sortIndicator == QStyleOptionHeader.SortIndicator.SortUp
    option = QStyleOptionHeader()
    header.initStyleOptionForIndex(option, 2)  # a column not sorted on has no arrow
    assert option.sortIndicator == QStyleOptionHeader.SortIndicator.None_


def test_export_replaces_what_windows_cannot_hold_in_the_name(
    window: LibraryWindow, tmp_path: Path
) -> None:
    window.ask_export_path = lambda entry: tmp_path / "won?.piquet"  # type: ignore[method-assign]
    select(window, "won")
    assert window.export_selected()
    assert [p.name for p in tmp_path.glob("*.piquet")] == ["won_.piquet"]
    assert "won_.piquet" in window.status.text()
