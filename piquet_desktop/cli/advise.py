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

from piquet_desktop import translation
from piquet_desktop.ai.advice import (
    Advice,
    advise_state,
    default_level,
    parse_hand,
    position_for_hand,
)
from piquet_desktop.ai.registry import PLAYERS, make_player
from piquet_desktop.cli.decision_kinds import kind_text
from piquet_desktop.cli.numbers import decimal, percent
from piquet_desktop.cli.options import (
    COUNT,
    SEED,
    ConsoleParser,
    rules_from_options,
    whole_number,
)
from piquet_desktop.engine.record import RecordError, load_record
from piquet_desktop.engine.rules import PRESETS
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.command_line import speak_system_language


def build_parser() -> argparse.ArgumentParser:
    parser = ConsoleParser(
        prog="piquet-advise",
        description=translate(
            "PiquetAdvise",
            "Advice on a Piquet decision: the recommended action and its alternatives.",
        ),
    )
    common = ConsoleParser(add_help=False)
    common.add_argument(
        "--level",
        help=translate(
            "PiquetAdvise",
            "the level whose choice is recommended, from: {levels} (default: master when "
            "installed)",
        ).format(levels=", ".join(PLAYERS)),
    )
    common.add_argument(
        "--seed",
        type=SEED,
        default=0,
        help=translate("PiquetAdvise", "seed of the sampling (default: 0)"),
    )
    common.add_argument(
        "--worlds",
        type=COUNT,
        help=translate(
            "PiquetAdvise",
            "sampled worlds behind the play's values (default 24) and the exchange's chances "
            "of improving (default 32; its values are the level's own)",
        ),
    )
    common.add_argument(
        "--json", action="store_true", help=translate("PiquetAdvise", "print the advice as JSON")
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="{exchange,play}")
    ex = sub.add_parser(
        "exchange",
        parents=[common],
        help=translate("PiquetAdvise", "which cards to discard from a hand you type"),
    )
    ex.add_argument(
        "--hand",
        required=True,
        help=translate("PiquetAdvise", 'your 12 cards, e.g. "AS KS 10S 9H ..."'),
    )
    ex.add_argument("--role", required=True, choices=("elder", "younger"))
    ex.add_argument("--preset", choices=list(PRESETS), default="rubicon")
    ex.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=translate("PiquetAdvise", "change a rule option"),
    )
    ex.add_argument(
        "--score",
        default="0,0",
        metavar="ME,OPPONENT",
        help=translate("PiquetAdvise", "partie score (0,0)"),
    )
    ex.add_argument(
        "--deal",
        type=COUNT,
        default=1,
        metavar="N",
        help=translate("PiquetAdvise", "deal number (default 1)"),
    )
    ex.add_argument(
        "--opponent",
        default="greedy",
        help=translate(
            "PiquetAdvise", "the level that discards first when you are younger (default: greedy)"
        ),
    )
    play = sub.add_parser(
        "play",
        parents=[common],
        help=translate("PiquetAdvise", "the next decision of a saved partie"),
    )
    play.add_argument(
        "record", metavar="RECORD", help=translate("PiquetAdvise", "a partie record (.piquet)")
    )
    return parser


MAX_SCORE = 100_000  # far above any partie's score, far below where the arithmetic overflows
SCORE = whole_number(-MAX_SCORE, MAX_SCORE)  # a negative one is refused below, in words


def _score(parser: argparse.ArgumentParser, text: str) -> tuple[int, int]:
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        me, opponent = SCORE(parts[0]), SCORE(parts[1])
    except argparse.ArgumentTypeError as err:
        parser.error(translate("PiquetAdvise", "--score: {error}").format(error=err))
    except ValueError:
        parser.error(
            translate(
                "PiquetAdvise",
                "--score expects two numbers, yours first: ME,OPPONENT, not {text!r}",
            ).format(text=text)
        )
    if me < 0 or opponent < 0:
        parser.error(translate("PiquetAdvise", "--score cannot be negative"))
    return me, opponent


def _check_level(parser: argparse.ArgumentParser, name: str | None, flag: str) -> None:
    if name is None:
        return
    try:
        make_player(name)
    except ValueError as err:
        parser.error(translate("PiquetAdvise", "{flag}: {error}").format(flag=flag, error=err))


_VALUES = {
    "deal": QT_TRANSLATE_NOOP("PiquetAdvise", "{level}'s estimate of your net points for the deal"),
    "margin": QT_TRANSLATE_NOOP(
        "PiquetAdvise", "{level}'s estimate of the partie's final margin (it plays to the score)"
    ),
    "win": QT_TRANSLATE_NOOP(
        "PiquetAdvise", "{level}'s estimate of your chance of winning the partie, times 400"
    ),
    "static": QT_TRANSLATE_NOOP(
        "PiquetAdvise", "the static judgement of the kept cards, in rough points"
    ),
}


def _exchange_notes(advice: Advice) -> list[str]:
    objective = advice.objective or "static"
    what = translation.translate("PiquetAdvise", _VALUES[objective]).format(level=advice.level)
    if objective != "static":
        worlds = advice.worlds  # a plain name: lupdate drops a count written otherwise
        how = translate("PiquetAdvise", "over the %n world(s) it sampled", None, worlds)
    elif advice.level in ("novice", "casual"):
        how = translate("PiquetAdvise", "as {level} judges its discards").format(level=advice.level)
    else:
        how = translate(
            "PiquetAdvise", "as novice and casual judge discards ({level} weighs none)"
        ).format(level=advice.level)
    sampled: int = advice.extra["talons"]
    talons = translate(
        "PiquetAdvise",
        "point/seq./set: chance of holding better than now, over %n sampled talon(s)",
        None,
        sampled,
    )
    # The second line of the note lines up under its first word (after "  value: ").
    value = translate("PiquetAdvise", "value: {what},\n         {how}")
    return ["\n  " + value.format(what=what, how=how), "  " + talons]


def _columns() -> tuple[str, ...]:
    """The headings of the alternatives' columns: action, value, point, sequence, set."""
    return (
        translate("PiquetAdvise", "action"),
        translate("PiquetAdvise", "value"),
        translate("PiquetAdvise", "point", "the declaration category, a column heading"),
        translate("PiquetAdvise", "seq.", "the sequence, a column heading"),
        translate("PiquetAdvise", "set", "the quatorzes and trios, a column heading"),
    )


def _text(advice: Advice) -> str:
    intro = translate("PiquetAdvise", "Advice for seat {seat} ({kind}, {level}): {sentence}")
    kind = kind_text(advice.kind)
    lines = [
        intro.format(seat=advice.seat, kind=kind, level=advice.level, sentence=advice.sentence)
    ]
    valued = any(a.value is not None for a in advice.alternatives)
    action, value_head, point, sequence, sets = _columns()
    if valued:
        lines.append("")
        head = f"  {'':3}{action:44}{value_head:>8}"
        if advice.kind == "exchange":
            head += f"{point:>8}{sequence:>7}{sets:>7}"
        lines.append(head)
    for a in advice.alternatives:
        mark = "->" if a.action == advice.recommended else ""
        value = "" if a.value is None else decimal(a.value, 1, sign=True)
        line = f"  {mark:3}{a.label:44}{value:>8}"
        if a.improvement is not None:
            i = a.improvement
            line += f"{percent(i.point):>8}{percent(i.sequence):>7}{percent(i.set):>7}"
            if a.solved:
                line += "  " + translate("PiquetAdvise", "(play solved)")
            elif 0 < a.worlds < advice.worlds:
                worlds = a.worlds
                line += "  " + translate("PiquetAdvise", "(%n world(s) only)", None, worlds)
        lines.append(line)
    if valued:
        if advice.kind == "exchange":
            lines.extend(_exchange_notes(advice))
        else:
            worlds = advice.worlds
            note = translate(
                "PiquetAdvise",
                "value: your net points from here to the end of the play, mean over %n sampled "
                "hand(s) of the opponent",
                None,
                worlds,
            )
            lines.append("\n  " + note)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print advice; 0 on success, 2 for bad arguments or an unusable record."""
    speak_system_language()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        _check_level(parser, args.level, "--level")
        if args.worlds is not None and args.worlds < 1:
            parser.error(
                translate("PiquetAdvise", "--worlds must be at least 1, not {worlds}").format(
                    worlds=args.worlds
                )
            )
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
                parser.error(
                    translate("PiquetAdvise", "cannot use {file}: {error}").format(
                        file=args.record, error=err
                    )
                )
            if state.phase == "over":
                parser.error(
                    translate(
                        "PiquetAdvise", "no player is to act: the partie in {file} is over"
                    ).format(file=args.record)
                )
            if state.phase != "deal":
                parser.error(
                    translate(
                        "PiquetAdvise",
                        "no player is to act: the partie in {file} waits for the cards to be dealt",
                    ).format(file=args.record)
                )
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    try:
        advice = advise_state(state, level=args.level or default_level(), seed=args.seed,
                              worlds=args.worlds)  # fmt: skip
    except KeyboardInterrupt:
        print(translate("PiquetAdvise", "piquet-advise: interrupted"), file=sys.stderr)
        return 130
    if args.json:
        data: dict[str, Any] = advice.to_json()
        print(json.dumps(data, indent=2))
    else:
        print(_text(advice))
    return 0


if __name__ == "__main__":
    sys.exit(main())
