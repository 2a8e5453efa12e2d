"""One spelling of "New Partie" wherever the app names the command or an untitled partie.

Title case, as KDE writes menu items, buttons and window titles (the menu's "New Partie…", the
dialog's title); sentences keep sentence case ("Start a new partie").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from helpers import play_random
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieDialog
from piquet_desktop.ui.main_window import MainWindow

NEW_PARTIE = re.compile("new partie", re.IGNORECASE)
PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def spellings(*texts: str) -> set[str]:
    return {m.group(0) for text in texts for m in NEW_PARTIE.finditer(text.replace("&", ""))}


def test_the_menu_item_and_the_dialog_title_say_new_partie(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = NewPartieDialog(AppSettings())
    qtbot.addWidget(dialog)
    assert spellings(window.menus.new_action.text(), dialog.windowTitle()) == {"New Partie"}


def test_the_prompt_button_and_an_unsaved_partie_title_say_new_partie(
    qtbot: QtBot, window: MainWindow
) -> None:
    finished = play_random(RUBICON, seed=3)
    window.controller.load(PartieRecord.from_state(finished, PLAYERS, 3), None)
    qtbot.waitUntil(lambda: window.prompt.button("newPartieButton") is not None)
    button = window.prompt.button("newPartieButton")
    assert button is not None
    assert spellings(button.text(), window.windowTitle()) == {"New Partie"}


def test_the_prompt_says_what_the_opponent_is_doing_in_the_deals_terms() -> None:
    from piquet_desktop.ui.decision_prompt import _waiting_text

    assert _waiting_text("elder_discard", "Bob", thinking=True) == "Bob is exchanging…"
    assert _waiting_text("younger_discard", "Bob", thinking=False) == "Bob to exchange."
    assert _waiting_text("declare", "Bob", thinking=True) == "Bob is declaring…"
    assert _waiting_text("play", "Bob", thinking=False) == "Bob to play."
    assert _waiting_text("play", "Bob", thinking=True) == "Bob is thinking…"
    assert _waiting_text(None, "Bob", thinking=False) == "Bob to play."
