"""The desktop app starts, shows its main window and handles its command line."""

from __future__ import annotations

import gc
import multiprocessing
import os
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from console_language import system_language  # noqa: F401  (autouse: main() speaks it)
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop import __main__ as entry
from piquet_desktop import __version__
from piquet_desktop.app import (
    APP_NAME,
    MainWindow,
    apply_colour_scheme,
    freeze_start_up_objects,
    main,
)
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


def test_what_start_up_made_is_left_out_of_the_garbage_collectors_passes(
    window: MainWindow,
) -> None:
    gc.unfreeze()
    try:
        freeze_start_up_objects()
        assert gc.get_freeze_count() > 10_000  # the modules, the classes, the window's wrappers
        assert not any(obj is window for obj in gc.get_objects())  # in no generation collected
    finally:
        gc.unfreeze()  # the other tests' process as it was


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


# The entry of the frozen executable (piquet_desktop/__main__.py): one executable for the app and
# the console tools, which the .deb links to it under their names. Tested unfrozen, by the names.
ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources/samples/sample.piquet"


def test_the_entry_knows_every_console_script_of_pyproject() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]

    served = {name: target.removesuffix(":main") for name, target in scripts.items()}

    assert served == entry.CONSOLE_TOOLS
    assert all(target.endswith(":main") for target in scripts.values())


def test_the_entry_reads_only_the_file_name_of_the_command() -> None:
    assert entry.console_tool("/usr/bin/piquet-arena") == "piquet_desktop.cli.arena"
    assert entry.console_tool("piquet-record") == "piquet_desktop.cli.record_tool"
    for app in (
        "/usr/games/piquet",
        "/opt/piquet-desktop/piquet",
        "piquet-arena-old",
        "piquet-review.exe",
        "",
    ):
        assert entry.console_tool(app) is None, app


def test_the_entry_serves_a_console_tool_by_the_name_it_is_started_as(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert entry.main(["/usr/bin/piquet-record", "validate", str(SAMPLE)]) == 0

    assert capsys.readouterr().out == "OK: 54 actions, 2 deals, unfinished\n"


def test_the_entry_gives_a_console_tool_its_arguments_and_status(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert entry.main(["piquet-record", "validate", str(SAMPLE.with_name("none.piquet"))]) == 1
    assert entry.main(["piquet-advise", "--no-such-option"]) == 2

    assert "usage: piquet-advise " in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv0", ["/usr/games/piquet", "/opt/piquet-desktop/piquet", "x/__main__.py"]
)
def test_the_entry_starts_the_app_under_any_other_name(
    argv0: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert entry.main([argv0, "--version"]) == 0

    assert capsys.readouterr().out == f"piquet {__version__}\n"


class _Served(Exception):
    """Raised by the stand-in freeze_support: it ran, as a frozen worker's would, and exits."""


def test_the_entry_serves_a_worker_process_before_it_picks_a_tool(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A frozen tool's worker is the executable again with multiprocessing's arguments (and the
    # executable's own name): freeze_support() must see them before any tool is imported.
    def serve() -> None:
        raise _Served

    monkeypatch.setattr(multiprocessing, "freeze_support", serve)
    monkeypatch.delitem(sys.modules, "piquet_desktop.cli.arena", raising=False)

    with pytest.raises(_Served):
        entry.main(["/usr/bin/piquet-arena", "--multiprocessing-fork", "pipe_handle=14"])
    assert "piquet_desktop.cli.arena" not in sys.modules


def _run_entry(*argv: str) -> subprocess.CompletedProcess[str]:
    """``piquet_desktop.__main__.main(argv)`` in a fresh interpreter, in English; it prints the
    GUI modules loaded by then on its last line."""
    code = (
        "import sys\n"
        "from piquet_desktop.__main__ import main\n"
        f"status = main({list(argv)!r})\n"
        "gui = ('PySide6.QtWidgets', 'PySide6.QtGui', 'piquet_desktop.ui', 'piquet_desktop.app')\n"
        "print(sorted(m for m in sys.modules if m.startswith(gui)))\n"
        "sys.exit(status)\n"
    )
    env = dict(os.environ, LC_ALL="C.UTF-8", LANG="C.UTF-8", PYTHONPATH=str(ROOT))
    env.pop("LANGUAGE", None)
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )


def test_a_console_tool_started_by_its_name_loads_nothing_of_the_desktop_app() -> None:
    result = _run_entry("piquet-record", "validate", str(SAMPLE))

    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["OK: 54 actions, 2 deals, unfinished", "[]"]


def test_a_console_tool_started_by_its_name_runs_its_worker_processes() -> None:
    result = _run_entry(
        "piquet-arena", "--players", "random,greedy", "--deal-pairs", "4", "--parties", "0",
        "--jobs", "2",
    )  # fmt: skip

    assert result.returncode == 0, result.stderr
    assert "random vs greedy      4 " in result.stdout
    assert result.stdout.splitlines()[-1] == "[]"
