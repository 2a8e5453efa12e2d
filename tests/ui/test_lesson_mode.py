"""Learn to Play in the window: the lesson follows the deal, shows the hint's suggestion on the
table, and can be left (Escape, its button, the preference) with the partie going on.

The hints are the real ones (the advice at the strongest level, in a worker process), so the
waits for them are generous; the player's other moves are the greedy player's, made through the
controller as a click would make them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from windows import press, shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import cards_of, mask_of
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.words.cards import cards_text
from piquet_desktop.words.lesson import LESSON_OPPONENT, LESSON_SEED

TIMEOUT_MS = 60_000  # a hint at the strongest level takes a second or two; a busy machine more


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 0.0
    settings.expert_declarations = True  # the lesson turns them off for itself

    def prepare(win: MainWindow) -> None:
        monkeypatch.setattr(win.files, "ask_unsaved", lambda doing: False)

    yield from shown_window(qtbot, settings, prepare=prepare)


def title(window: MainWindow) -> str:
    explanation = window.lesson_panel.explanation()
    assert explanation is not None
    return explanation.title


def wait_for_hint(qtbot: QtBot, window: MainWindow) -> None:
    label = window.lesson_panel.suggestion_label
    qtbot.waitUntil(lambda: label.text().startswith("The hint:"), timeout=TIMEOUT_MS)


def wait_for_decision(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.decision() is not None or c.awaiting_next_deal, timeout=TIMEOUT_MS)


def test_learn_to_play_deals_the_lessons_partie_and_explains_the_deal_first(
    window: MainWindow,
) -> None:
    assert window.learn_to_play()

    c = window.controller
    assert (c.seed, c.opponent, c.rules.partie) == (LESSON_SEED, LESSON_OPPONENT, "rubicon")
    assert not c.options.expert_declarations  # the app makes the calls the lesson explains
    assert title(window) == "Deal 1: elder and younger"
    assert window.lesson_panel.next_button.isVisible()
    assert window.menus.leave_lesson_action.isEnabled()


def test_the_lesson_follows_the_deal_and_marks_the_hints_suggestion(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.learn_to_play()
    panel = window.lesson_panel

    press(qtbot, panel.next_button)
    assert title(window) == "Your exchange" and not panel.next_button.isVisible()
    wait_for_hint(qtbot, window)
    marked = window.hand_model.selected_mask()
    assert marked and window.scene.selected() == marked  # the hint's discard stands raised
    assert "K♠ 8♠ J♣ 8♣ 7♣" in panel.suggestion_label.text()

    press(qtbot, window.prompt.button("exchangeButton"))  # the player follows it
    wait_for_decision(qtbot, window)
    seen = []
    for _ in range(3):  # the calls the app made: point, sequence, set
        seen.append(title(window))
        qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter is Next
    assert seen == [
        "Declarations: the point",
        "Declarations: the sequence",
        "Declarations: the set",
    ]
    assert title(window) == "The play: your lead"
    wait_for_hint(qtbot, window)
    hinted = window.scene.focused_card()
    assert hinted is not None and window.controller.legal_cards() >> hinted & 1
    assert "is outlined" in panel.suggestion_label.text()


def test_the_lesson_ends_with_the_deal_and_the_partie_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.learn_to_play()
    c = window.controller
    rng = random.Random(0)
    while not c.awaiting_next_deal:
        wait_for_decision(qtbot, window)
        decision = c.decision()
        if decision is not None:
            c.submit(GreedyPlayer().choose(c.view(), decision, rng))
    wait_for_decision(qtbot, window)
    assert title(window) == "Deal 1 is over"
    assert window.lesson.active

    press(qtbot, window.prompt.button("nextDealButton"))

    assert not window.lesson.active and not window.lesson_panel.isVisible()
    assert c.view().deal_number == 2 and c.options.expert_declarations  # as the preferences say


def test_escape_leaves_the_lesson_and_the_partie_plays_on(qtbot: QtBot, window: MainWindow) -> None:
    window.learn_to_play()
    window.activateWindow()
    actions = window.controller.record().actions

    window.menus.leave_lesson_action.trigger()  # Escape is its shortcut
    assert window.menus.leave_lesson_action.shortcut().toString() == "Esc"

    assert not window.lesson.active and not window.lesson_panel.isVisible()
    assert window.controller.record().actions == actions
    assert window.controller.decision() is not None
    assert window.controller.options.expert_declarations
    assert not window.menus.leave_lesson_action.isEnabled()


def test_the_leave_button_leaves_the_lesson(qtbot: QtBot, window: MainWindow) -> None:
    window.learn_to_play()

    press(qtbot, window.lesson_panel.leave_button)

    assert not window.lesson.active and window.controller.has_partie
    assert window.prompt.isVisible() and not window.start_screen.isVisible()


def test_turning_the_preference_off_ends_a_lesson_in_progress(window: MainWindow) -> None:
    window.learn_to_play()

    window.settings.offer_lesson = False

    assert not window.lesson.active
    assert window.controller.has_partie


def test_a_new_partie_ends_the_lesson(qtbot: QtBot, window: MainWindow) -> None:
    window.learn_to_play()

    window.new_partie(window._last_choice())

    assert not window.lesson.active and not window.lesson_panel.isVisible()


def test_a_hint_during_the_lesson_is_said_by_the_lesson_not_under_the_prompt(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.learn_to_play()
    window.lesson.next_step()
    wait_for_hint(qtbot, window)
    window.hand_model.clear_selection()
    two = cards_of(window.controller.view().hand)[:2]

    window.controller.hintReady.emit(Discard(mask_of(two)), "Discard these two (take 2): +66.")

    assert window.prompt.hint() is None
    said = window.lesson_panel.suggestion_label.text()
    assert f"Discard {cards_text(mask_of(two))} (take 2)" in said
    assert "+66" not in said  # the lesson names the choice in its own words
    assert window.hand_model.selected_mask() == mask_of(two)
