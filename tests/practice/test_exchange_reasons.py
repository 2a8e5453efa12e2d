"""Why a discard beats another, by the review's rules, and the book against the engine."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from piquet_desktop.ai.review.reasons import Reason
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.exchange_exercise import exchange_verdict, prepare_exchange
from piquet_desktop.practice.exchange_reasons import (
    answer_reasons,
    bared_guards,
    compare_with_book,
    explain,
    kept_combinations,
)


def cards(text: str) -> int:
    return mask_of(parse_cards(text))


# Cavendish's example I (elder): he throws the spades but the king, and keeps clubs for point
# and three kings, unguarding the king of spades.
HAND = cards("KS JS 8S 7S 7H AC KC TC 9C KD QD 8D")
BOOK = cards("JS 8S 7S 7H 8D")


def test_the_books_discard_keeps_the_point_and_the_three_kings() -> None:
    kept = kept_combinations(HAND, BOOK)
    assert [c.category for c in kept] == ["point", "set"]
    assert kept[0].cards == cards("AC KC TC 9C")


def test_the_books_discard_unguards_the_king_of_spades() -> None:
    assert bared_guards(HAND, BOOK) == (Reason.of("king_bared", card=parse_card("KS")),)


def test_a_suit_left_as_it_was_bares_nothing() -> None:
    hand = cards("KS 7H 8H 9H TH AC KC TC 9C KD QD 8D")
    assert bared_guards(hand, cards("7H 8H 9H 8D 9C")) == ()


def test_an_answer_that_breaks_the_point_is_told_so_and_the_best_is_told_nothing() -> None:
    answer = cards("TC 9C 7S 7H 8D")
    reasons = answer_reasons(HAND, answer, BOOK)
    assert reasons[0].key == "point_broken"
    assert answer_reasons(HAND, BOOK, BOOK) == ()


def test_a_guard_the_best_bares_too_is_not_held_against_the_answer() -> None:
    answer = cards("JS 8S 7S 7H QD")  # bares the king of spades as the book does
    assert all(r.key != "king_bared" for r in answer_reasons(HAND, answer, BOOK))


def prepared(book_values: list[float], engine_values: list[float], scored: bool = False) -> Any:
    """A prepared exchange with the book's and the engine's values in equally weighted worlds."""
    engine = cards("JS 8S 7S 7H QD")
    return SimpleNamespace(
        exercise=SimpleNamespace(book=(BOOK,)),
        sources={engine: frozenset({"level"}), BOOK: frozenset({"book"})},
        utility=(lambda a, b: a - b) if scored else None,
        worlds=[SimpleNamespace(weight=1.0) for _ in book_values],
        values={BOOK: tuple(book_values), engine: tuple(engine_values)},
    )


def test_the_engine_better_by_a_clear_margin_is_said_with_the_margin() -> None:
    found = compare_with_book(prepared([1.0, 2.0, 3.0, 2.0], [6.0, 7.0, 7.5, 6.5]))
    assert found is not None and found.verdict == "engine_better"
    assert found.points == pytest.approx(4.75)


def test_the_book_better_by_a_clear_margin_is_said_too() -> None:
    found = compare_with_book(prepared([6.0, 7.0, 7.5, 6.5], [1.0, 2.0, 3.0, 2.0], scored=True))
    assert found is not None and found.verdict == "book_better" and found.in_partie_terms


def test_a_difference_within_the_noise_is_said_as_good_as_each_other() -> None:
    found = compare_with_book(prepared([10.0, -10.0, 10.0, -10.0], [-9.0, 11.0, -9.0, 11.0]))
    assert found is not None and found.verdict == "as_good"


def test_the_same_discard_agrees_and_no_book_says_nothing() -> None:
    same = prepared([1.0], [1.0])
    same.sources = {BOOK: frozenset({"level", "book"})}
    found = compare_with_book(same)
    assert found is not None and found.verdict == "agrees" and found.points == 0.0
    same.exercise = SimpleNamespace(book=())
    assert compare_with_book(same) is None


@pytest.mark.slow
def test_a_real_verdict_is_explained_with_the_books_discard_against_the_engines() -> None:
    exercise = next(e for e in cavendish_exercises() if e.key == "cavendish:I:elder:main")
    ready = prepare_exchange(exercise, worlds=8)
    answer = cards("TC 9C 7S 7H 8D")  # breaks the point of clubs
    judged = exchange_verdict(ready, [answer])
    told = explain(ready, judged, answer)
    assert told.best.candidate == judged.best and told.best.faults == ()
    assert told.answer is not None and told.answer.candidate.discard == answer
    assert [r.key for r in told.answer.faults][:1] == ["point_broken"]
    assert told.book is not None and told.book.book == exercise.book[0]
    assert len(told.others) == 2
    with pytest.raises(ValueError, match="not judged"):
        explain(ready, judged, cards("JS 8S 7S 7H 9C"))
