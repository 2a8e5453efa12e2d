"""An exercise's verdict in the player's words: what a discard keeps, what it gave up, and the
book's discard against the engine's.

Why here: the practice window says these in the installed language, and the practice package
gives only values (``practice.exchange_reasons``). The faults of a discard are the review's
reasons, said by the review's own words (``advice_text.reason_text``), so an exercise and a
review never name one fault two ways. This module takes plain values (masks, combinations,
reasons, the comparison's verdict as its word), since the words come before practice in the
layers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from piquet_desktop.engine.combinations import Combination
from piquet_desktop.translation import number, translate

from .advice_text import reason_text
from .cards import ai_cards_text
from .piquet_words import combination_text, listed, lower_first, sequence_name

if TYPE_CHECKING:
    from piquet_desktop.ai.review.reasons import Reason

__all__ = [
    "book_text",
    "faults_text",
    "keeps_text",
    "points_text",
    "practise_text",
    "reasons_joined",
]


def points_text(points: float) -> str:
    """A number of points, one decimal, in the language's figures ("2.5 points", "2,5 points")."""
    return translate("ExerciseText", "{points} points").format(points=number(points, 1))


def _combination(combo: Combination) -> str:
    if combo.category == "point":
        return translate("ExerciseText", "the point")
    if combo.category == "sequence":
        name = lower_first(sequence_name(combo.key[0]))
        return translate("ExerciseText", "the {sequence}", "a sequence kept").format(sequence=name)
    return translate("ExerciseText", "the {set}", "a quatorze or trio kept").format(
        set=lower_first(combination_text(combo))
    )


def keeps_text(kept: Sequence[Combination]) -> str | None:
    """What a discard keeps whole ("keeps the point and the quint"), None when nothing."""
    if not kept:
        return None
    return translate("ExerciseText", "keeps {combinations}").format(
        combinations=listed([_combination(c) for c in kept])
    )


def faults_text(reasons: Sequence[Reason]) -> str | None:
    """What a discard gave up, the review's reasons joined ("sequence broken: 9♠ thrown from
    it; guard bared: the king of hearts left alone with the ace out"), None when none."""
    if not reasons:
        return None
    return reasons_joined([reason_text(r) for r in reasons])


def reasons_joined(parts: Sequence[str]) -> str:
    """Reasons one after the other ("keeps the tierce; point broken"), with the language's
    typography (French puts a no-break space before the semicolon)."""
    if not parts:
        return ""
    joined = parts[0]
    for part in parts[1:]:
        joined = translate("ExerciseText", "{first}; {then}").format(first=joined, then=part)
    return joined


def book_text(
    verdict: str, book: int, engine: int, points: float, in_partie_terms: bool = False
) -> str:
    """The book's discard against the engine's, honestly, from a ``BookComparison``'s fields
    (``verdict``: agrees, as_good, engine_better, book_better)."""
    said = {
        "book": ai_cards_text(book) or translate("ExerciseText", "no card"),
        "engine": ai_cards_text(engine) or translate("ExerciseText", "no card"),
        "points": number(points, 1),
    }
    if verdict == "agrees":
        return translate("ExerciseText", "The book and the engine discard the same cards.")
    if verdict == "as_good":
        return translate(
            "ExerciseText",
            "The book discards {book}, the engine {engine}: as good as each other, as far as "
            "the worlds sampled can tell ({points} points apart).",
        ).format(**said)
    if in_partie_terms:
        if verdict == "engine_better":
            text = translate(
                "ExerciseText",
                "The book discards {book}; the engine prefers {engine}, by {points} points of "
                "the partie's expected margin.",
            )
        else:
            text = translate(
                "ExerciseText",
                "The book's discard, {book}, is better than the engine's, {engine}, by {points} "
                "points of the partie's expected margin.",
            )
        return text.format(**said)
    if verdict == "engine_better":
        text = translate(
            "ExerciseText",
            "The book discards {book}; the engine prefers {engine}, by {points} points.",
        )
    else:
        text = translate(
            "ExerciseText",
            "The book's discard, {book}, is better than the engine's, {engine}, by {points} "
            "points.",
        )
    return text.format(**said)


def practise_text(kind: str, points: float) -> str | None:
    """The review's link to practice ("Your exchanges lost most (12.5 points): practise the
    exchange."), from a ``PracticeAdvice``'s kind and points; None for a kind without words."""
    said = number(points, 1)
    if kind == "exchange":
        text = translate(
            "ExerciseText", "Your exchanges lost most ({points} points): practise the exchange."
        )
    elif kind == "declarations":
        text = translate(
            "ExerciseText",
            "Your declarations lost most ({points} points): practise the declarations.",
        )
    elif kind == "play":
        text = translate(
            "ExerciseText", "Your play of the cards lost most ({points} points): practise the play."
        )
    else:
        return None
    return text.format(points=said)
