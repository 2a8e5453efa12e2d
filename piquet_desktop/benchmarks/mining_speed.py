"""How many exercises one core makes an hour: mined exchange positions, declarations, play.

Run: ``python -m piquet_desktop.benchmarks.mining_speed [--seeds 2] [--first-seed 100000]
[--exercises 4]``.

Mines the self-play parties of ``--seeds`` seeds (``practice.mined_exchange``, as the tool that
makes the shipped file does, in this one process) and prints how many hands were judged, how
many kept, and the positions one core yields per hour; then times ``--exercises`` declaration
exercises, open endings and single-dummy positions, each found and prepared (what the window's
worker does before showing one). The default seeds are far from the shipped file's, so the
figures are not those of hands already mined. Wall-clock figures on whatever else the machine is
doing: the load average is printed before and after, and only runs made under the same load
compare.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

from piquet_desktop.practice.declaration_exercise import declaration_exercise, prepare_declaration
from piquet_desktop.practice.mined_exchange import judge_position, positions_from_seed
from piquet_desktop.practice.play_exercise import (
    ending_exercise,
    prepare_play,
    single_dummy_exercise,
)


def _time(make: Callable[[int], object], seeds: range) -> list[float]:
    times = []
    for seed in seeds:
        start = time.perf_counter()
        make(seed)
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=100_000)
    parser.add_argument("--exercises", type=int, default=4)
    args = parser.parse_args(argv)
    print(f"load before {os.getloadavg()[0]:.1f}")
    judged = kept = 0
    start = time.perf_counter()
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        for exercise in positions_from_seed(seed):
            judged += 1
            kept += judge_position(exercise) is not None
    elapsed = time.perf_counter() - start
    print(
        f"exchange: {args.seeds} parties, {judged} hands judged, {kept} kept, "
        f"{elapsed:.0f} s: {kept * 3600 / elapsed:.0f} positions an hour "
        f"({judged * 3600 / elapsed:.0f} hands judged)"
    )
    seeds = range(args.first_seed, args.first_seed + args.exercises)
    kinds: list[tuple[str, Callable[[int], object]]] = [
        ("declaration", lambda s: prepare_declaration(declaration_exercise(s))),
        ("ending", lambda s: prepare_play(ending_exercise(s))),
        ("single dummy", lambda s: prepare_play(single_dummy_exercise(s))),
    ]
    for name, make in kinds:
        times = _time(make, seeds)
        print(
            f"{name:12} found and prepared: mean {statistics.fmean(times):5.2f} s, "
            f"max {max(times):5.2f} s: {3600 / statistics.fmean(times):.0f} an hour"
        )
    print(f"load after {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
