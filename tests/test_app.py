"""The desktop app starts, shows its main window and handles its command line."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop import __version__
from piquet_desktop.app import APP_NAME, MainWindow, main


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_main_window_opens_with_the_app_name_as_title(window: MainWindow) -> None:
    assert window.isVisible()
    assert window.windowTitle() == "Piquet Desktop"


def test_help_menu_has_an_about_action_that_shows_the_version(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.help_menu.menuAction() in window.menuBar().actions()
    assert window.help_menu.title().replace("&", "") == "Help"
    assert window.about_action in window.help_menu.actions()

    window.about_action.trigger()

    box = window.about_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert __version__ in box.text()
    assert APP_NAME in box.text()
    box.close()


def test_file_menu_quit_closes_the_window(window: MainWindow, qtbot: QtBot) -> None:
    assert window.file_menu.menuAction() in window.menuBar().actions()
    assert window.file_menu.title().replace("&", "") == "File"
    assert window.quit_action in window.file_menu.actions()

    window.quit_action.trigger()

    qtbot.waitUntil(lambda: not window.isVisible())


def test_quit_button_closes_the_window(window: MainWindow, qtbot: QtBot) -> None:
    window.quit_button.click()

    qtbot.waitUntil(lambda: not window.isVisible())


def test_unknown_argument_returns_2_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bogus"]) == 2

    err = capsys.readouterr().err
    assert "unrecognized arguments: --bogus" in err
    assert "usage: piquet" in err


def test_version_option_prints_the_version_and_returns_0(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--version"]) == 0

    assert capsys.readouterr().out.strip() == f"piquet {__version__}"
