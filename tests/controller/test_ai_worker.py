"""The AI worker: any ``Player`` thinks in a pool thread and answers on the GUI thread."""

from __future__ import annotations

import random
import threading

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import ai_process, ai_worker
from piquet_desktop.controller.ai_worker import AiFailure, AiResult, AiWorker
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView, view


def dealt_state(seed: int = 1) -> PartieState:
    state = new_partie(RUBICON)
    rng = random.Random(seed)
    while state.phase != "deal":
        state.apply(chance_action(state, rng))
    return state


class ThreadNotingPlayer:
    """Greedy, noting the thread it was asked on; optionally waits for a gate first."""

    name = "noting"

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.gate = gate
        self.threads: list[threading.Thread] = []

    def choose(self, seen: PlayerView, decision: Decision, rng: random.Random) -> Action:
        self.threads.append(threading.current_thread())
        if self.gate is not None:
            self.gate.wait(10)
        return GreedyPlayer().choose(seen, decision, rng)


class FailingPlayer:
    name = "failing"

    def choose(self, seen: PlayerView, decision: Decision, rng: random.Random) -> Action:
        raise RuntimeError("out of ideas")


def ask(worker: AiWorker, player: object, generation: int = 1) -> int:
    state = dealt_state()
    decision = decision_for(state)
    return worker.ask(
        player,  # type: ignore[arg-type]
        view(state, decision.seat),
        decision,
        random.Random(0),
        generation=generation,
    )


def test_the_player_thinks_off_the_gui_thread_and_the_answer_arrives_on_it(
    qtbot: QtBot,
) -> None:
    worker = AiWorker()
    player = ThreadNotingPlayer()
    received: list[threading.Thread] = []
    worker.answered.connect(lambda result: received.append(threading.current_thread()))

    with qtbot.waitSignal(worker.answered) as answered:
        ticket = ask(worker, player, generation=7)

    result = answered.args[0]
    assert isinstance(result, AiResult)
    assert (result.ticket, result.generation, result.tag) == (ticket, 7, "move")
    assert player.threads[0] is not threading.main_thread()
    assert received == [threading.main_thread()]
    assert not worker.busy


def test_a_player_that_raises_is_reported_not_crashed(qtbot: QtBot) -> None:
    worker = AiWorker()
    with qtbot.waitSignal(worker.failed) as failed:
        ask(worker, FailingPlayer())
    failure = failed.args[0]
    assert isinstance(failure, AiFailure)
    assert "out of ideas" in failure.message and "RuntimeError" in failure.details


def test_a_cancelled_question_is_never_answered(qtbot: QtBot) -> None:
    gate = threading.Event()
    worker = AiWorker(max_threads=1)
    slow = ThreadNotingPlayer(gate)
    answers: list[AiResult] = []
    worker.answered.connect(answers.append)
    busy: list[bool] = []
    worker.busyChanged.connect(busy.append)

    first = ask(worker, slow)
    queued = ask(worker, ThreadNotingPlayer())  # waits behind the first: one thread only
    qtbot.waitUntil(lambda: bool(slow.threads))
    worker.cancel()
    assert not worker.busy
    gate.set()
    assert worker.wait(5000)
    with qtbot.waitSignal(worker.answered) as later:
        ask(worker, ThreadNotingPlayer())

    assert [a.ticket for a in answers] == [later.args[0].ticket]
    assert first not in {a.ticket for a in answers} and queued not in {a.ticket for a in answers}
    assert busy[:2] == [True, False]


def test_the_worker_start_waits_while_the_table_is_busy_and_comes_once_it_rests(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window holds the worker's start back while cards move (its start took a core from
    the first deal's frames)."""
    started: list[bool] = []
    monkeypatch.setattr(ai_process, "warm_up", lambda: started.append(True) or True)
    worker = AiWorker()
    busy = [True]
    asked: list[bool] = []

    def is_busy() -> bool:
        asked.append(busy[0])
        return busy[0]

    worker.hold_warm_up_while(is_busy)
    worker.warm_up()
    qtbot.waitUntil(lambda: len(asked) >= 3, timeout=5000)
    assert started == []
    busy[0] = False
    qtbot.waitUntil(lambda: started == [True], timeout=5000)
    assert asked[-1] is False


def test_a_table_that_never_rests_does_not_keep_the_worker_from_starting(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[bool] = []
    monkeypatch.setattr(ai_process, "warm_up", lambda: started.append(True) or True)
    monkeypatch.setattr(ai_worker, "WARM_UP_LATEST_MS", 3 * ai_worker.WARM_UP_RETRY_MS)
    worker = AiWorker()
    asked: list[bool] = []
    worker.hold_warm_up_while(lambda: asked.append(True) or True)
    worker.warm_up()
    qtbot.waitUntil(lambda: started == [True], timeout=5000)
    assert len(asked) == 3
