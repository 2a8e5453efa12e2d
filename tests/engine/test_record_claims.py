"""The optional ``claims`` field of a record: the deals whose remaining tricks a player claimed.

The claimed cards are ordinary plays in the actions, so replay ignores the claims; the field says
who claimed, for the declarations log of a partie read again. A record without claims is written
exactly as before (no field), so files stay readable by builds that predate it, and an older
record reads as having none. A claim is checked against the replayed actions.
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
from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.record import (
    MAX_POSITION,
    Claim,
    PartieRecord,
    PlayerInfo,
    RecordError,
    load_record,
    save_record,
)
from piquet_desktop.engine.record_schema import schema_problem
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden_rubicon.piquet.json"


@pytest.fixture(scope="module")
def partie() -> PartieState:
    """Two deals played, the third about to be dealt."""
    return play_random(RUBICON, 5, until=lambda s: len(s.results) == 2)


def last_cards_claim(state: PartieState, deal: int, plays: int) -> Claim:
    """A claim of the last ``plays`` cards of ``deal``, by whoever played the first of them."""
    actions = state.actions
    shuffles = [i for i, a in enumerate(actions) if isinstance(a, Shuffle)]
    end = shuffles[deal] if deal < len(shuffles) else len(actions)
    replay = new_partie(state.rules)
    seats = [replay.apply(a).seat for a in actions[: end - plays + 1]]
    return Claim(deal, seats[-1], end - plays, plays)


def with_claims(state: PartieState) -> PartieRecord:
    """The partie with deal 1's last 7 cards and deal 2's last 4 claimed."""
    claims = [last_cards_claim(state, 1, 7), last_cards_claim(state, 2, 4)]
    return PartieRecord(RUBICON, PLAYERS, 5, list(state.actions), claims=claims)


def test_claims_survive_save_and_load(tmp_path: Path, partie: PartieState) -> None:
    record = with_claims(partie)
    path = tmp_path / "claimed.piquet"
    save_record(record, path)
    loaded, _state = load_record(path)
    assert loaded.claims == record.claims
    assert loaded.actions == record.actions


def test_a_record_without_claims_writes_no_such_field(partie: PartieState) -> None:
    data = PartieRecord.from_state(partie, PLAYERS, 5).to_json()
    assert "claims" not in data
    assert PartieRecord.from_json(data).claims == []


def test_an_old_record_with_no_claims_still_loads() -> None:
    """The golden record was written before the field existed."""
    loaded, _state = load_record(GOLDEN)
    assert "claims" not in json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert loaded.claims == []


def test_the_written_claims_have_the_documented_shape(partie: PartieState) -> None:
    record = with_claims(partie)
    data = record.to_json()
    claim = record.claims[0]
    assert data["claims"][0] == {
        "deal": 1,
        "seat": claim.seat,
        "at": claim.at,
        "plays": 7,
    }
    assert data["version"] == 1  # no version bump: like take_backs and practice
    assert schema_problem(data) is None
    Draft202012Validator(record_schema.schema()).validate(data)


def test_the_file_writes_one_claim_per_line(tmp_path: Path, partie: PartieState) -> None:
    path = tmp_path / "p.piquet"
    save_record(with_claims(partie), path)
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index(' "claims": [')
    assert lines[start + 1].startswith('  {"deal": 1, ') and lines[start + 2].startswith(
        '  {"deal": 2, '
    )


def damaged(partie: PartieState, edit: Any) -> dict[str, Any]:
    data = copy.deepcopy(with_claims(partie).to_json())
    edit(data)
    return data


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d["claims"][0].pop("at"), "claims[0]: missing 'at'"),
        (lambda d: d["claims"][0].update(at=-1), "claims[0].at: must be at least 0"),
        (lambda d: d["claims"][1].update(deal=0), "claims[1].deal: must be at least 1"),
        (lambda d: d["claims"][0].update(seat=2), "claims[0].seat: must be one of 0, 1, not 2"),
        (lambda d: d["claims"][0].update(seat=True), "claims[0].seat: must be one of 0, 1"),
        (lambda d: d["claims"][0].update(plays=25), "claims[0].plays: must be at most 24"),
        (lambda d: d["claims"][0].update(plays="7"), "claims[0].plays: expected an integer"),
        (lambda d: d["claims"][0].update(who="me"), "claims[0]: unexpected field 'who'"),
        (lambda d: d["claims"][0].update(at=10**4299), "claims[0].at: must be at most 4194304"),
        (lambda d: d["claims"][1].update(deal=4194305), "claims[1].deal: must be at most"),
        (lambda d: d.update(claims={}), "claims: expected a list"),
        (lambda d: d["claims"].append([]), "claims[2]: expected an object"),
    ],
)
def test_a_claim_of_the_wrong_shape_is_refused_with_its_path(
    partie: PartieState, edit: Any, problem: str
) -> None:
    data = damaged(partie, edit)
    with pytest.raises(RecordError) as refused:
        PartieRecord.from_json(data)
    assert str(refused.value).startswith(problem), str(refused.value)
    assert schema_problem(data) is not None
    assert not Draft202012Validator(record_schema.schema()).is_valid(data)


def shifted(field: str, by: int) -> Any:
    def edit(d: dict[str, Any]) -> None:
        d["claims"][0][field] += by

    return edit


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d["claims"].reverse(), "claims[1]: deal 1 comes after a claim of deal 2"),
        (lambda d: d["claims"].append(d["claims"][1]), "claims[2]: deal 2 comes after"),
        (lambda d: d["claims"][1].update(deal=3), "claims[1]: the record has no finished deal 3"),
        (lambda d: d["claims"][0].update(deal=2), "claims[0]: actions"),  # deal 1's cards
        (shifted("plays", -1), "claims[0]: actions"),  # not to the deal's end
        (shifted("plays", 1), "claims[0]: actions"),  # the same end, one card more
        (shifted("at", 1), "claims[0]: actions"),  # past the deal's end
        (lambda d: d["claims"][0].update(at=0, plays=24), "claims[0]: actions 0 to 23"),
        (
            lambda d: d["claims"][0].update(seat=1 - d["claims"][0]["seat"]),
            "claims[0]: action ",
        ),
    ],
)
def test_a_claim_the_actions_contradict_is_refused_naming_it(
    partie: PartieState, edit: Any, problem: str
) -> None:
    data = damaged(partie, edit)
    assert schema_problem(data) is None  # the shape is right: the replay finds the problem
    with pytest.raises(RecordError) as refused:
        PartieRecord.from_json(data)
    assert str(refused.value).startswith(problem), str(refused.value)


def test_a_claim_of_the_deal_in_play_is_refused(partie: PartieState) -> None:
    """Half a claim is never written: the record holds a claim once its cards are all played."""
    unfinished = play_random(RUBICON, 5, until=len(partie.actions) - 3)
    record = PartieRecord(RUBICON, PLAYERS, 5, list(unfinished.actions))
    record.claims = [last_cards_claim(unfinished, 2, 4)]
    with pytest.raises(RecordError, match=r"claims\[0\]: the record has no finished deal 2"):
        PartieRecord.from_json(record.to_json())


def test_claim_numbers_written_as_floats_are_integers(partie: PartieState) -> None:
    data = with_claims(partie).to_json()
    data["claims"][0] = {k: float(v) for k, v in data["claims"][0].items()}
    loaded = PartieRecord.from_json(data)
    assert loaded.claims == with_claims(partie).claims
    assert all(type(v) is int for v in vars(loaded.claims[0]).values())


def test_claims_in_a_record_with_no_deal_are_refused_naming_the_first() -> None:
    data = PartieRecord(RUBICON, PLAYERS, 5, []).to_json()
    data["claims"] = [{"deal": 1, "seat": 0, "at": 0, "plays": 12}]
    with pytest.raises(RecordError, match=r"claims\[0\]: the record has no finished deal 1"):
        PartieRecord.from_json(data)


def test_the_schema_bounds_a_claim_and_a_take_back_as_the_reader_does() -> None:
    assert MAX_POSITION == 4194304
    defs = record_schema.schema()["$defs"]
    assert defs["claim"]["properties"]["at"]["maximum"] == MAX_POSITION
    assert defs["claim"]["properties"]["deal"]["maximum"] == MAX_POSITION
    assert defs["take_back"]["properties"]["at"]["maximum"] == MAX_POSITION


def test_a_take_back_at_a_position_of_thousands_of_digits_is_refused_by_name(
    partie: PartieState,
) -> None:
    data = with_claims(partie).to_json()
    data["take_backs"] = [{"at": 10**4299, "undone": [data["actions"][-1]]}]
    with pytest.raises(RecordError, match=r"take_backs\[0\]\.at: must be at most 4194304"):
        PartieRecord.from_json(data)
