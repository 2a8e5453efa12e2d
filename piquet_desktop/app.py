"""Start-up of the desktop app: command line, ``QApplication`` and the main window.

The command line is parsed before any Qt object exists, so ``piquet --version`` and a mistyped
option answer at once, even on a machine with no display (QtCore is loaded for the language, but
no application is made). Qt's own options (``-platform``,
``-style``) are not forwarded: argparse would have to know them all to reject the rest, and the
``QT_QPA_PLATFORM`` / ``QT_STYLE_OVERRIDE`` environment variables do the same job.

The command line speaks the system's language (``words/command_line``), argparse's own words
included; only ``piquet --version`` is answered before it is installed, since loading a language
loads Qt. The window then speaks the language of the preferences (``apply_language``).

``piquet FILE`` opens a saved partie (what a file manager does when a record is double-clicked).
Two options exist for machines rather than players:

* ``--demo-moves N``: the app makes the human's next N decisions itself (greedy player), then
  idles. The kill-and-resume test starts the real app with it and kills it mid-partie.
* ``--self-test [FILE | --sample] [--with-worker] [--screenshot PATH]``: offscreen, with private
  settings and no autosave, either play a few moves of a fresh partie or open a saved one
  (``FILE``, or with ``--sample`` the sample partie shipped as package data), draw the window
  once, optionally save it as PNG, and exit 0 if all went well. ``--with-worker`` also has an AI
  worker process solve a position. Packaging runs it inside the built and installed bundle: it
  proves in one go that the frozen app starts, finds its package data, loads a record, draws the
  table and can start its worker processes (which a frozen app can only do through
  ``multiprocessing.freeze_support()``). It prints the wall-clock time of the first paint of a
  table with cards, so a launcher can time start-up from outside (packaging/smoke_test.py).

Both stay in the installed app because they test the installed app itself (the self-test's lines
stay English: the smoke test reads them); ``--screenshot`` is the self-test's evidence that the
window drew, kept by the smoke test and CI. The pictures in the docs are made by developer tools
outside the product (``python -m piquet_desktop.tools.NAME``), which the app never imports.
"""

from __future__ import annotations

import argparse
import gc
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from piquet_desktop import __version__, startup_times
from piquet_desktop.translation import translate
from piquet_desktop.words.command_line import speak_system_language

if TYPE_CHECKING:  # Qt is imported lazily: --version and bad arguments need no Qt
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.ui.main_window import MainWindow

APP_NAME = "Piquet Desktop"
# The reverse-DNS id of the desktop entry (resources/linux): Wayland compositors and desktop
# shells match the window to its .desktop file, name and icon through it.
APP_ID = "io.github.piquetdesktop.Piquet"
APP_ICON = "icons/piquet.svg"
SAMPLE_PARTIE = "samples/sample.piquet"
SELF_TEST_SIZE = (1280, 800)
SELF_TEST_MOVES = 40
SELF_TEST_TIMEOUT_MS = 30_000
STARTUP_QUIT_AFTER_MS = 20_000  # PIQUET_STARTUP_TIMES=quit: never left running by a benchmark
VERSION_TEXT = f"piquet {__version__}"

__all__ = [
    "APP_ID",
    "APP_NAME",
    "apply_colour_scheme",
    "build_parser",
    "configure_interpreter",
    "file_open_handler",
    "freeze_start_up_objects",
    "main",
    "prepare_app_folders",
    "run_self_test",
    "wait_until",
]  # and MainWindow, lazily


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("App", "expected a whole number, not {text!r}").format(text=text)
        ) from None
    if value < 0:
        raise argparse.ArgumentTypeError(
            translate("App", "expected a number of moves >= 0, not {value}").format(value=value)
        )
    return value


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``piquet``."""
    parser = argparse.ArgumentParser(
        prog="piquet", description=translate("App", "Start {app}.").format(app=APP_NAME)
    )
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        metavar="FILE",
        help=translate("App", "a saved partie (.piquet) to open"),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=VERSION_TEXT,
        # argparse's own help for it, which Python 3.11 and 3.12 do not translate themselves
        help=translate("argparse", "show program's version number and exit"),
    )
    parser.add_argument(
        "--demo-moves",
        type=_count,
        metavar="N",
        default=0,
        help=translate(
            "App", "make your next N decisions automatically (greedy player), then wait"
        ),
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=translate(
            "App",
            "play a few moves offscreen (or open FILE), draw the window once and exit "
            "(0 when all is well)",
        ),
    )
    parser.add_argument(
        "--sample",
        action="store_true",
        help=translate("App", "with --self-test: open the sample partie shipped with the app"),
    )
    parser.add_argument(
        "--with-worker",
        action="store_true",
        help=translate("App", "with --self-test: also have an AI worker process solve a position"),
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="PATH",
        help=translate("App", "with --self-test: save the window drawn as a PNG image at PATH"),
    )
    return parser


def _parse(args: list[str]) -> argparse.Namespace | int:
    parser = build_parser()
    try:
        ns = parser.parse_args(args)
        if ns.screenshot is not None and not ns.self_test:
            parser.error(translate("App", "--screenshot only works with --self-test"))
        for flag, given in (("--sample", ns.sample), ("--with-worker", ns.with_worker)):
            if given and not ns.self_test:
                parser.error(
                    translate("App", "{flag} only works with --self-test").format(flag=flag)
                )
        if ns.sample and ns.file is not None:
            parser.error(translate("App", "--sample opens the shipped sample partie: give no FILE"))
        if ns.file is not None and not ns.file.is_file():  # is_file: stat, which never blocks
            if ns.file.exists():  # a folder, or a FIFO or device, which reading would block on
                parser.error(
                    translate(
                        "App", "not a partie record file: {file} is not an ordinary file"
                    ).format(file=ns.file)
                )
            parser.error(translate("App", "no such file: {file}").format(file=ns.file))
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
    sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)


def freeze_start_up_objects() -> None:
    """Leave what start-up made (modules, classes, Qt's wrappers, the window) out of the garbage
    collector's passes, once the window is shown: they live as long as the app. A full
    collection walked them all on the GUI thread, some 50,000 objects and 10-28 ms (measured
    after the first deal was laid, at load 8), a gap in an animation with nothing of the
    table's in it; frozen, it walks only what was made since (docs/PERFORMANCE.md, "The
    table's frames"). ``gc.freeze`` only moves them to a permanent generation: no
    collection, nothing added to the start."""
    gc.freeze()


def _application() -> object:
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import apply_app_identity
    from piquet_desktop.controller.utf8_locale import use_utf8_when_locale_missing

    startup_times.mark("qt-imported")
    use_utf8_when_locale_missing()  # before Qt looks: no locale notice on stderr
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    startup_times.mark("qt-application")  # the platform plugin loaded, the display connected
    apply_app_identity()
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    return app


def apply_language() -> str:
    """Speak the stored language (``ui/language``) before the first window is made: the app's
    own texts and Qt's (standard buttons, file dialogs). Returns the language's code."""
    from piquet_desktop import translation
    from piquet_desktop.controller.settings import AppSettings

    code = translation.install(AppSettings().language)
    translation.install_qt_translations(code)
    return code


def apply_colour_scheme(app: QApplication) -> None:
    """Paint ``app`` in the stored colour scheme (``ui.colour_scheme``) before the first window
    is made, so that a dark scheme never opens as a light window that then turns dark."""
    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.ui import colour_scheme

    colour_scheme.apply(app, AppSettings().colour_scheme)


def app_icon() -> QIcon:
    """The app's icon (a ``QIcon``) from its SVG source in the package data.

    Set on the application, it is the icon of every window: the title bar and task switcher on
    X11 and Windows, the Dock on macOS when run unbundled. Installed builds also carry the
    rendered bitmaps (hicolor theme, .ico, .icns), but the window must not depend on them.
    """
    from PySide6.QtGui import QIcon

    from piquet_desktop.resources import resource_path

    return QIcon(str(resource_path(APP_ICON)))


def wait_until(condition: Callable[[], bool], timeout_ms: int) -> bool:
    """Run the event loop until ``condition()`` holds or ``timeout_ms`` pass; True if it held.

    A ``QEventLoop`` with a polling timer rather than a busy loop: the window keeps painting and
    the computer's answers keep arriving, and no CPU is burnt while waiting. The self-test's own
    wait, so it lives here in the product; the screenshot tool and the stall benchmark reuse it.
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


def _check_worker() -> str | None:
    """Have both kinds of AI worker process answer; None if they did, else what went wrong.

    The two pools the app uses are checked: the opponent's (``controller.ai_process``, which asks
    a level for a real decision of a fresh partie) and the exact solver's (``ai.parallel``). Both
    start their workers with ``spawn``, as the app does: in a frozen app a child runs the
    bundle's executable again, which only becomes a worker because ``main()`` calls
    ``multiprocessing.freeze_support()`` first.
    """
    import random

    from piquet_desktop.ai import parallel
    from piquet_desktop.controller import ai_process
    from piquet_desktop.engine.decision import decision_for
    from piquet_desktop.engine.partie import CHANCE, chance_action, new_partie
    from piquet_desktop.engine.rules import RUBICON
    from piquet_desktop.engine.view import view

    state = new_partie(RUBICON)
    rng = random.Random(0)
    while state.current_player == CHANCE:  # cut, shuffle: the first decision is a player's
        state.apply(chance_action(state, rng))
    decision = decision_for(state)
    try:
        future = ai_process.pool.submit(
            ai_process.decide, "greedy", view(state, decision.seat), decision, rng
        )
        action = future.result(timeout=SELF_TEST_TIMEOUT_MS / 1000)
    except Exception as err:  # the check reports any failure instead of raising it
        return f"the computer player's worker process failed: {type(err).__name__}: {err}"
    finally:
        ai_process.pool.shutdown()
    if not decision.is_legal(action):
        return f"the computer player's worker process answered an illegal {action}"

    parallel.set_workers(1)
    try:
        if not parallel.warm_up(wait=True):
            return "the exact solver's worker process did not start or did not answer"
        return None
    finally:
        parallel.set_workers(None)  # also stops the worker


def _watch_first_paint(window: MainWindow) -> list[float]:
    """Note (``time.time()``) the first paint of the table once it holds cards.

    Returns the list the time is appended to; the event filter stays alive as long as the
    window, whose child it is.
    """
    from PySide6.QtCore import QEvent, QObject

    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if not painted and event.type() == QEvent.Type.Paint and window.scene.card_items():
                painted.append(time.time())
            return False

    viewport = window.table.viewport()
    viewport.installEventFilter(FirstPaint(window))
    return painted


def _time_first_paint(window: MainWindow, app: object) -> None:
    """With ``PIQUET_STARTUP_TIMES`` set (``startup_times``): note the first paint of the table
    with cards on it and, asked to, quit once the AI worker has answered too."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and window.scene.card_items():
                # Noted when the paint has been done and handed to the window system.
                QTimer.singleShot(0, lambda: startup_times.mark("table-painted"))
                watched.removeEventFilter(self)
            return False

    window.table.viewport().installEventFilter(FirstPaint(window))
    if not startup_times.quit_when_done():
        return
    poll = QTimer(window)
    poll.setInterval(5)
    waited = [0]

    def check() -> None:
        waited[0] += 5
        done = all(startup_times.seen(step) for step in ("table-painted", "worker-ready"))
        if done or waited[0] > STARTUP_QUIT_AFTER_MS:
            poll.stop()
            window.close()

    poll.timeout.connect(check)
    poll.start()


def run_self_test(
    screenshot: Path | None = None,
    partie: Path | None = None,
    *,
    sample: bool = False,
    with_worker: bool = False,
) -> int:
    """Deal and play a few moves, or open ``partie`` (the sample with ``sample``), draw the
    window, save it if asked; 0 if all is well."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _application()
    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.engine.rules import RuleSet
    from piquet_desktop.resources import resource_path
    from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
    from piquet_desktop.ui.main_window import MainWindow

    if sample:
        try:
            partie = resource_path(SAMPLE_PARTIE)
        except FileNotFoundError as exc:
            print(f"self-test: no sample partie in this build: {exc}", file=sys.stderr)
            return 1
    if with_worker:
        problem = _check_worker()
        if problem is not None:
            print(f"self-test: {problem}", file=sys.stderr)
            return 1
    with tempfile.TemporaryDirectory(prefix="piquet-self-test-") as tmp:
        settings = AppSettings.in_file(Path(tmp) / "settings.ini")
        settings.animation_speed = 0.0
        window = MainWindow(settings, autosave_enabled=False)
        try:
            window.resize(*SELF_TEST_SIZE)
            painted = _watch_first_paint(window)
            window.show()
            if partie is not None:
                if not window.open_path(partie):
                    print(f"self-test: cannot open {partie}", file=sys.stderr)
                    return 1
            else:
                window.new_partie(NewPartieChoice(RuleSet(), "greedy", 1, "You"))
                window.start_demo(SELF_TEST_MOVES)
                if not wait_until(lambda: window.demo_moves_left == 0, SELF_TEST_TIMEOUT_MS):
                    print("self-test: the partie did not advance", file=sys.stderr)
                    return 1
            wait_until(lambda: not window.controller.is_thinking, SELF_TEST_TIMEOUT_MS)
            if not wait_until(lambda: bool(painted), SELF_TEST_TIMEOUT_MS):
                print("self-test: the table was never painted with cards", file=sys.stderr)
                return 1
            image = window.grab().toImage()
            if image.isNull() or image.width() < 100:
                print("self-test: the window could not be drawn", file=sys.stderr)
                return 1
            if screenshot is not None:
                screenshot.parent.mkdir(parents=True, exist_ok=True)
                # The stubs want the format as bytes, which PySide6 (6.11) itself refuses.
                if not image.save(str(screenshot), "PNG"):  # type: ignore[call-overload]
                    print(f"self-test: cannot write {screenshot}", file=sys.stderr)
                    return 1
            problem = _check_statistics(window)
            if problem is not None:
                print(f"self-test: {problem}", file=sys.stderr)
                return 1
            what = f"opened {partie.name}, " if partie is not None else ""
            print(
                f"self-test: ok, {what}{len(window.controller.record().actions)} actions played, "
                f"window {image.width()}x{image.height()}"
                + (", worker process ok" if with_worker else "")
                + ", statistics drawn"
                + (f", screenshot {screenshot}" if screenshot is not None else "")
            )
            print(f"self-test: first table paint at {painted[0]:.6f}")
            return 0
        finally:
            window.close()
            window.deleteLater()


def _check_statistics(window: MainWindow) -> str | None:
    """Open View > Statistics over the partie in play and draw it; what went wrong, or None.

    The Statistics window is the one part of the app that loads pyqtgraph and numpy, and only
    when it opens, so a frozen build that left out a module they import would start and play
    perfectly and fail only there: the self-test opens it to prove the bundle holds them.
    """
    from dataclasses import replace
    from datetime import datetime

    from piquet_desktop.statistics import PlayedPartie

    # The self-test's partie plays itself (demo moves), so its record says practice, which the
    # figures leave out by default: counted as a partie here, since the check is the drawing.
    record = replace(window.controller.record(), practice=False)
    played = PlayedPartie(datetime.now(), record)
    window.statistics_source = lambda: [played]
    try:
        stats = window.show_statistics()
    except ImportError as exc:
        return f"the Statistics window cannot open: {exc}"
    try:
        if stats.report is None or stats.report.figures.results.parties != 1:
            return "the Statistics window did not count the partie in play"
        image = stats.grab().toImage()
        if image.isNull() or image.width() < 100:
            return "the Statistics window could not be drawn"
        return None
    finally:
        stats.close()


def prepare_app_folders(started: float) -> None:
    """Before the window reads them: make the data and settings folders private (those of
    earlier builds were made with the umask, see ``controller/private_files``) and remove what
    interrupted saves left in the data folder (``autosave.remove_leftovers``). A second start
    that hands over to a running app does neither: the folders are the running app's."""
    from piquet_desktop.controller import autosave
    from piquet_desktop.controller.settings import settings_folder
    from piquet_desktop.engine.private_files import tighten

    for folder in (autosave.data_dir(), settings_folder()):
        if folder is not None:
            tighten(folder)
    autosave.remove_leftovers(started)


def file_open_handler(window: MainWindow) -> QObject:
    """An application event filter that opens the record a ``QFileOpenEvent`` names.

    macOS never passes a double-clicked document on the command line: Finder starts the app (or
    finds it running) and sends an "open documents" Apple event, which Qt delivers to the
    application as ``QEvent.FileOpen``. The .app's Info.plist (packaging/piquet.spec) declares
    partie records as a document type; this filter does the opening. Other systems start
    ``piquet FILE`` and never send the event. The filter is a child of the window.
    """
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent

    class FileOpenFilter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
                window.open_path(Path(event.file()))
                return True
            return False

    return FileOpenFilter(window)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app and return its exit status.

    Bad arguments print argparse's usage and message on stderr and return 2 instead of raising
    ``SystemExit``, so callers (tests, ``__main__``) decide how to exit.
    """
    # First of all, before the arguments are read: in a frozen app every worker process is the
    # bundle's executable started again with multiprocessing's own arguments (spawn's
    # ``--multiprocessing-fork``, the resource tracker's ``-c ...``), which freeze_support()
    # recognises, serves and exits on. Parsed as the app's options they would be refused.
    multiprocessing.freeze_support()
    started = time.time()  # what an earlier run left is older than this (prepare_app_folders)
    startup_times.mark("main")  # the interpreter is up and the app's entry imported
    args = sys.argv[1:] if argv is None else list(argv)
    if args == ["--version"]:  # the one answer without words: no language to load, so no Qt
        print(VERSION_TEXT)
        return 0
    speak_system_language()  # the parser's help and errors; the window's language comes later
    ns = _parse(args)
    if isinstance(ns, int):
        return ns
    configure_interpreter()
    if ns.self_test:
        return run_self_test(ns.screenshot, ns.file, sample=ns.sample, with_worker=ns.with_worker)

    app = _application()
    apply_language()
    startup_times.mark("language")
    from PySide6.QtCore import QTimer

    from piquet_desktop.controller import autosave, single_instance
    from piquet_desktop.ui.main_window import MainWindow
    from piquet_desktop.ui.window_geometry import fit_to_screen

    startup_times.mark("window-imported")

    address = single_instance.server_address(autosave.data_dir())
    if address is not None and single_instance.hand_over(address, ns.file):
        if ns.file:
            said = translate("App", "Piquet is already running: {file} opens in its window.")
        else:
            said = translate("App", "Piquet is already running: its window comes forward.")
        print(said.format(file=ns.file.name if ns.file else ""), file=sys.stderr)
        return 0
    server = single_instance.InstanceServer(address) if address is not None else None
    listening = server is not None and server.listen()
    prepare_app_folders(started)
    apply_colour_scheme(app)  # type: ignore[arg-type]
    window = MainWindow()
    startup_times.mark("window-made")
    if startup_times.enabled():
        _time_first_paint(window, app)
    if server is not None and listening:
        server.setParent(window)
        server.requested.connect(window.answer_other_start)
    app.installEventFilter(file_open_handler(window))  # type: ignore[attr-defined]
    fit_to_screen(window, restored=window.geometry_restored)
    window.show()
    freeze_start_up_objects()
    startup_times.mark("window-shown")

    def begin() -> None:
        window.start(ns.file, deal=bool(ns.demo_moves))  # the demo needs a partie, not a welcome
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
