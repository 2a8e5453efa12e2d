"""The window's commands as QActions, the menu bar made of them, and when each one applies.

What a command *is* lives here: its text and mnemonic, its shortcut, its tip, whether it is a
toggle, its place in the menus, and when it is enabled. What it *does* is the window's wiring
(``MainWindow._connect_menus``): the window connects each action's ``triggered`` to the part
that carries the command out, so this module needs none of them. The toggles are the exception:
their whole effect is a preference, so they write ``AppSettings`` themselves, and
``show_settings`` ticks them from it again whenever a preference changes, wherever it was changed.

Every action is also added to the window itself, so its shortcut works while the menu bar is
hidden. The recent files are read from the settings each time their menu opens.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, Qt
from PySide6.QtWidgets import QMainWindow

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.controller.settings import APP_NAME, AppSettings, ColourSchemeChoice
from piquet_desktop.translation import translate
from piquet_desktop.words import game_status
from piquet_desktop.words.claims import claim_tip

_FALLBACK_KEYS = {
    QKeySequence.StandardKey.New: "Ctrl+N",
    QKeySequence.StandardKey.Open: "Ctrl+O",
    QKeySequence.StandardKey.Save: "Ctrl+S",
    QKeySequence.StandardKey.Quit: "Ctrl+Q",
    QKeySequence.StandardKey.Undo: "Ctrl+Z",
    QKeySequence.StandardKey.HelpContents: "F1",
}


class Menus(QObject):
    """Every QAction of ``window`` and its menu bar; ``panel_action`` shows or hides the dock."""

    recentFileChosen = Signal(object)  # the Path of a recent file picked from its menu

    def __init__(
        self,
        window: QMainWindow,
        settings: AppSettings,
        panel_action: QAction,
        say: Callable[[str], None] = lambda _text: None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.settings = settings
        self._say = say  # the status bar: a toggle with nothing else to show says its state
        self.panel_action = panel_action
        self._build_actions()
        self._build_menus()

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
        action = QAction(text, self._window)
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
        self._window.addAction(action)  # shortcuts work even while the menu bar is hidden
        return action

    def _twin(self, action: QAction, name: str) -> QAction:
        twin = self._action(action.text(), name)
        twin.setShortcuts(action.shortcuts())
        twin.setEnabled(False)
        return twin

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(
            translate("Menus", "&New Partie…"),
            "actionNew",
            shortcut=key.New,
            tip=translate("Menus", "Start a partie against the computer"),
        )
        self.open_action = self._action(
            translate("Menus", "&Open…"),
            "actionOpen",
            shortcut=key.Open,
            tip=translate("Menus", "Continue a saved partie"),
        )
        self.save_action = self._action(
            translate("Menus", "&Save"), "actionSave", shortcut=key.Save
        )
        self.save_as_action = self._action(
            translate("Menus", "Save &As…"), "actionSaveAs", shortcut="Ctrl+Shift+S"
        )
        self.replay_file_action = self._action(
            translate("Menus", "Re&play a Saved Partie…"),
            "actionReplayFile",
            shortcut="Ctrl+R",
            tip=translate("Menus", "Step through a saved partie move by move"),
        )
        self.replay_current_action = self._action(
            translate("Menus", "Replay &This Partie"),
            "actionReplayCurrent",
            shortcut="Ctrl+Shift+R",
            tip=translate("Menus", "Step through the partie in play from its start"),
        )
        self.library_action = self._action(
            translate("Menus", "&Library…"),
            "actionLibrary",
            shortcut="Ctrl+L",
            tip=translate(
                "Menus", "Every partie you have played: continue, replay, review, export"
            ),
        )
        self.quit_action = self._action(
            translate("Menus", "&Quit"), "actionQuit", shortcut=key.Quit
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.take_back_action = self._action(
            translate("Menus", "&Take Back"),
            "actionTakeBack",
            shortcut=key.Undo,
            tip=game_status.take_back_rule_text(anytime=False),
        )
        self.redo_action = self._action(translate("Menus", "&Redo"), "actionRedo")
        self.redo_action.setShortcuts(_redo_keys())
        # A refused Ctrl+Z (or Ctrl+Shift+Z) must still say why: while an entry is greyed, its
        # twin, in no menu and enabled exactly then, takes its keys (the two are never enabled
        # together, so the keys are never ambiguous) and asks the controller, which says why.
        self.take_back_refused_action = self._twin(self.take_back_action, "actionTakeBackRefused")
        self.redo_refused_action = self._twin(self.redo_action, "actionRedoRefused")
        self.hint_action = self._action(
            translate("Menus", "&Hint"),
            "actionHint",
            shortcut="Ctrl+H",
            tip=translate("Menus", "Ask the computer what it would do in your place"),
        )
        self.claim_action = self._action(
            translate("Menus", "&Claim the Remaining Tricks"),
            "actionClaim",
            tip=claim_tip(),
        )
        self.next_deal_action = self._action(
            translate("Menus", "&Next Deal"),
            "actionNextDeal",
            shortcut="Ctrl+Shift+N",
            tip=translate("Menus", "Shuffle and deal the next deal"),
        )
        self.summary_action = self._action(
            translate("Menus", "Deal &Summary"),
            "actionSummary",
            shortcut="Ctrl+D",
            tip=translate("Menus", "The score sheet of the last finished deal"),
        )
        self.open_piquet_action = self._action(
            translate("Menus", "&Open Piquet (show the computer's hand)"),
            "actionOpenPiquet",
            self._open_piquet_toggled,
            "Ctrl+Shift+O",
            checkable=True,
            tip=translate("Menus", "Practice: play with the computer's hand face up"),
        )
        self.expert_action = self._action(
            translate("Menus", "&Expert Declarations"),
            "actionExpert",
            self._expert_toggled,
            checkable=True,
            tip=translate("Menus", "Make your own calls and answers in the declarations"),
        )
        self.press_default_action = self._action(
            translate("Menus", "Press the Highlighted Button"),
            "actionPressDefault",
            shortcut="Ctrl+Return",
        )

        self.scheme_group = QActionGroup(self._window)
        self.scheme_actions: dict[ColourSchemeChoice, QAction] = {}
        schemes: tuple[tuple[str, ColourSchemeChoice], ...] = (
            (translate("Menus", "Follow the &Desktop"), "system"),
            (translate("Menus", "&Light"), "light"),
            (translate("Menus", "Dar&k"), "dark"),
        )
        for label, scheme in schemes:
            action = QAction(label, self._window, checkable=True)
            action.setObjectName(f"actionColourScheme{scheme.capitalize()}")
            action.triggered.connect(lambda _c=False, v=scheme: self._set_colour_scheme(v))
            self.scheme_group.addAction(action)
            self.scheme_actions[scheme] = action
        self.panel_action.setText(translate("Menus", "&Score Panel"))
        self.panel_action.setShortcut(QKeySequence("F9"))
        self._window.addAction(self.panel_action)
        self.speed_group = QActionGroup(self._window)
        self.speed_actions: dict[float, QAction] = {}
        for label, value in (
            (translate("Menus", "Instant"), 0.0),
            (translate("Menus", "Fast"), 0.5),
            (translate("Menus", "Normal"), 1.0),
            (translate("Menus", "Slow"), 2.0),
        ):
            action = QAction(label, self._window, checkable=True)
            action.setData(value)
            action.triggered.connect(lambda _c=False, v=value: self._set_speed(v))
            self.speed_group.addAction(action)
            self.speed_actions[value] = action
        self.sound_action = self._action(
            translate("Menus", "S&ound"),
            "actionSound",
            self._sound_toggled,
            "Ctrl+M",
            checkable=True,
            tip=translate(
                "Menus", "The table's sounds: dealing, cards, tricks, the talon, a deal won or lost"
            ),
        )
        self.statistics_action = self._action(
            translate("Menus", "S&tatistics…"),
            "actionStatistics",
            shortcut="Ctrl+T",
            tip=translate(
                "Menus", "Your results, your rating and your accuracy, and how they move over time"
            ),
        )
        self.preferences_action = self._action(
            translate("Menus", "&Preferences…"), "actionPreferences", shortcut="Ctrl+,"
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        self.rules_action = self._action(
            translate("Menus", "&Rules"), "actionRules", shortcut=key.HelpContents
        )
        self.lesson_action = self._action(
            translate("Menus", "&Learn to Play"),
            "actionLearnToPlay",
            tip=translate(
                "Menus", "A first deal with every step explained, and the computer's advice"
            ),
        )
        self.leave_lesson_action = self._action(
            translate("Menus", "Leave the Lesson"), "actionLeaveLesson", shortcut="Escape"
        )
        self.leave_lesson_action.setEnabled(False)  # only while a lesson runs
        self.keys_action = self._action(translate("Menus", "&Keyboard"), "actionKeyboard")
        self.about_action = self._action(
            translate("Menus", "&About {app}").format(app=APP_NAME), "actionAbout"
        )
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        bar = self._window.menuBar()
        self.file_menu = bar.addMenu(translate("Menus", "&File"))
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = self.file_menu.addMenu(translate("Menus", "Open &Recent"))
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.save_action)
        self.file_menu.addAction(self.save_as_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.replay_file_action)
        self.file_menu.addAction(self.replay_current_action)
        self.file_menu.addAction(self.library_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self._fill_recent_menu()

        self.game_menu = bar.addMenu(translate("Menus", "&Game"))
        self.game_menu.addAction(self.take_back_action)
        self.game_menu.addAction(self.redo_action)
        self.game_menu.setToolTipsVisible(True)  # Take Back's tooltip tells its rule
        self.game_menu.addAction(self.hint_action)
        self.game_menu.addAction(self.claim_action)
        self.game_menu.addAction(self.next_deal_action)
        self.game_menu.addAction(self.summary_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.open_piquet_action)
        self.game_menu.addAction(self.expert_action)

        self.view_menu = bar.addMenu(translate("Menus", "&View"))
        self.view_menu.addAction(self.panel_action)
        scheme_menu = self.view_menu.addMenu(translate("Menus", "&Colour Scheme"))
        for action in self.scheme_actions.values():
            scheme_menu.addAction(action)
        speed_menu = self.view_menu.addMenu(translate("Menus", "&Animation Speed"))
        for action in self.speed_actions.values():
            speed_menu.addAction(action)
        self.view_menu.addAction(self.sound_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.statistics_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.preferences_action)

        self.help_menu = bar.addMenu(translate("Menus", "&Help"))
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.lesson_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files
        for i, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{i} {path.name.replace('&', '&&')}")
            action.setToolTip(as_tooltip(str(path)))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.recentFileChosen.emit(p))
        if files:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(
                translate("Menus", "&Clear the List"), self.settings.clear_recent_files
            )
        else:
            none = self.recent_menu.addAction(translate("Menus", "No recent parties"))
            none.setEnabled(False)

    # ================================================================================ state
    def show_settings(self) -> None:
        """Tick the toggles and the animation speed as the settings say."""
        s = self.settings
        for action, value in (
            (self.open_piquet_action, s.open_piquet),
            (self.expert_action, s.expert_declarations),
            (self.sound_action, s.sound_enabled),
        ):
            action.blockSignals(True)
            action.setChecked(value)
            action.blockSignals(False)
        self.scheme_actions[s.colour_scheme].setChecked(True)
        speeds = list(self.speed_actions)
        nearest = min(speeds, key=lambda v: abs(v - s.animation_speed))
        self.speed_actions[nearest].setChecked(True)

    def enable(self, c: GameController, *, live: bool) -> None:
        """Enable what applies to the partie in play; ``live`` is False while a replay shows."""
        refusal = (
            c.take_back_refusal()
            if live
            else translate("Menus", "This is a replay: close it to take back.")
        )
        rule = game_status.take_back_rule_text(anytime=c.options.take_back_anytime)
        _offer(self.take_back_action, self.take_back_refused_action, refusal, rule)
        redo_refusal = (
            c.redo_refusal() if live else translate("Menus", "This is a replay: close it to redo.")
        )
        _offer(
            self.redo_action, self.redo_refused_action, redo_refusal, game_status.redo_rule_text()
        )
        self.hint_action.setEnabled(live and c.decision() is not None)
        claim = c.claim_refusal() if live else None
        self.claim_action.setEnabled(live and claim is None)
        self.claim_action.setStatusTip(claim or claim_tip())
        self.next_deal_action.setEnabled(live and c.awaiting_next_deal)
        self.summary_action.setEnabled(bool(c.view().results) and live)
        self.save_action.setEnabled(c.has_partie)
        self.save_as_action.setEnabled(c.has_partie)
        self.replay_current_action.setEnabled(c.has_partie)

    def _set_speed(self, value: float) -> None:
        self.settings.animation_speed = value

    def _open_piquet_toggled(self) -> None:
        self.settings.open_piquet = self.open_piquet_action.isChecked()

    def _sound_toggled(self) -> None:
        """Sound on or off; the status bar says which, since nothing on screen changes (the
        shortcut, Ctrl+M, is pressed without the menu open)."""
        on = self.sound_action.isChecked()
        self.settings.sound_enabled = on
        if on:
            self._say(translate("Menus", "Sound on", "the status bar, after View > Sound"))
        else:
            self._say(translate("Menus", "Sound off", "the status bar, after View > Sound"))

    def _expert_toggled(self) -> None:
        self.settings.expert_declarations = self.expert_action.isChecked()

    def _set_colour_scheme(self, scheme: ColourSchemeChoice) -> None:
        self.settings.colour_scheme = scheme


def _redo_keys() -> list[QKeySequence]:
    """The platform's Redo keys and Ctrl+Shift+Z (KPat's and most Linux apps'), once each."""
    keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Shift+Z")]
    return [k for i, k in enumerate(keys) if k not in keys[:i]]


def _offer(action: QAction, twin: QAction, refusal: str | None, rule: str) -> None:
    """Enable ``action`` when nothing refuses it, else its ``twin`` (which says why at its
    keys); the tips say the rule, or the refusal."""
    action.setEnabled(refusal is None)
    twin.setEnabled(refusal is not None)
    tip = rule if refusal is None else refusal
    action.setStatusTip(tip)
    # as rich text, which Qt wraps, so that two sentences do not make a tooltip the screen wide
    action.setToolTip(Qt.convertFromPlainText(tip, Qt.WhiteSpaceMode.WhiteSpaceNormal))
