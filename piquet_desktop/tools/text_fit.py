"""Whether every text of a window fits: the check behind the French dialogs' layout test.

French runs a third longer than English, so a label, a button or a tab sized for the English
may be cut in French without anything failing. ``clipped_texts`` reads a shown window's widgets
and says which texts are cut, from Qt's own measures of what each needs (its
``minimumSizeHint``, or for text that wraps its ``heightForWidth``), so that no picture has to be
looked at to find them; tools/dialog_screenshots.py prints them for each picture and
tests/ui/test_dialog_layouts.py holds every dialog in French to none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

__all__ = ["SCREEN", "clipped_texts"]

SCREEN = (1280, 800)
"""The smallest screen every dialog and window must fit (the size the docs' pictures use)."""


def clipped_texts(top: QWidget) -> list[str]:
    """The texts of ``top`` (a shown window) that do not fit, one sentence each; [] if none.

    Checked: every visible label, button, check box, group box title and tab. A label or button
    that does not wrap must be at least as wide (and tall) as its ``minimumSizeHint``, the space
    its text needs; one that wraps (a word-wrapping label, a button whose height follows its
    width) must be as tall as its ``heightForWidth`` at its width;
    a group box's title and each tab must be as wide as their text. And ``top`` itself must fit a
    ``SCREEN``.
    """
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QWidget

    found: list[str] = []
    if top.width() > SCREEN[0] or top.height() > SCREEN[1]:
        found.append(f"{_name(top)} is {top.width()}x{top.height()}, more than the screen")
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or not widget.isVisible():
            continue
        if isinstance(widget, QLabel):
            found.extend(_label_problems(widget))
        elif isinstance(widget, QAbstractButton):
            found.extend(_button_problems(widget))
        elif isinstance(widget, QGroupBox):
            found.extend(_title_problems(widget))
        elif isinstance(widget, QTabBar):
            found.extend(_tab_problems(widget))
    return found


def _label_problems(label: QWidget) -> list[str]:
    from PySide6.QtWidgets import QLabel

    assert isinstance(label, QLabel)
    text = label.text()
    if not text.strip():
        return []
    if label.wordWrap():
        return _wrap_problems(label, text)
    return [_too_small(label, text)] if _narrower_than_needed(label) else []


def _button_problems(button: QWidget) -> list[str]:
    """A button wrapping its text (one whose height follows its width, as the start screen's
    do) must be as tall as that text needs; any other as large as its ``minimumSizeHint``."""
    from PySide6.QtWidgets import QAbstractButton

    assert isinstance(button, QAbstractButton)
    text = button.text()
    if not text:
        return []
    if button.hasHeightForWidth():
        return _wrap_problems(button, text)
    return [_too_small(button, text)] if _narrower_than_needed(button) else []


def _wrap_problems(widget: QWidget, text: str) -> list[str]:
    needed = widget.heightForWidth(widget.width())
    if needed > widget.height() + 1:
        return [
            f"{_name(widget)} {_quote(text)} needs {needed} px of height, has {widget.height()}"
        ]
    return []


def _narrower_than_needed(widget: QWidget) -> bool:
    hint = widget.minimumSizeHint()
    return widget.width() + 1 < hint.width() or widget.height() + 1 < hint.height()


def _too_small(widget: QWidget, text: str) -> str:
    hint = widget.minimumSizeHint()
    return (
        f"{_name(widget)} {_quote(text)} is {widget.width()}x{widget.height()}, "
        f"needs {hint.width()}x{hint.height()}"
    )


def _title_problems(box: QWidget) -> list[str]:
    """A group box's title must fit its width (its contents are checked widget by widget: its
    ``minimumSizeHint`` counts the title's height twice with some styles)."""
    from PySide6.QtWidgets import QGroupBox

    assert isinstance(box, QGroupBox)
    title = _plain(box.title())
    needed = box.fontMetrics().horizontalAdvance(title) + 2 * box.fontMetrics().averageCharWidth()
    if title and box.width() < needed:
        return [f"{_name(box)} title {_quote(title)} is cut ({box.width()} px, needs {needed})"]
    return []


def _plain(text: str) -> str:
    """``text`` without its mnemonic marks ("&&" stays a single "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _tab_problems(bar: QWidget) -> list[str]:
    from PySide6.QtWidgets import QTabBar

    assert isinstance(bar, QTabBar)
    found = []
    metrics = bar.fontMetrics()
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        rect = bar.tabRect(i)
        if rect.width() < metrics.horizontalAdvance(text) or rect.right() > bar.width():
            found.append(f"{_name(bar)} tab {_quote(text)} is cut ({rect.width()} px)")
    return found


def _name(widget: QWidget) -> str:
    return (
        f"{type(widget).__name__} {widget.objectName()!r}"
        if widget.objectName()
        else (type(widget).__name__)
    )


def _quote(text: str) -> str:
    flat = " ".join(text.split())
    return repr(flat if len(flat) <= 60 else flat[:57] + "...")
