"""The computer thinks in a worker process: same answers as in a thread, and it fails soft.

The levels are pure Python; in a thread they would take the interpreter from the window
(``ai_process.py`` explains). These tests check what moving them to a process must not change
(the decision for a given view, decision and generator) and what it adds (a fallback to a thread
that is said once, a quit that does not wait for a search).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from multiprocessing.connection import wait as wait_for_objects
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.advice import advise
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.lazy_player import LazyRegistryPlayer, registry_player
from piquet_desktop.ai.registry import make_player
from piquet_desktop.controller import ai_process
from piquet_desktop.controller.ai_worker import AiResult, AiWorker
from piquet_desktop.controller.game_controller import GameController, hint_seed
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.words.hint_words import hint_text

TIMEOUT_MS = 30_000  # a master's exchange takes about a second; the machine may be busy


@pytest.fixture(autouse=True)
def fresh_pool_state(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A test that breaks the pool must not leave the rest of the run without processes."""
    monkeypatch.setattr(ai_process.pool, "_broken", None)
    yield
    if ai_process.pool.broken_reason is not None:
        ai_process.pool.shutdown()


def ended(process: multiprocessing.process.BaseProcess) -> bool:
    """The process has exited (its sentinel is ready), whoever collected its exit status."""
    return bool(wait_for_objects([process.sentinel], timeout=0))


def dealt_state(seed: int) -> PartieState:
    state = new_partie(RUBICON)
    rng = random.Random(seed)
    while state.phase != "deal":
        state.apply(chance_action(state, rng))
    return state


def decisions_of_a_deal(seed: int, count: int) -> list[tuple[PlayerView, Decision]]:
    """The first ``count`` real (not forced) decisions of a deal played by greedy players."""
    state = dealt_state(seed)
    greedy = GreedyPlayer()
    out: list[tuple[PlayerView, Decision]] = []
    while len(out) < count and state.phase == "deal":
        decision = decision_for(state)
        seen = view(state, decision.seat)
        if decision.forced is None:
            out.append((seen, decision))
        state.apply(decision.forced or greedy.choose(seen, decision, random.Random(0)))
    return out


class MustNotRunHere:
    """A stand-in player that fails if it is ever asked in this process."""

    name = "elsewhere"

    def choose(self, seen: PlayerView, decision: Decision, rng: random.Random) -> Action:
        raise AssertionError("asked in the window's process")


def ask_level(worker: AiWorker, level: str, seen: PlayerView, decision: Decision) -> int:
    return worker.ask(
        MustNotRunHere(), seen, decision, random.Random(11), generation=1, level=level
    )


@pytest.mark.slow
def test_a_level_decides_in_a_worker_process_exactly_as_it_would_in_this_one() -> None:
    # the master's exchange, a declaration and the first cards: every kind of search it runs,
    # asked one after another of the same worker, so state kept between questions would show
    for seen, decision in decisions_of_a_deal(seed=4, count=5):
        here = make_player("master").choose(seen, decision, random.Random(99))
        future = ai_process.pool.submit(
            ai_process.decide, "master", seen, decision, random.Random(99)
        )
        assert future.result(timeout=TIMEOUT_MS / 1000) == here, decision.kind


def test_the_worker_is_another_process() -> None:
    assert ai_process.pool.submit(os.getpid).result(timeout=TIMEOUT_MS / 1000) != os.getpid()


def test_a_registered_level_is_asked_in_a_process_and_answers_on_the_gui_thread(
    qtbot: QtBot,
) -> None:
    worker = AiWorker()
    seen, decision = decisions_of_a_deal(seed=2, count=1)[0]
    with qtbot.waitSignal(worker.answered, timeout=TIMEOUT_MS) as answered:
        ask_level(worker, "novice", seen, decision)
    result = answered.args[0]
    assert isinstance(result, AiResult)
    assert result.action == make_player("novice").choose(seen, decision, random.Random(11))
    assert not worker.busy


@pytest.mark.slow
def test_the_hint_is_the_advice_piquet_advise_gives(qtbot: QtBot) -> None:
    game = GameController(autosave_enabled=False)
    try:
        game.new_partie(RUBICON, "greedy", seed=7)
        qtbot.waitUntil(lambda: game.decision() is not None, timeout=TIMEOUT_MS)
        decision = game.decision()
        assert decision is not None and decision.kind == "exchange"
        expected = advise(game.view(), decision, seed=hint_seed(7, len(game.record().actions)))

        with qtbot.waitSignal(game.hintReady, timeout=TIMEOUT_MS) as hint:
            game.request_hint()
    finally:
        game.shutdown()

    # The same advice, said as the window says a discard (what it keeps and makes).
    assert expected.hint is not None
    assert hint.args == [expected.recommended, hint_text(expected.hint)]
    assert "likely to" in hint.args[1] and "partie" not in hint.args[1]
    assert expected.level == "master"  # the strongest level installed


def test_a_broken_worker_process_falls_back_to_a_thread_and_says_so_once(
    qtbot: QtBot,
) -> None:
    worker = AiWorker()
    notices: list[str] = []
    worker.notice.connect(notices.append)
    ai_process.pool.submit(ai_process.decide, "greedy", *decisions_of_a_deal(1, 1)[0],
                      random.Random(0)).result(timeout=TIMEOUT_MS / 1000)  # fmt: skip
    seen, decision = decisions_of_a_deal(seed=3, count=1)[0]
    greedy = GreedyPlayer()

    ticket = worker.ask(greedy, seen, decision, random.Random(5), generation=1, level="master")
    for process in ai_process.pool.worker_processes():  # a worker dies (killed, out of memory...)
        process.kill()
    with qtbot.waitSignal(worker.answered, timeout=TIMEOUT_MS) as answered:
        pass
    with qtbot.waitSignal(worker.answered, timeout=TIMEOUT_MS) as again:
        worker.ask(greedy, seen, decision, random.Random(5), generation=1, level="master")

    assert answered.args[0].ticket == ticket
    assert answered.args[0].action == greedy.choose(seen, decision, random.Random(5))
    assert again.args[0].action == answered.args[0].action  # the thread's player, again
    assert not worker.uses_processes
    assert len(notices) == 1 and "a worker process stopped" in notices[0]


def test_without_processes_the_windows_lazy_opponent_is_made_and_thinks_in_a_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the window's opponent (lazy_player.registry_player) is made only when it must think here
    monkeypatch.setattr(ai_process.pool, "_broken", "no processes on this machine")
    worker = AiWorker()
    seen, decision = decisions_of_a_deal(seed=2, count=1)[0]
    lazy = registry_player("novice")
    assert isinstance(lazy, LazyRegistryPlayer) and not lazy.made

    with qtbot.waitSignal(worker.answered, timeout=TIMEOUT_MS) as answered:
        worker.ask(lazy, seen, decision, random.Random(11), generation=1, level="novice")

    assert lazy.made
    assert answered.args[0].action == make_player("novice").choose(
        seen, decision, random.Random(11)
    )


def test_shutdown_stops_a_search_still_running_in_a_worker_instead_of_waiting(
    qtbot: QtBot,
) -> None:
    worker = AiWorker()
    answers: list[AiResult] = []
    worker.answered.connect(answers.append)
    seen, decision = decisions_of_a_deal(seed=4, count=1)[0]
    assert decision.kind == "exchange"  # the master's exchange: a long search
    ask_level(worker, "master", seen, decision)
    qtbot.waitUntil(lambda: bool(ai_process.pool.worker_processes()), timeout=TIMEOUT_MS)
    running = ai_process.pool.worker_processes()

    assert worker.shutdown(0)

    assert not worker.busy and not ai_process.pool.is_running()
    assert all(ended(p) for p in running)
    assert ai_process.pool.broken_reason is None  # stopped on purpose: processes stay in use
    with qtbot.waitSignal(worker.answered, timeout=TIMEOUT_MS):
        ask_level(worker, "greedy", seen, decision)  # a new pool starts on demand
    assert len(answers) == 1


KILLED_APP = """
import os, sys
from piquet_desktop.controller import ai_process
if __name__ == "__main__":
    ai_process.pool.submit(ai_process._ready).result()
    print(" ".join(str(p.pid) for p in ai_process.pool.worker_processes()), flush=True)
    sys.stdin.readline()  # the test kills this process while it waits here
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return (
        Path(f"/proc/{pid}/status").exists()
        and "zombie" not in Path(f"/proc/{pid}/status").read_text()
    )


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc (Linux)")
def test_the_workers_end_when_the_app_is_killed(qtbot: QtBot, tmp_path: Path) -> None:
    script = tmp_path / "app.py"
    script.write_text(KILLED_APP)
    app = subprocess.Popen(
        [sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert app.stdout is not None
    workers = [int(pid) for pid in app.stdout.readline().split()]
    assert workers and all(alive(pid) for pid in workers)

    app.kill()
    app.wait(30)

    qtbot.waitUntil(lambda: not any(alive(pid) for pid in workers), timeout=TIMEOUT_MS)


def test_a_question_whose_pool_another_worker_stopped_is_answered_in_a_thread_silently(
    qtbot: QtBot,
) -> None:
    quitting, staying = AiWorker(), AiWorker()
    notices: list[str] = []
    staying.notice.connect(notices.append)
    seen, decision = decisions_of_a_deal(seed=4, count=1)[0]
    greedy = GreedyPlayer()
    quitting.ask(greedy, seen, decision, random.Random(1), generation=1, level="master")
    ticket = staying.ask(greedy, seen, decision, random.Random(2), generation=1, level="master")

    with qtbot.waitSignal(staying.answered, timeout=TIMEOUT_MS) as answered:
        quitting.shutdown(0)  # stops the shared workers, mid-search

    assert answered.args[0].ticket == ticket
    assert answered.args[0].action == greedy.choose(seen, decision, random.Random(2))
    assert notices == [] and staying.uses_processes  # nothing broke: processes stay in use


def test_the_worker_frees_the_solver_tables_when_a_new_deal_is_asked_about(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # decide() runs here as it runs in the worker: the first question of each deal frees them
    from piquet_desktop.ai import parallel
    from piquet_desktop.ai.evaluation import hand_facts
    from piquet_desktop.ai.inference import DEFAULT_KEEP_MODEL

    freed: list[object] = []
    monkeypatch.setattr(parallel, "_deal_in_hand", None)
    real = parallel.free_finished_deals
    monkeypatch.setattr(  # ai_process imports it where it runs, in the worker
        parallel, "free_finished_deals", lambda deal: freed.append(deal) or real(deal)
    )
    (seen, decision), (later, decision2) = decisions_of_a_deal(seed=2, count=2)
    ai_process.decide("greedy", seen, decision, random.Random(1))
    ai_process.decide("greedy", later, decision2, random.Random(1))
    assert freed == [ai_process.deal_of(seen)] * 2
    assert parallel._deal_in_hand == ai_process.deal_of(seen)
    hand_facts(seen.hand)
    assert hand_facts.cache_info().currsize > 0
    ai_process.decide("greedy", later, decision2, random.Random(1))  # the same deal: kept
    assert hand_facts.cache_info().currsize > 0
    DEFAULT_KEEP_MODEL.discard_likelihood(seen.hand, seen.hand & -seen.hand, True)
    assert DEFAULT_KEEP_MODEL._suits and DEFAULT_KEEP_MODEL._pairs
    monkeypatch.setattr(parallel, "_deal_in_hand", (99, (0, 0)))  # as if it followed another
    ai_process.decide("greedy", later, decision2, random.Random(1))
    assert hand_facts.cache_info().currsize == 0
    assert not DEFAULT_KEEP_MODEL._suits and not DEFAULT_KEEP_MODEL._pairs


def test_the_app_keeps_one_worker_for_the_moves_and_the_hints() -> None:
    assert ai_process.MAX_WORKERS == 1
