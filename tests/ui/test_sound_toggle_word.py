"""View > Sound (Ctrl+M) changes nothing on screen but what is heard: the status bar says it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def test_the_sound_toggle_says_sound_off_then_sound_on(window: MainWindow) -> None:
    assert window.menus.sound_action.isChecked()
    window.menus.sound_action.trigger()
    assert window.statusBar().currentMessage() == "Sound off"
    window.menus.sound_action.trigger()
    assert window.statusBar().currentMessage() == "Sound on"


@pytest.mark.usefixtures("french")
def test_the_sound_toggle_says_it_in_french(window: MainWindow) -> None:
    window.menus.sound_action.trigger()
    assert window.statusBar().currentMessage() == "Sons coupés"
    window.menus.sound_action.trigger()
    assert window.statusBar().currentMessage() == "Sons activés"
