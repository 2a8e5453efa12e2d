"""How often a level calls less than it holds, and what it gives up or gains by it.

Run: ``python -m piquet_desktop.benchmarks.calling_less --parties 50 --level master``.

Whole Rubicon parties (other presets with ``--preset``) in which both seats make their
declarations with the level (its sampled worlds, reveal costs and objective, the partie utility
for Master) and every other decision with the greedy player, so that a few hundred deals take
minutes rather than the hours Master's play would: only the declarations are measured. Partie
``i`` uses the seed ``derive_seed("calling-less", seed, i)``.

For every call the level makes, the call is "less" when what it calls is worse than the best it
holds in the category. For each lesser call the deal is also played on with the best call in its
place (the same later decisions, as far as they stay legal, else the greedy player's), and the
benchmark prints the points the lesser call gave up in the deal (the caller's deal score minus
the opponent's, best call's against the lesser call's) and the change of the partie's final
margin for the caller (the game the rubicon makes of points): what calling less gained, or cost.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player
from piquet_desktop.ai.registry import make_player
from piquet_desktop.arena.mirrored import derive_seed
from piquet_desktop.engine.actions import Action, Call
from piquet_desktop.engine.combinations import best, callable_combinations
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import CHANCE, PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import PRESETS, preset
from piquet_desktop.engine.view import view


@dataclass
class Tally:
    """The counts the benchmark prints."""

    parties: int = 0
    deals: int = 0
    calls: int = 0
    lesser: int = 0
    last_deal_lesser: int = 0
    deal_gains: list[int] = field(default_factory=list)  # lesser minus best, caller's net
    margin_gains: list[int] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)  # each lesser call, as said

    def summary(self) -> dict[str, Any]:
        def mean(values: list[int]) -> float | None:
            return round(statistics.fmean(values), 2) if values else None

        return {
            "parties": self.parties,
            "deals": self.deals,
            "calls": self.calls,
            "lesser_calls": self.lesser,
            "lesser_in_last_deal": self.last_deal_lesser,
            "mean_deal_gain": mean(self.deal_gains),
            "mean_margin_gain": mean(self.margin_gains),
            "lesser_calls_made": self.examples,
        }


def _is_lesser(state: PartieState, action: Action) -> bool:
    deal = state.deal
    if deal is None or not isinstance(action, Call):
        return False
    hand = deal.hands[deal.to_act]
    held = best(hand, action.category)
    chosen = next(
        c for c in callable_combinations(hand, action.category) if c.cards == action.cards
    )
    return held is not None and chosen.key < held.key


def _margin(state: PartieState, seat: int) -> int:
    """The finished partie's margin for ``seat`` (negative when he lost; 0 for a draw)."""
    result = state.result
    assert result is not None
    if result.winner is None:
        return 0
    return result.margin if result.winner == seat else -result.margin


def _deal_net(state: PartieState, number: int, seat: int) -> int:
    totals = state.results[number - 1].totals
    return totals[seat] - totals[1 - seat]


def _finish(
    state: PartieState,
    rng: random.Random,
    declarer: Player,
    other: Player,
    script: list[Action] | None = None,
) -> list[Action]:
    """Play ``state`` to the end of the partie; the actions taken. ``script`` gives the moves to
    repeat while they stay legal (the counterfactual), then ``declarer``/``other`` decide."""
    taken: list[Action] = []
    following = script is not None
    while not state.is_over:
        action: Action | None = None
        if following and script is not None and len(taken) < len(script):
            action = script[len(taken)]
            if state.current_player != CHANCE:
                decision = decision_for(state)
                if decision.kind != "exchange" and action not in decision.actions:
                    action = None
        if action is None:
            following = False
            if state.current_player == CHANCE:
                action = chance_action(state, rng)
            else:
                decision = decision_for(state)
                player = declarer if decision.kind in ("call", "answer") else other
                action = player.choose(view(state, decision.seat), decision, rng)
        try:
            state.apply(action)
        except ValueError:
            if not following:
                raise
            following = False  # the scripted move is not legal here: the players go on
            continue
        taken.append(action)
    return taken


def play_partie(rules_name: str, level: str, seed: int, tally: Tally) -> None:
    rules = preset(rules_name)
    rng = random.Random(seed)
    declarer = make_player(level)
    other = GreedyPlayer()
    state = new_partie(rules)
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply(chance_action(state, rng))
            continue
        decision = decision_for(state)
        v = view(state, decision.seat)
        if decision.kind not in ("call", "answer"):
            state.apply(other.choose(v, decision, rng))
            continue
        action = declarer.choose(v, decision, rng)
        if decision.kind == "call" and isinstance(action, Call):
            tally.calls += 1
            if _is_lesser(state, action):
                _count_lesser(state, decision.seat, action, rng, declarer, other, tally)
        state.apply(action)
    tally.parties += 1
    tally.deals += len(state.results)


def _count_lesser(
    state: PartieState,
    seat: int,
    action: Call,
    rng: random.Random,
    declarer: Player,
    other: Player,
    tally: Tally,
) -> None:
    """Play the partie on twice from here, with the lesser call and with the best, the later
    decisions the same as far as they stay legal."""
    tally.lesser += 1
    number = state.deal_number
    if state.planned_deals() and number >= state.planned_deals():
        tally.last_deal_lesser += 1
    deal = state.deal
    assert deal is not None
    hand = deal.hands[seat]
    held = best(hand, action.category)
    assert held is not None
    called = next(
        c for c in callable_combinations(hand, action.category) if c.cards == action.cards
    )
    tally.examples.append(
        f"deal {number}, {state.totals[seat]}-{state.totals[1 - seat]}: "
        f"{called.describe()} holding {held.describe()}"
    )
    seed = rng.randrange(2**32)
    lesser = state.clone()
    lesser.apply(action)
    script = _finish(lesser, random.Random(seed), declarer, other)
    better = state.clone()
    better.apply(Call(action.category, held.cards))
    _finish(better, random.Random(seed), declarer, other, script)
    tally.deal_gains.append(_deal_net(lesser, number, seat) - _deal_net(better, number, seat))
    tally.margin_gains.append(_margin(lesser, seat) - _margin(better, seat))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.calling_less", description=__doc__
    )
    parser.add_argument("--parties", type=int, default=50)
    parser.add_argument("--level", default="master")
    parser.add_argument("--preset", choices=list(PRESETS), default="rubicon")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    tally = Tally()
    started = time.perf_counter()
    for i in range(args.parties):
        play_partie(args.preset, args.level, derive_seed("calling-less", args.seed, i), tally)
    figures = tally.summary() | {"seconds": round(time.perf_counter() - started, 1)}
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>22}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
