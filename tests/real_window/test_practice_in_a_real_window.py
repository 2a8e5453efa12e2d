"""Practice in a real window on an X display: Ctrl+P opens the Practice window, an exchange is
marked by clicking its cards and judged in the practice worker processes while the window stays
live, a counting quiz is answered, a declaration and a play exercise are made in the worker and
answered by a click; every attempt is kept in the library. An answer given before its exercise
is prepared says so on the Judge button; a player who has tried every exchange has new positions
mined in the background, kept in the library and offered, and closing the window stops it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from table_player import screenshot, wait_until_active
from windows import press

from piquet_desktop.controller.practice_worker import JUDGING, MINING, PREPARING
from piquet_desktop.practice.attempts import new_attempt
from piquet_desktop.practice.exchange_pool import exchange_pool
from piquet_desktop.practice.mined_data import next_fresh_seed
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.practice.window import PracticeWindow

pytestmark = pytest.mark.real_window

VERDICT_MS = 300_000  # preparing and judging in few worlds, on a loaded machine


@pytest.fixture
def practice(qtbot: QtBot, window: MainWindow) -> Iterator[PracticeWindow]:
    wait_until_active(window)
    window.practice.worlds = 8  # few worlds: the test is about the window, not the judge
    window.practice.mining_worlds = 4  # and not about the mining's verdicts
    window.practice.mining_niceness = 0  # nor its priority: not behind the machine's other work
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    shown = window.practice.practice_window
    assert shown is not None
    qtbot.waitExposed(shown)
    yield shown
    shown.close()
    for pool in (PREPARING, JUDGING, MINING):
        pool.shutdown()
        assert not pool.worker_processes(), "a practice worker outlived the test"


def settled_place(widget: QWidget, practice: PracticeWindow) -> QPoint:
    """Where ``widget`` is in the Practice window once the layouts asked for are done."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    return widget.mapTo(practice, QPoint(0, 0))


def test_an_exchange_exercise_is_marked_by_clicks_and_judged(
    qtbot: QtBot, window: MainWindow, practice: PracticeWindow, tmp_path: Path
) -> None:
    press(qtbot, practice.kind_buttons["exchange"])
    page = practice.exchange_page
    hand = page.hand
    session = practice.session
    assert session.exchange is not None and hand.cards()
    low, _high = session.exchange_range()
    for card in hand.cards()[-max(low, 1) :]:
        qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(card).toPoint())
    assert hand.marked().bit_count() == max(low, 1)
    before = settled_place(hand, practice)
    with qtbot.waitSignal(session.exchangeJudged, timeout=VERDICT_MS):
        press(qtbot, page.judge_button)
        assert page.busy.isVisible()  # the window says it works, and the event loop runs
    assert not page.busy.isVisible()
    assert page.result.text() and page.table.rowCount() >= 2
    assert settled_place(hand, practice) == before  # the verdict's room was kept for it
    kept = window.library.practice.attempts("exchange")
    assert len(kept) == 1 and kept[0].exercise == session.exchange.key
    screenshot(window, tmp_path / "practice-exchange.png")


def test_a_counting_quiz_is_answered(
    qtbot: QtBot, window: MainWindow, practice: PracticeWindow
) -> None:
    press(qtbot, practice.kind_buttons["counting"])
    question = practice.session.question
    assert question is not None
    page = practice.counting_page
    if question.choices():
        buttons = {b.objectName(): b for b in page.choice_group.buttons()}
        press(qtbot, buttons[f"practiceChoice_{question.answer()}"])
    else:
        page.number.setValue(int(question.answer()))
        press(qtbot, page.answer_button)

    assert page.result.text().startswith("Right")
    kept = window.library.practice.attempts("counting")
    assert len(kept) == 1 and kept[0].correct


def test_a_declaration_is_made_in_the_worker_and_answered_by_a_click(
    qtbot: QtBot, window: MainWindow, practice: PracticeWindow
) -> None:
    session = practice.session
    page = practice.declaration_page
    with qtbot.waitSignal(session.exerciseShown, timeout=VERDICT_MS) as shown:
        press(qtbot, practice.kind_buttons["declarations"])
        assert page.busy.isVisible()  # being made, the event loop running
    assert shown.args[0] == "declarations"
    prepared = session.declaration
    assert prepared is not None and not page.busy.isVisible()
    assert len(page.choice_buttons) == len(prepared.exercise.actions) >= 2
    best = prepared.exercise.actions.index(prepared.best.action)
    asked = page.said.text()
    assert not any(suit in asked for suit in "♠♥♦♣")  # the dialogue heard, not the cards
    before = settled_place(page.hand, practice)
    with qtbot.waitSignal(session.declarationJudged, timeout=VERDICT_MS):
        press(qtbot, page.choice_buttons[best])
    assert "the best answer" in page.result.text()
    assert page.said.text().startswith(asked)  # the answer joins the dialogue once given
    assert page.said.text().splitlines()[len(asked.splitlines())].startswith("You: ") or (
        asked.startswith("Nothing")
    )
    assert settled_place(page.hand, practice) == before
    kept = window.library.practice.attempts("declarations")
    assert len(kept) == 1 and kept[0].exercise == prepared.key and kept[0].loss == 0.0


def test_a_play_exercise_is_answered_by_clicking_a_card(
    qtbot: QtBot, window: MainWindow, practice: PracticeWindow, tmp_path: Path
) -> None:
    session = practice.session
    page = practice.play_page
    with qtbot.waitSignal(session.exerciseShown, timeout=VERDICT_MS) as shown:
        press(qtbot, practice.kind_buttons["play"])
    assert shown.args[0] == "play"
    prepared = session.play
    assert prepared is not None
    single = prepared.exercise.kind == "single"
    assert page.known.isVisible() == single  # a single-dummy position says what is known
    if single:
        assert len(prepared.exercise.knowledge().tricks) >= 2
        assert "Tricks played: 1. " in page.known.text()
    worst = prepared.judged[-1]
    hand = page.hand
    with qtbot.waitSignal(session.playJudged, timeout=VERDICT_MS):
        qtbot.mouseClick(
            hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(worst.card).toPoint()
        )
    assert page.result.text() and page.table.rowCount() == len(prepared.judged)
    kept = window.library.practice.attempts("play")
    assert len(kept) == 1 and kept[0].exercise == prepared.key
    assert kept[0].loss == pytest.approx(max(worst.loss, 0.0))
    screenshot(window, tmp_path / "practice-play.png")


def test_an_answer_before_the_preparation_says_still_preparing_then_is_judged(
    qtbot: QtBot, window: MainWindow, practice: PracticeWindow, tmp_path: Path
) -> None:
    press(qtbot, practice.kind_buttons["exchange"])
    page = practice.exchange_page
    hand = page.hand
    session = practice.session
    assert session.exchange is not None
    low, _high = session.exchange_range()
    for card in hand.cards()[: max(low, 1)]:
        qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_centre(card).toPoint())
    # The preparation's answer comes back through the event loop, which has not run since the
    # exercise was shown: the discard is given before its exercise is prepared.
    assert not session.is_prepared(session.exchange.key)
    with qtbot.waitSignal(session.exchangeJudged, timeout=VERDICT_MS):
        press(qtbot, page.judge_button)
        assert session.waiting_for_preparation
        assert page.judge_button.text() == "Still preparing…" and page.busy.isVisible()
        assert "still being prepared" in page.busy_label.text()
        screenshot(window, tmp_path / "practice-still-preparing.png")
    assert page.judge_button.text() == "&Judge My Discard" and not page.busy.isVisible()
    assert page.result.text()


def test_new_positions_are_mined_kept_and_offered_once_every_exchange_was_tried(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    wait_until_active(window)
    start = datetime.now(UTC) - timedelta(days=2)
    for n, key in enumerate(sorted(exchange_pool().exercises)):
        window.library.practice.record_attempt(
            new_attempt(
                "exchange",
                key,
                "7C",
                loss=0.0,
                seconds=5.0,
                when=start + timedelta(minutes=n),
                exercise_rating=1500.0,
            )
        )
    window.practice.worlds = 8
    window.practice.mining_worlds = 4
    window.practice.mining_niceness = 0
    shown = window.practice.open("exchange")
    qtbot.waitExposed(shown)
    session = shown.session
    try:
        qtbot.waitUntil(lambda: session.mining)  # started once the exchange was shown
        seeds = []
        while not window.library.practice.mined().positions and len(seeds) < 3:
            # a seed whose hands all discard themselves gives none: the next one is mined
            with qtbot.waitSignal(session.positionsMined, timeout=VERDICT_MS) as mined:
                pass
            seeds.append(mined.args[0].seed)
        first = next_fresh_seed()
        assert seeds == list(range(first, first + len(seeds)))
        kept = window.library.practice.mined()
        fresh = {p.exercise.key for p in kept.positions}
        assert sorted(kept.seeds) == seeds
        assert fresh == {p.exercise.key for p in mined.args[0].positions}
        assert fresh
        seen = []
        for _ in range(3):  # the exercise ahead was chosen before the new ones came
            press(qtbot, shown.exchange_page.next_button)
            assert session.exchange is not None
            seen.append(session.exchange.key)
        assert fresh & set(seen)  # the only exchanges never tried
        screenshot(window, tmp_path / "practice-mined.png")
        assert session.mining  # the rule still holds: the next seed is being mined
    finally:
        shown.close()
    assert not session.mining and not MINING.worker_processes()  # stopped with the window
    for pool in (PREPARING, JUDGING, MINING):
        pool.shutdown()
