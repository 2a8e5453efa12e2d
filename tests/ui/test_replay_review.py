"""The review in the replay: markers under the slider at the costly decisions, a chart of the
expected deal margin after each decision, the decision at the replay's position explained, and
the best choice drawn on the table on demand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.ai.review import PartieReview, ReviewSettings
from piquet_desktop.ai.review.figures import DecisionReview
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.cards import card
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.replay_review import decision_text, partie_decisions_said

LIGHT = ReviewSettings(play_worlds=12, exchange_worlds=12, declaration_worlds=8, talon_worlds=4)
PLAYERS = (PlayerInfo("Computer", "ai", "greedy"), PlayerInfo("You", "human"))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, size=None)


def _record() -> PartieRecord:
    """Two deals, the human (random play) in seat 1: the review follows the human's seat."""
    table = Table.new(RUBICON, (GreedyPlayer(), RandomPlayer()), 23)
    table.play_deal()
    table.play_deal()
    return PartieRecord(RUBICON, PLAYERS, 23, list(table.state.actions))


def test_the_replay_review_marks_the_timeline_charts_the_margin_and_shows_the_best(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.replay_mode.start_replay(_record(), "test")
    bar = window.replay_bar
    strip = bar.review
    strip.reviews.settings = LIGHT
    strip.reviews.workers = False
    with qtbot.waitSignal(strip.reviews.finished, timeout=60_000) as done:
        bar.review_button.click()
        assert strip.isVisible() and strip.bar.isVisible()
    review = done.args[0]
    assert isinstance(review, PartieReview) and review.seat == 1
    marked = review.marked()
    assert marked
    assert strip.markers.isVisible() and len(strip.markers.tick_rects()) == len(marked)
    assert strip.chart.isVisible()
    points = strip.chart_points()
    assert len(points) == sum(d.chosen_value is not None for d in review.decisions)
    # Ticks follow the slider: a later decision's tick lies to the right of an earlier one's.
    xs = [strip.markers.x_of(d.index) for d in sorted(marked, key=lambda d: d.index)]
    assert xs == sorted(xs)
    # Clicking the costliest tick goes there; the decision is explained.
    worst = marked[0]
    rect = next(r for r, d in strip.markers.tick_rects() if d is worst)
    qtbot.mouseClick(strip.markers, Qt.MouseButton.LeftButton, pos=rect.center())
    replay = window.replay_mode.replay
    assert replay is not None and replay.position == worst.index
    assert strip.detail.text().startswith("Here: ")
    assert f"{worst.loss:.1f}" in strip.detail.text()
    assert strip.best_button.isVisible()
    # The best choice on the table, and back.
    with qtbot.waitSignal(strip.alternativeShown) as shown:
        strip.best_button.click()
    after = shown.args
    assert after[0].partie_phase == "deal" or after[0].results
    assert len(after[0].tricks) + (after[0].lead_card >= 0) >= 0
    # ... under a banner saying it is what might have been, naming the best choice
    banner = window.scene.banner_text()
    assert banner is not None and banner.startswith("What might have been: You "), banner
    assert window.scene.banner_rect().intersects(window.scene.sceneRect())
    with qtbot.waitSignal(strip.alternativeHidden):
        strip.best_button.click()
    assert window.scene.banner_text() is None  # the position as played: no banner
    # The review is kept with the replayed record: opening again makes nothing.
    assert replay.record.analysis is not None
    strip.start()
    assert not strip.reviews.running


def _decision(kind: str, loss: float, stderr: float) -> DecisionReview:
    return DecisionReview(
        index=10,
        deal=1,
        kind=kind,  # type: ignore[arg-type]
        chosen=Play(card(3, 0)),
        best=Play(card(8, 0)),
        chosen_value=-2.0,
        best_value=-2.0 + loss,
        loss=loss,
        stderr=stderr,
        partie_loss=None,
        worlds=48,
        mark=None,
        reason=None,
    )


def test_the_replay_strip_never_shows_plus_or_minus_nothing() -> None:
    exact = decision_text(_decision("play", 6.0, 0.0))
    rounded = decision_text(_decision("play", 6.0, 0.02))
    sampled = decision_text(_decision("play", 6.0, 1.5))

    assert "±" not in exact and "6.0 points better, exactly" in exact
    assert "±" not in rounded and "6.0 points better" in rounded
    assert "6.0 ± 1.5 points better" in sampled


def test_the_partie_s_decisions_are_counted_by_kind() -> None:
    kinds = ["exchange"] * 2 + ["call", "answer", "call"] + ["play"] * 20 + ["carte_blanche"]

    said = partie_decisions_said(kinds)

    assert said == (
        "2 exchanges, 3 declarations, 20 cards played and 1 other choice (carte blanche, "
        "the talon's cards)"
    )
    assert partie_decisions_said(["play"]) == "1 card played"
