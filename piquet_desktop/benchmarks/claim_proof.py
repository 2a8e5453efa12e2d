"""How long the proof of a claim takes, and how often a claim is proven, by cards left in hand.

Run: ``python -m piquet_desktop.benchmarks.claim_proof [--parties 20] [--seed 1]``.

It plays ``--parties`` Rubicon parties, the greedy player on both sides (``play_partie``, seeds
``--seed`` on), and replays each; at every decision of the trick play it times
``ai.claim.prove_claim`` on the view of the seat to act, the question the window asks after every
change to enable "Claim the remaining tricks" (and the controller before each of the computer's
cards). It prints, per number of cards in the seat's hand, how many positions were asked, the
share proven, the median, the 99th percentile and the slowest time in microseconds, then the
same over all: the
figure that decides whether the proof may run on the GUI thread (it may, if it is far under a
millisecond).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.claim import prove_claim
from piquet_desktop.ai.player import play_partie
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view


def measure(parties: int, seed: int) -> dict[int, list[tuple[float, bool]]]:
    """Per cards in hand: (seconds, proven) for every trick-play decision of the parties."""
    found: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    for s in range(seed, seed + parties):
        finished = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), s)
        state = new_partie(RUBICON)
        for action in finished.actions:
            deal = state.deal
            if state.phase == "deal" and deal is not None and deal.phase == "play":
                seat_view = view(state, deal.to_act)
                start = time.perf_counter()
                claim = prove_claim(seat_view)
                found[seat_view.hand.bit_count()].append(
                    (time.perf_counter() - start, claim is not None)
                )
            state.apply(action)
    return found


def _p99(times: list[float]) -> float:
    """The 99th percentile: the slowest ask but for the odd one the machine's other work
    preempted (on a loaded machine a 10 us call now and then takes 20-30 ms of wall clock)."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=20, help="parties to play (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="the first partie's seed")
    args = parser.parse_args(argv)
    if args.parties < 1:
        parser.error("--parties must be at least 1")
    found = measure(args.parties, args.seed)
    print(f"prove_claim over {args.parties} greedy parties (seeds {args.seed} on)")
    print(f"{'cards':>5} {'asked':>6} {'proven':>7} {'median us':>10} {'p99 us':>8} {'max us':>8}")
    every: list[float] = []
    for cards in sorted(found, reverse=True):
        rows = found[cards]
        times = [t for t, _ in rows]
        every.extend(times)
        proven = sum(p for _, p in rows) / len(rows)
        print(
            f"{cards:>5} {len(rows):>6} {proven:>7.1%} {statistics.median(times) * 1e6:>10.1f} "
            f"{_p99(times) * 1e6:>8.1f} {max(times) * 1e6:>8.1f}"
        )
    print(
        f"all   {len(every):>6}         {statistics.median(every) * 1e6:>10.1f} "
        f"{_p99(every) * 1e6:>8.1f} {max(every) * 1e6:>8.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
