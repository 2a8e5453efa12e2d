"""Missed exercises come back after 1, 3, 7 and 21 days, and start again on a miss (fake clock:
every time is given, none is read)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.practice.repetition import INTERVALS_DAYS, due, schedule

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def tried(day: float, loss: float, exercise: str = "x", kind: str = "exchange") -> Attempt:
    return new_attempt(
        kind,
        exercise,
        "",
        loss=loss,
        seconds=1.0,
        when=T0 + timedelta(days=day),
        exercise_rating=1500.0,
    )


def test_an_exercise_right_the_first_time_is_never_scheduled() -> None:
    assert schedule([tried(0, 0.5)]) == []


def test_a_miss_comes_back_the_next_day() -> None:
    (s,) = schedule([tried(0, 6.0)])
    assert (s.step, s.due) == (0, T0 + timedelta(days=1))
    assert due([tried(0, 6.0)], T0 + timedelta(hours=23)) == []
    assert [d.exercise for d in due([tried(0, 6.0)], T0 + timedelta(days=1))] == ["x"]


def test_each_right_answer_moves_it_along_the_schedule_until_it_is_learnt() -> None:
    assert INTERVALS_DAYS == (1, 3, 7, 21)
    attempts = [tried(0, 12.0), tried(1, 0.0)]
    assert schedule(attempts)[0].due == T0 + timedelta(days=1 + 3)
    attempts.append(tried(4, 0.0))
    assert schedule(attempts)[0].due == T0 + timedelta(days=4 + 7)
    attempts.append(tried(11, 0.0))
    assert schedule(attempts)[0].due == T0 + timedelta(days=11 + 21)
    attempts.append(tried(32, 0.0))
    assert schedule(attempts) == []


def test_a_miss_at_any_step_starts_the_schedule_again() -> None:
    attempts = [tried(0, 12.0), tried(1, 0.0), tried(4, 0.0), tried(11, 3.0)]
    (s,) = schedule(attempts)
    assert (s.step, s.due) == (0, T0 + timedelta(days=12))


def test_due_exercises_come_most_overdue_first_and_by_kind() -> None:
    attempts = [tried(2, 12.0, "b"), tried(0, 12.0, "a"), tried(1, 12.0, "q", "counting")]
    now = T0 + timedelta(days=5)
    assert [d.exercise for d in due(attempts, now)] == ["a", "q", "b"]
    assert [d.exercise for d in due(attempts, now, "exchange")] == ["a", "b"]
