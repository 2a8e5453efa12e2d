"""No dialog's layout breaks in French: every dialog and window of the app opened in French, as
tools/dialog_screenshots.py pictures them, with nothing cut and each fitting a 1280x800 screen.

French is longer than English: a label or a button sized for the English, a tab bar a little
too narrow, a wrapping label given a fixed height, all clip in French. The check
(``clipped_texts``) and the scenes are the tool's, so that what the docs' pictures show is what
is tested; the second half shows the check catching each kind of squeeze."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from piquet_desktop.tools.dialog_screenshots import SCENE_NAMES, open_scenes
from piquet_desktop.tools.library_screenshots import fill_sample_library
from piquet_desktop.tools.text_fit import clipped_texts

LONG = "Montrer les adversaires d'entraînement, qui ne jouent pas comme une personne"


@pytest.mark.usefixtures("french", "qtbot")
def test_no_dialog_or_window_has_a_text_cut_in_french(private_folders: Path) -> None:
    fill_sample_library(private_folders / "library")
    seen: list[str] = []
    problems: dict[str, list[str]] = {}

    def check(name: str, widget: QWidget) -> None:
        seen.append(name)
        if name == "new-partie":
            assert widget.windowTitle() == "Nouvelle partie"  # French it is
        cut = clipped_texts(widget)
        if cut:
            problems[name] = cut

    open_scenes(check)
    assert tuple(seen) == SCENE_NAMES  # every dialog was opened
    assert problems == {}


def _shown(qtbot: QtBot, *widgets: QWidget) -> QDialog:
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    for widget in widgets:
        layout.addWidget(widget)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_dialog_laid_out_by_its_layout_has_nothing_cut(qtbot: QtBot) -> None:
    wrapped = QLabel(LONG * 3)
    wrapped.setWordWrap(True)
    box = QGroupBox("Options des règles")
    QVBoxLayout(box).addWidget(QPushButton("&Commencer"))
    assert clipped_texts(_shown(qtbot, QLabel(LONG), wrapped, box)) == []


def test_the_check_catches_a_label_squeezed_narrower_than_its_text(qtbot: QtBot) -> None:
    label = QLabel(LONG)
    label.setObjectName("squeezed")
    label.setFixedWidth(label.sizeHint().width() // 2)
    (problem,) = clipped_texts(_shown(qtbot, label))
    assert "squeezed" in problem and "Montrer les adversaires" in problem


def test_the_check_catches_a_wrapping_label_too_short_for_its_lines(qtbot: QtBot) -> None:
    label = QLabel(LONG * 3)
    label.setWordWrap(True)
    label.setFixedSize(200, label.fontMetrics().height())
    (problem,) = clipped_texts(_shown(qtbot, label))
    assert "of height" in problem


def test_the_check_catches_a_button_a_group_title_and_a_tab_cut(qtbot: QtBot) -> None:
    button = QPushButton("Enregistrer la liste en CSV…")
    button.setFixedWidth(40)
    box = QGroupBox("Les quatorze et les trios de la donne")
    box.setFixedWidth(60)
    tabs = QTabWidget()
    tabs.setUsesScrollButtons(True)
    tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)
    for title in ("À propos", "Remerciements", "Licences"):
        tabs.addTab(QWidget(), title)
    tabs.setFixedWidth(120)
    problems = clipped_texts(_shown(qtbot, button, box, tabs))
    assert any("Enregistrer" in p for p in problems)
    assert any("title 'Les quatorze" in p for p in problems)
    assert any(" tab " in p for p in problems)


def test_the_check_catches_a_window_larger_than_the_screen(qtbot: QtBot) -> None:
    dialog = _shown(qtbot, QLabel("Feuille de marque"))
    dialog.resize(1400, 700)
    qtbot.waitUntil(lambda: dialog.width() == 1400)
    assert any("more than the screen" in p for p in clipped_texts(dialog))


class _WrappingButton(QPushButton):
    """A button whose height follows its width, as the start screen's do."""

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return 4000 // max(width, 1) + 20


def test_the_check_catches_a_wrapping_button_kept_too_short(qtbot: QtBot) -> None:
    button = _WrappingButton("Bibliothèque")
    button.setFixedSize(100, 30)  # needs 60 px at this width
    dialog = _shown(qtbot, button)
    (problem,) = clipped_texts(dialog)
    assert "needs 60 px of height, has 30" in problem
    button.setFixedSize(400, 30)  # needs 30: fits
    qtbot.waitUntil(lambda: button.width() == 400)
    assert clipped_texts(dialog) == []
