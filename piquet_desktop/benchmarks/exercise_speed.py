"""How long an exchange exercise takes to prepare, and to judge an answer once prepared.

Run: ``python -m piquet_desktop.benchmarks.exercise_speed [--examples 12] [--worlds 48]``.

For the first ``--examples`` of Cavendish's discarding examples it times ``prepare_exchange``
(drawing the worlds and solving the level's, the book's and the natural discards: the work done
ahead, while the player looks at the previous verdict) and ``exchange_verdict`` for an answer
outside the prepared set (the one discard solved while the player waits), and prints the mean and
the slowest of each. The targets: an exercise shown within 0.2 s of asking (so preparing must run
ahead, in the worker) and a verdict within 2 s on average. Wall-clock timings on whatever else the
machine is doing: compare runs made under the same load (``uptime`` is printed).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from piquet_desktop.ai.exchange import static_scores
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.exchange_exercise import exchange_verdict, prepare_exchange


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=12)
    parser.add_argument("--worlds", type=int, default=48)
    args = parser.parse_args(argv)
    prepare_times: list[float] = []
    verdict_times: list[float] = []
    for exercise in cavendish_exercises()[: args.examples]:
        start = time.perf_counter()
        prepared = prepare_exchange(exercise, worlds=args.worlds)
        prepared_at = time.perf_counter()
        low, high = prepared.decision.exchange_range or (0, 0)
        ranked = static_scores(prepared.decision.hand, low, high, exercise.role == "elder")
        outside = next(d for _, d in reversed(ranked) if d not in prepared.values)
        exchange_verdict(prepared, [outside])
        done = time.perf_counter()
        prepare_times.append(prepared_at - start)
        verdict_times.append(done - prepared_at)
    load = os.getloadavg()[0]
    print(f"{len(prepare_times)} exercises, {args.worlds} worlds, load {load:.1f}")
    for name, times in (("prepare", prepare_times), ("verdict", verdict_times)):
        print(f"{name:8} mean {statistics.fmean(times):6.2f} s   max {max(times):6.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
