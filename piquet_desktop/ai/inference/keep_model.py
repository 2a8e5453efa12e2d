"""The keep model: how likely the opponent's discard was, given the hand he was dealt.

The exchange is the richest evidence a seat gets about the hidden hand, and the one the rules do
not pin down: players keep aces, point suits and sequences and throw the low cards of short suits,
so a world in which he threw his aces is far less likely than one in which he threw sevens. A
:class:`KeepModel` puts a number on that; the sampler weighs every world by it (and, when the
model offers per-rank rates, draws hands that already lean its way).
"""

from __future__ import annotations

import random
from typing import Protocol

from piquet_desktop.ai.inference.hidden import HAND_SIZE
from piquet_desktop.engine.cards import SUIT_BITS, SUIT_SIZE, TEN, cards_of
from piquet_desktop.engine.combinations import SUIT_PIPS, SUIT_RUNS


class KeepModel(Protocol):
    """The likelihood of a discard: ``P(discard | dealt, how many, role)``.

    Any positive function of the arguments works as long as it is normalised over the discards of
    the same size from the same dealt hand, or at least off from that by a factor that does not
    depend on ``dealt`` (a learned model plugs in here). ``elder`` says whose exchange it was.

    A model may also offer ``rank_discard_rates(elder, count) -> Sequence[float]``: for each rank
    (6 to A), how often a dealt card of that rank is among ``count`` discards. The sampler then
    draws hands that already lean the model's way, which keeps the importance weights even; without
    it the draw is uniform and only the weights carry the model (correct, but more worlds are
    needed for the same accuracy).
    """

    def discard_likelihood(self, dealt: int, discard: int, elder: bool) -> float: ...


class UniformKeepModel:
    """Every discard of a given size equally likely: the model a plain uniform sampler assumes."""

    def discard_likelihood(self, dealt: int, discard: int, elder: bool) -> float:
        return 1.0


# Discard odds by rank (6, 7, 8, 9, 10, J, Q, K, A): a seven is thrown about 230 times as readily
# as an ace. Multiplied by the card's context in the dealt hand (below) they give the odds of
# each card being among the discards; the discard's probability is then the product of its cards'
# odds over the sum of that product over all discards of the same size (a conditional Bernoulli
# model). That sum is the elementary symmetric polynomial of the odds, the product of one small
# polynomial per suit, and a suit's polynomial depends only on its pattern and on whether it is
# the point suit or holds set ranks: cached, so a likelihood costs a few microseconds.
_RANK_ODDS = (8.0, 7.0, 5.0, 3.5, 2.0, 1.5, 1.0, 0.45, 0.03)
_IN_TIERCE = 0.35  # cards of a tierce are worth keeping (3, and the hope of a quart)
_IN_QUART = 0.12  # of a quart or longer: 4, or 15 and more for a quint
_LONG_SUIT = 0.5  # five or more of a suit: the cards, and the point
_POINT_SUIT = 0.3  # the suit that makes his point: Cavendish's first priority
_SHORT_SUIT_ELDER = 1.4  # elder throws short suits whole (he attacks)
_GUARD_YOUNGER = 0.4  # younger keeps a guarded king (he defends)
_IN_TRIO = 0.5  # ten-or-higher trios: kept, though "rarely worth a high card" when low
_IN_QUATORZE = 0.1
_MAX_DISCARD = HAND_SIZE  # younger may throw up to 11 with 36 cards
_SET_RANKS = sum(1 << r for r in range(TEN, SUIT_SIZE))
_SuitTable = tuple[tuple[float, ...], tuple[float, ...]]


def _suit_odds(
    pattern: int, elder: bool, point: bool, trios: int, quatorzes: int
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """One suit of a dealt hand: each rank's discard odds (0 if absent), and the elementary
    symmetric polynomial of those odds up to ``_MAX_DISCARD``. ``trios``/``quatorzes`` are the
    rank patterns of the sets the hand holds."""
    runs = SUIT_RUNS[pattern]
    length = pattern.bit_count()
    odds_row = []
    for r in range(SUIT_SIZE):
        if not pattern >> r & 1:
            odds_row.append(0.0)
            continue
        odds = _RANK_ODDS[r]
        for low, run in runs:
            if low <= r < low + run:
                odds *= _IN_QUART if run >= 4 else _IN_TIERCE
        if length >= 5:
            odds *= _LONG_SUIT
        if length <= 2:
            if elder:
                odds *= _SHORT_SUIT_ELDER
            elif r == SUIT_SIZE - 2 and length == 2:
                odds *= _GUARD_YOUNGER
        if point and length >= 4:
            odds *= _POINT_SUIT
        if quatorzes >> r & 1:
            odds *= _IN_QUATORZE
        elif trios >> r & 1:
            odds *= _IN_TRIO
        odds_row.append(odds)
    e = [1.0] + [0.0] * _MAX_DISCARD
    for odds in odds_row:
        if odds:
            for j in range(_MAX_DISCARD, 0, -1):
                e[j] += e[j - 1] * odds
    return tuple(odds_row), tuple(e)


class ReasonedKeepModel:
    """The default :class:`KeepModel`: Cavendish's discarding priorities as per-card odds.

    A card's odds of being discarded are its rank's (low cards go first, aces almost never), cut
    when it belongs to a sequence, to a long suit, to the point suit or to a trio or quatorze of
    ten or higher, and raised for elder's short suits (he throws whole suits) or lowered for a
    younger hand's guarded king. With these odds an ace is discarded about 1% of the time and a
    seven about 70%, near the figures AI-NOTES gives for real players.
    """

    def __init__(self) -> None:
        self._suits: dict[int, _SuitTable] = {}
        self._pairs: dict[int, list[float]] = {}
        self._rates: dict[tuple[bool, int], tuple[float, ...]] = {}

    def clear(self) -> None:
        """Forget the suits' and pairs' tables, which fill with the hands of every deal met.

        A process that answers deal after deal (the app's worker) calls it when a deal is over,
        as it empties the solver's tables: they would otherwise grow for as long as it lives,
        and a new deal's hands reuse little of the old ones' (docs/PERFORMANCE.md measures it).
        The tables hold values computed from their keys alone, so a likelihood is the same
        number whether its tables were cached or made again. The rank rates stay: a few, each
        costly to make, and the same for every deal.
        """
        self._suits.clear()
        self._pairs.clear()

    def _suit_tables(self, dealt: int, elder: bool) -> tuple[list[_SuitTable], list[int]]:
        """Per suit of the dealt hand: (discard odds by rank, their symmetric polynomial), and
        the cache keys of those tables."""
        p0 = dealt & SUIT_BITS
        p1 = dealt >> SUIT_SIZE & SUIT_BITS
        p2 = dealt >> (2 * SUIT_SIZE) & SUIT_BITS
        p3 = dealt >> (3 * SUIT_SIZE) & SUIT_BITS
        patterns = (p0, p1, p2, p3)
        # ranks held three or four times (sets count from the ten up), by bitwise majority
        trios = ((p0 & p1 & (p2 | p3)) | ((p0 | p1) & p2 & p3)) & _SET_RANKS
        quatorzes = p0 & p1 & p2 & p3 & _SET_RANKS
        point_suit = 0
        point_key = -1
        for s in range(4):
            p = patterns[s]
            key = p.bit_count() * 1000 + SUIT_PIPS[p]
            if key > point_key:
                point_key, point_suit = key, s
        cache = self._suits
        base = (trios << 10 | quatorzes << 19) | (1 << 28 if elder else 0)
        out = []
        keys = []
        for s in range(4):
            p = patterns[s]
            key = p | (512 if s == point_suit else 0) | (base & (p << 10 | p << 19 | 1 << 28))
            tables = cache.get(key)
            if tables is None:
                tables = cache[key] = _suit_odds(
                    p, elder, s == point_suit, trios & p, quatorzes & p
                )
            out.append(tables)
            keys.append(key)
        return out, keys

    def _pair(self, k1: int, k2: int, e1: tuple[float, ...], e2: tuple[float, ...]) -> list[float]:
        """The product of two suits' polynomials, cached: a Metropolis move changes one or two
        suits of a hand, so most pairs come back again and again."""
        key = k1 << 29 | k2
        poly = self._pairs.get(key)
        if poly is None:
            if len(self._pairs) > 200_000:
                self._pairs.clear()
            n1 = len(e1) - 1
            while n1 and not e1[n1]:
                n1 -= 1
            n2 = len(e2) - 1
            while n2 and not e2[n2]:
                n2 -= 1
            poly = [0.0] * (n1 + n2 + 1)
            for i in range(n1 + 1):
                for j in range(n2 + 1):
                    poly[i + j] += e1[i] * e2[j]
            self._pairs[key] = poly
        return poly

    def discard_likelihood(self, dealt: int, discard: int, elder: bool) -> float:
        k = discard.bit_count()
        if not k:
            return 1.0
        tables, keys = self._suit_tables(dealt, elder)
        numerator = 1.0
        for s in range(4):
            odds_row = tables[s][0]
            d = discard >> (s * SUIT_SIZE) & SUIT_BITS
            while d:
                low = d & -d
                numerator *= odds_row[low.bit_length() - 1]
                d ^= low
        a = self._pair(keys[0], keys[1], tables[0][1], tables[1][1])
        b = self._pair(keys[2], keys[3], tables[2][1], tables[3][1])
        denominator = 0.0
        for i in range(max(0, k - len(b) + 1), min(k, len(a) - 1) + 1):
            denominator += a[i] * b[k - i]
        return numerator / denominator if denominator > 0.0 else 0.0

    def rank_discard_rates(self, elder: bool, count: int) -> tuple[float, ...]:
        """How often a dealt card of each rank is discarded, averaged over random hands (exact
        inclusion probabilities of the model on 200 fixed random 36-card-pack hands; computed
        once per role and count)."""
        key = (elder, count)
        cached = self._rates.get(key)
        if cached is not None:
            return cached
        rng = random.Random(20240611)
        cards = list(range(4 * SUIT_SIZE))
        totals = [0.0] * SUIT_SIZE
        seen = [0] * SUIT_SIZE
        for _ in range(200):
            dealt = 0
            for c in rng.sample(cards, HAND_SIZE):
                dealt |= 1 << c
            tables, _ = self._suit_tables(dealt, elder)
            held = [(c, tables[c // SUIT_SIZE][0][c % SUIT_SIZE]) for c in cards_of(dealt)]
            e = [1.0] + [0.0] * count
            for _, u in held:
                for j in range(count, 0, -1):
                    e[j] += e[j - 1] * u
            for c, u in held:
                f = 1.0  # e_j of the others, by deflation: f_j = e_j - u f_{j-1}
                for j in range(1, count):
                    f = e[j] - u * f
                totals[c % SUIT_SIZE] += u * f / e[count]
                seen[c % SUIT_SIZE] += 1
        # Means of running sums, not statistics.fmean: its fsum would round otherwise.
        rates = tuple(totals[r] / seen[r] if seen[r] else 0.0 for r in range(SUIT_SIZE))
        self._rates[key] = rates
        return rates


DEFAULT_KEEP_MODEL = ReasonedKeepModel()

__all__ = ["DEFAULT_KEEP_MODEL", "KeepModel", "ReasonedKeepModel", "UniformKeepModel"]
