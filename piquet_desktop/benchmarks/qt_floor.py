"""The floor under the app's launch: how long a bare PySide6 window takes to paint cards.

Run: ``python -m piquet_desktop.benchmarks.qt_floor [--runs 5] [--xvfb] [--cards 17]``.

Why: the launch target (250 ms to the first painted table, installed, idle) is only
meaningful beside what the toolkit alone costs on the same machine. This launches, as
``benchmarks/app_startup`` launches the app and timed the same way (from ``subprocess`` to the
first paint handed to the window system, medians after a warm-up, on an Xvfb display with openbox
when ``--xvfb``), a program that does nothing of the app's: it imports QtWidgets and QtSvg, makes
a ``QApplication`` and a main window with a menu bar and a ``QGraphicsView``, renders ``--cards``
of the deck's SVG faces (the app's first table renders 17) onto a plain green scene, shows it and
quits at the first paint. Whatever the app takes beyond this figure is the app's; the figure
itself is the interpreter's, Qt's, the display's and the SVG renderer's, which no change to the
app's code can take away.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence


def bare_window(cards: int) -> int:
    """The bare program (run in the launched process): the steps marked as the app marks them."""
    from piquet_desktop import startup_times

    startup_times.mark("main")
    from PySide6.QtCore import QEvent, QObject, QRectF, QTimer
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

    from piquet_desktop.engine.cards import card_str, pack
    from piquet_desktop.resources import resource_path

    startup_times.mark("qt-imported")
    app = QApplication(sys.argv[:1])
    startup_times.mark("qt-application")
    window = QMainWindow()
    window.menuBar().addMenu("&Game").addAction("&New")
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor("#2e6b3a"))
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1200, 800)
    startup_times.mark("window-made")
    for i, card in enumerate(pack(32)[:cards]):
        renderer = QSvgRenderer(str(resource_path(f"cards/{card_str(card)}.svg")))
        pixmap = QPixmap(100, 140)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        renderer.render(painter, QRectF(0, 0, 100, 140))
        painter.end()
        scene.addPixmap(pixmap).setPos(20 + (i % 12) * 60, 40 + (i // 12) * 200)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, painted)
            return False

    def painted() -> None:
        startup_times.mark("table-painted")
        app.quit()

    watcher = FirstPaint()
    view.viewport().installEventFilter(watcher)
    window.show()
    return app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.qt_floor",
        description="Launch-to-first-paint time of a bare PySide6 window with card faces.",
    )
    parser.add_argument("--runs", type=int, default=5, help="launches to time (default 5)")
    parser.add_argument("--cards", type=int, default=17, help="SVG faces rendered (default 17)")
    parser.add_argument("--xvfb", action="store_true", help="on an Xvfb display with openbox")
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)  # the child
    args = parser.parse_args(argv)
    if args.bare:
        return bare_window(args.cards)
    import statistics  # the launcher's own: the bare program loads no more than it needs

    from piquet_desktop.benchmarks.app_startup import (
        _no_display,
        launch_once,
        step_table,
        x_display,
    )

    command = [sys.executable, "-m", "piquet_desktop.benchmarks.qt_floor", "--bare"]
    command += ["--cards", str(args.cards)]
    env = dict(os.environ)
    with x_display() if args.xvfb else _no_display() as display:
        if display is not None:
            env["DISPLAY"] = display
            env["QT_QPA_PLATFORM"] = "xcb"
        elif "DISPLAY" not in env:
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        load_before = os.getloadavg()
        launch_once(command, env)  # warm-up
        timed = [launch_once(command, env) for _ in range(max(1, args.runs))]
        load_after = os.getloadavg()
    runs = [steps for steps, _ in timed]
    painted = [r["table-painted"][0] for r in runs]
    print(
        f"bare PySide6 window, {args.cards} SVG faces, to its first paint "
        f"({env.get('QT_QPA_PLATFORM', 'xcb')}), {len(runs)} runs after one warm-up, load "
        f"average {load_before[0]:.1f} before, {load_after[0]:.1f} after:"
    )
    print(
        f"  min {min(painted) * 1000:.0f} ms, median {statistics.median(painted) * 1000:.0f} ms, "
        f"max {max(painted) * 1000:.0f} ms; CPU per launch median "
        f"{statistics.median(c for _, c in timed) * 1000:.0f} ms"
    )
    for line in step_table(runs):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
