"""Help > Keyboard: every key the window answers, on one page.

Written out by hand rather than gathered from the actions: most of these keys are not actions at
all (the table's arrows and Space, the replay bar's keys, Alt with a button's letter). Each row is
one message, the keys and what they do together, so a translator names the keys as the
keyboards of the language label them ("Entrée", "Espace", "Page préc.").
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from piquet_desktop.translation import translate

TEXT_WIDTH_CHARS = 64
"""How wide the page asks to be, in average characters of the box's font."""


def keyboard_help() -> str:
    """The keyboard page as rich text, in the installed language: one row a message."""
    rows = (
        translate(
            "KeyboardHelp", "<td><b>Left / Right, Home / End</b></td><td>move along your hand</td>"
        ),
        translate(
            "KeyboardHelp",
            "<td><b>Enter or Space</b></td><td>click the card under the ring: mark it for the "
            "discard, or play it</td>",
        ),
        translate(
            "KeyboardHelp",
            "<td><b>Ctrl+Enter</b></td><td>press the highlighted button of the bar under the "
            "table (Exchange, Next deal…)</td>",
        ),
        translate(
            "KeyboardHelp", "<td><b>Alt + underlined letter</b></td><td>press that button</td>"
        ),
        translate(
            "KeyboardHelp",
            "<td><b>Ctrl+Z / Ctrl+Shift+Z / Ctrl+H</b></td><td>take back / redo / hint</td>",
        ),
        translate(
            "KeyboardHelp",
            "<td><b>Replay: Left / Right, Page Up / Down, Home / End, Space</b></td>"
            "<td>step, jump a deal, go to an end, play or pause</td>",
        ),
    )
    cells = "".join(f"<tr>{row}</tr>" for row in rows)
    return f"<table cellpadding='3'>{cells}</table>"


def keyboard_help_box(parent: QWidget) -> QMessageBox:
    """The keyboard page as a message box over ``parent``, not yet shown."""
    box = QMessageBox(
        QMessageBox.Icon.Information,
        translate("KeyboardHelp", "Keyboard"),
        keyboard_help(),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    # A message box wraps its text at a narrow width of its own, which squeezes the two columns
    # (French keys are longer: "Page préc. / suiv."): ask for room for a row's keys and words.
    # No style sheet for it: one would stop the box from following the colour scheme.
    label = box.findChild(QLabel, "qt_msgbox_label")
    if label is not None:
        label.setMinimumWidth(box.fontMetrics().averageCharWidth() * TEXT_WIDTH_CHARS)
    return box
