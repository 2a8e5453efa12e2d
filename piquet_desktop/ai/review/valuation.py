"""The values behind the review: each decision's best choice and what the chosen one cost.

Everything is judged from what the seat could see when it decided: the worlds come from the
levels' sampler (``inference.sample_worlds``) given the seat's view at that moment, and each
world is solved exactly (``solver.py``), as the hint's play values are (perfect-information Monte
Carlo). The chosen action and the best are always judged in the same worlds, so the uncertainty
given is that of their paired difference, much smaller than that of either value.

* **A card played.** Every legal card's exact value in each world (``Solver.best_moves`` on the
  position with the world's hand for the opponent); the best card has the highest mean. Where
  the opponent's hand is known (open piquet, or every unseen card accounted for) every world is
  the true deal and the loss is the exact solver's.
* **The exchange.** The best discard is the strongest level's own (``LevelPlayer.exchange``,
  as the hint gives it); the player's discard and the level's are then both judged in the same
  sampled worlds the way the level's finalists are (``exchange.solved_discards``: the
  opponent's exchange by its fast policy, the declarations exactly, the play solved), so the
  player's discard is valued even when the level never shortlisted it. Where the player's
  discard does at least as well there, it is the best found (loss 0): the level's choice rests
  on its own estimates and a prior for natural discards, and the review holds against the
  player only what its solved worlds show.
* **A call, a sink, an answer, the look at the talon.** Every legal alternative is applied in
  each world made playable (``inference.replay_in_world``), the remaining declarations are
  finished by the levels' plain policy (the best call, truthful answers, younger looking at the
  talon), and the play is solved exactly from the first lead: the deal's net points for the
  seat. The play is solved double-dummy, so what a declaration reveals and what the look at the
  talon teaches are worth nothing here: the look is never found costly, and a concealment is
  judged by the points it gives up (a known limit of the method, stated in docs/AI.md). Pique
  made during the play is not counted (the solver plays for the points of the tricks).
* **Carte blanche.** Claiming is worth its own ten points; the rest of the deal is the same
  either way in the review's model, so the loss of not claiming is exactly 10.

Partie terms: each world's two deal scores go through the level's utility
(``LevelPlayer.utility``: ``PartieUtility`` for the levels that play to the score); where only the
difference of the rest of the play is solved, the total is split as ``cardplay.search_card``
splits it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from piquet_desktop.ai.cardplay import position_in_view, scores_so_far
from piquet_desktop.ai.declarations import best_call, truthful_answer
from piquet_desktop.ai.exchange import solved_discards
from piquet_desktop.ai.inference import World, replay_in_world, sample_worlds
from piquet_desktop.ai.levels import LevelPlayer
from piquet_desktop.ai.parallel import local_solver
from piquet_desktop.ai.review.figures import PairedValues, paired
from piquet_desktop.ai.solver import TRICKS, PlayPosition
from piquet_desktop.engine.actions import PLAYS, Action, CarteBlanche, Discard, LookAtTalon, Play
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.view import PlayerView, view

Utility = Callable[[float, float], float]


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """How many sampled worlds judge each kind of decision (the review's full strength)."""

    play_worlds: int = 48
    exchange_worlds: int = 48
    declaration_worlds: int = 32
    talon_worlds: int = 8


@dataclass(frozen=True, slots=True)
class Moment:
    """A decision as the review meets it: the partie just before the deal's shuffle, the deal's
    actions up to the decision (its shuffle first), the state at the decision and the decision.
    Only the seat's view of ``state`` and the worlds drawn from it are read for values; the
    deal's actions serve to replay each world (the opponent's hidden choices replaced by the
    world's)."""

    before_deal: PartieState
    deal_actions: tuple[Action, ...]
    state: PartieState
    decision: Decision

    @property
    def seat(self) -> int:
        return self.decision.seat

    def view(self) -> PlayerView:
        return view(self.state, self.seat)


@dataclass(frozen=True, slots=True)
class Valued:
    """The best action and the paired values (deal points; ``partie``: partie terms, None when
    the level does not play to the score)."""

    best: Action
    deal: PairedValues | None
    partie: PairedValues | None
    loss: float
    stderr: float
    partie_loss: float | None


def _valued(
    chosen: Action,
    best: Action,
    weights: Sequence[float],
    deal: tuple[Sequence[float], Sequence[float]],
    partie: tuple[Sequence[float], Sequence[float]] | None,
) -> Valued:
    d = paired(weights, deal[0], deal[1])
    p = paired(weights, partie[0], partie[1]) if partie is not None else None
    if chosen == best:
        return Valued(best, d, p, 0.0, 0.0, 0.0 if p is not None else None)
    return Valued(best, d, p, d.best - d.chosen, d.stderr, p.best - p.chosen if p else None)


def _split(
    mine0: float, theirs0: float, net: float, tricks_left: int, bonus: int
) -> tuple[float, float]:
    """Both seats' deal scores when only the net of the rest of the play is known: the rest's
    total taken as ``cardplay.search_card`` takes it (a lead per trick, some tricks won by the
    follower, the last trick and the cards)."""
    total = max(1.3 * tricks_left + bonus + 10.0, abs(net))
    return mine0 + (total + net) / 2.0, theirs0 + (total - net) / 2.0


def _partie_utility(level: LevelPlayer, v: PlayerView) -> Utility | None:
    return level.utility(v) if level.settings.plays_to_score else None


# ------------------------------------------------------------------------------- the play


def value_play(
    moment: Moment, chosen: Play, level: LevelPlayer, rng: random.Random, settings: ReviewSettings
) -> Valued:
    v = moment.view()
    legal = [a.card for a in moment.decision.actions if isinstance(a, Play)]
    worlds = sample_worlds(v, settings.play_worlds, rng)
    return play_values(v, legal, chosen.card, worlds, _partie_utility(level, v))


def play_values(
    v: PlayerView,
    legal: Sequence[int],
    chosen: int,
    worlds: Sequence[World],
    utility: Utility | None = None,
) -> Valued:
    """The play's values in ``worlds`` (see the module's notes): public so that a test can give
    the true deal as the only world and compare with the exact solver."""
    sign = 1 if v.seat == 0 else -1
    mine0, theirs0 = scores_so_far(v)
    left = TRICKS - len(v.tricks)
    bonus = v.rules.last_trick_bonus
    per_card: dict[int, list[float]] = {c: [] for c in legal}
    weights: list[float] = []
    for w in worlds:
        position = position_in_view(v, w.opponent_hand)
        weights.append(w.weight)
        for card, value in local_solver(position).best_moves(position):
            per_card[card].append(float(sign * value))
    total = sum(weights) or 1.0
    means = {
        c: sum(a * b for a, b in zip(weights, vals, strict=True)) / total
        for c, vals in per_card.items()
    }
    top = max(means.values())
    best = (
        chosen if means[chosen] >= top - 1e-9 else min(c for c in legal if means[c] >= top - 1e-9)
    )
    base = float(mine0 - theirs0)
    deal = ([base + x for x in per_card[chosen]], [base + x for x in per_card[best]])
    partie = None
    if utility is not None:
        partie = tuple(
            [utility(*_split(mine0, theirs0, x, left, bonus)) for x in per_card[c]]
            for c in (chosen, best)
        )
    return _valued(PLAYS[chosen], PLAYS[best], weights, deal, partie)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------- the exchange


def value_exchange(
    moment: Moment,
    chosen: Discard,
    level: LevelPlayer,
    level_rng: random.Random,
    rng: random.Random,
    settings: ReviewSettings,
) -> Valued:
    v = moment.view()
    decision = moment.decision
    assert decision.exchange_range is not None
    best = Discard(level.exchange(v, decision, level_rng).discard)
    worlds = sample_worlds(v, settings.exchange_worlds, rng)
    discards = [best.cards] if best == chosen else [chosen.cards, best.cards]
    solved = solved_discards(v, decision.hand, decision.exchange_range[1], discards, worlds)
    utility = _partie_utility(level, v)
    weights: list[float] = []
    deal: tuple[list[float], list[float]] = ([], [])
    partie: tuple[list[float], list[float]] = ([], [])
    for w, row in zip(worlds, solved, strict=True):
        first, last = row[0], row[-1]
        if first is None or last is None:
            continue  # a talon too short for one of them: not a world they can be compared in
        weights.append(w.weight)
        for side, s in ((0, first), (1, last)):
            deal[side].append(s.mine - s.theirs)
            if utility is not None:
                partie[side].append(utility(s.mine, s.theirs))
    if sum(weights) > 0 and _mean(weights, deal[0]) >= _mean(weights, deal[1]):
        # The player's discard did at least as well as the level's in the review's worlds: it
        # is the best found, and the level's own ranking does not count against it.
        best = chosen
    return _valued(chosen, best, weights, deal, partie if utility is not None else None)


def _mean(weights: Sequence[float], values: Sequence[float]) -> float:
    return sum(a * b for a, b in zip(weights, values, strict=True)) / sum(weights)


# ------------------------------------------------------------------------------- declarations


def _finish_declarations(state: PartieState) -> None:
    """Play the deal on to its trick play by the levels' plain policy (best call, truthful
    answers, look at the talon), forced steps as they come."""
    while state.phase == "deal" and state.deal is not None:
        phase = state.deal.phase
        if phase not in ("declare", "talon_choice"):
            return
        decision = decision_for(state)
        action = decision.forced
        if action is None:
            if decision.kind == "call":
                action = best_call(decision, state.deal.hands[decision.seat])
            elif decision.kind == "answer":
                action = truthful_answer(decision)
            else:
                action = LookAtTalon(True)
        state.apply(action)


@dataclass(frozen=True, slots=True)
class RolledOut:
    """Every legal action of a call, sink, answer or look at the talon, rolled out in the same
    worlds: the worlds' weights and, per action, the deal's net points for the seat in each world
    (``partie``: the level's partie terms, None when it does not play to the score)."""

    actions: tuple[Action, ...]
    weights: tuple[float, ...]
    deal: dict[Action, list[float]]
    partie: dict[Action, list[float]] | None

    def best(self, chosen: Action) -> Action:
        """The action of the highest mean in deal points (``chosen`` when it ties the top)."""
        total = sum(self.weights) or 1.0
        means = {
            a: sum(x * y for x, y in zip(self.weights, self.deal[a], strict=True)) / total
            for a in self.actions
        }
        top = max(means.values())
        if means[chosen] >= top - 1e-9:
            return chosen
        return next(a for a in self.actions if means[a] >= top - 1e-9)

    def valued(self, chosen: Action) -> Valued:
        """``chosen`` judged against the best, as the review judges it."""
        best = self.best(chosen)
        partie = self.partie
        return _valued(
            chosen,
            best,
            self.weights,
            (self.deal[chosen], self.deal[best]),
            (partie[chosen], partie[best]) if partie is not None else None,
        )


def rollout_values(
    moment: Moment, level: LevelPlayer, rng: random.Random, settings: ReviewSettings
) -> RolledOut:
    """Every legal action of the moment's decision rolled out in each world (module notes)."""
    v = moment.view()
    decision = moment.decision
    count = (
        settings.talon_worlds if decision.kind == "talon_choice" else settings.declaration_worlds
    )
    worlds = sample_worlds(v, count, rng)
    utility = _partie_utility(level, v)
    seat = moment.seat
    actions = list(decision.actions)
    weights: list[float] = []
    deal: dict[Action, list[float]] = {a: [] for a in actions}
    partie: dict[Action, list[float]] = {a: [] for a in actions}
    for w in worlds:
        try:
            here = replay_in_world(moment.before_deal, moment.deal_actions, seat, v, w)
        except IllegalActionError:
            continue  # never for a consistent world; a world that is not is not used
        outcomes: list[tuple[float, float]] = []
        for a in actions:
            alt = here.clone()
            alt.apply(a)
            _finish_declarations(alt)
            deal_state = alt.deal
            assert deal_state is not None
            scored = deal_state.totals()
            position = PlayPosition.from_deal(deal_state)
            rest = local_solver(position).solve(position) * (1 if seat == 0 else -1)
            mine0, theirs0 = float(scored[seat]), float(scored[1 - seat])
            left = TRICKS - position.tricks_played
            outcomes.append(_split(mine0, theirs0, float(rest), left, v.rules.last_trick_bonus))
        weights.append(w.weight)
        for a, (mine, theirs) in zip(actions, outcomes, strict=True):
            deal[a].append(mine - theirs)
            if utility is not None:
                partie[a].append(utility(mine, theirs))
    return RolledOut(tuple(actions), tuple(weights), deal, partie if utility is not None else None)


def value_rollout(
    moment: Moment, chosen: Action, level: LevelPlayer, rng: random.Random, settings: ReviewSettings
) -> Valued:
    """A call, sink, answer or the look at the talon, rolled out in each world (module notes)."""
    return rollout_values(moment, level, rng, settings).valued(chosen)


# ------------------------------------------------------------------------------- carte blanche


def value_carte_blanche(
    moment: Moment, chosen: CarteBlanche, level: LevelPlayer, level_rng: random.Random
) -> Valued:
    """Claiming is worth its ten points (module notes); which claim is the level's choice."""
    v = moment.view()
    best = level.choose(v, moment.decision, level_rng)
    assert isinstance(best, CarteBlanche)
    if chosen.claim == best.claim:
        return Valued(chosen, None, None, 0.0, 0.0, None)
    loss = 10.0 if best.claim else -10.0
    return Valued(best, None, None, loss, 0.0, None)


__all__ = [
    "Moment",
    "ReviewSettings",
    "RolledOut",
    "Valued",
    "play_values",
    "rollout_values",
    "value_carte_blanche",
    "value_exchange",
    "value_play",
    "value_rollout",
]
