"""The declaration categories (point, sequence, set): finding, naming and comparing combinations.

Each combination carries a comparison ``key`` (a tuple, larger is better) so the declaration
protocol needs no category-specific comparisons: point compares (cards, pips), sequence (length,
top rank), set (size, rank). Per-suit facts (pip totals, runs) are tabulated once for all 512
suit patterns because the AI evaluates them millions of times.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from .cards import (
    PIPS,
    RANK_MASKS,
    RANK_NAMES,
    RANK_PLURALS,
    SUIT_BITS,
    SUIT_NAMES,
    SUIT_SIZE,
    TEN,
)
from .rules import RECKONING

Category = Literal["point", "sequence", "set"]
CATEGORIES: tuple[Category, ...] = ("point", "sequence", "set")

SEQUENCE_NAMES = {
    3: "tierce",
    4: "quart",
    5: "quint",
    6: "sixième",
    7: "septième",
    8: "huitième",
    9: "neuvième",
}
NUMBER_WORDS = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
}


def number_word(n: int) -> str:
    """``n`` as the players say it ("five"), or in figures past nine."""
    return NUMBER_WORDS.get(n, str(n))


def sequence_score(length: int) -> int:
    """Tierce 3, quart 4, quint and longer 10 more than their length."""
    return length if length < 5 else length + 10


def set_score(size: int) -> int:
    return 14 if size == 4 else 3


def _runs(pattern: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of three or more adjacent ranks in a 9-bit suit pattern: (low rank, length)."""
    runs = []
    r = 0
    while r < SUIT_SIZE:
        if pattern >> r & 1:
            start = r
            while r < SUIT_SIZE and pattern >> r & 1:
                r += 1
            if r - start >= 3:
                runs.append((start, r - start))
        else:
            r += 1
    return tuple(runs)


SUIT_PIPS = tuple(sum(PIPS[r] for r in range(SUIT_SIZE) if p >> r & 1) for p in range(512))
SUIT_RUNS = tuple(_runs(p) for p in range(512))


@dataclass(frozen=True, slots=True)
class Combination:
    """A holding in one category: which cards, how it compares, what it scores."""

    category: Category
    cards: int
    key: tuple[int, int]
    suit: int  # -1 for sets, which span suits

    @property
    def score(self) -> int:
        size, _ = self.key
        if self.category == "point":
            return size
        if self.category == "sequence":
            return sequence_score(size)
        return set_score(size)

    @property
    def size(self) -> int:
        return self.key[0]

    def describe(self) -> str:
        """How a player names it at the table: 'Point of five (49)', 'Quint major in spades'."""
        size, second = self.key
        if self.category == "point":
            count = number_word(size)
            return f"Point of {count} ({second}) in {SUIT_NAMES[self.suit]}"
        if self.category == "sequence":
            name = SEQUENCE_NAMES[size].capitalize()
            top = "major" if second == SUIT_SIZE - 1 else f"to the {RANK_NAMES[second]}"
            return f"{name} {top} in {SUIT_NAMES[self.suit]}"
        if size == 4:
            return f"Quatorze of {RANK_PLURALS[second]}"
        return f"Trio of {RANK_PLURALS[second]}"


def suit_pattern(hand: int, suit: int) -> int:
    return hand >> (suit * SUIT_SIZE) & SUIT_BITS


def _top_cards(pattern: int, n: int) -> int:
    """The n highest ranks of a suit pattern, as a pattern."""
    out = 0
    r = SUIT_SIZE - 1
    while n and r >= 0:
        if pattern >> r & 1:
            out |= 1 << r
            n -= 1
        r -= 1
    return out


# Calling less in the point names the strongest n cards of the suit: tabulated per pattern.
_TOP = tuple(tuple(_top_cards(p, n) for n in range(SUIT_SIZE + 1)) for p in range(512))


# Every combination a hand can hold is one of a few thousand (the cards of one suit pattern for
# the point, a run, the cards of one rank): each is built on first use and then shared, since a
# Combination is immutable and building a frozen dataclass costs more than everything else the
# search for it does. Indexed by ``suit << 9 | pattern``.
_POINTS: list[Combination | None] = [None] * (4 << SUIT_SIZE)
_SEQUENCES: list[tuple[Combination, ...] | None] = [None] * (4 << SUIT_SIZE)
_SETS: dict[int, Combination] = {}  # by the cards held of the rank

# The point's comparison key (cards, pips) as one number, for the best point's search.
_POINT_RANK = tuple(p.bit_count() * 100 + SUIT_PIPS[p] for p in range(512))


def point_of(hand: int, suit: int, size: int | None = None) -> Combination:
    """The point in one suit; with ``size`` the strongest ``size`` cards of it (calling less)."""
    pattern = hand >> (suit * SUIT_SIZE) & SUIT_BITS
    if size is not None:
        pattern = _TOP[pattern][size]
    index = suit << SUIT_SIZE | pattern
    combo = _POINTS[index]
    if combo is None:
        key = (pattern.bit_count(), SUIT_PIPS[pattern])
        combo = _POINTS[index] = Combination("point", pattern << (suit * SUIT_SIZE), key, suit)
    return combo


def best_point(hand: int) -> Combination | None:
    """The best suit for the point; of equal ones the first (spades, hearts, diamonds, clubs)."""
    best_suit = -1
    best_rank = 0  # an empty suit ranks 0, below every point
    for s in range(4):
        rank = _POINT_RANK[hand >> (s * SUIT_SIZE) & SUIT_BITS]
        if rank > best_rank:
            best_rank = rank
            best_suit = s
    return point_of(hand, best_suit) if best_suit >= 0 else None


def sequence(suit: int, low: int, length: int) -> Combination:
    pattern = ((1 << length) - 1) << low
    return Combination("sequence", pattern << (suit * SUIT_SIZE), (length, low + length - 1), suit)


def sequences(hand: int) -> list[Combination]:
    """The maximal sequences held: a quint is one sequence, not a quart and a tierce as well."""
    out: list[Combination] = []
    for s in range(4):
        index = s << SUIT_SIZE | hand >> (s * SUIT_SIZE) & SUIT_BITS
        runs = _SEQUENCES[index]
        if runs is None:
            pattern = index & SUIT_BITS
            runs = _SEQUENCES[index] = tuple(
                sequence(s, low, length) for low, length in SUIT_RUNS[pattern]
            )
        if runs:
            out.extend(runs)
    return out


def set_of(hand: int, rank: int) -> Combination:
    held = hand & RANK_MASKS[rank]
    combo = _SETS.get(held)  # never an empty one, which would be the same mask for every rank
    if combo is None:
        combo = Combination("set", held, (held.bit_count(), rank), -1)
        if held:
            _SETS[held] = combo
    return combo


def sets(hand: int) -> list[Combination]:
    """Trios and quatorzes of tens or higher."""
    out = []
    for r in range(TEN, SUIT_SIZE):
        if (hand & RANK_MASKS[r]).bit_count() >= 3:
            out.append(set_of(hand, r))
    return out


def holdings(hand: int, category: Category) -> list[Combination]:
    """Every combination that could score in the category (for point: each suit's full point)."""
    if category == "point":
        return [point_of(hand, s) for s in range(4) if suit_pattern(hand, s)]
    if category == "sequence":
        return sequences(hand)
    return sets(hand)


@lru_cache(maxsize=4096)
def best(hand: int, category: Category) -> Combination | None:
    """The strongest holding; cached because the declaration protocol asks for it repeatedly."""
    if category == "point":
        return best_point(hand)
    found = holdings(hand, category)
    return max(found, key=lambda c: c.key) if found else None


@lru_cache(maxsize=4096)
def callable_combinations(hand: int, category: Category) -> tuple[Combination, ...]:
    """Everything a player may call in a category: what he holds, or less than he holds.

    Calling less means naming fewer cards of a point suit, a shorter run inside a sequence, or a
    trio out of a quatorze. A player may never call what he does not hold.
    """
    out: list[Combination] = []
    if category != "set":
        # What a suit allows depends on its pattern alone: listed once per suit and pattern.
        table = _CALLABLE_POINTS if category == "point" else _CALLABLE_SEQUENCES
        for s in range(4):
            index = s << SUIT_SIZE | hand >> (s * SUIT_SIZE) & SUIT_BITS
            listed = table[index]
            if listed is None:
                listed = table[index] = _callable_in_suit(index, category)
            out.extend(listed)
    else:
        for held in sets(hand):
            out.append(held)
            if held.size == 4:
                for c in range(4):
                    trio = held.cards & ~(1 << (c * SUIT_SIZE + held.key[1]))
                    out.append(Combination("set", trio, (3, held.key[1]), -1))
    return tuple(out)


def _callable_in_suit(index: int, category: Category) -> tuple[Combination, ...]:
    """The points (or sequences) one may call from suit ``index >> 9`` holding pattern
    ``index & 511``: fewest cards first (for sequences, run by run, shortest first, lowest
    first)."""
    suit = index >> SUIT_SIZE
    hand = (index & SUIT_BITS) << (suit * SUIT_SIZE)
    if category == "point":
        n = (index & SUIT_BITS).bit_count()
        return tuple(point_of(hand, suit, k) for k in range(1, n + 1))
    out = []
    for seq in sequences(hand):
        length, top = seq.key
        low = top - length + 1
        for sub in range(3, length + 1):
            for start in range(low, top - sub + 2):
                out.append(sequence(suit, start, sub))
    return tuple(out)


_CALLABLE_POINTS: list[tuple[Combination, ...] | None] = [None] * (4 << SUIT_SIZE)
_CALLABLE_SEQUENCES: list[tuple[Combination, ...] | None] = [None] * (4 << SUIT_SIZE)


def _best_run_within(run: Combination, called: Combination) -> Combination | None:
    """The best run inside the held sequence ``run`` that is no better than ``called``."""
    length, top = run.key
    low = top - length + 1
    found: Combination | None = None
    for sub in range(min(length, called.size), 2, -1):
        # The highest top of this length that is no better than the call.
        best_top = top if sub < called.size else min(top, called.key[1])
        if best_top - sub + 1 >= low:
            found = sequence(run.suit, best_top - sub + 1, sub)
            break
    return found


def _trio_within(quatorze: Combination) -> Combination:
    """The trio the winner reckons out of a quatorze: the one without its clubs card (the last
    suit), so that the same hand always shows the same three cards."""
    rank = quatorze.key[1]
    trio = quatorze.cards & ~(1 << (3 * SUIT_SIZE + rank))
    return Combination("set", trio, (3, rank), -1)


def good_against_the_cards(called: Combination, pool: int) -> bool:
    """Whether nothing the opponent could hold, drawing his hand from ``pool``, equals or beats
    ``called`` in its category (Laws 48-49).

    An equal combination would make the call equal rather than good, so it spoils the guarantee
    as a better one does. Any combination within the pool could be in his hand (his twelve cards
    hold a neuvième), so the best the pool holds is the best he could hold.
    """
    theirs = best(pool, called.category)
    return theirs is None or theirs.key < called.key


def everything_held(
    hand: int, category: Category, called: Combination, reckoning: int = RECKONING
) -> list[Combination]:
    """What a call good against the cards reckons: everything held in the category, the
    combination called (or called out of) first, as he says it. The point is reckoned whole only
    by the second reckoning; Law 49 names sequences and sets, so later a point reckons as called."""
    if category == "point":
        # His whole point; the suit he called when it is as good as any (two equal points).
        bp = best_point(hand)
        if reckoning != 2 or bp is None or called.key >= bp.key:
            return [called]
        return [bp]
    return sorted(holdings(hand, category), key=lambda c: not c.cards & called.cards)


def scoring_combinations(
    hand: int,
    category: Category,
    called: Combination | None,
    unseen: int | None = None,
    reckoning: int = RECKONING,
) -> list[Combination]:
    """What the winner of a category reckons, by the reckoning the partie is played by
    (``rules.RECKONING``: a saved partie keeps the scores it was played with).

    The winner scores every combination he holds in the category. Having called less than he
    holds, he reckons the combination he called and every combination no better than it (Laws
    48-50): his other combinations that are no better, and out of a better one the best lesser
    run (a tierce out of a quart) or a trio out of a quatorze, when that is no better than his
    call; one combination out of each he holds, since a card scores in one combination only, and
    nothing more out of the one the call came from (a called run is not split). What is better
    than the call was kept back and cannot be produced afterwards, unless the call was good
    against the cards: ``unseen`` (given only for elder's call under the option
    ``good_against_the_cards``) is every card younger could hold as far as elder knows, and when
    nothing in it could equal or beat a sequence or set called, he reckons everything he holds in
    the category. The first reckoning knew neither the lesser runs and trios nor Law 49; the
    second applied Law 49 to the point too.
    """
    law_49 = reckoning >= 2 and unseen is not None and (category != "point" or reckoning == 2)
    if called is not None and law_49 and good_against_the_cards(called, unseen or 0):
        return everything_held(hand, category, called, reckoning)
    if category == "point":
        if called is not None:
            return [called]
        bp = best_point(hand)
        return [bp] if bp else []
    held = holdings(hand, category)
    if called is None:
        return held
    kept: list[Combination] = []
    for c in held:
        if c.cards & called.cards:
            continue  # the sequence or quatorze the call was taken out of
        if c.key <= called.key:
            kept.append(c)
        elif reckoning == 1:
            continue  # kept back whole: the first reckoning took nothing out of it
        elif category == "sequence":
            run = _best_run_within(c, called)
            if run is not None:
                kept.append(run)
        elif c.size == 4 and (3, c.key[1]) <= called.key:
            kept.append(_trio_within(c))
    return [called, *kept]
