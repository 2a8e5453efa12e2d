"""Mine exchange positions from self-play into the shipped file (or any file), seed by seed.

Run: ``python -m piquet_desktop.tools.mine_exchanges [--out FILE] [--seeds N] [--first-seed S]``.

Each seed is one self-play partie (``practice.mined_exchange.positions_from_seed``); its hands
are judged and the ones whose discard matters kept. The file is rewritten (atomically) after
every finished seed, so the run can be stopped at any moment and the file still holds exactly
the kept positions of the seeds ``first_seed`` to ``last_seed``. Run again on the same file, the
tool goes on from the seed after ``last_seed``: anyone can extend the shipped set, and the same
seeds give the same positions on every machine. One process, one core: run it under ``nice``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from piquet_desktop.practice.mined_data import DATA, MinedFile, file_from_json, file_to_json
from piquet_desktop.practice.mined_exchange import (
    MINING_WORLDS,
    judge_position,
    positions_from_seed,
)

SHIPPED = Path(__file__).resolve().parents[2] / "resources" / DATA
"""The shipped file in a source checkout (the tool is run from one)."""

COMMAND = "python -m piquet_desktop.tools.mine_exchanges --seeds N"


def _load(path: Path, first_seed: int, worlds: int) -> MinedFile:
    if not path.exists():
        return MinedFile(first_seed, first_seed - 1, worlds=worlds, command=COMMAND)
    loaded = file_from_json(json.loads(path.read_text(encoding="utf-8")))
    if loaded.worlds != worlds:
        raise SystemExit(
            f"{path} was judged in {loaded.worlds} worlds, not {worlds}: use --worlds "
            f"{loaded.worlds} or another file"
        )
    return loaded


def _save(path: Path, mined: MinedFile) -> None:
    text = json.dumps(file_to_json(mined), indent=1, ensure_ascii=False) + "\n"
    temporary = path.with_suffix(path.suffix + ".part")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=None, help="the file (default: shipped)")
    parser.add_argument("--seeds", type=int, default=10, help="how many more seeds to mine")
    parser.add_argument("--first-seed", type=int, default=0, help="the first seed of a new file")
    parser.add_argument("--worlds", type=int, default=MINING_WORLDS)
    args = parser.parse_args(argv)
    path: Path = args.out or SHIPPED
    mined = _load(path, args.first_seed, args.worlds)
    if not path.exists():
        _save(path, mined)  # valid from the start: no seed finished yet
    started = time.perf_counter()
    for seed in range(mined.last_seed + 1, mined.last_seed + 1 + args.seeds):
        kept = [
            p
            for p in (judge_position(e, worlds=args.worlds) for e in positions_from_seed(seed))
            if p is not None
        ]
        mined.positions.extend(kept)
        mined.last_seed = seed
        _save(path, mined)
        hours = (time.perf_counter() - started) / 3600
        print(
            f"seed {seed}: {len(kept)} kept, {len(mined.positions)} in the file, "
            f"{hours * 60:.1f} min, load {os.getloadavg()[0]:.1f}",
            file=sys.stderr,
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
