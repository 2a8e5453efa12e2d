"""The practice session: exercises shown at once, prepared ahead, judged once, attempts kept."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.controller.practice_worker import JUDGING, PracticeWorker
from piquet_desktop.library import LibraryError
from piquet_desktop.practice.attempts import Attempt
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder, PoolSource
from piquet_desktop.practice.mined_data import mined_exercises
from piquet_desktop.practice.outcomes import ExchangeOutcome

WORLDS = 4
TIMEOUT_MS = 120_000
EXERCISES = cavendish_exercises()[:2]


@pytest.fixture
def session() -> Iterator[PracticeSession]:
    made = PracticeSession.with_workers(
        AttemptsInMemory(), threads=True, source=FixedOrder(EXERCISES), worlds=WORLDS
    )
    yield made
    made.close()
    made.wait()


@pytest.mark.slow
def test_an_exchange_is_shown_before_it_is_prepared_and_the_next_is_prepared_ahead(
    qtbot: QtBot, session: PracticeSession
) -> None:
    shown: list[object] = []
    session.exerciseShown.connect(lambda kind, item: shown.append(item))
    session.ask("exchange")

    assert shown == [EXERCISES[0]]  # at once, in the call itself
    qtbot.waitUntil(lambda: session.is_prepared(EXERCISES[1].key), timeout=TIMEOUT_MS)
    assert session.is_prepared(EXERCISES[0].key)


@pytest.mark.slow
def test_an_answer_given_at_once_is_judged_once_its_preparation_ends(
    qtbot: QtBot, session: PracticeSession
) -> None:
    session.ask("exchange")
    exercise = session.exchange
    assert exercise is not None
    discard = exercise.book[0]
    with qtbot.waitSignal(session.exchangeJudged, timeout=TIMEOUT_MS) as judged:
        assert session.answer_exchange(discard)
        assert session.judging
        assert not session.answer_exchange(discard)  # one answer an exercise
    outcome = judged.args[0]
    assert isinstance(outcome, ExchangeOutcome) and outcome.answer == discard
    assert outcome.judged.verdict.of(discard) is not None
    assert not session.judging
    kept = session.store.attempts()
    assert len(kept) == 1 and kept[0].exercise == exercise.key
    assert kept[0].loss == pytest.approx(outcome.loss)


def test_a_counting_answer_is_checked_on_the_spot_and_kept(session: PracticeSession) -> None:
    session.ask("counting")
    question = session.question
    assert question is not None
    outcome = session.answer_counting(question.answer())

    assert outcome is not None and outcome.right
    assert session.store.attempts()[0].correct
    assert session.answer_counting(question.answer()) is None


def _fails() -> None:
    raise ValueError("no sampled world can judge these discards")


def test_a_job_that_fails_is_reported_with_its_reason(qtbot: QtBot) -> None:
    worker = PracticeWorker(JUDGING, threads=True)
    with qtbot.waitSignal(worker.failed, timeout=TIMEOUT_MS) as failed:
        worker.run(_fails)
    assert "no sampled world" in failed.args[1]
    assert not worker.busy


def test_the_pool_source_finds_a_mined_position_by_its_id() -> None:
    source = PoolSource(lambda: [])
    key = mined_exercises()[0].exercise.key
    found = source.exchange(key)
    assert found is not None and found.key == key


@pytest.mark.slow
def test_a_mined_positions_best_discard_is_judged_and_kept_as_an_exchange(qtbot: QtBot) -> None:
    position = mined_exercises()[0]
    made = PracticeSession.with_workers(
        AttemptsInMemory(), threads=True, source=FixedOrder([position.exercise]), worlds=WORLDS
    )
    try:
        made.ask("exchange")
        assert made.exchange == position.exercise
        with qtbot.waitSignal(made.exchangeJudged, timeout=TIMEOUT_MS) as judged:
            assert made.answer_exchange(position.best)
        outcome = judged.args[0]
        assert isinstance(outcome, ExchangeOutcome) and outcome.answer == position.best
        kept = made.store.attempts()
        assert [(a.kind, a.exercise) for a in kept] == [("exchange", position.exercise.key)]
    finally:
        made.close()
        made.wait()


@pytest.mark.slow
def test_a_declaration_is_made_ahead_so_the_next_one_is_shown_at_once(qtbot: QtBot) -> None:
    made = PracticeSession.with_workers(
        AttemptsInMemory(),
        threads=True,
        source=FixedOrder(declarations=("declaration:0", "declaration:1")),
        declaration_worlds=WORLDS,
    )
    try:
        preparing: list[str] = []
        made.preparingExercise.connect(preparing.append)
        with qtbot.waitSignal(made.exerciseShown, timeout=TIMEOUT_MS):
            made.ask("declarations")
        assert preparing == ["declarations"]
        assert made.declaration is not None and made.declaration.key == "declaration:0"
        qtbot.waitUntil(lambda: not made.preparer.busy, timeout=TIMEOUT_MS)
        shown: list[object] = []
        made.exerciseShown.connect(lambda kind, item: shown.append(item))
        made.ask("declarations")
        assert len(shown) == 1 and made.declaration.key == "declaration:1"  # in the call
        assert preparing == ["declarations"]
    finally:
        made.close()
        made.wait()


@pytest.mark.slow
def test_a_single_dummy_card_is_judged_and_kept_as_play(qtbot: QtBot) -> None:
    made = PracticeSession.with_workers(
        AttemptsInMemory(), threads=True, source=FixedOrder(plays=("single:0",)), play_worlds=8
    )
    try:
        with qtbot.waitSignal(made.exerciseShown, timeout=TIMEOUT_MS):
            made.ask("play")
        prepared = made.play
        assert prepared is not None and prepared.exercise.kind == "single"
        worst = prepared.judged[-1]
        outcome = made.answer_play(worst.card)
        assert outcome is not None and outcome.loss == pytest.approx(worst.loss)
        assert made.answer_play(worst.card) is None  # one answer an exercise
        kept = made.store.attempts()
        assert [(a.kind, a.exercise) for a in kept] == [("play", "single:0")]
    finally:
        made.close()
        made.wait()


class UnreadableStore(AttemptsInMemory):
    """A library whose attempts cannot be read (a damaged database that could not be rebuilt)."""

    def attempts(self, kind: str | None = None) -> list[Attempt]:
        raise LibraryError("cannot read the library database: database disk image is malformed")


def test_attempts_that_cannot_be_read_leave_practice_going_and_are_said_once(
    qtbot: QtBot,
) -> None:
    made = PracticeSession.with_workers(
        UnreadableStore(), threads=True, source=FixedOrder(EXERCISES), worlds=WORLDS
    )
    said: list[str] = []
    made.notice.connect(said.append)
    try:
        ratings = made.ratings()
        assert set(ratings) and made.ratings() == ratings  # every kind, from no attempt
        assert made.kept_attempts() == []
        assert len(said) == 1 and "malformed" in said[0]
    finally:
        made.close()
        made.wait()
