"""How long each level takes to decide, over whole parties.

Run: ``python -m piquet_desktop.benchmarks.decision_speed [--parties 1] [--seed 1]
[--levels novice,casual,club,expert,master] [--preset rubicon] [--opponent greedy]
[--workers auto|0|1]``.

Each level plays ``--parties`` whole parties against ``--opponent`` (seats alternating from one
partie to the next), and every decision the level is asked (the driver answers forced moves itself,
as in the app) is timed with ``time.perf_counter``. The table gives, per level, the number of
decisions and the mean, median, 95th percentile and maximum time in seconds, then the same for the
level's slowest kind of decision. The issue's targets on a two-core machine: Master under 0.5 s on
average and under 2 s at the 95th percentile, Club and below under 0.1 s on average.

``--workers`` sets the worker processes Master may use (``auto``: one on a machine with two cores
or more, see ``ai/parallel.py``); the pool is started before the clock, as the app starts it when a
partie begins. Timings are wall-clock on whatever else the machine is doing: compare runs made under
the same load. The decisions themselves do not depend on timing (every budget is a count), so the
same seed plays the same parties whatever the machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from piquet_desktop.ai import parallel
from piquet_desktop.ai.player import Player, play_partie
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.rules import preset
from piquet_desktop.engine.view import PlayerView


@dataclass
class Timed:
    """Wraps a player and records how long each of its decisions took, by kind."""

    inner: Player
    times: list[float] = field(default_factory=list)
    by_kind: dict[str, list[float]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.inner.name

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        start = time.perf_counter()
        action = self.inner.choose(view, decision, rng)
        elapsed = time.perf_counter() - start
        self.times.append(elapsed)
        self.by_kind.setdefault(decision.kind, []).append(elapsed)
        return action


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest-rank method."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))
    return ordered[k]


def summary(values: Sequence[float]) -> str:
    return (
        f"{len(values):8d} {statistics.fmean(values):8.3f} {statistics.median(values):8.3f} "
        f"{percentile(values, 0.95):8.3f} {max(values):8.3f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="novice,casual,club,expert,master")
    parser.add_argument("--parties", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="rubicon")
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--workers", default="auto", help="auto, or a number (0: in-process)")
    args = parser.parse_args(argv)
    rules = preset(args.preset)
    if args.workers != "auto":
        parallel.set_workers(int(args.workers))
    warm = parallel.warm_up()
    print(
        "# python -m piquet_desktop.benchmarks.decision_speed "
        f"--levels {args.levels} --parties {args.parties} --seed {args.seed} "
        f"--preset {args.preset} --opponent {args.opponent} --workers {args.workers}"
    )
    print(f"# worker processes: {parallel.workers() if warm else 0}")
    header = ("level", "n", "mean s", "median", "p95", "max")
    print(f"{header[0]:8s} " + " ".join(f"{h:>8s}" for h in header[1:]) + "  slowest kind")
    for name in args.levels.split(","):
        timed = Timed(make_player(name))
        for i in range(args.parties):
            opponent = make_player(args.opponent)
            seats: tuple[Player, Player] = (timed, opponent) if i % 2 == 0 else (opponent, timed)
            play_partie(rules, seats, args.seed + i)
        slow_kind = max(timed.by_kind, key=lambda k: statistics.fmean(timed.by_kind[k]))
        slow = timed.by_kind[slow_kind]
        print(
            f"{name:8s} {summary(timed.times)}  {slow_kind} (n {len(slow)}, mean "
            f"{statistics.fmean(slow):.3f}, max {max(slow):.3f})"
        )
        sys.stdout.flush()
    parallel.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
