"""A row of the library's database read back: its facts, its problem, its copy of the record.

The app writes every row; another program, a disk or a hand may damage one. Each reader here
takes a row as SQLite gives it (any value in any column) and gives what the app wrote, or says
which column is wrong (``row_problem``, ``RowError``), so that one damaged row is one partie
listed as damaged, never a library that cannot be read. Qt-free.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from typing import Any

from piquet_desktop.engine.record import PartieRecord, RecordError, parse_record_bytes
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.translation import translate

from .facts import PartieFacts
from .identity import is_valid_id

__all__ = [
    "EPOCH",
    "STATUSES",
    "RowError",
    "column",
    "facts_from_row",
    "good_copy",
    "is_id",
    "json_or_none",
    "played_at",
    "row_problem",
    "text_or_bytes",
]


def facts_from_row(row: sqlite3.Row) -> PartieFacts:
    """The facts of a row the app wrote; RowError (naming the column) for anything else."""
    try:
        rules = RuleSet.from_json(json.loads(column(row, "rules", str, False)))
    except (ValueError, TypeError, AttributeError, RecursionError):
        raise RowError("rules") from None
    result = column(row, "result", str, True)
    if result not in (None, "won", "lost", "drawn"):
        raise RowError("result")
    rubicon = column(row, "rubicon", int, True)
    games_human = column(row, "games_human", int, True)
    games_opponent = column(row, "games_opponent", int, games_human is None)
    mean_loss = column(row, "mean_loss", (int, float), True)
    return PartieFacts(
        variant=column(row, "variant", str, False),
        rules=rules,
        human=column(row, "human", str, False),
        opponent=column(row, "opponent", str, False),
        opponent_level=column(row, "opponent_level", str, True),
        finished=row["status"] == "finished",
        result=result,
        margin=column(row, "margin", int, True),
        rubicon=None if rubicon is None else bool(rubicon),
        deals=column(row, "deals", int, False),
        score=(column(row, "score_human", int, False), column(row, "score_opponent", int, False)),
        games=None if games_human is None else (games_human, games_opponent),
        practice=bool(column(row, "practice", int, False)),
        reviewed=bool(column(row, "reviewed", int, False)),
        mean_loss=None if mean_loss is None else float(mean_loss),
    )


EPOCH = datetime.fromtimestamp(0, UTC)
STATUSES = ("in_progress", "abandoned", "finished", "damaged")


def json_or_none(text: str) -> Any:
    """The JSON of a stored copy, None if it is not JSON (a damaged copy is no copy)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def text_or_bytes(raw: bytes) -> str | bytes:
    """A TEXT value as ``str``, or its bytes when they are not UTF-8 (a damaged page that
    ``quick_check`` does not see): a row of such bytes is then a row that cannot be read,
    where sqlite3's own decoding would fail the whole query and so the whole library."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def is_id(value: object) -> bool:
    """Whether ``value`` (a stored id: any SQLite value, a file's name) has the form of an id
    the app writes, and so may name a file."""
    return isinstance(value, str) and is_valid_id(value)


def played_at(value: object) -> datetime | None:
    """A row's ``played`` (ISO 8601 UTC), None if it is not one."""
    if not isinstance(value, str):
        return None
    try:
        played = datetime.fromisoformat(value)
    except ValueError:
        return None
    return played if played.tzinfo is not None else played.replace(tzinfo=UTC)


def row_problem(row: sqlite3.Row) -> str | None:
    """Why the list columns of ``row`` cannot be read (a bad date, rules, a number that is
    text), in words, or None. Damage by another program or by hand: the app writes none."""
    bad = None
    if played_at(row["played"]) is None:
        bad = "played"
    elif row["status"] not in STATUSES:
        bad = "status"
    elif row["damage"] is None and row["status"] != "damaged":
        try:
            facts_from_row(row)
        except RowError as exc:
            bad = str(exc)
    elif not isinstance(row["damage"], str | None):
        bad = "damage"
    if bad is None:
        return None
    return translate(
        "Library", "the library's row for this partie cannot be read (its {column} is wrong)"
    ).format(column=bad)


class RowError(ValueError):
    """A list column of a row holds what the app never writes there; its text is the column."""


def column(row: sqlite3.Row, name: str, kind: type | tuple[type, ...], optional: bool) -> Any:
    value = row[name]
    if value is None and optional:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RowError(name)
    return value


def good_copy(row: sqlite3.Row | None) -> tuple[PartieRecord, str] | None:
    """The record the row holds a copy of, loaded, with its text; None if none loads."""
    if row is None or not isinstance(row["record"], str):
        return None
    text = row["record"]
    try:
        return PartieRecord.from_json(parse_record_bytes(text.encode("utf-8"))), text
    except (RecordError, UnicodeEncodeError):
        return None
