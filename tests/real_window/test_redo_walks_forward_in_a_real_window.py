"""Three take backs and three redos in a real window, by the menu's shortcuts, at Normal speed.

With "Take back any move" on, Ctrl+Z three times goes back through the player's last three
chosen cards, and Ctrl+Shift+Z three times walks forward through all three again, the
computer's answers with them, until the table is where it was: at each step the partie, the
player's view and every card on the table are those the table showed at that moment of play.
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

from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table.layout import Zone

pytestmark = pytest.mark.real_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def table(window: MainWindow) -> object:
    """What the table shows: the partie's actions, the player's view, the prompt, and each zone's
    cards by slot (a placeholder, a card the player cannot know, counts but is not named)."""
    layout = window.scene.current_layout()
    assert layout is not None
    zones = {
        zone: [card if layout.places[card].known else None for card in layout.zone_cards(zone)]
        for zone in Zone
    }
    c = window.controller
    return (tuple(c.record().actions), c.view(), window.prompt.text(), zones, layout.hand_order)


def test_three_take_backs_and_three_redos_by_the_shortcuts_walk_back_and_forth(
    qtbot: QtBot, window: MainWindow
) -> None:
    wait_until_active(window)
    window.settings.take_back_any_move = True
    c = window.controller
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 13, "You"))
    wait_for_the_next_decision(window)
    player = Player(qtbot, window, seed=1)
    before_choices: list[object] = []  # the table before each card the player chose
    while len(before_choices) < 3:
        decision = c.decision()
        assert decision is not None
        if decision.kind == "play" and decision.count() > 1:
            before_choices.append(table(window))
        player.move(keys=False)
        wait_for_the_next_decision(window)
    steps = [*before_choices, table(window)]  # the last: where the take backs start

    player.keys_to_the_table()
    for back in (2, 1, 0):
        player.key(Qt.Key.Key_Z, CTRL)
        wait_for_the_next_decision(window)
        assert window.statusBar().currentMessage().startswith("Took back your ")
        assert table(window) == steps[back]
        assert_the_table_shows_the_decision(window)
    assert window.menus.redo_action.isEnabled()

    for forward in (1, 2, 3):
        player.keys_to_the_table()
        player.key(Qt.Key.Key_Z, CTRL | SHIFT)
        wait_for_the_next_decision(window)
        assert "again (" in window.statusBar().currentMessage()
        assert table(window) == steps[forward]
        assert_the_table_shows_the_decision(window)
        assert window.menus.redo_action.isEnabled() == (forward < 3)
