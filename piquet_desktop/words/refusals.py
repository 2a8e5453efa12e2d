"""The engine's refusals (``engine.refusal.Refusal``) in the player's language.

Why by kind: the engine hands over what it refused as a value, so the words here are chosen by
the refusal's ``kind`` and filled from its ``fields``, never read back from its English. In
English each message is the engine's own sentence (``refusal.english``), so the window, the logs
and the console tools say a refusal the same way; a test renders every kind and every waiting
step both ways (tests/words/test_refusal_words.py).

Cards are named as the engine writes them ("KH"): a refusal naming a card the player does not
hold cannot come from the table, which offers only held cards, and the English was always shown
so; the actions likewise ("play KH"), as records write them.
"""

from __future__ import annotations

from piquet_desktop import translation
from piquet_desktop.engine.cards import card_str, mask_str
from piquet_desktop.engine.refusal import Refusal, english, waiting_english
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate

__all__ = ["refusal_words", "waiting_words"]

# What the deal waits for: one whole clause per (step, who, category), since French words each
# its own way; keyed by the refusal's fields, never by its English. A step whose clause names
# nobody (the deal over, a discard, the look at the talon) is keyed without who or category.
_WAITING: dict[tuple[str, str, str], str] = {
    ("deal_over", "", ""): QT_TRANSLATE_NOOP("Refusals", "the deal is over"),
    ("carte_blanche", "elder", ""): QT_TRANSLATE_NOOP(
        "Refusals", "elder is to say whether he claims carte blanche"
    ),
    ("carte_blanche", "younger", ""): QT_TRANSLATE_NOOP(
        "Refusals", "younger is to say whether he claims carte blanche"
    ),
    ("elder_discard", "", ""): QT_TRANSLATE_NOOP("Refusals", "elder is to discard"),
    ("younger_discard", "", ""): QT_TRANSLATE_NOOP("Refusals", "younger is to discard"),
    ("talon_choice", "", ""): QT_TRANSLATE_NOOP(
        "Refusals", "younger is to say whether he looks at the cards he left"
    ),
    ("call", "elder", "point"): QT_TRANSLATE_NOOP("Refusals", "elder is to call in the point"),
    ("call", "elder", "sequence"): QT_TRANSLATE_NOOP(
        "Refusals", "elder is to call in the sequence"
    ),
    ("call", "elder", "set"): QT_TRANSLATE_NOOP("Refusals", "elder is to call in the set"),
    ("call", "younger", "point"): QT_TRANSLATE_NOOP("Refusals", "younger is to call in the point"),
    ("call", "younger", "sequence"): QT_TRANSLATE_NOOP(
        "Refusals", "younger is to call in the sequence"
    ),
    ("call", "younger", "set"): QT_TRANSLATE_NOOP("Refusals", "younger is to call in the set"),
    ("answer", "elder", "point"): QT_TRANSLATE_NOOP("Refusals", "elder is to answer in the point"),
    ("answer", "elder", "sequence"): QT_TRANSLATE_NOOP(
        "Refusals", "elder is to answer in the sequence"
    ),
    ("answer", "elder", "set"): QT_TRANSLATE_NOOP("Refusals", "elder is to answer in the set"),
    ("answer", "younger", "point"): QT_TRANSLATE_NOOP(
        "Refusals", "younger is to answer in the point"
    ),
    ("answer", "younger", "sequence"): QT_TRANSLATE_NOOP(
        "Refusals", "younger is to answer in the sequence"
    ),
    ("answer", "younger", "set"): QT_TRANSLATE_NOOP("Refusals", "younger is to answer in the set"),
    ("lead", "elder", ""): QT_TRANSLATE_NOOP("Refusals", "elder is to lead"),
    ("lead", "younger", ""): QT_TRANSLATE_NOOP("Refusals", "younger is to lead"),
    ("follow", "elder", ""): QT_TRANSLATE_NOOP("Refusals", "elder is to play to the trick"),
    ("follow", "younger", ""): QT_TRANSLATE_NOOP("Refusals", "younger is to play to the trick"),
}

_FOLLOW_SUIT = (
    QT_TRANSLATE_NOOP("Refusals", "you must follow suit: you hold spades"),
    QT_TRANSLATE_NOOP("Refusals", "you must follow suit: you hold hearts"),
    QT_TRANSLATE_NOOP("Refusals", "you must follow suit: you hold diamonds"),
    QT_TRANSLATE_NOOP("Refusals", "you must follow suit: you hold clubs"),
)  # by the engine's suit number

_CANNOT_ANSWER = {
    ("equal", "point"): QT_TRANSLATE_NOOP(
        "Refusals", "you cannot answer equal: you hold no equal point"
    ),
    ("not_good", "point"): QT_TRANSLATE_NOOP(
        "Refusals", "you cannot answer not good: you hold no better point"
    ),
    ("equal", "sequence"): QT_TRANSLATE_NOOP(
        "Refusals", "you cannot answer equal: you hold no equal sequence"
    ),
    ("not_good", "sequence"): QT_TRANSLATE_NOOP(
        "Refusals", "you cannot answer not good: you hold no better sequence"
    ),
    ("not_good", "set"): QT_TRANSLATE_NOOP(
        "Refusals", "you cannot answer not good: you hold no better set"
    ),
}

_CANNOT_CALL = {
    "point": QT_TRANSLATE_NOOP("Refusals", "{cards} is not a point you hold and can call"),
    "sequence": QT_TRANSLATE_NOOP("Refusals", "{cards} is not a sequence you hold and can call"),
    "set": QT_TRANSLATE_NOOP("Refusals", "{cards} is not a set you hold and can call"),
}


def _at_category(category: str) -> str:
    """A category after "at" in "the declarations are at …" (French: "au point")."""
    if category == "point":
        return translate("Refusals", "point", "the declarations are at the point")
    if category == "sequence":
        return translate("Refusals", "sequence", "the declarations are at the sequence")
    return translate("Refusals", "set", "the declarations are at the set")


def waiting_words(refusal: Refusal) -> str:
    """What the deal waits for (a refusal's ``waiting``, ``who`` and ``category``), as a clause."""
    step = refusal.text("waiting")
    message = _WAITING.get((step, refusal.text("who"), refusal.text("category")))
    if message is None:
        message = _WAITING.get((step, "", ""))
    if message is None:  # no step the engine builds; said as the engine says it, never a crash
        return waiting_english(refusal)
    return translation.translate("Refusals", message)


def refusal_words(refusal: Refusal) -> str:
    """``refusal`` in the installed language, lower case and without a full stop, as the engine
    says it; ``text.refusal_text`` makes a status-bar sentence of it."""
    r = refusal
    kind = r.kind
    if kind == "no_exchange":
        text = translate("Refusals", "there is no exchange now: {phase}")
        return text.format(phase=waiting_words(r))
    if kind == "not_now":
        text = translate("Refusals", "'{action}' is not possible now: {phase}")
        return text.format(action=r.text("action"), phase=waiting_words(r))
    if kind == "discard_not_held":
        text = translate("Refusals", "cannot discard {cards}: not in your hand")
        return text.format(cards=mask_str(r.count("cards")))
    if kind == "must_discard":
        low = r.count("low")
        if r.text("who") == "elder":
            return translate("Refusals", "elder must discard %n card(s)", None, low)
        return translate("Refusals", "younger must discard %n card(s)", None, low)
    if kind == "may_discard":
        if r.text("who") == "elder":
            text = translate("Refusals", "elder may discard {low} to {high} cards here, not {n}")
        else:
            text = translate("Refusals", "younger may discard {low} to {high} cards here, not {n}")
        return text.format(low=r.count("low"), high=r.count("high"), n=r.count("n"))
    if kind == "carte_blanche_take":
        text = translate(
            "Refusals",
            "elder claiming carte blanche must say how many cards he takes (1 to {high})",
        )
        return text.format(high=r.count("high"))
    if kind == "carte_blanche_take_not_elder":
        return translate("Refusals", "only elder, claiming carte blanche, says how many he takes")
    if kind == "wrong_category":
        text = translate("Refusals", "the declarations are at {category}, not {asked}")
        category, asked = _at_category(r.text("category")), _at_category(r.text("asked"))
        return text.format(category=category, asked=asked)
    if kind == "cannot_call":
        cards = mask_str(r.count("cards")) or translate("Refusals", "no cards")
        message = _CANNOT_CALL.get(r.text("category"))
        if message is None:
            return english(r)
        return translation.translate("Refusals", message).format(cards=cards)
    if kind == "sets_never_equal":
        return translate("Refusals", "sets are never equal: answer good or not good")
    if kind == "cannot_answer":
        message = _CANNOT_ANSWER.get((r.text("reply"), r.text("category")))
        return english(r) if message is None else translation.translate("Refusals", message)
    if kind == "not_in_hand":
        text = translate("Refusals", "{card} is not in your hand")
        return text.format(card=card_str(r.count("card")))
    if kind == "must_follow_suit":
        return translation.translate("Refusals", _FOLLOW_SUIT[r.count("suit")])
    if kind == "cut_first":
        text = translate("Refusals", "the partie starts with the cut, not '{action}'")
        return text.format(action=r.text("action"))
    if kind == "shuffle_first":
        text = translate("Refusals", "the pack is to be shuffled and dealt, not '{action}'")
        return text.format(action=r.text("action"))
    if kind == "partie_over":
        return translate("Refusals", "the partie is over")
    if kind == "cut_card_not_in_pack":
        text = translate("Refusals", "the cut card {card} is not in the pack")
        return text.format(card=r.count("card"))
    if kind == "same_cut_card":
        return translate("Refusals", "both players cannot cut the same card")
    if kind == "bad_shuffle":
        text = translate(
            "Refusals", "a shuffle must order all {size} cards of the pack exactly once"
        )
        return text.format(size=r.count("size"))
    if kind == "no_chance_step":
        return translate("Refusals", "no chance step is pending")
    assert kind == "player_chose_illegal", kind
    text = translate(
        "Refusals", "player {player} in seat {seat} chose '{action}', which is illegal: {reason}"
    )
    return text.format(
        player=repr(r.text("player")),
        seat=r.count("seat"),
        action=r.text("action"),
        reason=refusal_words(r.cause()),
    )
