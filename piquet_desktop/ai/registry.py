"""Every computer player by name, weakest first.

This is the one list the arena, the hint button and the app's opponent menu read, so a name means
the same player everywhere. ``PLAYERS`` maps a lower-case name to a factory that makes a fresh
player (players may keep per-deal memory, so each partie or deal gets a new one); ``LEVELS`` gives
the same names in order of strength with a one-line description. For now it holds the two
baselines; the levels named for players (novice to master) join it with the AI issue.
"""

from __future__ import annotations

from collections.abc import Callable

from .baselines import GreedyPlayer, RandomPlayer
from .player import Player

LEVELS: tuple[tuple[str, str], ...] = (
    ("random", "Plays any legal card or discard at random: a baseline, not an opponent."),
    ("greedy", "The obvious move every time, no lookahead: a baseline to beat."),
)

PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}


def make_player(name: str) -> Player:
    """A fresh player by registry name (case and surrounding spaces ignored); ValueError listing
    the valid names otherwise."""
    try:
        factory = PLAYERS[name.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; players are {', '.join(PLAYERS)}") from None
    return factory()


__all__ = ["LEVELS", "PLAYERS", "make_player"]
