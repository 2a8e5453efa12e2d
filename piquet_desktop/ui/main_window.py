"""The main window: the table, the score sheet and logs beside it, the prompt bar, the menus.

How it is put together (docs/DESIGN-APP.md is the contract): the window owns a ``GameController``
(the live partie) and at most one ``ReplayController`` (replay mode). It never reads the engine's
state: the table is drawn from ``PlayerView``s, the side panel from the controller's item models,
and every move goes through ``GameController.submit``. What is pending is read from
``GameController.decision()`` each time something changes, and ``_update_prompt`` turns it into
one sentence and the buttons that decision needs, so there is one place that says what to do next.

Replay mode swaps the side panel to a second set of models fed by the replay, hides the prompt
bar behind the replay bar, and draws the replay's views; the live partie stays in its controller
untouched (its computer may even finish thinking meanwhile, unseen) and comes back when the replay
is closed, or is replaced when the player chooses "Continue from here".

Questions that block (file dialogs, "resume this partie?", "discard your changes?") go through
the ``ask_*`` methods, and errors through ``show_error``, which opens a non-blocking message box:
tests replace the former and read the latter, so no test ever waits on a modal loop.
"""

from __future__ import annotations

import contextlib
import functools
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.registry import make_player
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import COMPUTER, HUMAN, GameController
from piquet_desktop.controller.models import (
    DeclarationLogModel,
    HandModel,
    ScoreSheetModel,
    TrickHistoryModel,
    running_score,
)
from piquet_desktop.controller.replay import ReplayController
from piquet_desktop.controller.settings import APP_NAME, AppSettings
from piquet_desktop.controller.text import SUIT_LETTERS, card_text, cards_text, result_text
from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
)
from piquet_desktop.engine.cards import PIPS, RANK_PLURALS, cards_of, rank_of
from piquet_desktop.engine.combinations import SEQUENCE_NAMES, number_word
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import DealResult, PartieResult
from piquet_desktop.engine.record import PartieRecord, RecordError, load_record
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.ui.dialogs.about_dialog import AboutDialog
from piquet_desktop.ui.dialogs.deal_summary_dialog import DealSummaryDialog, deal_summary
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice, NewPartieDialog
from piquet_desktop.ui.dialogs.preferences_dialog import Preferences, PreferencesDialog
from piquet_desktop.ui.dialogs.rules_dialog import RulesDialog
from piquet_desktop.ui.prompt_bar import PromptBar
from piquet_desktop.ui.replay_bar import BOTH, ReplayBar
from piquet_desktop.ui.table import TableScene, TableView

__all__ = ["FILE_FILTER", "MINIMUM_SIZE", "MainWindow", "call_label"]

FILE_SUFFIX = ".piquet.json"
FILE_FILTER = "Piquet parties (*.piquet.json *.json);;All files (*)"
MINIMUM_SIZE = QSize(1000, 660)
DEFAULT_SIZE = QSize(1280, 800)
STATUS_MS = 0  # status messages stay until the next one: a refusal must not vanish unread

KEYBOARD_HELP = (
    "<table cellpadding='3'>"
    "<tr><td><b>Left / Right, Home / End</b></td><td>move along your hand</td></tr>"
    "<tr><td><b>Enter or Space</b></td><td>click the card under the ring: mark it for the "
    "discard, or play it</td></tr>"
    "<tr><td><b>Ctrl+Enter</b></td><td>press the highlighted button of the bar under the "
    "table (Exchange, Next deal…)</td></tr>"
    "<tr><td><b>Alt + underlined letter</b></td><td>press that button</td></tr>"
    "<tr><td><b>Ctrl+Z / Ctrl+H</b></td><td>take back / hint</td></tr>"
    "<tr><td><b>Replay: Left / Right, Page Up / Down, Home / End, Space</b></td>"
    "<td>step, jump a deal, go to an end, play or pause</td></tr>"
    "</table>"
)


_FALLBACK_KEYS = {
    QKeySequence.StandardKey.New: "Ctrl+N",
    QKeySequence.StandardKey.Open: "Ctrl+O",
    QKeySequence.StandardKey.Save: "Ctrl+S",
    QKeySequence.StandardKey.Quit: "Ctrl+Q",
    QKeySequence.StandardKey.Undo: "Ctrl+Z",
    QKeySequence.StandardKey.HelpContents: "F1",
}


def call_label(action: Call) -> str:
    """A call as the player chooses it in expert mode: 'Point of five (49): A♠ K♠ …'."""
    n = action.cards.bit_count()
    cards = cards_text(action.cards)
    if action.category == "point":
        pips = sum(PIPS[rank_of(c)] for c in cards_of(action.cards))
        return f"Point of {number_word(n)} ({pips}): {cards}"
    if action.category == "sequence":
        return f"{SEQUENCE_NAMES.get(n, str(n)).capitalize()}: {cards}"
    rank = rank_of(cards_of(action.cards)[0])
    return f"{'Quatorze' if n == 4 else 'Trio'} of {RANK_PLURALS[rank]}: {cards}"


def _suits(order: str) -> tuple[int, ...]:
    return tuple(SUIT_LETTERS.index(letter) for letter in order)


class MainWindow(QMainWindow):
    """The application window. ``start()`` opens a file, offers to resume, or deals a partie."""

    replayStarted = Signal()
    replayClosed = Signal()

    def __init__(
        self,
        settings: AppSettings | None = None,
        *,
        controller: GameController | None = None,
        autosave_enabled: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else AppSettings(parent=self)
        # Opponents come from the AI registry (baselines and levels), the list the New Partie
        # dialog offers, so any name the dialog shows the controller can make.
        self.controller = controller or GameController(
            self,
            expert_declarations=self.settings.expert_declarations,
            autosave_enabled=autosave_enabled,
            player_factory=make_player,
        )
        self.replay: ReplayController | None = None
        self.summary_dialog: DealSummaryDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.error_box: QMessageBox | None = None
        self._summary_pending: int | None = None
        self._armed_card: int | None = None  # double-click mode: the card a first click chose
        self._replay_title = ""
        self._demo_left = 0
        self._demo_rng = random.Random(0)
        self._demo_scheduled = False
        self._prompt_key: object = None

        self.setWindowTitle(APP_NAME)
        self.setMinimumSize(MINIMUM_SIZE)
        self.setDockNestingEnabled(False)

        # ---------------------------------------------------------------- the table and the bars
        self.scene = TableScene()
        self.table = TableView(self.scene)
        self.table.setObjectName("tableView")
        self.prompt = PromptBar(self)
        self.replay_bar = ReplayBar(self)
        self.replay_bar.hide()
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.prompt)
        layout.addWidget(self.replay_bar)
        self.setCentralWidget(central)

        # ---------------------------------------------------------------- the side panel
        self.hand_model = HandModel(
            self,
            suit_order=self.settings.suit_order,
            descending=self.settings.ranks_descending,
        )
        self.live_models = (
            ScoreSheetModel(self),
            DeclarationLogModel(self),
            TrickHistoryModel(self),
        )
        self.replay_models = (
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
        self.score_view = QTableView(self)
        self.score_view.setObjectName("scoreSheet")
        self.log_view = QListView(self)
        self.log_view.setObjectName("declarationLog")
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.tricks_view = QTableView(self)
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
        self._use_models(self.live_models)
        panel = QSplitter(Qt.Orientation.Vertical, self)
        panel.setObjectName("sidePanelSplitter")
        for title, widget in (
            ("Score sheet", self.score_view),
            ("Declarations", self.log_view),
            ("Tricks", self.tricks_view),
        ):
            box = QWidget(panel)
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(6, 4, 6, 4)
            heading = QLabel(f"<b>{title}</b>", box)
            box_layout.addWidget(heading)
            box_layout.addWidget(widget, 1)
            panel.addWidget(box)
        panel.setSizes([260, 260, 220])
        self.side_panel = QDockWidget("Scores", self)
        self.side_panel.setObjectName("sidePanel")
        self.side_panel.setWidget(panel)
        self.side_panel.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.side_panel.setMinimumWidth(360)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side_panel)

        self.score_label = QLabel(self)
        self.score_label.setObjectName("scoreLabel")
        self.statusBar().addPermanentWidget(self.score_label)

        self._build_actions()
        self._build_menus()
        self._connect()
        self._apply_settings()
        self._restore_geometry()
        self._update_title()
        self._update_prompt()

    # ================================================================================ building
    def _action(
        self,
        text: str,
        name: str,
        slot: Callable[[], object] | None = None,
        shortcut: QKeySequence | str | QKeySequence.StandardKey | None = None,
        *,
        checkable: bool = False,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if isinstance(shortcut, QKeySequence.StandardKey):
            # Platform themes may bind nothing to a standard key (Qt's offscreen and minimal
            # platforms bind none): fall back to the usual keys so every action keeps one.
            keys = QKeySequence.keyBindings(shortcut) or [QKeySequence(_FALLBACK_KEYS[shortcut])]
            action.setShortcuts(keys)
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if slot is not None:
            if checkable:
                action.toggled.connect(lambda checked: slot())
            else:
                action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work even while the menu bar is hidden
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(
            "&New Partie…",
            "actionNew",
            self.new_partie_dialog,
            key.New,
            tip="Start a partie against the computer",
        )
        self.open_action = self._action(
            "&Open…", "actionOpen", self.open_dialog, key.Open, tip="Continue a saved partie"
        )
        self.save_action = self._action("&Save", "actionSave", self.save, key.Save)
        self.save_as_action = self._action(
            "Save &As…", "actionSaveAs", self.save_as, "Ctrl+Shift+S"
        )
        self.replay_file_action = self._action(
            "&Replay a Saved Partie…",
            "actionReplayFile",
            self.replay_dialog,
            "Ctrl+R",
            tip="Step through a saved partie move by move",
        )
        self.replay_current_action = self._action(
            "Replay &This Partie",
            "actionReplayCurrent",
            self.replay_current,
            "Ctrl+Shift+R",
            tip="Step through the partie in play from its start",
        )
        self.quit_action = self._action("&Quit", "actionQuit", self.close, key.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.take_back_action = self._action(
            "&Take Back",
            "actionTakeBack",
            self.take_back,
            key.Undo,
            tip="Undo your last card or exchange (practice)",
        )
        self.hint_action = self._action(
            "&Hint",
            "actionHint",
            self.request_hint,
            "Ctrl+H",
            tip="Ask the computer what it would do in your place",
        )
        self.next_deal_action = self._action(
            "&Next Deal",
            "actionNextDeal",
            self.next_deal,
            "Ctrl+Shift+N",
            tip="Shuffle and deal the next deal",
        )
        self.summary_action = self._action(
            "Deal &Summary",
            "actionSummary",
            self.show_last_summary,
            "Ctrl+D",
            tip="The score sheet of the last finished deal",
        )
        self.open_piquet_action = self._action(
            "&Open Piquet (show the computer's hand)",
            "actionOpenPiquet",
            self._open_piquet_toggled,
            "Ctrl+Shift+O",
            checkable=True,
            tip="Practice: play with the computer's hand face up",
        )
        self.expert_action = self._action(
            "&Expert Declarations",
            "actionExpert",
            self._expert_toggled,
            checkable=True,
            tip="Make your own calls and answers in the declarations",
        )
        self.press_default_action = self._action(
            "Press the Highlighted Button",
            "actionPressDefault",
            self.prompt.press_default,
            "Ctrl+Return",
        )

        self.dark_action = self._action(
            "&Dark Table", "actionDarkTable", self._dark_toggled, "Ctrl+Shift+D", checkable=True
        )
        self.panel_action = self.side_panel.toggleViewAction()
        self.panel_action.setText("Score &Panel")
        self.panel_action.setShortcut(QKeySequence("F9"))
        self.addAction(self.panel_action)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        for label, value in (("Instant", 0.0), ("Fast", 0.5), ("Normal", 1.0), ("Slow", 2.0)):
            action = QAction(label, self, checkable=True)
            action.setData(value)
            action.triggered.connect(lambda _c=False, v=value: self._set_speed(v))
            self.speed_group.addAction(action)
            self.speed_actions[value] = action
        self.preferences_action = self._action(
            "&Preferences…", "actionPreferences", self.preferences_dialog, "Ctrl+,"
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        self.rules_action = self._action("&Rules", "actionRules", self.show_rules, key.HelpContents)
        self.keys_action = self._action("&Keyboard", "actionKeyboard", self.show_keyboard_help)
        self.about_action = self._action(f"&About {APP_NAME}", "actionAbout", self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("&File")
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = self.file_menu.addMenu("Open &Recent")
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.save_action)
        self.file_menu.addAction(self.save_as_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.replay_file_action)
        self.file_menu.addAction(self.replay_current_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self._fill_recent_menu()

        self.game_menu = bar.addMenu("&Game")
        self.game_menu.addAction(self.take_back_action)
        self.game_menu.addAction(self.hint_action)
        self.game_menu.addAction(self.next_deal_action)
        self.game_menu.addAction(self.summary_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.open_piquet_action)
        self.game_menu.addAction(self.expert_action)

        self.view_menu = bar.addMenu("&View")
        self.view_menu.addAction(self.panel_action)
        self.view_menu.addAction(self.dark_action)
        speed_menu = self.view_menu.addMenu("&Animation Speed")
        for action in self.speed_actions.values():
            speed_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.preferences_action)

        self.help_menu = bar.addMenu("&Help")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def _connect(self) -> None:
        c = self.controller
        self.hand_model.attach(c)
        for model in self.live_models:
            model.attach(c)
        c.viewChanged.connect(self._on_view_changed)
        c.dealFinished.connect(self._on_deal_finished)
        c.partieFinished.connect(self._on_partie_finished)
        c.thinkingChanged.connect(lambda _t: self._update_prompt())
        c.message.connect(self.show_message)
        c.hintReady.connect(self._on_hint)
        c.recordChanged.connect(self._on_record_changed)
        self.hand_model.selectionChanged.connect(self._on_selection_changed)
        self.scene.cardClicked.connect(lambda card: self._on_card(card, double=False))
        self.scene.cardDoubleClicked.connect(lambda card: self._on_card(card, double=True))
        self.scene.animationsFinished.connect(self._on_animations_finished)
        self.settings.changed.connect(self._on_setting_changed)
        self.replay_bar.handsChanged.connect(lambda _h: self._show_replay())
        self.replay_bar.continueRequested.connect(self.continue_from_replay)
        self.replay_bar.closeRequested.connect(self.close_replay)

    def _use_models(
        self, models: tuple[ScoreSheetModel, DeclarationLogModel, TrickHistoryModel]
    ) -> None:
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

    # ================================================================================ settings
    def _apply_settings(self) -> None:
        s = self.settings
        self.scene.set_speed(s.animation_speed)
        self.scene.set_theme(s.theme)
        self.scene.set_hand_order(_suits(s.suit_order), s.ranks_descending)
        self.hand_model.set_sort_order(s.suit_order, s.ranks_descending)
        self.controller.expert_declarations = s.expert_declarations
        for action, value in (
            (self.open_piquet_action, s.open_piquet),
            (self.expert_action, s.expert_declarations),
            (self.dark_action, s.theme == "dark"),
        ):
            action.blockSignals(True)
            action.setChecked(value)
            action.blockSignals(False)
        speeds = list(self.speed_actions)
        nearest = min(speeds, key=lambda v: abs(v - s.animation_speed))
        self.speed_actions[nearest].setChecked(True)

    def _on_setting_changed(self, key: str) -> None:
        self._apply_settings()
        redrawn = (AppSettings.open_piquet, AppSettings.suit_order, AppSettings.ranks_descending)
        if key in (s.key for s in redrawn):
            self.refresh_table()
        if key == AppSettings.play_on_double_click.key:
            self._disarm()
            self._update_prompt(force=True)

    def _set_speed(self, value: float) -> None:
        self.settings.animation_speed = value

    def _open_piquet_toggled(self) -> None:
        self.settings.open_piquet = self.open_piquet_action.isChecked()

    def _expert_toggled(self) -> None:
        self.settings.expert_declarations = self.expert_action.isChecked()

    def _dark_toggled(self) -> None:
        self.settings.theme = "dark" if self.dark_action.isChecked() else "light"

    def preferences_dialog(self) -> PreferencesDialog:
        """Open the preferences (non-blocking); OK stores them, which applies them."""
        dialog = PreferencesDialog(Preferences.load(self.settings), self)
        dialog.accepted.connect(lambda: dialog.preferences().store(self.settings))
        dialog.open()
        return dialog

    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry
        self.geometry_restored = bool(geometry) and self.restoreGeometry(QByteArray(geometry))
        if not self.geometry_restored:
            self.resize(DEFAULT_SIZE)
        state = self.settings.window_state
        if state:
            self.restoreState(QByteArray(state))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the window, stop the computer thinking, then close.

        An unfinished partie needs no question: the autosave holds it and the next start offers
        to resume it. A finished one is not autosaved, so an unsaved finished partie is offered
        a save first (Cancel keeps the window open).
        """
        c = self.controller
        if c.has_partie and c.is_over and c.is_dirty:
            answer = self.ask_unsaved("quit")
            if answer is None or (answer and not self.save()):
                event.ignore()
                return
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.window_state = bytes(self.saveState().data())
        self.settings.sync()
        if self.replay is not None:
            self.replay.pause()
        self.controller.shutdown()
        super().closeEvent(event)

    # ================================================================================ starting
    def start(self, path: Path | None = None) -> None:
        """What the app does once the window is up: open ``path``, else resume, else deal."""
        if path is not None and self.open_path(path):
            return
        if self.offer_resume():
            return
        self.new_partie(self._last_choice())

    def _last_choice(self) -> NewPartieChoice:
        last = self.settings.last_new_partie
        name = self.settings.human_name.strip() or "You"
        try:
            rules = last.rule_set()
        except ValueError:
            rules = RuleSet()
        return NewPartieChoice(rules, last.opponent, None, name)

    def offer_resume(self) -> bool:
        """Offer the unfinished partie of the autosave, if any; True if it was resumed."""
        record = autosave.find_resumable(report=self.show_message)
        if record is None:
            return False
        if not self.ask_resume(record):
            return False
        try:
            self.controller.load(record, None)
        except RecordError as exc:
            self.show_error("Cannot resume", f"The autosaved partie cannot be resumed: {exc}")
            return False
        self.show_message("Your unfinished partie is back where you left it.")
        return True

    def ask_resume(self, record: PartieRecord) -> bool:
        """Ask whether to resume ``record`` (blocking; tests replace this method)."""
        state = record.replay()
        deal = max(state.deal_number, 1)
        a, b = state.totals
        names = (record.players[0].name, record.players[1].name)
        answer = QMessageBox.question(
            self,
            "Resume partie",
            f"An unfinished partie was found: deal {deal}, {names[0]} {a}, {names[1]} {b}.\n\n"
            "Resume it? (No starts a new partie.)",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_partie_dialog(self) -> NewPartieDialog:
        """File > New Partie: the dialog opens without blocking; Start deals the partie."""
        dialog = NewPartieDialog(self.settings, self)
        dialog.accepted.connect(lambda: self._new_partie_accepted(dialog))
        dialog.open()
        return dialog

    def _new_partie_accepted(self, dialog: NewPartieDialog) -> None:
        if not self.confirm_abandon("start a new partie"):
            return
        self.new_partie(dialog.choice())

    def new_partie(self, choice: NewPartieChoice) -> None:
        """Deal a partie with the chosen rules and opponent (leaving replay mode if in it)."""
        if self.replay is not None:
            self._leave_replay()
        self._close_summary()
        try:
            self.controller.new_partie(
                choice.rules, choice.opponent, choice.seed, choice.human_name
            )
        except ValueError as exc:  # an opponent this build does not have
            self.show_error("Cannot start the partie", f"The partie cannot start: {exc}.")
            return
        self.table.setFocus()

    # ================================================================================ files
    def confirm_abandon(self, doing: str) -> bool:
        """Before replacing the partie in play: True to go on (saved first if asked)."""
        c = self.controller
        if not c.has_partie or c.is_over or not c.is_dirty:
            return True
        answer = self.ask_unsaved(doing)
        if answer is None:
            return False
        if answer:
            return self.save()
        return True

    def ask_unsaved(self, doing: str) -> bool | None:
        """Save the partie in play first? True: save, False: discard, None: cancel."""
        box = QMessageBox.question(
            self,
            "Unsaved partie",
            f"The partie in play has not been saved. Save it before you {doing}?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if box == QMessageBox.StandardButton.Cancel:
            return None
        return box == QMessageBox.StandardButton.Save

    def ask_open_path(self, title: str = "Open a partie") -> Path | None:
        start = str(self._folder())
        name, _ = QFileDialog.getOpenFileName(self, title, start, FILE_FILTER)
        return Path(name) if name else None

    def ask_save_path(self) -> Path | None:
        path = self.controller.path
        start = str(path) if path is not None else str(self._folder() / f"partie{FILE_SUFFIX}")
        name, _ = QFileDialog.getSaveFileName(self, "Save the partie", start, FILE_FILTER)
        if not name:
            return None
        chosen = Path(name)
        if not chosen.name.endswith(".json"):
            chosen = chosen.with_name(chosen.name + FILE_SUFFIX)
        return chosen

    def _folder(self) -> Path:
        recent = self.settings.recent_files
        if recent:
            return recent[0].parent
        return Path.home()

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A warning box that does not block (the partie in play stays as it was)."""
        if self.error_box is not None:
            self.error_box.close()
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.error_box = box
        box.open()
        self.show_message(text)
        return box

    def _read(self, path: Path) -> PartieRecord | None:
        """Load and check a record, or say what is wrong with it and return None."""
        try:
            record, _state = load_record(path)
        except RecordError as exc:
            self.show_error("Cannot open the partie", f"{path.name} cannot be opened: {exc}")
            return None
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.show_error("Cannot open the partie", f"{path.name} cannot be read: {reason}.")
            return None
        return record

    def answer_other_start(self, path: Path | None) -> None:
        """Another start of the app handed over its request (``single_instance``): come to the
        front, and open the partie it was given, if any, as File > Open would."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        if path is not None:
            self.open_path(path)

    def open_dialog(self) -> None:
        path = self.ask_open_path()
        if path is not None:
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        """Open a record and continue it; on any problem the partie in play is kept as it was."""
        path = Path(path)
        record = self._read(path)
        if record is None:
            if not path.exists():
                self.settings.remove_recent_file(path)
            return False
        if not self.confirm_abandon(f"open {path.name}"):
            return False
        if self.replay is not None:
            self._leave_replay()
        self._close_summary()
        self.controller.load(record, path)
        self.settings.add_recent_file(path)
        self.show_message(f"Opened {path.name}.")
        self.table.setFocus()
        return True

    def save(self) -> bool:
        path = self.controller.path
        if path is None:
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        return self.save_to(path) if path is not None else False

    def save_to(self, path: str | Path) -> bool:
        """Write the partie in play to ``path``; a failure is reported and nothing is lost."""
        path = Path(path)
        if not self.controller.has_partie:
            self.show_message("There is no partie to save.")
            return False
        try:
            self.controller.save(path)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.show_error("Cannot save the partie", f"{path.name} cannot be written: {reason}.")
            return False
        self.settings.add_recent_file(path)
        self.show_message(f"Saved to {path}.")
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files
        for i, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{i} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if files:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("&Clear the List", self.settings.clear_recent_files)
        else:
            none = self.recent_menu.addAction("No recent parties")
            none.setEnabled(False)

    # ================================================================================ replay
    def replay_dialog(self) -> None:
        path = self.ask_open_path("Replay a partie")
        if path is not None:
            self.replay_path(path)

    def replay_path(self, path: str | Path) -> bool:
        """Replay a saved partie; a bad file is refused with a message and nothing changes."""
        path = Path(path)
        record = self._read(path)
        if record is None:
            return False
        self.settings.add_recent_file(path)
        return self.start_replay(record, path.name)

    def replay_current(self) -> bool:
        if not self.controller.has_partie:
            self.show_message("There is no partie to replay.")
            return False
        return self.start_replay(self.controller.record(), "this partie")

    def start_replay(self, record: PartieRecord, title: str) -> bool:
        try:
            replay = ReplayController(record, self)
        except (RecordError, ValueError) as exc:
            self.show_error("Cannot replay the partie", f"{title} cannot be replayed: {exc}")
            return False
        if self.replay is not None:
            self._leave_replay()
        self._close_summary()
        self.replay = replay
        replay.viewsChanged.connect(self._on_replay_views)
        self._use_models(self.replay_models)
        self.replay_bar.set_replay(replay)
        self.prompt.hide()
        self.replay_bar.show()
        self.scene.set_names(replay.names)
        self._replay_title = title
        self._update_title()
        self._update_actions()
        replay.to_end()  # the finished partie first: its scores, then step back through it
        self._show_replay()
        self.table.setFocus()
        self.replayStarted.emit()
        return True

    def _on_replay_views(self, _view0: PlayerView, _view1: PlayerView) -> None:
        self._show_replay()

    def _show_replay(self) -> None:
        replay = self.replay
        if replay is None:
            return
        view0, view1 = replay.views()
        hands = self.replay_bar.hands()
        if hands == BOTH:
            self.scene.show(view0, view1)
        else:
            self.scene.show(view1 if hands == 1 else view0)
        for model in self.replay_models:
            model.set_view(view0, replay.names)
        self._update_score_label(view0, replay.names)

    def close_replay(self) -> None:
        """Leave replay mode and show the partie in play again."""
        if self.replay is None:
            return
        self._leave_replay()
        self.refresh_table()
        self._update_prompt(force=True)

    def _leave_replay(self) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.pause()
        replay.viewsChanged.disconnect(self._on_replay_views)
        self.replay_bar.set_replay(None)
        self.replay = None
        self.replay_bar.hide()
        self.prompt.show()
        self._use_models(self.live_models)
        self.scene.set_names(self.controller.names)
        replay.deleteLater()
        self._update_title()
        self._update_actions()
        self.replayClosed.emit()

    def continue_from_replay(self) -> bool:
        """Play on against the computer from the position the replay shows."""
        replay = self.replay
        if replay is None:
            return False
        if not self.confirm_abandon("continue from the replay"):
            return False
        record = replay.continue_from_here()
        self._leave_replay()
        try:
            self.controller.load(record, None)
        except RecordError as exc:
            self.show_error("Cannot continue", f"The partie cannot be continued: {exc}")
            return False
        self.refresh_table()
        self.show_message("You play on from the replayed position.")
        return True

    # ================================================================================ the table
    def refresh_table(self) -> None:
        """Draw the live partie's current view (again): after a setting change or a replay."""
        if self.replay is not None:
            self._show_replay()
            return
        c = self.controller
        self.scene.set_names(c.names)
        if not c.has_partie:
            return
        other = c.opponent_view() if self.settings.open_piquet else None
        view = c.view()
        self.scene.show(view, other)
        self._sync_table_marks()
        self._update_score_label(view, c.names)

    def _on_view_changed(self, view: PlayerView) -> None:
        if self.replay is not None:
            return  # the live partie moves on unseen while a replay is shown
        self._disarm()
        c = self.controller
        other = c.opponent_view() if self.settings.open_piquet else None
        self.scene.set_names(c.names)
        self.scene.show(view, other)
        self._sync_table_marks()
        self._update_score_label(view, c.names)
        self._update_prompt()
        self._update_actions()
        self._schedule_demo()

    def _sync_table_marks(self) -> None:
        decision = self.controller.decision()
        self.scene.set_playable(self.controller.legal_cards())
        if decision is not None and decision.kind == "exchange":
            self.scene.set_selected(self.hand_model.selected_mask())
        elif self._armed_card is not None:
            self.scene.set_selected(1 << self._armed_card)
        else:
            self.scene.set_selected(0)

    def _on_selection_changed(self, mask: int) -> None:
        if self.replay is None:
            self.scene.set_selected(mask)
            self._update_prompt()

    def _update_score_label(self, view: PlayerView, names: tuple[str, str]) -> None:
        """The score in the status bar, the deal in play counted as on the plates and the
        score sheet (one figure everywhere)."""
        a, b = running_score(view, 0), running_score(view, 1)
        if view.rules.partie == "au_cent":
            g = [0, 0]
            for game in view.games:
                g[game.winner] += 2 if game.double else 1
            text = f"Games {names[0]} {g[0]} – {g[1]} {names[1]}  ·  game score {a} – {b}"
        else:
            text = f"{names[0]} {a} – {b} {names[1]}"
        number = view.deal_number
        if number:
            planned = view.rules.rubicon_deals if view.rules.partie == "rubicon" else 0
            text = (
                f"Deal {number}"
                + (f" of {planned}" if planned and number <= planned else "")
                + (f"  ·  {text}")
            )
        self.score_label.setText(text)

    # ================================================================================ input
    def _on_card(self, card: int, *, double: bool) -> None:
        """A click (or Enter) on one of the player's cards: its meaning depends on the decision."""
        if self.replay is not None:
            self.show_message("This is a replay: use the bar below the table to move through it.")
            return
        c = self.controller
        decision = c.decision()
        if decision is None:
            c.submit(Play(card))  # refused: the controller says whose turn it is
            return
        if decision.kind == "exchange":
            if double:
                return  # the first click of the double-click already marked the card
            self._toggle_discard(card, decision)
            return
        if decision.kind == "play":
            self._play_click(card, double=double)
            return
        self.show_message(f"{self.prompt.text()} Use the buttons below the table.")

    def _toggle_discard(self, card: int, decision: Decision) -> None:
        assert decision.exchange_range is not None
        high = decision.exchange_range[1]
        marked = self.hand_model.selected_mask()
        if not marked >> card & 1 and marked.bit_count() >= high:
            limit = f"{high} card{'s' if high != 1 else ''}"
            self.show_message(
                f"You may discard at most {limit}: click a raised card to put it back first."
            )
            return
        if not self.hand_model.toggle_selected(card):
            self.show_message("Only cards in your hand can be discarded.")

    def _play_click(self, card: int, *, double: bool) -> None:
        if not self.controller.legal_cards() >> card & 1:
            self._disarm()
            self.controller.submit(Play(card))  # refused: the controller gives the engine's reason
            return
        if self.settings.play_on_double_click and not double and self._armed_card != card:
            self._armed_card = card
            self.scene.set_selected(1 << card)
            self.show_message(
                f"{card_text(card)} chosen: double-click it, click it again or press Enter to play."
            )
            return
        if not self.settings.play_on_double_click and double:
            return  # the first click already played it
        self._disarm()
        self.controller.submit(Play(card))

    def _disarm(self) -> None:
        if self._armed_card is not None:
            self._armed_card = None
            self.scene.set_selected(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter that no card took (no card has the keyboard ring) presses the default button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.prompt.press_default():
            event.accept()
            return
        super().keyPressEvent(event)

    # ================================================================================ the prompt
    def _update_prompt(self, *, force: bool = False) -> None:
        """Say what to do next and offer the buttons the pending decision needs."""
        if self.replay is not None:
            return
        if self.scene.is_animating():
            # The table still shows earlier moves (the computer's reply is queued behind the
            # player's card); a prompt about a card not yet on the table would confuse. The
            # prompt catches up when the table comes to rest (or at once, on a click).
            self._prompt_key = None
            return
        c = self.controller
        decision = c.decision()
        view = c.view()
        opp = c.names[COMPUTER]
        # The controls are rebuilt only when the decision changes, so a combo box keeps its
        # choice and a button its focus while, say, discards are being marked.
        key = (
            c.has_partie,
            c.is_over,
            c.awaiting_next_deal,
            c.is_thinking,
            len(view.speech),
            view.deal_number,
            decision.kind if decision else None,
            decision.actions if decision and decision.kind != "play" else None,
            decision.exchange_range if decision else None,
            view.lead_card,
            len(view.tricks),
            self.settings.play_on_double_click,
        )
        rebuild = force or key != self._prompt_key
        self._prompt_key = key
        if decision is not None and decision.kind == "exchange":
            self._prompt_exchange(decision, rebuild)
            return
        if not rebuild:
            return
        p = self.prompt
        if not c.has_partie:
            p.set_prompt("No partie in play. Start one with File ▸ New Partie.")
            p.add_button("&New partie…", self.new_partie_dialog, "newPartieButton", default=True)
        elif c.is_over:
            result = view.result
            text = self._result_sentence(result)
            p.set_prompt(f"The partie is over. {text}")
            p.add_button("Deal &summary", self.show_last_summary, "summaryButton")
            p.add_button("&Replay it", self.replay_current, "replayButton")
            p.add_button("&New partie…", self.new_partie_dialog, "newPartieButton", default=True)
        elif c.awaiting_next_deal:
            number = view.results[-1].number if view.results else view.deal_number
            p.set_prompt(f"Deal {number} is over. Read the summary, then go on to the next deal.")
            p.add_button("Deal &summary", self.show_last_summary, "summaryButton")
            p.add_button("&Next deal", self.next_deal, "nextDealButton", default=True)
        elif decision is None:
            if c.is_thinking:
                p.set_prompt(f"{opp} is thinking…")
            else:
                p.set_prompt(f"{opp} to play.")
        elif decision.kind == "play":
            self._prompt_play(view, opp)
        elif decision.kind == "carte_blanche":
            self._prompt_carte_blanche(decision, view)
        elif decision.kind == "talon_choice":
            left = view.talon_count
            p.set_prompt(
                f"You left {left} card{'s' if left != 1 else ''} in the talon. Look at "
                f"{'them' if left != 1 else 'it'}? If you look, {opp} sees "
                f"{'them' if left != 1 else 'it'} too."
            )
            p.add_button(
                "&Look", lambda: self._submit(LookAtTalon(True)), "lookButton", default=True
            )
            p.add_button("Lea&ve unseen", lambda: self._submit(LookAtTalon(False)), "leaveButton")
        elif decision.kind == "call":
            self._prompt_call(decision, view)
        elif decision.kind == "answer":
            self._prompt_answer(decision, view, opp)

    def _result_sentence(self, result: PartieResult | None) -> str:
        if result is None:
            return ""
        return result_text(result, self.controller.names)

    def _prompt_exchange(self, decision: Decision, rebuild: bool) -> None:
        assert decision.exchange_range is not None
        low, high = decision.exchange_range
        marked = self.hand_model.selected_mask().bit_count()
        if low == high:
            need = f"mark exactly {low} card{'s' if low != 1 else ''} to discard"
        elif low == 0:
            need = f"mark up to {high} card{'s' if high != 1 else ''} to discard (or none)"
        else:
            need = f"mark {low} to {high} cards to discard"
        text = f"Your exchange: {need}, then press Exchange. {marked} marked."
        ok = low <= marked <= high
        if rebuild:
            self.prompt.set_prompt(text)
            self.prompt.add_button(
                "&Exchange",
                self._confirm_exchange,
                "exchangeButton",
                enabled=ok,
                default=True,
                tooltip="Discard the raised cards and take as many from the talon (Ctrl+Enter)",
            )
        else:
            self.prompt.set_text(text)
            button = self.prompt.button("exchangeButton")
            if button is not None:
                button.setEnabled(ok)
        button = self.prompt.button("exchangeButton")
        if button is not None:
            button.setText("Take &none" if marked == 0 and low == 0 else "&Exchange")

    def _confirm_exchange(self) -> None:
        decision = self.controller.decision()
        if decision is None or decision.kind != "exchange":
            return
        mask = self.hand_model.selected_mask()
        if self.controller.submit(Discard(mask)):
            self.hand_model.clear_selection()

    def _prompt_play(self, view: PlayerView, opp: str) -> None:
        how = "double-click" if self.settings.play_on_double_click else "click"
        trick = f"Trick {len(view.tricks) + 1} of 12. "
        if view.lead_card < 0:
            text = f"{trick}Your lead: {how} a card to play it."
        else:
            text = (
                f"{trick}{opp} led {card_text(view.lead_card)}: {how} a card to play it "
                "(follow suit if you can)."
            )
        self.prompt.set_prompt(text)

    def _prompt_carte_blanche(self, decision: Decision, view: PlayerView) -> None:
        p = self.prompt
        claims = [a for a in decision.actions if isinstance(a, CarteBlanche) and a.claim]
        if any(a.take for a in claims):
            high = max(a.take for a in claims)
            p.set_prompt(
                "You hold carte blanche (no king, queen or knave): claim it for 10 points? "
                "You show your hand, and say now how many cards you will take."
            )
            spin = QSpinBox(p)
            spin.setObjectName("takeSpin")
            spin.setRange(1, high)
            spin.setValue(high)
            spin.setPrefix("take ")
            p.add_widget(spin)
            p.add_button(
                "&Claim carte blanche",
                lambda: self._submit(CarteBlanche(True, spin.value())),
                "claimButton",
                default=True,
            )
        else:
            p.set_prompt(
                "You hold carte blanche (no king, queen or knave): claim it for 10 points? "
                "Your hand will be shown once elder has discarded."
            )
            p.add_button(
                "&Claim carte blanche",
                lambda: self._submit(CarteBlanche(True)),
                "claimButton",
                default=True,
            )
        p.add_button("&Don't claim", lambda: self._submit(CarteBlanche(False)), "noClaimButton")

    def _prompt_call(self, decision: Decision, view: PlayerView) -> None:
        p = self.prompt
        category = decision.category or "point"
        calls = [a for a in decision.actions if isinstance(a, Call)]
        elder = view.elder == HUMAN
        who = "" if elder else f" ({self.controller.names[COMPUTER]} called nothing)"
        p.set_prompt(f"Declare your {category}{who}: choose what to call, or call nothing.")
        combo = QComboBox(p)
        combo.setObjectName("callCombo")
        for action in sorted(calls, key=lambda a: -a.cards.bit_count()):
            combo.addItem(call_label(action), action)
        p.add_widget(combo)
        p.add_button("&Call", lambda: self._submit(combo.currentData()), "callButton", default=True)
        sink = next((a for a in decision.actions if isinstance(a, Sink)), Sink(category))
        p.add_button(
            "Call &nothing",
            lambda: self._submit(sink),
            "sinkButton",
            tooltip="Sink: say nothing in this category",
        )

    def _prompt_answer(self, decision: Decision, view: PlayerView, opp: str) -> None:
        p = self.prompt
        said = next((s.text for s in reversed(view.speech) if s.seat == COMPUTER), "")
        category = decision.category or "point"
        p.set_prompt(f"{opp}: “{said}” Your answer on the {category}?")
        labels = {"good": "&Good", "not_good": "&Not good", "equal": "E&qual"}
        for action in decision.actions:
            if isinstance(action, Answer):
                p.add_button(
                    labels[action.reply],
                    functools.partial(self._submit, action),
                    f"answer_{action.reply}",
                    default=action.reply == "good" and len(decision.actions) == 1,
                )

    def _submit(self, action: Action | None) -> None:
        if action is not None:
            self.controller.submit(action)

    # ================================================================================ game menu
    def next_deal(self) -> None:
        self._close_summary()
        if not self.controller.next_deal():
            self.show_message("No deal is waiting: " + (self._why_no_next() or "play on."))

    def _why_no_next(self) -> str:
        if self.controller.is_over:
            return "the partie is over."
        return "the deal in play is not finished."

    def take_back(self) -> None:
        self._close_summary()
        self.hand_model.clear_selection()
        self.controller.take_back()

    def request_hint(self) -> None:
        self.controller.request_hint()

    def _on_hint(self, action: object, text: str) -> None:
        """Show the advice under the prompt; for an exchange mark the cards to discard, for a
        card put the focus ring on it, so Exchange, or Space, takes the advice."""
        self.prompt.set_hint(f"Hint: {text}")
        self.show_message("Hint ready: see under the table.")
        if isinstance(action, Play):
            self.scene.focus_card(action.card)
        if isinstance(action, Discard):
            decision = self.controller.decision()
            if decision is not None and decision.kind == "exchange":
                self.hand_model.clear_selection()
                for card in cards_of(action.cards):
                    self.hand_model.toggle_selected(card)

    def _update_actions(self) -> None:
        c = self.controller
        live = self.replay is None
        self.take_back_action.setEnabled(live and c.can_take_back())
        self.hint_action.setEnabled(live and c.decision() is not None)
        self.next_deal_action.setEnabled(live and c.awaiting_next_deal)
        self.summary_action.setEnabled(bool(c.view().results) and live)
        self.save_action.setEnabled(c.has_partie)
        self.save_as_action.setEnabled(c.has_partie)
        self.replay_current_action.setEnabled(c.has_partie)

    def _on_record_changed(self) -> None:
        self._update_title()
        self._update_actions()

    def _update_title(self) -> None:
        c = self.controller
        if self.replay is not None:
            self.setWindowTitle(f"Replay of {self._replay_title} — {APP_NAME}")
            self.setWindowModified(False)
            return
        if not c.has_partie:
            self.setWindowTitle(APP_NAME)
            self.setWindowModified(False)
            return
        name = c.path.name if c.path is not None else "New partie"
        self.setWindowTitle(f"{name}[*] — {APP_NAME}")
        self.setWindowModified(c.is_dirty)

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_MS)

    # ================================================================================ summaries
    def _on_deal_finished(self, result: DealResult) -> None:
        self._update_prompt(force=True)
        self._update_actions()
        if self.replay is not None:
            return
        if self._demo_left > 0:
            return  # the demo reads no summaries
        self._summary_pending = result.number
        if not self.scene.is_animating():
            self._show_pending_summary()

    def _on_animations_finished(self) -> None:
        self._update_prompt()
        if self._summary_pending is not None:
            self._show_pending_summary()

    def _show_pending_summary(self) -> None:
        number, self._summary_pending = self._summary_pending, None
        if number is not None:
            self.show_summary(number)

    def _on_partie_finished(self, _result: PartieResult) -> None:
        self._update_prompt(force=True)
        self._update_actions()

    def show_last_summary(self) -> DealSummaryDialog | None:
        results = self.controller.view().results
        if not results:
            self.show_message("No deal has been finished yet.")
            return None
        return self.show_summary(results[-1].number)

    def show_summary(self, number: int) -> DealSummaryDialog | None:
        """The summary sheet of deal ``number`` of the live partie (non-blocking)."""
        c = self.controller
        view = c.view()
        try:
            summary = deal_summary(
                view.results, number, c.names, view.rules, view.games, view.result
            )
        except ValueError:
            return None
        self._close_summary()
        last = bool(view.results) and number == view.results[-1].number
        goes_on = last and c.awaiting_next_deal
        dialog = DealSummaryDialog(summary, self, button_text="&Next deal" if goes_on else "Close")
        if goes_on:
            dialog.accepted.connect(self._summary_accepted)
        self.summary_dialog = dialog
        dialog.open()
        return dialog

    def _summary_accepted(self) -> None:
        self.summary_dialog = None
        if self.controller.awaiting_next_deal:
            self.controller.next_deal()

    def _close_summary(self) -> None:
        self._summary_pending = None
        dialog, self.summary_dialog = self.summary_dialog, None
        if dialog is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # not connected: nothing to undo
                dialog.accepted.disconnect(self._summary_accepted)
            dialog.close()
            dialog.deleteLater()

    # ================================================================================ help
    def show_rules(self) -> RulesDialog:
        rules = self.replay.record.rules if self.replay is not None else self.controller.rules
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(rules, self)
        else:
            self.rules_dialog.set_rules(rules)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def show_about(self) -> AboutDialog:
        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.open()
        return self.about_dialog

    def show_keyboard_help(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            "Keyboard",
            KEYBOARD_HELP,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.RichText)
        box.open()
        return box

    # ================================================================================ demo
    def start_demo(self, moves: int, seed: int = 0) -> None:
        """Let the greedy player make the next ``moves`` human decisions, then stop.

        For ``--demo-moves`` (the kill test, the memory benchmark), the self-test and the stall
        benchmark: the app plays itself through the same ``submit`` a click uses, one decision per
        event-loop turn, so the window paints and the autosave is written as in a real partie.
        Deal summaries are skipped.
        """
        self._demo_left = max(0, moves)
        self._demo_rng = random.Random(seed)
        self._schedule_demo()

    @property
    def demo_moves_left(self) -> int:
        return self._demo_left

    def _schedule_demo(self) -> None:
        if self._demo_left > 0 and not self._demo_scheduled:
            self._demo_scheduled = True
            QTimer.singleShot(0, self._demo_step)

    def _demo_step(self) -> None:
        self._demo_scheduled = False
        if self._demo_left <= 0 or self.replay is not None:
            return
        c = self.controller
        if c.awaiting_next_deal:
            self._close_summary()
            c.next_deal()
            self._schedule_demo()
            return
        decision = c.decision()
        if decision is None:
            return  # the computer's turn: viewChanged will call again
        action = GreedyPlayer().choose(c.view(), decision, self._demo_rng)
        self.hand_model.clear_selection()
        if c.submit(action):
            self._demo_left -= 1
        self._schedule_demo()
