"""The Statistics window's training ratings: the practice attempts' ratings, now and over time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from pytestqt.qtbot import QtBot

from piquet_desktop.practice.attempts import Attempt, new_attempt
from piquet_desktop.ui.statistics_window import StatisticsWindow

START = datetime(2026, 11, 1, 12, tzinfo=UTC)


def attempts() -> list[Attempt]:
    kept = []
    for day in range(5):
        kept.append(
            new_attempt(
                "exchange",
                f"cavendish:{day}",
                "KS",
                loss=0.0,
                seconds=20.0,
                when=START + timedelta(days=day),
                exercise_rating=1500.0,
            )
        )
    kept.append(
        new_attempt(
            "counting",
            "counting:point:1",
            "elder",
            correct=False,
            seconds=5.0,
            when=START,
            exercise_rating=900.0,
        )
    )
    return kept


def test_the_statistics_window_shows_each_kinds_training_rating_and_its_history(
    qtbot: QtBot,
) -> None:
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.training.source = attempts
    window.training.now = lambda: START + timedelta(days=5)
    window.refresh()

    summary = window.training.summary.text()
    assert "The exchange" in summary and "(5 attempts)" in summary
    assert "Counting" in summary and "(1 attempt)" in summary
    assert not window.training.chart.is_empty


def test_without_attempts_the_training_chart_says_how_to_get_a_rating(qtbot: QtBot) -> None:
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.refresh()

    assert window.training.chart.is_empty
    assert "Practice" in window.training.chart.empty_label.text()
    # no line of "1,500 ± 700 (0 attempts)" for every kind above it
    assert window.training.summary.isHidden()
    window.training.source = attempts
    window.refresh()
    assert not window.training.summary.isHidden()


def test_a_failing_attempt_source_is_said_and_the_window_stays(qtbot: QtBot) -> None:
    def broken() -> list[Attempt]:
        raise OSError("disk gone")

    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.training.source = broken
    window.refresh()

    assert "disk gone" in window.training.summary.text()


def test_the_training_chart_numbers_the_attempts_and_gives_each_kind_its_colour(
    qtbot: QtBot,
) -> None:
    """The trial saw raw timestamps ("1796120000") under the chart and three kinds in the same
    white: each kind's attempts are numbered in the order made, and every kind has a colour of
    its own."""
    window = StatisticsWindow()
    qtbot.addWidget(window)
    kept = attempts()
    for offset, kind in enumerate(("declarations", "play")):
        kept.append(
            new_attempt(
                kind,
                f"{kind}:0",
                "x",
                loss=1.0,
                seconds=9.0,
                when=START + timedelta(hours=offset + 1),
                exercise_rating=1500.0,
            )
        )
    window.training.source = lambda: kept
    window.training.now = lambda: START + timedelta(days=5)
    window.refresh()

    chart = window.training.chart
    # each kind against its own attempts: 1, 2, 3... from the left, not the kinds interleaved
    counts = [sum(1 for a in kept if a.kind == kind) for kind in chart.kinds]
    assert chart.x_values() == [[float(n) for n in range(1, c + 1)] for c in counts]
    assert sorted(counts) == [1, 1, 1, 5]
    colours = chart.kind_colours()
    assert len(colours) == 4 and len(set(colours)) == 4
