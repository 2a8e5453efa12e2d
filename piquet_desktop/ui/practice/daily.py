"""The start screen's Practice line names the exercise of the day, and says when it is done.

Why a thread, and only once the start screen is on screen: the exercise of the day is drawn
from the whole pool of exercises (``practice.choosing.daily_exercise``), and making the pool
loads the practice's and the AI's modules (a second and more on this machine). The window must
not wait for them: the app starts without them (tests/test_startup_imports.py), and the look-up
begins only when the start screen has been on screen for a moment (``SHOWN_FOR_MS``); a partie
opened, resumed or dealt at launch, which hides the start screen at once, never pays. The
answer, a kind and an exercise id, comes back to the GUI thread through a ``WorkRelay``;
whether it is done today is read there from the attempts kept in the library (one query),
again each time the start screen is shown and after each attempt.

The day's draw is kept per day for the process (``_daily_of``), so a second window, or the
start screen shown again, asks nothing of the pool.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from piquet_desktop.controller.work_relay import Failure, WorkRelay
from piquet_desktop.practice.exercise_id import ExerciseId
from piquet_desktop.translation import translate

if TYPE_CHECKING:
    from piquet_desktop.practice.attempts import Attempt

__all__ = ["DailyLine", "daily_exercise_words", "practice_line"]

log = logging.getLogger(__name__)


def daily_exercise_words(kind: str, exercise: str) -> str:
    """The exercise of the day as the line names it: "an exchange", "an ending to play"."""
    if kind == "exchange":
        return translate("PracticeDaily", "an exchange")
    if kind == "declarations":
        return translate("PracticeDaily", "a declaration")
    if kind == "play" and ExerciseId.read(exercise).source == "ending":
        return translate("PracticeDaily", "an ending to play, all cards shown")
    if kind == "play":
        return translate("PracticeDaily", "a position to play")
    return translate("PracticeDaily", "a counting question")


def practice_line(daily: tuple[str, str] | None, done: bool) -> str:
    """The start screen's line under Practice: what it offers, and the exercise of the day
    (``daily``: its kind and id, None while it is not known)."""
    offered = translate(
        "StartScreen",
        "Exercises of the exchange, the declarations, the play and counting, judged by the engine.",
    )
    if daily is None:
        return offered
    exercise = daily_exercise_words(*daily)
    if done:
        today = translate("PracticeDaily", "Today's exercise, {exercise}, is done.")
    else:
        today = translate("PracticeDaily", "Today's exercise: {exercise}.")
    return translate("PracticeDaily", "{offered} {today}").format(
        offered=offered, today=today.format(exercise=exercise)
    )


@cache
def _daily_of(day: date) -> tuple[str, str] | None:
    """The kind and id of ``day``'s exercise, drawn from the pool the Practice window uses."""
    from piquet_desktop.practice.exercise_source import PoolSource

    return PoolSource(lambda: []).daily(day)


class DailyLine(QObject):
    """Keeps ``screen``'s Practice line naming the exercise of the day (the module's notes).

    ``say`` sets the line on the screen (the start screen's ``set_practice_line``: given, not
    looked up, so this module need not import the start screen that imports it); ``attempts``
    reads the attempts kept; ``today`` the date (UTC, as the practice session's clock)."""

    SHOWN_FOR_MS = 700
    """How long the start screen stays on screen before the look-up starts (module notes)."""

    found = Signal(object, object)  # the day, (kind, exercise id) or None
    said = Signal(str)  # the line, once the start screen says it (in the GUI thread)

    def __init__(
        self,
        screen: QWidget,
        say: Callable[[str], None],
        attempts: Callable[[], Sequence[Attempt]],
        today: Callable[[], date] = lambda: datetime.now(UTC).date(),
    ) -> None:
        super().__init__(screen)
        self._screen = screen
        self._show_line = say
        self._attempts = attempts
        self._today = today
        self._daily: tuple[date, tuple[str, str] | None] | None = None
        self._looking: date | None = None
        self._relay = WorkRelay(self, name="piquet-daily")
        self.found.connect(self._found)
        screen.installEventFilter(self)

    @property
    def looking_up(self) -> bool:
        """Whether a look-up is running in its thread."""
        return self._looking is not None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._screen and event.type() == QEvent.Type.Show:
            # Once the screen has stayed on screen a moment, and not at all if it is hidden
            # meanwhile (a partie opened or resumed at launch shows it for an instant: the
            # look-up's second of CPU in a thread then took the GIL from the first paint of
            # the table, 113 -> 400 ms) or deleted (a window closed at once).
            QTimer.singleShot(self.SHOWN_FOR_MS, self, self._shown_a_moment)
        return False

    def _shown_a_moment(self) -> None:
        if self._screen.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Say the day's exercise and whether it is done; look it up first (in a thread) when
        the day has changed and the start screen is on screen."""
        day = self._today()
        if self._daily is not None and self._daily[0] == day:
            self._say(self._daily[1])
        elif self._screen.isVisible() and self._looking != day:
            self._looking = day
            self._relay.run(
                lambda: _daily_of(day),
                lambda daily: self.found.emit(day, daily),
                lambda failure: self._not_drawn(day, failure),
            )

    def _not_drawn(self, day: date, failure: Failure) -> None:
        # a damaged pool must not break the start screen
        log.error("the exercise of the day could not be drawn", exc_info=failure.error)
        self.found.emit(day, None)

    def _found(self, day: date, daily: tuple[str, str] | None) -> None:
        self._looking = None
        self._daily = (day, daily)
        if day == self._today():
            self._say(daily)

    def _say(self, daily: tuple[str, str] | None) -> None:
        done = False
        if daily is not None:
            today = self._today()
            try:
                done = any(
                    a.exercise == daily[1] and a.when.date() == today for a in self._attempts()
                )
            except Exception:  # the library unreadable: the line still names the exercise
                log.exception("the attempts could not be read for the start screen")
        line = practice_line(daily, done)
        self._show_line(line)
        self.said.emit(line)
