"""The world sampler: hidden deals drawn consistently with one view, with their weights.

An :class:`Inference` reads a view once (its hidden groups, the declarations as evidence) and then
samples from it as often as asked (:meth:`Inference.sample`), in three steps:

1. *Construct*: the cards whose group the view forces are placed first (played, scored, shown;
   seen talon cards and a shown carte blanche split by exact counts; no court card dealt to a
   claimed carte blanche); suits he showed void in are left out of H; the rest of H is drawn suit
   by suit, after choosing how many cards each suit gets with exact weights restricted to the suit
   lengths the point evidence allows ("not good" to a point of five costs no rejections). The
   draw leans the keep model's way (conditional Bernoulli draws with per-rank odds, their
   probabilities known exactly); then the full declarations evidence is checked and what fails is
   rejected. When few draws pass and the candidates are few (late in the play), they are listed
   instead (:meth:`~Inference.enumerate_hands`).
2. *Weigh*: each world's importance weight is its posterior (soft evidence times keep model)
   over its proposal probability. The keep model makes the posterior peaked (about a third of a
   batch's weight is effective), so by default:
3. *Resample and move*: twice as many worlds as asked are drawn, as many as asked are resampled by
   weight (``particles.systematic``), and each takes a few Metropolis-Hastings swap moves that
   leave the exact posterior unchanged (:meth:`~Inference._rejuvenate`). The worlds come back with
   equal weights; with ``moves=0`` they come back importance-weighted. Weights always sum to 1.

A world is never returned unless every hard check passed; when a position is so constrained that
the bounded number of tries finds fewer than asked, fewer are returned and a warning is logged.

The moves stay here rather than with the particles: which swaps are allowed is the same
placement evidence the construction step reads (the cards each group may hold), so they are one
job with the drawing.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import NamedTuple

from piquet_desktop.ai.inference.evidence import (
    DEFAULT_SOFT_EVIDENCE,
    DeclarationEvidence,
    SoftEvidence,
)
from piquet_desktop.ai.inference.hidden import (
    HAND_SIZE,
    HiddenCards,
    World,
    hidden_cards,
    opponent_played,
)
from piquet_desktop.ai.inference.keep_model import DEFAULT_KEEP_MODEL, KeepModel
from piquet_desktop.ai.inference.particles import Particle, systematic
from piquet_desktop.engine.cards import FACE_MASK, SUIT_MASKS, SUIT_SIZE, cards_of
from piquet_desktop.engine.view import PlayerView

_LOG = logging.getLogger(__name__)

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


class ExactGroup(NamedTuple):
    """Cards of which the opponent's hand holds exactly ``held`` (the talon cards we saw and he
    took; his shown carte blanche's cards he kept)."""

    cards: int
    held: int


class DrawPool(NamedTuple):
    """An exact group still to place at each draw: its eligible ``cards`` and how many of them
    (``need``) his hand holds beyond the ones already known."""

    cards: list[int]
    need: int


_TALON_TRIES = 32
"""Shuffles of a world's talon tried for one that reckons his calls as he reckoned them (the
third reckoning: see ``DeclarationEvidence.needs_talon``) before the world is dropped."""


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
    evidence: DeclarationEvidence = field(init=False)
    stats: _Stats = field(init=False)
    _known_h: int = field(init=False)
    _excluded_h: int = field(init=False)
    _pools: list[DrawPool] = field(init=False)
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
        self.evidence = DeclarationEvidence.read(view, h.opponent, self.soft)
        self.stats = _Stats()
        self._proposals = {}
        self._enumerated = None
        self._enumeration_tried = False
        self._impossible = ""
        opponent = h.opponent
        played, voids = opponent_played(view, opponent)
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
        excluded |= self.evidence.excluded_cards(pool)
        excluded &= ~known
        # Groups of H cards with an exact count (the talon cards we saw; with a shown carte
        # blanche his dealt cards): placed first, uniformly; the rest of H is drawn freely.
        pools: list[ExactGroup] = []
        if seen:
            pools.append(ExactGroup(seen, h.talon_seen_taken))
        if dealt:
            pools.append(ExactGroup(dealt & ~seen, h.opponent_kept_size))
        self._classes = tuple(m for m, _ in pools)  # a swap in or out of H stays in its class
        eligible = pool & ~known & ~excluded
        special: list[ExactGroup] = []
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
                special.append(ExactGroup(cards, need))
            eligible &= ~cards
        self._known_h = known
        self._excluded_h = excluded
        self._pools = [DrawPool(cards_of(m), n) for m, n in special]
        self._pool_combinations = math.prod(math.comb(m.bit_count(), n) for m, n in special)
        self._free_mask = eligible
        self._free_count = h.hand_at_declarations - known.bit_count() - sum(n for _, n in special)
        if not 0 <= self._free_count <= eligible.bit_count():
            self._impossible = "the opponent's hand cannot be completed"
        # Cards that can only have come from the talon (seen there; not in a shown carte
        # blanche; a court card when he claimed one) or only from his dealt hand (in it).
        self._talon_only = seen | (pool & ~dealt if dealt else 0) | (FACE_MASK if faces_out else 0)
        self._dealt_only = dealt
        self._lengths, self._longest = self.evidence.suit_length_bounds()
        self._cb_unclaimed_matters = (
            not view.carte_blanche_claimed[opponent]
            and self.soft.carte_blanche_unclaimed != 1.0
            and (view.deal_phase != "carte_blanche" or opponent == view.elder)
        )

    # ------------------------------------------------------------------------- set-up helpers
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
    def world_weight(self, world: World) -> float:
        """The unnormalised target weight of a world (soft evidence and keep model; 0 when a
        hard check fails): what a perfect sampler's weights would be proportional to."""
        if self.check_world(world):
            return 0.0
        h = self.hidden
        hand = world.opponent_kept | world.opponent_taken
        w = self.evidence.soft_weight(hand)
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
        _, voids = opponent_played(view, h.opponent)
        for s in range(4):
            if voids >> s & 1 and world.opponent_hand & SUIT_MASKS[s]:
                problems.append(f"he holds a card of suit {s}, in which he showed void")
        if not self.evidence.allows(decl_hand):
            problems.append("the declarations contradict his hand")
        elif not self.evidence.allows_discard(decl_hand, world.opponent_discard, world.talon):
            problems.append("the declarations contradict his hand and discard")
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
        vector = rng.choices(table.vectors, cum_weights=table.cumulative)[0]
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
                    if self.evidence.allows(hand) and self._split_feasible(hand):
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
            picked = systematic([f[5] for f in found], min(n, len(found)), rng)
            particles = [found[i] for i in picked]
            if weighted and moves > 0:
                particles = self._rejuvenate(particles, moves, rng)
            found = [(*p[:5], 1.0) for p in particles]
        played = self.hidden.opponent_played
        ordered = []
        for hand, kept, discard, taken, rest, weight in found:
            talon = self._talon_order(rest, rng)
            if self.evidence.needs_talon:
                # From the third reckoning the top of the talon (the cards of his portion he
                # saw and we did not take) can decide how his call was reckoned.
                tries = 0
                while not self.evidence.allows_discard(hand, discard, talon):
                    tries += 1
                    if tries == _TALON_TRIES:
                        break
                    talon = self._talon_order(rest, rng)
                else:
                    ordered.append((hand, kept, discard, taken, talon, weight))
                continue
            ordered.append((hand, kept, discard, taken, talon, weight))
        if not ordered:
            return []
        total = sum(f[5] for f in ordered)
        return [
            World(
                opponent_hand=hand & ~played,
                opponent_dealt=kept | discard,
                opponent_discard=discard,
                opponent_taken=taken,
                talon=talon,
                weight=weight / total,
            )
            for hand, kept, discard, taken, talon, weight in ordered
        ]

    def _draw(
        self,
        n: int,
        rng: random.Random,
        weighted: bool,
        splits: int,
        limit: int,
        listing: bool,
    ) -> list[Particle]:
        """``n`` importance-weighted draws (hand, kept, discard, taken, talon, weight)."""
        h = self.hidden
        prop = self._proposal(weighted)
        use_keep = weighted and h.opponent_discard_size > 0
        cb_soft = weighted and self._cb_unclaimed_matters
        score_split = use_keep or cb_soft
        elder = h.opponent == h.elder
        keep = self.keep_model
        found: list[Particle] = []
        tries = 0
        listed = self._enumerated if listing else None
        while len(found) < n and tries < limit:
            tries += 1
            if listed is not None:
                if not listed:
                    break
                hand, factor = rng.choice(listed), 1.0
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
                if hand < 0 or not self.evidence.allows(hand):
                    continue
            if weighted:
                factor *= self.evidence.soft_weight(hand)
            options: list[tuple[int, int, int, int, float]] = []
            for _ in range(max(1, splits) if score_split else 1):
                split = self._split(prop, hand, rng)
                if split is None:
                    break
                options.append(split)
            if self.evidence.needs_discard:
                options = [o for o in options if self.evidence.allows_discard(hand, o[1])]
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
            mean = sum(scores) / len(scores)  # not statistics.fmean: its fsum rounds differently
            if mean <= 0.0:
                continue
            chosen = rng.choices(options, scores)[0] if len(options) > 1 else options[0]
            kept, discard, taken, rest, _ = chosen
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
        self, particles: list[Particle], moves: int, rng: random.Random
    ) -> list[Particle]:
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
        out: list[Particle] = []
        for hand, kept, discard, taken, rest, _ in particles:
            groups = [kept, discard, taken, rest]
            soft = self.evidence.soft_weight(hand)
            current = soft * self._keep_weight(kept, discard)
            for _ in range(moves):
                g1, g2 = rng.choice(pairs)
                a = rng.choice(cards_of(groups[g1]))
                b = rng.choice(cards_of(groups[g2]))
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
                    if not self.evidence.allows(new_hand):
                        continue
                    new_soft = self.evidence.soft_weight(new_hand)
                swapped = groups[:]
                swapped[g1] ^= 1 << a | 1 << b
                swapped[g2] ^= 1 << a | 1 << b
                if self.evidence.needs_discard and not self.evidence.allows_discard(
                    new_hand, swapped[1]
                ):
                    continue
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
            if hand >= 0 and self.evidence.allows(hand) and self._split_feasible(hand):
                total += factor
        return total / tries * self._pool_combinations


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


__all__ = [
    "DEFAULT_MOVES",
    "DEFAULT_OVERSAMPLE",
    "ENUMERATION_LIMIT",
    "Inference",
    "opponent_hand_candidates_count",
    "sample_worlds",
]
