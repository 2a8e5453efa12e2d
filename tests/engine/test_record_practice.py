"""The optional ``practice`` field: the partie was played with both hands face up (open piquet).

A practice partie may take back moves past cards already seen (the app's choice, see
docs/DESIGN-APP.md), so a record says so: ``"practice": true``. A partie played normally writes
no such field, exactly as before, and records without it load as normal parties.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from piquet_desktop.engine import record_schema
from piquet_desktop.engine.record import (
    PartieRecord,
    PlayerInfo,
    RecordError,
    load_record,
    save_record,
)
from piquet_desktop.engine.record_schema import schema_problem
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def test_a_practice_partie_says_so_and_keeps_it_through_save_and_load(tmp_path: Path) -> None:
    record = PartieRecord(RUBICON, PLAYERS, 1, [], practice=True)
    data = record.to_json()
    assert data["practice"] is True
    assert schema_problem(data) is None
    Draft202012Validator(record_schema.schema()).validate(data)
    path = tmp_path / "p.piquet"
    save_record(record, path)
    assert '"practice": true' in path.read_text(encoding="utf-8")
    assert load_record(path)[0].practice


def test_a_normal_partie_writes_no_practice_field_and_old_records_load_as_normal() -> None:
    data = PartieRecord(RUBICON, PLAYERS, 1, []).to_json()
    assert "practice" not in data
    assert not PartieRecord.from_json(data).practice
    assert not PartieRecord.from_json({**data, "practice": False}).practice


def test_a_practice_field_that_is_not_true_or_false_is_refused(tmp_path: Path) -> None:
    data = {**PartieRecord(RUBICON, PLAYERS, 1, []).to_json(), "practice": "yes"}
    path = tmp_path / "p.piquet"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match=r"^practice: expected true or false"):
        load_record(path)
