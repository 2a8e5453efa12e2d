"""The exact solver's memory: a capped table, tables freed between deals, the same values
whatever the table holds (its size only changes the speed)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from piquet_desktop.ai import parallel
from piquet_desktop.ai.solver import PlayPosition, Solver
from piquet_desktop.engine.rules import RuleSet

from .test_solver import random_position


@pytest.fixture(autouse=True)
def fresh_local_solvers(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(parallel, "_local_solvers", {})
    monkeypatch.setattr(parallel, "_deal_in_hand", None)
    yield


def _positions(seed: int, count: int, cards: int) -> list[PlayPosition]:
    rng = random.Random(seed)
    return [random_position(rng, cards) for _ in range(count)]


def test_a_tiny_table_gives_the_same_values_as_a_large_one() -> None:
    positions = _positions(seed=5, count=40, cards=9)
    large: dict[tuple[str, int], Solver] = {}
    tiny: dict[tuple[str, int], Solver] = {}
    for p in positions:
        key = (p.rules.trick_points, p.rules.last_trick_bonus)
        big = large.setdefault(key, Solver(p.rules))
        small = tiny.setdefault(key, Solver(p.rules, max_entries=50))
        assert small.solve(p) == big.solve(p)
        assert small.best_moves(p) == big.best_moves(p)


def test_a_table_over_its_cap_is_emptied_before_the_next_call() -> None:
    solver = Solver(RuleSet(), max_entries=200)
    positions = [p for p in _positions(seed=8, count=30, cards=10) if p.rules == RuleSet()]
    emptied = 0
    for p in positions:
        over = len(solver.table) > 200
        solver.solve(p)
        if over:  # the call started afresh: it holds what a new solver would
            fresh = Solver(RuleSet())
            fresh.solve(p)
            assert len(solver.table) == len(fresh.table)
            emptied += 1
    assert emptied > 2


def test_the_local_solvers_are_capped() -> None:
    position = PlayPosition((0b111, 0b111000), 0, tricks_won=(4, 5), tricks_played=9)
    solver = parallel.local_solver(position)
    assert solver.max_entries == parallel.LOCAL_TABLE_ENTRIES <= 100_000


def test_a_new_deal_frees_the_local_tables_and_the_same_deal_keeps_them() -> None:
    p = _positions(seed=3, count=1, cards=10)[0]
    solver = parallel.local_solver(p)
    assert parallel.free_finished_deals((1, (0, 0)))
    solver.solve(p)
    filled = len(solver.table)
    assert filled > 0
    assert not parallel.free_finished_deals((1, (0, 0)))  # the same deal: kept
    assert len(solver.table) == filled
    assert parallel.free_finished_deals((2, (31, 12)))  # the next deal: emptied
    assert len(solver.table) == 0
    assert parallel.local_solver(p) is solver  # the same solver, its static tables kept
    assert solver.solve(p) == Solver(p.rules).solve(p)
