"""The score sheet's tooltips wrap: the au cent game note was one line wider than the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from piquet_desktop.ui.score_sheet_view import ScoreSheetView, wrapped_tip

NOTE = (
    "A simple game, counting one. Games so far: You 1, Computer 0; the first to 3 wins the "
    "partie (in three games won). The next game starts from nothing <again>."
)


def test_a_tip_is_a_paragraph_qt_wraps_with_its_words_kept() -> None:
    tip = wrapped_tip(NOTE)
    assert tip.startswith("<p>") and tip.endswith("</p>")
    assert "&lt;again&gt;" in tip  # the words shown as written, never read as markup


def test_hovering_a_row_shows_its_note_wrapped(qtbot: QtBot) -> None:
    model = QStandardItemModel(1, 3)
    item = QStandardItem("Game 1 to you")
    item.setToolTip(NOTE)
    model.setItem(0, 0, item)
    view = ScoreSheetView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(400, 200)
    view.show()
    qtbot.waitExposed(view)
    where = view.visualRect(model.index(0, 0)).center()
    event = QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where))
    QApplication.sendEvent(view.viewport(), event)
    assert QToolTip.text() == wrapped_tip(NOTE)
    QToolTip.hideText()


def test_hovering_where_there_is_no_note_shows_none(qtbot: QtBot) -> None:
    model = QStandardItemModel(1, 3)
    model.setItem(0, 0, QStandardItem("1"))
    view = ScoreSheetView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    qtbot.waitExposed(view)
    QToolTip.hideText()
    where = view.visualRect(model.index(0, 0)).center()
    event = QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where))
    QApplication.sendEvent(view.viewport(), event)
    assert not QToolTip.isVisible() or QToolTip.text() == ""
