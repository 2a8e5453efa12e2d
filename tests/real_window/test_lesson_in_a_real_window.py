"""Learn to Play in a real window at Normal animation speed: from one step to
the next the lesson's words change, the table does not move. The panel above the prompt keeps one
height for the whole lesson, so the felt and the cards stay where the player's eyes are.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_player import wait_for, wait_until_active

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window


def _table_on_screen(window: MainWindow) -> QRect:
    """Where the table lies in the window (the window manager may move the window itself)."""
    viewport = window.table.viewport()
    return QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_table_stays_put_at_every_step_of_the_lesson(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(QSize(*size))
    qtbot.waitUntil(lambda: window.size() == QSize(*size))
    wait_until_active(window)
    c = window.controller
    lesson = window.lesson
    assert window.learn_to_play()
    rng = random.Random(1)
    seen: dict[str, QRect] = {}
    panel_heights = set()

    def at_rest() -> bool:
        if window.scene.is_animating() or c.is_thinking:
            return False
        return c.awaiting_next_deal or (c.decision() is not None and lesson.step is not None)

    signals = [window.scene.animationsFinished, c.viewChanged, c.thinkingChanged, c.hintReady]
    while lesson.active and not c.awaiting_next_deal:
        wait_for(at_rest, signals, "the lesson's next step")
        decision = c.decision()
        if lesson.step == "exchange":
            wait_for(lambda: lesson.has_hint, signals, "the lesson's hint")  # its words too
        QApplication.processEvents()  # the layout the step's words asked for (posted events)
        seen[f"{len(seen)} {lesson.step}"] = _table_on_screen(window)
        panel_heights.add(window.lesson_panel.height())
        if lesson.press_next():
            continue
        if decision is None:
            break
        c.submit(GreedyPlayer().choose(c.view(), decision, rng))
    steps = {key.split()[1] for key in seen}
    assert {"deal", "exchange", "lead"} <= steps, steps
    assert len(set(seen.values())) == 1, seen
    assert len(panel_heights) == 1, panel_heights
