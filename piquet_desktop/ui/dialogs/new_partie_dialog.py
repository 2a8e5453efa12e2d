"""File > New Partie: the rules (a preset or any mix of options), the opponent, a seed, a name.

Why the rule options are built from the engine's tables rather than laid out by hand: the engine
(``rules.option_choices``) is the one list of options and values, and the AI registry's names
(``ai.level_names.PLAYER_NAMES``, weakest first) the one list of opponents. Building the widgets
from them means a new option or a new AI player appears here without touching this file (with a
mechanical label until ``rule_labels`` or ``opponent_labels`` gets a better one), and the dialog
can never offer a value the engine refuses.

The opponents are the five levels, each with a name and a sentence for a player
(``opponent_labels``), and the sentence of the one chosen stands under the box. The default is
Novice (``DEFAULT_OPPONENT``: why, in controller/settings.py). The baselines are practice
opponents behind "Show practice opponents (advanced)"; a remembered practice opponent opens that
section, so a choice is never lost.

A preset fills every option; changing any option afterwards shows "Custom rules" in the preset box
unless the result happens to be a preset again. The dialog remembers the last rules and opponent
in ``AppSettings.last_new_partie`` and the player's name in ``AppSettings.human_name``. It
deliberately does not remember the seed: a remembered seed would deal the very same cards in every
new partie without the player noticing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.ai.level_names import PLAYER_NAMES
from piquet_desktop.controller.settings import DEFAULT_OPPONENT, AppSettings, NewPartieChoices
from piquet_desktop.engine.rules import PRESETS, RUBICON, RuleSet, option_choices
from piquet_desktop.translation import translate
from piquet_desktop.ui.colour_scheme import error_colour
from piquet_desktop.words.game_status import human_name_or_default
from piquet_desktop.words.opponent_labels import (
    is_practice,
    level_names,
    opponent_text,
    practice_names,
)

from .rule_labels import (
    custom_preset_label,
    option_label,
    option_tip,
    ordered_options,
    preset_label,
    preset_tip,
    value_label,
)

MAX_NAME_LENGTH = 30
# Python's random accepts any integer; records store the seed as a JSON integer. Keep it within
# 64 bits so every JSON reader (and the schema's "integer") agrees on its value.
SEED_LIMIT = 2**63


@dataclass(frozen=True, slots=True)
class NewPartieChoice:
    """What the player asked for: the arguments of ``GameController.new_partie``."""

    rules: RuleSet
    opponent: str
    seed: int | None
    human_name: str


def default_opponent() -> str:
    """The opponent offered first: ``DEFAULT_OPPONENT`` (Novice), or else the weakest level."""
    names = level_names() or practice_names()
    return DEFAULT_OPPONENT if DEFAULT_OPPONENT in names else names[0]


def parse_seed(text: str) -> int | None:
    """The seed typed in the box: None when empty; ValueError with a sentence when invalid."""
    text = text.strip().replace("_", "")
    if not text:
        return None
    try:
        value = int(text, 10)
    except ValueError:
        raise ValueError(
            translate(
                "NewPartieDialog", "The seed must be a whole number, or empty for a random deal."
            )
        ) from None
    if not -SEED_LIMIT < value < SEED_LIMIT:
        raise ValueError(
            translate("NewPartieDialog", "The seed is too large: use at most %n digits.", None, 18)
        )
    return value


def practice_tip() -> str:
    """The practice box's tooltip: what the practice opponents are, one line each."""
    lines = [
        translate("NewPartieDialog", "{opponent}: {description}").format(
            opponent=text.label, description=text.description
        )
        for text in map(opponent_text, practice_names())
    ]
    intro = translate(
        "NewPartieDialog",
        "Also offer the practice opponents, which do not play as a person would:",
    )
    return "\n".join([intro, *lines])


class NewPartieDialog(QDialog):
    """Choose the rules, the opponent, an optional seed and one's name, then press Start."""

    rulesChanged = Signal(object)  # the RuleSet the widgets now describe

    def __init__(self, settings: AppSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newPartieDialog")
        self.setWindowTitle(translate("NewPartieDialog", "New Partie"))
        self._settings = settings if settings is not None else AppSettings(parent=self)
        self._updating = False
        self._base_preset = "rubicon"  # the preset last chosen, kept when options are changed
        self._choices = option_choices()

        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("presetCombo")
        for name in PRESETS:
            self.preset_combo.addItem(preset_label(name), name)
            self.preset_combo.setItemData(
                self.preset_combo.count() - 1,
                preset_tip(name),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.preset_combo.addItem(custom_preset_label(), "")
        self.preset_combo.setToolTip(
            translate(
                "NewPartieDialog",
                "Start from a traditional rule set; every option below can then be changed.",
            )
        )
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)

        self.option_combos: dict[str, QComboBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        options_box = QGroupBox(translate("NewPartieDialog", "Rule options"), self)
        options_form = QFormLayout(options_box)
        for name in ordered_options(list(self._choices)):
            combo = QComboBox(options_box)
            combo.setObjectName(f"option_{name}")
            for value in self._choices[name]:
                combo.addItem(value_label(name, value))
            tip = option_tip(name)
            combo.setToolTip(tip)
            combo.currentIndexChanged.connect(self._option_changed)
            label = QLabel(
                translate("NewPartieDialog", "{option}:").format(option=option_label(name)),
                options_box,
            )
            label.setToolTip(tip)
            label.setBuddy(combo)
            options_form.addRow(label, combo)
            self.option_combos[name] = combo
            self.option_labels[name] = label

        self.opponent_combo = QComboBox(self)
        self.opponent_combo.setObjectName("opponentCombo")
        self.opponent_combo.setToolTip(
            translate("NewPartieDialog", "The computer player you play against.")
        )
        self.opponent_description = QLabel(self)
        self.opponent_description.setObjectName("opponentDescription")
        self.opponent_description.setTextFormat(Qt.TextFormat.PlainText)
        self.opponent_description.setWordWrap(True)
        self.practice_box = QCheckBox(
            translate("NewPartieDialog", "Show &practice opponents (advanced)"), self
        )
        self.practice_box.setObjectName("practiceOpponentsBox")
        self.practice_box.setToolTip(practice_tip())
        self._fill_opponents()
        self.opponent_combo.currentIndexChanged.connect(self._show_description)
        self.practice_box.toggled.connect(self._practice_toggled)

        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.setPlaceholderText(
            translate("NewPartieDialog", "random", "the seed box, left empty")
        )
        self.seed_edit.setToolTip(
            translate(
                "NewPartieDialog",
                "Leave empty for fresh cards. The same seed with the same rules deals the same "
                "cards again, to replay a partie or compare with a friend.",
            )
        )
        self.seed_edit.textChanged.connect(self._validate)

        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(
            translate("NewPartieDialog", "You", "the player's name when none is typed")
        )
        self.name_edit.setToolTip(
            translate("NewPartieDialog", "Your name on the score sheet and in saved parties.")
        )

        self.error_label = QLabel(self)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)  # it may quote the name typed
        self.error_label.setObjectName("seedError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self._colour_error()

        top = QFormLayout()
        top.addRow(translate("NewPartieDialog", "&Rules:"), self.preset_combo)
        player_form = QFormLayout()
        player_form.addRow(translate("NewPartieDialog", "&Opponent:"), self.opponent_combo)
        player_form.addRow("", self.opponent_description)
        player_form.addRow("", self.practice_box)
        player_form.addRow(translate("NewPartieDialog", "Your &name:"), self.name_edit)
        player_form.addRow(translate("NewPartieDialog", "S&eed:"), self.seed_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(translate("NewPartieDialog", "&Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(options_box)
        layout.addLayout(player_form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self._load_settings()

    # ------------------------------------------------------------------------------- values
    def rules(self) -> RuleSet:
        """The rule set the option widgets describe."""
        values: dict[str, Any] = {}
        for name, combo in self.option_combos.items():
            values[name] = self._choices[name][max(combo.currentIndex(), 0)]
        known = {f.name for f in fields(RuleSet)}
        return RuleSet(**{k: v for k, v in values.items() if k in known})

    def set_rules(self, rules: RuleSet) -> None:
        """Show ``rules`` in every option widget and the matching preset (or Custom)."""
        self._updating = True
        try:
            for name, combo in self.option_combos.items():
                value = getattr(rules, name)
                for i, allowed in enumerate(self._choices[name]):
                    if allowed == value and type(allowed) is type(value):
                        combo.setCurrentIndex(i)
                        break
        finally:
            self._updating = False
        self._sync_preset()

    def opponent(self) -> str:
        return str(self.opponent_combo.currentData())

    def set_opponent(self, name: str) -> None:
        """Choose registry player ``name``, showing the practice opponents if it is one."""
        if is_practice(name):
            self.practice_box.setChecked(True)
        index = self.opponent_combo.findData(name)
        if index >= 0:
            self.opponent_combo.setCurrentIndex(index)

    def offered_opponents(self) -> list[str]:
        """The registry names the opponent box offers now, in its order."""
        combo = self.opponent_combo
        return [str(combo.itemData(i)) for i in range(combo.count()) if combo.itemData(i)]

    def seed(self) -> int | None:
        """The seed typed in, or None; ValueError if the text is not a valid seed."""
        return parse_seed(self.seed_edit.text())

    def human_name(self) -> str:
        """The name typed, or the default name as data ("You", shown translated)."""
        return human_name_or_default(self.name_edit.text())

    def choice(self) -> NewPartieChoice:
        """Everything chosen, as the controller's ``new_partie`` takes it."""
        return NewPartieChoice(self.rules(), self.opponent(), self.seed(), self.human_name())

    # ------------------------------------------------------------------------------- slots
    def _fill_opponents(self) -> None:
        """The levels, then (when asked for) a separator and the practice opponents."""
        combo = self.opponent_combo
        chosen = combo.currentData()
        combo.blockSignals(True)
        try:
            combo.clear()
            levels = level_names()
            practice = practice_names() if self.practice_box.isChecked() else []
            for name in levels:
                self._add_opponent(name)
            if levels and practice:
                combo.insertSeparator(combo.count())
            for name in practice:
                self._add_opponent(name)
            index = combo.findData(chosen) if chosen else -1
            combo.setCurrentIndex(index if index >= 0 else combo.findData(default_opponent()))
        finally:
            combo.blockSignals(False)
        self._show_description()

    def _add_opponent(self, name: str) -> None:
        text = opponent_text(name)
        self.opponent_combo.addItem(text.label, name)
        index = self.opponent_combo.count() - 1
        self.opponent_combo.setItemData(index, text.description, Qt.ItemDataRole.ToolTipRole)

    def _practice_toggled(self) -> None:
        self._fill_opponents()

    def _show_description(self) -> None:
        name = self.opponent_combo.currentData()
        self.opponent_description.setText(opponent_text(str(name)).description if name else "")

    def _colour_error(self) -> None:
        """The error's red for the scheme shown (a palette role, so it follows a change)."""
        palette = self.error_label.palette()
        palette.setColor(palette.ColorRole.WindowText, error_colour(self.palette()))
        self.error_label.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._colour_error()
        super().changeEvent(event)

    def accept(self) -> None:
        if not self._validate():
            return
        self._save_settings()
        super().accept()

    def _preset_chosen(self, index: int) -> None:
        if self._updating:
            return
        name = self.preset_combo.itemData(index)
        if name:
            self._base_preset = name
            self.set_rules(PRESETS[name])

    def _option_changed(self) -> None:
        if self._updating:
            return
        self._sync_preset()

    def _sync_preset(self) -> None:
        """Show which preset the options match, enable what applies, tell listeners."""
        rules = self.rules()
        matching = next((n for n, p in PRESETS.items() if p == rules), "")
        if matching:
            self._base_preset = matching
        self._updating = True
        try:
            self.preset_combo.setCurrentIndex(self.preset_combo.findData(matching))
        finally:
            self._updating = False
        deals = self.option_combos.get("rubicon_deals")
        if deals is not None:
            # The length of a Rubicon partie means nothing in au cent, which plays games to 100.
            deals.setEnabled(rules.partie == "rubicon")
            self.option_labels["rubicon_deals"].setEnabled(rules.partie == "rubicon")
        self.rulesChanged.emit(rules)

    def _validate(self) -> bool:
        try:
            parse_seed(self.seed_edit.text())
        except ValueError as exc:
            self.error_label.setText(str(exc))
            self.error_label.show()
            self.start_button.setEnabled(False)
            return False
        self.error_label.hide()
        self.start_button.setEnabled(True)
        return True

    # ------------------------------------------------------------------------------- settings
    def _load_settings(self) -> None:
        last = self._settings.last_new_partie
        try:
            rules = last.rule_set()
        except (ValueError, TypeError):
            rules = RUBICON  # settings from another version or edited by hand
        self.set_rules(rules)
        self.set_opponent(last.opponent if last.opponent in PLAYER_NAMES else default_opponent())
        self.name_edit.setText(self._settings.human_name)
        self._validate()

    def _save_settings(self) -> None:
        self._settings.last_new_partie = NewPartieChoices(
            preset=self._base_preset,
            rules=self.rules().to_json(),
            opponent=self.opponent(),
            seed=None,  # see the module docstring: never deal the same cards by accident
        )
        self._settings.human_name = self.human_name()
        self._settings.sync()
