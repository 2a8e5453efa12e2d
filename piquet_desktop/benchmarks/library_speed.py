"""What the library of parties costs: keeping the live partie after a move, opening, listing.

Run: ``python -m piquet_desktop.benchmarks.library_speed [--parties 300] [--folder DIR]``.

In a temporary folder (or ``--folder``), it keeps ``--parties`` whole parties the greedy player
played against itself, then prints, in wall-clock milliseconds (the costs are mostly the disk's:
each keep writes and fsyncs a record file and commits a transaction):

* **keep per move**: ``Library.keep`` of one growing partie, once per action of it, which is what
  the live partie pays after every autosave (the record file, the continuity check, the facts,
  the transaction);
* **open**: a new ``Library`` on that folder, its reconciliation with the files and SQLite's
  ``quick_check`` included (the first keep or listing after the app starts pays it);
* **list**: ``entries(with_records=False)``, what the Library window reads after every change,
  and ``entries()`` with every record loaded (replayed), what the statistics read;
* **rebuild**: the same folder with its database deleted, rebuilt from the record files.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


def _ms(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def run(folder: Path, parties: int) -> None:
    records = []
    for seed in range(parties):
        state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), seed)
        records.append(PartieRecord.from_state(state, PLAYERS, seed))
    library = Library(folder / "library")
    live = records[0]
    times = []
    for n in range(1, len(live.actions) + 1):
        partial = PartieRecord(live.rules, PLAYERS, live.seed, live.actions[:n], id="live")
        state = partial.replay()
        start = time.perf_counter()
        library.keep(partial, state)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(
        f"keep per move ({len(times)} moves of one partie): median {times[len(times) // 2]:.1f} "
        f"ms, 90th percentile {times[int(len(times) * 0.9)]:.1f} ms, max {times[-1]:.1f} ms"
    )
    for i, record in enumerate(records[1:], start=1):
        record.id = f"p{i}"
        library.add(record)
    library.close()
    opened = Library(folder / "library")
    print(f"open ({parties} parties): {_ms(opened.open):.0f} ms")
    print(f"list without records: {_ms(lambda: opened.entries(with_records=False)):.0f} ms")
    print(f"list with every record loaded: {_ms(opened.entries):.0f} ms")
    opened.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{opened.db_path}{suffix}").unlink(missing_ok=True)
    rebuilt = Library(folder / "library")
    print(f"rebuild from the record files: {_ms(rebuilt.open):.0f} ms")
    rebuilt.close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--parties", type=int, default=300, help="parties in the library (300)")
    parser.add_argument("--folder", type=Path, help="work here instead of a temporary folder")
    args = parser.parse_args(argv)
    if args.folder is not None:
        args.folder.mkdir(parents=True, exist_ok=True)
        run(args.folder, args.parties)
    else:
        with tempfile.TemporaryDirectory(prefix="piquet-library-bench-") as folder:
            run(Path(folder), args.parties)
    return 0


if __name__ == "__main__":
    sys.exit(main())
