"""The next exercise: due ones first, then new ones near the player's rating; the exercise of
the day from the date alone (fake clock: every time is given, none is read)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.practice.choosing import NEAREST, ExerciseRef, daily_exercise, next_exercise

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)

POOL = [ExerciseRef("exchange", f"e{r}", float(r)) for r in range(800, 2400, 50)]


def tried(exercise: str, day: float, loss: float, rating: float = 1500.0) -> Attempt:
    return new_attempt(
        "exchange",
        exercise,
        "",
        loss=loss,
        seconds=1.0,
        when=T0 + timedelta(days=day),
        exercise_rating=rating,
    )


def test_a_newcomer_gets_an_exercise_near_1500() -> None:
    chosen = next_exercise("exchange", POOL, [], T0)
    assert chosen is not None and abs(chosen.rating - 1500.0) <= 100.0


def test_the_choice_is_reproducible() -> None:
    assert next_exercise("exchange", POOL, [], T0) == next_exercise("exchange", POOL, [], T0)


def test_a_strong_player_gets_harder_exercises() -> None:
    attempts = [tried(f"won{n}", n / 24, 0.0, 2200.0) for n in range(30)]
    chosen = next_exercise("exchange", POOL, attempts, T0 + timedelta(days=2))
    assert chosen is not None and chosen.rating >= 1800.0


def test_a_missed_exercise_due_again_comes_before_anything_new() -> None:
    attempts = [tried("e900", 0, 12.0)]
    assert next_exercise("exchange", POOL, attempts, T0 + timedelta(hours=12)) != POOL[2]
    assert next_exercise("exchange", POOL, attempts, T0 + timedelta(days=1)) == POOL[2]


def test_an_exercise_tried_is_not_offered_again_while_new_ones_remain() -> None:
    pool = POOL[:3]
    attempts = [tried("e800", 0, 0.0), tried("e850", 0.1, 0.0)]
    assert next_exercise("exchange", pool, attempts, T0 + timedelta(days=1)) == pool[2]


def test_when_all_were_tried_the_one_tried_longest_ago_comes_back() -> None:
    pool = POOL[:NEAREST]
    attempts = [tried(e.exercise, n, 0.0, e.rating) for n, e in enumerate(reversed(pool))]
    assert next_exercise("exchange", pool, attempts, T0 + timedelta(days=9)) == pool[-1]


def test_a_kind_without_exercises_offers_none() -> None:
    assert next_exercise("play", POOL, [], T0) is None


def test_the_daily_exercise_depends_on_the_date_alone() -> None:
    day = date(2026, 12, 2)
    chosen = daily_exercise(POOL, day)
    assert chosen is not None
    assert daily_exercise(list(reversed(POOL)), day) == chosen
    others = {daily_exercise(POOL, day + timedelta(days=n)) for n in range(1, 15)}
    assert len(others) > 5
    assert daily_exercise([], day) is None


def test_an_exercise_passed_over_is_not_offered_again() -> None:
    first = next_exercise("exchange", POOL, [], T0)
    assert first is not None
    second = next_exercise("exchange", POOL, [], T0, skip={first.exercise})
    assert second is not None and second != first
    assert next_exercise("exchange", POOL[:1], [], T0, skip={POOL[0].exercise}) is None


def test_unrated_exercises_of_two_sources_are_both_offered_to_a_newcomer() -> None:
    """The play's pool: an open ending and a single-dummy position per seed, all unrated.
    Ordered by id, the nearest were all endings ("ending:" sorts before "single:"), and a
    newcomer met no single-dummy position in his first two hundred."""
    from piquet_desktop.practice.declaration_practice import play_pool

    pool = play_pool()
    attempts: list[Attempt] = []
    offered = []
    for n in range(12):
        chosen = next_exercise("play", pool, attempts, T0 + timedelta(hours=n))
        assert chosen is not None
        offered.append(chosen.exercise)
        attempts.append(
            new_attempt(
                "play",
                chosen.exercise,
                "",
                loss=0.0,
                seconds=1.0,
                when=T0 + timedelta(hours=n),
                exercise_rating=chosen.rating,
            )
        )
    assert {e.split(":")[0] for e in offered} == {"ending", "single"}
    assert len(set(offered)) == len(offered)
