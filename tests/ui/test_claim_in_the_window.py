"""The claim in the window (instant animations): the Game menu's item and the prompt bar's button
are offered only while a claim is proven, and either one plays the rest of the deal out."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from windows import press, shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.game_controller import HUMAN
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow

#: Deal 1 of this seed against greedy, the player playing greedy: a claim from the eighth trick.
SEED = 1


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def play_to_the_claim(qtbot: QtBot, window: MainWindow) -> None:
    """The greedy player's moves until the claim is offered; no claim is offered before."""
    c = window.controller
    greedy, rng = GreedyPlayer(), random.Random(0)
    window.new_partie(NewPartieChoice(RUBICON, "greedy", SEED, "You"))
    while True:
        qtbot.waitUntil(lambda: c.decision() is not None or c.awaiting_next_deal, timeout=10_000)
        assert not c.awaiting_next_deal, "the deal ended and no claim was offered"
        if c.claim_refusal() is None:
            return
        assert not window.menus.claim_action.isEnabled()
        assert window.menus.claim_action.statusTip() == c.claim_refusal()
        assert window.prompt.button("claimTricksButton") is None
        decision = c.decision()
        assert decision is not None
        assert c.submit(greedy.choose(c.view(), decision, rng))


def test_the_prompt_bars_button_claims_the_remaining_tricks(
    qtbot: QtBot, window: MainWindow
) -> None:
    play_to_the_claim(qtbot, window)
    tricks = len(window.controller.view().tricks)
    assert window.menus.claim_action.isEnabled()
    press(qtbot, window.prompt.button("claimTricksButton"))
    shown = window.controller.view()
    assert shown.deal_phase == "over"
    assert all(t.winner == HUMAN for t in shown.tricks[tricks:])
    assert window.scene.speed() == window.settings.animation_speed


def test_the_game_menus_item_claims_the_remaining_tricks(qtbot: QtBot, window: MainWindow) -> None:
    play_to_the_claim(qtbot, window)
    window.menus.claim_action.trigger()
    assert window.controller.view().deal_phase == "over"
    assert window.controller.claimed_by() == HUMAN
    assert not window.menus.claim_action.isEnabled()
