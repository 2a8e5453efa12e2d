"""Advice for the seat to act: the recommended action, its alternatives with values, a sentence.

One function, :func:`advise`, serves the app's hint and the ``piquet-advise`` console tool. It
knows only what the acting seat knows (its ``PlayerView`` and ``Decision``), so advice never
leaks the opponent's cards.

**Who recommends.** The recommendation is the chosen level's own move (``make_player(level)``
asked with the seat's view and a generator seeded from ``seed``), so the hint and the opponent
never disagree about what is best.

**The exchange: the level's own reasons.** A level's exchange is one call,
``LevelPlayer.exchange`` (``exchange.weigh_exchange``), which its ``choose`` plays and which the
advice calls in its place, once, with the same generator: the recommended discard is the one the
level makes, and the alternatives are the candidates it weighed, in its order, with the values
it gave them (``exchange.ExchangeChoice``). Those values are in the level's objective
(``LevelPlayer.objective``): the deal's points (Club), the expected final margin of the partie
or the chance of winning it (Expert and Master, who play to the score), or the static judgement's
rough points (Novice and Casual, who do not sample). A baseline weighs nothing; its discard is
shown with the static judgement's values. What the advice adds is each alternative's chance,
over sampled talons (uniformly among the deals the hard evidence allows:
``inference.sample_worlds`` unweighted), of leaving a better point, sequence or set than the hand
holds now, and how many cards to leave.

**The play estimator** draws the opponent's hand with the levels' sampler
(``inference.sample_worlds``: the cards he showed and played, the suits he showed out of, the
talon cards seen, weighted by how likely his exchange and his answers made each hand) and solves
each world double-dummy: each legal card's value is the mean, over the worlds, of the seat's net
points from here to the end of the play (perfect-information Monte Carlo, as GIB did for bridge).
Other decisions (calls, answers, carte blanche, looking at the talon) list their alternatives
without values.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

# the results and their words (ai/advice_results.py), under their old names here too
from piquet_desktop.ai.advice_results import Advice as Advice
from piquet_desktop.ai.advice_results import Alternative as Alternative
from piquet_desktop.ai.advice_results import Hint as Hint
from piquet_desktop.ai.advice_results import Improvement as Improvement
from piquet_desktop.ai.advice_results import Objective as Objective
from piquet_desktop.ai.advice_results import describe_json as describe_json
from piquet_desktop.ai.advice_results import label as label
from piquet_desktop.ai.advice_results import sentence as sentence
from piquet_desktop.ai.advice_results import worth as worth
from piquet_desktop.ai.cardplay import position_in_view
from piquet_desktop.ai.evaluation import hand_facts
from piquet_desktop.ai.exchange import (
    ExchangeChoice,
    ExchangeSettings,
    pending_elder_take,
    weigh_exchange,
)
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.ai.levels import LevelPlayer, deal_points
from piquet_desktop.ai.player import Player, start_deal
from piquet_desktop.ai.registry import LEVELS, make_player
from piquet_desktop.ai.solver import Solver
from piquet_desktop.engine.actions import (
    PLAYS,
    Action,
    Discard,
    Play,
)
from piquet_desktop.engine.cards import (
    ACE,
    KING,
    RANK_MASKS,
    card_str,
    mask_of,
    pack,
    parse_cards,
)
from piquet_desktop.engine.combinations import CATEGORIES, Combination, best
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import DealResult, PartieState, planned_deals
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

STATIC = ExchangeSettings(shortlist=0)
HIGH_CARDS = RANK_MASKS[ACE] | RANK_MASKS[KING]  # what the hint says a discard throws of note
"""The static judgement, which values a baseline's discards (it weighs none of its own)."""


# ------------------------------------------------------------------------------- levels


def level_generator(seed: int) -> random.Random:
    """The generator the level is asked with for the advice of ``seed``: its recommendation is
    ``make_player(level).choose(view, decision, level_generator(seed))``."""
    return random.Random(f"piquet-advice-level:{seed}")


def default_level() -> str:
    """The strongest level (Master), whose choice the hint recommends unless told otherwise."""
    return LEVELS[-1][0]


# ------------------------------------------------------------------------------- the exchange


def _level_exchange(
    player: Player, v: PlayerView, decision: Decision, rng: random.Random
) -> tuple[Action, ExchangeChoice, Objective]:
    """What ``player`` discards (from ``rng``, as its ``choose`` would), the discards weighed with
    their values, and what the values measure: a level's own exchange (the one its ``choose``
    plays), or for a baseline its choice beside the static judgement of every discard."""
    assert decision.exchange_range is not None
    if isinstance(player, LevelPlayer):
        weighed = player.exchange(v, decision, rng)
        objective = player.objective(v) if weighed.worlds else "static"
        return Discard(weighed.discard), weighed, objective
    chosen = player.choose(v, decision, rng)
    static = weigh_exchange(v, decision.hand, decision.exchange_range, STATIC, rng, deal_points)
    return chosen, static, "static"


def _talons(v: PlayerView, rng: random.Random, count: int) -> list[tuple[int, ...]]:
    """Uniform placements of the talon among the cards the seat cannot see (``sample_worlds``,
    its hard evidence only), from the first card the seat would take: after a pending carte
    blanche exchange of elder's."""
    pending = pending_elder_take(v, v.exchange_range[1]) if v.exchange_range is not None else 0
    talons = []
    for w in sample_worlds(v, count, rng, weighted=False):
        talon = w.talon
        if pending:
            talon = talon[pending:]
        talons.append(tuple(talon))
    return talons


def improvement(hand: int, discard: int, talons: Sequence[tuple[int, ...]]) -> Improvement:
    """The chances, over ``talons``, that throwing ``discard`` and taking as many cards leaves a
    better point, sequence and set than ``hand`` holds now (the engine's order of holdings)."""
    now = hand_facts(hand)
    kept = hand & ~discard
    n = discard.bit_count()
    better = [0, 0, 0]
    for talon in talons:
        final = hand_facts(kept | mask_of(talon[:n]))
        better[0] += final[0] > now[0]  # point, sequence and set keys
        better[1] += final[2] > now[2]
        better[2] += final[4] > now[4]
    count = max(len(talons), 1)
    return Improvement(better[0] / count, better[1] / count, better[2] / count)


def exchange_alternatives(
    v: PlayerView,
    decision: Decision,
    weighed: ExchangeChoice,
    recommended: Action,
    rng: random.Random,
    *,
    talons: int = 32,
    listed: int = 5,
) -> tuple[list[Alternative], int]:
    """The first ``listed`` discards the level weighed (and the recommendation), in its order,
    with its values and their chances of improving over ``talons`` sampled talons; and how many
    talons were sampled."""
    chosen = list(weighed.candidates[:listed])
    if isinstance(recommended, Discard) and all(c.discard != recommended.cards for c in chosen):
        chosen += [c for c in weighed.candidates if c.discard == recommended.cards]
    sampled = _talons(v, rng, talons)
    out = [
        Alternative(
            Discard(c.discard),
            label(Discard(c.discard)),
            c.value,
            improvement(decision.hand, c.discard, sampled),
            c.solved,
            c.worlds,
            c.deal_points,
        )
        for c in chosen
    ]
    return out, len(sampled)


# ------------------------------------------------------------------------------- the play


def play_alternatives(
    v: PlayerView, decision: Decision, rng: random.Random, *, worlds: int = 24
) -> tuple[list[Alternative], int]:
    """Each legal card's mean solved value over the opponent hands ``inference.sample_worlds``
    draws for the view (the levels' own sampler), best first; and how many worlds."""
    sampled = sample_worlds(v, worlds, rng)
    solver = Solver(v.rules)
    totals: dict[int, float] = {}
    weight = 0.0
    legal = [a.card for a in decision.actions if isinstance(a, Play)]
    assert v.leader is not None
    sign = 1 if v.seat == 0 else -1
    for w in sampled:
        weight += w.weight
        for card, value in solver.best_moves(position_in_view(v, w.opponent_hand)):
            totals[card] = totals.get(card, 0.0) + w.weight * sign * value
    out = [
        Alternative(PLAYS[c], label(PLAYS[c]), totals.get(c, 0.0) / (weight or 1.0), solved=True)
        for c in legal
    ]
    out.sort(key=lambda a: -(a.value or 0.0))
    return out, len(sampled)


# ------------------------------------------------------------------------------- advise


def discard_facts(hand: int, discard: int) -> tuple[tuple[Combination, ...], ...]:
    """The hand's best point, sequence and set that ``discard`` leaves whole, and those it
    breaks (each category the hand has)."""
    kept: list[Combination] = []
    broken: list[Combination] = []
    for category in CATEGORIES:
        combo = best(hand, category)
        if combo is not None:
            (broken if combo.cards & discard else kept).append(combo)
    return tuple(kept), tuple(broken)


def hint_of(
    chosen: Alternative,
    alternatives: list[Alternative],
    portion: int,
    objective: Objective | None,
    hand: int = 0,
) -> Hint:
    """What the hint says of ``chosen``; ``portion`` is how many cards the seat may take,
    ``hand`` the hand it discards from."""
    if isinstance(chosen.action, Discard):
        n = chosen.action.cards.bit_count()
        leave = portion - n if n < portion else 0
        value = rival = rival_value = None
        if chosen.value is not None and objective is not None and objective != "static":
            value = chosen.value
            # the level's prior for natural discards decides between its final candidates
            rivals = [
                a.value
                for a in alternatives
                if a.value is not None and (a.worlds, a.solved) == (chosen.worlds, chosen.solved)
            ]
            best = max(rivals, default=chosen.value)
            if best > chosen.value:
                rival = next(a for a in alternatives if a.value == best).action
                rival_value = best
        thrown = chosen.action.cards
        kept, broken = discard_facts(hand, thrown)
        return Hint(
            chosen.action,
            leave,
            value,
            objective if value is not None else None,
            rival,
            rival_value,
            chosen.improvement,
            kept=kept,
            broken=broken,
            high_thrown=thrown & HIGH_CARDS,
            deal_points=chosen.deal_points,
        )
    if isinstance(chosen.action, Play) and chosen.value is not None:
        values = [a.value for a in alternatives if a.value is not None]
        best_value = max(values) if values and max(values) - chosen.value > 0.5 else None
        return Hint(chosen.action, play_value=chosen.value, best_value=best_value)
    return Hint(chosen.action)


def advise(
    v: PlayerView,
    decision: Decision,
    *,
    level: str | None = None,
    seed: int = 0,
    worlds: int | None = None,
    alternatives: int = 5,
) -> Advice:
    """Advice for ``decision`` knowing only ``v`` (the acting seat's view).

    ``level`` chooses the recommendation (default: ``default_level()``); ``seed`` makes the
    sampling (and the level's choice) reproducible; ``worlds`` overrides the number of sampled
    worlds behind the play's values and the exchange's chances of improving (an exchange's
    values are the level's own, from its own worlds); at most ``alternatives`` alternatives are
    listed (the recommendation always is).
    """
    level = level or default_level()
    rng = random.Random(f"piquet-advice:{seed}")
    player = make_player(level)  # ValueError names the valid levels
    level_rng = level_generator(seed)
    forced = decision.forced
    extra: dict[str, Any] = {}
    n_worlds = 0
    objective: Objective | None = None
    portion = 0
    if decision.exchange_range is not None:
        portion = v.rules.elder_max if v.seat == v.elder else decision.exchange_range[1]
    options: list[Alternative]
    if decision.kind == "exchange" and forced is None:
        # the level's own exchange, once, with the generator its choose() would get
        recommended, weighed, objective = _level_exchange(player, v, decision, level_rng)
        options, extra["talons"] = exchange_alternatives(
            v, decision, weighed, recommended, rng, talons=worlds or 32, listed=alternatives
        )
        n_worlds = weighed.worlds
        if isinstance(recommended, Discard):
            extra["leave"] = portion - recommended.cards.bit_count()
    else:
        recommended = forced if forced is not None else player.choose(v, decision, level_rng)
        if decision.kind == "play":
            options, n_worlds = play_alternatives(v, decision, rng, worlds=worlds or 24)
        else:
            options = [Alternative(a, label(a)) for a in decision.iter_actions()]
    listed = options[:alternatives]
    if all(a.action != recommended for a in listed):
        found = [a for a in options if a.action == recommended]
        listed = listed[: alternatives - 1] + (
            found or [Alternative(recommended, label(recommended))]
        )
    chosen = next(a for a in listed if a.action == recommended)
    hint = hint_of(chosen, options, portion, objective, decision.hand or 0)
    return Advice(
        decision.seat,
        decision.kind,
        level,
        recommended,
        tuple(listed),
        sentence(hint),
        n_worlds,
        objective,
        extra,
        hint,
    )


def advise_state(
    state: PartieState, *, level: str | None = None, seed: int = 0, worlds: int | None = None
) -> Advice:
    """Advice for whoever is to act in ``state``, built from that seat's view only."""
    decision = decision_for(state)
    return advise(view(state, decision.seat), decision, level=level, seed=seed, worlds=worlds)


# ------------------------------------------------------------------------------- positions


def parse_hand(text: str, rules: RuleSet) -> int:
    """Twelve distinct cards of the pack as a mask; ValueError with a plain reason otherwise."""
    cards = parse_cards(text)
    in_pack = set(pack(rules.deck))
    for c in cards:
        if c not in in_pack:
            raise ValueError(f"{card_str(c)} is not in the {rules.deck}-card pack")
    if len(cards) != 12:
        raise ValueError(f"a hand has 12 cards, not {len(cards)}")
    return mask_of(cards)


def position_for_hand(
    rules: RuleSet,
    hand: int,
    role: str,
    *,
    score: tuple[int, int] = (0, 0),
    deal_number: int = 1,
    seed: int = 0,
    opponent_level: str = "greedy",
    level: str | None = None,
) -> PartieState:
    """A real partie state in which seat 0 holds ``hand`` as ``role`` and is to exchange.

    The opponent's hand and the talon are drawn at random (``seed``) from the other cards, the
    opponent never holding carte blanche; the advice uses seat 0's view only, so what was drawn
    does not matter. ``score`` (seat 0's, the opponent's) is the partie score before this deal,
    and ``deal_number`` its number: the deals before it appear in the score sheet as empty
    placeholders. When younger, elder (``opponent_level``) discards first; a carte blanche of
    seat 0's is claimed as ``level`` would.
    """
    if role not in ("elder", "younger"):
        raise ValueError(f"the role is elder or younger, not {role!r}")
    if deal_number < 1:
        raise ValueError(f"the deal number starts at 1, not {deal_number}")
    if rules.partie == "rubicon" and deal_number > planned_deals(rules, deal_number - 1, score):
        raise ValueError(f"a Rubicon partie with this score has no deal {deal_number}")
    if min(score) < 0:
        raise ValueError("scores cannot be negative")
    rng = random.Random(f"piquet-advice-deal:{seed}")
    rest = [c for c in pack(rules.deck) if not hand >> c & 1]
    opponent = 0
    face = RANK_MASKS[5] | RANK_MASKS[6] | RANK_MASKS[7]
    for _ in range(1000):
        rng.shuffle(rest)
        opponent = mask_of(rest[:12])
        if opponent & face:
            break
    talon = rest[12:]
    elder = 0 if role == "elder" else 1
    state = start_deal(rules, order_for_hands((hand, opponent), talon, elder, rules.deal_by), elder)
    state.results = [
        DealResult(i, elder if (deal_number - i) % 2 == 0 else 1 - elder, ())
        for i in range(1, deal_number)
    ]
    if rules.partie == "rubicon":
        state.totals = [score[0], score[1]]
    else:
        state.game_scores = [score[0], score[1]]
    me_player = make_player(level or default_level())
    other = make_player(opponent_level)
    players = (me_player, other)
    turn_rng = random.Random(f"piquet-advice-turns:{seed}")
    while True:
        deal = state.deal
        assert deal is not None
        if deal.to_act == 0 and deal.phase in ("elder_discard", "younger_discard"):
            return state
        decision = decision_for(state)
        seat = decision.seat
        action = decision.forced or players[seat].choose(view(state, seat), decision, turn_rng)
        state.apply(action)
