"""Driving a ``GameController`` the way the window does: answer its decisions, wait for the
computer through the event loop (qtbot.waitUntil, never sleep), continue after each deal.

Imported by the controller tests as ``game_driver`` (tests/controller is on ``sys.path``: the
folder has no ``__init__.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.decision import Decision

TIMEOUT_MS = 10_000


def wait_for_turn(qtbot: QtBot, game: GameController) -> None:
    """Until the human has a decision, a deal summary is waiting, or the partie is over."""
    qtbot.waitUntil(
        lambda: game.decision() is not None or game.awaiting_next_deal or game.is_over,
        timeout=TIMEOUT_MS,
    )


def play(
    qtbot: QtBot,
    game: GameController,
    human: Player | None = None,
    rng: random.Random | None = None,
    *,
    stop: Callable[[GameController, Decision | None], bool] = lambda g, d: False,
    next_deals: bool = True,
) -> None:
    """Play the human's side until ``stop(game, decision)`` says so, the partie ends, or (with
    ``next_deals`` off) a deal ends. ``stop`` is asked before each human decision too."""
    human = human or GreedyPlayer()
    rng = rng or random.Random(0)
    while not game.is_over:
        wait_for_turn(qtbot, game)
        if game.is_over:
            return
        decision = game.decision()
        if stop(game, decision):
            return
        if game.awaiting_next_deal:
            if not next_deals:
                return
            game.next_deal()
            continue
        assert decision is not None
        assert game.submit(human.choose(game.view(), decision, rng))
