"""The hint: the advice ``piquet-advise`` gives, shown under the prompt, ready to be taken."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.advice import advise
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller.game_controller import hint_seed
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.cards import cards_of
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.words.cards import with_suit_symbols

TIMEOUT_MS = 30_000
SEED = 8


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def at_a_real_choice_of_card(window: MainWindow) -> None:
    """Load a partie at the human's first card with more than one legal choice."""
    played = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), SEED).actions
    probe = new_partie(RUBICON)

    def human_chooses_a_card() -> bool:
        if probe.phase != "deal" or probe.current_player != 0:
            return False
        decision = decision_for(probe)
        return decision.kind == "play" and decision.forced is None

    index = 0
    while not human_chooses_a_card():
        probe.apply(played[index])
        index += 1
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    window.controller.load(PartieRecord(RUBICON, players, SEED, list(played[:index])), None)


def test_a_card_hint_is_shown_under_the_prompt_with_its_card_focused_for_space(
    qtbot: QtBot, window: MainWindow
) -> None:
    at_a_real_choice_of_card(window)
    c = window.controller
    decision = c.decision()
    assert decision is not None and decision.kind == "play"
    at = len(c.record().actions)
    advice = advise(c.view(), decision, seed=hint_seed(SEED, at))
    assert isinstance(advice.recommended, Play)

    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.prompt.hint() is not None, timeout=TIMEOUT_MS)

    assert window.prompt.hint() == f"Hint: {with_suit_symbols(advice.sentence)}"
    assert window.scene.focused_card() == advice.recommended.card
    qtbot.keyClick(window.table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(c.record().actions) > at, timeout=TIMEOUT_MS)
    assert c.record().actions[at] == advice.recommended


def test_the_hint_names_cards_with_suit_symbols_not_the_console_letters(
    qtbot: QtBot, window: MainWindow
) -> None:
    at_a_real_choice_of_card(window)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.prompt.hint() is not None, timeout=TIMEOUT_MS)
    hint = window.prompt.hint() or ""
    assert re.search(r"\b(10|[6-9JQKA])[SHDC]\b", hint) is None, hint
    assert re.search(r"(10|[6-9JQKA])[♠♥♦♣]", hint), hint


def test_showing_a_hint_moves_neither_the_table_nor_the_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    at_a_real_choice_of_card(window)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=TIMEOUT_MS)
    hand = window.controller.view().hand
    item = window.scene.card_item(cards_of(hand)[0])
    assert item is not None

    def where() -> tuple[object, object]:
        for _ in range(3):  # the bar's layout, then the window's, then the view's fit
            QApplication.processEvents()
        return window.table.geometry(), window.table.mapFromScene(item.scenePos())

    # a prompt that takes two lines: the bar is as tall as its words, the hint's line too
    window.prompt.set_text(" ".join([window.prompt.text()] * 4))
    before = where()
    window.prompt.set_hint("Play the king of spades: it keeps the lead and the point.")
    qtbot.waitUntil(lambda: window.prompt.hint() is not None)
    assert where() == before
    window.prompt.set_hint(None)
    assert where() == before
