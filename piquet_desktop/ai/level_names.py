"""The computer players' names and descriptions, without their code.

The window's first screen needs the names (the settings check the saved opponent, the New Partie
dialog lists them, the statistics order them) but none of the levels' search code, which
``ai.registry`` imports (the exchange search, the sampler, the solver...) and which only the AI
worker process and the tools run. So the names live here, in a module that imports nothing but
the translation marker; ``ai.registry`` maps the same names to their factories, and a test holds
the two lists equal. The descriptions are English marked for translation (context "Registry"),
translated where they are shown (``translate("Registry", description)``).
"""

from __future__ import annotations

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

PLAYER_NAMES: tuple[str, ...] = tuple(name for name, _ in LEVELS + REFERENCES)
"""Every computer player's registry name, in the registry's order (``registry.PLAYERS``'s keys):
the levels weakest first, then the frozen references."""

__all__ = ["LEVELS", "PLAYER_NAMES", "REFERENCES"]
