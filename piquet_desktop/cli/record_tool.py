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

from piquet_desktop.cli.options import ConsoleParser, console_text, terminal_json, terminal_safe
from piquet_desktop.engine.partie import DealResult, GameResult, PartieState, new_partie
from piquet_desktop.engine.record import PartieRecord, RecordError, load_record
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.translation import translate
from piquet_desktop.words.command_line import speak_system_language

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
    """The players' names as the record holds them (the JSON output escapes what it prints)."""
    return record.players[0].name, record.players[1].name


def _shown_names(record: PartieRecord) -> tuple[str, str]:
    """The players' names as a line of the text output may hold them (``terminal_safe``): a
    name is anything a file says, escape codes and line breaks included."""
    return terminal_safe(record.players[0].name), terminal_safe(record.players[1].name)


def _player_text(record: PartieRecord, seat: int) -> str:
    p = record.players[seat]
    name = terminal_safe(p.name)
    if p.kind == "human":
        return translate("PiquetRecord", "{name} (human)").format(name=name)
    if p.level:
        return translate("PiquetRecord", "{name} (AI, {level})").format(
            name=name, level=terminal_safe(p.level)
        )
    return translate("PiquetRecord", "{name} (AI)").format(name=name)


def _pair(names: tuple[str, str], values: tuple[int, int]) -> str:
    return translate("PiquetRecord", "{player} {points}, {other} {other_points}").format(
        player=names[0], points=values[0], other=names[1], other_points=values[1]
    )


def _event_lines(
    events: tuple[ScoreEvent, ...], names: tuple[str, str], reason_width: int
) -> list[str]:
    width = max(len(n) for n in names)
    return [
        f"  {names[e.seat]:<{width}}  {e.reason:<{reason_width}}  {e.points:>3}" for e in events
    ]


def _game_text(game: GameResult, names: tuple[str, str], number: int) -> str:
    w = game.winner
    if game.double:
        text = translate(
            "PiquetRecord", "Game {number} won by {player}, {won} to {lost} (a double game)"
        )
    else:
        text = translate("PiquetRecord", "Game {number} won by {player}, {won} to {lost}")
    return "  " + text.format(
        number=number, player=names[w], won=game.scores[w], lost=game.scores[1 - w]
    )


def render_text(record: PartieRecord) -> str:
    lines, state = score_sheet(record)
    names = _shown_names(record)
    au_cent = record.rules.partie == "au_cent"
    rules = ", ".join(f"{k}={json.dumps(v)}" for k, v in record.rules.to_json().items())
    out = [
        translate("PiquetRecord", "Piquet partie: {player} v {other}").format(
            player=_player_text(record, 0), other=_player_text(record, 1)
        ),
        translate("PiquetRecord", "Rules: {rules}").format(rules=rules),
    ]
    if record.seed is not None:
        out.append(translate("PiquetRecord", "Seed: {seed}").format(seed=record.seed))
    deal = state.deal
    current = tuple(deal.events()) if deal is not None else ()
    everything = [e for line in lines for e in line.result.events] + list(current)
    # One column width for the whole sheet, so the points line up from deal to deal.
    reasons = max([len(e.reason) for e in everything] + [10])
    games_so_far = 0
    for line in lines:
        r = line.result
        if r.multiplier != 1:
            title = translate("PiquetRecord", "Deal {number} (elder: {elder}) (counts double)")
        else:
            title = translate("PiquetRecord", "Deal {number} (elder: {elder})")
        out += ["", title.format(number=r.number, elder=names[r.elder])]
        nothing = "  " + translate("PiquetRecord", "nothing scored")
        out += _event_lines(r.events, names, reasons) or [nothing]
        totals = translate("PiquetRecord", "Deal totals: {totals}")
        out.append("  " + totals.format(totals=_pair(names, r.totals)))
        running = translate("PiquetRecord", "Partie totals: {totals}")
        out.append("  " + running.format(totals=_pair(names, line.running_totals)))
        for game in line.games_won:
            games_so_far += 1
            out.append(_game_text(game, names, games_so_far))
        if au_cent and not line.games_won:  # a won game resets the score: nothing to show
            score = translate("PiquetRecord", "Game score: {scores}")
            out.append("  " + score.format(scores=_pair(names, line.game_scores)))
    if deal is not None:
        title = translate("PiquetRecord", "Deal {number} (elder: {elder}), in progress")
        out += ["", title.format(number=state.deal_number, elder=names[deal.elder])]
        nothing = "  " + translate("PiquetRecord", "nothing scored yet")
        out += _event_lines(current, names, reasons) or [nothing]
    out.append("")
    if au_cent:
        points = state.game_points()
        out.append(translate("PiquetRecord", "Games: {games}").format(games=_pair(names, points)))
    if state.result is not None:
        # the engine's sentence, as the JSON's "text" has it (English data, like the reasons)
        result = state.result.describe(names)
        out.append(translate("PiquetRecord", "Result: {result}").format(result=result))
    elif deal is not None:
        unfinished = translate("PiquetRecord", "Result: unfinished (deal {number} in progress)")
        out.append(unfinished.format(number=state.deal_number))
    else:
        played = len(lines)
        out.append(
            translate("PiquetRecord", "Result: unfinished (%n deal(s) played)", None, played)
        )
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
    if state.is_over:
        said = translate("PiquetRecord", "OK: {actions}, {deals}, finished")
    else:
        said = translate("PiquetRecord", "OK: {actions}, {deals}, unfinished")
    count = len(record.actions)  # a plain name: lupdate drops a count written otherwise
    actions = translate("PiquetRecord", "%n action(s)", None, count)
    deal_count = translate("PiquetRecord", "%n deal(s)", None, deals)
    out.write(said.format(actions=actions, deals=deal_count) + "\n")
    return 0


def _replay(path: str, as_json: bool, out: TextIO) -> int:
    record, _ = load_record(path)
    if as_json:
        out.write(terminal_json(render_json(record)) + "\n")
    else:
        out.write(render_text(record))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = ConsoleParser(
        prog=PROG,
        description=translate(
            "PiquetRecord", "Check a Piquet Desktop partie record or print its score sheet."
        ),
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    check = commands.add_parser(
        "validate",
        help=translate("PiquetRecord", "check that a record loads and replays"),
        description=translate("PiquetRecord", "Check a record."),
    )
    record_help = translate("PiquetRecord", "a partie record (.piquet)")
    check.add_argument("file", metavar="FILE", help=record_help)
    replay = commands.add_parser(
        "replay",
        help=translate("PiquetRecord", "print the deal-by-deal score sheet"),
        description=translate(
            "PiquetRecord", "Print the score sheet of a record with the reason for every score."
        ),
    )
    replay.add_argument("file", metavar="FILE", help=record_help)
    replay.add_argument(
        "--json",
        action="store_true",
        help=translate("PiquetRecord", "print the score sheet as JSON"),
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the tool; returns the exit status (0 ok, 1 bad record or file, 2 bad arguments)."""
    speak_system_language()
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help (0) and on usage errors (2)
        return exc.code if isinstance(exc.code, int) else 2
    try:
        if args.command == "validate":
            return _validate(args.file, sys.stdout)
        return _replay(args.file, args.json, sys.stdout)
    except RecordError as exc:
        print(console_text(f"{PROG}: {exc}"), file=sys.stderr)
        return 1
    except BrokenPipeError:
        # Output piped into `head`: stop quietly, and keep Python from complaining at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
