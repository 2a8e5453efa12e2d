"""Which library entry a record belongs to: its id, and whether it continues the stored one.

A partie must be found again wherever it comes back from (the autosave, a save of the player's
own, an export, the library itself), so its identity travels inside the record: the optional
``id`` field, a random UUID the app gives every new partie (``new_partie_id``) and keeps through
every save and autosave. A record written before the library existed has none; its key is
derived from what fixes the partie from its first moves (rules, players, seed and the first
actions: the cut and the first deal's pack), so opening the same old file twice finds the same
entry (``partie_key``).

An id alone can be shared by two different parties: an old save of a partie opened and played
differently, two old records of the same seed, a file copied by hand. The library therefore only
lets a record replace the stored one under the same id when it *continues* it (``continues``):
the stored partie is a moment of the new one's history, take backs included. Anything else is
kept beside it under a new id, so no version of a partie is ever overwritten by another.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from piquet_desktop.engine.actions import action_to_json
from piquet_desktop.engine.record import PartieRecord
from piquet_desktop.engine.rules import RuleSet

__all__ = ["ID_PATTERN", "continues", "is_valid_id", "new_partie_id", "partie_key"]

ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""The record schema's pattern for ``id``: safe as a file name on every platform."""

_KEYED_ACTIONS = 4  # cut(s) and the first shuffle: enough to tell parties apart, fixed early


def new_partie_id() -> str:
    """A fresh id for a new partie (32 hex digits); never drawn from the game's generators.

    ``uuid`` is imported here, by the first new partie: it imports ``platform`` and more, which
    the window's start (a partie resumed or opened keeps its id) does not need."""
    import uuid

    return uuid.uuid4().hex


def is_valid_id(text: str) -> bool:
    return ID_PATTERN.fullmatch(text) is not None


def partie_key(record: PartieRecord) -> str:
    """The record's id, or for a record without one a key derived from how it began."""
    if record.id is not None:
        return record.id
    # The fields ``to_json`` writes for these, without writing the rest (a crafted record's
    # tens of thousands of take backs would cost the window's thread a second for nothing).
    basis = {
        "rules": record.rules.to_json(),
        "players": [p.to_json() for p in record.players],
        "seed": record.seed,
        "actions": [action_to_json(a) for a in record.actions[:_KEYED_ACTIONS]],
    }
    text = json.dumps(basis, sort_keys=True, ensure_ascii=True)
    return "k" + hashlib.sha256(text.encode("ascii")).hexdigest()[:31]


def continues(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether the record ``new`` (JSON) carries on the partie ``old`` (JSON) was a moment of.

    Same rules, players and seed; ``old``'s take backs are the first of ``new``'s; and ``old``'s
    actions are a beginning of the actions ``new`` held just before its next take back. Those
    are rebuilt from the take backs, latest first: before the take back ``(at, undone)`` the
    actions were the first ``at`` of those after it, then ``undone``.
    """
    if any(old.get(k) != new.get(k) for k in ("players", "seed")):
        return False
    if _rules_of(old) != _rules_of(new):
        return False
    old_backs = old.get("take_backs", [])
    new_backs = new.get("take_backs", [])
    if new_backs[: len(old_backs)] != old_backs:
        return False
    actions: list[Any] = list(new.get("actions", []))
    for back in reversed(new_backs[len(old_backs) :]):
        actions = actions[: back["at"]] + list(back["undone"])
    old_actions = old.get("actions", [])
    return actions[: len(old_actions)] == old_actions


def _rules_of(data: dict[str, Any]) -> object:
    """The record's rule set, read as the engine reads it: a record written before an option
    existed (``good_against_the_cards``) has the same rules as its later saves, which name it."""
    try:
        return RuleSet.from_json(data.get("rules"))
    except (TypeError, ValueError):
        return data.get("rules")
