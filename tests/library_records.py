"""Records for the library tests: parties of random legal moves, as the app would record them.

Imported as ``library_records`` (``tests/`` is on ``sys.path``, see helpers.py). Random play reaches
finished parties in milliseconds, which is all the library needs: it stores records, it does
not judge the play.
"""

from __future__ import annotations

from helpers import play_random

from piquet_desktop.ai.review import ANALYSIS_VERSION, DecisionReview, PartieReview
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.partie import new_partie
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


def reviewed(record: PartieRecord, seat: int, losses: list[float]) -> PartieRecord:
    """``record`` with a stored review (``PartieReview``, as the app stores it) of ``seat``'s
    first card plays, losing ``losses`` points each."""
    state = new_partie(record.rules)
    decisions: list[DecisionReview] = []
    for i, action in enumerate(record.actions):
        if len(decisions) == len(losses):
            break
        if isinstance(action, Play) and state.current_player == seat:
            loss = losses[len(decisions)]
            decisions.append(
                DecisionReview(
                    i, 1, "play", action, action, 0.0, loss, loss, 0.1, None, 8, None, None
                )
            )
        state.apply(action)
    covered = decisions[-1].index + 1 if decisions else 0
    review = PartieReview(seat, "master", 0, covered, tuple(decisions), ANALYSIS_VERSION)
    record.analysis = review.to_json()
    return record
