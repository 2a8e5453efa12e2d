"""The frame gaps of a bare PySide6 window, for comparison with ``gui_stall``'s.

Run: ``python -m piquet_desktop.benchmarks.frame_floor [--seconds 25] [--xvfb]``.

A window of the size ``gui_stall`` uses (1280x800) moves twenty card-sized pixmaps across a felt
at 60 Hz, and a precise 1 ms ``QTimer`` ticks on the GUI thread, as in ``gui_stall``; none of the
app's code is imported. What it prints is what the machine, the display server and Qt give any
program: the longest gaps between ticks, each with the CPU the GUI thread and the whole process
used in it. A gap with no CPU in it is one the process slept through (the kernel did not wake it
in time), which no code of the app's can shorten; ``gui_stall`` counts such gaps apart.

``--xvfb`` starts its own Xvfb and openbox on a free display, as ``app_startup --xvfb`` does;
otherwise the platform is whatever ``QT_QPA_PLATFORM`` and ``DISPLAY`` say.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence

from piquet_desktop.benchmarks.app_startup import x_display

TICK_MS = 1
FRAME_MS = 16
REPORTED_OVER_MS = 15.0


def run(seconds: float) -> list[tuple[float, float, float, float]]:
    """The gaps over ``REPORTED_OVER_MS``: (gap ms, at s, GUI thread CPU ms, process CPU ms)."""
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance() or QApplication(sys.argv[:1])
    card = QPixmap(120, 180)
    card.fill(QColor("white"))

    class Felt(QWidget):
        shift = 0

        def paintEvent(self, event: QPaintEvent) -> None:
            painter = QPainter(self)
            painter.fillRect(event.rect(), QColor(20, 90, 40))
            for i in range(20):
                painter.drawPixmap((self.shift + i * 40) % 1150, 200 + (i * 13) % 300, card)
            painter.end()

    felt = Felt()
    felt.resize(1280, 800)
    felt.show()

    def step() -> None:
        felt.shift += 7
        felt.update(0, 150, 1280, 560)

    frames = QTimer()
    frames.setInterval(FRAME_MS)
    frames.timeout.connect(step)
    clock = QElapsedTimer()
    gaps: list[tuple[float, float, float, float]] = []
    last = [0, 0.0, 0.0]

    def tick() -> None:
        now, thread, process = clock.nsecsElapsed(), time.thread_time(), time.process_time()
        gap = (now - last[0]) / 1e6 - TICK_MS
        if gap > REPORTED_OVER_MS:
            gaps.append((gap, now / 1e9, 1000 * (thread - last[1]), 1000 * (process - last[2])))
        last[:] = [now, thread, process]

    ticks = QTimer()
    ticks.setTimerType(Qt.TimerType.PreciseTimer)
    ticks.setInterval(TICK_MS)
    ticks.timeout.connect(tick)
    app.processEvents()
    clock.start()
    last[:] = [clock.nsecsElapsed(), time.thread_time(), time.process_time()]
    frames.start()
    ticks.start()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    felt.close()
    return sorted(gaps, reverse=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.frame_floor",
        description="Frame gaps of a bare PySide6 window moving pixmaps at 60 Hz.",
    )
    parser.add_argument("--seconds", type=float, default=25.0)
    parser.add_argument("--xvfb", action="store_true", help="on an Xvfb and openbox of its own")
    args = parser.parse_args(argv)
    if args.xvfb:
        with x_display() as display:
            os.environ["DISPLAY"] = display
            os.environ["QT_QPA_PLATFORM"] = "xcb"
            gaps = run(args.seconds)
    else:
        gaps = run(args.seconds)
    print(f"bare PySide6 window, {args.seconds:.0f} s of 60 Hz frames, 1 ms ticks:")
    print(f"  gaps over {REPORTED_OVER_MS:.0f} ms: {len(gaps)}")
    for gap, at, thread, process in gaps[:5]:
        print(
            f"    {gap:6.1f} ms at {at:6.2f} s  (GUI thread CPU {thread:.1f} ms, "
            f"process {process:.1f} ms)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
