"""``piquet-advise``: what the computer would do in your place, and what the alternatives are worth.

Two commands, both thin wrappers around ``piquet_desktop.ai.advice`` (the function the app's hint
uses, so the console and the table always agree):

* ``piquet-advise exchange --role elder|younger --hand "AS KS 10S ..."``: the discard the level
  makes (and how many cards to leave), the other discards it weighed with the values it gave
  them (in its objective: the deal's points, or the partie's when it plays to the score; the
  static judgement's rough points for the levels that do not sample) and the chances each gives
  of improving the point, the sequence and the sets. The hand builds a real
  deal: the opponent's hand and the talon are drawn at random (``--seed``) from the other cards,
  and only your seat's view is used, so the draw does not matter. ``--score ME,OPPONENT --deal N``
  put the deal in its partie (the last deals of a Rubicon partie are played to the score).
* ``piquet-advise play RECORD``: the same for the next decision of a saved partie, for the seat to
  act, from that seat's view only.

``--json`` prints an object with ``recommended``, ``sentence``, ``alternatives`` and, for the
exchange, ``discard`` (the recommended cards), ``take``, ``leave`` and ``objective`` (what the
values measure: ``deal``, ``margin``, ``win`` or ``static``). Bad arguments (a card that
does not exist, a hand of the wrong size, a card twice, an unreadable record) exit with status 2
and one line saying what is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from piquet_desktop.ai.advice import (
    Advice,
    advise_state,
    default_level,
    parse_hand,
    position_for_hand,
)
from piquet_desktop.ai.registry import PLAYERS, make_player
from piquet_desktop.cli.options import rules_from_options
from piquet_desktop.engine.record import RecordError, load_record
from piquet_desktop.engine.rules import PRESETS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="piquet-advise",
        description="Advice on a Piquet decision: the recommended action and its alternatives.",
    )
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--level",
        help=f"the level whose choice is recommended, from: {', '.join(PLAYERS)} "
        "(default: master when installed)",
    )
    common.add_argument("--seed", type=int, default=0, help="seed of the sampling (default: 0)")
    common.add_argument(
        "--worlds",
        type=int,
        help="sampled worlds behind the play's values (default 24) and the exchange's chances "
        "of improving (default 32; its values are the level's own)",
    )
    common.add_argument("--json", action="store_true", help="print the advice as JSON")
    sub = parser.add_subparsers(dest="command", required=True, metavar="{exchange,play}")
    ex = sub.add_parser(
        "exchange", parents=[common], help="which cards to discard from a hand you type"
    )
    ex.add_argument("--hand", required=True, help='your 12 cards, e.g. "AS KS 10S 9H ..."')
    ex.add_argument("--role", required=True, choices=("elder", "younger"))
    ex.add_argument("--preset", choices=list(PRESETS), default="rubicon")
    ex.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="change a rule option"
    )
    ex.add_argument("--score", default="0,0", metavar="ME,OPPONENT", help="partie score (0,0)")
    ex.add_argument("--deal", type=int, default=1, metavar="N", help="deal number (default 1)")
    ex.add_argument(
        "--opponent",
        default="greedy",
        help="the level that discards first when you are younger (default: greedy)",
    )
    play = sub.add_parser("play", parents=[common], help="the next decision of a saved partie")
    play.add_argument("record", metavar="RECORD", help="a partie record (.piquet)")
    return parser


def _score(parser: argparse.ArgumentParser, text: str) -> tuple[int, int]:
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        me, opponent = int(parts[0]), int(parts[1])
    except ValueError:
        parser.error(f"--score expects two numbers, yours first: ME,OPPONENT, not {text!r}")
    if me < 0 or opponent < 0:
        parser.error("--score cannot be negative")
    return me, opponent


def _check_level(parser: argparse.ArgumentParser, name: str | None, flag: str) -> None:
    if name is None:
        return
    try:
        make_player(name)
    except ValueError as err:
        parser.error(f"{flag}: {err}")


_VALUES = {
    "deal": "{level}'s estimate of your net points for the deal",
    "margin": "{level}'s estimate of the partie's final margin (it plays to the score)",
    "win": "{level}'s estimate of your chance of winning the partie, times 400",
    "static": "the static judgement of the kept cards, in rough points",
}


def _exchange_notes(advice: Advice) -> list[str]:
    objective = advice.objective or "static"
    what = _VALUES[objective].format(level=advice.level)
    if objective != "static":
        how = f"over the {advice.worlds} worlds it sampled"
    elif advice.level in ("novice", "casual"):
        how = f"as {advice.level} judges its discards"
    else:
        how = f"as novice and casual judge discards ({advice.level} weighs none)"
    return [
        f"\n  value: {what},\n         {how}",
        f"  point/seq./set: chance of holding better than now, over {advice.extra['talons']} "
        "sampled talons",
    ]


def _text(advice: Advice) -> str:
    who = f"seat {advice.seat}"
    lines = [f"Advice for {who} ({advice.kind}, {advice.level}): {advice.sentence}"]
    valued = any(a.value is not None for a in advice.alternatives)
    if valued:
        lines.append("")
        head = f"  {'':3}{'action':44}{'value':>8}"
        if advice.kind == "exchange":
            head += f"{'point':>8}{'seq.':>7}{'set':>7}"
        lines.append(head)
    for a in advice.alternatives:
        mark = "->" if a.action == advice.recommended else ""
        value = "" if a.value is None else f"{a.value:+.1f}"
        line = f"  {mark:3}{a.label:44}{value:>8}"
        if a.improvement is not None:
            i = a.improvement
            line += f"{i.point:>8.0%}{i.sequence:>7.0%}{i.set:>7.0%}"
            if a.solved:
                line += "  (play solved)"
            elif 0 < a.worlds < advice.worlds:
                line += f"  ({a.worlds} worlds only)"
        lines.append(line)
    if valued:
        if advice.kind == "exchange":
            lines.extend(_exchange_notes(advice))
        else:
            lines.append(
                f"\n  value: your net points from here to the end of the play, mean over "
                f"{advice.worlds} sampled hands of the opponent"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print advice; 0 on success, 2 for bad arguments or an unusable record."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        _check_level(parser, args.level, "--level")
        if args.worlds is not None and args.worlds < 1:
            parser.error(f"--worlds must be at least 1, not {args.worlds}")
        if args.command == "exchange":
            _check_level(parser, args.opponent, "--opponent")
            rules = rules_from_options(parser, args.preset, args.option)
            score = _score(parser, args.score)
            try:
                hand = parse_hand(args.hand, rules)
                state = position_for_hand(
                    rules,
                    hand,
                    args.role,
                    score=score,
                    deal_number=args.deal,
                    seed=args.seed,
                    opponent_level=args.opponent,
                    level=args.level,
                )
            except ValueError as err:
                parser.error(str(err))
        else:
            try:
                _, state = load_record(args.record)
            except RecordError as err:
                parser.error(f"cannot use {args.record}: {err}")
            if state.phase != "deal":
                what = "is over" if state.phase == "over" else "waits for the cards to be dealt"
                parser.error(f"no player is to act: the partie in {args.record} {what}")
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    try:
        advice = advise_state(state, level=args.level or default_level(), seed=args.seed,
                              worlds=args.worlds)  # fmt: skip
    except KeyboardInterrupt:
        print("piquet-advise: interrupted", file=sys.stderr)
        return 130
    if args.json:
        data: dict[str, Any] = advice.to_json()
        print(json.dumps(data, indent=2))
    else:
        print(_text(advice))
    return 0


if __name__ == "__main__":
    sys.exit(main())
