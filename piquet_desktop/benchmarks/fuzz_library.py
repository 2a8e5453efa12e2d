"""Fuzzing the library: damaged and crafted databases, opened the way File > Library opens them.

Run: ``python -m piquet_desktop.benchmarks.fuzz_library [--cases 2000] [--seed 0]``;
``--case N`` shows one case (the damage done and the outcome) to reproduce a failure.

The library's promise (docs/DESIGN-APP.md, "Safety") is that whatever happened to its database
(another program, a hand edit, someone hostile, a disk gone bad), the next open succeeds or says
why in a ``LibraryError``, lists every partie (a row it cannot read as damaged), rebuilds from the
records when the tables are wrong, and loses no record file: every record file there before the
open is there after it, in ``records/`` or set aside in ``deleted/``, and no file is written
outside the library's folder. ``fuzz_records`` holds the record loader to its promise; this holds
the library to its own.

Each case makes a small library of real records (the same three every time), closes it, does one
to three kinds of damage drawn from a generator seeded with the case's number, and opens it again:

* rows: a column of a random row set to another type, a bad date, bad rules JSON, a huge text;
* ids: a row's id set to a path (``../../x``), an empty or overlong id, a number, a blob;
* schema: a table dropped, a column dropped, renamed or added, an index dropped, the version
  number changed, a stray table;
* the file: bytes flipped or zeroed, the file cut short, its WAL removed.
"""

from __future__ import annotations

import argparse
import logging
import random
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from piquet_desktop.benchmarks.fuzz_records import real_records
from piquet_desktop.engine.record import load_record_bytes
from piquet_desktop.library import Library, LibraryError

_COLUMNS = (
    "played",
    "status",
    "damage",
    "variant",
    "rules",
    "human",
    "opponent",
    "opponent_level",
    "result",
    "margin",
    "rubicon",
    "deals",
    "score_human",
    "score_opponent",
    "games_human",
    "games_opponent",
    "practice",
    "reviewed",
    "mean_loss",
    "record",
    "file_mtime_ns",
    "file_size",
)
_VALUES: tuple[object, ...] = (
    None,
    "",
    "x",
    "not a date",
    "2026-13-45T99:99:99",
    "{",
    "[]",
    '{"deck": 99}',
    -1,
    2**62,
    1.5,
    float("inf"),
    b"\x00\xff",
    "x" * 100_000,
    "in_progress",
    "damaged",
    "finished",
    "won",
)
_IDS: tuple[object, ...] = ("../../escaped", "../x", "a/b", "", "x" * 200, "ok\x00", 7, b"id", ".")


@dataclass
class Summary:
    outcomes: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    @property
    def cases(self) -> int:
        return sum(self.outcomes.values())


def case_rng(seed: int, case: int) -> random.Random:
    return random.Random(f"piquet-fuzz-library-{seed}-{case}")


def _damage_rows(rng: random.Random, conn: sqlite3.Connection) -> str:
    column = rng.choice(_COLUMNS)
    value = rng.choice(_VALUES)
    ids = [row[0] for row in conn.execute("SELECT id FROM parties")]
    if not ids:
        return "rows: none to damage"
    target = rng.choice(ids)
    try:
        conn.execute(f"UPDATE parties SET {column} = ? WHERE id = ?", (value, target))
    except sqlite3.Error as exc:  # NOT NULL: what the database itself refuses is not damage
        return f"rows: {column} refused ({exc})"
    return f"rows: {column} = {value!r:.30}"


def _damage_ids(rng: random.Random, conn: sqlite3.Connection) -> str:
    ids = [row[0] for row in conn.execute("SELECT id FROM parties")]
    if not ids:
        return "ids: none to damage"
    new = rng.choice(_IDS)
    try:
        conn.execute("UPDATE parties SET id = ? WHERE id = ?", (new, rng.choice(ids)))
    except sqlite3.Error as exc:
        return f"ids: refused ({exc})"
    return f"ids: {new!r:.30}"


_SCHEMA_DAMAGE = (
    "DROP TABLE parties",
    "ALTER TABLE parties DROP COLUMN mean_loss",
    "ALTER TABLE parties DROP COLUMN record",
    "ALTER TABLE parties RENAME COLUMN played TO when_played",
    "ALTER TABLE parties ADD COLUMN extra TEXT",
    "DROP INDEX parties_played",
    "PRAGMA user_version = 0",
    "PRAGMA user_version = 99",
    "PRAGMA user_version = -1",
    "CREATE TABLE stray (x)",
)


def _damage_schema(rng: random.Random, conn: sqlite3.Connection) -> str:
    statement = rng.choice(_SCHEMA_DAMAGE)
    try:
        conn.execute(statement)
    except sqlite3.Error as exc:
        return f"schema: {statement} refused ({exc})"
    return f"schema: {statement}"


def _damage_file(rng: random.Random, db: Path) -> str:
    data = bytearray(db.read_bytes())
    kind = rng.choice(("flip", "zero", "truncate", "wal"))
    if kind == "wal":
        for suffix in ("-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        return "file: WAL removed"
    if kind == "truncate":
        cut = rng.randrange(len(data) + 1)
        db.write_bytes(bytes(data[:cut]))
        return f"file: cut to {cut} bytes"
    start = rng.randrange(len(data))
    length = rng.randint(1, 64)
    for i in range(start, min(start + length, len(data))):
        data[i] = 0 if kind == "zero" else data[i] ^ (1 << rng.randrange(8))
    db.write_bytes(bytes(data))
    return f"file: {kind} {length} bytes at {start}"


def damage(rng: random.Random, db: Path) -> list[str]:
    """Do one to three kinds of damage to the closed library database ``db``; what was done."""
    done = []
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(("rows", "rows", "ids", "schema", "file"))
        if kind == "file":
            done.append(_damage_file(rng, db))
            continue
        try:
            conn = sqlite3.connect(db, isolation_level=None)
            try:
                step = {"rows": _damage_rows, "ids": _damage_ids, "schema": _damage_schema}[kind]
                done.append(step(rng, conn))
            finally:
                conn.close()
        except sqlite3.Error as exc:  # an earlier damage made it unreadable: fine, go on
            done.append(f"{kind}: database unreadable ({exc})")
    return done


def _files(folder: Path) -> dict[bytes, int]:
    """The record files' contents under ``folder`` (records/ and deleted/), counted."""
    found: Counter[bytes] = Counter()
    for path in folder.rglob("*.piquet*"):
        if path.is_file() and "sqlite3" not in path.name:
            found[path.read_bytes()] += 1
    return found


def run_case(root: Path, sources: Sequence[bytes], seed: int, case: int) -> tuple[str, str]:
    """(outcome, detail) of one case in the empty folder ``root``: 'opened', 'refused' (a
    LibraryError, said in words) or 'FAILED'."""
    rng = case_rng(seed, case)
    folder = root / "library"
    library = Library(folder)
    for raw in sources:
        library.add(load_record_bytes(raw)[0])
    parties = len(library.entries(with_records=False))  # two sources may be one partie
    library.close()
    before = _files(folder)
    outside_before = {p for p in root.rglob("*") if folder not in p.parents and p != folder}
    done = damage(rng, folder / "library.sqlite3")
    what = f"case {case} ({'; '.join(done)})"
    again = Library(folder)
    try:
        listed = again.entries(with_records=False)
        again.entries(with_records=True)
    except LibraryError as exc:
        outcome, detail = "refused", str(exc)
        listed = []
    except BaseException as exc:  # the promise broken: anything but LibraryError
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        return "FAILED", f"{what}: {detail}"
    else:
        outcome, detail = "opened", "; ".join(done)
    finally:
        again.close()
    after = _files(folder)
    lost = [raw[:40] for raw, n in before.items() if after[raw] < n]
    if lost:
        return "FAILED", f"{what}: record files lost: {lost}"
    outside = {p for p in root.rglob("*") if folder not in p.parents and p != folder}
    if outside != outside_before:
        return "FAILED", f"{what}: files written outside the library: {outside - outside_before}"
    if outcome == "opened" and len(listed) < parties:
        return "FAILED", f"{what}: {len(listed)} parties listed of {parties}"
    if outcome == "refused" and not detail.strip():
        return "FAILED", f"{what}: refused without a reason"
    return outcome, detail


def run(
    cases: Iterable[int],
    seed: int = 0,
    sources: Sequence[bytes] | None = None,
    on_case: Callable[[int, str, str], None] | None = None,
) -> Summary:
    """Run the numbered cases, each in a temporary folder of its own."""
    sources = list(sources) if sources is not None else real_records()
    summary = Summary()
    for case in cases:
        with tempfile.TemporaryDirectory(prefix="piquet-fuzz-library-") as folder:
            outcome, detail = run_case(Path(folder), sources, seed, case)
        summary.outcomes[outcome] += 1
        if outcome == "FAILED":
            summary.failures.append(detail)
        if on_case is not None:
            on_case(case, outcome, detail)
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=2000, help="how many cases (2000)")
    parser.add_argument("--first", type=int, default=0, help="number of the first case (0)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the whole run (0)")
    parser.add_argument("--case", type=int, help="run and show this one case only")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)  # the library logs every rebuild; the summary says enough
    if args.case is not None:
        summary = run([args.case], args.seed, on_case=lambda c, o, d: print(f"{o}: {d}"))
        return 1 if summary.failures else 0
    start = time.perf_counter()
    summary = run(range(args.first, args.first + args.cases), args.seed)
    took = time.perf_counter() - start
    counts = ", ".join(f"{name} {count}" for name, count in sorted(summary.outcomes.items()))
    print(f"{summary.cases} damaged libraries, seed {args.seed}: {counts}")
    print(f"{took:.1f} s, {summary.cases / took:.1f} cases/s")
    for failure in summary.failures[:20]:
        print("FAILED", failure)
    return 1 if summary.failures else 0


if __name__ == "__main__":
    sys.exit(main())
