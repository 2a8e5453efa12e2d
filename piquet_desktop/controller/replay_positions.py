"""What the replay window seeks between, gathered from the one replay that loads a record.

A replay rebuilds any position from the nearest copy of the partie kept every
``CHECKPOINT_EVERY`` actions (controller/replay.py). Those copies, who made each action and
where each deal starts are noted while the record is replayed to be checked (``watch``, an
``engine.record.ReplayWatch``, as the take back's points are: controller/take_back.py), so
replaying a file opened or taken from the library replays its partie once. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.engine.actions import Action, Shuffle
from piquet_desktop.engine.partie import PartieState

__all__ = ["CHECKPOINT_EVERY", "PositionScan", "ReplayPositions"]

CHECKPOINT_EVERY = 16


@dataclass(frozen=True)
class ReplayPositions:
    """``checkpoints[k]``: the partie after ``k * CHECKPOINT_EVERY`` actions (copies nobody
    changes: a seek clones them); ``seats[i]``: who made action ``i`` (CHANCE for chance);
    ``deal_starts``: the position just after each shuffle, deal 1 first."""

    checkpoints: tuple[PartieState, ...]
    seats: tuple[int, ...]
    deal_starts: tuple[int, ...]


class PositionScan:
    """Notes a replay's positions as the loader's replay goes (``watch``), then hands them on
    (``replayed``)."""

    def __init__(self) -> None:
        self._checkpoints: list[PartieState] = []
        self._seats: list[int] = []
        self._deal_starts: list[int] = []

    def watch(self, state: PartieState, action: Action) -> None:
        """The replay is about to apply ``action`` to ``state`` (``engine.record.ReplayWatch``);
        the seat to act now is the one ``apply`` reports."""
        i = len(self._seats)
        if i % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(state.clone())
        self._seats.append(state.current_player)
        if isinstance(action, Shuffle):
            self._deal_starts.append(i + 1)

    def replayed(self, state: PartieState) -> ReplayPositions:
        """The replay has ended at ``state``, every action watched: the positions noted."""
        if len(self._seats) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(state.clone())
        return ReplayPositions(
            tuple(self._checkpoints), tuple(self._seats), tuple(self._deal_starts)
        )
