"""Why one discard beats another, in the review's terms, and the book against the engine.

Why the review's rules: a player told "sequence broken" after a partie must be told the same
after an exercise. So an answer's faults are the review's exchange reason
(``ai.review.reasons.exchange_reason``: the point broken, the sequence broken, the high cards
given up, the wrong number taken) with, beside it, the guard a discard bares (a king kept
alone with the ace not in hand, a queen alone with the king not in hand: the review's
``king_bared`` and ``queen_bared``, which it gives a card played, said in the same words). The
merits of a discard are what it keeps whole: the hand's best point, sequence and set
(``kept_combinations``: "keeps the point and the quint").

**The book against the engine** (``compare_with_book``): the book's first discard and the
strongest level's are solved in the same worlds; their paired difference says which is better
and by how much, and a difference within twice its standard error (the review's
``NOISE_FACTOR``) is said as what it is, a difference the sampled worlds cannot tell from none.
The book is 140 years old and the engine often does as well or better, but not always; both
ways are said.

The sentences are in ``words/exchange_text.py``; here are only the values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from piquet_desktop.ai.review.figures import NOISE_FACTOR, paired
from piquet_desktop.ai.review.reasons import Reason, exchange_reason
from piquet_desktop.engine.cards import KING, QUEEN, SUIT_MASKS, card
from piquet_desktop.engine.combinations import CATEGORIES, Combination, best

from .exchange_exercise import Candidate, ExchangeVerdict, PreparedExchange

__all__ = [
    "BookComparison",
    "BookVerdict",
    "ChoiceReasons",
    "Explanation",
    "answer_reasons",
    "bared_guards",
    "compare_with_book",
    "explain",
    "kept_combinations",
]

BookVerdict = Literal["agrees", "as_good", "engine_better", "book_better"]


def kept_combinations(hand: int, discard: int) -> tuple[Combination, ...]:
    """The hand's best point, sequence and set (those it has) that ``discard`` leaves whole."""
    out = []
    for category in CATEGORIES:
        combo = best(hand, category)
        if combo is not None and not combo.cards & discard:
            out.append(combo)
    return tuple(out)


def bared_guards(hand: int, discard: int) -> tuple[Reason, ...]:
    """The guards ``discard`` bares: a king left alone in its suit without the ace in hand, a
    queen alone without the king (each only where the hand guarded it)."""
    left = hand & ~discard
    out = []
    for suit in range(4):
        kept = left & SUIT_MASKS[suit]
        if kept == hand & SUIT_MASKS[suit]:
            continue  # nothing thrown from the suit: whatever it was, the discard did not do it
        king, queen = card(KING, suit), card(QUEEN, suit)
        if kept == 1 << king:  # alone in the suit: the ace is not in hand
            out.append(Reason.of("king_bared", card=king))
        elif kept == 1 << queen:
            out.append(Reason.of("queen_bared", card=queen))
    return tuple(out)


def answer_reasons(hand: int, answer: int, best_discard: int) -> tuple[Reason, ...]:
    """What ``answer`` gave up against ``best_discard``: the review's exchange reason, then the
    guards it bares that the best does not (empty when it is the best, or no rule names it)."""
    if answer == best_discard:
        return ()
    out: list[Reason] = []
    review = exchange_reason(hand, answer, best_discard)
    if review is not None:
        out.append(review)
    spared = set(bared_guards(hand, best_discard))
    out.extend(r for r in bared_guards(hand, answer) if r not in spared)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class BookComparison:
    """The book's discard against the engine's (the strongest level's): which is better and by
    ``points`` (never negative), with the difference's standard error; ``in_partie_terms`` when
    the values are the level's partie utility (a scored exercise) rather than the deal's
    points."""

    verdict: BookVerdict
    book: int
    engine: int
    points: float
    stderr: float
    in_partie_terms: bool


def compare_with_book(prepared: PreparedExchange) -> BookComparison | None:
    """The book's first discard against the engine's in the prepared worlds; None when the
    exercise has no book discard or no world can judge both."""
    if not prepared.exercise.book:
        return None
    book = prepared.exercise.book[0]
    engine = next(d for d, sources in prepared.sources.items() if "level" in sources)
    scored = prepared.utility is not None
    if book == engine:
        return BookComparison("agrees", book, engine, 0.0, 0.0, scored)
    rows = [
        (world.weight, b, e)
        for world, b, e in zip(
            prepared.worlds, prepared.values[book], prepared.values[engine], strict=True
        )
        if b is not None and e is not None
    ]
    if not rows:
        return None
    pair = paired([w for w, _, _ in rows], [b for _, b, _ in rows], [e for _, _, e in rows])
    difference = pair.best - pair.chosen  # the engine's less the book's
    if abs(difference) <= NOISE_FACTOR * pair.stderr:
        verdict: BookVerdict = "as_good"
    else:
        verdict = "engine_better" if difference > 0 else "book_better"
    return BookComparison(verdict, book, engine, abs(difference), pair.stderr, scored)


@dataclass(frozen=True, slots=True)
class ChoiceReasons:
    """One judged discard with what it keeps whole and what it gave up against the best."""

    candidate: Candidate
    kept: tuple[Combination, ...]
    faults: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Explanation:
    """Everything the verdict's words need: the best discard, the second and third choices and
    the player's answer (None when he gave none), each with its reasons, and the book against
    the engine (None without a book)."""

    best: ChoiceReasons
    others: tuple[ChoiceReasons, ...]
    answer: ChoiceReasons | None
    book: BookComparison | None


def explain(
    prepared: PreparedExchange, judged: ExchangeVerdict, answer: int | None = None, others: int = 2
) -> Explanation:
    """The reasons of a verdict (``judged``, made from ``prepared``): the best discard's, the
    next ``others`` choices' and the answer's (which must have been judged)."""
    hand = prepared.decision.hand

    def reasons(c: Candidate) -> ChoiceReasons:
        faults = answer_reasons(hand, c.discard, judged.best.discard)
        return ChoiceReasons(c, kept_combinations(hand, c.discard), faults)

    mine = None
    if answer is not None:
        found = judged.of(answer)
        if found is None:
            raise ValueError("the answer was not judged in this verdict")
        mine = reasons(found)
    rest = tuple(reasons(c) for c in judged.candidates[1 : 1 + others])
    return Explanation(reasons(judged.best), rest, mine, compare_with_book(prepared))
