"""What the statistics are computed from: a partie the player played, and when.

The statistics do not read files or the library themselves: they are given ``PlayedPartie``s by
whoever keeps the parties (the library, tests), so that they can be tested on parties made on the
spot and the library can change its storage without touching them. ``mean_loss`` and
``rated_decisions`` come from the partie's review when one exists (None and 0 otherwise), so
accuracy is measured only over the parties that were reviewed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from piquet_desktop.engine.record import PartieRecord

UNKNOWN_OPPONENT = "unknown"
"""The level of an opponent whose record names none (another person, a player we do not know)."""


@dataclass(frozen=True)
class PlayedPartie:
    """A partie as the player played it: its record, when, in which seat, and its review's
    accuracy (the mean points lost per decision over ``rated_decisions`` decisions)."""

    played_at: datetime
    record: PartieRecord
    human_seat: int = 0
    mean_loss: float | None = None
    rated_decisions: int = 0

    def __post_init__(self) -> None:
        if self.human_seat not in (0, 1):
            raise ValueError(f"the player's seat must be 0 or 1, not {self.human_seat!r}")
        if self.rated_decisions < 0:
            raise ValueError(f"a review cannot rate {self.rated_decisions} decisions")

    @property
    def opponent(self) -> str:
        """The opponent's level as the record names it (registry name, lower case)."""
        level = self.record.players[1 - self.human_seat].level
        return level.strip().lower() if level else UNKNOWN_OPPONENT
