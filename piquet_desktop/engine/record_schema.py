"""The record schema's verdict on parsed JSON, as one sentence that says where the problem is.

``resources/partie.schema.json`` is the format's published description; :mod:`.record` reads records
with its own converters, which accept exactly what the schema accepts (tests feed both the same
mutated records), and asks this module, whose checker is :mod:`.record_check`, to explain a refusal.
This module answers "does this break the schema, and how would a person fix it" (``actions[57].card:
'ZZ' is not a card``) and keeps two promises:

**Bounded work.** Only the first problem is ever reported, but a schema checker meets an error
at every wrong item, and a ``oneOf`` evaluates every branch for every item: a 1.1 MB file with a
long list of wrong take backs must not take seconds and gigabytes to be refused. So the checkers
are asked lazily for at most :data:`MAX_SCHEMA_ERRORS` errors (the first in document order among
them is explained), and no ``oneOf`` is ever evaluated: lists of actions are checked one action
at a time against the one branch its ``"type"`` selects. That is the ``oneOf``'s own verdict
(every branch requires its own constant ``type``, so at most one can match) without its cost; a
test holds it equal to the reference validator (jsonschema) on the published schema.

**One reading for every validator.** JSON Schema patterns are ECMA 262 regular expressions, and
Python's ``re`` (which :mod:`.record_check` and jsonschema use) reads some constructs
differently (``\\s`` covers other characters, ``$`` also matches before a final newline,
``\\d`` takes any Unicode digit). The schema therefore says what it means without them: cards
are an ``enum``, the partie id is "no character outside [A-Za-z0-9_-]", and a test refuses any
pattern that is not one plain character class, so every validator, in any language, gives the
schema's verdict.
"""

from __future__ import annotations

import heapq
import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import islice
from typing import Any

from ..translation import translate
from .bounded_text import LISTED_ITEMS, first_and_more
from .record_check import SchemaChecker, SchemaError

__all__ = [
    "MAX_SCHEMA_ERRORS",
    "action_problem",
    "analysis_problem",
    "claim_problem",
    "describe",
    "first_errors",
    "outer_problem",
    "path_text",
    "quote",
    "schema",
    "schema_problem",
    "take_back_problem",
    "value_kind",
]

SCHEMA_NAME = "partie.schema.json"
MAX_SCHEMA_ERRORS = 10
"""How many errors a checker is asked for before the first (in document order) is explained."""

Path = tuple[str | int, ...]


def schema() -> dict[str, Any]:
    """The record schema (for tests and tools that want to publish or inspect it)."""
    return _schema()


@cache
def _schema() -> dict[str, Any]:
    """The record's JSON Schema, read once from the package resources."""
    from .. import resources

    loaded: dict[str, Any] = json.loads(resources.read_text(SCHEMA_NAME))
    return loaded


@dataclass(frozen=True)
class _Validators:
    outer: SchemaChecker  # the record, its lists of actions checked as lists only
    by_type: dict[str, SchemaChecker]  # one action branch each
    take_back: SchemaChecker  # one take back, its undone actions as a list only
    claim: SchemaChecker  # one claim
    analysis: SchemaChecker  # the optional analysis, the actions it names as anything
    fields: frozenset[str]  # the record's top-level fields
    rule_options: frozenset[str]  # the rule set's options


@cache
def _validators() -> _Validators:
    """Checkers built from the schema with references inlined and every ``oneOf`` cut out.

    Inlining saves the reference lookups; the parts cut out (the items of action lists, the
    actions an analysis names) are checked one by one with the branch of their type, and the
    claims one by one with the claim's checker. Built at the first record read: about 2 ms
    (reading the schema, inlining it), where importing jsonschema took some 230.
    """
    root = _schema()
    flat = _inline(root, root)
    props = dict(flat["properties"])
    for name in ("actions", "take_backs", "claims"):
        props[name] = _without(props[name], "items")
    props["analysis"] = {}  # checked on its own: derived data, dropped rather than refused
    outer = {**flat, "properties": props}
    by_type = {
        b["properties"]["type"]["const"]: SchemaChecker(b) for b in flat["$defs"]["action"]["oneOf"]
    }
    take_back = dict(flat["$defs"]["take_back"])
    take_back["properties"] = dict(take_back["properties"])
    take_back["properties"]["undone"] = _without(take_back["properties"]["undone"], "items")
    analysis = dict(flat["$defs"]["analysis"])
    decisions = dict(analysis["properties"]["decisions"])
    decision = dict(decisions["items"])
    decision["properties"] = decision["properties"] | {"chosen": {}, "best": {}}
    decisions["items"] = decision
    analysis["properties"] = analysis["properties"] | {"decisions": decisions}
    return _Validators(
        SchemaChecker(outer),
        by_type,
        SchemaChecker(take_back),
        SchemaChecker(flat["$defs"]["claim"]),
        SchemaChecker(analysis),
        frozenset(flat["properties"]),
        frozenset(flat["properties"]["rules"]["properties"]),
    )


def _without(node: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in node.items() if k != key}


def _inline(node: Any, root: dict[str, Any]) -> Any:
    """Replace local references by their targets; the schema has no recursive references.

    A reference with sibling keywords (``{"$ref": "#/$defs/cards", "maxItems": 2}``) applies both;
    merged into one object that means the stricter item bound, and any other overlap is refused
    so a future schema edit cannot change the meaning silently.
    """
    if isinstance(node, list):
        return [_inline(v, root) for v in node]
    if not isinstance(node, dict):
        return node
    out = {k: _inline(v, root) for k, v in node.items() if k != "$ref"}
    if "$ref" not in node:
        return out
    target = _inline(_resolve(node["$ref"], root), root)
    merged = dict(target)
    for key, value in out.items():
        if key not in merged or key in ("title", "description"):
            merged[key] = value
        elif key == "minItems":
            merged[key] = max(merged[key], value)
        elif key == "maxItems":
            merged[key] = min(merged[key], value)
        else:
            raise ValueError(f"cannot inline {node['$ref']}: both define {key!r}")
    return merged


def _resolve(ref: str, root: dict[str, Any]) -> dict[str, Any]:
    """Follow a local '#/$defs/...' reference (the only kind this schema uses)."""
    target: Any = root
    for part in ref.removeprefix("#/").split("/"):
        target = target[part]
    if not isinstance(target, dict):
        raise ValueError(f"{ref} does not name a schema")
    return target


# --------------------------------------------------------------------------------- verdicts


def schema_problem(data: object) -> str | None:
    """The first way ``data`` breaks the record schema, as a sentence with its path, or None.

    The schema's verdict only, in document order (header, rules and players before actions, then
    take backs, claims, then the analysis); the loader asks the same questions, converting as it
    goes.
    """
    problem = outer_problem(data)
    if problem is not None:
        return problem
    assert isinstance(data, dict)
    for i, action in enumerate(data["actions"]):
        problem = action_problem(action, ("actions", i))
        if problem is not None:
            return problem
    for i, item in enumerate(data.get("take_backs", [])):
        problem = take_back_problem(item, ("take_backs", i))
        if problem is not None:
            return problem
    for i, item in enumerate(data.get("claims", [])):
        problem = claim_problem(item, ("claims", i))
        if problem is not None:
            return problem
    if "analysis" in data:
        return analysis_problem(data["analysis"])
    return None


def outer_problem(data: object) -> str | None:
    """The first problem outside the items of the action lists and the claims, and outside
    the analysis."""
    if isinstance(data, dict):
        many = _many_unknown_fields(data)
        if many is not None:
            return many
    return _problem(_validators().outer, data, ())


MANY_UNKNOWN_FIELDS = 100
"""Past this many unknown fields in the record or its rules, they are found by a set difference."""


def _many_unknown_fields(data: dict[Any, Any]) -> str | None:
    """The first problem of a record with a great many unknown fields (top level or rules).

    The checker's ``additionalProperties`` sorts every unknown name into its message before the
    first error comes out, seconds for hundreds of thousands of them. So the unknown names are
    taken out here (a set difference) and the rest is checked as usual; the first problem in
    document order is the same as the checker's, the unknown names at the place the checker
    would report them. None when there are not so many (the checker is quick then, and answers
    alone).
    """
    known_fields = _validators().fields
    known_rules = _validators().rule_options
    rules = data.get("rules")
    unknown = [k for k in data if not isinstance(k, str) or k not in known_fields]
    unknown_rules = (
        [k for k in rules if not isinstance(k, str) or k not in known_rules]
        if isinstance(rules, dict)
        else []
    )
    if len(unknown) + len(unknown_rules) <= MANY_UNKNOWN_FIELDS:
        return None
    pruned = {k: v for k, v in data.items() if k in known_fields}
    if isinstance(rules, dict) and "rules" in pruned:
        pruned["rules"] = {k: v for k, v in rules.items() if k in known_rules}
    found: list[tuple[Any, str]] = []
    if unknown:
        text = translate("RecordSchema", "unexpected field {extra}")
        found.append(((), text.format(extra=_first_names(unknown))))
    if unknown_rules and "rules" in pruned:
        text = translate("RecordSchema", "unknown rule option {extra}")
        found.append(
            (_path_key(("rules",)), _at("rules", text.format(extra=_first_names(unknown_rules))))
        )
    for error in first_errors(_validators().outer.iter_errors(pruned)):
        found.append((_path_key(error.absolute_path), describe([error])))
    return min(found, key=lambda f: f[0])[1]


def _first_names(names: list[Any]) -> str:
    """The first few of many names, sorted as the validator's message sorts them."""
    first = heapq.nsmallest(LISTED_ITEMS, map(str, names))
    return first_and_more([quote(k) for k in first], total=len(names))


def action_problem(action: object, path: Path) -> str | None:
    """The first way one action breaks the schema's ``action`` (its ``oneOf``), or None."""
    sentence = None
    kind = action.get("type") if isinstance(action, dict) else None
    validator = _validators().by_type.get(kind) if isinstance(kind, str) else None
    if validator is not None:
        return _problem(validator, action, path)
    if not isinstance(action, dict):
        sentence = translate(
            "RecordSchema", "expected an action (a JSON object), found {kind}"
        ).format(kind=value_kind(action))
    elif "type" not in action:
        sentence = translate("RecordSchema", "the action has no 'type'")
    else:
        types = ", ".join(_validators().by_type)
        text = translate("RecordSchema", "unknown action type {found}; types are {types}")
        sentence = text.format(found=quote(kind), types=types)
    return _at(path_text(path), sentence)


def take_back_problem(item: object, path: Path) -> str | None:
    """The first way one take back (its undone actions included) breaks the schema, or None."""
    problem = _problem(_validators().take_back, item, path)
    if problem is not None:
        return problem
    assert isinstance(item, dict)
    for j, action in enumerate(item["undone"]):
        problem = action_problem(action, (*path, "undone", j))
        if problem is not None:
            return problem
    return None


def claim_problem(item: object, path: Path) -> str | None:
    """The first way one claim breaks the schema's ``claim``, or None."""
    return _problem(_validators().claim, item, path)


def analysis_problem(raw: object) -> str | None:
    """The first way an analysis part breaks the schema, or None."""
    problem = _problem(_validators().analysis, raw, ("analysis",))
    if problem is not None:
        return problem
    assert isinstance(raw, dict)
    for i, item in enumerate(raw["decisions"]):
        for key in ("chosen", "best"):
            problem = action_problem(item[key], ("analysis", "decisions", i, key))
            if problem is not None:
                return problem
    return None


def _problem(validator: SchemaChecker, instance: object, prefix: Path) -> str | None:
    errors = first_errors(validator.iter_errors(instance))
    return describe(errors, prefix) if errors else None


def first_errors(errors: Iterable[SchemaError]) -> list[SchemaError]:
    """At most MAX_SCHEMA_ERRORS of a checker's (lazy) errors: enough to find the first."""
    return list(islice(errors, MAX_SCHEMA_ERRORS))


# --------------------------------------------------------------------------------- sentences

# Position of top-level fields in a written record: "first problem" follows the file's order.
_TOP_FIELDS = (
    "format",
    "version",
    "id",
    "app",
    "rules",
    "players",
    "seed",
    "practice",
    "actions",
    "take_backs",
    "claims",
    "analysis",
)
_FIELD_ORDER = {name: i for i, name in enumerate(_TOP_FIELDS)}


def _path_key(path: Any) -> tuple[tuple[int, int, str], ...]:
    return tuple(
        (0, p, "") if isinstance(p, int) else (1, _FIELD_ORDER.get(str(p), 99), str(p))
        for p in path
    )


def describe(errors: list[SchemaError], prefix: Path = ()) -> str:
    """The first of ``errors`` in document order, as 'path: sentence'."""
    error = min(errors, key=lambda e: _path_key(e.absolute_path))
    where = path_text((*prefix, *error.absolute_path))
    return _at(where, _sentence(error)) if where else _sentence(error)


def _at(where: str, sentence: str) -> str:
    """ "actions[3]: missing 'card'": a problem after the JSON path it is at."""
    return translate("RecordSchema", "{path}: {problem}").format(path=where, problem=sentence)


def _sentence(error: SchemaError) -> str:
    kind = error.validator
    value: Any = error.validator_value
    inst: Any = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    title = schema.get("title") if isinstance(schema.get("title"), str) else None
    # The schema's titles ("card", "rule set") and the JSON values stay as the schema and the
    # file write them: they name the data.
    if kind == "enum" and title:
        text = translate("RecordSchema", "{found} is not a {title}")
        return text.format(found=quote(inst), title=title)
    if kind == "not" and title:
        text = translate("RecordSchema", "{found} is not a valid {title}")
        return text.format(found=quote(inst), title=title)
    if kind == "type":
        text = translate("RecordSchema", "expected {expected}, found {kind}")
        return text.format(expected=_type_words(value), kind=value_kind(inst))
    if kind == "required":
        missing = [p for p in value if isinstance(inst, dict) and p not in inst]
        text = translate("RecordSchema", "missing {field}")
        return text.format(field=quote(missing[0] if missing else value))
    if kind == "additionalProperties":
        known = set(schema.get("properties", {}))
        # A crafted file may hold hundreds of thousands of them: the first few are named.
        names = sorted(k for k in map(str, inst) if k not in known)
        extra = first_and_more([quote(k) for k in names[:LISTED_ITEMS]], total=len(names))
        if title == "rule set":
            return translate("RecordSchema", "unknown rule option {extra}").format(extra=extra)
        return translate("RecordSchema", "unexpected field {extra}").format(extra=extra)
    if kind == "enum":
        allowed = ", ".join(json.dumps(a) for a in value)
        text = translate("RecordSchema", "must be one of {allowed}, not {found}")
        return text.format(allowed=allowed, found=quote(inst))
    if kind == "const":
        text = translate("RecordSchema", "must be {expected}, not {found}")
        return text.format(expected=json.dumps(value), found=quote(inst))
    if kind in ("minItems", "maxItems"):
        noun = title or "items"
        low = schema.get("minItems")
        high = schema.get("maxItems")
        if low == high:
            text = translate("RecordSchema", "expected exactly {count} {noun}, found {found}")
        elif kind == "minItems":
            text = translate("RecordSchema", "expected at least {count} {noun}, found {found}")
        else:
            text = translate("RecordSchema", "expected at most {count} {noun}, found {found}")
        return text.format(count=value, noun=noun, found=len(inst))
    if kind == "uniqueItems":
        seen: set[Any] = set()
        for item in inst:
            key = json.dumps(item, sort_keys=True)
            if key in seen:
                return translate("RecordSchema", "lists {item} twice").format(item=quote(item))
            seen.add(key)
    if kind == "minimum":
        text = translate("RecordSchema", "must be at least {bound}, not {found}")
        return text.format(bound=value, found=quote(inst))
    if kind == "maximum":
        text = translate("RecordSchema", "must be at most {bound}, not {found}")
        return text.format(bound=value, found=quote(inst))
    if kind == "minLength":
        if value == 1:
            return translate("RecordSchema", "must not be empty")
        text = translate("RecordSchema", "must have at least {count} characters")
        return text.format(count=value)
    if kind == "maxLength":
        text = translate("RecordSchema", "is too long ({length} characters, at most {bound})")
        return text.format(length=len(inst), bound=value)
    return str(error.message)


def path_text(path: Any) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _type_words(value: Any) -> str:
    names = [value] if isinstance(value, str) else list(value)
    words = [_type_word(n) for n in names]
    if len(words) == 2:
        text = translate("RecordSchema", "{first} or {second}")
        return text.format(first=words[0], second=words[1])
    return " or ".join(words)  # the schema never allows more than two types


def _type_word(name: str) -> str:
    if name == "string":
        return translate("RecordSchema", "a string")
    if name == "integer":
        return translate("RecordSchema", "an integer")
    if name == "number":
        return translate("RecordSchema", "a number")
    if name == "boolean":
        return translate("RecordSchema", "true or false")
    if name == "array":
        return translate("RecordSchema", "a list")
    if name == "object":
        return translate("RecordSchema", "an object")
    return name  # "null", and any name JSON Schema adds: the data's own words


def value_kind(value: object) -> str:
    if isinstance(value, dict):
        return translate("RecordSchema", "an object")
    if isinstance(value, list | tuple):
        return translate("RecordSchema", "a list")
    return quote(value)


def quote(value: object, limit: int = 40) -> str:
    """A value as a message quotes it: strings in quotes, long ones shortened."""
    try:
        if isinstance(value, str):
            text = repr(value if len(value) <= limit else value[:limit] + "...")
        else:
            text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):  # not JSON, or an int of thousands of digits
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit + 5 else text[:limit] + "..."
