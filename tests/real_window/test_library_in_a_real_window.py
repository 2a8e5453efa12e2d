"""The Library in a real window: Escape and Ctrl+Q, pressed
where the keyboard really is once the window manager has given the Library the focus, close it;
its Played column, newest first, draws its sort arrow pointing down."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QStyleOptionHeader
from pytestqt.qtbot import QtBot
from table_player import wait_for

from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window


@pytest.mark.parametrize("keys", ["Escape", "Ctrl+Q"])
def test_the_library_closes_on_escape_and_ctrl_q_where_the_keyboard_is(
    qtbot: QtBot, window: MainWindow, keys: str
) -> None:
    library = window.show_library()
    library.activateWindow()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    wait_for(
        lambda: QApplication.activeWindow() is library,
        [app.focusWindowChanged],
        "the Library gets the keyboard",
    )
    header = library.table.horizontalHeader()
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    option = QStyleOptionHeader()
    header.initStyleOptionForIndex(option, header.sortIndicatorSection())
    assert option.sortIndicator == QStyleOptionHeader.SortIndicator.SortDown
    target = QApplication.focusWidget()
    assert target is not None and library.isAncestorOf(target)
    sequence = QKeySequence(keys)[0]
    qtbot.keyClick(target, sequence.key(), sequence.keyboardModifiers())
    qtbot.waitUntil(lambda: not library.isVisible())
    assert window.isVisible()  # Ctrl+Q closes the Library, not the app
