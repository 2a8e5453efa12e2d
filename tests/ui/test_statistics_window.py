"""The Statistics window: its empty state, the figures of real parties, filters, charts, CSV."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from statistics_parties import START, played
from windows import shown_window

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.controller.statistics_tables import (
    FigureTableModel,
    Row,
    deal_headers,
    deal_rows,
    result_headers,
    result_rows,
)
from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.statistics import (
    PlayedPartie,
    StatisticsFilter,
    read_parties,
    statistics_report,
)
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.statistics_window import StatisticsWindow, opponent_label

NOW = START + timedelta(days=40)


@pytest.fixture(scope="module")
def parties() -> list[PlayedPartie]:
    """Nine parties three days apart against Novice and Club, every third one reviewed."""
    return [
        played(
            seed,
            day=3 * seed,
            opponent="novice" if seed % 2 else "club",
            mean_loss=1.5 + seed / 10 if seed % 3 == 0 else None,
            rated_decisions=60 if seed % 3 == 0 else 0,
        )
        for seed in range(9)
    ]


def open_window(qtbot: QtBot, parties: list[PlayedPartie]) -> StatisticsWindow:
    window = StatisticsWindow(lambda: parties, now=lambda: NOW)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_with_no_parties_it_says_so_instead_of_drawing_empty_charts(qtbot: QtBot) -> None:
    window = open_window(qtbot, [])
    assert window.pages.currentWidget() is window.empty_label
    assert "No parties yet" in window.empty_label.text()
    assert window.empty_label.isVisible()
    assert not window.filter_bar.isVisible()
    assert not window.rating_chart.isVisible()
    assert not window.export_button.isEnabled()


def test_real_parties_fill_the_tables_the_summary_and_the_charts(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    window = open_window(qtbot, parties)
    assert window.rating_chart.isVisible()
    facts, _ = read_parties(parties)
    report = statistics_report(facts, StatisticsFilter())
    m = window.results_model
    assert [m.index(r, 0).data() for r in range(m.rowCount())] == ["Novice", "Club player", "All"]
    assert m.index(2, 1).data() == "9"
    assert m.index(2, 2).data() == str(report.figures.results.won)
    d = window.deals_model
    assert d.rowCount() == len(deal_rows(report))
    assert d.index(1, 3).data() == f"{report.figures.all_deals.mean_score:.1f}"
    assert f"Your rating: {report.rating.mean:.0f}" in window.summary_label.text()
    assert "Accuracy: " in window.summary_label.text()
    for chart in (window.rating_chart, window.accuracy_chart, window.score_chart):
        assert not chart.is_empty
    assert window.rating_chart.plot_widget.isVisible()


def test_without_reviews_the_accuracy_chart_explains_itself(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    unreviewed = [p for p in parties if p.mean_loss is None]
    window = open_window(qtbot, unreviewed)
    assert window.accuracy_chart.is_empty
    assert "No reviewed partie" in window.accuracy_chart.empty_label.text()
    assert not window.rating_chart.is_empty
    assert "no reviewed partie yet" in window.summary_label.text()


def test_the_filters_choose_the_opponent_and_the_period(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    window = open_window(qtbot, parties)
    box = window.opponent_box
    assert [box.itemText(i) for i in range(box.count())] == [
        "All opponents",
        "Novice",
        "Club player",
    ]
    box.setCurrentIndex(box.findData("club"))
    m = window.results_model
    assert m.rowCount() == 1 and m.index(0, 0).data() == "Club player"
    assert m.index(0, 1).data() == "5"
    assert window.report is not None and window.report.rating.games == 5
    period = window.period_box
    period.setCurrentIndex(period.findText("Last 7 days"))
    assert window.pages.currentWidget() is window.no_match_label
    assert window.no_match_label.isVisible()
    box.setCurrentIndex(0)
    period.setCurrentIndex(period.findText("Last 30 days"))
    assert window.report.figures.results.parties == len(
        [p for p in parties if p.played_at >= NOW - timedelta(days=30)]
    )


def test_a_refresh_keeps_the_filters_chosen_and_counts_new_parties(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    source = list(parties[:4])
    window = StatisticsWindow(lambda: source, now=lambda: NOW)
    qtbot.addWidget(window)
    window.show()
    window.opponent_box.setCurrentIndex(window.opponent_box.findData("novice"))
    before = window.report.figures.results.parties
    source.append(parties[5])  # another partie against Novice
    window.refresh_button.click()
    assert window.opponent_box.currentData() == "novice"
    assert window.report.figures.results.parties == before + 1


def test_a_failing_source_or_a_damaged_record_is_said_in_the_window(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    def broken() -> list[PlayedPartie]:
        raise OSError("the library is locked")

    window = StatisticsWindow(broken)
    qtbot.addWidget(window)
    window.show()
    assert window.problem_label.isVisible()
    assert "the library is locked" in window.problem_label.text()
    assert window.pages.currentWidget() is window.empty_label

    good = parties[0]
    actions = list(good.record.actions)
    actions[1] = Shuffle(tuple(range(31)))
    damaged = PlayedPartie(
        good.played_at,
        type(good.record)(good.record.rules, good.record.players, good.record.seed, actions),
    )
    window.source = lambda: [good, damaged]
    window.refresh()
    assert "1 partie could not be read" in window.problem_label.text()
    assert window.report is not None and window.report.figures.results.parties == 1


def test_export_writes_the_statistics_as_csv(
    qtbot: QtBot, parties: list[PlayedPartie], tmp_path: Path
) -> None:
    window = open_window(qtbot, parties)
    target = tmp_path / "stats.csv"
    window.ask_path = lambda: target
    window.export_button.click()
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert rows[0] == ["section", "figure", "as_elder", "as_younger", "all"]
    assert ["results against all", "parties", "", "", "9"] in rows
    assert ["deals", "Cavendish's cards won", "0.6300", "0.2500", ""] in rows
    assert window.export_label.isVisible()  # the export says where it wrote
    assert window.export_label.text() == f"The statistics are saved as {target}."
    assert not list(tmp_path.glob(".*.part"))


def test_an_export_that_cannot_be_written_says_why_and_keeps_the_old_file(
    qtbot: QtBot, parties: list[PlayedPartie], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, parties)
    assert not window.export_csv(tmp_path / "no such folder" / "stats.csv")
    assert window.export_error.isVisible()
    assert "could not be written" in window.export_error.text()
    window.export_error.close()

    existing = tmp_path / "old.csv"
    existing.write_text("kept", encoding="utf-8")

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)  # the atomic write's last step
    assert not window.export_csv(existing)
    assert "No space left on device" in window.export_error.text()
    assert existing.read_text(encoding="utf-8") == "kept"
    assert [p.name for p in tmp_path.iterdir()] == ["old.csv"]


def test_the_charts_follow_the_palette(qtbot: QtBot, parties: list[PlayedPartie]) -> None:
    window = open_window(qtbot, parties)
    dark = QPalette(window.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor("#202124"))
    window.setPalette(dark)
    chart = window.rating_chart
    assert chart.plot_widget.backgroundBrush().color() == QColor("#202124")


def test_the_table_model_is_a_sound_qt_model(qtmodeltester, parties: list[PlayedPartie]) -> None:
    facts, _ = read_parties(parties)
    report = statistics_report(facts, StatisticsFilter())
    results = FigureTableModel(result_headers())
    results.set_rows(result_rows(report, opponent_label))
    qtmodeltester.check(results)
    deals = FigureTableModel(deal_headers())
    deals.set_rows(deal_rows(report))
    qtmodeltester.check(deals)
    with pytest.raises(ValueError, match="cells"):
        deals.set_rows([Row(("too", "few"))])


@pytest.fixture
def main_window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def test_view_statistics_opens_the_window_empty_until_a_source_is_given(
    qtbot: QtBot, main_window: MainWindow, parties: list[PlayedPartie]
) -> None:
    action = main_window.menus.statistics_action
    assert action in main_window.menus.view_menu.actions()
    action.trigger()
    stats = main_window.statistics_window
    assert stats is not None and stats.isVisible()
    assert stats.pages.currentWidget() is stats.empty_label
    main_window.statistics_source = lambda: parties
    action.trigger()
    assert main_window.statistics_window is stats
    assert stats.report is not None and stats.report.figures.results.parties == 9
    stats.close()


def test_a_single_partie_is_charted_around_its_date_not_from_1970(qtbot: QtBot) -> None:
    from datetime import UTC, datetime

    from piquet_desktop.statistics.rating import RatingEstimate
    from piquet_desktop.statistics.trends import series
    from piquet_desktop.ui.statistics_charts import DAY, RatingChart, TrendChart

    when = datetime(2026, 12, 1, 13, 27, tzinfo=UTC)
    trend = TrendChart("Accuracy", "points", "none yet")
    rating = RatingChart({"novice": 880.0}, str)
    for chart in (trend, rating):
        qtbot.addWidget(chart)
    trend.show_series(series([(when, 0.59)]), by_date=True)
    rating.show_rating([RatingEstimate(769, 155, 457, 1081, 1, when)], ["novice"], by_date=True)
    for chart in (trend, rating):
        (low, high), _ = chart.plot_item.viewRange()
        assert low < when.timestamp() < high
        assert 2 * DAY <= high - low <= 3 * DAY


def test_ctrl_t_opens_the_statistics_and_no_other_action_has_that_key(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    assert main_window.menus.statistics_action.shortcut() == QKeySequence("Ctrl+T")
    others = [
        a
        for a in main_window.findChildren(QAction)
        if a is not main_window.menus.statistics_action and a.shortcut() == QKeySequence("Ctrl+T")
    ]
    assert others == []
    main_window.activateWindow()
    qtbot.keyClick(main_window.table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: (
            main_window.statistics_window is not None and main_window.statistics_window.isVisible()
        )
    )
    assert main_window.statistics_window is not None
    main_window.statistics_window.close()


def _as_practice(p: PlayedPartie) -> PlayedPartie:
    return replace(p, record=replace(p.record, practice=True))


def test_practice_parties_are_left_out_until_included_and_the_choice_is_remembered(
    qtbot: QtBot, parties: list[PlayedPartie], tmp_path: Path
) -> None:
    mixed = [_as_practice(p) for p in parties[:2]] + parties[2:]
    settings = AppSettings.in_file(tmp_path / "settings.ini")
    window = StatisticsWindow(lambda: mixed, now=lambda: NOW, settings=settings)
    qtbot.addWidget(window)
    window.show()
    box = window.practice_box
    assert box.isVisible() and not box.isChecked()
    assert "never count in your rating" in box.toolTip()
    assert window.report is not None and window.report.figures.results.parties == 7
    assert "2 practice parties left out" in window.summary_label.text()
    rated = window.report.rating
    box.click()
    assert settings.statistics_include_practice
    assert window.report.figures.results.parties == 9
    assert window.report.rating == rated
    assert "practice" not in window.summary_label.text()
    window.close()

    again = StatisticsWindow(lambda: mixed, now=lambda: NOW, settings=settings)
    qtbot.addWidget(again)
    again.show()
    assert again.practice_box.isChecked()
    assert again.report is not None and again.report.figures.results.parties == 9


def test_when_only_practice_parties_were_played_the_window_says_how_to_see_them(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    window = open_window(qtbot, [_as_practice(p) for p in parties[:3]])
    assert window.pages.currentWidget() is window.no_match_label
    assert "3 practice parties left out" in window.no_match_label.text()
    window.practice_box.setChecked(True)
    assert window.pages.currentIndex() == 2
    assert window.report is not None and window.report.rating.games == 0
    assert "No rating yet</b>: practice parties do not count" in window.summary_label.text()


def test_the_main_windows_statistics_remember_the_practice_choice_in_its_settings(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    stats = main_window.show_statistics()
    assert stats.settings is main_window.settings
    stats.close()


def test_an_evenings_parties_are_charted_by_partie_number_with_whole_numbers(
    qtbot: QtBot,
) -> None:
    evening = [
        played(seed, day=seed / 96, mean_loss=0.004, rated_decisions=40) for seed in range(3)
    ]
    window = open_window(qtbot, evening)
    assert window.report is not None and not window.report.trends.by_date
    for chart in (window.rating_chart, window.accuracy_chart, window.score_chart):
        assert not chart.by_date
        (low, high), _ = chart.plot_item.viewRange()
        assert (low, high) == (0.5, 5.5)  # parties 1 to 3 of five, not 20 minutes over two days
        axis = chart.plot_item.getAxis("bottom")
        assert axis.labelText == "partie"
        ticks = [v for _, values in axis.tickValues(low, high, 400) for v in values]
        assert ticks and all(float(v).is_integer() and v >= 1 for v in ticks)
        assert axis.tickStrings([1.0, 2.0], 1, 1) == ["1", "2"]
        for name in ("left", "bottom"):
            assert not chart.plot_item.getAxis(name).autoSIPrefix  # no "(x0.001)"
    window.accuracy_chart.plot_item.getAxis("left").setRange(0.001, 0.008)
    assert "x0.001" not in window.accuracy_chart.plot_item.getAxis("left").labelString()


def test_parties_on_enough_days_are_charted_over_dates(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    window = open_window(qtbot, parties)  # nine parties three days apart
    assert window.report is not None and window.report.trends.by_date
    for chart in (window.rating_chart, window.accuracy_chart, window.score_chart):
        assert chart.by_date
        (low, _high), _ = chart.plot_item.viewRange()
        assert low > parties[0].played_at.timestamp() - 3 * 86_400
        assert chart.plot_item.getAxis("bottom").labelText == ""


def test_the_rating_shows_its_range_as_an_error_bar_then_as_a_band(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    window = open_window(qtbot, parties[:1])
    chart = window.rating_chart
    assert chart.band is not None and chart.error_bars is not None
    r = window.report.rating if window.report else None
    assert r is not None and r.games == 1
    bars = chart.error_bars.opts
    assert list(bars["x"]) == [1.0]
    assert bars["top"][0] == pytest.approx(r.high - r.mean)
    assert bars["bottom"][0] == pytest.approx(r.mean - r.low)
    assert chart.error_bars.isVisible()
    window.source = lambda: parties[:3]
    window.refresh()  # from two ratings on, the band alone shows the range
    assert chart.band is not None and chart.error_bars is not None
    assert not chart.error_bars.isVisible()


def test_the_summary_speaks_to_a_player_and_keeps_the_method_for_its_tooltip(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    window = open_window(qtbot, parties)
    text = window.summary_label.text()
    assert "near the level “" in text and "most likely between" in text
    for jargon in ("Bradley-Terry", "Bayesian", "deal pair", "docs/AI.md", "±"):
        assert jargon not in text
    tip = window.summary_label.toolTip()
    assert "Bradley-Terry" in tip and "Novice 833" in tip and "Greedy" not in tip
    assert "Practice parties never count" in tip


def test_the_practice_filter_the_note_and_the_partie_axis_speak_french(
    qtbot: QtBot, parties: list[PlayedPartie], french: None
) -> None:
    window = open_window(qtbot, [_as_practice(parties[0]), *parties[1:3]])
    assert window.practice_box.text() == "I&nclure les parties d'entraînement"
    assert "ne comptent jamais pour votre classement" in window.practice_box.toolTip()
    text = window.summary_label.text()
    assert "1 partie d'entraînement laissée de côté" in text
    assert "proche du niveau «\u00a0" in text
    assert window.score_chart.plot_item.getAxis("bottom").labelText == "partie"


def test_the_values_axis_writes_a_decimal_comma_in_french(
    qtbot: QtBot, parties: list[PlayedPartie], french: None
) -> None:
    window = open_window(qtbot, parties[:3])
    axis = window.accuracy_chart.plot_item.getAxis("left")
    assert axis.tickStrings([0.5, 1.0], 1, 0.5) == ["0,5", "1,0"]


def tick_label_rects(axis: object) -> list[QRectF]:
    """The rectangles the axis draws its tick labels in, as pyqtgraph works them out."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)  # type: ignore[attr-defined]
    finally:
        painter.end()
    return [] if specs is None else [rect for rect, _flags, _text in specs[2]]


@pytest.mark.parametrize("size", [(1180, 760), (1024, 700)])
def test_each_chart_has_a_readable_plot_at_the_windows_sizes(
    qtbot: QtBot, parties: list[PlayedPartie], size: tuple[int, int]
) -> None:
    """Three charts stacked in the column were some 30 px of plot each at the first size, their
    values' labels on each other: one chart at a time now, the column's whole height."""
    window = open_window(qtbot, parties)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    charts = (window.rating_chart, window.accuracy_chart, window.score_chart)
    for index, chart in enumerate(charts):
        window.chart_tabs.setCurrentIndex(index)
        qtbot.waitUntil(chart.isVisible)
        QApplication.processEvents()
        box = chart.plot_item.getViewBox().sceneBoundingRect()
        assert box.height() >= 200 and box.width() >= 300, (chart.objectName(), box)


@pytest.mark.parametrize("height", [70, 80, 140, 400])
def test_the_values_tick_labels_never_overprint(
    qtbot: QtBot, parties: list[PlayedPartie], height: int
) -> None:
    window = open_window(qtbot, parties)
    chart = window.rating_chart
    chart.plot_widget.setFixedHeight(height)
    QApplication.processEvents()
    for name in ("left", "bottom"):
        rects = tick_label_rects(chart.plot_item.getAxis(name))
        assert rects, name
        for i, one in enumerate(rects):
            for other in rects[i + 1 :]:
                assert not one.intersects(other), (name, height, one, other)


def test_the_levels_names_stand_inside_the_rating_plot(
    qtbot: QtBot, parties: list[PlayedPartie]
) -> None:
    """The third level's name began at 62 % of the plot's width and ran past its edge."""
    window = open_window(qtbot, parties)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.size().width() == 1024)
    chart = window.rating_chart
    QApplication.processEvents()
    view = chart.plot_item.getViewBox().sceneBoundingRect()
    lines = [i for i in chart.plot_item.items if isinstance(i, pg.InfiniteLine)]
    assert len(lines) == 2  # Novice and Club
    for line in lines:
        label = line.label.sceneBoundingRect()
        assert view.contains(label), (line.label.toPlainText(), label, view)


def test_three_levels_names_stand_inside_a_narrow_rating_plot(qtbot: QtBot) -> None:
    from piquet_desktop.statistics.rating import RatingEstimate
    from piquet_desktop.ui.statistics_charts import RatingChart

    levels = {"novice": 1000.0, "club": 1040.0, "master": 1080.0}
    chart = RatingChart(levels, lambda name: f"{name.title()} player ({levels[name]:.0f})")
    qtbot.addWidget(chart)
    chart.resize(360, 260)
    chart.show()
    qtbot.waitExposed(chart)
    history = [
        RatingEstimate(1000.0 + 10 * n, 50.0, 900.0 + 10 * n, 1100.0 + 10 * n, n + 1)
        for n in range(4)
    ]
    chart.show_rating(history, list(levels))
    QApplication.processEvents()
    view = chart.plot_item.getViewBox().sceneBoundingRect()
    for line in [i for i in chart.plot_item.items if isinstance(i, pg.InfiniteLine)]:
        assert view.contains(line.label.sceneBoundingRect()), line.label.toPlainText()
