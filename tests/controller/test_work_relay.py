"""The work relay: a job runs off the GUI thread, and exactly one outcome comes back on it.

Jobs that must still be running at a given moment wait on a gate (a ``threading.Event``) that the
test opens; no test waits on the clock.
"""

from __future__ import annotations

import threading
from concurrent.futures import CancelledError, Future

import pytest
from PySide6.QtCore import QCoreApplication, QThread
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.work_relay import Failure, WorkRelay

GATE_S = 30  # a gate a test forgets to open still lets the job end


def on_gui_thread() -> bool:
    app = QCoreApplication.instance()
    assert app is not None
    return QThread.currentThread() is app.thread()


class Outcomes:
    """What a relay delivered, and on which thread each came."""

    def __init__(self) -> None:
        self.done: list[object] = []
        self.failed: list[Failure] = []
        self.heard: list[object] = []
        self.on_gui: list[bool] = []

    def got(self, value: object) -> None:
        self.on_gui.append(on_gui_thread())
        self.done.append(value)

    def lost(self, failure: Failure) -> None:
        self.on_gui.append(on_gui_thread())
        self.failed.append(failure)

    def hear(self, value: object) -> None:
        self.on_gui.append(on_gui_thread())
        self.heard.append(value)

    @property
    def count(self) -> int:
        return len(self.done) + len(self.failed)


def test_a_job_runs_off_the_gui_thread_and_its_outcome_arrives_on_it(qtbot: QtBot) -> None:
    relay = WorkRelay()
    outcomes = Outcomes()
    ran_on: list[int] = []

    def work() -> int:
        ran_on.append(threading.get_ident())
        return 42

    busy: list[bool] = []
    relay.busyChanged.connect(busy.append)
    relay.run(work, outcomes.got, outcomes.lost)
    assert relay.busy and busy == [True]
    qtbot.waitUntil(lambda: outcomes.count == 1)
    assert busy == [True, False]
    assert outcomes.done == [42] and not outcomes.failed
    assert ran_on and ran_on[0] != threading.get_ident()
    assert outcomes.on_gui == [True]
    assert not relay.busy


def test_a_forgotten_jobs_outcome_is_dropped(qtbot: QtBot) -> None:
    relay = WorkRelay(threads=2)
    outcomes = Outcomes()
    gate = threading.Event()
    stale = relay.run(lambda: gate.wait(GATE_S) and "stale", outcomes.got, outcomes.lost)
    relay.forget(stale)
    assert not relay.busy and not relay.is_open(stale)
    gate.set()
    assert relay.wait(GATE_S * 1000)
    # Outcomes come back in the order they were sent: once a later job's has come, the
    # stale one's has been through the event loop too, and was dropped.
    relay.run(lambda: "fresh", outcomes.got, outcomes.lost)
    qtbot.waitUntil(lambda: outcomes.count == 1)
    assert outcomes.done == ["fresh"] and not outcomes.failed


def test_a_forgotten_job_not_yet_started_never_runs(qtbot: QtBot) -> None:
    relay = WorkRelay(threads=1)
    outcomes = Outcomes()
    gate = threading.Event()
    ran: list[str] = []
    relay.run(lambda: gate.wait(GATE_S) and ran.append("first"), outcomes.got, outcomes.lost)
    queued = relay.run(lambda: ran.append("queued"), outcomes.got, outcomes.lost)
    relay.forget(queued)
    gate.set()
    qtbot.waitUntil(lambda: outcomes.count == 1)
    assert relay.wait(GATE_S * 1000)
    assert ran == ["first"]


def test_an_exception_in_a_job_is_delivered_as_a_failure_and_the_relay_goes_on(
    qtbot: QtBot,
) -> None:
    relay = WorkRelay(threads=1)
    outcomes = Outcomes()

    def broken() -> object:
        raise RuntimeError("out of ideas")

    relay.run(broken, outcomes.got, outcomes.lost)
    relay.run(lambda: "after", outcomes.got, outcomes.lost)  # the same thread takes it
    qtbot.waitUntil(lambda: outcomes.count == 2)
    assert outcomes.done == ["after"]
    (failure,) = outcomes.failed
    assert isinstance(failure.error, RuntimeError)
    assert failure.message == "RuntimeError: out of ideas"
    assert "in broken" in failure.details and "RuntimeError: out of ideas" in failure.details
    assert outcomes.on_gui == [True, True]


def test_reports_arrive_on_the_gui_thread_in_order_before_the_outcome(qtbot: QtBot) -> None:
    relay = WorkRelay()
    outcomes = Outcomes()
    order: list[str] = []

    def work(report: object) -> str:
        for step in range(3):
            report(step)  # type: ignore[operator]
        return "end"

    relay.run_reporting(
        work,
        lambda value: order.append("done") or outcomes.got(value),
        outcomes.lost,
        lambda value: order.append("heard") or outcomes.hear(value),
    )
    qtbot.waitUntil(lambda: outcomes.count == 1)
    assert outcomes.heard == [0, 1, 2] and outcomes.done == ["end"]
    assert order == ["heard", "heard", "heard", "done"]
    assert outcomes.on_gui == [True] * 4


def test_a_forgotten_jobs_reports_are_dropped(qtbot: QtBot) -> None:
    relay = WorkRelay(threads=None)
    outcomes = Outcomes()
    gate = threading.Event()

    def stale(report: object) -> str:
        gate.wait(GATE_S)
        report("stale")  # type: ignore[operator]
        return "stale"

    ticket = relay.run_reporting(stale, outcomes.got, outcomes.lost, outcomes.hear)
    relay.forget(ticket)
    gate.set()
    assert relay.wait(GATE_S * 1000)
    relay.run(lambda: "fresh", outcomes.got, outcomes.lost)
    qtbot.waitUntil(lambda: outcomes.count == 1)
    assert outcomes.heard == [] and outcomes.done == ["fresh"]


def test_a_followed_future_is_delivered_on_the_gui_thread_and_its_exception_as_a_failure(
    qtbot: QtBot,
) -> None:
    relay = WorkRelay()
    outcomes = Outcomes()
    answered: Future[str] = Future()
    raised: Future[str] = Future()
    cancelled: Future[str] = Future()
    relay.follow(answered, outcomes.got, outcomes.lost)
    relay.follow(raised, outcomes.got, outcomes.lost)
    relay.follow(cancelled, outcomes.got, outcomes.lost)
    assert relay.following_processes()
    settler = threading.Thread(target=answered.set_result, args=("from afar",))
    settler.start()
    settler.join()
    raised.set_exception(ValueError("bad argument"))
    cancelled.cancel()
    qtbot.waitUntil(lambda: outcomes.count == 3)
    assert outcomes.done == ["from afar"]
    assert [type(f.error) for f in outcomes.failed] == [ValueError, CancelledError]
    assert outcomes.on_gui == [True, True, True]
    assert not relay.following_processes() and not relay.busy


def test_an_outcome_known_at_once_still_comes_from_the_event_loop(qtbot: QtBot) -> None:
    relay = WorkRelay()
    outcomes = Outcomes()
    done: Future[str] = Future()
    done.set_result("already")
    relay.follow(done, outcomes.got, outcomes.lost)
    relay.resolved("known", outcomes.got, outcomes.lost)
    assert outcomes.count == 0  # not inside the calls: the asker holds its tickets first
    qtbot.waitUntil(lambda: outcomes.count == 2)
    assert outcomes.done == ["already", "known"]


def test_a_window_closed_while_its_job_runs_neither_waits_for_it_nor_hears_it(
    qtbot: QtBot, qtlog: pytest.LogCaptureFixture
) -> None:
    window = QWidget()
    relay = WorkRelay(window, threads=1)
    outcomes = Outcomes()
    gate = threading.Event()
    ran_on: list[threading.Thread] = []
    queued_ran: list[str] = []
    opened = threading.Timer(GATE_S, gate.set)  # a relay that waited would be let go here
    opened.start()

    def work() -> str:
        ran_on.append(threading.current_thread())
        gate.wait(GATE_S)
        return "too late"

    relay.run(work, outcomes.got, outcomes.lost)
    relay.run(lambda: queued_ran.append("queued"), outcomes.got, outcomes.lost)
    with qtbot.waitSignal(window.destroyed):
        window.close()
        window.deleteLater()
    assert not gate.is_set()  # the window went without waiting for its job
    opened.cancel()
    gate.set()
    ran_on[0].join(GATE_S)  # the job's thread sends its outcome, finds no job left, and ends
    assert not ran_on[0].is_alive()
    probe = WorkRelay()
    probe.run(lambda: "probe", outcomes.got, outcomes.lost)
    qtbot.waitUntil(lambda: outcomes.count == 1)
    assert outcomes.done == ["probe"] and queued_ran == []
    assert [r.message for r in qtlog.records] == []
