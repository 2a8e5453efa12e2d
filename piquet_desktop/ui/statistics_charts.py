"""The Statistics window's charts: trends over time, drawn with pyqtgraph.

Why pyqtgraph (docs/DESIGN-APP.md, "Statistics"): it is made for Qt, draws on a QGraphicsView
like the table, follows the Qt binding in use (PySide6 here) and needs only numpy, where Qt's own
charts come only with PySide6-Addons, several hundred MB the game would otherwise never ship.
Importing it takes most of a second, so this module is imported only when the Statistics window
first opens, never at start-up.

Each chart is a plot or, while it has nothing to draw, a sentence saying why: an empty set of
axes tells a player nothing. Colours come from the palette (the window's light or dark scheme)
and are asked again when it changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QStackedLayout, QWidget

from piquet_desktop.statistics.rating import RatingEstimate
from piquet_desktop.statistics.trends import Series
from piquet_desktop.translation import current_language, translate

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_DATE_WORD = re.compile(r"\b(" + "|".join(_MONTHS + _DAYS) + r")\b")


class DateAxis(pg.DateAxisItem):  # type: ignore[misc]  # pyqtgraph is untyped (Any)
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


class TrendChart(QWidget):
    """A titled plot over a date axis, or ``empty_text`` while there are no points."""

    def __init__(
        self, title: str, y_label: str, empty_text: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"chart {title}")
        self.plot_widget = pg.PlotWidget(axisItems={"bottom": DateAxis()})
        self.plot_widget.setMenuEnabled(False)
        self.plot_widget.setMouseEnabled(x=False, y=False)
        self.plot_widget.hideButtons()
        self.plot_item = self.plot_widget.getPlotItem()
        self._title = title
        self.plot_item.setLabel("left", y_label)
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

    def _clear(self) -> None:
        for item in self._draw:
            self.plot_item.removeItem(item)
        self._draw = []

    def _show(self, has_points: bool) -> None:
        self._pages.setCurrentWidget(self.plot_widget if has_points else self.empty_label)
        self._apply_palette()

    def show_series(self, series: Series) -> None:
        """Each partie's value as a dot, and the running mean as a line through them."""
        self._clear()
        if len(series):
            x = _times(series.times)
            self._draw = [
                self.plot_item.plot(x, list(series.values), pen=None, symbol="o", symbolSize=5),
                self.plot_item.plot(x, list(series.running_mean)),
            ]
            frame_dates(self.plot_item, x)
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


class RatingChart(TrendChart):
    """The rating after each partie with its 95% interval as a band, over the levels' ratings
    as dotted lines for scale."""

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

    def show_rating(self, history: Sequence[RatingEstimate], opponents: Iterable[str]) -> None:
        """``history`` as a line and band; the ratings of ``opponents`` as reference lines."""
        self._clear()
        if history:
            x = _times(h.played_at or datetime.now() for h in history)
            low = self.plot_item.plot(x, [h.low for h in history])
            high = self.plot_item.plot(x, [h.high for h in history])
            band = pg.FillBetweenItem(low, high)
            self.plot_item.addItem(band)
            # dots too, so that the first partie's rating shows before there is a line
            mean = self.plot_item.plot(x, [h.mean for h in history], symbol="o", symbolSize=6)
            lines: list[pg.GraphicsObject] = []
            shown = [name for name in opponents if name in self._levels]
            for i, name in enumerate(shown):
                # levels a few dozen Elo apart: their names stand side by side, not on each other
                at = 0.02 + 0.3 * (i % 3)
                line = pg.InfiniteLine(
                    pos=self._levels[name],
                    angle=0,
                    label=self._label(name),
                    labelOpts={"position": at, "anchors": [(0, 1), (0, 1)]},
                )
                self.plot_item.addItem(line)
                lines.append(line)
            self._draw = [low, high, band, mean, *lines]
            frame_dates(self.plot_item, x)
        self._show(bool(history))

    def _colour_items(self, text: QColor, line: QColor) -> None:
        if len(self._draw) < 4:
            return
        low, high, band, mean, *levels = self._draw
        shade = QColor(line)
        shade.setAlpha(60)
        for edge in (low, high):
            edge.setPen(pg.mkPen(None))
        band.setBrush(pg.mkBrush(shade))
        mean.setPen(pg.mkPen(line, width=2.5))
        mean.setSymbolBrush(pg.mkBrush(line))
        mean.setSymbolPen(pg.mkPen(None))
        faded = QColor(text)
        faded.setAlpha(140)
        for level in levels:
            level.setPen(pg.mkPen(faded, style=Qt.PenStyle.DotLine))
            level.label.setColor(faded)
