"""Cavendish's discarding examples as exchange exercises.

The examples of the chapter "Discarding" of Cavendish's *Laws of Piquet* (1880s) are the classic
lessons in the exchange: a hand, the role and the discard the book recommends, sometimes with a
second line and sometimes depending on the score. ``resources/practice/cavendish_discards.json``
holds them (transcribed from the book's text and plates; its header says how, and how sure each
hand is). The book's discard is shown beside the engine's verdict, never taken as the answer: the
engine judges every exercise, and where it disagrees with the book the exercise says so.

The book states score situations in words ("last hand, far behind"); the partie scores below
put each into numbers of a six-deal Rubicon partie that make the words true, so that the level's
partie terms can weigh them. They are a choice of this project, listed in docs/PRACTICE.md.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Mapping
from typing import Any

from piquet_desktop import resources
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.engine.rules import RUBICON

from .choosing import ExerciseRef
from .exchange_exercise import ExchangeExercise, Role

__all__ = [
    "RATINGS_RESOURCE",
    "SCORE_SITUATIONS",
    "UNRATED",
    "cavendish_exercises",
    "cavendish_pool",
    "cavendish_ratings",
    "exercises_from_data",
    "ratings_from_data",
]

RESOURCE = "practice/cavendish_discards.json"
RATINGS_RESOURCE = "practice/cavendish_ratings.json"
"""The examples' ratings, worked out once by ``python -m piquet_desktop.tools.practice_ratings``
as the app would on preparing each (an exercise is offered by its rating before it is
prepared): ``{"schema": 1, "worlds": ..., "ratings": {key: rating}}``."""
RATINGS_SCHEMA = 1
UNRATED = 1500.0
"""The rating of an example the ratings file does not hold (the newcomer's: offered early)."""

log = logging.getLogger(__name__)

SCORE_SITUATIONS: Mapping[tuple[str, str], tuple[int, tuple[int, int]]] = {
    # (example, variant): (deal number, (the player's score, the opponent's) before the deal)
    ("XXIII", "main"): (6, (155, 68)),
    ("XXVIII", "score: last hand, pique and cards"): (6, (62, 98)),
    ("XXVIII", "score: needs 42"): (6, (58, 40)),
    ("XXVIII", "score: wins unless septieme against"): (6, (120, 52)),
    ("XXIX", "score: last hand, repique needed"): (6, (40, 132)),
    ("XXX", "score: last hand, far behind"): (6, (24, 128)),
    ("XXXI", "score: last hand, younger at 83"): (6, (83, 126)),
    ("XXXII", "score: last hand, only a pique can beat him"): (6, (118, 92)),
    ("XXXIII", "score: desperate"): (6, (20, 146)),
}
"""The book's score situations as partie scores; every other example is a first deal at love."""


def _mask(cards: list[str]) -> int:
    return mask_of(parse_cards(" ".join(cards)))


def _exercise(entry: Mapping[str, Any]) -> ExchangeExercise:
    example, variant, role = str(entry["example"]), str(entry["variant"]), str(entry["role"])
    if role not in ("elder", "younger"):
        raise ValueError(f"example {example}: the role is elder or younger, not {role!r}")
    choices = entry.get("alternatives") or ([entry["discard"]] if entry.get("discard") else [])
    book = tuple(dict.fromkeys(_mask(list(c)) for c in choices))
    deal, score = SCORE_SITUATIONS.get((example, variant), (1, (0, 0)))
    key = f"cavendish:{example}:{role}:{variant}"
    typed_role: Role = "elder" if role == "elder" else "younger"
    return ExchangeExercise(
        key=key,
        rules=RUBICON,
        role=typed_role,
        hand=_mask(list(entry["hand"])),
        score=score,
        deal_number=deal,
        book=book,
        note=str(entry.get("notes", "")),
    )


def exercises_from_data(data: Mapping[str, Any]) -> list[ExchangeExercise]:
    """The exercises of a parsed discarding file (ValueError naming the example otherwise)."""
    return [_exercise(entry) for entry in data["entries"]]


def cavendish_exercises() -> list[ExchangeExercise]:
    """Every example of the shipped file, in the book's order."""
    return exercises_from_data(json.loads(resources.read_text(RESOURCE)))


def ratings_from_data(data: object) -> dict[str, float]:
    """The ratings a parsed ratings file holds; an entry that is no rating is left out."""
    if not isinstance(data, dict) or data.get("schema") != RATINGS_SCHEMA:
        return {}
    found = data.get("ratings")
    if not isinstance(found, dict):
        return {}
    return {
        str(key): float(value)
        for key, value in found.items()
        if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    }


def cavendish_ratings() -> dict[str, float]:
    """The shipped ratings by exercise key (empty, with a log line, if the file is unreadable)."""
    try:
        return ratings_from_data(json.loads(resources.read_text(RATINGS_RESOURCE)))
    except (OSError, ValueError) as exc:
        log.warning("the Cavendish ratings cannot be read: %s", exc)
        return {}


def cavendish_pool(exercises: list[ExchangeExercise] | None = None) -> list[ExerciseRef]:
    """The examples as exercises to choose from, each with its shipped rating (``UNRATED``
    for one the file does not hold)."""
    ratings = cavendish_ratings()
    chosen = cavendish_exercises() if exercises is None else exercises
    return [ExerciseRef("exchange", e.key, ratings.get(e.key, UNRATED)) for e in chosen]
