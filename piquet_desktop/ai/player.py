"""What a computer player is, what it is asked, and how whole parties are driven from a seed.

A player is anything with a ``name`` and a ``choose(view, decision, rng)`` method (``Player``).
It gets two things about the game and nothing else:

* the ``PlayerView`` of its seat: everything the laws let it know, and no more. Players never see
  the ``PartieState``; that is what keeps a computer opponent honest and lets the same player run
  against a human at the table, in the arena or in a benchmark.
* the engine's ``Decision`` (``engine.decision``): what kind of choice is pending and which
  actions are legal. For the exchange, the one choice too large to list, it carries only the hand
  and the ``(low, high)`` range of the count, and a player builds its own ``Discard``.

The driver (``Table``, ``play_partie``) owns all the randomness: chance (the cut and every
shuffle) is drawn from ``random.Random(seed)`` through the engine's ``chance_action``, and each seat
gets its own generator derived from the same seed, so a partie is a pure function of
``(rules, players, seed)``. Because chance never depends on what the players do, replaying a seed
with the players' seats swapped deals exactly the same cards to each seat: a mirrored pair, which
is how strength has to be measured (a deal's score has a standard deviation of about 24 points).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from piquet_desktop.engine.actions import Action, Cut, Shuffle
from piquet_desktop.engine.cards import ACE, card, pack
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import (
    Applied,
    DealResult,
    PartieState,
    chance_action,
    new_partie,
)
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view


class Player(Protocol):
    """A seat's decision maker. It must be deterministic given its arguments and ``rng``.

    ``choose`` returns one legal action for ``decision``, knowing only ``view`` (its seat's view of
    the partie) and drawing any randomness from ``rng`` (never the global ``random``), so that a
    partie replays identically from its seed. ``name`` is a property in the protocol so that
    frozen dataclasses and plain classes with a class attribute both qualify.
    """

    @property
    def name(self) -> str: ...

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action: ...


def seat_rngs(seed: int) -> tuple[random.Random, random.Random]:
    """One generator per seat, derived from the partie seed but independent of chance's.

    Seeding with a string is stable across processes and Python versions (it is hashed with
    SHA-512, not with the per-process ``hash``), and keeps a player's draws from shifting the
    shuffles.
    """
    return random.Random(f"piquet-seat:{seed}:0"), random.Random(f"piquet-seat:{seed}:1")


class Table:
    """A partie in progress with its players and every source of randomness: a building block.

    ``step`` applies one action (chance's or a player's); ``play_deal`` runs to the end of the
    current deal; ``play`` to the end of the partie. A decision with a single legal action (the
    last trick, a forced follow, younger with nothing left to take) is applied without asking the
    player unless ``ask_forced`` is set: it carries no choice, and about one player step in seven
    (15% in random play) is forced, each of which would otherwise cost a view.
    ``on_action(state, action)`` is called after every action applied, for statistics or logging.
    """

    __slots__ = ("ask_forced", "chance", "on_action", "players", "rngs", "state")

    def __init__(
        self,
        state: PartieState,
        players: tuple[Player, Player],
        chance: random.Random,
        rngs: tuple[random.Random, random.Random],
        *,
        ask_forced: bool = False,
        on_action: Callable[[PartieState, Action], None] | None = None,
    ) -> None:
        self.state = state
        self.players = players
        self.chance = chance
        self.rngs = rngs
        self.ask_forced = ask_forced
        self.on_action = on_action

    @classmethod
    def new(
        cls,
        rules: RuleSet,
        players: tuple[Player, Player],
        seed: int,
        *,
        ask_forced: bool = False,
        on_action: Callable[[PartieState, Action], None] | None = None,
    ) -> Table:
        """A fresh partie whose chance and seat generators all derive from ``seed``."""
        return cls(
            new_partie(rules),
            players,
            random.Random(seed),
            seat_rngs(seed),
            ask_forced=ask_forced,
            on_action=on_action,
        )

    def next_action(self) -> Action:
        """The action to take now (chance's draw or the player's choice), without applying it."""
        state = self.state
        if state.phase in ("cut", "shuffle"):
            return chance_action(state, self.chance)
        decision = decision_for(state)
        forced = None if self.ask_forced else decision.forced
        if forced is not None:
            return forced
        seat = decision.seat
        return self.players[seat].choose(view(state, seat), decision, self.rngs[seat])

    def step(self) -> Action:
        """Choose and apply one action (and return it); a player's illegal choice raises,
        naming the player."""
        return self._step()[0]

    def _step(self) -> tuple[Action, Applied]:
        state = self.state
        if state.phase == "over":
            raise ValueError("the partie is over")
        seat = state.current_player
        action = self.next_action()
        try:
            applied = state.apply(action)
        except IllegalActionError as err:
            name = self.players[seat].name if seat in (0, 1) else "chance"
            chose = Refusal.of(
                "player_chose_illegal",
                player=name,
                seat=seat,
                action=str(action),
                cause=err.refusal,
            )
            raise IllegalActionError(chose) from err
        if self.on_action is not None:
            self.on_action(state, action)
        return action, applied

    def play_deal(self) -> DealResult:
        """Play (shuffling first if need be) until the deal in play or about to start is over."""
        while True:
            result = self._step()[1].deal_result
            if result is not None:
                return result

    def play(self) -> PartieState:
        while self.state.phase != "over":
            self.step()
        return self.state


def play_partie(rules: RuleSet, players: tuple[Player, Player], seed: int) -> PartieState:
    """Play a whole partie; the same ``(rules, players, seed)`` always gives the same partie.

    ``players[0]`` sits in seat 0. Calling again with the players swapped and the same seed deals
    every seat the same cards: the two parties form a mirrored pair.
    """
    return Table.new(rules, players, seed).play()


def start_deal(rules: RuleSet, order: tuple[int, ...], elder: int) -> PartieState:
    """A partie positioned at its first deal with ``order`` as the pack and ``elder`` elder hand.

    The cut is chosen to make ``1 - elder`` the dealer under the rule set's cut rule, so single
    deals (solver tests, mirrored deal pairs) can be played with the ordinary driver.
    """
    state = new_partie(rules)
    high, low = card(ACE, 0), card(1, 1)  # an ace and a seven: in both packs, never equal
    dealer = 1 - elder
    dealer_card = high if rules.cut == "higher_deals" else low
    other_card = low if dealer_card == high else high
    cut = (dealer_card, other_card) if dealer == 0 else (other_card, dealer_card)
    state.apply(Cut(cut))
    state.apply(Shuffle(order))
    return state


def play_deal_pair(
    rules: RuleSet, players: tuple[Player, Player], seed: int
) -> tuple[DealResult, DealResult]:
    """One random deal played twice, the players swapping seats: a mirrored deal pair.

    Seat 0 is elder both times, so ``players[0]`` holds elder's cards in the first deal and
    ``players[1]`` in the second. ``pair_margin`` turns the pair into one number.
    """
    pack_order = list(pack(rules.deck))
    random.Random(seed).shuffle(pack_order)  # the same draw chance_action makes for a shuffle
    out: list[DealResult] = []
    for seats in (players, (players[1], players[0])):
        state = start_deal(rules, tuple(pack_order), 0)
        out.append(Table(state, seats, random.Random(seed), seat_rngs(seed)).play_deal())
    return out[0], out[1]


def pair_margin(pair: tuple[DealResult, DealResult]) -> int:
    """What the first player of a ``play_deal_pair`` gained over the second across both deals."""
    first, second = pair
    a0, b0 = first.totals
    b1, a1 = second.totals
    return (a0 - b0) + (a1 - b1)
