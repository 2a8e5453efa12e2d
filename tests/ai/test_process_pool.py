"""The worker-process pool the solver's batches and the app's opponent share: jobs run in spawned
processes, stopping does not wait for them, a pool that cannot start is given up once and for
all, and workers end with their parent."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from concurrent.futures import CancelledError, Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool

TIMEOUT_S = 60  # starting a worker is a new interpreter; the machine may be busy


def test_a_job_runs_in_another_process() -> None:
    pool = WorkerPool(1)
    try:
        assert pool.submit(os.getpid).result(timeout=TIMEOUT_S) != os.getpid()
        assert pool.is_running() and len(pool.worker_processes()) == 1
    finally:
        pool.shutdown()


def test_shutdown_stops_a_running_job_instead_of_waiting_and_the_pool_starts_again() -> None:
    pool = WorkerPool(1)
    pool.submit(os.getpid).result(timeout=TIMEOUT_S)
    running = pool.submit(time.sleep, 600)
    workers = pool.worker_processes()
    epoch = pool.epoch

    pool.shutdown()

    # The workers are gone while the ten-minute job is still unfinished: nothing waited for it.
    assert not pool.is_running() and not any(p.is_alive() for p in workers)
    assert pool.epoch == epoch + 1  # stopped on purpose: the asker can tell
    assert pool.broken_reason is None
    with pytest.raises(Exception):  # noqa: B017 - cancelled or broken, by whoever noticed first
        running.result(timeout=TIMEOUT_S)
    try:
        assert pool.submit(os.getpid).result(timeout=TIMEOUT_S) != os.getpid()
    finally:
        pool.shutdown()


def _busy_with_a_cancelled_job_waiting(pool: WorkerPool) -> tuple[Future[object], Future[object]]:
    """The worker stuck in a long job, the executor's queue to it full, a job behind them
    cancelled by its asker (a stale question), and another job waiting after that one."""
    pool.submit(os.getpid).result(timeout=TIMEOUT_S)
    pool.submit(time.sleep, 600)
    for _ in range(2):  # the call queue holds the worker count plus one: now full
        pool.submit(os.getpid)
    cancelled = pool.submit(os.getpid)
    assert cancelled.cancel()  # still waiting: nothing can send it to the busy worker
    return cancelled, pool.submit(os.getpid)


@pytest.fixture
def thread_errors(monkeypatch: pytest.MonkeyPatch) -> list[threading.ExceptHookArgs]:
    """What reaches ``threading.excepthook``: an exception that ended some thread."""
    seen: list[threading.ExceptHookArgs] = []
    monkeypatch.setattr(threading, "excepthook", seen.append)
    return seen


def test_a_worker_killed_while_a_cancelled_job_waits_fails_every_other_job_quietly(
    thread_errors: list[threading.ExceptHookArgs],
) -> None:
    pool = WorkerPool(1)
    try:
        cancelled, after = _busy_with_a_cancelled_job_waiting(pool)
        for process in pool.worker_processes():
            process.kill()
            process.join()

        # Told, not left waiting for ever behind the cancelled job; and no thread died.
        with pytest.raises(BrokenProcessPool):
            after.result(timeout=TIMEOUT_S)
        assert cancelled.cancelled()
    finally:
        pool.shutdown()
    assert thread_errors == []


def test_shutdown_with_a_cancelled_job_waiting_raises_nothing_in_the_executors_thread(
    thread_errors: list[threading.ExceptHookArgs],
) -> None:
    pool = WorkerPool(1)
    cancelled, after = _busy_with_a_cancelled_job_waiting(pool)
    workers = pool.worker_processes()

    pool.shutdown()

    assert not any(p.is_alive() for p in workers)
    with pytest.raises((CancelledError, BrokenProcessPool)):  # by whoever noticed first
        after.result(timeout=TIMEOUT_S)
    assert cancelled.cancelled()
    assert thread_errors == []


def test_a_pool_that_cannot_start_is_given_up_for_good_and_said_once() -> None:
    said: list[str] = []
    pool = WorkerPool(0, on_broken=said.append)  # the executor refuses to start no workers

    with pytest.raises(PoolUnavailable, match="worker processes cannot start"):
        pool.submit(os.getpid)
    with pytest.raises(PoolUnavailable):
        pool.submit(os.getpid)

    assert pool.broken_reason is not None and "ValueError" in pool.broken_reason
    assert said == [pool.broken_reason]
    pool.reset()
    assert pool.broken_reason is None


def test_the_number_of_workers_is_asked_when_the_pool_starts() -> None:
    wanted = [0]
    pool = WorkerPool(lambda: wanted[0])
    wanted[0] = 1
    try:
        assert pool.submit(os.getpid).result(timeout=TIMEOUT_S) != os.getpid()
    finally:
        pool.shutdown()


KILLED_PARENT = """
import os, sys
from piquet_desktop.ai.process_pool import WorkerPool
if __name__ == "__main__":
    pool = WorkerPool(2)
    pool.submit(os.getpid).result()
    print(" ".join(str(p.pid) for p in pool.worker_processes()), flush=True)
    sys.stdin.readline()  # the test kills this process while it waits here
"""


def _alive(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return status.exists() and "zombie" not in status.read_text()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc (Linux)")
def test_the_workers_end_when_their_parent_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "parent.py"
    script.write_text(KILLED_PARENT)
    parent = subprocess.Popen(
        [sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert parent.stdout is not None
    workers = [int(pid) for pid in parent.stdout.readline().split()]
    assert workers and all(_alive(pid) for pid in workers)

    parent.kill()
    parent.wait(TIMEOUT_S)

    deadline = time.monotonic() + TIMEOUT_S
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers)
