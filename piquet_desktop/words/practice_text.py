"""The practice exercises' questions and verdicts in the player's words, English and French.

Why here: the exercises (``practice/``) are data and numbers, built in a worker; the window and
any console tool write them for the player in the installed language, as the hint and the review
are written (``advice_text``). Cards are written with the table's suit symbols. This module says
the kinds, the situation of a deal, the declarations, the play and its lines, the counting
quizzes and the losses of every kind's table; the exchange's own sentences (its verdict, its
reasons, the book) are ``exchange_text``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from piquet_desktop.engine.actions import PLAYS, Action
from piquet_desktop.engine.cards import card_str
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.translation import number, translate

from .advice_text import action_label
from .cards import ai_cards_text, with_suit_symbols
from .piquet_words import capitalised, event_text

if TYPE_CHECKING:
    from piquet_desktop.practice.counting_quiz import CountingQuestion
    from piquet_desktop.practice.declaration_exercise import DeclarationExercise
    from piquet_desktop.practice.play_exercise import PlayTable

__all__ = [
    "answer_choice_text",
    "answer_loss_text",
    "attempts_unread_text",
    "counting_prompt_text",
    "counting_result_text",
    "declaration_question",
    "declaration_situation_text",
    "declaration_verdict_text",
    "departure_text",
    "difficulty_text",
    "kind_name",
    "line_count_text",
    "line_heading",
    "line_step_text",
    "line_text",
    "loss_cell",
    "mined_not_kept_text",
    "play_question",
    "play_table_text",
    "play_verdict_text",
    "points_text",
    "practise_text",
    "said_text",
    "scored_situation_text",
]


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


def declaration_situation_text(exercise: DeclarationExercise) -> str:
    """The role, the deal and the partie score before it, as for an exchange."""
    role = (
        translate("PracticeText", "You are elder")
        if exercise.role == "elder"
        else translate("PracticeText", "You are younger")
    )
    if exercise.deal_number == 1 and exercise.score == (0, 0):
        return translate("PracticeText", "{role}; first deal of a partie, love all.").format(
            role=role
        )
    return scored_situation_text(role, exercise.deal_number, exercise.score)


def said_text(role: str, calls: Sequence[tuple[str, Action]]) -> str:
    """What was called so far in the deal ("Elder: call point …; you: answer not good"), or that
    nothing was (``calls``: each call's role and action, in order; ``role`` the player's)."""
    parts = []
    for who_role, action in calls:
        who = (
            translate("PracticeDeclarations", "You")
            if who_role == role
            else translate("PracticeDeclarations", "Your opponent")
        )
        parts.append(
            translate("PracticeDeclarations", "{who}: {action}").format(
                who=who, action=action_label(action)
            )
        )
    if not parts:
        return translate("PracticeDeclarations", "Nothing has been called yet in this deal.")
    return translate("PracticeDeclarations", "Called so far: {calls}.").format(
        calls="; ".join(parts)
    )


def play_table_text(table: PlayTable) -> str:
    """The tricks won so far and the card on the table, if the opponent has led."""
    mine, theirs = table.tricks
    won = translate("PracticePlay", "Tricks so far: you {mine}, your opponent {theirs}.").format(
        mine=mine, theirs=theirs
    )
    if table.lead_card >= 0:
        return (
            won
            + " "
            + translate("PracticePlay", "Your opponent has led {card}.").format(
                card=with_suit_symbols(card_str(table.lead_card))
            )
        )
    return won + " " + translate("PracticePlay", "You are to lead.")


def answer_loss_text(loss: float) -> str:
    """What an answer cost: "the best answer" for none, else "loses 3.5 points"."""
    if loss <= 0.0:
        return translate("PracticeText", "the best answer")
    return translate("PracticeText", "loses {points} points").format(points=number(loss, 1))


def loss_cell(loss: float, stderr: float) -> str:
    """A loss in the tables of answers (the exchange's, the declarations', the play's): "best"
    for the best found, else "2.4 ± 0.8", the points lost and their standard error (a negative
    figure: it did better in these worlds), or the bare figure when it is exact."""
    if loss == 0.0:
        return translate("PracticeText", "best")
    if stderr <= 0.0:
        return number(loss, 1)
    return translate("PracticeText", "{loss} ± {error}", "points lost and their error").format(
        loss=number(loss, 1), error=number(stderr, 1)
    )


def difficulty_text(difficulty: int) -> str:
    """An exercise's difficulty, 1 to 5, in words."""
    words = {
        1: lambda: translate("PracticeText", "easy"),
        2: lambda: translate("PracticeText", "fairly easy"),
        3: lambda: translate("PracticeText", "medium"),
        4: lambda: translate("PracticeText", "hard"),
        5: lambda: translate("PracticeText", "very hard"),
    }
    return words[min(max(difficulty, 1), 5)]()


def line_text(line: Sequence[int], led: int = -1) -> str:
    """A line of play, trick by trick ("8♦ 9♦, 10♠ 9♥, …"): the cards two by two, as played;
    ``led`` the card the opponent has led before the line's first card (-1 for none), which
    then begins the first trick ("A♠ J♠, 10♠ 7♠, …"), so that every pair is a trick."""
    cards = [with_suit_symbols(card_str(c)) for c in line]
    if led >= 0 and cards:
        cards.insert(0, with_suit_symbols(card_str(led)))
    return ", ".join(" ".join(cards[i : i + 2]) for i in range(0, len(cards), 2))


# ------------------------------------------------------------------------------ declarations


def _category(category: str) -> str:
    if category == "point":
        return translate("PracticeText", "the point")
    if category == "sequence":
        return translate("PracticeText", "the sequence")
    return translate("PracticeText", "the set")


def declaration_question(kind: str, role: str, category: str) -> str:
    """What the player is asked: what to call (or sink), or how to answer elder's call (``kind``
    "call" or "answer"; ``role`` "elder" or "younger"; ``category`` point, sequence or set)."""
    what = _category(category)
    if kind == "answer":
        return translate("PracticeText", "Elder has called {category}. What do you answer?").format(
            category=what
        )
    if role == "elder":
        return translate("PracticeText", "You are elder. What do you call for {category}?").format(
            category=what
        )
    return translate("PracticeText", "You are younger. What do you call for {category}?").format(
        category=what
    )


def declaration_verdict_text(
    answer: Action, loss: float, best: Action, level_choice: Action
) -> str:
    """The verdict: the answer's cost, the best declaration, and the strongest level's choice
    where it differs (it prices what a call shows, which the verdict's open-card play does not)."""
    parts = [
        capitalised(action_label(answer))
        + translate("PracticeText", ": {loss}.").format(loss=answer_loss_text(loss))
    ]
    if loss > 0.0:
        parts.append(translate("PracticeText", "Best: {action}.").format(action=action_label(best)))
    if level_choice != best:
        parts.append(
            translate(
                "PracticeText",
                "The Master would {action}: he weighs what a declaration shows, while this "
                "verdict plays with the cards open and counts only the points given up.",
            ).format(action=action_label(level_choice))
        )
    return " ".join(parts)


# ------------------------------------------------------------------------------ the play


def goal_text(goal: str, wanted: int, left: int) -> str:
    """An ending's goal (``goal`` "save_capot", "make_cards", "tricks" or "points"; ``wanted``
    the tricks to win of the ``left`` to play)."""
    if goal == "save_capot":
        return translate("PracticeText", "Save the capot.")
    if goal == "make_cards":
        return translate("PracticeText", "Make the cards: win %n more trick(s).", None, wanted)
    if goal == "points":
        return translate("PracticeText", "Make the most points from here.")
    if wanted == left == 1:
        return translate("PracticeText", "Win the last trick.")
    if wanted == left:  # "Win 4 of the last 4 tricks" is every one of them
        return translate("PracticeText", "Win every one of the last {left} tricks.").format(
            left=left
        )
    return translate("PracticeText", "Win {wanted} of the last {left} tricks.").format(
        wanted=wanted, left=left
    )


def play_question(kind: str, goal: str = "tricks", wanted: int = 0, left: int = 0) -> str:
    """What the player is asked: an ending's goal with every card shown (``kind`` "ending"),
    or a card to play seeing only what a player sees ("single")."""
    if kind == "ending":
        return translate("PracticeText", "Every card is shown. {goal} Your card?").format(
            goal=goal_text(goal, wanted, left)
        )
    return translate("PracticeText", "You see only your own cards and those played. Your card?")


def play_verdict_text(
    card: int,
    loss: float,
    best: int,
    line: Sequence[int],
    shown: int | None = None,
    led: int = -1,
) -> str:
    """The verdict: the card's cost, the best card, and for a wrong card the line that beats it
    (``shown``: in a single-dummy position, the opponent's hand of the world it is played in;
    ``led``: the card the opponent has led, which begins the line's first trick)."""
    parts = [
        capitalised(action_label(PLAYS[card]))
        + translate("PracticeText", ": {loss}.").format(loss=answer_loss_text(loss))
    ]
    if loss > 0.0:
        parts.append(
            translate("PracticeText", "Best: {action}.").format(action=action_label(PLAYS[best]))
        )
        if line and shown is not None:
            parts.append(
                translate(
                    "PracticeText", "If the opponent holds {cards}, the line that beats it: {line}."
                ).format(cards=ai_cards_text(shown), line=line_text(line, led))
            )
        elif line:
            parts.append(
                translate("PracticeText", "The line that beats it: {line}.").format(
                    line=line_text(line, led)
                )
            )
    return " ".join(parts)


# ------------------------------------------------------------------------------ a line, stepped


def line_heading(card: int, loss: float) -> str:
    """What the stepped line is: the line that beats a wrong card, or a best card's line."""
    name = with_suit_symbols(card_str(card))
    if loss > 0.0:
        return translate("PracticeText", "The line that beats {card}").format(card=name)
    return translate("PracticeText", "The best line, from {card}").format(card=name)


def line_step_text(
    trick: int, card: int | None, mine: bool, leads: bool, took: bool | None, opponent_led: int
) -> str:
    """One step of a line on the table: the trick (1 to 12), the card played (None: the start,
    where ``opponent_led`` is the card the opponent has led, -1 for none), whether the player
    played it, whether it leads, and whether the player took the trick it finished)."""
    if card is None:
        if opponent_led >= 0:
            return translate(
                "PracticeText", "Trick {trick}: your opponent has led {card}. Your card."
            ).format(trick=trick, card=with_suit_symbols(card_str(opponent_led)))
        return translate("PracticeText", "Trick {trick}: you are to lead.").format(trick=trick)
    name = with_suit_symbols(card_str(card))
    if leads:
        said = (
            translate("PracticeText", "Trick {trick}: you lead {card}.")
            if mine
            else translate("PracticeText", "Trick {trick}: your opponent leads {card}.")
        )
        return said.format(trick=trick, card=name)
    if mine and took:
        said = translate("PracticeText", "Trick {trick}: you play {card} and take the trick.")
    elif mine:
        said = translate(
            "PracticeText", "Trick {trick}: you play {card}; your opponent takes the trick."
        )
    elif took:
        said = translate(
            "PracticeText", "Trick {trick}: your opponent plays {card}; you take the trick."
        )
    else:
        said = translate(
            "PracticeText", "Trick {trick}: your opponent plays {card} and takes the trick."
        )
    return said.format(trick=trick, card=name)


def line_count_text(step: int, steps: int, mine: int, theirs: int) -> str:
    """Where the line stands: the card of the line shown (0: none yet), and the tricks each
    side has."""
    tricks = translate("PracticeText", "Tricks: you {mine}, your opponent {theirs}.").format(
        mine=mine, theirs=theirs
    )
    if step == 0:
        return translate("PracticeText", "%n card(s) to play.", None, steps) + " " + tricks
    return (
        translate("PracticeText", "Card {step} of {steps}.").format(step=step, steps=steps)
        + " "
        + tricks
    )


def departure_text(best: int) -> str:
    """Said at the card where the line leaves the best line."""
    return translate("PracticeText", "Here the best card was {card}.").format(
        card=with_suit_symbols(card_str(best))
    )


def mined_not_kept_text(reason: str) -> str:
    """Said when the positions just mined could not be kept (they are offered all the same)."""
    return translate(
        "PracticeSession", "The exercise positions just mined could not be kept: {reason}"
    ).format(reason=reason)


# ------------------------------------------------------------------------------ counting


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


# ------------------------------------------------------------------------------ the review's link


def points_text(points: float) -> str:
    """A number of points, one decimal, in the language's figures ("2.5 points", "2,5 points")."""
    return translate("ExerciseText", "{points} points").format(points=number(points, 1))


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


def attempts_unread_text(reason: str) -> str:
    """The practice attempts kept cannot be read (a damaged library): practice goes on."""
    return translate(
        "PracticeText",
        "The practice attempts kept cannot be read ({reason}): the ratings start from none "
        "this time.",
    ).format(reason=reason)
