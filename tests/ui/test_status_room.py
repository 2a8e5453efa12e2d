"""A long status sentence is read whole: the score at the right of the status bar gives way.

QStatusBar cuts its sentence at the first permanent widget, so at 1600 px the save's notice on
a file name lost its end under the au cent score. The window must show the whole sentence (the
score hidden while it needs the room), and the score again with a sentence that fits, or when
the bar is cleared.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.engine.rules import AU_CENT
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.partie_files import portable_choice


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, size=(1600, 1000))  # the trial's size


def the_save_notice() -> str:
    """The notice on a file name no USB stick can hold, for a long name a player might type."""
    name = "Tuesday evening: third game against Master?"
    _path, words = portable_choice(Path("/home/player/Parties") / name)
    assert words is not None
    return words


def sentence_shown_whole(window: MainWindow) -> bool:
    """Whether the bar's sentence ends before the score (or the bar's end, the score hidden)."""
    bar = window.statusBar()
    text = bar.currentMessage()
    width = bar.fontMetrics().horizontalAdvance(text)
    score = window.score_label
    right = score.x() - 2 if score.isVisible() else bar.width() - 12
    return 6 + width <= right


def test_a_long_sentence_is_shown_whole_and_the_score_comes_back_after_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.new_partie(NewPartieChoice(AU_CENT, "greedy", 3, "You"))
    score = window.score_label
    assert score.text().startswith("Deal 1") and score.isVisible()

    window.notices.message(the_save_notice())
    qtbot.wait(0)  # the bar lays itself out again

    assert not score.isVisible()
    assert sentence_shown_whole(window)

    window.notices.message("Computer plays A♦.")
    assert score.isVisible() and sentence_shown_whole(window)

    window.notices.message(the_save_notice())
    assert not score.isVisible()
    window.notices.moved_on()  # the bar cleared
    assert score.isVisible()


def test_a_sentence_longer_than_the_whole_bar_is_in_its_tooltip(
    qtbot: QtBot, window: MainWindow
) -> None:
    long = " ".join([the_save_notice()] * 3)
    window.notices.message(long)
    bar = window.statusBar()
    assert bar.toolTip() == bar.currentMessage() != ""  # as long as the bar takes it

    window.notices.message(the_save_notice())
    assert window.statusBar().toolTip() == ""
