"""The live partie's seats and generators: chance's, the computer's, and the hint's seed.

The player at the window sits in seat ``HUMAN``, the computer in ``COMPUTER`` (engine/seats.py,
re-exported here for the controller's modules).

Why a partie replays: chance draws from ``random.Random(seed)``, and on ``load`` that generator is
advanced past the chance actions already in the record (``chance_rng``), so a saved, reloaded or
"continued from here" partie deals the very cards the uninterrupted one would have. The computer
player's generator is derived from the seed and the index of the action it is choosing
(``computer_rng``, the same scheme as ``ai.player.seat_rngs``, one generator per decision rather
than one per seat): its answer to a position never depends on what happened before it, so a take
back followed by the same move, or a reloaded partie, meets the same reply. The hint likewise
(``hint_seed``).
"""

from __future__ import annotations

import random
import secrets

from piquet_desktop.engine.actions import Action, Cut, Shuffle
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.seats import COMPUTER, HUMAN

__all__ = ["COMPUTER", "HUMAN", "chance_rng", "computer_rng", "hint_seed", "new_seed"]


def hint_seed(seed: int, action_index: int) -> int:
    """The advice's sampling seed for the hint at ``action_index`` of the partie of ``seed``: the
    same position always gets the same hint (a hint asked again after a take back agrees)."""
    return seed * 1_000_003 + action_index


def computer_rng(seed: int, action_index: int) -> random.Random:
    """The computer's generator for the decision at ``action_index`` of the partie of ``seed``.

    A string seed, like ``seat_rngs``: hashed with SHA-512, stable across runs and platforms.
    """
    return random.Random(f"piquet-seat:{seed}:{COMPUTER}:{action_index}")


def chance_rng(seed: int, actions: list[Action], deck: int) -> random.Random:
    """``random.Random(seed)`` advanced past the chance steps in ``actions``.

    ``chance_action`` draws two cards for a cut and shuffles the whole pack for a deal; making the
    same draws again leaves the generator where the original partie left it.
    """
    rng = random.Random(seed)
    cards = list(pack(deck))  # a sample's draws depend on the population's size
    for action in actions:
        if isinstance(action, Cut):
            rng.sample(cards, 2)
        elif isinstance(action, Shuffle):
            rng.shuffle(list(action.order))
    return rng


def new_seed() -> int:
    """A seed for a partie started without one."""
    return secrets.randbelow(2**31)
