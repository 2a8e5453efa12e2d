"""The record's checker: the JSON Schema keywords ``partie.schema.json`` uses, checked by hand.

The record schema (``resources/partie.schema.json``) is the format's published description; the app
checks a record against it with this module and nothing else, so opening a partie never imports a
JSON Schema library (jsonschema costs some 230 ms of import before its first answer). It knows
exactly the keywords the schema is written with (:data:`KEYWORDS`) and refuses a schema that uses
any other, so a schema edit cannot be read half: a new keyword is taught here, or the checker is not
built. Each keyword means what JSON Schema 2020-12 says, read as the reference validator reads it
(integers include ``7.0``, ``true`` is not ``1``, a ``pattern`` is searched for, not anchored);
tests/engine/test_record_schema_agreement.py holds every error this checker reports equal to
jsonschema's on the published schema and on mutated records.

Errors come lazily and in the reference validator's order (the schema's keywords in the order
they are written, a list's items and an object's properties in turn), each with the keyword, its
value, the instance, the schema holding the keyword, the path from the checked value and the
reference validator's wording, so ``record_schema`` turns the first few into the sentence a
person reads. ``not``, ``anyOf`` and ``oneOf`` ask each of their parts only whether it has an
error, and ``record_schema`` never hands the checker a ``oneOf`` over a long list.
"""

from __future__ import annotations

import itertools
import numbers
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["KEYWORDS", "SchemaChecker", "SchemaError"]

Path = tuple[str | int, ...]

ANNOTATIONS = frozenset(("$schema", "$id", "$defs", "$comment", "title", "description"))
"""Keywords that describe and never refuse."""

KEYWORDS = frozenset(
    (
        "type",
        "enum",
        "const",
        "required",
        "properties",
        "additionalProperties",
        "items",
        "minItems",
        "maxItems",
        "uniqueItems",
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "pattern",
        "maxProperties",
        "propertyNames",
        "not",
        "anyOf",
        "oneOf",
    )
)
"""The keywords the checker evaluates (``$ref`` is resolved before, by ``record_schema``)."""


@dataclass(frozen=True, slots=True)
class SchemaError:
    """One way a value breaks one keyword, with what a sentence about it needs."""

    validator: str  # the keyword
    validator_value: Any
    instance: Any
    schema: Mapping[str, Any]  # the schema object holding the keyword
    absolute_path: Path  # from the value the checker was given
    message: str  # the reference validator's wording, for keywords no sentence is written for


class SchemaChecker:
    """Checks values against one schema object written with :data:`KEYWORDS` only."""

    def __init__(self, schema: Mapping[str, Any]) -> None:
        _refuse_unknown_keywords(schema)
        self.schema = schema

    def iter_errors(self, instance: object) -> Iterator[SchemaError]:
        """Every error of ``instance``, lazily: the caller takes as many as it needs."""
        return _errors(self.schema, instance, ())

    def is_valid(self, instance: object) -> bool:
        return next(self.iter_errors(instance), None) is None


def _refuse_unknown_keywords(node: Any) -> None:
    """Walk a schema object and raise ValueError at a keyword the checker does not know."""
    if not isinstance(node, Mapping):
        raise ValueError(f"not a schema object: {node!r}")
    for key, value in node.items():
        if key in ("properties", "$defs"):
            for sub in value.values():
                _refuse_unknown_keywords(sub)
        elif key in ("items", "not", "propertyNames") or (
            key == "additionalProperties" and not isinstance(value, bool)
        ):
            _refuse_unknown_keywords(value)
        elif key in ("anyOf", "oneOf"):
            for sub in value:
                _refuse_unknown_keywords(sub)
        elif key not in KEYWORDS and key not in ANNOTATIONS:
            raise ValueError(f"the record checker does not know the keyword {key!r}")


# ------------------------------------------------------------------------------ the keywords


def _errors(schema: Mapping[str, Any], instance: Any, path: Path) -> Iterator[SchemaError]:
    for keyword, value in schema.items():
        check = _CHECKS.get(keyword)
        if check is None:
            continue  # an annotation
        for found in check(value, instance, schema, path):
            if isinstance(found, str):
                yield SchemaError(keyword, value, instance, schema, path, found)
            else:
                yield found


# Each check yields its own problem as the reference wording (a str), and the errors found inside
# a part (a SchemaError), already complete.
_Found = Iterator[str | SchemaError]


def _is_type(instance: Any, name: str) -> bool:
    if name == "object":
        return isinstance(instance, dict)
    if name == "array":
        return isinstance(instance, list)
    if name == "string":
        return isinstance(instance, str)
    if name == "boolean":
        return isinstance(instance, bool)
    if name == "null":
        return instance is None
    if isinstance(instance, bool):
        return False  # bool is an int to Python, never a number to JSON Schema
    if name == "integer":
        return isinstance(instance, int) or (isinstance(instance, float) and instance.is_integer())
    if name == "number":
        return isinstance(instance, numbers.Number)
    raise ValueError(f"unknown JSON Schema type {name!r}")


def _type(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    types = [value] if isinstance(value, str) else list(value)
    if not any(_is_type(instance, t) for t in types):
        yield f"{instance!r} is not of type {', '.join(repr(t) for t in types)}"


def _enum(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if all(not _equal(each, instance) for each in value):
        yield f"{instance!r} is not one of {value!r}"


def _const(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if not _equal(instance, value):
        yield f"{value!r} was expected"


def _required(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, dict):
        for name in value:
            if name not in instance:
                yield f"{name!r} is a required property"


def _properties(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, dict):
        for name, sub in value.items():
            if name in instance:
                yield from _errors(sub, instance[name], (*path, name))


def _additional(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if not isinstance(instance, dict):
        return
    known = schema.get("properties", {})
    extras = [name for name in instance if name not in known]
    if isinstance(value, Mapping):
        for name in extras:
            yield from _errors(value, instance[name], (*path, name))
    elif value is False and extras:
        names = sorted(extras, key=str)
        verb = "was" if len(names) == 1 else "were"
        listed = ", ".join(repr(name) for name in names)
        yield f"Additional properties are not allowed ({listed} {verb} unexpected)"


def _items(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, list):
        for index, item in enumerate(instance):
            yield from _errors(value, item, (*path, index))


def _min_items(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, list) and len(instance) < value:
        yield f"{instance!r} {'should be non-empty' if value == 1 else 'is too short'}"


def _max_items(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, list) and len(instance) > value:
        yield f"{instance!r} {'is expected to be empty' if value == 0 else 'is too long'}"


def _unique_items(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if value and isinstance(instance, list) and not _unique(instance):
        yield f"{instance!r} has non-unique elements"


def _minimum(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if _is_type(instance, "number") and instance < value:
        yield f"{instance!r} is less than the minimum of {value!r}"


def _maximum(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if _is_type(instance, "number") and instance > value:
        yield f"{instance!r} is greater than the maximum of {value!r}"


def _min_length(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, str) and len(instance) < value:
        yield f"{instance!r} {'should be non-empty' if value == 1 else 'is too short'}"


def _max_length(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, str) and len(instance) > value:
        yield f"{instance!r} {'is expected to be empty' if value == 0 else 'is too long'}"


def _pattern(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    # The schema's patterns are single character classes, read alike by Python and ECMA 262
    # (a test holds them to that), so ``re`` gives the schema's meaning.
    if isinstance(instance, str) and not re.search(value, instance):
        yield f"{instance!r} does not match {value!r}"


def _max_properties(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, dict) and len(instance) > value:
        message = "is expected to be empty" if value == 0 else "has too many properties"
        yield f"{instance!r} {message}"


def _property_names(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if isinstance(instance, dict):
        for name in instance:
            yield from _errors(value, name, path)


def _not(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if next(_errors(value, instance, path), None) is None:
        yield f"{instance!r} should not be valid under {value!r}"


def _any_of(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    if all(next(_errors(sub, instance, path), None) is not None for sub in value):
        yield f"{instance!r} is not valid under any of the given schemas"


def _one_of(value: Any, instance: Any, schema: Mapping[str, Any], path: Path) -> _Found:
    valid = [sub for sub in value if next(_errors(sub, instance, path), None) is None]
    if not valid:
        yield f"{instance!r} is not valid under any of the given schemas"
    elif len(valid) > 1:
        reprs = ", ".join(repr(sub) for sub in [*valid[1:], valid[0]])
        yield f"{instance!r} is valid under each of {reprs}"


_CHECKS = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "required": _required,
    "properties": _properties,
    "additionalProperties": _additional,
    "items": _items,
    "minItems": _min_items,
    "maxItems": _max_items,
    "uniqueItems": _unique_items,
    "minimum": _minimum,
    "maximum": _maximum,
    "minLength": _min_length,
    "maxLength": _max_length,
    "pattern": _pattern,
    "maxProperties": _max_properties,
    "propertyNames": _property_names,
    "not": _not,
    "anyOf": _any_of,
    "oneOf": _one_of,
}
assert frozenset(_CHECKS) == KEYWORDS


# ------------------------------------------------------------------------------ JSON equality


def _equal(one: Any, two: Any) -> bool:
    """JSON equality: ``true`` is not ``1``, and lists and objects compare item by item so."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, Sequence) and isinstance(two, Sequence):
        return len(one) == len(two) and all(_equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, Mapping) and isinstance(two, Mapping):
        return len(one) == len(two) and all(k in two and _equal(v, two[k]) for k, v in one.items())
    return bool(_unbool(one) == _unbool(two))


_TRUE = object()
_FALSE = object()


def _unbool(value: Any) -> Any:
    """``true`` and ``false`` as values equal to nothing else (Python has ``True == 1``)."""
    if value is True:
        return _TRUE
    if value is False:
        return _FALSE
    return value


def _unique(items: list[Any]) -> bool:
    """No two items of ``items`` are JSON-equal (sorted when they sort, else pair by pair)."""
    try:
        ordered = sorted(_unbool(i) for i in items)
        return not any(_equal(a, b) for a, b in itertools.pairwise(ordered))
    except (NotImplementedError, TypeError):
        seen: list[Any] = []
        for item in map(_unbool, items):
            if any(_equal(s, item) for s in seen):
                return False
            seen.append(item)
    return True
