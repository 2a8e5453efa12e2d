"""What a seat can infer about the hidden cards, and a sampler of hidden deals consistent with it.

Everything here reads a :class:`~piquet_desktop.engine.view.PlayerView` and nothing else: the
sampler is for the computer opponent, which must know no more than a player at the table.

**The hidden deal.** From one seat ("we") the other ("he") has four groups of cards we cannot see,
and every card that is not ours lies in exactly one of them:

* ``kept``: the cards he was dealt and kept (all his dealt cards before he discards);
* ``discard``: the cards he discarded (``took[him]`` of them, once he has discarded);
* ``taken``: the cards he took from the talon (once he has taken);
* ``talon``: the cards still in the talon, in order, top first (before the exchange is over the
  cards still to be taken come off its top: elder's portion first).

His hand at the declarations was ``kept | taken`` ("H" below); his hand now is H minus what he has
played. A :class:`World` is one full assignment of these groups; :func:`deal_order` turns it into a
pack order that deals exactly that deal, so a world can be played through the real engine (the
tests do precisely that, and require our view of the replayed partie to be identical).

**Evidence.** *Hard* evidence is anything that would make our view different if it were false:
cards he played, scored or showed (carte blanche), suits he failed to follow, the talon cards we
saw and where the talon order forces them to be, a carte blanche he claimed (no K, Q, J dealt),
and the declarations read with exactly the engine's rules: what he called exists in H, his answers
were legal for H, and a combination he scored was reckoned with ``scoring_combinations``, so its
companions (or their absence) are known too. *Soft* evidence only weighs a world
(:class:`SoftEvidence`): he answered "good" while holding better (a sink), called nothing or less
than he held, left a carte blanche unclaimed; and the exchange, through a :class:`KeepModel` giving
the likelihood of his discard given his dealt hand (players keep aces and point suits and throw low
cards of short suits, which a uniform model ignores).

**Sampling** (:meth:`Inference.sample`), in three steps:

1. *Construct*: the cards whose group is forced are placed first (played, scored, shown; seen
   talon cards and a shown carte blanche split by exact counts); suits he showed void in are left
   out of H; the rest of H is drawn suit by suit, after choosing how many cards each suit gets
   with exact weights restricted to the suit lengths the point evidence allows ("not good" to a
   point of five costs no rejections). The draw leans the keep model's way (conditional
   Bernoulli draws with per-rank odds, their probabilities known exactly); then the full
   declarations evidence is checked and what fails is rejected. When few draws pass and the
   candidates are few (late in the play), they are listed instead
   (:meth:`~Inference.enumerate_hands`).
2. *Weigh*: each world's importance weight is its posterior (soft evidence times keep model)
   over its proposal probability. The keep model makes the posterior peaked (about a third of a
   batch's weight is effective), so by default:
3. *Resample and move*: twice as many worlds as asked are drawn, as many as asked are resampled by
   weight, and each takes a few Metropolis-Hastings swap moves that leave the exact posterior
   unchanged (:meth:`~Inference._rejuvenate`). The worlds come back with equal weights; with
   ``moves=0`` they come back importance-weighted. Weights always sum to 1.

A world is never returned unless every hard check passed; when a position is so constrained that
the bounded number of tries finds fewer than asked, fewer are returned and a warning is logged.

**What the view does not say** (so no sampler can know it, though the player at the table does):
when younger looks at the cards he left, elder's ``seen_talon`` merges them with the cards of
elder's own portion that he left, so elder's view cannot tell which of those younger took and
which are still in the talon; and the view gives the cards elder saw in his portion as a set,
without their order, so when younger takes fewer of them than elder left, which ones he took is
unknown to the view. Worlds place those cards every way the counts allow.

**Scope.** Consistency is promised for the views a seat gets at its own decisions. A view built
while the opponent is to act also shows whose turn it is, and the engine asks a player only when
he has a choice (a carte blanche to claim, something to call, an answer other than "good"): such
bystander views say a little more, which the sampler does not read (``to_act`` is ignored).
"""

from __future__ import annotations

import logging
import math
import random
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Protocol

from piquet_desktop.engine.cards import (
    FACE_MASK,
    RANK_MASKS,
    SUIT_BITS,
    SUIT_MASKS,
    SUIT_SIZE,
    TEN,
    cards_of,
    pack_mask,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import (
    SUIT_PIPS,
    SUIT_RUNS,
    Category,
    Combination,
    best,
    point_of,
    scoring_combinations,
)
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.view import PlayerView

_LOG = logging.getLogger(__name__)

HAND_SIZE = 12
#: Candidate hands up to which a tightly constrained position is listed rather than sampled.
ENUMERATION_LIMIT = 5000
_PROBE = 64  # draws after which a low acceptance rate makes the sampler try listing instead
#: Metropolis-Hastings moves per world after resampling (see ``Inference._rejuvenate``).
DEFAULT_MOVES = 4
#: Weighted draws per world returned, before resampling (see ``Inference.sample``).
DEFAULT_OVERSAMPLE = 2
# The groups of a world: kept, discard, taken, talon; which are in his hand; which pairs swap.
_IN_HAND = (True, False, True, False)
_MOVE_PAIRS = ((0, 2), (1, 3), (0, 1), (2, 3), (0, 3), (2, 1))
_Particle = tuple[int, int, int, int, int, float]
_COMB = tuple(tuple(math.comb(n, k) for k in range(n + 1)) for n in range(40))


# ============================================================================== public values
@dataclass(frozen=True, slots=True)
class HiddenCards:
    """The bookkeeping of what a seat cannot see, read off its view.

    ``pool`` is every card that is not the seat's own (dealt or taken in): a world places each of
    them. ``unseen`` is the part of the pool whose place the seat cannot name (the pool minus the
    cards the opponent played, the cards known to be in his hand and the cards known to be in the
    talon). Group sizes are those of the module docstring; ``hand_at_declarations`` is the size of
    H (``kept + taken``). ``talon_seen`` are talon cards the seat saw (elder's unused portion, or
    the cards left when younger looked), of which exactly ``talon_seen_taken`` went to the
    opponent. ``takes_pending`` lists the seats that still take from the top of the talon, in
    order (elder's portion is the top ``rules.elder_max`` cards).
    """

    seat: int
    opponent: int
    elder: int
    pool: int
    unseen: int
    opponent_hand_size: int
    opponent_hand_known: int
    opponent_played: int
    opponent_kept_size: int
    opponent_discard_size: int
    opponent_taken_size: int
    opponent_dealt_known: int
    talon_size: int
    talon_known: int
    talon_seen: int
    talon_seen_taken: int
    takes_pending: tuple[int, ...]

    @property
    def hand_at_declarations(self) -> int:
        return self.opponent_kept_size + self.opponent_taken_size


@dataclass(frozen=True, slots=True)
class World:
    """One hidden deal consistent with a seat's view.

    ``opponent_hand`` is his hand now; ``opponent_dealt`` the twelve cards he was dealt;
    ``opponent_discard`` and ``opponent_taken`` are 0 until he has discarded / taken in;
    ``talon`` is the talon now, top card first. ``weight`` is the world's importance weight (the
    weights of one sample sum to 1).
    """

    opponent_hand: int
    opponent_dealt: int
    opponent_discard: int
    opponent_taken: int
    talon: tuple[int, ...]
    weight: float = 1.0

    @property
    def opponent_kept(self) -> int:
        return self.opponent_dealt & ~self.opponent_discard


@dataclass(frozen=True, slots=True)
class SoftEvidence:
    """How much less likely a world is when the opponent's choices in it were unusual.

    Each factor multiplies a world's weight once per occurrence. They are judgements, not laws:
    players rarely sink a winning answer (``good_sink``), rarely call nothing while holding
    something (``elder_sink``; younger, after elder sank, wins whatever he calls, so sinking then
    is rarer still: ``younger_sink``), rarely call less than their best (``call_less``) and almost
    never leave a carte blanche unclaimed. Set a factor to 1.0 to ignore that evidence.
    """

    good_sink: float = 0.1
    elder_sink: float = 0.15
    younger_sink: float = 0.05
    call_less: float = 0.1
    carte_blanche_unclaimed: float = 0.05


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
        rates = tuple(totals[r] / seen[r] if seen[r] else 0.0 for r in range(SUIT_SIZE))
        self._rates[key] = rates
        return rates


DEFAULT_KEEP_MODEL = ReasonedKeepModel()
DEFAULT_SOFT_EVIDENCE = SoftEvidence()


# ============================================================================== accounting
def _opponent_played(view: PlayerView, opponent: int) -> tuple[int, int]:
    """The cards he played (a mask), and the suits he showed void in (a 4-bit mask)."""
    played = 0
    voids = 0
    for t in view.tricks:
        if t.leader == opponent:
            played |= 1 << t.lead
        else:
            played |= 1 << t.follow
            if t.follow // SUIT_SIZE != t.lead // SUIT_SIZE:
                voids |= 1 << (t.lead // SUIT_SIZE)
    if view.lead_card >= 0 and view.leader == opponent:
        played |= 1 << view.lead_card
    return played, voids


def hidden_cards(view: PlayerView) -> HiddenCards:
    """Where the cards the seat does not hold can be, and how many go where.

    Correct in every phase: before elder's discard (his 12 and the whole talon), before younger's
    (elder's hand includes what he took, his discard is as large as his take), after a carte
    blanche (younger's early discard, elder's shown hand), during the declarations and the play.
    """
    if view.elder is None:
        raise ValueError("no deal is in play: nothing is hidden")
    seat, opponent, elder = view.seat, 1 - view.seat, view.elder
    rules = view.rules
    mine = view.dealt | (view.taken or 0)
    pool = pack_mask(rules.deck) & ~mine
    played, _ = _opponent_played(view, opponent)
    discard_size = view.took[opponent] or 0
    kept_size = HAND_SIZE - discard_size
    taken_size = view.opponent_hand_count - kept_size + played.bit_count()
    if taken_size not in (0, discard_size):
        raise ValueError(f"inconsistent view: the opponent's hand count implies {taken_size} taken")
    talon_size = view.talon_count
    if pool.bit_count() != kept_size + discard_size + taken_size + talon_size:
        raise ValueError("inconsistent view: the hidden groups do not add up to the unseen cards")
    seen = view.seen_talon & pool
    seen_taken = _seen_taken(view, seen, taken_size)
    scored = 0
    for e in view.events:
        if e.seat == opponent and e.kind in ("point", "sequence", "set"):
            scored |= e.cards
    hand_known = scored & ~played
    talon_known = 0
    if seen_taken == 0:
        talon_known = seen
    elif seen_taken == seen.bit_count():
        hand_known |= seen & ~played
    known = played | hand_known | talon_known
    pending: list[int] = []
    if view.took[elder] is None:  # elder's count is public once he has taken in
        pending.append(elder)
    if view.deal_phase in ("carte_blanche", "elder_discard", "younger_discard"):
        pending.append(1 - elder)  # younger takes in last, even after an early discard
    return HiddenCards(
        seat=seat,
        opponent=opponent,
        elder=elder,
        pool=pool,
        unseen=pool & ~known,
        opponent_hand_size=view.opponent_hand_count,
        opponent_hand_known=hand_known,
        opponent_played=played,
        opponent_kept_size=kept_size,
        opponent_discard_size=discard_size,
        opponent_taken_size=taken_size,
        opponent_dealt_known=view.opponent_dealt_shown,
        talon_size=talon_size,
        talon_known=talon_known,
        talon_seen=seen,
        talon_seen_taken=seen_taken,
        takes_pending=tuple(pending),
    )


def _seen_taken(view: PlayerView, seen: int, opponent_taken: int) -> int:
    """How many of the talon cards the seat saw went to the opponent's take.

    Only elder sees talon cards the opponent may take: the cards of his portion he left, which are
    the top of what younger takes from. If younger looked at the cards he left, elder saw those
    too and the view merges both (see the module's notes on view gaps): then every seen card is
    either one of the ``talon_count`` still there or was taken. Younger sees talon cards only by
    looking at the remainder, which nobody takes.
    """
    if view.seat != view.elder or not opponent_taken or not seen:
        return 0
    if view.talon_looked:
        return seen.bit_count() - view.talon_count
    return min(opponent_taken, seen.bit_count())


# ============================================================================== the evidence
@dataclass(frozen=True, slots=True)
class _Scored:
    """He scored ``scored`` (card masks, in the engine's order) in ``category``: having called
    ``called`` (None when younger won by answering "not good", which reckons everything held)."""

    category: Category
    called: Combination | None
    scored: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class _Called:
    """He (elder) called a combination of ``size`` (and ``value``, once stated) that did not
    score, so only its measure is known."""

    category: Category
    size: int
    value: int | None


@dataclass(frozen=True, slots=True)
class _Answered:
    """He (younger) answered our call of ``size``/``value`` with ``replies``."""

    category: Category
    size: int
    value: int | None
    replies: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Sank:
    """He called nothing in ``category`` (as elder, or as younger after elder sank)."""

    category: Category
    elder: bool


_Evidence = _Scored | _Called | _Answered | _Sank


def _combination_of(category: Category, cards: int) -> Combination:
    """The combination a scored event shows, rebuilt from its cards."""
    if category == "set":
        return Combination("set", cards, (cards.bit_count(), rank_of(cards.bit_length() - 1)), -1)
    suit = suit_of(cards.bit_length() - 1)
    pattern = cards >> (suit * SUIT_SIZE) & SUIT_BITS
    if category == "point":
        return Combination("point", cards, (pattern.bit_count(), SUIT_PIPS[pattern]), suit)
    return Combination("sequence", cards, (pattern.bit_count(), pattern.bit_length() - 1), suit)


def _is_callable(hand: int, combo: Combination) -> bool:
    """Whether ``combo`` is among ``callable_combinations(hand)``, without listing them all."""
    if combo.cards & ~hand:
        return False
    if combo.category == "point":
        return point_of(hand, combo.suit, combo.size).cards == combo.cards
    return True  # any run inside the hand, and any trio or quatorze held, can be called


def _holds_call(hand: int, category: Category, size: int, value: int | None) -> bool:
    """Whether ``hand`` could have called a combination of this size (and second measure)."""
    if category == "set":
        assert value is not None
        return (hand & RANK_MASKS[value]).bit_count() >= size
    for s in range(4):
        pattern = hand >> (s * SUIT_SIZE) & SUIT_BITS
        if category == "point":
            if pattern.bit_count() >= size and (
                value is None or point_of(hand, s, size).key[1] == value
            ):
                return True
            continue
        for low, length in SUIT_RUNS[pattern]:
            if length >= size and (value is None or low + size - 1 <= value < low + length):
                return True
    return False


def _legal_replies(
    mine: Combination | None, category: Category, size: int, value: int | None, stage: int
) -> tuple[str, ...]:
    """The engine's ``_legal_answers`` on measures alone (our call is known by its measures)."""
    if mine is None:
        return ("good",)
    if category == "set" or stage == 1:
        assert value is not None
        key = (size, value)
        if mine.key > key:
            return ("good", "not_good")
        if mine.key == key and category != "set":
            return ("good", "equal")
        return ("good",)
    if mine.key[0] > size:
        return ("good", "not_good")
    if mine.key[0] == size:
        return ("good", "equal")
    return ("good",)


def _spoke(view: PlayerView, seat: int, text: str) -> bool:
    return any(s.seat == seat and s.text == text for s in view.speech)


def _read_declarations(view: PlayerView, opponent: int) -> list[_Evidence]:
    """Turn the declarations as heard into evidence about his hand at the declarations."""
    out: list[_Evidence] = []
    seat = view.seat
    he_is_elder = opponent == view.elder
    complete = bool(view.tricks) or view.lead_card >= 0
    for d in view.declarations:
        cat = d.category
        his_scores = tuple(
            e.cards for e in view.events if e.seat == opponent and e.kind == cat and e.cards
        )
        if he_is_elder:
            if d.caller == opponent:
                assert d.called_size is not None
                if his_scores:
                    out.append(_Scored(cat, _combination_of(cat, his_scores[0]), his_scores))
                else:
                    out.append(_Called(cat, d.called_size, d.called_value))
            elif _spoke(view, opponent, f"No {cat}."):
                out.append(_Sank(cat, True))
            continue
        # he is younger
        if d.caller == seat:
            assert d.called_size is not None
            if d.replies:
                out.append(_Answered(cat, d.called_size, d.called_value, d.replies))
            if his_scores:  # he answered "not good" and his scores have been announced
                out.append(_Scored(cat, None, his_scores))
        elif complete and _spoke(view, seat, f"No {cat}."):
            if d.caller == opponent and his_scores:
                out.append(_Scored(cat, _combination_of(cat, his_scores[0]), his_scores))
            elif d.caller is None:
                out.append(_Sank(cat, False))
    return out


# ============================================================================== the sampler
def _esp_suffix(odds: Sequence[float], kmax: int) -> list[list[float]]:
    """``suffix[i][j]``: the elementary symmetric polynomial of degree ``j`` of ``odds[i:]``,
    for ``j <= kmax``: what a conditional Bernoulli draw needs to pick cards one by one."""
    m = len(odds)
    suffix = [[0.0] * (kmax + 1) for _ in range(m + 1)]
    suffix[m][0] = 1.0
    for i in range(m - 1, -1, -1):
        u = odds[i]
        nxt = suffix[i + 1]
        cur = suffix[i]
        cur[0] = 1.0
        for j in range(1, kmax + 1):
            cur[j] = nxt[j] + u * nxt[j - 1]
    return suffix


def _draw_subset(
    free: int, odds_of: Sequence[float], k: int, rng: random.Random
) -> tuple[int, float]:
    """``k`` of the ``free`` cards by a conditional Bernoulli draw on ``odds_of[card]``, with the
    importance factor of the draw (1 when there is no choice: none or all of them)."""
    if k == 0:
        return 0, 1.0
    if k == free.bit_count():
        return free, 1.0
    cards = cards_of(free)
    odds = [odds_of[c] for c in cards]
    suffix = _esp_suffix(odds, k)
    drawn, p = _cb_draw(cards, odds, suffix, k, rng)
    return drawn, suffix[0][k] / p


def _cb_draw(
    cards: Sequence[int],
    odds: Sequence[float],
    suffix: list[list[float]],
    k: int,
    rng: random.Random,
) -> tuple[int, float]:
    """Draw ``k`` of ``cards`` with probability proportional to the product of their odds
    (exactly: ``prod / suffix[0][k]``). Returns the cards as a mask and the product of their
    odds."""
    out = 0
    prod = 1.0
    j = k
    for i, c in enumerate(cards):
        if not j:
            break
        u = odds[i]
        if rng.random() * suffix[i][j] < u * suffix[i + 1][j - 1]:
            out |= 1 << c
            prod *= u
            j -= 1
    return out, prod


@dataclass(slots=True)
class _Counts:
    """Free-pool suit-count vectors allowed for one tuple of known suit lengths, with weights."""

    vectors: list[tuple[int, int, int, int]]
    cumulative: list[float]
    total: float


@dataclass(slots=True)
class _Proposal:
    """How hands and splits are drawn: each free card has odds of being in his hand (``odds``),
    of having been taken in rather than kept when it is (``take``), and of having been discarded
    rather than left in the talon when it is not (``throw``). All 1.0: uniform draws. Leaning the
    keep model's way: fewer worlds wasted on hands the weights then all but discard."""

    odds: list[float]
    take: list[float]
    throw: list[float]
    suit_cards: list[list[int]]
    suit_odds: list[list[float]]
    suffix: list[list[list[float]]]
    tables: dict[tuple[int, int, int, int], _Counts] = field(default_factory=dict)


@dataclass(slots=True)
class _Stats:
    tries: int = 0
    accepted: int = 0


@dataclass(slots=True)
class Inference:
    """The evidence read from one view, ready to sample from many times.

    Building it costs a fraction of a millisecond; keep it for as long as the view is current
    (an AI sampling several batches at one decision should build it once).
    """

    view: PlayerView
    keep_model: KeepModel = DEFAULT_KEEP_MODEL  # shared: it caches its tables
    soft: SoftEvidence = DEFAULT_SOFT_EVIDENCE
    hidden: HiddenCards = field(init=False)
    evidence: list[_Evidence] = field(init=False)
    stats: _Stats = field(init=False)
    _known_h: int = field(init=False)
    _excluded_h: int = field(init=False)
    _pools: list[tuple[list[int], int]] = field(init=False)
    _pool_combinations: int = field(init=False)
    _free_mask: int = field(init=False)
    _free_count: int = field(init=False)
    _lengths: tuple[tuple[int, int], ...] = field(init=False)
    _longest: tuple[int, int] = field(init=False)
    _talon_only: int = field(init=False)
    _dealt_only: int = field(init=False)
    _impossible: str = field(init=False)
    _cb_unclaimed_matters: bool = field(init=False)
    _proposals: dict[bool, _Proposal] = field(init=False)
    _enumerated: list[int] | None = field(init=False)
    _classes: tuple[int, ...] = field(init=False)
    _enumeration_tried: bool = field(init=False)

    def __post_init__(self) -> None:
        view = self.view
        h = self.hidden = hidden_cards(view)
        self.evidence = _read_declarations(view, h.opponent)
        self.stats = _Stats()
        self._proposals = {}
        self._enumerated = None
        self._enumeration_tried = False
        self._impossible = ""
        opponent = h.opponent
        played, voids = _opponent_played(view, opponent)
        faces_out = view.carte_blanche_claimed[opponent] and not h.opponent_dealt_known
        dealt = h.opponent_dealt_known
        seen = h.talon_seen
        pool = h.pool
        # Cards certainly in H, and certainly not in H.
        known = h.opponent_hand_known | played
        excluded = 0
        for s in range(4):
            if voids >> s & 1:
                excluded |= SUIT_MASKS[s] & pool & ~played
        if faces_out and not h.opponent_taken_size:
            excluded |= FACE_MASK & pool
        if dealt and not h.opponent_taken_size:
            excluded |= pool & ~dealt
        if dealt and not h.opponent_kept_size:
            excluded |= dealt
        excluded |= self._excluded_by_scores(pool)
        excluded &= ~known
        # Groups of H cards with an exact count (the talon cards we saw; with a shown carte
        # blanche his dealt cards): placed first, uniformly; the rest of H is drawn freely.
        pools: list[tuple[int, int]] = []
        if seen:
            pools.append((seen, h.talon_seen_taken))
        if dealt:
            pools.append((dealt & ~seen, h.opponent_kept_size))
        self._classes = tuple(m for m, _ in pools)  # a swap in or out of H stays in its class
        eligible = pool & ~known & ~excluded
        special: list[tuple[int, int]] = []
        for mask, count in pools:
            need = count - (mask & known).bit_count()
            cards = mask & eligible
            if need < 0 or need > cards.bit_count():
                self._impossible = "the seen or shown cards cannot be placed"
            elif need == 0:
                excluded |= cards
            elif need == cards.bit_count():
                known |= cards
            else:
                special.append((cards, need))
            eligible &= ~cards
        self._known_h = known
        self._excluded_h = excluded
        self._pools = [(cards_of(m), n) for m, n in special]
        self._pool_combinations = math.prod(_COMB[m.bit_count()][n] for m, n in special)
        self._free_mask = eligible
        self._free_count = h.hand_at_declarations - known.bit_count() - sum(n for _, n in special)
        if not 0 <= self._free_count <= eligible.bit_count():
            self._impossible = "the opponent's hand cannot be completed"
        # Cards that can only have come from the talon (seen there; not in a shown carte
        # blanche; a court card when he claimed one) or only from his dealt hand (in it).
        self._talon_only = seen | (pool & ~dealt if dealt else 0) | (FACE_MASK if faces_out else 0)
        self._dealt_only = dealt
        self._lengths, self._longest = self._suit_length_bounds()
        self._cb_unclaimed_matters = (
            not view.carte_blanche_claimed[opponent]
            and self.soft.carte_blanche_unclaimed != 1.0
            and (view.deal_phase != "carte_blanche" or opponent == view.elder)
        )

    # ------------------------------------------------------------------------- set-up helpers
    def _excluded_by_scores(self, pool: int) -> int:
        """Cards a scored combination proves he did not hold (only to cut rejections: the full
        check after drawing would refuse them anyway)."""
        out = 0
        for ev in self.evidence:
            if not isinstance(ev, _Scored):
                continue
            if ev.category == "point":
                cards = ev.scored[0]
                suit = suit_of(cards.bit_length() - 1)
                if ev.called is None:  # his whole best suit
                    out |= SUIT_MASKS[suit] & ~cards
                else:  # the top cards of the suit: nothing between them was left out
                    lowest = (cards & -cards).bit_length() - 1
                    out |= SUIT_MASKS[suit] & ~cards & ~((1 << lowest) - 1)
            elif ev.category == "sequence":
                for cards in ev.scored[1 if ev.called is not None else 0 :]:
                    # a reckoned sequence other than the call is maximal: its neighbours are out
                    top = cards.bit_length() - 1
                    low = (cards & -cards).bit_length() - 1
                    if rank_of(top) < SUIT_SIZE - 1:
                        out |= 1 << (top + 1)
                    if rank_of(low) > 0:
                        out |= 1 << (low - 1)
            else:
                for cards in ev.scored[1 if ev.called is not None else 0 :]:
                    if cards.bit_count() == 3:
                        out |= RANK_MASKS[rank_of(cards.bit_length() - 1)] & ~cards
        return out & pool

    def _suit_length_bounds(self) -> tuple[tuple[tuple[int, int], ...], tuple[int, int]]:
        """Per-suit length bounds of H, and bounds on its longest suit, from the point evidence:
        the suit-count draw respects them exactly instead of rejecting hand after hand."""
        per = [[0, HAND_SIZE] for _ in range(4)]
        longest = [0, HAND_SIZE]
        for ev in self.evidence:
            if ev.category != "point":
                continue
            if isinstance(ev, _Scored):
                cards = ev.scored[0]
                s = suit_of(cards.bit_length() - 1)
                n = cards.bit_count()
                per[s][0] = max(per[s][0], n)
                longest[0] = max(longest[0], n)
                if ev.called is None:
                    per[s][1] = min(per[s][1], n)
                    longest[1] = min(longest[1], n)
            elif isinstance(ev, _Called):
                longest[0] = max(longest[0], ev.size)
            elif isinstance(ev, _Answered):
                stage = 0
                for reply in ev.replies:
                    if reply == "not_good" and stage == 0:
                        longest[0] = max(longest[0], ev.size + 1)
                    elif reply in ("not_good", "equal"):
                        longest[0] = max(longest[0], ev.size)
                        longest[1] = min(longest[1], ev.size)
                        stage = 1
        return tuple((lo, hi) for lo, hi in per), (longest[0], longest[1])

    def _proposal(self, weighted: bool) -> _Proposal:
        """The uniform proposal, or (weighted, when the keep model offers rank discard rates and
        he has discarded) one whose odds follow those rates.

        A free card of rank r is in his dealt hand with weight ``a`` (12 cards), in his take with
        weight ``b``, in the talon with weight ``c``; dealt, he discarded it with probability
        ``p = rates[r]``. So it is in H with odds ``(a(1 - p) + b) / (a p + c)``; in H it was
        taken rather than kept with odds ``b / (a(1 - p))``; outside H it was discarded rather
        than left in the talon with odds ``a p / c``. Only a proposal: the weights correct it.
        """
        h = self.hidden
        rates_of = getattr(self.keep_model, "rank_discard_rates", None)
        lean = weighted and h.opponent_discard_size > 0 and rates_of is not None
        cached = self._proposals.get(lean)
        if cached is not None:
            return cached
        odds = [1.0] * 36
        take = [1.0] * 36
        throw = [1.0] * 36
        if lean:
            assert rates_of is not None
            rates = rates_of(h.opponent == h.elder, h.opponent_discard_size)
            a, b, c = float(HAND_SIZE), float(h.opponent_taken_size), float(h.talon_size)
            tiny = 1e-6
            for card in range(36):
                p = min(max(rates[card % SUIT_SIZE], 0.001), 0.999)
                odds[card] = (a * (1 - p) + b) / max(a * p + c, tiny)
                take[card] = max(b, tiny) / (a * (1 - p))
                throw[card] = a * p / max(c, tiny)
        suit_cards = [cards_of(self._free_mask & SUIT_MASKS[s]) for s in range(4)]
        suit_odds = [[odds[c] for c in cs] for cs in suit_cards]
        suffix = [_esp_suffix(o, len(o)) for o in suit_odds]
        proposal = _Proposal(odds, take, throw, suit_cards, suit_odds, suffix)
        self._proposals[lean] = proposal
        return proposal

    def _count_table(self, prop: _Proposal, known: tuple[int, int, int, int]) -> _Counts:
        """The free-pool suit-count vectors compatible with the length bounds, each weighted by
        the total proposal weight of the hands it stands for (with uniform odds: the number of
        hands, a product of binomials). Drawing a vector by weight and then the cards of each
        suit by conditional Bernoulli draws samples the allowed hands exactly in proportion to
        the product of their cards' odds."""
        table = prop.tables.get(known)
        if table is not None:
            return table
        polys = [sfx[0] for sfx in prop.suffix]
        avail = [len(cs) for cs in prop.suit_cards]
        need = self._free_count
        lengths = self._lengths
        lo_long, hi_long = self._longest
        vectors: list[tuple[int, int, int, int]] = []
        cumulative: list[float] = []
        total = 0.0
        ranges = [
            range(max(0, lengths[s][0] - known[s]), min(avail[s], lengths[s][1] - known[s]) + 1)
            for s in range(4)
        ]
        for a in ranges[0]:
            for b in ranges[1]:
                if a + b > need:
                    break
                for c in ranges[2]:
                    d = need - a - b - c
                    if d < 0:
                        break
                    if d not in ranges[3]:
                        continue
                    longest = max(known[0] + a, known[1] + b, known[2] + c, known[3] + d)
                    if not lo_long <= longest <= hi_long:
                        continue
                    total += polys[0][a] * polys[1][b] * polys[2][c] * polys[3][d]
                    vectors.append((a, b, c, d))
                    cumulative.append(total)
        table = prop.tables[known] = _Counts(vectors, cumulative, total)
        return table

    # ------------------------------------------------------------------------- checks
    def hard_ok(self, hand: int) -> bool:
        """Whether H (his hand at the declarations) meets all the declarations evidence."""
        for ev in self.evidence:
            if isinstance(ev, _Scored):
                if ev.called is not None and not _is_callable(hand, ev.called):
                    return False
                got = scoring_combinations(hand, ev.category, ev.called)
                if len(got) != len(ev.scored) or any(
                    c.cards != m for c, m in zip(got, ev.scored, strict=True)
                ):
                    return False
            elif isinstance(ev, _Called):
                if not _holds_call(hand, ev.category, ev.size, ev.value):
                    return False
            elif isinstance(ev, _Answered):
                mine = best(hand, ev.category)
                stage = 0
                for reply in ev.replies:
                    if reply not in _legal_replies(mine, ev.category, ev.size, ev.value, stage):
                        return False
                    if reply == "equal":
                        stage = 1
        return True

    def soft_weight(self, hand: int) -> float:
        """The product of the soft-evidence factors that apply to H."""
        soft = self.soft
        w = 1.0
        for ev in self.evidence:
            if isinstance(ev, _Scored):
                if ev.called is not None:
                    mine = best(hand, ev.category)
                    if mine is not None and mine.key > ev.called.key:
                        w *= soft.call_less
            elif isinstance(ev, _Called):
                mine = best(hand, ev.category)
                if mine is not None and (
                    mine.key > (ev.size, ev.value) if ev.value is not None else mine.size > ev.size
                ):
                    w *= soft.call_less
            elif isinstance(ev, _Answered):
                mine = best(hand, ev.category)
                stage = 0
                for reply in ev.replies:
                    legal = _legal_replies(mine, ev.category, ev.size, ev.value, stage)
                    if reply == "good" and len(legal) > 1:
                        w *= soft.good_sink
                    if reply == "equal":
                        stage = 1
            elif best(hand, ev.category) is not None:
                w *= soft.elder_sink if ev.elder else soft.younger_sink
        return w

    def world_weight(self, world: World) -> float:
        """The unnormalised target weight of a world (soft evidence and keep model; 0 when a
        hard check fails): what a perfect sampler's weights would be proportional to."""
        if self.check_world(world):
            return 0.0
        h = self.hidden
        hand = world.opponent_kept | world.opponent_taken
        w = self.soft_weight(hand)
        if h.opponent_discard_size:
            w *= self.keep_model.discard_likelihood(
                world.opponent_dealt, world.opponent_discard, h.opponent == h.elder
            )
        if self._cb_unclaimed_matters and not world.opponent_dealt & FACE_MASK:
            w *= self.soft.carte_blanche_unclaimed
        return w

    def check_world(self, world: World) -> list[str]:
        """Every way ``world`` contradicts the hard evidence (empty when consistent). Used by
        the tests on the true deal and on sampled ones; not needed when sampling."""
        h = self.hidden
        view = self.view
        problems: list[str] = []
        talon = 0
        for c in world.talon:
            talon |= 1 << c
        groups = (world.opponent_kept, world.opponent_discard, world.opponent_taken, talon)
        union = 0
        for g in groups:
            if union & g:
                problems.append("the groups overlap")
            union |= g
        if union != h.pool or len(world.talon) != talon.bit_count():
            problems.append("the groups do not hold exactly the cards not ours")
        sizes = (h.opponent_kept_size, h.opponent_discard_size, h.opponent_taken_size, h.talon_size)
        if tuple(g.bit_count() for g in groups) != sizes:
            problems.append("a group has the wrong size")
        if world.opponent_discard & ~world.opponent_dealt:
            problems.append("discard not from the dealt hand")
        decl_hand = world.opponent_kept | world.opponent_taken
        if world.opponent_hand != decl_hand & ~h.opponent_played:
            problems.append("the hand is not kept + taken - played")
        if h.opponent_played & ~decl_hand or h.opponent_hand_known & ~world.opponent_hand:
            problems.append("a played or shown card is not his")
        if h.talon_known & ~talon:
            problems.append("a card known in the talon is not there")
        if (h.talon_seen & world.opponent_taken).bit_count() != h.talon_seen_taken:
            problems.append("the seen talon cards are placed wrongly")
        if h.talon_seen & world.opponent_dealt:
            problems.append("a seen talon card is in his dealt hand")
        seen_left = (h.talon_seen & talon).bit_count()
        if any(not h.talon_seen >> c & 1 for c in world.talon[:seen_left]):
            problems.append("the seen cards left in the talon are not on its top")
        if h.opponent_dealt_known and world.opponent_dealt != h.opponent_dealt_known:
            problems.append("his dealt hand is not the carte blanche he showed")
        if view.carte_blanche_claimed[h.opponent] and world.opponent_dealt & FACE_MASK:
            problems.append("he claimed carte blanche holding a face card")
        _, voids = _opponent_played(view, h.opponent)
        for s in range(4):
            if voids >> s & 1 and world.opponent_hand & SUIT_MASKS[s]:
                problems.append(f"he holds a card of suit {s}, in which he showed void")
        if not self.hard_ok(decl_hand):
            problems.append("the declarations contradict his hand")
        return problems

    # ------------------------------------------------------------------------- drawing
    def _draw_hand(self, prop: _Proposal, rng: random.Random) -> tuple[int, float]:
        """One H meeting the per-card and suit-length evidence (the declarations are checked
        afterwards), and its importance factor: 1 / its proposal probability, up to a constant."""
        hand = self._known_h
        for cards, n in self._pools:
            for c in rng.sample(cards, n):
                hand |= 1 << c
        known = (
            (hand & SUIT_MASKS[0]).bit_count(),
            (hand & SUIT_MASKS[1]).bit_count(),
            (hand & SUIT_MASKS[2]).bit_count(),
            (hand & SUIT_MASKS[3]).bit_count(),
        )
        table = self._count_table(prop, known)
        if not table.total:
            return -1, 0.0
        i = bisect_right(table.cumulative, rng.random() * table.total)
        vector = table.vectors[min(i, len(table.vectors) - 1)]
        prod = 1.0
        for s in range(4):
            k = vector[s]
            if k:
                drawn, p = _cb_draw(prop.suit_cards[s], prop.suit_odds[s], prop.suffix[s], k, rng)
                hand |= drawn
                prod *= p
        return hand, table.total / prod

    def _split_feasible(self, hand: int) -> bool:
        """Whether H can be split into kept/taken and the rest into discard/talon at all."""
        h = self.hidden
        others = h.pool & ~hand
        taken = hand & self._talon_only
        discard = others & self._dealt_only
        free_h = hand & ~taken & ~self._dealt_only
        free_o = others & ~discard & ~self._talon_only
        need_t = h.opponent_taken_size - taken.bit_count()
        need_x = h.opponent_discard_size - discard.bit_count()
        return 0 <= need_t <= free_h.bit_count() and 0 <= need_x <= free_o.bit_count()

    def enumerate_hands(self, limit: int = ENUMERATION_LIMIT) -> list[int] | None:
        """Every H meeting all the hard evidence, or None when the hands meeting the per-card
        and suit-length evidence are more than ``limit`` (then sampling is the way). Cached.

        When the evidence pins his hand down to a few candidates (late in the play, or after
        scores that showed most of it), listing them is far cheaper than drawing and rejecting.
        """
        if self._enumerated is not None:
            return self._enumerated
        if self._impossible:
            return []
        prop = self._proposal(False)
        choices = [list(combinations(cards, n)) for cards, n in self._pools]
        if math.prod(len(c) for c in choices) > limit:
            return None
        bases: list[tuple[int, _Counts]] = []
        total = 0.0
        for picks in product(*choices):
            hand = self._known_h
            for group in picks:
                for c in group:
                    hand |= 1 << c
            key = (
                (hand & SUIT_MASKS[0]).bit_count(),
                (hand & SUIT_MASKS[1]).bit_count(),
                (hand & SUIT_MASKS[2]).bit_count(),
                (hand & SUIT_MASKS[3]).bit_count(),
            )
            table = self._count_table(prop, key)
            total += table.total
            if total > limit:
                return None
            bases.append((hand, table))
        out: list[int] = []
        for base, table in bases:
            for vector in table.vectors:
                per_suit = [
                    [sum(1 << c for c in combo) for combo in combinations(prop.suit_cards[s], k)]
                    for s, k in enumerate(vector)
                ]
                for parts in product(*per_suit):
                    hand = base | parts[0] | parts[1] | parts[2] | parts[3]
                    if self.hard_ok(hand) and self._split_feasible(hand):
                        out.append(hand)
        self._enumerated = out
        return out

    def _split(
        self, prop: _Proposal, hand: int, rng: random.Random
    ) -> tuple[int, int, int, int, float] | None:
        """Split H into kept and taken cards and the other cards into discard and talon, as the
        evidence allows, by conditional Bernoulli draws on the proposal's odds. Returns the
        groups and the importance factor of the split (with uniform odds: the number of
        possible splits)."""
        h = self.hidden
        others = h.pool & ~hand
        taken = hand & self._talon_only
        kept = hand & self._dealt_only
        discard = others & self._dealt_only
        rest = others & self._talon_only
        free_h = hand & ~taken & ~kept
        free_o = others & ~discard & ~rest
        need_t = h.opponent_taken_size - taken.bit_count()
        need_x = h.opponent_discard_size - discard.bit_count()
        nh, no = free_h.bit_count(), free_o.bit_count()
        if not (0 <= need_t <= nh and 0 <= need_x <= no):
            return None
        drawn_t, factor_t = _draw_subset(free_h, prop.take, need_t, rng)
        drawn_x, factor_x = _draw_subset(free_o, prop.throw, need_x, rng)
        taken |= drawn_t
        discard |= drawn_x
        return hand & ~taken, discard, taken, others & ~discard, factor_t * factor_x

    def _talon_order(self, talon: int, rng: random.Random) -> tuple[int, ...]:
        """The talon top first: cards we saw that are still there lie on top (elder's unused
        portion is the top of what younger draws from), the rest in random order."""
        seen = cards_of(talon & self.hidden.talon_seen)
        other = cards_of(talon & ~self.hidden.talon_seen)
        rng.shuffle(seen)
        rng.shuffle(other)
        return (*seen, *other)

    def sample(
        self,
        n: int,
        rng: random.Random,
        *,
        weighted: bool = True,
        moves: int = DEFAULT_MOVES,
        oversample: int = DEFAULT_OVERSAMPLE,
        splits: int = 1,
        max_tries: int | None = None,
        listing: bool = True,
    ) -> list[World]:
        """Up to ``n`` worlds meeting every hard constraint, with weights summing to 1.

        ``weighted=False`` drops the soft evidence and the keep model: the worlds are then uniform
        over the deals the hard evidence allows, with importance weights (equal in almost every
        position); ``oversample`` and ``moves`` are then ignored. Weighted, ``n * oversample``
        worlds are drawn with importance weights, ``n`` of them are resampled by weight, and each
        then takes ``moves`` Metropolis-Hastings steps that leave the exact posterior unchanged
        (:meth:`_rejuvenate`): equal-weight worlds, spread out again after the resampling.
        ``moves=0`` returns the importance-weighted draws as they are (resampled to equal weights
        only when ``oversample > 1``).

        ``splits`` > 1 weighs that many kept/taken and discard/talon splits of each drawn hand
        (steadier weights for more keep-model calls). ``max_tries`` bounds the hands drawn
        (default ``200 * n * oversample + 200``); fewer than ``n`` worlds come back, with a
        warning, only if the evidence is so tight that the bound is reached. When few draws pass
        the checks and the candidates are few, they are listed (:meth:`enumerate_hands`) and
        drawn from the list instead; ``listing=False`` forbids it.
        """
        if n <= 0:
            return []
        if self._impossible:
            _LOG.warning("no consistent world: %s", self._impossible)
            return []
        draws = n * max(1, oversample) if weighted else n  # uniform draws need no resampling
        limit = max_tries if max_tries is not None else 200 * draws + 200
        found = self._draw(draws, rng, weighted, splits, limit, listing)
        if len(found) < draws:
            _LOG.warning(
                "only %d of %d worlds found (deal %s, %s, seat %d)",
                len(found), draws, self.view.deal_number, self.view.deal_phase, self.hidden.seat,
            )  # fmt: skip
        if not found:
            return []
        if (weighted and moves > 0) or len(found) > n:
            picked = _systematic([f[5] for f in found], min(n, len(found)), rng)
            particles = [found[i] for i in picked]
            if weighted and moves > 0:
                particles = self._rejuvenate(particles, moves, rng)
            found = [(*p[:5], 1.0) for p in particles]
        total = sum(f[5] for f in found)
        played = self.hidden.opponent_played
        return [
            World(
                opponent_hand=hand & ~played,
                opponent_dealt=kept | discard,
                opponent_discard=discard,
                opponent_taken=taken,
                talon=self._talon_order(rest, rng),
                weight=weight / total,
            )
            for hand, kept, discard, taken, rest, weight in found
        ]

    def _draw(
        self,
        n: int,
        rng: random.Random,
        weighted: bool,
        splits: int,
        limit: int,
        listing: bool,
    ) -> list[_Particle]:
        """``n`` importance-weighted draws (hand, kept, discard, taken, talon, weight)."""
        h = self.hidden
        prop = self._proposal(weighted)
        use_keep = weighted and h.opponent_discard_size > 0
        cb_soft = weighted and self._cb_unclaimed_matters
        score_split = use_keep or cb_soft
        elder = h.opponent == h.elder
        keep = self.keep_model
        found: list[_Particle] = []
        tries = 0
        listed = self._enumerated if listing else None
        while len(found) < n and tries < limit:
            tries += 1
            if listed is not None:
                if not listed:
                    break
                hand, factor = listed[rng.randrange(len(listed))], 1.0
            else:
                if (
                    listing
                    and tries == _PROBE
                    and len(found) < _PROBE * 0.15
                    and not self._enumeration_tried
                ):
                    # Listing costs about one check per candidate, rejection about one per try:
                    # list only when there are fewer candidates than tries still expected.
                    self._enumeration_tried = True
                    expected = (n - len(found)) * _PROBE / max(len(found), 0.5)
                    listed = self.enumerate_hands(min(ENUMERATION_LIMIT, int(expected)))
                    if listed is not None:
                        found.clear()  # drawn from another proposal: weights not comparable
                        continue
                hand, factor = self._draw_hand(prop, rng)
                if hand < 0 or not self.hard_ok(hand):
                    continue
            if weighted:
                factor *= self.soft_weight(hand)
            options: list[tuple[int, int, int, int, float]] = []
            for _ in range(max(1, splits) if score_split else 1):
                split = self._split(prop, hand, rng)
                if split is None:
                    break
                options.append(split)
            if not options:
                continue
            scores = []
            for kept, discard, _, _, split_factor in options:
                score = split_factor
                if score_split:
                    dealt = kept | discard
                    if use_keep:
                        score *= keep.discard_likelihood(dealt, discard, elder)
                    if cb_soft and not dealt & FACE_MASK:
                        score *= self.soft.carte_blanche_unclaimed
                scores.append(score)
            mean = sum(scores) / len(scores)
            if mean <= 0.0:
                continue
            kept, discard, taken, rest, _ = options[_pick(scores, rng) if len(options) > 1 else 0]
            found.append((hand, kept, discard, taken, rest, factor * mean))
        self.stats.tries += tries
        self.stats.accepted += len(found)
        return found

    def _keep_weight(self, kept: int, discard: int) -> float:
        """The keep model's likelihood of his discard (and the unclaimed carte blanche factor)."""
        h = self.hidden
        dealt = kept | discard
        w = 1.0
        if h.opponent_discard_size:
            w = self.keep_model.discard_likelihood(dealt, discard, h.opponent == h.elder)
        if self._cb_unclaimed_matters and not dealt & FACE_MASK:
            w *= self.soft.carte_blanche_unclaimed
        return w

    def _rejuvenate(
        self, particles: list[_Particle], moves: int, rng: random.Random
    ) -> list[_Particle]:
        """Metropolis-Hastings moves that leave the posterior unchanged, ``moves`` per world.

        A move picks two of the four groups (kept, discard, taken, talon; a pair fixed in
        advance, so the proposal is symmetric), a random card in each, and swaps them. It is
        refused outright if a card lands where the evidence forbids (a shown or claimed carte
        blanche, a seen talon card, a card he played or showed leaving his hand, a suit he is
        void in entering it, the count of a placed group changing) or if his new hand fails the
        declarations evidence; otherwise accepted with the ratio of the new world's posterior to
        the old one's (soft evidence times keep model). Resampling left copies of the heavier
        worlds; the moves spread them out again.
        """
        h = self.hidden
        sizes = (h.opponent_kept_size, h.opponent_discard_size, h.opponent_taken_size)
        sizes4 = (*sizes, h.talon_size)
        pairs = [(a, b) for a, b in _MOVE_PAIRS if sizes4[a] and sizes4[b]]
        if not pairs:
            return particles
        allowed = (~self._talon_only, ~self._talon_only, ~self._dealt_only, ~self._dealt_only)
        known, excluded = self._known_h, self._excluded_h
        classes = self._classes
        out: list[_Particle] = []
        for hand, kept, discard, taken, rest, _ in particles:
            groups = [kept, discard, taken, rest]
            soft = self.soft_weight(hand)
            current = soft * self._keep_weight(kept, discard)
            for _ in range(moves):
                g1, g2 = pairs[rng.randrange(len(pairs))]
                a = _random_card(groups[g1], rng)
                b = _random_card(groups[g2], rng)
                if not (allowed[g2] >> a & 1 and allowed[g1] >> b & 1):
                    continue
                new_hand, new_soft = hand, soft
                if _IN_HAND[g1] != _IN_HAND[g2]:
                    leaving, entering = (a, b) if _IN_HAND[g1] else (b, a)
                    if known >> leaving & 1 or excluded >> entering & 1:
                        continue
                    if any((m >> a & 1) != (m >> b & 1) for m in classes):
                        continue
                    new_hand = hand ^ (1 << a | 1 << b)
                    if not self.hard_ok(new_hand):
                        continue
                    new_soft = self.soft_weight(new_hand)
                swapped = groups[:]
                swapped[g1] ^= 1 << a | 1 << b
                swapped[g2] ^= 1 << a | 1 << b
                proposed = new_soft * self._keep_weight(swapped[0], swapped[1])
                if proposed > 0.0 and rng.random() * current < proposed:
                    groups, hand, soft, current = swapped, new_hand, new_soft, proposed
            out.append((hand, groups[0], groups[1], groups[2], groups[3], 1.0))
        return out

    def candidate_count(self, rng: random.Random, tries: int = 2000) -> float:
        """An estimate of how many hands he can hold now, given the hard evidence.

        Hands are drawn uniformly from those meeting the per-card and suit-length evidence, whose
        number is known exactly; the share that also meets the declarations evidence is
        estimated from ``tries`` draws (exact when there is nothing more to check).
        """
        if self._impossible:
            return 0.0
        listed = self.enumerate_hands(limit=min(ENUMERATION_LIMIT, tries))
        if listed is not None:
            return float(len(listed))
        prop = self._proposal(False)
        total = 0.0
        for _ in range(tries):
            hand, factor = self._draw_hand(prop, rng)
            if hand >= 0 and self.hard_ok(hand) and self._split_feasible(hand):
                total += factor
        return total / tries * self._pool_combinations


def _random_card(mask: int, rng: random.Random) -> int:
    cards = cards_of(mask)
    return cards[rng.randrange(len(cards))]


def _systematic(weights: Sequence[float], n: int, rng: random.Random) -> list[int]:
    """Indices of ``n`` draws by weight with one uniform number (systematic resampling): each
    item is picked the floor or ceiling of ``n`` times its share."""
    total = sum(weights)
    out: list[int] = []
    start = rng.random()
    i = 0
    acc = weights[0]
    for k in range(n):
        target = (start + k) / n * total
        while acc < target and i < len(weights) - 1:
            i += 1
            acc += weights[i]
        out.append(i)
    return out


def _pick(weights: Sequence[float], rng: random.Random) -> int:
    x = rng.random() * sum(weights)
    acc = 0.0
    for i, w in enumerate(weights):
        acc += w
        if x < acc:
            return i
    return len(weights) - 1


# ============================================================================== module API
def sample_worlds(
    view: PlayerView,
    n: int,
    rng: random.Random,
    *,
    weighted: bool = True,
    keep_model: KeepModel | None = None,
    soft: SoftEvidence | None = None,
    moves: int = DEFAULT_MOVES,
    oversample: int = DEFAULT_OVERSAMPLE,
) -> list[World]:
    """Up to ``n`` hidden deals consistent with ``view``, with weights summing to 1.

    Weighted (the default) the worlds follow the posterior of the soft evidence and the keep model
    and come back with equal weights (resampled and moved); ``moves=0, oversample=1`` returns the
    importance-weighted draws instead; ``weighted=False`` draws uniformly among the deals the hard
    evidence allows. A shortcut for ``Inference(view, keep_model, soft).sample(...)``: build an
    :class:`Inference` yourself to sample several times from one view.
    """
    inference = Inference(
        view,
        keep_model if keep_model is not None else DEFAULT_KEEP_MODEL,
        soft if soft is not None else DEFAULT_SOFT_EVIDENCE,
    )
    return inference.sample(n, rng, weighted=weighted, moves=moves, oversample=oversample)


def opponent_hand_candidates_count(
    view: PlayerView, rng: random.Random | None = None, tries: int = 2000
) -> float:
    """Roughly how many hands the opponent may hold now, the hard evidence considered."""
    return Inference(view).candidate_count(rng or random.Random(0), tries)


def resample(worlds: Sequence[World], n: int, rng: random.Random) -> list[World]:
    """``n`` worlds drawn from ``worlds`` by weight (systematic resampling), each of weight 1/n:
    for consumers that want an unweighted list."""
    if not worlds or n <= 0:
        return []
    picked = _systematic([w.weight for w in worlds], n, rng)
    out = []
    for i in picked:
        w = worlds[i]
        out.append(
            World(w.opponent_hand, w.opponent_dealt, w.opponent_discard, w.opponent_taken,
                  w.talon, 1.0 / n)
        )  # fmt: skip
    return out


def effective_sample_size(worlds: Sequence[World]) -> float:
    """Kish's effective sample size of weighted worlds: how many equal-weight worlds they are
    worth (n when the weights are equal, near 1 when one world dominates)."""
    total = sum(w.weight for w in worlds)
    squares = sum(w.weight * w.weight for w in worlds)
    return total * total / squares if squares else 0.0


def deal_order(view: PlayerView, world: World) -> tuple[int, ...]:
    """The pack order that deals the world's deal: the seat's own dealt hand, his dealt hand,
    and the talon as it was before anyone took from it (elder's take on top, then younger's, the
    talon cards the seat saw in their place). Replaying the partie's actions on this order
    reproduces the seat's view exactly: that is what "consistent" means here."""
    if view.elder is None:
        raise ValueError("no deal is in play")
    seat, elder = view.seat, view.elder
    seen = view.seen_talon

    def ordered(mask: int) -> list[int]:
        cards = cards_of(mask)
        return [c for c in cards if seen >> c & 1] + [c for c in cards if not seen >> c & 1]

    mine = view.taken or 0
    elder_take = mine if seat == elder else world.opponent_taken
    younger_take = world.opponent_taken if seat == elder else mine
    talon = [*ordered(elder_take), *ordered(younger_take), *world.talon]
    hands = (view.dealt, world.opponent_dealt) if seat == 0 else (world.opponent_dealt, view.dealt)
    return order_for_hands(hands, talon, elder, view.rules.deal_by)


__all__ = [
    "DEFAULT_KEEP_MODEL",
    "DEFAULT_MOVES",
    "DEFAULT_OVERSAMPLE",
    "DEFAULT_SOFT_EVIDENCE",
    "ENUMERATION_LIMIT",
    "HiddenCards",
    "Inference",
    "KeepModel",
    "ReasonedKeepModel",
    "SoftEvidence",
    "UniformKeepModel",
    "World",
    "deal_order",
    "effective_sample_size",
    "hidden_cards",
    "opponent_hand_candidates_count",
    "resample",
    "sample_worlds",
]
