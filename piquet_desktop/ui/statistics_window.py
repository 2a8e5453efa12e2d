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
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.csv_files import default_folder, write_whole
from piquet_desktop.controller.settings import AppSettings
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
from piquet_desktop.words.opponent_labels import level_names, opponent_text
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


def practice_tip() -> str:
    """What a practice partie is, and that the rating never counts one."""
    return translate(
        "StatisticsWindow",
        "Practice parties are those played with open piquet, with take back anytime, in the "
        "lesson or as a demonstration. They are left out of the figures unless you include them "
        "here, and never count in your rating.",
    )


def practice_note(left_out: int) -> str:
    """The line saying how many practice parties the figures leave out ("" when none)."""
    if not left_out:
        return ""
    return translate(
        "StatisticsWindow",
        "%n practice partie(s) left out (see “Include practice parties”).",
        None,
        left_out,
    )


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
    the CSV (tests replace it). ``settings`` remembers whether practice parties are counted
    (without it the choice lasts as long as the window).
    """

    def __init__(
        self,
        source: Source = no_parties,
        parent: QWidget | None = None,
        *,
        now: Callable[[], datetime] = datetime.now,
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
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
        self.practice_box = QCheckBox(translate("StatisticsWindow", "I&nclude practice parties"))
        self.practice_box.setObjectName("includePracticeBox")
        self.practice_box.setToolTip(practice_tip())
        if self.settings is not None:
            self.practice_box.setChecked(self.settings.statistics_include_practice)
        self.practice_box.toggled.connect(self._practice_toggled)
        bar.addWidget(self.practice_box)
        bar.addStretch(1)
        layout.addWidget(self.filter_bar)

        self.pages = QStackedWidget()
        self.empty_label = self._message(no_parties_text(), "emptyState")
        self.no_match_label = self._message(no_match_text(), "noMatch")
        self.pages.addWidget(self.empty_label)
        self.pages.addWidget(self.no_match_label)
        self.pages.addWidget(self._figures_page())
        layout.addWidget(self.pages, 2)
        self.training = TrainingRatings(parent=self)  # practice's ratings (training_ratings.py)
        layout.addWidget(self.training, 1)  # a third of the height: the tables keep the rest

        self.problem_label = QLabel()
        self.problem_label.setObjectName("problemLabel")
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        layout.addWidget(self.problem_label)

        self.export_label = QLabel()  # where the last export went: a save says where it wrote
        self.export_label.setObjectName("exportLabel")
        self.export_label.setTextFormat(Qt.TextFormat.PlainText)  # a file name
        self.export_label.setWordWrap(True)
        self.export_label.hide()
        layout.addWidget(self.export_label)

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

    def _practice_toggled(self, checked: bool) -> None:
        if self.settings is not None:
            self.settings.statistics_include_practice = checked
        self.update_report()

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

        # One chart at a time, the column's whole height: three stacked in it were a few dozen
        # pixels of plot each at the window's first size, their labels on each other.
        charts = QTabWidget()
        charts.setObjectName("chartTabs")
        charts.setDocumentMode(True)
        self.chart_tabs = charts
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
        for chart, tab in (
            (self.rating_chart, translate("StatisticsWindow", "Rating", "a chart's tab")),
            (self.accuracy_chart, translate("StatisticsWindow", "Accuracy", "a chart's tab")),
            (self.score_chart, translate("StatisticsWindow", "Deal score", "a chart's tab")),
        ):
            charts.addTab(chart, tab)
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
            include_practice=self.practice_box.isChecked(),
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
            note = practice_note(report.practice_left_out)
            self.no_match_label.setText(no_match_text() + (f"<p>{note}</p>" if note else ""))
            self.pages.setCurrentWidget(self.no_match_label)
            return
        self.pages.setCurrentIndex(2)
        self.results_model.set_rows(result_rows(report, opponent_label))
        self.deals_model.set_rows(deal_rows(report))
        self.summary_label.setText(summary_text(report))
        self.summary_label.setToolTip(
            GuiQt.convertFromPlainText(summary_tip(report), Qt.WhiteSpaceMode.WhiteSpaceNormal)
        )
        t = report.trends
        self.rating_chart.show_trends(t, [o.opponent for o in report.figures.by_opponent])
        self.accuracy_chart.show_series(t.accuracy, t.by_date, t.parties)
        self.score_chart.show_series(t.mean_deal_score, t.by_date, t.parties)

    # ================================================================================ export
    def _ask_path(self) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            translate("StatisticsWindow", "Export the Statistics"),
            str(default_folder() / "piquet-statistics.csv"),
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
            self.export_label.hide()
            return False
        self.export_label.setText(
            bounded(
                translate("StatisticsWindow", "The statistics are saved as {path}.").format(
                    path=path
                )
            )
        )
        self.export_label.show()
        return True


def _elo(value: float) -> str:
    """A rating as a whole number: "1010" in English (as a rating is written), "1 010" in
    French (``translation.number``)."""
    return number(value) if current_language() == "fr" else f"{value:.0f}"


def nearest_level(rating: float) -> str:
    """The computer level (Novice to Master; not the practice opponents) whose rating is
    nearest ``rating``."""
    levels = {n: LEVEL_RATINGS[n] for n in level_names() if n in LEVEL_RATINGS}
    return min(levels, key=lambda n: abs(levels[n] - rating))


def summary_text(report: StatisticsReport) -> str:
    """The rating and the accuracy in a sentence each, for the top of the window, in a
    player's words (how the rating is made is in ``summary_tip``)."""
    r = report.rating
    rated = r.games  # names: lupdate drops a call whose count is not one
    reviewed = report.figures.accuracy.reviewed_parties
    if r.games:
        rating = translate(
            "StatisticsWindow",
            "<b>Your rating: {mean}</b>, near the level “{level}” (most likely between {low} and "
            "{high}), from %n rated partie(s).",
            None,
            rated,
        ).format(
            mean=_elo(r.mean),
            level=opponent_label(nearest_level(r.mean)),
            low=_elo(r.low),
            high=_elo(r.high),
        )
    elif any(f.practice for f in report.figures.parties):
        rating = translate(
            "StatisticsWindow",
            "<b>No rating yet</b>: practice parties do not count; finish a partie against a "
            "computer opponent without them.",
        )
    else:
        rating = translate(
            "StatisticsWindow", "<b>No rating yet</b>: finish a partie against a computer opponent."
        )
    a = report.figures.accuracy
    if a.mean_loss is not None:
        accuracy = translate(
            "StatisticsWindow",
            "<b>Accuracy: {loss}</b> points lost per decision (lower is better), over "
            "%n reviewed partie(s).",
            None,
            reviewed,
        ).format(loss=number(a.mean_loss, 2))
    else:
        accuracy = translate("StatisticsWindow", "<b>Accuracy</b>: no reviewed partie yet.")
    lines = [f"{rating}<br>{accuracy}"]
    note = practice_note(report.practice_left_out)
    if note:
        lines.append(f"<span style='font-size:small'>{note}</span>")
    return "<br>".join(lines)


def summary_tip(report: StatisticsReport) -> str:
    """How the rating and the accuracy are worked out, for the player who asks (the summary's
    tooltip): the details that would crowd the window."""
    levels = ", ".join(
        f"{opponent_label(n)} {_elo(LEVEL_RATINGS[n])}" for n in level_names() if n in LEVEL_RATINGS
    )
    rating = translate(
        "StatisticsWindow",
        "Your rating is on the same Elo scale as the computer levels ({levels}). It starts at "
        "{prior} and each finished partie against a computer level moves it: a win moves it up, "
        "more against a stronger level. The fewer parties, the wider the likely range. Practice "
        "parties never count.",
    ).format(levels=levels, prior=_elo(MODEL.prior_mean))
    accuracy = translate(
        "StatisticsWindow",
        "Accuracy comes from the parties you had reviewed: each of your decisions (the exchange, "
        "the declarations, each card) is compared with the best one, and the points it cost are "
        "averaged; {decisions} decisions so far.",
    ).format(decisions=report.figures.accuracy.decisions)
    details = translate(
        "StatisticsWindow",
        "Details: the levels' ratings come from {source}; your rating is a Bayesian estimate "
        "starting from {prior} ± {prior_sd}, a partie counting {scale} of a deal pair.",
    ).format(
        source=source_words(),
        prior=_elo(MODEL.prior_mean),
        prior_sd=_elo(MODEL.prior_sd),
        scale=number(MODEL.partie_scale, 2),
    )
    return "\n\n".join((rating, accuracy, details))
