"""How long the window's thread is held while it opens a record near the size cap.

Run: ``python -m piquet_desktop.benchmarks.window_open_large [--megabytes 4] [--runs 3]``.

``benchmarks/record_loading`` times ``load_record`` itself; this goes through File > Open's own
path (``MainWindow.open_path``: ``PartieFiles``, ``controller/record_loader.RecordLoader``) in a
``MainWindow`` (Qt offscreen unless ``QT_QPA_PLATFORM`` says otherwise, no autosave), twice per
run: as the app does it (a file over ``LOADED_AT_ONCE_BYTES`` loaded on the loader's worker
thread) and, for comparison, with the threshold raised past the file so that it loads on the
window's thread, as every open did before. The file is the golden record with take backs of one
play each added up to ``--megabytes`` (the case of record_loading that loads and takes longest).

Per way it prints the best of ``--runs``: the seconds from the call to the partie shown
(``opened``), how long ``open_path`` itself held the GUI thread (``call``), and the longest gap
between two ticks of a 10 ms timer on the GUI thread meanwhile (``stall``: what the player sees
as a frozen window), and that gap counted only until the record is loaded (``while loading``:
the rest is ``GameController.load`` putting the loaded partie in play, on the GUI thread).
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

from piquet_desktop.benchmarks.window_review import spin_until


def _large_record(folder: Path, size: int) -> Path:
    from piquet_desktop.benchmarks.record_loading import cases

    build = dict(cases(size))["valid take backs, one play each"]
    path = folder / "large.piquet"
    path.write_text(json.dumps(build()), encoding="utf-8")
    return path


def _open_once(path: Path, *, worker: bool) -> tuple[float, float, float, float]:
    """Open ``path`` in a fresh window; (opened, call, stall, stall while loading) in s."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller import record_loader
    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    threshold = record_loader.LOADED_AT_ONCE_BYTES
    if not worker:
        record_loader.LOADED_AT_ONCE_BYTES = path.stat().st_size + 1
    settings = AppSettings()
    settings.animation_speed = 0.0
    window = MainWindow(settings, autosave_enabled=False)
    window.files.ask_unsaved = lambda doing: False  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()
    try:
        spin_until(lambda: window.isVisible(), 10_000)
        opened: list[float] = []
        window.files.opened.connect(lambda: opened.append(time.perf_counter()))
        ticks = QElapsedTimer()
        gaps: list[int] = []
        loading: list[int] = []  # the gaps until the record was loaded, the last one included

        def loaded() -> None:
            if not loading:
                loading.extend([*gaps, ticks.elapsed()])

        # The worker's outcome is back (given before the partie is put in play); a load on the
        # GUI thread has no such moment, and counts until the partie is in play.
        window.files.loader.busyChanged.connect(lambda busy: None if busy else loaded())
        window.files.loader.loaded.connect(loaded)
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(lambda: gaps.append(ticks.restart()))
        ticks.start()
        timer.start()
        spin_until(lambda: len(gaps) >= 3, 10_000)  # the timer ticking before the open
        gaps.clear()
        started = time.perf_counter()
        ticks.restart()
        if not window.open_path(path):
            raise RuntimeError(f"{path} was not opened")
        called = time.perf_counter()
        spin_until(lambda: bool(opened), 60_000)
        gaps.append(ticks.restart())  # the gap up to the end, if no tick came since
        timer.stop()
        return opened[0] - started, called - started, max(gaps) / 1000, max(loading) / 1000
    finally:
        record_loader.LOADED_AT_ONCE_BYTES = threshold
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--megabytes", type=float, default=4.0)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.engine.record_file import MAX_RECORD_BYTES

    _app = QApplication.instance() or QApplication(sys.argv[:1])
    size = min(int(args.megabytes * 1024 * 1024), MAX_RECORD_BYTES - 1024)
    with tempfile.TemporaryDirectory(prefix="piquet-open-large-") as tmp:
        os.environ["PIQUET_DATA_DIR"] = str(Path(tmp) / "data")  # the window's library
        os.environ["PIQUET_SETTINGS_DIR"] = str(Path(tmp) / "settings")
        path = _large_record(Path(tmp), size)
        print(f"{path.stat().st_size / 1024 / 1024:.1f} MB, best of {args.runs} runs")
        for worker, name in ((True, "worker thread (now)"), (False, "GUI thread (before)")):
            runs = [_open_once(path, worker=worker) for _ in range(args.runs)]
            opened = min(r[0] for r in runs)
            call = min(r[1] for r in runs)
            stall = min(r[2] for r in runs)
            in_load = min(r[3] for r in runs)
            print(
                f"{name:20}  opened {opened:.3f} s  call {call:.3f} s  stall {stall:.3f} s"
                f"  (while loading {in_load:.3f} s)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
