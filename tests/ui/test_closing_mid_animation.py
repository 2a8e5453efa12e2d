"""Closing the window while cards are moving: the table stops its animations at once,
so that none is left running into the teardown, where a card's "arrived" handler would run on a card
item Qt had already deleted and PySide print "Signal source has been deleted" or "Internal C++
object (CardItem) already deleted" on the terminal the player started the app from.
"""

from __future__ import annotations

import gc
import random

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QGraphicsScene
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table import CardItem

TIMEOUT_MS = 30_000
DELETED = ("Signal source has been deleted", "already deleted")


def _window_moving_cards(qtbot: QtBot, *, first_move: bool) -> MainWindow:
    settings = AppSettings()
    settings.animation_speed = 1.0  # Normal: the deal and each card take a while
    window = MainWindow(settings, autosave_enabled=False)
    window.files.ask_unsaved = lambda doing: False  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "You"))
    if first_move:
        qtbot.waitUntil(
            lambda: c.decision() is not None and not window.scene.is_animating(),
            timeout=TIMEOUT_MS,
        )
        decision = c.decision()
        assert decision is not None
        c.submit(GreedyPlayer().choose(c.view(), decision, random.Random(1)))
    assert window.scene.is_animating()
    return window


@pytest.mark.slow
@pytest.mark.parametrize("first_move", [False, True], ids=["dealing", "exchanging"])
def test_closing_the_window_mid_animation_stops_the_cards_and_prints_nothing(
    qtbot: QtBot, capfd: pytest.CaptureFixture[str], first_move: bool
) -> None:
    window = _window_moving_cards(qtbot, first_move=first_move)
    scene = window.scene
    assert window.close()
    assert not scene.is_animating()  # nothing left running into the teardown
    # The teardown as the app's: Qt deletes the window and its scene's card items, then Python
    # drops the animations it still holds.
    shiboken6.delete(window)
    del window, scene
    gc.collect()
    QApplication.processEvents()
    err = capfd.readouterr().err
    assert not [line for line in err.splitlines() if any(d in line for d in DELETED)], err


def test_a_card_arriving_after_its_item_was_deleted_is_left_alone(qapp: QApplication) -> None:
    """The handler of a card's travel that stops in a teardown, after Qt deleted the item."""
    from PySide6.QtCore import QAbstractAnimation

    from piquet_desktop.ui.table.layout import Place, Zone
    from piquet_desktop.ui.table.plan_animations import _on_card_state

    scene = QGraphicsScene()
    item = CardItem(0, CardImages())
    scene.addItem(item)
    shiboken6.delete(scene)  # the scene deletes its items
    assert not shiboken6.isValid(item)
    # arriving in a stack, where a card casts no shadow: the handler would change the item
    end = Place(100.0, 100.0, 90.0, Zone.PACK, 0, False, shadow=False)
    _on_card_state(item, end, QAbstractAnimation.State.Stopped)  # no RuntimeError
