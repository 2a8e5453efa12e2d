"""``piquet-review RECORD``: where a player lost points, decision by decision.

A thin wrapper around ``piquet_desktop.ai.review.review_partie``, the function the app's review
uses, so the console and the window always say the same thing about a record. It prints, deal by
deal, the marked decisions (the best choice, the loss and its uncertainty, the reason) and the
points lost; ``--all`` lists every rated decision. ``--seat`` chooses whose decisions (default:
the record's human player, else seat 0), ``--deal`` one deal only, ``--level`` and ``--seed``
the reviewer (default: the strongest level, seed 0).

A review stored in the record (its ``analysis`` part) by the same level, seed and method for the
same seat is used instead of computing it again; ``--store`` writes the review made into the
record file.

``--json`` prints an object with ``seat``, ``level``, ``seed``, ``total_loss``, ``accuracy`` and
``decisions``: every rated decision with ``best``, ``chosen`` (the record's JSON form of the
action, with ``best_label`` and ``chosen_label`` in words), ``loss``, ``stderr``, ``mark`` and
``reason``, the values and ``partie_loss``. A missing or damaged record, a seat other than 0 or
1, or a level that is not one exit with status 2 and one line saying what is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from piquet_desktop import translation
from piquet_desktop.ai.advice import label
from piquet_desktop.ai.review import (
    DecisionReview,
    PartieReview,
    default_level,
    review_level,
    review_partie,
)
from piquet_desktop.cli.decision_kinds import kind_text
from piquet_desktop.cli.numbers import decimal
from piquet_desktop.cli.options import COUNT, SEED, ConsoleParser, console_text
from piquet_desktop.engine.record import PartieRecord, RecordError, load_record, save_record
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate
from piquet_desktop.words.command_line import speak_system_language


def build_parser() -> argparse.ArgumentParser:
    parser = ConsoleParser(
        prog="piquet-review",
        description=translate(
            "PiquetReview",
            "Review a player's decisions in a saved partie against the strongest level.",
        ),
    )
    parser.add_argument(
        "record", metavar="RECORD", help=translate("PiquetReview", "a partie record (.piquet)")
    )
    parser.add_argument(
        "--seat",
        type=COUNT,
        help=translate("PiquetReview", "whose decisions: 0 or 1 (default: the human)"),
    )
    parser.add_argument(
        "--deal", type=COUNT, metavar="N", help=translate("PiquetReview", "review deal N only")
    )
    parser.add_argument(
        "--level", help=translate("PiquetReview", "the reviewing level (default: master)")
    )
    parser.add_argument(
        "--seed",
        type=SEED,
        default=0,
        help=translate("PiquetReview", "seed of the sampling (default: 0)"),
    )
    parser.add_argument(
        "--all", action="store_true", help=translate("PiquetReview", "list every rated decision")
    )
    parser.add_argument(
        "--json", action="store_true", help=translate("PiquetReview", "print the review as JSON")
    )
    parser.add_argument(
        "--store",
        action="store_true",
        help=translate("PiquetReview", "write the review into the record file"),
    )
    return parser


def default_seat(record: PartieRecord) -> int:
    """The seat a review is about when none is named: the human's (seat 0 if both or neither)."""
    humans = [i for i, p in enumerate(record.players) if p.kind == "human"]
    return humans[0] if len(humans) == 1 else 0


def _decision_json(d: DecisionReview) -> dict[str, Any]:
    out = d.to_json()
    out["reason"] = None if d.reason is None else str(d.reason)  # the English, as it always was
    out["chosen_label"] = label(d.chosen)
    out["best_label"] = label(d.best)
    return out


def _decisions(review: PartieReview, deal: int | None) -> list[DecisionReview]:
    return [d for d in review.decisions if deal in (None, d.deal)]


def review_json(review: PartieReview, deal: int | None) -> dict[str, Any]:
    """The review (of ``deal`` only, if given) as JSON."""
    decisions = _decisions(review, deal)
    lost = review.total_loss(deal)
    return {
        "seat": review.seat,
        "level": review.level,
        "seed": review.seed,
        "version": review.version,
        "decisions_rated": len(decisions),
        "total_loss": round(lost, 2),
        "accuracy": round(lost / len(decisions), 3) if decisions else 0.0,
        "decisions": [_decision_json(d) for d in decisions],
    }


_MARKS = {
    "inaccuracy": QT_TRANSLATE_NOOP("PiquetReview", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("PiquetReview", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("PiquetReview", "blunder"),
}


def _column(text: str, width: int) -> str:
    """``text`` padded to ``width``, or followed by one space when it fills the column (a
    longer French word must not run into the next one)."""
    return text.ljust(width) if len(text) < width else text + " "


def _line(d: DecisionReview) -> str:
    mark = translation.translate("PiquetReview", _MARKS[d.mark]) if d.mark else ""
    kind = kind_text(d.kind)
    chosen, best = label(d.chosen), label(d.best)
    loss, stderr = decimal(d.loss, 1), decimal(d.stderr, 1)
    if d.chosen != d.best:
        said = translate("PiquetReview", "{chosen}; best: {best}; loss {loss} ± {stderr}")
    else:
        said = translate("PiquetReview", "{chosen}; loss {loss} ± {stderr}")
    text = "  " + _column(mark, 11) + _column(kind, 13)
    text += said.format(chosen=chosen, best=best, loss=loss, stderr=stderr)
    if d.partie_loss is not None and abs(d.partie_loss - d.loss) >= 0.5:
        partie = translate("PiquetReview", " (partie: {loss})")
        text += partie.format(loss=decimal(d.partie_loss, 1))
    if d.reason:
        text += f" ({d.reason})"
    return text


def review_text(review: PartieReview, deal: int | None, every: bool) -> str:
    """The review (of ``deal`` only, if given) in words: per deal, its marked decisions (or
    all) and the points lost."""
    decisions = _decisions(review, deal)
    count = len(decisions)  # a plain name: lupdate drops a count written otherwise
    rated = translate("PiquetReview", "%n decision(s) rated", None, count)
    head = translate(
        "PiquetReview",
        "Review of seat {seat}'s decisions by {level} (seed {seed}): {rated}, {lost} points lost.",
    )
    lost = decimal(review.total_loss(deal), 1)
    lines = [
        head.format(seat=review.seat, level=review.level, seed=review.seed, rated=rated, lost=lost)
    ]
    for deal_number in sorted({d.deal for d in decisions}):
        here = _decisions(review, deal_number)
        shown = here if every else review.marked(deal_number)
        count = len(here)
        over = translate(
            "PiquetReview", "Deal {number}: {lost} points lost over %n decision(s)", None, count
        )
        lost = decimal(review.total_loss(deal_number), 1)
        lines.append("\n" + over.format(number=deal_number, lost=lost))
        lines.extend(_line(d) for d in shown)
        if not shown:
            lines.append("  " + translate("PiquetReview", "nothing marked"))
    lines.append(
        "\n"
        + translate(
            "PiquetReview",
            "Loss: the expected points of the deal the choice gave up against the best, ± its "
            "standard error over the sampled worlds; marks: inaccuracy from 2, mistake from 5, "
            "blunder from 10, beyond twice the error.",
        )
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the review; 0 on success, 2 for bad arguments or an unusable record."""
    speak_system_language()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.seat is not None and args.seat not in (0, 1):
            parser.error(
                translate("PiquetReview", "--seat is 0 or 1, not {seat}").format(seat=args.seat)
            )
        level = args.level or default_level()
        try:
            review_level(level)
        except ValueError as err:
            parser.error(translate("PiquetReview", "--level: {error}").format(error=err))
        try:
            record, state = load_record(args.record)
        except RecordError as err:
            parser.error(
                translate("PiquetReview", "cannot use {file}: {error}").format(
                    file=args.record, error=err
                )
            )
        if args.deal is not None and not 1 <= args.deal <= max(state.deal_number, 1):
            parser.error(
                translate("PiquetReview", "--deal: the partie has no deal {deal}").format(
                    deal=args.deal
                )
            )
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    if record.analysis_notice:
        print(console_text(f"piquet-review: {record.analysis_notice}"), file=sys.stderr)
    seat = default_seat(record) if args.seat is None else args.seat
    try:
        review = PartieReview.stored_in(record, seat, level, args.seed)
        if review is None or not review.covers(record):
            # A review to store covers the whole partie; otherwise only what is shown is made.
            deal = None if args.store else args.deal
            review = review_partie(
                record.rules,
                record.actions,
                seat,
                level=level,
                seed=args.seed,
                deal=deal,
                claims=record.claims,
            )
            if args.store:
                record.analysis = review.to_json()
                save_record(record, args.record)
    except KeyboardInterrupt:
        print(translate("PiquetReview", "piquet-review: interrupted"), file=sys.stderr)
        return 130
    except OSError as err:
        cannot = translate(
            "PiquetReview", "piquet-review: cannot store the review in {file}: {error}"
        )
        print(console_text(cannot.format(file=args.record, error=err)), file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(review_json(review, args.deal), indent=2, ensure_ascii=False))
    else:
        print(review_text(review, args.deal, args.all))
    return 0


if __name__ == "__main__":
    sys.exit(main())
