"""Self-play statistics: how often the big events of Piquet happen when a level plays itself.

Run: ``python -m piquet_desktop.benchmarks.selfplay_stats --deals 2000 --level master --jobs 2``.

The level plays whole parties against itself (Rubicon by default) until at least ``--deals``
deals have been played; whole parties, because a rubicon is a fact about a partie, not a deal.
Printed (or ``--json``): the mean and median deal score of elder and of younger, the shares of
deals in which elder scores 28 or more and younger 14 or more (Cavendish's "show"), how often a
pique, a repique, a capot and a carte blanche occur, who wins the cards, the correlation of the two
deal scores, and rubicons per partie. These are the figures Cavendish gives from 10,000 recorded
hands (elder wins the cards about 5 times in 8, repique about 1 in 28.5 for elder and 1 in 76 for
younger, a rubicon in about 2 parties in 9), so a level playing far from them is playing a
different game from the one good players play.

Partie ``i`` uses the seed ``derive_seed("selfplay", seed, i)``, so the numbers are a pure function
of the arguments whatever ``--jobs``. ``--out FILE`` appends each finished partie to FILE as a JSON
line and, when started again with the same level, rules and seed, plays only the parties still
missing: a slow level (Master) can be run in several sittings, or stopped with ``--max-seconds``
and resumed later. ``--report`` only summarises what FILE holds.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from piquet_desktop.ai.player import Table
from piquet_desktop.ai.registry import PLAYERS, make_player
from piquet_desktop.arena.pairs import derive_seed
from piquet_desktop.engine.partie import DealResult
from piquet_desktop.engine.rules import PRESETS, RuleSet, preset
from piquet_desktop.engine.scoring import HAND_KINDS

# Cavendish's figures (AI-NOTES.md), for the comparison column.
CAVENDISH = {
    "elder_show_share": 0.5,  # elder scores 28 or more about half the time
    "younger_show_share": 0.5,  # younger 14 or more
    "elder_under_10": 0.098,
    "younger_under_10": 0.356,
    "younger_nothing": 0.01,
    "elder_wins_cards": 5 / 8,
    "younger_wins_cards": 1 / 4,
    "cards_divided": 1 / 8,
    "repique_elder": 1 / 28.5,
    "repique_younger": 1 / 76,
    "pique_or_repique": 1 / 8.1,  # "a little over 7 to 1" against
    "rubicon_per_partie": 2 / 9,
}


def _deal_summary(result: DealResult) -> dict[str, Any]:
    """One deal from elder's and younger's side: scores, the show, and who did what."""
    elder = result.elder
    totals = result.totals
    hand = [0, 0]
    happened: dict[str, Any] = {}
    blanches = 0
    for event in result.events:
        blanches += event.kind == "carte_blanche"
        role = "elder" if event.seat == elder else "younger"
        if event.kind in HAND_KINDS:
            hand[event.seat] += event.points
        if event.kind in ("pique", "repique", "capot", "carte_blanche"):
            happened[event.kind] = role
        if event.kind in ("cards", "capot"):
            happened["cards"] = role
    return {
        "elder": totals[elder],
        "younger": totals[1 - elder],
        "elder_hand": hand[elder] * result.multiplier,
        "younger_hand": hand[1 - elder] * result.multiplier,
        "blanches": blanches,
        **happened,
    }


def play_one(rules: RuleSet, level: str, seed: int, index: int) -> dict[str, Any]:
    """Play partie ``index`` of a run and describe it as one JSON-ready line."""
    s = derive_seed("selfplay", seed, index)
    state = Table.new(rules, (make_player(level), make_player(level)), s).play()
    result = state.result
    assert result is not None
    return {
        "level": level,
        "rules": rules.to_json(),
        "seed": seed,
        "index": index,
        "deals": [_deal_summary(r) for r in state.results],
        "totals": list(result.totals),
        "margin": result.margin,
        "rubicon": result.rubiconed,
        "drawn": result.winner is None,
    }


def _play_chunk(rules: RuleSet, level: str, seed: int, indices: list[int]) -> list[dict[str, Any]]:
    return [play_one(rules, level, seed, i) for i in indices]


def _load(path: Path, rules: RuleSet, level: str, seed: int) -> dict[int, dict[str, Any]]:
    """The parties of this run already in ``path`` (other runs' lines are left alone)."""
    done: dict[int, dict[str, Any]] = {}
    if not path.exists():
        return done
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a line cut short when a run was killed
            if (
                isinstance(entry, dict)
                and entry.get("level") == level
                and entry.get("seed") == seed
                and entry.get("rules") == rules.to_json()
            ):
                done[int(entry["index"])] = entry
    return done


def run(
    rules: RuleSet,
    level: str,
    deals: int,
    seed: int,
    jobs: int,
    out: Path | None = None,
    max_seconds: float | None = None,
    progress: bool = False,
) -> list[dict[str, Any]]:
    """Play (or resume) parties until ``deals`` deals are done; returns the parties, by index.

    With ``max_seconds`` no new partie starts after that time; the ones running finish and the run
    returns fewer deals than asked (a later run with the same ``out`` continues from there).
    """
    done = _load(out, rules, level, seed) if out is not None else {}
    start = time.perf_counter()

    def played() -> int:
        return sum(len(p["deals"]) for p in _prefix(done))

    def record(entry: dict[str, Any]) -> None:
        done[entry["index"]] = entry
        if out is not None:
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(entry) + "\n")
        if progress:
            elapsed = time.perf_counter() - start
            print(
                f"\rselfplay: {played()}/{deals} deals, {len(done)} parties, {elapsed:.0f} s",
                end="",
                file=sys.stderr,
            )

    def out_of_time() -> bool:
        return max_seconds is not None and time.perf_counter() - start > max_seconds

    next_index = 0
    while played() < deals and not out_of_time():
        # Enough parties for the deals still missing (a Rubicon partie has at least six deals).
        wanted = math.ceil((deals - played()) / rules.rubicon_deals)
        batch: list[int] = []
        while len(batch) < wanted:
            if next_index not in done:
                batch.append(next_index)
            next_index += 1
        if jobs == 1:
            for i in batch:
                if out_of_time():
                    break
                record(play_one(rules, level, seed, i))
            continue
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            queue = [batch[k : k + 1] for k in range(len(batch))]
            pending: set[Future[list[dict[str, Any]]]] = set()
            while queue or pending:
                while queue and len(pending) < jobs * 2 and not out_of_time():
                    pending.add(pool.submit(_play_chunk, rules, level, seed, queue.pop(0)))
                if not pending:
                    break
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    for entry in future.result():
                        record(entry)
                if out_of_time():
                    queue.clear()
    if progress:
        print(file=sys.stderr)
    return _prefix(done)


def _prefix(done: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    """The parties 0, 1, 2... without a gap: a resumed or interrupted run reports the same set
    of parties whatever order they finished in."""
    out = []
    i = 0
    while i in done:
        out.append(done[i])
        i += 1
    return out


def _share(values: Iterable[bool]) -> float:
    items = list(values)
    return sum(items) / len(items) if items else 0.0


def _one_in(rate: float) -> float | None:
    return round(1 / rate, 1) if rate else None


def summarise(parties: list[dict[str, Any]]) -> dict[str, Any]:
    """The statistics of a run, each with Cavendish's figure where he gives one."""
    deals = [d for p in parties for d in p["deals"]]
    if not deals:
        raise ValueError("no deals played")
    elder = [d["elder"] for d in deals]
    younger = [d["younger"] for d in deals]
    n = len(deals)

    def rate(kind: str, role: str) -> float:
        return sum(d.get(kind) == role for d in deals) / n

    correlation = statistics.correlation(elder, younger) if n > 2 else None
    figures = {
        "parties": len(parties),
        "deals": n,
        "elder_mean": round(statistics.fmean(elder), 2),
        "elder_median": statistics.median(elder),
        "elder_sd": round(statistics.stdev(elder), 2) if n > 1 else None,
        "younger_mean": round(statistics.fmean(younger), 2),
        "younger_median": statistics.median(younger),
        "younger_sd": round(statistics.stdev(younger), 2) if n > 1 else None,
        "score_correlation": round(correlation, 3) if correlation is not None else None,
        "elder_show_share": round(_share(e >= 28 for e in elder), 4),
        "younger_show_share": round(_share(y >= 14 for y in younger), 4),
        "elder_under_10": round(_share(e < 10 for e in elder), 4),
        "younger_under_10": round(_share(y < 10 for y in younger), 4),
        "younger_nothing": round(_share(y == 0 for y in younger), 4),
        "elder_hand_mean": round(statistics.fmean(d["elder_hand"] for d in deals), 2),
        "younger_hand_mean": round(statistics.fmean(d["younger_hand"] for d in deals), 2),
        "elder_wins_cards": round(rate("cards", "elder"), 4),
        "younger_wins_cards": round(rate("cards", "younger"), 4),
        "cards_divided": round(_share("cards" not in d for d in deals), 4),
        "repique_elder": round(rate("repique", "elder"), 5),
        "repique_younger": round(rate("repique", "younger"), 5),
        "pique_elder": round(rate("pique", "elder"), 5),
        "pique_younger": round(rate("pique", "younger"), 5),
        "pique_or_repique": round(_share("pique" in d or "repique" in d for d in deals), 5),
        "capot_elder": round(rate("capot", "elder"), 5),
        "capot_younger": round(rate("capot", "younger"), 5),
        "carte_blanche_per_hand": round(sum(d["blanches"] for d in deals) / (2 * n), 5),
        "rubicon_per_partie": round(_share(p["rubicon"] for p in parties), 4),
        "drawn_parties": sum(p["drawn"] for p in parties),
        "mean_partie_margin": round(statistics.fmean(p["margin"] for p in parties), 1),
        "mean_partie_points": round(statistics.fmean(sum(p["totals"]) for p in parties), 1),
    }
    figures["one_in"] = {
        k: _one_in(figures[k])
        for k in ("repique_elder", "repique_younger", "pique_elder", "pique_or_repique")
    }
    figures["cavendish"] = CAVENDISH
    return figures


_NUMBERS = {"elder_mean", "elder_median", "younger_mean", "younger_median", "elder_sd",
            "younger_sd", "score_correlation", "elder_hand_mean", "younger_hand_mean",
            "mean_partie_margin", "mean_partie_points"}  # fmt: skip
_LINES = (
    ("deal score, elder: mean / median", ("elder_mean", "elder_median"), None),
    ("deal score, younger: mean / median", ("younger_mean", "younger_median"), None),
    ("sd elder / younger; correlation", ("elder_sd", "younger_sd", "score_correlation"), None),
    ("hand scores (show only), elder / younger", ("elder_hand_mean", "younger_hand_mean"), None),
    ("elder scores 28 or more", ("elder_show_share",), "elder_show_share"),
    ("younger scores 14 or more", ("younger_show_share",), "younger_show_share"),
    ("elder scores under 10", ("elder_under_10",), "elder_under_10"),
    ("younger scores under 10", ("younger_under_10",), "younger_under_10"),
    ("younger scores nothing", ("younger_nothing",), "younger_nothing"),
    ("elder wins the cards", ("elder_wins_cards",), "elder_wins_cards"),
    ("younger wins the cards", ("younger_wins_cards",), "younger_wins_cards"),
    ("cards divided", ("cards_divided",), "cards_divided"),
    ("repique by elder", ("repique_elder",), "repique_elder"),
    ("repique by younger", ("repique_younger",), "repique_younger"),
    ("pique (elder)", ("pique_elder",), None),
    ("pique or repique", ("pique_or_repique",), "pique_or_repique"),
    ("capot by elder / younger", ("capot_elder", "capot_younger"), None),
    ("carte blanche per hand", ("carte_blanche_per_hand",), None),
    ("rubicon per partie", ("rubicon_per_partie",), "rubicon_per_partie"),
    ("mean partie margin / points scored", ("mean_partie_margin", "mean_partie_points"), None),
)


def _text(level: str, figures: dict[str, Any]) -> str:
    lines = [
        f"{level} against itself: {figures['parties']} parties, {figures['deals']} deals",
        f"{'':42}{'measured':>26}{'Cavendish':>20}",
    ]
    for title, keys, ref in _LINES:
        values = " / ".join(_fmt(figures[k], k in _NUMBERS) for k in keys)
        theirs = _fmt(CAVENDISH[ref], False) if ref else ""
        lines.append(f"{title:42}{values:>26}{theirs:>20}")
    return "\n".join(lines)


def _fmt(value: Any, number: bool) -> str:
    """Plain numbers as they are; rates as percentages, rare ones also as "1 in N"."""
    if value is None:
        return "n/a"
    if number:
        return str(value)
    if 0 < value < 0.05:
        return f"{value:.2%} (1 in {1 / value:.1f})"
    return f"{value:.1%}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="selfplay_stats", description="Statistics of a level playing whole parties itself."
    )
    parser.add_argument("--deals", type=int, default=2000, help="deals at least (default 2000)")
    parser.add_argument("--level", default="master", help="the level playing both seats")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--preset", choices=list(PRESETS), default="rubicon")
    parser.add_argument("--out", type=Path, help="JSON-lines file to append to and resume from")
    parser.add_argument("--max-seconds", type=float, help="start no partie after this time")
    parser.add_argument("--report", action="store_true", help="only summarise the --out file")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    parser.add_argument("--json", action="store_true")
    try:
        args = parser.parse_args(argv)
        if args.deals < 1 or args.jobs < 1:
            parser.error("--deals and --jobs must be at least 1")
        if args.report and args.out is None:
            parser.error("--report needs --out")
        try:
            make_player(args.level)
        except ValueError:
            parser.error(f"unknown level {args.level!r}; levels are {', '.join(PLAYERS)}")
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    rules = preset(args.preset)
    start = time.perf_counter()
    if args.report:
        parties = _prefix(_load(args.out, rules, args.level, args.seed))
    else:
        parties = run(
            rules, args.level, args.deals, args.seed, args.jobs, args.out,
            args.max_seconds, args.progress,
        )  # fmt: skip
    if not parties:
        print("selfplay_stats: no partie finished", file=sys.stderr)
        return 1
    figures = summarise(parties)
    if not args.report:
        figures["seconds"] = round(time.perf_counter() - start, 1)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(_text(args.level, figures))
        if "seconds" in figures:
            print(f"run time {figures['seconds']} s with {args.jobs} job(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
