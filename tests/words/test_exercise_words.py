"""An exercise's verdict in words, in English and in French: what a discard keeps, what it gave
up (the review's reasons) and the book against the engine."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.review.reasons import Reason
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.engine.combinations import Category, Combination, best
from piquet_desktop.words.exchange_text import book_text, faults_text, keeps_text
from piquet_desktop.words.practice_text import points_text, practise_text

HAND = mask_of(parse_cards("KS JS 8S 7S 7H AC KC TC 9C KD QD 8D"))
QUINT_HAND = mask_of(parse_cards("AS KS QS JS TS 7H 8H AC KC 9C 8D 7D"))
BOOK = mask_of(parse_cards("JS 8S 7S 7H 8D"))
ENGINE = mask_of(parse_cards("JS 8S 7S 7H QD"))
VERDICTS = ("agrees", "as_good", "engine_better", "book_better")


def kept(hand: int, *categories: Category) -> list[Combination]:
    found = [best(hand, c) for c in categories]
    return [c for c in found if c is not None]


@pytest.mark.usefixtures("english")
def test_in_english_a_discard_keeps_the_point_and_the_quint() -> None:
    assert keeps_text(kept(QUINT_HAND, "point", "sequence")) == "keeps the point and the quint"
    three = keeps_text(kept(HAND, "point", "set"))
    assert three == "keeps the point and the trio of kings"
    assert keeps_text([]) is None


@pytest.mark.usefixtures("french")
def test_in_french_a_discard_keeps_le_point_et_la_quinte() -> None:
    assert keeps_text(kept(QUINT_HAND, "point", "sequence")) == "garde le point et la quinte"
    assert keeps_text(kept(HAND, "point", "set")) == "garde le point et le trio de rois"


@pytest.mark.usefixtures("english")
def test_the_faults_are_the_reviews_reasons_joined() -> None:
    reasons = [
        Reason.of("sequence_broken", cards=mask_of(parse_cards("TS"))),
        Reason.of("king_bared", card=parse_card("KS")),
    ]
    said = faults_text(reasons)
    assert said is not None and said.startswith("sequence broken") and "king of spades" in said
    assert faults_text([]) is None


@pytest.mark.usefixtures("english")
def test_in_english_the_book_against_the_engine_is_said_with_the_points() -> None:
    assert "same cards" in book_text("agrees", BOOK, BOOK, 0.0)
    said = book_text("engine_better", BOOK, ENGINE, 3.25)
    assert (
        said
        == "The book discards J♠ 8♠ 7♠ 7♥ 8♦; the engine prefers J♠ 8♠ 7♠ 7♥ Q♦, by 3.2 points."
    )
    assert "by 1.5 points" in book_text("book_better", BOOK, ENGINE, 1.5)
    assert "expected margin" in book_text("book_better", BOOK, ENGINE, 1.5, in_partie_terms=True)
    assert "as good as each other" in book_text("as_good", BOOK, ENGINE, 0.4)


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("verdict", VERDICTS)
@pytest.mark.parametrize("scored", [False, True])
def test_every_book_sentence_has_its_french(verdict: str, scored: bool) -> None:
    said = book_text(verdict, BOOK, ENGINE, 2.5, scored)
    assert "{" not in said and "book" not in said and "engine" not in said
    if verdict != "agrees":
        assert "2,5" in said


@pytest.mark.usefixtures("french")
def test_points_have_a_decimal_comma_in_french() -> None:
    assert points_text(2.5) == "2,5\u00a0points" or points_text(2.5) == "2,5 points"


@pytest.mark.usefixtures("english")
def test_in_english_the_review_proposes_the_kind_to_practise() -> None:
    assert practise_text("exchange", 12.5) == (
        "Your exchanges lost most (12.5 points): practise the exchange."
    )
    assert practise_text("counting", 1.0) is None


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("kind", ["exchange", "declarations", "play"])
def test_every_kind_to_practise_has_its_french(kind: str) -> None:
    said = practise_text(kind, 12.5)
    assert said is not None and "12,5" in said and "practise" not in said
