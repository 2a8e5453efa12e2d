"""The figures of the Statistics window, from the facts of the parties a filter lets through.

Everything here is counting and averaging over ``PartieFacts``; nothing replays or scores. The
rating (``rating.py``) and the trends (``trends.py``) are computed from the same filtered list.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from .facts import DealFacts, PartieFacts, Side

CAVENDISH_SHOW_ELDER = 28
CAVENDISH_SHOW_YOUNGER = 14
"""Cavendish's "show" (*Piquet*, Odds at Piquet): elder scores 28 or more in half his hands,
younger 14 or more: the medians of a deal's score in real play."""

CAVENDISH_CARDS_ELDER = 0.63
CAVENDISH_CARDS_YOUNGER = 0.25
"""Cavendish's share of deals in which elder wins the cards (about 5 in 8) and younger (about 1
in 4): the Deals table's and the CSV's figure beside the player's own."""


@dataclass(frozen=True, slots=True)
class StatisticsFilter:
    """Which parties count: against one level, of one variant, played in a period (None: any),
    and whether practice parties count too.

    A practice partie (open piquet, take back anytime, the lesson, a demonstration: the record's
    ``practice`` flag) is left out unless ``include_practice``: the player saw the opponent's
    hand or took moves back, so its results and scores say little about his play. The rating
    leaves it out even then (``rating.rated_games``): a rating is a measure against fair play.
    """

    opponent: str | None = None
    variant: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    include_practice: bool = False

    def admits(self, facts: PartieFacts) -> bool:
        when = facts.played.played_at
        return (
            (self.include_practice or not facts.practice)
            and (self.opponent is None or facts.opponent == self.opponent)
            and (self.variant is None or facts.variant == self.variant)
            and (self.since is None or when >= self.since)
            and (self.until is None or when < self.until)
        )


PERIODS: tuple[tuple[str, int | None], ...] = (
    ("All time", None),
    ("Last 7 days", 7),
    ("Last 30 days", 30),
    ("Last 12 months", 365),
)
"""The periods the window offers: a name (English; the window says it in the player's language)
and how many days back (None: no limit)."""


def period_start(days: int | None, now: datetime) -> datetime | None:
    """When a period of ``days`` ending ``now`` starts (None for all time)."""
    return None if days is None else now - timedelta(days=days)


@dataclass(frozen=True, slots=True)
class Results:
    """Parties won, lost and drawn (finished ones), the unfinished, and the rubicons."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    unfinished: int = 0
    rubicons_given: int = 0
    rubicons_suffered: int = 0

    @property
    def finished(self) -> int:
        return self.won + self.lost + self.drawn

    @property
    def parties(self) -> int:
        return self.finished + self.unfinished


def results_of(parties: Iterable[PartieFacts]) -> Results:
    counts = {"won": 0, "lost": 0, "drawn": 0, "unfinished": 0}
    given = suffered = 0
    for p in parties:
        counts[p.outcome] += 1
        given += p.rubicon == "player"
        suffered += p.rubicon == "opponent"
    return Results(
        counts["won"], counts["lost"], counts["drawn"], counts["unfinished"], given, suffered
    )


@dataclass(frozen=True, slots=True)
class Share:
    """How many of ``deals`` deals the player won something in, and how many his opponent."""

    player: int
    opponent: int
    deals: int

    def player_share(self) -> float | None:
        return self.player / self.deals if self.deals else None

    def opponent_share(self) -> float | None:
        return self.opponent / self.deals if self.deals else None


@dataclass(frozen=True, slots=True)
class DealFigures:
    """What the player's deals scored (a group of them: as elder, as younger, or all)."""

    deals: int
    mean_score: float | None
    median_score: float | None
    mean_opponent_score: float | None
    point: Share
    cards: Share
    pique: Share
    repique: Share
    capot: Share


def _share(deals: Sequence[DealFacts], side: Callable[[DealFacts], Side]) -> Share:
    sides = [side(d) for d in deals]
    return Share(sides.count("player"), sides.count("opponent"), len(deals))


def deal_figures(deals: Sequence[DealFacts]) -> DealFigures:
    scores = [d.score for d in deals]
    return DealFigures(
        len(deals),
        statistics.fmean(scores) if scores else None,
        statistics.median(scores) if scores else None,
        statistics.fmean(d.opponent_score for d in deals) if deals else None,
        _share(deals, lambda d: d.point),
        _share(deals, lambda d: d.cards),
        _share(deals, lambda d: d.pique),
        _share(deals, lambda d: d.repique),
        _share(deals, lambda d: d.capot),
    )


@dataclass(frozen=True, slots=True)
class Accuracy:
    """The mean points lost per decision over the reviewed parties, weighted by decisions."""

    mean_loss: float | None
    decisions: int
    reviewed_parties: int


def accuracy_of(parties: Iterable[PartieFacts]) -> Accuracy:
    total = 0.0
    decisions = reviewed = 0
    for p in parties:
        played = p.played
        if played.mean_loss is None or played.rated_decisions == 0:
            continue
        total += played.mean_loss * played.rated_decisions
        decisions += played.rated_decisions
        reviewed += 1
    return Accuracy(total / decisions if decisions else None, decisions, reviewed)


@dataclass(frozen=True, slots=True)
class OpponentFigures:
    """One row of the results table: the parties against one opponent level."""

    opponent: str
    results: Results
    accuracy: Accuracy


@dataclass(frozen=True, slots=True)
class Figures:
    """Every figure the window shows for one filter, but the rating and the trends."""

    parties: tuple[PartieFacts, ...]
    results: Results
    by_opponent: tuple[OpponentFigures, ...]
    as_elder: DealFigures
    as_younger: DealFigures
    all_deals: DealFigures
    accuracy: Accuracy


def figures(
    facts: Iterable[PartieFacts], chosen: StatisticsFilter, order: Sequence[str] = ()
) -> Figures:
    """The figures of the parties ``chosen`` admits, oldest first; ``order`` lists opponents in
    the order their rows should come (the levels, weakest first), others follow by name."""
    kept = tuple(sorted((f for f in facts if chosen.admits(f)), key=lambda f: f.played.played_at))
    opponents = sorted(
        {f.opponent for f in kept}, key=lambda o: (order.index(o) if o in order else len(order), o)
    )
    rows = []
    for o in opponents:
        mine = [f for f in kept if f.opponent == o]
        rows.append(OpponentFigures(o, results_of(mine), accuracy_of(mine)))
    deals = [d for f in kept for d in f.deals]
    return Figures(
        kept,
        results_of(kept),
        tuple(rows),
        deal_figures([d for d in deals if d.elder]),
        deal_figures([d for d in deals if not d.elder]),
        deal_figures(deals),
        accuracy_of(kept),
    )
