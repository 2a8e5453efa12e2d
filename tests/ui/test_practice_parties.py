"""The four ways a partie becomes a practice partie, each marked in its record and shown
"practice" in the library: open piquet, a take back that needed "Take back any move", the
lesson, and the moves ``--demo-moves`` makes for the player. A partie played normally is not.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.library_model import COLUMNS, LibraryModel
from piquet_desktop.engine.record import load_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow

TIMEOUT_MS = 30_000


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, autosave=True)  # the autosave comes with the library


def human_turn(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(
        lambda: c.decision() is not None or c.awaiting_next_deal or c.is_over, timeout=TIMEOUT_MS
    )


def move(qtbot: QtBot, window: MainWindow, until: Callable[[], bool] = lambda: True) -> None:
    """Make the human's moves (greedy) until ``until()`` holds after one."""
    c = window.controller
    while True:
        human_turn(qtbot, window)
        decision = c.decision()
        assert decision is not None
        assert c.submit(GreedyPlayer().choose(c.view(), decision, random.Random(0)))
        human_turn(qtbot, window)
        if until():
            return


def library_variant(window: MainWindow) -> str:
    """The Variant column the library window shows for the partie in play."""
    c = window.controller
    model = LibraryModel(window.library)
    model.refresh()
    column = COLUMNS.index("Variant")
    for row in range(model.rowCount()):
        index = model.index(row, column)
        if model.entry(row).id == c.keeper.partie_id:
            return str(model.data(index))
    raise AssertionError("the partie in play is not in the library")


def assert_practice(window: MainWindow) -> None:
    c = window.controller
    assert c.is_practice and c.record().practice
    assert load_record(autosave.autosave_path())[0].practice
    assert library_variant(window).endswith(", practice")


def test_a_partie_played_normally_is_not_practice(qtbot: QtBot, window: MainWindow) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    move(qtbot, window)
    assert not window.controller.record().practice
    assert not library_variant(window).endswith(", practice")


def test_open_piquet_marks_the_partie_practice(qtbot: QtBot, window: MainWindow) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    move(qtbot, window)
    window.menus.open_piquet_action.trigger()
    assert_practice(window)


def test_a_take_back_past_a_card_seen_marks_the_partie_practice(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.take_back_any_move = True
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    c = window.controller
    move(qtbot, window, until=lambda: c.view().taken is not None)  # the talon's cards seen
    assert not c.is_practice and window.menus.take_back_action.isEnabled()

    window.menus.take_back_action.trigger()

    assert_practice(window)


def test_the_lesson_marks_its_partie_practice(qtbot: QtBot, window: MainWindow) -> None:
    assert window.learn_to_play()
    move(qtbot, window)
    assert_practice(window)
    window.lesson.leave()  # the partie goes on, still practice
    assert window.controller.is_practice


def test_the_demo_moves_mark_the_partie_practice(qtbot: QtBot, window: MainWindow) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    human_turn(qtbot, window)
    window.start_demo(3)
    qtbot.waitUntil(lambda: window.demo_moves_left == 0, timeout=TIMEOUT_MS)
    human_turn(qtbot, window)
    assert_practice(window)
