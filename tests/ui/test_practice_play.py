"""The Practice window's play: made in the worker, a card clicked in the hand, judged at once.

The expected figures come from ``prepare_play`` itself (an open ending is solved exactly), so
the window must show exactly what the solver found, and keep the attempt with its kind.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.cards import card_str
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
from piquet_desktop.practice.outcomes import PlayOutcome
from piquet_desktop.practice.play_exercise import PreparedPlay, ending_exercise, prepare_play
from piquet_desktop.translation import number
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.window import PracticeWindow
from piquet_desktop.words.practice_text import line_text
from piquet_desktop.words.text import refusal_text

TIMEOUT_MS = 120_000
KEY = "ending:0"


@pytest.fixture(scope="module")
def expected() -> PreparedPlay:
    return prepare_play(ending_exercise(0))


@pytest.fixture
def store() -> AttemptsInMemory:
    return AttemptsInMemory()


@pytest.fixture
def window(qtbot: QtBot, store: AttemptsInMemory) -> Iterator[PracticeWindow]:
    session = PracticeSession.with_workers(
        store, threads=True, source=FixedOrder(plays=(KEY, "ending:1"))
    )
    shown = PracticeWindow(session, CardImages())
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    shown.show()
    yield shown
    session.close()
    session.wait()


def shown_position(qtbot: QtBot, window: PracticeWindow) -> PreparedPlay:
    with qtbot.waitSignal(window.session.exerciseShown, timeout=TIMEOUT_MS) as shown:
        window.practise("play")
        assert window.play_page.busy.isVisibleTo(window)  # being made
    prepared = shown.args[1]
    assert isinstance(prepared, PreparedPlay) and prepared.key == KEY
    return prepared


def click_card(qtbot: QtBot, window: PracticeWindow, card: int) -> PlayOutcome:
    hand = window.play_page.hand
    with qtbot.waitSignal(window.session.playJudged, timeout=TIMEOUT_MS) as judged:
        qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(card).toPoint())
    outcome = judged.args[0]
    assert isinstance(outcome, PlayOutcome)
    return outcome


@pytest.mark.slow
def test_the_best_card_of_an_ending_shows_no_loss_and_is_kept_with_its_kind(
    qtbot: QtBot, window: PracticeWindow, store: AttemptsInMemory, expected: PreparedPlay
) -> None:
    prepared = shown_position(qtbot, window)
    page = window.play_page
    deal = prepared.exercise.state.deal
    assert deal is not None
    assert set(page.hand.cards()) == {
        c for c in range(36) if deal.hands[prepared.exercise.seat] >> c & 1
    }
    assert page.opponent.isVisibleTo(window)  # an open ending shows both hands
    outcome = click_card(qtbot, window, expected.best.card)
    assert outcome.loss == 0.0
    assert "the best answer" in page.result.text()
    assert page.table.rowCount() == len(expected.judged)
    kept = store.attempts()
    assert [(a.kind, a.exercise, a.loss) for a in kept] == [("play", KEY, 0.0)]
    assert kept[0].answer == card_str(expected.best.card)


@pytest.mark.slow
def test_a_wrong_card_shows_the_solvers_loss_and_the_line_that_beats_it(
    qtbot: QtBot, window: PracticeWindow, store: AttemptsInMemory, expected: PreparedPlay
) -> None:
    shown_position(qtbot, window)
    worst = expected.judged[-1]
    assert worst.loss > 0.0
    outcome = click_card(qtbot, window, worst.card)
    assert outcome.loss == pytest.approx(worst.loss)
    text = window.play_page.result.text()
    assert f"loses {number(worst.loss, 1)} points" in text
    assert line_text(worst.line) in text
    assert store.attempts()[0].kind == "play"
    assert store.attempts()[0].loss == pytest.approx(worst.loss)


@pytest.mark.slow
def test_a_card_that_does_not_follow_suit_is_refused_by_the_engine_and_not_kept(
    qtbot: QtBot, store: AttemptsInMemory
) -> None:
    """single:0's opponent has led a spade and the player holds spades: another suit is
    refused with the engine's reason, the hand stays open, and a legal card is then judged."""
    session = PracticeSession.with_workers(
        store, threads=True, source=FixedOrder(plays=("single:0",)), play_worlds=4
    )
    window = PracticeWindow(session, CardImages())
    qtbot.addWidget(window)
    window.show()
    try:
        with qtbot.waitSignal(session.exerciseShown, timeout=TIMEOUT_MS) as shown:
            window.practise("play")
        prepared = shown.args[1]
        assert isinstance(prepared, PreparedPlay)
        hand = window.play_page.hand
        wrong = next(c for c in hand.cards() if c not in prepared.exercise.legal)
        refusal = prepared.exercise.refusal(wrong)
        assert refusal is not None and refusal.kind == "must_follow_suit"
        with qtbot.waitSignal(session.playRefused) as refused:
            qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(wrong).toPoint())
        assert refused.args == [wrong, refusal]
        said = window.play_page.result.text()
        assert said == refusal_text(Play(wrong), refusal)
        assert said.startswith("You cannot play") and "follow suit" in said
        assert hand.marked() == 0 and not session.answered and store.attempts() == []
        right = prepared.exercise.legal[0]
        with qtbot.waitSignal(session.playJudged, timeout=TIMEOUT_MS):
            qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(right).toPoint())
        assert [a.answer for a in store.attempts()] == [card_str(right)]
    finally:
        session.close()
        session.wait()
