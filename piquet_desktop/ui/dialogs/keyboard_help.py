"""Help > Keyboard: every key the window answers, on one page.

Two parts. The keys that are not menu commands (the table's arrows and Space, the replay bar's
keys, Alt with a button's letter) are written out by hand: each row is one message, the keys and
what they do together, so a translator names the keys as the keyboards of the language label them
("Entrée", "Espace", "Page préc."). The menu commands' keys are read from the menu bar's actions
each time the page opens, with the entries' own words, so the list cannot go stale when a command
or its shortcut changes, or an entry is added later (Game > Practice is added by its own module).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMenuBar, QMessageBox, QWidget

from piquet_desktop.translation import translate

TEXT_WIDTH_CHARS = 88
"""How wide the page asks to be, in average characters of the box's font."""

WRAP_ABOVE_PX = 500
"""QMessageBox wraps its text only when the text is wider than this (its "soft limit", half the
screen up to 500 pixels); narrower, it lays the page out unwrapped and clips it, which on a real
1600-pixel screen cut off the whole second column. The page asks for one pixel more."""


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str]]:
    """``(keys, entry)`` for every menu entry of ``bar`` that has keys, in the menus' order
    (submenus included): the first keys, the ones the menu shows beside the entry (a standard
    key's others, "Alt+Backspace" for Undo, would only crowd the page), as the platform writes
    them; the entry's words without the mnemonic's ``&``."""
    rows: list[tuple[str, str]] = []

    def walk(actions: Sequence[QAction]) -> None:
        for action in actions:
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions())
                continue
            if action.isSeparator() or not action.isVisible() or action.shortcut().isEmpty():
                continue
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            rows.append((keys, _entry_words(action.text())))

    walk(bar.actions())
    return rows


def _entry_words(text: str) -> str:
    """A menu entry's text as read: "&Take Back" is "Take Back", "&&" an ampersand."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def keyboard_help(menu_keys: Sequence[tuple[str, str]] = ()) -> str:
    """The keyboard page as rich text, in the installed language: one row a message, then the
    menu commands' ``menu_keys`` (``menu_shortcuts``), two to a row."""
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
            "<td><b>Replay: Left / Right, Page Up / Down, Home / End, Space</b></td>"
            "<td>step, jump a deal, go to an end, play or pause</td>",
        ),
    )
    if not menu_keys:
        cells = "".join(f"<tr>{row}</tr>" for row in rows)
        return f"<table cellpadding='3'>{cells}</table>"
    # One table, so that both parts share its columns and its wrapping: the menu commands two
    # to a row (down the first pair of columns, then the second), so that the page fits a
    # 700-pixel screen; a hand-written row's keys and words each span a pair.
    cells = "".join(f"<tr>{row.replace('<td>', _SPAN_TWO)}</tr>" for row in rows)
    title = html.escape(translate("KeyboardHelp", "Menu commands"))
    cells += f"<tr><td colspan='4'><br><b>{title}</b></td></tr>"
    half = (len(menu_keys) + 1) // 2
    for i in range(half):
        pair = [menu_keys[i]] + ([menu_keys[i + half]] if i + half < len(menu_keys) else [])
        cells += (
            "<tr>"
            + "".join(
                f"<td><b>{html.escape(keys)}</b></td><td>{html.escape(words)}</td>"
                for keys, words in pair
            )
            + "</tr>"
        )
    return f"<table cellpadding='3'>{cells}</table>"


_SPAN_TWO = "<td colspan='2'>"


def keyboard_help_box(parent: QWidget) -> QMessageBox:
    """The keyboard page as a message box over ``parent``, not yet shown; a main window's menu
    commands are listed with their keys."""
    menu_keys = menu_shortcuts(parent.menuBar()) if isinstance(parent, QMainWindow) else []
    box = QMessageBox(
        QMessageBox.Icon.Information,
        translate("KeyboardHelp", "Keyboard"),
        keyboard_help(menu_keys),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    # A message box wraps its text at a narrow width of its own, which squeezes the two columns
    # (French keys are longer: "Page préc. / suiv."): ask for room for a row's keys and words.
    # No style sheet for it: one would stop the box from following the colour scheme.
    label = box.findChild(QLabel, "qt_msgbox_label")
    if label is not None:
        chars = box.fontMetrics().averageCharWidth() * TEXT_WIDTH_CHARS
        label.setMinimumWidth(max(chars, WRAP_ABOVE_PX + 1))
    return box
