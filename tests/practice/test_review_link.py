"""The review's link to practice: the kind of exercise the player lost most points in."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.review.figures import DecisionReview
from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.decision import DecisionKind
from piquet_desktop.practice.review_link import lost_by_kind, practice_advice


def decision(kind: DecisionKind, loss: float, stderr: float = 0.2) -> DecisionReview:
    action = Discard(0) if kind == "exchange" else Play(0)
    return DecisionReview(0, 1, kind, action, action, 0.0, loss, loss, stderr, None, 48, None, None)


def test_the_kind_with_most_points_lost_is_proposed() -> None:
    review = [decision("exchange", 6.0), decision("play", 1.5), decision("play", 3.0)]
    review.append(decision("exchange", 2.5))
    advice = practice_advice(review)
    assert advice is not None and advice.kind == "exchange"
    assert advice.points == pytest.approx(8.5)
    assert advice.lost["play"] == pytest.approx(4.5)


def test_calls_answers_and_carte_blanche_count_as_declarations() -> None:
    lost = lost_by_kind(
        [decision("call", 3.0), decision("answer", 2.0), decision("carte_blanche", 10.0)]
    )
    assert lost == {"declarations": pytest.approx(15.0)}


def test_a_loss_within_its_noise_is_not_held_against_the_player() -> None:
    review = [decision("exchange", 9.0, stderr=5.0), decision("play", 3.0)]
    advice = practice_advice(review)
    assert advice is not None and advice.kind == "play"


def test_a_partie_played_well_proposes_nothing() -> None:
    assert practice_advice([decision("play", 0.0), decision("exchange", 1.0)]) is None
    assert practice_advice([]) is None
