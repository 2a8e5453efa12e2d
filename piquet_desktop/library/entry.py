"""What the library hands out about a partie: its entry in the list, and what a deletion set aside.

Values only: no database or file is touched through them (store.py makes them).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from piquet_desktop.engine.record import PartieRecord

from .facts import PartieFacts, Status

__all__ = ["Deleted", "LibraryEntry"]


@dataclass(frozen=True)
class LibraryEntry:
    """One partie of the library.

    ``played``: when it was last played (its record file was last written), UTC. ``facts`` is
    None and ``damage`` the reason when the record cannot be loaded (status "damaged").
    ``record`` is the loaded record when asked for (``entries(with_records=True)``), else None.
    """

    id: str
    played: datetime
    status: Status
    facts: PartieFacts | None
    damage: str | None
    path: Path
    record: PartieRecord | None = None

    @property
    def can_continue(self) -> bool:
        return self.status in ("in_progress", "abandoned")


@dataclass(frozen=True)
class Deleted:
    """What ``delete`` set aside, for ``restore`` (undo): the row and where the file went."""

    id: str
    row: dict[str, Any]
    moved_to: Path | None
