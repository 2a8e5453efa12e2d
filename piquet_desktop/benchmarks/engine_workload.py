"""A fixed amount of the engine benchmark's work: ``N`` complete random deals, then the CPU time.

Run: ``python -m piquet_desktop.benchmarks.engine_workload raw 8000`` (or ``players`` or
``raw+view``; ``--preset`` as in ``engine_speed``).

``engine_speed`` plays for a given time and counts deals, which suits a quiet machine. On a busy one
two trees are better compared on the same work: run side by side in turn (``farm-bench --vs``,
each tree on its own ``PYTHONPATH``), or under an instruction counter (``valgrind
--tool=callgrind``, whose count does not depend on the load; subtract a run of 0 deals for the
start-up). The loops are ``engine_speed``'s, stopped after ``N`` deals instead of a deadline;
seed 1, so both trees play the same deals wherever they take the same decisions.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from piquet_desktop.ai.baselines import RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.benchmarks.engine_speed import _raw_step
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.rules import PRESETS, RuleSet, preset


def play_raw(rules: RuleSet, deals: int, with_view: bool) -> None:
    rng = random.Random(1)
    played = 0
    while played < deals:
        state = new_partie(rules)
        while state.phase != "over" and played < deals:
            finished = len(state.results)
            while len(state.results) == finished:
                _raw_step(state, rng, with_view)
            played += 1


def play_players(rules: RuleSet, deals: int) -> None:
    players = (RandomPlayer(), RandomPlayer())
    played = 0
    seed = 1
    while played < deals:
        table = Table.new(rules, players, seed)
        seed += 1
        while table.state.phase != "over" and played < deals:
            table.play_deal()
            played += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.engine_workload",
        description="Play N complete random deals (as engine_speed's loops) and print the time.",
    )
    parser.add_argument("loop", choices=("raw", "raw+view", "players"))
    parser.add_argument("deals", type=int, help="complete deals to play (0: start-up only)")
    parser.add_argument("--preset", choices=list(PRESETS), default="rubicon")
    args = parser.parse_args(argv)
    if args.deals < 0:
        parser.error("deals must be 0 or more")
    rules = preset(args.preset)
    start = time.process_time()
    if args.loop == "players":
        play_players(rules, args.deals)
    else:
        play_raw(rules, args.deals, args.loop == "raw+view")
    elapsed = time.process_time() - start
    rate = f", {args.deals / elapsed:.0f} deals/s" if elapsed > 0 and args.deals else ""
    print(f"{args.loop}: {args.deals} deals in {elapsed:.3f} s of CPU time{rate}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
