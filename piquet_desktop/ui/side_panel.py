"""The dock beside the table: the score sheet, the declarations and the tricks of the deal.

It holds two sets of models, the live partie's (fed by the controller's signals) and the replay's
(fed the replayed views), and shows one set or the other. A replay never touches the live models,
so when it is closed the panel shows the partie in play exactly as it was, even if the computer
moved meanwhile.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QListView,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.models import (
    DeclarationLogModel,
    ScoreSheetModel,
    TrickHistoryModel,
)
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.translation import translate
from piquet_desktop.ui.score_sheet_view import ScoreSheetView

MINIMUM_WIDTH = 360
# The dock's own frame and the splitter's handle beside the sheet's box.
PANEL_EDGES = 8

Models = tuple[ScoreSheetModel, DeclarationLogModel, TrickHistoryModel]


class WholeRowsTable(QTableView):
    """A table whose rows show whole: its rows area is a whole number of rows tall (the rest a
    strip at the bottom), so that scrolled to its latest row, as the Tricks list always is, the
    row at its top is not cut in half."""

    def updateGeometries(self) -> None:
        super().updateGeometries()
        row = self.verticalHeader().defaultSectionSize()
        margins = self.viewportMargins()
        shown = self.viewport().height() + margins.bottom()  # the height without the strip
        spare = shown % row if row > 0 and shown > row else 0
        if spare != margins.bottom():
            self.setViewportMargins(margins.left(), margins.top(), margins.right(), spare)


class SidePanel(QDockWidget):
    """Three views over the live models or the replay's, in a splitter, in a closable dock."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("SidePanel", "Scores"), parent)
        self.setObjectName("sidePanel")
        self.live_models: Models = (
            ScoreSheetModel(self),
            DeclarationLogModel(self),
            TrickHistoryModel(self),
        )
        self.replay_models: Models = (
            ScoreSheetModel(self),
            DeclarationLogModel(self),
            TrickHistoryModel(self),
        )
        # Deferred to the next turn of the event loop, after the view has taken the change in.
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_score_columns)
        for sheet in (self.live_models[0], self.replay_models[0]):
            for changed in (
                sheet.dataChanged,
                sheet.headerDataChanged,
                sheet.rowsInserted,
                sheet.rowsRemoved,
                sheet.modelReset,
            ):
                changed.connect(self._fit_timer.start)
        self.score_view = ScoreSheetView(self)
        self.score_view.setObjectName("scoreSheet")
        self.log_view = QListView(self)
        self.log_view.setObjectName("declarationLog")
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.tricks_view = WholeRowsTable(self)
        self.tricks_view.setObjectName("trickHistory")
        row_height = self.fontMetrics().height() + 6
        for view in (self.score_view, self.tricks_view):
            view.verticalHeader().hide()
            view.verticalHeader().setDefaultSectionSize(row_height)
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            view.setAlternatingRowColors(True)
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The latest trick and the latest words in view: a new row scrolls its list to the end
        # (deferred, as the fit above, until the view has taken the row in).
        self._scroll_timer = QTimer(self)
        self._scroll_timer.setSingleShot(True)
        self._scroll_timer.setInterval(0)
        self._scroll_timer.timeout.connect(self._scroll_to_latest)
        for models in (self.live_models, self.replay_models):
            models[1].rowsInserted.connect(self._scroll_timer.start)
            models[2].rowsInserted.connect(self._scroll_timer.start)
        self.show_live()
        panel = QSplitter(Qt.Orientation.Vertical, self)
        panel.setObjectName("sidePanelSplitter")
        for title, widget in (
            (translate("SidePanel", "Score sheet"), self.score_view),
            (translate("SidePanel", "Declarations"), self.log_view),
            (translate("SidePanel", "Tricks"), self.tricks_view),
        ):
            box = QWidget(panel)
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(6, 4, 6, 4)
            heading = QLabel(f"<b>{title}</b>", box)
            box_layout.addWidget(heading)
            box_layout.addWidget(widget, 1)
            panel.addWidget(box)
        panel.setSizes([260, 260, 220])
        self.setWidget(panel)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.setMinimumWidth(MINIMUM_WIDTH)

    def _scroll_to_latest(self) -> None:
        self.log_view.scrollToBottom()
        self.tricks_view.scrollToBottom()

    def attach(self, controller: GameController) -> None:
        """Feed the live models from ``controller``'s signals."""
        for model in self.live_models:
            model.attach(controller)

    def show_live(self) -> None:
        self._use_models(self.live_models)

    def show_replay(self) -> None:
        self._use_models(self.replay_models)

    def show_replay_view(
        self, view: PlayerView, names: tuple[str, str], claimed_by: int | None = None
    ) -> None:
        """Fill the replay's models from the replayed position; ``claimed_by``: the seat that
        claimed the remaining tricks of the deal shown, for the declarations log."""
        score, log, tricks = self.replay_models
        score.set_view(view, names)
        log.set_view(view, names, claimed_by)
        tricks.set_view(view, names)

    def _use_models(self, models: Models) -> None:
        score, log, tricks = models
        self.score_view.setModel(score)
        self.log_view.setModel(log)
        self.tricks_view.setModel(tricks)
        # Tricks: cards take what they need, names share the rest of the panel's width. The
        # score sheet's six columns barely fit the panel: every column takes what its title and
        # cells need (so none is ever truncated) and the last one takes any width left over.
        fit, stretch = QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch
        for view, stretched in ((self.score_view, set()), (self.tricks_view, {1, 4})):
            header = view.horizontalHeader()
            header.setMinimumSectionSize(24)
            header.setStretchLastSection(not stretched)
            for column in range(view.model().columnCount()):
                header.setSectionResizeMode(column, stretch if column in stretched else fit)
        self._fit_score_columns()

    @Slot()
    def _fit_score_columns(self) -> None:
        """Size the score sheet's columns to their contents again.

        A header does not always size its ResizeToContents sections again when the cells
        change (the deal in play's row is updated in place): without this the Elder column kept
        the width of its title and cut "Computer" to "Co...".
        """
        self.score_view.horizontalHeader().resizeSections()
        self.setMinimumWidth(max(MINIMUM_WIDTH, self._score_sheet_width()))

    def _score_sheet_width(self) -> int:
        """The panel's width at which every column of the score sheet shows its title and cells
        whole, a vertical scroll bar included (a long au cent partie scrolls): the names are the
        players' and the language's ("Total / Ordinateur"), so no fixed width fits them all."""
        view = self.score_view
        header = view.horizontalHeader()
        columns = sum(
            max(header.sectionSizeHint(c), view.sizeHintForColumn(c)) for c in range(header.count())
        )
        rows = view.verticalHeader()
        side = rows.sizeHint().width() if rows.isVisible() else 0
        frame = 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()
        around = 0
        box = view.parentWidget()
        layout = box.layout() if box is not None else None
        if layout is not None:
            margins = layout.contentsMargins()
            around = margins.left() + margins.right()
        return columns + side + frame + around + PANEL_EDGES
