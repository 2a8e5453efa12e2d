"""Claiming the remaining tricks in a real window at Normal speed: the player plays the seeded deal
by mouse until the claim is offered (the prompt bar's button and the Game menu's item), presses
the button, and the rest of the deal is played out on the table, quicker than by hand, to the
deal's summary; the declarations log says who claimed. The computer's claim is played out the
same way, the player's own cards with it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from table_player import (
    Player,
    assert_every_card_at_its_place,
    screenshot,
    wait_for_the_next_decision,
    wait_until_active,
)
from windows import press

from piquet_desktop.controller.game_controller import COMPUTER, HUMAN
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table.animation_plan import CLAIM_PACE

pytestmark = pytest.mark.real_window

#: Against the greedy level, the player making the greedy player's moves can claim in deal 1
#: from the eighth trick (tests/controller/test_claims.py plays the same deal offscreen).
SEED = 1
#: In deal 1 of this seed the computer claims the rest (the offscreen tests' ``COMPUTER_CLAIMS``).
COMPUTER_SEED = 2


def test_the_player_claims_the_remaining_tricks_and_the_table_plays_them_out(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    wait_until_active(window)
    c = window.controller
    window.new_partie(NewPartieChoice(RUBICON, "greedy", SEED, "You"))
    wait_for_the_next_decision(window)
    player = Player(qtbot, window, seed=0)
    while c.claim_refusal() is not None:
        assert not c.awaiting_next_deal, "the deal ended and no claim was offered"
        assert window.prompt.button("claimTricksButton") is None
        assert not window.menus.claim_action.isEnabled()
        player.move(keys=False)
        wait_for_the_next_decision(window)
    assert window.menus.claim_action.isEnabled()
    button = window.prompt.button("claimTricksButton")
    assert button is not None and button.isVisible()
    tricks_before = len(c.view().tricks)
    screenshot(window, tmp_path / "claim-offered.png")

    speeds: list[float] = []
    c.claimStarted.connect(lambda _seat: speeds.append(window.scene.speed()))
    press(qtbot, button)

    assert speeds == [pytest.approx(window.settings.animation_speed * CLAIM_PACE)]
    assert window.scene.speed() == window.settings.animation_speed  # only the claimed cards
    assert window.scene.is_animating()  # the cards go to their tricks on the table
    wait_for_the_next_decision(window)  # the table comes to rest and the summary shows
    shown = c.view()
    assert shown.deal_phase == "over"
    assert all(t.winner == HUMAN for t in shown.tricks[tricks_before:])
    assert_every_card_at_its_place(window)
    log = window.side_panel.live_models[1].lines()
    assert any(line.endswith("(You) claims the remaining tricks.") for line in log), log
    assert window.summary_dialog is not None and window.summary_dialog.isVisible()
    screenshot(window, tmp_path / "claim-played-out.png")
    press(qtbot, window.summary_dialog.ok_button)  # "Next deal"
    wait_for_the_next_decision(window)
    assert c.view().deal_number == 2


def test_the_computer_claims_and_the_table_plays_the_players_cards_for_him(
    qtbot: QtBot, window: MainWindow
) -> None:
    wait_until_active(window)
    c = window.controller
    seats: list[int] = []
    c.claimStarted.connect(seats.append)
    window.new_partie(NewPartieChoice(RUBICON, "greedy", COMPUTER_SEED, "You"))
    wait_for_the_next_decision(window)
    player = Player(qtbot, window, seed=0)
    while not c.awaiting_next_deal:
        player.move(keys=False)
        wait_for_the_next_decision(window)
    assert seats == [COMPUTER]
    assert_every_card_at_its_place(window)
    log = window.side_panel.live_models[1].lines()
    assert any(line.endswith("(Computer) claims the remaining tricks.") for line in log), log
    assert window.summary_dialog is not None and window.summary_dialog.isVisible()
