"""Missed exercises come back later: a small spaced-repetition schedule read from the attempts.

Why this schedule: a decision the player got wrong is learnt by meeting it again after growing
gaps, and forgotten if it comes back only by chance. A miss (an attempt without full credit,
``training.result_of`` below 1) puts the exercise on the schedule; it comes back one day later;
each answer with full credit then moves it one step, coming back after 3, 7 and 21 days; a full
credit at the last step takes it off (learnt), and a miss at any step starts it again at one day.
An exercise right the first time is never scheduled.

The schedule is not stored: it is read again from the attempts (``schedule``), so it survives
whatever the attempts survive and can never disagree with them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from .attempts import Attempt
from .training import result_of

__all__ = ["INTERVALS_DAYS", "Scheduled", "due", "schedule"]

INTERVALS_DAYS: tuple[int, ...] = (1, 3, 7, 21)
"""The days after which a missed exercise comes back, step by step."""


@dataclass(frozen=True, slots=True)
class Scheduled:
    """An exercise on the schedule: when it comes back and at which step (0 after a miss)."""

    kind: str
    exercise: str
    step: int
    due: datetime


def schedule(attempts: Iterable[Attempt]) -> list[Scheduled]:
    """Every exercise on the schedule after ``attempts``, the soonest due first."""
    steps: dict[tuple[str, str], tuple[int, datetime]] = {}
    for a in sorted(attempts, key=lambda a: (a.when, a.id)):
        key = (a.kind, a.exercise)
        if result_of(a) < 1.0:
            steps[key] = (0, a.when + timedelta(days=INTERVALS_DAYS[0]))
            continue
        if key not in steps:
            continue
        step = steps[key][0] + 1
        if step >= len(INTERVALS_DAYS):
            del steps[key]
        else:
            steps[key] = (step, a.when + timedelta(days=INTERVALS_DAYS[step]))
    out = [
        Scheduled(kind, exercise, step, when) for (kind, exercise), (step, when) in steps.items()
    ]
    out.sort(key=lambda s: (s.due, s.kind, s.exercise))
    return out


def due(attempts: Sequence[Attempt], now: datetime, kind: str | None = None) -> list[Scheduled]:
    """The scheduled exercises (of ``kind``, or of every kind) due at ``now``, the most overdue
    first."""
    return [s for s in schedule(attempts) if s.due <= now and kind in (None, s.kind)]
