"""The mined exchange positions: the shipped file matches its schema, its ids are stable, and a
position comes back from its seed exactly as the file says."""

from __future__ import annotations

import copy
import json

import pytest

from piquet_desktop import resources
from piquet_desktop.practice.exchange_exercise import judge_exchange
from piquet_desktop.practice.mined_data import (
    DATA,
    file_from_json,
    file_to_json,
    problem,
    read_shipped,
)
from piquet_desktop.practice.mined_exchange import (
    MIN_GAP,
    difficulty,
    judge_position,
    natural_second,
    positions_from_seed,
)


def _shipped_json() -> dict[str, object]:
    loaded: dict[str, object] = json.loads(resources.read_text(DATA))
    return loaded


def test_the_shipped_file_matches_its_schema_and_reads_back_unchanged() -> None:
    data = _shipped_json()
    assert problem(data) is None
    mined = read_shipped()
    assert len(mined.positions) >= 90
    assert file_to_json(mined) == data


def test_every_shipped_id_is_unique_and_names_its_partie_deal_and_role() -> None:
    mined = read_shipped()
    ids = [p.exercise.key for p in mined.positions]
    assert len(set(ids)) == len(ids)
    for p in mined.positions:
        _, seed, deal, role = p.exercise.key.split(":")
        assert mined.first_seed <= int(seed) <= mined.last_seed
        assert int(deal) == p.exercise.deal_number and role == p.exercise.role
        assert p.gap >= MIN_GAP and p.best & ~p.exercise.hand == 0


def test_every_shipped_difficulty_is_the_one_its_figures_give() -> None:
    for p in read_shipped().positions:
        assert p.difficulty == difficulty(p.gap, p.close, p.trap)


def test_a_position_comes_back_from_its_seed_with_its_hand_role_and_score() -> None:
    mined = read_shipped()
    first = mined.positions[0]
    seed = int(first.exercise.key.split(":")[1])
    again = {e.key: e for e in positions_from_seed(seed)}[first.exercise.key]
    assert (again.hand, again.role, again.score, again.deal_number, again.seed) == (
        first.exercise.hand,
        first.exercise.role,
        first.exercise.score,
        first.exercise.deal_number,
        first.exercise.seed,
    )


def test_a_file_that_breaks_the_schema_is_refused_saying_where() -> None:
    data = copy.deepcopy(_shipped_json())
    positions = data["positions"]
    assert isinstance(positions, list)
    positions[0]["hand"][0] = "ZZ"
    with pytest.raises(ValueError, match="positions/0/hand"):
        file_from_json(data)
    assert problem({"format": "something else"}) is not None


def test_a_discard_outside_the_hand_is_refused() -> None:
    data = copy.deepcopy(_shipped_json())
    positions = data["positions"]
    assert isinstance(positions, list)
    hand = set(positions[0]["hand"])
    outside = next(c for c in ("AS", "KS", "QS", "JS", "AH", "KH", "QH", "JH") if c not in hand)
    positions[0]["best"] = [outside]
    with pytest.raises(ValueError, match="not in the hand"):
        file_from_json(data)


@pytest.mark.slow
def test_a_shipped_positions_best_is_the_best_of_its_verdict_again() -> None:
    mined = read_shipped()
    first = mined.positions[0]
    again = judge_position(first.exercise, worlds=mined.worlds)
    assert again is not None
    assert (again.best, again.second) == (first.best, first.second)
    assert again.gap == pytest.approx(first.gap, abs=1e-3)
    judged = judge_exchange(first.exercise, [first.second], worlds=mined.worlds)
    assert judged.best.discard == first.best
    assert natural_second(judged) == first.second
    second = judged.of(first.second)
    assert second is not None and second.loss == pytest.approx(first.gap, abs=1e-3)
