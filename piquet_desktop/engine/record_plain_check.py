"""A quick yes to the record's outer part, so that opening a partie need not import jsonschema.

The app reads a record at start (the autosave it offers to continue, or the file it is opened
with), and the JSON Schema validator of ``record_schema`` costs some 230 ms of import before its
first answer: a good part of the launch to the first painted table (docs/PERFORMANCE.md,
"Start-up"). Nearly every record the app reads is one it wrote, whose outer part (the header,
the rules, the players, the seed, the optional fields, the lists as lists) is of a few plain
shapes. ``plainly_valid_outer`` recognises exactly those shapes by hand, in microseconds.

It only ever says yes or "ask the validator": it accepts a subset of what the schema's outer
part accepts (stricter where the schema is lenient, e.g. ``7.0`` as an integer or a bool-equal
enum, which go to the validator), so a record it passes is one the validator passes too
(tests/engine/test_record_plain_check.py holds that on mutated records), and anything else,
good or damaged, is judged and explained by ``record_schema`` as before. It never refuses.
"""

from __future__ import annotations

from typing import Any

from .rules import RECKONINGS, option_choices

__all__ = ["plainly_valid_outer"]

_REQUIRED = frozenset(("format", "version", "rules", "players", "seed", "actions"))
_FIELDS = _REQUIRED | {"id", "app", "practice", "take_backs", "claims", "analysis"}
_ID_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_RULES_LATER = frozenset(("good_against_the_cards", "reckoning"))
"""The options records written before them lack (the schema makes only these optional)."""
_RULES: dict[str, tuple[object, ...]] = {**option_choices(), "reckoning": RECKONINGS}
"""Each option's values as the rules themselves list them: the schema's enums mirror
``option_choices`` (a test keeps them equal), so this cannot drift from either."""
_RULES_REQUIRED = frozenset(_RULES) - _RULES_LATER
_PLAYER_FIELDS = frozenset(("name", "kind", "level"))


def plainly_valid_outer(data: object) -> bool:
    """True when ``data``'s outer part is of a shape the schema surely accepts.

    "Outer" as ``record_schema.outer_problem`` has it: the items of ``actions``, ``take_backs``
    and ``claims`` are not looked at (the loader's converters judge them), nor is ``analysis``.
    False says nothing about the record: the validator then decides.
    """
    if type(data) is not dict or not _REQUIRED.issubset(data) or not _FIELDS.issuperset(data):
        return False
    return (
        data["format"] == "piquet-partie"
        and _is_one_of(data["version"], (1, 2))
        and _plain_rules(data["rules"])
        and _plain_players(data["players"])
        and (data["seed"] is None or type(data["seed"]) is int)
        and type(data["actions"]) is list
        and ("id" not in data or _plain_id(data["id"]))
        and ("app" not in data or (type(data["app"]) is str and len(data["app"]) <= 200))
        and ("practice" not in data or type(data["practice"]) is bool)
        and ("take_backs" not in data or type(data["take_backs"]) is list)
        and ("claims" not in data or type(data["claims"]) is list)
    )


def _is_one_of(value: object, choices: tuple[object, ...]) -> bool:
    """``value`` is one of ``choices`` of the very same type (1 is not True here, nor 1.0)."""
    return type(value) in (int, str, bool) and any(
        type(value) is type(choice) and value == choice for choice in choices
    )


def _plain_rules(rules: object) -> bool:
    if type(rules) is not dict or not _RULES_REQUIRED.issubset(rules):
        return False
    return all(key in _RULES and _is_one_of(value, _RULES[key]) for key, value in rules.items())


def _plain_players(players: object) -> bool:
    return type(players) is list and len(players) == 2 and all(map(_plain_player, players))


def _plain_player(player: Any) -> bool:
    if type(player) is not dict or not _PLAYER_FIELDS.issuperset(player):
        return False
    name, kind, level = player.get("name"), player.get("kind"), player.get("level")
    return (
        type(name) is str
        and 1 <= len(name) <= 100
        and _is_one_of(kind, ("human", "ai"))
        and (level is None or (type(level) is str and len(level) <= 50))
    )


def _plain_id(value: object) -> bool:
    return type(value) is str and 1 <= len(value) <= 64 and _ID_CHARACTERS.issuperset(value)
