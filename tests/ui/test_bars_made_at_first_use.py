"""The replay bar and the lesson's panel are made by the first replay and the first lesson, not
with the window (docs/PERFORMANCE.md, "Start-up"): made then, each
takes its place under the table as it did when the window built it (the lesson's words above the
prompt, the replay bar below it), and the replay's keys step through the replay as soon as it
shows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    def prepare(win: MainWindow) -> None:
        monkeypatch.setattr(win.files, "ask_unsaved", lambda doing: False)
        monkeypatch.setattr(win.files, "confirm_abandon", lambda doing: True)

    yield from shown_window(qtbot, prepare=prepare)


def bars_under_the_table(window: MainWindow) -> list[str]:
    """The object names of the widgets under the table, top to bottom (the shown ones)."""
    central = window.centralWidget()
    layout = central.layout()
    assert isinstance(layout, QVBoxLayout)
    names = []
    for i in range(1, layout.count()):  # 0 is the table with the start screen over it
        widget = layout.itemAt(i).widget()
        if isinstance(widget, QWidget) and widget.isVisible():
            names.append(widget.objectName())
    return names


def test_the_replay_bar_is_made_by_the_first_replay_below_the_table_and_its_keys_step_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.findChild(QFrame, "replayBar") is None  # nothing made before it is needed
    window.new_partie(NewPartieChoice(RuleSet(), "greedy", 3, "You"))
    window.start_demo(30)
    qtbot.waitUntil(lambda: window.demo_moves_left == 0, timeout=20_000)

    assert window.replay_mode.replay_current()

    bar = window.findChild(QFrame, "replayBar")
    assert bar is window.replay_bar and bar.isVisible()
    assert bars_under_the_table(window)[-1] == "replayBar"
    assert not window.prompt.isVisible()
    replay = window.replay_mode.replay
    assert replay is not None
    at_end = replay.position
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Left)  # the bar's shortcut, pressed as it first shows
    assert replay.position == at_end - 1
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert replay.position == replay.first_position

    window.replay_mode.close_replay()
    assert not bar.isVisible() and window.prompt.isVisible()
    assert window.replay_mode.replay_current()  # the second replay uses the same bar
    assert window.findChildren(QFrame, "replayBar") == [bar]


def test_the_lesson_panel_is_made_by_the_first_lesson_above_the_prompt(
    window: MainWindow,
) -> None:
    assert window.findChild(QFrame, "lessonPanel") is None
    assert not window.lesson.press_next()  # Enter outside the lesson makes no panel either
    assert window.findChild(QFrame, "lessonPanel") is None

    assert window.learn_to_play()

    panel = window.lesson_panel
    assert panel.isVisible()
    under = bars_under_the_table(window)
    assert under.index(panel.objectName()) == under.index(window.prompt.objectName()) - 1
    window.lesson.leave()
    assert not panel.isVisible()
    assert window.learn_to_play()
    assert window.lesson_panel is panel and panel.isVisible()
