"""Actions: small frozen values with a stable JSON form.

The acting player is never part of an action; it is whoever the state says is to act. That keeps a
record from being able to contradict itself (an action "by" the wrong player) and keeps the objects
tiny. Chance is an action too (``Cut``, ``Shuffle``), so the action list alone rebuilds a partie.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .cards import card_str, mask_of, mask_str, sorted_for_display
from .combinations import CATEGORIES, Category

Reply = Literal["good", "not_good", "equal"]
REPLIES: tuple[Reply, ...] = ("good", "not_good", "equal")


@dataclass(frozen=True, slots=True)
class Cut:
    """Chance: the card each seat cut (seat 0's first). Equal ranks mean a recut."""

    cards: tuple[int, int]

    def __str__(self) -> str:
        return f"cut {card_str(self.cards[0])} / {card_str(self.cards[1])}"


@dataclass(frozen=True, slots=True)
class Shuffle:
    """Chance: the whole pack in dealing order, top card first."""

    order: tuple[int, ...]

    def __str__(self) -> str:
        return "shuffle " + " ".join(card_str(c) for c in self.order)


@dataclass(frozen=True, slots=True)
class CarteBlanche:
    """Claim (or not) a carte blanche. Elder claiming says at once how many cards he will take."""

    claim: bool
    take: int = 0

    def __str__(self) -> str:
        if not self.claim:
            return "no carte blanche claimed"
        return "carte blanche" + (f", taking {self.take}" if self.take else "")


@dataclass(frozen=True, slots=True)
class Discard:
    cards: int  # mask

    def __str__(self) -> str:
        return f"discard {mask_str(self.cards)}" if self.cards else "take no cards"


@dataclass(frozen=True, slots=True)
class Call:
    """Declare a combination (or less than one held) in the current category."""

    category: Category
    cards: int  # mask

    def __str__(self) -> str:
        return f"call {self.category} {mask_str(self.cards)}"


@dataclass(frozen=True, slots=True)
class Sink:
    """Call nothing in the current category."""

    category: Category

    def __str__(self) -> str:
        return f"sink {self.category}"


@dataclass(frozen=True, slots=True)
class Answer:
    reply: Reply

    def __str__(self) -> str:
        return self.reply.replace("_", " ")


@dataclass(frozen=True, slots=True)
class LookAtTalon:
    """Younger's choice, at elder's first lead, about the talon cards he left."""

    look: bool

    def __str__(self) -> str:
        return "look at the cards left" if self.look else "leave the cards left unseen"


@dataclass(frozen=True, slots=True)
class Play:
    card: int

    def __str__(self) -> str:
        return f"play {card_str(self.card)}"


Action = Cut | Shuffle | CarteBlanche | Discard | Call | Sink | Answer | LookAtTalon | Play

# Shared instances: trick play creates millions of actions in self-play, so reuse them.
PLAYS = tuple(Play(c) for c in range(36))
ANSWERS = {r: Answer(r) for r in REPLIES}
SINKS = {c: Sink(c) for c in CATEGORIES}


def _cards_json(mask: int) -> list[str]:
    return [card_str(c) for c in sorted_for_display(mask)]


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Play):
        return {"type": "play", "card": card_str(action.card)}
    if isinstance(action, Discard):
        return {"type": "discard", "cards": _cards_json(action.cards)}
    if isinstance(action, Call):
        return {"type": "call", "category": action.category, "cards": _cards_json(action.cards)}
    if isinstance(action, Sink):
        return {"type": "sink", "category": action.category}
    if isinstance(action, Answer):
        return {"type": "answer", "reply": action.reply}
    if isinstance(action, LookAtTalon):
        return {"type": "look_at_talon", "look": action.look}
    if isinstance(action, CarteBlanche):
        return {"type": "carte_blanche", "claim": action.claim, "take": action.take}
    if isinstance(action, Shuffle):
        return {"type": "shuffle", "order": [card_str(c) for c in action.order]}
    if isinstance(action, Cut):
        return {"type": "cut", "cards": [card_str(c) for c in action.cards]}
    raise TypeError(f"not an action: {action!r}")


# The card texts a record may hold: exactly what card_str writes. Variants such as "as" or "TS"
# are refused because a list could then name one card twice in two spellings, which the record
# schema (uniqueItems compares texts) cannot see: the schema and this reader must agree exactly.
CARD_BY_TEXT: dict[str, int] = {card_str(c): c for c in range(36)}


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    if name not in data:
        raise ValueError(f"'{data.get('type')}' action is missing '{name}'")
    value = data[name]
    # JSON has one kind of number: 7.0 is the integer 7, as the schema says; a JSON true is not 1.
    if kind is int and isinstance(value, float) and value.is_integer():
        return int(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"'{data.get('type')}' action: '{name}' has the wrong type")
    return value


def _card(text: object) -> int:
    if isinstance(text, str) and text in CARD_BY_TEXT:
        return CARD_BY_TEXT[text]
    raise ValueError(f"{text!r} is not a card: write rank then suit, e.g. AS, 10H, 7C")


def _card_list(data: dict[str, Any], name: str, least: int, most: int) -> list[int]:
    kind = data.get("type")
    raw = _field(data, name, list)
    if not least <= len(raw) <= most:
        raise ValueError(f"'{kind}' action: '{name}' must list {least} to {most} cards")
    out = [_card(item) for item in raw]
    if len(set(out)) != len(out):
        raise ValueError(f"'{kind}' action: '{name}' names a card twice")
    return out


_KEYS = {
    "play": {"card"},
    "discard": {"cards"},
    "call": {"category", "cards"},
    "sink": {"category"},
    "answer": {"reply"},
    "look_at_talon": {"look"},
    "carte_blanche": {"claim", "take"},
    "shuffle": {"order"},
    "cut": {"cards"},
}


def action_from_json(data: object) -> Action:
    """Read an action, refusing anything malformed with a message that says what is wrong.

    It accepts exactly what the action branches of the record schema accept (a test feeds both
    the same mutated actions), so a record's verdict does not depend on which of the two spoke.
    """
    if not isinstance(data, dict):
        raise ValueError("an action must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise ValueError(f"unknown action type {kind!r}")
    # The usual action first, at dictionary speed: a play of a card written as card_str writes it.
    card = data.get("card")
    if kind == "play" and len(data) == 2 and isinstance(card, str) and card in CARD_BY_TEXT:
        return PLAYS[CARD_BY_TEXT[card]]
    extra = data.keys() - _KEYS[kind] - {"type"}
    if extra:
        raise ValueError(f"'{kind}' action has unexpected field(s): {', '.join(sorted(extra))}")
    if kind == "play":
        return PLAYS[_card(_field(data, "card", str))]
    if kind == "discard":
        return Discard(mask_of(_card_list(data, "cards", 0, 12)))
    if kind in ("call", "sink"):
        category = _field(data, "category", str)
        if category not in CATEGORIES:
            raise ValueError(f"unknown declaration category {category!r}")
        if kind == "sink":
            return SINKS[category]
        return Call(category, mask_of(_card_list(data, "cards", 1, 12)))
    if kind == "answer":
        reply = _field(data, "reply", str)
        if reply not in REPLIES:
            raise ValueError(f"unknown answer {reply!r}; answers are good, not_good, equal")
        return ANSWERS[reply]
    if kind == "look_at_talon":
        return LookAtTalon(_field(data, "look", bool))
    if kind == "carte_blanche":
        claim = _field(data, "claim", bool)
        take = _field(data, "take", int)
        if not 0 <= take <= 7:
            raise ValueError(f"'carte_blanche' action: 'take' must be 0 to 7, not {take}")
        return CarteBlanche(claim, take)
    if kind == "shuffle":
        return Shuffle(tuple(_card_list(data, "order", 32, 36)))
    cards = _card_list(data, "cards", 2, 2)
    return Cut((cards[0], cards[1]))
