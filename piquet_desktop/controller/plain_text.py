"""Text from records and files shown as it is written, never read as markup.

Why: a record is a file from anywhere, and its player names (and a file's name, and the loader's
reasons, which quote what they refused) reach the window. Qt reads any text that looks like HTML
as rich text where the format is not said (``Qt.AutoText``: labels, message boxes, tooltips), so
a name such as ``<a href="http://x">click</a>`` would be a live link and ``<b>`` would shout.
Labels and message boxes that show such text are set to ``Qt.PlainText`` where they are made;
tooltips have no format of their own, so their text goes through ``as_tooltip``. Item views draw
their display text plain already.
"""

from __future__ import annotations

from PySide6.QtGui import Qt

__all__ = ["as_tooltip"]


def as_tooltip(text: str) -> str:
    """``text`` for ``setToolTip`` or a model's ``ToolTipRole``, shown exactly as written: text
    Qt would take for markup becomes the HTML that displays it literally (line breaks kept),
    anything else is left as it is, so ordinary tooltips keep their look."""
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
