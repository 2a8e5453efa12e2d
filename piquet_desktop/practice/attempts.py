"""The player's attempts at exercises, and their journal's text: one JSON object a line.

Why a journal of its own beside the library's database: the database is an index, rebuilt from
files whenever it is damaged, missing or from a newer build (``piquet_desktop/library``); an attempt
has no partie record to be rebuilt from, so it must live in a file too. The journal is
append-only: an attempt is one line, added at the end and never rewritten, so a kill during a
write can only tear the last line, and a line damaged by hand or by a disk costs that attempt
alone (``read_journal`` skips it with a message naming the line and keeps every other).

Why the kind is a plain word and not a closed list: the kinds of exercise grow (exchange,
declarations, play, counting, and whatever comes next); the attempts, the ratings and the
repetition read only the kind's name, the exercise's id and the result, so a new kind of
exercise is kept, rated and scheduled without a change here.

The line's fields (schema 1), every one required:

* ``schema``: 1;
* ``id``: the attempt's own id (32 hexadecimal digits), so the journal and the database can be
  put side by side without counting twice;
* ``kind``: the kind of exercise (``KINDS`` for those built so far);
* ``exercise``: the exercise's stable id (a Cavendish example's key, a mined position's id, a
  counting quiz's ``counting.quiz_id``);
* ``answer``: the player's answer as text (an exchange: the discard as records write cards,
  ``"KH 7S"``, ``""`` for none);
* ``loss``: the points the answer lost against the best, or null for a kind judged right or
  wrong;
* ``correct``: true or false for a kind judged right or wrong, null for one judged by a loss;
* ``seconds``: how long the player took;
* ``when``: when the answer was given, ISO 8601 in UTC;
* ``exercise_rating``: the exercise's training rating when it was attempted (its difficulty,
  ``difficulty``), so the player's rating can be replayed from the journal alone.

A line of a newer schema, or with an unknown extra field, is read by the fields it shares when
they are valid: a newer build may add fields, never change these.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final

__all__ = [
    "KINDS",
    "NESTED_TOO_DEEPLY",
    "SCHEMA",
    "Attempt",
    "AttemptError",
    "JournalRead",
    "journal_line",
    "journal_lines",
    "new_attempt",
    "read_journal",
]

SCHEMA: Final = 1
KINDS: Final = ("exchange", "declarations", "play", "counting")
"""The kinds of exercise built or planned; any other word is kept all the same."""

_MAX_TEXT = 2000
"""The longest kind, exercise id or answer kept: a line is data, and data may be anything."""


class AttemptError(ValueError):
    """An attempt's data is not one: ``str()`` says which field and why."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer to one exercise (the module's notes say what each field holds)."""

    id: str
    kind: str
    exercise: str
    answer: str
    loss: float | None
    correct: bool | None
    seconds: float
    when: datetime
    exercise_rating: float

    def __post_init__(self) -> None:
        problem = _problem(self)
        if problem is not None:
            raise AttemptError(problem)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "id": self.id,
            "kind": self.kind,
            "exercise": self.exercise,
            "answer": self.answer,
            "loss": self.loss,
            "correct": self.correct,
            "seconds": self.seconds,
            "when": self.when.astimezone(UTC).isoformat(),
            "exercise_rating": self.exercise_rating,
        }

    @classmethod
    def from_json(cls, data: object) -> Attempt:
        """The attempt a parsed line holds; AttemptError naming the field otherwise."""
        if not isinstance(data, dict):
            raise AttemptError("not an object")
        schema = data.get("schema")
        if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
            raise AttemptError("no schema number")
        missing = [name for name in _FIELDS if name not in data]
        if missing:
            raise AttemptError(f"no {missing[0]}")
        when = data["when"]
        if not isinstance(when, str):
            raise AttemptError("when is not a date")
        try:
            moment = datetime.fromisoformat(when)
        except ValueError as exc:
            raise AttemptError("when is not a date") from exc
        if moment.tzinfo is None:
            raise AttemptError("when has no time zone")
        for name in ("loss", "seconds", "exercise_rating"):
            if data[name] is not None and not _is_number(data[name]):
                raise AttemptError(f"{name} is not a number")
        for name in ("id", "kind", "exercise", "answer"):
            if not isinstance(data[name], str):
                raise AttemptError(f"{name} is not a text")
        correct = data["correct"]
        if correct is not None and not isinstance(correct, bool):
            raise AttemptError("correct is neither true nor false")
        if data["seconds"] is None or data["exercise_rating"] is None:
            raise AttemptError("seconds and exercise_rating are numbers")
        return cls(
            id=data["id"],
            kind=data["kind"],
            exercise=data["exercise"],
            answer=data["answer"],
            loss=None if data["loss"] is None else float(data["loss"]),
            correct=correct,
            seconds=float(data["seconds"]),
            when=moment.astimezone(UTC),
            exercise_rating=float(data["exercise_rating"]),
        )


_FIELDS = (
    "id",
    "kind",
    "exercise",
    "answer",
    "loss",
    "correct",
    "seconds",
    "when",
    "exercise_rating",
)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _problem(a: Attempt) -> str | None:
    """What makes ``a`` no attempt, or None: the checks ``from_json`` and ``new_attempt`` share."""
    if len(a.id) != 32 or any(c not in "0123456789abcdef" for c in a.id):
        return "id is not 32 hexadecimal digits"
    for name, text in (("kind", a.kind), ("exercise", a.exercise)):
        if not text or not text.isprintable() or len(text) > _MAX_TEXT:
            return f"{name} is empty, too long or holds control characters"
    if len(a.answer) > _MAX_TEXT or not a.answer.isprintable():
        return "answer is too long or holds control characters"
    if (a.loss is None) == (a.correct is None):
        return "an attempt has a loss or is right or wrong, one of the two"
    if a.loss is not None and not (math.isfinite(a.loss) and a.loss >= 0):
        return "loss is not a number of points from 0"
    if not (math.isfinite(a.seconds) and a.seconds >= 0):
        return "seconds is not a duration"
    if not math.isfinite(a.exercise_rating):
        return "exercise_rating is not a rating"
    if a.when.tzinfo is None:
        return "when has no time zone"
    return None


def new_attempt(
    kind: str,
    exercise: str,
    answer: str,
    *,
    when: datetime,
    seconds: float,
    exercise_rating: float,
    loss: float | None = None,
    correct: bool | None = None,
) -> Attempt:
    """A new attempt with an id of its own; give ``loss`` (points, negative read as 0: an
    answer the worlds found better than the best loses nothing) or ``correct``, not both."""
    import uuid  # here: the library reads the attempts at every start, and makes none then

    if loss is not None:
        loss = max(float(loss), 0.0)
    return Attempt(
        id=uuid.uuid4().hex,
        kind=kind,
        exercise=exercise,
        answer=answer,
        loss=loss,
        correct=correct,
        seconds=float(seconds),
        when=when.astimezone(UTC),
        exercise_rating=float(exercise_rating),
    )


def journal_line(attempt: Attempt) -> str:
    """The attempt as one line of the journal, ending in a newline (ASCII, so a line can never
    be cut inside a character)."""
    return json.dumps(attempt.to_json(), ensure_ascii=True, separators=(",", ":")) + "\n"


@dataclass(frozen=True, slots=True)
class JournalRead:
    """What a journal held: its attempts in the journal's order (the first of two lines with one
    id kept) and, per skipped line, ``(line number, why)``."""

    attempts: tuple[Attempt, ...]
    skipped: tuple[tuple[int, str], ...]


def read_journal(data: bytes) -> JournalRead:
    """The attempts of a journal's bytes; every damaged line skipped with its reason."""
    attempts: list[Attempt] = []
    skipped: list[tuple[int, str]] = []
    seen: set[str] = set()
    for number, raw in journal_lines(data):
        try:
            attempt = Attempt.from_json(json.loads(raw.decode("utf-8")))
        except UnicodeDecodeError:
            skipped.append((number, "not UTF-8 text"))
            continue
        except json.JSONDecodeError:
            skipped.append((number, "not a JSON object"))
            continue
        except RecursionError:
            skipped.append((number, NESTED_TOO_DEEPLY))
            continue
        except (AttemptError, OverflowError) as exc:
            skipped.append((number, str(exc)))
            continue
        if attempt.id in seen:
            continue
        seen.add(attempt.id)
        attempts.append(attempt)
    return JournalRead(tuple(attempts), tuple(skipped))


NESTED_TOO_DEEPLY = "nested too deeply"
"""Why a journal line of thousands of brackets is skipped (json's parser would recurse)."""

_TEXT_LINE = re.compile(rb"^[ \t\r\f\v]*+[^\s][^\n]*", re.MULTILINE)
"""A line holding something: anchored at a line's start, its leading blanks taken without going
back, so that the search is linear whatever the file (a line of blanks fails at once)."""


def journal_lines(data: bytes) -> Iterator[tuple[int, bytes]]:
    """The journal's lines that hold something, with their numbers (1-based). Empty lines are
    passed over at the regular expression engine's speed, so a file of millions of blank lines
    is read in a blink rather than split into millions of objects."""
    number, at = 1, 0
    for match in _TEXT_LINE.finditer(data):
        number += data.count(b"\n", at, match.start())
        at = match.start()
        yield number, match.group()
