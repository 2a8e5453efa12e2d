"""The record's JSON Schema compiled into plain Python checks: the one checker records meet.

``resources/partie.schema.json`` is the format's published description. The app checks a record
against that very file, not against a copy of its rules: :func:`compile_schema` turns each schema
node into a function that yields the node's errors lazily, in the order JSON Schema 2020-12
validators (jsonschema's ``Draft202012Validator``) report them, with the same fields
(``validator``, ``validator_value``, ``instance``, ``schema``, ``absolute_path``, ``message``),
so ``record_schema`` explains an error the same way whichever produced it. A test holds the two
verdicts and first errors equal on mutated records; jsonschema itself is a test dependency.

Why not jsonschema at run time: it costs some 230 ms of import before its first answer, a good
part of the launch to a painted table, and a general validator keeps work (reference lookups,
format checkers, per-error messages) this schema does not need. Compiling takes a few
milliseconds, once; a record's outer part is then checked in microseconds.

Only the keywords the record schema uses are known; a schema with any other validating keyword is
refused when compiled (``ValueError``), so an edit to the schema can never be silently ignored.
References must be inlined first (``record_schema`` does).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["Check", "SchemaError", "compile_schema", "equal"]


@dataclass(frozen=True, slots=True)
class SchemaError:
    """One way an instance breaks one keyword of a schema node, where it is, and why."""

    validator: str  # the keyword: "type", "enum", "required", ...
    validator_value: Any  # the keyword's value in the schema
    instance: Any  # the value that breaks it
    schema: Mapping[str, Any]  # the schema node holding the keyword
    absolute_path: tuple[str | int, ...]  # the JSON path of ``instance`` from the checked root

    @property
    def message(self) -> str:
        """jsonschema's own sentence for the keyword (record_schema words the common ones)."""
        return _MESSAGES.get(self.validator, _fallback)(self.instance, self.validator_value)


Path = tuple[str | int, ...]
Check = Callable[[Any, Path], Iterator[SchemaError]]
"""A compiled schema node: the errors of an instance found at a path, lazily, in report order."""

_ANNOTATIONS = frozenset(("title", "description", "$schema", "$id", "$defs", "$comment"))


def compile_schema(node: Mapping[str, Any] | bool) -> Check:
    """The check of one (reference-free) schema node; ``ValueError`` for an unknown keyword."""
    if node is True or node == {}:
        return _nothing
    if node is False:
        raise ValueError("a false schema is not used by the record schema")
    assert isinstance(node, Mapping)
    keyword_checks: list[Check] = []
    for key, value in node.items():
        if key in _ANNOTATIONS:
            continue
        make = _KEYWORDS.get(key)
        if make is None:
            raise ValueError(f"the schema checker does not know the keyword {key!r}")
        keyword_checks.append(make(value, node))
    if len(keyword_checks) == 1:
        return keyword_checks[0]

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        for keyword_check in keyword_checks:
            yield from keyword_check(instance, path)

    return check


def _nothing(instance: Any, path: Path) -> Iterator[SchemaError]:
    return iter(())


# ------------------------------------------------------------------------------------ types


def _is_type(instance: Any, name: str) -> bool:
    """JSON Schema's types as jsonschema reads them: 7.0 is an integer, true is no number."""
    kind = type(instance)
    if name == "string":
        return kind is str
    if name == "integer":
        return kind is int or (kind is float and instance.is_integer())
    if name == "number":
        return kind is int or kind is float
    if name == "boolean":
        return kind is bool
    if name == "null":
        return instance is None
    if name == "array":
        return kind is list
    if name == "object":
        return kind is dict
    raise ValueError(f"unknown JSON type {name!r}")


def _is_number(instance: Any) -> bool:
    return type(instance) is int or type(instance) is float


def equal(one: Any, two: Any) -> bool:
    """JSON equality (jsonschema's): true is not 1, 1.0 is 1, lists and objects by content."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(equal(one[k], two[k]) for k in one)
    if isinstance(one, bool) or isinstance(two, bool):
        return type(one) is type(two) and bool(one == two)
    return bool(one == two)


# --------------------------------------------------------------------------------- keywords


def _type(value: Any, node: Mapping[str, Any]) -> Check:
    names = (value,) if isinstance(value, str) else tuple(value)
    for name in names:
        _is_type(None, name)  # refuses an unknown type name now, not at the first record

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if not any(_is_type(instance, name) for name in names):
            yield SchemaError("type", value, instance, node, path)

    return check


def _enum(value: Any, node: Mapping[str, Any]) -> Check:
    hashable = all(isinstance(v, str) for v in value)
    choices = frozenset(value) if hashable else None

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if choices is not None and type(instance) is str:
            if instance not in choices:
                yield SchemaError("enum", value, instance, node, path)
        elif not any(equal(choice, instance) for choice in value):
            yield SchemaError("enum", value, instance, node, path)

    return check


def _const(value: Any, node: Mapping[str, Any]) -> Check:
    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if not equal(instance, value):
            yield SchemaError("const", value, instance, node, path)

    return check


def _required(value: Any, node: Mapping[str, Any]) -> Check:
    names = tuple(value)

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if type(instance) is dict:
            for name in names:
                if name not in instance:
                    yield SchemaError("required", value, instance, node, path)

    return check


def _properties(value: Any, node: Mapping[str, Any]) -> Check:
    checks = [(name, compile_schema(sub)) for name, sub in value.items()]

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if type(instance) is dict:
            for name, sub_check in checks:
                if name in instance:
                    yield from sub_check(instance[name], (*path, name))

    return check


def _additional_properties(value: Any, node: Mapping[str, Any]) -> Check:
    known = frozenset(node.get("properties", ()))
    if "patternProperties" in node:
        raise ValueError("the schema checker does not know patternProperties")
    if value is False:

        def refuse(instance: Any, path: Path) -> Iterator[SchemaError]:
            if type(instance) is dict and not known.issuperset(instance):
                yield SchemaError("additionalProperties", value, instance, node, path)

        return refuse
    sub_check = compile_schema(value)

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if type(instance) is dict:
            for name in instance:
                if name not in known:
                    yield from sub_check(instance[name], (*path, name))

    return check


def _items(value: Any, node: Mapping[str, Any]) -> Check:
    if "prefixItems" in node:
        raise ValueError("the schema checker does not know prefixItems")
    sub_check = compile_schema(value)

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if type(instance) is list:
            for index, item in enumerate(instance):
                yield from sub_check(item, (*path, index))

    return check


def _property_names(value: Any, node: Mapping[str, Any]) -> Check:
    sub_check = compile_schema(value)

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if type(instance) is dict:
            for name in instance:
                yield from sub_check(name, path)  # a name has no path of its own

    return check


def _bound(
    keyword: str,
    applies: Callable[[Any], bool],
    size: Callable[[Any], Any],
    fails: Callable[[Any, Any], bool],
) -> Callable[[Any, Mapping[str, Any]], Check]:
    """A keyword that compares one measure of the instance (length, count, value) to a bound."""

    def make(value: Any, node: Mapping[str, Any]) -> Check:
        def check(instance: Any, path: Path) -> Iterator[SchemaError]:
            if applies(instance) and fails(size(instance), value):
                yield SchemaError(keyword, value, instance, node, path)

        return check

    return make


def _is_str(instance: Any) -> bool:
    return type(instance) is str


def _is_list(instance: Any) -> bool:
    return type(instance) is list


def _is_dict(instance: Any) -> bool:
    return type(instance) is dict


def _itself(instance: Any) -> Any:
    return instance


def _below(measure: Any, bound: Any) -> bool:
    return bool(measure < bound)


def _above(measure: Any, bound: Any) -> bool:
    return bool(measure > bound)


def _unique_items(value: Any, node: Mapping[str, Any]) -> Check:
    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if value and type(instance) is list and not _unique(instance):
            yield SchemaError("uniqueItems", value, instance, node, path)

    return check


def _unique(items: Sequence[Any]) -> bool:
    if all(type(item) is str for item in items):
        return len(set(items)) == len(items)
    return not any(equal(a, b) for i, a in enumerate(items) for b in items[i + 1 :])


def _pattern(value: Any, node: Mapping[str, Any]) -> Check:
    compiled = re.compile(value)

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if type(instance) is str and not compiled.search(instance):
            yield SchemaError("pattern", value, instance, node, path)

    return check


def _not(value: Any, node: Mapping[str, Any]) -> Check:
    sub_check = compile_schema(value)

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if next(sub_check(instance, path), None) is None:
            yield SchemaError("not", value, instance, node, path)

    return check


def _any_of(value: Any, node: Mapping[str, Any]) -> Check:
    sub_checks = [compile_schema(sub) for sub in value]

    def check(instance: Any, path: Path) -> Iterator[SchemaError]:
        if all(next(sub_check(instance, path), None) is not None for sub_check in sub_checks):
            yield SchemaError("anyOf", value, instance, node, path)

    return check


_KEYWORDS: dict[str, Callable[[Any, Mapping[str, Any]], Check]] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "required": _required,
    "properties": _properties,
    "additionalProperties": _additional_properties,
    "items": _items,
    "propertyNames": _property_names,
    "minItems": _bound("minItems", _is_list, len, _below),
    "maxItems": _bound("maxItems", _is_list, len, _above),
    "minLength": _bound("minLength", _is_str, len, _below),
    "maxLength": _bound("maxLength", _is_str, len, _above),
    "maxProperties": _bound("maxProperties", _is_dict, len, _above),
    "minimum": _bound("minimum", _is_number, _itself, _below),
    "maximum": _bound("maximum", _is_number, _itself, _above),
    "uniqueItems": _unique_items,
    "pattern": _pattern,
    "not": _not,
    "anyOf": _any_of,
}
"""Each known keyword's compiler; ``oneOf`` is not one (``record_schema`` never evaluates it)."""


# --------------------------------------------------------------------------------- messages


def _fallback(instance: Any, value: Any) -> str:
    return f"{instance!r} is not valid"


_MESSAGES: dict[str, Callable[[Any, Any], str]] = {
    "anyOf": lambda instance, value: f"{instance!r} is not valid under any of the given schemas",
    "maxProperties": lambda instance, value: f"{instance!r} has too many properties",
    "pattern": lambda instance, value: f"{instance!r} does not match {value!r}",
    "not": lambda instance, value: f"{instance!r} should not be valid under {value!r}",
    "uniqueItems": lambda instance, value: f"{instance!r} has non-unique elements",
}
"""jsonschema's words for the keywords ``record_schema`` has no sentence of its own for."""
