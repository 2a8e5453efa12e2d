"""Expert declarations: a call less than the best held is asked about first, since a call is
final once made (RULES.md section 4: younger's lesser call binds him as elder's binds elder)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from windows import press, shown_window

from piquet_desktop.engine.actions import Call, Cut, Discard, Shuffle
from piquet_desktop.engine.cards import card, mask_of, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.main_window import MainWindow

TIMEOUT_MS = 10_000
# The player (seat 0, elder) ends his exchange with four spades (40) and three hearts.
ELDER_DEALT = "KS QS JS 10S KH QH JH AD 9D 7D AC 8S"
YOUNGER_DEALT = "AS 9S 7S AH 10H 8H KD 10D 8D KC 10C 9C"
TALON = "8C 7C 9H 7H QD JD QC JC"


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def at_the_point_call() -> PartieRecord:
    order = order_for_hands((m(ELDER_DEALT), m(YOUNGER_DEALT)), parse_cards(TALON), 0, 2)
    actions = [
        Cut((card(1, 1), card(8, 0))),  # seat 1 cuts the ace and deals: the player is elder
        Shuffle(order),
        Discard(m("8S")),  # takes the eight of clubs
        Discard(m("9C")),  # takes the seven of clubs
    ]
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    return PartieRecord(RUBICON, players, 1, actions)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def call_from_the_bar(qtbot: QtBot, window: MainWindow, cards: str) -> None:
    bar = window.prompt
    combo = bar.findChild(object, "callCombo")
    action = Call("point", m(cards))
    combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i) == action))
    press(qtbot, bar.button("callButton"))


def test_a_call_less_than_the_best_is_asked_about_and_going_back_calls_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    c = window.controller
    c.options.expert_declarations = True
    c.load(at_the_point_call())
    qtbot.waitUntil(lambda: c.decision() is not None, timeout=TIMEOUT_MS)
    decision = c.decision()
    assert decision is not None and decision.kind == "call"
    before = len(c.record().actions)

    call_from_the_bar(qtbot, window, "KH QH JH")  # three hearts, holding four spades
    box = window.decision_prompt.lesser_call_box
    assert box is not None and box.isVisible()
    assert "Call less" in box.windowTitle()
    assert "four" in box.text().lower() or "4" in box.text()
    no = box.button(box.StandardButton.No)
    assert box.defaultButton() is no
    no.click()
    assert window.decision_prompt.lesser_call_box is None
    assert len(c.record().actions) == before  # nothing was called

    call_from_the_bar(qtbot, window, "KH QH JH")
    box = window.decision_prompt.lesser_call_box
    assert box is not None
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: len(c.record().actions) > before, timeout=TIMEOUT_MS)
    assert c.record().actions[before] == Call("point", m("KH QH JH"))


def test_the_best_call_is_made_without_a_question(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    c.options.expert_declarations = True
    c.load(at_the_point_call())
    qtbot.waitUntil(lambda: c.decision() is not None, timeout=TIMEOUT_MS)
    before = len(c.record().actions)
    call_from_the_bar(qtbot, window, "KS QS JS 10S")
    assert window.decision_prompt.lesser_call_box is None
    qtbot.waitUntil(lambda: len(c.record().actions) > before, timeout=TIMEOUT_MS)
    assert c.record().actions[before] == Call("point", m("KS QS JS 10S"))
