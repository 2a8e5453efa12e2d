"""Fuzzing the record loader: mutations of real records, opened the way File > Open opens them.

Run: ``python -m piquet_desktop.benchmarks.fuzz_records [--cases 100000] [--seed 0]``;
``--case N`` shows one case (the mutations made and the outcome) to reproduce a failure.

The loader's promise (docs/DESIGN-APP.md, "Loading a record") is that any file either
loads or is refused with one :class:`RecordError` whose message says what is wrong: never another
exception, never a message blaming the code, never a hang. This harness holds it to that. Each
case starts from a real record (``tests/data/*.piquet*`` in a checkout, the shipped sample, any
``--records`` given), applies one to three mutations drawn from a generator seeded with the
case's number (so case N is the same case on every machine and every run), writes the result to
a file and opens it with ``load_record``, the function behind File > Open, the command line,
drops, the library's import and the console tools (the window only adds a message box).

The mutations are the damage files meet (a crash, a hand edit, a copy cut short, someone
hostile): bit flips, truncation, spliced or deleted byte runs, invalid UTF-8, byte order marks;
and, on the parsed record, keys removed or duplicated, values swapped for another type, huge
numbers, long lists, deep nesting, odd strings (lone surrogates, white space, newlines).

tests/engine/test_record_fuzzing.py runs 10,000 cases in the ordinary test run
(``PIQUET_FUZZ_CASES`` for more); this script prints the outcome counts, the cases per second and
the slowest case, and exits 1 if any case broke the promise. A case that hangs is reported by
``faulthandler`` (a traceback, then exit) after about ``--hang-seconds``.
"""

from __future__ import annotations

import argparse
import contextlib
import faulthandler
import json
import os
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from piquet_desktop.engine.record import RecordError, load_record
from piquet_desktop.resources import resource_path

CHECKOUT_RECORDS = Path(__file__).resolve().parents[2] / "tests" / "data"


def real_records(extra: Iterable[Path] = ()) -> list[bytes]:
    """The bytes of the real records the mutations start from, in a fixed order."""
    paths = sorted(CHECKOUT_RECORDS.glob("*.piquet*")) if CHECKOUT_RECORDS.is_dir() else []
    paths.append(Path(resource_path("samples/sample.piquet")))
    paths.extend(extra)
    return [p.read_bytes() for p in paths]


# --------------------------------------------------------------------------------- mutations


@dataclass(frozen=True)
class Raw:
    """Text written into the JSON as it is: numbers JSON can spell but Python reads oddly."""

    text: str


@dataclass(frozen=True)
class Pairs:
    """An object written with its keys as listed, duplicates included (``dumps`` below); later
    edits see it as one value, not a place to edit."""

    items: list[tuple[str, Any]]


def dumps(value: Any) -> str:
    """JSON text of ``value``, where a Pairs object may repeat a key and Raw text goes in as it
    is (json.dumps can do neither): json.dumps writes a placeholder for each, swapped after."""
    texts: list[str] = []

    def placeholder(obj: object) -> str:
        if isinstance(obj, Raw):
            texts.append(obj.text)
        elif isinstance(obj, Pairs):
            fields = (f"{json.dumps(k, ensure_ascii=False)}: {dumps(v)}" for k, v in obj.items)
            texts.append("{" + ", ".join(fields) + "}")
        else:
            raise TypeError(f"{type(obj).__name__} is not JSON")
        return f"\ue000{len(texts) - 1}\ue001"

    out = json.dumps(value, ensure_ascii=False, default=placeholder)
    if not texts:
        return out
    return _PLACEHOLDER.sub(lambda m: texts[int(m.group(1))], out)


_PLACEHOLDER = re.compile('"\ue000([0-9]+)\ue001"')


def _places(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value in ``node`` (items of long lists sampled, so it stays quick)."""
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _places(value, (*path, key))
    elif isinstance(node, list):
        step = max(1, len(node) // 12)
        for i in range(0, len(node), step):
            out += _places(node[i], (*path, i))
    return out


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path[:-1]:
        data = data[part]
    return data


ODD_STRINGS: list[Any] = [
    "",
    "\ud800",
    "x\udfffy",
    Raw('"\\ud800"'),
    Raw('"x\\udfffy"'),
    Raw('"\\ud83c\\udca1"'),
    "AS\n",
    " AS",
    "\u00a0AS",
    "\ufeffAS",
    "as",
    "10s",
    "TS",
    "ZZ",
    "abc\n",
    "\x00",
    "x" * 300,
    "<b>bold</b>",
    "piquet-partie",
]
HUGE_NUMBERS: list[Any] = [
    Raw("1" + "0" * 400),
    Raw("1e999"),
    Raw("-1e999"),
    Raw("1e-400"),
    Raw("9" * 5000),
    Raw("-0"),
    Raw("0.0"),
    Raw("1.0"),
    Raw("7.0"),
    Raw("1E2"),
    2**63,
    -(2**63) - 1,
    10**20,
]


def _other_value(rng: random.Random, old: Any) -> Any:
    """A value of another type, or a neighbour of the same type (1 -> 1.0, true -> 1)."""
    choices: list[Any] = [None, True, False, 0, 1, -1, 7, 2.5, "", "AS", [], {}, ["AS"]]
    if isinstance(old, bool):
        choices += [int(old), str(old).lower()]
    elif isinstance(old, int):
        choices += [float(old), old + 1, -old, str(old), bool(old)]
    elif isinstance(old, float):
        choices += [int(old), str(old)]
    elif isinstance(old, str):
        choices += [old.lower(), old + " ", old * 2, [old], {"text": old}]
    elif isinstance(old, list):
        choices += [old[:1], old[::-1], old + old[:1], {"items": old}]
    elif isinstance(old, dict):
        choices += [list(old.values()), {k: old[k] for k in list(old)[:-1]}]
    return rng.choice(choices)


# The structural edits; "reorder" and "float" (7 -> 7.0) are harmless: the record must still load.
KINDS = ["type", "type", "remove", "duplicate", "huge", "long", "deep", "string", "extra"]
KINDS += ["reorder", "float"]


def _edit_value(rng: random.Random, data: Any) -> tuple[Any, str]:
    """One structural edit of the parsed record; returns the edited record and what was done."""
    path = rng.choice(_places(data)[1:])
    parent = _parent(data, path)
    key = path[-1]
    kind = rng.choice(KINDS)
    where = ".".join(map(str, path))
    if kind == "reorder" and isinstance(parent[key], dict):
        parent[key] = dict(reversed(parent[key].items()))
    elif kind == "float" and type(parent[key]) is int:
        parent[key] = float(parent[key])
    elif kind in ("reorder", "float"):
        return data, f"{kind} at {where}: nothing to do"
    elif kind == "type":
        parent[key] = _other_value(rng, parent[key])
    elif kind == "remove":
        del parent[key]
    elif kind == "duplicate" and isinstance(parent, dict):
        pairs = Pairs(list(parent.items()))
        pairs.items.insert(rng.randrange(len(parent) + 1), (key, _other_value(rng, parent[key])))
        if len(path) == 1:
            return pairs, f"duplicate key {key!r} at the top"
        _parent(data, path[:-1])[path[-2]] = pairs
    elif kind == "duplicate":
        parent.insert(key, parent[key])
    elif kind == "huge":
        parent[key] = rng.choice(HUGE_NUMBERS)
    elif kind == "long":
        item = parent[key]
        # Long, but bounded: the file stays far below the size cap, so cases stay quick.
        text = dumps(item)
        count = min(rng.choice([100, 1_000, 10_000]), max(1, 400_000 // (len(text) + 2)))
        parent[key] = Raw("[" + ", ".join([text] * count) + "]")  # text: edited no further
    elif kind == "deep":
        depth = rng.choice([50, 900, 1_100, 100_000])
        parent[key] = Raw("[" * depth + "]" * depth)
    elif kind == "string":
        parent[key] = rng.choice(ODD_STRINGS)
    elif isinstance(parent, dict):
        parent[rng.choice(["x", "type", "analysis", "take_backs", "id"])] = _other_value(rng, None)
    else:
        parent.append(_other_value(rng, None))
    return data, f"{kind} at {where}"


def _edit_bytes(rng: random.Random, raw: bytes) -> tuple[bytes, str]:
    """One edit of the file's bytes; returns the new bytes and a description."""
    kind = rng.choice(["flip", "truncate", "splice", "delete", "utf8", "bom", "space"])
    n = len(raw)
    at = rng.randrange(n + 1)
    if kind == "flip" and n:
        data = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(n)] ^= 1 << rng.randrange(8)
        return bytes(data), "bit flips"
    if kind == "truncate":
        return raw[:at], f"truncated at {at}"
    if kind == "splice":
        length = rng.randint(1, 200)
        return raw[:at] + raw[at : at + length] + raw[at:], f"{length} bytes repeated at {at}"
    if kind == "delete":
        length = rng.randint(1, 200)
        return raw[:at] + raw[at + length :], f"{length} bytes deleted at {at}"
    if kind == "utf8":
        bad = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf4\x90\x80\x80"])
        return raw[:at] + bad + raw[at:], f"invalid UTF-8 {bad!r} at {at}"
    if kind == "space":  # harmless where JSON allows white space; not inside a string
        space = rng.choice([b" ", b"\n", b"\r\n", b"\t", b"\n" * 1000])
        return (
            (space + raw + space, "white space around")
            if rng.random() < 0.8
            else (
                raw[:at] + space + raw[at:],
                f"white space at {at}",
            )
        )
    bom = rng.choice([b"\xef\xbb\xbf", b"\xef\xbb\xbf" * 2, b"\xff\xfe", b"\xfe\xff"])
    if rng.random() < 0.7:
        return bom + raw, f"byte order mark {bom!r} in front"
    return raw[:at] + bom + raw[at:], f"byte order mark {bom!r} at {at}"


def mutate(rng: random.Random, original: bytes) -> tuple[bytes, list[str]]:
    """One to three mutations of ``original``: structural ones first, then byte edits."""
    done: list[str] = []
    edits = rng.randint(1, 3)
    structural = rng.randint(0, edits)
    raw = original
    if structural:
        data = json.loads(original.decode("utf-8-sig"))
        for _ in range(structural):
            try:
                data, what = _edit_value(rng, data)
            except (KeyError, IndexError, TypeError):  # an earlier edit moved that place
                continue
            done.append(what)
        # surrogatepass: a lone surrogate written raw is invalid UTF-8, one more kind of damage.
        raw = dumps(data).encode("utf-8", "surrogatepass")
    for _ in range(edits - structural):
        raw, what = _edit_bytes(rng, raw)
        done.append(what)
    return raw, done


# --------------------------------------------------------------------------------- running


@dataclass
class Summary:
    """What the cases came to; ``failures`` lists the cases that broke the promise, ``slowest``
    the longest a load took (seconds) and its case."""

    outcomes: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    slowest: tuple[float, int] = (0.0, -1)

    @property
    def cases(self) -> int:
        return sum(self.outcomes.values())


def case_rng(seed: int, case: int) -> random.Random:
    """The generator of case ``case``: the same case on every machine and every run."""
    return random.Random(f"piquet-fuzz-{seed}-{case}")


def run_case(path: Path, sources: Sequence[bytes], seed: int, case: int) -> tuple[str, str, float]:
    """(outcome, detail, seconds the loader took) of one case; outcome 'loaded', 'refused' or
    'FAILED'."""
    rng = case_rng(seed, case)
    raw, done = mutate(rng, sources[case % len(sources)])
    path.write_bytes(raw)
    start = time.perf_counter()
    try:
        load_record(path)
    except RecordError as exc:
        took = time.perf_counter() - start
        message = str(exc)
        if not message.strip() or "internal error" in message:
            return "FAILED", f"case {case} ({'; '.join(done)}): {message!r}", took
        return "refused", message, took
    except BaseException as exc:  # the promise broken: anything but RecordError
        took = time.perf_counter() - start
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        return "FAILED", f"case {case} ({'; '.join(done)}): {detail}", took
    return "loaded", "; ".join(done), time.perf_counter() - start


def run(
    cases: Iterable[int],
    seed: int = 0,
    sources: Sequence[bytes] | None = None,
    hang_seconds: float = 60,
    on_case: Callable[[int, str, str], None] | None = None,
) -> Summary:
    """Run the numbered cases in a temporary folder; a hang dumps a traceback and exits.

    ``hang_seconds``: the guard (``faulthandler``) is re-armed every 100 cases, so a case that
    takes about that long is taken for a hang; ordinary cases take milliseconds.
    """
    sources = list(sources) if sources is not None else real_records()
    summary = Summary()
    # Memory rather than disk where there is one: the cases are about the loader, not the disk.
    shm = Path("/dev/shm")
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    with tempfile.TemporaryDirectory(prefix="piquet-fuzz-", dir=where) as folder:
        path = Path(folder) / "case.piquet"
        for n, case in enumerate(cases):
            if n % 100 == 0:  # re-armed every 100 cases, which take a second or so together
                _guard(hang_seconds)
            outcome, detail, took = run_case(path, sources, seed, case)
            summary.outcomes[outcome] += 1
            summary.slowest = max(summary.slowest, (took, case))
            if outcome == "FAILED":
                summary.failures.append(detail)
            if on_case is not None:
                on_case(case, outcome, detail)
        faulthandler.cancel_dump_traceback_later()
    return summary


def _guard(seconds: float) -> None:
    """Dump every thread's traceback and exit if the next ``seconds`` pass without a re-arm.

    faulthandler writes to a real file descriptor: the process's own standard error, even where
    sys.stderr has been replaced (pytest's capture); without one there is no guard.
    """
    stream = sys.__stderr__
    if stream is None:
        return
    with contextlib.suppress(ValueError, OSError):  # a stream with no descriptor to write to
        faulthandler.dump_traceback_later(seconds, exit=True, file=stream)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100_000, help="how many cases (100000)")
    parser.add_argument("--first", type=int, default=0, help="number of the first case (0)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the whole run (0)")
    parser.add_argument("--case", type=int, help="run and show this one case only")
    parser.add_argument("--records", type=Path, nargs="*", default=[], help="more real records")
    parser.add_argument("--hang-seconds", type=float, default=60, help="a case this long hangs")
    args = parser.parse_args(argv)
    sources = real_records(args.records)
    if args.case is not None:

        def show(case: int, outcome: str, detail: str) -> None:
            _, done = mutate(case_rng(args.seed, case), sources[case % len(sources)])
            print(f"case {case}: {'; '.join(done)}\n{outcome}: {detail}")

        summary = run([args.case], args.seed, sources, args.hang_seconds, show)
        return 1 if summary.failures else 0
    start = time.perf_counter()
    summary = run(range(args.first, args.first + args.cases), args.seed, sources, args.hang_seconds)
    took = time.perf_counter() - start
    counts = ", ".join(f"{name} {count}" for name, count in sorted(summary.outcomes.items()))
    slow, slow_case = summary.slowest
    print(f"{summary.cases} cases from {len(sources)} records, seed {args.seed}: {counts}")
    print(
        f"{took:.1f} s, {summary.cases / took:.0f} cases/s; "
        f"slowest load: case {slow_case}, {slow * 1000:.0f} ms"
    )
    for failure in summary.failures[:20]:
        print("FAILED", failure)
    return 1 if summary.failures else 0


if __name__ == "__main__":
    sys.exit(main())
