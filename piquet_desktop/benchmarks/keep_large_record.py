"""How long keeping a large record holds the window's thread: the autosave and the library.

Run: ``python -m piquet_desktop.benchmarks.keep_large_record [--megabytes 3.7] [--runs 3]``.

The record is the golden record with legal take backs of one play each added up to
``--megabytes`` (benchmarks/record_loading's "valid take backs, one play each"), cut to the first
half of its actions so that the partie is unfinished (autosaved), read and
replayed first as the loader's worker does (``read_partie``), off the clock. Then, in a
``GameController`` with the autosave on and a library in a fresh data folder (Qt offscreen unless
``QT_QPA_PLATFORM`` says otherwise), it times what the GUI thread does:

* ``load``: ``GameController.load`` of the partie read (putting it in play, its autosave and its
  first keep in the library, which writes it);
* ``change``: one change of the record kept (the practice mark: the autosave and the library
  both write the new revision, as after a move);
* ``unchanged``: the same partie loaded again from its file into a second controller over the
  same library, which holds it already (the library's keep finds it held and writes nothing).

It prints the best of ``--runs`` per figure, in milliseconds, and how many take backs the record
holds. No assertion: a figure to compare before and after a change.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path


def _large_record(folder: Path, megabytes: float) -> Path:
    from piquet_desktop.benchmarks.record_loading import cases

    build = dict(cases(int(megabytes * 1024 * 1024)))["valid take backs, one play each"]
    data = build()
    data["actions"] = data["actions"][: len(data["actions"]) // 2]  # unfinished: autosaved
    path = folder / "large.piquet"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _run(path: Path, data: Path) -> tuple[float, float, float]:
    """(load, change, unchanged) in ms for one fresh data folder ``data``."""
    from piquet_desktop.controller.game_controller import GameController
    from piquet_desktop.controller.loaded_partie import read_partie
    from piquet_desktop.library import Library

    os.environ["PIQUET_DATA_DIR"] = str(data)
    library = Library(data / "library")
    library.open()
    loaded = read_partie(path)
    game = GameController(library=library, think_in_process=False)
    try:
        started = time.perf_counter()
        game.load(loaded)
        load = time.perf_counter() - started
        started = time.perf_counter()
        game.mark_practice()
        change = time.perf_counter() - started
    finally:
        game.shutdown()
    again = read_partie(path)
    other = GameController(library=library, think_in_process=False)
    try:
        other.load(again)  # kept as it was first loaded: a new revision of the same moment
        started = time.perf_counter()
        other.keeper.bump()
        other.keeper.keep()
        unchanged = time.perf_counter() - started
    finally:
        other.shutdown()
    library.close()
    return load * 1000, change * 1000, unchanged * 1000


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=3.7)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = _large_record(folder, args.megabytes)
        backs = len(json.loads(path.read_text(encoding="utf-8")).get("take_backs", []))
        runs = [_run(path, folder / f"data{i}") for i in range(args.runs)]
        size = path.stat().st_size / (1024 * 1024)
        print(f"record: {size:.1f} MB, {backs} take backs; best of {args.runs}, GUI thread ms")
        for i, name in enumerate(("load", "change", "unchanged")):
            print(f"  {name:<10} {min(r[i] for r in runs):8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
