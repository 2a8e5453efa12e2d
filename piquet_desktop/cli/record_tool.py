"""``piquet-record``: check a partie record, or print its score sheet with every score's reason.

``validate`` exists so a damaged save can be diagnosed without the GUI (and so CI can check golden
records); ``replay`` prints what the score sheet would show, deal by deal, which is how a dispute
about a score is settled. Both go through :func:`load_record`, the same loader the app uses, so
what this tool accepts the app accepts.

The score sheet is built by re-applying the record's actions and taking a snapshot of the running
totals each time a deal ends, rather than re-adding scores here: au cent games end part-way through
a deal (the rest of that deal is void for the game), and only the engine should know such rules.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass
from typing import Any, TextIO

from piquet_desktop.engine.partie import DealResult, GameResult, PartieState, new_partie
from piquet_desktop.engine.record import PartieRecord, RecordError, load_record
from piquet_desktop.engine.scoring import ScoreEvent

PROG = "piquet-record"


@dataclass(frozen=True, slots=True)
class DealLine:
    """A finished deal plus the partie as it stood right after it."""

    result: DealResult
    running_totals: tuple[int, int]
    game_scores: tuple[int, int]
    games_won: tuple[GameResult, ...]  # au cent games that ended in this deal


def score_sheet(record: PartieRecord) -> tuple[list[DealLine], PartieState]:
    """Replay ``record`` and snapshot the partie after each deal (the record is already valid)."""
    state = new_partie(record.rules)
    lines: list[DealLine] = []
    for action in record.actions:
        applied = state.apply(action)
        result = applied.deal_result
        if result is not None:
            lines.append(
                DealLine(
                    result,
                    (state.totals[0], state.totals[1]),
                    (state.game_scores[0], state.game_scores[1]),
                    () if applied.game is None else (applied.game,),
                )
            )
    return lines, state


# --------------------------------------------------------------------------------- text


def _names(record: PartieRecord) -> tuple[str, str]:
    return record.players[0].name, record.players[1].name


def _player_text(record: PartieRecord, seat: int) -> str:
    p = record.players[seat]
    kind = "human" if p.kind == "human" else "AI" + (f", {p.level}" if p.level else "")
    return f"{p.name} ({kind})"


def _pair(names: tuple[str, str], values: tuple[int, int]) -> str:
    return f"{names[0]} {values[0]}, {names[1]} {values[1]}"


def _event_lines(
    events: tuple[ScoreEvent, ...], names: tuple[str, str], reason_width: int
) -> list[str]:
    width = max(len(n) for n in names)
    return [
        f"  {names[e.seat]:<{width}}  {e.reason:<{reason_width}}  {e.points:>3}" for e in events
    ]


def _game_text(game: GameResult, names: tuple[str, str], number: int) -> str:
    w = game.winner
    double = " (a double game)" if game.double else ""
    return f"  Game {number} won by {names[w]}, {game.scores[w]} to {game.scores[1 - w]}{double}"


def render_text(record: PartieRecord) -> str:
    lines, state = score_sheet(record)
    names = _names(record)
    au_cent = record.rules.partie == "au_cent"
    rules = ", ".join(f"{k}={json.dumps(v)}" for k, v in record.rules.to_json().items())
    out = [
        f"Piquet partie: {_player_text(record, 0)} v {_player_text(record, 1)}",
        f"Rules: {rules}",
    ]
    if record.seed is not None:
        out.append(f"Seed: {record.seed}")
    deal = state.deal
    current = tuple(deal.events()) if deal is not None else ()
    everything = [e for line in lines for e in line.result.events] + list(current)
    # One column width for the whole sheet, so the points line up from deal to deal.
    reasons = max([len(e.reason) for e in everything] + [10])
    games_so_far = 0
    for line in lines:
        r = line.result
        double = " (counts double)" if r.multiplier != 1 else ""
        out += ["", f"Deal {r.number} (elder: {names[r.elder]}){double}"]
        out += _event_lines(r.events, names, reasons) or ["  nothing scored"]
        out.append(f"  Deal totals: {_pair(names, r.totals)}")
        out.append(f"  Partie totals: {_pair(names, line.running_totals)}")
        for game in line.games_won:
            games_so_far += 1
            out.append(_game_text(game, names, games_so_far))
        if au_cent and not line.games_won:  # a won game resets the score: nothing to show
            out.append(f"  Game score: {_pair(names, line.game_scores)}")
    if deal is not None:
        out += ["", f"Deal {state.deal_number} (elder: {names[deal.elder]}), in progress"]
        out += _event_lines(current, names, reasons) or ["  nothing scored yet"]
    out.append("")
    if au_cent:
        points = state.game_points()
        out.append(f"Games: {_pair(names, points)}")
    if state.result is not None:
        out.append(f"Result: {state.result.describe(names)}")
    else:
        where = f"deal {state.deal_number} in progress" if deal else f"{len(lines)} deals played"
        out.append(f"Result: unfinished ({where})")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------- JSON


def _events_json(events: tuple[ScoreEvent, ...], names: tuple[str, str]) -> list[dict[str, Any]]:
    return [
        {
            "seat": e.seat,
            "player": names[e.seat],
            "points": e.points,
            "kind": e.kind,
            "reason": e.reason,
        }
        for e in events
    ]


def _game_json(game: GameResult, names: tuple[str, str]) -> dict[str, Any]:
    return {
        "winner": game.winner,
        "player": names[game.winner],
        "double": game.double,
        "scores": list(game.scores),
        "deal": game.last_deal,
    }


def render_json(record: PartieRecord) -> dict[str, Any]:
    lines, state = score_sheet(record)
    names = _names(record)
    deals = [
        {
            "number": line.result.number,
            "elder": line.result.elder,
            "elder_player": names[line.result.elder],
            "multiplier": line.result.multiplier,
            "events": _events_json(line.result.events, names),
            "totals": list(line.result.totals),
            "running_totals": list(line.running_totals),
            "game_scores": list(line.game_scores),
        }
        for line in lines
    ]
    current = None
    if state.deal is not None:
        current = {
            "number": state.deal_number,
            "elder": state.deal.elder,
            "elder_player": names[state.deal.elder],
            "events": _events_json(tuple(state.deal.events()), names),
            "totals": list(state.deal.totals()),
        }
    result = None
    if state.result is not None:
        r = state.result
        result = {
            "winner": r.winner,
            "player": None if r.winner is None else names[r.winner],
            "totals": list(r.totals),
            "margin": r.margin,
            "rubiconed": r.rubiconed,
            "games": list(r.games),
            "text": r.describe(names),
        }
    return {
        "players": [p.to_json() for p in record.players],
        "rules": record.rules.to_json(),
        "seed": record.seed,
        "deals": deals,
        "current_deal": current,
        "totals": list(state.totals),
        "games": [_game_json(g, names) for g in state.games],
        "finished": state.is_over,
        "result": result,
    }


# --------------------------------------------------------------------------------- commands


def _validate(path: str, out: TextIO) -> int:
    record, state = load_record(path)
    deals = len(state.results) + (1 if state.deal is not None else 0)
    status = "finished" if state.is_over else "unfinished"
    out.write(f"OK: {len(record.actions)} actions, {deals} deals, {status}\n")
    return 0


def _replay(path: str, as_json: bool, out: TextIO) -> int:
    record, _ = load_record(path)
    if as_json:
        out.write(json.dumps(render_json(record), ensure_ascii=False, indent=1) + "\n")
    else:
        out.write(render_text(record))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Check a Piquet Desktop partie record or print its score sheet."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    check = commands.add_parser(
        "validate", help="check that a record loads and replays", description="Check a record."
    )
    check.add_argument("file", metavar="FILE", help="a partie record (.piquet)")
    replay = commands.add_parser(
        "replay",
        help="print the deal-by-deal score sheet",
        description="Print the score sheet of a record with the reason for every score.",
    )
    replay.add_argument("file", metavar="FILE", help="a partie record (.piquet)")
    replay.add_argument("--json", action="store_true", help="print the score sheet as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the tool; returns the exit status (0 ok, 1 bad record or file, 2 bad arguments)."""
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help (0) and on usage errors (2)
        return exc.code if isinstance(exc.code, int) else 2
    try:
        if args.command == "validate":
            return _validate(args.file, sys.stdout)
        return _replay(args.file, args.json, sys.stdout)
    except RecordError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # Output piped into `head`: stop quietly, and keep Python from complaining at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
