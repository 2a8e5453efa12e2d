"""The Practice window's declarations: made in the worker, answered by a click, judged at once.

The exercise is prepared for real (in a thread, in few worlds); the expected figures come from
``prepare_declaration`` with the same worlds (the preparation is seeded by the exercise's id), so
the window must show exactly what the judge found, and keep the attempt with its kind.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.practice.declaration_exercise import (
    PreparedDeclaration,
    declaration_exercise,
    prepare_declaration,
)
from piquet_desktop.practice.declaration_practice import dialogue
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
from piquet_desktop.practice.outcomes import DeclarationOutcome
from piquet_desktop.translation import number
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.practice.window import PracticeWindow
from piquet_desktop.words.advice_text import action_label
from piquet_desktop.words.practice_text import said_text

WORLDS = 4
TIMEOUT_MS = 120_000
KEY = "declaration:0"


@pytest.fixture(scope="module")
def expected() -> PreparedDeclaration:
    return prepare_declaration(declaration_exercise(0), worlds=WORLDS)


@pytest.fixture
def store() -> AttemptsInMemory:
    return AttemptsInMemory()


@pytest.fixture
def window(qtbot: QtBot, store: AttemptsInMemory) -> Iterator[PracticeWindow]:
    session = PracticeSession.with_workers(
        store,
        threads=True,
        source=FixedOrder(declarations=(KEY, "declaration:1")),
        declaration_worlds=WORLDS,
    )
    shown = PracticeWindow(session, CardImages())
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    shown.show()
    yield shown
    session.close()
    session.wait()


def shown_declaration(qtbot: QtBot, window: PracticeWindow) -> PreparedDeclaration:
    with qtbot.waitSignal(window.session.exerciseShown, timeout=TIMEOUT_MS) as shown:
        window.practise("declarations")
        assert window.declaration_page.busy.isVisibleTo(window)  # being made
    prepared = shown.args[1]
    assert isinstance(prepared, PreparedDeclaration) and prepared.key == KEY
    return prepared


def click_choice(qtbot: QtBot, window: PracticeWindow, index: int) -> DeclarationOutcome:
    page = window.declaration_page
    with qtbot.waitSignal(window.session.declarationJudged, timeout=TIMEOUT_MS) as judged:
        qtbot.mouseClick(page.choice_buttons[index], Qt.MouseButton.LeftButton)
    outcome = judged.args[0]
    assert isinstance(outcome, DeclarationOutcome)
    return outcome


@pytest.mark.slow
def test_the_best_declaration_shows_no_loss_and_is_kept_with_its_kind(
    qtbot: QtBot, window: PracticeWindow, store: AttemptsInMemory, expected: PreparedDeclaration
) -> None:
    prepared = shown_declaration(qtbot, window)
    page = window.declaration_page
    actions = prepared.exercise.actions
    assert [b.text() for b in page.choice_buttons] == [
        action_label(a)[0].upper() + action_label(a)[1:] for a in actions
    ]
    assert not page.busy.isVisibleTo(window)
    best = actions.index(expected.best.action)
    outcome = click_choice(qtbot, window, best)
    assert outcome.loss == 0.0
    assert "the best answer" in page.result.text()
    assert page.table.rowCount() == len(actions)
    assert all(not b.isEnabled() for b in page.choice_buttons)
    kept = store.attempts()
    assert [(a.kind, a.exercise, a.loss) for a in kept] == [("declarations", KEY, 0.0)]
    assert kept[0].answer == str(expected.best.action)


@pytest.mark.slow
def test_a_wrong_declaration_shows_the_judges_loss(
    qtbot: QtBot, window: PracticeWindow, store: AttemptsInMemory, expected: PreparedDeclaration
) -> None:
    prepared = shown_declaration(qtbot, window)
    worst = expected.judged[-1]
    assert worst.loss > 0.0
    outcome = click_choice(qtbot, window, prepared.exercise.actions.index(worst.action))
    assert outcome.loss == pytest.approx(worst.loss)
    page = window.declaration_page
    assert f"loses {number(worst.loss, 1)} points" in page.result.text()
    assert store.attempts()[0].loss == pytest.approx(worst.loss)
    assert store.attempts()[0].kind == "declarations"


@pytest.mark.slow
def test_the_calls_made_before_are_said_and_the_hidden_cards_are_not(
    qtbot: QtBot, window: PracticeWindow
) -> None:
    prepared = shown_declaration(qtbot, window)
    said = window.declaration_page.said.text()
    assert said == said_text(dialogue(prepared.exercise))
    assert "shuffle" not in said and "discard" not in said
