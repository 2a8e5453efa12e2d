"""How long the practice progress takes with many attempts kept: can the window work it out on
its own thread?

Run: ``python -m piquet_desktop.benchmarks.practice_progress [--attempts 5000]``.

It keeps ``--attempts`` attempts (four kinds, one every ten minutes) in a library in a temporary
folder, then times: keeping one more (the journal appended and flushed, the row written);
opening the library again (the journal read and checked against the table); the same after the
database was deleted (the table filled again from the journal); reading the attempts back; the
rating histories of every kind; the next exercise of a kind from a pool of 500; the schedule of
missed exercises. Wall-clock timings on whatever else the machine is doing (``uptime`` printed).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TypeVar

from piquet_desktop.library import Library
from piquet_desktop.practice.attempts import new_attempt
from piquet_desktop.practice.choosing import ExerciseRef, next_exercise
from piquet_desktop.practice.repetition import schedule
from piquet_desktop.practice.training import rating_histories

T = TypeVar("T")
KINDS = ("exchange", "declarations", "play", "counting")
START = datetime(2026, 1, 1, tzinfo=UTC)


def timed(label: str, work: Callable[[], T]) -> T:
    start = time.perf_counter()
    out = work()
    print(f"{label:<48} {1000 * (time.perf_counter() - start):9.1f} ms")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attempts", type=int, default=5000)
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f}, {args.attempts} attempts")
    with tempfile.TemporaryDirectory(prefix="piquet-practice-bench-") as folder:
        library = Library(Path(folder) / "library")
        for n in range(args.attempts):
            kind = KINDS[n % 4]
            judged_by_loss = kind != "counting"
            library.practice.record_attempt(
                new_attempt(
                    kind,
                    f"{kind}:{n % 500}",
                    "KH 7S",
                    loss=(n * 7 % 13) * 1.0 if judged_by_loss else None,
                    correct=None if judged_by_loss else n % 3 != 0,
                    seconds=20.0,
                    when=START + timedelta(minutes=10 * n),
                    exercise_rating=1000.0 + n % 900,
                )
            )
        now = START + timedelta(minutes=10 * args.attempts)
        timed(
            "keeping one more attempt",
            lambda: library.practice.record_attempt(
                new_attempt("play", "play:1", "", loss=1.0, seconds=1, when=now, exercise_rating=1)
            ),
        )
        library.close()
        again = Library(library.folder)
        timed("opening the library (journal checked)", again.open)
        again.close()
        for suffix in ("", "-wal", "-shm"):
            Path(f"{again.db_path}{suffix}").unlink(missing_ok=True)
        rebuilt = Library(library.folder)
        timed("opening after the database was deleted", rebuilt.open)
        attempts = timed("reading the attempts back", rebuilt.practice.attempts)
        timed("the rating histories of every kind", lambda: rating_histories(attempts))
        pool = [ExerciseRef("exchange", f"exchange:{n}", 1000.0 + 2 * n) for n in range(500)]
        timed(
            "the next exchange exercise (pool of 500)",
            lambda: next_exercise("exchange", pool, attempts, now),
        )
        timed("the schedule of missed exercises", lambda: schedule(attempts))
        rebuilt.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
