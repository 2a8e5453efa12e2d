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

The checks run in layers, each catching what the next could not explain well:

0. the file (``record_file``): an ordinary file (never a FIFO or a device, which would block or
   never end) of at most MAX_RECORD_BYTES, UTF-8, JSON as I-JSON (RFC 7493) has it: no duplicate
   keys, no NaN or number too large for a double, no lone surrogate. That is the data model JSON
   Schema is written for; no schema can say more about it;
1. ``format`` and ``version``, so a file from a newer release says so instead of failing on
   whichever new field happens to come first;
2. the JSON Schema in ``resources/partie.schema.json`` (the format's published description). Its
   verdict is the loader's exactly: the converters (``action_from_json`` and the few lines
   below) accept what it accepts and nothing else, a property test holding the two equal on
   mutated records; the schema (``record_schema``, checked by the app's own ``record_check``)
   only explains, as a sentence with a path;
3. the engine itself, by replaying every action: only the rules know whether a card is held.

The work is bounded by the file's size: each action is read once, at a few microseconds, and a
checker is asked for a handful of errors at most (``record_schema.MAX_SCHEMA_ERRORS``), so any
file up to the size cap loads or is refused in well under a second
(``python -m piquet_desktop.benchmarks.record_loading`` measures it).

**The analysis part and the version.** A record may carry the review of one seat's decisions
(``analysis``, made by ``ai/review``), so the app does not compute it twice. It is derived data:
a record without one is written exactly as before, version 1, so older builds read it; a record
with one is version 2, so an older build says the file is from a newer version instead of
failing on an unknown field (exporting without the analysis gives a version 1 file again). An
analysis that is damaged (it breaks the schema) or does not match the actions (a decision whose
action is not the record's, or more actions than the record has) never costs the partie: it is
dropped and ``PartieRecord.analysis_notice`` says why, so the app can say so and review again.

**Claims.** A deal whose remaining tricks were claimed is recorded as its cards, ordinary plays,
and beside them in the optional ``claims`` (:class:`Claim`: the deal, the seat, which actions),
so the declarations log of a partie read again says the claim. Like ``take_backs`` and
``practice`` it is written only when there is one and bumps no version: a record without claims
is what older builds wrote, and only one with a claim is refused by them (as a practice record
is). Unlike take backs, a claim is about the actions that stand, so it is checked against the
replay (``_check_claims``) and a claim the cards contradict refuses the record.
"""

from __future__ import annotations

import errno
import functools
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..translation import translate
from .actions import Action, Play, Shuffle, action_from_json, action_to_json
from .atomic_file import write_atomically
from .errors import IllegalActionError, RecordError
from .partie import PartieState, new_partie
from .record_file import (
    MAX_RECORD_BYTES,
    collector_paused,
    data_model_problem,
    parse_record_bytes,
    read_record_file,
)
from .record_schema import (
    action_problem,
    analysis_problem,
    claim_problem,
    outer_problem,
    path_text,
    quote,
    take_back_problem,
    value_kind,
)
from .rules import RuleSet

__all__ = [
    "FORMAT",
    "MAX_POSITION",
    "MAX_RECORD_BYTES",
    "VERSION",
    "VERSIONS",
    "Claim",
    "PartieRecord",
    "PlayerInfo",
    "RecordError",
    "TakeBack",
    "convert_record",
    "load_record",
    "load_record_bytes",
    "parse_record_bytes",
    "prepare_writing",
    "read_record_file",
    "record_bytes",
    "save_record",
    "save_record_bytes",
]

FORMAT = "piquet-partie"
VERSION = 2
"""The newest record version this build reads (and writes, for a record with an analysis)."""
VERSIONS = (1, 2)

PlayerKind = Literal["human", "ai"]


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
    """A take back: ``undone`` were ``actions[at:]`` when it was taken back.

    The actions list keeps only what stands, so replay is unaffected; take backs are kept beside
    it so that a record says honestly that moves were taken back, and which. ``at`` refers to the
    actions list as it was then: a later take back may shorten the list below an earlier ``at``.
    A take back the player then redid (the app's Redo) stays listed: it was made, and the
    actions list holds the redone actions again.
    """

    at: int
    undone: tuple[Action, ...]

    def to_json(self) -> dict[str, Any]:
        """Its JSON, made once: a take back never changes, and a partie with thousands of them
        is serialised at every move (the autosave, the library). The same dict each time, so
        the caller must not change it."""
        return self._json

    @functools.cached_property
    def _json(self) -> dict[str, Any]:
        return {"at": self.at, "undone": [action_to_json(a) for a in self.undone]}

    @functools.cached_property
    def json_line(self) -> str:
        """Its line in a record file (``_dumps``), made once like its JSON."""
        return _line(self._json)


@dataclass(frozen=True)
class Claim:
    """A claim of the remaining tricks: in deal ``deal`` (1-based) ``seat`` claimed them at its
    turn to play a card, and the table played them out as the ``plays`` actions
    ``actions[at:at + plays]``, the last of that deal.

    The claimed cards are ordinary ``Play`` actions, so replay, review and scores never need
    the claim; it is kept so that a partie resumed, opened or replayed says in its declarations
    log who claimed, as the live partie did.
    """

    deal: int
    seat: int
    at: int
    plays: int

    @property
    def end(self) -> int:
        """The number of actions once the claimed cards are all played."""
        return self.at + self.plays

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "seat": self.seat, "at": self.at, "plays": self.plays}


@dataclass
class PartieRecord:
    """A partie as stored: rules, players (seat 0 first), the seed of chance, the actions.

    ``take_backs`` (optional, oldest first) lists the moves a partie took back; a record
    without any writes no ``take_backs`` field, so it stays readable by builds that predate it.
    ``practice``: a practice partie, where take backs may go past cards already seen: played,
    at least for a while, with both hands face up (open piquet), or with a take back past a
    card seen ("Take back any move"), or in the lesson, or with moves the app made for the
    player (``--demo-moves``), or continued from a replay. Written only when true, for the
    same reason: a partie played normally writes exactly what builds before the field wrote.
    ``id``: the partie's identity in the app's library (``piquet_desktop/library``), kept through
    every save, autosave and export so that a partie continued is found again; None (not
    written) for records made outside the app, such as the arena's and the console tools'.
    ``analysis`` (optional) is the stored review, as its JSON (``ai.review.PartieReview``):
    checked against the schema and the actions when read (see the module's notes);
    ``analysis_notice`` says why a stored analysis was dropped on reading, None otherwise.
    ``claims`` (optional, in deal order, one a deal at most): the deals whose remaining tricks
    were claimed, checked against the actions when read; written only when there is one, like
    ``take_backs``, so that a partie without a claim writes what builds before the field wrote.
    """

    rules: RuleSet
    players: tuple[PlayerInfo, PlayerInfo]
    seed: int | None
    actions: list[Action]
    take_backs: list[TakeBack] = field(default_factory=list)
    practice: bool = False
    id: str | None = None
    analysis: dict[str, Any] | None = None
    claims: list[Claim] = field(default_factory=list)
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
        if self.claims:
            data["claims"] = [c.to_json() for c in self.claims]
        if self.analysis is not None:
            data["analysis"] = self.analysis
        return data

    @classmethod
    def from_json(cls, data: object) -> PartieRecord:
        """Check ``data`` (parsed JSON) completely, replaying every action, or raise RecordError."""
        with collector_paused():
            return _read(data)[0]

    def replay(self) -> PartieState:
        """The partie state after every action, or RecordError naming the first refused action."""
        return _replay(self.rules, self.actions)


# --------------------------------------------------------------------------------- saving


def save_record(record: PartieRecord, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to ``path`` atomically: any failure leaves the old file, never half a new
    (``atomic_file.write_atomically``).

    The record is serialised and encoded first, so a record that cannot be written (a name no
    UTF-8 file can hold raises UnicodeEncodeError) fails before any file is touched; so does one
    larger than MAX_RECORD_BYTES (OSError EFBIG), which could not be opened again and would
    replace a file that can. Every error propagates: the caller (autosave, a save dialog)
    decides how to tell the user.
    """
    save_record_bytes(record_bytes(record), path)


def prepare_writing(record: PartieRecord) -> None:
    """Make the lines of ``record``'s take backs now. The record loader's worker calls it, so
    that the window's first keep of a large record (the autosave, the library) costs only their
    join: 70,000 take backs take half a second to serialise, made once and kept by each."""
    for take_back in record.take_backs:
        take_back.json_line  # noqa: B018 (made and kept: a cached property)


def record_bytes(record: PartieRecord) -> bytes:
    """The bytes ``save_record`` writes for ``record``: made once, a caller writing one record
    to several files (the autosave, the library) hands them to ``save_record_bytes``.

    UnicodeEncodeError for a name no UTF-8 file can hold; OSError EFBIG for a record larger
    than MAX_RECORD_BYTES (see ``save_record``)."""
    lines = [t.json_line for t in record.take_backs]
    raw = _dumps(record.to_json(), take_back_lines=lines).encode("utf-8")
    if len(raw) > MAX_RECORD_BYTES:
        raise OSError(
            errno.EFBIG,
            f"the partie is larger than the {MAX_RECORD_BYTES // (1024 * 1024)} MB a record "
            "may be, so it could not be opened again",
        )
    return raw


def save_record_bytes(raw: bytes, path: str | os.PathLike[str]) -> None:
    """Write ``raw`` (``record_bytes``) to ``path`` atomically, as ``save_record`` does."""
    write_atomically(path, raw)


def _line(item: object) -> str:
    """One action, take back or claim as its line in a record file."""
    return "  " + json.dumps(item, ensure_ascii=False)


def _dumps(data: dict[str, Any], *, take_back_lines: Sequence[str] | None = None) -> str:
    """Indented JSON with one action (take back, claim) per line: readable, diffable, compact.
    ``take_back_lines``: the take backs' lines made already (``TakeBack.json_line``)."""
    listed = ("actions", "take_backs", "claims")
    head = {k: v for k, v in data.items() if k not in (*listed, "analysis")}
    body = json.dumps(head, ensure_ascii=False, indent=1)
    tails = []
    for key in listed:
        if key not in data:
            continue
        made = take_back_lines if key == "take_backs" else None
        lines = ",\n".join(made if made is not None else (_line(a) for a in data[key]))
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


ReplayWatch = Callable[[PartieState, Action], None]
"""Told of each action of a record's replay just before it is applied, with the state it is
applied to: what a caller needs of the replay beyond its end (the app's take-back points) is
gathered from the one replay the loader makes, not from a second one."""


def load_record(
    path: str | os.PathLike[str], *, watch: ReplayWatch | None = None
) -> tuple[PartieRecord, PartieState]:
    """Read, check and replay the record at ``path``; any problem raises RecordError.

    Returns the record and the replayed state only when everything succeeded. ``watch`` is told
    of every action of the replay (``ReplayWatch``).
    """
    return load_record_bytes(read_record_file(path), watch=watch)


def load_record_bytes(
    raw: bytes, *, watch: ReplayWatch | None = None
) -> tuple[PartieRecord, PartieState]:
    """Check and replay a record already read (``read_record_file``): for a caller that keeps
    the bytes too, which must be the very ones checked, not a second read of the file."""
    with collector_paused():
        return _read(parse_record_bytes(raw), parsed=True, watch=watch)


def _read(
    data: object, *, parsed: bool = False, watch: ReplayWatch | None = None
) -> tuple[PartieRecord, PartieState]:
    """Turn JSON values into a record and its replayed state; the single entry for all checks.

    ``parsed``: ``data`` comes from ``parse_record_bytes``, which has checked the data model.
    """
    try:
        record = _convert(data, check_data_model=not parsed)
        seats: list[int] = []
        state = _replay(record.rules, record.actions, seats, watch)
        if record.claims:  # after the replay, which says who played each claim's first card
            _check_claims(record.claims, record.actions, seats, state)
        assert isinstance(data, dict)
        if "analysis" in data:  # after the replay, which says who made each action
            _attach_analysis(record, data["analysis"], seats)
        return record, state
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(
            translate("Record", "not a partie record: the data is nested far too deeply")
        ) from None
    except Exception as exc:
        # Anything else is a bug in this module or the engine, not in the file; it still must not
        # escape as a crash, but the message says plainly that it is not the file's fault.
        text = translate(
            "Record",
            "the record could not be read because of an internal error ({error}); please report "
            "this with the file",
        )
        raise RecordError(text.format(error=f"{type(exc).__name__}: {exc}")) from exc


def convert_record(data: object) -> PartieRecord:
    """Check ``data`` against the format and convert it, without replaying it or its analysis.

    Its verdict is the schema's, exactly (a test feeds both the same mutated records): the only
    refusals it adds are the JSON data model's (``record_file.data_model_problem``), which no
    schema sees. Each action is converted by ``action_from_json``, which accepts what the
    schema's action branches accept, and only a refused one is explained with the schema: the
    converters take under a microsecond an action, the schema's checker over ten.
    """
    return _convert(data, check_data_model=True)


def _convert(data: object, *, check_data_model: bool) -> PartieRecord:
    if not isinstance(data, dict):
        text = translate("Record", "not a partie record: the file holds {kind}, not a JSON object")
        raise RecordError(text.format(kind=value_kind(data)))
    _check_header(data)
    if "analysis" in data:  # derived data: its problems never cost the partie (module notes)
        data = {k: v for k, v in data.items() if k != "analysis"}
    problem = (data_model_problem(data, ()) if check_data_model else None) or outer_problem(data)
    if problem:
        raise RecordError(problem)
    try:
        # The rule enums hold no fractions, so a float here is an integer written as 32.0.
        rules = RuleSet.from_json(
            {k: int(v) if isinstance(v, float) else v for k, v in data["rules"].items()}
        )
    except ValueError as exc:
        raise RecordError(f"rules: {exc}") from None
    p0, p1 = (PlayerInfo(p["name"], p["kind"], p.get("level")) for p in data["players"])
    seed = data["seed"]
    if isinstance(seed, float):  # JSON Schema counts 7.0 as an integer, and so does the loader
        seed = int(seed)
    actions = _actions(data["actions"], ("actions",))
    take_backs = _take_backs(data.get("take_backs", []))
    claims = _claims(data.get("claims", []))
    practice = data.get("practice", False)
    return PartieRecord(
        rules, (p0, p1), seed, actions, take_backs, practice, data.get("id"), claims=claims
    )


def _actions(raw: list[Any], where: tuple[str | int, ...]) -> list[Action]:
    actions: list[Action] = []
    for i, item in enumerate(raw):
        try:
            actions.append(action_from_json(item))
        except ValueError as exc:
            problem = action_problem(item, (*where, i))
            raise RecordError(problem or f"{path_text((*where, i))}: {exc}") from None
    return actions


def _take_backs(raw: list[Any]) -> list[TakeBack]:
    """Each take back as the schema's ``take_back`` describes it, its undone actions read too.

    Undone actions are not replayed: the actions they followed may themselves have been taken
    back since, so there is no one state to check them against.
    """
    out = []
    for i, item in enumerate(raw):
        at = _take_back_at(item)
        if at is None:
            problem = take_back_problem(item, ("take_backs", i))
            raise RecordError(problem or f"take_backs[{i}]: not a take back")
        undone = _actions(item["undone"], ("take_backs", i, "undone"))
        out.append(TakeBack(at, tuple(undone)))
    return out


_TAKE_BACK_KEYS = frozenset(("at", "undone"))


def _take_back_at(item: object) -> int | None:
    """``at`` if ``item`` has the take back's shape (the schema's, checked at Python speed)."""
    if not isinstance(item, dict) or item.keys() != _TAKE_BACK_KEYS:
        return None
    at, undone = _whole(item["at"]), item["undone"]
    if at is None or not 0 <= at <= MAX_POSITION:
        return None
    return at if isinstance(undone, list) and undone else None


def _claims(raw: list[Any]) -> list[Claim]:
    """Each claim as the schema's ``claim`` describes it; whether it fits the actions is
    ``_check_claims``'s question, after the replay."""
    out = []
    for i, item in enumerate(raw):
        claim = _claim_of(item)
        if claim is None:
            problem = claim_problem(item, ("claims", i))
            raise RecordError(problem or f"claims[{i}]: not a claim")
        out.append(claim)
    return out


_CLAIM_KEYS = frozenset(("deal", "seat", "at", "plays"))
MAX_POSITION = MAX_RECORD_BYTES
"""The largest action index or deal number a record may name: a file of at most
``MAX_RECORD_BYTES`` holds fewer actions than it has bytes. Bounded where it is read, so that no
later sum or message meets a number of thousands of digits (the schema says the same)."""
_MAX_CLAIMED_PLAYS = 24
"""Every card of a deal: twelve in each hand, whatever the pack."""


def _claim_of(item: object) -> Claim | None:
    """The claim ``item`` holds if it has the claim's shape (the schema's, at Python speed)."""
    if not isinstance(item, dict) or item.keys() != _CLAIM_KEYS:
        return None
    deal, seat, at, plays = (_whole(item[k]) for k in ("deal", "seat", "at", "plays"))
    if deal is None or seat is None or at is None or plays is None:
        return None
    if not 1 <= deal <= MAX_POSITION or seat not in (0, 1) or not 0 <= at <= MAX_POSITION:
        return None
    if not 1 <= plays <= _MAX_CLAIMED_PLAYS:
        return None
    return Claim(deal, seat, at, plays)


def _whole(value: object) -> int | None:
    """An integer as JSON Schema has one (7.0 counts, True does not), or None."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return None


def _check_claims(
    claims: list[Claim], actions: list[Action], seats: list[int], state: PartieState
) -> None:
    """RecordError naming the first claim that does not fit the replayed actions (``seats[i]``
    made action i; ``state`` is the partie after them all).

    Each claim must be of a later deal than the one before (so there are no more claims than
    deals, and a long list of bad ones is refused at its first), its plays the last cards of a
    finished deal, and the first of them the claimer's own: what ``GameController`` writes, so
    that the log of a record read never says a claim its cards contradict.
    """
    starts = [i + 1 for i, action in enumerate(actions) if isinstance(action, Shuffle)]
    ends = [*(start - 1 for start in starts[1:]), len(actions)] if starts else []
    finished = list(zip(starts, ends, strict=True))[: len(state.results)]
    previous = 0
    for i, claim in enumerate(claims):
        problem = _claim_misfit(i, claim, previous, finished, (actions, seats))
        if problem is not None:
            raise RecordError(problem)
        previous = claim.deal


def _claim_misfit(
    index: int,
    claim: Claim,
    previous: int,
    finished: list[tuple[int, int]],
    played: tuple[list[Action], list[int]],
) -> str | None:
    """Why ``claims[index]`` does not fit, or None. ``previous``: the deal of the claim before
    it (0 for none); ``finished``: each finished deal's actions as (first, end); ``played``:
    the actions and who made each."""
    actions, seats = played
    deal = claim.deal
    if deal <= previous:
        text = translate(
            "Record",
            "claims[{index}]: deal {deal} comes after a claim of deal {previous}; claims are in "
            "deal order, one a deal",
        )
        return text.format(index=index, deal=deal, previous=previous)
    if deal > len(finished):
        text = translate("Record", "claims[{index}]: the record has no finished deal {deal}")
        return text.format(index=index, deal=deal)
    first, end = finished[deal - 1]
    cards = actions[claim.at : claim.end]
    if claim.at < first or claim.end != end or not all(isinstance(a, Play) for a in cards):
        text = translate(
            "Record",
            "claims[{index}]: actions {first} to {last} are not the last cards of deal {deal}",
        )
        return text.format(index=index, first=claim.at, last=claim.end - 1, deal=deal)
    if seats[claim.at] != claim.seat:
        text = translate(
            "Record",
            "claims[{index}]: action {at} was played by seat {other}, not by the claimer "
            "(seat {seat})",
        )
        return text.format(index=index, at=claim.at, other=seats[claim.at], seat=claim.seat)
    return None


def _attach_analysis(record: PartieRecord, raw: object, seats: list[int]) -> None:
    problem = _analysis_problem(raw, record.actions, seats)
    if problem is None:
        assert isinstance(raw, dict)
        record.analysis = _whole_numbers(raw)
    else:
        record.analysis_notice = (
            f"the stored review was set aside ({problem}); the partie itself is intact and "
            "the review can be made again"
        )


def _analysis_problem(raw: object, actions: list[Action], seats: list[int]) -> str | None:
    """Why the analysis ``raw`` cannot be kept with ``actions`` (``seats[i]`` made action i).

    The bound comes first, before any decision is looked at: an analysis rates one seat's
    decisions, one per action of that seat at most, so it can hold no more decisions than that
    seat made in this partie (a crafted one of 12,000 once took seconds to read).
    """
    decisions = raw.get("decisions") if isinstance(raw, dict) else None
    seat = raw.get("seat") if isinstance(raw, dict) else None
    if isinstance(decisions, list) and len(decisions) > len(actions):
        return f"analysis: it rates {len(decisions)} decisions but the record has {len(actions)}"
    if isinstance(decisions, list) and seat in (0, 1) and not isinstance(seat, bool):
        made = sum(1 for s in seats if s == seat)
        if len(decisions) > made:
            return (
                f"analysis: it rates {len(decisions)} decisions but seat {seat} made "
                f"{made} in the record"
            )
    problem = data_model_problem(raw, ("analysis",)) or analysis_problem(raw)
    if problem:
        return problem
    assert isinstance(raw, dict)
    covered = int(raw["actions"])
    if covered > len(actions):
        return f"analysis: it covers {covered} actions but the record has {len(actions)}"
    for i, item in enumerate(raw["decisions"]):
        where = f"analysis.decisions[{i}]"
        index = int(item["index"])
        if index >= covered:
            return f"{where}: action {index} is beyond the {covered} actions it covers"
        try:
            chosen = action_from_json(item["chosen"])
            action_from_json(item["best"])
        except ValueError as exc:
            return f"{where}: {exc}"
        if chosen != actions[index]:
            return f"{where}: action {index} of the record is not the one reviewed"
    return None


# The analysis's integers: JSON Schema counts 7.0 as one, so the loader reads it as 7.
_ANALYSIS_INTEGERS = ("version", "seed", "seat", "actions")
_DECISION_INTEGERS = ("index", "deal", "worlds")


def _whole_numbers(raw: dict[str, Any]) -> dict[str, Any]:
    def ints(item: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
        return item | {k: int(item[k]) for k in keys if isinstance(item[k], float)}

    decisions = [ints(d, _DECISION_INTEGERS) for d in raw["decisions"]]
    return ints(raw, _ANALYSIS_INTEGERS) | {"decisions": decisions}


def _check_header(data: dict[Any, Any]) -> None:
    """Format and version before the schema: a newer file must say so, not fail on a new field."""
    if "format" not in data:
        raise RecordError(translate("Record", "not a partie record: it has no 'format' field"))
    if data["format"] != FORMAT:
        text = translate("Record", "not a partie record: 'format' is {found}, expected {expected}")
        raise RecordError(text.format(found=quote(data["format"]), expected=repr(FORMAT)))
    *earlier, last = VERSIONS
    reads = translate("Record", "versions {versions} and {last}").format(
        versions=", ".join(str(v) for v in earlier), last=last
    )
    if "version" not in data:
        text = translate("Record", "version: missing; this version of Piquet Desktop reads {reads}")
        raise RecordError(text.format(reads=reads))
    version = data["version"]
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        text = translate(
            "Record",
            "this file was written by a newer version of Piquet Desktop (record version "
            "{version}); this version reads {reads}",
        )
        raise RecordError(text.format(version=quote(version), reads=reads))
    if version not in VERSIONS or isinstance(version, bool):
        text = translate(
            "Record", "version: unknown record version {version}; this version reads {reads}"
        )
        raise RecordError(text.format(version=quote(version), reads=reads))


def _replay(
    rules: RuleSet,
    actions: list[Action],
    seats: list[int] | None = None,
    watch: ReplayWatch | None = None,
) -> PartieState:
    """The state after ``actions``; ``seats``, if given, gets who made each (CHANCE for chance),
    and ``watch`` is told of each action before it is applied."""
    state = new_partie(rules)
    for i, action in enumerate(actions):
        if watch is not None:
            watch(state, action)
        try:
            applied = state.apply(action)
            if seats is not None:
                seats.append(applied.seat)
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
