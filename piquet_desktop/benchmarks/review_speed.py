"""How long the review of a partie takes, at full strength, in the worker processes.

Run: ``python -m piquet_desktop.benchmarks.review_speed [--parties 3] [--seed 1]
[--players novice,expert] [--preset rubicon] [--workers]``.

Each partie is played by ``--players`` (seat 0 is the one reviewed: a weaker level makes more
decisions worth rating), then reviewed by the strongest level with the default settings
(``ReviewSettings()``: 48 worlds per card and per exchange, 32 per declaration), as the app and
``piquet-review`` review it. Three figures per partie, wall-clock seconds with
``time.perf_counter``: the whole partie for seat 0, the whole partie for both seats (the
"about 150 decisions": one seat rates 70 to 80 unforced decisions in six deals), and each deal of
seat 0 alone (its slowest and median), taken from another partie so that no solver table already
holds their deals (both seats of one partie share deals: the second seat's review profits a
little from the first's tables). A throwaway partie is reviewed first to start the worker
processes, as they are running in the app; its time is printed too.
``--in-process`` reviews without worker processes, for comparison. The targets on the
two-core machine: a whole six-deal partie in at most 30 s, a single deal in at most 5 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence

from piquet_desktop.ai import review as review_module
from piquet_desktop.ai.player import play_partie
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.rules import preset


def _timed(fn: object, *args: object, **kwargs: object) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn(*args, **kwargs)  # type: ignore[operator]
    return time.perf_counter() - start, out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="review_speed", description=__doc__.split("\n")[0])
    parser.add_argument("--parties", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="novice,expert")
    parser.add_argument("--preset", default="rubicon")
    parser.add_argument("--in-process", action="store_true", help="no worker processes")
    args = parser.parse_args(argv)
    names = args.players.split(",")
    players = (make_player(names[0]), make_player(names[1]))
    rules = preset(args.preset)
    workers = not args.in_process
    review = review_module.review_partie
    print(
        f"review by {review_module.default_level()}, players {names[0]} (seat 0) v {names[1]}, "
        f"{args.preset}, {'worker processes' if workers else 'in-process'}"
    )
    print(
        f"{'partie':>6} {'deals':>5} | {'seat 0':>7} {'s':>6} {'ms/dec':>6} | "
        f"{'both':>5} {'s':>6} | {'deal max s':>10} {'median':>6}"
    )
    # A throwaway partie starts the workers, as they are running in the app when a review starts.
    warm = play_partie(rules, players, args.seed + 10_000)
    cold, _ = _timed(review, rules, warm.actions, 0, workers=workers)
    totals: list[float] = []
    deal_times: list[float] = []
    for k in range(args.parties):
        state = play_partie(rules, players, args.seed + k)
        actions = state.actions
        t0, r0 = _timed(review, rules, actions, 0, workers=workers)
        t1, r1 = _timed(review, rules, actions, 1, workers=workers)
        # Single deals from another partie, so that no solver table already holds their deals.
        other = play_partie(rules, players, args.seed + 1000 + k)
        deals = len(other.results)
        per_deal = [
            _timed(review, rules, other.actions, 0, deal=d, workers=workers)[0]
            for d in range(1, deals + 1)
        ]
        n0 = len(r0.decisions)  # type: ignore[attr-defined]
        n1 = len(r1.decisions)  # type: ignore[attr-defined]
        totals.append(t0)
        deal_times.extend(per_deal)
        print(
            f"{k + 1:>6} {len(state.results):>5} | {n0:>7} {t0:>6.2f} "
            f"{1000 * t0 / max(n0, 1):>6.0f} | {n0 + n1:>5} {t0 + t1:>6.2f} | "
            f"{max(per_deal):>10.2f} {statistics.median(per_deal):>6.2f}"
        )
    print(
        f"first review (a throwaway partie, starting the workers): {cold:.2f} s; partie (seat 0) "
        f"mean {statistics.fmean(totals):.2f} s, max {max(totals):.2f} s; single deals: max "
        f"{max(deal_times):.2f} s, median {statistics.median(deal_times):.2f} s"
    )
    review_module.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
