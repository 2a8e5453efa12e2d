"""The app's self-test as packaging uses it: opening a record, the shipped sample, a worker."""

from __future__ import annotations

import multiprocessing
import shutil
from pathlib import Path

import pytest
from console_language import system_language  # noqa: F401  (autouse: main() speaks it)
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from piquet_desktop.app import APP_ID, SAMPLE_PARTIE, app_icon, main
from piquet_desktop.resources import resource_path


def _paint_time(out: str) -> float:
    lines = [line for line in out.splitlines() if line.startswith("self-test: first table paint")]
    assert len(lines) == 1, out
    return float(lines[0].rsplit(" ", 1)[1])


def test_self_test_with_sample_opens_the_shipped_partie_and_draws_it(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shot = tmp_path / "sample.png"

    assert main(["--self-test", "--sample", "--screenshot", str(shot)]) == 0

    out = capsys.readouterr().out
    assert "self-test: ok, opened sample.piquet, 54 actions played" in out
    assert _paint_time(out) > 0
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)
    assert not (tmp_path / "data").exists()  # the self-test writes no autosave


@pytest.mark.parametrize("suffix", [".piquet", ".piquet.json", ".json"])
def test_self_test_opens_a_given_record(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    record = tmp_path / f"a saved partie{suffix}"
    shutil.copyfile(resource_path(SAMPLE_PARTIE), record)

    assert main(["--self-test", str(record)]) == 0

    assert f"opened a saved partie{suffix}," in capsys.readouterr().out


def test_self_test_fails_with_1_on_a_damaged_record(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "broken.piquet"
    record.write_text('{"format": "piquet-partie", "version": 1, "actions": [')

    assert main(["--self-test", str(record)]) == 1

    assert "self-test: cannot open" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sample"], "--sample only works with --self-test"),
        (["--with-worker"], "--with-worker only works with --self-test"),
    ],
)
def test_self_test_options_are_refused_out_of_place(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2

    assert message in capsys.readouterr().err


def test_sample_with_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "x.piquet"
    shutil.copyfile(resource_path(SAMPLE_PARTIE), record)

    assert main(["--self-test", "--sample", str(record)]) == 2

    assert "--sample opens the shipped sample partie: give no FILE" in capsys.readouterr().err


def test_self_test_with_worker_has_a_worker_process_solve_a_position(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--self-test", "--sample", "--with-worker"]) == 0

    assert "worker process ok" in capsys.readouterr().out


class _Served(Exception):
    """Raised by the stand-in freeze_support: it ran, as a frozen child's would, and exits."""


def test_main_serves_multiprocessing_before_reading_its_arguments(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # In a frozen app a worker is the executable run as `piquet --multiprocessing-fork ...`:
    # freeze_support() must see it before argparse refuses the unknown option.
    def serve() -> None:
        raise _Served

    monkeypatch.setattr(multiprocessing, "freeze_support", serve)

    with pytest.raises(_Served):
        main(["--multiprocessing-fork", "pipe_handle=14"])


def test_app_has_its_icon_and_desktop_file_name(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtWidgets import QApplication

    assert main(["--self-test", "--sample"]) == 0

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.desktopFileName() == APP_ID
    icon = app_icon()
    assert not icon.isNull()
    assert not app.windowIcon().isNull()


def test_a_file_open_event_opens_the_record_in_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    # What macOS sends when a partie record is double-clicked in Finder.
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.app import MainWindow, file_open_handler

    record = tmp_path / "from finder.piquet"
    shutil.copyfile(resource_path(SAMPLE_PARTIE), record)
    window = MainWindow()
    qtbot.addWidget(window)
    app = QApplication.instance()
    assert app is not None
    handler = file_open_handler(window)
    app.installEventFilter(handler)
    try:
        QApplication.sendEvent(app, QFileOpenEvent(str(record)))
    finally:
        app.removeEventFilter(handler)
        window.controller.shutdown()

    assert window.controller.path == record
