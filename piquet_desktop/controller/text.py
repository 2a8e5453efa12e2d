"""Cards and actions as the window writes them: "K♥", "Computer plays K♥.".

The engine writes cards as records do ("KH", "10S"), which is right for files and wrong for a
player's eye; the app shows suit symbols. Kept in one module so the hand, the logs, the status bar
and the replay bar all spell a card the same way.

``action_text`` tells everything an action holds, so it is for replays and the player's own moves.
What the opponent did in a live partie goes through ``public_action_text``, which says only what
the laws let the human know (how many cards were exchanged, never which).
"""

from __future__ import annotations

import re

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
from piquet_desktop.engine.cards import RANKS, SUIT_SYMBOLS, rank_of, suit_of
from piquet_desktop.engine.combinations import number_word
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.partie import PartieResult
from piquet_desktop.engine.scoring import ScoreEvent

__all__ = [
    "action_text",
    "card_text",
    "cards_text",
    "display_order",
    "does",
    "event_text",
    "possessive",
    "public_action_text",
    "refusal_text",
    "result_text",
    "sentence",
    "speech_text",
    "with_suit_symbols",
]

DEFAULT_SUIT_ORDER = "SHCD"  # alternate black and red, the usual way to fan a hand
SUIT_LETTERS = "SHDC"  # the engine's suit numbering: spades 0, hearts 1, diamonds 2, clubs 3


def card_text(card: int) -> str:
    """One card for display: rank then suit symbol, "K♥", "10♠"."""
    return RANKS[rank_of(card)] + SUIT_SYMBOLS[suit_of(card)]


def display_order(
    mask: int, suit_order: str = DEFAULT_SUIT_ORDER, descending: bool = True
) -> list[int]:
    """The cards of ``mask`` as a hand is fanned: by ``suit_order`` (letters S H D C), then rank.

    A ``suit_order`` that is not a permutation of the four letters falls back to the default, so
    a damaged setting can never lose cards from the display.
    """
    order = suit_order.upper()
    if sorted(order) != sorted(SUIT_LETTERS):
        order = DEFAULT_SUIT_ORDER
    position = {SUIT_LETTERS.index(letter): i for i, letter in enumerate(order)}
    sign = -1 if descending else 1
    cards = [c for c in range(36) if mask >> c & 1]
    return sorted(cards, key=lambda c: (position[suit_of(c)], sign * rank_of(c)))


# A card as the engine and the AI write it in a sentence ("Led AC", "discard 7S 6S").
_ENGINE_CARD = re.compile(r"\b(10|[6-9JQKA])([SHDC])\b")


def with_suit_symbols(text: str) -> str:
    """``text`` with every card the engine's way ("AC", "10S") written the table's way ("A♣",
    "10♠"). For sentences made below the controller (score reasons, the AI's advice), which
    keep ASCII cards because the console tools and the records print them too."""
    return _ENGINE_CARD.sub(
        lambda m: m.group(1) + SUIT_SYMBOLS[SUIT_LETTERS.index(m.group(2))], text
    )


def cards_text(mask: int) -> str:
    """Several cards for display, fanned in the default order: "A♠ K♠ 9♥"."""
    return " ".join(card_text(c) for c in display_order(mask))


def sentence(text: str) -> str:
    """An engine message ("you must follow suit: you hold hearts") as a status-bar sentence."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def refusal_text(action: Action, reason: str) -> str:
    """The engine's reason for refusing the human's ``action``, as the status bar says it: a card
    refused names the card ("You cannot play K♥: you must follow suit: you hold spades.")."""
    said = sentence(reason)
    if isinstance(action, Play) and said:
        return f"You cannot play {card_text(action.card)}: {said[0].lower()}{said[1:]}"
    return said


def does(who: str, verb: str, *, mid_sentence: bool = False) -> str:
    """``who`` and ``verb`` (third person: "plays", "does not") agreeing: "You play", "Ann plays".

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

    Built from a name the same way ``does`` is, and for the same reason: "Only You's hand" is
    the slip a player notices. ``mid_sentence`` (the default, a possessive rarely starts a
    sentence) writes "your" in lower case, else "Your".
    """
    if who.strip().lower() == "you":
        return "your" if mid_sentence else "Your"
    return f"{who}'s"


def action_text(action: Action, seat: int, names: tuple[str, str]) -> str:
    """The whole of ``action`` as a sentence (seat -1 is chance). For replays and own moves."""
    who = names[seat] if seat in (0, 1) else "Chance"
    if isinstance(action, Play):
        return f"{does(who, 'plays')} {card_text(action.card)}."
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        if not n:
            return f"{does(who, 'takes')} no cards."
        takes = does(who, "takes").removeprefix(who).strip()
        return f"{does(who, 'discards')} {cards_text(action.cards)} and {takes} {number_word(n)}."
    if isinstance(action, Call):
        return f"{does(who, 'calls')} {action.category}: {cards_text(action.cards)}."
    if isinstance(action, Sink):
        return f"{does(who, 'calls')} no {action.category}."
    if isinstance(action, Answer):
        return f"{does(who, 'answers')} {action.reply.replace('_', ' ')}."
    if isinstance(action, LookAtTalon):
        if action.look:
            return f"{does(who, 'looks')} at the cards left in the talon."
        return f"{does(who, 'leaves')} the cards left in the talon unseen."
    if isinstance(action, CarteBlanche):
        if not action.claim:
            return f"{does(who, 'does not')} claim carte blanche."
        take = f", taking {number_word(action.take)}" if action.take else ""
        return f"{does(who, 'claims')} carte blanche{take}."
    if isinstance(action, Cut):
        a, b = action.cards
        return f"{does(names[0], 'cuts')} {card_text(a)}, {does(names[1], 'cuts')} {card_text(b)}."
    if isinstance(action, Shuffle):
        return "The pack is shuffled and dealt."
    raise TypeError(f"not an action: {action!r}")


def public_action_text(action: Action, seat: int, names: tuple[str, str]) -> str | None:
    """What the other player may learn from ``action``, or None when it shows him nothing.

    A declined carte blanche says nothing (the question is only put to a holder, so even "no"
    would tell); a discard says how many cards, not which; calls and answers are left to the
    spoken dialogue, since younger's calls are heard only at elder's first lead.
    """
    who = names[seat] if seat in (0, 1) else "Chance"
    if isinstance(action, Play):
        return f"{does(who, 'plays')} {card_text(action.card)}."
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        return (
            f"{does(who, 'takes')} no cards."
            if not n
            else f"{does(who, 'exchanges')} {number_word(n)}."
        )
    if isinstance(action, CarteBlanche):
        return f"{does(who, 'claims')} carte blanche." if action.claim else None
    if isinstance(action, LookAtTalon):
        return action_text(action, seat, names)
    if isinstance(action, Cut | Shuffle):
        return action_text(action, seat, names)
    return None


def speech_text(speech: Speech) -> str:
    """A line said at the table (the engine's ``Speech``, kept in English as data) as the
    window shows it, in the installed language."""
    return speech.text


def event_text(event: ScoreEvent) -> str:
    """A score's reason (the engine's ``ScoreEvent.reason``, kept in English as data, with the
    engine's card codes) as the window shows it, in the installed language, cards with their
    suit symbols."""
    return with_suit_symbols(event.reason)


def result_text(result: PartieResult, names: tuple[str, str]) -> str:
    """The end of a partie in a sentence: "You win by 118: 131 to 113 (Computer rubiconed)."."""
    if result.winner is None:
        return f"Drawn partie, {result.totals[0]} all."
    w = result.winner
    if result.games != (0, 0):
        won, lost = result.games[w], result.games[1 - w]
        return f"{does(names[w], 'wins')} the partie, {won} games to {lost}."
    tail = f" ({names[1 - w]} rubiconed)" if result.rubiconed else ""
    won_total, lost_total = result.totals[w], result.totals[1 - w]
    return f"{does(names[w], 'wins')} by {result.margin}: {won_total} to {lost_total}{tail}."
