"""The shipped file of mined exchange positions: writing it, checking it, reading it back.

``resources/practice/mined_exchanges.json`` holds every position kept from the self-play parties
of a range of seeds (``mined_exchange``), made and extended by ``tools/mine_exchanges``; its
JSON Schema (``mined_exchanges.schema.json`` beside it) is the format's description, and a test
holds the shipped file to it. Reading is strict in the way that matters to a player: a file that
breaks the schema is refused with the schema's first complaint, never half-read, so a damaged
file never shows a wrong exercise.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator

from piquet_desktop import resources
from piquet_desktop.engine.cards import card_str, mask_of, parse_cards, sorted_for_display
from piquet_desktop.engine.rules import RUBICON

from .exchange_exercise import ExchangeExercise, Role
from .mined_exchange import MINING_WORLDS, MinedPosition, judge_position, positions_from_seed

__all__ = [
    "DATA",
    "FORMAT",
    "SCHEMA",
    "MinedFile",
    "file_from_json",
    "file_to_json",
    "mine_seed",
    "mined_exercises",
    "next_fresh_seed",
    "problem",
    "read_shipped",
]

DATA = "practice/mined_exchanges.json"
SCHEMA = "practice/mined_exchanges.schema.json"
FORMAT = "piquet-mined-exchanges"


@cache
def _validator() -> Draft202012Validator:
    schema = json.loads(resources.read_text(SCHEMA))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def problem(data: object) -> str | None:
    """The schema's first complaint about ``data`` (where, and what), None when it conforms."""
    error = next(iter(_validator().iter_errors(data)), None)
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "the file"
    return f"{where}: {error.message}"


def _cards(mask: int) -> list[str]:
    return [card_str(c) for c in sorted_for_display(mask)]


def _mask(cards: Sequence[str]) -> int:
    return mask_of(parse_cards(" ".join(cards)))


def _position_to_json(p: MinedPosition) -> dict[str, Any]:
    e = p.exercise
    return {
        "id": e.key,
        "seed": e.seed,
        "role": e.role,
        "hand": _cards(e.hand),
        "score": list(e.score),
        "deal_number": e.deal_number,
        "difficulty": p.difficulty,
        "best": _cards(p.best),
        "second": _cards(p.second),
        "gap": round(p.gap, 3),
        "gap_stderr": round(p.gap_stderr, 3),
        "close": p.close,
        "trap": p.trap,
    }


def _position_from_json(raw: Mapping[str, Any], worlds: int) -> MinedPosition:
    role: Role = "elder" if raw["role"] == "elder" else "younger"
    exercise = ExchangeExercise(
        key=str(raw["id"]),
        rules=RUBICON,
        role=role,
        hand=_mask(raw["hand"]),
        score=(int(raw["score"][0]), int(raw["score"][1])),
        deal_number=int(raw["deal_number"]),
        seed=int(raw["seed"]),
    )
    return MinedPosition(
        exercise,
        int(raw["difficulty"]),
        _mask(raw["best"]),
        _mask(raw["second"]),
        float(raw["gap"]),
        float(raw["gap_stderr"]),
        int(raw["close"]),
        bool(raw["trap"]),
        worlds,
    )


class MinedFile:
    """The positions of the seeds ``first_seed`` to ``last_seed`` (inclusive; ``last_seed`` is
    ``first_seed - 1`` while none is finished), judged in ``worlds`` worlds; ``command`` is the
    command that extends the file."""

    def __init__(
        self,
        first_seed: int,
        last_seed: int,
        positions: Iterable[MinedPosition] = (),
        *,
        worlds: int = MINING_WORLDS,
        command: str = "",
    ) -> None:
        self.first_seed = first_seed
        self.last_seed = last_seed
        self.positions = list(positions)
        self.worlds = worlds
        self.command = command


def file_to_json(f: MinedFile) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": 1,
        "rules": "rubicon",
        "worlds": f.worlds,
        "first_seed": f.first_seed,
        "last_seed": f.last_seed,
        "command": f.command,
        "positions": [_position_to_json(p) for p in f.positions],
    }


def file_from_json(data: object) -> MinedFile:
    """The file's positions; ValueError with the schema's complaint for a file that breaks it,
    or naming a position whose cards do not make a legal hand."""
    found = problem(data)
    if found is not None:
        raise ValueError(f"the mined positions file does not match its schema: {found}")
    assert isinstance(data, dict)
    worlds = int(data["worlds"])
    positions = []
    for i, raw in enumerate(data["positions"]):
        p = _position_from_json(raw, worlds)
        if p.best & ~p.exercise.hand or p.second & ~p.exercise.hand:
            raise ValueError(f"positions/{i}: a discard holds a card that is not in the hand")
        positions.append(p)
    ids = [p.exercise.key for p in positions]
    if len(set(ids)) != len(ids):
        raise ValueError("the mined positions file names a position twice")
    return MinedFile(
        int(data["first_seed"]),
        int(data["last_seed"]),
        positions,
        worlds=worlds,
        command=str(data["command"]),
    )


def read_shipped() -> MinedFile:
    """The shipped file (``resources/practice/mined_exchanges.json``)."""
    return file_from_json(json.loads(resources.read_text(DATA)))


def next_fresh_seed(after_seed: int | None = None) -> int:
    """The seed to mine next on demand: the one after ``after_seed`` (the last the window
    finished) or after the shipped file's last, whichever is later: the seeds the tool would mine
    next, so a position made on demand has the id and the verdict it would have in the file."""
    last = read_shipped().last_seed
    return max(last, after_seed if after_seed is not None else last) + 1


def mine_seed(
    seed: int, *, worlds: int = MINING_WORLDS, cancelled: Callable[[], bool] = lambda: False
) -> list[MinedPosition] | None:
    """Every position kept from the self-play partie of ``seed`` (judged as the tool judges
    them, so with the ids and verdicts the file would give them), or None when ``cancelled``
    (asked before each hand is judged) said to stop.

    Why a whole seed and not a number of positions: the window keeps what it mined seed by seed
    (a seed whose hands all discard themselves is finished too, and must not be mined again),
    and goes on from the seed after the last finished; stopping between two positions of one
    seed and going on "after" it would skip the rest of that seed's hands."""
    kept = []
    for exercise in positions_from_seed(seed):
        if cancelled():
            return None
        position = judge_position(exercise, worlds=worlds)
        if position is not None:
            kept.append(position)
    return kept


def mined_exercises(max_difficulty: int = 5, min_difficulty: int = 1) -> list[MinedPosition]:
    """The shipped positions of a difficulty in the given range, in the file's order."""
    return [p for p in read_shipped().positions if min_difficulty <= p.difficulty <= max_difficulty]
