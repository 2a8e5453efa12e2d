"""File > New Partie: the rules (a preset or any mix of options), the opponent, a seed, a name.

Why the rule options are built from the engine's tables rather than laid out by hand: the engine
(``rules.option_choices``) is the one list of options and values, and the AI registry
(``ai.registry``: ``PLAYERS`` and the ``LEVELS`` with their descriptions, weakest first) the one
list of opponents. Building the widgets from them means a new
option or a new AI level appears here without touching this file (with a mechanical label until
``rule_labels`` gets a better one), and the dialog can never offer a value the engine refuses.

A preset fills every option; changing any option afterwards shows "Custom rules" in the preset box
unless the result happens to be a preset again. The dialog remembers the last rules and opponent
in ``AppSettings.last_new_partie`` and the player's name in ``AppSettings.human_name``. It
deliberately does not remember the seed: a remembered seed would deal the very same cards in every
new partie without the player noticing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
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

from piquet_desktop.ai.registry import LEVELS, PLAYERS
from piquet_desktop.controller.settings import AppSettings, NewPartieChoices
from piquet_desktop.engine.rules import PRESETS, RUBICON, RuleSet, option_choices

from .rule_labels import (
    CUSTOM_PRESET_LABEL,
    PRESET_TIPS,
    option_label,
    option_tip,
    ordered_options,
    preset_label,
    value_label,
)

DEFAULT_HUMAN_NAME = "You"
MAX_NAME_LENGTH = 30
# Python's random accepts any integer; records store the seed as a JSON integer. Keep it within
# 64 bits so every JSON reader (and the schema's "integer") agrees on its value.
SEED_LIMIT = 2**63

# Short labels for the combo box; the registry's one-line descriptions become the tooltips.
OPPONENT_LABELS: dict[str, str] = {
    "random": "Random (a baseline: plays anything)",
    "greedy": "Greedy (a baseline: no lookahead)",
}
_DESCRIPTIONS = dict(LEVELS)


@dataclass(frozen=True, slots=True)
class NewPartieChoice:
    """What the player asked for: the arguments of ``GameController.new_partie``."""

    rules: RuleSet
    opponent: str
    seed: int | None
    human_name: str


def opponent_names() -> list[str]:
    """The registry's player names, weakest first (the registry's order)."""
    return list(PLAYERS)


def opponent_label(name: str) -> str:
    return OPPONENT_LABELS.get(name, name.replace("_", " ").capitalize())


def opponent_tip(name: str) -> str:
    """The registry's description of the player, or the first paragraph of its docstring."""
    if name in _DESCRIPTIONS:
        return _DESCRIPTIONS[name]
    factory = PLAYERS.get(name)
    doc = (getattr(factory, "__doc__", None) or "").strip()
    return doc.split("\n\n")[0].replace("\n", " ") if doc else opponent_label(name)


def default_opponent() -> str:
    """Greedy, the app's long-standing default, or else the weakest registered player."""
    names = opponent_names()
    return "greedy" if "greedy" in names else names[0]


def parse_seed(text: str) -> int | None:
    """The seed typed in the box: None when empty; ValueError with a sentence when invalid."""
    text = text.strip().replace("_", "")
    if not text:
        return None
    try:
        value = int(text, 10)
    except ValueError:
        raise ValueError("The seed must be a whole number, or empty for a random deal.") from None
    if not -SEED_LIMIT < value < SEED_LIMIT:
        raise ValueError("The seed is too large: use at most 18 digits.")
    return value


class NewPartieDialog(QDialog):
    """Choose the rules, the opponent, an optional seed and one's name, then press Start."""

    rulesChanged = Signal(object)  # the RuleSet the widgets now describe

    def __init__(self, settings: AppSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newPartieDialog")
        self.setWindowTitle("New Partie")
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
                PRESET_TIPS.get(name, ""),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.preset_combo.addItem(CUSTOM_PRESET_LABEL, "")
        self.preset_combo.setToolTip(
            "Start from a traditional rule set; every option below can then be changed."
        )
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)

        self.option_combos: dict[str, QComboBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        options_box = QGroupBox("Rule options", self)
        options_form = QFormLayout(options_box)
        for name in ordered_options(list(self._choices)):
            combo = QComboBox(options_box)
            combo.setObjectName(f"option_{name}")
            for value in self._choices[name]:
                combo.addItem(value_label(name, value))
            tip = option_tip(name)
            combo.setToolTip(tip)
            combo.currentIndexChanged.connect(self._option_changed)
            label = QLabel(option_label(name) + ":", options_box)
            label.setToolTip(tip)
            label.setBuddy(combo)
            options_form.addRow(label, combo)
            self.option_combos[name] = combo
            self.option_labels[name] = label

        self.opponent_combo = QComboBox(self)
        self.opponent_combo.setObjectName("opponentCombo")
        for name in opponent_names():
            self.opponent_combo.addItem(opponent_label(name), name)
            self.opponent_combo.setItemData(
                self.opponent_combo.count() - 1, opponent_tip(name), Qt.ItemDataRole.ToolTipRole
            )
        self.opponent_combo.setToolTip("The computer player you play against.")

        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.setPlaceholderText("random")
        self.seed_edit.setToolTip(
            "Leave empty for fresh cards. The same seed with the same rules deals the same cards "
            "again, to replay a partie or compare with a friend."
        )
        self.seed_edit.textChanged.connect(self._validate)

        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(DEFAULT_HUMAN_NAME)
        self.name_edit.setToolTip("Your name on the score sheet and in saved parties.")

        self.error_label = QLabel(self)
        self.error_label.setObjectName("seedError")
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        top = QFormLayout()
        top.addRow("&Rules:", self.preset_combo)
        player_form = QFormLayout()
        player_form.addRow("&Opponent:", self.opponent_combo)
        player_form.addRow("Your &name:", self.name_edit)
        player_form.addRow("S&eed:", self.seed_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText("&Start")
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
        index = self.opponent_combo.findData(name)
        if index >= 0:
            self.opponent_combo.setCurrentIndex(index)

    def seed(self) -> int | None:
        """The seed typed in, or None; ValueError if the text is not a valid seed."""
        return parse_seed(self.seed_edit.text())

    def human_name(self) -> str:
        name = " ".join(self.name_edit.text().split())
        return name or DEFAULT_HUMAN_NAME

    def choice(self) -> NewPartieChoice:
        """Everything chosen, as the controller's ``new_partie`` takes it."""
        return NewPartieChoice(self.rules(), self.opponent(), self.seed(), self.human_name())

    # ------------------------------------------------------------------------------- slots
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
        self.set_opponent(last.opponent if last.opponent in PLAYERS else default_opponent())
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
