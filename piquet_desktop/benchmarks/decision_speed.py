"""How long each level takes to decide, over whole parties.

Run: ``python -m piquet_desktop.benchmarks.decision_speed [--parties 1] [--seed 1]
[--levels novice,casual,club,expert,master] [--preset rubicon] [--opponent greedy]
[--workers auto|0|1] [--in-worker]``.

Each level plays ``--parties`` whole parties against ``--opponent`` (seats alternating from one
partie to the next), and every decision the level is asked (the driver answers forced moves itself,
as in the app) is timed with ``time.perf_counter``. The table gives, per level, the number of
decisions and the mean, median, 95th percentile and maximum time in seconds, then the same for the
level's slowest kind of decision. The targets on a two-core machine: Master under 0.5 s on
average and under 2 s at the 95th percentile, Club and below under 0.1 s on average.

``--workers`` sets the worker processes Master may use (``auto``: one on a machine with two cores
or more, see ``ai/parallel.py``); the pool is started before the clock, as the app starts it when a
partie begins. Timings are wall-clock on whatever else the machine is doing: compare runs made under
the same load. The decisions themselves do not depend on timing (every budget is a count), so the
same seed plays the same parties whatever the machine.

``--in-worker`` asks the levels as the app asks its opponent: each decision is sent to the app's
worker process (``controller/ai_process.py``: the level made there from its name, the view, the
decision and a generator pickled across, the worker's solver tables kept from one question to
the next and freed at each new deal) and the time is the round trip seen by the asker. The worker
is started, and has imported the AI, before the clock. Each question gets its own generator
(seeded from the partie and a counter, as the app seeds one per decision), so the parties differ
from the in-process ones; the work per decision is the same.
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


@dataclass
class InWorker:
    """A level asked in the app's worker process, as ``controller/ai_worker.py`` asks it."""

    level: str
    seed: int = 0
    asked: int = 0

    @property
    def name(self) -> str:
        return self.level

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        from piquet_desktop.controller import ai_process

        self.asked += 1
        own = random.Random(f"decision-speed:{self.seed}:{self.asked}")
        future = ai_process.pool.submit(ai_process.decide, self.level, view, decision, own)
        action: Action = future.result()
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
    parser.add_argument(
        "--in-worker", action="store_true", help="ask the levels in the app's worker process"
    )
    args = parser.parse_args(argv)
    rules = preset(args.preset)
    if args.workers != "auto":
        parallel.set_workers(int(args.workers))
    warm = False if args.in_worker else parallel.warm_up()  # the app's worker solves alone
    if args.in_worker:
        from piquet_desktop.controller import ai_process

        ai_process.pool.submit(ai_process.decide, "greedy", *_first_question()).result()
    print(
        "# python -m piquet_desktop.benchmarks.decision_speed "
        f"--levels {args.levels} --parties {args.parties} --seed {args.seed} "
        f"--preset {args.preset} --opponent {args.opponent} --workers {args.workers}"
        + (" --in-worker" if args.in_worker else "")
    )
    print(f"# worker processes: {parallel.workers() if warm else 0}")
    header = ("level", "n", "mean s", "median", "p95", "max")
    print(f"{header[0]:8s} " + " ".join(f"{h:>8s}" for h in header[1:]) + "  slowest kind")
    for name in args.levels.split(","):
        timed = Timed(InWorker(name, args.seed) if args.in_worker else make_player(name))
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
    if args.in_worker:
        from piquet_desktop.controller import ai_process

        ai_process.pool.shutdown()
    return 0


def _first_question() -> tuple[PlayerView, Decision, random.Random]:
    """A real first decision of a partie, to have the worker import the AI before the clock."""
    from piquet_desktop.engine.decision import decision_for
    from piquet_desktop.engine.partie import chance_action, new_partie
    from piquet_desktop.engine.view import view

    state = new_partie(preset("rubicon"))
    rng = random.Random(0)
    while state.phase != "deal":
        state.apply(chance_action(state, rng))
    decision = decision_for(state)
    return view(state, decision.seat), decision, random.Random(0)


if __name__ == "__main__":
    raise SystemExit(main())
