"""The facts a list of parties needs, read once from a record and kept beside it.

The record is the truth; these are what the Library window sorts and filters on and what the
statistics count, stored as columns so that neither has to replay every partie to show a list.
Each is computed from the record and its replayed state by ``facts_of`` and nothing else, so a
rebuilt database holds the very same facts. The result is the human's (seat 0): "won" means the
player won.

A record may carry the review of one seat's decisions (its ``analysis`` part, an
``ai.review.PartieReview``); ``player_review`` is the one reading of it the library and the
statistics share, so the list's accuracy and the statistics' are the same figure
(``PartieReview.accuracy``). Until a record has a review of the player's decisions, ``reviewed``
is False and ``mean_loss`` None.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.seats import HUMAN

if TYPE_CHECKING:
    from piquet_desktop.ai.review import PartieReview

__all__ = [
    "HUMAN_SEAT",
    "PartieFacts",
    "Result",
    "Status",
    "facts_of",
    "player_review",
    "rules_json",
    "variant_name",
]

HUMAN_SEAT = HUMAN  # the library's name for the player's seat
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


def facts_of(record: PartieRecord, state: PartieState) -> PartieFacts:
    """The facts of ``record``, replayed as ``state``."""
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
    review = player_review(record)
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
        reviewed=review is not None,
        mean_loss=review.accuracy() if review is not None else None,
    )


def player_review(record: PartieRecord) -> PartieReview | None:
    """The record's stored review of the player's own decisions, if it rates any.

    A review of the computer's seat, or one that rated no decision, says nothing of the
    player's accuracy and counts as none. The analysis was checked by the record's schema
    when it was read (a damaged one is dropped there), so it is read as it is.
    """
    if record.analysis is None:
        return None
    from piquet_desktop.ai.review import PartieReview  # the review: not with the window

    review = PartieReview.from_json(record.analysis)
    if review.seat != HUMAN_SEAT or not review.decisions:
        return None
    return review


def rules_json(rules: RuleSet) -> str:
    """The rule set as the database keeps it: compact JSON with sorted keys."""
    return json.dumps(rules.to_json(), sort_keys=True, separators=(",", ":"))
