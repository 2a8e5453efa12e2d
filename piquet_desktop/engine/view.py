"""What one player may know: the only window the AI and the table have onto a partie.

A view is built field by field from what the laws let a player see (his own hand and discard, the
talon cards he saw, what the opponent showed or said, the tricks), never by copying the state and
blanking parts of it: a field nobody thought to blank would otherwise leak. The opponent's hand,
discard and the talon appear only as counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import suit_mask, suit_of
from .combinations import Category
from .deal import DealState, Phase, Speech, Trick
from .partie import (
    CHANCE,
    DealResult,
    GameResult,
    PartiePhase,
    PartieResult,
    PartieState,
    game_points,
    planned_deals,
)
from .rules import RuleSet
from .scoring import ScoreEvent, totals_of


@dataclass(frozen=True, slots=True)
class DeclarationSummary:
    """A declaration category as both players heard it.

    ``called`` is what elder (or younger, when elder sank: heard only from elder's first lead on)
    said of his combination: its size always, its second measure (pip total, top card) only once
    an 'equal' made him state it; for sets the rank too. ``winner`` is None while undecided or
    when the category was equal or nobody called.
    """

    category: Category
    caller: int | None
    called_size: int | None
    called_value: int | None
    replies: tuple[str, ...]
    winner: int | None
    equal: bool


@dataclass(slots=True)
class PlayerView:
    """Everything one seat may know, as plain values. Treat it as read-only: it is not frozen only
    because a frozen dataclass of this size costs several microseconds more to build, and a view is
    built at every decision of every simulated deal."""

    seat: int
    rules: RuleSet
    partie_phase: PartiePhase
    deal_phase: Phase | None
    to_act: int
    deal_number: int
    elder: int | None
    # the partie so far
    totals: tuple[int, int]
    game_scores: tuple[int, int]
    games: tuple[GameResult, ...]
    results: tuple[DealResult, ...]
    result: PartieResult | None
    # own cards
    hand: int
    dealt: int
    discard: int
    taken: int | None
    # public counts and facts
    opponent_hand_count: int
    talon_count: int
    took: tuple[int | None, int | None]
    carte_blanche_claimed: tuple[bool, bool]
    # cards this player knows of beyond his own
    seen_talon: int
    opponent_shown: int
    opponent_dealt_shown: int
    # the declarations
    speech: tuple[Speech, ...]
    declarations: tuple[DeclarationSummary, ...]
    events: tuple[ScoreEvent, ...]
    pending_own: tuple[ScoreEvent, ...]
    # the play
    leader: int | None
    lead_card: int
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int]
    talon_looked: bool | None
    exchange_range: tuple[int, int] | None

    @property
    def role(self) -> str | None:
        if self.elder is None:
            return None
        return "elder" if self.seat == self.elder else "younger"

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    # ------------------------------------------------------------------------- the score
    # What every screen shows of the score, answered here (OpenSpiel's ``returns()``) so that no
    # other layer adds points or applies a multiplier. Methods, not fields: they cost nothing
    # when the view is built at every decision of a simulated deal.

    def deal_points(self) -> tuple[int, int]:
        """Both seats' points so far in the deal on the table (the one in play, or between
        deals the one just finished), before its multiplier: the name plates' "this deal"."""
        return totals_of(list(self.events))

    def deal_in_play_points(self) -> tuple[int, int] | None:
        """Both seats' points so far in the deal in play, its multiplier applied; None between
        deals (the deal on the table is finished and counted in ``results``)."""
        if self.deal_phase is None or self.deal_phase == "over" or self.elder is None:
            return None
        a, b = self.deal_points()
        multiplier = self.rules.deal_multiplier(self.deal_number)
        return a * multiplier, b * multiplier

    def score_before_deal(self) -> tuple[int, int]:
        """The running totals the deal in play adds to: the partie's in Rubicon, the game's in
        au cent (from nothing again after a game is won)."""
        return self.game_scores if self.rules.partie == "au_cent" else self.totals

    def running_score(self, seat: int) -> int:
        """``seat``'s score so far, the deal in play included (with its multiplier): the
        partie's in Rubicon, the game's in au cent. The name plates, the status bar, the score
        sheet and the start screen all show it, so they never disagree in the middle of a deal."""
        base = self.score_before_deal()[seat]
        in_play = self.deal_in_play_points()
        return base if in_play is None else base + in_play[seat]

    def game_points(self) -> tuple[int, int]:
        """Au cent games won so far, a double game counting two."""
        return game_points(self.games)

    def planned_deals(self) -> int:
        """How many deals the Rubicon partie runs to as things stand (a tie after the last
        planned deal adds two); 0 in au cent."""
        return planned_deals(self.rules, len(self.results), self.totals)

    def played_cards(self) -> int:
        m = 0
        for t in self.tricks:
            m |= 1 << t.lead | 1 << t.follow
        if self.lead_card >= 0:
            m |= 1 << self.lead_card
        return m

    def known_cards(self) -> int:
        """Every card this player can place: his own, the ones shown to him, seen or played."""
        return (
            self.hand
            | self.dealt
            | self.discard
            | (self.taken or 0)
            | self.seen_talon
            | self.opponent_shown
            | self.opponent_dealt_shown
            | self.played_cards()
        )

    def forced_plays(self) -> int:
        """This player's cards in the tricks of the deal that were his only legal card when he
        played them (the last trick, or his one card of the suit led).

        Worked back from his hand now: before a trick he held what he holds plus every card he
        played from that trick on, and the law of following suit says which of those he could play.
        """
        mine = [
            (t.lead if t.leader == self.seat else t.follow, t.lead if t.leader != self.seat else -1)
            for t in self.tricks
        ]
        if self.lead_card >= 0 and self.leader == self.seat:
            mine.append((self.lead_card, -1))
        held = self.hand
        forced = 0
        for card, led in reversed(mine):
            held |= 1 << card
            suit = suit_mask(suit_of(led)) & held if led >= 0 else 0
            if (suit or held).bit_count() == 1:
                forced |= 1 << card
        return forced


def _declarations(deal: DealState) -> tuple[DeclarationSummary, ...]:
    out = []
    for c in deal.categories:
        # A call younger made after elder sank is announced at elder's first lead, not before.
        heard = c.younger_call is None or deal.declarations_complete
        call = c.elder_call or (c.younger_call if heard else None)
        caller = None if call is None else deal.elder if c.elder_call is not None else deal.younger
        value = None
        if call is not None and (call.category == "set" or "equal" in c.replies):
            value = call.key[1]
        size = call.key[0] if call is not None else None
        winner = c.winner if heard else None
        fields = (c.category, caller, size, value, tuple(c.replies), winner, c.equal)
        summary = _SUMMARIES.get(fields)
        if summary is None:
            summary = _SUMMARIES[fields] = DeclarationSummary(*fields)
        out.append(summary)
    return tuple(out)


# The summaries are rebuilt for every view, and building a frozen dataclass costs more than the
# rest of a view's declarations: each one (there are a few thousand different) is built once and
# shared, as it is immutable, for the price of a dictionary look-up.
_SUMMARIES: dict[tuple[Any, ...], DeclarationSummary] = {}


def _no_deal_view(state: PartieState, seat: int) -> PlayerView:
    return PlayerView(
        seat, state.rules, state.phase, None, state.current_player, state.deal_number, None,
        (state.totals[0], state.totals[1]), (state.game_scores[0], state.game_scores[1]),
        tuple(state.games), tuple(state.results), state.result,
        0, 0, 0, None, 0, 0, (None, None), (False, False), 0, 0, 0,
        (), (), (), (), None, -1, (), (0, 0), None, None,
    )  # fmt: skip


def view(state: PartieState, seat: int) -> PlayerView:
    """The view of ``seat``: built positionally because it is built at every decision.

    Between deals (and after the last one) it is the view of the deal just finished, with the
    partie-level fields (``partie_phase``, ``to_act``) of the partie as it now stands and that
    deal's number: the table keeps showing the deal whose summary is being read. It holds nothing
    the seat did not know once the last card fell, and no player is ever asked to decide on it.
    """
    deal = state.deal
    number = state.deal_number
    if deal is None:
        deal = state.finished_deal
        if deal is None:
            return _no_deal_view(state, seat)
        number = len(state.results)  # the deal shown, not the one about to be dealt
    other = 1 - seat
    taken = deal.taken
    took0 = taken[0].bit_count() if taken[0] is not None else None
    took1 = taken[1].bit_count() if taken[1] is not None else None
    if deal.younger_discard_early is not None and taken[deal.younger] is None:
        # announced, not yet taken in
        if deal.younger == 0:
            took0 = deal.younger_discard_early
        else:
            took1 = deal.younger_discard_early
    phase = deal.phase
    exchange = None
    if (phase == "elder_discard" or phase == "younger_discard") and deal.to_act == seat:
        exchange = deal.exchange_range()
    declarations = deal.memo.get("declarations")
    if declarations is None:
        declarations = deal.memo["declarations"] = _declarations(deal)
    return PlayerView(
        seat,
        state.rules,
        state.phase,
        phase,
        state.current_player,
        number,
        deal.elder,
        (state.totals[0], state.totals[1]),
        (state.game_scores[0], state.game_scores[1]),
        tuple(state.games),
        tuple(state.results),
        state.result,
        deal.hands[seat],
        deal.dealt[seat],
        deal.discards[seat],
        taken[seat],
        deal.hands[other].bit_count(),
        len(deal.talon),
        (took0, took1),
        (deal.carte_blanche_claimed[0], deal.carte_blanche_claimed[1]),
        deal.seen_talon[seat],
        deal.shown[other],
        deal.dealt[other] if deal.carte_blanche_shown[other] else 0,
        tuple(deal.speech),
        declarations,  # type: ignore[arg-type]
        tuple(deal.events()),
        tuple(deal.pending_younger) if seat == deal.younger else (),
        deal.leader if phase in ("play", "talon_choice", "over") else None,
        deal.lead_card,
        tuple(deal.tricks),
        (deal.tricks_won[0], deal.tricks_won[1]),
        deal.talon_looked,
        exchange,
    )


__all__ = ["CHANCE", "DeclarationSummary", "PlayerView", "view"]
