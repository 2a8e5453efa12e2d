"""Positions mined on demand by the practice session: started by the rule, kept by the store,
offered afterwards and after a restart, stopped when the window closes; an answer given before
its preparation ends is said to wait."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.process_pool import WorkerPool
from piquet_desktop.controller.practice_session import PracticeSession
from piquet_desktop.controller.practice_worker import PracticeWorker
from piquet_desktop.practice.attempts import new_attempt
from piquet_desktop.practice.cavendish import cavendish_exercises
from piquet_desktop.practice.exchange_pool import exchange_pool
from piquet_desktop.practice.exercise_source import AttemptsInMemory, FixedOrder
from piquet_desktop.practice.mined_data import next_fresh_seed, read_shipped
from piquet_desktop.practice.mined_journal import MinedRead
from piquet_desktop.practice.worker_jobs import MinedSeed, StopFlag, mine_job

TIMEOUT_MS = 120_000
START = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
asked: list[tuple[int, StopFlag]] = []


def fake_mine_job(
    seed: int, stop: StopFlag, worlds: int | None = None, niceness: int = 19
) -> MinedSeed:
    """A shipped position dressed as one of ``seed`` (the real job takes minutes)."""
    asked.append((seed, stop))
    p = read_shipped().positions[0]
    exercise = replace(p.exercise, key=f"mined:{seed}:1:elder")
    return MinedSeed(seed, (replace(p, exercise=exercise),))


def tried_everything(store: AttemptsInMemory) -> None:
    """Every exchange exercise the window offers tried once, at full credit."""
    for n, key in enumerate(sorted(exchange_pool().exercises)):
        store.record_attempt(
            new_attempt(
                "exchange",
                key,
                "7C",
                loss=0.0,
                seconds=5.0,
                when=START + timedelta(minutes=n),
                exercise_rating=1500.0,
            )
        )


def session_over(store: AttemptsInMemory) -> PracticeSession:
    made = PracticeSession.with_workers(
        store, threads=True, worlds=2, now=lambda: START + timedelta(days=1)
    )
    made.mining_on_demand.job = fake_mine_job
    return made


@pytest.fixture
def store() -> AttemptsInMemory:
    asked.clear()
    return AttemptsInMemory()


@pytest.fixture
def sessions() -> Iterator[list[PracticeSession]]:
    made: list[PracticeSession] = []
    yield made
    for s in made:
        s.close()
        s.wait()


def test_nothing_is_mined_while_the_shipped_positions_are_new(
    store: AttemptsInMemory, sessions: list[PracticeSession]
) -> None:
    sessions.append(session := session_over(store))
    session.ask("exchange")
    session.consider_mining()  # as it is asked once the exchange is shown
    assert not session.mining and asked == []


def test_a_player_who_tried_them_all_has_the_next_seed_mined_kept_and_offered(
    qtbot: QtBot, store: AttemptsInMemory, sessions: list[PracticeSession]
) -> None:
    tried_everything(store)
    sessions.append(session := session_over(store))
    with qtbot.waitSignal(session.positionsMined, timeout=TIMEOUT_MS) as mined:
        session.ask("exchange")  # the rule is asked once it is shown
        assert not session.mining
    seed = next_fresh_seed()
    assert mined.args[0].seed == seed and asked[0][0] == seed
    fresh = f"mined:{seed}:1:elder"
    assert [p.exercise.key for p in store.mined_seeds[seed]] == [fresh]
    assert session.source.exchange(fresh) is not None
    shown = []
    for _ in range(3):  # the exercise ahead was chosen before the new one came
        session.ask("exchange")
        assert session.exchange is not None
        shown.append(session.exchange.key)
    assert fresh in shown  # the only exchange the player has not tried


def test_positions_mined_before_a_restart_are_offered_and_mining_goes_on_after_them(
    qtbot: QtBot, store: AttemptsInMemory, sessions: list[PracticeSession]
) -> None:
    seed = next_fresh_seed() + 3
    store.keep_mined(seed, fake_mine_job(seed, StopFlag("")).positions, 48)
    asked.clear()
    tried_everything(store)
    sessions.append(session := session_over(store))
    assert session.source.exchange(f"mined:{seed}:1:elder") is not None
    with qtbot.waitSignal(session.positionsMined, timeout=TIMEOUT_MS):
        session.ask("exchange")
    assert asked[0][0] == seed + 1


def test_closing_stops_the_mining_and_ignores_its_result(
    qtbot: QtBot, store: AttemptsInMemory, sessions: list[PracticeSession]
) -> None:
    tried_everything(store)
    sessions.append(session := session_over(store))
    session.ask("exchange")
    session.consider_mining()
    assert session.mining
    session.close()
    session.wait()
    qtbot.wait(0)  # deliver whatever the thread sent
    assert not session.mining and store.mined_seeds == {}
    assert asked and asked[0][1]()  # the job was told to stop


def test_the_mining_job_told_to_stop_mines_nothing(tmp_path: Path) -> None:
    stop = StopFlag(str(tmp_path / "stop"))
    assert not stop()
    stop.set()
    assert stop() and mine_job(next_fresh_seed(), stop, 4, niceness=0) is None


class _DamagedStore(AttemptsInMemory):
    def mined(self) -> MinedRead:
        raise ValueError("the journal is a folder")


def test_a_store_that_cannot_give_the_mined_positions_is_said_not_a_crash(
    sessions: list[PracticeSession],
) -> None:
    sessions.append(session := session_over(_DamagedStore()))
    assert session.notes == ["the journal is a folder"]
    session.ask("exchange")
    assert session.exchange is not None


def test_an_answer_before_the_preparation_waits_and_says_so(
    qtbot: QtBot, sessions: list[PracticeSession]
) -> None:
    exercise = cavendish_exercises()[0]
    made = PracticeSession.with_workers(
        AttemptsInMemory(), threads=True, source=FixedOrder([exercise]), worlds=2
    )
    sessions.append(made)
    waiting: list[bool] = []
    made.answerWaiting.connect(waiting.append)
    made.ask("exchange")
    with qtbot.waitSignal(made.exchangeJudged, timeout=TIMEOUT_MS):
        assert made.answer_exchange(exercise.book[0])
        assert made.waiting_for_preparation and waiting == [True]
    assert waiting == [True, False] and not made.waiting_for_preparation


def test_nothing_is_mined_when_the_worker_processes_broke(
    store: AttemptsInMemory, sessions: list[PracticeSession]
) -> None:
    broken = WorkerPool(1)
    broken.mark_broken("no processes in this sandbox")
    tried_everything(store)
    made = PracticeSession(
        PracticeWorker(broken, threads=True),
        PracticeWorker(broken, threads=True),
        store,
        miner=PracticeWorker(broken),  # its jobs would fall back to a thread
    )
    made.mining_on_demand.job = fake_mine_job
    sessions.append(made)
    made.consider_mining()
    assert not made.mining and asked == []
