"""Fit the exchange's static judgement to the simulation, and print ``exchange.STATIC_WEIGHTS``.

Run: ``python -m piquet_desktop.benchmarks.calibrate_exchange [--positions 60] [--worlds 120]
[--seed 5] [--jobs 2]``.

The exchange search (``ai/exchange.py``) first prunes the legal discards with a fast static
judgement, a linear function of ``exchange.static_features``, and only then simulates. For the
prune to keep what the simulation would choose, the judgement is fitted to the simulation itself:
for ``--positions`` random deals per role the script evaluates *every* legal discard of elder (and
of younger, after a greedy elder's exchange) over ``--worlds`` sampled worlds with the simulation's
own evaluation (declarations exact, play estimate, deal points), then fits the weights by least
squares on the values centred per position (only the ranking within a position matters). It
reports, on the fitted positions, how much simulated value the best of the static top 10, 20 and
40 gives up against the best discard overall (the prune's regret) and prints the block that
``exchange.py`` carries between its "fitted constants" markers. The output is a pure function of
the arguments.
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from piquet_desktop.ai import exchange as X
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.ai.levels import deal_points
from piquet_desktop.ai.player import start_deal
from piquet_desktop.benchmarks.calibrate_play_estimate import least_squares
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.decision import decision_for, legal_discards
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view

Row = tuple[int, int, bool, dict[int, float]]  # hand, (unused), elder, value per discard


def truth(args: tuple[int, int, bool]) -> Row | None:
    """Every legal discard's simulated value in one deal (None if the deal has carte blanche)."""
    seed, worlds_n, elder = args
    order = list(pack(32))
    random.Random(f"calibrate-exchange:{seed}").shuffle(order)
    state = start_deal(RUBICON, tuple(order), 0)
    if state.deal is None or state.deal.phase != "elder_discard":
        return None
    seat = 0
    if not elder:
        d = decision_for(state)
        state.apply(GreedyPlayer().choose(view(state, 0), d, random.Random(0)))
        seat = 1
    v = view(state, seat)
    d = decision_for(state)
    assert d.exchange_range is not None
    low, high = d.exchange_range
    worlds = sample_worlds(v, worlds_n, random.Random(seed))
    sit = X._Situation(
        d.hand,
        elder,
        RUBICON,
        (0, 0),
        1,
        0,
        0,
        RUBICON.elder_max,
        RUBICON.talon_size - RUBICON.elder_max,
    )
    cands = [X._Candidate(x) for x in legal_discards(d.hand, low, high)]
    X._evaluate(sit, cands, worlds, deal_points)
    return d.hand, 0, elder, {c.discard: c.mean for c in cands}


def regret(rows: list[Row], weights: tuple[float, ...], top: int) -> tuple[float, float]:
    out = []
    for hand, _, _elder, values in rows:
        best = max(values.values())
        ranked = sorted(
            values,
            key=lambda d: (
                -sum(
                    a * b
                    for a, b in zip(
                        weights, X.static_features(hand & ~d, d.bit_count()), strict=True
                    )
                )
            ),
        )
        out.append(best - max(values[d] for d in ranked[:top]))
    return statistics.fmean(out), max(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60, help="deals per role")
    parser.add_argument("--worlds", type=int, default=120)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    print(
        f"# python -m piquet_desktop.benchmarks.calibrate_exchange --positions {args.positions} "
        f"--worlds {args.worlds} --seed {args.seed}"
    )
    fitted: dict[str, tuple[float, ...]] = {}
    with ProcessPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        for role in ("elder", "younger"):
            jobs = [
                (args.seed * 10_000 + i, args.worlds, role == "elder")
                for i in range(args.positions)
            ]
            rows = [r for r in pool.map(truth, jobs) if r is not None]
            xs: list[tuple[float, ...]] = []
            ys: list[float] = []
            for hand, _, _, values in rows:
                feats = {d: X.static_features(hand & ~d, d.bit_count()) for d in values}
                mean_v = statistics.fmean(values.values())
                k = len(next(iter(feats.values())))
                mean_f = [statistics.fmean(f[i] for f in feats.values()) for i in range(k)]
                for d, v in values.items():
                    xs.append(tuple(f - m for f, m in zip(feats[d], mean_f, strict=True)))
                    ys.append(v - mean_v)
            w = tuple(least_squares(xs, ys, ridge=1e-3))
            fitted[role] = w
            report = ", ".join(
                f"top {top}: {m:.2f} (max {x:.2f})"
                for top in (10, 20, 40)
                for m, x in [regret(rows, w, top)]
            )
            print(f"# {role}: {len(rows)} deals, {len(xs)} discards; prune regret {report}")
    print("STATIC_WEIGHTS: dict[str, tuple[float, ...]] = {")
    for role, w in fitted.items():
        print(f'    "{role}": (' + ", ".join(f"{x:.3f}" for x in w) + "),")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
