"""Cards in words, the one writer of them: "K♥", "A♠ K♠ 9♥", "king of hearts", "le roi de cœur".

Why one module: the hand, the logs, the status bar, the replay bar, the advice, the review and the
lesson all name cards, and a card spelt two ways in one window is the kind of slip a player
notices. The engine writes cards as records do ("KH", ``engine.cards.card_str``), which is data
for files and the console; everything the window shows goes through here, in the installed
language (French indices, "R♥"; French names, "le roi de cœur").
"""

from __future__ import annotations

import re

from piquet_desktop import translation
from piquet_desktop.engine.cards import (
    RANKS,
    SUIT_SYMBOLS,
    rank_of,
    sorted_for_display,
    suit_of,
)
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate

__all__ = [
    "DEFAULT_SUIT_ORDER",
    "SUIT_LETTERS",
    "ai_cards_text",
    "card_index",
    "card_name",
    "card_text",
    "card_words",
    "cards_text",
    "display_order",
    "suit_name",
    "with_suit_symbols",
]

# The ranks' indices as a card is written in text ("K♥"; French "R♥").
_INDICES = (
    "6",
    "7",
    "8",
    "9",
    "10",
    QT_TRANSLATE_NOOP("CardText", "J"),
    QT_TRANSLATE_NOOP("CardText", "Q"),
    QT_TRANSLATE_NOOP("CardText", "K"),
    "A",
)
_SUITS = (
    QT_TRANSLATE_NOOP("CardText", "spades"),
    QT_TRANSLATE_NOOP("CardText", "hearts"),
    QT_TRANSLATE_NOOP("CardText", "diamonds"),
    QT_TRANSLATE_NOOP("CardText", "clubs"),
)
_RANK_NAMES = (
    QT_TRANSLATE_NOOP("CardText", "six"),
    QT_TRANSLATE_NOOP("CardText", "seven"),
    QT_TRANSLATE_NOOP("CardText", "eight"),
    QT_TRANSLATE_NOOP("CardText", "nine"),
    QT_TRANSLATE_NOOP("CardText", "ten"),
    QT_TRANSLATE_NOOP("CardText", "knave"),
    QT_TRANSLATE_NOOP("CardText", "queen"),
    QT_TRANSLATE_NOOP("CardText", "king"),
    QT_TRANSLATE_NOOP("CardText", "ace"),
)
_CARD_NAMES = (
    lambda: translate("AdviceText", "the six of {suit}"),
    lambda: translate("AdviceText", "the seven of {suit}"),
    lambda: translate("AdviceText", "the eight of {suit}"),
    lambda: translate("AdviceText", "the nine of {suit}"),
    lambda: translate("AdviceText", "the ten of {suit}"),
    lambda: translate("AdviceText", "the knave of {suit}"),
    lambda: translate("AdviceText", "the queen of {suit}"),
    lambda: translate("AdviceText", "the king of {suit}"),
    lambda: translate("AdviceText", "the ace of {suit}"),
)
"""A card named with its article, by rank (French: "le roi", "la dame", "l'as")."""

DEFAULT_SUIT_ORDER = "SHCD"  # alternate black and red, the usual way to fan a hand
SUIT_LETTERS = "SHDC"  # the engine's suit numbering: spades 0, hearts 1, diamonds 2, clubs 3


def card_text(card: int) -> str:
    """One card for display: rank then suit symbol, "K♥", "10♠" (French "R♥")."""
    return card_index(rank_of(card)) + SUIT_SYMBOLS[suit_of(card)]


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


def cards_text(mask: int) -> str:
    """Several cards for display, fanned in the default order: "A♠ K♠ 9♥"."""
    return " ".join(card_text(c) for c in display_order(mask))


def card_index(rank: int) -> str:
    """A rank as a card is written in text: "K" ("R" in French)."""
    return translation.translate("CardText", _INDICES[rank])


def suit_name(suit: int) -> str:
    """A suit's name after "in" ("spades"; French "pique", after "à")."""
    return translation.translate("CardText", _SUITS[suit])


def card_name(card: int) -> str:
    """A card in words, for a tooltip or a screen reader: "king of hearts" ("roi de cœur")."""
    rank = translation.translate("CardText", _RANK_NAMES[rank_of(card)])
    return translate("CardText", "{rank} of {suit}").format(
        rank=rank, suit=suit_name(suit_of(card))
    )


def card_words(card: int) -> str:
    """A card by name with its article: "the king of hearts", "le roi de cœur"."""
    return _CARD_NAMES[rank_of(card)]().format(suit=suit_name(suit_of(card)))


def ai_cards_text(mask: int) -> str:
    """Cards in the AI's order (``mask_str``'s), written the table's way."""
    return " ".join(card_text(c) for c in sorted_for_display(mask))


# A card the engine's way inside the AI's English sentences and an old record's reason ("KH").
_ENGINE_CARD = re.compile(r"\b(10|[6-9JQKA])([SHDC])\b")


def with_suit_symbols(text: str) -> str:
    """``text`` with every card the engine's way ("AC", "10S") written the table's way ("A♣",
    "10♠"; French indices, "R♣" for the king). For sentences made below the controller (the
    AI's advice), which keep ASCII cards because the console tools and the records print them."""
    return _ENGINE_CARD.sub(
        lambda m: card_index(RANKS.index(m.group(1))) + SUIT_SYMBOLS["SHDC".index(m.group(2))],
        text,
    )
