"""A short reason for a costly decision, where a plain rule can name one.

The values say how much a choice cost; these rules say what it gave up, in the words a teacher
would use, by comparing the player's choice with the best one on facts the player could see:
the trick on the table, the guards of his honours, his point and sequence, the cards he threw,
the points a call or an answer concedes. Each rule is small and says nothing when it does not
apply; a decision without a nameable reason gets None (its loss still speaks).

The reasons are English data: the review stores them in the record (its ``analysis``) and the
console prints them. Each is one of the ``REASONS`` templates filled in, so the window can read
a stored reason back (``read_reason``) and say it in the player's language
(``controller.advice_text.reason_text``).
"""

from __future__ import annotations

import re

from piquet_desktop.engine.actions import Action, Answer, Call, CarteBlanche, Discard, Play, Sink
from piquet_desktop.engine.cards import (
    ACE,
    KING,
    QUEEN,
    SUIT_MASKS,
    SUIT_NAMES,
    card,
    card_name,
    mask_str,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import best
from piquet_desktop.engine.view import PlayerView

REASONS: dict[str, str] = {
    "trick_thrown": "trick thrown away: the {card} would have won it",
    "king_bared": "guard bared: the {card} left alone with the ace out",
    "queen_bared": "guard bared: the {card} left alone with the king out",
    "point_broken": "point broken: cards thrown from the {suit}",
    "sequence_broken": "sequence broken: {cards} thrown from it",
    "high_cards": "the cards given up: {cards}",
    "took_one": "took 1 card where {should} were better",
    "took": "took {took} cards where {should} were better",
    "point_sunk": "point lost: the point sunk",
    "sunk": "the {category} sunk: its points lost",
    "called_short": "the {category} called short of the best",
    "conceded": "the category conceded: answered good while holding better",
    "answered": "answered {said} where {right} was right",
    "carte_blanche": "carte blanche not claimed: its 10 points lost",
}
"""Every reason the rules give, by key: ``{card}`` is a card's name ("king of hearts"),
``{suit}`` a suit's ("hearts"), ``{cards}`` cards as records write them ("KH QH"),
``{category}`` a declaration category, ``{said}``/``{right}`` answers ("not good"), ``{took}``
and ``{should}`` counts."""


def _reason(key: str, **fields: object) -> str:
    return REASONS[key].format(**fields)


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        f"(?P<{part}>.+?)" if i % 2 else re.escape(part) for i, part in enumerate(parts)
    )
    return re.compile(regex + r"\Z")


_PATTERNS = {key: _pattern(template) for key, template in REASONS.items()}


def read_reason(text: str) -> tuple[str, dict[str, str]] | None:
    """The key and the fields of a reason made here (``REASONS``), None for any other text (a
    record written by another version may hold one)."""
    for key, pattern in _PATTERNS.items():
        found = pattern.match(text)
        if found is not None:
            return key, found.groupdict()
    return None


def _wins(played: int, led: int) -> bool:
    return suit_of(played) == suit_of(led) and played > led


def play_reason(v: PlayerView, chosen: int, best_card: int) -> str | None:
    """A card played: a trick thrown away (following, the best card would have won it and the
    chosen one does not), or a guard bared (a king left alone in a suit whose ace is still out,
    a queen left alone while the king is out)."""
    if v.lead_card >= 0 and _wins(best_card, v.lead_card) and not _wins(chosen, v.lead_card):
        return _reason("trick_thrown", card=card_name(best_card))
    suit = suit_of(chosen)
    left = v.hand & SUIT_MASKS[suit] & ~(1 << chosen)
    out = ~(v.hand | v.played_cards())
    king, queen, ace = card(KING, suit), card(QUEEN, suit), card(ACE, suit)
    if rank_of(chosen) < KING and left == 1 << king and out >> ace & 1:
        return _reason("king_bared", card=card_name(king))
    if rank_of(chosen) < QUEEN and left == 1 << queen and out >> king & 1:
        return _reason("queen_bared", card=card_name(queen))
    return None


def exchange_reason(hand: int, chosen: int, best_discard: int) -> str | None:
    """A discard: the point broken, the sequence broken, the high cards given up, or how many
    cards were taken, the first that applies."""
    point = best(hand, "point")
    if point is not None:
        name = SUIT_NAMES[suit_of(point.cards.bit_length() - 1)]
        if chosen & point.cards and not best_discard & point.cards:
            return _reason("point_broken", suit=name)
    sequence = best(hand, "sequence")
    if sequence is not None and chosen & sequence.cards and not best_discard & sequence.cards:
        return _reason("sequence_broken", cards=mask_str(chosen & sequence.cards))
    high = 0
    for rank in (ACE, KING):
        for suit in range(4):
            high |= 1 << card(rank, suit)
    given = chosen & ~best_discard & high
    if given:
        return _reason("high_cards", cards=mask_str(given))
    took, should = chosen.bit_count(), best_discard.bit_count()
    if took != should:
        if took == 1:
            return _reason("took_one", should=should)
        return _reason("took", took=took, should=should)
    return None


def declaration_reason(chosen: Action, best_action: Action) -> str | None:
    """A call or an answer: a combination sunk or called short, or a category conceded."""
    if isinstance(chosen, Sink) and isinstance(best_action, Call):
        if chosen.category == "point":
            return _reason("point_sunk")
        return _reason("sunk", category=chosen.category)
    if isinstance(chosen, Call) and isinstance(best_action, Call):
        return _reason("called_short", category=chosen.category)
    if isinstance(chosen, Answer) and isinstance(best_action, Answer):
        if chosen.reply == "good":
            return _reason("conceded")
        said, right = (a.reply.replace("_", " ") for a in (chosen, best_action))
        return _reason("answered", said=said, right=right)
    return None


def carte_blanche_reason(chosen: Action, best_action: Action) -> str | None:
    if (
        isinstance(chosen, CarteBlanche)
        and not chosen.claim
        and isinstance(best_action, CarteBlanche)
    ):
        return _reason("carte_blanche")
    return None


def reason_for(v: PlayerView, hand: int, chosen: Action, best_action: Action) -> str | None:
    """The reason for one decision's loss (``hand``: the seat's hand when it decided)."""
    if chosen == best_action:
        return None
    if isinstance(chosen, Play) and isinstance(best_action, Play):
        return play_reason(v, chosen.card, best_action.card)
    if isinstance(chosen, Discard) and isinstance(best_action, Discard):
        return exchange_reason(hand, chosen.cards, best_action.cards)
    if isinstance(chosen, CarteBlanche):
        return carte_blanche_reason(chosen, best_action)
    return declaration_reason(chosen, best_action)


__all__ = [
    "REASONS",
    "carte_blanche_reason",
    "declaration_reason",
    "exchange_reason",
    "play_reason",
    "read_reason",
    "reason_for",
]
