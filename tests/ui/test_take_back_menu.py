"""Game > Take Back and Redo in the window: the entry tells the rule, a refused Ctrl+Z says in the
status bar what blocks it and what lifts it, "Take back any move" (Preferences) lets it go back
past the talon, and Ctrl+Shift+Z (and the platform's Redo keys) plays the moves again."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QKeySequence, Qt, QTextDocument
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.dialogs.rules_text import rules_html
from piquet_desktop.ui.main_window import MainWindow

TIMEOUT_MS = 30_000
REFUSED = (
    "You have seen the talon's cards: the exchange cannot be taken back. Open piquet"
    " or “Take back any move” (Preferences) allows it."
)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def exchanged(qtbot: QtBot, window: MainWindow) -> None:
    """A new partie, played (greedy) to just after the human's exchange."""
    c = window.controller
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    while True:
        qtbot.waitUntil(lambda: c.decision() is not None, timeout=TIMEOUT_MS)
        decision = c.decision()
        assert decision is not None
        assert c.submit(GreedyPlayer().choose(c.view(), decision, random.Random(0)))
        if decision.kind == "exchange":
            break
    qtbot.waitUntil(lambda: c.decision() is not None, timeout=TIMEOUT_MS)


def press_keys(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    window.activateWindow()
    sequence = QKeySequence(keys)[0]
    qtbot.keyClick(window.table, sequence.key(), sequence.keyboardModifiers())


def test_the_take_back_entry_tells_the_rule(qtbot: QtBot, window: MainWindow) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    action = window.menus.take_back_action
    assert window.menus.game_menu.toolTipsVisible()
    assert "no move in this deal" in action.statusTip()
    exchanged(qtbot, window)
    assert not action.isEnabled()
    assert action.statusTip() == REFUSED
    assert Qt.mightBeRichText(action.toolTip())  # wrapped by Qt
    document = QTextDocument()
    document.setHtml(action.toolTip())
    assert document.toPlainText() == REFUSED


def test_a_refused_ctrl_z_says_why_in_the_status_bar(qtbot: QtBot, window: MainWindow) -> None:
    exchanged(qtbot, window)
    actions = window.controller.record().actions
    assert not window.menus.take_back_action.isEnabled()

    press_keys(qtbot, window, "Ctrl+Z")

    assert window.notices.current() == REFUSED
    assert window.controller.record().actions == actions


def test_take_back_any_move_from_preferences_then_redo_by_keys(
    qtbot: QtBot, window: MainWindow
) -> None:
    exchanged(qtbot, window)
    c = window.controller
    after = c.record().actions
    dialog = window.preferences_dialog()
    dialog.any_take_back_box.setChecked(True)
    dialog.accept()
    assert window.settings.take_back_any_move and c.options.take_back_anytime
    action = window.menus.take_back_action
    assert action.isEnabled() and "marks the partie as practice" in action.statusTip()
    assert not window.menus.redo_action.isEnabled()

    press_keys(qtbot, window, "Ctrl+Z")

    decision = c.decision()
    assert c.is_practice and decision is not None and decision.kind == "exchange"
    assert window.notices.current().startswith("Took back your exchange: ")
    assert window.menus.redo_action.isEnabled()

    press_keys(qtbot, window, "Ctrl+Shift+Z")

    assert c.record().actions == after
    assert window.notices.current().startswith("Made your exchange again (")
    assert not window.menus.redo_action.isEnabled()
    press_keys(qtbot, window, "Ctrl+Shift+Z")  # refused: it says so
    assert window.notices.current() == (
        "Nothing to redo: you have taken nothing back since your last move."
    )


def test_redo_has_the_platforms_keys_and_ctrl_shift_z(window: MainWindow) -> None:
    keys = window.menus.redo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in keys
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
        assert key in keys
    assert window.menus.redo_refused_action.shortcuts() == keys


def test_the_rules_page_explains_take_back_and_what_lifts_its_limit() -> None:
    page = rules_html(RUBICON)
    assert "<h2>Taking back a move</h2>" in page
    assert "only while you have seen no new card since" in page
    assert "“Take back any move” in Preferences" in page and "Ctrl+Shift+Z" in page


def test_the_rules_page_explains_take_back_in_french(french: None) -> None:
    page = rules_html(RUBICON)
    assert "<h2>Reprendre un coup</h2>" in page
    assert "Reprendre n'importe quel coup" in page and "Ctrl+Maj+Z" in page
