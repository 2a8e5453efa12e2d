"""Shared test helpers: parties played by random legal moves.

Tests import this module as ``helpers``: ``tests/`` holds a ``conftest.py`` and no ``__init__.py``,
so pytest (in its default "prepend" import mode) puts ``tests/`` itself on ``sys.path`` before any
test module is collected.

Random play is the cheapest way to reach every corner of the state machine (carte blanche, equal
declarations, recuts, au cent games ending mid-deal) without hand-writing deals. The exchange is
drawn directly rather than from ``legal_actions``: the engine enumerates every possible discard
there (hundreds of subsets), which would make generating dozens of parties slow.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player
from piquet_desktop.engine.actions import Action, Discard
from piquet_desktop.engine.cards import cards_of, mask_of
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import CHANCE, PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView

Until = int | Callable[[PartieState], bool] | None


def random_action(state: PartieState, rng: random.Random) -> Action:
    """A uniformly drawn legal action (or chance outcome) for whoever is to act in ``state``."""
    if state.current_player == CHANCE:
        return chance_action(state, rng)
    deal = state.deal
    assert deal is not None, "no action is possible: the partie is over"
    if deal.phase in ("elder_discard", "younger_discard"):
        low, high = deal.exchange_range()
        hand = cards_of(deal.hands[deal.to_act])
        return Discard(mask_of(rng.sample(hand, rng.randint(low, high))))
    return rng.choice(state.legal_actions())


def play_random(rules: RuleSet, seed: int, until: Until = None) -> PartieState:
    """Play a partie with random legal actions drawn from ``random.Random(seed)``.

    ``until`` stops early: an ``int`` stops once that many actions are in ``state.actions``, a
    predicate stops as soon as it returns True for the state. Without it the partie is played to
    its end. The same rules and seed always give the same partie.
    """
    rng = random.Random(seed)
    state = new_partie(rules)
    while not state.is_over:
        if isinstance(until, int) and len(state.actions) >= until:
            break
        if callable(until) and until(state):
            break
        state.apply(random_action(state, rng))
    return state


@dataclass
class Checked:
    """Wraps a player and fails the test if it ever returns an action its decision forbids."""

    inner: Player
    asked: int = 0

    @property
    def name(self) -> str:
        return self.inner.name

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        assert view.seat == decision.seat and view.my_turn
        action = self.inner.choose(view, decision, rng)
        assert decision.is_legal(action), f"{self.name} chose illegal {action} for {decision}"
        self.asked += 1
        return action


def assert_usage_error(
    main: Callable[[list[str]], int],
    args: list[str],
    message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The console tools' contract for bad arguments: exit status 2, ``message`` on stderr, no
    traceback, nothing on stdout."""
    assert main(args) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert "Traceback" not in captured.err and captured.out == ""


class GatedPlayer:
    """Answers like the greedy player, but only while the test keeps the gate open (a
    computer still thinking when the test acts: take back, new partie, quit)."""

    name = "gated"

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        self.gate.wait(10)
        return GreedyPlayer().choose(view, decision, rng)
