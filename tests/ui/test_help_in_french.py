"""The rules help, the keyboard page and the About box in French: the installed language's
words with the rule set's numbers filled in, and the licence texts kept in their English."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.about_dialog import MIT_LICENCE, AboutDialog
from piquet_desktop.ui.dialogs.keyboard_help import keyboard_help
from piquet_desktop.ui.dialogs.rules_dialog import RulesDialog
from piquet_desktop.ui.dialogs.rules_text import rules_html, rules_title
from piquet_desktop.ui.lesson_panel import LessonPanel

NBSP = "\u00a0"
pytestmark = pytest.mark.usefixtures("french")


def test_the_exchange_section_of_the_rules_is_in_french_with_the_rules_numbers() -> None:
    html = rules_html(RUBICON)

    assert "<h2>L'écart</h2>" in html
    assert "Le premier écarte de <b>1 à 5</b> cartes face cachée" in html
    assert "S'il en prend moins de cinq" in html
    assert "Le dernier <b>doit</b> ensuite écarter au moins une carte" in html
    thirty_six = rules_html(replace(RUBICON, deck=36))
    assert "Le premier écarte de <b>1 à 7</b> cartes" in thirty_six
    assert "<td>Quatrième</td><td>4 cartes</td>" in thirty_six
    assert "<td>Neuvième</td><td>9 cartes</td>" in thirty_six


def test_pique_repique_and_the_cards_use_the_french_words() -> None:
    html = rules_html(RUBICON)

    assert f"<b>Pic (30){NBSP}:</b>" in html
    assert f"<b>Repic (60){NBSP}:</b>" in html
    assert "c'est faire <b>capot</b>" in html
    assert "{" not in html


def test_a_custom_rule_set_is_titled_in_french(qtbot: QtBot) -> None:
    custom = replace(RUBICON, deck=36)
    assert rules_title(custom) == "Piquet Rubicon à 36 cartes (règles personnalisées)"
    dialog = RulesDialog(custom)
    qtbot.addWidget(dialog)
    assert (
        dialog.windowTitle() == f"Règles{NBSP}: Piquet Rubicon à 36 cartes (règles personnalisées)"
    )


def test_the_keyboard_page_names_the_french_keys() -> None:
    page = keyboard_help([("Ctrl+Z", "Reprendre un coup")])
    assert "<b>Entrée ou Espace</b>" in page
    assert "<b>Commandes des menus</b>" in page


def test_the_about_box_title_tabs_and_version_are_in_french(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)

    assert dialog.windowTitle() == "À propos de Piquet Desktop"
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == ["&À propos", "&Remerciements", "&Licences"]
    assert "Version " in dialog.text_label.text()
    assert "logiciel libre sous licence MIT" in dialog.about_page.toPlainText()
    assert "Dessin des cartes" in dialog.credits_page.toPlainText()


def test_the_licence_texts_stay_english_and_the_box_says_so(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)

    assert dialog.original_language_note is not None
    assert "version originale anglaise" in dialog.original_language_note.text()
    assert dialog.licence_choice.itemText(0) == f"Piquet Desktop{NBSP}: licence MIT"
    dialog.show_licence(0)
    assert dialog.licence.toPlainText() == MIT_LICENCE


def test_the_lesson_panel_buttons_and_title_are_in_french(qtbot: QtBot) -> None:
    from piquet_desktop.words.lesson import Explanation

    panel = LessonPanel()
    qtbot.addWidget(panel)
    panel.show_explanation(Explanation("Votre écart", "Texte."), needs_next=True)

    assert panel.title_label.text() == "Apprendre à jouer · Votre écart"
    assert panel.next_button.text() == "&Suivant"
    assert panel.leave_button.text() == "&Quitter la leçon"


def test_the_keyboard_box_is_wide_enough_for_a_french_row_on_one_line(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel, QWidget

    from piquet_desktop.ui.dialogs.keyboard_help import keyboard_help_box

    parent = QWidget()
    qtbot.addWidget(parent)
    box = keyboard_help_box(parent)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    row = box.fontMetrics().horizontalAdvance("Gauche / Droite, Début / Fin parcourir votre jeu")
    assert label.minimumWidth() > row
    assert not box.styleSheet()  # the colour scheme reaches it
