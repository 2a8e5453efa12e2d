"""The partie on disk: open, save, resume the autosave, and the questions asked first.

A file never replaces the partie in play without leave: ``confirm_abandon`` offers to save an
unsaved one first, and a file that cannot be read is refused by name with the partie in play kept
as it was. Every question that blocks (the file dialogs, "save it first?") is an ``ask_*``
method, so tests replace them and never wait on a modal loop; errors go to the window's
non-blocking ``Notices``. The autosave is not asked about: the start screen offers to continue it
(``resumable``, ``resume``).

Opening a file is one of the ways the partie in play is replaced (a new partie and "continue from
here" are the others), so before it loads a record it calls ``make_way``, the window's own step
(leave a replay, close a deal summary), and after it emits ``opened``.

Records are read through ``loader`` (controller/record_loader.py), the one ``RecordLoader`` of
the window, which replays and checks a large file on a worker thread: the window keeps
answering, shows the busy cursor and "Opening <file>…" meanwhile, and refuses a second open
until the first is done. The file's partie replaces the one in play only once it is loaded, with
the same question and the same refusal as an ordinary file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.loaded_partie import LoadedPartie
from piquet_desktop.controller.partie_keeper import describe_resumable
from piquet_desktop.controller.record_loader import LoadError, RecordLoader, read_record
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.bounded_text import bounded
from piquet_desktop.engine.file_type import (
    OPENED_SUFFIXES,
    RECORD_SUFFIX,
    portable_name,
    renamed_to_record_suffix,
    with_record_suffix,
)
from piquet_desktop.engine.record import PartieRecord, RecordError
from piquet_desktop.translation import translate
from piquet_desktop.ui.notices import Notices
from piquet_desktop.words.opponent_labels import name_with_level
from piquet_desktop.words.text import display_name


def resume_description(record: PartieRecord | LoadedPartie) -> str:
    """The start screen's line under Continue: which deal, the score (the deal in play
    included, as the table's name plates count it), against whom; in au cent, the games won
    and that the first to three wins, which nothing else on the start screen says."""
    partie = describe_resumable(record)
    deal, planned, seen = partie.deal, partie.planned, partie.view
    a, b = seen.running_score(0), seen.running_score(1)
    you, opponent = (display_name(name) for name in partie.names)
    played_by = (record.record if isinstance(record, LoadedPartie) else record).players[1]
    against = name_with_level(opponent, played_by.level if played_by.kind == "ai" else None)
    if seen.rules.partie == "au_cent":
        games = seen.game_points()
        text = translate(
            "PartieFiles",
            "Deal {number} against {against}, first to three games (games {ga} to {gb}): "
            "{you} {a}, {opponent} {b}.",
        )
        return text.format(
            number=deal,
            against=against,
            opponent=opponent,
            you=you,
            a=a,
            b=b,
            ga=games[0],
            gb=games[1],
        )
    if planned and deal <= planned:
        text = translate(
            "PartieFiles",
            "Deal {number} of {planned} against {against}: {you} {a}, {opponent} {b}.",
        )
    else:
        text = translate(
            "PartieFiles", "Deal {number} against {against}: {you} {a}, {opponent} {b}."
        )
    return text.format(
        number=deal, planned=planned, against=against, opponent=opponent, you=you, a=a, b=b
    )


def file_filter() -> str:
    """The file dialogs' filter (Qt's "Label (globs);;Label (globs)"): the record's suffixes,
    and all files; the labels in the installed language (``FILE_FILTER`` in English)."""
    return translate("PartieFiles", "Piquet parties ({patterns});;All files (*)").format(
        patterns=" ".join(f"*{s}" for s in OPENED_SUFFIXES)
    )


def portable_choice(path: Path) -> tuple[Path, str | None]:
    """Where a file named ``path`` in a save dialog is written, and what to tell the player.

    Linux takes any name, but a name with ``: ? * " < > | \\`` or ending in a dot or a space
    could not be copied to a USB stick or opened on Windows, so such a name is written with those
    characters replaced (``engine.file_type.portable_name``) and the player is told. ``None``
    for the words: the name was portable. If the replaced name is taken by another file the
    path is ``path`` itself and the words are the refusal: nothing may be written then, since
    the dialog asked to replace only the file the player named.
    """
    portable = path.with_name(portable_name(path.name))
    if portable == path:
        return path, None
    if portable.exists():
        refusal = translate(
            "PartieFiles",
            '"{typed}" cannot be a file name on Windows or a USB stick (no : ? * " < > | \\, '
            'no dot or space at the end), and "{portable}" is already taken: nothing was '
            "written. Choose another name.",
        )
        return path, refusal.format(typed=path.name, portable=portable.name)
    note = translate(
        "PartieFiles",
        '"{typed}" cannot be a file name on Windows or a USB stick (no : ? * " < > | \\, '
        'no dot or space at the end): written as "{portable}".',
    )
    return portable, note.format(typed=path.name, portable=portable.name)


def still_loading() -> str:
    """The refusal of a second open while a large file is still loading (``RecordLoader``)."""
    return translate(
        "PartieFiles", "A partie is still being opened: wait for it before opening another."
    )


def _unsaved_text(doing: str) -> str:
    """The whole question for each thing that replaces the partie in play (one sentence per
    case, so that each reads right in every language); ``doing`` is the caller's key."""
    if doing == "quit":
        return translate(
            "PartieFiles", "The partie in play has not been saved. Save it before you quit?"
        )
    if doing == "start a new partie":
        return translate(
            "PartieFiles",
            "The partie in play has not been saved. Save it before you start a new partie?",
        )
    if doing == "start the lesson":
        return translate(
            "PartieFiles",
            "The partie in play has not been saved. Save it before you start the lesson?",
        )
    if doing == "continue a partie from the library":
        return translate(
            "PartieFiles",
            "The partie in play has not been saved. "
            "Save it before you continue a partie from the library?",
        )
    if doing == "continue from the replay":
        return translate(
            "PartieFiles",
            "The partie in play has not been saved. Save it before you continue from the replay?",
        )
    if doing.startswith("open "):
        return translate(
            "PartieFiles", "The partie in play has not been saved. Save it before you open {file}?"
        ).format(file=doing.removeprefix("open "))
    return translate("PartieFiles", "The partie in play has not been saved. Save it first?")


def unsaved_question(parent: QWidget, doing: str) -> QMessageBox:
    """The question "save the partie in play first?" before ``doing`` ("quit", "start a new
    partie", "start the lesson", "continue a partie from the library", "continue from the
    replay" or "open <file name>"): Save, Discard or Cancel.

    Qt's own texts for Save and Discard carry no letter on most platforms (and on GNOME Discard
    reads "Close without Saving"), so both are given theirs, Alt+S and Alt+D; Escape cancels.
    """
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("PartieFiles", "Unsaved partie"),
        _unsaved_text(doing),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Save).setText(translate("PartieFiles", "&Save"))
    box.button(QMessageBox.StandardButton.Discard).setText(translate("PartieFiles", "&Discard"))
    return box


def _ask(box: QMessageBox) -> QMessageBox.StandardButton:
    """Show ``box`` until it is answered (blocking) and give the standard button chosen."""
    box.exec()
    answer = box.standardButton(box.clickedButton())
    box.deleteLater()
    return answer


class PartieFiles(QObject):
    """Files of ``controller``'s partie, asked about over ``window``."""

    opened = Signal()  # a file became the partie in play

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        settings: AppSettings,
        notices: Notices,
        make_way: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self.controller = controller
        self.settings = settings
        self.notices = notices
        self._make_way = make_way
        # Every record the window opens comes through this one loader (the replays and the
        # library's too), so a second open while a large file loads is refused, not raced.
        self.loader = RecordLoader(self)
        self._busy_text = ""
        self._opening: Path | None = None
        self.loader.busyChanged.connect(self._on_busy)

    # ================================================================================ resuming
    def resumable(self) -> LoadedPartie | None:
        """The unfinished partie of the autosave, if any (a damaged one is reported and set
        aside by ``autosave.find_resumable``)."""
        return autosave.find_resumable(report=self.notices.message)

    def resume(self, record: PartieRecord | LoadedPartie) -> bool:
        """Continue the autosaved ``record`` (the start screen's Continue); True if it was."""
        self._make_way()
        try:
            self.controller.load(record, None)
        except RecordError as exc:
            self.notices.error(
                translate("PartieFiles", "Cannot resume"),
                translate("PartieFiles", "The autosaved partie cannot be resumed: {reason}").format(
                    reason=exc
                ),
            )
            return False
        self.notices.message(
            translate("PartieFiles", "Your unfinished partie is back where you left it.")
        )
        self.opened.emit()
        return True

    # ================================================================================ files
    def confirm_abandon(self, doing: str) -> bool:
        """Before replacing the partie in play: True to go on (saved first if asked). Asked
        only when play would be lost (``lost_on_abandon``): not for a finished partie the
        library holds."""
        c = self.controller
        if not c.keeper.lost_on_abandon:
            return True
        answer = self.ask_unsaved(doing)
        if answer is None:
            return False
        if answer:
            return self.save()
        return True

    def ask_unsaved(self, doing: str) -> bool | None:
        """Save the partie in play first? True: save, False: discard, None: cancel."""
        answer = _ask(unsaved_question(self._window, doing))
        if answer == QMessageBox.StandardButton.Cancel:
            return None
        return answer == QMessageBox.StandardButton.Save

    def ask_open_path(self, title: str | None = None) -> Path | None:
        if title is None:
            title = translate("PartieFiles", "Open a partie")
        start = str(self._folder())
        name, _ = QFileDialog.getOpenFileName(self._window, title, start, file_filter())
        return Path(name) if name else None

    def ask_save_path(self) -> Path | None:
        path = self.controller.path
        if path is None:
            start = self._folder() / f"partie{RECORD_SUFFIX}"
        else:  # a partie opened from an older build's file is offered the current type
            start = renamed_to_record_suffix(path)
        name, _ = QFileDialog.getSaveFileName(
            self._window, translate("PartieFiles", "Save the partie"), str(start), file_filter()
        )
        return with_record_suffix(Path(name)) if name else None

    def _folder(self) -> Path:
        """Where Open and Save start: beside the last partie opened, else the Documents
        folder (as the exports do), never the working folder a launcher happened to leave."""
        recent = self.settings.recent_files
        if recent:
            return recent[0].parent
        from piquet_desktop.controller.csv_files import default_folder  # not with the window

        return default_folder()

    def load(
        self,
        path: Path,
        on_loaded: Callable[[LoadedPartie], object],
        on_failed: Callable[[LoadError], object] | None = None,
        *,
        read: Callable[[Path], LoadedPartie] = read_record,
    ) -> bool:
        """Load the record at ``path`` through the window's ``loader`` (a large file on its
        worker thread) with ``read`` (``RecordLoader.load``), then ``on_loaded(record)``; a
        file that cannot be read is refused by name (``refuse``), after ``on_failed``. False if
        another load is still running: the player is told, and nothing else happens."""

        def failed(exc: LoadError) -> None:
            if on_failed is not None:
                on_failed(exc)
            self.refuse(path, exc)

        self._opening = path  # named in the status bar if it goes to the worker
        try:
            started = self.loader.load(path, on_loaded, failed, read=read)
        finally:
            self._opening = None
        if started:
            return True
        self.notices.message(still_loading())
        return False

    def _on_busy(self, busy: bool) -> None:
        """A large file is loading: the status bar says which and the cursor shows the app is
        busy (the busy cursor, not the wait cursor: the window still answers meanwhile)."""
        if busy:
            if self._opening is not None:  # the Library's loads say so in its own window
                text = translate("PartieFiles", "Opening {file}…")
                self._busy_text = text.format(file=self._opening.name)
                self.notices.message(self._busy_text)
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        else:
            QApplication.restoreOverrideCursor()
            if self._busy_text and self.notices.current() == bounded(self._busy_text):
                self.notices.message("")  # what comes next says how it went
            self._busy_text = ""

    def refuse(self, path: Path, exc: LoadError) -> None:
        """Say why the record at ``path`` cannot be opened."""
        if isinstance(exc, RecordError):
            self.notices.error(
                translate("PartieFiles", "Cannot open the partie"),
                translate("PartieFiles", "{file} cannot be opened: {reason}").format(
                    file=path.name, reason=exc
                ),
            )
            return
        reason = exc.strerror or str(exc)
        self.notices.error(
            translate("PartieFiles", "Cannot open the partie"),
            translate("PartieFiles", "{file} cannot be read: {reason}.").format(
                file=path.name, reason=reason
            ),
        )

    def remember(self, path: Path) -> None:
        """Put ``path`` first in File > Open Recent."""
        self.settings.add_recent_file(path)

    def open_dialog(self) -> None:
        path = self.ask_open_path()
        if path is not None:
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        """Open a record and continue it; on any problem the partie in play is kept as it was.

        True if it was opened, or is being loaded (a large file: the outcome comes later, the
        same way); False if it was refused, or another file is still loading."""
        path = Path(path)
        outcome: list[bool] = []

        def forget_missing(_exc: LoadError) -> None:
            outcome.append(False)
            if not path.exists():
                self.settings.remove_recent_file(path)

        if not self.load(
            path, lambda record: outcome.append(self._open(record, path)), forget_missing
        ):
            return False
        return outcome[0] if outcome else True

    def _open(self, record: LoadedPartie, path: Path) -> bool:
        """The record loaded from ``path`` becomes the partie in play, if the player agrees."""
        if not self.confirm_abandon(f"open {path.name}"):
            return False
        self._make_way()
        self.controller.load(record, path)
        self.remember(path)
        self.notices.message(translate("PartieFiles", "Opened {file}.").format(file=path.name))
        self.opened.emit()
        return True

    def save(self) -> bool:
        path = self.controller.path
        if path is None:
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        if path is None:
            return False
        written, words = portable_choice(path)
        if words is not None and written == path:
            self.notices.error(translate("PartieFiles", "Cannot save the partie"), words)
            return False
        if not self.save_to(written):
            return False
        if words is not None:
            self.notices.message(words)
        return True

    def save_to(self, path: str | Path) -> bool:
        """Write the partie in play to ``path``; a failure is reported and nothing is lost."""
        path = Path(path)
        if not self.controller.has_partie:
            self.notices.message(translate("PartieFiles", "There is no partie to save."))
            return False
        try:
            self.controller.save(path)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.notices.error(
                translate("PartieFiles", "Cannot save the partie"),
                translate("PartieFiles", "{file} cannot be written: {reason}.").format(
                    file=path.name, reason=reason
                ),
            )
            return False
        self.remember(path)
        self.notices.message(translate("PartieFiles", "Saved to {file}.").format(file=path))
        return True
