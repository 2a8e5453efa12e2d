"""The banner that stays while the partie is not safe: its last save or autosave failed.

Why a banner and not a message: a status-bar message goes after a few seconds and a message box
after one click, but a partie that cannot be saved stays in danger until a save succeeds, so the
player must be able to see it the whole time, however long ago it failed. The banner shows the
controller's ``save_problem`` with a warning icon and a Save As… button (saving elsewhere is the
usual cure: another folder, another disk), and hides itself once a save or an autosave succeeds.
It knows nothing of the game: it follows ``GameController.saveProblemChanged``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QWidget,
)

from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.plain_text import as_tooltip
from piquet_desktop.translation import translate

__all__ = ["SaveNotice"]

ICON_SIZE = 20


class SaveNotice(QFrame):
    """A warning icon, the save problem in words, and Save As…; hidden while there is none."""

    saveAsRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        # The tool-tip colours: a pale warning colour on most styles, readable in dark themes.
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.icon_label = QLabel(self)
        self.icon_label.setObjectName("saveNoticeIcon")
        self.icon_label.setPixmap(icon.pixmap(ICON_SIZE, ICON_SIZE))
        self.text_label = QLabel(self)
        self.text_label.setObjectName("saveNoticeText")
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.save_as_button = QPushButton(translate("SaveNotice", "Save &As…"), self)
        self.save_as_button.setObjectName("saveNoticeSaveAs")
        self.save_as_button.setToolTip(
            translate("SaveNotice", "Save the partie to a file of your own")
        )
        self.save_as_button.clicked.connect(self.saveAsRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.icon_label, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(self.save_as_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.hide()

    def attach(self, controller: GameController) -> None:
        """Follow ``controller``'s save problem from now on, starting with the current one."""
        controller.saveProblemChanged.connect(self.show_problem)
        self.show_problem(controller.keeper.save_problem or "")

    def show_problem(self, problem: str) -> None:
        """Show ``problem`` until the next call; an empty one hides the banner."""
        self.text_label.setText(problem)
        self.setToolTip(as_tooltip(problem))
        self.setVisible(bool(problem))

    def problem(self) -> str:
        """The problem shown, "" when hidden."""
        return self.text_label.text() if not self.isHidden() else ""
