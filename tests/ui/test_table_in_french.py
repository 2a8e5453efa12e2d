"""The main window in French: its menus, the start screen, the prompt, the status bar and the
replay bar speak French (the worktree's own catalogue, through the ``french`` fixture), with
every field filled and the plurals counted as French counts them.

The English the window shows is what the other UI tests compare; these check only that the
French catalogue is really used and that the sentences built from it come out whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from windows import click_card, shown_window

from piquet_desktop.controller.game_controller import default_human_name
from piquet_desktop.controller.settings import APP_NAME
from piquet_desktop.engine.cards import cards_of
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.partie_files import file_filter, resume_description
from piquet_desktop.words.text import is_human

TIMEOUT_MS = 30_000
NBSP = "\u00a0"


@pytest.fixture
def window(qtbot: QtBot, french: None) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def dealt(qtbot: QtBot, window: MainWindow) -> None:
    """A Rubicon partie against the greedy player, the human (younger) at his exchange."""
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 7, default_human_name()))
    qtbot.waitUntil(lambda: window.controller.decision() is not None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=TIMEOUT_MS)
    window.decision_prompt.update(force=True)


def mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def entries(menu: QMenu) -> list[QAction]:
    return [a for a in menu.actions() if not a.isSeparator()]


def test_the_menus_are_french_with_a_letter_of_their_own_in_each_menu(
    window: MainWindow,
) -> None:
    bar = [a.text() for a in window.menuBar().actions()]
    assert bar == ["&Fichier", "&Jeu", "&Affichage", "Ai&de"]
    menus = window.menus
    assert [a.text() for a in entries(menus.file_menu)][:3] == [
        "&Nouvelle partie…",
        "&Ouvrir…",
        "Ouvrir un fichier &récent",
    ]
    assert menus.about_action.text() == f"À &propos de {APP_NAME}"
    assert menus.hint_action.toolTip() == "Demander à l'ordinateur ce qu'il ferait à votre place"
    for menu in [menus.file_menu, menus.game_menu, menus.view_menu, menus.help_menu]:
        for shown in [menu, *(a.menu() for a in menu.actions() if a.menu() is not None)]:
            letters = [mnemonic(a.text()) for a in entries(shown)]
            letters = [letter for letter in letters if letter is not None]
            assert len(letters) == len(set(letters)), [a.text() for a in entries(shown)]
    assert len(set(map(mnemonic, bar))) == len(bar)


def test_the_start_screen_is_french_and_its_letters_clear_of_the_menu_bar(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start()
    screen = window.start_screen
    assert [b.text() for b in screen.shown_buttons()] == [
        "&Nouvelle partie",
        "&Ouvrir une partie enregistrée",
        "&Revoir une partie enregistrée",
        "&Bibliothèque",
        "A&pprendre à jouer",
        "&Entraînement",
    ]
    assert screen.subtitle.text() == "Le grand jeu de cartes à deux, contre l'ordinateur"
    bar = {mnemonic(a.text()) for a in window.menuBar().actions()}
    assert not bar & {mnemonic(b.text()) for b in screen.buttons}

    dealt(qtbot, window)
    described = resume_description(window.controller.record())
    assert re.fullmatch(
        rf"Donne 1 sur 6 contre Ordinateur \(Glouton\){NBSP}: Vous \d+, Ordinateur \d+\.", described
    )


def test_the_prompt_and_the_table_ask_in_french_with_the_fields_filled(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealt(qtbot, window)
    c = window.controller
    assert c.names == ("Vous", "Ordinateur") and is_human("Vous")
    low, high = c.decision().exchange_range  # type: ignore[union-attr,misc]
    assert window.prompt.text() == (
        f"Votre écart{NBSP}: marquez de {low} à {high} cartes à écarter, "
        f"puis cliquez sur Écarter. Cartes marquées{NBSP}: 0."
    )
    exchange = window.prompt.button("exchangeButton")
    assert exchange is not None and exchange.text() == "É&carter"
    assert re.fullmatch(r"Donne 1 sur 6  ·  Vous \d+ – \d+ Ordinateur", window.score_label.text())
    assert window.windowTitle() == f"Nouvelle partie[*] — {APP_NAME}"
    assert (
        file_filter() == "Parties de piquet (*.piquet *.piquet.json *.json);;Tous les fichiers (*)"
    )


def test_the_status_bar_explains_in_french_and_counts_the_cards_in_french(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealt(qtbot, window)
    window.next_deal()
    assert window.notices.current() == (
        f"Aucune donne n'attend{NBSP}: la donne en cours n'est pas finie."
    )
    refusal = "Vous n'avez joué aucun coup de cette donne qui puisse être repris."
    assert window.menus.take_back_action.statusTip() == refusal

    c = window.controller
    high = c.decision().exchange_range[1]  # type: ignore[union-attr,index]
    hand = cards_of(c.view().hand)
    for card in hand[:high]:
        window.hand_model.toggle_selected(card)
    click_card(qtbot, window, hand[high])
    assert window.notices.current() == (
        f"Vous pouvez écarter au plus {high} cartes{NBSP}: "
        "cliquez d'abord sur une carte soulevée pour la remettre dans la main."
    )


def test_the_replay_bar_is_french_and_names_the_hands_by_whose_they_are(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealt(qtbot, window)
    assert window.replay_mode.replay_current()
    bar = window.replay_bar
    hands = [bar.hands_combo.itemText(i) for i in range(bar.hands_combo.count())]
    assert hands == ["Les deux mains", "Votre main seulement", f"Une seule main{NBSP}: Ordinateur"]
    assert bar.play_button.text() == "Lecture"
    label = bar.position_label.text()
    assert re.fullmatch(rf"Coup (\d+) sur \1{NBSP}: .+  ·  Ensuite{NBSP}: Donne 1, écart", label)
    bar.start_button.click()
    label = bar.position_label.text()
    assert re.fullmatch(rf"Coup 0 sur \d+{NBSP}: .+  ·  Ensuite{NBSP}: Donne 1, écart", label)
    assert window.windowTitle() == f"Revoir cette partie — {APP_NAME}"
