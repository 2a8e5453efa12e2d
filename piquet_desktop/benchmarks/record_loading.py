"""How long loading a record takes, real ones and the worst a file up to the size cap can hold.

Run: ``python -m piquet_desktop.benchmarks.record_loading [--megabytes 20] [--repeat 3]``.

The loader promises that any file up to ``MAX_RECORD_BYTES`` loads or is refused in well under a
second, whatever it holds (docs/DESIGN-APP.md, "Loading a record"). Tests check the behaviour that
makes it so (the record checker is asked for a bounded number of errors, no ``oneOf`` is evaluated);
this script shows the time. Each case is written to a temporary file and read through
``load_record``, the function File > Open uses; the script prints, per case, the file's size, the
best wall-clock time of ``--repeat`` runs, the peak memory it added, the best time of File > Open's
whole way to a partie in play (``open``: the record loader's read, then the partie put in play from
it, as ``GameController.load`` does) and the outcome (loaded, or the start of the refusal). The
hostile cases are padded to ``--megabytes`` (the cap by default):

* a long list of invalid take backs, the file that once took 18 s and 3 GB;
* long lists of valid take backs (plays, shuffles): everything must be read, nothing fails early;
* actions far beyond the end of a partie, invalid actions, a huge analysis, a huge string;
* hundreds of thousands of unknown fields (a message naming them all would be as large as the
  file: the refusal's length is printed, bounded by ``bounded_text.MAX_MESSAGE_CHARS``).
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.record_loader import read_record
from piquet_desktop.engine.record import MAX_RECORD_BYTES, RecordError, load_record
from piquet_desktop.resources import resource_path

GOLDEN = Path(__file__).resolve().parents[2] / "tests" / "data" / "golden_rubicon.piquet.json"


def _base() -> dict[str, Any]:
    path = GOLDEN if GOLDEN.exists() else resource_path("samples/sample.piquet")
    data: dict[str, Any] = json.loads(Path(path).read_text(encoding="utf-8"))
    return data


def _padded(data: dict[str, Any], key: str, item: Any, size: int) -> dict[str, Any]:
    """``data`` with ``data[key]`` extended by copies of ``item`` until the file is ~``size``."""
    out = copy.deepcopy(data)
    room = size - len(json.dumps(out)) - 64
    each = len(json.dumps(item)) + 2
    out.setdefault(key, [])
    out[key] = out[key] + [item] * max(1, room // each)
    return out


def cases(size: int) -> list[tuple[str, Callable[[], dict[str, Any]]]]:
    base = _base()
    play = {"type": "play", "card": "AS"}
    shuffle = next(a for a in base["actions"] if a["type"] == "shuffle")
    decision = {
        "index": 0,
        "deal": 1,
        "kind": "play",
        "chosen": play,
        "best": play,
        "chosen_value": 0.0,
        "best_value": 0.0,
        "loss": 0.0,
        "stderr": 0.0,
        "partie_loss": None,
        "worlds": 1,
        "mark": None,
        "reason": None,
    }
    analysis = {"version": 1, "level": "club", "seed": 1, "seat": 0, "actions": 1}
    return [
        ("the golden rubicon record", lambda: base),
        (
            "invalid take backs",
            lambda: _padded(base, "take_backs", {"at": 0, "undone": [{"type": "play"}]}, size),
        ),
        (
            "valid take backs, one play each",
            lambda: _padded(base, "take_backs", {"at": 0, "undone": [play]}, size),
        ),
        (
            "valid take backs, a shuffle each",
            lambda: _padded(base, "take_backs", {"at": 0, "undone": [shuffle]}, size),
        ),
        (
            "one take back of many plays",
            lambda: base | {"take_backs": [_padded({}, "undone", play, size - 20_000) | {"at": 0}]},
        ),
        ("actions past the end of the partie", lambda: _padded(base, "actions", play, size)),
        ("invalid actions at the end", lambda: _padded(base, "actions", {"type": "x"}, size)),
        (
            "an analysis of many decisions",
            lambda: (
                base
                | {
                    "version": 2,
                    "analysis": _padded(analysis, "decisions", decision, size - 20_000),
                }
            ),
        ),
        ("a name of many characters", lambda: _long_name(base, size)),
        ("many unknown fields", lambda: _unknown_fields(base, size, None)),
        ("many unknown rule options", lambda: _unknown_fields(base, size, "rules")),
    ]


def _unknown_fields(base: dict[str, Any], size: int, inside: str | None) -> dict[str, Any]:
    """``base`` with fields no record has, until the file is ~``size``: each one is a problem,
    and a message that listed them all would be as long as the file."""
    out = copy.deepcopy(base)
    target = out if inside is None else out[inside]
    count = (size - len(json.dumps(base)) - 64) // len('"f0000000": 0, ')
    target.update({f"f{i:07d}": 0 for i in range(count)})
    return out


def _long_name(base: dict[str, Any], size: int) -> dict[str, Any]:
    out = copy.deepcopy(base)
    out["players"][0]["name"] = "x" * (size - len(json.dumps(base)) - 64)
    return out


def measure(name: str, data: dict[str, Any], folder: Path, repeat: int) -> str:
    path = folder / "case.piquet"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    best = opened = float("inf")
    outcome = ""
    for _ in range(repeat):
        start = time.perf_counter()
        outcome = _outcome(path)
        best = min(best, time.perf_counter() - start)
        start = time.perf_counter()
        _open(path)
        opened = min(opened, time.perf_counter() - start)
    tracemalloc.start()  # a run of its own: tracing slows Python's allocations several times
    _outcome(path)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    mb = path.stat().st_size / 1024 / 1024  # MB as the size cap counts them (MiB)
    times = f"{best * 1000:8.1f} ms {peak / 1e6:7.0f} MB {opened * 1000:8.1f} ms"
    return f"{name:<38} {mb:7.2f} MB {times}  {outcome}"


def _outcome(path: Path) -> str:
    try:
        record, _state = load_record(path)
    except RecordError as exc:
        return f"refused ({len(str(exc))} characters): " + str(exc)[:60]
    notice = f" ({record.analysis_notice[:50]})" if record.analysis_notice else ""
    return "loaded" + notice


def _open(path: Path) -> None:
    """File > Open's way: the loader's read (``read_record``), then the partie put in play."""
    try:
        loaded = read_record(path)
    except RecordError:
        return
    loaded.put_in_play(lambda _level: GreedyPlayer(), lambda _said: None, practice=False)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--megabytes",
        type=float,
        default=MAX_RECORD_BYTES / 1024 / 1024,
        help="size of the hostile cases (default: the size cap, MAX_RECORD_BYTES)",
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs per case; the best is shown")
    args = parser.parse_args(argv)
    size = min(int(args.megabytes * 1024 * 1024), MAX_RECORD_BYTES)
    print(f"{'case':<38} {'file':>10} {'best':>11} {'peak':>10} {'open':>11}  outcome")
    with tempfile.TemporaryDirectory() as tmp:
        for name, build in cases(size):
            print(measure(name, build(), Path(tmp), args.repeat), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
