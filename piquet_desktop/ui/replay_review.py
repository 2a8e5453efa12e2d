"""The review in the replay: where the deal or the partie turned, on the timeline and in a chart.

The replay bar's **Review** button opens this strip under the bar's slider. While the review is
made (``controller.review.ReviewController``, in the worker processes) a progress bar shows; then

* **markers on the timeline** (``ReviewMarkers``): a tick under the slider at every marked
  decision, coloured by its mark and aligned with the slider's own groove; clicking one moves the
  replay to just before that decision;
* **the chart** (pyqtgraph): the expected final net points of the deal for the reviewed player
  after each of his decisions (what his choice left him, by the review's worlds), deal by deal,
  with the marked decisions as coloured points and a line at the replay's position, so a player
  sees where the deal turned; clicking a point moves the replay there too;
* **the decision at this position**: when the replay stands just before one of the player's
  rated decisions, what he did, what was best, the loss and the reason, and **Show the best**,
  which draws on the table the position after the best action instead of his (both hands), until
  it is pressed again or the replay moves.

The review of a record made once is kept with the replay's record (its ``analysis``), so
opening the strip again does not compute it again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.replay import ReplayController
from piquet_desktop.controller.review import ReviewController
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import number, translate
from piquet_desktop.ui.practice.link import PracticeLink
from piquet_desktop.words.advice_text import action_label, reason_text
from piquet_desktop.words.opponent_labels import opponent_text
from piquet_desktop.words.piquet_words import listed
from piquet_desktop.words.text import is_human

from .dialogs.review_panel import mark_words, reviewing_level
from .steady_labels import hold_lines, set_held_text

if TYPE_CHECKING:  # the review itself is imported when one is asked for, not with the window
    from piquet_desktop.ai.review import DecisionReview, PartieReview

MARK_COLOURS = {"inaccuracy": "#d9a400", "mistake": "#e06c00", "blunder": "#c62828"}


def reviewed_seat(replay: ReplayController) -> int:
    """Whose decisions the replay reviews: the record's human player (seat 0 if not one)."""
    humans = [i for i, p in enumerate(replay.record.players) if p.kind == "human"]
    return humans[0] if len(humans) == 1 else 0


def _better_by(loss: float, error: float) -> str:
    """How much better the best was, with the review's uncertainty as the deal summary says it
    (``review_panel.lost_text``): never "± 0.0", which reads as a figure it is not."""
    if error == 0:
        return translate("ReplayReview", "{loss} points better, exactly").format(
            loss=number(loss, 1)
        )
    if round(error, 1) == 0:
        return translate("ReplayReview", "{loss} points better").format(loss=number(loss, 1))
    return translate("ReplayReview", "{loss} ± {error} points better").format(
        loss=number(loss, 1), error=number(error, 1)
    )


def partie_decisions_said(kinds: Sequence[str]) -> str:
    """What a partie's reviewed decisions were, from their kinds ("6 exchanges, 9 declarations
    and 72 cards played"), so that "your 87 decisions" says what was counted."""
    counts = Counter(
        kind if kind in ("exchange", "play") else "declaration" if kind in _CALLS else "other"
        for kind in kinds
    )
    parts: list[str] = []
    exchanges, declarations = counts["exchange"], counts["declaration"]  # names, for lupdate
    cards, other = counts["play"], counts["other"]
    if exchanges:
        parts.append(translate("ReplayReview", "%n exchange(s)", None, exchanges))
    if declarations:
        parts.append(translate("ReplayReview", "%n declaration(s)", None, declarations))
    if cards:
        parts.append(translate("ReplayReview", "%n card(s) played", None, cards))
    if other:
        parts.append(
            translate(
                "ReplayReview",
                "%n other choice(s) (carte blanche, the talon's cards)",
                None,
                other,
            )
        )
    return listed(parts)


_CALLS = frozenset({"call", "answer"})


def decision_text(d: DecisionReview) -> str:
    """What the strip says of one rated decision: what was done, what was best, the loss."""
    chosen = action_label(d.chosen)
    if d.chosen == d.best:
        return translate(
            "ReplayReview", "Here: {chosen}; the best choice (expected deal margin {margin})."
        ).format(chosen=chosen, margin=number(d.chosen_value or 0.0, 1, sign=True))
    fields = {
        "chosen": chosen,
        "best": action_label(d.best),
        "better": _better_by(d.loss, d.stderr),
        "mark": mark_words(d.mark) if d.mark else "",
        "reason": reason_text(d.reason) if d.reason else "",
    }
    if d.mark and d.reason:
        text = translate(
            "ReplayReview", "Here: {chosen}; best: {best}, {better} ({mark}): {reason}."
        )
    elif d.mark:
        text = translate("ReplayReview", "Here: {chosen}; best: {best}, {better} ({mark}).")
    elif d.reason:
        text = translate("ReplayReview", "Here: {chosen}; best: {best}, {better}: {reason}.")
    else:
        text = translate("ReplayReview", "Here: {chosen}; best: {best}, {better}.")
    return text.format(**fields)


class ReviewMarkers(QWidget):
    """Ticks under ``slider`` at the marked decisions' positions (see the module's notes)."""

    seekRequested = Signal(int)

    def __init__(self, slider: QSlider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewMarkers")
        self.slider = slider
        self.marked: list[DecisionReview] = []
        self.setFixedHeight(12)
        self.setToolTip(translate("ReviewMarkers", "Your costly decisions: click one to go there"))

    def set_marked(self, marked: list[DecisionReview]) -> None:
        self.marked = sorted(marked, key=lambda d: d.index)
        self.update()

    def x_of(self, position: int) -> int:
        """The x (in this widget) of the slider's handle centre at ``position``."""
        s = self.slider
        opt = QStyleOptionSlider()
        s.initStyleOption(opt)
        style = s.style()
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, s
        )
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, s
        )
        span = max(groove.width() - handle.width(), 1)
        offset = QStyle.sliderPositionFromValue(s.minimum(), s.maximum(), position, span)
        x = groove.x() + handle.width() // 2 + offset
        common = self.parentWidget()
        if common is None:
            return x
        return self.mapFrom(common, s.mapTo(common, QPoint(x, 0))).x()

    def tick_rects(self) -> list[tuple[QRect, DecisionReview]]:
        return [(QRect(self.x_of(d.index) - 3, 1, 7, self.height() - 2), d) for d in self.marked]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for rect, d in self.tick_rects():
            painter.fillRect(rect, QColor(MARK_COLOURS.get(d.mark or "", "#888888")))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = event.position().toPoint()
        for rect, d in self.tick_rects():
            if rect.adjusted(-2, 0, 2, 0).contains(point):
                self.seekRequested.emit(d.index)
                return
        super().mousePressEvent(event)


class ReplayReview(QWidget):
    """The review strip of a replay (see the module's notes)."""

    alternativeShown = Signal(object, object)  # the two views after the best action
    alternativeHidden = Signal()

    def __init__(self, slider: QSlider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayReview")
        self.replay: ReplayController | None = None
        self.review: PartieReview | None = None
        self.reviews = ReviewController(self)
        self.reviews.progress.connect(self._progress)
        self.reviews.finished.connect(self._finished)
        self.reviews.failed.connect(self._failed)
        self.markers = ReviewMarkers(slider, parent)
        self.markers.hide()
        self.markers.seekRequested.connect(self._seek)
        self.status = QLabel(self)
        self.status.setObjectName("replayReviewStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("replayReviewProgress")
        # The chart is made when a review first comes: pyqtgraph (and numpy under it) costs
        # about 0.2 s to import, which the app's start-up should not pay for a replay unseen.
        self.chart: Any = None
        self.here: Any = None
        self.detail = QLabel(self)
        self.detail.setObjectName("replayReviewDetail")
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        hold_lines(self.detail, 3)  # the decision at each step: the bar keeps its height
        self.best_button = QPushButton(translate("ReplayReview", "Show the &best"), self)
        self.best_button.setObjectName("replayShowBest")
        self.best_button.setCheckable(True)
        self.best_button.setAutoDefault(False)
        self.best_button.setToolTip(
            translate("ReplayReview", "Draw on the table the position after the best choice")
        )
        self.best_button.toggled.connect(self._toggle_best)
        self.best_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.detail, 1)
        row.addWidget(self.best_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        self.practice_link = PracticeLink(self)  # "practise the exchange", for the human's
        layout.addWidget(self.practice_link)
        layout.addWidget(self.bar)
        layout.addLayout(row)
        self._layout = layout
        self._at: DecisionReview | None = None

    def _make_chart(self) -> Any:
        """The chart of the expected deal margin, under the progress bar (made once)."""
        if self.chart is None:
            import pyqtgraph as pg

            chart = pg.PlotWidget(self)
            chart.setObjectName("replayReviewChart")
            chart.setMinimumHeight(120)
            chart.setMaximumHeight(170)
            chart.setBackground(None)  # the window's own colours, light or dark
            chart.setMenuEnabled(False)
            chart.setMouseEnabled(x=False, y=False)
            chart.hideButtons()
            chart.setLabel("left", translate("ReplayReview", "deal margin"))
            chart.setLabel(
                "bottom",
                translate("ReplayReview", "move", "a chart's axis: the moves of the partie"),
            )
            chart.showGrid(y=True, alpha=0.25)
            self.here = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#3a7bd5", width=1))
            chart.addItem(self.here)
            self._layout.insertWidget(2, chart)
            self.chart = chart
        return self.chart

    # ------------------------------------------------------------------------------ set up
    def set_replay(self, replay: ReplayController | None) -> None:
        """Follow ``replay`` (None: detach); a review of the previous replay is dropped."""
        if self.replay is not None:
            self.replay.positionChanged.disconnect(self._position_changed)
        self.reviews.cancel()
        self.replay = replay
        self.review = None
        self.markers.set_marked([])
        self.markers.hide()
        if self.chart is not None:
            self.chart.hide()
        self.hide()
        if replay is not None:
            replay.positionChanged.connect(self._position_changed)

    def start(self) -> None:
        """Show the strip and make (or reuse) the review of the replay's record."""
        replay = self.replay
        if replay is None:
            return
        self.show()
        if self.review is not None:
            return
        self.status.setText(
            translate("ReplayReview", "Reviewing the decisions against {level}…").format(
                level=opponent_text(reviewing_level()).label
            )
        )
        self.practice_link.hide()
        self.bar.setRange(0, 0)
        self.bar.show()
        self.reviews.start(replay.record, reviewed_seat(replay))

    # ------------------------------------------------------------------------------ results
    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)

    def _failed(self, message: str) -> None:
        self.bar.hide()
        self.status.setText(
            translate("ReplayReview", "The review could not be made: {reason}").format(
                reason=message
            )
        )

    def _finished(self, review: PartieReview) -> None:
        replay = self.replay
        if replay is None:
            return
        self.review = review
        replay.record.analysis = review.to_json()  # kept: not made twice for this record
        self.bar.hide()
        marked = review.marked()
        fields = {
            "player": replay.names[review.seat],
            "level": opponent_text(review.level).label,
            "points": number(review.total_loss(), 1),
            "marked": len(marked),
        }
        decisions = len(review.decisions)  # a name: lupdate drops a call whose count is not one
        fields["what"] = partie_decisions_said([d.kind for d in review.decisions])
        if is_human(replay.names[review.seat]):
            said = translate(
                "ReplayReview",
                "Your %n decisions ({what}) lost {points} points against {level}'s best; "
                "{marked} marked on the timeline.",
                None,
                decisions,
            )
        else:
            said = translate(
                "ReplayReview",
                "{player}'s %n decisions ({what}) lost {points} points against {level}'s best; "
                "{marked} marked on the timeline.",
                None,
                decisions,
            )
        self.status.setText(said.format(**fields))
        if is_human(replay.names[review.seat]):
            self.practice_link.show_for(review.decisions)
        self.markers.set_marked(marked)
        self.markers.show()
        self._draw_chart(review)
        self.chart.show()
        self._position_changed(replay.position)

    def chart_points(self) -> list[tuple[int, float]]:
        """(move, expected final deal margin after the decision) for each valued decision."""
        if self.review is None:
            return []
        return [
            (d.index + 1, d.chosen_value)
            for d in self.review.decisions
            if d.chosen_value is not None
        ]

    def _draw_chart(self, review: PartieReview) -> None:
        import pyqtgraph as pg

        plot = self._make_chart().getPlotItem()
        for item in list(plot.listDataItems()):
            plot.removeItem(item)
        for deal in sorted({d.deal for d in review.decisions}):
            points = [
                (d.index + 1, d.chosen_value)
                for d in review.decisions
                if d.deal == deal and d.chosen_value is not None
            ]
            if points:
                xs, ys = zip(*points, strict=True)
                self.chart.plot(list(xs), list(ys), pen=pg.mkPen("#607d8b", width=2))
        for mark, colour in MARK_COLOURS.items():
            spots = [
                (d.index + 1, d.chosen_value)
                for d in review.decisions
                if d.mark == mark and d.chosen_value is not None
            ]
            if spots:
                xs, ys = zip(*spots, strict=True)
                scatter = self.chart.plot(
                    list(xs), list(ys), pen=None, symbol="o", symbolSize=9, symbolBrush=colour
                )
                scatter.sigPointsClicked.connect(self._point_clicked)

    def _point_clicked(self, _item: object, points: list[object]) -> None:
        if points:
            move = round(points[0].pos().x())  # type: ignore[attr-defined]
            self._seek(move - 1)

    def _seek(self, index: int) -> None:
        if self.replay is not None:
            self.replay.pause()
            self.replay.seek(index)

    # ------------------------------------------------------------------------------ position
    def decision_at(self, position: int) -> DecisionReview | None:
        """The reviewed decision about to be made at replay ``position``, if any."""
        if self.review is None:
            return None
        return next((d for d in self.review.decisions if d.index == position), None)

    def _position_changed(self, position: int) -> None:
        if self.here is not None:
            self.here.setValue(position)
        if self.best_button.isChecked():
            self.best_button.setChecked(False)
        d = self.decision_at(position)
        self._at = d
        if d is None:
            set_held_text(
                self.detail,
                ""
                if self.review is None
                else translate("ReplayReview", "Step to one of the decisions to see it rated."),
            )
            self.best_button.hide()
            return
        set_held_text(self.detail, decision_text(d))
        self.best_button.setVisible(d.chosen != d.best)

    def alternative_action(self) -> Action | None:
        """The best action at the current decision, when it is not the one recorded."""
        d = self._at
        if d is None or d.chosen == d.best:
            return None
        return d.best

    def alternative_views(self) -> tuple[PlayerView, PlayerView] | None:
        """Both seats' views after the best action at the current decision, or None."""
        replay, d = self.replay, self._at
        if replay is None or d is None or d.chosen == d.best:
            return None
        return replay.views_after(d.best)

    def _toggle_best(self, on: bool) -> None:
        views = self.alternative_views() if on else None
        if views is not None:
            self.alternativeShown.emit(*views)
        else:
            self.alternativeHidden.emit()
