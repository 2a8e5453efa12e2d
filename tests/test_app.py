"""The desktop app starts, shows its main window and handles its command line."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from console_language import system_language  # noqa: F401  (autouse: main() speaks it)
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop import __version__
from piquet_desktop.app import APP_NAME, MainWindow, apply_colour_scheme, main
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui import colour_scheme
from piquet_desktop.ui.colour_scheme import is_dark


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, AppSettings(), autosave=True, size=None)


def test_main_window_opens_with_the_app_name_as_title(window: MainWindow) -> None:
    assert window.isVisible()
    assert window.windowTitle() == "Piquet Desktop"


def test_main_window_has_a_sensible_minimum_size(window: MainWindow) -> None:
    minimum = window.minimumSize()
    assert 900 <= minimum.width() <= 1100 and 600 <= minimum.height() <= 720


def test_help_menu_has_an_about_action_that_shows_the_version(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.menus.help_menu.menuAction() in window.menuBar().actions()
    assert window.menus.help_menu.title().replace("&", "") == "Help"
    assert window.menus.about_action in window.menus.help_menu.actions()

    window.menus.about_action.trigger()

    box = window.about_dialog
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert __version__ in box.text_label.text()
    assert APP_NAME in box.text_label.text()
    box.close()


def test_help_menu_rules_show_the_rules_of_the_partie_in_play(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.menus.rules_action.trigger()

    dialog = window.rules_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.rules == window.controller.rules
    assert "32 cards" in dialog.browser.toPlainText()


def test_file_menu_quit_closes_the_window(window: MainWindow, qtbot: QtBot) -> None:
    assert window.menus.file_menu.menuAction() in window.menuBar().actions()
    assert window.menus.file_menu.title().replace("&", "") == "File"
    assert window.menus.quit_action in window.menus.file_menu.actions()

    window.menus.quit_action.trigger()

    qtbot.waitUntil(lambda: not window.isVisible())


def test_every_menu_action_that_a_player_needs_has_a_shortcut(window: MainWindow) -> None:
    for action in (
        window.menus.new_action,
        window.menus.open_action,
        window.menus.save_action,
        window.menus.save_as_action,
        window.menus.replay_file_action,
        window.menus.quit_action,
        window.menus.take_back_action,
        window.menus.hint_action,
        window.menus.next_deal_action,
        window.menus.rules_action,
        window.menus.preferences_action,
    ):
        assert not action.shortcut().isEmpty(), action.text()


def test_closing_the_window_remembers_its_geometry(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.resize(1111, 777)
    first.show()
    qtbot.waitExposed(first)
    assert not first.geometry_restored  # nothing stored yet: the default size
    first.close()
    assert AppSettings().window_geometry
    assert AppSettings().window_state

    second = MainWindow()
    qtbot.addWidget(second)
    # Qt fits a restored window to the screen, and the offscreen screen is small: check that
    # the stored geometry was taken, not the exact size.
    assert second.geometry_restored
    second.controller.shutdown()


def test_the_stored_colour_scheme_is_applied_before_the_window_is_made(
    qapp: QApplication,
) -> None:
    AppSettings().colour_scheme = "dark"
    try:
        apply_colour_scheme(qapp)
        assert is_dark(qapp.palette())
        window = MainWindow(AppSettings(), autosave_enabled=False)
        assert is_dark(window.palette())
        window.controller.shutdown()
        window.deleteLater()
    finally:
        colour_scheme.apply(qapp, "system")
    assert not is_dark(qapp.palette())


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


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_on_the_command_line_is_refused_before_any_window(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.piquet"
    os.mkfifo(fifo)
    assert main([str(fifo)]) == 2
    assert f"not a partie record file: {fifo} is not an ordinary file" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["no-such-partie.piquet"], "no such file: no-such-partie.piquet"),
        (["--demo-moves", "many"], "expected a whole number"),
        (["--demo-moves", "-3"], "expected a number of moves >= 0"),
        (["--screenshot", "x.png"], "--screenshot only works with --self-test"),
    ],
)
def test_bad_arguments_return_2_and_say_what_is_wrong(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2

    assert message in capsys.readouterr().err


@pytest.mark.slow
def test_self_test_plays_draws_and_saves_a_screenshot(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shot = tmp_path / "shots" / "self-test.png"

    assert main(["--self-test", "--screenshot", str(shot)]) == 0

    image = QImage(str(shot))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    assert "self-test: ok" in capsys.readouterr().out
    assert not (tmp_path / "data").exists()  # the self-test writes no autosave
