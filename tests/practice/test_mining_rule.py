"""The rule that starts mining on demand: most of the mined positions near the player's rating
have been tried."""

from __future__ import annotations

from piquet_desktop.practice.choosing import ExerciseRef
from piquet_desktop.practice.mining_rule import NEAREST, UNTRIED_LEFT, wants_more


def _refs(count: int, first: float = 1400.0, step: float = 10.0) -> list[ExerciseRef]:
    return [ExerciseRef("exchange", f"mined:{i}:1:elder", first + i * step) for i in range(count)]


def test_nothing_is_mined_while_the_positions_near_the_rating_are_new() -> None:
    assert not wants_more(_refs(90), set(), 1500.0)


def test_mining_starts_once_three_quarters_of_the_nearest_were_tried() -> None:
    refs = _refs(90)
    nearest = sorted(refs, key=lambda r: abs(r.rating - 1700.0))[:NEAREST]
    tried = {r.exercise for r in nearest[: NEAREST - UNTRIED_LEFT - 1]}
    assert not wants_more(refs, tried, 1700.0)
    tried.add(nearest[NEAREST - UNTRIED_LEFT - 1].exercise)
    assert wants_more(refs, tried, 1700.0)


def test_positions_tried_far_from_the_rating_do_not_count() -> None:
    refs = _refs(90)
    far = {r.exercise for r in refs if r.rating >= 1800.0}  # 50 positions, none near 1450
    assert len(far) > NEAREST
    assert not wants_more(refs, far, 1450.0)
    assert wants_more(refs, far, 2200.0)


def test_a_few_positions_all_tried_want_more() -> None:
    refs = _refs(3)
    assert wants_more(refs, {r.exercise for r in refs}, 1500.0)
