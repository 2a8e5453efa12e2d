"""The player's rating: known answers worked out here by other means than the code's grid.

* the prior alone, and results symmetric about the prior's mean (the posterior's mean is then
  the prior's mean exactly, by symmetry);
* one partie, by numerical integration in plain Python (Simpson's rule);
* many parties against one opponent, where the posterior is nearly normal: the maximum
  likelihood rating in closed form (``r + 400 log10(w / l) / k``) and its standard error
  (``400 / (k ln 10 sqrt(n p (1 - p)))``), combined with the prior by their precisions;
* the partie scale ``k``, refitted from the round robin's mirrored parties in docs/AI.md by a
  plain grid search.
"""

from __future__ import annotations

import math
import re
from datetime import timedelta
from pathlib import Path

import pytest
from statistics_parties import START, played

from piquet_desktop.statistics import (
    LEVEL_RATINGS,
    MODEL,
    PARTIE_SCALE,
    RatedGame,
    RatingModel,
    estimate,
    partie_facts,
    rating_history,
)
from piquet_desktop.statistics.rating import rated_games

ROOT = Path(__file__).resolve().parents[2]


def test_without_parties_the_rating_is_the_prior() -> None:
    r = estimate([])
    assert r.mean == pytest.approx(MODEL.prior_mean, abs=1e-6)
    assert r.sd == pytest.approx(MODEL.prior_sd, rel=1e-6)
    assert r.low == pytest.approx(MODEL.prior_mean - 1.96 * MODEL.prior_sd, abs=1.5)
    assert r.high == pytest.approx(MODEL.prior_mean + 1.96 * MODEL.prior_sd, abs=1.5)
    assert r.games == 0


def test_results_symmetric_about_the_prior_leave_its_mean_and_narrow_it() -> None:
    m = MODEL.prior_mean
    games = [RatedGame(m + 200, 1.0), RatedGame(m - 200, 0.0), RatedGame(m, 0.5)]
    r = estimate(games)
    assert r.mean == pytest.approx(m, abs=1e-6)
    assert r.sd < MODEL.prior_sd
    assert m - r.low == pytest.approx(r.high - m, abs=1.0)


def _simpson_posterior(game: RatedGame, model: RatingModel) -> tuple[float, float]:
    """Posterior mean and sd of one game by Simpson's rule over +-10 prior sds (plain floats)."""
    mu, sd, k = model.prior_mean, model.prior_sd, model.partie_scale
    lo, hi, n = mu - 10 * sd, mu + 10 * sd, 4000
    h = (hi - lo) / n
    moments = [0.0, 0.0, 0.0]
    for i in range(n + 1):
        x = lo + i * h
        p = 1.0 / (1.0 + 10.0 ** (k * (game.opponent_rating - x) / 400.0))
        f = math.exp(-0.5 * ((x - mu) / sd) ** 2)
        f *= p**game.score * (1.0 - p) ** (1.0 - game.score)
        w = 1 if i in (0, n) else 4 if i % 2 else 2
        for power in range(3):
            moments[power] += w * f * x**power
    mean = moments[1] / moments[0]
    return mean, math.sqrt(moments[2] / moments[0] - mean**2)


@pytest.mark.parametrize(
    "game", [RatedGame(852, 1.0), RatedGame(1287, 0.0), RatedGame(0, 0.5), RatedGame(1500, 1.0)]
)
@pytest.mark.parametrize("model", [MODEL, RatingModel(800, 200, 1.0)])
def test_one_partie_matches_the_integrated_posterior(game: RatedGame, model: RatingModel) -> None:
    mean, sd = _simpson_posterior(game, model)
    r = estimate([game], model)
    assert r.mean == pytest.approx(mean, abs=0.5)
    assert r.sd == pytest.approx(sd, abs=0.5)


@pytest.mark.parametrize(("wins", "losses", "opponent"), [(1400, 600, 1086), (500, 1500, 852)])
def test_many_parties_agree_with_the_closed_form_maximum_likelihood(
    wins: int, losses: int, opponent: float
) -> None:
    n = wins + losses
    share = wins / n
    k = MODEL.partie_scale
    mle = opponent + 400 * math.log10(wins / losses) / k
    se = 400 / (k * math.log(10) * math.sqrt(n * share * (1 - share)))
    precision = 1 / se**2 + 1 / MODEL.prior_sd**2
    expected_mean = (mle / se**2 + MODEL.prior_mean / MODEL.prior_sd**2) / precision
    games = [RatedGame(opponent, 1.0)] * wins + [RatedGame(opponent, 0.0)] * losses
    r = estimate(games)
    assert r.mean == pytest.approx(expected_mean, abs=1.0)
    assert r.sd == pytest.approx(1 / math.sqrt(precision), rel=0.03)
    assert r.low < r.mean < r.high


def test_an_unbeaten_player_gets_a_finite_rating_above_his_opponent() -> None:
    r = estimate([RatedGame(LEVEL_RATINGS["master"], 1.0)] * 20)
    assert LEVEL_RATINGS["master"] < r.mean < math.inf
    assert r.sd > 0


def test_the_history_is_the_estimate_after_each_partie_in_turn() -> None:
    games = [
        RatedGame(852, 1.0, START),
        RatedGame(951, 0.0, START + timedelta(days=1)),
        RatedGame(1086, 1.0, START + timedelta(days=2)),
    ]
    history = rating_history(games)
    assert [h.games for h in history] == [1, 2, 3]
    for i, h in enumerate(history):
        assert h == estimate(games[: i + 1])
        assert h.played_at == games[i].played_at
    assert history[0].mean > MODEL.prior_mean > history[1].mean


def test_only_finished_fair_parties_against_rated_opponents_are_rated() -> None:
    won = partie_facts(played(1, opponent="random", day=2))
    unfinished = partie_facts(played(2, actions=40, day=1))
    practice_played = played(3, day=3)
    practice_played.record.practice = True
    practice = partie_facts(practice_played)
    games = rated_games([practice, won, unfinished])
    assert games == [RatedGame(LEVEL_RATINGS["random"], 1.0, won.played.played_at)]
    assert rated_games([won], ratings={}) == []


def test_a_score_outside_nought_to_one_is_refused() -> None:
    with pytest.raises(ValueError, match="between 0 and 1"):
        RatedGame(852, 2.0)
    with pytest.raises(ValueError, match="standard deviation"):
        RatingModel(900, 0)
    with pytest.raises(ValueError, match="scale"):
        RatingModel(900, 300, 0.0)


def _docs_table(heading: str) -> str:
    text = (ROOT / "docs" / "AI.md").read_text(encoding="utf-8")
    return text.split(heading, 1)[1].split("\n\n", 1)[0]


def test_the_levels_ratings_are_the_round_robins_in_docs_ai() -> None:
    table = _docs_table("| player | Elo | points per deal pair |")
    documented = {
        m.group(1): float(m.group(2))
        for m in re.finditer(r"^\| (\w+) \| ([+-]\d+) \|", table, flags=re.MULTILINE)
    }
    assert documented == LEVEL_RATINGS


def test_the_partie_scale_is_refitted_from_the_round_robins_mirrored_parties() -> None:
    table = _docs_table("| pairing (A vs B) | parties | A won | drawn | B won |")
    parties = [
        (m.group(1), m.group(2), int(m.group(3)), int(m.group(4)), int(m.group(5)))
        for m in re.finditer(
            r"^\| (\w+) vs (\w+) \| (\d+) \| (\d+) \| (\d+) \|", table, flags=re.MULTILINE
        )
    ]
    levels = [p for p in parties if "random" not in p[:2]]
    assert len(levels) == 15 and all(n == 10 for _, _, n, _, _ in levels)

    def log_likelihood(k: float) -> float:
        total = 0.0
        for a, b, n, won, drawn in levels:
            p = 1 / (1 + 10 ** (-k * (LEVEL_RATINGS[a] - LEVEL_RATINGS[b]) / 400))
            score = won + drawn / 2
            total += score * math.log(p) + (n - score) * math.log(1 - p)
        return total

    best = max((i / 1000 for i in range(1, 3000)), key=log_likelihood)
    assert best == pytest.approx(PARTIE_SCALE, abs=0.005)
    assert log_likelihood(best) > log_likelihood(1.0)  # parties are less decisive than pairs
