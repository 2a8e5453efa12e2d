"""Exact double-dummy solver for the trick play of Piquet, on the points objective.

Given both hands (an open position, or one sampled for the unseen cards), :func:`solve` returns the
exact minimax value of the rest of the play and :func:`best_moves` the exact value of every legal
card for the player to act. Values are seat 0's points minus seat 1's from now on (seat 0
maximises, seat 1 minimises), scored as ``engine/deal.py`` scores them: 1 per card led
(``tens_only``: ten or higher), 1 for winning a trick the opponent led (``tens_only``: with a ten
or higher), the last-trick bonus (1 or 10), and at the end the cards: 10 for more than six tricks
in all, 40 instead for all twelve (capot), nothing on six each. The lead point of a card already
on the table has been scored and is not counted again; a finished play is worth 0. The cards are
counted at the end whatever ``cards_count_for_pique`` says: that option moves *when* the 10 is
scored, not how much.

The search, and why it is fast enough in pure Python (a full 12-card play in milliseconds):

* **Negamax over whole tricks.** A node is the start of a trick seen from its leader: his hand,
  the follower's hand, his tricks so far. The cards term is antisymmetric (``CARDS_TERM[12 - w] ==
  -CARDS_TERM[w]``), so one function serves both seats and one table entry serves a position
  whoever sits where. The leader's cards and the follower's replies are two loops inside one call:
  half-tricks cost no call, no probe and no bound test. Two cards each are solved directly.
* **Equal-rank grouping.** Cards of one hand are interchangeable when no live card of the other
  hand (nor the card on the table) lies between them: swapping them gives the same position up to
  names. One card per group is tried. Under ``tens_only`` a nine and a ten score differently, so a
  group never spans them.
* **Transposition table on relative ranks.** What a position is worth depends, per suit, only on
  the order of the live cards and who holds each (under ``tens_only`` also on which side of the
  ten each lies), so the key squeezes out the cards already played; and as suits are
  interchangeable, the four suit codes are sorted. ``tricks_won`` enters only as far as the value
  depends on it: seen from the leader the cards term is a function of how many of the ``n``
  remaining tricks he takes, and trick counts whose functions differ by a constant (the cards
  already decided, capot impossible for both) share an entry, its bounds stored relative to that
  constant. Entries hold a lower and an upper bound and the best card, so any window can use them.
* **Bounds before searching.** The leader's quick tricks (top cards he can cash without losing the
  lead) give a lower bound, exact when they take every trick; the follower's sure tricks (his cards
  above all of the leader's in a suit the leader must eventually play) cap the leader's tricks and
  give an upper bound. A node whose bound already settles the window is not searched.
* **Move ordering.** The card that did best in an earlier visit of the node first, then the
  history heuristic (cards that caused cut-offs elsewhere), then sure winners before low cards; the
  follower wins as cheaply as possible or plays low.
* **MTD(f).** The root value is found by zero-window searches, each answered quickly thanks to
  the bounds in the table; it beats one full-window alpha-beta search here by about a third.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from piquet_desktop.engine.cards import (
    SUIT_MASKS,
    SUIT_SIZE,
    TEN,
    TEN_OR_HIGHER_MASK,
    cards_of,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.rules import RuleSet

TRICKS = 12
INF = 10_000

#: The cards term as a function of the tricks one player ends with, from his side; note that
#: ``CARDS_TERM[12 - w] == -CARDS_TERM[w]``, which is what lets one negamax serve both seats.
CARDS_TERM = tuple(
    40 if w == TRICKS else 10 if w > 6 else 0 if w == 6 else -40 if w == 0 else -10
    for w in range(TRICKS + 1)
)

Move = tuple[int, int]


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """A moment of the trick play with both hands known.

    ``leader`` is the seat to lead, or the seat that led the card on the table (``lead_card``, -1
    when the trick has not started). ``tricks_won`` and ``tricks_played`` count finished tricks.
    """

    hands: tuple[int, int]
    leader: int
    lead_card: int = -1
    tricks_won: tuple[int, int] = (0, 0)
    tricks_played: int = 0
    rules: RuleSet = field(default_factory=RuleSet)

    def __post_init__(self) -> None:
        h0, h1 = self.hands
        left = TRICKS - self.tricks_played
        if self.leader not in (0, 1):
            raise ValueError(f"leader must be seat 0 or 1, not {self.leader}")
        if not 0 <= self.tricks_played <= TRICKS:
            raise ValueError(f"tricks_played must be 0..{TRICKS}, not {self.tricks_played}")
        if min(self.tricks_won) < 0 or sum(self.tricks_won) != self.tricks_played:
            raise ValueError(f"tricks_won {self.tricks_won} must add up to tricks_played")
        if h0 & h1 or h0 < 0 or h1 < 0 or (h0 | h1) >> (4 * SUIT_SIZE):
            raise ValueError("the hands must be disjoint masks of cards 0..35")
        sizes = [h0.bit_count(), h1.bit_count()]
        if self.lead_card >= 0:
            if not 0 <= self.lead_card < 4 * SUIT_SIZE or (h0 | h1) >> self.lead_card & 1:
                raise ValueError("the card led must be a card held by neither hand")
            if left == 0:
                raise ValueError("no trick can be in progress after the twelfth")
            sizes[self.leader] += 1
        if sizes != [left, left]:
            raise ValueError(
                f"with {self.tricks_played} tricks played each hand holds {left} cards "
                f"(counting a card led), not {sizes[0]} and {sizes[1]}"
            )

    @property
    def to_act(self) -> int:
        """The seat to play a card now (-1 once the play is over)."""
        if self.tricks_played == TRICKS:
            return -1
        return self.leader if self.lead_card < 0 else 1 - self.leader

    def legal_moves(self) -> list[int]:
        """The cards the player to act may play, lowest first."""
        if self.to_act < 0:
            return []
        hand = self.hands[self.to_act]
        if self.lead_card >= 0:
            hand = hand & SUIT_MASKS[suit_of(self.lead_card)] or hand
        return cards_of(hand)

    def play(self, card: int) -> PlayPosition:
        """The position after the player to act plays ``card`` (which must be legal)."""
        if card not in self.legal_moves():
            raise ValueError(f"card {card} is not a legal play here")
        mover = self.to_act
        hands = list(self.hands)
        hands[mover] ^= 1 << card
        if self.lead_card < 0:
            return replace(self, hands=(hands[0], hands[1]), lead_card=card)
        led = self.lead_card
        winner = mover if suit_of(card) == suit_of(led) and card > led else self.leader
        won = list(self.tricks_won)
        won[winner] += 1
        return replace(
            self,
            hands=(hands[0], hands[1]),
            leader=winner,
            lead_card=-1,
            tricks_won=(won[0], won[1]),
            tricks_played=self.tricks_played + 1,
        )

    @classmethod
    def from_deal(cls, deal: DealState) -> PlayPosition:
        """The open position of a deal in its play phase (or just after the first lead, while
        younger decides about the talon), both hands as the state holds them."""
        if not (deal.phase == "play" or (deal.phase == "talon_choice" and deal.lead_card >= 0)):
            raise ValueError("the deal is not in its trick play")
        return cls(
            hands=(deal.hands[0], deal.hands[1]),
            leader=deal.leader,
            lead_card=deal.lead_card,
            tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
            tricks_played=len(deal.tricks),
            rules=deal.rules,
        )


def _groups(own: int, other: int, tens_only: bool) -> tuple[int, ...]:
    """One rank per group of ``own``'s equivalent cards of a suit (9-bit patterns), lowest first.

    Cards of ``own`` form a group when no card of ``other`` lies between them; the lowest card of
    each group represents it. Under ``tens_only`` a group never spans the nine and the ten.
    """
    reps: list[int] = []
    prev_own = -1  # rank of the previous live card if it was own's, else -1
    for r in range(SUIT_SIZE):
        if own >> r & 1:
            if prev_own < 0 or (tens_only and prev_own < TEN <= r):
                reps.append(r)
            prev_own = r
        elif other >> r & 1:
            prev_own = -1
    return tuple(reps)


def _relative_code(live: int, own: int, tens_only: bool) -> int:
    """The key of a suit: ``own``'s cards among the live ones with the gaps squeezed out.

    The code is the ownership bits of the live cards in rank order with a sentinel bit above them
    (so the number of live cards is part of it). Under ``tens_only`` the cards below the ten and
    those from the ten up are squeezed separately (5 + 6 bits), keeping which side each is on.
    """

    def squeeze(lo: int, hi: int) -> int:
        code, k = 0, 0
        for r in range(lo, hi):
            if live >> r & 1:
                code |= (own >> r & 1) << k
                k += 1
        return code | 1 << k

    if tens_only:
        return squeeze(0, TEN) | squeeze(TEN, SUIT_SIZE) << 5
    return squeeze(0, SUIT_SIZE)


def _cashable(lead: int, follow: int, tens_only: bool) -> tuple[int, int]:
    """Tricks the leader can cash in one suit without giving up the lead, and how many score.

    If the follower has none of the suit, every card wins. Otherwise the leader's top cards down to
    the follower's highest win; once the follower has been drawn (the run is at least as long as
    his holding), the rest of the suit wins too. The second number counts the cashed cards that
    score a lead point (all of them, or under ``tens_only`` those from the ten up).
    """
    if not lead:
        return 0, 0
    if follow:
        run = 0
        top_other = follow.bit_length() - 1
        cashed = 0
        for r in range(SUIT_SIZE - 1, top_other, -1):
            if lead >> r & 1:
                run += 1
                cashed |= 1 << r
        if run < follow.bit_count():
            lead = cashed
    n = lead.bit_count()
    return n, (lead >> TEN).bit_count() if tens_only else n


class _Tables:
    """Per-suit lookup tables for one ``tens_only`` setting, indexed by ``own << 9 | other``.

    ``own`` and ``other`` are the 9-bit rank patterns of the two hands in one suit; only disjoint
    pairs (3**9 of the 2**18 indices) are filled. Built once per setting, in about 0.2 s.
    """

    def __init__(self, tens_only: bool) -> None:
        self.tens_only = tens_only
        size = 1 << (2 * SUIT_SIZE)
        self.rel: list[int] = [0] * size  # relative key of the suit (11 bits)
        self.cash: list[int] = [0] * size  # cashable | scoring cashable << 8 | sure << 16
        # Rank of the i-th live card of a pattern, to turn a stored relative move back into a card.
        self.nth: list[tuple[int, ...]] = [
            tuple(r for r in range(SUIT_SIZE) if live >> r & 1) for live in range(1 << SUIT_SIZE)
        ]
        self.pairs: list[int] = []  # every valid index
        for own in range(1 << SUIT_SIZE):
            rest = ~own & ((1 << SUIT_SIZE) - 1)
            other = rest
            while True:  # every subset of the ranks own does not hold
                i = own << SUIT_SIZE | other
                self.pairs.append(i)
                self.rel[i] = _relative_code(own | other, own, tens_only)
                tricks, scoring = _cashable(own, other, tens_only)
                # The follower's sure tricks in this suit when ``own`` is the leader's: his
                # cards above all the leader's ("tops"), at most one per leader card. He wins
                # them all by playing a top whenever the suit is led (by either), leading tops
                # when he has the lead, and discarding only other cards. He never has to discard
                # a counted top: when he must discard, the leader has just led, so holds one card
                # fewer than he does, yet at least as many in the suits of counted tops.
                sure = min((other >> own.bit_length()).bit_count(), own.bit_count())
                self.cash[i] = tricks | scoring << 8 | sure << 16
                if not other:
                    break
                other = (other - 1) & rest
        self._moves: dict[bool, _MoveTables] = {}

    def moves(self, grouping: bool) -> _MoveTables:
        if grouping not in self._moves:
            self._moves[grouping] = _MoveTables(self, grouping)
        return self._moves[grouping]


class _MoveTables:
    """Candidate cards per suit pattern pair, with or without equal-rank grouping.

    Each distinct tuple is stored once and shared by every pattern pair that has it: the tables
    hold the same values in 10-11 MB instead of 15 MB, in every process that searches (the
    rest is the five lists of 2**18 slots; docs/PERFORMANCE.md, "Memory").
    """

    def __init__(self, tabs: _Tables, grouping: bool) -> None:
        size = 1 << (2 * SUIT_SIZE)
        shared: dict[tuple[int, ...], tuple[int, ...]] = {}
        # One rank per group (or every rank), lowest first.
        self.groups: list[tuple[int, ...]] = [()] * size
        # Per suit, the same as cards: sure winners (above all of ``other``) highest first, then
        # the rest lowest first. The leader's candidates; also the follower's discards.
        self.leads: list[list[tuple[int, ...]]] = [[()] * size for _ in range(4)]
        # The follower's ordered replies in the suit led, filled lazily:
        # (own << 9 | other) << 6 | card led, ``other`` including the card led.
        self.replies: dict[int, tuple[int, ...]] = {}
        for i in tabs.pairs:
            own, other = i >> SUIT_SIZE, i & ((1 << SUIT_SIZE) - 1)
            reps = _groups(own, other, tabs.tens_only) if grouping else tabs.nth[own]
            self.groups[i] = shared.setdefault(reps, reps)
            top = other.bit_length() - 1
            winners = [r for r in reps if r > top]
            order = (*winners[::-1], *(r for r in reps if r <= top))
            for s in range(4):
                lead = tuple(s * SUIT_SIZE + r for r in order)
                self.leads[s][i] = shared.setdefault(lead, lead)


_TABLES: dict[bool, _Tables] = {}


def _tables(tens_only: bool) -> _Tables:
    if tens_only not in _TABLES:
        _TABLES[tens_only] = _Tables(tens_only)
    return _TABLES[tens_only]


def _cards_classes() -> tuple[list[list[int]], int]:
    """Number the cards-term shapes: ``cls[n][w]`` for ``n`` tricks left, leader having ``w``.

    Two ``w`` share a class when ``CARDS_TERM[w + x] - CARDS_TERM[w]`` agrees for every ``x`` in
    ``0..n``: the rest of the play is then worth the same up to the constant ``CARDS_TERM[w]``.
    """
    ids: dict[tuple[int, ...], int] = {}
    cls = [[0] * (TRICKS + 1) for _ in range(TRICKS + 1)]
    for n in range(TRICKS + 1):
        for w in range(TRICKS + 1 - n):
            shape = tuple(CARDS_TERM[w + x] - CARDS_TERM[w] for x in range(n + 1))
            cls[n][w] = ids.setdefault(shape, len(ids))
    return cls, len(ids)


_CLASSES, _N_CLASSES = _cards_classes()
_CLASS_BITS = (_N_CLASSES - 1).bit_length()

Search = Callable[[int, int, int, int, int], int]
Window = Callable[[int, int], int]


class Solver:
    """The exact solver for one rule set; its transposition table is kept across calls.

    The table stays valid for any position under the same rules (keys are relative ranks), so a
    player solving several decisions of one deal can keep one solver; :meth:`clear` frees it. The
    switches turn techniques off to obtain slower reference searches for testing and measuring.
    ``nodes`` counts the trick starts the search visited (table and bound hits included).
    A table beyond ``max_entries`` (some 100 bytes each) is cleared before the next call.
    """

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        grouping: bool = True,
        transposition: bool = True,
        bounds: bool = True,
        history: bool = True,
        mtdf: bool = True,
        max_entries: int = 2_000_000,
    ) -> None:
        self.rules = rules or RuleSet()
        self.tens_only = self.rules.trick_points == "tens_only"
        self.last_bonus = self.rules.last_trick_bonus
        self.grouping = grouping
        self.transposition = transposition
        self.bounds = bounds
        self.history = history
        self.mtdf = mtdf
        self.max_entries = max_entries
        self.nodes = 0
        # Relative key -> [lower bound, upper bound, best card as its suit's code << 4 | its
        # index among the suit's live cards], the bounds relative to the cards term of the
        # leader's tricks (see _cards_classes).
        self.table: dict[int, list[int]] = {}
        self._search: Search = self._make_search()

    def clear(self) -> None:
        """Forget everything learnt (table, history) to free memory."""
        self.table.clear()
        self._search = self._make_search()

    # ------------------------------------------------------------------------------ core search
    def _make_search(self) -> Search:
        """Build the negamax as a closure, so that every table is a fast local name."""
        tens_only = self.tens_only
        tabs = _tables(tens_only)
        moves_t = tabs.moves(self.grouping)
        groups = moves_t.groups
        leads0, leads1, leads2, leads3 = moves_t.leads
        reply_memo = moves_t.replies
        rel = tabs.rel
        cash_t = tabs.cash
        nth = tabs.nth
        use_tt = self.transposition
        use_bounds = self.bounds
        use_history = self.history
        bonus = self.last_bonus
        cards_term = CARDS_TERM
        classes = _CLASSES
        class_bits = _CLASS_BITS
        table = self.table
        high_cards = TEN_OR_HIGHER_MASK
        # Points a card scores when led, or when it wins a trick for the follower.
        point = [0 if tens_only and rank_of(c) < TEN else 1 for c in range(4 * SUIT_SIZE)]
        base = [c - c % SUIT_SIZE for c in range(4 * SUIT_SIZE)]
        # History heuristic: leader cards that caused cut-offs, weighted by the depth saved.
        history = [0] * (4 * SUIT_SIZE)
        by_history = history.__getitem__
        by_rank = [c % SUIT_SIZE for c in range(4 * SUIT_SIZE)].__getitem__
        solver = self

        def follow_suit(lead: int, follow: int, c: int) -> tuple[int, ...]:
            """The follower's cards of the suit led, one per group (the card led splits
            groups): the cheapest winner first, then the losers from low to high, then the
            dearer winners. Winning cheaply or ducking low is nearly always right."""
            sh = base[c]
            reps = groups[(follow >> sh & 511) << 9 | (lead >> sh & 511)]
            rank = c - sh
            losers = [sh + r for r in reps if r < rank]
            winners = [sh + r for r in reps if r > rank]
            return (*winners[:1], *losers, *winners[1:])

        def last_trick(c: int, d: int, w: int) -> int:
            """Value for the leader of the twelfth trick, ``c`` against ``d``, with the cards."""
            if d > c and base[d] == base[c]:
                return point[c] - point[d] - bonus + cards_term[w]
            return point[c] + bonus + cards_term[w + 1]

        def two(lead: int, follow: int, w: int, alpha: int = 0, beta: int = 0) -> int:
            """Exact value for the leader with two cards each: at most four plays, no table.

            Takes (and ignores) a window so that ``search`` can call it in its own place."""
            a = lead.bit_length() - 1
            b = (lead ^ (1 << a)).bit_length() - 1
            x = follow.bit_length() - 1
            y = (follow ^ (1 << x)).bit_length() - 1
            wf = TRICKS - 2 - w
            best = -INF
            for c, c2 in ((a, b), (b, a)):
                sc = base[c]
                fx = base[x] == sc
                if fx == (base[y] == sc):
                    replies: tuple[tuple[int, int], ...] = ((x, y), (y, x))
                else:
                    replies = ((x, y),) if fx else ((y, x),)
                vc = INF
                for d, d2 in replies:
                    if d > c and base[d] == sc:
                        v = point[c] - point[d] - last_trick(d2, c2, wf + 1)
                    else:
                        v = point[c] + last_trick(c2, d2, w + 1)
                    if v < vc:
                        vc = v
                if vc > best:
                    best = vc
            return best

        def search(lead: int, follow: int, w: int, alpha: int, beta: int) -> int:
            """Value for the leader at the start of a trick: his hand, the follower's, his tricks.

            Fail-soft alpha-beta: a result <= alpha is an upper bound, >= beta a lower bound.
            """
            solver.nodes += 1
            n = lead.bit_count()
            if n <= 2:
                if n == 2:
                    return two(lead, follow, w)
                return last_trick(lead.bit_length() - 1, follow.bit_length() - 1, w)
            i0 = (lead & 511) << 9 | follow & 511
            i1 = (lead >> 9 & 511) << 9 | follow >> 9 & 511
            i2 = (lead >> 18 & 511) << 9 | follow >> 18 & 511
            i3 = (lead >> 27 & 511) << 9 | follow >> 27 & 511
            if use_bounds:
                cash = cash_t[i0] + cash_t[i1] + cash_t[i2] + cash_t[i3]
                q = cash & 255
                if q >= n:
                    # He can cash every trick: no play scores him more (each of his cards scores
                    # at most its point, the opponent's nothing for him), so this is exact.
                    return (cash >> 8 & 255) + bonus + cards_term[w + n]
                # Cash q tricks first; each later trick costs him at most a point.
                bound = (cash >> 8 & 255) - (n - q) - bonus + cards_term[w + q]
                if bound >= beta:
                    return bound
                # The follower's sure tricks cap his; each of his cards scores at most once,
                # and under standard scoring a trick he loses scores him nothing.
                lost = cash >> 16
                bound = (
                    ((lead & high_cards).bit_count() if tens_only else n - lost)
                    + bonus
                    + cards_term[w + n - lost]
                )
                if bound <= alpha:
                    return bound
            offset = cards_term[w]
            hint = -1
            key = 0
            entry = None
            if use_tt:
                r0 = rel[i0]
                r1 = rel[i1]
                r2 = rel[i2]
                r3 = rel[i3]
                # Suits are interchangeable: sort their codes so that positions differing only by
                # a permutation of the suits share an entry.
                if r0 > r1:
                    r0, r1 = r1, r0
                if r2 > r3:
                    r2, r3 = r3, r2
                if r0 > r2:
                    r0, r2 = r2, r0
                if r1 > r3:
                    r1, r3 = r3, r1
                if r1 > r2:
                    r1, r2 = r2, r1
                key = (r0 | r1 << 11 | r2 << 22 | r3 << 33) << class_bits | classes[n][w]
                entry = table.get(key)
                if entry is not None:
                    lo = entry[0] + offset
                    if lo >= beta:
                        return lo
                    hi = entry[1] + offset
                    if hi <= alpha:
                        return hi
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
                    h = entry[2]
                    if h >= 0:
                        # The best card is stored as its suit's code and its place among the
                        # suit's live cards: any suit with that code will do.
                        code = h >> 4
                        sh = (
                            0
                            if rel[i0] == code
                            else 9
                            if rel[i1] == code
                            else 18
                            if rel[i2] == code
                            else 27
                        )
                        hint = sh + nth[(lead | follow) >> sh & 511][h & 15]
            # The leader's cards, one per group, best first: the card that did best here
            # before, then by history, then sure winners (highest first) before the rest.
            moves: Sequence[int] = leads0[i0] + leads1[i1] + leads2[i2] + leads3[i3]
            if use_history:
                moves = sorted(moves, key=by_history, reverse=True)
            if hint >= 0 and moves[0] != hint:
                moves = [hint, *moves]  # tried twice at worst: the second time hits the table
            alpha0 = alpha
            j0 = (i0 & 511) << 9 | i0 >> 9
            j1 = (i1 & 511) << 9 | i1 >> 9
            j2 = (i2 & 511) << 9 | i2 >> 9
            j3 = (i3 & 511) << 9 | i3 >> 9
            wf = TRICKS - n - w
            sub = search if n > 3 else two
            best = -INF
            best_move = -1
            for c in moves:
                lc = lead ^ (1 << c)
                pc = point[c]
                sh = base[c]
                fp = follow >> sh & 511
                replies: Sequence[int] | None
                if fp:
                    k = (fp << 9 | lead >> sh & 511) << 6 | c
                    replies = reply_memo.get(k)
                    if replies is None:
                        replies = reply_memo[k] = follow_suit(lead, follow, c)
                else:
                    # Void in the suit led: any card, all losing; the lowest ranks first.
                    replies = sorted(leads0[j0] + leads1[j1] + leads2[j2] + leads3[j3], key=by_rank)
                # The follower minimises; beyond ``top`` nothing matters to either side.
                vc = INF
                for d in replies:
                    top = vc if vc < beta else beta
                    if d > c and base[d] == sh:
                        t = pc - point[d]
                        v = t - sub(follow ^ (1 << d), lc, wf + 1, t - top, t - alpha)
                    else:
                        v = pc + sub(lc, follow ^ (1 << d), w + 1, alpha - pc, top - pc)
                    if v < vc:
                        vc = v
                        if vc <= alpha:
                            break
                if vc > best:
                    best = vc
                    best_move = c
                    if vc > alpha:
                        alpha = vc
                        if vc >= beta:
                            if use_history:
                                history[c] += 1 << n
                            break
            if use_tt:
                if entry is None:
                    entry = table[key] = [-INF, INF, -1]
                v = best - offset
                if best > alpha0:
                    # A lower bound (or exact); the card that reached it is worth trying first.
                    if v > entry[0]:
                        entry[0] = v
                    sh = base[best_move]
                    live = (lead | follow) >> sh & 511
                    entry[2] = (
                        rel[(lead >> sh & 511) << 9 | (follow >> sh & 511)] << 4
                        | (live & ((1 << (best_move - sh)) - 1)).bit_count()
                    )
                if best < beta and v < entry[1]:
                    entry[1] = v
            return best

        return search

    # ------------------------------------------------------------------------------ root
    def _mtd(self, probe: Window, guess: int) -> int:
        """MTD(f): the exact value of ``probe`` by zero-window tests closing in from ``guess``.

        ``probe(alpha, beta)`` is a fail-soft search. Each test asks "is the value at least
        ``beta``?" and answers with a bound, often well past ``beta``; the table makes the
        repeated searches cheap. Without ``mtdf`` one full-window search is made instead.
        """
        if not self.mtdf:
            return probe(-INF, INF)
        lo, hi = -INF, INF
        beta = guess
        while lo < hi:
            g = probe(beta - 1, beta)
            if g >= beta:
                lo = g
                beta = g + 1
            else:
                hi = g
                beta = g
        return lo

    def _trick(
        self, lead: int, follow: int, c: int, d: int, w: int, n: int, alpha: int, beta: int
    ) -> int:
        """Leader's value of the trick ``c`` answered by ``d`` (the lead point of ``c`` not
        counted) plus the rest of the play. ``lead`` and ``follow`` hold neither ``c`` nor ``d``;
        ``w`` is the leader's tricks before it, ``n`` the tricks left including it."""
        tens_only = self.tens_only
        if suit_of(d) == suit_of(c) and d > c:
            t = 0 if tens_only and rank_of(d) < TEN else -1
            if n == 1:
                return t - self.last_bonus + CARDS_TERM[w]
            wf = TRICKS - n - w
            return t - self._search(follow, lead, wf + 1, t - beta, t - alpha)
        if n == 1:
            return self.last_bonus + CARDS_TERM[w + 1]
        return self._search(lead, follow, w + 1, alpha, beta)

    def _after_lead(
        self, lead: int, follow: int, c: int, w: int, n: int, alpha: int, beta: int
    ) -> int:
        """Leader's value once ``c`` (taken out of ``lead``) is led, its lead point excluded:
        the follower's best reply."""
        legal = follow & SUIT_MASKS[suit_of(c)] or follow
        best = INF
        for d in self._representatives(legal, lead | 1 << c):
            v = self._trick(lead, follow ^ (1 << d), c, d, w, n, alpha, min(beta, best))
            if v < best:
                best = v
                if best <= alpha:
                    break
        return best

    def _representatives(self, cards: int, others: int) -> list[int]:
        """One card of ``cards`` per group of equivalent ones (``others`` are the other live
        cards), or all of them without grouping."""
        if not self.grouping:
            return cards_of(cards)
        groups = _tables(self.tens_only).moves(True).groups
        return [
            sh + r
            for sh in (0, 9, 18, 27)
            if cards >> sh & 511
            for r in groups[(cards >> sh & 511) << 9 | (others >> sh & 511)]
        ]

    def _group_of(self, card: int, cards: int, others: int) -> int:
        """The representative (as ``_representatives`` picks it) of ``card``'s group."""
        if not self.grouping:
            return card
        reps = [r for r in self._representatives(cards, others) if r <= card]
        return max(r for r in reps if suit_of(r) == suit_of(card))

    def best_moves(self, position: PlayPosition) -> list[Move]:
        """Every legal card of the player to act with its exact value (seat 0 minus seat 1),
        lowest card first; equivalent cards are solved once and share the value."""
        self._check_rules(position)
        mover = position.to_act
        if mover < 0:
            return []
        leader = position.leader
        sign = 1 if leader == 0 else -1
        n = TRICKS - position.tricks_played
        w = position.tricks_won[leader]
        lead, follow = position.hands[leader], position.hands[1 - leader]
        legal = position.legal_moves()
        hand = position.hands[mover]
        others = position.hands[1 - mover] | (
            1 << position.lead_card if position.lead_card >= 0 else 0
        )
        values: dict[int, int] = {}
        guess = 0
        for card in legal:
            rep = self._group_of(card, hand, others)
            if rep not in values:
                if position.lead_card < 0:
                    guess = self._lead_value(lead, follow, rep, w, n, guess)
                else:
                    guess = self._reply_value(lead, follow, position.lead_card, rep, w, n, guess)
                values[rep] = guess
        return [(card, sign * values[self._group_of(card, hand, others)]) for card in legal]

    def _lead_value(self, lead: int, follow: int, c: int, w: int, n: int, guess: int) -> int:
        """Leader's exact value of leading ``c`` from ``lead``, its lead point included."""
        pc = 0 if self.tens_only and rank_of(c) < TEN else 1
        lc = lead ^ (1 << c)
        return pc + self._mtd(lambda a, b: self._after_lead(lc, follow, c, w, n, a, b), guess - pc)

    def _reply_value(
        self, lead: int, follow: int, c: int, d: int, w: int, n: int, guess: int
    ) -> int:
        """Leader's exact value of the follower answering ``c`` with ``d`` from ``follow``."""
        fd = follow ^ (1 << d)
        return self._mtd(lambda a, b: self._trick(lead, fd, c, d, w, n, a, b), guess)

    def solve(self, position: PlayPosition) -> int:
        """The exact value of the rest of the play, seat 0's points minus seat 1's."""
        self._check_rules(position)
        if position.to_act < 0:
            return 0
        leader = position.leader
        sign = 1 if leader == 0 else -1
        n = TRICKS - position.tricks_played
        w = position.tricks_won[leader]
        lead, follow = position.hands[leader], position.hands[1 - leader]
        c = position.lead_card
        if c < 0:
            search = self._search
            return sign * self._mtd(lambda a, b: search(lead, follow, w, a, b), 0)
        return sign * self._mtd(lambda a, b: self._after_lead(lead, follow, c, w, n, a, b), 0)

    def _check_rules(self, position: PlayPosition) -> None:
        """Refuse a position under other trick scoring; start afresh if the table grew too big
        (a player reusing one solver for many sampled deals would otherwise keep every entry)."""
        if len(self.table) > self.max_entries:
            self.clear()
        r = position.rules
        if r.trick_points != self.rules.trick_points or r.last_trick_bonus != self.last_bonus:
            raise ValueError("the position's trick scoring rules differ from the solver's")


def solve(position: PlayPosition, solver: Solver | None = None) -> int:
    """The exact value of the rest of the play from ``position`` (seat 0 minus seat 1)."""
    return (solver or Solver(position.rules)).solve(position)


def best_moves(position: PlayPosition, solver: Solver | None = None) -> list[Move]:
    """Each legal card of the player to act with its exact value (seat 0 minus seat 1)."""
    return (solver or Solver(position.rules)).best_moves(position)
