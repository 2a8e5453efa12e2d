"""The start screen's Practice line names the exercise of the day (drawn from the Practice
window's own pool, in a thread once the screen is shown) and says when it has been done today."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.practice.exercise_source import PoolSource
from piquet_desktop.ui.practice.daily import DailyLine, daily_exercise_words, practice_line
from piquet_desktop.ui.start_screen import StartScreen

DAY = date(2026, 12, 2)
TIMEOUT_MS = 60_000


def _screen(qtbot: QtBot, attempts: list[Attempt]) -> tuple[StartScreen, DailyLine]:
    screen = StartScreen()
    qtbot.addWidget(screen)
    line = DailyLine(screen, screen.set_practice_line, lambda: attempts, today=lambda: DAY)
    return screen, line


def _attempt(kind: str, exercise: str, when: datetime) -> Attempt:
    return new_attempt(kind, exercise, "x", when=when, seconds=3.0, exercise_rating=1500.0, loss=0)


def test_the_practice_line_names_the_exercise_the_practice_window_offers_today(
    qtbot: QtBot,
) -> None:
    daily = PoolSource(lambda: []).daily(DAY)
    assert daily is not None
    screen, line = _screen(qtbot, [])
    with qtbot.waitSignal(line.found, timeout=TIMEOUT_MS):
        screen.show()
    said = screen.practice_button.description()
    assert said == practice_line(daily, done=False)
    assert daily_exercise_words(*daily) in said and "Today's exercise: " in said


def test_the_practice_line_says_when_the_exercise_of_the_day_is_done(qtbot: QtBot) -> None:
    daily = PoolSource(lambda: []).daily(DAY)
    assert daily is not None
    kind, exercise = daily
    yesterday = _attempt(kind, exercise, datetime(2026, 12, 1, 20, tzinfo=UTC))
    attempts = [yesterday]
    screen, line = _screen(qtbot, attempts)
    with qtbot.waitSignal(line.found, timeout=TIMEOUT_MS):
        screen.show()
    assert screen.practice_button.description() == practice_line(daily, done=False)
    attempts.append(_attempt(kind, exercise, datetime(2026, 12, 2, 7, tzinfo=UTC)))
    line.refresh()  # as after an attempt is kept
    assert screen.practice_button.description() == practice_line(daily, done=True)
    assert "is done" in screen.practice_button.description()


def test_nothing_is_looked_up_while_the_start_screen_is_hidden(qtbot: QtBot) -> None:
    screen, line = _screen(qtbot, [])
    line.refresh()
    assert not line.looking_up
    assert screen.practice_button.description() == practice_line(None, done=False)


@pytest.mark.usefixtures("french")
def test_the_practice_line_in_french() -> None:
    said = practice_line(("play", "ending:3"), done=False)
    assert said.endswith("L'exercice du jour\u00a0: une fin de donne à jouer, cartes sur table.")
    assert said.startswith("Des exercices d'écart, d'annonces, de jeu de la carte et de décompte")
    done = practice_line(("exchange", "cavendish:1"), done=True)
    assert done.endswith("L'exercice du jour, un écart, est fait.")


def test_a_start_screen_hidden_at_once_looks_nothing_up(qtbot: QtBot) -> None:
    """A partie opened at launch shows the start screen for an instant: the look-up's CPU in a
    thread must not fall on the table's first paint."""
    screen, line = _screen(qtbot, [])
    screen.show()
    QApplication.processEvents()  # the turn in which the table would be painted
    assert not line.looking_up
    screen.hide()
    line._shown_a_moment()  # what the timer does once the moment is over
    assert not line.looking_up
    assert screen.practice_button.description() == practice_line(None, done=False)
