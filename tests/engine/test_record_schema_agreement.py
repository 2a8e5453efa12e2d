"""The schema and the loader give one verdict: what one accepts the other accepts.

The published schema (resources/partie.schema.json) is read here by plain jsonschema, the
reference validator, which the app never runs, and its patterns would mean the same to any
ECMA 262 validator (see test_every_pattern_reads_alike...). The loader's structural verdict is
``convert_record`` (everything but the replay and the analysis, which is derived data and
dropped rather than refused), and its sentences come from the app's own checker
(``record_check``), whose every error must be jsonschema's: the same keyword, path and wording,
in the same order. Each disagreement found once has a case below; the property tests then feed
them all the same mutated records.
"""

from __future__ import annotations

import copy
import json
import os
import re
from functools import cache
from typing import Any

import pytest
from helpers import play_random
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from piquet_desktop.engine import record_schema
from piquet_desktop.engine.actions import CarteBlanche, LookAtTalon, Play, Sink
from piquet_desktop.engine.record import (
    Claim,
    PartieRecord,
    PlayerInfo,
    RecordError,
    TakeBack,
    convert_record,
    parse_record_bytes,
)
from piquet_desktop.engine.record_check import SchemaChecker, SchemaError
from piquet_desktop.engine.rules import RUBICON

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


@cache
def plain() -> Draft202012Validator:
    return Draft202012Validator(record_schema.schema())


@cache
def base() -> dict[str, Any]:
    """A practice record with an id, take backs and a claim: every optional part of the format
    (the claim is not checked against the actions here: the verdict is structural only)."""
    state = play_random(RUBICON, 5, until=50)
    actions = list(state.actions)
    # Every type of action, those a short partie may lack too: the verdict is structural only.
    extra = [CarteBlanche(True, 3), LookAtTalon(False), Sink("set")]
    record = PartieRecord(
        RUBICON,
        PLAYERS,
        5,
        actions[:-2] + extra,
        [TakeBack(len(actions) - 3, tuple(actions[-3:])), TakeBack(7, (Play(3),))],
        practice=True,
        id="a-partie_01",
        claims=[Claim(1, 0, 40, 7)],
    )
    return record.to_json()


def loader_accepts(data: object) -> bool:
    try:
        convert_record(data)
    except RecordError:
        return False
    return True


def agree(data: dict[str, Any]) -> bool:
    """The verdicts, which must be equal; returned is the schema's."""
    verdict = plain().is_valid(data)
    checks_alike(data)
    assert loader_accepts(data) == verdict, (verdict, json.dumps(data)[:300])
    assert (record_schema.schema_problem(data) is None) == verdict
    return verdict


def reported(error: ValidationError | SchemaError) -> tuple[object, ...]:
    """What a sentence is made of: the keyword, its value, the schema, the path, the wording."""
    schema = error.schema if isinstance(error.schema, dict) else {}
    path = tuple(error.absolute_path)
    return (error.validator, error.validator_value, schema, path, error.message)


def errors_alike(checker: SchemaChecker, instance: object) -> None:
    """The app's checker reports what jsonschema reports on the same schema, in its order."""
    ours = [reported(e) for e in checker.iter_errors(instance)]
    reference = [reported(e) for e in Draft202012Validator(checker.schema).iter_errors(instance)]
    assert ours == reference, json.dumps(instance, default=repr)[:300]


def checks_alike(data: object) -> None:
    """Each of the app's checkers, on each part it is given, agrees with jsonschema."""
    checkers = record_schema._validators()
    errors_alike(checkers.outer, data)
    if not isinstance(data, dict):
        return
    lists = {"actions": None, "take_backs": checkers.take_back, "claims": checkers.claim}
    for name, checker in lists.items():
        items = data.get(name)
        for item in items if isinstance(items, list) else []:
            if checker is not None:
                errors_alike(checker, item)
                continue
            kind = item.get("type") if isinstance(item, dict) else None
            by_type = checkers.by_type.get(kind) if isinstance(kind, str) else None
            if by_type is not None:
                errors_alike(by_type, item)
    if "analysis" in data:
        errors_alike(checkers.analysis, data["analysis"])


def test_the_checker_refuses_a_schema_with_a_keyword_it_does_not_know() -> None:
    """A schema edit that brings a new keyword fails here, not silently at a player's file."""
    with pytest.raises(ValueError, match="multipleOf"):
        SchemaChecker({"type": "object", "properties": {"at": {"multipleOf": 2}}})


def test_the_checker_knows_every_keyword_of_the_published_schema() -> None:
    """Its references inlined (the checker follows none), the whole schema is one it can check,
    and every part the app checks with is a valid 2020-12 schema."""
    root = record_schema.schema()
    SchemaChecker(record_schema._inline(root, root))  # raises at an unknown keyword
    for checker in vars(record_schema._validators()).values():
        if isinstance(checker, SchemaChecker):
            Draft202012Validator.check_schema(checker.schema)


@pytest.mark.parametrize(
    "reason",
    [
        None,
        "a reason",
        "x" * 301,
        7,
        [],
        {"key": "k", "fields": {}},
        {"key": "k", "fields": {"a": 1, "b": "two"}},
        {"key": "k", "fields": {f"f{i}": i for i in range(9)}},
        {"key": "k", "fields": {"x" * 41: 1}},
        {"key": "k", "fields": {"a": 1.5}},
        {"key": "k", "fields": {"a": "y" * 41}},
        {"key": "k"},
        {"key": "k", "fields": {}, "more": 1},
    ],
)
def test_an_analysis_reason_of_any_shape_is_checked_as_jsonschema_checks_it(
    reason: object,
) -> None:
    """The keywords only the analysis uses (``anyOf``, ``maxProperties``, ``propertyNames``, an
    ``additionalProperties`` schema) on a reviewed decision's reason."""
    decision = {
        "index": 3,
        "deal": 1,
        "kind": "play",
        "chosen": {"type": "play", "card": "AS"},
        "best": {"type": "play", "card": "KS"},
        "chosen_value": 0.5,
        "best_value": None,
        "loss": 0,
        "stderr": 0.1,
        "partie_loss": None,
        "worlds": 8,
        "mark": "mistake",
        "reason": reason,
    }
    analysis = {"version": 1, "level": "club", "seed": 0, "seat": 1, "actions": 50}
    errors_alike(record_schema._validators().analysis, analysis | {"decisions": [decision]})
    data = base() | {"version": 2, "analysis": analysis | {"decisions": [decision]}}
    checks_alike(data)  # a damaged analysis is set aside, not refused: the schema's verdict only
    assert (record_schema.schema_problem(data) is None) == plain().is_valid(data)


def edited(path: tuple[str | int, ...], value: object) -> dict[str, Any]:
    data = copy.deepcopy(base())
    node: Any = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return data


def first(kind: str) -> int:
    return next(i for i, a in enumerate(base()["actions"]) if a["type"] == kind)


# ------------------------------------------------------------------ the disagreements found once


def test_the_base_record_is_valid_for_both() -> None:
    assert agree(base())


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("seed",), 5.0),
        (("version",), 1.0),
        (("rules", "deck"), 32.0),
        (("rules", "deal_by"), 2.0),
        (("rules", "last_trick_bonus"), 1.0),
        (("rules", "rubicon_deals"), 6.0),
        (("rules", "reckoning"), 4.0),
        (("take_backs", 1, "at"), 7.0),
        (("claims", 0, "deal"), 1.0),
        (("claims", 0, "seat"), 0.0),
        (("claims", 0, "at"), 40.0),
        (("claims", 0, "plays"), 7.0),
    ],
)
def test_an_integer_written_as_a_float_is_an_integer_to_both(
    path: tuple[str | int, ...], value: float
) -> None:
    """JSON Schema counts 7.0 as an integer; the loader reads it as 7 (it refused "take": 0.0)."""
    data = edited(path, value)
    assert agree(data)
    record = convert_record(data)
    assert record.seed == 5 and isinstance(record.seed, int)
    assert record.rules == RUBICON
    assert all(type(t.at) is int for t in record.take_backs)
    assert record.claims == [Claim(1, 0, 40, 7)]
    assert all(type(v) is int for v in vars(record.claims[0]).values())


@pytest.mark.parametrize(
    ("value", "valid"), [(1, True), (2, True), (3, True), (4, True), (0, False), (5, False)]
)
def test_the_reckoning_a_record_names_is_one_both_know(value: int, valid: bool) -> None:
    assert agree(edited(("rules", "reckoning"), value)) == valid


def test_a_carte_blanche_taking_zero_point_zero_reads_as_taking_nothing() -> None:
    data = edited(("actions", 1), {"type": "carte_blanche", "claim": False, "take": 0.0})
    assert agree(data)
    action = convert_record(data).actions[1]
    assert action == type(action)(False, 0) and type(action.take) is int  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("practice",), 1),
        (("rules", "younger_must_exchange"), 1),
        (("rules", "cards_count_for_pique"), 0),
        (("rules", "reckoning"), True),
        (("actions", 1), {"type": "carte_blanche", "claim": 1, "take": 0}),
        (("actions", 1), {"type": "carte_blanche", "claim": False, "take": False}),
        (("actions", 1), {"type": "look_at_talon", "look": 0}),
        (("version",), True),
        (("take_backs", 1, "at"), True),
        (("claims", 0, "seat"), False),
        (("claims", 0, "plays"), True),
        (("seed",), False),
    ],
)
def test_a_boolean_is_not_a_number_and_a_number_not_a_boolean_to_either(
    path: tuple[str | int, ...], value: object
) -> None:
    assert not agree(edited(path, value))


@pytest.mark.parametrize(
    "text", ["AS", " AS", "AS ", "\tAS", "AS\n", "\x1cAS", "AS\x85", "\u00a0AS", "\ufeffAS", "as"]
)
def test_a_card_with_white_space_of_any_kind_is_refused_by_both(text: str) -> None:
    """``\\s`` covered \\x1c and \\x85 for Python's re but \\ufeff for ECMA 262: no more ``\\s``."""
    assert agree(edited(("actions", first("play"), "card"), text)) == (text == "AS")


@pytest.mark.parametrize("value", ["a-partie_01", "abc\n", "abc\r", "ab c", "é", "", "x" * 65])
def test_a_partie_id_with_a_final_newline_is_refused_by_both(value: str) -> None:
    """Python's ``$`` matches before a final newline, ECMA 262's does not: no anchored pattern."""
    assert agree(edited(("id",), value)) == (value == "a-partie_01")


@pytest.mark.parametrize(
    ("kind", "key", "count", "valid"),
    [
        ("discard", "cards", 12, True),
        ("discard", "cards", 13, False),
        ("shuffle", "order", 31, False),
        ("shuffle", "order", 37, False),
        ("cut", "cards", 3, False),
        ("cut", "cards", 1, False),
    ],
)
def test_list_lengths_are_bounded_alike(kind: str, key: str, count: int, valid: bool) -> None:
    cards = [r + s for s in "SHDC" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    cards.append("ZZ")  # a 37th, never valid: only the length may decide
    action: dict[str, Any] = {"type": kind, key: cards[:count]}
    index = 0 if kind == "cut" else first(kind)
    assert agree(edited(("actions", index), action)) == valid


@pytest.mark.parametrize(("take", "valid"), [(0, True), (7, True), (8, False), (-1, False)])
def test_the_cards_a_carte_blanche_takes_are_bounded_alike(take: int, valid: bool) -> None:
    action = {"type": "carte_blanche", "claim": True, "take": take}
    assert agree(edited(("actions", 1), action)) == valid


def test_every_pattern_in_the_schema_reads_alike_in_python_and_ecma_262() -> None:
    """Only a plain character class of ASCII letters, digits, '_' and '-' (optionally negated),
    searched unanchored: no ``\\s``, ``\\d``, ``\\w``, ``.``, ``^`` or ``$``, whose meanings
    differ between Python's re (what jsonschema runs) and ECMA 262 (what the schema means)."""
    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("pattern"), str):
                found.append(node["pattern"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(record_schema.schema())
    assert found, "the schema has a pattern: this test must see it"
    for pattern in found:
        assert re.fullmatch(r"\[\^?(?:[A-Za-z0-9_]|[A-Za-z0-9]-[A-Za-z0-9])*-?\]", pattern), pattern


def test_a_number_too_large_for_a_double_is_refused_where_the_schema_cannot_see_it() -> None:
    """1e999 is an integer to JSON Schema, infinity to Python: refused while parsing (I-JSON)."""
    text = json.dumps(base()).replace('"seed": 5', '"seed": 1e999')
    with pytest.raises(RecordError, match="too large"):
        parse_record_bytes(text.encode())


def test_an_analysis_integer_written_as_a_float_is_kept_as_an_integer() -> None:
    state = play_random(RUBICON, 5, until=50)
    play = next(i for i, a in enumerate(state.actions) if isinstance(a, Play))
    data = PartieRecord.from_state(state, PLAYERS, 5).to_json()
    chosen = data["actions"][play]
    decision = {
        "index": float(play),
        "deal": 1.0,
        "kind": "play",
        "chosen": chosen,
        "best": chosen,
        "chosen_value": 0,
        "best_value": 0,
        "loss": 0,
        "stderr": 0,
        "partie_loss": None,
        "worlds": 4.0,
        "mark": None,
        "reason": None,
    }
    analysis = {"version": 1.0, "level": "club", "seed": 0.0, "seat": 1.0, "actions": 50.0}
    data |= {"version": 2, "analysis": analysis | {"decisions": [decision]}}
    assert plain().is_valid(data)
    record = PartieRecord.from_json(data)
    assert record.analysis_notice is None and record.analysis is not None
    kept = record.analysis
    assert [type(kept[k]) for k in ("version", "seed", "seat", "actions")] == [int] * 4
    assert [type(kept["decisions"][0][k]) for k in ("index", "deal", "worlds")] == [int] * 3


# ------------------------------------------------------------------ the property: mutated records

# Values that have split the two before, and their neighbours: integral floats, booleans where
# numbers go and back, out-of-range numbers, card and id texts with white space or newlines.
NASTY_VALUES: list[object] = [
    0,
    1,
    2,
    7,
    8,
    32,
    36,
    -1,
    10**20,
    0.0,
    1.0,
    7.0,
    32.0,
    2.5,
    -0.0,
    1e300,
    True,
    False,
    None,
    "",
    "AS",
    "as",
    "TS",
    "10S",
    " AS",
    "AS\n",
    "\x1cAS",
    "\ufeffAS",
    "abc\n",
    "human",
    "ai",
    "point",
    "good",
    "play",
    "rubicon",
    "higher_deals",
    "x" * 101,
    [],
    ["AS"],
    ["AS", "AS"],
    ["AS", "KS"],
    {},
    {"type": "play", "card": "AS"},
]
NASTY = st.sampled_from(NASTY_VALUES)


def paths(node: object, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            if i < 3 or isinstance(value, dict):  # cards: the first few, as their shapes repeat
                out += paths(value, (*prefix, i))
    return out


@cache
def base_paths() -> list[tuple[str | int, ...]]:
    """Every place in the base record, the first actions of each type included."""
    data = base()
    chosen: list[Any] = []
    seen: set[str] = set()
    for action in data["actions"]:
        if action["type"] not in seen:
            seen.add(action["type"])
            chosen.append(action)
    return paths({**data, "actions": chosen})


def neighbours(value: object) -> list[object]:
    """Values next to ``value`` that a validator and a converter might read differently."""
    if isinstance(value, bool):
        return [int(value), not value, None, str(value).lower()]
    if isinstance(value, int):
        return [float(value), value + 1, value - 1, -value - 1, True, False, 10**20, str(value)]
    if isinstance(value, float):
        return [int(value), value + 0.5, -value]
    if isinstance(value, str):
        return [value + "\n", " " + value, value.lower(), "\ufeff" + value, "\x1c" + value, ""]
    if isinstance(value, list):
        return [value[:-1], [*value, value[0]] if value else ["AS"], [], value[::-1], {}]
    if isinstance(value, dict):
        return [{}, dict(list(value.items())[1:]), value | {"x": 1}, []]
    return [0, "", False, []]


def mutant_base() -> dict[str, Any]:
    """The base record with one action of each type (the places ``base_paths`` lists)."""
    data = copy.deepcopy(base())
    seen: set[str] = set()
    data["actions"] = [
        a for a in data["actions"] if a["type"] not in seen and not seen.add(a["type"])
    ]
    return data


def mutant(draw: st.DrawFn) -> dict[str, Any]:
    data = mutant_base()
    for _ in range(draw(st.integers(1, 2))):
        path = draw(st.sampled_from(base_paths()))
        node: Any = data
        try:
            for part in path[:-1]:
                node = node[part]
            last: Any = path[-1]
            op = draw(st.sampled_from(["near", "near", "near", "nasty", "delete", "extra"]))
            if op == "near":
                node[last] = draw(st.sampled_from(neighbours(node[last])))
            elif op == "nasty":
                node[last] = draw(NASTY)
            elif op == "delete":
                del node[last]
            elif isinstance(node, dict):
                node[draw(st.sampled_from(["x", "type", "card", "at", "level"]))] = draw(NASTY)
            elif isinstance(node, list):
                node.append(draw(NASTY))
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation moved this place: the next one will do
    return data


AGREEMENT = settings(
    max_examples=int(os.environ.get("PIQUET_AGREEMENT_EXAMPLES", "300")), deadline=None
)


@given(st.data())
@AGREEMENT
def test_mutated_records_are_accepted_or_refused_alike(data: st.DataObject) -> None:
    agree(mutant(data.draw))


@pytest.mark.slow
def test_every_single_edit_to_a_neighbouring_value_is_judged_alike() -> None:
    """Exhaustively, each place of the record set to each of its neighbours (each field to each
    nasty value too) in turn, or deleted: the single edits where a disagreement would hide."""
    data = mutant_base()
    for path in base_paths():
        node: Any = data
        for part in path[:-1]:
            node = node[part]
        last: Any = path[-1]
        old = node[last]
        values = neighbours(old) + (NASTY_VALUES if isinstance(last, str) else [])
        for value in values:
            node[last] = value
            agree(data)
        if isinstance(node, dict):
            del node[last]
            agree(data)
        node[last] = old
