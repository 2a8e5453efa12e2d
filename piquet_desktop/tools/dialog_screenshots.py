"""Pictures of every dialog and window of the app in one language, and what in them is cut.

``python -m piquet_desktop.tools.dialog_screenshots --language fr --out docs/screenshots/fr``
compiles the checkout's translation catalogues, speaks the language asked for (the app's words
and Qt's own), and saves a PNG of each:

* the main window at the moments a player meets first (``tools.screenshots``: the start screen,
  Learn to Play, the exchange, a declaration, a trick in flight, the deal summary);
* every dialog and window, each opened the way the app opens it and filled with realistic
  content (``SCENES``): New Partie (and its practice opponents), Preferences, About (each tab),
  the rules, the keyboard help, a deal summary with its review, the end of a partie, the library,
  the statistics, the question before quitting an unsaved partie, the message of a damaged file,
  and Qt's own Open and Save dialogs.

It then prints, for each picture, the texts that do not fit (``tools.text_fit``), the same check
tests/ui/test_dialog_layouts.py makes: French is longer than English, and a label that fits in
English may be cut in French. Offscreen unless ``QT_QPA_PLATFORM`` says otherwise; private
settings and data folders, nothing of the user's read or written.

Why one list of scenes for the tool and the test: a dialog added to the app is then both
pictured and checked by adding one function here.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from piquet_desktop.tools.text_fit import SCREEN, clipped_texts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from piquet_desktop.ui.main_window import MainWindow

__all__ = [
    "SCENES",
    "SCENE_NAMES",
    "Visit",
    "main",
    "open_scenes",
    "private_app",
    "speak",
    "take_dialog_screenshots",
]

Visit = Callable[[str, "QWidget"], None]
"""What to do with each dialog or window once it is open and laid out: its name and itself."""

# A deal whose human player (seat 0, the random baseline) makes costly decisions to review.
REVIEW_SEED = 17


# ------------------------------------------------------------------------------ the scenes


def _settle(app: QApplication, widget: QWidget) -> None:
    """Show ``widget`` and let its layout and its first paint happen."""
    from piquet_desktop.app import wait_until

    widget.show()
    wait_until(widget.isVisible, 2_000)
    for _ in range(3):
        app.processEvents()


def _visit_modal(app: QApplication, name: str, visit: Visit, run: Callable[[], object]) -> None:
    """Visit the modal dialog ``run`` opens (a ``QMessageBox.exec``, a ``QFileDialog``
    function) while its loop runs, then close it as Cancel would."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog

    seen: list[QWidget] = []

    def look() -> None:
        modal = app.activeModalWidget()
        if modal is None:  # not open yet: look again once the loop has shown it
            QTimer.singleShot(20, look)
            return
        for _ in range(3):
            app.processEvents()
        visit(name, modal)
        seen.append(modal)
        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()

    QTimer.singleShot(0, look)
    run()
    if not seen:
        raise RuntimeError(f"{name}: no dialog opened")


def _new_partie(app: QApplication, window: MainWindow, visit: Visit) -> None:
    dialog = window.new_partie_dialog()
    _settle(app, dialog)
    visit("new-partie", dialog)
    dialog.practice_box.setChecked(True)
    dialog.set_opponent("greedy")
    dialog.seed_edit.setText("douze")  # the refusal shown under the boxes
    dialog.adjustSize()
    _settle(app, dialog)
    visit("new-partie-advanced", dialog)
    dialog.reject()


def _preferences(app: QApplication, window: MainWindow, visit: Visit) -> None:
    dialog = window.preferences_dialog()
    _settle(app, dialog)
    visit("preferences", dialog)
    dialog.reject()


def _about(app: QApplication, window: MainWindow, visit: Visit) -> None:
    dialog = window.show_about()
    _settle(app, dialog)
    for i, name in enumerate(("about", "about-credits", "about-licences")[: dialog.tabs.count()]):
        dialog.tabs.setCurrentIndex(i)
        _settle(app, dialog)
        visit(name, dialog)
    dialog.reject()


def _rules(app: QApplication, window: MainWindow, visit: Visit) -> None:
    dialog = window.show_rules()
    _settle(app, dialog)
    visit("rules", dialog)
    dialog.close()


def _keyboard_help(app: QApplication, window: MainWindow, visit: Visit) -> None:
    box = window.show_keyboard_help()
    _settle(app, box)
    visit("keyboard-help", box)
    box.reject()


def _deal_summary_and_review(app: QApplication, window: MainWindow, visit: Visit) -> None:
    """The first deal of a seeded partie, its summary, then its review (a light one, in this
    process: the pictures need the panel, not a review at full strength)."""
    from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
    from piquet_desktop.ai.player import Table
    from piquet_desktop.ai.review import ReviewSettings
    from piquet_desktop.app import wait_until
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.rules import RUBICON

    table = Table.new(RUBICON, (RandomPlayer(), GreedyPlayer()), REVIEW_SEED)
    table.play_deal()
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "club"))
    record = PartieRecord(RUBICON, players, REVIEW_SEED, list(table.state.actions))
    c = window.controller
    c.load(record, None)
    wait_until(lambda: c.awaiting_next_deal, 10_000)
    summaries = window.summaries
    dialog = summaries.show_summary(1)
    if dialog is None:
        raise RuntimeError("no summary of the first deal")
    _settle(app, dialog)
    visit("deal-summary-dialog", dialog)
    summaries.reviews.settings = ReviewSettings(
        play_worlds=12, exchange_worlds=12, declaration_worlds=8, talon_worlds=4
    )
    summaries.reviews.workers = False
    done: list[object] = []
    summaries.reviews.finished.connect(done.append)
    panel = summaries.show_review(1)
    wait_until(lambda: bool(done), 120_000)
    if panel is not None:
        _settle(app, dialog)
        visit("review-panel", dialog)
    dialog.reject()


def _end_of_partie(app: QApplication, window: MainWindow, visit: Visit) -> None:
    """A whole partie played, its last summary giving the result over the table."""
    from piquet_desktop.ai.baselines import GreedyPlayer
    from piquet_desktop.ai.player import play_partie
    from piquet_desktop.app import wait_until
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.rules import RUBICON

    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "expert"))
    window.controller.load(PartieRecord(RUBICON, players, 5, list(state.actions)), None)
    wait_until(lambda: window.controller.is_over, 10_000)
    last = window.controller.view().results[-1].number
    dialog = window.summaries.show_summary(last)
    if dialog is None:
        raise RuntimeError("no summary at the end of the partie")
    _settle(app, dialog)
    visit("end-of-partie", dialog)
    dialog.reject()
    _settle(app, window)
    visit("window-partie-over", window)


def _library_and_statistics(app: QApplication, window: MainWindow, visit: Visit) -> None:
    library = window.show_library()
    library.resize(*SCREEN)
    library.select_row(0)
    _settle(app, library)
    visit("library", library)
    library.close()
    statistics = window.show_statistics()
    statistics.resize(*SCREEN)
    _settle(app, statistics)
    visit("statistics", statistics)
    statistics.close()


def _damaged_file(app: QApplication, window: MainWindow, visit: Visit) -> None:
    from piquet_desktop.engine.file_type import RECORD_SUFFIX

    folder = Path(os.environ["PIQUET_DATA_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    damaged = folder / f"damaged{RECORD_SUFFIX}"
    damaged.write_text('{"format": "piquet-partie", "version": 1, "rules": {}', "utf-8")
    window.open_path(damaged)
    box = window.notices.error_box
    if box is None:
        raise RuntimeError("opening a damaged file showed no message")
    _settle(app, box)
    visit("damaged-file", box)
    box.close()


def _unsaved_quit(app: QApplication, window: MainWindow, visit: Visit) -> None:
    from piquet_desktop.ui.partie_files import unsaved_question

    box = unsaved_question(window, "quit")
    _settle(app, box)
    visit("unsaved-quit", box)
    box.close()


def _file_dialogs(app: QApplication, window: MainWindow, visit: Visit) -> None:
    """Qt's own Open and Save dialogs, as File > Open and Save As open them. Where the desktop
    has native ones the app shows those instead (not its to lay out): Qt's own are pictured."""
    from PySide6.QtCore import Qt

    native = Qt.ApplicationAttribute.AA_DontUseNativeDialogs
    was = app.testAttribute(native)
    app.setAttribute(native, True)  # never a native dialog, which would wait for a person
    try:
        _visit_modal(app, "open-dialog", visit, window.files.ask_open_path)
        _visit_modal(app, "save-dialog", visit, window.files.ask_save_path)
    finally:
        app.setAttribute(native, was)


def _start_and_exchange(app: QApplication, window: MainWindow, visit: Visit) -> None:
    """The window as it opens, in Learn to Play's exchange, then at the exchange of a seeded
    partie."""
    from piquet_desktop.app import wait_until
    from piquet_desktop.engine.rules import RuleSet
    from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice

    _settle(app, window)
    visit("window-start", window)
    c = window.controller
    if window.learn_to_play():  # the lesson's panel at its exchange step, its hint explained
        wait_until(lambda: c.decision() is not None, 10_000)
        window.lesson.press_next()
        wait_until(lambda: window.lesson.step == "exchange" and window.lesson.has_hint, 30_000)
        _settle(app, window)
        visit("window-lesson", window)
        window.lesson.leave()
    window.new_partie(NewPartieChoice(RuleSet(), "greedy", 4, "You"))
    wait_until(lambda: c.decision() is not None, 10_000)
    _settle(app, window)
    visit("window-exchange", window)


Scene = Callable[["QApplication", "MainWindow", Visit], None]

SCENES: tuple[Scene, ...] = (
    _start_and_exchange,
    _new_partie,
    _preferences,
    _about,
    _rules,
    _keyboard_help,
    _deal_summary_and_review,
    _end_of_partie,
    _library_and_statistics,
    _damaged_file,
    _unsaved_quit,
    _file_dialogs,
)
"""Each opens its dialogs over the main window, visits them, and closes them again."""

SCENE_NAMES: tuple[str, ...] = (
    "window-start",
    "window-lesson",
    "window-exchange",
    "new-partie",
    "new-partie-advanced",
    "preferences",
    "about",
    "about-credits",
    "about-licences",
    "rules",
    "keyboard-help",
    "deal-summary-dialog",
    "review-panel",
    "end-of-partie",
    "window-partie-over",
    "library",
    "statistics",
    "damaged-file",
    "unsaved-quit",
    "open-dialog",
    "save-dialog",
)
"""The names the scenes visit, in order (the pictures' file names)."""

PICTURED_BY_SCREENSHOTS = frozenset({"window-start", "window-lesson", "window-exchange"})
"""Scenes checked but not saved when ``tools.screenshots`` pictures the window's moments too."""


def open_scenes(visit: Visit, scenes: Sequence[Scene] = SCENES) -> None:
    """Open a main window (instant animations, no autosave) and run ``scenes`` over it.

    Call it with a ``QApplication`` made, the language installed and private folders set
    (``private_app`` and ``speak`` do both), a library filled for the library's scene."""
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.ui.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication), "make the QApplication first"
    settings = AppSettings()
    settings.animation_speed = 0.0
    window = MainWindow(settings, autosave_enabled=False)
    window.files.ask_unsaved = lambda doing: False  # type: ignore[method-assign]
    window.resize(*SCREEN)
    try:
        for scene in scenes:
            scene(app, window, visit)
    finally:
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        app.processEvents()


# ------------------------------------------------------------------------------ the tool


@contextmanager
def private_app() -> Iterator[Path]:
    """A ``QApplication`` (offscreen unless said otherwise) with its own temporary settings and
    data folders, restored afterwards; yields the temporary folder."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import apply_app_identity

    existing = QApplication.instance()
    if not isinstance(existing, QApplication):
        QApplication(sys.argv[:1])
    apply_app_identity()
    saved = {key: os.environ.get(key) for key in ("PIQUET_DATA_DIR", "PIQUET_SETTINGS_DIR")}
    with tempfile.TemporaryDirectory(prefix="piquet-dialog-shots-") as private:
        os.environ["PIQUET_DATA_DIR"] = str(Path(private) / "data")
        os.environ["PIQUET_SETTINGS_DIR"] = str(Path(private) / "settings")
        try:
            yield Path(private)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def speak(language: str, folder: Path) -> str:
    """Compile the checkout's catalogues into ``folder`` and speak ``language`` (the app's
    words and Qt's own); returns the language installed."""
    from piquet_desktop import translation
    from piquet_desktop.tools import translations

    translations.build(out=folder)
    code = translation.install(language, folder)
    translation.install_qt_translations(code)
    return code


def take_dialog_screenshots(
    out_dir: Path,
    language: str,
    *,
    window_moments: bool = True,
    scenes: Sequence[Scene] = SCENES,
) -> tuple[list[Path], dict[str, list[str]]]:
    """Save the pictures of ``scenes`` into ``out_dir`` in ``language``; returns the files and,
    by picture, the texts that do not fit."""
    from piquet_desktop.tools.library_screenshots import fill_sample_library
    from piquet_desktop.tools.screenshots import take_screenshots
    from piquet_desktop.ui import colour_scheme

    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    problems: dict[str, list[str]] = {}

    def save(name: str, widget: QWidget) -> None:
        cut = clipped_texts(widget)
        if cut:
            problems[name] = cut
        if window_moments and name in PICTURED_BY_SCREENSHOTS:
            return  # start-screen.png, lesson.png and exchange.png show the same
        path = out_dir / f"{name}.png"
        if not widget.grab().save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")
        written.append(path)

    with private_app() as private:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        assert isinstance(app, QApplication)
        speak(language, private / "catalogues")
        colour_scheme.apply(app, "light")
        if window_moments:
            written.extend(take_screenshots(out_dir, size=SCREEN))
        fill_sample_library(private / "data" / "library")
        open_scenes(save, scenes)
    return written, problems


def main(argv: Sequence[str] | None = None) -> int:
    from piquet_desktop.translation import LANGUAGES

    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.tools.dialog_screenshots",
        description="Save a picture of every dialog and window in one language, and list the "
        "texts that do not fit.",
    )
    parser.add_argument("--language", choices=sorted(LANGUAGES), default="fr")
    parser.add_argument("--out", type=Path, required=True, help="folder for the PNG files")
    parser.add_argument(
        "--dialogs-only",
        action="store_true",
        help="leave out the main window's moments (tools.screenshots), which take longest",
    )
    args = parser.parse_args(argv)
    written, problems = take_dialog_screenshots(
        args.out, args.language, window_moments=not args.dialogs_only
    )
    for path in written:
        print(path)
    for name, cut in problems.items():
        for line in cut:
            print(f"{name}: {line}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
