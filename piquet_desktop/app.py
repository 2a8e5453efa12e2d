"""Start-up of the desktop app: command line, ``QApplication`` and the main window.

The command line is parsed before any Qt object exists, so ``piquet --version`` and a mistyped
option answer at once, even on a machine with no display. Qt's own options (``-platform``,
``-style``) are not forwarded: argparse would have to know them all to reject the rest, and the
``QT_QPA_PLATFORM`` / ``QT_STYLE_OVERRIDE`` environment variables do the same job.

``piquet FILE`` opens a saved partie (what a file manager does when a record is double-clicked).
Two options exist for machines rather than players:

* ``--demo-moves N``: the app makes the human's next N decisions itself (greedy player), then
  idles. The kill-and-resume test starts the real app with it and kills it mid-partie.
* ``--self-test [--screenshot PATH]``: play a few moves of a fresh partie offscreen with private
  settings and no autosave, draw the window once, optionally save it as PNG, and exit 0 if all
  went well. Packaging runs it inside a built bundle to prove the bundle starts and draws.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from piquet_desktop import __version__

APP_NAME = "Piquet Desktop"
SELF_TEST_SIZE = (1280, 800)
SELF_TEST_MOVES = 40
SELF_TEST_TIMEOUT_MS = 30_000

__all__ = [
    "APP_NAME",
    "build_parser",
    "configure_interpreter",
    "main",
    "run_self_test",
    "wait_until",
]  # and MainWindow, lazily


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number of moves >= 0, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``piquet``."""
    parser = argparse.ArgumentParser(prog="piquet", description=f"Start {APP_NAME}.")
    parser.add_argument(
        "file", nargs="?", type=Path, metavar="FILE", help="a saved partie (.piquet.json) to open"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--demo-moves",
        type=_count,
        metavar="N",
        default=0,
        help="make your next N decisions automatically (greedy player), then wait",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play a few moves offscreen, draw the window once and exit (0 when all is well)",
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="PATH",
        help="with --self-test: save the window drawn as a PNG image at PATH",
    )
    return parser


def _parse(args: list[str]) -> argparse.Namespace | int:
    parser = build_parser()
    try:
        ns = parser.parse_args(args)
        if ns.screenshot is not None and not ns.self_test:
            parser.error("--screenshot only works with --self-test")
        if ns.self_test and ns.file is not None:
            parser.error("--self-test plays a fresh partie: give no FILE")
        if ns.file is not None and not ns.file.is_file():
            parser.error(f"no such file: {ns.file}")
    except SystemExit as exc:  # argparse exits for --help, --version and errors
        return exc.code if isinstance(exc.code, int) else 1
    return ns


# How often (seconds) a thread holding the GIL is asked to hand it over. Python's default, 5 ms,
# is made for throughput; here the GUI thread needs the GIL for every Python call of a frame (each
# card's paint, each animated property) while a computer player may be computing in a worker
# thread, and each hand-over can cost a whole interval: with 5 ms a frame of the table can take
# hundreds of milliseconds. 0.5 ms keeps the window responsive at a cost to the thinker of a few
# per cent, paid only while the two actually compete. (benchmarks/gui_stall.py measures it.)
GIL_SWITCH_INTERVAL_S = 0.0005


def configure_interpreter() -> None:
    """Process-wide settings the desktop app needs before it starts threads (see above)."""
    multiprocessing.freeze_support()  # a frozen app's AI worker processes start through main()
    sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)


def _application() -> object:
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import apply_app_identity

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    apply_app_identity()
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName(APP_NAME)
    return app


def wait_until(condition: Callable[[], bool], timeout_ms: int) -> bool:
    """Run the event loop until ``condition()`` holds or ``timeout_ms`` pass; True if it held.

    A ``QEventLoop`` with a polling timer rather than a busy loop: the window keeps painting and
    the computer's answers keep arriving, and no CPU is burnt while waiting.
    """
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    if condition():
        return True
    loop = QEventLoop()
    clock = QElapsedTimer()
    clock.start()
    poll = QTimer()
    poll.setInterval(10)

    def check() -> None:
        if condition() or clock.elapsed() > timeout_ms:
            loop.quit()

    poll.timeout.connect(check)
    poll.start()
    loop.exec()
    poll.stop()
    return condition()


def run_self_test(screenshot: Path | None = None) -> int:
    """Play a fresh partie for a few moves, draw the window, save it if asked; 0 if all is well."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _application()
    from PySide6.QtCore import QSettings

    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.engine.rules import RuleSet
    from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
    from piquet_desktop.ui.main_window import MainWindow

    with tempfile.TemporaryDirectory(prefix="piquet-self-test-") as tmp:
        store = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings = AppSettings(store)
        settings.animation_speed = 0.0
        window = MainWindow(settings, autosave_enabled=False)
        try:
            window.resize(*SELF_TEST_SIZE)
            window.show()
            window.new_partie(NewPartieChoice(RuleSet(), "greedy", 1, "You"))
            window.start_demo(SELF_TEST_MOVES)
            if not wait_until(lambda: window.demo_moves_left == 0, SELF_TEST_TIMEOUT_MS):
                print("self-test: the partie did not advance", file=sys.stderr)
                return 1
            wait_until(lambda: not window.controller.is_thinking, SELF_TEST_TIMEOUT_MS)
            image = window.grab().toImage()
            if image.isNull() or image.width() < 100:
                print("self-test: the window could not be drawn", file=sys.stderr)
                return 1
            if screenshot is not None:
                screenshot.parent.mkdir(parents=True, exist_ok=True)
                if not image.save(str(screenshot), "PNG"):
                    print(f"self-test: cannot write {screenshot}", file=sys.stderr)
                    return 1
            print(
                f"self-test: ok, {len(window.controller.record().actions)} actions played, "
                f"window {image.width()}x{image.height()}"
                + (f", screenshot {screenshot}" if screenshot is not None else "")
            )
            return 0
        finally:
            window.close()
            window.deleteLater()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app and return its exit status.

    Bad arguments print argparse's usage and message on stderr and return 2 instead of raising
    ``SystemExit``, so callers (tests, ``__main__``) decide how to exit.
    """
    args = sys.argv[1:] if argv is None else list(argv)
    ns = _parse(args)
    if isinstance(ns, int):
        return ns
    configure_interpreter()
    if ns.self_test:
        return run_self_test(ns.screenshot)

    app = _application()
    from PySide6.QtCore import QTimer

    from piquet_desktop.ui.main_window import MainWindow

    window = MainWindow()
    window.show()

    def begin() -> None:
        window.start(ns.file)
        if ns.demo_moves:
            window.start_demo(ns.demo_moves)

    QTimer.singleShot(0, begin)
    return int(app.exec())  # type: ignore[attr-defined]


def __getattr__(name: str) -> object:
    """``MainWindow`` lives in ``ui.main_window``: imported lazily, so --version needs no Qt."""
    if name == "MainWindow":
        from piquet_desktop.ui.main_window import MainWindow

        return MainWindow
    raise AttributeError(name)


if __name__ == "__main__":
    sys.exit(main())
