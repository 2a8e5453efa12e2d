"""Set-up of the real-window tests: Qt's xcb platform on an X display, the app at Normal speed,
and nothing of the app left running after a test.

These tests are collected only where ``PIQUET_REAL_WINDOW=1`` (tests/conftest.py); the main suite
runs them that way under Xvfb and openbox (tests/ui/test_real_window.py). A developer with a
display runs them directly: ``PIQUET_REAL_WINDOW=1 QT_QPA_PLATFORM=xcb pytest tests/real_window``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller import ai_process
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def on_an_x_display(qapp: QApplication) -> None:
    """Fail, rather than pass on a screen nobody sees, when Qt draws anywhere but on X."""
    platform = QApplication.platformName()
    if platform != "xcb":
        pytest.fail(
            f"the real-window tests need Qt's xcb platform on an X display, not {platform!r}: "
            "run them with PIQUET_REAL_WINDOW=1 QT_QPA_PLATFORM=xcb and DISPLAY set"
        )


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The main window at Normal animation speed, the app's default; its worker processes (the
    computer thinks in a spawned process pool) end with the test."""
    settings = AppSettings()
    settings.animation_speed = 1.0
    yield from shown_window(qtbot, settings)
    ai_process.pool.shutdown()
    assert not ai_process.pool.worker_processes(), "a worker process outlived the test"
