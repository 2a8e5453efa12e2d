"""The facts of one played partie, from the player's side: its result and what each deal scored.

The record is replayed with the engine (``PartieRecord.replay``), so every score, pique, repique
and capot is the engine's own ``DealResult``, never counted again here: the statistics can only
disagree with the score sheet if the engine does. Replaying costs about a millisecond per deal,
so the facts are worked out once per partie and the filters only regroup them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from piquet_desktop.engine.partie import DealResult, PartieState
from piquet_desktop.engine.record import RecordError
from piquet_desktop.engine.scoring import totals_of

from .played import PlayedPartie
from .variants import variant_of

Side = Literal["player", "opponent", "neither"]
Outcome = Literal["won", "lost", "drawn", "unfinished"]


@dataclass(frozen=True, slots=True)
class DealFacts:
    """One finished deal from the player's side: his seat's role, both scores, who won what.

    The scores are the deal's own points (a four-deal partie's doubled deals are not doubled
    here), the figures Cavendish's "show" of 28 and 14 speaks of. ``cards`` is "neither" when
    they were divided; a capot wins the cards too.
    """

    elder: bool
    score: int
    opponent_score: int
    point: Side
    cards: Side
    pique: Side
    repique: Side
    capot: Side


@dataclass(frozen=True, slots=True)
class PartieFacts:
    """A partie's result for the player, its deals, and what it is filed under."""

    played: PlayedPartie
    variant: str
    opponent: str
    outcome: Outcome
    rubicon: Side  # "player": he rubiconed his opponent; "opponent": he was rubiconed
    totals: tuple[int, int]  # the player's, then the opponent's
    deals: tuple[DealFacts, ...]

    @property
    def practice(self) -> bool:
        """Played at least partly with both hands face up: no fair measure of strength."""
        return self.played.record.practice


class UnreadablePartie(ValueError):
    """A played partie whose record the engine refuses; the message says why."""


def partie_facts(played: PlayedPartie) -> PartieFacts:
    """Replay ``played``'s record and read its facts; UnreadablePartie if the engine refuses it."""
    try:
        state = played.record.replay()
    except RecordError as err:
        raise UnreadablePartie(str(err)) from err
    me = played.human_seat
    deals = tuple(_deal_facts(result, me) for result in state.results)
    return PartieFacts(
        played,
        variant_of(played.record.rules),
        played.opponent,
        _outcome(state, me),
        _rubicon(state, me),
        (state.totals[me], state.totals[1 - me]),
        deals,
    )


def _outcome(state: PartieState, me: int) -> Outcome:
    result = state.result
    if result is None:
        return "unfinished"
    if result.winner is None:
        return "drawn"
    return "won" if result.winner == me else "lost"


def _rubicon(state: PartieState, me: int) -> Side:
    result = state.result
    if result is None or not result.rubiconed or result.winner is None:
        return "neither"
    return "player" if result.winner == me else "opponent"


def _deal_facts(result: DealResult, me: int) -> DealFacts:
    events = result.events
    scores = totals_of(list(events))

    def side_of(*kinds: str) -> Side:
        """Who scored an event of one of ``kinds`` (only one player ever can in a deal)."""
        for event in events:
            if event.kind in kinds and event.points > 0:
                return "player" if event.seat == me else "opponent"
        return "neither"

    return DealFacts(
        elder=result.elder == me,
        score=scores[me],
        opponent_score=scores[1 - me],
        point=side_of("point"),
        cards=side_of("cards", "capot"),
        pique=side_of("pique"),
        repique=side_of("repique"),
        capot=side_of("capot"),
    )
