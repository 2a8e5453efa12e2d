"""The ways into practice: Game > Practice…, the start screen, and the review's link."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.review.figures import DecisionReview
from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.decision import DecisionKind
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.practice.link import PracticeLink


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    def threads(w: MainWindow) -> None:
        w.practice._threads = True  # the jobs in the test's process
        w.practice.worlds = 4  # judged in few worlds: the test is about the ways in

    yield from shown_window(qtbot, prepare=threads)


@pytest.fixture(autouse=True)
def close_practice(window: MainWindow) -> Iterator[None]:
    yield
    if window.practice.session is not None:
        window.practice.session.close()
        window.practice.session.wait()


def decision(kind: DecisionKind, loss: float) -> DecisionReview:
    action = Discard(0) if kind == "exchange" else Play(0)
    return DecisionReview(0, 1, kind, action, action, 0.0, loss, loss, 0.2, None, 48, None, None)


@pytest.mark.slow
def test_game_practice_opens_the_practice_window_with_an_exercise(window: MainWindow) -> None:
    action = window.practice.action
    assert action in window.menus.game_menu.actions()
    assert action.shortcut() == QKeySequence("Ctrl+P")
    action.trigger()

    shown = window.practice.practice_window
    assert shown is not None and shown.isVisible()
    assert window.practice.session is not None and window.practice.session.has_exercise()


@pytest.mark.slow
def test_the_practice_table_follows_the_felt_chosen_in_preferences(window: MainWindow) -> None:
    window.settings.felt = "blue"  # type: ignore[assignment]
    window.practice.open()
    shown = window.practice.practice_window
    assert shown is not None
    assert shown.play_page.line.felt.felt == "blue"

    dialog = window.preferences_dialog()
    dialog.felt_combo.setCurrentIndex(dialog.felt_combo.findData("red"))
    dialog.accept()

    assert window.settings.felt == "red"
    assert shown.play_page.line.felt.felt == "red"


@pytest.mark.slow
def test_the_start_screen_has_a_practice_choice(window: MainWindow) -> None:
    window.start()
    window.start_screen.practice_button.click()

    assert window.practice.practice_window is not None
    assert window.practice.practice_window.isVisible()


@pytest.mark.slow
def test_the_review_link_opens_practice_on_the_kind_that_lost_most(window: MainWindow) -> None:
    link = PracticeLink(window)
    link.show_for([decision("exchange", 6.0), decision("play", 1.0)])
    assert link.isVisible() and "practise the exchange" in link.text()
    link.practise()

    session = window.practice.session
    assert session is not None and session.kind == "exchange" and session.exchange is not None


def test_a_link_to_the_play_is_offered_now_the_window_has_it(window: MainWindow) -> None:
    link = PracticeLink(window)
    window.show()
    link.show_for([decision("play", 8.0), decision("exchange", 1.0)])

    assert link.isVisible() and link.kind == "play"


def test_the_links_kinds_are_the_practice_windows() -> None:
    from piquet_desktop.practice.exercise_source import KINDS
    from piquet_desktop.ui.practice import link as practice_link

    assert practice_link.KINDS == KINDS
