"""The start screen's Practice line in a real window: once the screen is on screen it names the
exercise of the day (drawn in a thread, the window live meanwhile), and says it is done once the
library keeps an attempt at it today."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from table_player import screenshot, wait_for, wait_until_active

from piquet_desktop.practice.attempts import new_attempt
from piquet_desktop.practice.exercise_source import PoolSource
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.practice.daily import practice_line

pytestmark = pytest.mark.real_window


def test_the_practice_line_names_the_exercise_of_the_day_then_says_it_is_done(
    window: MainWindow, tmp_path: Path
) -> None:
    wait_until_active(window)
    screen = window.start_screen
    assert screen.isVisible()
    today = datetime.now(UTC)
    daily = PoolSource(lambda: []).daily(today.date())
    assert daily is not None
    line = window.practice.daily_line
    button = screen.practice_button
    wait_for(
        lambda: button.description() == practice_line(daily, done=False),
        [line.said],
        "the Practice line names the exercise of the day",
        lambda: button.description(),
    )
    screenshot(window, tmp_path / "start-screen-daily.png")

    kind, exercise = daily
    window.library.practice.record_attempt(
        new_attempt(kind, exercise, "x", when=today, seconds=4.0, exercise_rating=1500.0, loss=0)
    )
    line.refresh()  # as when an attempt is kept, or the start screen shown again
    assert button.description() == practice_line(daily, done=True)
