"""What the window tells the player: a sentence in the status bar, or a warning box.

News of the partie (what the computer did, a refusal, a game won) is said when the table shows
it: while cards still move, ``news`` holds the sentences back and ``table_at_rest`` says them
together, so the status bar never reports a card the table has not drawn yet. Once the player
acts (``moved_on``), what was said about the position before is out of date and is cleared.

Both are bounded (``bounded_text.bounded``): a reason quoting a crafted file could otherwise be
megabytes long, and a label laying out megabytes freezes the window.

Neither blocks. A refusal or a failed file is said and the partie in play goes on as it was, and no
test ever waits on a modal loop: the box is opened with ``open()`` and kept as ``error_box`` so a
test can read it. Every part of the window that has something to say (the file flows, the replay,
the clicks on cards, the controller's own messages) says it here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox

from piquet_desktop.engine.bounded_text import bounded

NEWS_CHARACTERS = 110  # what a status bar beside the score shows of a line at 1024 px wide
STATUS_MS = 0  # status messages stay until the next one: a refusal must not vanish unread


class Notices:
    """The status bar's sentence and the one warning box of ``window``."""

    def __init__(self, window: QMainWindow, table_busy: Callable[[], bool] = lambda: False) -> None:
        self._window = window
        self._table_busy = table_busy
        self._held: list[str] = []
        self.error_box: QMessageBox | None = None

    def message(self, text: str) -> None:
        self._held.clear()  # said now, after anything held back
        self._window.statusBar().showMessage(bounded(text), STATUS_MS)

    def news(self, text: str) -> None:
        """A sentence about the partie, said once the table has drawn what it is about."""
        if self._table_busy():
            self._held.append(text)
        else:
            self.message(text)

    def table_at_rest(self) -> None:
        """Say what was held back: the latest sentences, as many as the bar has room for (the
        declarations' whole dialogue is in the log; the status bar keeps to what just happened)."""
        if not self._held:
            return
        said = [self._held[-1]]
        for text in reversed(self._held[:-1]):
            if len(text) + 1 + sum(len(t) + 1 for t in said) > NEWS_CHARACTERS:
                break
            said.insert(0, text)
        self.message(" ".join(said))

    def moved_on(self) -> None:
        """The player acted: sentences about the position before are out of date."""
        self._held.clear()
        self._window.statusBar().clearMessage()

    def current(self) -> str:
        """The status bar's sentence now ("" if none)."""
        return self._window.statusBar().currentMessage()

    def error(self, title: str, text: str) -> QMessageBox:
        """A warning box that does not block (the partie in play stays as it was)."""
        if self.error_box is not None:
            self.error_box.close()
        text = bounded(text)
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self._window
        )
        box.setObjectName("errorBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names, the loader's reasons
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.error_box = box
        box.open()
        self.message(text)
        return box
