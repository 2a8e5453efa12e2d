"""Help > Keyboard on a real screen: QMessageBox wraps its text only above a
width of its own (half the screen, at most 500 pixels), so on a 1600-pixel screen it would lay
the page out unwrapped in a 384-pixel label and cut off the whole column of what each key does."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from piquet_desktop.ui.main_window import MainWindow


def test_the_keyboard_page_wraps_inside_its_box_with_the_menu_commands(
    qtbot: QtBot, window: MainWindow
) -> None:
    box = window.show_keyboard_help()
    qtbot.waitExposed(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    assert label.wordWrap()
    # the page's layout fits the label: nothing laid out beyond its right edge
    assert label.heightForWidth(label.width()) <= label.height()
    assert label.sizeHint().width() <= label.width()
    assert "<b>Ctrl+T</b>" in label.text() and "<b>Ctrl+P</b>" in label.text()
    screen = box.screen().availableGeometry()
    assert box.frameGeometry().height() <= screen.height()
    box.close()
