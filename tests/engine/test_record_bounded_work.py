"""A long invalid record costs no more than its first problem: the work is bounded.

A file with a long list of wrong take backs once took 18 s and 3 GB to be refused, because every
schema error was built before the first was reported (and a ``oneOf`` keeps every branch's
errors for every item). These tests count the errors the record checker builds, not the time:
the figures are shown by ``python -m piquet_desktop.benchmarks.record_loading``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import PartieRecord, RecordError
from piquet_desktop.engine.record_check import SchemaError
from piquet_desktop.engine.record_schema import MAX_SCHEMA_ERRORS, first_errors, schema_problem

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden_rubicon.piquet.json"
MANY = 20_000


@pytest.fixture
def golden() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


@pytest.fixture
def errors_built(monkeypatch: pytest.MonkeyPatch) -> list[SchemaError]:
    """Every SchemaError the record checker builds during the test."""
    built: list[SchemaError] = []
    original = SchemaError.__init__

    def counting(self: SchemaError, *args: Any, **kwargs: Any) -> None:
        built.append(self)
        original(self, *args, **kwargs)

    monkeypatch.setattr(SchemaError, "__init__", counting)
    return built


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as refused:
        PartieRecord.from_json(data)
    return str(refused.value)


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (
            lambda d: d.update(
                take_backs=[{"at": 0, "undone": [{"type": "play", "card": "ZZ"}]}] * MANY
            ),
            "take_backs[0].undone[0].card: 'ZZ' is not a card",
        ),
        (lambda d: d.update(take_backs=[{"at": "x", "undone": []}] * MANY), "take_backs[0]"),
        (lambda d: d.update(claims=[{"deal": "x", "seat": 2}] * MANY), "claims[0]"),
        (lambda d: d["actions"].extend([{"type": "no such"}] * MANY), "actions[257]: unknown"),
        (
            lambda d: d["actions"].extend([{"type": "shuffle", "order": ["ZZ"] * 36}] * MANY),
            "actions[257]",
        ),
        (lambda d: d.update(players=[{"name": 7}] * MANY), "players"),
        (
            lambda d: d["actions"].insert(0, {"type": "shuffle", "order": [7] * MANY}),
            "actions[0].order",
        ),
    ],
)
def test_a_long_invalid_part_builds_only_a_handful_of_errors(
    golden: dict[str, Any], errors_built: list[SchemaError], edit: Any, problem: str
) -> None:
    data = copy.deepcopy(golden)
    edit(data)
    assert refusal(data).startswith(problem)
    assert len(errors_built) <= MAX_SCHEMA_ERRORS
    errors_built.clear()
    assert (schema_problem(data) or "").startswith(problem)
    assert len(errors_built) <= MAX_SCHEMA_ERRORS
    assert errors_built or "unknown" in problem  # counted: only an unknown type needs no checker


def test_a_validator_is_asked_for_at_most_max_schema_errors() -> None:
    asked = 0

    def endless() -> Iterator[SchemaError]:
        nonlocal asked
        while True:
            asked += 1
            yield SchemaError("type", "string", 7, {}, (), "7 is not of type 'string'")

    assert len(first_errors(endless())) == MAX_SCHEMA_ERRORS
    assert asked == MAX_SCHEMA_ERRORS


def test_a_long_list_of_claims_of_the_right_shape_is_refused_at_the_first_that_cannot_be(
    golden: dict[str, Any], errors_built: list[SchemaError]
) -> None:
    """Claims are of deals in order, one a deal: many copies of deal 1's claim are refused at the
    second, and claims of a deal the record does not have at the first."""
    data = copy.deepcopy(golden)
    record = PartieRecord.from_json(data)
    second_shuffle = [i for i, a in enumerate(record.actions) if isinstance(a, Shuffle)][1]
    state = new_partie(record.rules)
    seat = [state.apply(a).seat for a in record.actions[:second_shuffle]][-1]
    last_card = {"deal": 1, "seat": seat, "at": second_shuffle - 1, "plays": 1}
    data["claims"] = [last_card] * MANY
    assert schema_problem(data) is None
    assert refusal(data).startswith("claims[1]: deal 1 comes after a claim of deal 1")
    data["claims"] = [last_card | {"deal": 99}] * MANY
    assert refusal(data).startswith("claims[0]: the record has no finished deal 99")
    assert errors_built == []


def test_a_long_valid_list_of_take_backs_is_read_without_building_any_error(
    golden: dict[str, Any], errors_built: list[SchemaError]
) -> None:
    data = copy.deepcopy(golden)
    data["take_backs"] = [{"at": 0, "undone": [{"type": "play", "card": "AS"}]}] * MANY
    record = PartieRecord.from_json(data)
    assert len(record.take_backs) == MANY
    assert errors_built == []
