"""Mirrored play really mirrors, is deterministic, and its statistics are computed correctly.

A mirrored deal pair is only evidence if the second deal hands each player exactly what the other
held (cards, elder seat, partie score), so the first tests watch the players' own views. The
statistics are checked against values worked out by hand or taken from tables.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.registry import make_player
from piquet_desktop.arena.pairs import (
    DealPairResult,
    deal_number_for,
    derive_seed,
    mirrored_deal_states,
    pair_seed,
    play_mirrored_deal_pair,
)
from piquet_desktop.arena.runner import ArenaPlan, ItemFailed, ResultCache, round_robin, run_arena
from piquet_desktop.arena.statistics import (
    DealPairSummary,
    PartieSummary,
    mean_ci,
    t_quantile,
    wilson_interval,
)
from piquet_desktop.engine.actions import Action, Shuffle
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.view import PlayerView

SEEN: list[tuple[str, int, int, int, tuple[int, int], int]] = []


@dataclass
class Watcher:
    """A greedy player that notes, at its first decision of each deal, what its seat was given."""

    name: str
    inner: GreedyPlayer = field(default_factory=GreedyPlayer)
    deals: set[int] = field(default_factory=set)

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        if view.deal_number not in self.deals:
            self.deals.add(view.deal_number)
            assert view.elder is not None
            SEEN.append(
                (self.name, view.seat, view.dealt, view.elder, view.totals, view.deal_number)
            )
        return self.inner.choose(view, decision, rng)


def watcher(name: str) -> Watcher:
    return Watcher(name)


@pytest.mark.parametrize("deal_number", [1, 4, 6])
def test_the_second_deal_gives_each_player_what_the_other_held(deal_number: int) -> None:
    SEEN.clear()
    first, second = mirrored_deal_states(RUBICON, watcher, ("ann", "bob"), 77, deal_number)
    shuffles = [[a for a in s.actions if isinstance(a, Shuffle)][-1] for s in (first, second)]
    assert shuffles[0] == shuffles[1]  # the same cards, in the same order
    assert first.results[-1].elder == second.results[-1].elder  # the same elder seat
    assert first.results[-1].number == second.results[-1].number == deal_number
    assert first.results[:-1] == second.results[:-1]  # the same partie before the deal
    by = {(name, seat): (dealt, elder, totals) for name, seat, dealt, elder, totals, _ in SEEN}
    assert set(by) == {("ann", 0), ("bob", 1), ("bob", 0), ("ann", 1)}
    # whoever sits in a seat holds that seat's cards and faces that seat's score
    assert by[("ann", 0)] == by[("bob", 0)]
    assert by[("bob", 1)] == by[("ann", 1)]
    assert by[("ann", 0)][0] != by[("ann", 1)][0]


def test_a_pair_is_a_pure_function_of_its_seed() -> None:
    greedy_random = ("greedy", "random")
    one = play_mirrored_deal_pair(RUBICON, make_player, greedy_random, 5, 3)
    two = play_mirrored_deal_pair(RUBICON, make_player, greedy_random, 5, 3)
    assert one == two
    others = {
        play_mirrored_deal_pair(RUBICON, make_player, greedy_random, s, 3).margin
        for s in range(6, 16)
    }
    assert len(others) > 1


def test_the_margin_is_a_s_net_points_over_both_deals() -> None:
    r = DealPairResult(0, 1, 0, (0, 0), (30, 12), (5, 40))
    assert r.margin == 30 + 12 - 5 - 40


def test_listing_a_pairing_the_other_way_round_negates_every_margin() -> None:
    assert pair_seed(1, "greedy", "random", 4) == pair_seed(1, "random", "greedy", 4)
    for i in range(4):
        s = pair_seed(1, "greedy", "random", i)
        ab = play_mirrored_deal_pair(RUBICON, make_player, ("greedy", "random"), s, i)
        ba = play_mirrored_deal_pair(RUBICON, make_player, ("random", "greedy"), s, i)
        assert ab.margin == -ba.margin


def test_deal_numbers_cycle_through_the_partie_or_stay_at_one_when_fresh() -> None:
    assert [deal_number_for(i, RUBICON, "partie") for i in range(8)] == [1, 2, 3, 4, 5, 6, 1, 2]
    four = RuleSet(rubicon_deals=4)
    assert [deal_number_for(i, four, "partie") for i in range(5)] == [1, 2, 3, 4, 1]
    assert {deal_number_for(i, RUBICON, "fresh") for i in range(8)} == {1}


def test_pairs_from_inside_a_partie_start_from_its_score() -> None:
    pair = play_mirrored_deal_pair(RUBICON, make_player, ("greedy", "random"), 3, 5)
    assert pair.deal_number == 6
    assert sum(pair.scores_before) > 0  # five greedy deals score something


def test_seeds_are_stable_values() -> None:
    assert derive_seed("a", 1) == derive_seed("a", 1) != derive_seed("a", 2)
    assert 0 <= derive_seed("x") < 2**63


def _plan(**kw: object) -> ArenaPlan:
    base: dict[str, object] = {
        "rules": RUBICON,
        "pairings": round_robin(["random", "greedy"]),
        "deal_pairs": 6,
        "parties": 3,
        "seed": 11,
    }
    base.update(kw)
    return ArenaPlan(**base)  # type: ignore[arg-type]


def test_one_process_and_two_give_identical_results() -> None:
    plan = _plan()
    assert run_arena(plan, jobs=1) == run_arena(plan, jobs=2)


def test_the_cache_resumes_a_run_without_replaying(tmp_path: Path) -> None:
    plan = _plan()
    path = tmp_path / "cache.jsonl"
    first = run_arena(plan, cache=ResultCache(path))
    calls: list[str] = []

    def counting(name: str) -> RandomPlayer | GreedyPlayer:
        calls.append(name)
        return RandomPlayer() if name == "random" else GreedyPlayer()

    again = run_arena(plan, cache=ResultCache(path), factory=counting)
    assert again == first
    assert calls == []
    with path.open("a", encoding="utf-8") as f:
        f.write('{"key": "cut sho')  # a line cut short by a killed run is ignored
    assert run_arena(plan, cache=ResultCache(path), factory=counting) == first


def test_round_robin_lists_every_pairing_once() -> None:
    assert round_robin(["a", "b", "c"]) == (("a", "b"), ("a", "c"), ("b", "c"))


# ------------------------------------------------------------------------------- statistics


@pytest.mark.parametrize(
    ("df", "expected"),
    [(1, 12.706), (2, 4.303), (3, 3.182), (5, 2.571), (10, 2.228), (30, 2.042), (120, 1.980)],
)
def test_t_quantiles_match_the_tables(df: int, expected: float) -> None:
    assert t_quantile(0.975, df) == pytest.approx(expected, abs=0.02 if df == 3 else 0.002)


def test_mean_ci_on_known_data() -> None:
    ci = mean_ci([1, 2, 3, 4, 5])
    assert ci.mean == 3
    assert ci.sd == pytest.approx(math.sqrt(2.5))
    half = 2.776 * math.sqrt(2.5) / math.sqrt(5)
    assert ci.low == pytest.approx(3 - half, abs=0.01)
    assert ci.high == pytest.approx(3 + half, abs=0.01)
    single = mean_ci([7])
    assert single.mean == 7 and single.low is None and single.high is None
    with pytest.raises(ValueError):
        mean_ci([])


def test_wilson_interval_on_known_data() -> None:
    low, high = wilson_interval(5, 10)
    assert (low, high) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    low, high = wilson_interval(0, 10)
    assert low == pytest.approx(0, abs=1e-12) and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(10, 10)
    assert high == pytest.approx(1) and low == pytest.approx(0.7225, abs=1e-4)


def test_deal_pair_summary_counts_ties_half() -> None:
    results = [
        DealPairResult(i, 1, 0, (0, 0), (m, 0), (0, 0)) for i, m in enumerate([10, -4, 0, 6])
    ]
    s = DealPairSummary.of(results)
    assert (s.pairs, s.won, s.lost, s.tied) == (4, 2, 1, 1)
    assert s.share == pytest.approx(2.5 / 4)
    assert s.mean == pytest.approx(3.0)
    assert s.low is not None and s.high is not None and s.low < 3 < s.high


def test_partie_summary_pairs_parties_by_seed() -> None:
    plan = _plan(deal_pairs=0, parties=5)
    (result,) = run_arena(plan)
    summary = PartieSummary.of(result.parties)
    assert summary is not None
    assert summary.parties == 5 and summary.pairs == 2
    assert summary.a_won + summary.b_won + summary.drawn == 5
    assert summary.a_score == sum(o.a_score for o in result.parties)


def _breaking(name: str) -> RandomPlayer | GreedyPlayer:
    if name == "greedy":
        raise RuntimeError("no greedy today")
    return RandomPlayer()


def test_a_failing_item_names_itself() -> None:
    plan = _plan(parties=0, deal_pairs=2)
    with pytest.raises(ItemFailed, match=r"deal pair 0 of random vs greedy \(pair seed \d+"):
        run_arena(plan, factory=_breaking)
    with pytest.raises(ItemFailed, match="no greedy today"):
        run_arena(plan, jobs=2, factory=_breaking)
