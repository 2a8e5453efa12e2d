"""What the declarations as heard say about the opponent's hand: hard and soft evidence.

*Hard* evidence is anything that would make our view different if it were false. The cards he
played, scored or showed (a combination that tied is shown too), the suits he failed to follow
and the talon cards we saw are placed by the sampler itself; here are the declarations, read with
exactly the engine's rules: what he called exists in H (his hand at the declarations), his
answers were legal for H, and a combination he scored was reckoned with
``scoring_combinations``, so its companions (or their absence) are known too
(:meth:`DeclarationEvidence.allows`). Where a call good against the cards reckons everything
held, the reckoning depends on his discard as well, which the sampler checks once a world has
one (:meth:`DeclarationEvidence.allows_discard`). *Soft* evidence only weighs a world
(:class:`SoftEvidence`, :meth:`DeclarationEvidence.soft_weight`): he answered "good" while holding
better (a sink), called nothing or less than he held; and he left a carte blanche unclaimed, a
factor the sampler applies to the dealt hand rather than to H. The exchange's evidence is the keep
model's (``keep_model.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.ai.inference.hidden import HAND_SIZE
from piquet_desktop.engine.cards import (
    RANK_MASKS,
    SUIT_BITS,
    SUIT_MASKS,
    SUIT_SIZE,
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
    callable_combinations,
    everything_held,
    good_against_the_cards,
    point_of,
    scoring_combinations,
)
from piquet_desktop.engine.rules import RECKONING
from piquet_desktop.engine.view import PlayerView


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


DEFAULT_SOFT_EVIDENCE = SoftEvidence()


@dataclass(frozen=True, slots=True)
class _AgainstTheCards:
    """What decides how his call (as elder, under the option ``good_against_the_cards``) was
    reckoned: what we heard of it, and the cards we know he neither held nor discarded.

    The engine judges the call on every card but his hand and discard. A world's discard is
    drawn after its hand, so a hand alone is judged between the two bounds it gives (the pool
    without any discard, and only the cards we know are not his: :meth:`allows`) and the world's
    discard settles it (:meth:`allows_discard`).
    """

    size: int
    value: int | None
    pack: int
    not_his: int
    # From the third reckoning the engine also leaves out the cards of his portion he saw and we
    # did not take, which we cannot always place: our own cards are then the smallest pool.
    own: int = 0
    reckoning: int = RECKONING
    # How many cards of his portion he saw and we did not take: the top of the talon now.
    seen_left: int = 0
    # From the fourth reckoning, once we showed a carte blanche, the engine judges the call on
    # our dealt hand and the cards we took, and on nothing else: then the pool is known.
    known_pool: int | None = None


@dataclass(frozen=True, slots=True)
class _Scored:
    """He scored ``scored`` (card masks, in the engine's order) in ``category``: having called
    ``called`` (None when younger won by answering "not good", which reckons everything held).

    ``called`` is rebuilt from the first scored combination, which is the call when he reckoned
    as called. Under ``against`` (elder's call, when the rules let a call good against the cards
    reckon everything) the call is known only by what we heard of it, and the first combination
    may be a better one it was called out of.
    """

    category: Category
    called: Combination | None
    scored: tuple[int, ...]
    against: _AgainstTheCards | None = None
    reckoning: int = RECKONING


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


def _elder_scored(
    view: PlayerView, category: Category, size: int, value: int | None, scored: tuple[int, ...]
) -> _Scored:
    """Elder's scores after his call was good, read with the rules in force."""
    first = _combination_of(category, scored[0])
    reckoning = view.rules.reckoning
    if not view.rules.law_49 or (category == "point" and reckoning >= 3):
        return _Scored(category, first, scored, None, reckoning)
    own = view.dealt | (view.taken or 0)
    not_his = own | view.seen_talon
    pack = pack_mask(view.rules.deck)
    e, y = 1 - view.seat, view.seat
    left = max(0, view.rules.elder_max - (view.took[e] or 0) - (view.took[y] or 0))
    shown_blanche = any(ev.seat == y and ev.kind == "carte_blanche" for ev in view.events)
    known = view.dealt | (view.taken or 0) if reckoning >= 4 and shown_blanche else None
    against = _AgainstTheCards(size, value, pack, not_his, own, reckoning, left, known)
    return _Scored(category, first, scored, against, reckoning)


def _same(combos: list[Combination], scored: tuple[int, ...]) -> bool:
    return len(combos) == len(scored) and all(
        c.cards == m for c, m in zip(combos, scored, strict=True)
    )


def _heard_calls(hand: int, ev: _Scored, a: _AgainstTheCards) -> list[Combination]:
    """The calls H allows that sound as his did."""
    return [
        c
        for c in callable_combinations(hand, ev.category)
        if c.size == a.size and (a.value is None or c.key[1] == a.value)
    ]


def _scored_allows(
    hand: int, ev: _Scored, discard: int | None = None, left: int | None = None
) -> bool:
    """Whether H reckons exactly what he scored, as the engine reckons it: with his discard
    when it is given, else for some discard (the bounds of :class:`_AgainstTheCards`); and from
    the third reckoning with the cards of his portion he saw and left (``left``) when given,
    else for some of them."""
    if ev.called is None:
        return _same(scoring_combinations(hand, ev.category, None), ev.scored)
    a = ev.against
    reckoning = ev.reckoning
    if a is None:
        return _is_callable(hand, ev.called) and _same(
            scoring_combinations(hand, ev.category, ev.called, None, reckoning), ev.scored
        )
    cat = ev.category
    if a.known_pool is not None:
        pool = a.known_pool
        return any(
            _same(scoring_combinations(hand, cat, c, pool, reckoning), ev.scored)
            for c in _heard_calls(hand, ev, a)
        )
    # The smallest pool the engine may have judged on: only the cards we know are not his
    # (from the third reckoning, only our own: see _AgainstTheCards).
    smallest = (a.own if reckoning >= 3 else a.not_his) & ~hand
    for c in _heard_calls(hand, ev, a):
        if discard is not None:
            unseen = a.pack & ~hand & ~discard
            if reckoning >= 3 and left is not None:
                unseen &= ~left
            if _same(scoring_combinations(hand, cat, c, unseen, reckoning), ev.scored):
                return True
            if (
                reckoning >= 3
                and left is None
                and _same(scoring_combinations(hand, cat, c, unseen & a.own, reckoning), ev.scored)
            ):
                return True
            continue
        # Reckoned as called: not good against the cards even were his discard none of them.
        if _same(
            scoring_combinations(hand, cat, c, None, reckoning), ev.scored
        ) and not good_against_the_cards(c, a.pack & ~hand):
            return True
        # Reckoned in full: good against the cards were his discard every card we cannot place.
        if _same(everything_held(hand, cat, c, reckoning), ev.scored) and good_against_the_cards(
            c, smallest
        ):
            return True
    return False


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
                    out.append(_elder_scored(view, cat, d.called_size, d.called_value, his_scores))
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
                out.append(_Scored(cat, None, his_scores, None, view.rules.reckoning))
        elif complete and _spoke(view, seat, f"No {cat}."):
            if d.caller == opponent and his_scores:
                first = _combination_of(cat, his_scores[0])
                out.append(_Scored(cat, first, his_scores, None, view.rules.reckoning))
            elif d.caller is None:
                out.append(_Sank(cat, False))
    return out


@dataclass(frozen=True, slots=True)
class DeclarationEvidence:
    """The declarations as heard, as evidence about H, with the soft factors to weigh it by.

    Read once per view (:meth:`read`), then asked about every hand drawn: whether the hand could
    have made these declarations (:meth:`allows`) and how usual its choices were
    (:meth:`soft_weight`). ``items`` are in the order the declarations were made.
    """

    items: tuple[_Evidence, ...]
    soft: SoftEvidence = DEFAULT_SOFT_EVIDENCE

    @classmethod
    def read(
        cls, view: PlayerView, opponent: int, soft: SoftEvidence = DEFAULT_SOFT_EVIDENCE
    ) -> DeclarationEvidence:
        return cls(tuple(_read_declarations(view, opponent)), soft)

    def allows(self, hand: int) -> bool:
        """Whether H (his hand at the declarations) meets all the declarations evidence: the
        hard check every world passes."""
        for ev in self.items:
            if isinstance(ev, _Scored):
                if not _scored_allows(hand, ev):
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

    @property
    def needs_discard(self) -> bool:
        """Whether :meth:`allows_discard` can refuse anything (a call good against the cards
        under the rules in force), so the sampler need not ask it otherwise."""
        return any(isinstance(ev, _Scored) and ev.against is not None for ev in self.items)

    def allows_discard(self, hand: int, discard: int, talon: tuple[int, ...] | None = None) -> bool:
        """Whether his discard, with H, reckons his calls as he reckoned them: the one part of
        the evidence that needs the discard (a call judged good against the cards, or not, on
        the cards he neither held nor discarded). H must already pass :meth:`allows`. With the
        talon (top first) the check is exact from the third reckoning, which leaves out the
        cards of his portion he saw and we did not take (its top); without, it allows any."""
        for ev in self.items:
            if not isinstance(ev, _Scored) or ev.against is None:
                continue
            left = None
            if talon is not None:
                left = 0
                for c in talon[: ev.against.seen_left]:
                    left |= 1 << c
            if not _scored_allows(hand, ev, discard, left):
                return False
        return True

    @property
    def needs_talon(self) -> bool:
        """Whether the talon's order can decide :meth:`allows_discard` (the third reckoning,
        with cards of his portion he saw and we did not take)."""
        return any(
            isinstance(ev, _Scored)
            and ev.against is not None
            and ev.against.reckoning >= 3
            and ev.against.seen_left > 0
            and ev.against.known_pool is None
            for ev in self.items
        )

    def soft_weight(self, hand: int) -> float:
        """The product of the soft-evidence factors that apply to H."""
        soft = self.soft
        w = 1.0
        for ev in self.items:
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

    def excluded_cards(self, pool: int) -> int:
        """Cards a scored combination proves he did not hold (only to cut rejections: the full
        check after drawing would refuse them anyway)."""
        out = 0
        for ev in self.items:
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
            elif ev.called is not None:
                # Having called less he may have reckoned a run out of a longer sequence, or a
                # trio out of a quatorze: nothing is proved left out.
                continue
            elif ev.category == "sequence":
                for cards in ev.scored:
                    # a sequence reckoned in full is maximal: its neighbours are out
                    top = cards.bit_length() - 1
                    low = (cards & -cards).bit_length() - 1
                    if rank_of(top) < SUIT_SIZE - 1:
                        out |= 1 << (top + 1)
                    if rank_of(low) > 0:
                        out |= 1 << (low - 1)
            else:
                for cards in ev.scored:
                    if cards.bit_count() == 3:
                        out |= RANK_MASKS[rank_of(cards.bit_length() - 1)] & ~cards
        return out & pool

    def suit_length_bounds(self) -> tuple[tuple[tuple[int, int], ...], tuple[int, int]]:
        """Per-suit length bounds of H, and bounds on its longest suit, from the point evidence:
        the suit-count draw respects them exactly instead of rejecting hand after hand."""
        per = [[0, HAND_SIZE] for _ in range(4)]
        longest = [0, HAND_SIZE]
        for ev in self.items:
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


__all__ = ["DEFAULT_SOFT_EVIDENCE", "DeclarationEvidence", "SoftEvidence"]
