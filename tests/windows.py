"""The main window as the UI tests open it, and the clicks a player makes on it.

Imported as ``windows`` (``tests/`` is on ``sys.path``, see helpers.py). ``shown_window`` is a
generator used by each test module's ``window`` fixture, so the modules differ only in what they
pass: most want instant animations and no autosave; the save-and-resume tests keep the autosave;
the real-window tests (tests/real_window) run at Normal speed. ``click_card`` and ``press`` act on
the real widgets, where a player's mouse would: on a card at a point where it shows, on a button
that is visible and enabled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.cards import card_str
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table import CardItem


def shown_window(
    qtbot: QtBot,
    settings: AppSettings | None = None,
    *,
    autosave: bool = False,
    size: tuple[int, int] | None = (1280, 800),
    prepare: Callable[[MainWindow], None] | None = None,
) -> Iterator[MainWindow]:
    """Yield a shown ``MainWindow``; ``settings`` None means instant animations, else as given.

    ``prepare`` runs on the window before it is shown (to replace its modal questions). Without
    one, the question before an unsaved partie is lost answers Discard, so that a test never
    waits on a modal loop (the window asks it at the latest when the test closes it).
    """
    if settings is None:
        settings = AppSettings()
        settings.animation_speed = 0.0
    win = MainWindow(settings, autosave_enabled=autosave)
    win.files.ask_unsaved = lambda doing: False  # type: ignore[method-assign]
    if prepare is not None:
        prepare(win)
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def visible_point(window: MainWindow, card: int) -> QPointF:
    """A point of the viewport where ``card`` is the topmost card (fanned cards overlap)."""
    item = window.scene.card_item(card)
    assert item is not None, f"{card_str(card)} is not on the table"
    rect = item.card_rect()
    for fx in (0.12, 0.3, 0.5, 0.7, 0.88):
        for fy in (0.3, 0.5, 0.15, 0.8):
            local = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            scene_point = item.mapToScene(local)
            top = next(
                (i for i in window.scene.items(scene_point) if isinstance(i, CardItem)), None
            )
            if top is item:
                return QPointF(window.table.mapFromScene(scene_point))
    raise AssertionError(f"{card_str(card)} is nowhere visible")


def click_card(qtbot: QtBot, window: MainWindow, card: int) -> None:
    point = visible_point(window, card).toPoint()
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def press(qtbot: QtBot, button: QPushButton | None) -> None:
    assert button is not None
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
