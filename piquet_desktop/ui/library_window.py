"""The Library window: every partie kept, to find, sort, continue, replay, review, export, delete.

A window of its own (File ▸ Library…, Ctrl+L, or the start screen), beside the table rather than
over it, so the player can keep it open while he plays. It shows the controller layer's
``LibraryFilter`` over a ``LibraryModel`` in a table view, sorted by any column (click its
header) and filtered by the search text and the variant, opponent and result boxes.

What it does not do itself: the partie in play belongs to the main window, which asks before
replacing an unsaved one, so Continue, Replay and Review are signals carrying the partie loaded
with one replay, a ``LoadedPartie`` (``continueRequested``, ``replayRequested``,
``reviewRequested``); the window connects them.
Export, Delete (with Undo in the bar that says it was deleted), Add Files… and files dropped on
the window are the library's own business and done here. A damaged entry shows its reason and
can be exported (as it is, for a bug report) or deleted, never continued. Every question that
blocks (the file dialogs) is an ``ask_*`` method, so tests replace it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QHideEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop.controller.csv_files import default_folder, model_csv, write_whole
from piquet_desktop.controller.library_model import (
    RESULTS,
    LibraryFilter,
    LibraryModel,
    opponent_of,
    result_words,
    variant_words,
)
from piquet_desktop.controller.loaded_partie import LoadedPartie, read_partie
from piquet_desktop.controller.record_loader import RecordLoader
from piquet_desktop.engine.bounded_text import bounded
from piquet_desktop.engine.file_type import RECORD_SUFFIX, with_record_suffix
from piquet_desktop.engine.record import RecordError
from piquet_desktop.library import (
    Deleted,
    Library,
    LibraryEntry,
    LibraryError,
)
from piquet_desktop.translation import translate
from piquet_desktop.ui.partie_files import file_filter, portable_choice, still_loading
from piquet_desktop.ui.sort_arrow_header import SortArrowHeader
from piquet_desktop.words.save_failure import failure_reason
from piquet_desktop.words.text import display_name

__all__ = ["LibraryWindow"]

_ALL = ""


class LibraryWindow(QWidget):
    """The list of the library's parties and what can be done with one.

    ``in_play`` gives the id of the unfinished partie at the table, if any: it cannot be
    deleted (it would be kept again at the next move) and "continuing" it just shows the table.
    """

    continueRequested = Signal(object)  # LoadedPartie, to play on
    replayRequested = Signal(object, str)  # LoadedPartie (with its positions), title
    reviewRequested = Signal(object)  # LoadedPartie (with its positions), to review

    def __init__(
        self,
        library: Library,
        *,
        in_play: Callable[[], str | None] = lambda: None,
        loader: RecordLoader | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("libraryWindow")
        self.setWindowTitle(translate("LibraryWindow", "Library"))
        self.setAcceptDrops(True)
        self.library = library
        self._in_play = in_play
        # The main window's loader, so that one load runs at a time in the whole app.
        self.loader = loader if loader is not None else RecordLoader(self)
        self._deleted: Deleted | None = None
        self.model = LibraryModel(library, self)
        self.proxy = LibraryFilter(self.model, self)

        self.search = QLineEdit(self)
        self.search.setObjectName("librarySearch")
        self.search.setPlaceholderText(
            translate("LibraryWindow", "Opponent, date, variant, result…")
        )
        self.search.setClearButtonEnabled(True)
        self.variant_box = QComboBox(self)
        self.variant_box.setObjectName("libraryVariant")
        self.opponent_box = QComboBox(self)
        self.opponent_box.setObjectName("libraryOpponent")
        self.result_box = QComboBox(self)
        self.result_box.setObjectName("libraryResult")
        self.result_box.addItem(translate("LibraryWindow", "All results"), _ALL)
        for result in RESULTS:
            self.result_box.addItem(result_words(result), result)
        filters = QHBoxLayout()
        for text, field in (
            (translate("LibraryWindow", "&Search:"), self.search),
            (translate("LibraryWindow", "&Variant:"), self.variant_box),
            (translate("LibraryWindow", "&Opponent:"), self.opponent_box),
            (translate("LibraryWindow", "Resul&t:"), self.result_box),
        ):
            label = QLabel(text, self)
            label.setBuddy(field)
            filters.addWidget(label)
            filters.addWidget(field, 2 if field is self.search else 1)

        self.table = QTableView(self)
        self.table.setObjectName("libraryTable")
        self.table.setHorizontalHeader(SortArrowHeader(self.table))  # down: newest first
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # last played first
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _index: self._default_action())

        self.detail = QLabel(self)
        self.detail.setObjectName("libraryDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)

        self.undo_bar = QFrame(self)
        self.undo_bar.setObjectName("libraryUndoBar")
        self.undo_bar.setFrameShape(QFrame.Shape.StyledPanel)
        self.undo_label = QLabel(self.undo_bar)
        self.undo_label.setTextFormat(Qt.TextFormat.PlainText)  # the opponent's name
        self.undo_button = QPushButton(translate("LibraryWindow", "&Undo"), self.undo_bar)
        self.undo_button.setObjectName("libraryUndo")
        self.undo_button.clicked.connect(self.undo_delete)
        undo_layout = QHBoxLayout(self.undo_bar)
        undo_layout.setContentsMargins(8, 4, 8, 4)
        undo_layout.addWidget(self.undo_label, 1)
        undo_layout.addWidget(self.undo_button)
        self.undo_bar.hide()
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo_delete)
        # A window of its own closes as the other windows of a desktop do.
        for keys in (QKeySequence(Qt.Key.Key_Escape), QKeySequence("Ctrl+Q")):
            QShortcut(keys, self, self.close)

        self.continue_button = self._button(
            translate("LibraryWindow", "&Continue"), "libraryContinue", self.continue_selected
        )
        self.replay_button = self._button(
            translate("LibraryWindow", "&Replay"), "libraryReplay", self.replay_selected
        )
        self.review_button = self._button(
            translate("LibraryWindow", "Revie&w"), "libraryReview", self.review_selected
        )
        self.export_button = self._button(
            translate("LibraryWindow", "&Export…"), "libraryExport", self.export_selected
        )
        self.delete_button = self._button(
            translate("LibraryWindow", "&Delete"), "libraryDelete", self.delete_selected
        )
        self.add_button = self._button(
            translate("LibraryWindow", "&Add Files…"), "libraryAdd", self.add_files_dialog
        )
        self.add_button.setToolTip(
            translate("LibraryWindow", "Add saved parties to the library (or drop them here)")
        )
        self.csv_button = self._button(
            translate("LibraryWindow", "Save &List as CSV…"), "libraryCsv", self.export_list_dialog
        )
        self.csv_button.setToolTip(
            translate(
                "LibraryWindow", "Save the list as shown (sorted and filtered) for a spreadsheet"
            )
        )
        buttons = QHBoxLayout()
        for button in (
            self.continue_button,
            self.replay_button,
            self.review_button,
            self.export_button,
            self.delete_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.add_button)

        self.status = QLabel(self)
        self.status.setObjectName("libraryStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addWidget(self.undo_bar)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        self.resize(960, 560)

        self.search.textChanged.connect(self.proxy.set_text)
        self.variant_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_variant(self.variant_box.currentData())
        )
        self.opponent_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_opponent(self.opponent_box.currentData())
        )
        self.result_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_result(self.result_box.currentData() or None)
        )
        self._reselect: str | None = None
        self.model.modelAboutToBeReset.connect(self._before_reset)
        self.model.modelReset.connect(self._on_reset)
        self.table.selectionModel().selectionChanged.connect(lambda *_a: self._update())
        self.proxy.layoutChanged.connect(self._update)
        self.proxy.rowsInserted.connect(lambda *_a: self._update())
        self.proxy.rowsRemoved.connect(lambda *_a: self._update())
        self._on_reset()
        self._say_notes()

    def _button(self, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # ================================================================================ state
    def _before_reset(self) -> None:
        entry = self.selected()
        self._reselect = entry.id if entry is not None else None

    def _on_reset(self) -> None:
        """The library changed: fill the filter boxes again, keep their choice and the entry
        selected, update all."""
        entries = self.model.entries()
        variants = {e.facts.variant: variant_words(e.facts.rules) for e in entries if e.facts}
        opponents = {opponent_of(e): opponent_of(e) for e in entries if e.facts}
        self._fill(self.variant_box, translate("LibraryWindow", "All variants"), variants)
        self._fill(self.opponent_box, translate("LibraryWindow", "All opponents"), opponents)
        if self.model.error:
            self.say(self.model.error)
        for row in range(self.proxy.rowCount()):
            if self.proxy.entry(row).id == self._reselect:
                self.select_row(row)
                break
        self._update()

    def _fill(self, box: QComboBox, everything: str, values: dict[str, str]) -> None:
        """Offer ``values`` (each data's text) under ``everything``, keeping the choice."""
        chosen = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(everything, _ALL)
        for value, text in sorted(values.items(), key=lambda item: item[1].lower()):
            box.addItem(text, value)
        index = box.findData(chosen) if chosen else 0
        box.setCurrentIndex(max(index, 0))
        box.blockSignals(False)
        if chosen and index < 0:  # the value chosen is gone: show everything again
            box.currentIndexChanged.emit(0)

    def _say_notes(self) -> None:
        if self.library.notes:
            self.say(" ".join(self.library.notes))
            self.library.notes.clear()

    def selected(self) -> LibraryEntry | None:
        """The entry of the selected row, if any."""
        rows = self.table.selectionModel().selectedRows()
        return self.proxy.entry(rows[0].row()) if rows else None

    def select_row(self, row: int) -> None:
        index = self.proxy.index(row, 0)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().select(index, flags)
        self.table.setCurrentIndex(index)

    def _update(self) -> None:
        entry = self.selected()
        chosen = entry is not None
        loadable = entry is not None and entry.damage is None
        self.continue_button.setEnabled(entry is not None and loadable and entry.can_continue)
        self.replay_button.setEnabled(loadable)
        self.review_button.setEnabled(loadable)
        self.export_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.detail.setText(self._describe(entry))

    def _describe(self, entry: LibraryEntry | None) -> str:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        if shown == total:
            count = translate("LibraryWindow", "%n partie(s)", None, total)
        else:
            count = translate("LibraryWindow", "{shown} of %n partie(s) shown", None, total).format(
                shown=shown
            )
        if entry is None:
            return count
        if entry.damage is not None:
            return translate(
                "LibraryWindow", "This record cannot be loaded: {reason}. It is kept as {path}."
            ).format(reason=bounded(entry.damage), path=entry.path)
        facts = entry.facts
        assert facts is not None
        fields = {
            "count": count,
            "human": display_name(facts.human),
            "opponent": opponent_of(entry),
            "variant": variant_words(facts.rules),
        }
        if facts.result is None:
            deals = facts.deals  # a name: lupdate drops a call whose count is not one
            return translate(
                "LibraryWindow",
                "{count}. {human} against {opponent}, {variant}: %n deal(s) played, "
                "{score} – {opponent_score}.",
                None,
                deals,
            ).format(score=facts.score[0], opponent_score=facts.score[1], **fields)
        margin = abs(facts.margin or 0)
        if facts.result == "won":
            said = translate(
                "LibraryWindow", "{count}. {human} against {opponent}, {variant}: won by {margin}."
            )
        elif facts.result == "lost":
            said = translate(
                "LibraryWindow", "{count}. {human} against {opponent}, {variant}: lost by {margin}."
            )
        else:
            said = translate(
                "LibraryWindow",
                "{count}. {human} against {opponent}, {variant}: drawn by {margin}.",
            )
        return said.format(margin=margin, **fields)

    def say(self, text: str) -> None:
        """A line under the buttons: what was done, or why not (bounded: it may quote a file)."""
        self.status.setText(bounded(text))

    # ================================================================================ actions
    def _default_action(self) -> None:
        entry = self.selected()
        if entry is not None and entry.damage is None:
            (self.continue_selected if entry.can_continue else self.replay_selected)()

    def _load(
        self,
        entry: LibraryEntry,
        then: Callable[[LoadedPartie], object],
        *,
        positions: bool = False,
    ) -> bool:
        """Load ``entry``'s record through ``loader`` (a large one off the GUI thread: the
        database is read here, only the file there), then ``then(record)``; ``positions``: for
        a replay, whose positions the same replay gathers (``read_partie``). False if it cannot
        be loaded now (said on the line under the buttons); True if loaded or loading."""
        key = entry.id

        def failed(exc: Exception) -> None:
            self.say(
                translate("LibraryWindow", "This partie cannot be loaded: {reason}").format(
                    reason=exc
                )
            )

        try:
            path = self.library.record_file(key)
        except (RecordError, LibraryError) as exc:
            failed(exc)
            return False
        outcome: list[bool] = []
        loading = translate("LibraryWindow", "Loading the partie…")

        def failed_and_said(exc: Exception) -> None:
            outcome.append(False)
            failed(exc)

        def loaded(partie: LoadedPartie) -> None:
            outcome.append(True)
            if self.status.text() == loading:
                self.say("")
            then(partie)

        started = self.loader.load(
            path,
            loaded,
            failed_and_said,
            read=lambda file: read_partie(file, key, positions=positions),
        )
        if not started:
            self.say(still_loading())
            return False
        if not outcome:
            self.say(loading)
        return outcome[0] if outcome else True

    def continue_selected(self) -> bool:
        entry = self.selected()
        if entry is None or entry.damage is not None or not entry.can_continue:
            self.say(translate("LibraryWindow", "Choose an unfinished partie to continue."))
            return False
        return self._load(entry, self._continue_loaded)

    def _continue_loaded(self, partie: LoadedPartie) -> None:
        self.continueRequested.emit(partie)

    def replay_selected(self) -> bool:
        entry = self.selected()
        if entry is None or entry.damage is not None:
            return False
        title = translate("LibraryWindow", "{date} against {opponent}").format(
            date=f"{entry.played.astimezone():%Y-%m-%d}", opponent=opponent_of(entry)
        )
        return self._load(entry, lambda partie: self._replay_loaded(partie, title), positions=True)

    def _replay_loaded(self, partie: LoadedPartie, title: str) -> None:
        self.replayRequested.emit(partie, title)

    def review_selected(self) -> bool:
        entry = self.selected()
        if entry is None or entry.damage is not None:
            return False
        return self._load(entry, self._review_loaded, positions=True)

    def _review_loaded(self, partie: LoadedPartie) -> None:
        self.reviewRequested.emit(partie)

    def ask_export_path(self, entry: LibraryEntry) -> Path | None:
        start = default_folder() / f"partie-{entry.played.astimezone():%Y-%m-%d}{RECORD_SUFFIX}"
        name, _ = QFileDialog.getSaveFileName(
            self, translate("LibraryWindow", "Export the partie"), str(start), file_filter()
        )
        if not name:
            return None
        return with_record_suffix(Path(name))

    def export_selected(self) -> bool:
        entry = self.selected()
        if entry is None:
            return False
        asked = self.ask_export_path(entry)
        if asked is None:
            return False
        path, words = portable_choice(asked)
        if words is not None and path == asked:
            self.say(words)  # the portable name is another file's: nothing written
            return False
        try:
            self.library.export(entry.id, path)
        except LibraryError as exc:
            self.say(
                translate("LibraryWindow", "{file} cannot be written: {reason}.").format(
                    file=path.name, reason=exc
                )
            )
            return False
        done = translate("LibraryWindow", "Exported to {path}.").format(path=path)
        self.say(done if words is None else f"{done} {words}")
        return True

    def ask_list_path(self) -> Path | None:
        start = default_folder() / "piquet-parties.csv"
        name, _ = QFileDialog.getSaveFileName(
            self,
            translate("LibraryWindow", "Save the list as CSV"),
            str(start),
            translate("LibraryWindow", "CSV files (*.csv)"),
        )
        return Path(name) if name else None

    def export_list_dialog(self) -> bool:
        path = self.ask_list_path()
        return path is not None and self.export_list(path)

    def export_list(self, path: Path) -> bool:
        """The list as shown (its columns, sort and filters) to ``path`` as CSV; a failure is
        said and leaves a file already there as it was."""
        try:
            write_whole(path, model_csv(self.proxy))
        except (OSError, UnicodeError) as exc:
            self.say(
                translate("LibraryWindow", "{file} cannot be written: {reason}.").format(
                    file=path.name, reason=failure_reason(exc)
                )
            )
            return False
        self.say(translate("LibraryWindow", "The list is saved as {path}.").format(path=path))
        return True

    def delete_selected(self) -> bool:
        entry = self.selected()
        if entry is None:
            return False
        if entry.id == self._in_play() and entry.status == "in_progress":
            self.say(
                translate(
                    "LibraryWindow",
                    "This partie is in play at the table: it cannot be deleted while it is.",
                )
            )
            return False
        try:
            self._deleted = self.library.delete(entry.id)
        except LibraryError as exc:
            self.say(
                translate("LibraryWindow", "The partie cannot be deleted: {reason}.").format(
                    reason=exc
                )
            )
            return False
        when = f"{entry.played.astimezone():%Y-%m-%d}"
        if opponent_of(entry):
            deleted = translate(
                "LibraryWindow", "Deleted the partie of {date} against {opponent}."
            ).format(date=when, opponent=opponent_of(entry))
        else:
            deleted = translate(
                "LibraryWindow", "Deleted the partie of {date} against a damaged record."
            ).format(date=when)
        self.undo_label.setText(deleted)
        self.undo_bar.show()
        self.say("")
        return True

    def undo_delete(self) -> bool:
        deleted = self._deleted
        if deleted is None:
            return False
        try:
            self.library.restore(deleted)
        except LibraryError as exc:
            self.say(
                translate("LibraryWindow", "The partie cannot be put back: {reason}.").format(
                    reason=exc
                )
            )
            return False
        self._deleted = None
        self.undo_bar.hide()
        self.say(translate("LibraryWindow", "The partie is back in the library."))
        return True

    def ask_add_paths(self) -> list[Path]:
        names, _ = QFileDialog.getOpenFileNames(
            self,
            translate("LibraryWindow", "Add parties to the library"),
            str(Path.home()),
            file_filter(),
        )
        return [Path(n) for n in names]

    def add_files_dialog(self) -> int:
        return self.add_files(self.ask_add_paths())

    def add_files(self, paths: list[Path]) -> int:
        """Add saved record files; each one that cannot be read is named with its reason."""
        added, refused = 0, []
        for path in paths:
            try:
                self.library.add_file(path)
            except RecordError as exc:
                refused.append(
                    translate("LibraryWindow", "{file}: {reason}").format(
                        file=path.name, reason=exc
                    )
                )
            except LibraryError as exc:
                refused.append(
                    translate(
                        "LibraryWindow", "{file}: the library cannot keep it ({reason})"
                    ).format(file=path.name, reason=exc)
                )
            else:
                added += 1
        parts = [translate("LibraryWindow", "Added %n partie(s).", None, added)] if added else []
        if refused:
            parts.append(
                translate("LibraryWindow", "Not added: {files}.").format(
                    files=translate("LibraryWindow", "; ").join(refused)
                )
            )
        self.say(" ".join(parts))
        return added

    # ================================================================================ drops
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        self.add_files(paths)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._deleted = None  # the undo goes with the window; the file stays in deleted/
        self.undo_bar.hide()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.model.set_watched(True)  # read again if the library changed while it was hidden
        self._say_notes()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.model.set_watched(False)  # the partie at the table need not update a hidden list
        super().hideEvent(event)
