"""The exchange: which cards to throw and how many, by simulation over the unseen cards.

The exchange is the deal's most important decision (crippling it costs a strong player 32.6 points
per mirrored pair, more than any other stage), and it is a decision under uncertainty about the
talon and the opponent's hand. The levels from Club up make it the way the issue describes:

1. **Enumerate** every legal discard (elder: 1,585 of them; younger: every count he may take).
2. **Prune** with a fast static judgement (``static_scores``): how good the kept cards are
   (point, sequences, sets, high cards, guards, length) and how likely a sensible player is to
   throw exactly those cards (``inference.ReasonedKeepModel``, Cavendish's priorities as odds).
   The union of the best of both rankings survives, at least a few of every count, so that taking
   fewer cards is always among the candidates.
3. **Sample** the unseen cards consistently with the view (``inference.sample_worlds``: talon
   order and the opponent's hand, weighted by how likely his choices made them) and **evaluate**
   each surviving candidate in every world: the hands after both exchanges (the opponent's own
   exchange by a fast policy, ``opponent_exchange``), the declarations exactly, the play by the
   calibrated estimate, pique and repique, all turned into the partie utility. Every candidate
   meets the same worlds (common random numbers), so differences between candidates are measured
   far more precisely than their values. Rounds of successive halving spend more worlds on the
   candidates still in contention.
4. **Refine** (Master) the last few with the exact solver on a subset of the worlds, as a control
   variate: the candidate's value is its estimate over all worlds plus the mean difference
   between solver and estimate on the solved worlds. The estimate's noise stays low while its
   bias on this particular hand is corrected.
5. **Choose** among the candidates that saw every world by value plus a small prior for natural
   discards (``_most_natural``): near-ties within the simulation's noise go to what a sensible
   player throws, so a level does not give up an ace for a trio of knaves on a fraction of a
   point (Cavendish: low trios are rarely worth a high card), while a quatorze still beats one.

What a level weighs it reports (``ExchangeChoice``): its choice and every candidate it valued,
with the value it gave it, best first. The advice (``advice.py``, the app's Hint and
``piquet-advise exchange``) shows exactly that, so it recommends what the level does, for the
level's reasons, and never keeps an estimator of its own.

The odds of the talon are never programmed: that elder taking five is 3 to 1 against drawing one
named card falls out of the worlds, where the named card is among his five in a quarter of them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from piquet_desktop.ai.baselines import discard_order
from piquet_desktop.ai.evaluation import DealEstimate, estimate_deal, hand_facts, play_estimate
from piquet_desktop.ai.inference import DEFAULT_KEEP_MODEL, World, sample_worlds
from piquet_desktop.ai.parallel import solve_many
from piquet_desktop.ai.solver import PlayPosition
from piquet_desktop.engine.cards import ACE, KING, QUEEN, mask_of
from piquet_desktop.engine.decision import legal_discards
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView

Utility = Callable[[float, float], float]
OpponentModel = Literal["greedy", "sensible", "portion"]
"""How the search completes the opponent's exchange in its worlds: ``greedy`` takes everything
left, thrown in the greedy baseline's order; ``sensible`` throws in that order too but chooses
how many to take by the static judgement (``sensible_opponent_exchange``); ``portion`` takes his
own portion as ``greedy`` does and the cards elder left only as far as the static judgement
says they help (a made hand does not throw seven cards for seven blind ones)."""


@dataclass(frozen=True, slots=True)
class ExchangeSettings:
    """How much work one exchange gets.

    ``shortlist`` candidates survive the static prune (0: the static choice is final, no
    sampling); ``worlds`` worlds judge them all, then each of the ``rounds`` keeps its
    ``(candidates, extra worlds)``: the best ``candidates`` so far get ``extra worlds`` more.
    ``solver_finalists`` of the survivors are refined with the exact solver on
    ``solver_worlds`` of the worlds. ``weighted`` uses the inference's importance weights (the
    opponent's discard judged by the keep model); otherwise the worlds are uniform.
    ``natural_weight`` (deal points per nat) adds to each final candidate's value a prior for
    natural discards (``_most_natural``): what a sensible player throws. ``opponent`` is how
    the worlds complete the opponent's exchange (``OpponentModel``).

    ``cut_check`` candidates on either side of the last halving cut are solved exactly on the
    first ``cut_worlds`` worlds before it (their solver correction decides who survives: the play
    estimate misjudges some shapes by several points). After the refinement, when finalists lie
    within ``tie_margin`` deal points of the leader, those are solved on ``tie_worlds`` more
    worlds: the worlds are spent where the finalists are close.
    """

    shortlist: int = 40
    worlds: int = 24
    rounds: tuple[tuple[int, int], ...] = ((8, 48),)
    solver_finalists: int = 0
    solver_worlds: int = 0
    weighted: bool = True
    parallel: bool = False
    natural_weight: float = 0.0
    opponent: OpponentModel = "greedy"
    cut_check: int = 0
    cut_worlds: int = 0
    tie_margin: float = 0.0
    tie_worlds: int = 0


# ------------------------------------------------------------------------------------ static


def _suit_value(pattern: int) -> float:
    """High-card and length value of one suit held (a static judgement, not a probability)."""
    n = pattern.bit_count()
    if not n:
        return 0.0
    v = 0.0
    if pattern >> ACE & 1:
        v += 4.0
    if pattern >> KING & 1:
        v += 2.6 if n >= 2 or pattern >> ACE & 1 else 1.2
    if pattern >> QUEEN & 1:
        v += 1.4 if n >= 3 or pattern >> KING & 1 else 0.5
    if pattern >> (QUEEN - 1) & 1:
        v += 0.6
    if n >= 4:
        v += (n - 3) * 1.3  # long cards become winners once the suit is drawn
    return v


_SUIT_VALUES = tuple(_suit_value(p) for p in range(512))
# Chance of winning the point with a point of n cards, roughly (more with better pips).
_POINT_WIN = (0.0, 0.0, 0.02, 0.1, 0.3, 0.62, 0.88, 0.97, 1.0, 1.0, 1.0, 1.0, 1.0)


def static_features(kept: int, drawn: int) -> tuple[float, ...]:
    """What the static judgement looks at in the kept cards: the point (weighted by how often a
    point of that length wins, plus the ten or so a won point is worth through the cards it
    saves, Cavendish), the sequences' and sets' scores, the suits' high cards and length, the
    voids, how many cards will be drawn, and the point's length."""
    point_key, _, _, seq_total, _, set_total = hand_facts(kept)
    n = point_key >> 7
    suits = 0.0
    voids = 0
    for sh in (0, 9, 18, 27):
        p = kept >> sh & 511
        suits += _SUIT_VALUES[p]
        if not p:
            voids += 1
    return (
        _POINT_WIN[n] * (n + 8.0),
        float(seq_total),
        float(set_total),
        suits,
        float(voids),
        float(drawn),
        float(n),
    )


# ---- fitted constants: printed by piquet_desktop/benchmarks/calibrate_exchange.py ----
STATIC_WEIGHTS: dict[str, tuple[float, ...]] = {
    "elder": (1.025, 0.961, 1.445, 1.732, 0.216, 4.699, -0.331),
    "younger": (2.434, 1.427, 1.657, 1.825, -1.855, 4.690, -6.643),
}
# ---- end of fitted constants ----


def static_value(kept: int, drawn: int, elder: bool) -> float:
    """A fast judgement of a discard, in rough points: the prune ranks discards by it.

    A linear function of ``static_features`` whose weights were fitted to the simulation's own
    values of every legal discard over many deals (so the prune keeps what the simulation would
    rank high), one set for elder and one for younger."""
    w = STATIC_WEIGHTS["elder" if elder else "younger"]
    return sum(a * b for a, b in zip(w, static_features(kept, drawn), strict=True))


def static_scores(hand: int, low: int, high: int, elder: bool) -> list[tuple[float, int]]:
    """Every legal discard with its static score, best first (ties: fewer cards, lower mask)."""
    out = [
        (static_value(hand & ~d, d.bit_count(), elder), d) for d in legal_discards(hand, low, high)
    ]
    out.sort(key=lambda t: (-t[0], t[1].bit_count(), t[1]))
    return out


def shortlist(hand: int, low: int, high: int, elder: bool, size: int) -> list[int]:
    """The candidates that survive the static prune: the best ``size`` by ``static_scores``,
    the ``size // 2`` most natural by the keep model, and the best two of every count."""
    scored = static_scores(hand, low, high, elder)
    chosen: dict[int, None] = {}
    for _, d in scored[:size]:
        chosen[d] = None
    per_count: dict[int, int] = {}
    for _, d in scored:
        n = d.bit_count()
        if per_count.get(n, 0) < 2:
            per_count[n] = per_count.get(n, 0) + 1
            chosen[d] = None
    if size > 1:
        natural = sorted(
            (d for _, d in scored),
            key=lambda d: (-DEFAULT_KEEP_MODEL.discard_likelihood(hand, d, elder), d),
        )
        # The keep model's likelihoods are per count; rank the counts the static score favours.
        best_counts = {d.bit_count() for _, d in scored[: max(size // 4, 1)]}
        for d in [d for d in natural if d.bit_count() in best_counts][: size // 2]:
            chosen[d] = None
    return list(chosen)


@dataclass(frozen=True, slots=True)
class WeighedDiscard:
    """A discard a level weighed, with the value it gave it: in rough points for the static
    judgement (``worlds == 0``), else its mean utility over the ``worlds`` sampled worlds it was
    judged on, corrected by the exact solver's play where ``solved``."""

    discard: int
    value: float
    worlds: int = 0
    solved: bool = False
    # The seat's net points of the deal (its points less the opponent's) over the same worlds,
    # corrected by the solver where ``solved``: what the hint says of the deal, whatever the
    # level's objective. None for the static judgement.
    deal_points: float | None = None


@dataclass(frozen=True, slots=True)
class ExchangeChoice:
    """A level's exchange: the ``discard`` it makes, and the ``candidates`` it weighed, best
    first by its own ranking (the choice is among them); ``worlds`` is how many worlds it
    sampled (0: it judged statically)."""

    discard: int
    candidates: tuple[WeighedDiscard, ...]
    worlds: int = 0


def static_choice(hand: int, low: int, high: int, elder: bool) -> ExchangeChoice:
    """The static judgement's favourite discard, with every legal discard's static value."""
    scored = static_scores(hand, low, high, elder)
    return ExchangeChoice(scored[0][1], tuple(WeighedDiscard(d, v) for v, d in scored))


# ------------------------------------------------------------------------------------ policy


def opponent_exchange(dealt: int, available: int, low: int) -> int:
    """The fast policy assumed for the opponent's exchange: how many and which cards he throws.

    He takes everything available (as most players do: more cards, more chances) and throws in
    the greedy baseline's order (short weak suits first, keeping his point suit, aces and
    combinations). Returns his discard; ``low`` is the fewest he must throw.
    """
    n = max(available, low)
    if n <= 0:
        return 0
    return mask_of(discard_order(dealt)[:n])


def sensible_opponent_exchange(
    dealt: int, available: int, low: int, elder: bool, fewest: int = 0
) -> int:
    """A sensible opponent's exchange: he throws in the greedy baseline's order, but chooses how
    many cards to take (``low`` to ``available``, and at least ``fewest``) by the static judgement
    of what he keeps, the judgement fitted to the simulation's own values (``static_value``): a
    made hand keeps its cards rather than draw blind, as the levels from Casual up do. ``elder``
    is his role."""
    high = max(available, low)
    if high <= 0:
        return 0
    order = discard_order(dealt)
    best_n, best_v = high, -math.inf
    for n in range(max(low, fewest, 0), high + 1):
        kept = dealt & ~mask_of(order[:n])
        v = static_value(kept, n, elder)
        if v > best_v:
            best_n, best_v = n, v
    return mask_of(order[:best_n])


def pending_elder_take(view: PlayerView, high: int) -> int:
    """For younger discarding before an elder with carte blanche has taken in: how many cards
    elder announced (they come off the top of the talon first, Law 20); 0 in every other case.
    ``high`` is the most younger may take now."""
    if view.seat == view.elder or view.took[view.elder or 0] is not None:
        return 0
    return max(view.talon_count - high, 0)


def elder_after_pending(elder_hand: int, talon: Sequence[int], pending: int) -> int:
    """Elder's hand after his announced exchange of ``pending`` cards: thrown by the fast policy
    (``opponent_exchange``), replaced by the top of ``talon``."""
    thrown = opponent_exchange(elder_hand, pending, pending)
    return (elder_hand & ~thrown) | mask_of(talon[:pending])


# ------------------------------------------------------------------------------------ search


@dataclass(slots=True)
class _Candidate:
    discard: int
    total: float = 0.0  # sum of weight * value over the worlds seen
    weight: float = 0.0
    worlds: int = 0  # how many worlds it was judged on
    estimate_on_solved: float = 0.0
    solved: float = 0.0
    solved_weight: float = 0.0
    solved_worlds: int = 0  # the first worlds of the sample it was solved in
    net: float = 0.0  # sum of weight * the seat's net deal points, as ``total`` sums the values
    net_on_solved: float = 0.0  # the same on the solved worlds, by the estimate and the solver
    net_solved: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.weight if self.weight else 0.0

    @property
    def deal_points(self) -> float:
        """The mean net deal points, corrected as ``_final_value`` corrects the value."""
        mean = self.net / self.weight if self.weight else 0.0
        if self.solved_weight <= 0:
            return mean
        return mean + (self.net_solved - self.net_on_solved) / self.solved_weight


@dataclass(frozen=True, slots=True)
class _Situation:
    """What the evaluation of a candidate needs besides the world."""

    hand: int
    elder: bool
    rules: RuleSet
    cb: tuple[int, int]  # carte blanche points (elder's, younger's)
    # Elder's exchange: how many cards the opponent (younger) may take at least.
    opp_low: int
    # Younger's exchange before an elder with carte blanche has exchanged: elder's announced take.
    elder_pending: int
    # Elder's exchange after younger discarded early (elder's carte blanche): younger's count.
    younger_early: int
    portion: int  # elder's portion of the talon
    younger_portion: int  # younger's own portion (what he may take when elder takes all his)
    opponent: OpponentModel = "greedy"


def _opponent_discard(sit: _Situation, dealt: int, available: int) -> int:
    """Younger's discard in elder's worlds, by the search's opponent model (``available``: the
    cards left for him, his own portion and what elder left)."""
    if sit.opponent == "sensible":
        return sensible_opponent_exchange(dealt, available, sit.opp_low, elder=False)
    if sit.opponent == "portion":
        own = min(available, sit.younger_portion)
        return sensible_opponent_exchange(dealt, available, sit.opp_low, elder=False, fewest=own)
    return opponent_exchange(dealt, available, sit.opp_low)


def _situation(
    view: PlayerView, hand: int, high: int, opponent: OpponentModel = "greedy"
) -> _Situation:
    """The exchange's circumstances as the view shows them (``high``: the most we may take;
    ``opponent``: how younger completes his hand in elder's worlds)."""
    rules = view.rules
    elder = view.seat == view.elder
    cb = (
        10 if view.carte_blanche_claimed[view.elder or 0] else 0,
        10 if view.carte_blanche_claimed[1 - (view.elder or 0)] else 0,
    )
    younger_early = 0
    if elder and view.took[1 - view.seat] is not None:
        younger_early = view.took[1 - view.seat] or 0
    return _Situation(
        hand=hand,
        elder=elder,
        rules=rules,
        cb=cb,
        opp_low=1 if rules.younger_must_exchange else 0,
        elder_pending=pending_elder_take(view, high),
        younger_early=younger_early,
        portion=rules.elder_max,
        younger_portion=rules.talon_size - rules.elder_max,
        opponent=opponent,
    )


def _final_hands(
    sit: _Situation, discard: int, world: World, memo: dict[int, int]
) -> tuple[int, int] | None:
    """(elder's, younger's) hands after both exchanges in ``world`` with our ``discard``.

    ``memo`` is the world's own cache of the opponent's final hand by how many cards we take:
    his exchange does not depend on which cards we throw, only on how many are left for him."""
    talon = world.talon
    k = discard.bit_count()
    mine = sit.hand & ~discard
    if sit.elder:
        if k > len(talon):
            return None
        for c in talon[:k]:
            mine |= 1 << c
        opp = memo.get(k)
        if opp is None:
            rest = talon[k:]
            if sit.younger_early:
                # He has thrown already (we hold carte blanche) and takes in after us.
                opp, taking = world.opponent_hand, sit.younger_early
            else:
                opp_disc = _opponent_discard(sit, world.opponent_hand, len(rest))
                opp, taking = world.opponent_hand & ~opp_disc, opp_disc.bit_count()
            for c in rest[:taking]:
                opp |= 1 << c
            memo[k] = opp
        return mine, opp
    opp = world.opponent_hand
    if sit.elder_pending:
        # Elder (carte blanche) takes his announced number from the top after we discard.
        got = memo.get(-1)
        if got is None:
            got = elder_after_pending(opp, talon, sit.elder_pending)
            memo[-1] = got
        opp = got
        talon = talon[sit.elder_pending :]
    if k > len(talon):
        return None
    for c in talon[:k]:
        mine |= 1 << c
    return opp, mine


def _value(sit: _Situation, hands: tuple[int, int], utility: Utility) -> tuple[float, float]:
    """The candidate's value in ``utility`` and its net deal points, in one world."""
    est = estimate_deal(hands[0], hands[1], sit.rules, sit.cb)
    if sit.elder:
        return utility(est.elder, est.younger), est.elder - est.younger
    return utility(est.younger, est.elder), est.younger - est.elder


def _evaluate(
    sit: _Situation, cands: Sequence[_Candidate], worlds: Sequence[World], utility: Utility
) -> None:
    for w in worlds:
        weight = w.weight
        memo: dict[int, int] = {}
        for cand in cands:
            hands = _final_hands(sit, cand.discard, w, memo)
            if hands is None:
                continue
            value, net = _value(sit, hands, utility)
            cand.total += weight * value
            cand.net += weight * net
            cand.weight += weight
            cand.worlds += 1


def _refine_with_solver(
    sit: _Situation,
    cands: Sequence[_Candidate],
    worlds: Sequence[World],
    utility: Utility,
    parallel: bool,
) -> None:
    """Solve the play exactly for each candidate in each of ``worlds`` it has not been solved in
    yet (the first ``solved_worlds`` of them are done; elder leads), and record, per candidate,
    the solver-based value and the estimate on the same worlds."""
    jobs: list[tuple[_Candidate, World, tuple[int, int]]] = []
    for i, w in enumerate(worlds):
        memo: dict[int, int] = {}
        for cand in cands:
            if i < cand.solved_worlds:
                continue
            hands = _final_hands(sit, cand.discard, w, memo)
            if hands is not None:
                jobs.append((cand, w, hands))
    for cand in cands:
        cand.solved_worlds = max(cand.solved_worlds, len(worlds))
    rules = sit.rules
    positions = [PlayPosition(hands, 0, rules=rules) for _, _, hands in jobs]
    values = solve_many(positions, parallel)
    for (cand, w, hands), solved in zip(jobs, values, strict=True):
        est, exact_e, exact_y = _with_solved_play(sit, hands, solved)
        if sit.elder:
            v_exact = utility(exact_e, exact_y)
            v_est = utility(est.elder, est.younger)
            n_exact, n_est = exact_e - exact_y, est.elder - est.younger
        else:
            v_exact = utility(exact_y, exact_e)
            v_est = utility(est.younger, est.elder)
            n_exact, n_est = exact_y - exact_e, est.younger - est.elder
        cand.solved += w.weight * v_exact
        cand.estimate_on_solved += w.weight * v_est
        cand.net_solved += w.weight * n_exact
        cand.net_on_solved += w.weight * n_est
        cand.solved_weight += w.weight


def _with_solved_play(
    sit: _Situation, hands: tuple[int, int], solved: int
) -> tuple[DealEstimate, float, float]:
    """The deal's estimate for ``hands`` (elder's, younger's), and elder's and younger's points
    with the estimated play difference replaced by the solver's (the estimated total kept)."""
    est = estimate_deal(hands[0], hands[1], sit.rules, sit.cb)
    pe, py = play_estimate(hands[0], hands[1], sit.rules)
    shift = (solved - (pe - py)) / 2.0
    return est, est.elder + shift, est.younger - shift


def _slope(utility: Utility) -> float:
    """Utility units per deal point at a typical score (the utilities are nearly linear early)."""
    return max((utility(30.0, 20.0) - utility(20.0, 20.0)) / 10.0, 1e-9)


def _check_the_cut(
    sit: _Situation,
    cands: list[_Candidate],
    keep: int,
    worlds: Sequence[World],
    settings: ExchangeSettings,
    utility: Utility,
) -> None:
    """Solve the candidates ranked just above and below the cut at ``keep`` on the first
    ``cut_worlds`` worlds, and re-rank that stretch by the corrected values (in place)."""
    lo = max(keep - settings.cut_check, 0)
    hi = min(keep + settings.cut_check, len(cands))
    if hi - lo < 2 or hi <= keep:
        return
    near = cands[lo:hi]
    _refine_with_solver(sit, near, worlds[: settings.cut_worlds], utility, settings.parallel)
    near.sort(key=_by_final_value)
    cands[lo:hi] = near


def _settle_near_ties(
    sit: _Situation,
    finalists: list[_Candidate],
    worlds: Sequence[World],
    settings: ExchangeSettings,
    utility: Utility,
) -> None:
    """Solve the finalists within ``tie_margin`` deal points of the leader on ``tie_worlds``
    more worlds, and re-rank the finalists (in place)."""
    margin = settings.tie_margin * _slope(utility)
    lead = _final_value(finalists[0])
    close = [c for c in finalists if lead - _final_value(c) < margin]
    if len(close) < 2:
        return
    extended = worlds[: settings.solver_worlds + settings.tie_worlds]
    _refine_with_solver(sit, close, extended, utility, settings.parallel)
    finalists.sort(key=_by_final_value)


def finalists_of(settings: ExchangeSettings, count: int) -> range:
    """How many candidates reach the last round (they have seen every world)."""
    keep = count
    for k, _ in settings.rounds:
        keep = min(keep, max(k, 1))
    if settings.solver_finalists > 0 and settings.solver_worlds > 0:
        keep = min(keep, settings.solver_finalists)
    return range(keep)


def _final_value(cand: _Candidate) -> float:
    if cand.solved_weight <= 0:
        return cand.mean
    correction = (cand.solved - cand.estimate_on_solved) / cand.solved_weight
    return cand.mean + correction


def _by_final_value(cand: _Candidate) -> tuple[float, int, int]:
    """The ranking after the solver's correction: best value first, then fewer cards thrown,
    then the mask (a fixed order for equal values)."""
    return -_final_value(cand), cand.discard.bit_count(), cand.discard


def search_discard(
    view: PlayerView,
    hand: int,
    low: int,
    high: int,
    settings: ExchangeSettings,
    rng: random.Random,
    utility: Utility,
) -> ExchangeChoice:
    """The best discard of ``low`` to ``high`` cards of ``hand`` by simulation, with every
    candidate that met the sampled worlds: those of the last round first (by their final values),
    then those dropped in each earlier round, the later first (by their values then)."""
    elder = view.seat == view.elder
    if settings.shortlist <= 0:
        return static_choice(hand, low, high, elder)
    cands = [_Candidate(d) for d in shortlist(hand, low, high, elder, settings.shortlist)]
    if len(cands) == 1:  # the static favourite is always on the short list
        return static_choice(hand, low, high, elder)
    sit = _situation(view, hand, high, settings.opponent)
    total_worlds = settings.worlds + sum(extra for _, extra in settings.rounds)
    worlds = sample_worlds(view, total_worlds, rng, weighted=settings.weighted)
    if not worlds:
        return static_choice(hand, low, high, elder)
    first = worlds[: settings.worlds]
    _evaluate(sit, cands, first, utility)
    used = len(first)
    dropped: list[_Candidate] = []
    for r, (keep, extra) in enumerate(settings.rounds):
        cands.sort(key=lambda c: (-c.mean, c.discard.bit_count(), c.discard))
        if r == len(settings.rounds) - 1 and settings.cut_check > 0 and settings.cut_worlds > 0:
            _check_the_cut(sit, cands, max(keep, 1), worlds, settings, utility)
        dropped = cands[max(keep, 1) :] + dropped
        cands = cands[: max(keep, 1)]
        more = worlds[used : used + extra]
        used += len(more)
        _evaluate(sit, cands, more, utility)
    cands.sort(key=lambda c: (-c.mean, c.discard.bit_count(), c.discard))
    if settings.solver_finalists > 0 and settings.solver_worlds > 0 and len(cands) > 1:
        finalists = cands[: settings.solver_finalists]
        _refine_with_solver(
            sit, finalists, worlds[: settings.solver_worlds], utility, settings.parallel
        )
        finalists.sort(key=_by_final_value)
        if settings.tie_worlds > 0 and settings.tie_margin > 0:
            _settle_near_ties(sit, finalists, worlds, settings, utility)
        cands = finalists + cands[settings.solver_finalists :]
    ranked = [(c.discard, _final_value(c)) for c in cands]
    # Only the candidates that saw every world compete for the final choice.
    final = ranked[: max(len(finalists_of(settings, len(cands))), 1)]
    choice = _most_natural(final, hand, elder, settings.natural_weight, utility)
    weighed = tuple(
        WeighedDiscard(c.discard, _final_value(c), c.worlds, c.solved_weight > 0, c.deal_points)
        for c in cands + dropped
    )
    return ExchangeChoice(choice, weighed, len(worlds))


def _most_natural(
    ranked: list[tuple[int, float]], hand: int, elder: bool, weight: float, utility: Utility
) -> int:
    """The final choice: the best value plus ``weight`` deal points per nat of how much more
    natural the discard is than a random one of its size (the keep model's likelihood times the
    number of discards of that size, on a log scale), converted to utility units at a typical
    score. The simulation's values carry noise and the play estimate's small biases; received
    wisdom breaks its near-ties, so an ace is not thrown for a trio of knaves on the strength of
    a fraction of a point, while a quatorze still beats an ace."""
    if weight <= 0 or len(ranked) == 1:
        return ranked[0][0]
    slope = _slope(utility)
    n = hand.bit_count()

    def score(item: tuple[int, float]) -> tuple[float, int]:
        d, value = item
        likelihood = DEFAULT_KEEP_MODEL.discard_likelihood(hand, d, elder)
        prior = math.log(max(likelihood, 1e-300) * math.comb(n, d.bit_count()))
        return value + weight * slope * prior, -d

    return max(ranked, key=score)[0]


@dataclass(frozen=True, slots=True)
class SolvedDiscard:
    """One discard judged in one world with the play solved exactly: the deal's points for us
    and for the opponent (``estimate_deal``'s declarations, carte blanche and pique, its play
    estimate replaced by the solver's exact play, as ``_refine_with_solver`` does)."""

    mine: float
    theirs: float


def solved_discards(
    view: PlayerView,
    hand: int,
    high: int,
    discards: Sequence[int],
    worlds: Sequence[World],
    parallel: bool = False,
) -> list[list[SolvedDiscard | None]]:
    """Each of ``discards`` judged in each of ``worlds`` (``[world][discard]``) the way the
    exchange's finalists are refined: the opponent's exchange by the fast policy, both final
    hands' declarations exactly, the play solved exactly with elder to lead. None where the
    world's talon cannot give that many cards. Every discard meets the same worlds, so their
    differences are paired (the review's uncertainty is the spread of those differences)."""
    sit = _situation(view, hand, high)
    slots: list[tuple[int, int, tuple[int, int]]] = []
    for i, w in enumerate(worlds):
        memo: dict[int, int] = {}
        for j, d in enumerate(discards):
            hands = _final_hands(sit, d, w, memo)
            if hands is not None:
                slots.append((i, j, hands))
    rules = sit.rules
    values = solve_many([PlayPosition(h, 0, rules=rules) for _, _, h in slots], parallel)
    out: list[list[SolvedDiscard | None]] = [[None] * len(discards) for _ in worlds]
    for (i, j, hands), solved in zip(slots, values, strict=True):
        _, exact_e, exact_y = _with_solved_play(sit, hands, solved)
        out[i][j] = (
            SolvedDiscard(exact_e, exact_y) if sit.elder else SolvedDiscard(exact_y, exact_e)
        )
    return out


def weigh_exchange(
    view: PlayerView,
    hand: int,
    exchange_range: tuple[int, int],
    settings: ExchangeSettings,
    rng: random.Random,
    utility: Utility,
) -> ExchangeChoice:
    """The exchange decision within ``exchange_range`` and what it weighed: by the static
    judgement when ``settings.shortlist`` is 0 (or there is nothing to take), else by the
    search."""
    low, high = exchange_range
    if high == 0:
        return static_choice(hand, low, high, view.seat == view.elder)
    return search_discard(view, hand, low, high, settings, rng, utility)


def portion_to_take(
    view: PlayerView, settings: ExchangeSettings, rng: random.Random, utility: Utility
) -> int:
    """Elder claiming carte blanche says how many cards he will take: the size of the best
    discard over every count (by the same search), or the full portion without a search."""
    high = min(view.rules.elder_max, view.talon_count)
    if settings.shortlist <= 0:
        return high
    best = search_discard(view, view.hand, 1, high, settings, rng, utility).discard
    return max(best.bit_count(), 1)


__all__ = [
    "ExchangeChoice",
    "ExchangeSettings",
    "OpponentModel",
    "SolvedDiscard",
    "WeighedDiscard",
    "elder_after_pending",
    "opponent_exchange",
    "pending_elder_take",
    "portion_to_take",
    "search_discard",
    "sensible_opponent_exchange",
    "shortlist",
    "solved_discards",
    "static_choice",
    "static_scores",
    "static_value",
    "weigh_exchange",
]
