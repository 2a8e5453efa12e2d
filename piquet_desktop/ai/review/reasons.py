"""A short reason for a costly decision, where a plain rule can name one.

The values say how much a choice cost; these rules say what it gave up, in the words a teacher
would use, by comparing the player's choice with the best one on facts the player could see:
the trick on the table, the guards of his honours, his point and sequence, the cards he threw,
the points a call or an answer concedes. Each rule is small and says nothing when it does not
apply; a decision without a nameable reason gets None (its loss still speaks).
"""

from __future__ import annotations

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


def _wins(played: int, led: int) -> bool:
    return suit_of(played) == suit_of(led) and played > led


def play_reason(v: PlayerView, chosen: int, best_card: int) -> str | None:
    """A card played: a trick thrown away (following, the best card would have won it and the
    chosen one does not), or a guard bared (a king left alone in a suit whose ace is still out,
    a queen left alone while the king is out)."""
    if v.lead_card >= 0 and _wins(best_card, v.lead_card) and not _wins(chosen, v.lead_card):
        return f"trick thrown away: the {card_name(best_card)} would have won it"
    suit = suit_of(chosen)
    left = v.hand & SUIT_MASKS[suit] & ~(1 << chosen)
    out = ~(v.hand | v.played_cards())
    king, queen, ace = card(KING, suit), card(QUEEN, suit), card(ACE, suit)
    if rank_of(chosen) < KING and left == 1 << king and out >> ace & 1:
        return f"guard bared: the {card_name(king)} left alone with the ace out"
    if rank_of(chosen) < QUEEN and left == 1 << queen and out >> king & 1:
        return f"guard bared: the {card_name(queen)} left alone with the king out"
    return None


def exchange_reason(hand: int, chosen: int, best_discard: int) -> str | None:
    """A discard: the point broken, the sequence broken, the high cards given up, or how many
    cards were taken, the first that applies."""
    point = best(hand, "point")
    if point is not None:
        name = SUIT_NAMES[suit_of(point.cards.bit_length() - 1)]
        if chosen & point.cards and not best_discard & point.cards:
            return f"point broken: cards thrown from the {name}"
    sequence = best(hand, "sequence")
    if sequence is not None and chosen & sequence.cards and not best_discard & sequence.cards:
        return f"sequence broken: {mask_str(chosen & sequence.cards)} thrown from it"
    high = 0
    for rank in (ACE, KING):
        for suit in range(4):
            high |= 1 << card(rank, suit)
    given = chosen & ~best_discard & high
    if given:
        return f"the cards given up: {mask_str(given)}"
    took, should = chosen.bit_count(), best_discard.bit_count()
    if took != should:
        return f"took {took} card{'s' if took != 1 else ''} where {should} were better"
    return None


def declaration_reason(chosen: Action, best_action: Action) -> str | None:
    """A call or an answer: a combination sunk or called short, or a category conceded."""
    if isinstance(chosen, Sink) and isinstance(best_action, Call):
        return (
            f"point lost: the {chosen.category} sunk"
            if chosen.category == "point"
            else (f"the {chosen.category} sunk: its points lost")
        )
    if isinstance(chosen, Call) and isinstance(best_action, Call):
        return f"the {chosen.category} called short of the best"
    if isinstance(chosen, Answer) and isinstance(best_action, Answer):
        if chosen.reply == "good":
            return "the category conceded: answered good while holding better"
        said, right = (a.reply.replace("_", " ") for a in (chosen, best_action))
        return f"answered {said} where {right} was right"
    return None


def carte_blanche_reason(chosen: Action, best_action: Action) -> str | None:
    if (
        isinstance(chosen, CarteBlanche)
        and not chosen.claim
        and isinstance(best_action, CarteBlanche)
    ):
        return "carte blanche not claimed: its 10 points lost"
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
    "carte_blanche_reason",
    "declaration_reason",
    "exchange_reason",
    "play_reason",
    "reason_for",
]
