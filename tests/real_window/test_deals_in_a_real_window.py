"""Whole deals played in a real window on an X display, at Normal animation speed, as a player
plays them: clicks on the cards and the buttons, the arrow keys and Space, Ctrl+Enter.

The offscreen tests run with instant animations; these watch every card move. After each of the
player's moves the table must come to the next decision by itself (table_player explains the
waiting): the prompt asks for it, its buttons show, every card lies at its place. A table that
froze after the exchange at Normal speed (until a click on the felt) passed every offscreen test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from table_player import (
    Player,
    assert_the_table_shows_the_decision,
    screenshot,
    wait_for_the_next_decision,
    wait_until_active,
)
from windows import press

from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.ui.dialogs.deal_summary_dialog import row_reason
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window


def play_the_deal(
    player: Player,
    *,
    mark_by_keys: bool,
    confirm_by_key: bool,
    wait_for_the_raise: bool,
    keys_on_odd_tricks: bool,
    screenshot_to: Path | None = None,
) -> None:
    """Make every decision of the deal in play until its summary shows, each followed by the
    table reaching the next one by itself; ``screenshot_to`` takes the first trick's table."""
    window = player.window
    c = window.controller
    exchanged = False
    while not c.awaiting_next_deal:
        decision = c.decision()
        assert decision is not None
        if decision.kind == "exchange":
            player.move(
                keys=mark_by_keys,
                confirm_by_key=confirm_by_key,
                wait_for_the_raise=wait_for_the_raise,
            )
            exchanged = True
        else:
            odd = len(c.view().tricks) % 2 == 1
            player.move(keys=odd == keys_on_odd_tricks)
        wait_for_the_next_decision(window)
        assert_the_table_shows_the_decision(window)
        decision = c.decision()
        if screenshot_to is not None and decision is not None and decision.kind == "play":
            screenshot(window, screenshot_to)
            screenshot_to = None
    assert exchanged


def assert_the_summary_shows_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.summary_dialog
    assert dialog is not None and dialog.isVisible()
    result = window.controller.view().results[-1]
    grouped = dialog.row_texts()  # the play grouped per player, at a glance
    press(qtbot, dialog.details_button)  # every score, one by one
    rows = dialog.row_texts()
    assert len(grouped) <= len(rows)
    assert [r[1] for r in rows[: len(result.events)]] == [row_reason(e) for e in result.events]
    assert rows[-2][2:] == [str(result.totals[0]), str(result.totals[1])]
    assert dialog.ok_button.text().replace("&", "") == "Next deal"
    caption = window.scene.caption_text()
    assert caption is not None and caption.startswith("Deal over:"), caption


def test_a_rubicon_deal_at_normal_speed_reaches_every_decision_by_itself(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    wait_until_active(window)
    c = window.controller
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 13, "You"))
    wait_for_the_next_decision(window)  # the cards are dealt packet by packet
    assert c.view().deal_number == 1
    assert_the_table_shows_the_decision(window)

    player = Player(qtbot, window, seed=1)
    # The discards clicked and seen standing raised, the exchange confirmed with Ctrl+Enter.
    play_the_deal(
        player,
        mark_by_keys=False,
        confirm_by_key=True,
        wait_for_the_raise=True,
        keys_on_odd_tricks=True,
        screenshot_to=tmp_path / "rubicon-first-trick.png",
    )

    assert (tmp_path / "rubicon-first-trick.png").is_file()
    assert player.inputs["Ctrl+Return"] == 1, player.inputs
    assert player.inputs["Space"] and player.inputs["card clicked"], player.inputs
    assert_the_table_shows_the_decision(window)
    assert_the_summary_shows_the_deal(qtbot, window)
    press(qtbot, window.summary_dialog.ok_button)  # "Next deal"
    # While the next deal is dealt the prompt says so, with no button of the deal just over.
    assert window.scene.is_animating()
    assert window.prompt.text() == "Deal 2: dealing…", window.prompt.text()
    assert not [b.objectName() for b in window.prompt.buttons() if b.isVisible()]

    wait_for_the_next_decision(window)
    assert c.view().deal_number == 2 and not c.awaiting_next_deal
    assert window.summary_dialog is None
    assert_the_table_shows_the_decision(window)
    wait_until_active(window, ask=False)  # the summary gone, the keyboard is back


def test_an_au_cent_deal_at_normal_speed_reaches_every_decision_by_itself(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    wait_until_active(window)
    dialog = window.new_partie_dialog()
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("au-cent"))
    dialog.set_opponent("greedy")  # a practice opponent: shows them
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, "10")
    press(qtbot, dialog.start_button)
    c = window.controller
    assert c.rules == AU_CENT and c.seed == 10 and c.opponent == "greedy"

    wait_for_the_next_decision(window)
    assert_the_table_shows_the_decision(window)
    player = Player(qtbot, window, seed=2)
    # The discards marked with the ring and Space, Exchange clicked while they still rise.
    play_the_deal(
        player,
        mark_by_keys=True,
        confirm_by_key=False,
        wait_for_the_raise=False,
        keys_on_odd_tricks=False,
    )
    assert player.inputs["button exchangeButton"] == 1, player.inputs
    assert player.inputs["Space"] and player.inputs["card clicked"], player.inputs

    assert_the_table_shows_the_decision(window)
    assert_the_summary_shows_the_deal(qtbot, window)
    assert "Game" in window.scene.plate_texts()[0][2]  # au cent counts games, not a partie
    screenshot(window, tmp_path / "au-cent-summary.png")
    kinds = {type(a) for a in c.record().actions}
    assert {Discard, Play} <= kinds
