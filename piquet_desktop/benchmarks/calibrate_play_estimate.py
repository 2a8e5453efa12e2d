"""Fit the play estimate of ``ai/evaluation/deal_estimates.py`` against the exact solver, and
print its constants.

Run: ``python -m piquet_desktop.benchmarks.calibrate_play_estimate [--deals 4000] [--seed 7]
[--jobs 2]``.

For every trick scoring option (standard or tens only, last trick 1 or 10) the script deals
``--deals`` random post-exchange positions (a quarter of them with the 36-card pack), solves each
full play exactly with ``ai/solver.py`` (elder leading) and follows the solver's principal
variation to learn how many play points both players take together. It then fits, by ordinary
least squares over ``evaluation.play_features``, one weight vector for the leader's points minus
the follower's (``DIFF``) and one for their sum (``TOTAL``), reports the root-mean-square error on
a held-out fifth next to the spread of the target, and prints the ``PLAY_WEIGHTS`` block that
``evaluation/deal_estimates.py`` carries between its "fitted constants" markers.

Positions are drawn to look like the hands the exchange search compares: both players exchange
(elder 1 to 5 cards, mostly 5; younger the rest or fewer), throwing their weakest cards
(``baselines.discard_order``) three times in five and random cards otherwise. The run is a pure
function of its arguments (the printed constants do not depend on ``--jobs``).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from piquet_desktop.ai.baselines import discard_order
from piquet_desktop.ai.evaluation import play_features
from piquet_desktop.ai.solver import TRICKS, PlayPosition, Solver
from piquet_desktop.engine.cards import TEN, cards_of, mask_of, pack, rank_of
from piquet_desktop.engine.rules import RuleSet

OPTIONS = (("standard", 1), ("standard", 10), ("tens_only", 1), ("tens_only", 10))


def random_position(rng: random.Random, deck: int) -> tuple[int, int]:
    """Elder's and younger's hands after a plausible exchange."""
    cards = list(pack(deck))
    rng.shuffle(cards)
    elder, younger, talon = mask_of(cards[:12]), mask_of(cards[12:24]), cards[24:]
    portion = 5 if deck == 32 else 7
    mode = rng.random()
    if mode < 0.8:
        k = portion if rng.random() < 0.6 else rng.randint(1, portion)
        if rng.random() < 0.6:
            thrown = mask_of(discard_order(elder)[:k])
        else:
            thrown = mask_of(rng.sample(cards_of(elder), k))
        elder = (elder & ~thrown) | mask_of(talon[:k])
        left = len(talon) - k
        ky = left if rng.random() < 0.6 else rng.randint(1, left)
        if rng.random() < 0.6:
            thrown = mask_of(discard_order(younger)[:ky])
        else:
            thrown = mask_of(rng.sample(cards_of(younger), ky))
        younger = (younger & ~thrown) | mask_of(talon[k : k + ky])
    return elder, younger


def principal_total(position: PlayPosition, solver: Solver) -> int:
    """Both players' play points along the solver's best line (the cards included)."""
    rules = position.rules
    tens_only = rules.trick_points == "tens_only"
    total = 0
    pos = position
    while pos.to_act >= 0:
        moves = solver.best_moves(pos)
        pick = max if pos.to_act == 0 else min
        card = pick(moves, key=lambda m: m[1])[0]
        if pos.lead_card < 0:
            total += 0 if tens_only and rank_of(card) < TEN else 1
        else:
            led = pos.lead_card
            if card // 9 == led // 9 and card > led:
                total += 0 if tens_only and rank_of(card) < TEN else 1
        pos = pos.play(card)
    total += rules.last_trick_bonus
    won = max(pos.tricks_won)
    total += 40 if won == TRICKS else 10 if won > 6 else 0
    return total


def sample(args: tuple[int, int, str, int, int]) -> list[tuple[tuple[float, ...], int, int]]:
    """One chunk of positions: (features, solver value for the leader, total play points)."""
    seed, count, trick_points, last, with_total = args
    rules = RuleSet(trick_points=trick_points, last_trick_bonus=last)  # type: ignore[arg-type]
    rng = random.Random(f"calibrate-play:{seed}:{trick_points}:{last}")
    solver = Solver(rules)
    out = []
    for i in range(count):
        deck = 36 if rng.random() < 0.25 else 32
        elder, younger = random_position(rng, deck)
        pos = PlayPosition((elder, younger), 0, rules=replace(rules, deck=deck))
        solver.clear()
        value = solver.solve(pos)
        total = principal_total(pos, solver) if i < with_total else -1
        out.append((play_features(elder, younger), value, total))
    return out


def least_squares(xs: list[tuple[float, ...]], ys: list[float], ridge: float = 2.0) -> list[float]:
    """Ordinary least squares by the normal equations (a dozen unknowns: no library needed)."""
    n = len(xs[0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in zip(xs, ys, strict=True):
        for i in range(n):
            b[i] += x[i] * y
            row = a[i]
            for j in range(n):
                row[j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += ridge
    m = [[*a[i], b[i]] for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                for c in range(i, n + 1):
                    m[r][c] -= f * m[i][c]
    return [m[i][n] / m[i][i] for i in range(n)]


def rmse(w: list[float], xs: list[tuple[float, ...]], ys: list[float]) -> float:
    res = [y - sum(a * b for a, b in zip(w, x, strict=True)) for x, y in zip(xs, ys, strict=True)]
    return math.sqrt(sum(r * r for r in res) / len(res))


def spread(ys: list[float]) -> float:
    mean = sum(ys) / len(ys)
    return math.sqrt(sum((y - mean) ** 2 for y in ys) / len(ys))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4000, help="positions per scoring option")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--totals",
        type=int,
        default=800,
        help="positions per option whose principal line is followed to fit TOTAL",
    )
    args = parser.parse_args(argv)
    print(
        f"# python -m piquet_desktop.benchmarks.calibrate_play_estimate --deals {args.deals} "
        f"--seed {args.seed} --totals {args.totals}"
    )
    chunks = 20
    per = max(args.deals // chunks, 1)
    totals_per = max(args.totals // chunks, 0)
    blocks = []
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        for trick_points, last in OPTIONS:
            jobs = [
                (args.seed * 1000 + c, per, trick_points, last, totals_per) for c in range(chunks)
            ]
            rows = [row for part in pool.map(sample, jobs) for row in part]
            xs = [r[0] for r in rows]
            ds = [float(r[1]) for r in rows]
            cut = len(rows) * 4 // 5
            wd = least_squares(xs[:cut], ds[:cut])
            held = rmse(wd, xs[cut:], ds[cut:])
            wd = least_squares(xs, ds)
            with_t = [(r[0], float(r[2])) for r in rows if r[2] >= 0]
            tx = [x for x, _ in with_t]
            ty = [t for _, t in with_t]
            wt = least_squares(tx, ty)
            print(
                f"# {trick_points}, last trick {last}: {len(rows)} positions, DIFF held-out "
                f"rmse {held:.2f} (sd {spread(ds[cut:]):.2f}); TOTAL rmse "
                f"{rmse(wt, tx, ty):.2f} (sd {spread(ty):.2f}, {len(ty)} lines)",
                file=sys.stderr,
            )
            blocks.append((trick_points, last, wd, wt))
    print(f"# fitted in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    print("PLAY_WEIGHTS: dict[tuple[str, int], tuple[tuple[float, ...], tuple[float, ...]]] = {")
    for trick_points, last, wd, wt in blocks:
        print(f'    ("{trick_points}", {last}): (')
        for weights in (wd, wt):
            print("        (")
            for i in range(0, len(weights), 7):
                print("            " + ", ".join(f"{w:.3f}" for w in weights[i : i + 7]) + ",")
            print("        ),")
        print("    ),")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
