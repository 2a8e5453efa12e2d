"""How fast the engine plays complete random deals, with and without the players' interface.

Run: ``python -m piquet_desktop.benchmarks.engine_speed [--seconds 5] [--preset rubicon]``.

Three loops play whole parties one after the other in this process, for ``--seconds`` each:

* **players**: the way every AI plays, through ``ai.player.Table`` with two ``RandomPlayer``s:
  a ``Decision`` per step, a ``PlayerView`` built for every decision with a choice (forced ones
  are applied without asking), the player choosing from them.
* **raw**: the engine alone: random choices made straight from the state (``legal_actions``, and
  the exchange drawn from ``exchange_range``), no decisions, no views.
* **raw+view**: the raw loop building (and dropping) the acting seat's view at every player
  step, so that the cost of views alone can be read off.

The difference is the cost of the players' interface, mostly of building views. Self-play search
(sampling, solvers, training data) plays millions of deals, hence the targets: 5,000 complete
deals per second, and never below 2,000.

Times are the process's own CPU time (``time.process_time``), not wall-clock time: on a shared
2-core machine other work would otherwise decide the figure. The loop is single-threaded, so on an
idle machine the two agree.

Peak memory is the process's maximum resident set size from ``resource.getrusage`` (tracemalloc
would slow the very loops being measured several times over). ``--profile players`` (or ``raw``)
runs that loop under cProfile instead and prints where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections.abc import Callable

from piquet_desktop.ai.baselines import RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import cards_of, mask_of
from piquet_desktop.engine.partie import CHANCE, PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import PRESETS, RuleSet, preset
from piquet_desktop.engine.view import view

TARGET = 5000
FLOOR = 2000

Loop = Callable[[RuleSet, float, int], tuple[int, int, float]]


def players_loop(rules: RuleSet, seconds: float, seed: int) -> tuple[int, int, float]:
    """Random players through the public interface; returns (deals, actions, elapsed seconds)."""
    players = (RandomPlayer(), RandomPlayer())
    deals = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        table = Table.new(rules, players, seed)
        seed += 1
        state = table.state
        while state.phase != "over" and time.process_time() < deadline:
            table.play_deal()
            deals += 1
        actions += len(state.actions)
    return deals, actions, time.process_time() - start


def _raw_step(state: PartieState, rng: random.Random, with_view: bool) -> None:
    seat = state.current_player
    if seat == CHANCE:
        state.apply(chance_action(state, rng))
        return
    deal = state.deal
    assert deal is not None
    if with_view:
        view(state, seat)
    if deal.phase in ("elder_discard", "younger_discard"):
        low, high = deal.exchange_range()
        hand = cards_of(deal.hands[deal.to_act])
        state.apply(Discard(mask_of(rng.sample(hand, rng.randint(low, high)))))
    else:
        actions = deal.legal_actions()
        # random() * n is uniform enough here and several times cheaper than rng.choice.
        state.apply(actions[int(rng.random() * len(actions))])


def raw_loop(
    rules: RuleSet, seconds: float, seed: int, with_view: bool = False
) -> tuple[int, int, float]:
    """Random choices made straight from the state: the engine's own cost.

    ``with_view`` also builds (and drops) the acting seat's view at every player step, which
    isolates what views cost from what the decisions and players cost.
    """
    rng = random.Random(seed)
    deals = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = new_partie(rules)
        while state.phase != "over" and time.process_time() < deadline:
            played = len(state.results)
            while len(state.results) == played:
                _raw_step(state, rng, with_view)
            deals += 1
        actions += len(state.actions)
    return deals, actions, time.process_time() - start


def raw_views_loop(rules: RuleSet, seconds: float, seed: int) -> tuple[int, int, float]:
    return raw_loop(rules, seconds, seed, with_view=True)


def peak_rss_mb() -> float | None:
    """Peak resident set size of this process in MB, or None where ``resource`` is missing."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports kilobytes, macOS bytes.
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _report(name: str, deals: int, actions: int, elapsed: float) -> float:
    rate = deals / elapsed
    verdict = "ok" if rate >= TARGET else "below target" if rate >= FLOOR else "UNACCEPTABLE"
    print(
        f"{name:8} {deals:8d} deals in {elapsed:5.2f} s: {rate:8.0f} deals/s, "
        f"{actions / elapsed:9.0f} actions/s, {actions / max(deals, 1):5.1f} actions/deal  "
        f"[{verdict}: target {TARGET}, floor {FLOOR}]"
    )
    return rate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.engine_speed",
        description="Complete random deals per second, through the players' interface and raw.",
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="per loop (default: 5)")
    parser.add_argument("--preset", choices=list(PRESETS), default="rubicon")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--profile",
        choices=("players", "raw", "raw+view"),
        help="profile one loop instead of timing both",
    )
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    rules = preset(args.preset)
    loops: dict[str, Loop] = {
        "players": players_loop,
        "raw": raw_loop,
        "raw+view": raw_views_loop,
    }
    print(f"Python {sys.version.split()[0]}, preset {args.preset}, {args.seconds:g} s per loop")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        deals, actions, _ = loops[args.profile](rules, args.seconds, args.seed)
        profiler.disable()
        print(f"{args.profile}: {deals} deals, {actions} actions under the profiler")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return 0
    rates = {}
    for name, loop in loops.items():
        loop(rules, min(0.5, args.seconds), args.seed)  # warm up: imports, tables, caches
        rates[name] = _report(name, *loop(rules, args.seconds, args.seed))
    per_deal = {name: 1e6 / rate for name, rate in rates.items()}
    print(
        f"per deal: raw engine {per_deal['raw']:.0f} us; building a view at every player step "
        f"adds {per_deal['raw+view'] - per_deal['raw']:.0f} us; the players' path (decisions, "
        f"views for unforced steps, the player) costs {per_deal['players']:.0f} us in all"
    )
    peak = peak_rss_mb()
    print(f"peak memory (max RSS): {peak:.1f} MB" if peak is not None else "peak memory: n/a")
    return 0


if __name__ == "__main__":
    sys.exit(main())
