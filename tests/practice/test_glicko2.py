"""The training ratings follow Glickman's Glicko-2, checked against his paper's worked example."""

from __future__ import annotations

import pytest

from piquet_desktop.practice.glicko2 import (
    DEFAULT_RATING,
    MAXIMUM_DEVIATION,
    Game,
    Rating,
    expected_score,
    idle,
    rate,
)

# Glickman, "Example of the Glicko-2 system" (2013): a player rated 1500 (RD 200, volatility
# 0.06) plays three opponents in one period, winning the first and losing the other two.
EXAMPLE_PLAYER = Rating(1500.0, 200.0, 0.06)
EXAMPLE_GAMES = (
    Game(Rating(1400.0, 30.0), 1.0),
    Game(Rating(1550.0, 100.0), 0.0),
    Game(Rating(1700.0, 300.0), 0.0),
)


def test_the_worked_example_gives_glickmans_rating_deviation_and_volatility() -> None:
    after = rate(EXAMPLE_PLAYER, EXAMPLE_GAMES)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_win_raises_a_rating_and_a_loss_lowers_it() -> None:
    opponent = Rating(1500.0, 100.0)
    assert rate(DEFAULT_RATING, [Game(opponent, 1.0)]).rating > DEFAULT_RATING.rating
    assert rate(DEFAULT_RATING, [Game(opponent, 0.0)]).rating < DEFAULT_RATING.rating


def test_a_result_narrows_the_deviation_and_idleness_widens_it_up_to_a_newcomers() -> None:
    player = rate(DEFAULT_RATING, [Game(Rating(1500.0, 80.0), 1.0)])
    assert player.deviation < DEFAULT_RATING.deviation
    assert idle(player, 10).deviation > player.deviation
    assert idle(player, 1e9).deviation == MAXIMUM_DEVIATION
    assert idle(player, 0) == player


def test_an_unsure_rating_moves_further_than_a_known_one_for_the_same_result() -> None:
    opponent = Rating(1500.0, 60.0)
    newcomer = rate(Rating(1500.0, 350.0), [Game(opponent, 1.0)])
    regular = rate(Rating(1500.0, 60.0), [Game(opponent, 1.0)])
    assert newcomer.rating - 1500.0 > regular.rating - 1500.0 > 0


def test_the_expected_score_is_even_between_equals_and_favours_the_stronger() -> None:
    assert expected_score(DEFAULT_RATING, DEFAULT_RATING) == pytest.approx(0.5)
    assert expected_score(Rating(1800.0, 50.0), Rating(1500.0, 50.0)) > 0.8


def test_a_score_outside_zero_to_one_is_refused() -> None:
    with pytest.raises(ValueError, match="between 0 and 1"):
        rate(DEFAULT_RATING, [Game(DEFAULT_RATING, 1.5)])
