"""The Practice window: an exchange answered right and wrong, a counting quiz, the attempts kept.

The exercises are judged for real (in a thread, in few worlds so that a test takes seconds); the
expected figures come from ``judge_exchange`` itself, with the same worlds, so the window must show
exactly what the judge said.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.exchange_exercise import ExchangeVerdict, judge_exchange
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
from piquet_desktop.practice.mined_journal import MinedRead
from piquet_desktop.translation import number
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.window import PracticeWindow

WORLDS = 6
TIMEOUT_MS = 120_000
EXERCISE = cavendish_exercises()[0]  # example I, elder, at love all


QUIZZES = ("counting:scores:0", "counting:point:1")


@pytest.fixture
def store() -> AttemptsInMemory:
    return AttemptsInMemory()


@pytest.fixture
def window(qtbot: QtBot, store: AttemptsInMemory) -> Iterator[PracticeWindow]:
    session = PracticeSession.with_workers(
        store, threads=True, source=FixedOrder([EXERCISE], QUIZZES), worlds=WORLDS
    )
    shown = PracticeWindow(session, CardImages())
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    shown.show()
    yield shown
    session.close()
    session.wait()


@pytest.fixture(scope="module")
def judged() -> ExchangeVerdict:
    """The verdict on every candidate of example I, as the window's worker will find it."""
    return judge_exchange(EXERCISE, worlds=WORLDS)


def answer(qtbot: QtBot, window: PracticeWindow, discard: int) -> None:
    hand = window.exchange_page.hand
    for card in hand.cards():
        if discard >> card & 1:
            qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(card).toPoint())
    assert hand.marked() == discard
    with qtbot.waitSignal(window.session.exchangeJudged, timeout=TIMEOUT_MS):
        qtbot.mouseClick(window.exchange_page.judge_button, Qt.MouseButton.LeftButton)


def table_rows(window: PracticeWindow) -> list[list[str]]:
    table = window.exchange_page.table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_an_exchange_is_shown_at_once_with_its_hand_role_and_score(
    window: PracticeWindow,
) -> None:
    window.practise("exchange")

    page = window.exchange_page
    assert page.hand.cards() and sum(1 << c for c in page.hand.cards()) == EXERCISE.hand
    assert "elder" in page.situation.text() and "love all" in page.situation.text()
    assert not page.judge_button.isEnabled()  # nothing marked yet


@pytest.mark.slow
def test_the_best_discard_is_told_so_kept_as_an_attempt_and_moves_the_rating_up(
    qtbot: QtBot, window: PracticeWindow, judged: ExchangeVerdict, store: AttemptsInMemory
) -> None:
    window.practise("exchange")
    before = window.session.ratings()["exchange"]
    with qtbot.waitSignal(window.session.ratingsChanged, timeout=TIMEOUT_MS):
        answer(qtbot, window, judged.best.discard)

    assert window.exchange_page.result.text().startswith("Well played")
    assert table_rows(window)[0][2] == "best"
    attempts = store.attempts()
    assert len(attempts) == 1 and attempts[0].loss == 0.0
    assert attempts[0].exercise == EXERCISE.key and attempts[0].kind == "exchange"
    after = window.session.ratings()["exchange"]
    assert after.rating > before.rating and after.deviation < before.deviation
    assert number(after.rating) in window.rating_label.text()


@pytest.mark.slow
def test_a_wrong_discard_shows_its_loss_against_the_best_and_moves_the_rating_down(
    qtbot: QtBot, window: PracticeWindow, judged: ExchangeVerdict, store: AttemptsInMemory
) -> None:
    window.practise("exchange")
    worst = judged.candidates[-1]
    answer(qtbot, window, worst.discard)

    loss = number(worst.loss, 1)
    assert f"loses {loss}" in window.exchange_page.result.text()
    mine = [row for row in table_rows(window) if "yours" in row[3]]
    assert len(mine) == 1 and mine[0][2].startswith(f"{loss} ± ")  # a loss, written as one
    attempts = store.attempts()
    assert attempts[0].loss == pytest.approx(worst.loss)
    assert window.session.ratings()["exchange"].rating < 1500
    # Example I has the book's discard: its comparison with the engine is said.
    assert window.exchange_page.book.text()
    assert "yours" in table_rows(window)[-1][3] and table_rows(window)[-1][4]  # with its reasons


def test_a_discard_of_the_wrong_size_cannot_be_sent(qtbot: QtBot, window: PracticeWindow) -> None:
    window.practise("exchange")
    hand = window.exchange_page.hand
    for card in hand.cards()[:6]:  # elder discards five at most
        hand.toggle(card)

    assert not window.exchange_page.judge_button.isEnabled()
    window.judge()
    assert not window.session.answered


def test_a_counting_quiz_answered_wrong_gives_the_engines_reckoning(
    window: PracticeWindow, store: AttemptsInMemory
) -> None:
    window.practise("counting")
    question = window.session.question
    assert question is not None and question.kind == "scores" and question.role == "elder"
    right = int(question.answer())
    page = window.counting_page
    page.number.setValue(right + 1)
    page.answer_button.click()

    assert page.result.text().startswith(f"Not quite: you answered {right + 1}")
    kept = store.attempts()[-1]
    assert kept.kind == "counting" and kept.exercise == "counting:scores:0" and not kept.correct


def test_a_counting_quiz_with_choices_is_answered_by_its_buttons(
    window: PracticeWindow, store: AttemptsInMemory
) -> None:
    window.practise("counting")  # a number
    window.practise("counting")  # who wins the point
    question = window.session.question
    assert question is not None and question.kind == "point"
    buttons = {b.objectName(): b for b in window.counting_page.choice_group.buttons()}
    buttons[f"practiceChoice_{question.answer()}"].click()

    assert window.counting_page.result.text().startswith("Right")
    assert store.attempts()[-1].correct
    assert not any(b.isEnabled() for b in buttons.values())  # one answer a question


def test_an_answer_before_the_preparation_is_done_says_it_waits_then_is_judged(
    qtbot: QtBot, window: PracticeWindow
) -> None:
    window.practise("exchange")
    page = window.exchange_page
    hand = page.hand
    for card in hand.cards():
        if EXERCISE.book[0] >> card & 1:
            qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(card).toPoint())
    with qtbot.waitSignal(window.session.exchangeJudged, timeout=TIMEOUT_MS):
        qtbot.mouseClick(page.judge_button, Qt.MouseButton.LeftButton)
        assert window.session.waiting_for_preparation  # its preparation runs in the thread
        assert page.judge_button.text() == "Still preparing…"
        assert not page.judge_button.isEnabled()
        assert page.busy.isVisible() and "still being prepared" in page.busy_label.text()
    assert page.judge_button.text() == "&Judge My Discard" and not page.busy.isVisible()
    assert page.result.text()


def test_a_store_whose_mined_positions_cannot_be_read_is_said_in_the_window(
    qtbot: QtBot,
) -> None:
    class Damaged(AttemptsInMemory):
        def mined(self) -> MinedRead:
            return MinedRead(notes=["The journal … has lines that cannot be read."])

    session = PracticeSession.with_workers(
        Damaged(), threads=True, source=FixedOrder([EXERCISE], QUIZZES), worlds=WORLDS
    )
    shown = PracticeWindow(session, CardImages())
    qtbot.addWidget(shown)
    shown.show()
    shown.practise("exchange")
    assert shown.store_notice.isVisible()
    assert "cannot be read" in shown.store_notice.text()
    session.close()
    session.wait()
