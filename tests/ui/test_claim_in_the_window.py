"""The claim in the window (instant animations): the Game menu's item and the prompt bar's button
are offered only while a claim is proven, and either one plays the rest of the deal out; the
replay's log says the claim too, and a file whose claim the cards contradict is refused."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

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


def claim_lines(lines: list[str]) -> list[str]:
    return [line for line in lines if "claims the remaining tricks" in line]


def test_the_replay_of_a_claimed_deal_says_the_claim_in_its_log(
    qtbot: QtBot, window: MainWindow
) -> None:
    play_to_the_claim(qtbot, window)
    press(qtbot, window.prompt.button("claimTricksButton"))
    live = claim_lines(window.side_panel.live_models[1].lines())
    assert len(live) == 1
    claim = window.controller.record().claims[0]

    assert window.replay_mode.replay_current()
    replay = window.replay_mode.replay
    assert replay is not None
    shown = window.side_panel.replay_models[1]
    assert claim_lines(shown.lines()) == live  # the replay opens on the finished partie
    replay.seek(claim.at)
    assert claim_lines(shown.lines()) == []
    replay.step_forward()
    assert claim_lines(shown.lines()) == live


def test_a_file_whose_claim_the_cards_contradict_is_refused_and_the_partie_in_play_is_kept(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    play_to_the_claim(qtbot, window)
    press(qtbot, window.prompt.button("claimTricksButton"))
    c = window.controller
    good = tmp_path / "claimed.piquet"
    c.save(good)
    record = c.record()
    title = window.windowTitle()
    data = json.loads(good.read_text(encoding="utf-8"))
    data["claims"][0]["seat"] = 1 - data["claims"][0]["seat"]
    crafted = tmp_path / "crafted.piquet"
    crafted.write_text(json.dumps(data), encoding="utf-8")

    assert not window.open_path(crafted)

    box = window.notices.error_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "crafted.piquet" in box.text() and "claims[0]: action " in box.text()
    assert c.record() == record and c.claimed_by() == HUMAN
    assert window.windowTitle() == title
    box.close()
