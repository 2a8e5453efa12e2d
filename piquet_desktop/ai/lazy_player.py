"""A registry player by name, whose code is imported and whose object is made on its first use.

The window's ``GameController`` needs a ``Player`` for the opponent, but the opponent thinks in
the AI worker process, which makes its own player from the level's name (``controller/
ai_process.decide``). Making the real player in the window would import every level's search
code (``ai.registry``: the exchange search, the sampler, the solver) at the first deal, for an
object that is asked only when worker processes cannot start. ``registry_player`` checks the name
against ``level_names`` at once, as ``registry.make_player`` does, and returns a stand-in that
makes ``make_player(name)`` the first time it is asked a move (or its name): the same player,
only later.
"""

from __future__ import annotations

import random

from piquet_desktop.ai.level_names import PLAYER_NAMES
from piquet_desktop.ai.player import Player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView

__all__ = ["LazyRegistryPlayer", "registry_player"]


class LazyRegistryPlayer:
    """The registry player ``level`` (a valid registry name), made on its first question."""

    def __init__(self, level: str) -> None:
        self.level = level
        self._player: Player | None = None

    @property
    def made(self) -> bool:
        """The real player exists (it has been asked something)."""
        return self._player is not None

    def _real(self) -> Player:
        if self._player is None:
            from piquet_desktop.ai.registry import make_player  # the levels' code: only now

            self._player = make_player(self.level)
        return self._player

    @property
    def name(self) -> str:
        return self._real().name

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        return self._real().choose(view, decision, rng)


def registry_player(name: str) -> Player:
    """``registry.make_player(name)``, made on its first use (case and surrounding spaces
    ignored); ValueError listing the valid names at once for an unknown one, as ``make_player``."""
    level = name.strip().lower()
    if level not in PLAYER_NAMES:
        raise ValueError(f"unknown player {name!r}; players are {', '.join(PLAYER_NAMES)}")
    return LazyRegistryPlayer(level)
