"""The line that beats a wrong card, stepped in a real window on an X display: a play exercise
made in the worker, a wrong card clicked, and its line stepped on the small table with the keys
the window has the keyboard for (Right, Left, Home, End) and the Back and Next buttons, every
step the solver's line, to its trick count."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_player import screenshot, wait_until_active
from windows import press

from piquet_desktop.controller.practice_worker import JUDGING, PREPARING
from piquet_desktop.practice.line_steps import line_position, steps_for_card
from piquet_desktop.practice.play_exercise import tricks_in_line
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.practice.window import PracticeWindow

pytestmark = pytest.mark.real_window

VERDICT_MS = 300_000  # making the exercise in few worlds, on a loaded machine


@pytest.fixture
def practice(qtbot: QtBot, window: MainWindow) -> Iterator[PracticeWindow]:
    wait_until_active(window)
    window.practice.worlds = 8  # few worlds: the test is about the window, not the judge
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    shown = window.practice.practice_window
    assert shown is not None
    qtbot.waitExposed(shown)
    yield shown
    shown.close()
    for pool in (PREPARING, JUDGING):
        pool.shutdown()
        assert not pool.worker_processes(), "a practice worker outlived the test"


def test_a_wrong_cards_line_is_stepped_on_the_table_by_keys_and_buttons(
    qtbot: QtBot, window: MainWindow, practice: PracticeWindow, tmp_path: Path
) -> None:
    session = practice.session
    page = practice.play_page
    with qtbot.waitSignal(session.exerciseShown, timeout=VERDICT_MS):
        press(qtbot, practice.kind_buttons["play"])
    prepared = session.play
    assert prepared is not None
    wrong = next(j for j in reversed(prepared.judged) if j.line)
    assert wrong.loss > 0.0
    hand = page.hand
    with qtbot.waitSignal(session.playJudged, timeout=VERDICT_MS):
        qtbot.mouseClick(
            hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(wrong.card).toPoint()
        )
    line = page.line
    assert line.isVisible() and not page.opponent.isVisible()  # the table in place of the hands
    steps = steps_for_card(prepared, wrong.card)
    assert line.steps() == steps and line.index() == 0
    qtbot.waitUntil(lambda: QApplication.focusWidget() is line)  # the keyboard steps the line

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert line.index() == 1 and line.trick.cards()[-1][1] == wrong.card
    assert line.departure.text().startswith("Here the best card was")
    press(qtbot, line.next_button)
    press(qtbot, line.next_button)
    assert line.index() == 3
    assert QApplication.focusWidget() is line  # a click on a step button leaves the keys to it
    press(qtbot, line.back_button)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert line.index() == 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home)
    assert line.index() == 0 and not line.back_button.isEnabled()
    screenshot(window, tmp_path / "practice-line-start.png")

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert line.index() == len(wrong.line) and not line.next_button.isEnabled()
    position = line_position(prepared, wrong.card)
    assert position is not None
    mine = tricks_in_line(position, wrong.line, prepared.exercise.seat)
    assert line.steps()[-1].tricks[0] == mine == wrong.tricks
    assert f"Tricks: you {mine}," in line.count_label.text()
    assert not line.hand.cards() and not line.opponent.cards()  # the deal played out
    screenshot(window, tmp_path / "practice-line-end.png")
