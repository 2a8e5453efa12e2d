"""The Statistics window: the player's results, deals, accuracy and rating, with their trends.

It is given a callable that returns the parties to count (``Source``): the library supplies it,
and until there is one the window opens on an empty source and says so. Each ``refresh`` asks
the source again and replays every partie once (``read_parties``); the filters (opponent,
variant, period) then only regroup what was read, so changing one is instant. Nothing here
counts or scores: the figures are the controller's (``controller/statistics``), the tables'
rows ``controller/statistics_tables``, the charts ``statistics_charts``.

A source that fails, or parties whose records cannot be replayed, never close the window: the
failure is said in the window and the parties that could be read are counted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.csv_files import write_whole
from piquet_desktop.controller.statistics_tables import (
    FigureTableModel,
    deal_headers,
    deal_rows,
    result_headers,
    result_rows,
)
from piquet_desktop.engine.bounded_text import bounded
from piquet_desktop.statistics import (
    LEVEL_RATINGS,
    PERIODS,
    PartieFacts,
    PlayedPartie,
    StatisticsFilter,
    StatisticsReport,
    Unreadable,
    period_start,
    read_parties,
    statistics_csv,
    statistics_report,
)
from piquet_desktop.statistics.level_ratings import source_words
from piquet_desktop.statistics.rating import MODEL
from piquet_desktop.statistics.report import OPPONENT_ORDER
from piquet_desktop.statistics.variants import variant_words
from piquet_desktop.translation import current_language, number, translate
from piquet_desktop.words.opponent_labels import opponent_text
from piquet_desktop.words.save_failure import failure_reason

from .statistics_charts import RatingChart, TrendChart
from .training_ratings import TrainingRatings

Source = Callable[[], Iterable[PlayedPartie]]


def no_parties_text() -> str:
    return translate(
        "StatisticsWindow",
        "<h2>No parties yet</h2><p>Finish a partie and your results, your rating and how they "
        "move over time will show here.</p>",
    )


def no_match_text() -> str:
    return translate(
        "StatisticsWindow",
        "<h3>No parties match these filters</h3><p>Choose another opponent, variant or period.</p>",
    )


def period_words(name: str, days: int | None) -> str:
    """A period of ``PERIODS`` in the installed language."""
    if days is None:
        return translate("StatisticsWindow", "All time")
    if days == 7:
        return translate("StatisticsWindow", "Last 7 days")
    if days == 30:
        return translate("StatisticsWindow", "Last 30 days")
    if days == 365:
        return translate("StatisticsWindow", "Last 12 months")
    return name


def no_parties() -> list[PlayedPartie]:
    """The source until the library is connected: nothing played yet."""
    return []


def opponent_label(name: str) -> str:
    """An opponent's name as the New Partie dialog gives it ("Club player")."""
    if name == "unknown":
        return translate("StatisticsWindow", "Unknown")
    return opponent_text(name).label


class StatisticsWindow(QDialog):
    """Filters, figures in tables, the charts and CSV export, over the parties ``source`` gives.

    ``now`` says when "now" is for the periods (tests fix it); ``ask_path`` asks where to save
    the CSV (tests replace it).
    """

    def __init__(
        self,
        source: Source = no_parties,
        parent: QWidget | None = None,
        *,
        now: Callable[[], datetime] = datetime.now,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.setWindowTitle(translate("StatisticsWindow", "Statistics"))
        self.setWindowFlag(Qt.WindowType.Window)  # its own window: maximise, stay beside
        self.source = source
        self.now = now
        self.ask_path: Callable[[], Path | None] = self._ask_path
        self.facts: list[PartieFacts] = []
        self.unreadable: list[Unreadable] = []
        self.report: StatisticsReport | None = None
        self._build()
        self.resize(1180, 760)

    # ================================================================================ building
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.filter_bar = QWidget()
        bar = QHBoxLayout(self.filter_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.opponent_box = self._combo(
            bar, translate("StatisticsWindow", "&Opponent:"), "opponentFilter"
        )
        self.variant_box = self._combo(
            bar, translate("StatisticsWindow", "&Variant:"), "variantFilter"
        )
        self.period_box = self._combo(
            bar, translate("StatisticsWindow", "&Period:"), "periodFilter"
        )
        for name, days in PERIODS:
            self.period_box.addItem(period_words(name, days), days)
        bar.addStretch(1)
        layout.addWidget(self.filter_bar)

        self.pages = QStackedWidget()
        self.empty_label = self._message(no_parties_text(), "emptyState")
        self.no_match_label = self._message(no_match_text(), "noMatch")
        self.pages.addWidget(self.empty_label)
        self.pages.addWidget(self.no_match_label)
        self.pages.addWidget(self._figures_page())
        layout.addWidget(self.pages, 1)
        self.training = TrainingRatings(parent=self)  # practice's ratings (training_ratings.py)
        layout.addWidget(self.training)

        self.problem_label = QLabel()
        self.problem_label.setObjectName("problemLabel")
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        layout.addWidget(self.problem_label)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton(translate("StatisticsWindow", "&Export as CSV…"))
        self.export_button.setToolTip(
            translate("StatisticsWindow", "Save the figures shown as a CSV file for a spreadsheet")
        )
        self.export_button.clicked.connect(self.export_dialog)
        self.refresh_button = QPushButton(translate("StatisticsWindow", "&Refresh"))
        self.refresh_button.setToolTip(
            translate("StatisticsWindow", "Count the parties again, the latest included")
        )
        self.refresh_button.clicked.connect(self.refresh)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.refresh_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

        for box in (self.opponent_box, self.variant_box, self.period_box):
            box.currentIndexChanged.connect(lambda _i: self.update_report())

    def _combo(self, bar: QHBoxLayout, text: str, name: str) -> QComboBox:
        label = QLabel(text)
        box = QComboBox()
        box.setObjectName(name)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        label.setBuddy(box)
        bar.addWidget(label)
        bar.addWidget(box)
        bar.addSpacing(12)
        return box

    def _message(self, html: str, name: str) -> QLabel:
        label = QLabel(html)
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    def _table(self, model: FigureTableModel, name: str) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)
        view.verticalHeader().hide()
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setWordWrap(False)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the names take the rest
        return view

    def _figures_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("summaryLabel")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary_label)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        tables = QWidget()
        tables_layout = QVBoxLayout(tables)
        tables_layout.setContentsMargins(0, 0, 0, 0)
        self.results_model = FigureTableModel(result_headers(), self)
        self.deals_model = FigureTableModel(deal_headers(), self)
        self.results_view = self._table(self.results_model, "resultsTable")
        self.deals_view = self._table(self.deals_model, "dealsTable")
        tables_layout.addWidget(QLabel(translate("StatisticsWindow", "<b>Results</b>")))
        tables_layout.addWidget(self.results_view, 1)
        tables_layout.addWidget(
            QLabel(translate("StatisticsWindow", "<b>Deals</b> (you / your opponent)"))
        )
        tables_layout.addWidget(self.deals_view, 2)
        splitter.addWidget(tables)

        charts = QWidget()
        charts_layout = QVBoxLayout(charts)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        self.rating_chart = RatingChart(LEVEL_RATINGS, opponent_label)
        self.accuracy_chart = TrendChart(
            translate("StatisticsWindow", "Accuracy: points lost per decision"),
            translate("StatisticsWindow", "points", "a chart's axis"),
            translate(
                "StatisticsWindow",
                "No reviewed partie yet: review a partie to see how many points your decisions "
                "cost.",
            ),
        )
        self.score_chart = TrendChart(
            translate("StatisticsWindow", "Your mean deal score"),
            translate("StatisticsWindow", "points", "a chart's axis"),
            translate("StatisticsWindow", "No finished deal yet in the parties shown."),
        )
        for chart in (self.rating_chart, self.accuracy_chart, self.score_chart):
            charts_layout.addWidget(chart, 1)
        splitter.addWidget(charts)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 540])  # the tables whole, the charts in the rest
        layout.addWidget(splitter, 1)
        return page

    # ================================================================================ data
    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """Ask the source for the parties again and count them."""
        problem = ""
        try:
            parties = list(self.source())
        except Exception as err:  # a broken source must not close the window
            parties = []
            problem = translate(
                "StatisticsWindow", "The parties could not be read: {reason}"
            ).format(reason=err)
        self.facts, self.unreadable = read_parties(parties)
        if self.unreadable and not problem:
            n = len(self.unreadable)
            problem = translate(
                "StatisticsWindow",
                "%n partie(s) could not be read and left out: {reasons}",
                None,
                n,
            ).format(reasons="; ".join(u.reason for u in self.unreadable[:3]))
        self.problem_label.setText(bounded(problem))
        self.problem_label.setVisible(bool(problem))
        self._fill_filters()
        self.update_report()
        self.training.refresh()

    def _fill_filters(self) -> None:
        opponents = sorted(
            {f.opponent for f in self.facts},
            key=lambda o: (OPPONENT_ORDER.index(o) if o in OPPONENT_ORDER else 99, o),
        )
        variants = sorted({f.variant for f in self.facts})
        self._refill(
            self.opponent_box,
            translate("StatisticsWindow", "All opponents"),
            [(opponent_label(o), o) for o in opponents],
        )
        self._refill(
            self.variant_box,
            translate("StatisticsWindow", "All variants"),
            [(variant_words(v), v) for v in variants],
        )

    def _refill(self, box: QComboBox, everything: str, items: list[tuple[str, str]]) -> None:
        """Offer ``items`` under "all", keeping the choice made when it is still there."""
        chosen = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(everything, None)
        for text, data in items:
            box.addItem(text, data)
        index = box.findData(chosen) if chosen is not None else 0
        box.setCurrentIndex(max(index, 0))
        box.blockSignals(False)

    def chosen_filter(self) -> StatisticsFilter:
        return StatisticsFilter(
            opponent=self.opponent_box.currentData(),
            variant=self.variant_box.currentData(),
            since=period_start(self.period_box.currentData(), self.now()),
        )

    def update_report(self) -> None:
        """Recount for the filters chosen and show the figures, or why there are none."""
        self.filter_bar.setVisible(bool(self.facts))
        self.export_button.setEnabled(bool(self.facts))
        if not self.facts:
            self.report = None
            self.pages.setCurrentWidget(self.empty_label)
            return
        report = statistics_report(self.facts, self.chosen_filter())
        self.report = report
        if not report.figures.parties:
            self.pages.setCurrentWidget(self.no_match_label)
            return
        self.pages.setCurrentIndex(2)
        self.results_model.set_rows(result_rows(report, opponent_label))
        self.deals_model.set_rows(deal_rows(report))
        self.summary_label.setText(summary_text(report))
        self.rating_chart.show_rating(
            report.trends.rating, [o.opponent for o in report.figures.by_opponent]
        )
        self.accuracy_chart.show_series(report.trends.accuracy)
        self.score_chart.show_series(report.trends.mean_deal_score)

    # ================================================================================ export
    def _ask_path(self) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            translate("StatisticsWindow", "Export the Statistics"),
            "piquet-statistics.csv",
            translate("StatisticsWindow", "CSV files (*.csv)"),
        )
        return Path(name) if name else None

    def export_dialog(self) -> None:
        path = self.ask_path()
        if path is not None:
            self.export_csv(path)

    def export_csv(self, path: Path) -> bool:
        """Write the figures shown to ``path``; a failure is said in a box, never raised, and
        leaves a file already there as it was."""
        if self.report is None:
            return False
        try:
            write_whole(path, statistics_csv(self.report))
        except (OSError, UnicodeError) as err:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                translate("StatisticsWindow", "Cannot export the statistics"),
                translate("StatisticsWindow", "{path} could not be written: {reason}").format(
                    path=path, reason=failure_reason(err)
                ),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setObjectName("exportErrorBox")
            box.setTextFormat(Qt.TextFormat.PlainText)  # a file name, a reason
            box.open()
            self.export_error = box
            return False
        return True


def _elo(value: float) -> str:
    """A rating as a whole number: "1010" in English (as a rating is written), "1 010" in
    French (``translation.number``)."""
    return number(value) if current_language() == "fr" else f"{value:.0f}"


def summary_text(report: StatisticsReport) -> str:
    """The rating and the accuracy in a sentence each, for the top of the window."""
    r = report.rating
    rated = r.games  # names: lupdate drops a call whose count is not one
    reviewed = report.figures.accuracy.reviewed_parties
    if r.games:
        rating = translate(
            "StatisticsWindow",
            "<b>Your rating: {mean}</b> ± {sd} (95%: {low} to {high}), from %n rated partie(s).",
            None,
            rated,
        ).format(mean=_elo(r.mean), sd=_elo(r.sd), low=_elo(r.low), high=_elo(r.high))
    else:
        rating = translate(
            "StatisticsWindow", "<b>No rating yet</b>: finish a partie against a computer opponent."
        )
    a = report.figures.accuracy
    if a.mean_loss is not None:
        accuracy = translate(
            "StatisticsWindow",
            "<b>Accuracy: {loss}</b> points lost per decision, over {decisions} decisions in "
            "%n reviewed partie(s).",
            None,
            reviewed,
        ).format(loss=number(a.mean_loss, 2), decisions=a.decisions)
    else:
        accuracy = translate("StatisticsWindow", "<b>Accuracy</b>: no reviewed partie yet.")
    source = translate(
        "StatisticsWindow",
        "<span style='font-size:small'>Opponents' ratings from {source}; your rating is "
        "Bayesian, starting from {prior} ± {prior_sd}, a partie counting {scale} of a deal "
        "pair.</span>",
    ).format(
        source=source_words(),
        prior=_elo(MODEL.prior_mean),
        prior_sd=_elo(MODEL.prior_sd),
        scale=number(MODEL.partie_scale, 2),
    )
    return f"{rating}&nbsp;&nbsp; {accuracy}<br>{source}"
