"""How long the desktop app takes from launch to the first painted table with cards on it.

Run: ``python -m piquet_desktop.benchmarks.app_startup [--runs 5]``. Target: under 1 s from
source (no bytecode cache excepted: run once to warm the ``__pycache__`` and the OS file cache).

Each run starts a fresh interpreter (``python -m piquet_desktop.benchmarks.app_startup --child``)
that does what ``piquet`` does, in the same order (import the app, make the ``QApplication`` and
the ``MainWindow``, show it, ``start(deal=True)``: deal a partie at once, as ``--demo-moves``
does, rather than wait on the start screen for a click), with a private settings and data folder,
and an event filter on the table's viewport that notes the first paint after the first card item
exists. The child prints the wall-clock time of that paint; the
parent subtracts the time it launched the child, so interpreter start-up and every import count.
Qt's offscreen platform is used unless ``QT_QPA_PLATFORM`` says otherwise, which leaves out the
window manager's part of a real launch.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

TARGET_S = 1.0


def _child() -> int:
    """The app's own start-up, instrumented: print the time of the first table paint, exit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.app import configure_interpreter
    from piquet_desktop.controller.settings import apply_app_identity
    from piquet_desktop.ui.main_window import MainWindow

    configure_interpreter()
    app = QApplication(sys.argv[:1])
    apply_app_identity()
    window = MainWindow()
    window.resize(1280, 800)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and window.scene.card_items():
                print(f"painted {time.time():.6f}", flush=True)
                QTimer.singleShot(0, app.quit)
                watched.removeEventFilter(self)
            return False

    watcher = FirstPaint()
    window.table.viewport().installEventFilter(watcher)
    window.show()
    QTimer.singleShot(0, lambda: window.start(deal=True))
    QTimer.singleShot(20_000, app.quit)  # never hang a benchmark
    app.exec()
    window.controller.shutdown()
    return 0


def measure_once() -> float:
    """Seconds from launching a fresh interpreter to its first painted table."""
    with tempfile.TemporaryDirectory(prefix="piquet-startup-") as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["PIQUET_DATA_DIR"] = str(Path(tmp) / "data")
        env["PIQUET_SETTINGS_DIR"] = str(Path(tmp) / "settings")
        launched = time.time()
        out = subprocess.run(
            [sys.executable, "-m", "piquet_desktop.benchmarks.app_startup", "--child"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    for line in out.stdout.splitlines():
        if line.startswith("painted "):
            return float(line.split()[1]) - launched
    raise RuntimeError(f"the app never painted its table:\n{out.stderr}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.app_startup",
        description="Launch-to-first-painted-table time of the desktop app.",
    )
    parser.add_argument("--runs", type=int, default=5, help="launches to time (default 5)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return _child()
    measure_once()  # warm-up: bytecode cache and OS file cache, not counted
    times = [measure_once() for _ in range(max(1, args.runs))]
    median = statistics.median(times)
    print(f"launch to first painted table, {len(times)} runs (after one warm-up):")
    print(
        f"  min {min(times) * 1000:.0f} ms, median {median * 1000:.0f} ms, "
        f"max {max(times) * 1000:.0f} ms  (target < {TARGET_S * 1000:.0f} ms)"
    )
    print("  " + ("OK" if median < TARGET_S else "ABOVE TARGET"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
