"""Cards and actions as the window writes them: "K♥", "Computer plays K♥.", in the installed
language.

The engine writes cards as records do ("KH", "10S"), which is right for files and wrong for a
player's eye; the app shows suit symbols, and French indices in French ("R♥"). Kept in one module
so the hand, the logs, the status bar and the replay bar all spell a card the same way.

Every sentence is one whole message per shape: the human ("You play K♥." / "Vous jouez R♥.") and a
named player ("Anne plays K♥." / "Anne joue R♥.") are two messages, since French conjugates
differently and a translator cannot reorder English grammar helpers. Which player is the human is
told by the name (``is_human``): "You" in English, its translation in French.

``action_text`` tells everything an action holds, so it is for replays and the player's own moves.
What the opponent did in a live partie goes through ``public_action_text``, which says only what
the laws let the human know (how many cards were exchanged, never which).
"""

from __future__ import annotations

from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Cut,
    Discard,
    LookAtTalon,
    Play,
    Shuffle,
    Sink,
)
from piquet_desktop.engine.partie import PartieResult
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.translation import translate
from piquet_desktop.words.cards import card_text, cards_text
from piquet_desktop.words.piquet_words import event_text, number_word, speech_text
from piquet_desktop.words.refusals import refusal_words

__all__ = [
    "COMPUTER_NAME",
    "HUMAN_NAME",
    "action_text",
    "display_name",
    "does",
    "event_text",
    "is_human",
    "number_word",
    "possessive",
    "public_action_text",
    "record_name",
    "refusal_text",
    "result_text",
    "sentence",
    "speech_text",
]


def sentence(text: str) -> str:
    """An engine message ("you must follow suit: you hold hearts") as a status-bar sentence."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


HUMAN_NAME = "You"
COMPUTER_NAME = "Computer"
"""The names a partie is recorded under when the player gives none: data, the same in every
language (a record made in French opens in English with "You", not "Vous"), shown through
``display_name``."""


def display_name(name: str) -> str:
    """A recorded name as the window shows it: the default names in the installed language
    ("You" is "Vous" in French, "Computer" "Ordinateur"), any other name as it is."""
    key = name.strip().casefold()
    if key == HUMAN_NAME.casefold():
        return translate("Text", "You", "the human player's name")
    if key == COMPUTER_NAME.casefold():
        return translate("Text", "Computer", "the computer player's name at the table")
    return name


def record_name(name: str) -> str:
    """A name as shown, as a record keeps it: the default names back in English (the inverse
    of ``display_name``)."""
    for default in (HUMAN_NAME, COMPUTER_NAME):
        if name == display_name(default):
            return default
    return name


def is_human(who: str) -> bool:
    """Whether ``who`` is the human's default name: "You", or its translation ("Vous").

    The window names the human by that word, and the sentences about him take their own shape
    ("You play", "Vous jouez"); a replay's players all have names of their own."""
    name = who.strip().casefold()
    return name in ("you", translate("Text", "You", "the human player's name").casefold())


def refusal_text(action: Action, refusal: Refusal) -> str:
    """The engine's ``refusal`` of the human's ``action``, as the status bar says it: a card
    refused names the card ("You cannot play K♥: you must follow suit: you hold spades.")."""
    said = sentence(refusal_words(refusal))
    if isinstance(action, Play) and said:
        return translate("Text", "You cannot play {card}: {reason}").format(
            card=card_text(action.card), reason=said[0].lower() + said[1:]
        )
    return said


def does(who: str, verb: str, *, mid_sentence: bool = False) -> str:
    """``who`` and ``verb`` (third person: "plays", "does not") agreeing: "You play", "Ann plays".

    English only: a sentence to be translated has a message per shape instead (``is_human``).
    The human is usually called "You", and "You plays" is the kind of slip a player notices;
    ``mid_sentence`` writes that "you" in lower case.
    """
    if who.strip().lower() != "you":
        return f"{who} {verb}"
    if mid_sentence:
        who = who.lower()
    first, _, rest = verb.partition(" ")
    base = {"does": "do", "is": "are", "has": "have"}.get(first)
    if base is None:
        base = first[:-1] if first.endswith("s") else first
    return f"{who} {base}{' ' + rest if rest else ''}"


def possessive(who: str, *, mid_sentence: bool = True) -> str:
    """Whose: "Computer's", "Ann's", and "your" for the human called "You" ("Only your hand").

    English only, like ``does``. ``mid_sentence`` (the default, a possessive rarely starts a
    sentence) writes "your" in lower case, else "Your".
    """
    if who.strip().lower() == "you":
        return "your" if mid_sentence else "Your"
    return f"{who}'s"


def action_text(action: Action, seat: int, names: tuple[str, str]) -> str:
    """The whole of ``action`` as a sentence (seat -1 is chance). For replays and own moves."""
    who = names[seat] if seat in (0, 1) else translate("Text", "Chance")
    you = is_human(who)
    if isinstance(action, Play):
        card = card_text(action.card)
        if you:
            return translate("Text", "You play {card}.").format(card=card)
        return translate("Text", "{player} plays {card}.").format(player=who, card=card)
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        if not n:
            return _takes_none(who, you)
        cards, count = cards_text(action.cards), number_word(n)
        if you:
            text = translate("Text", "You discard {cards} and take {count}.")
        else:
            text = translate("Text", "{player} discards {cards} and takes {count}.")
        return text.format(player=who, cards=cards, count=count)
    if isinstance(action, Call):
        return _call_sentence(who, you, action.category).format(
            player=who, cards=cards_text(action.cards)
        )
    if isinstance(action, Sink):
        return _sink_sentence(who, you, action.category).format(player=who)
    if isinstance(action, Answer):
        return _answer_sentence(you, action.reply).format(player=who)
    if isinstance(action, LookAtTalon):
        if action.look:
            if you:
                return translate("Text", "You look at the cards left in the talon.")
            text = translate("Text", "{player} looks at the cards left in the talon.")
        elif you:
            return translate("Text", "You leave the cards left in the talon unseen.")
        else:
            text = translate("Text", "{player} leaves the cards left in the talon unseen.")
        return text.format(player=who)
    if isinstance(action, CarteBlanche):
        if not action.claim:
            if you:
                return translate("Text", "You do not claim carte blanche.")
            return translate("Text", "{player} does not claim carte blanche.").format(player=who)
        if action.take:
            if you:
                text = translate("Text", "You claim carte blanche, taking {count}.")
            else:
                text = translate("Text", "{player} claims carte blanche, taking {count}.")
            return text.format(player=who, count=number_word(action.take))
        return _claims_carte_blanche(who, you)
    if isinstance(action, Cut):
        a, b = (card_text(c) for c in action.cards)
        if is_human(names[0]):
            text = translate("Text", "You cut {first_card}, {second} cuts {second_card}.")
        elif is_human(names[1]):
            text = translate("Text", "{first} cuts {first_card}, You cut {second_card}.")
        else:
            text = translate("Text", "{first} cuts {first_card}, {second} cuts {second_card}.")
        return text.format(first=names[0], second=names[1], first_card=a, second_card=b)
    if isinstance(action, Shuffle):
        return translate("Text", "The pack is shuffled and dealt.")
    raise TypeError(f"not an action: {action!r}")


def _takes_none(who: str, you: bool) -> str:
    if you:
        return translate("Text", "You take no cards.")
    return translate("Text", "{player} takes no cards.").format(player=who)


def _claims_carte_blanche(who: str, you: bool) -> str:
    if you:
        return translate("Text", "You claim carte blanche.")
    return translate("Text", "{player} claims carte blanche.").format(player=who)


def _call_sentence(who: str, you: bool, category: str) -> str:
    """ "You call point: {cards}." and its like, to be formatted with ``player`` and ``cards``."""
    if category == "point":
        if you:
            return translate("Text", "You call point: {cards}.")
        return translate("Text", "{player} calls point: {cards}.")
    if category == "sequence":
        if you:
            return translate("Text", "You call sequence: {cards}.")
        return translate("Text", "{player} calls sequence: {cards}.")
    if you:
        return translate("Text", "You call set: {cards}.")
    return translate("Text", "{player} calls set: {cards}.")


def _sink_sentence(who: str, you: bool, category: str) -> str:
    if category == "point":
        if you:
            return translate("Text", "You call no point.")
        return translate("Text", "{player} calls no point.")
    if category == "sequence":
        if you:
            return translate("Text", "You call no sequence.")
        return translate("Text", "{player} calls no sequence.")
    if you:
        return translate("Text", "You call no set.")
    return translate("Text", "{player} calls no set.")


def _answer_sentence(you: bool, reply: str) -> str:
    if reply == "good":
        if you:
            return translate("Text", "You answer good.")
        return translate("Text", "{player} answers good.")
    if reply == "not_good":
        if you:
            return translate("Text", "You answer not good.")
        return translate("Text", "{player} answers not good.")
    if you:
        return translate("Text", "You answer equal.")
    return translate("Text", "{player} answers equal.")


def public_action_text(action: Action, seat: int, names: tuple[str, str]) -> str | None:
    """What the other player may learn from ``action``, or None when it shows him nothing.

    A declined carte blanche says nothing (the question is only put to a holder, so even "no"
    would tell); a discard says how many cards, not which; calls and answers are left to the
    spoken dialogue, since younger's calls are heard only at elder's first lead.
    """
    who = names[seat] if seat in (0, 1) else translate("Text", "Chance")
    you = is_human(who)
    if isinstance(action, Play):
        return action_text(action, seat, names)
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        if not n:
            return _takes_none(who, you)
        if you:
            text = translate("Text", "You exchange {count}.")
        else:
            text = translate("Text", "{player} exchanges {count}.")
        return text.format(player=who, count=number_word(n))
    if isinstance(action, CarteBlanche):
        return _claims_carte_blanche(who, you) if action.claim else None
    if isinstance(action, LookAtTalon | Cut | Shuffle):
        return action_text(action, seat, names)
    return None


def result_text(result: PartieResult, names: tuple[str, str]) -> str:
    """The end of a partie in a sentence: "You win by 118: 131 to 113 (Computer rubiconed)."."""
    if result.winner is None:
        return translate("Text", "Drawn partie, {total} all.").format(total=result.totals[0])
    w = result.winner
    winner, loser = names[w], names[1 - w]
    you = is_human(winner)
    if result.games != (0, 0):
        if you:
            text = translate("Text", "You win the partie, {won} games to {lost}.")
        else:
            text = translate("Text", "{player} wins the partie, {won} games to {lost}.")
        return text.format(player=winner, won=result.games[w], lost=result.games[1 - w])
    if result.rubiconed:
        if you:
            text = translate("Text", "You win by {margin}: {won} to {lost} ({loser} rubiconed).")
        elif is_human(loser):  # "(You rubiconed)" put the player where a third person goes
            text = translate(
                "Text", "{player} wins by {margin}: {won} to {lost}, and you are rubiconed."
            )
        else:
            text = translate(
                "Text", "{player} wins by {margin}: {won} to {lost} ({loser} rubiconed)."
            )
    elif you:
        text = translate("Text", "You win by {margin}: {won} to {lost}.")
    else:
        text = translate("Text", "{player} wins by {margin}: {won} to {lost}.")
    return text.format(
        player=winner,
        loser=loser,
        margin=result.margin,
        won=result.totals[w],
        lost=result.totals[1 - w],
    )
