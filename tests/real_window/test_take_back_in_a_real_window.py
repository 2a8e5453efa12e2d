"""Take back and redo in a real window, at Normal animation speed, by the keys a player presses.

After the exchange, Ctrl+Z is refused (the talon's cards have been seen): the entry is greyed,
and the status bar says what blocks it and what lifts the rule. With "Take back any move" turned
on in Preferences, Ctrl+Z takes the exchange back (the partie is then practice) and the table
comes back to the exchange by itself; Ctrl+Shift+Z plays it again, with the computer's replies,
and the status bar then says the redo alone.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_player import (
    Player,
    assert_the_table_shows_the_decision,
    wait_for_the_next_decision,
    wait_until_active,
)
from windows import press

from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window

REFUSED = (
    "You have seen the talon's cards: the exchange cannot be taken back. Open piquet"
    " or “Take back any move” (Preferences) allows it."
)


def test_a_refused_take_back_says_why_and_the_setting_lets_it_go_back_and_redo(
    qtbot: QtBot, window: MainWindow
) -> None:
    wait_until_active(window)
    c = window.controller
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 13, "You"))
    wait_for_the_next_decision(window)
    player = Player(qtbot, window, seed=1)
    while c.decision() is not None and c.decision().kind != "exchange":  # type: ignore[union-attr]
        player.move(keys=False)
        wait_for_the_next_decision(window)
    player.move(keys=False)  # the exchange: the talon's cards come in
    wait_for_the_next_decision(window)
    exchanged = c.record().actions
    take_back = window.menus.take_back_action
    assert not take_back.isEnabled() and take_back.statusTip() == REFUSED

    player.keys_to_the_table()
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    assert window.statusBar().currentMessage() == REFUSED
    assert c.record().actions == exchanged

    dialog = window.preferences_dialog()
    dialog.any_take_back_box.setChecked(True)
    press(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    wait_until_active(window, ask=False)
    assert window.settings.take_back_any_move and take_back.isEnabled()
    assert not c.is_practice  # nothing taken back yet

    player.keys_to_the_table()
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_the_next_decision(window)

    decision = c.decision()
    assert decision is not None and decision.kind == "exchange"
    assert c.is_practice and c.record().practice
    assert_the_table_shows_the_decision(window)
    said = window.statusBar().currentMessage()
    assert said.startswith("Took back your exchange: ") and "marked as practice" in said
    assert window.menus.redo_action.isEnabled()

    player.keys_to_the_table()
    player.key(
        Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    wait_for_the_next_decision(window)

    assert c.record().actions == exchanged
    assert_the_table_shows_the_decision(window)
    # the redo's own sentence alone: the replayed moves' news was said when first played
    assert window.statusBar().currentMessage() == (
        f"Made your exchange again ({len(c.record().take_backs[-1].undone)} moves replayed)."
    )
    assert not window.menus.redo_action.isEnabled()
