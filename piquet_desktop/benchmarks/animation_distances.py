"""How far the table's cards travel, by kind of move, and how long they take at Normal speed.

Run: ``python -m piquet_desktop.benchmarks.animation_distances [--parties 40] [--seed 1]``.

Random parties are shown as the table shows them to seat 0: every view's layout is planned from
the last one by ``ui.table.animation_plan`` (placeholder swaps, stages, the deal from the pack),
on a table of the default size. For each kind of travel it prints how many moves there were, the
quartiles of their distances (table units; the table is 1000 high) and of their durations at the
Normal speed (multiplier 1). ``TYPICAL_TRAVEL`` in ``animation_plan`` is the median distance of
each kind, so that a typical move takes the duration every move of that kind took before the
durations followed the distance.

No window is opened and nothing is timed: the figures are the same on every machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import defaultdict

from piquet_desktop.engine.partie import chance_action, new_partie
from piquet_desktop.engine.rules import PRESETS
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.ui.table.animation_plan import (
    BASE_MS,
    Move,
    Plan,
    Timing,
    change_plan,
    deal_plan,
    reconcile,
)
from piquet_desktop.ui.table.layout import TABLE_SIZE, HandOrder, Place, layout


def _moves(plan: Plan) -> list[Move]:
    return [step for stage in plan for step in stage.steps if isinstance(step, Move)]


def _deal_key(seen: PlayerView) -> tuple[object, ...]:
    return (seen.deal_number, seen.elder, seen.dealt)


def travels(parties: int, seed: int, preset: str) -> dict[str, list[tuple[float, int]]]:
    """(distance, duration) of every move of every kind over ``parties`` random parties."""
    rng = random.Random(seed)
    timing = Timing(1.0)
    out: dict[str, list[tuple[float, int]]] = defaultdict(list)
    for _ in range(parties):
        state = new_partie(PRESETS[preset])
        places: dict[int, Place] | None = None
        shown: PlayerView | None = None
        while not state.is_over:
            if state.deal is None:
                state.apply(chance_action(state, rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
            seen = view(state, 0)
            if seen.deal_phase is None:
                continue
            if shown is None or places is None or _deal_key(seen) != _deal_key(shown):
                table = layout(seen, None, size=TABLE_SIZE, order=HandOrder())
                moves = list(deal_plan(seen, table, timing, TABLE_SIZE)[1].steps)
            else:
                table = layout(seen, None, size=TABLE_SIZE, order=HandOrder(), previous=places)
                prev = dict(places)
                reconcile(prev, table.places)
                plan = change_plan(shown.tricks, seen, prev, table.places, timing, TABLE_SIZE)
                moves = list(_moves(plan))
            for move in moves:
                if isinstance(move, Move) and move.start is not None:
                    dx, dy = move.end.x - move.start.x, move.end.y - move.start.y
                    out[move.kind].append(((dx * dx + dy * dy) ** 0.5, move.duration))
            places, shown = dict(table.places), seen
    return out


def _quartiles(values: list[float]) -> str:
    q1, q2, q3 = statistics.quantiles(values, n=4)
    return f"{q1:6.0f} {q2:6.0f} {q3:6.0f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parties", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", choices=sorted(PRESETS), default="rubicon")
    args = parser.parse_args(argv)
    found = travels(args.parties, args.seed, args.preset)
    print(f"{args.parties} {args.preset} parties, seed {args.seed}, table {TABLE_SIZE}")
    print(f"{'kind':12} {'moves':>7}   distance q1/median/q3   ms q1/median/q3   base ms")
    for kind in sorted(found):
        pairs = found[kind]
        distances = [d for d, _ in pairs]
        durations = [float(ms) for _, ms in pairs]
        print(
            f"{kind:12} {len(pairs):7}   {_quartiles(distances)}   "
            f"{_quartiles(durations)}   {BASE_MS[kind]:7}"
        )


if __name__ == "__main__":
    main()
