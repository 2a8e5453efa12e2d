"""Help > About: what the app is, who made what, and under which licence, in plain words.

Laid out like KDE's About boxes: a heading (icon, name, version), then tabs. "About" says what the
app is and that its code is under the MIT licence; "Credits" names each thing the app is made
with and its licence (the card art, the sounds, the font it draws with, Qt and PySide6, Python,
miniaudio), with the
versions in use because they help in bug reports; "Licences" shows the full text of each licence,
as plain text: MIT for the code, CC0 for the card art (both carried by the app itself), then Qt's
and PySide6's LGPL, Python's PSF licence, numpy's and pyqtgraph's licences, read from the bundle's
``licenses/`` folder (``licence_texts.py``). No file hashes or other provenance detail: that is
for packagers and is kept in ``resources/cards/LICENSE.txt`` and docs/CARD-ART.md.

The app bundles no font. The Credits tab names the font Qt actually draws with (read from the
font, not assumed) and, when it is DejaVu, the usual font of Linux desktops, its licence. No text
here comes from a player: the rich text is the app's own.

Everything the dialog says is in the installed language except the licence texts themselves,
which stay in their original English as legal texts do (a translation would bind nobody); in a
language other than English the Licences tab says so above them.
"""

from __future__ import annotations

import contextlib
import sys

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFont, QIcon, QRawFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from piquet_desktop import __version__, translation
from piquet_desktop.resources import read_text, resource_path
from piquet_desktop.translation import translate
from piquet_desktop.ui.dialogs.licence_texts import LICENCES, licence_label, licence_text

__all__ = [
    "APP_NAME",
    "MIT_LICENCE",
    "AboutDialog",
    "about_html",
    "card_licence_legal_code",
    "credits_html",
    "drawing_font_family",
]

APP_NAME = "Piquet Desktop"
CARD_LICENCE = "cards/LICENSE.txt"
APP_ICON = "icons/piquet.svg"
_SEPARATOR = "-" * 20

# The top-level LICENSE file (a test keeps the two the same). Kept here as well because an
# installed app has no repository around it to read LICENSE from.
MIT_LICENCE = """\
MIT License

Copyright (c) 2026 Piquet Desktop contributors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""

DEJAVU_URL = "https://dejavu-fonts.github.io/License.html"


def card_licence_legal_code() -> str:
    """The CC0 1.0 legal code from the card-art licence file (below its separator line), or a
    sentence saying the file is missing (never raises)."""
    try:
        text = read_text(CARD_LICENCE)
    except (OSError, ValueError) as exc:
        return translate(
            "AboutDialog", "The card art licence file is missing from this installation ({error})."
        ).format(error=exc)
    _, separator, legal = text.partition(_SEPARATOR)
    return legal.lstrip("-\n").strip() if separator else text


def drawing_font_family(font: QFont | None = None) -> str:
    """The family Qt really draws ``font`` with (the app's font by default): "DejaVu Sans"
    rather than the generic "Sans Serif" the font asks for."""
    raw = QRawFont.fromFont(font if font is not None else QFont())
    return raw.familyName() if raw.isValid() and raw.familyName() else (font or QFont()).family()


def about_html() -> str:
    """The About tab: what the app is, the copyright and the MIT licence in a sentence."""
    paragraphs = (
        translate(
            "AboutDialog",
            "The card game Piquet for two players, played against the computer: Rubicon "
            "Piquet, Piquet au cent and the 36-card game, with replays and hints.",
        ),
        translate("AboutDialog", "Copyright © 2026 Piquet Desktop contributors."),
        translate(
            "AboutDialog",
            "Piquet Desktop is free software under the <b>MIT licence</b>: you may use, copy, "
            "change and share it, as long as the copyright notice and the licence go with it. It "
            "comes with no warranty. The full text is in the Licences tab.",
        ),
    )
    return "".join(f"<p>{text}</p>" for text in paragraphs)


def credits_html(font_family: str | None = None) -> str:
    """The Credits tab: each thing the app is made with, its author and its licence."""
    family = font_family or drawing_font_family()
    python = ".".join(str(n) for n in sys.version_info[:3])
    if "dejavu" in family.lower():
        font = translate(
            "AboutDialog",
            "Text is drawn in <b>{family}</b>, a font of your system (none is bundled with the "
            "app). The DejaVu fonts are free under their own licence: Bitstream Vera's, with "
            "DejaVu's changes in the public domain (<a href='{url}'>the licence</a>).",
        ).format(family=family, url=DEJAVU_URL)
    else:
        font = translate(
            "AboutDialog",
            "Text is drawn in <b>{family}</b>, a font of your system; no font is bundled with "
            "the app.",
        ).format(family=family)
    qt = translate(
        "AboutDialog",
        "The window is made with <b>Qt {qt}</b> and <b>PySide6 {pyside}</b> (Qt for Python) by "
        "The Qt Company, used under the GNU Lesser General Public License version 3 "
        "(<b>LGPL-3.0</b>): you may replace them with your own build of the same versions.",
    ).format(qt=qVersion(), pyside=PySide6.__version__)
    runs_on = translate(
        "AboutDialog",
        "The app runs on <b>Python {python}</b>, under the Python Software Foundation License "
        "(<b>PSF</b>).",
    ).format(python=python)
    cards = translate(
        "AboutDialog",
        "The cards are <b>Adrian Kennard</b>'s design, which he dedicated to the public domain "
        "under <b>CC0 1.0 Universal</b>: anyone may use them for anything. They come from "
        "Letele Motebang's conversion of the deck, converted again for this app; the ace of "
        "spades is shown without the designer's web address.",
    )
    charts = translate(
        "AboutDialog",
        "The Statistics window's charts are drawn with <b>pyqtgraph</b> (MIT licence) on "
        "<b>numpy</b> (BSD licence), which brings OpenBLAS and LAPACK (BSD licences) and the GCC "
        "runtime libraries (GPL 3 with the GCC Runtime Library Exception, and LGPL 2.1).",
    )
    sounds = translate(
        "AboutDialog",
        "The sounds were made for this app, synthesised by a script of its own, and are given to "
        "the public domain under <b>CC0 1.0 Universal</b>. They are played with "
        "<b>miniaudio</b> (David Reid's library and Irmen de Jong's Python binding, MIT "
        "licence) through <b>cffi</b> (MIT licence) and <b>pycparser</b> (BSD licence).",
    )
    sections = (
        (translate("AboutDialog", "Card art"), cards),
        (translate("AboutDialog", "Sounds"), sounds),
        (translate("AboutDialog", "Fonts"), font),
        (translate("AboutDialog", "Qt and PySide6"), qt),
        (translate("AboutDialog", "Python"), runs_on),
        (translate("AboutDialog", "numpy and pyqtgraph"), charts),
    )
    every = translate("AboutDialog", "The Licences tab holds the full text of each licence.")
    return "".join(f"<h3>{title}</h3><p>{text}</p>" for title, text in sections) + f"<p>{every}</p>"


def _licences() -> list[tuple[str, str]]:
    """The licences the Licences tab shows, in full: (what it covers and the licence, its text)."""
    licences = [
        (translate("AboutDialog", "Piquet Desktop: MIT licence"), MIT_LICENCE),
        (translate("AboutDialog", "Card art: CC0 1.0 Universal"), card_licence_legal_code()),
    ]
    for licence, installed in LICENCES:
        licences.append((licence_label(licence), licence_text(licence, installed)))
    return licences


def _page(html: str, name: str) -> QTextBrowser:
    page = QTextBrowser()
    page.setObjectName(name)
    page.setOpenExternalLinks(True)
    page.setHtml(html)
    page.setFrameShape(QTextBrowser.Shape.NoFrame)
    return page


class AboutDialog(QDialog):
    """The heading (``text_label``) and the About, Credits and Licences tabs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(translate("AboutDialog", "About {app}").format(app=APP_NAME))

        icon = QLabel(self)
        icon.setObjectName("aboutIcon")
        with contextlib.suppress(OSError, ValueError):  # a broken installation: still opens
            icon.setPixmap(QIcon(str(resource_path(APP_ICON))).pixmap(64, 64))
        self.text_label = QLabel(
            f"<h2>{APP_NAME}</h2><p>"
            + translate("AboutDialog", "Version {version}").format(version=__version__)
            + "</p>",
            self,
        )
        self.text_label.setObjectName("aboutText")
        self.text_label.setTextFormat(Qt.TextFormat.RichText)
        heading = QHBoxLayout()
        heading.addWidget(icon)
        heading.addWidget(self.text_label, 1)

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("aboutTabs")
        self.about_page = _page(about_html(), "aboutPage")
        self.credits_page = _page(credits_html(drawing_font_family(self.font())), "creditsPage")
        self.tabs.addTab(self.about_page, translate("AboutDialog", "&About"))
        self.tabs.addTab(self.credits_page, translate("AboutDialog", "&Credits"))

        licences = QWidget(self)
        self.licence_choice = QComboBox(licences)
        self.licence_choice.setObjectName("licenceChoice")
        self.licence = QTextBrowser(licences)
        self.licence.setObjectName("licenceText")
        self.licence.setOpenExternalLinks(True)
        for label, text in _licences():
            self.licence_choice.addItem(label, text)
        self.licence_choice.currentIndexChanged.connect(self._licence_chosen)
        box = QVBoxLayout(licences)
        self.original_language_note: QLabel | None = None
        if translation.current_language() != translation.SOURCE_LANGUAGE:
            note = QLabel(
                translate(
                    "AboutDialog",
                    "The licences are shown in their original English: only that text is "
                    "legally binding.",
                ),
                licences,
            )
            note.setObjectName("licenceLanguageNote")
            note.setWordWrap(True)
            box.addWidget(note)
            self.original_language_note = note
        box.addWidget(self.licence_choice)
        box.addWidget(self.licence, 1)
        self.tabs.addTab(licences, translate("AboutDialog", "&Licences"))
        self._licence_chosen(0)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(600, 520)

    def show_licence(self, index: int) -> None:
        """Show licence ``index`` of the Licences tab (0 MIT, 1 CC0, 2 LGPL, 3 PSF, 4 numpy,
        5 pyqtgraph)."""
        self.tabs.setCurrentIndex(2)
        self.licence_choice.setCurrentIndex(index)

    def _licence_chosen(self, index: int) -> None:
        self.licence.setPlainText(str(self.licence_choice.itemData(index) or ""))

    def all_text(self) -> str:
        """Every word the dialog can show, tab by tab and licence by licence (for tests)."""
        parts = [self.text_label.text(), self.about_page.toPlainText()]
        parts.append(self.credits_page.toPlainText())
        parts += [
            f"{self.licence_choice.itemText(i)}\n{self.licence_choice.itemData(i)}"
            for i in range(self.licence_choice.count())
        ]
        return "\n".join(parts)
