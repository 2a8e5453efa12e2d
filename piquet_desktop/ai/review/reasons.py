"""A short reason for a costly decision, where a plain rule can name one.

The values say how much a choice cost; these rules say what it gave up, in the words a teacher
would use, by comparing the player's choice with the best one on facts the player could see:
the trick on the table, the guards of his honours, his point and sequence, the cards he threw,
the points a call or an answer concedes. Each rule is small and says nothing when it does not
apply; a decision without a nameable reason gets None (its loss still speaks).

A reason is a value, ``Reason(key, fields)``: the review stores it in the record (its
``analysis``) as ``{"key": ..., "fields": {...}}``, the console prints its English (``str``,
one of the ``REASONS`` templates filled in) and the window says it in the player's language by
key (``words.advice_text.reason_text``), so no one reads the English back. Records reviewed
before reasons were values hold the English sentence; ``Reason.from_json`` reads it once, when
the analysis is loaded, into the same value (a sentence no template makes stays a text,
``UNREAD``, said as it is).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Literal, get_args

from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    Play,
    Reply,
    Sink,
)
from piquet_desktop.engine.cards import (
    ACE,
    KING,
    QUEEN,
    SUIT_MASKS,
    SUIT_NAMES,
    card,
    card_name,
    mask_of,
    mask_str,
    parse_cards,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import CATEGORIES, best
from piquet_desktop.engine.view import PlayerView

ReasonKey = Literal[
    "trick_thrown",
    "king_bared",
    "queen_bared",
    "point_broken",
    "sequence_broken",
    "high_cards",
    "took_one",
    "took",
    "point_sunk",
    "sunk",
    "called_short",
    "conceded",
    "answered",
    "carte_blanche",
]
REASON_KEYS: tuple[ReasonKey, ...] = get_args(ReasonKey)
UNREAD: Literal["unread"] = "unread"
"""The key of an old record's reason that no template makes: its one field ``text`` is the
sentence as stored."""

REASONS: dict[ReasonKey, str] = {
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
"""Every reason's English, by key. The fields are values: ``card`` a card (written by name,
"king of hearts"), ``suit`` a suit number (its name, "hearts"), ``cards`` a mask (as records
write cards, "KH QH"), ``category`` a declaration category, ``said``/``right`` replies
("not_good", written "not good"), ``took`` and ``should`` counts."""

REASON_FIELDS: dict[ReasonKey, tuple[str, ...]] = {
    key: tuple(name for _, name, _, _ in string.Formatter().parse(template) if name)
    for key, template in REASONS.items()
}


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason: its ``key`` (``REASON_KEYS``, or ``UNREAD``) and its fields, immutable."""

    key: ReasonKey | Literal["unread"]
    fields: tuple[tuple[str, str | int], ...] = ()

    @classmethod
    def of(cls, key: ReasonKey, **fields: str | int) -> Reason:
        return cls(key, tuple(fields.items()))

    def value(self, name: str) -> str | int:
        for key, found in self.fields:
            if key == name:
                return found
        raise KeyError(f"reason {self.key!r} has no field {name!r}")

    def text(self, name: str) -> str:
        found = self.value(name)
        if not isinstance(found, str):
            raise TypeError(f"reason {self.key!r}: field {name!r} is not a word")
        return found

    def count(self, name: str) -> int:
        found = self.value(name)
        if not isinstance(found, int) or isinstance(found, bool):
            raise TypeError(f"reason {self.key!r}: field {name!r} is not a number")
        return found

    def __str__(self) -> str:
        return english(self)

    def to_json(self) -> dict[str, Any] | str:
        """``{"key", "fields"}``; an ``UNREAD`` reason is stored again as the sentence it was."""
        if self.key == UNREAD:
            return self.text("text")
        return {"key": self.key, "fields": dict(self.fields)}

    @classmethod
    def from_json(cls, data: object) -> Reason | None:
        """The stored reason: ``{"key", "fields"}``, or an older record's English sentence.

        Never fails: a key or fields this version does not know (a newer build's) give None,
        a reason not said, since the loss still speaks; a sentence no template makes is kept as
        it is (``UNREAD``)."""
        if isinstance(data, str):
            return _read_english(data)
        if not isinstance(data, dict) or data.get("key") not in REASON_KEYS:
            return None
        fields = data.get("fields")
        if not isinstance(fields, dict) or set(fields) != set(REASON_FIELDS[data["key"]]):
            return None
        if not all(_fits(name, value) for name, value in fields.items()):
            return None
        return cls(data["key"], tuple((n, fields[n]) for n in REASON_FIELDS[data["key"]]))


def english(reason: Reason) -> str:
    """The reason in English, as the console tools print it and older records stored it."""
    if reason.key == UNREAD:
        return reason.text("text")
    words: dict[str, str | int] = {}
    for name, found in reason.fields:
        if name == "card":
            words[name] = card_name(reason.count(name))
        elif name == "suit":
            words[name] = SUIT_NAMES[reason.count(name)]
        elif name == "cards":
            words[name] = mask_str(reason.count(name))
        elif name in ("said", "right"):
            words[name] = reason.text(name).replace("_", " ")
        else:
            words[name] = found
    return REASONS[reason.key].format(**words)


_REPLIES = get_args(Reply)


def _fits(name: str, value: object) -> bool:
    """Whether ``value`` is one the field ``name`` can hold (a stored reason is data)."""
    if name in ("said", "right"):
        return value in _REPLIES
    if name == "category":
        return value in CATEGORIES
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        return False
    if name == "card":
        return value < 36
    if name == "suit":
        return value < len(SUIT_NAMES)
    if name == "cards":
        return value < 1 << 36
    return value < 100  # took, should: counts of cards


# Reading an older record's sentence back, once, at load: each template's literal parts are
# found in turn (``str.find``), and the value read is kept only if it writes the same sentence.
_CARD_BY_NAME = {card_name(c): c for c in range(36)}


def _field_value(name: str, said: str) -> str | int | None:
    if name == "card":
        return _CARD_BY_NAME.get(said)
    if name == "suit":
        return SUIT_NAMES.index(said) if said in SUIT_NAMES else None
    if name == "cards":
        try:
            return mask_of(parse_cards(said))
        except ValueError:
            return None
    if name in ("took", "should"):
        return int(said) if said.isdigit() else None
    if name == "category":
        return said if said in CATEGORIES else None
    return said.replace(" ", "_")  # said, right: a reply


def _fill(template: str, text: str) -> dict[str, str] | None:
    """The field texts that make ``template`` say ``text``, None if it cannot."""
    parts = list(string.Formatter().parse(template))
    found: dict[str, str] = {}
    at = 0
    for i, (literal, name, _, _) in enumerate(parts):
        if not text.startswith(literal, at):
            return None
        at += len(literal)
        if name is None:
            continue
        following = parts[i + 1][0] if i + 1 < len(parts) else ""
        end = text.find(following, at + 1) if following else len(text)
        if end <= at:
            return None
        found[name] = text[at:end]
        at = end
    return found if at == len(text) else None


def _read_english(text: str) -> Reason:
    for key, template in REASONS.items():
        said = _fill(template, text)
        if said is None:
            continue
        values = {name: _field_value(name, piece) for name, piece in said.items()}
        if any(v is None for v in values.values()):
            continue
        reason = Reason(key, tuple((n, v) for n, v in values.items() if v is not None))
        try:
            if english(reason) == text:
                return reason
        except (TypeError, ValueError, IndexError, KeyError):
            continue
    return Reason(UNREAD, (("text", text),))


def _reason(key: ReasonKey, **fields: str | int) -> Reason:
    return Reason.of(key, **fields)


def _wins(played: int, led: int) -> bool:
    return suit_of(played) == suit_of(led) and played > led


def play_reason(v: PlayerView, chosen: int, best_card: int) -> Reason | None:
    """A card played: a trick thrown away (following, the best card would have won it and the
    chosen one does not), or a guard bared (a king left alone in a suit whose ace is still out,
    a queen left alone while the king is out)."""
    if v.lead_card >= 0 and _wins(best_card, v.lead_card) and not _wins(chosen, v.lead_card):
        return _reason("trick_thrown", card=best_card)
    suit = suit_of(chosen)
    left = v.hand & SUIT_MASKS[suit] & ~(1 << chosen)
    out = ~(v.hand | v.played_cards())
    king, queen, ace = card(KING, suit), card(QUEEN, suit), card(ACE, suit)
    if rank_of(chosen) < KING and left == 1 << king and out >> ace & 1:
        return _reason("king_bared", card=king)
    if rank_of(chosen) < QUEEN and left == 1 << queen and out >> king & 1:
        return _reason("queen_bared", card=queen)
    return None


def exchange_reason(hand: int, chosen: int, best_discard: int) -> Reason | None:
    """A discard: the point broken, the sequence broken, the high cards given up, or how many
    cards were taken, the first that applies."""
    point = best(hand, "point")
    if point is not None:
        suit = suit_of(point.cards.bit_length() - 1)
        if chosen & point.cards and not best_discard & point.cards:
            return _reason("point_broken", suit=suit)
    sequence = best(hand, "sequence")
    if sequence is not None and chosen & sequence.cards and not best_discard & sequence.cards:
        return _reason("sequence_broken", cards=chosen & sequence.cards)
    high = 0
    for rank in (ACE, KING):
        for suit in range(4):
            high |= 1 << card(rank, suit)
    given = chosen & ~best_discard & high
    if given:
        return _reason("high_cards", cards=given)
    took, should = chosen.bit_count(), best_discard.bit_count()
    if took != should:
        if took == 1:
            return _reason("took_one", should=should)
        return _reason("took", took=took, should=should)
    return None


def declaration_reason(chosen: Action, best_action: Action) -> Reason | None:
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
        return _reason("answered", said=chosen.reply, right=best_action.reply)
    return None


def carte_blanche_reason(chosen: Action, best_action: Action) -> Reason | None:
    if (
        isinstance(chosen, CarteBlanche)
        and not chosen.claim
        and isinstance(best_action, CarteBlanche)
    ):
        return _reason("carte_blanche")
    return None


def reason_for(v: PlayerView, hand: int, chosen: Action, best_action: Action) -> Reason | None:
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
    "REASON_FIELDS",
    "REASON_KEYS",
    "UNREAD",
    "Reason",
    "ReasonKey",
    "carte_blanche_reason",
    "declaration_reason",
    "english",
    "exchange_reason",
    "play_reason",
    "reason_for",
]
