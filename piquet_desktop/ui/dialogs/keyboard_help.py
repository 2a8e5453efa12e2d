"""Help > Keyboard: every key the window answers, on one page.

Written out by hand rather than gathered from the actions: most of these keys are not actions at
all (the table's arrows and Space, the replay bar's keys, Alt with a button's letter).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

KEYBOARD_HELP = (
    "<table cellpadding='3'>"
    "<tr><td><b>Left / Right, Home / End</b></td><td>move along your hand</td></tr>"
    "<tr><td><b>Enter or Space</b></td><td>click the card under the ring: mark it for the "
    "discard, or play it</td></tr>"
    "<tr><td><b>Ctrl+Enter</b></td><td>press the highlighted button of the bar under the "
    "table (Exchange, Next deal…)</td></tr>"
    "<tr><td><b>Alt + underlined letter</b></td><td>press that button</td></tr>"
    "<tr><td><b>Ctrl+Z / Ctrl+H</b></td><td>take back / hint</td></tr>"
    "<tr><td><b>Replay: Left / Right, Page Up / Down, Home / End, Space</b></td>"
    "<td>step, jump a deal, go to an end, play or pause</td></tr>"
    "</table>"
)


def keyboard_help_box(parent: QWidget) -> QMessageBox:
    """The keyboard page as a message box over ``parent``, not yet shown."""
    box = QMessageBox(
        QMessageBox.Icon.Information,
        "Keyboard",
        KEYBOARD_HELP,
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    return box
