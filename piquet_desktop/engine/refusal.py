"""Why the rules refuse an action, as a value: a kind and the values it names.

Why a value and not a sentence: the engine's refusals reach three readers. A log or a console
tool prints the English (``english``, also ``str`` of ``IllegalActionError``), the window says
it in the player's language, and a test checks what was refused. When the engine handed over
only an English sentence, the window had to read it back with regular expressions to find the
French, and rewording a sentence here silently brought English into the French window. Now the
window translates by ``kind`` and reads the ``fields`` (``words.refusals``); rewording the
English changes nothing else.

A refusal's fields are plain values: counts and seats as ``int``, cards and masks as the
engine's ``int`` (the English writes them as records do, "KH"), words of the rules ("elder",
"point", "not_good") as ``str``, and for a refusal wrapping another (a player's illegal choice)
the inner ``Refusal``. ``REFUSAL_FIELDS`` names the fields of every kind, and ``WAITING`` the
steps a deal can wait for (the clause after "not possible now:"), so a test can render every
kind in every language from this module alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .cards import SUIT_NAMES, card_str, mask_str

__all__ = [
    "REFUSAL_FIELDS",
    "REFUSAL_KINDS",
    "WAITING",
    "Refusal",
    "RefusalKind",
    "Waiting",
    "english",
    "waiting_english",
]

RefusalKind = Literal[
    "no_exchange",
    "discard_not_held",
    "must_discard",
    "may_discard",
    "carte_blanche_take",
    "carte_blanche_take_not_elder",
    "wrong_category",
    "cannot_call",
    "sets_never_equal",
    "cannot_answer",
    "not_in_hand",
    "must_follow_suit",
    "not_now",
    "cut_first",
    "shuffle_first",
    "partie_over",
    "cut_card_not_in_pack",
    "same_cut_card",
    "bad_shuffle",
    "no_chance_step",
    "player_chose_illegal",
]
REFUSAL_KINDS: tuple[RefusalKind, ...] = get_args(RefusalKind)

Waiting = Literal[
    "deal_over",
    "carte_blanche",
    "elder_discard",
    "younger_discard",
    "talon_choice",
    "call",
    "answer",
    "lead",
    "follow",
]
"""What the deal waits for when it refuses an action out of turn; with the fields ``who``
("elder"/"younger") and, while declaring, ``category``."""
WAITING: tuple[Waiting, ...] = get_args(Waiting)

_WAITING_FIELDS = ("waiting", "who", "category")

REFUSAL_FIELDS: dict[RefusalKind, tuple[str, ...]] = {
    "no_exchange": _WAITING_FIELDS,
    "discard_not_held": ("cards",),
    "must_discard": ("who", "low"),
    "may_discard": ("who", "low", "high", "n"),
    "carte_blanche_take": ("high",),
    "carte_blanche_take_not_elder": (),
    "wrong_category": ("category", "asked"),
    "cannot_call": ("cards", "category"),
    "sets_never_equal": (),
    "cannot_answer": ("reply", "category"),
    "not_in_hand": ("card",),
    "must_follow_suit": ("suit",),
    "not_now": ("action", *_WAITING_FIELDS),
    "cut_first": ("action",),
    "shuffle_first": ("action",),
    "partie_over": (),
    "cut_card_not_in_pack": ("card",),
    "same_cut_card": (),
    "bad_shuffle": ("size",),
    "no_chance_step": (),
    "player_chose_illegal": ("player", "seat", "action", "cause"),
}
"""The fields each kind carries: ``card``/``cards``/``suit``/counts are ints, ``action`` the
action as records write it ("play KH"), ``cause`` the refusal a player's choice met."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refusal: ``kind`` and its ``fields`` as (name, value) pairs, immutable and hashable."""

    kind: RefusalKind
    fields: tuple[tuple[str, str | int | Refusal], ...] = ()

    @classmethod
    def of(cls, kind: RefusalKind, **fields: str | int | Refusal) -> Refusal:
        return cls(kind, tuple(fields.items()))

    def value(self, name: str) -> str | int | Refusal:
        for key, found in self.fields:
            if key == name:
                return found
        raise KeyError(f"refusal {self.kind!r} has no field {name!r}")

    def text(self, name: str) -> str:
        """The field ``name``, a word of the rules or an action as records write it."""
        found = self.value(name)
        if not isinstance(found, str):
            raise TypeError(f"refusal {self.kind!r}: field {name!r} is not a word")
        return found

    def count(self, name: str) -> int:
        """The field ``name``, a count, a seat, a card or a mask."""
        found = self.value(name)
        if not isinstance(found, int):
            raise TypeError(f"refusal {self.kind!r}: field {name!r} is not a number")
        return found

    def cause(self) -> Refusal:
        """The refusal a wrapping one (``player_chose_illegal``) reports."""
        found = self.value("cause")
        if not isinstance(found, Refusal):
            raise TypeError(f"refusal {self.kind!r} wraps no refusal")
        return found

    def __str__(self) -> str:
        return english(self)


def waiting_english(refusal: Refusal) -> str:
    """The clause saying what the deal waits for ("elder is to discard"), from the fields
    ``waiting``, ``who`` and ``category``."""
    waiting, who = refusal.text("waiting"), refusal.text("who")
    if waiting == "deal_over":
        return "the deal is over"
    if waiting == "carte_blanche":
        return f"{who} is to say whether he claims carte blanche"
    if waiting in ("elder_discard", "younger_discard"):
        return f"{waiting.split('_')[0]} is to discard"
    if waiting == "talon_choice":
        return "younger is to say whether he looks at the cards he left"
    if waiting in ("call", "answer"):
        return f"{who} is to {waiting} in the {refusal.text('category')}"
    return f"{who} is to {'lead' if waiting == 'lead' else 'play to the trick'}"


def english(refusal: Refusal) -> str:
    """The refusal in English, as logs, console tools and ``str(IllegalActionError)`` say it."""
    r = refusal
    kind = r.kind
    if kind == "no_exchange":
        return f"there is no exchange now: {waiting_english(r)}"
    if kind == "discard_not_held":
        return f"cannot discard {mask_str(r.count('cards'))}: not in your hand"
    if kind == "must_discard":
        low = r.count("low")
        return f"{r.text('who')} must discard {low} card{'s' if low != 1 else ''}"
    if kind == "may_discard":
        low, high, n = r.count("low"), r.count("high"), r.count("n")
        return f"{r.text('who')} may discard {low} to {high} cards here, not {n}"
    if kind == "carte_blanche_take":
        high = r.count("high")
        return f"elder claiming carte blanche must say how many cards he takes (1 to {high})"
    if kind == "carte_blanche_take_not_elder":
        return "only elder, claiming carte blanche, says how many he takes"
    if kind == "wrong_category":
        return f"the declarations are at {r.text('category')}, not {r.text('asked')}"
    if kind == "cannot_call":
        cards = mask_str(r.count("cards")) or "no cards"
        return f"{cards} is not a {r.text('category')} you hold and can call"
    if kind == "sets_never_equal":
        return "sets are never equal: answer good or not good"
    if kind == "cannot_answer":
        reply = r.text("reply")
        held = "better" if reply == "not_good" else "equal"
        said = reply.replace("_", " ")
        return f"you cannot answer {said}: you hold no {held} {r.text('category')}"
    if kind == "not_in_hand":
        return f"{card_str(r.count('card'))} is not in your hand"
    if kind == "must_follow_suit":
        return f"you must follow suit: you hold {SUIT_NAMES[r.count('suit')]}"
    if kind == "not_now":
        return f"'{r.text('action')}' is not possible now: {waiting_english(r)}"
    if kind == "cut_first":
        return f"the partie starts with the cut, not '{r.text('action')}'"
    if kind == "shuffle_first":
        return f"the pack is to be shuffled and dealt, not '{r.text('action')}'"
    if kind == "partie_over":
        return "the partie is over"
    if kind == "cut_card_not_in_pack":
        return f"the cut card {r.count('card')} is not in the pack"
    if kind == "same_cut_card":
        return "both players cannot cut the same card"
    if kind == "bad_shuffle":
        return f"a shuffle must order all {r.count('size')} cards of the pack exactly once"
    if kind == "no_chance_step":
        return "no chance step is pending"
    assert kind == "player_chose_illegal", kind
    player, seat, action = r.text("player"), r.count("seat"), r.text("action")
    return f"player {player!r} in seat {seat} chose '{action}', which is illegal: {r.cause()}"
