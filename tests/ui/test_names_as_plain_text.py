"""Text from a record (the players' names, the partie's title) and a file's name reach labels,
message boxes and tooltips exactly as written: markup in them is shown, never obeyed, so a
record cannot put a live link or shouting bold into the window."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import Qt, QTextDocument  # QtGui's Qt has mightBeRichText
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller import autosave
from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library
from piquet_desktop.ui.library_window import LibraryWindow
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.partie_files import unsaved_question

NAME = '<a href="http://x">click</a><b>big</b>'
FILE_NAME = "<u>mine<u>.piquet"  # no slash: a file name cannot hold one
SAMPLE = Path(__file__).parents[2] / "resources/samples/sample.piquet"
PLAYERS = (PlayerInfo(NAME, "human"), PlayerInfo(f"{NAME} too", "ai", "greedy"))


def displayed(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a label (or a tooltip, whose format is always automatic) shows of ``text``."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def check_shown_as_written(top: QWidget) -> int:
    """Every label and tooltip under ``top`` holding record text shows its markup literally;
    returns how many there were, so a test knows it looked at something."""
    seen = 0
    for widget in (top, *top.findChildren(QWidget)):
        texts = [(widget.toolTip(), Qt.TextFormat.AutoText)]
        if isinstance(widget, QLabel):
            texts.append((widget.text(), widget.textFormat()))
        for text, text_format in texts:
            if "http://x" in text or "mine<u>" in text or "mine&lt;u&gt;" in text:
                shown = displayed(text, text_format)
                assert "<a href=" in shown or "<u>mine" in shown, (widget, text)
                seen += 1
    return seen


def finished_record() -> PartieRecord:
    played = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    return PartieRecord(RUBICON, PLAYERS, 5, list(played.actions))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


@pytest.fixture
def opened(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> MainWindow:
    path = tmp_path / FILE_NAME
    save_record(finished_record(), path)
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.controller.is_over)
    return window


def test_the_names_in_the_status_bar_and_panels_are_shown_as_written(opened: MainWindow) -> None:
    assert NAME in opened.score_label.text()
    assert check_shown_as_written(opened) >= 1


def test_the_tooltips_on_the_table_show_the_names_as_written(
    qtbot: QtBot, window: MainWindow
) -> None:
    record = finished_record()
    window.controller.load(PartieRecord(RUBICON, PLAYERS, 5, record.actions[:40]), None)
    tips = [item.toolTip() for item in window.scene.items() if "http://x" in item.toolTip()]
    assert tips  # the cards a declaration showed say by whom
    for tip in tips:
        assert "<a href=" in displayed(tip)
    assert "<a href=" in displayed(as_tooltip(f"Shown by {NAME}"))


def test_the_deal_summary_shows_the_names_as_written(qtbot: QtBot, opened: MainWindow) -> None:
    dialog = opened.summaries.show_summary(1)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert check_shown_as_written(dialog) >= 1
    dialog.close()


def test_the_replay_shows_the_title_and_names_as_written(qtbot: QtBot, opened: MainWindow) -> None:
    record = opened.controller.record()
    assert opened.replay_from_library(record, f"{NAME} against {NAME} too")
    assert NAME in opened.replay_bar.position_label.text()
    assert check_shown_as_written(opened.replay_bar) >= 1


def test_the_recent_files_show_the_file_name_as_written(opened: MainWindow) -> None:
    opened.menus.recent_menu.aboutToShow.emit()
    tips = [a.toolTip() for a in opened.menus.recent_menu.actions() if "mine" in a.toolTip()]
    assert tips and all("<u>mine" in displayed(tip) for tip in tips)


def test_a_record_that_cannot_be_read_is_named_as_written(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    bad = tmp_path / FILE_NAME
    bad.write_text('{"format": "piquet-partie", "players": "<a href=\\"http://x\\">click</a>"}')
    assert not window.open_path(bad)
    box = window.notices.error_box
    assert box is not None and "<u>mine" in box.text()
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert check_shown_as_written(box) >= 1


def test_a_save_that_fails_names_the_file_as_written(opened: MainWindow, tmp_path: Path) -> None:
    assert not opened.files.save_to(tmp_path / "no such folder" / FILE_NAME)
    notice = opened.save_notice
    assert notice.isVisible() and "<u>mine" in notice.text_label.text()
    assert check_shown_as_written(notice) >= 2  # the banner's text and its tooltip


def test_the_question_about_an_unsaved_partie_is_plain_text(window: MainWindow) -> None:
    box = unsaved_question(window, f"open {FILE_NAME}")
    assert isinstance(box, QMessageBox) and box.textFormat() == Qt.TextFormat.PlainText
    assert check_shown_as_written(box) >= 1


def test_the_library_shows_the_names_as_written(qtbot: QtBot, private_folders: Path) -> None:
    library = Library(autosave.library_folder())
    try:
        key = library.keep(finished_record())
        damaged = json.loads(SAMPLE.read_text(encoding="utf-8"))
        damaged["players"][0]["kind"] = "<u>mine<u>"  # the loader's reason quotes it
        (library.records_folder / "damaged.piquet").write_text(json.dumps(damaged))
        library.close()
        library = Library(autosave.library_folder())
        win = LibraryWindow(library)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        model = win.proxy
        tips = [
            str(model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole) or "")
            for row in range(model.rowCount())
            for column in range(model.columnCount())
        ]
        assert any("mine" in tip for tip in tips)
        for tip in tips:
            if "mine" in tip:
                assert "<u>mine" in displayed(tip)
        rows = [r for r in range(model.rowCount()) if model.entry(r).id == key]
        win.select_row(rows[0])
        win.delete_button.click()
        assert "click" in win.undo_label.text()
        assert check_shown_as_written(win) >= 1
    finally:
        library.close()
