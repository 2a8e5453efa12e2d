"""The Statistics window's charts: trends over time, drawn with pyqtgraph.

Why pyqtgraph (docs/DESIGN-APP.md, "Why pyqtgraph"): it is made for Qt, draws on a QGraphicsView
like the table, follows the Qt binding in use (PySide6 here) and needs only numpy, where Qt's own
charts come only with PySide6-Addons, several hundred MB the game would otherwise never ship.
Importing it takes most of a second, so this module is imported only when the Statistics window
first opens, never at start-up.

Each chart is a plot or, while it has nothing to draw, a sentence saying why: an empty set of
axes tells a player nothing. The parties are laid out by partie number (1, 2, 3...) until they
were played on enough different days for dates to say something (``trends.by_date``, why
there), and over dates from then on; no axis ever shows pyqtgraph's SI prefix ("(x0.001)"),
which reads as a unit a player has never heard of. Colours come from the palette (the window's
light or dark scheme) and are asked again when it changes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QStackedLayout, QWidget

from piquet_desktop.statistics.rating import RatingEstimate
from piquet_desktop.statistics.trends import Series, Trends
from piquet_desktop.translation import current_language, translate

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_DATE_WORD = re.compile(r"\b(" + "|".join(_MONTHS + _DAYS) + r")\b")


TICK_GAP = 2
"""Pixels kept between two tick labels of an axis."""


def apart(specs: Sequence[tuple[QRectF, object, str]]) -> list[tuple[QRectF, object, str]]:
    """The tick labels ``specs`` (pyqtgraph's text specs: rectangle, flags, text) that do not
    overprint one drawn before them, ``TICK_GAP`` pixels apart: pyqtgraph always draws its first
    level of labels, however short the axis, and in a short chart "1000" lands on "500"."""
    kept: list[tuple[QRectF, object, str]] = []
    for spec in specs:
        grown = spec[0].adjusted(-TICK_GAP, -TICK_GAP, TICK_GAP, TICK_GAP)
        if not any(grown.intersects(other[0]) for other in kept):
            kept.append(spec)
    return kept


class ApartLabels:
    """An axis whose tick labels never overprint each other (``apart``)."""

    def generateDrawSpecs(self, p: QPainter) -> tuple[object, object, list[Any]] | None:
        specs = super().generateDrawSpecs(p)  # type: ignore[misc]
        if specs is None:
            return None
        axis, ticks, texts = specs
        return axis, ticks, apart(texts)


class DateAxis(ApartLabels, pg.DateAxisItem):  # type: ignore[misc]  # pyqtgraph is untyped
    """pyqtgraph's date axis with the months and days named in the installed language: its
    labels come from ``strftime``, which speaks the C locale's English whatever the app's."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        strings = super().tickStrings(values, scale, spacing)
        if current_language() == "en":
            return strings
        locale = QLocale()
        short = QLocale.FormatType.ShortFormat

        def local(found: re.Match[str]) -> str:
            word = found.group(1)
            if word in _MONTHS:
                return locale.monthName(_MONTHS.index(word) + 1, short)
            return locale.dayName(_DAYS.index(word) + 1, short)

        return [_DATE_WORD.sub(local, s) for s in strings]


class ValueAxis(ApartLabels, pg.AxisItem):  # type: ignore[misc]  # pyqtgraph is untyped
    """The values' axis, its numbers written as the installed language writes them ("0,5" in
    French): pyqtgraph writes them with a dot whatever the language."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        strings: list[str] = super().tickStrings(values, scale, spacing)
        if current_language() == "fr":
            return [s.replace(".", ",") for s in strings]
        return strings


class TimelineAxis(DateAxis):
    """The bottom axis: dates (as ``DateAxis``) or, while ``by_date`` is off, partie numbers,
    whole numbers only (a partie 2.5 does not exist)."""

    def __init__(self) -> None:
        super().__init__(orientation="bottom")
        self.by_date = False

    def tickValues(
        self, minVal: float, maxVal: float, size: float
    ) -> list[tuple[float, list[float]]]:
        if self.by_date:
            return super().tickValues(minVal, maxVal, size)
        levels = pg.AxisItem.tickValues(self, minVal, maxVal, size)
        whole = [
            (spacing, [v for v in values if v >= 1 and float(v).is_integer()])
            for spacing, values in levels
            if spacing >= 1
        ]
        if whole:
            return whole
        return [(1.0, [float(n) for n in range(max(1, math.ceil(minVal)), math.floor(maxVal) + 1)])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.by_date:
            return super().tickStrings(values, scale, spacing)
        return [f"{v:.0f}" for v in values]


def _times(times: Iterable[datetime]) -> list[float]:
    return [t.timestamp() for t in times]


DAY = 86_400.0


def frame_dates(plot_item: pg.PlotItem, x: Sequence[float]) -> None:
    """Show the dates of ``x`` with a margin, at least a day either side: left to itself the
    date axis spans 1970 to now for a single partie (or labels a few minutes as fractions of
    a day); the values' axis still fits itself to what is drawn."""
    low, high = min(x), max(x)
    margin = max((high - low) * 0.05, DAY)
    plot_item.setXRange(low - margin, high + margin, padding=0)
    plot_item.enableAutoRange(axis="y")


FEWEST_NUMBERS = 5
"""The partie-number axis is at least this many parties wide: one partie is then a point in a
frame, not a lone dot in the middle of nothing."""


def frame_numbers(plot_item: pg.PlotItem, parties: int) -> None:
    """Show partie numbers 1 to ``parties`` (at least ``FEWEST_NUMBERS``), half a partie either
    side: the same frame in every chart, so that a partie stands at the same place in each."""
    plot_item.setXRange(0.5, max(parties, FEWEST_NUMBERS) + 0.5, padding=0)
    plot_item.enableAutoRange(axis="y")


def partie_axis_label() -> str:
    return translate("StatisticsCharts", "partie", "the charts' axis of partie numbers")


class TrendChart(QWidget):
    """A titled plot over partie numbers or dates, or ``empty_text`` while there are no points."""

    def __init__(
        self, title: str, y_label: str, empty_text: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"chart {title}")
        self.timeline = TimelineAxis()
        self.plot_widget = pg.PlotWidget(
            axisItems={"bottom": self.timeline, "left": ValueAxis(orientation="left")}
        )
        self.plot_widget.setMenuEnabled(False)
        self.plot_widget.setMouseEnabled(x=False, y=False)
        self.plot_widget.hideButtons()
        self.plot_item = self.plot_widget.getPlotItem()
        self._title = title
        self.plot_item.setLabel("left", y_label)
        for name in ("left", "bottom"):
            self.plot_item.getAxis(name).enableAutoSIPrefix(False)
        self.plot_item.showGrid(x=False, y=True, alpha=0.25)
        self.empty_label = QLabel(f"<b>{title}</b><br>{empty_text}")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._pages = QStackedLayout(self)
        self._pages.addWidget(self.plot_widget)
        self._pages.addWidget(self.empty_label)
        self._draw: list[pg.GraphicsObject] = []
        self._apply_palette()

    @property
    def is_empty(self) -> bool:
        """True while the chart shows its sentence instead of a plot."""
        return self._pages.currentWidget() is self.empty_label

    @property
    def by_date(self) -> bool:
        """True while the parties are laid out over dates, False over partie numbers."""
        return bool(self.timeline.by_date)

    def _clear(self) -> None:
        for item in self._draw:
            self.plot_item.removeItem(item)
        self._draw = []

    def _show(self, has_points: bool) -> None:
        self._pages.setCurrentWidget(self.plot_widget if has_points else self.empty_label)
        self._apply_palette()

    def _along(
        self, by_date: bool, times: Iterable[datetime], numbers: Sequence[int]
    ) -> list[float]:
        """The x of each point, and the bottom axis set to match: dates or partie numbers."""
        self.timeline.by_date = by_date
        self.plot_item.setLabel("bottom", None if by_date else partie_axis_label())
        if not by_date:
            self.plot_item.getAxis("bottom").showLabel(True)
        return _times(times) if by_date else [float(n) for n in numbers]

    def _frame(self, x: Sequence[float], parties: int) -> None:
        if self.timeline.by_date:
            frame_dates(self.plot_item, x)
        else:
            frame_numbers(self.plot_item, max(parties, int(max(x))))

    def show_series(self, series: Series, by_date: bool = False, parties: int = 0) -> None:
        """Each partie's value as a dot, and the running mean as a line through them;
        ``parties`` is how many parties are shown (the partie-number axis runs to it)."""
        self._clear()
        if len(series):
            x = self._along(by_date, series.times, series.numbers)
            self._draw = [
                self.plot_item.plot(x, list(series.values), pen=None, symbol="o", symbolSize=5),
                self.plot_item.plot(x, list(series.running_mean)),
            ]
            self._frame(x, parties)
        self._show(bool(len(series)))

    # ----------------------------------------------------------------------------- colours
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._apply_palette()
        super().changeEvent(event)

    def _colours(self) -> tuple[QColor, QColor, QColor]:
        """The background, the text and the line colour the palette gives."""
        palette = self.palette()
        return (
            palette.color(QPalette.ColorRole.Base),
            palette.color(QPalette.ColorRole.Text),
            palette.color(QPalette.ColorRole.Highlight),
        )

    def _apply_palette(self) -> None:
        base, text, line = self._colours()
        self.plot_widget.setBackground(base)
        self.plot_item.setTitle(self._title, color=text.name(), size="10pt")
        for name in ("left", "bottom"):
            axis = self.plot_item.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self._colour_items(text, line)

    def _colour_items(self, text: QColor, line: QColor) -> None:
        if len(self._draw) == 2:
            dots, mean = self._draw
            faded = QColor(text)
            faded.setAlpha(110)
            dots.setSymbolBrush(pg.mkBrush(faded))
            dots.setSymbolPen(pg.mkPen(None))
            mean.setPen(pg.mkPen(line, width=2.5))


LEVEL_LABEL_PLACES = (0.02, 0.5, 0.98)
"""Where along its line each level's name stands, as a share of the plot's width."""


class RatingChart(TrendChart):
    """The rating after each partie with its 95% interval as a band (and, while there is only
    one rating, as an error bar: a band needs two points), over the levels' ratings as dotted
    lines for scale."""

    def __init__(
        self,
        levels: Mapping[str, float],
        label: Callable[[str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            translate("RatingChart", "Your rating (Elo)"),
            translate("RatingChart", "Elo"),
            translate(
                "RatingChart",
                "No rated partie yet: a finished partie against a computer opponent gives you a "
                "rating.",
            ),
            parent,
        )
        self._levels = dict(levels)
        self._label = label
        self.band: pg.FillBetweenItem | None = None
        self.error_bars: pg.ErrorBarItem | None = None

    def show_trends(self, trends: Trends, opponents: Iterable[str]) -> None:
        """The rating of ``trends`` laid out as its other charts are."""
        self.show_rating(
            trends.rating, opponents, trends.rating_numbers, trends.by_date, trends.parties
        )

    def show_rating(
        self,
        history: Sequence[RatingEstimate],
        opponents: Iterable[str],
        numbers: Sequence[int] = (),
        by_date: bool = False,
        parties: int = 0,
    ) -> None:
        """``history`` as a line and band; the ratings of ``opponents`` as reference lines.
        ``numbers`` are the parties' numbers (1, 2... when not given). The first rating's range
        is also an error bar, since a band needs two points."""
        self._clear()
        self.band = self.error_bars = None
        if history:
            x = self._along(
                by_date,
                (h.played_at or datetime.now() for h in history),
                numbers or range(1, len(history) + 1),
            )
            low = self.plot_item.plot(x, [h.low for h in history])
            high = self.plot_item.plot(x, [h.high for h in history])
            band = pg.FillBetweenItem(low, high)
            self.plot_item.addItem(band)
            import numpy as np  # pyqtgraph's own dependency, loaded with it

            means = np.array([h.mean for h in history])
            bars = pg.ErrorBarItem(
                x=np.array(x),
                y=means,
                top=np.array([h.high for h in history]) - means,
                bottom=means - np.array([h.low for h in history]),
                beam=0.0,
            )
            self.plot_item.addItem(bars)
            # dots too, so that the first partie's rating shows before there is a line
            mean = self.plot_item.plot(x, list(means), symbol="o", symbolSize=6)
            lines: list[pg.GraphicsObject] = []
            shown = [name for name in opponents if name in self._levels]
            for i, name in enumerate(shown):
                # levels a few dozen Elo apart: their names stand side by side, not on each
                # other, each anchored at its own place along the line (left, middle, right)
                # so that none reaches past the plot's edge
                at = LEVEL_LABEL_PLACES[i % len(LEVEL_LABEL_PLACES)]
                line = pg.InfiniteLine(
                    pos=self._levels[name],
                    angle=0,
                    label=self._label(name),
                    labelOpts={"position": at, "anchors": [(at, 1), (at, 1)]},
                )
                self.plot_item.addItem(line)
                lines.append(line)
            self.band, self.error_bars = band, bars
            self._draw = [low, high, band, bars, mean, *lines]
            self._frame(x, parties)
            # the levels shown are inside the frame, with room above for their names
            values = [h.low for h in history] + [h.high for h in history]
            values += [self._levels[name] for name in shown]
            span = max(max(values) - min(values), 100.0)
            self.plot_item.setYRange(
                min(values) - 0.05 * span, max(values) + 0.15 * span, padding=0
            )
        self._show(bool(history))

    def _colour_items(self, text: QColor, line: QColor) -> None:
        if len(self._draw) < 5:
            return
        low, high, band, bars, mean, *levels = self._draw
        shade = QColor(line)
        shade.setAlpha(60)
        for edge in (low, high):
            edge.setPen(pg.mkPen(None))
        band.setBrush(pg.mkBrush(shade))
        bar_colour = QColor(line)
        bar_colour.setAlpha(120)
        bars.setData(pen=pg.mkPen(bar_colour, width=1.5))
        bars.setVisible(len(bars.opts["x"]) == 1)  # setData shows it again
        mean.setPen(pg.mkPen(line, width=2.5))
        mean.setSymbolBrush(pg.mkBrush(line))
        mean.setSymbolPen(pg.mkPen(None))
        faded = QColor(text)
        faded.setAlpha(140)
        for level in levels:
            level.setPen(pg.mkPen(faded, style=Qt.PenStyle.DotLine))
            level.label.setColor(faded)
