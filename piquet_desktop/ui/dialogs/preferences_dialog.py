"""Edit > Preferences: how the app looks and the table answers, independent of any partie.

The dialog edits a ``Preferences`` value and hands a new one back; ``Preferences.load`` and
``store`` move it to and from ``AppSettings``, and applying it (animation speed to the table,
expert declarations to the controller, the colour scheme to the app through ``ui.colour_scheme``)
is the main window's job, which it does when a setting's ``changed`` signal fires. Keeping the
dialog free of both lets a test check every widget against the value it shows, and lets Cancel
mean "nothing happened".

Each choice is offered in the player's words ("Instant", "Double-click a card"), with a tooltip
saying what it changes. A stored value the dialog has no words for (an animation speed of 1.7 set
by hand) is shown as the nearest choice, or as a "Custom" entry for a suit order, never lost.

The language is the one choice that does not apply at once: every window's words are set when it
is made, and the app installs its language once, at start (``app.apply_language``), so the
dialog says under the box that a change applies at the next start. "System default" names the
language it means on this desktop now, and each language is named in itself, so that a player
who cannot read the language shown still finds his own.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop import translation
from piquet_desktop.controller.settings import (
    AppSettings,
    CardBackChoice,
    CardFacesChoice,
    ColourSchemeChoice,
    FeltChoice,
    LanguageChoice,
)
from piquet_desktop.engine.cards import KING, KNAVE, QUEEN
from piquet_desktop.translation import (
    LANGUAGES,
    QT_TRANSLATE_NOOP,
    resolve_language,
    translate,
)
from piquet_desktop.ui.card_style import faces_for
from piquet_desktop.ui.dialogs.card_preview import CardPreview
from piquet_desktop.words.cards import card_index

# Duration multipliers of AppSettings.animation_speed: 0 makes every move instant.
# The labels are English, marked for translation (context "PreferencesDialog") and shown
# translated (``translation.translate`` of the marked value: lupdate extracts the mark).
ANIMATION_SPEEDS: tuple[tuple[str, float], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Instant (no animation)"), 0.0),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"), 0.5),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"), 1.0),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"), 2.0),
)
SUIT_ORDERS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Alternating colours: ♠ ♥ ♣ ♦"), "SHCD"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Spades, hearts, diamonds, clubs: ♠ ♥ ♦ ♣"), "SHDC"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Hearts, spades, diamonds, clubs: ♥ ♠ ♦ ♣"), "HSDC"),
)
RANK_ORDERS: tuple[tuple[str, bool], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Ace first"), True),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Lowest card first"), False),
)
COLOUR_SCHEMES: tuple[tuple[str, ColourSchemeChoice], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Follow the desktop"), "system"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Light"), "light"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Dark"), "dark"),
)
CARD_FACES: tuple[tuple[str, CardFacesChoice], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "As the language (R, D, V in French)"), "language"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "English letters: K, Q, J"), "english"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "French letters: R, D, V"), "french"),
)
CARD_BACKS: tuple[tuple[str, CardBackChoice], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Red lattice"), "red"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Blue diamonds"), "blue"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Green tartan"), "green"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Burgundy and gold"), "burgundy"),
)
FELT_CHOICES: tuple[tuple[str, FeltChoice], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Green baize"), "baize"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Blue"), "blue"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Red"), "red"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Brown"), "brown"),
)
LANGUAGE_CHOICES: tuple[LanguageChoice, ...] = ("system", "en", "fr")
"""The language box's values in its order: the desktop's language, then each language."""


@dataclass(frozen=True, slots=True)
class Preferences:
    """The player's preferences: the ``AppSettings`` of the same names, with their defaults."""

    animation_speed: float = AppSettings.animation_speed.default
    suit_order: str = AppSettings.suit_order.default
    ranks_descending: bool = AppSettings.ranks_descending.default
    play_on_double_click: bool = AppSettings.play_on_double_click.default
    expert_declarations: bool = AppSettings.expert_declarations.default
    colour_scheme: ColourSchemeChoice = AppSettings.colour_scheme.default
    open_piquet: bool = AppSettings.open_piquet.default
    take_back_any_move: bool = AppSettings.take_back_any_move.default
    play_forced_cards: bool = AppSettings.play_forced_cards.default
    computer_claims: bool = AppSettings.computer_claims.default
    offer_lesson: bool = AppSettings.offer_lesson.default
    language: LanguageChoice = AppSettings.language.default
    card_faces: CardFacesChoice = AppSettings.card_faces.default
    card_back: CardBackChoice = AppSettings.card_back.default
    felt: FeltChoice = AppSettings.felt.default
    sound_enabled: bool = AppSettings.sound_enabled.default
    sound_volume: float = AppSettings.sound_volume.default

    @classmethod
    def load(cls, settings: AppSettings) -> Preferences:
        return cls(**{f.name: getattr(settings, f.name) for f in fields(cls)})

    def store(self, settings: AppSettings) -> None:
        """Write every value that differs from what ``settings`` holds (each emits ``changed``)."""
        for f in fields(self):
            value = getattr(self, f.name)
            if value != getattr(settings, f.name):
                setattr(settings, f.name, value)
        settings.sync()


class PreferencesDialog(QDialog):
    """Edit a copy of ``Preferences``; ``preferences()`` returns what the widgets show."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))

        self.speed_combo = self._combo(
            "speedCombo",
            ANIMATION_SPEEDS,
            translate(
                "PreferencesDialog",
                "How fast cards move on the table. Instant shows every move at once.",
            ),
        )
        self.suit_combo = self._combo(
            "suitOrderCombo",
            SUIT_ORDERS,
            translate("PreferencesDialog", "The order of the suits in your hand, left to right."),
        )
        self.rank_combo = self._combo(
            "rankOrderCombo",
            RANK_ORDERS,
            translate("PreferencesDialog", "The order of the cards within each suit of your hand."),
        )
        self.scheme_combo = self._combo(
            "colourSchemeCombo",
            COLOUR_SCHEMES,
            translate(
                "PreferencesDialog",
                "Light or dark windows, panels and table. Follow the desktop: the desktop's own "
                "choice, changing when it changes.",
            ),
        )
        self.faces_combo = self._combo(
            "cardFacesCombo",
            CARD_FACES,
            translate(
                "PreferencesDialog",
                "The letters in the corners of the kings, queens and knaves. As the language: "
                "R, D, V (roi, dame, valet) when the app speaks French.",
            ),
        )
        self.back_combo = self._combo(
            "cardBackCombo", CARD_BACKS, translate("PreferencesDialog", "The back of the cards.")
        )
        self.felt_combo = self._combo(
            "feltCombo",
            FELT_CHOICES,
            translate(
                "PreferencesDialog",
                "The colour of the table, in a darker shade with the dark colour scheme.",
            ),
        )
        self.faces_note = QLabel(self)
        self.faces_note.setObjectName("facesNote")
        self.faces_note.setTextFormat(Qt.TextFormat.PlainText)
        self.faces_note.setWordWrap(True)
        kept = self.faces_note.sizePolicy()
        kept.setRetainSizeWhenHidden(True)  # the dialog does not jump as the deck changes
        self.faces_note.setSizePolicy(kept)
        self.preview = CardPreview(self)
        for combo in (self.faces_combo, self.back_combo, self.felt_combo):
            combo.currentIndexChanged.connect(self._show_preview)
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("languageCombo")
        for choice in LANGUAGE_CHOICES:
            self.language_combo.addItem(language_label(choice), choice)
        self.language_combo.setToolTip(
            translate(
                "PreferencesDialog",
                "The language of the whole app. System default: the desktop's language when "
                "the app speaks it, English otherwise.",
            )
        )
        self.language_note = QLabel(
            translate(
                "PreferencesDialog",
                "A change of language applies the next time Piquet Desktop starts.",
            ),
            self,
        )
        self.language_note.setObjectName("languageNote")
        self.language_note.setTextFormat(Qt.TextFormat.PlainText)
        self.language_note.setWordWrap(True)
        self.double_click_box = QCheckBox(
            translate("PreferencesDialog", "Play a card with a &double-click"), self
        )
        self.double_click_box.setObjectName("doubleClickBox")
        self.double_click_box.setToolTip(
            translate(
                "PreferencesDialog",
                "Off: a single click plays a card. On: a card is played only by a double-click, "
                "which prevents playing a card by accident.",
            )
        )
        self.expert_box = QCheckBox(
            translate("PreferencesDialog", "&Expert declarations: call and answer myself"), self
        )
        self.expert_box.setObjectName("expertBox")
        self.expert_box.setToolTip(
            translate(
                "PreferencesDialog",
                "Off: the app calls your best point, sequence and set and answers for you. On: "
                "you choose what to call in each category, may sink a combination, and may "
                "answer 'good' while holding better, as the laws allow.",
            )
        )
        self.forced_box = QCheckBox(
            translate("PreferencesDialog", "Play &forced cards for me"), self
        )
        self.forced_box.setObjectName("playForcedCardsBox")
        self.forced_box.setToolTip(
            translate(
                "PreferencesDialog",
                "On: when only one of your cards may be played (the last trick, or your only "
                "card of the suit led), it is played for you; the trick history marks it. Off: "
                "you play it yourself.",
            )
        )
        self.claims_box = QCheckBox(
            translate(
                "PreferencesDialog", "The co&mputer claims the remaining tricks when certain"
            ),
            self,
        )
        self.claims_box.setObjectName("computerClaimsBox")
        self.claims_box.setToolTip(
            translate(
                "PreferencesDialog",
                "On: when every remaining trick is surely the computer's, it says so and the rest "
                "of the deal is played out at once. Off: you play your cards out one by one.",
            )
        )
        self.open_box = QCheckBox(
            translate("PreferencesDialog", "Open &piquet: show the computer's hand (practice)"),
            self,
        )
        self.open_box.setObjectName("openPiquetBox")
        self.open_box.setToolTip(
            translate(
                "PreferencesDialog",
                "Practice mode: the computer's hand is shown face up, so you can see why it "
                "plays as it does.",
            )
        )
        self.any_take_back_box = QCheckBox(
            translate("PreferencesDialog", "Take back an&y move (marks the partie as practice)"),
            self,
        )
        self.any_take_back_box.setObjectName("takeBackAnyMoveBox")
        self.any_take_back_box.setToolTip(
            translate(
                "PreferencesDialog",
                "Off: once you have seen a new card (the talon's cards, the computer's reply), "
                "the move before it stays played, as at a real table. On: Game ▸ Take Back goes "
                "back to any of your moves in the deal, and the partie is then kept as practice.",
            )
        )

        self.lesson_box = QCheckBox(
            translate("PreferencesDialog", "Offer &Learn to Play on the start screen"), self
        )
        self.lesson_box.setObjectName("offerLessonBox")
        self.lesson_box.setToolTip(
            translate(
                "PreferencesDialog",
                "The guided first deal, every step explained. Off: the start screen leaves it "
                "out, and a lesson in progress ends (Help > Learn to Play still starts one).",
            )
        )

        self.sound_box = QCheckBox(translate("PreferencesDialog", "Play so&unds"), self)
        self.sound_box.setObjectName("soundBox")
        self.sound_box.setToolTip(
            translate(
                "PreferencesDialog",
                "The table's sounds: dealing, a card played, a trick gathered, the talon, a deal "
                "won or lost (View > Sound, Ctrl+M).",
            )
        )
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.volume_slider.setObjectName("volumeSlider")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(20)
        self.volume_slider.setToolTip(translate("PreferencesDialog", "How loud the sounds are."))
        self.volume_value = QLabel(self)
        self.volume_value.setObjectName("volumeValue")
        self.volume_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("100 %") + 4)
        self.volume_slider.valueChanged.connect(self._show_volume)
        self.sound_box.toggled.connect(self.volume_slider.setEnabled)
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound_box)
        sound_row.addWidget(self.volume_slider, 1)
        sound_row.addWidget(self.volume_value)

        form = QFormLayout()
        form.addRow(translate("PreferencesDialog", "&Animation speed:"), self.speed_combo)
        form.addRow(translate("PreferencesDialog", "&Suits in your hand:"), self.suit_combo)
        form.addRow(translate("PreferencesDialog", "Ca&rds in a suit:"), self.rank_combo)
        form.addRow(translate("PreferencesDialog", "Colour sc&heme:"), self.scheme_combo)
        form.addRow(translate("PreferencesDialog", "Dec&k:"), self.faces_combo)
        form.addRow("", self.faces_note)
        form.addRow(translate("PreferencesDialog", "Card &back:"), self.back_combo)
        form.addRow(translate("PreferencesDialog", "Fel&t:"), self.felt_combo)
        form.addRow("", self.preview)
        form.addRow(translate("PreferencesDialog", "La&nguage:"), self.language_combo)
        form.addRow("", self.language_note)
        volume_label = QLabel(translate("PreferencesDialog", "&Volume:"), self)
        volume_label.setBuddy(self.volume_slider)
        form.addRow(volume_label, sound_row)
        form.addRow(self.double_click_box)
        form.addRow(self.expert_box)
        form.addRow(self.forced_box)
        form.addRow(self.claims_box)
        form.addRow(self.open_box)
        form.addRow(self.any_take_back_box)
        form.addRow(self.lesson_box)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.defaults_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.clicked.connect(lambda: self.set_preferences(Preferences()))
        self.buttons = buttons

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.set_preferences(preferences)

    def _combo(self, name: str, items: tuple[tuple[str, object], ...], tip: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        for label, value in items:
            combo.addItem(translation.translate("PreferencesDialog", label), value)
        combo.setToolTip(tip)
        return combo

    def set_preferences(self, preferences: Preferences) -> None:
        """Show ``preferences`` in the widgets."""
        speeds = [value for _, value in ANIMATION_SPEEDS]
        nearest = min(speeds, key=lambda v: abs(v - preferences.animation_speed))
        self.speed_combo.setCurrentIndex(speeds.index(nearest))
        index = self.suit_combo.findData(preferences.suit_order)
        if index < 0:
            custom = translate("PreferencesDialog", "Custom ({suits})", "a suit order")
            self.suit_combo.addItem(
                custom.format(suits=preferences.suit_order), preferences.suit_order
            )
            index = self.suit_combo.count() - 1
        self.suit_combo.setCurrentIndex(index)
        self.rank_combo.setCurrentIndex(0 if preferences.ranks_descending else 1)
        self.scheme_combo.setCurrentIndex(self.scheme_combo.findData(preferences.colour_scheme))
        self.double_click_box.setChecked(preferences.play_on_double_click)
        self.expert_box.setChecked(preferences.expert_declarations)
        self.open_box.setChecked(preferences.open_piquet)
        self.any_take_back_box.setChecked(preferences.take_back_any_move)
        self.forced_box.setChecked(preferences.play_forced_cards)
        self.claims_box.setChecked(preferences.computer_claims)
        self.lesson_box.setChecked(preferences.offer_lesson)
        self.language_combo.setCurrentIndex(self.language_combo.findData(preferences.language))
        for combo, value in (
            (self.faces_combo, preferences.card_faces),
            (self.back_combo, preferences.card_back),
            (self.felt_combo, preferences.felt),
        ):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self._show_preview()
        self.sound_box.setChecked(preferences.sound_enabled)
        self.volume_slider.setEnabled(preferences.sound_enabled)
        self.volume_slider.setValue(round(preferences.sound_volume * 100))
        self._show_volume(self.volume_slider.value())

    def _show_preview(self) -> None:
        faces = faces_for(str(self.faces_combo.currentData()))
        self._show_faces_note(faces)
        self.preview.set_style(
            faces, str(self.back_combo.currentData()), str(self.felt_combo.currentData())
        )

    def _show_faces_note(self, faces: str) -> None:
        """Say so when the deck's letters are not the text's: only the faces change, and the
        status bar and the log still name a king K (R in French)."""
        if faces == faces_for("language"):
            self.faces_note.hide()
            return
        self.faces_note.setText(
            translate(
                "PreferencesDialog",
                "Only the card faces change: the text names the cards in the letters of the "
                "app's language ({letters}).",
            ).format(letters=", ".join(card_index(rank) for rank in (KING, QUEEN, KNAVE)))
        )
        self.faces_note.show()

    def _show_volume(self, value: int) -> None:
        words = translate("PreferencesDialog", "{percent}%", "the sound volume")
        self.volume_value.setText(words.format(percent=value))

    def preferences(self) -> Preferences:
        """The preferences as the widgets show them now."""
        return Preferences(
            animation_speed=float(self.speed_combo.currentData()),
            suit_order=str(self.suit_combo.currentData()),
            ranks_descending=bool(self.rank_combo.currentData()),
            play_on_double_click=self.double_click_box.isChecked(),
            expert_declarations=self.expert_box.isChecked(),
            colour_scheme=_scheme_choice(self.scheme_combo.currentData()),
            open_piquet=self.open_box.isChecked(),
            take_back_any_move=self.any_take_back_box.isChecked(),
            play_forced_cards=self.forced_box.isChecked(),
            computer_claims=self.claims_box.isChecked(),
            offer_lesson=self.lesson_box.isChecked(),
            language=_language_choice(self.language_combo.currentData()),
            card_faces=_choice(CARD_FACES, self.faces_combo.currentData(), "language"),
            card_back=_choice(CARD_BACKS, self.back_combo.currentData(), "red"),
            felt=_choice(FELT_CHOICES, self.felt_combo.currentData(), "baize"),
            sound_enabled=self.sound_box.isChecked(),
            sound_volume=self.volume_slider.value() / 100,
        )


def language_label(choice: LanguageChoice) -> str:
    """How the language box names ``choice``: a language in itself ("Français"), the system's
    default with the language it means on this desktop now ("System default (English)")."""
    if choice != "system":
        return LANGUAGES[choice]
    meant = LANGUAGES[resolve_language("system")]
    return translate("PreferencesDialog", "System default ({language})").format(language=meant)


def _language_choice(data: object) -> LanguageChoice:
    return next((choice for choice in LANGUAGE_CHOICES if choice == data), "system")


C = TypeVar("C", bound=str)


def _choice(choices: tuple[tuple[str, C], ...], data: object, default: C) -> C:
    return next((value for _, value in choices if value == data), default)


def _scheme_choice(data: object) -> ColourSchemeChoice:
    return next((value for _, value in COLOUR_SCHEMES if value == data), "system")
