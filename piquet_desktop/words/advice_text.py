"""The computer's advice and review in the player's words: the hint, an action, a reason.

Why here and not in ``ai/``: the AI's words are English data. ``piquet-advise --json`` prints
the advice's labels and sentence, records store the review's reasons, and the advice is made in
worker processes that have no language installed. So the AI keeps its English and says what
its sentences hold as data (``advice.Hint``, ``reasons.Reason``), and this module
writes them in the installed language, for the window only. In English every text here is the
AI's own, cards written with the table's suit symbols ("K♥", as ``with_suit_symbols`` turns the
AI's "KH"), so the window shows what it showed before translation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_desktop.ai.advice_results import Objective, label, worth
from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
)
from piquet_desktop.translation import current_language, number, percent, translate

from .cards import ai_cards_text, card_text, card_words, suit_name, with_suit_symbols

if TYPE_CHECKING:  # the review itself is imported when a reason is said, not with the window
    from piquet_desktop.ai.review.reasons import Reason

__all__ = ["action_label", "reason_text", "reply_words", "signed_points", "worth_text"]

_REPLIES = {
    "good": lambda: translate("AdviceText", "good"),
    "not good": lambda: translate("AdviceText", "not good"),
    "equal": lambda: translate("AdviceText", "equal"),
}
"""The answers, as the AI writes them in its reasons ("not good", never "not_good")."""


def reply_words(reply: str) -> str:
    """An answer ("good", "not good" or "not_good", "equal") in words."""
    said = reply.replace("_", " ")
    return _REPLIES[said]() if said in _REPLIES else said


# ------------------------------------------------------------------------------ actions


def action_label(action: Action) -> str:
    """An action as the advice and the review say it ("play the king of hearts (K♥)"), in
    lower case: ``ai.advice.label`` in the installed language."""
    if isinstance(action, Play):
        c = action.card
        return translate("AdviceText", "play {card} ({code})").format(
            card=card_words(c), code=card_text(c)
        )
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        if not n:
            return translate("AdviceText", "take no cards")
        return translate("AdviceText", "discard {cards} (take {count})").format(
            cards=ai_cards_text(action.cards), count=n
        )
    if isinstance(action, Call):
        cards = ai_cards_text(action.cards)
        if action.category == "point":
            return translate("AdviceText", "call point {cards}").format(cards=cards)
        if action.category == "sequence":
            return translate("AdviceText", "call sequence {cards}").format(cards=cards)
        return translate("AdviceText", "call set {cards}").format(cards=cards)
    if isinstance(action, Sink):
        if action.category == "point":
            return translate("AdviceText", "call no point (sink it)")
        if action.category == "sequence":
            return translate("AdviceText", "call no sequence (sink it)")
        return translate("AdviceText", "call no set (sink it)")
    if isinstance(action, Answer):
        if action.reply == "good":
            return translate("AdviceText", "answer good")
        if action.reply == "not_good":
            return translate("AdviceText", "answer not good")
        return translate("AdviceText", "answer equal")
    if isinstance(action, LookAtTalon):
        if action.look:
            return translate("AdviceText", "look at the cards left in the talon")
        return translate("AdviceText", "leave them unseen")
    if isinstance(action, CarteBlanche):
        if not action.claim:
            return translate("AdviceText", "do not claim carte blanche")
        if action.take:
            return translate("AdviceText", "claim carte blanche, taking {count}").format(
                count=action.take
            )
        return translate("AdviceText", "claim carte blanche")
    return with_suit_symbols(label(action))


# ------------------------------------------------------------------------------ the hint


def worth_text(value: float, objective: Objective) -> str:
    """``ai.advice.worth`` in the installed language."""
    if current_language() != "fr":
        return worth(value, objective)
    if objective == "margin":
        if abs(value) < 0.5:
            return translate("AdviceText", "expected to end the partie about level")
        points = number(abs(value))
        if value > 0:
            return translate(
                "AdviceText", "expected to end the partie about {points} points ahead"
            ).format(points=points)
        return translate(
            "AdviceText", "expected to end the partie about {points} points behind"
        ).format(points=points)
    if objective == "win":
        from piquet_desktop.ai.evaluation import PartieUtility

        chance = percent(value / PartieUtility.AU_CENT_SCALE)
        return translate("AdviceText", "a {chance} chance of winning the partie").format(
            chance=chance
        )
    if abs(value) < 0.05:  # "+0,0" tells a newcomer nothing
        return translate("AdviceText", "about level over the deal")
    return translate("AdviceText", "about {points} points over the deal").format(
        points=number(value, 1, sign=True)
    )


def signed_points(value: float) -> str:
    """Points with their sign, one decimal, in the language's figures ("+2.5", "+2,5")."""
    if current_language() == "fr":
        return number(value, 1, sign=True)
    return f"{value:+.1f}"


# ------------------------------------------------------------------------------ reasons


def reason_text(reason: Reason) -> str:
    """A review's reason in the installed language, by its key and fields, cards with the
    table's suit symbols; an old record's sentence no template makes stays as it is."""
    from piquet_desktop.ai.review.reasons import UNREAD  # the review: not with the window

    key = reason.key
    if key == UNREAD:
        return with_suit_symbols(reason.text("text"))
    if key in ("trick_thrown", "king_bared", "queen_bared"):
        named = card_words(reason.count("card"))
        if key == "trick_thrown":
            return translate("ReviewReasons", "trick thrown away: {card} would have won it").format(
                card=named
            )
        if key == "king_bared":
            return translate(
                "ReviewReasons", "guard bared: {card} left alone with the ace out"
            ).format(card=named)
        return translate(
            "ReviewReasons", "guard bared: {card} left alone with the king out"
        ).format(card=named)
    if key == "point_broken":
        suit = suit_name(reason.count("suit"))
        return translate("ReviewReasons", "point broken: cards thrown from the {suit}").format(
            suit=suit
        )
    if key in ("sequence_broken", "high_cards"):
        cards = ai_cards_text(reason.count("cards"))
        if key == "sequence_broken":
            return translate("ReviewReasons", "sequence broken: {cards} thrown from it").format(
                cards=cards
            )
        return translate("ReviewReasons", "the cards given up: {cards}").format(cards=cards)
    if key == "took_one":
        return translate("ReviewReasons", "took 1 card where {should} were better").format(
            should=reason.count("should")
        )
    if key == "took":
        return translate("ReviewReasons", "took {took} cards where {should} were better").format(
            took=reason.count("took"), should=reason.count("should")
        )
    if key == "point_sunk":
        return translate("ReviewReasons", "point lost: the point sunk")
    if key == "sunk":
        if reason.text("category") == "sequence":
            return translate("ReviewReasons", "the sequence sunk: its points lost")
        return translate("ReviewReasons", "the set sunk: its points lost")
    if key == "called_short":
        if reason.text("category") == "point":
            return translate("ReviewReasons", "the point called short of the best")
        if reason.text("category") == "sequence":
            return translate("ReviewReasons", "the sequence called short of the best")
        return translate("ReviewReasons", "the set called short of the best")
    if key == "conceded":
        return translate(
            "ReviewReasons", "the category conceded: answered good while holding better"
        )
    if key == "answered":
        return translate("ReviewReasons", "answered {said} where {right} was right").format(
            said=reply_words(reason.text("said")), right=reply_words(reason.text("right"))
        )
    return translate("ReviewReasons", "carte blanche not claimed: its 10 points lost")
