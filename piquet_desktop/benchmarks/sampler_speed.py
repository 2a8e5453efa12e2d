"""How fast (and how well) the world sampler of ``ai/inference/`` works, by phase of the deal.

Run: ``python -m piquet_desktop.benchmarks.sampler_speed [--parties 12] [--worlds 50] [--seed 1]
[--calibration] [--profile]``.

Parties of greedy against greedy and random against greedy (Rubicon rules) are played first;
then, at every decision of either seat, the acting seat's view is handed to the sampler:
``Inference(view).sample(worlds)`` with the defaults (weighted, resampled and moved), and the same
with ``moves=0, oversample=1`` (plain importance sampling) and ``weighted=False`` (uniform over the
hard evidence). Per phase the table gives how many positions, the median, 90th percentile and
maximum milliseconds per batch (CPU time of this process, building the ``Inference`` included:
the sampler is single-threaded, and CPU time is less disturbed than wall-clock time by whatever
else the machine runs), worlds per second at the median, the share of drawn hands that
passed the declarations checks, and the importance sampling's effective sample size as a share
of the batch (how much the keep model and the soft evidence reweigh a uniform draw).

It also prints the number of hands the opponent may hold (hard evidence only) at a few points of
the deal, for comparison with AI-NOTES ("through the declarations elder's candidate set narrows
from about 5,000 to about 250"). ``--calibration`` adds, for the younger hand at his first call,
how often the sampler puts an unseen card of each rank in elder's hand (uniform and weighted)
against how often elder really held it, in the greedy-against-greedy parties: the keep model's
calibration against the greedy player's discards.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time
from collections import defaultdict

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.inference import Inference, effective_sample_size
from piquet_desktop.ai.player import Player, Table
from piquet_desktop.engine.cards import RANKS, cards_of, rank_of
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

MODES = ("default", "importance", "uniform")


Position = tuple[int, PlayerView, PartieState]  # party number, acting seat's view, state


def decision_views(state: PartieState, party: int) -> list[Position]:
    """The acting seat's view (and the state behind it) at every decision of a played partie."""
    replay = new_partie(state.rules)
    out = []
    for action in state.actions:
        replay.apply(action)
        if replay.phase == "deal" and replay.current_player in (0, 1):
            out.append((party, view(replay, replay.current_player), replay.clone()))
    return out


def phase_of(v: PlayerView) -> str:
    phase = v.deal_phase or "-"
    if phase == "play":
        return "play (first 6)" if len(v.tricks) < 6 else "play (last 6)"
    return phase


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def run_speed(views: list[Position], worlds: int) -> None:
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    accepted: dict[str, list[float]] = defaultdict(list)
    ess: dict[str, list[float]] = defaultdict(list)
    for i, (_, v, _) in enumerate(views):
        phase = phase_of(v)
        for mode in MODES:
            rng = random.Random(i)
            start = time.process_time()
            inference = Inference(v)
            if mode == "default":
                out = inference.sample(worlds, rng)
            elif mode == "importance":
                out = inference.sample(worlds, rng, moves=0, oversample=1)
            else:
                out = inference.sample(worlds, rng, weighted=False)
            times[phase, mode].append((time.process_time() - start) * 1e3)
            if mode == "importance" and out:
                accepted[phase].append(inference.stats.accepted / inference.stats.tries)
                ess[phase].append(effective_sample_size(out) / len(out))
    print(
        f"{'phase':<16} {'n':>5} | {'mode':<10} {'median ms':>9} {'p90 ms':>7} {'max ms':>7} "
        f"{'worlds/s':>9} | {'accepted':>8} {'IS ESS':>7}"
    )
    for phase in sorted({p for p, _ in times}, key=_phase_order):
        for mode in MODES:
            t = times[phase, mode]
            med = statistics.median(t)
            extra = ""
            if mode == "importance":
                extra = (
                    f" | {statistics.median(accepted[phase]):>8.0%} "
                    f"{statistics.median(ess[phase]):>7.0%}"
                )
            print(
                f"{phase if mode == 'default' else '':<16} "
                f"{len(t) if mode == 'default' else '':>5} | {mode:<10} {med:>9.2f} "
                f"{percentile(t, 0.9):>7.2f} {max(t):>7.2f} {worlds / med * 1e3:>9.0f}{extra}"
            )


def _phase_order(phase: str) -> int:
    order = ["carte_blanche", "elder_discard", "younger_discard", "declare", "talon_choice"]
    return order.index(phase) if phase in order else len(order) + (phase != "play (first 6)")


def run_candidates(views: list[Position]) -> None:
    """Hands the opponent may hold, at elder's first call, younger's first answer or call, and
    each seat's first decision of the play."""
    points: dict[str, list[float]] = defaultdict(list)
    seen: set[tuple[int, int, str]] = set()
    rng = random.Random(0)
    for party, v, _ in views:
        role = v.role or "-"
        if v.deal_phase == "declare":
            label = f"{role} at his first declaration"
        elif v.deal_phase in ("play", "talon_choice") and not v.tricks:
            label = f"{role} at the first trick"
        else:
            continue
        key = (party, v.deal_number, label)
        if key in seen:
            continue
        seen.add(key)
        points[label].append(Inference(v).candidate_count(rng, 1000))
    print("\nopponent hands consistent with the hard evidence (median, quartiles):")
    for label in sorted(points):
        c = sorted(points[label])
        print(
            f"  {label:<36} {statistics.median(c):>9.0f}   "
            f"[{percentile(c, 0.25):.0f} .. {percentile(c, 0.75):.0f}]  ({len(c)} deals)"
        )


def run_calibration(views: list[Position], worlds: int) -> None:
    sums: dict[int, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    done: set[tuple[int, int]] = set()
    for i, (party, v, state) in enumerate(views):
        if party % 2 or v.role != "younger" or v.deal_phase != "declare":
            continue  # greedy against greedy only: a random player keeps at random
        if (party, v.deal_number) in done:
            continue
        done.add((party, v.deal_number))
        deal = state.deal
        assert deal is not None
        inference = Inference(v)
        uniform = Inference(v).sample(worlds, random.Random(i), weighted=False)
        weighted = inference.sample(worlds, random.Random(i))
        truth = deal.hands[1 - v.seat]
        for c in cards_of(inference.hidden.unseen):
            row = sums[rank_of(c)]
            row[0] += sum(w.weight for w in uniform if w.opponent_hand >> c & 1)
            row[1] += sum(w.weight for w in weighted if w.opponent_hand >> c & 1)
            row[2] += truth >> c & 1
            row[3] += 1
    print("\nyounger's view of elder's hand at the declarations (greedy v greedy):")
    print("P(elder holds an unseen card of the rank)")
    print(f"  {'rank':>4} {'uniform':>8} {'weighted':>9} {'truth':>6} {'cards':>6}")
    for r in sorted(sums):
        u, w, t, n = sums[r]
        print(f"  {RANKS[r]:>4} {u / n:>8.2f} {w / n:>9.2f} {t / n:>6.2f} {int(n):>6}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parties", type=int, default=12, help="parties played (default 12)")
    parser.add_argument("--worlds", type=int, default=50, help="worlds per batch (default 50)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--calibration", action="store_true", help="add the keep-model table")
    parser.add_argument("--profile", action="store_true", help="profile the speed runs")
    args = parser.parse_args(argv)
    rules = RuleSet()
    greedy, rand = GreedyPlayer(), RandomPlayer()
    pairings: tuple[tuple[Player, Player], ...] = ((greedy, greedy), (rand, greedy))
    views: list[Position] = []
    for k in range(args.parties):
        players = pairings[k % len(pairings)]
        views.extend(decision_views(Table.new(rules, players, args.seed + k).play(), k))
    print(f"{len(views)} positions from {args.parties} parties, {args.worlds} worlds per batch")
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    run_speed(views, args.worlds)
    if profiler:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
    run_candidates(views)
    if args.calibration:
        run_calibration(views, 200)


if __name__ == "__main__":
    main()
