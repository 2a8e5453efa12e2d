"""Whose turn it is, what he is asked and what he may answer: the turn, as the laws define it.

A ``Decision`` is a fact of the game, not of whoever answers it: the same object is handed to a
computer player, shown to the human by the window, checked by the arena and the controller. It is
built from the state by ``decision_for`` and holds only what the acting seat may know (his own hand
and what he may do), so giving it away leaks nothing.

The exchange is the one choice too large to list: elder picks any 1 to 5 of 12 cards (1,585
discards) and listing them costs more than a whole random deal, so for the exchange the decision
carries only the hand and the ``(low, high)`` range of the count. ``discards.legal_discards``
(re-exported here) is the one enumeration of those discards for everyone who needs them listed
(the engine's ``legal_actions``, the decision's ``iter_actions``, the computer's search and the
advice): one order, so a search that breaks ties by enumeration order decides the same wherever
it starts.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Literal

from .actions import PLAYS, Action, Discard
from .cards import cards_of
from .combinations import Category
from .deal import Phase
from .discards import legal_discards
from .partie import PartieState

__all__ = ["Decision", "DecisionKind", "decision_for", "legal_discards"]

DecisionKind = Literal["carte_blanche", "exchange", "call", "answer", "talon_choice", "play"]

_KIND_OF_PHASE: dict[Phase, DecisionKind] = {
    "carte_blanche": "carte_blanche",
    "elder_discard": "exchange",
    "younger_discard": "exchange",
    "talon_choice": "talon_choice",
    "play": "play",
}


@dataclass(frozen=True, slots=True)
class Decision:
    """The choice a seat has to make now, in a form cheap enough to build at every step.

    ``actions`` lists every legal action, except for ``kind == "exchange"`` where it is empty and
    ``exchange_range`` (fewest, most cards to discard) and ``hand`` describe the choice instead:
    any ``Discard`` of between ``low`` and ``high`` cards of ``hand`` is legal. ``category`` is the
    declaration category for ``call`` and ``answer`` decisions.
    """

    seat: int
    kind: DecisionKind
    actions: tuple[Action, ...] = ()
    exchange_range: tuple[int, int] | None = None
    hand: int = 0
    category: Category | None = None

    def count(self) -> int:
        """How many different actions are legal (for the exchange: sum of C(hand, n))."""
        if self.exchange_range is None:
            return len(self.actions)
        low, high = self.exchange_range
        n = self.hand.bit_count()
        return sum(comb(n, k) for k in range(low, high + 1))

    @property
    def forced(self) -> Action | None:
        """The only legal action when there is no choice at all, else None."""
        if self.exchange_range is not None:
            return Discard(0) if self.exchange_range[1] == 0 else None
        return self.actions[0] if len(self.actions) == 1 else None

    def is_legal(self, action: Action) -> bool:
        if self.exchange_range is None:
            return action in self.actions
        low, high = self.exchange_range
        return (
            type(action) is Discard
            and not action.cards & ~self.hand
            and low <= action.cards.bit_count() <= high
        )

    def iter_actions(self) -> Iterator[Action]:
        """Every legal action, the exchange's discards generated lazily (``legal_discards``)."""
        if self.exchange_range is None:
            yield from self.actions
            return
        for cards in legal_discards(self.hand, *self.exchange_range):
            yield Discard(cards)


@lru_cache(maxsize=1 << 14)
def _play_decision(seat: int, legal: int) -> Decision:
    """The decision to play one of the cards ``legal``: the same few (a suit's cards when following)
    come up again and again, and a Decision is immutable, so each is built once and shared."""
    return Decision(seat, "play", tuple(map(PLAYS.__getitem__, cards_of(legal))))


def decision_for(state: PartieState) -> Decision:
    """The decision pending in ``state``; ValueError if chance is to act or the partie is over.

    This reads the whole state (it is the driver's function, never a player's), and what it
    returns is limited to what the acting seat may know.
    """
    deal = state.deal
    if state.phase != "deal" or deal is None:
        raise ValueError(f"no player is to act: the partie is at its {state.phase} step")
    seat = deal.to_act
    phase = deal.phase
    if phase == "play":
        return _play_decision(seat, deal.legal_plays())
    if phase in ("elder_discard", "younger_discard"):
        return Decision(seat, "exchange", (), deal.exchange_range(), deal.hands[seat])
    if phase == "declare":
        kind: DecisionKind = "answer" if deal.declaration_step == "answer" else "call"
        return Decision(seat, kind, tuple(deal.legal_actions()), category=deal.current_category)
    if phase in _KIND_OF_PHASE:
        return Decision(seat, _KIND_OF_PHASE[phase], tuple(deal.legal_actions()))
    raise ValueError(f"no player is to act: the deal is at its {phase} step")
