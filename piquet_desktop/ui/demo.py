"""The window playing the human's side by itself, for machines rather than players.

``--demo-moves`` (the kill-and-resume test, the memory benchmark), the self-test and the stall
benchmark let the greedy player make the next few human decisions through the same
``GameController.submit`` a click uses, one decision per turn of the event loop, so the window
paints and the autosave is written as in a real partie. Deal summaries are skipped, and nothing is
played while a replay shows.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.models import HandModel


class Demo(QObject):
    """Greedy moves for ``controller``'s human; ``paused()`` True holds them back."""

    def __init__(
        self,
        parent: QObject,
        controller: GameController,
        hand_model: HandModel,
        *,
        close_summary: Callable[[], None],
        paused: Callable[[], bool],
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hand_model = hand_model
        self._close_summary = close_summary
        self._paused = paused
        self._demo_left = 0
        self._demo_rng = random.Random(0)
        self._demo_scheduled = False

    def start(self, moves: int, seed: int = 0) -> None:
        """Let the greedy player make the next ``moves`` human decisions, then stop. The
        partie is then a practice partie (the player did not make those moves)."""
        self._demo_left = max(0, moves)
        if self._demo_left:
            self.controller.mark_practice()
        self._demo_rng = random.Random(seed)
        self.schedule()

    @property
    def moves_left(self) -> int:
        return self._demo_left

    def schedule(self) -> None:
        """Make the next move on the next turn of the event loop, if moves are left."""
        if self._demo_left > 0 and not self._demo_scheduled:
            self._demo_scheduled = True
            QTimer.singleShot(0, self._demo_step)

    def _demo_step(self) -> None:
        self._demo_scheduled = False
        if self._demo_left <= 0 or self._paused():
            return
        c = self.controller
        if c.awaiting_next_deal:
            self._close_summary()
            c.next_deal()
            self.schedule()
            return
        decision = c.decision()
        if decision is None:
            return  # the computer's turn: viewChanged will call again
        action = GreedyPlayer().choose(c.view(), decision, self._demo_rng)
        self.hand_model.clear_selection()
        if c.submit(action):
            self._demo_left -= 1
        self.schedule()
