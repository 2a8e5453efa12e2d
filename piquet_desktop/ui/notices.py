"""What the window tells the player: a sentence in the status bar, or a warning box.

Neither blocks. A refusal or a failed file is said and the partie in play goes on as it was, and no
test ever waits on a modal loop: the box is opened with ``open()`` and kept as ``error_box`` so a
test can read it. Every part of the window that has something to say (the file flows, the replay,
the clicks on cards, the controller's own messages) says it here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox

STATUS_MS = 0  # status messages stay until the next one: a refusal must not vanish unread


class Notices:
    """The status bar's sentence and the one warning box of ``window``."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window
        self.error_box: QMessageBox | None = None

    def message(self, text: str) -> None:
        self._window.statusBar().showMessage(text, STATUS_MS)

    def error(self, title: str, text: str) -> QMessageBox:
        """A warning box that does not block (the partie in play stays as it was)."""
        if self.error_box is not None:
            self.error_box.close()
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self._window
        )
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.error_box = box
        box.open()
        self.message(text)
        return box
