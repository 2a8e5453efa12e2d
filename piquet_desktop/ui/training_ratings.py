"""The Statistics window's training ratings: each kind of practice's rating over time.

Why a section of its own in the Statistics window: the results and the Elo rating there are the
parties'; the training ratings are the practice's (Glicko-2 per kind, ``practice.training``),
read from the attempts the library keeps, and they move at another pace. So they get a chart and
a line of their own under the parties' figures, made from the attempts ``source`` gives each time
the window is refreshed, and they do not follow the parties' filters.

The chart draws, per kind, the rating after each of its attempts (numbered within the kind)
with its 95% band (two deviations), as the parties' rating chart does; the line above it says
each kind's rating now (widened by the days since its last attempt) and how many attempts it is
made of.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime

import pyqtgraph as pg
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from piquet_desktop.practice.attempts import Attempt
from piquet_desktop.practice.exercise_source import KINDS
from piquet_desktop.practice.training import RatingPoint, current_ratings, rating_histories
from piquet_desktop.translation import translate
from piquet_desktop.words.practice_text import kind_name, provisional_note, rating_text

from .statistics_charts import TrendChart, frame_numbers

__all__ = ["TrainingChart", "TrainingRatings"]

AttemptSource = Callable[[], Sequence[Attempt]]

KIND_HUES = ("#e0892a", "#3fa65c", "#c45a9c")
"""The second, third and fourth kinds' colours: orange, green, magenta."""


def no_attempts() -> list[Attempt]:
    return []


class TrainingChart(TrendChart):
    """Each kind's rating after each attempt, with its 95% band."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("TrainingRatings", "Training ratings"),
            translate("TrainingRatings", "rating"),
            translate(
                "TrainingRatings",
                "No exercise done yet: Game > Practice gives you a rating for each kind.",
            ),
            parent,
        )
        self._kinds: list[str] = []
        self.legend = self.plot_item.addLegend(offset=(10, 10))

    def show_histories(self, histories: Mapping[str, Sequence[RatingPoint]]) -> None:
        """Each kind's ratings over its own attempts, numbered 1, 2, 3... in the order made:
        each kind a line of its own from the left, rather than the kinds' attempts interleaved
        on one axis (each line then zigzags across the others'); dates would put an evening's
        exercises in one vertical scribble."""
        self._clear()
        self.legend.clear()
        drawn: list[pg.GraphicsObject] = []
        longest = 0
        self._kinds = [k for k in KINDS if histories.get(k)]
        self.timeline.by_date = False
        self.plot_item.setLabel(
            "bottom", translate("TrainingRatings", "exercise", "the axis of attempt numbers")
        )
        for kind in self._kinds:
            points = histories[kind]
            x = [float(n) for n in range(1, len(points) + 1)]
            longest = max(longest, len(points))
            low = self.plot_item.plot(x, [p.rating.interval()[0] for p in points])
            high = self.plot_item.plot(x, [p.rating.interval()[1] for p in points])
            band = pg.FillBetweenItem(low, high)
            self.plot_item.addItem(band)
            mean = self.plot_item.plot(
                x, [p.rating.rating for p in points], symbol="o", symbolSize=5, name=kind_name(kind)
            )
            drawn += [low, high, band, mean]
        self._draw = drawn
        if longest:
            frame_numbers(self.plot_item, longest)
        self._show(bool(longest))

    @property
    def kinds(self) -> list[str]:
        """The kinds drawn, in the order of their lines (``x_values``)."""
        return list(self._kinds)

    def x_values(self) -> list[list[float]]:
        """The x of each kind's points, as drawn (tests)."""
        means = self._draw[3::4]
        return [list(mean.getData()[0]) for mean in means]

    def kind_colours(self) -> list[str]:
        """The colour each kind drawn is given, by name (tests)."""
        _base, _text, line = self._colours()
        return [self._kind_colour(i, line).name() for i in range(len(self._draw) // 4)]

    def _kind_colour(self, index: int, line: QColor) -> QColor:
        """The palette's highlight for the first kind, then hues of their own that read on a
        light and a dark background alike (the text colour for all three made them one)."""
        if index == 0:
            return line
        return QColor(KIND_HUES[(index - 1) % len(KIND_HUES)])

    def _colour_items(self, text: QColor, line: QColor) -> None:
        for index in range(len(self._draw) // 4):
            low, high, band, mean = self._draw[4 * index : 4 * index + 4]
            colour = self._kind_colour(index, line)
            shade = QColor(colour)
            shade.setAlpha(45)
            for edge in (low, high):
                edge.setPen(pg.mkPen(None))
            band.setBrush(pg.mkBrush(shade))
            mean.setPen(pg.mkPen(colour, width=2.5))
            mean.setSymbolBrush(pg.mkBrush(colour))
            mean.setSymbolPen(pg.mkPen(None))


class TrainingRatings(QWidget):
    """The section: each kind's rating now, and the chart of the ratings over time."""

    def __init__(
        self,
        source: AttemptSource = no_attempts,
        parent: QWidget | None = None,
        *,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trainingRatings")
        self.source = source
        self.now = now
        self.summary = QLabel(self)
        self.summary.setObjectName("trainingSummary")
        self.summary.setWordWrap(True)
        self.chart = TrainingChart(self)
        self.chart.setMinimumHeight(170)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.chart, 1)

    def refresh(self) -> None:
        """Read the attempts again and draw them (a source that fails is said, not raised)."""
        try:
            attempts = list(self.source())
        except Exception as exc:  # the library's failure in words: the window stays open
            self.summary.setText(
                translate(
                    "TrainingRatings", "The training ratings cannot be read: {reason}"
                ).format(reason=exc)
            )
            self.chart.show_histories({})
            self.summary.show()
            return
        # Before any exercise every kind would read "1,500 ± 700 (0 attempts)" above a chart
        # that already says how to get a rating: the line waits for the first attempt.
        self.summary.setVisible(bool(attempts))
        ratings = current_ratings(attempts, self.now(), KINDS)
        parts = []
        for kind in KINDS:
            count = sum(1 for a in attempts if a.kind == kind)
            parts.append(
                translate(
                    "TrainingRatings", "{kind}: {rating} (%n attempt(s))", None, count
                ).format(kind=kind_name(kind), rating=rating_text(ratings[kind]))
            )
        said = translate("TrainingRatings", "<b>Training ratings</b> — {ratings}").format(
            ratings=" · ".join(parts)
        )
        if any(ratings[kind].provisional for kind in KINDS):
            said += "<br>" + provisional_note()
        self.summary.setText(said)
        self.chart.show_histories(rating_histories(attempts))
