"""Counting quizzes: the answers are the engine's own scoring of the two hands."""

from __future__ import annotations

from piquet_desktop.engine.combinations import best
from piquet_desktop.practice.counting import (
    counting_deal,
    counting_pool,
    point_winner,
    quiz_id,
    quiz_of,
    repique,
    scores,
)
from piquet_desktop.practice.difficulty import counting_rating


def test_a_quiz_deal_is_reproducible_from_its_seed_and_has_no_carte_blanche() -> None:
    first, again = counting_deal(3), counting_deal(3)
    assert first == again
    assert first.elder_hand.bit_count() == first.younger_hand.bit_count() == 12
    assert first.elder_hand & first.younger_hand == 0
    assert all(e.kind != "carte_blanche" for e in first.events)


def test_the_point_goes_to_the_better_point_by_cards_then_pips() -> None:
    for seed in range(12):
        deal = counting_deal(seed)
        mine, theirs = best(deal.elder_hand, "point"), best(deal.younger_hand, "point")
        assert mine is not None and theirs is not None
        expected = (
            "elder" if mine.key > theirs.key else "younger" if theirs.key > mine.key else "equal"
        )
        assert point_winner(deal) == expected, seed


def test_the_winner_of_each_category_scores_what_he_holds_and_the_loser_nothing() -> None:
    for seed in range(12):
        deal = counting_deal(seed)
        elder, younger = scores(deal, "elder"), scores(deal, "younger")
        for category in ("point", "sequence", "set"):
            assert elder[category] == 0 or younger[category] == 0, (seed, category)
        if point_winner(deal) == "elder":
            assert elder["point"] == best(deal.elder_hand, "point").score  # type: ignore[union-attr]


def test_a_repique_is_thirty_in_hand_before_the_opponent_scores() -> None:
    # Seeds 37 and 78 are the first whose deals make a repique (elder's, then younger's).
    for seed, expected in ((37, "elder"), (78, "younger"), (0, "none")):
        deal = counting_deal(seed)
        assert repique(deal) == expected
        if expected == "none":
            continue
        mine = scores(deal, expected)
        other = scores(deal, "younger" if expected == "elder" else "elder")
        assert sum(mine.values()) >= 30 and sum(other.values()) == 0


def test_a_quiz_id_reads_back_into_its_question_and_seed() -> None:
    assert quiz_of(quiz_id("repique", 42)) == ("repique", 42)
    assert quiz_of("cavendish:I:elder:main") is None
    assert quiz_of("counting:trumps:4") is None
    assert quiz_of("counting:point:-1") is None


def test_the_counting_pool_offers_every_question_of_each_seed_rated_by_question() -> None:
    pool = counting_pool(range(3))
    assert len(pool) == 9 and len({e.exercise for e in pool}) == 9
    assert all(e.kind == "counting" for e in pool)
    assert {e.rating for e in pool} == {counting_rating(q) for q in ("point", "repique", "scores")}


def test_a_quiz_id_whose_seed_is_a_digit_sign_but_no_number_is_no_quiz() -> None:
    assert quiz_of("counting:point:²") is None
    assert quiz_of("counting:point:17") == ("point", 17)
