"""Practice explains every answer: each row has a reason, the figures say what they are.

A trial found a counting verdict that listed the scores but not the point asked about (40
against 40), a declaration verdict of "Value / Loss" with "7.0 ± 0.0" and no reason ("Answer
good" concedes elder's quart and tierce), the player's own worst discard with an empty "Why",
and "Value" columns of unexplained negative figures.
"""

from __future__ import annotations

import pytest

from piquet_desktop.engine.actions import Answer
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.practice.counting_quiz import counting_question
from piquet_desktop.practice.declaration_exercise import DeclarationExercise, declaration_exercise
from piquet_desktop.practice.declaration_reasons import category_scores
from piquet_desktop.practice.exchange_exercise import Candidate
from piquet_desktop.practice.exchange_reasons import ChoiceReasons
from piquet_desktop.words.exchange_text import candidate_cells
from piquet_desktop.words.practice_text import (
    counting_result_text,
    declaration_reason_text,
    declaration_verdict_text,
    loss_cell,
    net_points_tip,
)

EQUAL_POINTS = "counting:point:18"
"""Both hands hold a point of five making 46: nobody scores it."""


def test_an_exact_loss_is_written_without_an_error() -> None:
    assert loss_cell(7.0, 0.0) == "7.0"
    assert loss_cell(7.0, 0.04) == "7.0"  # not "7.0 ± 0.0"
    assert loss_cell(7.0, 0.06) == "7.0 ± 0.1"


def test_the_counting_verdict_compares_the_point_asked_about_even_when_nobody_scores_it() -> None:
    question = counting_question(EQUAL_POINTS)
    assert question.answer() == "equal"
    said = counting_result_text(question, "elder", False)
    assert not any(e.kind == "point" for e in question.deal.events)  # the reckoning is silent
    point = next(line for line in said.splitlines() if line.startswith("The point:"))
    assert point.count("(46)") == 2 and "equal, so neither scores" in point
    assert any(line.startswith("The sequence:") for line in said.splitlines())
    assert any(line.startswith("The set:") for line in said.splitlines())


@pytest.fixture(scope="module")
def answered_point() -> DeclarationExercise:
    return declaration_exercise(241)  # younger answers a point of five making 47


def test_each_answer_says_who_then_scores_the_point(answered_point: DeclarationExercise) -> None:
    good, not_good = Answer("good"), Answer("not_good")
    assert set(answered_point.actions) == {good, not_good}
    conceded = declaration_reason_text(category_scores(answered_point, good), "point")
    claimed = declaration_reason_text(category_scores(answered_point, not_good), "point")
    assert conceded == "your opponent scores point of five (47) in clubs (5)"
    assert claimed == "you score point of five (49) in hearts (5)"
    reasons = {good: conceded, not_good: claimed}
    verdict = declaration_verdict_text(good, 5.0, not_good, not_good, reasons)
    assert verdict.startswith("Answer good: loses 5.0 points; your opponent scores")
    assert "Best: answer not good; you score point of five (49)" in verdict


def test_a_discard_the_review_names_no_fault_in_still_has_a_reason() -> None:
    best = mask_of(parse_cards("9H 10C 9C 8C JD"))
    mine = mask_of(parse_cards("QC 10C 9C"))
    row = ChoiceReasons(Candidate(mine, -7.8, 18.2, 12.0, frozenset({"answer"})), (), ())
    why = candidate_cells(row, best)[4]
    assert why  # never empty
    assert "throws Q♣, which the best discard keeps" in why
    assert "keeps 9♥ 8♣ J♦, which the best discard throws" in why


def test_the_net_points_column_says_what_a_negative_figure_means() -> None:
    for tip in (net_points_tip("deal"), net_points_tip("play"), net_points_tip("deal", True)):
        assert "less" in tip and "negative" in tip
