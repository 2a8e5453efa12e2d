"""Records for the library tests: parties of random legal moves, as the app would record them.

Imported as ``library_records`` (``tests/`` is on ``sys.path``, see helpers.py). Random play reaches
finished parties in milliseconds, which is all the library needs: it stores records, it does
not judge the play.
"""

from __future__ import annotations

from helpers import play_random

from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RuleSet

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


def recorded(
    seed: int, until: int | None = None, *, id: str | None = None, rules: RuleSet | None = None
) -> PartieRecord:
    """The partie of random moves drawn from ``seed`` (its first ``until`` actions if given)."""
    state = play_random(rules or RuleSet(), seed, until)
    record = PartieRecord.from_state(state, PLAYERS, seed)
    record.id = id
    return record
