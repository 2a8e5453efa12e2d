"""The main window: the table, the score sheet and logs beside it, the prompt bar, the menus.

How it is put together (docs/DESIGN-APP.md is the contract): the window owns a ``GameController``
(the live partie) and lays out the table, the side panel, the prompt bar (or, in replay mode, the
replay bar) and the status bar. It never reads the engine's state: the table is drawn from
``PlayerView``s, the side panel from the controller's item models, and every move goes through
``GameController.submit``.

Each job is a part of its own, given only what it needs, and the window wires them to the
controller's signals and to each other:

- ``DecisionPrompt`` (decision_prompt.py): the sentence and buttons of the pending decision;
- ``CardClicks`` (card_clicks.py): what a click on a card means, the marks on the table;
- ``Menus`` (menus.py): the QActions, the menu bar, the recent files, what is enabled;
- ``PartieFiles`` (partie_files.py): open, save, resume, and the questions asked first;
- ``ReplayMode`` (replay_mode.py): a recorded partie shown in place of the live one;
- ``DealSummaries`` (deal_summaries.py): when a deal's summary shows, and its Next deal;
- ``StartScreen`` (start_screen.py): the choices over the table while nothing is in play;
- ``LessonMode`` (lesson_mode.py) and its ``LessonPanel``: Learn to Play, the guided first deal;
- ``SidePanel`` (side_panel.py), ``Notices`` (notices.py), ``Demo`` (demo.py).

What is left here is what spans them: starting a partie, drawing the live partie after a change,
when the start screen shows, the title, the settings applied, and closing the window.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.ai.lazy_player import registry_player
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.loaded_partie import LoadedPartie
from piquet_desktop.controller.models import HandModel
from piquet_desktop.controller.settings import APP_NAME, AppSettings
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.partie import DealResult, PartieResult
from piquet_desktop.engine.record import PartieRecord, RecordError
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.library import Library, LibraryError
from piquet_desktop.translation import translate
from piquet_desktop.ui import colour_scheme
from piquet_desktop.ui.card_clicks import CardClicks
from piquet_desktop.ui.card_style import apply_table_style
from piquet_desktop.ui.deal_summaries import DealSummaries
from piquet_desktop.ui.decision_prompt import DecisionPrompt
from piquet_desktop.ui.demo import Demo
from piquet_desktop.ui.lesson_mode import LessonMode
from piquet_desktop.ui.menus import Menus
from piquet_desktop.ui.notices import Notices
from piquet_desktop.ui.partie_files import PartieFiles, resume_description
from piquet_desktop.ui.practice.entry import PracticeEntry
from piquet_desktop.ui.prompt_bar import PromptBar
from piquet_desktop.ui.replay_mode import ReplayMode
from piquet_desktop.ui.save_notice import SaveNotice
from piquet_desktop.ui.side_panel import SidePanel
from piquet_desktop.ui.start_screen import StartScreen
from piquet_desktop.ui.status_room import StatusRoom
from piquet_desktop.ui.table import TableScene, TableView
from piquet_desktop.ui.table.animation_plan import CLAIM_PACE
from piquet_desktop.ui.table_sounds import TableSounds
from piquet_desktop.ui.window_geometry import fit_to_screen
from piquet_desktop.words.cards import SUIT_LETTERS
from piquet_desktop.words.game_status import human_name_or_default
from piquet_desktop.words.opponent_labels import seat_levels

# Imported when first opened: pyqtgraph takes most of a second to load, and the first window
# needs none of the others either, whose modules and Qt classes cost start-up time
# (docs/PERFORMANCE.md, "Start-up"); the replay bar and the lesson's panel are made (and their
# modules imported) by the first replay and the first lesson, the New Partie dialog's module by
# the first new partie ("Launch to the first painted table").
if TYPE_CHECKING:
    from piquet_desktop.practice.attempts import Attempt
    from piquet_desktop.statistics import PlayedPartie
    from piquet_desktop.ui.dialogs.about_dialog import AboutDialog
    from piquet_desktop.ui.dialogs.deal_summary_dialog import DealSummaryDialog
    from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice, NewPartieDialog
    from piquet_desktop.ui.dialogs.preferences_dialog import PreferencesDialog
    from piquet_desktop.ui.dialogs.rules_dialog import RulesDialog
    from piquet_desktop.ui.lesson_panel import LessonPanel
    from piquet_desktop.ui.library_window import LibraryWindow
    from piquet_desktop.ui.replay_bar import ReplayBar
    from piquet_desktop.ui.statistics_window import StatisticsWindow

__all__ = ["DEFAULT_SIZE", "MINIMUM_SIZE", "MainWindow"]

MINIMUM_SIZE = QSize(1000, 660)
DEFAULT_SIZE = QSize(1280, 800)


class _TableArea(QWidget):
    """The table and the start screen over it. Its height hint is the table's minimum, so the
    bars under it (the lesson's words, the prompt) get the height they ask for first, and the
    table all that is left."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height())


def _suits(order: str) -> tuple[int, ...]:
    return tuple(SUIT_LETTERS.index(letter) for letter in order)


class MainWindow(QMainWindow):
    """The application window. ``start()`` opens a file or shows the start screen."""

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
        # Every partie played is kept in the library (in the data folder, beside the autosave);
        # a window without the autosave (the self-test, most tests) keeps none, but lists it.
        self.library = Library(autosave.library_folder())
        self.library_window: LibraryWindow | None = None
        # Opponents come from the AI registry (baselines and levels), the list the New Partie
        # dialog offers, so any name the dialog shows the controller can make.
        self.controller = controller or GameController(
            self,
            expert_declarations=self.settings.expert_declarations,
            autosave_enabled=autosave_enabled,
            player_factory=registry_player,
            library=self.library if autosave_enabled else None,
        )
        self.autosave_enabled = autosave_enabled
        self.rules_dialog: RulesDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.statistics_window: StatisticsWindow | None = None
        # The parties View > Statistics counts: the library's (a test may give its own).
        self.statistics_source: Callable[[], Iterable[PlayedPartie]] = self._played_parties

        self.setWindowTitle(APP_NAME)
        self.setMinimumSize(MINIMUM_SIZE)
        self.setDockNestingEnabled(False)

        # ---------------------------------------------------------------- the table and the bars
        self.scene = TableScene()
        self.table = TableView(self.scene)
        self.table.setObjectName("tableView")
        self.prompt = PromptBar(self)
        central = QWidget(self)
        # The start screen lies over the table (both in one place, the table underneath), so the
        # felt stays in view around its choices and the table keeps its size.
        table_area = _TableArea(central)
        stack = QStackedLayout(table_area)
        stack.setStackingMode(QStackedLayout.StackingMode.StackAll)
        stack.addWidget(self.table)
        self.start_screen = StartScreen(table_area)
        stack.addWidget(self.start_screen)
        stack.setCurrentWidget(self.start_screen)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(table_area, 1)
        self.save_notice = SaveNotice(self)
        layout.addWidget(self.save_notice)
        # here, when first made: the lesson's panel (above the prompt), the replay bar (below)
        layout.addWidget(self.prompt)
        self._bars = layout
        self.setCentralWidget(central)

        # ---------------------------------------------------------------- the side panel
        self.hand_model = HandModel(
            self,
            suit_order=self.settings.suit_order,
            descending=self.settings.ranks_descending,
        )
        self.side_panel = SidePanel(self)
        self._panel_put_away = False  # hidden beside the start screen (_put_away_the_side_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side_panel)

        self.score_label = QLabel(self)
        self.score_label.setObjectName("scoreLabel")
        self.score_label.setTextFormat(Qt.TextFormat.PlainText)  # the players' names
        self.statusBar().addPermanentWidget(self.score_label)
        self.status_room = StatusRoom(self.statusBar(), self.score_label)  # a long sentence

        # ---------------------------------------------------------------- the parts
        c = self.controller
        self.notices = Notices(self, table_busy=lambda: self.scene.is_animating())
        self.files = PartieFiles(self, c, self.settings, self.notices, self._make_way)
        self.summaries = DealSummaries(self, c, self.scene, self.notices)
        self.replay_mode = ReplayMode(
            self,
            controller=c,
            files=self.files,
            scene=self.scene,
            panel=self.side_panel,
            prompt=self.prompt,
            make_bar=self._make_replay_bar,
            notices=self.notices,
            close_summary=self.summaries.close,
            show_live=self._show_live,
            show_score=self._update_score_label,
        )
        self.decision_prompt = DecisionPrompt(
            self.prompt,
            c,
            self.hand_model,
            self.settings,
            self.scene,
            new_partie=self.new_partie_dialog,
            show_summary=self.summaries.show_last_summary,
            replay=self.replay_mode.replay_current,
            next_deal=self.next_deal,
        )
        self.clicks = CardClicks(
            c, self.hand_model, self.scene, self.settings, self.prompt, self.notices
        )
        self.demo = Demo(
            self,
            c,
            self.hand_model,
            close_summary=self.summaries.close,
            paused=lambda: self.replay_mode.replay is not None,
        )
        self.lesson = LessonMode(
            self,
            controller=c,
            settings=self.settings,
            make_panel=self._make_lesson_panel,
            make_way=self._make_way,
            mark=self._mark_suggestion,
            focus_table=self.table.setFocus,
            notify=self.notices.message,
        )
        self.menus = Menus(
            self, self.settings, self.side_panel.toggleViewAction(), say=self.notices.message
        )
        self.sounds = TableSounds(self.controller, self.scene, self.settings, parent=self)

        self._connect_menus()
        self._connect()
        # Open piquet belongs to the partie it was turned on in (a practice partie): a new
        # start of the app never brings it back unasked.
        self.settings.open_piquet = False
        self._apply_settings()
        self._restore_geometry()
        self._update_title()
        self._update_prompt()
        self._update_start_screen(None)  # start() looks for a partie to continue

    # ================================================================================ the bars
    def _make_replay_bar(self) -> ReplayBar:
        """The replay's bar under the table, made hidden by the first replay (``ReplayMode``)."""
        from piquet_desktop.ui.replay_bar import ReplayBar

        bar = ReplayBar(self)
        bar.hide()
        self._bars.addWidget(bar)
        bar.review.reviews.finished.connect(self._on_replay_reviewed)
        return bar

    @property
    def replay_bar(self) -> ReplayBar:
        return self.replay_mode.replay_bar

    def _make_lesson_panel(self) -> LessonPanel:
        """The lesson's panel above the prompt, made by the first lesson (``LessonMode``)."""
        from piquet_desktop.ui.lesson_panel import LessonPanel

        panel = LessonPanel(self)
        panel.hide()
        self._bars.insertWidget(self._bars.indexOf(self.prompt), panel)
        return panel

    @property
    def lesson_panel(self) -> LessonPanel:
        return self.lesson.panel

    # ================================================================================ wiring
    def _connect_menus(self) -> None:
        m = self.menus
        for action, slot in (
            (m.new_action, self.new_partie_dialog),
            (m.open_action, self.files.open_dialog),
            (m.save_action, self.files.save),
            (m.save_as_action, self.files.save_as),
            (m.replay_file_action, self.replay_mode.replay_dialog),
            (m.replay_current_action, self.replay_mode.replay_current),
            (m.library_action, self.show_library),
            (m.quit_action, self.close),
            (m.take_back_action, self.take_back),
            (m.take_back_refused_action, self.take_back),
            (m.redo_action, self.redo),
            (m.redo_refused_action, self.redo),
            (m.hint_action, self.request_hint),
            (m.claim_action, self.claim),
            (m.next_deal_action, self.next_deal),
            (m.summary_action, self.summaries.show_last_summary),
            (m.press_default_action, self.prompt.press_default),
            (m.statistics_action, self.show_statistics),
            (m.preferences_action, self.preferences_dialog),
            (m.rules_action, self.show_rules),
            (m.lesson_action, self.learn_to_play),
            (m.leave_lesson_action, self.lesson.leave),
            (m.keys_action, self.show_keyboard_help),
            (m.about_action, self.show_about),
        ):
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
        m.recentFileChosen.connect(self.open_path)

    def _connect(self) -> None:
        c = self.controller
        self.hand_model.attach(c)
        self.side_panel.attach(c)
        c.viewChanged.connect(self._on_view_changed)
        c.hold_worker_start_while(self.scene.is_animating)  # not during the first deal's frames
        c.dealFinished.connect(self._on_deal_finished)
        c.partieFinished.connect(self._on_partie_finished)
        c.thinkingChanged.connect(lambda _t: self._update_prompt())
        c.message.connect(self.notices.news)
        # "Deal 1 is over: ..." must not stay in the status bar while deal 2 is dealt
        c.nextDealStarted.connect(self.notices.moved_on)
        c.humanChose.connect(self._on_human_chose)
        c.hintReady.connect(self._on_hint)
        c.claimStarted.connect(self._on_claim_started)
        c.claimEnded.connect(self._on_claim_ended)
        c.recordChanged.connect(self._on_record_changed)
        self.save_notice.attach(c)
        self.save_notice.saveAsRequested.connect(self.files.save_as)
        self.hand_model.selectionChanged.connect(self._on_selection_changed)
        self.scene.cardClicked.connect(lambda card: self._on_card(card, double=False))
        self.scene.cardDoubleClicked.connect(lambda card: self._on_card(card, double=True))
        self.scene.animationsFinished.connect(self._on_animations_finished)
        self.settings.changed.connect(self._on_setting_changed)
        self.colour_scheme = colour_scheme.apply(_application(), self.settings.colour_scheme)
        self.colour_scheme.schemeChanged.connect(self.scene.set_theme)
        self.files.opened.connect(self.table.setFocus)
        self.replay_mode.started.connect(self._on_replay_started)
        self.replay_mode.closed.connect(self._on_replay_closed)
        self.lesson.started.connect(self._on_lesson_changed)
        self.lesson.ended.connect(self._on_lesson_changed)
        start = self.start_screen
        start.continueRequested.connect(self.continue_partie)
        start.newPartieRequested.connect(self.new_partie_dialog)
        start.openRequested.connect(self.files.open_dialog)
        start.replayRequested.connect(self.replay_mode.replay_dialog)
        start.lessonRequested.connect(self.learn_to_play)
        start.libraryRequested.connect(self.show_library)
        self.practice = PracticeEntry(
            self, self.library.practice, self.menus, start, self.scene.card_images()
        )

    # ================================================================================ settings
    def _apply_settings(self) -> None:
        s = self.settings
        self.scene.set_speed(s.animation_speed)
        self.scene.set_theme(self.colour_scheme.scheme)
        apply_table_style(self.scene, s)
        self.practice.set_felt(s.felt)
        self.scene.set_hand_order(_suits(s.suit_order), s.ranks_descending)
        self.hand_model.set_sort_order(s.suit_order, s.ranks_descending)
        if not self.lesson.active:  # the lesson explains the calls the app makes for him
            self.controller.options.expert_declarations = s.expert_declarations
        self.controller.options.open_piquet = s.open_piquet
        self.controller.options.take_back_anytime = s.take_back_any_move
        self.controller.options.play_forced_cards = s.play_forced_cards
        self.controller.options.computer_claims = s.computer_claims
        self.start_screen.set_lesson_offered(s.offer_lesson)
        self.menus.show_settings()

    def _on_setting_changed(self, key: str) -> None:
        if key == AppSettings.colour_scheme.key:
            colour_scheme.apply(_application(), self.settings.colour_scheme)
        self._apply_settings()
        redrawn = (AppSettings.open_piquet, AppSettings.suit_order, AppSettings.ranks_descending)
        if key in (s.key for s in redrawn):
            self.refresh_table()
        if key == AppSettings.play_on_double_click.key:
            self.clicks.disarm()
            self._update_prompt(force=True)
        if key == AppSettings.offer_lesson.key and not self.settings.offer_lesson:
            self.lesson.leave()  # turned off: no more lesson, the partie goes on

    def preferences_dialog(self) -> PreferencesDialog:
        """Open the preferences (non-blocking); OK stores them, which applies them."""
        from piquet_desktop.ui.dialogs.preferences_dialog import Preferences, PreferencesDialog

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

        An unfinished partie the autosave holds needs no question: the next start offers to
        resume it. An unsaved one it does not hold (finished, or the autosave failing) is offered
        a save first (Cancel keeps the window open).
        """
        c = self.controller
        if c.keeper.lost_on_quit:
            answer = self.files.ask_unsaved("quit")
            if answer is None or (answer and not self.files.save()):
                event.ignore()
                return
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        if self._panel_put_away:  # the panel as the player left it, not as the start screen
            self._panel_put_away = False
            self.side_panel.show()
        self.settings.window_state = bytes(self.saveState().data())
        self.settings.sync()
        self.files.loader.cancel()  # a file still loading is not opened into a closed window
        replay = self.replay_mode.replay
        if replay is not None:
            replay.pause()
        self.sounds.close()
        self.scene.stop_animations()  # none left running into the teardown
        self.controller.shutdown()
        self.library.close()
        super().closeEvent(event)

    # ================================================================================ starting
    def start(self, path: Path | None = None, *, deal: bool = False) -> None:
        """What the app does once the window is up: open ``path``; else show the start screen,
        offering Continue if the autosave holds an unfinished partie. With ``deal`` (the
        machines' ``--demo-moves``) the table comes at once instead: that partie continued, or
        one dealt with the New Partie dialog's last choices.

        With ``path`` while the autosave holds an unfinished partie, that partie is resumed
        first, so that opening the file asks before replacing it, as File > Open does (else the
        file's partie would be autosaved over it).
        """
        record = self.files.resumable() if self.autosave_enabled else None
        if path is not None:
            if record is not None:
                self.files.resume(record)
            if self.open_path(path) or self.controller.has_partie:
                return
        if deal:
            if record is None or not self.files.resume(record):
                self.new_partie(self._last_choice())
            return
        self._update_start_screen(record)
        if self.start_screen.isVisible():
            self.start_screen.focus_first()  # Continue, when there is a partie to continue

    def continue_partie(self) -> bool:
        """The start screen's Continue: the autosaved partie, where it was left."""
        record = self.files.resumable() if self.autosave_enabled else None
        if record is None:
            self.notices.message(
                translate("MainWindow", "There is no unfinished partie to continue.")
            )
            self._update_start_screen()
            return False
        return self.files.resume(record)

    def show_library(self) -> LibraryWindow:
        """File ▸ Library…: the library's window (made once, then raised again)."""
        from piquet_desktop.ui.library_window import LibraryWindow

        if self.library_window is None:
            window = LibraryWindow(
                self.library,
                in_play=self._partie_in_play,
                loader=self.files.loader,
                parent=self,
            )
            window.continueRequested.connect(self.continue_from_library)
            window.replayRequested.connect(self.replay_from_library)
            window.reviewRequested.connect(self.review_requested)
            fit_to_screen(window, restored=False)  # its first place: whole on the screen
            self.library_window = window
        self.library_window.show()
        self.library_window.raise_()
        self.library_window.activateWindow()
        return self.library_window

    def _partie_in_play(self) -> str | None:
        c = self.controller
        return c.keeper.partie_id if c.has_partie and not c.is_over else None

    def continue_from_library(self, partie: LoadedPartie) -> bool:
        """The library's Continue: play on from ``partie``, asking first about an unsaved
        partie in play (the one at the table already is simply shown)."""
        record_id = partie.record.id
        if record_id is not None and record_id == self._partie_in_play():
            self.raise_()
            self.activateWindow()
            return True
        if not self.files.confirm_abandon("continue a partie from the library"):
            return False
        if not self.files.resume(partie):
            return False
        self.raise_()
        self.activateWindow()
        return True

    def replay_from_library(self, partie: PartieRecord | LoadedPartie, title: str) -> bool:
        """The library's Replay of ``partie``, as its load replayed it (``start_replay``)."""
        if not self.replay_mode.start_replay(partie, title):
            return False
        self.raise_()
        self.activateWindow()
        return True

    def review_requested(self, partie: PartieRecord | LoadedPartie) -> bool:
        """The library's Review of ``partie``: its replay with the review strip open (made in
        the worker processes, or the stored review read back); a review made here is kept in
        the library with the partie (``_on_replay_reviewed``)."""
        record = partie.record if isinstance(partie, LoadedPartie) else partie
        players = record.players
        title = translate("MainWindow", "{first} against {second}").format(
            first=players[0].name, second=players[1].name
        )
        if not self.replay_from_library(partie, title):
            return False
        self.replay_bar.show_review()
        return True

    def _on_replay_reviewed(self, _review: object) -> None:
        """A replay's review was made: a partie of the library keeps it, so it is not made
        twice (the partie in play keeps its own through the controller)."""
        replay = self.replay_mode.replay
        if replay is None:
            return
        record = replay.record
        if record.id is None or record.analysis is None:
            return
        try:
            entry = self.library.entry(record.id)
            if entry is not None and entry.status != "in_progress":
                self.library.add(record, replay.end_state())  # replayed already
        except (LibraryError, RecordError) as exc:
            self.notices.message(
                translate(
                    "MainWindow", "The review is shown but not kept in the library: {reason}"
                ).format(reason=exc)
            )

    def _played_parties(self) -> list[PlayedPartie]:
        try:
            from piquet_desktop.library.played import played_parties  # the statistics

            return played_parties(self.library)
        except LibraryError as exc:
            self.notices.error(
                translate("MainWindow", "Cannot read the library"),
                translate("MainWindow", "The statistics cannot be counted: {reason}").format(
                    reason=exc
                ),
            )
            return []

    def _practice_attempts(self) -> list[Attempt]:
        """The practice attempts the library keeps: none, and nothing made on the disk, while
        the library's folder does not exist (the statistics only read)."""
        if not self.library.folder.exists():
            return []
        return self.library.practice.attempts()

    def learn_to_play(self) -> bool:
        """Learn to Play: deal the lesson's partie and explain each step (lesson_mode.py)."""
        if not self.files.confirm_abandon("start the lesson"):
            return False
        if not self.lesson.start():
            return False
        self.table.setFocus()
        return True

    def _update_start_screen(self, record: object = False) -> None:
        """Show the start screen while nothing is in play (no partie, no replay), with Continue
        for ``record`` (False: look in the autosave again), and the prompt bar otherwise."""
        shown = not self.controller.has_partie and self.replay_mode.replay is None
        screen = self.start_screen
        if shown:
            if record is False:
                record = self.files.resumable() if self.autosave_enabled else None
            screen.set_resumable(
                resume_description(record)
                if isinstance(record, PartieRecord | LoadedPartie)
                else None
            )
        was_shown = screen.isVisible()
        screen.setVisible(shown)
        self._put_away_the_side_panel(shown)
        if shown:
            screen.raise_()
            self.prompt.hide()
            if not was_shown or not screen.isAncestorOf(self.focusWidget()):
                screen.focus_first()
        elif self.replay_mode.replay is None:
            self.prompt.show()

    def _put_away_the_side_panel(self, start_screen: bool) -> None:
        """The score panel has nothing to show beside the start screen (no partie, no replay):
        it is put away meanwhile and comes back with the partie, as the player left it (a
        panel he closed stays closed; the window's saved state keeps his choice)."""
        panel = self.side_panel
        if start_screen and not panel.isHidden() and not self._panel_put_away:
            self._panel_put_away = True
            panel.hide()
        elif not start_screen and self._panel_put_away:
            self._panel_put_away = False
            panel.show()

    def _last_choice(self) -> NewPartieChoice:
        from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice

        last = self.settings.last_new_partie
        name = human_name_or_default(self.settings.human_name)
        try:
            rules = last.rule_set()
        except ValueError:
            rules = RuleSet()
        return NewPartieChoice(rules, last.opponent, None, name)

    def new_partie_dialog(self) -> NewPartieDialog:
        """File > New Partie: the dialog opens without blocking; Start deals the partie."""
        from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieDialog

        dialog = NewPartieDialog(self.settings, self)
        dialog.accepted.connect(lambda: self._new_partie_accepted(dialog))
        dialog.open()
        return dialog

    def _new_partie_accepted(self, dialog: NewPartieDialog) -> None:
        if not self.files.confirm_abandon("start a new partie"):
            return
        self.new_partie(dialog.choice())

    def new_partie(self, choice: NewPartieChoice) -> None:
        """Deal a partie with the chosen rules and opponent (leaving replay mode if in it)."""
        self._make_way()
        try:
            self.controller.new_partie(
                choice.rules, choice.opponent, choice.seed, choice.human_name
            )
        except ValueError as exc:  # an opponent this build does not have
            self.notices.error(
                translate("MainWindow", "Cannot start the partie"),
                translate("MainWindow", "The partie cannot start: {reason}.").format(reason=exc),
            )
            return
        if self.settings.open_piquet:  # it was this partie's practice, not the next one's
            self.settings.open_piquet = False
            self.notices.message(
                translate(
                    "MainWindow",
                    "Open piquet is off for the new partie (Game ▸ Open Piquet turns it on).",
                )
            )
        self.table.setFocus()

    def open_path(self, path: str | Path) -> bool:
        """Open a record and continue it; on any problem the partie in play is kept as it was."""
        return self.files.open_path(path)

    def answer_other_start(self, path: Path | None) -> None:
        """Another start of the app handed over its request (``single_instance``): come to the
        front, and open the partie it was given, if any, as File > Open would."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        if path is not None:
            self.open_path(path)

    def _make_way(self) -> None:
        """Before another partie takes the table: leave a replay or the lesson, close a deal
        summary."""
        self.lesson.leave()
        self.replay_mode.leave()
        self.summaries.close()

    # ================================================================================ the table
    def refresh_table(self) -> None:
        """Draw the live partie's current view (again): after a setting change or a replay."""
        if self.replay_mode.replay is not None:
            self.replay_mode.show()
            return
        c = self.controller
        self.scene.set_names(c.names, seat_levels((None, c.opponent)))
        if not c.has_partie:
            return
        other = c.opponent_view() if self.settings.open_piquet else None
        view = c.view()
        self.scene.show(view, other, practice=other is not None)
        self.clicks.mark_table()
        self._update_score_label(view, c.names)

    def _show_live(self) -> None:
        """The live partie again after a replay: its table and its prompt."""
        self.refresh_table()
        self._update_prompt(force=True)

    def _on_view_changed(self, view: PlayerView) -> None:
        if self.replay_mode.replay is not None:
            return  # the live partie moves on unseen while a replay is shown
        self.clicks.disarm()
        c = self.controller
        other = c.opponent_view() if self.settings.open_piquet else None
        self.scene.set_names(c.names, seat_levels((None, c.opponent)))
        self.scene.show(view, other, practice=other is not None)
        self.clicks.mark_table()
        self._update_score_label(view, c.names)
        self._update_prompt()
        self._update_actions()
        self._update_start_screen()
        self.demo.schedule()

    def _on_selection_changed(self, mask: int) -> None:
        if self.replay_mode.replay is None:
            self.scene.set_selected(mask)
            self._update_prompt()

    def _update_score_label(self, view: PlayerView, names: tuple[str, str]) -> None:
        """The score in the status bar, the deal in play counted as on the plates and the
        score sheet (one figure everywhere)."""
        a, b = view.running_score(0), view.running_score(1)
        if view.rules.partie == "au_cent":
            g = view.game_points()
            text = translate(
                "MainWindow",
                "Games {first} {games_a} – {games_b} {second}  ·  game score {a} – {b}",
            ).format(first=names[0], games_a=g[0], games_b=g[1], second=names[1], a=a, b=b)
        else:
            text = translate("MainWindow", "{first} {a} – {b} {second}").format(
                first=names[0], a=a, b=b, second=names[1]
            )
        number = view.deal_number
        if number:
            planned = view.planned_deals()
            if planned and number <= planned:
                deal = translate("MainWindow", "Deal {number} of {planned}  ·  {score}")
            else:
                deal = translate("MainWindow", "Deal {number}  ·  {score}")
            text = deal.format(number=number, planned=planned, score=text)
        self.score_label.setText(text)
        self.status_room.fit()

    # ================================================================================ input
    def _on_card(self, card: int, *, double: bool) -> None:
        if self.replay_mode.replay is not None:
            self.notices.message(
                translate(
                    "MainWindow",
                    "This is a replay: use the bar below the table to move through it.",
                )
            )
            return
        self.clicks.click(card, double=double)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter that no card took (no card has the keyboard ring) presses the lesson's Next,
        else the default button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            self.lesson.press_next() or self.prompt.press_default()
        ):
            event.accept()
            return
        super().keyPressEvent(event)

    def _update_prompt(self, *, force: bool = False) -> None:
        if self.replay_mode.replay is not None:
            return
        self.decision_prompt.update(force=force)
        if not self.scene.is_animating():
            self.lesson.update()  # its words, like the prompt's, wait for the table to rest

    # ================================================================================ game menu
    def next_deal(self) -> None:
        self.summaries.close()
        if not self.controller.next_deal():
            self.notices.message(self._why_no_next())

    def _why_no_next(self) -> str:
        if self.controller.is_over:
            return translate("MainWindow", "No deal is waiting: the partie is over.")
        return translate("MainWindow", "No deal is waiting: the deal in play is not finished.")

    def take_back(self) -> None:
        self.notices.moved_on()
        self.summaries.close()
        self.hand_model.clear_selection()
        self.controller.take_back()

    def redo(self) -> None:
        self.notices.moved_on()
        self.summaries.close()
        self.hand_model.clear_selection()
        self.controller.redo()

    def request_hint(self) -> None:
        self.controller.request_hint()

    def claim(self) -> None:
        """Claim the remaining tricks (Game menu, prompt bar): the controller plays them out."""
        self.notices.moved_on()
        self.controller.claim()

    def _on_claim_started(self, _seat: int) -> None:
        """The claimed cards are about to come, all at once: the table plays them quicker
        (``CLAIM_PACE``), and only them, since each change is timed when it is queued."""
        self.summaries.close()
        self.hand_model.clear_selection()
        self.scene.set_speed(self.settings.animation_speed * CLAIM_PACE)

    def _on_claim_ended(self, _seat: int) -> None:
        self.scene.set_speed(self.settings.animation_speed)

    def _on_hint(self, action: Action, text: str) -> None:
        if self.lesson.active:
            self.lesson.show_hint(action)  # the lesson panel says it, in its words
            return
        self.decision_prompt.show_hint(action, text)
        self.notices.message(translate("MainWindow", "Hint ready: see under the table."))

    def _mark_suggestion(self, action: Action) -> None:
        """The lesson's suggestion on the table; a discard the player began is left alone."""
        self.decision_prompt.mark_suggestion(action, over_marks=False)

    def _update_actions(self) -> None:
        self.menus.enable(self.controller, live=self.replay_mode.replay is None)
        self.menus.leave_lesson_action.setEnabled(self.lesson.active)

    def _on_record_changed(self) -> None:
        self._update_title()
        self._update_actions()

    def _on_replay_started(self) -> None:
        self.notices.moved_on()  # what was said of the partie in play (a save...) is past
        self.lesson.leave()
        self._update_title()
        self._update_actions()
        self._update_start_screen()
        self.table.setFocus()

    def _on_replay_closed(self) -> None:
        self._update_title()
        self._update_actions()
        self._update_start_screen()

    def _on_lesson_changed(self) -> None:
        self._update_actions()

    def _update_title(self) -> None:
        c = self.controller
        if self.replay_mode.replay is not None:
            self.setWindowTitle(
                translate("MainWindow", "Replay of {title} — {app}").format(
                    title=self.replay_mode.title, app=APP_NAME
                )
            )
            self.setWindowModified(False)
            return
        if not c.has_partie:
            self.setWindowTitle(APP_NAME)
            self.setWindowModified(False)
            return
        name = c.path.name if c.path is not None else translate("MainWindow", "New Partie")
        self.setWindowTitle(
            translate("MainWindow", "{file}[*] — {app}").format(file=name, app=APP_NAME)
        )
        self.setWindowModified(c.keeper.is_dirty)

    # ================================================================================ summaries
    def _on_deal_finished(self, result: DealResult) -> None:
        self._update_prompt(force=True)
        self._update_actions()
        if self.replay_mode.replay is not None:
            return
        if self.demo.moves_left > 0:
            return  # the demo reads no summaries
        self.summaries.show_when_at_rest(result.number)

    def _on_human_chose(self, action: Action) -> None:
        self.notices.moved_on()
        self.decision_prompt.acted(action)

    def _on_animations_finished(self) -> None:
        self.notices.table_at_rest()
        self._update_prompt()
        self.summaries.animations_finished()

    def _on_partie_finished(self, _result: PartieResult) -> None:
        self._update_prompt(force=True)
        self._update_actions()

    @property
    def summary_dialog(self) -> DealSummaryDialog | None:
        """The deal summary open now, if any."""
        return self.summaries.dialog

    # ================================================================================ help
    def show_rules(self) -> RulesDialog:
        from piquet_desktop.ui.dialogs.rules_dialog import RulesDialog

        replay = self.replay_mode.replay
        rules = replay.record.rules if replay is not None else self.controller.rules
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(rules, self)
        else:
            self.rules_dialog.set_rules(rules)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def show_statistics(self) -> StatisticsWindow:
        from piquet_desktop.ui.statistics_window import StatisticsWindow

        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(
                lambda: self.statistics_source(), self, settings=self.settings
            )
            self.statistics_window.training.source = self._practice_attempts
            fit_to_screen(self.statistics_window, restored=False)
        if self.statistics_window.isVisible():
            self.statistics_window.refresh()
        self.statistics_window.show()
        self.statistics_window.raise_()
        return self.statistics_window

    def show_about(self) -> AboutDialog:
        from piquet_desktop.ui.dialogs.about_dialog import AboutDialog

        if self.about_dialog is None:
            self.about_dialog = AboutDialog(self)
        self.about_dialog.open()
        return self.about_dialog

    def show_keyboard_help(self) -> QMessageBox:
        from piquet_desktop.ui.dialogs.keyboard_help import keyboard_help_box

        box = keyboard_help_box(self)
        box.open()
        return box

    # ================================================================================ demo
    def start_demo(self, moves: int, seed: int = 0) -> None:
        """Let the greedy player make the next ``moves`` human decisions (demo.py), then stop."""
        self.demo.start(moves, seed)

    @property
    def demo_moves_left(self) -> int:
        return self.demo.moves_left


def _application() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication), "the window needs a QApplication"
    return app
