"""Practice in words: the exercise's situation, the verdict, the book against the engine, the quiz.

Why one module: the Practice window, its tests and the screenshots all say the same sentences,
made from the values ``practice/`` gives (a verdict's candidates, a quiz's answer), in the
installed language. Points are written with the locale's decimal mark (``number``).

The engine's judgement is an estimate over sampled worlds, so an answer that loses less than two
standard errors is said to be "within the margin" rather than wrong. The reasons and the book
against the engine are ``words/exercise_text``'s.
"""

from __future__ import annotations

from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.practice.counting_quiz import CountingQuestion
from piquet_desktop.practice.exchange_exercise import Candidate, ExchangeExercise, ExchangeVerdict
from piquet_desktop.translation import number, translate
from piquet_desktop.words.cards import cards_text
from piquet_desktop.words.piquet_words import event_text
from piquet_desktop.words.practice_text import loss_cell

__all__ = [
    "answer_choice_text",
    "candidate_label",
    "counting_prompt_text",
    "counting_result_text",
    "exchange_prompt_text",
    "exchange_result_text",
    "kind_name",
    "leave_text",
    "loss_text",
    "situation_text",
]

MARGIN = 2.0
"""Standard errors within which a loss is not told apart from none."""


def kind_name(kind: str) -> str:
    """A kind of exercise as the window lists it."""
    if kind == "exchange":
        return translate("PracticeText", "The exchange")
    if kind == "counting":
        return translate("PracticeText", "Counting")
    if kind == "declarations":
        return translate("PracticeText", "The declarations")
    if kind == "play":
        return translate("PracticeText", "The play")
    return kind


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


def scored_situation_text(role: str, deal: int, score: tuple[int, int]) -> str:
    """The role (already in words) with the deal and the partie score before it: the last
    deal, an earlier one (a mined position may come from any), or one a tie adds."""
    mine, theirs = score
    if deal == 6:
        return translate(
            "PracticeText",
            "{role}; deal {deal} of six (the last one), you have {mine} and your opponent "
            "{theirs}.",
        ).format(role=role, deal=deal, mine=mine, theirs=theirs)
    if deal < 6:
        return translate(
            "PracticeText",
            "{role}; deal {deal} of six, you have {mine} and your opponent {theirs}.",
        ).format(role=role, deal=deal, mine=mine, theirs=theirs)
    return translate(
        "PracticeText",
        "{role}; deal {deal}, added for a tie, you have {mine} and your opponent {theirs}.",
    ).format(role=role, deal=deal, mine=mine, theirs=theirs)


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


def points_text(value: float) -> str:
    return translate("PracticeText", "{value} points").format(value=number(value, 1))


def loss_text(candidate: Candidate) -> str:
    """A discard's loss in the table of answers, as the declarations' and the play's tables
    write theirs (``words.practice_text.loss_cell``)."""
    return loss_cell(candidate.loss, candidate.stderr)


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


# ----------------------------------------------------------------------------- counting


def counting_prompt_text(question: CountingQuestion) -> str:
    if question.kind == "scores":
        if question.role == "elder":
            return translate(
                "PracticeText",
                "What does elder score in hand for point, sequence and set together?",
            )
        return translate(
            "PracticeText", "What does younger score in hand for point, sequence and set together?"
        )
    if question.kind == "point":
        return translate("PracticeText", "Who wins the point?")
    return translate("PracticeText", "Does either hand make a repique?")


def answer_choice_text(kind: str, choice: str) -> str:
    """A choice of a quiz as its button says it."""
    if choice == "elder":
        return translate("PracticeText", "Elder")
    if choice == "younger":
        return translate("PracticeText", "Younger")
    if choice == "equal":
        return translate("PracticeText", "Neither: the points are equal")
    if choice == "none":
        return translate("PracticeText", "No repique")
    return choice


def _reckoning(events: tuple[ScoreEvent, ...], elder: int) -> str:
    lines = []
    for e in events:
        who = (
            translate("PracticeText", "Elder")
            if e.seat == elder
            else translate("PracticeText", "Younger")
        )
        lines.append(
            translate("PracticeText", "{who}: {what}, {points}").format(
                who=who, what=event_text(e), points=e.points
            )
        )
    if not lines:
        return translate("PracticeText", "Neither hand scores in the declarations.")
    return "\n".join(lines)


def counting_result_text(question: CountingQuestion, given: str, right: bool) -> str:
    """Right or wrong, the engine's answer, and its reckoning of the declarations."""
    answer = question.answer()
    shown = answer if question.kind == "scores" else answer_choice_text(question.kind, answer)
    said = given if question.kind == "scores" else answer_choice_text(question.kind, given)
    head = (
        translate("PracticeText", "Right: {answer}.")
        if right
        else translate("PracticeText", "Not quite: you answered {given}; the answer is {answer}.")
    ).format(answer=shown, given=said)
    return head + "\n" + _reckoning(question.deal.events, question.deal.elder)
