"""Help > About: the version, and the licences of everything bundled with the app.

The card art is CC0 and asks for nothing, but the player should still be able to see where it
came from, so the dialog shows the provenance paragraph of ``resources/cards/LICENSE.txt`` (the
part above its separator line) and the full licence text on request. The app bundles no font: it
draws with the system's fonts, and says so, so nobody goes looking for a font licence that does
not exist. The Qt and PySide6 versions help in bug reports.
"""

from __future__ import annotations

import sys
from html import escape

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop import __version__
from piquet_desktop.resources import read_text

APP_NAME = "Piquet Desktop"
CARD_LICENCE = "cards/LICENSE.txt"
_SEPARATOR = "-" * 20


def card_licence_text() -> str:
    """The whole card-art licence file, or a sentence saying it is missing (never raises)."""
    try:
        return read_text(CARD_LICENCE)
    except (OSError, ValueError) as exc:
        return f"The card art licence file is missing from this installation ({exc})."


def card_licence_summary(text: str | None = None) -> str:
    """The provenance part of the licence file: everything above its first separator line."""
    text = card_licence_text() if text is None else text
    head, _, _ = text.partition(_SEPARATOR)
    lines = head.strip().splitlines()
    # The first two lines are the file's own title and its underline.
    if len(lines) > 2 and set(lines[1].strip()) == {"="}:
        lines = lines[2:]
    return "\n".join(lines).strip()


def about_html() -> str:
    python = ".".join(str(n) for n in sys.version_info[:3])
    return (
        f"<h2>{APP_NAME}</h2>"
        f"<p>Version {escape(__version__)}</p>"
        "<p>The card game Piquet for two players, against the computer.</p>"
        f"<p><small>Qt {escape(qVersion())}, PySide6 {escape(PySide6.__version__)}, "
        f"Python {python}</small></p>"
        "<h3>Card art</h3>"
        "<p>Adrian Kennard's SVG playing cards, dedicated to the public domain under "
        "<b>CC0 1.0 Universal</b>.</p>"
        "<h3>Fonts</h3>"
        "<p>No font is bundled: the app uses your system fonts.</p>"
    )


class AboutDialog(QDialog):
    """Version, Qt versions, the card-art provenance, and the full licence behind a button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(f"About {APP_NAME}")
        self.text_label = QLabel(about_html(), self)
        self.text_label.setObjectName("aboutText")
        self.text_label.setWordWrap(True)
        self.licence = QTextBrowser(self)
        self.licence.setObjectName("licenceText")
        # The licence file lines its fields up in columns: keep them in a fixed-pitch font.
        self.licence.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.licence.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)
        self.licence.setPlainText(card_licence_summary())
        self.licence.setMinimumHeight(160)
        self.full_button = QPushButton("Show the full licence", self)
        self.full_button.setObjectName("fullLicenceButton")
        self.full_button.setCheckable(True)
        self.full_button.toggled.connect(self._show_full)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text_label)
        layout.addWidget(self.licence, 1)
        layout.addWidget(self.full_button)
        layout.addWidget(buttons)
        self.resize(840, 600)

    def _show_full(self, full: bool) -> None:
        self.licence.setPlainText(card_licence_text() if full else card_licence_summary())
        self.full_button.setText("Show the summary" if full else "Show the full licence")
