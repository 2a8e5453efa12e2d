"""The optional ``take_backs`` field of a record: moves a practice partie took back.

The actions list holds only what stands, so replay ignores take backs; the field records that a
partie had moves taken back, where, and which. A record without take backs is written exactly as
before (no field), so files stay readable by builds that predate it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import play_random
from jsonschema import Draft202012Validator

from piquet_desktop.engine import record_schema
from piquet_desktop.engine.actions import Play, action_to_json
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import (
    PartieRecord,
    PlayerInfo,
    RecordError,
    TakeBack,
    load_record,
    save_record,
)
from piquet_desktop.engine.record_schema import schema_problem
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


@pytest.fixture(scope="module")
def partie() -> PartieState:
    return play_random(RUBICON, 5, until=60)


def with_take_backs(state: PartieState) -> PartieRecord:
    """A record that took back the last three actions once and the last two again later."""
    actions = state.actions
    return PartieRecord(
        RUBICON,
        PLAYERS,
        5,
        list(actions[:-2]),
        [TakeBack(len(actions) - 3, tuple(actions[-3:])), TakeBack(len(actions) - 2, (Play(3),))],
    )


def test_take_backs_survive_save_and_load(tmp_path: Path, partie: PartieState) -> None:
    record = with_take_backs(partie)
    path = tmp_path / "practice.piquet"
    save_record(record, path)
    loaded, state = load_record(path)
    assert loaded.take_backs == record.take_backs
    assert loaded.actions == record.actions and state.actions == record.actions


def test_a_record_without_take_backs_has_no_such_field(partie: PartieState) -> None:
    data = PartieRecord.from_state(partie, PLAYERS, 5).to_json()
    assert "take_backs" not in data
    assert PartieRecord.from_json(data).take_backs == []


def test_the_written_take_backs_have_the_documented_shape(partie: PartieState) -> None:
    record = with_take_backs(partie)
    data = record.to_json()
    assert data["take_backs"][0] == {
        "at": len(partie.actions) - 3,
        "undone": [action_to_json(a) for a in partie.actions[-3:]],
    }
    assert schema_problem(data) is None
    Draft202012Validator(record_schema.schema()).validate(data)


def test_the_file_writes_one_take_back_per_line(tmp_path: Path, partie: PartieState) -> None:
    path = tmp_path / "p.piquet"
    save_record(with_take_backs(partie), path)
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    start = lines.index(' "take_backs": [')
    assert lines[start + 1].startswith('  {"at": ') and lines[start + 2].startswith('  {"at": ')
    assert json.loads(text)["take_backs"][1]["undone"] == [{"type": "play", "card": "9S"}]


def damaged(partie: PartieState, edit: Any) -> dict[str, Any]:
    data = copy.deepcopy(with_take_backs(partie).to_json())
    edit(data)
    return data


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (
            lambda d: d["take_backs"][1]["undone"].append({"type": "play", "card": "ZZ"}),
            "take_backs[1].undone[1].card: 'ZZ' is not a card",
        ),
        (lambda d: d["take_backs"][0].pop("at"), "take_backs[0]: missing 'at'"),
        (lambda d: d["take_backs"][0].update(at=-1), "take_backs[0].at: must be at least 0"),
        (lambda d: d["take_backs"][0].update(at=True), "take_backs[0].at: expected an integer"),
        (
            lambda d: d["take_backs"][0].update(undone=[]),
            "take_backs[0].undone: expected at least 1",
        ),
        (lambda d: d["take_backs"][0].update(why="oops"), "take_backs[0]: unexpected field 'why'"),
        (lambda d: d.update(take_backs={}), "take_backs: expected a list"),
        (
            lambda d: d["take_backs"][1]["undone"].append({"type": "play", "card": "AS", "x": 1}),
            "take_backs[1].undone[1]: unexpected field 'x'",
        ),
    ],
)
def test_a_damaged_take_back_is_refused_with_its_path(
    partie: PartieState, edit: Any, problem: str
) -> None:
    data = damaged(partie, edit)
    with pytest.raises(RecordError) as refused:
        PartieRecord.from_json(data)
    assert str(refused.value).startswith(problem), str(refused.value)
    assert (schema_problem(data) is None) == Draft202012Validator(record_schema.schema()).is_valid(
        data
    )


def test_undone_actions_are_not_replayed(partie: PartieState) -> None:
    """An undone move may be illegal now (its position was itself taken back): that is fine."""
    record = with_take_backs(partie)
    record.take_backs.append(TakeBack(0, (Play(3), Play(3))))
    loaded = PartieRecord.from_json(record.to_json())
    assert loaded.take_backs[-1].undone == (Play(3), Play(3))
