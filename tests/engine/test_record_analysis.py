"""The record's optional analysis part: written only when there is one (so a record without it
is exactly what older builds wrote), version 2 when present, round-tripped unchanged, and a
damaged or mismatched analysis dropped with a notice while the partie loads intact."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import play_random
from jsonschema import Draft202012Validator

from piquet_desktop.engine import record_schema
from piquet_desktop.engine.actions import action_to_json
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import (
    PartieRecord,
    PlayerInfo,
    RecordError,
    load_record,
    save_record,
)
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("Alice", "human"), PlayerInfo("Bob", "ai", "master"))
GOLDEN = Path(__file__).parent.parent / "data" / "golden_rubicon.piquet.json"


@pytest.fixture(scope="module")
def finished() -> PartieState:
    return play_random(RUBICON, 11)


def analysis_for(state: PartieState, count: int = 3) -> dict[str, Any]:
    """A well-formed analysis of the first ``count`` plays (the figures are made up)."""
    plays = [i for i, a in enumerate(state.actions) if type(a).__name__ == "Play"][:count]
    decisions = [
        {
            "index": i,
            "deal": 1,
            "kind": "play",
            "chosen": action_to_json(state.actions[i]),
            "best": action_to_json(state.actions[i]),
            "chosen_value": 3.5,
            "best_value": 3.5 + k,
            "loss": float(k),
            "stderr": 0.25,
            "partie_loss": None,
            "worlds": 48,
            "mark": "inaccuracy" if k >= 2 else None,
            "reason": None,
        }
        for k, i in enumerate(plays)
    ]
    return {
        "version": 1,
        "level": "master",
        "seed": 0,
        "seat": 0,
        "actions": len(state.actions),
        "decisions": decisions,
    }


def with_analysis(state: PartieState, analysis: Any) -> dict[str, Any]:
    data = PartieRecord.from_state(state, PLAYERS, 5).to_json()
    data["version"] = 2
    data["analysis"] = analysis
    return data


def load_json(tmp_path: Path, data: dict[str, Any]) -> PartieRecord:
    path = tmp_path / "r.piquet"
    path.write_text(json.dumps(data))
    return load_record(path)[0]


def test_a_record_without_analysis_is_written_exactly_as_version_1(
    tmp_path: Path, finished: PartieState
) -> None:
    record = PartieRecord.from_state(finished, PLAYERS, 5)
    data = record.to_json()
    assert data["version"] == 1 and "analysis" not in data
    path = tmp_path / "plain.piquet"
    save_record(record, path)
    assert "analysis" not in path.read_text()


def test_version_1_records_still_load(tmp_path: Path) -> None:
    record, state = load_record(GOLDEN)
    assert record.analysis is None and record.analysis_notice is None
    assert state.actions


def test_an_analysis_round_trips_through_a_saved_record_as_version_2(
    tmp_path: Path, finished: PartieState
) -> None:
    analysis = analysis_for(finished)
    record = PartieRecord.from_state(finished, PLAYERS, 5)
    record.analysis = analysis
    data = record.to_json()
    assert data["version"] == 2
    Draft202012Validator(record_schema.schema()).validate(data)
    path = tmp_path / "a.piquet"
    save_record(record, path)
    again, state = load_record(path)
    assert again.analysis == analysis and again.analysis_notice is None
    assert again == record and state.actions == finished.actions
    save_record(again, tmp_path / "b.piquet")
    assert (tmp_path / "b.piquet").read_text() == path.read_text()


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda a: a.pop("level"), "level"),
        (lambda a: a["decisions"][0].update(loss="much"), "loss"),
        (lambda a: a["decisions"][1].update(mark="catastrophe"), "mark"),
        (lambda a: a["decisions"][0].update(index=0), "not the one reviewed"),
        (lambda a: a.update(actions=10**6), "covers"),
        (lambda a: a["decisions"][0]["chosen"].update(card="ZZ"), "ZZ"),
    ],
)
def test_a_damaged_analysis_is_dropped_with_a_notice_and_the_partie_kept(
    tmp_path: Path, finished: PartieState, damage: Any, words: str
) -> None:
    analysis = analysis_for(finished)
    damage(analysis)
    record = load_json(tmp_path, with_analysis(finished, analysis))
    assert record.analysis is None
    assert record.analysis_notice is not None
    assert words in record.analysis_notice and "intact" in record.analysis_notice
    assert record.actions == finished.actions


def test_an_analysis_of_the_wrong_type_is_dropped_too(
    tmp_path: Path, finished: PartieState
) -> None:
    record = load_json(tmp_path, with_analysis(finished, [1, 2, 3]))
    assert record.analysis is None and record.analysis_notice is not None


def test_a_damaged_partie_beside_an_analysis_is_still_refused(
    tmp_path: Path, finished: PartieState
) -> None:
    data = with_analysis(finished, analysis_for(finished))
    data["actions"][5] = {"type": "play", "card": "ZZ"}
    path = tmp_path / "bad.piquet"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"actions\[5\]"):
        load_record(path)


def test_the_reviewed_sample_in_tests_data_loads_with_its_analysis() -> None:
    """tests/data/reviewed_sample.piquet: the shipped sample after ``piquet-review --level club
    --deal 1 --store``, a real record with an analysis part (the fuzzing harness mutates it)."""
    record, _ = load_record(GOLDEN.parent / "reviewed_sample.piquet")
    assert record.analysis_notice is None and record.analysis is not None
    assert record.analysis["level"] == "club" and record.analysis["decisions"]
