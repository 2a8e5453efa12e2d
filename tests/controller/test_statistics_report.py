"""The report of one filter, its trends, and the CSV export, over real played parties."""

from __future__ import annotations

import csv
import io
import statistics
from datetime import timedelta

import pytest
from statistics_parties import START, played

from piquet_desktop.statistics import (
    MODEL,
    StatisticsFilter,
    estimate,
    read_parties,
    statistics_csv,
    statistics_report,
)
from piquet_desktop.statistics.csv_export import STATISTICS_HEADER
from piquet_desktop.statistics.rating import rated_games
from piquet_desktop.statistics.trends import series


@pytest.fixture(scope="module")
def parties():
    """Twelve parties a day apart: greedy against novice and casual, reviewed every other one."""
    return [
        played(
            seed,
            day=seed,
            opponent="novice" if seed % 3 else "casual",
            mean_loss=2.0 + seed / 4 if seed % 2 else None,
            rated_decisions=50 if seed % 2 else 0,
        )
        for seed in range(12)
    ]


def test_the_report_rates_the_parties_the_filter_admits(parties) -> None:
    facts, unreadable = read_parties(parties)
    assert not unreadable
    everything = statistics_report(facts, StatisticsFilter())
    assert everything.figures.results.parties == 12
    assert everything.rating == estimate(rated_games(facts))
    novice = statistics_report(facts, StatisticsFilter(opponent="novice"))
    assert novice.figures.results.parties == 8
    assert novice.rating.games == 8
    assert [r.opponent for r in everything.figures.by_opponent] == ["novice", "casual"]


def test_the_trends_follow_the_parties_in_time_with_a_running_mean(parties) -> None:
    facts, _ = read_parties(reversed(parties))
    t = statistics_report(facts, StatisticsFilter()).trends
    assert list(t.accuracy.times) == sorted(t.accuracy.times)
    assert list(t.accuracy.values) == [p.mean_loss for p in parties if p.mean_loss is not None]
    assert len(t.mean_deal_score) == 12
    first = sorted(facts, key=lambda f: f.played.played_at)[0]
    assert t.mean_deal_score.values[0] == pytest.approx(
        statistics.fmean(d.score for d in first.deals)
    )
    assert [r.games for r in t.rating] == list(range(1, 13))
    assert t.rating[-1].mean == pytest.approx(
        statistics_report(facts, StatisticsFilter()).rating.mean
    )


def test_a_running_mean_covers_the_last_window_of_points() -> None:
    s = series([(START + timedelta(days=i), float(v)) for i, v in enumerate([1, 2, 3, 4])], 2)
    assert s.running_mean == (1.0, 1.5, 2.5, 3.5)
    assert len(series([])) == 0


def test_no_parties_give_the_prior_and_empty_trends() -> None:
    report = statistics_report([], StatisticsFilter())
    assert report.figures.results.parties == 0
    assert report.rating.mean == pytest.approx(MODEL.prior_mean)
    assert report.rating.games == 0
    assert len(report.trends.accuracy) == 0 and not report.trends.rating


def test_the_statistics_csv_holds_the_reports_figures(parties) -> None:
    facts, _ = read_parties(parties)
    report = statistics_report(facts, StatisticsFilter(variant="rubicon"))
    rows = list(csv.reader(io.StringIO(statistics_csv(report))))
    assert tuple(rows[0]) == STATISTICS_HEADER
    table = {(r[0], r[1]): r[2:] for r in rows[1:]}
    f = report.figures
    assert table[("results against all", "won")][2] == str(f.results.won)
    assert table[("results against casual", "parties")][2] == str(4)
    assert table[("deals", "mean score")] == [
        f"{g.mean_score:.2f}" for g in (f.as_elder, f.as_younger, f.all_deals)
    ]
    assert table[("deals", "Cavendish's show")][:2] == ["28", "14"]
    assert float(table[("deals", "cards won")][2]) == pytest.approx(
        f.all_deals.cards.player_share(), abs=1e-4
    )
    assert table[("rating", "parties rated")][2] == "12"
    assert table[("filter", "variant")][2] == "Rubicon piquet"


def test_practice_parties_are_counted_aside_and_never_rated(parties) -> None:
    from dataclasses import replace

    practice = [
        replace(p, record=replace(p.record, practice=True)) for p in parties[:3]
    ]  # open piquet, take back anytime, the lesson, a demonstration: the record says so
    facts, _ = read_parties([*practice, *parties[3:]])
    fair = statistics_report(facts, StatisticsFilter())
    assert fair.figures.results.parties == 9
    assert fair.practice_left_out == 3
    assert fair.rating.games == 9
    assert len(fair.trends.mean_deal_score) == 9
    included = statistics_report(facts, StatisticsFilter(include_practice=True))
    assert included.figures.results.parties == 12
    assert included.practice_left_out == 0
    assert included.rating == fair.rating  # a rating measures fair play only
    assert len(included.trends.mean_deal_score) == 12
    assert ["filter", "practice parties", "", "", "left out"] in list(
        csv.reader(io.StringIO(statistics_csv(fair)))
    )
    # a practice partie a filter leaves out anyway is not said to be left out for practice
    later_casual = StatisticsFilter(opponent="casual", since=START + timedelta(days=4))
    assert statistics_report(facts, later_casual).practice_left_out == 0


def test_the_trends_go_by_partie_number_until_the_parties_span_enough_days(parties) -> None:
    from piquet_desktop.statistics.trends import DATE_AXIS_DAYS

    facts, _ = read_parties(parties[: DATE_AXIS_DAYS - 1])  # a day apart
    few = statistics_report(facts, StatisticsFilter()).trends
    assert not few.by_date
    assert few.mean_deal_score.numbers == tuple(range(1, DATE_AXIS_DAYS))
    assert few.rating_numbers == tuple(range(1, DATE_AXIS_DAYS))
    # the accuracy's points keep their parties' numbers: only every other partie is reviewed
    assert few.accuracy.numbers == tuple(
        n for n, p in enumerate(parties[: DATE_AXIS_DAYS - 1], 1) if p.mean_loss is not None
    )
    facts, _ = read_parties(parties)
    assert statistics_report(facts, StatisticsFilter()).trends.by_date
