"""The summary ``piquet-arena --json`` prints, as dataclasses: one field per JSON key, in the
order the file has always had them, so that the JSON is ``dataclasses.asdict`` of the summary and
its shape is read off these classes rather than off dictionaries built by hand.

Rounded as the file shows them (shares to four places, means to two, ratings to one); intervals
are ``[low, high]`` lists, None where no interval exists. ``--from-json`` reads the same file back
as plain JSON values, so the text and Markdown tables read dictionaries, whichever way they came.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from piquet_desktop.arena.statistics import DealPairSummary, PartieSummary


def _round(value: float | None, digits: int = 2) -> float | None:
    return None if value is None else round(value, digits)


@dataclass(frozen=True, slots=True)
class DealPairsEntry:
    """A pairing's mirrored deal pairs from A's side (``"deal_pairs"`` of a pairing)."""

    pairs: int
    won: int
    tied: int
    lost: int
    share: float
    share_ci95: list[float]
    mean_margin: float
    margin_ci95: list[float | None]
    sd: float

    @classmethod
    def of(cls, s: DealPairSummary) -> DealPairsEntry:
        return cls(
            s.pairs,
            s.won,
            s.tied,
            s.lost,
            round(s.share, 4),
            [round(s.share_low, 4), round(s.share_high, 4)],
            round(s.mean, 2),
            [_round(s.low), _round(s.high)],
            round(s.sd, 2),
        )


@dataclass(frozen=True, slots=True)
class PartiesEntry:
    """A pairing's parties from A's side (``"parties"`` of a pairing)."""

    parties: int
    pairs: int
    a_won: int
    b_won: int
    drawn: int
    a_score: int
    mean_pair_score: float | None
    pair_score_ci95: list[float | None]
    a_rubicons: int
    b_rubicons: int

    @classmethod
    def of(cls, s: PartieSummary) -> PartiesEntry:
        return cls(
            s.parties,
            s.pairs,
            s.a_won,
            s.b_won,
            s.drawn,
            s.a_score,
            _round(s.mean_pair_score),
            [_round(s.low), _round(s.high)],
            s.a_rubicons,
            s.b_rubicons,
        )


@dataclass(frozen=True, slots=True)
class PairingEntry:
    """One pairing; a kind of play the run did not play is left out of the JSON, not null."""

    a: str
    b: str
    deal_pairs: DealPairsEntry | None = None
    parties: PartiesEntry | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass(frozen=True, slots=True)
class RatedPlayer:
    name: str
    elo: float | None
    points_per_pair: float | None


@dataclass(frozen=True, slots=True)
class Ratings:
    """Both rating fits: Elo from deal pairs (or parties when no deal pair was played)."""

    anchor: str
    elo_from: str
    players: list[RatedPlayer]


@dataclass(frozen=True, slots=True)
class ArenaSummary:
    """The whole run: the plan, per-player tallies (``PlayerStats`` as JSON), pairings, ratings."""

    preset: str
    rules: dict[str, Any]
    seed: int
    parties: int
    deal_pairs: int
    limits: dict[str, int]
    context: str
    drawn: int
    players: list[dict[str, Any]]
    pairings: list[PairingEntry]
    ratings: Ratings

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["pairings"] = [p.to_json() for p in self.pairings]
        return out
