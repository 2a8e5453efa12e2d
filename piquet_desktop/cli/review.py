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

from piquet_desktop.ai.advice import label
from piquet_desktop.ai.review import (
    DecisionReview,
    PartieReview,
    default_level,
    review_level,
    review_partie,
)
from piquet_desktop.engine.record import PartieRecord, RecordError, load_record, save_record


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="piquet-review",
        description="Review a player's decisions in a saved partie against the strongest level.",
    )
    parser.add_argument("record", metavar="RECORD", help="a partie record (.piquet)")
    parser.add_argument("--seat", type=int, help="whose decisions: 0 or 1 (default: the human)")
    parser.add_argument("--deal", type=int, metavar="N", help="review deal N only")
    parser.add_argument("--level", help="the reviewing level (default: master)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sampling (default: 0)")
    parser.add_argument("--all", action="store_true", help="list every rated decision")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument(
        "--store", action="store_true", help="write the review into the record file"
    )
    return parser


def default_seat(record: PartieRecord) -> int:
    """The seat a review is about when none is named: the human's (seat 0 if both or neither)."""
    humans = [i for i, p in enumerate(record.players) if p.kind == "human"]
    return humans[0] if len(humans) == 1 else 0


def _decision_json(d: DecisionReview) -> dict[str, Any]:
    out = d.to_json()
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


def _line(d: DecisionReview) -> str:
    mark = d.mark or ""
    text = f"  {mark:11}{d.kind:13}{label(d.chosen)}"
    if d.chosen != d.best:
        text += f"; best: {label(d.best)}"
    text += f"; loss {d.loss:.1f} ± {d.stderr:.1f}"
    if d.partie_loss is not None and abs(d.partie_loss - d.loss) >= 0.5:
        text += f" (partie: {d.partie_loss:.1f})"
    if d.reason:
        text += f" ({d.reason})"
    return text


def review_text(review: PartieReview, deal: int | None, every: bool) -> str:
    """The review (of ``deal`` only, if given) in words: per deal, its marked decisions (or
    all) and the points lost."""
    decisions = _decisions(review, deal)
    lines = [
        f"Review of seat {review.seat}'s decisions by {review.level} (seed {review.seed}): "
        f"{len(decisions)} decisions rated, {review.total_loss(deal):.1f} points lost."
    ]
    for number in sorted({d.deal for d in decisions}):
        here = _decisions(review, number)
        shown = here if every else review.marked(number)
        lines.append(
            f"\nDeal {number}: {review.total_loss(number):.1f} points lost over {len(here)} "
            "decisions"
        )
        lines.extend(_line(d) for d in shown)
        if not shown:
            lines.append("  nothing marked")
    lines.append(
        "\nLoss: the expected points of the deal the choice gave up against the best, ± its "
        "standard error over the sampled worlds; marks: inaccuracy from 2, mistake from 5, "
        "blunder from 10, beyond twice the error."
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the review; 0 on success, 2 for bad arguments or an unusable record."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        if args.seat is not None and args.seat not in (0, 1):
            parser.error(f"--seat is 0 or 1, not {args.seat}")
        level = args.level or default_level()
        try:
            review_level(level)
        except ValueError as err:
            parser.error(f"--level: {err}")
        try:
            record, state = load_record(args.record)
        except RecordError as err:
            parser.error(f"cannot use {args.record}: {err}")
        if args.deal is not None and not 1 <= args.deal <= max(state.deal_number, 1):
            parser.error(f"--deal: the partie has no deal {args.deal}")
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    if record.analysis_notice:
        print(f"piquet-review: {record.analysis_notice}", file=sys.stderr)
    seat = default_seat(record) if args.seat is None else args.seat
    try:
        review = PartieReview.stored_in(record, seat, level, args.seed)
        if review is None or not review.covers(record):
            # A review to store covers the whole partie; otherwise only what is shown is made.
            deal = None if args.store else args.deal
            review = review_partie(
                record.rules, record.actions, seat, level=level, seed=args.seed, deal=deal
            )
            if args.store:
                record.analysis = review.to_json()
                save_record(record, args.record)
    except KeyboardInterrupt:
        print("piquet-review: interrupted", file=sys.stderr)
        return 130
    except OSError as err:
        print(f"piquet-review: cannot store the review in {args.record}: {err}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(review_json(review, args.deal), indent=2, ensure_ascii=False))
    else:
        print(review_text(review, args.deal, args.all))
    return 0


if __name__ == "__main__":
    sys.exit(main())
