"""The main window as the UI tests open it: shown, exposed, and its workers stopped afterwards.

Imported as ``windows`` (``tests/`` is on ``sys.path``, see helpers.py). A generator used by
each test module's ``window`` fixture, so the modules differ only in what they pass: most want
instant animations and no autosave; the save-and-resume tests keep the autosave.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from pytestqt.qtbot import QtBot

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui.main_window import MainWindow


def shown_window(
    qtbot: QtBot,
    settings: AppSettings | None = None,
    *,
    autosave: bool = False,
    size: tuple[int, int] | None = (1280, 800),
    prepare: Callable[[MainWindow], None] | None = None,
) -> Iterator[MainWindow]:
    """Yield a shown ``MainWindow``; ``settings`` None means instant animations, else as given.

    ``prepare`` runs on the window before it is shown (to replace its modal questions).
    """
    if settings is None:
        settings = AppSettings()
        settings.animation_speed = 0.0
    win = MainWindow(settings, autosave_enabled=autosave)
    if prepare is not None:
        prepare(win)
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()
