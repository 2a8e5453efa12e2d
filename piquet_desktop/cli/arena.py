"""``piquet-arena``: computer players against each other, with a summary of how each fared.

Parties are played in mirrored pairs: partie ``i`` uses the seed ``S + i // 2``, and in the second
partie of each pair the players swap seats. Since chance never depends on the players, the pair
deals each seat exactly the same cards, so luck of the deal cancels and seat 0 has no standing
advantage (a deal's score has a standard deviation of about 24 points, which would otherwise
swamp any difference between two players over a few dozen parties). An odd ``--parties`` leaves
the last partie unpaired. Note that runs with seeds ``S`` and ``S + 1`` share all but one pair.

Everything printed is a pure function of the arguments (no timings), so summaries can be compared
between runs and versions.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from piquet_desktop.ai.baselines import PLAYERS, make_player
from piquet_desktop.ai.player import Player, play_partie
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import PRESETS, RuleSet, preset


@dataclass(slots=True)
class PlayerStats:
    """One player's tally over the run, whichever seat it sat in."""

    name: str
    label: str
    parties: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    deals: int = 0
    points: int = 0
    mean_points_per_deal: float = 0.0
    mean_points_per_partie: float = 0.0
    partie_score: int = 0  # rubicon: margins won minus margins lost
    mean_partie_score: float = 0.0
    rubicons_inflicted: int = 0
    rubicons_suffered: int = 0
    cartes_blanches: int = 0
    piques: int = 0
    repiques: int = 0
    capots: int = 0
    games_won: int = 0  # au cent
    double_games_won: int = 0

    def add_partie(self, state: PartieState, seat: int) -> None:
        """Count one finished partie in which this player sat in ``seat``."""
        result = state.result
        assert result is not None, "the partie is not over"
        self.parties += 1
        if result.winner is None:
            self.drawn += 1
        elif result.winner == seat:
            self.won += 1
            self.partie_score += result.margin
            self.rubicons_inflicted += result.rubiconed
        else:
            self.lost += 1
            self.partie_score -= result.margin
            self.rubicons_suffered += result.rubiconed
        for deal in state.results:
            self.deals += 1
            self.points += deal.totals[seat]
            for event in deal.events:
                if event.seat != seat:
                    continue
                if event.kind == "pique":
                    self.piques += 1
                elif event.kind == "repique":
                    self.repiques += 1
                elif event.kind == "capot":
                    self.capots += 1
                elif event.kind == "carte_blanche":
                    self.cartes_blanches += 1
        for game in state.games:
            if game.winner == seat:
                self.games_won += 1
                self.double_games_won += game.double
        self.mean_points_per_deal = round(self.points / self.deals, 2) if self.deals else 0.0
        self.mean_points_per_partie = round(self.points / self.parties, 2)
        self.mean_partie_score = round(self.partie_score / self.parties, 2)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="piquet-arena",
        description="Play computer players against each other in mirrored pairs of parties.",
    )
    parser.add_argument(
        "--players",
        default="greedy,random",
        help=f"two player names, comma-separated, from: {', '.join(sorted(PLAYERS))} "
        "(default: %(default)s)",
    )
    parser.add_argument("--parties", type=int, default=10, help="parties to play (default: 10)")
    parser.add_argument("--seed", type=int, default=0, help="base seed (default: 0)")
    parser.add_argument(
        "--preset", choices=list(PRESETS), default="rubicon", help="rule preset (default: rubicon)"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one rule option of the preset, e.g. deck=36 (repeatable)",
    )
    parser.add_argument(
        "--record", metavar="DIR", help="save every partie as DIR/partie-NNNN.piquet.json"
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    return parser


def _rules(parser: argparse.ArgumentParser, preset_name: str, options: list[str]) -> RuleSet:
    rules = preset(preset_name)
    for option in options:
        name, sep, value = option.partition("=")
        if not sep or not name.strip():
            parser.error(f"--option expects NAME=VALUE, not {option!r}")
        try:
            rules = rules.with_option(name.strip(), value)
        except ValueError as err:
            parser.error(str(err))
    return rules


def _players(parser: argparse.ArgumentParser, text: str) -> tuple[Player, Player]:
    names = [n.strip() for n in text.split(",")]
    if len(names) != 2 or not all(names):
        parser.error(f"--players expects two names separated by a comma, not {text!r}")
    try:
        return make_player(names[0]), make_player(names[1])
    except ValueError as err:
        parser.error(str(err))


def _record_dir(parser: argparse.ArgumentParser, path: str) -> Path:
    directory = Path(path)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        parser.error(f"cannot create the record directory {path!r}: {err.strerror or err}")
    return directory


def _save(
    directory: Path, index: int, state: PartieState, seated: tuple[Player, Player], seed: int
) -> None:
    # Imported here so the arena still runs (without --record) if the record module is absent.
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record

    infos = (
        PlayerInfo(seated[0].name, "ai", seated[0].name),
        PlayerInfo(seated[1].name, "ai", seated[1].name),
    )
    record = PartieRecord.from_state(state, infos, seed)
    save_record(record, directory / f"partie-{index:04d}.piquet.json")


def run(
    rules: RuleSet,
    players: tuple[Player, Player],
    parties: int,
    seed: int,
    record_dir: Path | None = None,
) -> tuple[PlayerStats, PlayerStats]:
    """Play the mirrored parties and tally them per player (in the order of ``players``)."""
    a, b = players
    labels = (f"{a.name} (1)", f"{b.name} (2)") if a.name == b.name else (a.name, b.name)
    stats = (PlayerStats(a.name, labels[0]), PlayerStats(b.name, labels[1]))
    for i in range(parties):
        partie_seed = seed + i // 2
        swapped = i % 2 == 1
        seated = (b, a) if swapped else (a, b)
        state = play_partie(rules, seated, partie_seed)
        stats[0].add_partie(state, 1 if swapped else 0)
        stats[1].add_partie(state, 0 if swapped else 1)
        if record_dir is not None:
            _save(record_dir, i + 1, state, seated, partie_seed)
    return stats


_ROWS: tuple[tuple[str, str], ...] = (
    ("parties won", "won"),
    ("parties lost", "lost"),
    ("parties drawn", "drawn"),
    ("mean points / deal", "mean_points_per_deal"),
    ("mean points / partie", "mean_points_per_partie"),
    ("cartes blanches", "cartes_blanches"),
    ("piques", "piques"),
    ("repiques", "repiques"),
    ("capots", "capots"),
)
_RUBICON_ROWS = (
    ("partie score (margins)", "partie_score"),
    ("mean partie score", "mean_partie_score"),
    ("rubicons inflicted", "rubicons_inflicted"),
    ("rubicons suffered", "rubicons_suffered"),
)
_AU_CENT_ROWS = (("au cent games won", "games_won"), ("of which doubles", "double_games_won"))


def _text(summary: dict[str, Any], stats: tuple[PlayerStats, PlayerStats], rules: RuleSet) -> str:
    rows = _ROWS + (_RUBICON_ROWS if rules.partie == "rubicon" else _AU_CENT_ROWS)
    width = max(12, *(len(s.label) for s in stats))
    head = (
        f"{summary['parties']} parties, preset {summary['preset']}, seed {summary['seed']}"
        f" (mirrored pairs: seats swap every other partie)"
    )
    lines = [head, "", f"{'':24}" + "".join(f"{s.label:>{width + 2}}" for s in stats)]
    for title, attr in rows:
        values = "".join(f"{getattr(s, attr)!s:>{width + 2}}" for s in stats)
        lines.append(f"{title:24}{values}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the arena; returns the exit status (2 for bad arguments, as argparse does)."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        if args.parties < 1:
            parser.error(f"--parties must be at least 1, not {args.parties}")
        players = _players(parser, args.players)
        rules = _rules(parser, args.preset, args.option)
        record_dir = _record_dir(parser, args.record) if args.record else None
    except SystemExit as done:  # argparse reports bad arguments (and --help) by exiting
        return done.code if isinstance(done.code, int) else 2
    try:
        stats = run(rules, players, args.parties, args.seed, record_dir)
    except (OSError, ImportError) as err:
        print(f"piquet-arena: cannot save the record: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("piquet-arena: interrupted", file=sys.stderr)
        return 130
    summary: dict[str, Any] = {
        "preset": args.preset,
        "rules": rules.to_json(),
        "seed": args.seed,
        "parties": args.parties,
        "drawn": stats[0].drawn,
        "players": [asdict(s) for s in stats],
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(_text(summary, stats, rules))
    return 0


if __name__ == "__main__":
    sys.exit(main())
