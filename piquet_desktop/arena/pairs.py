"""Mirrored deal pairs and mirrored parties, each played from its own seed.

What mirrored play is and why, the score context of a deal pair and the seeding scheme are told in
``arena.mirrored``, the arena's overview. This module plays one item: a deal pair (the same
shuffle twice from one score situation, the seats swapped) or one partie of a mirrored pair, and
tallies it from player A's side.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Literal

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player, Table, seat_rngs
from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet

Context = Literal["partie", "fresh"]
CONTEXTS: tuple[Context, ...] = ("partie", "fresh")
PlayerFactory = Callable[[str], Player]

# ------------------------------------------------------------------------------- seeds


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any values, stable across processes, platforms and Python versions.

    ``hash()`` is salted per process, so it cannot be used: a worker would see other seeds.
    """
    text = ":".join(str(p) for p in parts)
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def pair_seed(seed: int, a: str, b: str, index: int) -> int:
    """The seed of deal pair ``index`` of the pairing of ``a`` and ``b``.

    The names enter sorted, so ``a,b`` and ``b,a`` play the very same deals (with the margins'
    signs flipped): a pairing's result does not depend on the order it was listed in.
    """
    low, high = sorted((a, b))
    return derive_seed("piquet-deal-pair", seed, low, high, index)


def deal_number_for(index: int, rules: RuleSet, context: Context) -> int:
    """Which deal of a partie deal pair ``index`` is played as (1 for fresh deals)."""
    if context == "fresh":
        return 1
    return 1 + index % rules.rubicon_deals


# ------------------------------------------------------------------------------- deal pairs


def deal_pair_start(
    rules: RuleSet, seed: int, deal_number: int
) -> tuple[PartieState, tuple[int, ...]]:
    """The partie as it stands before deal ``deal_number`` (at its shuffle), and the pack order.

    Deals before ``deal_number`` are played by two greedy players from a seed derived from
    ``seed``; an au cent partie that ends sooner stops at its last deal instead. The pack order is
    drawn from another derived seed, so the cards do not depend on the prefix.
    """
    greedy = GreedyPlayer()
    table = Table.new(rules, (greedy, greedy), derive_seed("prefix", seed))
    state = table.state
    while state.phase == "cut":  # equal cuts are cut again
        table.step()
    snapshot = state.clone()
    while len(state.results) < deal_number - 1:
        table.play_deal()
        if state.phase == "over":
            break
        snapshot = state.clone()
    order = list(pack(rules.deck))
    random.Random(derive_seed("shuffle", seed)).shuffle(order)
    return snapshot, tuple(order)


def play_from(
    start: PartieState, order: tuple[int, ...], players: tuple[Player, Player], seed: int
) -> PartieState:
    """Deal ``order`` from a copy of ``start`` and play that one deal with ``players`` seated."""
    state = start.clone()
    state.apply(Shuffle(order))
    Table(state, players, random.Random(seed), seat_rngs(seed)).play_deal()
    return state


def mirrored_deal_states(
    rules: RuleSet,
    factory: PlayerFactory,
    names: tuple[str, str],
    seed: int,
    deal_number: int,
) -> tuple[PartieState, PartieState]:
    """Both deals of a mirrored pair as finished partie states (A in seat 0 first, then B)."""
    start, order = deal_pair_start(rules, seed, deal_number)
    a, b = names
    first = play_from(start, order, (factory(a), factory(b)), seed)
    second = play_from(start, order, (factory(b), factory(a)), seed)
    return first, second


@dataclass(frozen=True, slots=True)
class DealPairResult:
    """One mirrored deal pair, from A's side. ``a_points[k]`` is A's score in deal ``k``."""

    index: int
    deal_number: int
    elder_seat: int  # the same in both deals; A sat in seat 0 in the first deal
    scores_before: tuple[int, int]  # the partie totals of seat 0 and seat 1 before the deal
    a_points: tuple[int, int]
    b_points: tuple[int, int]

    @property
    def margin(self) -> int:
        """A's net points over the two deals: what the pair says about A against B."""
        return sum(self.a_points) - sum(self.b_points)


def play_mirrored_deal_pair(
    rules: RuleSet,
    factory: PlayerFactory,
    names: tuple[str, str],
    seed: int,
    index: int,
    context: Context = "partie",
) -> DealPairResult:
    """Play deal pair ``index`` of a pairing (``seed`` is the pair's own seed, ``pair_seed``)."""
    number = deal_number_for(index, rules, context)
    first, second = mirrored_deal_states(rules, factory, names, seed, number)
    r1, r2 = first.results[-1], second.results[-1]
    before = (first.totals[0] - r1.totals[0], first.totals[1] - r1.totals[1])
    a1, b1 = r1.totals
    b2, a2 = r2.totals
    return DealPairResult(index, r1.number, r1.elder, before, (a1, a2), (b1, b2))


# ------------------------------------------------------------------------------- parties


@dataclass(slots=True)
class PlayerStats:
    """One player's tally over whole parties, whichever seat it sat in."""

    name: str
    label: str
    parties: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    deals: int = 0
    points: int = 0
    mean_points_per_deal: float = 0.0
    mean_points_per_partie: float = 0.0
    partie_score: int = 0  # rubicon: margins won minus margins lost
    mean_partie_score: float = 0.0
    rubicons_inflicted: int = 0
    rubicons_suffered: int = 0
    cartes_blanches: int = 0
    piques: int = 0
    repiques: int = 0
    capots: int = 0
    games_won: int = 0  # au cent
    double_games_won: int = 0

    def add_partie(self, state: PartieState, seat: int) -> None:
        """Count one finished partie in which this player sat in ``seat``."""
        result = state.result
        assert result is not None, "the partie is not over"
        self.parties += 1
        if result.winner is None:
            self.drawn += 1
        elif result.winner == seat:
            self.won += 1
            self.partie_score += result.margin
            self.rubicons_inflicted += result.rubiconed
        else:
            self.lost += 1
            self.partie_score -= result.margin
            self.rubicons_suffered += result.rubiconed
        for deal in state.results:
            self.deals += 1
            self.points += deal.totals[seat]
            for event in deal.events:
                if event.seat != seat:
                    continue
                if event.kind == "pique":
                    self.piques += 1
                elif event.kind == "repique":
                    self.repiques += 1
                elif event.kind == "capot":
                    self.capots += 1
                elif event.kind == "carte_blanche":
                    self.cartes_blanches += 1
        for game in state.games:
            if game.winner == seat:
                self.games_won += 1
                self.double_games_won += game.double
        self._means()

    def merge(self, other: PlayerStats) -> None:
        """Add another tally of the same player (from another partie, process or pairing)."""
        for f in fields(self):
            if f.name in ("name", "label") or f.name.startswith("mean_"):
                continue
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        self._means()

    def _means(self) -> None:
        self.mean_points_per_deal = round(self.points / self.deals, 2) if self.deals else 0.0
        if self.parties:
            self.mean_points_per_partie = round(self.points / self.parties, 2)
            self.mean_partie_score = round(self.partie_score / self.parties, 2)


@dataclass(frozen=True, slots=True)
class PartieOutcome:
    """One partie of a pairing, from A's side; ``swapped`` when B sat in seat 0."""

    index: int
    seed: int
    swapped: bool
    winner: Literal["a", "b"] | None
    a_score: int  # rubicon: A's margin won (negative when lost); au cent: game points difference
    rubiconed: Literal["a", "b"] | None  # the player who was rubiconed
    a_stats: PlayerStats
    b_stats: PlayerStats


def partie_seed(seed: int, index: int) -> int:
    """Partie ``index`` of a pairing uses ``seed + index // 2``: pairs share one seed."""
    return seed + index // 2


def play_arena_partie(
    rules: RuleSet,
    factory: PlayerFactory,
    names: tuple[str, str],
    seed: int,
    index: int,
    labels: tuple[str, str] | None = None,
) -> tuple[PartieOutcome, PartieState]:
    """Play partie ``index`` of a pairing: odd indices swap the seats of the even one before."""
    a_name, b_name = names
    swapped = index % 2 == 1
    a, b = factory(a_name), factory(b_name)
    seated = (b, a) if swapped else (a, b)
    s = partie_seed(seed, index)
    state = Table.new(rules, seated, s).play()
    result = state.result
    assert result is not None
    a_seat = 1 if swapped else 0
    labels = labels or names
    a_stats, b_stats = PlayerStats(a_name, labels[0]), PlayerStats(b_name, labels[1])
    a_stats.add_partie(state, a_seat)
    b_stats.add_partie(state, 1 - a_seat)
    winner: Literal["a", "b"] | None = None
    if result.winner is not None:
        winner = "a" if result.winner == a_seat else "b"
    if rules.partie == "au_cent":
        a_score = result.games[a_seat] - result.games[1 - a_seat]
    else:
        a_score = result.margin if winner == "a" else -result.margin
    rubiconed: Literal["a", "b"] | None = None
    if result.rubiconed:
        rubiconed = "b" if winner == "a" else "a"
    outcome = PartieOutcome(index, s, swapped, winner, a_score, rubiconed, a_stats, b_stats)
    return outcome, state
