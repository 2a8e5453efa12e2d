"""Rate Cavendish's discarding examples, for practice to choose them near the player's rating.

Run: ``python -m piquet_desktop.tools.practice_ratings [--worlds 48] [--check]``.

Why shipped rather than worked out in the app: an exercise is offered near the player's rating
before it is prepared, and preparing one takes seconds (``benchmarks/exercise_speed``), so the
49 examples' ratings are worked out once, here, exactly as the app would work them out on
preparing each (``prepare_exchange`` with its default worlds and seed, then
``difficulty.exchange_rating`` of the verdict without answer), and written to
``resources/practice/cavendish_ratings.json``. ``--check`` works them out again and reports the
examples whose shipped rating differs, without writing (the file goes stale when the engine's
evaluation, the examples or the grading change).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from piquet_desktop.practice.cavendish import RATINGS_RESOURCE, RATINGS_SCHEMA, cavendish_exercises
from piquet_desktop.practice.difficulty import exchange_rating
from piquet_desktop.practice.exchange_exercise import exchange_verdict, prepare_exchange

TARGET = Path(__file__).resolve().parent.parent.parent / "resources" / RATINGS_RESOURCE


def rate_all(worlds: int) -> dict[str, float]:
    ratings: dict[str, float] = {}
    exercises = cavendish_exercises()
    for n, exercise in enumerate(exercises, start=1):
        ratings[exercise.key] = exchange_rating(
            exchange_verdict(prepare_exchange(exercise, worlds=worlds))
        )
        print(f"{n}/{len(exercises)} {exercise.key}: {ratings[exercise.key]:.0f}", flush=True)
    return ratings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--worlds", type=int, default=48)
    parser.add_argument("--check", action="store_true", help="compare with the file, write nothing")
    args = parser.parse_args(argv)
    ratings = rate_all(args.worlds)
    if args.check:
        shipped = json.loads(TARGET.read_text(encoding="utf-8"))["ratings"]
        stale = {k: (shipped.get(k), v) for k, v in ratings.items() if shipped.get(k) != v}
        for key, (old, new) in stale.items():
            print(f"stale: {key}: shipped {old}, now {new}")
        return 1 if stale else 0
    data = {
        "schema": RATINGS_SCHEMA,
        "worlds": args.worlds,
        "made_by": "python -m piquet_desktop.tools.practice_ratings",
        "ratings": ratings,
    }
    text = json.dumps(data, indent=1, sort_keys=False, ensure_ascii=True) + "\n"
    fd, name = tempfile.mkstemp(dir=TARGET.parent, prefix=".ratings-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(name, TARGET)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
