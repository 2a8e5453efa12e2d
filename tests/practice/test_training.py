"""The training ratings: an attempt's result from its loss, and the rating replayed per kind."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.practice.glicko2 import DEFAULT_RATING, Game, Rating, idle, rate
from piquet_desktop.practice.training import (
    EXERCISE_DEVIATION,
    FULL_CREDIT,
    NO_CREDIT,
    current_ratings,
    rating_histories,
    rating_history,
    rating_of,
    result_of,
)

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def tried(
    hours: float,
    loss: float | None = 0.0,
    *,
    kind: str = "exchange",
    rating: float = 1500.0,
    correct: bool | None = None,
) -> Attempt:
    return new_attempt(
        kind,
        f"{kind}:{hours}",
        "",
        loss=loss,
        correct=correct,
        seconds=5.0,
        when=T0 + timedelta(hours=hours),
        exercise_rating=rating,
    )


@pytest.mark.parametrize(
    ("loss", "result"),
    [(0.0, 1.0), (1.99, 1.0), (2.0, 1.0), (6.0, 0.5), (8.0, 0.25), (10.0, 0.0), (40.0, 0.0)],
)
def test_a_loss_scores_full_below_an_inaccuracy_nothing_from_a_blunder_a_part_between(
    loss: float, result: float
) -> None:
    assert (FULL_CREDIT, NO_CREDIT) == (2.0, 10.0)
    assert result_of(tried(0, loss)) == pytest.approx(result)


def test_a_quiz_scores_one_when_right_and_nothing_when_wrong() -> None:
    assert result_of(tried(0, None, kind="counting", correct=True)) == 1.0
    assert result_of(tried(0, None, kind="counting", correct=False)) == 0.0


def test_the_first_attempt_is_one_glicko2_game_against_the_exercise() -> None:
    (point,) = rating_history([tried(0, 0.0, rating=1700.0)], "exchange")
    expected = rate(DEFAULT_RATING, [Game(Rating(1700.0, EXERCISE_DEVIATION), 1.0)])
    assert point.rating == expected


def test_the_days_between_attempts_widen_the_rating_before_the_next_game() -> None:
    first, later = tried(0, 0.0), tried(24 * 10, 12.0, rating=1400.0)
    history = rating_history([later, first], "exchange")  # in any order
    after_first = rate(DEFAULT_RATING, [Game(Rating(1500.0, EXERCISE_DEVIATION), 1.0)])
    widened = idle(after_first, 10.0)
    assert history[1].rating == rate(widened, [Game(Rating(1400.0, EXERCISE_DEVIATION), 0.0)])
    assert [p.attempt for p in history] == [first.id, later.id]


def test_wins_raise_the_rating_and_losses_lower_it() -> None:
    wins = [tried(h, 0.0, rating=1600.0) for h in range(5)]
    losses = [tried(h, 15.0, rating=1400.0) for h in range(5)]
    assert rating_history(wins, "exchange")[-1].rating.rating > 1600.0
    assert rating_history(losses, "exchange")[-1].rating.rating < 1400.0


def test_each_kind_has_its_own_rating_and_any_new_kind_is_rated_too() -> None:
    attempts = [tried(0, 0.0), tried(1, 20.0, kind="pkinds' endings"), tried(2, 0.0)]
    histories = rating_histories(attempts)
    assert sorted(histories) == ["exchange", "pkinds' endings"]
    assert len(histories["exchange"]) == 2 and len(histories["pkinds' endings"]) == 1


def test_a_kind_without_attempts_has_the_newcomers_rating_and_a_rating_widens_until_now() -> None:
    attempts = [tried(0, 0.0)]
    last = rating_history(attempts, "exchange")[-1].rating
    now = T0 + timedelta(days=30)
    ratings = current_ratings(attempts, now, ("exchange", "counting"))
    assert ratings["counting"] == DEFAULT_RATING
    assert ratings["exchange"].rating == last.rating
    assert ratings["exchange"].deviation > last.deviation
    assert rating_of(attempts, "play", now) == DEFAULT_RATING
