"""The figures of the Statistics window, counted from facts whose answers are known by hand."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

import pytest
from statistics_parties import START, played

from piquet_desktop.statistics import PartieFacts, StatisticsFilter, period_start
from piquet_desktop.statistics.facts import DealFacts, Side
from piquet_desktop.statistics.figures import figures

N: Side = "neither"


def deal(elder: bool, score: int, opponent: int = 0, **won: Side) -> DealFacts:
    sides = {k: won.get(k, N) for k in ("point", "cards", "pique", "repique", "capot")}
    return DealFacts(elder, score, opponent, **sides)


_TEMPLATE = played(1)


def facts(
    outcome: str,
    *deals: DealFacts,
    opponent: str = "novice",
    variant: str = "rubicon",
    day: float = 0,
    rubicon: Side = N,
    mean_loss: float | None = None,
    decisions: int = 0,
    practice: bool = False,
) -> PartieFacts:
    record = replace(_TEMPLATE.record, practice=True) if practice else _TEMPLATE.record
    p = type(_TEMPLATE)(START + timedelta(days=day), record, 0, mean_loss, decisions)
    return PartieFacts(p, variant, opponent, outcome, rubicon, (0, 0), deals)  # type: ignore[arg-type]


def test_results_count_every_outcome_and_rubicon() -> None:
    parties = [
        facts("won", rubicon="player"),
        facts("won"),
        facts("lost", rubicon="opponent"),
        facts("drawn"),
        facts("unfinished"),
    ]
    r = figures(parties, StatisticsFilter()).results
    assert (r.won, r.lost, r.drawn, r.unfinished) == (2, 1, 1, 1)
    assert (r.rubicons_given, r.rubicons_suffered) == (1, 1)
    assert (r.finished, r.parties) == (4, 5)


def test_deal_scores_are_split_by_seat_beside_cavendish_and_shares_counted() -> None:
    parties = [
        facts(
            "won",
            deal(True, 40, 10, point="player", cards="player"),
            deal(False, 12, 30, point="opponent", cards="opponent"),
            deal(True, 16, 20, cards="opponent", pique="opponent"),
        ),
        facts(
            "lost",
            deal(False, 20, 4, point="player", repique="player"),
            deal(True, 100, 0, point="player", cards="player", capot="player"),
        ),
    ]
    f = figures(parties, StatisticsFilter())
    assert f.as_elder.deals == 3 and f.as_younger.deals == 2
    assert f.as_elder.mean_score == pytest.approx((40 + 16 + 100) / 3)
    assert f.as_elder.median_score == 40
    assert f.as_younger.mean_score == pytest.approx(16)
    assert f.as_younger.median_score == pytest.approx(16)
    assert f.all_deals.mean_opponent_score == pytest.approx(64 / 5)
    assert (f.all_deals.point.player, f.all_deals.point.opponent) == (3, 1)
    assert f.as_elder.cards.player_share() == pytest.approx(2 / 3)
    assert f.as_elder.cards.opponent_share() == pytest.approx(1 / 3)
    assert (f.as_elder.pique.opponent, f.as_younger.repique.player) == (1, 1)
    assert f.as_elder.capot.player == 1 and f.as_younger.capot.player == 0


def test_no_deals_give_no_averages_rather_than_zeros() -> None:
    f = figures([facts("unfinished")], StatisticsFilter())
    assert f.all_deals.deals == 0
    assert f.all_deals.mean_score is None and f.all_deals.median_score is None
    assert f.all_deals.point.player_share() is None


def test_accuracy_is_the_mean_loss_per_decision_over_the_reviewed_parties() -> None:
    parties = [
        facts("won", mean_loss=1.0, decisions=10),
        facts("lost", mean_loss=4.0, decisions=30),
        facts("won"),  # not reviewed
    ]
    a = figures(parties, StatisticsFilter()).accuracy
    assert a.mean_loss == pytest.approx((1.0 * 10 + 4.0 * 30) / 40)
    assert (a.decisions, a.reviewed_parties) == (40, 2)
    assert figures([facts("won")], StatisticsFilter()).accuracy.mean_loss is None


def test_filters_choose_the_opponent_the_variant_and_the_period() -> None:
    parties = [
        facts("won", opponent="novice", variant="rubicon", day=0),
        facts("lost", opponent="master", variant="rubicon", day=10),
        facts("won", opponent="novice", variant="au-cent", day=20),
        facts("drawn", opponent="casual", variant="rubicon", day=29),
    ]
    assert figures(parties, StatisticsFilter(opponent="novice")).results.won == 2
    assert figures(parties, StatisticsFilter(variant="au-cent")).results.parties == 1
    now = START + timedelta(days=30)
    last_week = StatisticsFilter(since=period_start(7, now))
    assert [p.outcome for p in figures(parties, last_week).parties] == ["drawn"]
    assert period_start(None, now) is None
    both = StatisticsFilter(opponent="novice", variant="rubicon")
    assert figures(parties, both).results.parties == 1
    until = StatisticsFilter(until=START + timedelta(days=10))
    assert figures(parties, until).results.parties == 1


def test_rows_per_opponent_come_weakest_first_and_the_parties_oldest_first() -> None:
    parties = [
        facts("lost", opponent="master", day=3),
        facts("won", opponent="novice", day=2),
        facts("won", opponent="unknown", day=1),
        facts("won", opponent="novice", day=0, mean_loss=2.0, decisions=5),
    ]
    f = figures(parties, StatisticsFilter(), order=("novice", "casual", "master"))
    assert [row.opponent for row in f.by_opponent] == ["novice", "master", "unknown"]
    assert f.by_opponent[0].results.won == 2
    assert f.by_opponent[0].accuracy.mean_loss == 2.0
    times = [p.played.played_at for p in f.parties]
    assert times == sorted(times)
    assert isinstance(times[0], datetime)


def test_practice_parties_are_left_out_unless_the_filter_includes_them() -> None:
    parties = [
        facts("won", deal(True, 40), mean_loss=1.0, decisions=10),
        facts("lost", deal(False, 90), practice=True, mean_loss=9.0, decisions=10),
    ]
    fair = figures(parties, StatisticsFilter())
    assert (fair.results.parties, fair.results.won, fair.results.lost) == (1, 1, 0)
    assert fair.all_deals.mean_score == 40
    assert fair.accuracy.mean_loss == 1.0
    everything = figures(parties, StatisticsFilter(include_practice=True))
    assert (everything.results.parties, everything.results.lost) == (2, 1)
    assert everything.all_deals.mean_score == 65
    assert everything.accuracy.mean_loss == 5.0
