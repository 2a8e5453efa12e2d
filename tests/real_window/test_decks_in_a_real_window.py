"""Switching the deck, the back and the felt in Preferences, in a real window: the table on the
screen changes at once, mid-deal, and nothing else of the partie does."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot
from table_player import wait_for_the_next_decision, wait_until_active

from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.real_window


def _grab(window: MainWindow) -> QImage:
    """The table as the X server shows it (grabbed from the screen, not rendered again)."""
    view = window.table.viewport()
    return view.screen().grabWindow(view.winId()).toImage()


def _corner(window: MainWindow) -> QColor:
    return _grab(window).pixelColor(4, 4)


def test_preferences_switch_the_deck_back_and_felt_on_the_table_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 7, "You"))
    wait_until_active(window)
    wait_for_the_next_decision(window)
    actions = list(window.controller.record().actions)
    images = window.scene.card_images()
    before = _grab(window)
    assert window.scene.card_items()  # the deal is on the table

    dialog = window.preferences_dialog()
    dialog.faces_combo.setCurrentIndex(dialog.faces_combo.findData("french"))
    dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("green"))
    dialog.felt_combo.setCurrentIndex(dialog.felt_combo.findData("blue"))
    assert (images.faces, images.back) == ("english", "red")  # nothing changes before OK
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.click()

    assert (images.faces, images.back) == ("french", "green")
    assert window.settings.felt == "blue" and window.scene.theme() in ("light", "dark")
    wait_until_active(window, ask=True)

    def blue_felt() -> bool:  # the screen shows the blue felt in the table's corner
        corner = _corner(window)
        return corner.blue() > corner.red() and corner.blue() > corner.green()

    qtbot.waitUntil(blue_felt, timeout=5_000)
    assert _grab(window) != before
    assert list(window.controller.record().actions) == actions  # the partie is untouched
