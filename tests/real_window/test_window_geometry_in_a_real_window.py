"""The main window opens where it was closed, to the pixel, under a real window manager.

The window crept a title bar's height down the screen at every start (97, 117, 137...): before
the first show Qt knows no frame, and the place restored was taken for the frame's corner when it
was the client's. Only a window manager puts a frame round the window, so only a real window
shows it; these tests close and reopen the window as the app does (``fit_to_screen`` before the
first show, the geometry saved on close) and compare the frame's place on the screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.window_geometry import fit_to_screen

pytestmark = pytest.mark.real_window

FRAMED_S = 10_000  # ms for the window manager to frame, place or move the window


def _start(qtbot: QtBot) -> MainWindow:
    """A window opened as app.main opens it, once the window manager has framed it."""
    window = MainWindow(AppSettings(), autosave_enabled=False)
    window.files.ask_unsaved = lambda doing: False  # type: ignore[method-assign]
    qtbot.addWidget(window)
    fit_to_screen(window, restored=window.geometry_restored)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.frameGeometry() != window.geometry(), timeout=FRAMED_S)
    return window


def _quit(window: MainWindow) -> QRect:
    """Close the window as the player does (its geometry is saved); where its frame was."""
    frame = window.frameGeometry()
    assert window.close()
    window.controller.shutdown()
    return frame


def test_the_window_reopens_exactly_where_it_was_at_every_restart(qtbot: QtBot) -> None:
    places = [_quit(_start(qtbot))]
    for _restart in range(3):
        places.append(_quit(_start(qtbot)))
    assert places == [places[0]] * 4, f"the window moved between starts: {places}"


def test_a_window_the_player_moved_reopens_where_he_left_it(qtbot: QtBot) -> None:
    window = _start(qtbot)
    target = window.screen().availableGeometry().topLeft() + QPoint(211, 67)
    window.move(target)  # a top-level's move places its frame
    qtbot.waitUntil(lambda: window.frameGeometry().topLeft() == target, timeout=FRAMED_S)
    left = _quit(window)
    assert _quit(_start(qtbot)) == left
