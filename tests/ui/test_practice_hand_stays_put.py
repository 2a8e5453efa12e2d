"""The hand of an exercise stays where it is when the verdict appears.

A trial saw the cards jump up about 150 px as the verdict's table came: while it was hidden the
page's spare room went to the labels above the hand. The verdict's room is kept from the start.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.window import PracticeWindow

TIMEOUT_MS = 120_000
EXERCISE = cavendish_exercises()[0]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[PracticeWindow]:
    session = PracticeSession.with_workers(
        AttemptsInMemory(),
        threads=True,
        source=FixedOrder([EXERCISE], declarations=("declaration:241",), plays=("single:104",)),
        worlds=4,
        play_worlds=4,
    )
    shown = PracticeWindow(session, CardImages())
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    shown.show()
    yield shown
    session.close()
    session.wait()


def place(widget: QWidget, window: PracticeWindow) -> QPoint:
    """Where ``widget`` is in the window once the layouts asked for are done."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    return widget.mapTo(window, QPoint(0, 0))


@pytest.mark.slow
def test_the_exchange_hand_does_not_move_when_the_verdict_appears(
    qtbot: QtBot, window: PracticeWindow
) -> None:
    window.practise("exchange")
    hand = window.exchange_page.hand
    qtbot.waitUntil(lambda: hand.isVisible() and bool(hand.cards()))
    before = place(hand, window)
    for card in hand.cards()[:5]:
        qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(card).toPoint())
    with qtbot.waitSignal(window.session.exchangeJudged, timeout=TIMEOUT_MS):
        qtbot.mouseClick(window.exchange_page.judge_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exchange_page.table.isVisible())
    assert place(hand, window) == before


@pytest.mark.slow
def test_the_declaration_hand_does_not_move_when_the_verdict_appears(
    qtbot: QtBot, window: PracticeWindow
) -> None:
    page = window.declaration_page
    with qtbot.waitSignal(window.session.exerciseShown, timeout=TIMEOUT_MS):
        window.practise("declarations")
    qtbot.waitUntil(lambda: bool(page.choice_buttons) and page.hand.isVisible())
    before = place(page.hand, window)
    with qtbot.waitSignal(window.session.declarationJudged, timeout=TIMEOUT_MS):
        qtbot.mouseClick(page.choice_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.table.isVisible())
    assert place(page.hand, window) == before


@pytest.mark.slow
def test_the_play_hand_is_neither_moved_nor_cut_when_the_verdict_appears(
    qtbot: QtBot, window: PracticeWindow
) -> None:
    """single:104 shows what the player knows above his hand: with the verdict's table too,
    the page was short, and the cards lost their lower 11 px."""
    page = window.play_page
    with qtbot.waitSignal(window.session.exerciseShown, timeout=TIMEOUT_MS):
        window.practise("play")
    before = place(page.hand, window)
    with qtbot.waitSignal(window.session.playJudged, timeout=TIMEOUT_MS) as judged:
        window.answer_play(page.hand.cards()[0])
    assert judged.args[0].prepared.best.card == page.hand.cards()[0]  # its line is not stepped
    qtbot.waitUntil(lambda: page.table.isVisible())
    assert place(page.hand, window) == before
    shown = page.hand.mapTo(page.views, page.hand.rect().bottomLeft()).y()
    assert shown < page.views.height()  # the hand's foot is inside what is shown of it
    # every card's row says something in its last column, a best card's too
    table = page.table
    assert all(table.item(row, 3).text() for row in range(table.rowCount()))
