"""Everything the Statistics window shows for one filter, computed in one call.

``read_parties`` replays each played partie once (``facts.partie_facts``); ``statistics_report``
then filters and counts, which is cheap, so the window recomputes the report whenever a filter
changes and replays only when its source gives it new parties. A partie the engine refuses is
kept aside with the reason, never dropped silently and never fatal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from piquet_desktop.ai.level_names import PLAYER_NAMES

from .facts import PartieFacts, UnreadablePartie, partie_facts
from .figures import Figures, StatisticsFilter, figures
from .played import PlayedPartie
from .rating import MODEL, RatingEstimate, RatingModel, estimate, rated_games
from .trends import Trends, trends

OPPONENT_ORDER: tuple[str, ...] = PLAYER_NAMES
"""The computer players weakest first: the order of the results table's rows."""


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A played partie whose record could not be replayed, and why."""

    played: PlayedPartie
    reason: str


def read_parties(
    parties: Iterable[PlayedPartie],
) -> tuple[list[PartieFacts], list[Unreadable]]:
    """The facts of every partie that replays, and the ones that do not with the reason."""
    facts: list[PartieFacts] = []
    unreadable: list[Unreadable] = []
    for played in parties:
        try:
            facts.append(partie_facts(played))
        except UnreadablePartie as err:
            unreadable.append(Unreadable(played, str(err)))
    return facts, unreadable


@dataclass(frozen=True, slots=True)
class StatisticsReport:
    """The figures, the rating now and the trends of the parties one filter admits, and how
    many practice parties it left out (so that the window can say they exist)."""

    chosen: StatisticsFilter
    figures: Figures
    rating: RatingEstimate
    trends: Trends
    practice_left_out: int = 0


def statistics_report(
    facts: Sequence[PartieFacts], chosen: StatisticsFilter, model: RatingModel = MODEL
) -> StatisticsReport:
    """The report of the parties ``chosen`` admits; the rating is estimated from them alone, in
    the order they were played (so "last 30 days" rates the last 30 days' play), practice
    parties never counted in it."""
    kept = figures(facts, chosen, OPPONENT_ORDER)
    with_practice = replace(chosen, include_practice=True)
    left_out = sum(
        1 for f in facts if f.practice and not chosen.admits(f) and with_practice.admits(f)
    )
    return StatisticsReport(
        chosen,
        kept,
        estimate(rated_games(kept.parties), model),
        trends(kept.parties, model),
        left_out,
    )
