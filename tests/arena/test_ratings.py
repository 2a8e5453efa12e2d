"""Ratings recover known strengths from synthetic results and keep random play at 0."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from piquet_desktop.arena.ratings import (
    Margin,
    Outcome,
    default_anchor,
    expected_score,
    fit_bradley_terry,
    fit_points,
)

TRUE = {"random": 0.0, "novice": 250.0, "club": 600.0, "master": 900.0}


def _exact(games: int) -> list[Outcome]:
    return [
        Outcome(a, b, games * expected_score(TRUE[a], TRUE[b]), games)
        for a, b in combinations(TRUE, 2)
    ]


def test_exact_expected_results_give_back_the_true_ratings() -> None:
    fitted = fit_bradley_terry(_exact(1000), prior=0.0)
    assert fitted["random"] == 0.0
    for name, rating in TRUE.items():
        assert fitted[name] == pytest.approx(rating, abs=0.5)


def test_sampled_results_give_back_the_true_ratings_within_noise() -> None:
    rng = random.Random(3)
    outcomes = []
    for a, b in combinations(TRUE, 2):
        p = expected_score(TRUE[a], TRUE[b])
        n = 3000
        wins = sum(rng.random() < p for _ in range(n))
        outcomes.append(Outcome(a, b, wins, n))
    fitted = fit_bradley_terry(outcomes)
    assert fitted["random"] == 0.0
    for name, rating in TRUE.items():
        assert fitted[name] == pytest.approx(rating, abs=40)
    assert sorted(fitted, key=fitted.__getitem__) == list(TRUE)


def test_the_anchor_is_random_when_present_else_the_first_player() -> None:
    assert default_anchor(["greedy", "random"]) == "random"
    assert default_anchor(["greedy", "club"]) == "greedy"
    fitted = fit_bradley_terry([Outcome("greedy", "club", 30, 100)])
    assert fitted["greedy"] == 0.0 and fitted["club"] > 0
    shifted = fit_bradley_terry([Outcome("greedy", "club", 30, 100)], anchor="club")
    assert shifted["club"] == 0.0
    assert shifted["greedy"] == pytest.approx(-fitted["club"])


def test_an_unbeaten_player_gets_a_finite_rating_thanks_to_the_prior() -> None:
    fitted = fit_bradley_terry([Outcome("master", "random", 400, 400)])
    assert 800 < fitted["master"] < 1500
    # the prior's pull is weak: more games, higher rating
    more = fit_bradley_terry([Outcome("master", "random", 4000, 4000)])
    assert more["master"] > fitted["master"]


def test_ties_count_half_and_pairings_pool_either_way_round() -> None:
    even = fit_bradley_terry([Outcome("a", "random", 50, 100)], prior=0.0)
    assert even["a"] == pytest.approx(0.0, abs=1e-6)
    pooled = fit_bradley_terry(
        [Outcome("a", "random", 60, 100), Outcome("random", "a", 40, 100)], prior=0.0
    )
    single = fit_bradley_terry([Outcome("a", "random", 120, 200)], prior=0.0)
    assert pooled["a"] == pytest.approx(single["a"], abs=1e-6)


def test_unlinked_players_cannot_be_rated_together() -> None:
    with pytest.raises(ValueError, match="no chain of games"):
        fit_bradley_terry([Outcome("a", "b", 5, 10), Outcome("c", "d", 5, 10)])
    with pytest.raises(ValueError, match="impossible"):
        Outcome("a", "b", 11, 10)
    with pytest.raises(ValueError, match="itself"):
        Outcome("a", "a", 1, 2)


def test_point_ratings_recover_additive_strengths() -> None:
    strength = {"random": 0.0, "greedy": 60.0, "club": 95.0, "master": 120.0}
    margins = [Margin(a, b, strength[a] - strength[b], 400) for a, b in combinations(strength, 2)]
    fitted = fit_points(margins)
    for name, value in strength.items():
        assert fitted[name] == pytest.approx(value, abs=1e-6)


def test_point_ratings_are_the_weighted_least_squares_fit() -> None:
    # an inconsistent triangle: the fit spreads the discrepancy evenly
    margins = [
        Margin("random", "b", -10, 1),
        Margin("b", "c", -10, 1),
        Margin("random", "c", -26, 1),
    ]
    fitted = fit_points(margins)
    assert fitted["random"] == 0.0
    assert fitted["b"] == pytest.approx(12.0, abs=1e-6)
    assert fitted["c"] == pytest.approx(24.0, abs=1e-6)


def test_expected_score_reads_elo() -> None:
    assert expected_score(400, 0) == pytest.approx(10 / 11)
    assert expected_score(0, 0) == 0.5
