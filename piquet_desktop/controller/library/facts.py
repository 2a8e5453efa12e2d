"""The facts a list of parties needs, read once from a record and kept beside it.

The record is the truth; these are what the Library window sorts and filters on and what the
statistics count, stored as columns so that neither has to replay every partie to show a list.
Each is computed from the record and its replayed state by ``facts_of`` and nothing else, so a
rebuilt database holds the very same facts. The result is the human's (seat 0): "won" means the
player won.

The review summary is a hook for the review of each decision (issue 12): a record may carry an
optional ``analysis`` part, and ``review_summary`` reads the player's mean loss per decision from
it. Until a record has one, ``reviewed`` is False and ``mean_loss`` None.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Literal

from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord
from piquet_desktop.engine.rules import RuleSet

__all__ = [
    "HUMAN_SEAT",
    "PartieFacts",
    "Result",
    "Status",
    "facts_of",
    "review_summary",
    "rules_json",
    "variant_name",
]

HUMAN_SEAT = 0
Status = Literal["in_progress", "abandoned", "finished", "damaged"]
Result = Literal["won", "lost", "drawn"]


@dataclass(frozen=True)
class PartieFacts:
    """One partie as a list shows it. ``margin`` is the player's: negative when he lost.

    ``result``, ``margin`` and ``rubicon`` are None until the partie is finished; ``rubicon``
    says whether the loser was rubiconed (given by the player when he won, suffered when he
    lost). The margin is in points for a Rubicon partie and in games for au cent (whose result
    is the games won, ``games``, a double counting two; None for Rubicon). ``score`` is the
    points scored over all deals, the player's first; ``deals`` counts the deals finished.
    """

    variant: str
    rules: RuleSet
    human: str
    opponent: str
    opponent_level: str | None
    finished: bool
    result: Result | None
    margin: int | None
    rubicon: bool | None
    deals: int
    score: tuple[int, int]
    games: tuple[int, int] | None
    practice: bool
    reviewed: bool
    mean_loss: float | None


def variant_name(rules: RuleSet) -> str:
    """The variant in a few words: "Rubicon, 6 deals", "Au cent, 36 cards"."""
    name = f"Rubicon, {rules.rubicon_deals} deals" if rules.partie == "rubicon" else "Au cent"
    if rules.deck == 36:
        name += ", 36 cards"
    return name


def facts_of(record: PartieRecord, state: PartieState, data: dict[str, Any]) -> PartieFacts:
    """The facts of ``record``, replayed as ``state``; ``data`` is its JSON (for the review)."""
    human, computer = record.players[HUMAN_SEAT], record.players[1 - HUMAN_SEAT]
    result = state.result
    outcome: Result | None = None
    margin: int | None = None
    rubicon: bool | None = None
    au_cent = record.rules.partie == "au_cent"
    games = (state.game_points()[HUMAN_SEAT], state.game_points()[1 - HUMAN_SEAT])
    if result is not None:
        size = abs(games[0] - games[1]) if au_cent else result.margin
        if result.winner is None:
            outcome, margin = "drawn", 0
        elif result.winner == HUMAN_SEAT:
            outcome, margin = "won", size
        else:
            outcome, margin = "lost", -size
        rubicon = result.rubiconed
    reviewed, mean_loss = review_summary(data)
    totals = state.totals
    return PartieFacts(
        variant=variant_name(record.rules),
        rules=record.rules,
        human=human.name,
        opponent=computer.name,
        opponent_level=computer.level if computer.kind == "ai" else None,
        finished=state.is_over,
        result=outcome,
        margin=margin,
        rubicon=rubicon,
        deals=len(state.results),
        score=(totals[HUMAN_SEAT], totals[1 - HUMAN_SEAT]),
        games=games if au_cent else None,
        practice=record.practice,
        reviewed=reviewed,
        mean_loss=mean_loss,
    )


def review_summary(data: dict[str, Any]) -> tuple[bool, float | None]:
    """Whether the record carries a review, and the player's mean loss per decision in it.

    The review's ``analysis`` part (``ai.review.PartieReview.to_json``): the reviewed ``seat``
    and a ``decisions`` list with each decision's ``loss`` in points; only a review of the
    player's own seat counts. Anything else
    (no analysis, another shape, no decision of the player's) counts as not reviewed: a summary
    that cannot be read is left empty, never guessed.
    """
    analysis = data.get("analysis")
    if not isinstance(analysis, dict) or analysis.get("seat", HUMAN_SEAT) != HUMAN_SEAT:
        return False, None  # none, or the review of the computer's decisions
    decisions = analysis.get("decisions")
    if not isinstance(decisions, list):
        return False, None
    losses = [
        float(d["loss"])
        for d in decisions
        if isinstance(d, dict)
        and d.get("seat", HUMAN_SEAT) == HUMAN_SEAT
        and isinstance(d.get("loss"), int | float)
        and not isinstance(d.get("loss"), bool)
        and math.isfinite(d["loss"])
    ]
    if not losses:
        return False, None
    # as ``ai.review.PartieReview.accuracy``: a choice better than the best found loses nothing
    return True, sum(max(loss, 0.0) for loss in losses) / len(losses)


def rules_json(rules: RuleSet) -> str:
    """The rule set as the database keeps it: compact JSON with sorted keys."""
    return json.dumps(rules.to_json(), sort_keys=True, separators=(",", ":"))
