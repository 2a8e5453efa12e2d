"""Measure how one deal scores for elder and younger, and print ``evaluation.DEAL_SCORES``.

Run: ``python -m piquet_desktop.benchmarks.calibrate_deal_scores [--deals 20000] [--seed 3]
[--players casual,casual] [--jobs 2]``.

The partie utility (``ai/evaluation/partie_utility.py``) needs a model of the deals still to
come: how many points elder and younger score in one deal, how those vary and how they move
together. This script plays ``--deals`` random deals between two players (seats, and so roles,
alternating) and prints the means, standard deviations and correlation of elder's and younger's
deal scores, and a joint histogram in cells of five points by five (each cell represented by the
mean scores that fell in it) for the utility's exact treatment of the last deal. The default
players are two Casual levels: sound play at a thousandth of Master's cost; the figures barely
move with the players' strength (the cards decide most of a deal's score). The output is a pure
function of the arguments.
"""

from __future__ import annotations

import argparse
import math
import random
from concurrent.futures import ProcessPoolExecutor

from piquet_desktop.ai.player import Table, seat_rngs, start_deal
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.rules import RUBICON

CELL = 5


def play_chunk(args: tuple[int, int, str, str]) -> list[tuple[int, int]]:
    """(elder's points, younger's points) of ``count`` deals from ``seed``."""
    seed, count, a, b = args
    out = []
    for i in range(count):
        deal_seed = seed * 100_000 + i
        order = list(pack(32))
        random.Random(deal_seed).shuffle(order)
        players = (make_player(a), make_player(b))
        if i % 2:
            players = (players[1], players[0])
        state = start_deal(RUBICON, tuple(order), 0)
        Table(state, players, random.Random(deal_seed), seat_rngs(deal_seed)).play_deal()
        e, y = state.results[-1].totals
        out.append((e, y))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", default="casual,casual")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    a, b = args.players.split(",")
    chunks = 40
    per = max(args.deals // chunks, 1)
    with ProcessPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        jobs = [(args.seed * 1000 + c, per, a, b) for c in range(chunks)]
        scores = [s for part in pool.map(play_chunk, jobs) for s in part]
    n = len(scores)
    me = sum(e for e, _ in scores) / n
    my = sum(y for _, y in scores) / n
    se = math.sqrt(sum((e - me) ** 2 for e, _ in scores) / n)
    sy = math.sqrt(sum((y - my) ** 2 for _, y in scores) / n)
    corr = sum((e - me) * (y - my) for e, y in scores) / (n * se * sy)
    cells: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for e, y in scores:
        cells.setdefault((e // CELL, y // CELL), []).append((e, y))
    print(
        f"# python -m piquet_desktop.benchmarks.calibrate_deal_scores --deals {args.deals} "
        f"--seed {args.seed} --players {args.players}"
    )
    print(f"# {n} deals; {len(cells)} cells")
    print("DEAL_SCORES = DealScoreModel(")
    print(f"    elder_mean={me:.2f},")
    print(f"    elder_sd={se:.2f},")
    print(f"    younger_mean={my:.2f},")
    print(f"    younger_sd={sy:.2f},")
    print(f"    correlation={corr:.3f},")
    print("    histogram=(")
    row: list[str] = []
    for key in sorted(cells):
        members = cells[key]
        e = round(sum(x for x, _ in members) / len(members))
        y = round(sum(x for _, x in members) / len(members))
        row.append(f"({e}, {y}, {len(members) / n:.5f})")
        if len(row) == 4:
            print("        " + ", ".join(row) + ",")
            row = []
    if row:
        print("        " + ", ".join(row) + ",")
    print("    ),")
    print(")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
