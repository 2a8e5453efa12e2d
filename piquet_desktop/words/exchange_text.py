"""The exchange exercise in the player's words: the situation, what to do, the verdict, what
each discard keeps and gave up, and the book's discard against the engine's.

Why one module: the Practice window, its tests and the screenshots all say these sentences, made
from the values ``practice/`` gives (a verdict's candidates, the reasons of
``practice.exchange_reasons``), in the installed language; the window only places them. Points
are written with the locale's decimal mark (``number``). The faults of a discard are the
review's reasons, said by the review's own words (``advice_text.reason_text``), so an exercise
and a review never name one fault two ways.

The engine's judgement is an estimate over sampled worlds, so an answer that loses less than two
standard errors is said to be "within the margin" rather than wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from piquet_desktop.engine.combinations import Combination
from piquet_desktop.practice.exercise_id import ExerciseId
from piquet_desktop.translation import number, translate

from .advice_text import reason_text
from .cards import ai_cards_text, cards_text
from .piquet_words import combination_text, listed, lower_first, sequence_name
from .practice_text import loss_cell, scored_situation_text

if TYPE_CHECKING:
    from piquet_desktop.ai.review.reasons import Reason
    from piquet_desktop.practice.exchange_exercise import (
        Candidate,
        ExchangeExercise,
        ExchangeVerdict,
    )
    from piquet_desktop.practice.exchange_reasons import BookComparison, ChoiceReasons
    from piquet_desktop.practice.outcomes import ExchangeOutcome

__all__ = [
    "MARGIN",
    "book_line",
    "book_text",
    "candidate_cells",
    "candidate_label",
    "difference_text",
    "exchange_prompt_text",
    "exchange_result_text",
    "exchange_title",
    "exchange_verdict_text",
    "faults_text",
    "keeps_text",
    "leave_text",
    "reasons_joined",
    "situation_text",
]

MARGIN = 2.0
"""Standard errors within which a loss is not told apart from none."""


def exchange_title(exercise: ExchangeExercise) -> str:
    """ "Cavendish, example IV" for the book's; for a mined one, that it comes from a partie
    the computer played, numbered by its partie and deal ("exercise 97-5"); else the
    exercise's key."""
    read = ExerciseId.read(exercise.key)
    if read.source == "cavendish" and read.fields:
        return translate("PracticeWindow", "Cavendish, “Discarding”, example {number}").format(
            number=read.fields[0]
        )
    if read.source == "mined" and len(read.fields) == 3:
        return translate(
            "PracticeWindow", "A hand from a partie the computer played: exercise {number}"
        ).format(number=f"{read.fields[0]}-{read.fields[1]}")
    return translate("PracticeWindow", "Exercise {key}").format(key=exercise.key)


def situation_text(exercise: ExchangeExercise) -> str:
    """The role and the score: "You are elder, first deal at love all."."""
    role = (
        translate("PracticeText", "You are elder")
        if exercise.role == "elder"
        else translate("PracticeText", "You are younger")
    )
    if not exercise.scored:
        return translate("PracticeText", "{role}; first deal of a partie, love all.").format(
            role=role
        )
    return scored_situation_text(role, exercise.deal_number, exercise.score)


def exchange_prompt_text(exercise: ExchangeExercise, low: int, high: int) -> str:
    """What the player is to do: how many cards he may discard."""
    if exercise.role == "elder":
        return translate(
            "PracticeText",
            "Click the cards to discard: from {low} to {high}. Elder takes as many from the "
            "talon; any he leaves go to younger.",
        ).format(low=low, high=high)
    return translate(
        "PracticeText",
        "Click the cards to discard: from {low} to {high}. You take as many from the talon "
        "and leave the rest.",
    ).format(low=low, high=high)


def leave_text(role: str, marked: int, high: int) -> str:
    """The marked discard's count and what it leaves: "3 marked: you take 3, leave 0"."""
    left = max(high - marked, 0)
    if role == "younger":
        return translate(
            "PracticeText", "{marked} marked: you take {marked} and leave {left}."
        ).format(marked=marked, left=left)
    return translate(
        "PracticeText", "{marked} marked: you take {marked} and leave {left} for younger."
    ).format(marked=marked, left=left)


def candidate_label(candidate: Candidate) -> str:
    """Who proposed a discard: "yours, the book's"."""
    names = []
    if "answer" in candidate.sources:
        names.append(translate("PracticeText", "yours"))
    if "book" in candidate.sources:
        names.append(translate("PracticeText", "the book's"))
    if "level" in candidate.sources:
        names.append(translate("PracticeText", "the Master's"))
    if not names:
        names.append(translate("PracticeText", "a natural discard"))
    return ", ".join(names)


def exchange_result_text(verdict: ExchangeVerdict, answer: int) -> str:
    """The verdict on the player's discard in a sentence."""
    mine = verdict.of(answer)
    unit = (
        translate("PracticeText", "partie points")
        if verdict.in_partie_terms
        else translate("PracticeText", "points")
    )
    if mine is None or mine.loss == 0.0:
        return translate(
            "PracticeText", "Well played: {cards} is the best discard found ({worlds} deals)."
        ).format(cards=cards_text(answer), worlds=verdict.worlds)
    if mine.loss < MARGIN * mine.stderr:
        # the margin itself, not one standard error: "loses 4.8 ... within the margin (± 3.5)"
        # read as a contradiction
        return translate(
            "PracticeText",
            "Close: {cards} loses {loss} {unit} against the best, {best}, within the margin "
            "of error (± {error}).",
        ).format(
            cards=cards_text(answer),
            loss=number(mine.loss, 1),
            unit=unit,
            best=cards_text(verdict.best.discard),
            error=number(MARGIN * mine.stderr, 1),
        )
    return translate(
        "PracticeText", "{cards} loses {loss} {unit} (± {error}) against the best, {best}."
    ).format(
        cards=cards_text(answer),
        loss=number(mine.loss, 1),
        unit=unit,
        error=number(mine.stderr, 1),
        best=cards_text(verdict.best.discard),
    )


def exchange_verdict_text(outcome: ExchangeOutcome) -> str:
    """The verdict on the player's discard, and what his own discard gave up when it lost."""
    told = outcome.judged.explanation
    result = exchange_result_text(outcome.judged.verdict, outcome.answer)
    faults = faults_text(told.answer.faults) if told.answer is not None else None
    if faults and outcome.loss > 0.0:
        result += " " + translate("PracticeWindow", "Yours: {faults}.").format(faults=faults)
    return result


def candidate_cells(reasons: ChoiceReasons, best: int = -1) -> tuple[str, str, str, str, str]:
    """A row of the verdict's table: the discard, its value, its loss, who proposed it, and
    what it keeps and gave up; where the review names nothing, how it differs from ``best``
    (the best discard found), so that no row is left without a reason."""
    candidate = reasons.candidate
    why = [t for t in (keeps_text(reasons.kept), faults_text(reasons.faults)) if t]
    if not reasons.faults and best >= 0 and candidate.discard != best:
        why.append(difference_text(candidate.discard, best))
    return (
        cards_text(candidate.discard),
        number(candidate.value, 1),
        loss_cell(candidate.loss, candidate.stderr),
        candidate_label(candidate),
        reasons_joined(why),
    )


def difference_text(discard: int, best: int) -> str:
    """How a discard differs from the best one: "throws Q♠ that the best keeps, keeps 7♣ that
    the best throws"."""
    thrown, kept = discard & ~best, best & ~discard
    parts = []
    if thrown:
        parts.append(
            translate("ExerciseText", "throws {cards}, which the best discard keeps").format(
                cards=cards_text(thrown)
            )
        )
    if kept:
        parts.append(
            translate("ExerciseText", "keeps {cards}, which the best discard throws").format(
                cards=cards_text(kept)
            )
        )
    return reasons_joined(parts)


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


def book_line(book: BookComparison | None) -> str:
    """The book against the engine from the comparison, or nothing without a book discard."""
    if book is None:
        return ""
    return book_text(book.verdict, book.book, book.engine, book.points, book.in_partie_terms)
