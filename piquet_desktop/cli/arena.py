"""``piquet-arena``: computer players against each other in mirrored play, with ratings.

Two kinds of mirrored play, per pairing of players (see ``arena/mirrored.py`` for the details):

* ``--deal-pairs N`` mirrored deal pairs: one shuffle played twice from one score situation, the
  players swapping seats (same cards per seat, same elder seat). Pair ``i`` is played as deal
  ``1 + i mod 6`` of a partie whose earlier deals two greedy players played (``--context fresh``:
  every pair at deal 1, 0-0). Reported: the share of pairs won (ties half; the counts too) with a
  Wilson 95% interval, and the mean margin per pair (A's points minus B's over both deals) with a
  Student-t 95% interval.
* ``--parties N`` whole parties in mirrored pairs: partie ``i`` uses the seed ``S + i // 2``, and in
  the second partie of each pair the players swap seats. An odd ``N`` leaves the last partie
  unpaired. Reported per player as before (won, lost, points, rubicons...) and per pairing the
  rubicon margins per mirrored partie pair with a 95% interval.

``--round-robin`` plays every pairing among ``--players`` (e.g.
``random,greedy,novice,casual,club,expert,master``); without it exactly two players are listed.
Ratings are fitted over all pairings: Bradley-Terry on the Elo scale (from deal pairs, or from
parties when no deal pairs were played) and points per deal pair, both with random play at 0 (the
first player listed when random is absent).

``--jobs J`` spreads the work over J processes (default: the number of CPUs; 1 runs in-process).
Everything printed is a pure function of the arguments, whatever J (no timings), so summaries can
be compared between runs and versions. ``--cache FILE`` keeps every finished item and reuses it
when the same run is started again: long runs can be interrupted and resumed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from piquet_desktop import translation
from piquet_desktop.ai.registry import PLAYERS, make_player
from piquet_desktop.arena.pairs import CONTEXTS, PlayerStats
from piquet_desktop.arena.ratings import (
    Margin,
    Outcome,
    default_anchor,
    fit_bradley_terry,
    fit_points,
)
from piquet_desktop.arena.runner import (
    ArenaPlan,
    ItemFailed,
    PairingResult,
    ResultCache,
    labels_for,
    round_robin,
    run_arena,
    usable_cpus,
)
from piquet_desktop.cli.arena_summary import (
    ArenaSummary,
    DealPairsEntry,
    PairingEntry,
    PartiesEntry,
    RatedPlayer,
    Ratings,
)
from piquet_desktop.cli.numbers import decimal, decimal_separator, percent
from piquet_desktop.cli.options import COUNT, SEED, ConsoleParser, console_text, rules_from_options
from piquet_desktop.engine.rules import PRESETS, RuleSet
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.command_line import speak_system_language

__all__ = ["PlayerStats", "main", "summarise"]


def build_parser() -> argparse.ArgumentParser:
    parser = ConsoleParser(
        prog="piquet-arena",
        description=translate(
            "PiquetArena",
            "Play computer players against each other in mirrored deal pairs and "
            "mirrored parties, and rate them.",
        ),
    )
    parser.add_argument(
        "--players",
        default="greedy,random",
        help=translate(
            "PiquetArena",
            "player names, comma-separated, from: {players}; two names, or any number with "
            "--round-robin (default: %(default)s)",
        ).format(players=", ".join(PLAYERS)),
    )
    parser.add_argument(
        "--round-robin",
        action="store_true",
        help=translate("PiquetArena", "play every pairing among the listed players"),
    )
    parser.add_argument(
        "--parties",
        type=COUNT,
        default=10,
        help=translate("PiquetArena", "parties per pairing, in mirrored pairs (default: 10)"),
    )
    parser.add_argument(
        "--deal-pairs",
        type=COUNT,
        default=100,
        metavar="N",
        help=translate("PiquetArena", "mirrored deal pairs per pairing (default: 100)"),
    )
    parser.add_argument(
        "--limit",
        action="append",
        default=[],
        metavar="NAME=N",
        help=translate(
            "PiquetArena",
            "at most N deal pairs in the pairings NAME plays (repeatable), for a slow level",
        ),
    )
    parser.add_argument(
        "--context",
        choices=CONTEXTS,
        default="partie",
        help=translate(
            "PiquetArena",
            "score situation of the deal pairs: 'partie' plays pair i as deal 1 + i mod 6 of a "
            "greedy partie, 'fresh' every pair as deal 1 at 0-0 (default: partie)",
        ),
    )
    parser.add_argument(
        "--seed", type=SEED, default=0, help=translate("PiquetArena", "base seed (default: 0)")
    )
    parser.add_argument(
        "--jobs",
        type=COUNT,
        default=usable_cpus(),
        help=translate(
            "PiquetArena", "worker processes (default: the number of CPUs; 1 plays in this process)"
        ),
    )
    parser.add_argument(
        "--preset",
        choices=list(PRESETS),
        default="rubicon",
        help=translate("PiquetArena", "rule preset (default: rubicon)"),
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=translate(
            "PiquetArena", "change one rule option of the preset, e.g. deck=36 (repeatable)"
        ),
    )
    parser.add_argument(
        "--record",
        metavar="DIR",
        help=translate(
            "PiquetArena",
            "save every partie as DIR/partie-NNNN.piquet "
            "(round robin: DIR/A-vs-B/partie-NNNN.piquet)",
        ),
    )
    parser.add_argument(
        "--cache",
        metavar="FILE",
        help=translate(
            "PiquetArena",
            "keep finished deal pairs and parties in FILE (JSON lines) and reuse them when the "
            "same run is started again; delete it when the players change",
        ),
    )
    parser.add_argument(
        "--progress",
        action="store_true",
        help=translate("PiquetArena", "report progress and the run time on stderr"),
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument(
        "--json", action="store_true", help=translate("PiquetArena", "print the summary as JSON")
    )
    output.add_argument(
        "--markdown",
        action="store_true",
        help=translate("PiquetArena", "print the tables as Markdown (for docs/AI.md)"),
    )
    parser.add_argument(
        "--from-json",
        metavar="FILE",
        help=translate(
            "PiquetArena",
            "print the summary saved by an earlier --json run (as text, or with --markdown)",
        ),
    )
    return parser


def player_list(parser: argparse.ArgumentParser, text: str, round_robin_: bool) -> list[str]:
    """The names in ``--players`` (lower case), or a usage error saying what is wrong with them;
    shared with the benchmarks that play the arena's pairings."""
    names = [n.strip().lower() for n in text.split(",")]
    if not all(names):
        parser.error(
            translate(
                "PiquetArena", "--players expects names separated by commas, not {text!r}"
            ).format(text=text)
        )
    if round_robin_:
        if len(names) < 2:
            parser.error(
                translate("PiquetArena", "--round-robin needs at least two names in --players")
            )
        if len(set(names)) != len(names):
            parser.error(
                translate("PiquetArena", "--round-robin needs different names in --players")
            )
    elif len(names) != 2:
        parser.error(
            translate(
                "PiquetArena",
                "--players expects two names separated by a comma, not {text!r} "
                "(use --round-robin for more)",
            ).format(text=text)
        )
    for name in dict.fromkeys(names):
        try:
            make_player(name)
        except ValueError as err:
            parser.error(str(err))
    return names


def _limits(
    parser: argparse.ArgumentParser, texts: list[str], names: list[str]
) -> tuple[tuple[str, int], ...]:
    out = []
    for text in texts:
        name, sep, value = text.partition("=")
        name = name.strip().lower()
        try:
            count = int(value)
        except ValueError:
            count = -1
        if not sep or count < 0:
            parser.error(
                translate(
                    "PiquetArena",
                    "--limit expects NAME=N with N a count of deal pairs, not {text!r}",
                ).format(text=text)
            )
        if name not in names:
            parser.error(
                translate(
                    "PiquetArena", "--limit names {name!r}, who is not among --players"
                ).format(name=name)
            )
        out.append((name, count))
    return tuple(out)


def _record_dir(parser: argparse.ArgumentParser, path: str) -> Path:
    directory = Path(path)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        parser.error(
            translate("PiquetArena", "cannot create the record directory {path!r}: {error}").format(
                path=path, error=err.strerror or err
            )
        )
    return directory


def _rate(names: list[str], results: list[PairingResult]) -> Ratings:
    """Both rating fits over every pairing; the Bradley-Terry one on deal pairs if any."""
    names = list(dict.fromkeys(names))
    anchor = default_anchor(names)
    outcomes = []
    margins = []
    source = "deal pairs"
    results = [r for r in results if r.a != r.b]  # a player against itself rates nothing
    for r in results:
        deals = r.deal_summary()
        if deals is not None:
            outcomes.append(Outcome(r.a, r.b, deals.won + deals.tied / 2, deals.pairs))
            margins.append(Margin(r.a, r.b, deals.mean, deals.pairs))
    if not outcomes:
        source = "parties"
        for r in results:
            parties = r.partie_summary()
            if parties is not None:
                outcomes.append(
                    Outcome(r.a, r.b, parties.a_won + parties.drawn / 2, parties.parties)
                )
    elo = fit_bradley_terry(outcomes, anchor)
    points = fit_points(margins, anchor) if margins else {}
    order = sorted(names, key=lambda n: (-elo.get(n, 0.0), names.index(n)))
    rated = [
        RatedPlayer(
            n,
            round(elo[n], 1) if n in elo else None,
            round(points[n], 2) if n in points else None,
        )
        for n in order
    ]
    return Ratings(anchor, source, rated)


def summarise(
    plan: ArenaPlan, names: list[str], results: list[PairingResult], preset_name: str
) -> dict[str, Any]:
    """The whole run as JSON-ready values (``ArenaSummary``): per-player tallies, per-pairing
    results, ratings."""
    two = len(plan.pairings) == 1
    labels = labels_for(plan.pairings[0]) if two else tuple(names)
    stats: dict[str, PlayerStats] = {}
    if two:
        stats = {labels[0]: PlayerStats(names[0], labels[0])}
        stats[labels[1]] = PlayerStats(names[1], labels[1])
    else:
        stats = {n: PlayerStats(n, n) for n in names}
    drawn = 0
    pairings: list[PairingEntry] = []
    for r in results:
        a_label, b_label = (labels[0], labels[1]) if two else (r.a, r.b)
        for outcome in r.parties:
            stats[a_label].merge(outcome.a_stats)
            stats[b_label].merge(outcome.b_stats)
            drawn += outcome.winner is None
        deals = r.deal_summary()
        parties = r.partie_summary()
        pairings.append(
            PairingEntry(
                r.a,
                r.b,
                None if deals is None else DealPairsEntry.of(deals),
                None if parties is None else PartiesEntry.of(parties),
            )
        )
    summary = ArenaSummary(
        preset_name,
        plan.rules.to_json(),
        plan.seed,
        plan.parties,
        plan.deal_pairs,
        dict(plan.limits),
        plan.context,
        drawn,
        [asdict(s) for s in stats.values()],
        pairings,
        _rate(names, results),
    )
    return summary.to_json()


_ROWS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("PiquetArena", "parties won"), "won"),
    (QT_TRANSLATE_NOOP("PiquetArena", "parties lost"), "lost"),
    (QT_TRANSLATE_NOOP("PiquetArena", "parties drawn"), "drawn"),
    (QT_TRANSLATE_NOOP("PiquetArena", "mean points / deal"), "mean_points_per_deal"),
    (QT_TRANSLATE_NOOP("PiquetArena", "mean points / partie"), "mean_points_per_partie"),
    (QT_TRANSLATE_NOOP("PiquetArena", "cartes blanches"), "cartes_blanches"),
    (QT_TRANSLATE_NOOP("PiquetArena", "piques"), "piques"),
    (QT_TRANSLATE_NOOP("PiquetArena", "repiques"), "repiques"),
    (QT_TRANSLATE_NOOP("PiquetArena", "capots"), "capots"),
)
_RUBICON_ROWS = (
    (QT_TRANSLATE_NOOP("PiquetArena", "partie score (margins)"), "partie_score"),
    (QT_TRANSLATE_NOOP("PiquetArena", "mean partie score"), "mean_partie_score"),
    (QT_TRANSLATE_NOOP("PiquetArena", "rubicons inflicted"), "rubicons_inflicted"),
    (QT_TRANSLATE_NOOP("PiquetArena", "rubicons suffered"), "rubicons_suffered"),
)
_AU_CENT_ROWS = (
    (QT_TRANSLATE_NOOP("PiquetArena", "au cent games won"), "games_won"),
    (QT_TRANSLATE_NOOP("PiquetArena", "of which doubles"), "double_games_won"),
)


def _not_available() -> str:
    return translate("PiquetArena", "n/a", "no value: nothing was played")


def _signed(value: float | None, digits: int = 1) -> str:
    return _not_available() if value is None else decimal(value, digits, sign=True)


def _ci(pair: list[float | None], digits: int = 1) -> str:
    low, high = pair
    if low is None or high is None:
        return "(" + _not_available() + ")"
    return translate("PiquetArena", "({low} .. {high})").format(
        low=decimal(low, digits, sign=True), high=decimal(high, digits, sign=True)
    )


def _cell(value: object) -> str:
    """A statistic as the table shows it: as Python writes it, with the language's decimal
    separator in a fraction (the statistics are rounded already)."""
    text = str(value)
    return text.replace(".", decimal_separator()) if isinstance(value, float) else text


def _text(summary: dict[str, Any], rules: RuleSet) -> str:
    lines: list[str] = []
    pairings = summary["pairings"]
    versus = translate("PiquetArena", "{a} vs {b}")
    pairing_names = [versus.format(a=p["a"], b=p["b"]) for p in pairings]
    pairing_head = translate("PiquetArena", "pairing")
    width = max(16, len(pairing_head), *(len(n) for n in pairing_names))
    if summary["deal_pairs"]:
        if summary["context"] == "partie":
            title = translate(
                "PiquetArena",
                "Mirrored deal pairs: {pairs} per pairing{limits}, preset {preset}, seed {seed} "
                "(pair i played as deal 1 + i mod 6 of a greedy partie)",
            )
        else:
            title = translate(
                "PiquetArena",
                "Mirrored deal pairs: {pairs} per pairing{limits}, preset {preset}, seed {seed} "
                "(pair i played as deal 1 at 0-0)",
            )
        at_most = translate("PiquetArena", ", at most {count} for {name}")
        limits = "".join(
            at_most.format(count=n, name=name) for name, n in summary["limits"].items()
        )
        lines.append(
            title.format(
                pairs=summary["deal_pairs"],
                limits=limits,
                preset=summary["preset"],
                seed=summary["seed"],
            )
        )
        pairs = translate("PiquetArena", "pairs", "a column heading: deal pairs played")
        won = translate("PiquetArena", "won", "a column heading: deal pairs won")
        tied = translate("PiquetArena", "tied", "a column heading: deal pairs tied")
        lost = translate("PiquetArena", "lost", "a column heading: deal pairs lost")
        share_head = translate("PiquetArena", "share won (95% CI)")
        points_head = translate("PiquetArena", "points per pair (95% CI)")
        w = [max(5, len(h)) for h in (pairs, won, tied, lost)]
        share_width = max(22, len(share_head) + 1)
        lines.append(
            f"{pairing_head:{width}}  {pairs:>{w[0]}} {won:>{w[1]}} {tied:>{w[2]}} {lost:>{w[3]}}"
            f"  {share_head:<{share_width}} {points_head}"
        )
        for p, name in zip(pairings, pairing_names, strict=True):
            if "deal_pairs" not in p:
                continue  # limited to no deal pair
            d = p["deal_pairs"]
            low, high = d["share_ci95"]
            share = translate("PiquetArena", "{share} ({low}-{high})").format(
                share=percent(d["share"], 1), low=percent(low, 0), high=percent(high, 0)
            )
            lines.append(
                f"{name:{width}}  {d['pairs']:>{w[0]}} {d['won']:>{w[1]}} "
                f"{d['tied']:>{w[2]}} {d['lost']:>{w[3]}}  {share:<{share_width}} "
                f"{_signed(d['mean_margin'])} {_ci(d['margin_ci95'])}"
            )
        lines.append("")
    if summary["parties"]:
        title = translate(
            "PiquetArena",
            "Mirrored parties: {parties} per pairing, preset {preset}, seed {seed} "
            "(seats swap every other partie)",
        )
        lines.append(
            title.format(parties=summary["parties"], preset=summary["preset"], seed=summary["seed"])
        )
        if rules.partie == "rubicon":
            score_head = translate("PiquetArena", "margin per partie pair (95% CI)")
        else:
            score_head = translate("PiquetArena", "games per partie pair (95% CI)")
        won = translate("PiquetArena", "won", "a column heading: parties won")
        drawn = translate("PiquetArena", "drawn", "a column heading: parties drawn")
        lost = translate("PiquetArena", "lost", "a column heading: parties lost")
        rubicons_head = translate("PiquetArena", "rubicons", "a column heading")
        w = [max(5, len(won)), max(5, len(drawn)), max(5, len(lost)), max(9, len(rubicons_head))]
        lines.append(
            f"{pairing_head:{width}}  {won:>{w[0]}} {drawn:>{w[1]}} {lost:>{w[2]}}  "
            f"{rubicons_head:>{w[3]}}  {score_head}"
        )
        for p, name in zip(pairings, pairing_names, strict=True):
            q = p["parties"]
            rubicons = f"{q['a_rubicons']}/{q['b_rubicons']}"
            lines.append(
                f"{name:{width}}  {q['a_won']:>{w[0]}} {q['drawn']:>{w[1]}} "
                f"{q['b_won']:>{w[2]}}  {rubicons:>{w[3]}}  {_signed(q['mean_pair_score'])} "
                f"{_ci(q['pair_score_ci95'])}"
            )
        lines.append(
            "  "
            + translate("PiquetArena", "(rubicons: inflicted by the first player / by the second)")
        )
        lines.append("")
        stats = summary["players"]
        rows = _ROWS + (_RUBICON_ROWS if rules.partie == "rubicon" else _AU_CENT_ROWS)
        titles = [translation.translate("PiquetArena", title) for title, _ in rows]
        title_width = max(24, *(len(t) + 2 for t in titles))
        w_ = max(12, *(len(s["label"]) for s in stats))
        lines.append(f"{'':{title_width}}" + "".join(f"{s['label']:>{w_ + 2}}" for s in stats))
        for title, (_, attr) in zip(titles, rows, strict=True):
            cells = "".join(f"{_cell(s[attr]):>{w_ + 2}}" for s in stats)
            lines.append(f"{title:{title_width}}" + cells)
        lines.append("")
    ratings = summary["ratings"]
    if ratings["elo_from"] == "parties":
        head = translate(
            "PiquetArena",
            "Ratings ({anchor} = 0): Elo scale by Bradley-Terry on parties; points per deal pair "
            "by least squares",
        )
    else:
        head = translate(
            "PiquetArena",
            "Ratings ({anchor} = 0): Elo scale by Bradley-Terry on deal pairs; points per deal "
            "pair by least squares",
        )
    lines.append(head.format(anchor=ratings["anchor"]))
    for r in ratings["players"]:
        elo = _not_available() if r["elo"] is None else decimal(r["elo"], sign=True)
        points = (
            ""
            if r["points_per_pair"] is None
            else f"{decimal(r['points_per_pair'], 1, sign=True):>9}"
        )
        lines.append(f"  {r['name']:{max(12, width - 2)}} {elo:>8} {points}")
    return "\n".join(lines)


def _progress(start: float) -> Any:
    def report(done: int, total: int) -> None:
        elapsed = decimal(time.perf_counter() - start)
        said = translate("PiquetArena", "piquet-arena: {done}/{total} items, {seconds} s")
        print("\r" + said.format(done=done, total=total, seconds=elapsed), end="", file=sys.stderr)
        if done == total:
            print(file=sys.stderr)

    return report


def _ci_text(pair: list[float | None]) -> str:
    low, high = pair
    return "n/a" if low is None or high is None else f"{low:+.1f} .. {high:+.1f}"


def markdown(summary: dict[str, Any]) -> str:
    """The pairings and the ratings as Markdown tables (what docs/AI.md shows)."""
    lines: list[str] = []
    pairings = summary["pairings"]
    if any("deal_pairs" in p for p in pairings):
        lines += [
            "| pairing (A vs B) | deal pairs | A won | tied | B won | A's share (95% CI) "
            "| A's points per pair (95% CI) |",
            "|---|---:|---:|---:|---:|---|---|",
        ]
        for p in pairings:
            d = p.get("deal_pairs")
            if d is None:
                continue
            low, high = d["share_ci95"]
            lines.append(
                f"| {p['a']} vs {p['b']} | {d['pairs']} | {d['won']} | {d['tied']} | "
                f"{d['lost']} | {d['share']:.1%} ({low:.1%}-{high:.1%}) | "
                f"{d['mean_margin']:+.1f} ({_ci_text(d['margin_ci95'])}) |"
            )
        lines.append("")
    if any("parties" in p for p in pairings):
        lines += [
            "| pairing (A vs B) | parties | A won | drawn | B won | rubicons A/B "
            "| A's margin per partie pair (95% CI) |",
            "|---|---:|---:|---:|---:|---|---|",
        ]
        for p in pairings:
            q = p.get("parties")
            if q is None:
                continue
            mean = q["mean_pair_score"]
            lines.append(
                f"| {p['a']} vs {p['b']} | {q['parties']} | {q['a_won']} | {q['drawn']} | "
                f"{q['b_won']} | {q['a_rubicons']}/{q['b_rubicons']} | "
                f"{'n/a' if mean is None else f'{mean:+.1f}'} "
                f"({_ci_text(q['pair_score_ci95'])}) |"
            )
        lines.append("")
    names = list(dict.fromkeys(n for p in pairings for n in (p["a"], p["b"])))
    if len(names) > 2 and any("deal_pairs" in p for p in pairings):
        share: dict[tuple[str, str], float] = {}
        for p in pairings:
            d = p.get("deal_pairs")
            if d is not None:
                share[p["a"], p["b"]] = d["share"]
                share[p["b"], p["a"]] = 1 - d["share"]
        lines += [
            "Share of deal pairs won by the row player against the column player:",
            "",
            "| | " + " | ".join(names) + " |",
            "|---|" + "---:|" * len(names),
        ]
        for row in names:
            cells = ["" if (row, col) not in share else f"{share[row, col]:.0%}" for col in names]
            lines.append(f"| {row} | " + " | ".join(cells) + " |")
        lines.append("")
    ratings = summary["ratings"]
    lines += [
        f"| player | Elo ({ratings['anchor']} = 0, from {ratings['elo_from']}) "
        "| points per deal pair |",
        "|---|---:|---:|",
    ]
    for r in ratings["players"]:
        elo = "n/a" if r["elo"] is None else f"{r['elo']:+.0f}"
        pts = "n/a" if r["points_per_pair"] is None else f"{r['points_per_pair']:+.1f}"
        lines.append(f"| {r['name']} | {elo} | {pts} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the arena; returns the exit status (2 for bad arguments, as argparse does)."""
    speak_system_language()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.parties < 0:
            parser.error(
                translate("PiquetArena", "--parties must not be negative, not {count}").format(
                    count=args.parties
                )
            )
        if args.deal_pairs < 0:
            parser.error(
                translate("PiquetArena", "--deal-pairs must not be negative, not {count}").format(
                    count=args.deal_pairs
                )
            )
        if args.parties == 0 and args.deal_pairs == 0:
            parser.error(
                translate("PiquetArena", "nothing to play: --parties and --deal-pairs are both 0")
            )
        if args.jobs < 1:
            parser.error(
                translate("PiquetArena", "--jobs must be at least 1, not {jobs}").format(
                    jobs=args.jobs
                )
            )
        cpus = usable_cpus()
        if args.jobs > cpus:
            note = translate(
                "PiquetArena",
                "piquet-arena: --jobs {jobs} is more than the {cpus} CPUs this process may use; "
                "playing with {cpus}",
            )
            print(console_text(note.format(jobs=args.jobs, cpus=cpus)), file=sys.stderr)
            args.jobs = cpus
        if args.from_json:
            try:
                with open(args.from_json, encoding="utf-8") as f:
                    saved = json.load(f)
                rules_saved = RuleSet.from_json(saved["rules"])
            except (OSError, ValueError, KeyError, TypeError) as err:
                parser.error(
                    translate("PiquetArena", "cannot read the summary {file!r}: {error}").format(
                        file=args.from_json, error=err
                    )
                )
            print(markdown(saved) if args.markdown else _text(saved, rules_saved))
            return 0
        names = player_list(parser, args.players, args.round_robin)
        limits = _limits(parser, args.limit, names)
        rules = rules_from_options(parser, args.preset, args.option)
        record_dir = _record_dir(parser, args.record) if args.record else None
    except SystemExit as done:  # argparse reports bad arguments (and --help) by exiting
        return done.code if isinstance(done.code, int) else 2
    pairings = round_robin(names) if args.round_robin else ((names[0], names[1]),)
    plan = ArenaPlan(
        rules,
        pairings,
        args.deal_pairs,
        args.parties,
        args.seed,
        args.context,
        str(record_dir) if record_dir is not None else None,
        nested=args.round_robin,
        limits=limits,
    )
    start = time.perf_counter()
    try:
        cache = ResultCache(args.cache) if args.cache else None
        results = run_arena(
            plan,
            jobs=args.jobs,
            cache=cache,
            progress=_progress(start) if args.progress else None,
        )
    except ItemFailed as err:
        if args.cache:
            failed = translate(
                "PiquetArena", "piquet-arena: {error} (the finished ones are in the cache)"
            )
        else:
            failed = translate("PiquetArena", "piquet-arena: {error}")
        print("\n" + console_text(failed.format(error=err)), file=sys.stderr)
        return 1
    except (OSError, ImportError) as err:
        cannot = translate("PiquetArena", "piquet-arena: cannot save the results: {error}")
        print(console_text(cannot.format(error=err)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(translate("PiquetArena", "piquet-arena: interrupted"), file=sys.stderr)
        return 130
    if args.progress:
        took = translate("PiquetArena", "piquet-arena: run time {seconds} s")
        print(took.format(seconds=decimal(time.perf_counter() - start, 1)), file=sys.stderr)
    summary = summarise(plan, names, results, args.preset)
    if args.json:
        print(json.dumps(summary, indent=2))
    elif args.markdown:
        print(markdown(summary))
    else:
        print(_text(summary, rules))
    return 0


if __name__ == "__main__":
    sys.exit(main())
