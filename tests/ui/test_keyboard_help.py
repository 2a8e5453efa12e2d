"""Help > Keyboard lists the menu commands' keys from the window's own actions (Ctrl+P,
Ctrl+T, ... included), so that a command added or given another key shows there
without anyone editing the page."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ui.dialogs.keyboard_help import keyboard_help_box, menu_shortcuts
from piquet_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def _page(window: MainWindow) -> str:
    box = window.show_keyboard_help()
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    text = label.text()
    box.close()
    return text


def test_the_keyboard_page_lists_every_menu_command_that_has_keys(window: MainWindow) -> None:
    page = _page(window)
    for keys, entry in (
        ("Ctrl+P", "Practice…"),
        ("Ctrl+T", "Statistics…"),
        ("Ctrl+L", "Library…"),
        ("Ctrl+D", "Deal Summary"),
        ("Ctrl+M", "Sound"),
        ("F9", "Score Panel"),
        ("Ctrl+H", "Hint"),
        ("Ctrl+Z", "Take Back"),
    ):
        assert f"<b>{keys}</b></td><td>{entry}</td>" in page, (keys, entry)
    assert "&amp;Practice" not in page  # the entries' words, without their mnemonics
    # every menu entry with keys, and nothing twice
    rows = menu_shortcuts(window.menuBar())
    assert len(rows) == len(set(rows)) >= 18
    assert all(f"<b>{keys}</b>" in page for keys, _entry in rows)


def test_a_command_added_to_a_menu_later_shows_with_its_keys(window: MainWindow) -> None:
    action = QAction("&Shuffle the Felt", window)
    action.setShortcut(QKeySequence("Ctrl+Alt+F"))
    window.menus.view_menu.addAction(action)
    assert "<b>Ctrl+Alt+F</b></td><td>Shuffle the Felt</td>" in _page(window)
    action.setShortcut(QKeySequence("Ctrl+Alt+G"))  # a key changed is the key shown
    assert "Ctrl+Alt+F" not in _page(window)


def test_a_window_without_menus_gets_the_hand_written_keys_alone(qtbot: QtBot) -> None:
    bare = QMainWindow()
    qtbot.addWidget(bare)
    box = keyboard_help_box(bare)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    assert "Enter or Space" in label.text() and "Menu commands" not in label.text()
