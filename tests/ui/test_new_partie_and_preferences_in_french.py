"""New Partie, Preferences and the opponents speak French when French is installed, and the
language chosen in Preferences reaches the setting the app reads at its next start."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop import translation
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieDialog, parse_seed, practice_tip
from piquet_desktop.ui.dialogs.preferences_dialog import (
    Preferences,
    PreferencesDialog,
    language_label,
)
from piquet_desktop.words.opponent_labels import opponent_text

NBSP = "\u00a0"


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    return AppSettings.in_file(tmp_path / "settings.ini")


def _combo_texts(combo: object) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]  # type: ignore[attr-defined]


@pytest.mark.usefixtures("french")
def test_new_partie_speaks_french_with_the_levels_of_the_vocabulary(
    qtbot: QtBot, settings: AppSettings
) -> None:
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Nouvelle partie"
    assert dialog.start_button.text() == "&Commencer"
    assert _combo_texts(dialog.opponent_combo) == [
        "Débutant",
        "Amateur",
        "Joueur de club",
        "Expert",
        "Maître",
    ]
    assert "premières parties" in dialog.opponent_description.text()
    assert dialog.seed_edit.placeholderText() == "au hasard"
    assert dialog.name_edit.placeholderText() == "Vous"


@pytest.mark.usefixtures("french")
def test_the_practice_opponents_and_their_tooltip_are_in_french(
    qtbot: QtBot, settings: AppSettings
) -> None:
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)
    dialog.practice_box.setChecked(True)
    dialog.set_opponent("greedy")
    assert dialog.opponent_combo.currentText() == "Glouton"
    tip = practice_tip()
    assert tip.startswith("Proposer aussi les adversaires d'entraînement")
    assert f"Au hasard{NBSP}: Joue n'importe quelle carte permise" in tip
    # a player the opponent table has no words for shows the registry's, translated
    assert opponent_text("master-1").description.startswith("Le Maître figé")


@pytest.mark.usefixtures("french")
def test_the_seed_messages_are_french_sentences_with_the_count_filled() -> None:
    with pytest.raises(ValueError, match=r"^Le numéro de partie doit être un nombre entier"):
        parse_seed("dix")
    with pytest.raises(ValueError) as raised:
        parse_seed("9" * 30)
    assert str(raised.value) == f"Le numéro de partie est trop grand{NBSP}: 18 chiffres au plus."


def test_the_seed_limit_reads_as_before_in_english() -> None:
    with pytest.raises(ValueError) as raised:
        parse_seed("9" * 30)
    assert str(raised.value) == "The seed is too large: use at most 18 digits."


@pytest.mark.usefixtures("french")
def test_preferences_speak_french_and_name_each_language_in_itself(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Préférences"
    meant = translation.LANGUAGES[translation.resolve_language("system")]
    assert _combo_texts(dialog.language_combo) == [
        f"Langue du système ({meant})",
        "English",
        "Français",
    ]
    assert "prochain démarrage" in dialog.language_note.text()
    assert _combo_texts(dialog.speed_combo)[0] == "Instantanée (sans animation)"


def test_the_system_default_names_the_language_it_means_now() -> None:
    meant = translation.LANGUAGES[translation.resolve_language("system")]
    assert language_label("system") == f"System default ({meant})"
    assert (language_label("en"), language_label("fr")) == ("English", "Français")


def test_the_language_chosen_round_trips_to_the_setting_read_at_start(
    qtbot: QtBot, settings: AppSettings, tmp_path: Path
) -> None:
    settings.language = "fr"
    dialog = PreferencesDialog(Preferences.load(settings))
    qtbot.addWidget(dialog)
    assert dialog.language_combo.currentData() == "fr"
    assert dialog.preferences().language == "fr"

    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    dialog.preferences().store(settings)
    assert AppSettings.in_file(tmp_path / "settings.ini").language == "en"

    dialog.set_preferences(Preferences())  # Restore Defaults: the desktop's language
    assert dialog.preferences().language == "system"
    assert "next time Piquet Desktop starts" in dialog.language_note.text()


def test_an_unknown_stored_language_is_shown_as_the_system_default(
    qtbot: QtBot, settings: AppSettings
) -> None:
    settings.store.setValue("ui/language", "klingon")
    dialog = PreferencesDialog(Preferences.load(settings))
    qtbot.addWidget(dialog)
    assert dialog.preferences().language == "system"


def _letters(dialog: QWidget) -> list[str]:
    """The Alt+letters of the dialog's labels, buttons and boxes shown, one per text."""
    found = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            keys = QKeySequence.mnemonic(widget.text())
            if not keys.isEmpty():
                found.append(keys.toString().upper())
    return found


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("which", ["new partie", "preferences"])
def test_each_alt_letter_is_chosen_once_in_french(
    qtbot: QtBot, settings: AppSettings, which: str
) -> None:
    dialog = (
        NewPartieDialog(settings) if which == "new partie" else PreferencesDialog(Preferences())
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    letters = _letters(dialog)
    assert len(letters) >= 5
    assert sorted(letters) == sorted(set(letters))
