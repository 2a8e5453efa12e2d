"""A fingerprint of what the program decides and writes, to prove a refactoring changed nothing.

Run ``python -m piquet_desktop.tools.behaviour_fingerprint [--out FILE]`` before and after a change
that must not change behaviour, and compare the two outputs (``diff``). Each line is a name and the
SHA-256 of what the console tools printed or wrote for it:

* mirrored arena runs of two levels in each preset (their JSON summary, without the run time, and
  every record file they saved, byte for byte);
* the advice of three levels on fixed exchanges (``piquet-advise exchange --json``) and on the
  next decision of each saved record (``piquet-advise play --json``);
* the score sheet and the review of the bundled sample and the arena's records, in English and in
  French (``piquet-record replay``, ``piquet-review --all``), so the words are in it too.

Why through the console tools rather than the Python API: the API is what a refactoring moves;
the tools' output is the behaviour that must stay. It takes a few minutes on two cores.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

__all__ = ["main"]

_PRESETS = ("rubicon", "au-cent", "thirty-six")
_HANDS = (
    ("elder", "AS KS QS JS 10S 9S AH 8H 7H KD 8D 7D"),
    ("younger", "AC KC QC 9C 8C AH QH JH 9D 8D 7D 7S"),
    ("elder", "KS QS 9S 8S KH JH 10H 8H 10D 9D 10C 7C"),
)


def _run(args: Sequence[str], language: str = "en") -> bytes:
    env = dict(os.environ)
    env["LANG"] = "fr_FR.UTF-8" if language == "fr" else "en_US.UTF-8"
    env["LANGUAGE"] = "fr" if language == "fr" else "en"
    env["LC_ALL"] = env["LANG"]
    env["PYTHONHASHSEED"] = "0"
    completed = subprocess.run(
        [sys.executable, "-c", _DISPATCH, *args],
        capture_output=True,
        env=env,
        check=False,
    )
    return completed.stdout + b"\nexit=" + str(completed.returncode).encode()


# Runs a console tool's main in a fresh interpreter, as its installed script does.
_DISPATCH = (
    "import sys, importlib; name = sys.argv.pop(1); "
    "module = importlib.import_module('piquet_desktop.cli.' + name); "
    "sys.argv[0] = name; sys.exit(module.main())"
)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def _without_timing(output: bytes) -> bytes:
    text, _, tail = output.partition(b"\nexit=")
    try:
        summary = json.loads(text)
    except ValueError:
        return output
    _drop_keys(summary, {"seconds", "elapsed", "run_time", "time", "duration"})
    return json.dumps(summary, sort_keys=True).encode() + b"\nexit=" + tail


def _drop_keys(value: object, keys: set[str]) -> None:
    if isinstance(value, dict):
        for key in list(value):
            if key in keys or key.endswith("_seconds"):
                del value[key]
            else:
                _drop_keys(value[key], keys)
    elif isinstance(value, list):
        for item in value:
            _drop_keys(item, keys)


def fingerprint(lines: list[str], work: Path) -> None:
    """Append ``name digest`` lines for every run described in the module's docstring."""
    records: list[Path] = []
    for preset in _PRESETS:
        folder = work / preset
        out = _run(
            [
                "arena",
                "--players",
                "expert,club",
                "--parties",
                "2",
                "--deal-pairs",
                "6",
                "--preset",
                preset,
                "--seed",
                "7",
                "--jobs",
                "2",
                "--record",
                str(folder),
                "--json",
            ]
        )
        lines.append(f"arena {preset} {_digest(_without_timing(out))}")
        for record in sorted(folder.glob("*.piquet")):
            lines.append(f"record {preset}/{record.name} {_digest(record.read_bytes())}")
            records.append(record)
    for level in ("club", "expert", "master"):
        for index, (role, hand) in enumerate(_HANDS):
            out = _run(
                ["advise", "exchange", "--level", level, "--hand", hand, "--role", role, "--json"]
            )
            lines.append(f"advise exchange {level} {index} {_digest(out)}")
    sample = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample.piquet"
    for record in [sample, *records[:3]]:
        name = record.parent.name + "/" + record.name
        out = _run(["advise", "play", "--level", "expert", "--json", str(record)])
        lines.append(f"advise play {name} {_digest(out)}")
        for language in ("en", "fr"):
            out = _run(["record_tool", "replay", str(record)], language)
            lines.append(f"replay {language} {name} {_digest(out)}")
    for language in ("en", "fr"):
        out = _run(["review", "--all", "--deal", "1", "--level", "expert", str(sample)], language)
        lines.append(f"review {language} sample {_digest(out)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="also write the fingerprint to this file")
    args = parser.parse_args(argv)
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fingerprint(lines, Path(tmp))
    lines.append(f"total {_digest(chr(10).join(lines).encode())}")
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
