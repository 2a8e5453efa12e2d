"""Reference players: a uniformly random one and a simple greedy one.

They exist to be beaten. ``RandomPlayer`` is the floor every level must clear by a wide margin and
the load generator for engine benchmarks; ``GreedyPlayer`` plays the obvious move at every step
with no lookahead and no model of the opponent, which is what a beginner does and what a real
level has to beat on mirrored deals before it is worth shipping.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from piquet_desktop.engine.actions import (
    ANSWERS,
    PLAYS,
    Action,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
)
from piquet_desktop.engine.cards import (
    ACE,
    SUIT_MASKS,
    cards_of,
    mask_of,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import SUIT_PIPS, best, sequences, sets, suit_pattern
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class RandomPlayer:
    """Picks uniformly among the legal actions.

    For the exchange "uniformly" is taken per step, not over the 1,585 discards: first a count
    uniformly in the allowed range, then a uniform subset of that size. Uniform over all discards
    would almost always throw five cards (792 of the 1,585), which tests the engine's other paths
    far less; and it never needs the discards listed.
    """

    name: str = "random"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        if decision.exchange_range is not None:
            low, high = decision.exchange_range
            n = rng.randint(low, high)
            return Discard(mask_of(rng.sample(cards_of(decision.hand), n)))
        return rng.choice(decision.actions)


def _suit_strength(hand: int, suit: int) -> tuple[int, int]:
    """How good a suit is to keep: its length, then its pip total (the point's own comparison)."""
    pattern = suit_pattern(hand, suit)
    return pattern.bit_count(), SUIT_PIPS[pattern]


def discard_order(hand: int) -> list[int]:
    """The cards of ``hand`` in the order the greedy player gives them up.

    Protected (given up last): the whole of the strongest suit (the point suit, which Cavendish
    puts first), every ace, and every card in a sequence or in a trio or quatorze. Within each of
    the two groups the weakest suit goes first and, inside a suit, the lowest card first: short
    weak suits are thrown whole, long strong ones kept.
    """
    strength = {s: _suit_strength(hand, s) for s in range(4)}
    point_suit = max(range(4), key=lambda s: strength[s])
    protected = SUIT_MASKS[point_suit]
    for combo in (*sequences(hand), *sets(hand)):
        protected |= combo.cards
    return sorted(
        cards_of(hand),
        key=lambda c: (
            bool(protected >> c & 1) or rank_of(c) == ACE,
            strength[suit_of(c)],
            rank_of(c),
        ),
    )


def _longest_suit(hand: int) -> int:
    return max((s for s in range(4) if hand & SUIT_MASKS[s]), key=lambda s: _suit_strength(hand, s))


@dataclass(frozen=True, slots=True)
class GreedyPlayer:
    """The obvious move at every step, no lookahead. Its rules, decision by decision:

    * carte blanche: always claims (10 points, and it shields from pique and repique); as elder it
      announces the full exchange.
    * exchange: takes as many cards as allowed (elder his whole portion, younger all that is left),
      since more cards mean more chances of a point, sequence or set. It discards in
      ``discard_order``: short weak suits first, keeping the point suit, aces and combinations.
    * declarations: calls its best combination in each category (never sinks, never calls less)
      and answers truthfully: "not good" when it holds better, "equal" when it holds equal.
    * the talon cards younger leaves: always looks.
    * play: following, it wins with its highest winning card if it can, else throws its lowest card
      (lowest rank, from its shortest suit on a tie). Leading, it plays the highest card of its
      longest suit (length, then pips), cashing winners and establishing the long suit.
    """

    name: str = "greedy"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        kind = decision.kind
        if kind == "exchange":
            assert decision.exchange_range is not None
            n = decision.exchange_range[1]
            return Discard(mask_of(discard_order(decision.hand)[:n]))
        if kind == "play":
            return self._play(view, decision)
        if kind == "call":
            return self._call(view, decision)
        if kind == "answer":
            for reply in ("not_good", "equal"):
                if ANSWERS[reply] in decision.actions:
                    return ANSWERS[reply]
            return ANSWERS["good"]
        if kind == "talon_choice":
            return LookAtTalon(True)
        claims = [a for a in decision.actions if isinstance(a, CarteBlanche) and a.claim]
        return max(claims, key=lambda a: a.take) if claims else decision.actions[0]

    @staticmethod
    def _call(view: PlayerView, decision: Decision) -> Action:
        category = decision.category
        held = best(view.hand, category) if category is not None else None
        if held is not None:
            for action in decision.actions:
                if isinstance(action, Call) and action.cards == held.cards:
                    return action
        calls = [a for a in decision.actions if isinstance(a, Call)]
        return max(calls, key=lambda a: a.cards.bit_count()) if calls else decision.actions[0]

    @staticmethod
    def _play(view: PlayerView, decision: Decision) -> Action:
        legal = [a.card for a in decision.actions if isinstance(a, Play)]
        lead = view.lead_card
        hand = view.hand
        if lead < 0:
            suit = _longest_suit(hand)
            return PLAYS[max(c for c in legal if suit_of(c) == suit)]
        winners = [c for c in legal if suit_of(c) == suit_of(lead) and c > lead]
        if winners:
            return PLAYS[max(winners)]
        low = min(legal, key=lambda c: (rank_of(c), (hand & SUIT_MASKS[suit_of(c)]).bit_count(), c))
        return PLAYS[low]
