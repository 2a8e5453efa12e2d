"""Every computer player by name: the baselines and the five levels, weakest first.

This is the one list the arena (``arena.mirrored``), the hint (``advice``) and the app's opponent
menu read, so a name means the same player everywhere. ``PLAYERS`` maps a lower-case name to a
factory that makes a fresh player (players may keep per-deal memory; the arena makes a new one for
every deal); ``LEVELS`` gives the levels' names in order of strength with a one-line
description, and ``REFERENCES`` the frozen past levels (``master-1``) the same way. The names are
data (settings and records store them). The names and descriptions themselves live in
``ai.level_names``, which imports none of the levels' code, for the window that needs only them.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.level_names import LEVELS, REFERENCES
from piquet_desktop.ai.levels import casual, club, expert, master, master_1, novice
from piquet_desktop.ai.player import Player

PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "novice": novice,
    "casual": casual,
    "club": club,
    "expert": expert,
    "master": master,
    "master-1": master_1,
}


def make_player(name: str) -> Player:
    """A fresh player by registry name (case and surrounding spaces ignored); ValueError listing
    the valid names otherwise."""
    try:
        factory = PLAYERS[name.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; players are {', '.join(PLAYERS)}") from None
    return factory()


__all__ = ["LEVELS", "PLAYERS", "REFERENCES", "make_player"]
