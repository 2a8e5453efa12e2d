"""How fast the exact play solver is, by cards left in each hand.

Run: ``python -m piquet_desktop.benchmarks.solver_speed [--deals 200] [--seed 1] [--profile]``.

For each of ``--deals`` random post-exchange deals (12 random cards to each seat from a shuffled
32-card pack, a random seat elder and to lead) the full play is solved exactly from the first lead,
and so are the positions with 10, 8 and 6 cards left that random play from that deal reaches. Every
solve starts with an empty transposition table, as a fresh decision would. The table gives, per
number of cards left, the median, 90th and 99th percentile and maximum time in milliseconds and the
same for the nodes searched (trick starts visited). The target: the 12-card play solved in a
median of 30 ms, 99th percentile under 300 ms, over 200 random deals. The solver's lookup tables
are built once per process (about 0.3 s, reported separately) before the clock starts.

``--tens-only`` and ``--last-trick 10`` measure the other trick scoring options; ``--profile`` runs
everything under cProfile and prints where the time goes. Timings are wall-clock on whatever else
the machine is doing, so compare runs made under the same load.
"""

from __future__ import annotations

import argparse
import cProfile
import math
import pstats
import random
import time

from piquet_desktop.ai.solver import TRICKS, PlayPosition, Solver
from piquet_desktop.engine.cards import SUIT_MASKS, cards_of, pack
from piquet_desktop.engine.rules import RuleSet

CARDS_LEFT = (12, 10, 8, 6)


def random_positions(rng: random.Random, rules: RuleSet) -> dict[int, PlayPosition]:
    """One random deal's play positions at the start of the tricks with 12, 10, 8, 6 cards left."""
    cards = list(pack(32))
    rng.shuffle(cards)
    hands = [0, 0]
    for c in cards[:12]:
        hands[0] |= 1 << c
    for c in cards[12:24]:
        hands[1] |= 1 << c
    leader = rng.randrange(2)
    won = [0, 0]
    out: dict[int, PlayPosition] = {}
    for played in range(TRICKS - min(CARDS_LEFT) + 1):
        left = TRICKS - played
        if left in CARDS_LEFT:
            out[left] = PlayPosition(
                (hands[0], hands[1]), leader, -1, (won[0], won[1]), played, rules
            )
        c = rng.choice(cards_of(hands[leader]))
        hands[leader] ^= 1 << c
        follower = 1 - leader
        legal = hands[follower] & SUIT_MASKS[c // 9] or hands[follower]
        d = rng.choice(cards_of(legal))
        hands[follower] ^= 1 << d
        leader = follower if d // 9 == c // 9 and d > c else leader
        won[leader] += 1
    return out


def percentile(values: list[float], q: float) -> float:
    """The ``q``-quantile by the nearest-rank method (``q = 0.5`` is the median)."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def run(deals: int, seed: int, rules: RuleSet) -> dict[int, tuple[list[float], list[int]]]:
    rng = random.Random(seed)
    results: dict[int, tuple[list[float], list[int]]] = {n: ([], []) for n in CARDS_LEFT}
    for _ in range(deals):
        for left, position in random_positions(rng, rules).items():
            solver = Solver(rules)
            start = time.perf_counter()
            solver.solve(position)
            elapsed = time.perf_counter() - start
            results[left][0].append(elapsed * 1000)
            results[left][1].append(solver.nodes)
    return results


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tens-only", action="store_true", help="trick_points=tens_only")
    parser.add_argument("--last-trick", type=int, default=1, choices=(1, 10))
    parser.add_argument("--profile", action="store_true", help="run under cProfile")
    args = parser.parse_args(argv)
    rules = RuleSet(
        trick_points="tens_only" if args.tens_only else "standard",
        last_trick_bonus=args.last_trick,
    )
    start = time.perf_counter()
    Solver(rules)  # builds the lookup tables
    tables = time.perf_counter() - start
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
    start = time.perf_counter()
    results = run(args.deals, args.seed, rules)
    total = time.perf_counter() - start
    if args.profile:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
    print(
        f"{args.deals} deals, seed {args.seed}, trick_points={rules.trick_points}, "
        f"last_trick_bonus={rules.last_trick_bonus}; {total:.1f} s in all "
        f"(+ {tables:.2f} s building the tables once)"
    )
    print(
        f"{'cards':>5} | {'median ms':>9} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8} | "
        f"{'median nodes':>12} {'p90':>8} {'p99':>8} {'max':>8}"
    )
    for left in CARDS_LEFT:
        times, nodes = results[left]
        t = [percentile(times, q) for q in (0.5, 0.9, 0.99)] + [max(times)]
        k = [percentile([float(x) for x in nodes], q) for q in (0.5, 0.9, 0.99)] + [max(nodes)]
        print(
            f"{left:>5} | {t[0]:>9.1f} {t[1]:>8.1f} {t[2]:>8.1f} {t[3]:>8.1f} | "
            f"{k[0]:>12.0f} {k[1]:>8.0f} {k[2]:>8.0f} {k[3]:>8.0f}"
        )


if __name__ == "__main__":
    main()
