"""Start-up of the desktop app: command line, ``QApplication`` and the main window.

The command line is parsed before any Qt object exists, so ``piquet --version`` and a mistyped
option answer at once, even on a machine with no display. Qt's own options (``-platform``,
``-style``) are not forwarded: argparse would have to know them all to reject the rest, and the
``QT_QPA_PLATFORM`` / ``QT_STYLE_OVERRIDE`` environment variables do the same job.

The window is deliberately small for now: it says what the program is and which version runs, and
lets the user quit. The card table will replace its central widget.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop import __version__

APP_NAME = "Piquet Desktop"

ABOUT_TEXT = (
    f"<h3>{APP_NAME}</h3>"
    f"<p>Version {__version__}</p>"
    "<p>Piquet is a card game for two players, played with a 32-card pack.</p>"
)


class MainWindow(QMainWindow):
    """The top-level window: the program's name and version, a Quit button and the menus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self.about_box: QMessageBox | None = None

        self.quit_action = QAction("&Quit", self)
        self.quit_action.setObjectName("actionQuit")
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.about_action = QAction(f"&About {APP_NAME}", self)
        self.about_action.setObjectName("actionAbout")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)

        menu_bar = self.menuBar()
        self.file_menu = menu_bar.addMenu("&File")
        self.file_menu.addAction(self.quit_action)
        self.help_menu = menu_bar.addMenu("&Help")
        self.help_menu.addAction(self.about_action)

        title = QLabel(APP_NAME)
        title.setObjectName("titleLabel")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        title.setFont(font)
        version = QLabel(f"Version {__version__}")
        version.setObjectName("versionLabel")
        self.quit_button = QPushButton("Quit")
        self.quit_button.setObjectName("quitButton")
        self.quit_button.clicked.connect(self.close)

        layout = QVBoxLayout()
        layout.addStretch(1)
        for widget in (title, version):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        layout.addWidget(self.quit_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)
        self.resize(480, 320)

    def show_about(self) -> None:
        """Show the About box without blocking, so the event loop (and tests) keep running."""
        if self.about_box is None:
            self.about_box = QMessageBox(self)
            self.about_box.setObjectName("aboutBox")
            self.about_box.setWindowTitle(f"About {APP_NAME}")
            self.about_box.setTextFormat(Qt.TextFormat.RichText)
            self.about_box.setText(ABOUT_TEXT)
            self.about_box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.about_box.open()


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``piquet``."""
    parser = argparse.ArgumentParser(prog="piquet", description=f"Start {APP_NAME}.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app and return its exit status.

    Bad arguments print argparse's usage and message on stderr and return 2 instead of raising
    ``SystemExit``, so callers (tests, ``__main__``) decide how to exit.
    """
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        build_parser().parse_args(args)
    except SystemExit as exc:  # argparse exits for --help, --version and errors
        return exc.code if isinstance(exc.code, int) else 1

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
