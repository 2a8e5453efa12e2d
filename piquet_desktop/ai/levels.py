"""The computer opponent's levels: one player class, five documented settings.

Every level is a ``LevelPlayer`` with a ``LevelSettings``: which technique it uses at each stage
of the deal and how much work it spends. The arena, the hint button and the app all build levels
from ``registry.make_player``, so a level plays identically everywhere.

The techniques (each module's docstring explains it):

* exchange (``exchange.py``): a static judgement of the kept cards, or simulation over sampled
  talons and opponent hands with successive halving, optionally refined by the exact solver;
* declarations (``declarations.py``): best call and truthful answers, or options weighed by
  expected value with concealment priced per card shown;
* card play (``cardplay.py``): rules of thumb (with or without counting the cards played), or
  sampled worlds solved exactly from some number of cards left;
* the objective (``evaluation/``): the deal's points, or the partie utility (expected final
  margin in Rubicon, chance of winning the partie in au cent).

The lower levels are not a strong player with noise: they are what people at those levels do.
Novice knows the advice every beginner is given (keep the point suit and the aces, take all the
cards, call everything, cash aces) but does not count cards. Casual counts the cards played and
judges how many to take. Club thinks about the unseen cards when it exchanges and calculates the
end of the play exactly. Expert and Master reason about the unseen cards at every decision and
play to the score.

Determinism and honesty: a level reads only its ``PlayerView``, its ``Decision`` and its ``rng``;
every sample comes from ``rng`` and every budget is a count (worlds, candidates), never a clock.
So two states that look the same to the seat get the same decision from the same seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.cardplay import MEMORY_FULL, MEMORY_HONOURS, PlaySettings, choose_card
from piquet_desktop.ai.declarations import DeclarationSettings, choose_declaration
from piquet_desktop.ai.evaluation import PartieUtility
from piquet_desktop.ai.exchange import (
    ExchangeChoice,
    ExchangeSettings,
    portion_to_take,
    weigh_exchange,
)
from piquet_desktop.engine.actions import Action, CarteBlanche, Discard, LookAtTalon, Play
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView

Utility = Callable[[float, float], float]
TalonRule = Literal["always", "information"]
Objective = Literal["deal", "margin", "win"]
"""What a level's values measure: the deal's points for it minus the opponent's (``deal``), the
expected final margin of a Rubicon partie (``margin``), or ``PartieUtility.AU_CENT_SCALE``
times the chance of winning an au cent partie (``win``)."""


@dataclass(frozen=True, slots=True)
class LevelSettings:
    """Everything that distinguishes one level from another.

    ``exchange.shortlist == 0`` means the static judgement alone; ``take_all`` makes the level
    throw as many cards as allowed (a beginner's habit). ``plays_to_score`` switches the
    objective from the deal's points to the partie utility; ``score_spread`` (points) is the
    uncertainty that utility gives a sampled world's outcome in the last deal, where the margin
    jumps at 100: the estimates of a world's two scores (above all their sum, which the
    rubicon adds up) are not exact, and without it the levels chased the jumps on noise and lost
    margin (measured: see docs/AI.md). ``talon`` is younger's rule for
    looking at the cards he leaves: ``always``, or ``information`` (look only when it tells him
    more about elder's hand than it tells elder about his, see ``look_at_talon``).
    """

    exchange: ExchangeSettings = field(default_factory=lambda: ExchangeSettings(shortlist=0))
    take_all: bool = False
    declarations: DeclarationSettings = field(default_factory=DeclarationSettings)
    play: PlaySettings = field(default_factory=PlaySettings)
    plays_to_score: bool = False
    score_spread: float = 15.0
    talon: TalonRule = "always"


def deal_points(mine: float, theirs: float) -> float:
    """The plain objective: the deal's points for us minus the opponent's."""
    return mine - theirs


def _log_comb(n: int, k: int) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


def look_at_talon(view: PlayerView) -> bool:
    """Younger's 'information' rule for the cards he left: look when that narrows elder's hand
    for him at least as much as it narrows his hand for elder.

    Looking shows the cards to both. For younger, elder's twelve cards lie among twelve, elder's
    discard and the ``m`` cards left; for elder, younger's among twelve, younger's discard and the
    cards left that elder has not already seen (the unused part of his own portion). Removing the
    ``m`` cards shrinks each candidate set; the sizes are compared on a log scale.
    """
    elder = view.elder if view.elder is not None else 1 - view.seat
    m = view.talon_count
    if m <= 0:
        return True
    ke = view.took[elder] or 0
    ky = view.took[view.seat] or 0
    hand = 12
    seen_by_elder = max(0, (view.rules.elder_max - ke) - ky)
    mine = _log_comb(hand + ke + m, hand) - _log_comb(hand + ke, hand)
    unseen_for_elder = max(m - seen_by_elder, 0)
    theirs = _log_comb(hand + ky + unseen_for_elder, hand) - _log_comb(hand + ky, hand)
    return mine >= theirs


@dataclass(frozen=True, slots=True)
class LevelPlayer:
    """A computer player of one level (see the module's notes)."""

    name: str
    settings: LevelSettings

    def utility(self, view: PlayerView) -> Utility:
        if self.settings.plays_to_score:
            return PartieUtility(view, spread=self.settings.score_spread).value
        return deal_points

    def objective(self, view: PlayerView) -> Objective:
        """What the values of ``utility(view)`` measure."""
        if not self.settings.plays_to_score:
            return "deal"
        return "win" if view.rules.partie == "au_cent" else "margin"

    def exchange(self, view: PlayerView, decision: Decision, rng: random.Random) -> ExchangeChoice:
        """The level's exchange and the candidates it weighed with their values: what ``choose``
        plays, and what the advice shows."""
        assert decision.exchange_range is not None
        low, high = decision.exchange_range
        if self.settings.take_all:
            low = high
        return weigh_exchange(
            view, decision.hand, (low, high), self.settings.exchange, rng, self.utility(view)
        )

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        action = self._choose(view, decision, rng)
        if decision.is_legal(action):
            return action
        # Never reached in the tests; a safety net so that a bug cannot stall a partie.
        return GreedyPlayer().choose(view, decision, rng)

    def _choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        s = self.settings
        kind = decision.kind
        if kind == "play":
            legal = [a.card for a in decision.actions if isinstance(a, Play)]
            return choose_card(view, legal, s.play, rng, self.utility(view))
        if kind == "exchange":
            return Discard(self.exchange(view, decision, rng).discard)
        if kind in ("call", "answer"):
            return choose_declaration(view, decision, s.declarations, rng, self.utility(view))
        if kind == "talon_choice":
            return LookAtTalon(True if s.talon == "always" else look_at_talon(view))
        # carte blanche: always claimed (10 points, and a shield against pique and repique)
        claims = [a for a in decision.actions if isinstance(a, CarteBlanche) and a.claim]
        if not claims:
            return decision.actions[0]
        if view.seat != view.elder:
            return claims[0]
        take = max(a.take for a in claims)
        if s.exchange.shortlist > 0:
            take = portion_to_take(view, s.exchange, rng, self.utility(view))
        return next((a for a in claims if a.take == take), claims[-1])


# ------------------------------------------------------------------------------- the levels

NOVICE = LevelSettings(
    exchange=ExchangeSettings(shortlist=0),
    take_all=True,
    play=PlaySettings(worlds=0, memory=MEMORY_HONOURS),
)
"""Novice: a beginner who knows the standard advice. Takes every card he may, throwing by the
static judgement (keeps the point suit, aces, sequences and sets); calls his best, answers
truthfully, always looks at the talon; leads his masters from his longest suit and wins tricks
cheaply, but does not count the cards played, so only cards topped by his own count as good."""

CASUAL = LevelSettings(
    exchange=ExchangeSettings(shortlist=0),
    play=PlaySettings(worlds=0, memory=MEMORY_FULL),
)
"""Casual: a sound social player. Judges how many cards to take as well as which (the static
judgement over every count: it keeps a strong hand's cards rather than draw blind), counts the
cards played so he knows which of his cards are masters, keeps his guards when discarding."""

CLUB = LevelSettings(
    exchange=ExchangeSettings(
        shortlist=24, worlds=24, rounds=((6, 48),), weighted=False, natural_weight=0.5
    ),
    play=PlaySettings(worlds=10, search_from=7, weighted=False, memory=MEMORY_FULL),
)
"""Club: a club player who calculates. Chooses the exchange by simulating a few dozen talons and
opponent hands (uniformly: he does not read the opponent's discard), plays by the rules of thumb
until seven cards are left and then calculates the end exactly over ten possible opponent hands.
Plays each deal for its points."""

EXPERT = LevelSettings(
    exchange=ExchangeSettings(
        shortlist=40, worlds=32, rounds=((8, 64),), weighted=True, natural_weight=0.3
    ),
    play=PlaySettings(worlds=12, search_from=10, weighted=True, memory=MEMORY_FULL),
    plays_to_score=True,
    talon="information",
)
"""Expert: reads the opponent and plays to the score. Simulates the exchange over worlds weighted
by how likely the opponent's own choices made them, calls its best, plays the first two tricks by
the rules of thumb and every card after that by solving a dozen weighted worlds exactly, and
judges every outcome by its effect on the partie."""

MASTER = LevelSettings(
    exchange=ExchangeSettings(
        shortlist=80,
        worlds=48,
        rounds=((16, 96), (6, 192)),
        solver_finalists=6,
        solver_worlds=32,
        weighted=True,
        parallel=True,
        natural_weight=0.2,
        opponent="portion",
    ),
    declarations=DeclarationSettings(worlds=32, reveal_cost=0.5, guard_cost=1.0),
    play=PlaySettings(
        worlds=48,
        search_from=12,
        weighted=True,
        memory=MEMORY_FULL,
        parallel=True,
        parallel_from=11,
    ),
    plays_to_score=True,
    talon="information",
)
"""Master: the full method. Simulates the exchange over hundreds of weighted worlds with
successive halving and checks the six finalists by solving their play exactly; weighs every
declaration option (concealing when it pays); solves every card from the first lead over 48
weighted worlds; plays to the partie score. Big batches of exact solves (the exchange's finalists,
the first trick) use a second core when there is one. As elder it expects younger to take his own
three and the cards it leaves only where they help him (``portion``): with a made hand, master-1
left cards because it assumed younger would throw seven of his for them (docs/AI.md)."""


MASTER_1 = LevelSettings(
    exchange=ExchangeSettings(
        shortlist=80,
        worlds=48,
        rounds=((16, 96), (6, 192)),
        solver_finalists=6,
        solver_worlds=32,
        weighted=True,
        parallel=True,
        natural_weight=0.2,
        opponent="greedy",
        cut_check=0,
        cut_worlds=0,
        tie_margin=0.0,
        tie_worlds=0,
    ),
    take_all=False,
    declarations=DeclarationSettings(worlds=32, reveal_cost=0.5, guard_cost=1.0, weighted=True),
    play=PlaySettings(
        worlds=48,
        search_from=12,
        weighted=True,
        memory=MEMORY_FULL,
        pique=True,
        parallel=True,
        parallel_from=11,
    ),
    plays_to_score=True,
    score_spread=15.0,
    talon="information",
)
"""Master as of 2026-12-01, before its exchange took the ``portion`` opponent model, frozen as a
reference player (``master-1`` in the registry) so the arena and the benchmarks can measure the new
Master against it. Every field is spelled out, defaults included: a later change of ``MASTER`` or of
a default leaves it alone. A new setting added to the techniques must take a default that reproduces
this player, or be pinned here."""


def novice() -> LevelPlayer:
    return LevelPlayer("novice", NOVICE)


def casual() -> LevelPlayer:
    return LevelPlayer("casual", CASUAL)


def club() -> LevelPlayer:
    return LevelPlayer("club", CLUB)


def expert() -> LevelPlayer:
    return LevelPlayer("expert", EXPERT)


def master() -> LevelPlayer:
    return LevelPlayer("master", MASTER)


def master_1() -> LevelPlayer:
    return LevelPlayer("master-1", MASTER_1)


__all__ = [
    "CASUAL",
    "CLUB",
    "EXPERT",
    "MASTER",
    "MASTER_1",
    "NOVICE",
    "LevelPlayer",
    "LevelSettings",
    "Objective",
    "casual",
    "club",
    "deal_points",
    "expert",
    "look_at_talon",
    "master",
    "master_1",
    "novice",
]
