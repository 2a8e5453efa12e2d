"""Every computer player by name: the baselines and the five levels, weakest first.

This is the one list the arena (``arena.mirrored``), the hint (``advice``) and the app's opponent
menu read, so a name means the same player everywhere. ``PLAYERS`` maps a lower-case name to a
factory that makes a fresh player (players may keep per-deal memory; the arena makes a new one for
every deal); ``LEVELS`` gives the levels' names in order of strength with a one-line
description, and ``REFERENCES`` the frozen past levels (``master-1``) the same way. The names are
data (settings and records store them); the descriptions are English marked for translation
(context "Registry"), translated where they are shown (``translate("Registry", description)``).
"""

from __future__ import annotations

from collections.abc import Callable

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.levels import casual, club, expert, master, master_1, novice
from piquet_desktop.ai.player import Player
from piquet_desktop.translation import QT_TRANSLATE_NOOP

LEVELS: tuple[tuple[str, str], ...] = (
    (
        "random",
        QT_TRANSLATE_NOOP(
            "Registry", "Plays any legal card or discard at random: a baseline, not an opponent."
        ),
    ),
    (
        "greedy",
        QT_TRANSLATE_NOOP(
            "Registry", "The obvious move every time, no lookahead: a baseline to beat."
        ),
    ),
    (
        "novice",
        QT_TRANSLATE_NOOP(
            "Registry",
            "Knows the standard advice (keep the point, take all) but counts only A and K.",
        ),
    ),
    (
        "casual",
        QT_TRANSLATE_NOOP(
            "Registry", "A sound social player: counts every card played, judges how many to take."
        ),
    ),
    (
        "club",
        QT_TRANSLATE_NOOP(
            "Registry", "Simulates the exchange; calculates the last seven tricks exactly."
        ),
    ),
    (
        "expert",
        QT_TRANSLATE_NOOP(
            "Registry",
            "Reads the opponent's choices, solves the play from trick 3, plays to the score.",
        ),
    ),
    (
        "master",
        QT_TRANSLATE_NOOP(
            "Registry",
            "Solves every card over dozens of worlds; checks its exchange by exact play.",
        ),
    ),
)
"""The players in order of strength (the last is the strongest: the hint's default)."""

REFERENCES: tuple[tuple[str, str], ...] = (
    (
        "master-1",
        QT_TRANSLATE_NOOP(
            "Registry",
            "Master frozen as of 2026-12-01: the reference the new Master is measured by.",
        ),
    ),
)
"""Frozen past levels kept for measuring progress (the arena, the benchmarks): not ranked among
the levels, offered in the app only as practice opponents."""

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
