"""The practice exercises' questions and verdicts in the player's words, English and French.

Why here: the exercises (``practice/``) are data and numbers, built in a worker; the window and
any console tool write them for the player in the installed language, as the hint and the review
are written (``advice_text``). Cards are written with the table's suit symbols. This module says
the kinds, the situation of a deal, the declarations, the play and its lines, the counting
quizzes and the losses of every kind's table; the exchange's own sentences (its verdict, its
reasons, the book) are ``exchange_text``'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from piquet_desktop.engine.actions import PLAYS, Action
from piquet_desktop.engine.cards import card_str
from piquet_desktop.engine.combinations import Combination, best
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.translation import number, translate

from .advice_text import action_label
from .cards import ai_cards_text, card_text, cards_text, with_suit_symbols
from .piquet_words import (
    capitalised,
    combination_text,
    event_text,
    listed,
    lower_first,
    speech_text,
)

if TYPE_CHECKING:
    from piquet_desktop.practice.counting_quiz import CountingQuestion
    from piquet_desktop.practice.declaration_exercise import DeclarationExercise
    from piquet_desktop.practice.declaration_reasons import CategoryScore
    from piquet_desktop.practice.glicko2 import Rating
    from piquet_desktop.practice.play_exercise import PlayKnowledge, PlayTable, TrickPlayed

__all__ = [
    "answer_choice_text",
    "answer_loss_text",
    "attempts_unread_text",
    "comparison_lines",
    "counting_prompt_text",
    "counting_result_text",
    "declaration_question",
    "declaration_reason_text",
    "declaration_situation_text",
    "declaration_title",
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
    "net_points_tip",
    "no_line_text",
    "play_knowledge_text",
    "play_question",
    "play_table_text",
    "play_title",
    "play_verdict_text",
    "points_text",
    "practise_text",
    "provisional_note",
    "rating_text",
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


def rating_text(rating: Rating) -> str:
    """A training rating with its 95% band: "1,520 ± 180", or while it is still provisional
    (its deviation high, a first attempt moving it by hundreds) "1,954? (provisional, ± 500)",
    as lichess marks an unsettled rating with a "?"."""
    value, band = number(rating.rating), number(2 * rating.deviation)
    if rating.provisional:
        return translate(
            "PracticeText", "{rating}? (provisional, ± {band})", "a rating not settled yet"
        ).format(rating=value, band=band)
    return translate("PracticeText", "{rating} ± {band}").format(rating=value, band=band)


def provisional_note() -> str:
    """Why a rating carries a "?": said once beside the ratings while one is provisional."""
    return translate(
        "PracticeText",
        "A “?” marks a rating still provisional: it moves by hundreds of points over your "
        "first ten or so exercises of a kind, then settles.",
    )


def declaration_title(kind: str, category: str, seed: int, difficulty: int) -> str:
    """A declaration exercise's title, what it asks first: "Calling the point: exercise 248
    (easy)" or "Answering the sequence: exercise 12 (hard)"."""
    what = _category(category)
    said = (
        translate("PracticeText", "Answering {category}: exercise {number} ({difficulty})")
        if kind == "answer"
        else translate("PracticeText", "Calling {category}: exercise {number} ({difficulty})")
    )
    return capitalised(
        said.format(category=what, number=seed, difficulty=difficulty_text(difficulty))
    )


def play_title(kind: str, seed: int, difficulty: int) -> str:
    """A play exercise's title: an open ending ("The last tricks, every card shown: exercise
    84 (hard)") or a position seen as at the table ("A card in the middle of the play:
    exercise 84 (hard)")."""
    said = (
        translate(
            "PracticeText", "The last tricks, every card shown: exercise {number} ({difficulty})"
        )
        if kind == "ending"
        else translate(
            "PracticeText", "A card in the middle of the play: exercise {number} ({difficulty})"
        )
    )
    return said.format(number=seed, difficulty=difficulty_text(difficulty))


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


def said_text(lines: Sequence[tuple[bool, Speech]]) -> str:
    """The dialogue of the deal so far, a line each ("Your opponent: Point of five." / "You:
    Equal."), or that nothing was said yet (``lines``: each line with whether the player said
    it)."""
    if not lines:
        return translate("PracticeDeclarations", "Nothing has been said yet in this deal.")
    said = [translate("PracticeDeclarations", "Said so far:")]
    for mine, line in lines:
        who = (
            translate("PracticeDeclarations", "You")
            if mine
            else translate("PracticeDeclarations", "Your opponent")
        )
        said.append(
            translate("PracticeDeclarations", "{who}: {words}").format(
                who=who, words=speech_text(line)
            )
        )
    return "\n".join(said)


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


def _trick_text(number_: int, trick: TrickPlayed) -> str:
    """A trick played: "3. you Q♦, your opponent 9♣: yours" (the leader first)."""
    lead, follow = card_text(trick.lead), card_text(trick.follow)
    said = (
        translate("PracticePlay", "{n}. you {lead}, your opponent {follow}")
        if trick.led_by_me
        else translate("PracticePlay", "{n}. your opponent {lead}, you {follow}")
    ).format(n=number_, lead=lead, follow=follow)
    won = (
        translate("PracticePlay", "{trick}: yours")
        if trick.won_by_me
        else translate("PracticePlay", "{trick}: your opponent’s")
    )
    return won.format(trick=said)


def play_knowledge_text(known: PlayKnowledge) -> str:
    """What the player knows at a single-dummy position, a line each: his role, discard and
    the cards each took; the talon's cards he saw and the cards his opponent showed; the
    declarations as they were said; the tricks played, in order, the leader's card first."""
    role = (
        translate("PracticePlay", "You are elder")
        if known.role == "elder"
        else translate("PracticePlay", "You are younger")
    )
    mine, theirs = known.took
    lines = [
        translate(
            "PracticePlay",
            "{role}: you discarded {cards} and took {mine} from the talon; your opponent "
            "took {theirs}.",
        ).format(role=role, cards=cards_text(known.discard), mine=mine, theirs=theirs)
    ]
    if known.seen_talon:
        lines.append(
            translate("PracticePlay", "The talon’s cards you saw: {cards}.").format(
                cards=cards_text(known.seen_talon)
            )
        )
    if known.opponent_shown:
        lines.append(
            translate("PracticePlay", "Your opponent showed: {cards}.").format(
                cards=cards_text(known.opponent_shown)
            )
        )
    if known.dialogue:
        said = []
        for me, line in known.dialogue:
            who = (
                translate("PracticeDeclarations", "You")
                if me
                else translate("PracticeDeclarations", "Your opponent")
            )
            said.append(
                translate("PracticeDeclarations", "{who}: {words}").format(
                    who=who, words=speech_text(line)
                )
            )
        lines.append(
            translate("PracticePlay", "Declared: {dialogue}").format(dialogue=" ".join(said))
        )
    if known.tricks:
        between = translate("PracticePlay", "; ", "between two tricks played")
        tricks = between.join(_trick_text(i, t) for i, t in enumerate(known.tricks, start=1))
        lines.append(translate("PracticePlay", "Tricks played: {tricks}.").format(tricks=tricks))
    return "\n".join(lines)


def answer_loss_text(loss: float) -> str:
    """What an answer cost: "the best answer" for none, else "loses 3.5 points"."""
    if loss <= 0.0:
        return translate("PracticeText", "the best answer")
    return translate("PracticeText", "loses {points} points").format(points=number(loss, 1))


def net_points_tip(kind: str, partie_terms: bool = False) -> str:
    """What the "Net points" column of a verdict's table holds (``kind`` "deal" for the
    declarations and the exchange, "play" from the card on; ``partie_terms``: an exchange
    valued by the partie's expected final margin), so that a negative figure is explained."""
    if partie_terms:
        return translate(
            "PracticeText",
            "The partie’s expected final margin after this choice, yours less your "
            "opponent’s: negative when he is expected to end ahead.",
        )
    if kind == "play":
        return translate(
            "PracticeText",
            "Your points less your opponent’s from this card to the end of the play, on "
            "average over the deals sampled: negative when he makes more.",
        )
    return translate(
        "PracticeText",
        "Your points less your opponent’s in this deal after this choice, on average over "
        "the deals sampled: negative when he makes more.",
    )


def loss_cell(loss: float, stderr: float) -> str:
    """A loss in the tables of answers (the exchange's, the declarations', the play's): "best"
    for the best found, else "2.4 ± 0.8", the points lost and their standard error (a negative
    figure: it did better in these worlds), or the bare figure when it is exact (or its error
    rounds to nothing)."""
    if loss == 0.0:
        return translate("PracticeText", "best")
    if round(stderr, 1) <= 0.0:  # exact, or nearly: "7.0 ± 0.0" says nothing of an error
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


def no_line_text(loss: float) -> str:
    """The line column of a card shown without a line: a single-dummy card as good as the
    best (no one world's line would stand for all the deals it was judged in), or one whose
    loss no single world shows."""
    if loss <= 0.0:
        return translate(
            "PracticeText", "as good as the best card in every deal sampled: no line to show"
        )
    return translate(
        "PracticeText", "no line to show: its loss is an average, no one deal shows it"
    )


def line_text(line: Sequence[int], led: int = -1) -> str:
    """A line of play, trick by trick ("8♦ 9♦, 10♠ 9♥, …"): the cards two by two, as played;
    ``led`` the card the opponent has led before the line's first card (-1 for none), which
    then begins the first trick ("A♠ J♠, 10♠ 7♠, …"), so that every pair is a trick."""
    cards = [with_suit_symbols(card_str(c)) for c in line]
    if led >= 0 and cards:
        cards.insert(0, with_suit_symbols(card_str(led)))
    return ", ".join(" ".join(cards[i : i + 2]) for i in range(0, len(cards), 2))


# ------------------------------------------------------------------------------ declarations


CATEGORIES = ("point", "sequence", "set")
"""The declarations' categories in the order they are reckoned."""


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


def declaration_reason_text(scores: Sequence[CategoryScore], category: str) -> str:
    """What a call or answer hands over in the deal: who then scores the category ("your
    opponent scores tierce to the knave in clubs (3)"), or that neither does."""
    if not scores:
        return translate("PracticeText", "neither scores {category}").format(
            category=_category(category)
        )
    parts = []
    for score in scores:
        said = (
            translate("PracticeText", "you score {combination} ({points})")
            if score.mine
            else translate("PracticeText", "your opponent scores {combination} ({points})")
        )
        parts.append(
            said.format(combination=lower_first(event_text(score.event)), points=score.event.points)
        )
    return listed(parts)


def declaration_verdict_text(
    answer: Action,
    loss: float,
    best: Action,
    level_choice: Action,
    reasons: Mapping[Action, str] | None = None,
) -> str:
    """The verdict: the answer's cost and what it hands over, the best declaration and what it
    would have, and the strongest level's choice where it differs (it prices what a call shows,
    which the verdict's open-card play does not). ``reasons``: each choice's reason in words
    (``declaration_reason_text``)."""
    why = reasons or {}
    mine = capitalised(action_label(answer)) + translate("PracticeText", ": {loss}.").format(
        loss=answer_loss_text(loss)
    )
    if answer in why:
        mine = capitalised(action_label(answer)) + translate(
            "PracticeText", ": {loss}; {reason}."
        ).format(loss=answer_loss_text(loss), reason=why[answer])
    parts = [mine]
    if loss > 0.0:
        if best in why:
            parts.append(
                translate("PracticeText", "Best: {action}; {reason}.").format(
                    action=action_label(best), reason=why[best]
                )
            )
        else:
            parts.append(
                translate("PracticeText", "Best: {action}.").format(action=action_label(best))
            )
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
    return translate(
        "PracticeText",
        "You see what a player at the table knows: your hand, your discard, the declarations "
        "and the tricks played, not your opponent’s hand. Your card?",
    )


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


def _held_text(combo: Combination | None) -> str:
    if combo is None:
        return translate("PracticeText", "none")
    return lower_first(combination_text(combo))


def comparison_lines(elder_hand: int, younger_hand: int) -> list[str]:
    """Each category as the two hands compare it, the point asked about too ("The point:
    elder point of five (40) in hearts, younger point of five (40) in spades: equal, neither
    scores."), so that a category nobody scores is explained and not merely missing."""
    lines = []
    for category in CATEGORIES:
        mine, theirs = best(elder_hand, category), best(younger_hand, category)
        if mine is None and theirs is None:
            outcome = translate("PracticeText", "neither holds one")
        elif theirs is None or (mine is not None and mine.key > theirs.key):
            outcome = translate("PracticeText", "elder’s is better")
        elif mine is None or theirs.key > mine.key:
            outcome = translate("PracticeText", "younger’s is better")
        else:
            outcome = translate("PracticeText", "equal, so neither scores")
        lines.append(
            translate(
                "PracticeText", "{category}: elder {elder}, younger {younger}: {outcome}."
            ).format(
                category=capitalised(_category(category)),
                elder=_held_text(mine),
                younger=_held_text(theirs),
                outcome=outcome,
            )
        )
    return lines


def counting_result_text(question: CountingQuestion, given: str, right: bool) -> str:
    """Right or wrong, the engine's answer, how the two hands compare in each category, and
    the engine's reckoning of the declarations."""
    answer = question.answer()
    shown = answer if question.kind == "scores" else answer_choice_text(question.kind, answer)
    said = given if question.kind == "scores" else answer_choice_text(question.kind, given)
    head = (
        translate("PracticeText", "Right: {answer}.")
        if right
        else translate("PracticeText", "Not quite: you answered {given}; the answer is {answer}.")
    ).format(answer=shown, given=said)
    compared = comparison_lines(question.deal.elder_hand, question.deal.younger_hand)
    return "\n".join([head, *compared, _reckoning(question.deal.events, question.deal.elder)])


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
