"""The JSON record of a partie: writing it, and reading it back without ever trusting it.

A partie is its rule set plus the list of actions taken, chance included (the cut and every shuffle
with the whole pack order), so a record holds exactly that and the players' names. Seats never
appear in actions: whoever the state says is to act made the action, so a record cannot contradict
itself about who played.

Reading is where the care goes. A record may come from an older build, a crashed save, a hand edit
or someone hostile, and the only acceptable outcomes are a fully replayed partie or one
:class:`RecordError` that names the first problem precisely enough to fix the file: the JSON path
for a structural problem (``actions[57].cards[2]: 'ZZ' is not a card``), the deal, the action
index and the engine's reason for a move the rules refuse. Nothing else escapes (deep nesting,
huge numbers, wrong types all become ``RecordError``) and nothing is returned half-loaded.

The checks run in three layers, each catching what the next could not explain well:

1. ``format`` and ``version`` first, so a file from a newer release says so instead of failing on
   whichever new field happens to come first;
2. the JSON Schema in ``resources/partie.schema.json`` (the format's published description), with
   its errors turned into sentences with a path;
3. the engine itself, by replaying every action: only the rules know whether a card is held.

**The analysis part and the version.** A record may carry the review of one seat's decisions
(``analysis``, made by ``ai/review``), so the app does not compute it twice. It is derived data:
a record without one is written exactly as before, version 1, so older builds read it; a record
with one is version 2, so an older build says the file is from a newer version instead of
failing on an unknown field (exporting without the analysis gives a version 1 file again). An
analysis that is damaged (it breaks the schema) or does not match the actions (a decision whose
action is not the record's, or more actions than the record has) never costs the partie: it is
dropped and ``PartieRecord.analysis_notice`` says why, so the app can say so and review again.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal, NoReturn

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from .actions import Action, Shuffle, action_from_json, action_to_json
from .atomic_file import write_atomically
from .errors import IllegalActionError
from .partie import PartieState, new_partie
from .rules import RuleSet

__all__ = [
    "FORMAT",
    "MAX_RECORD_BYTES",
    "VERSION",
    "VERSIONS",
    "PartieRecord",
    "PlayerInfo",
    "RecordError",
    "TakeBack",
    "load_record",
    "parse_record_bytes",
    "save_record",
    "schema",
    "schema_problem",
]

FORMAT = "piquet-partie"
VERSION = 2
"""The newest record version this build reads (and writes, for a record with an analysis)."""
VERSIONS = (1, 2)
# A finished au cent partie is a few hundred KB at most; anything far larger is not a record, and
# reading it whole would only let a hostile file exhaust memory.
MAX_RECORD_BYTES = 20 * 1024 * 1024
SCHEMA_NAME = "partie.schema.json"

PlayerKind = Literal["human", "ai"]


class RecordError(ValueError):
    """A record that cannot be loaded; the message names the first problem and where it is."""


@dataclass(frozen=True)
class PlayerInfo:
    """Who sat in a seat: shown on the score sheet, and how to resume the partie (AI level)."""

    name: str
    kind: PlayerKind
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass(frozen=True)
class TakeBack:
    """A take back in a practice partie: ``undone`` were ``actions[at:]`` when it was taken back.

    The actions list keeps only what stands, so replay is unaffected; take backs are kept beside
    it so that a record says honestly that moves were taken back, and which. ``at`` refers to the
    actions list as it was then: a later take back may shorten the list below an earlier ``at``.
    """

    at: int
    undone: tuple[Action, ...]

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at, "undone": [action_to_json(a) for a in self.undone]}


@dataclass
class PartieRecord:
    """A partie as stored: rules, players (seat 0 first), the seed of chance, the actions.

    ``take_backs`` (optional, oldest first) lists the moves a partie took back; a record
    without any writes no ``take_backs`` field, so it stays readable by builds that predate it.
    ``practice``: the partie was played, at least for a while, with both hands face up (open
    piquet), where take backs may go past cards already seen. Written only when true, for the
    same reason: a partie played normally writes exactly what builds before the field wrote.
    ``id``: the partie's identity in the app's library (``controller/library``), kept through
    every save, autosave and export so that a partie continued is found again; None (not
    written) for records made outside the app, such as the arena's and the console tools'.
    ``analysis`` (optional) is the stored review, as its JSON (``ai.review.PartieReview``):
    checked against the schema and the actions when read (see the module's notes);
    ``analysis_notice`` says why a stored analysis was dropped on reading, None otherwise.
    """

    rules: RuleSet
    players: tuple[PlayerInfo, PlayerInfo]
    seed: int | None
    actions: list[Action]
    take_backs: list[TakeBack] = field(default_factory=list)
    practice: bool = False
    id: str | None = None
    analysis: dict[str, Any] | None = None
    analysis_notice: str | None = field(default=None, compare=False)

    @classmethod
    def from_state(
        cls, state: PartieState, players: tuple[PlayerInfo, PlayerInfo], seed: int | None
    ) -> PartieRecord:
        return cls(state.rules, players, seed, list(state.actions))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": 2 if self.analysis is not None else 1,
        }
        if self.id is not None:
            data["id"] = self.id
        data |= {
            "app": _app_name(),
            "rules": self.rules.to_json(),
            "players": [p.to_json() for p in self.players],
            "seed": self.seed,
        }
        if self.practice:
            data["practice"] = True
        data["actions"] = [action_to_json(a) for a in self.actions]
        if self.take_backs:
            data["take_backs"] = [t.to_json() for t in self.take_backs]
        if self.analysis is not None:
            data["analysis"] = self.analysis
        return data

    @classmethod
    def from_json(cls, data: object) -> PartieRecord:
        """Check ``data`` (parsed JSON) completely, replaying every action, or raise RecordError."""
        return _read(data)[0]

    def replay(self) -> PartieState:
        """The partie state after every action, or RecordError naming the first refused action."""
        return _replay(self.rules, self.actions)


# --------------------------------------------------------------------------------- saving


def save_record(record: PartieRecord, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to ``path`` atomically: any failure leaves the old file, never half a new
    (``atomic_file.write_atomically``).

    The record is serialised and encoded first, so a record that cannot be written (a name no
    UTF-8 file can hold raises UnicodeEncodeError) fails before any file is touched. Every error
    propagates: the caller (autosave, a save dialog) decides how to tell the user.
    """
    write_atomically(path, _dumps(record.to_json()).encode("utf-8"))


def _dumps(data: dict[str, Any]) -> str:
    """Indented JSON with one action (or take back) per line: readable, diffable, compact."""
    listed = ("actions", "take_backs")
    head = {k: v for k, v in data.items() if k not in (*listed, "analysis")}
    body = json.dumps(head, ensure_ascii=False, indent=1)
    tails = []
    for key in listed:
        if key not in data:
            continue
        lines = ",\n".join("  " + json.dumps(a, ensure_ascii=False) for a in data[key])
        tails.append(f'"{key}": [\n{lines}\n ]' if lines else f'"{key}": []')
    if "analysis" in data:
        analysis = data["analysis"]
        fields = [
            f'  "{k}": {json.dumps(v, ensure_ascii=False)}'
            for k, v in analysis.items()
            if k != "decisions"
        ]
        rows = ",\n".join("   " + json.dumps(d, ensure_ascii=False) for d in analysis["decisions"])
        fields.append(f'  "decisions": [\n{rows}\n  ]' if rows else '  "decisions": []')
        tails.append('"analysis": {\n' + ",\n".join(fields) + "\n }")
    return body[:-2] + "".join(f",\n {tail}" for tail in tails) + "\n}\n"


# --------------------------------------------------------------------------------- loading


def load_record(path: str | os.PathLike[str]) -> tuple[PartieRecord, PartieState]:
    """Read, check and replay the record at ``path``; any problem raises RecordError.

    Returns the record and the replayed state only when everything succeeded.
    """
    name = os.fspath(path)
    try:
        with open(path, "rb") as f:
            # Read one byte more than allowed rather than trusting the size from stat: special
            # files (/dev/zero, pipes) report no size at all.
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise RecordError(f"cannot read {name}: {reason}") from exc
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(
            f"{name} is larger than {MAX_RECORD_BYTES // (1024 * 1024)} MB: "
            "that is far too large for a partie record"
        )
    data = parse_record_bytes(raw)
    return _read(data)


def parse_record_bytes(raw: bytes) -> object:
    """Decode and parse the bytes of a record file into JSON values, or raise RecordError."""
    try:
        # utf-8-sig: a byte order mark (Windows Notepad adds one) is harmless, so accept it.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"not a partie record: the file is not UTF-8 text (bad byte at offset {exc.start})"
        ) from None
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        truncated = " (the file ends too early: is it truncated?)" if exc.pos >= len(text) else ""
        # Some of json's messages end in "at" already ("Unterminated string starting at").
        problem = exc.msg.removesuffix(" at")
        raise RecordError(
            f"not valid JSON: {problem} at line {exc.lineno}, column {exc.colno}{truncated}"
        ) from None
    except RecursionError:
        raise RecordError("not a partie record: the JSON is nested far too deeply") from None
    except ValueError as exc:  # NaN, duplicate keys, integers of thousands of digits
        raise RecordError(f"not valid JSON for a record: {exc}") from None


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON number")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Refuse duplicate keys: json keeps the last silently, which would hide a corrupted file."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _read(data: object) -> tuple[PartieRecord, PartieState]:
    """Turn parsed JSON into a record and its replayed state; the single entry for all checks."""
    try:
        record = _convert(data)
        return record, _replay(record.rules, record.actions)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("not a partie record: the data is nested far too deeply") from None
    except Exception as exc:
        # Anything else is a bug in this module or the engine, not in the file; it still must not
        # escape as a crash, but the message says plainly that it is not the file's fault.
        raise RecordError(
            f"the record could not be read because of an internal error "
            f"({type(exc).__name__}: {exc}); please report this with the file"
        ) from exc


def _convert(data: object) -> PartieRecord:
    if not isinstance(data, dict):
        raise RecordError(f"not a partie record: the file holds {_kind(data)}, not a JSON object")
    _check_header(data)
    raw_analysis = data.get("analysis")
    if "analysis" in data:  # derived data: its problems never cost the partie (module notes)
        data = {k: v for k, v in data.items() if k != "analysis"}
    problem = schema_problem(data)
    if problem:
        raise RecordError(problem)
    try:
        rules = RuleSet.from_json(data["rules"])
    except ValueError as exc:
        raise RecordError(f"rules: {exc}") from None
    _check_text(data["players"])
    p0, p1 = (PlayerInfo(p["name"], p["kind"], p.get("level")) for p in data["players"])
    seed = data["seed"]
    if isinstance(seed, float):  # JSON Schema counts 7.0 as an integer
        seed = int(seed)
    actions: list[Action] = []
    for i, raw in enumerate(data["actions"]):
        try:
            actions.append(action_from_json(raw))
        except ValueError as exc:
            raise RecordError(f"actions[{i}]: {exc}") from None
    take_backs = _take_backs(data.get("take_backs", []))
    practice = data.get("practice", False)
    record = PartieRecord(rules, (p0, p1), seed, actions, take_backs, practice, data.get("id"))
    if raw_analysis is not None:
        problem = _analysis_problem(raw_analysis, actions)
        if problem is None:
            record.analysis = raw_analysis
        else:
            record.analysis_notice = (
                f"the stored review was set aside ({problem}); the partie itself is intact and "
                "the review can be made again"
            )
    return record


def _analysis_problem(raw: object, actions: list[Action]) -> str | None:
    """Why a stored analysis cannot be used with these actions, or None when it can."""
    errors = list(_validators().analysis.iter_errors(raw))
    if errors:
        return _explain(errors, ("analysis",))
    assert isinstance(raw, dict)
    if raw["actions"] > len(actions):
        return f"analysis: it covers {raw['actions']} actions but the record has {len(actions)}"
    for i, item in enumerate(raw["decisions"]):
        where = f"analysis.decisions[{i}]"
        index = item["index"]
        if index >= raw["actions"]:
            return f"{where}: action {index} is beyond the {raw['actions']} actions it covers"
        try:
            chosen = action_from_json(item["chosen"])
            action_from_json(item["best"])
        except ValueError as exc:
            return f"{where}: {exc}"
        if chosen != actions[index]:
            return f"{where}: action {index} of the record is not the one reviewed"
    return None


def _check_text(players: list[dict[str, Any]]) -> None:
    """Refuse a name or level that no UTF-8 file can hold: a lone surrogate (``"\\ud800"``).

    JSON can spell one and ``json`` reads it into a ``str``, so the record would open and then
    fail every save and autosave. Refused rather than repaired: a record is the source of truth,
    and replacing characters would change the file the player opened without telling him; the
    message names the field so the file can be fixed by hand. (Actions and rules are enums and
    card patterns, which no surrogate matches; ``app`` is never written back.)
    """
    for i, player in enumerate(players):
        for key, noun in (("name", "name"), ("level", "level")):
            value = player.get(key)
            if isinstance(value, str) and not _is_text(value):
                raise RecordError(
                    f"players[{i}].{key}: the {noun} of player {i + 1} is not valid text "
                    f"(it holds a lone surrogate, {_show(value)})"
                )


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _take_backs(raw: list[Any]) -> list[TakeBack]:
    """The schema checked the shape; each undone action must also read as an action.

    Undone actions are not replayed: the actions they followed may themselves have been taken
    back since, so there is no one state to check them against.
    """
    out = []
    for i, item in enumerate(raw):
        undone: list[Action] = []
        for j, action in enumerate(item["undone"]):
            try:
                undone.append(action_from_json(action))
            except ValueError as exc:
                raise RecordError(f"take_backs[{i}].undone[{j}]: {exc}") from None
        at = item["at"]
        out.append(TakeBack(int(at), tuple(undone)))  # int(): the schema counts 7.0 as an integer
    return out


def _check_header(data: dict[Any, Any]) -> None:
    """Format and version before the schema: a newer file must say so, not fail on a new field."""
    if "format" not in data:
        raise RecordError("not a partie record: it has no 'format' field")
    if data["format"] != FORMAT:
        raise RecordError(
            f"not a partie record: 'format' is {_show(data['format'])}, expected {FORMAT!r}"
        )
    reads = "versions " + " and ".join(str(v) for v in VERSIONS)
    if "version" not in data:
        raise RecordError(f"version: missing; this version of Piquet Desktop reads {reads}")
    version = data["version"]
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise RecordError(
            f"this file was written by a newer version of Piquet Desktop (record version "
            f"{_show(version)}); this version reads {reads}"
        )
    if version not in VERSIONS or isinstance(version, bool):
        raise RecordError(
            f"version: unknown record version {_show(version)}; this version reads {reads}"
        )


def _replay(rules: RuleSet, actions: list[Action]) -> PartieState:
    state = new_partie(rules)
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(
                f"{_where(state)}, action {i} ({_action_text(action)}): {exc}"
            ) from None
    return state


def _where(state: PartieState) -> str:
    if state.phase == "cut":
        return "the cut"
    if state.phase == "over":
        return f"after the end of the partie (deal {len(state.results)})"
    return f"deal {state.deal_number}"


def _action_text(action: Action) -> str:
    # A shuffle's own text lists the whole pack; the message only needs to say which action.
    return "shuffle" if isinstance(action, Shuffle) else str(action)


def _app_name() -> str:
    from .. import __version__

    return f"piquet-desktop {__version__}"


# --------------------------------------------------------------------------------- the schema


@cache
def _schema() -> dict[str, Any]:
    """The record's JSON Schema, read once from the package resources."""
    from .. import resources

    schema: dict[str, Any] = json.loads(resources.read_text(SCHEMA_NAME))
    return schema


@dataclass(frozen=True)
class _Validators:
    outer: Draft202012Validator  # the record with "actions" checked as a list only
    by_type: dict[str, Draft202012Validator]  # one action branch each
    action: Draft202012Validator  # the whole oneOf, for actions of no known type
    analysis: Draft202012Validator  # the optional analysis part, checked on its own


@cache
def _validators() -> _Validators:
    """Validators built from the schema with references inlined and actions split by type.

    Checking each action against the one branch its "type" selects gives exactly the verdict of
    the schema's oneOf (every branch requires its own constant "type", so at most one can match)
    at a ninth of the cost, and inlining saves the reference lookups: together a long au cent
    record validates in milliseconds instead of most of a second. A test checks that this agrees
    with plain jsonschema validation against the published schema.
    """
    schema = _schema()
    Draft202012Validator.check_schema(schema)
    flat = _inline(schema, schema)
    props = dict(flat["properties"])
    props["actions"] = {k: v for k, v in props["actions"].items() if k != "items"}
    outer = {**flat, "properties": props}
    action = flat["$defs"]["action"]
    by_type = {b["properties"]["type"]["const"]: Draft202012Validator(b) for b in action["oneOf"]}
    analysis = Draft202012Validator(flat["$defs"]["analysis"])
    return _Validators(Draft202012Validator(outer), by_type, Draft202012Validator(action), analysis)


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
    target = _inline(_resolve({"$ref": node["$ref"]}), root)
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


def schema_problem(data: object) -> str | None:
    """The first way ``data`` breaks the record schema, as a sentence with its path, or None.

    Header checks (format, version) are left to the caller; this is the schema's verdict only.
    """
    v = _validators()
    errors = list(v.outer.iter_errors(data))
    if errors:
        return _explain(errors, ())
    assert isinstance(data, dict)
    for i, action in enumerate(data["actions"]):
        kind = action.get("type") if isinstance(action, dict) else None
        validator = v.by_type.get(kind, v.action) if isinstance(kind, str) else v.action
        errors = list(validator.iter_errors(action))
        if errors:
            return _explain(errors, ("actions", i))
    return None


def schema() -> dict[str, Any]:
    """The record schema (for tests and tools that want to publish or inspect it)."""
    return _schema()


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
    "analysis",
)
_FIELD_ORDER = {name: i for i, name in enumerate(_TOP_FIELDS)}


def _path_key(path: Any) -> tuple[tuple[int, int, str], ...]:
    return tuple(
        (0, p, "") if isinstance(p, int) else (1, _FIELD_ORDER.get(str(p), 99), str(p))
        for p in path
    )


def _first(errors: list[ValidationError]) -> ValidationError:
    return min(errors, key=lambda e: _path_key(e.absolute_path))


def _explain(errors: list[ValidationError], prefix: tuple[str | int, ...]) -> str:
    """The first problem in document order, as 'path: sentence'."""
    error = _first(errors)
    while error.validator == "oneOf" and error.context:
        inner = _branch_errors(error)
        if inner is None:
            break
        error = _first(inner)
    where = _path_text((*prefix, *error.absolute_path))
    return f"{where}: {_sentence(error)}" if where else _sentence(error)


def _branch_errors(error: ValidationError) -> list[ValidationError] | None:
    """For an action failing every branch, the errors of the branch its 'type' selects."""
    instance = error.instance
    if not isinstance(instance, dict) or not isinstance(instance.get("type"), str):
        return None
    branches: Any = error.validator_value
    for index, branch in enumerate(branches):
        resolved = _resolve(branch)
        type_schema = resolved.get("properties", {}).get("type", {})
        if type_schema.get("const") == instance["type"]:
            return [e for e in error.context or [] if e.relative_schema_path[0] == index] or None
    return None


def _resolve(node: Any) -> dict[str, Any]:
    """Follow a local '#/$defs/...' reference (the only kind this schema uses)."""
    while isinstance(node, dict) and "$ref" in node and node["$ref"].startswith("#/"):
        target: Any = _schema()
        for part in node["$ref"][2:].split("/"):
            target = target[part]
        node = target
    return node if isinstance(node, dict) else {}


def _title(schema: Any) -> str | None:
    if not isinstance(schema, dict):
        return None
    title = schema.get("title")
    return title if isinstance(title, str) else _resolve(schema).get("title")


def _sentence(error: ValidationError) -> str:
    kind = error.validator
    value: Any = error.validator_value
    inst: Any = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    title = _title(schema)
    if kind == "oneOf":
        if not isinstance(inst, dict):
            return f"expected an action (a JSON object), found {_kind(inst)}"
        if "type" not in inst:
            return "the action has no 'type'"
        types = [_resolve(b).get("properties", {}).get("type", {}).get("const") for b in value]
        return f"unknown action type {_show(inst['type'])}; types are {', '.join(map(str, types))}"
    if kind == "pattern" and title:
        return f"{_show(inst)} is not a {title}"
    if kind == "type":
        return f"expected {_type_words(value)}, found {_kind(inst)}"
    if kind == "required":
        missing = [p for p in value if isinstance(inst, dict) and p not in inst]
        return f"missing {_show(missing[0] if missing else value)}"
    if kind == "additionalProperties":
        known = set(schema.get("properties", {}))
        extra = ", ".join(_show(k) for k in sorted(map(str, inst)) if k not in known)
        if title == "rule set":
            return f"unknown rule option {extra}"
        return f"unexpected field {extra}"
    if kind == "enum":
        allowed = ", ".join(json.dumps(a) for a in value)
        return f"must be one of {allowed}, not {_show(inst)}"
    if kind == "const":
        return f"must be {json.dumps(value)}, not {_show(inst)}"
    if kind in ("minItems", "maxItems"):
        noun = title or "items"
        low = schema.get("minItems")
        high = schema.get("maxItems")
        if low == high:
            return f"expected exactly {value} {noun}, found {len(inst)}"
        bound = "at least" if kind == "minItems" else "at most"
        return f"expected {bound} {value} {noun}, found {len(inst)}"
    if kind == "uniqueItems":
        seen: list[Any] = []
        for item in inst:
            if item in seen:
                return f"lists {_show(item)} twice"
            seen.append(item)
    if kind == "minimum":
        return f"must be at least {value}, not {_show(inst)}"
    if kind == "maximum":
        return f"must be at most {value}, not {_show(inst)}"
    if kind == "minLength":
        return "must not be empty" if value == 1 else f"must have at least {value} characters"
    if kind == "maxLength":
        return f"is too long ({len(inst)} characters, at most {value})"
    return str(error.message)


def _path_text(path: Any) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _type_words(value: Any) -> str:
    names = [value] if isinstance(value, str) else list(value)
    words = {
        "string": "a string",
        "integer": "an integer",
        "number": "a number",
        "boolean": "true or false",
        "null": "null",
        "array": "a list",
        "object": "an object",
    }
    return " or ".join(words.get(n, n) for n in names)


def _kind(value: object) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    return _show(value)


def _show(value: object, limit: int = 40) -> str:
    """A value as a message quotes it: strings in quotes, long ones shortened."""
    try:
        if isinstance(value, str):
            text = repr(value if len(value) <= limit else value[:limit] + "...")
        else:
            text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):  # not JSON, or an int of thousands of digits
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit + 5 else text[:limit] + "..."
