"""The app's own time line of its start-up (``piquet_desktop/startup_times.py``), which
``benchmarks/app_startup`` and the package's smoke test read: the steps in their order, up to
the first paint of the table with cards and the AI worker's first answer, and a quit on its own
when asked (a benchmark launches the app again and again)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_desktop.benchmarks.app_startup import SAMPLE, STEPS, read_time_line

ROOT = Path(__file__).resolve().parents[1]


def _launch(tmp: Path, setting: str | None) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PIQUET_DATA_DIR=str(tmp / "data"),
        PIQUET_SETTINGS_DIR=str(tmp / "settings"),
    )
    env.pop("PIQUET_STARTUP_TIMES", None)
    if setting is not None:
        env["PIQUET_STARTUP_TIMES"] = setting
    return subprocess.run(
        [sys.executable, "-m", "piquet_desktop", str(SAMPLE)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )


@pytest.mark.slow
def test_the_app_tells_its_start_up_steps_in_order_and_quits_when_asked(tmp_path: Path) -> None:
    result = _launch(tmp_path, "quit")  # it quits by itself: no timeout
    assert result.returncode == 0, result.stderr
    steps = read_time_line(result.stderr)
    wanted = [step for step, _ in STEPS]
    assert [s for s in steps if s in wanted] == wanted  # every step, in the order they happen
    walls = [steps[s][0] for s in wanted]
    cpus = [steps[s][1] for s in wanted[1:]]
    assert walls == sorted(walls) and cpus == sorted(cpus)
    assert steps["worker-ready"][0] >= steps["worker-started"][0] >= steps["window-shown"][0]


def test_the_time_line_reads_only_its_own_lines() -> None:
    text = "\n".join(
        [
            "startup main 100.5 0.120",
            "Qt: some warning about startup 3 4",
            "startup table-painted 101.25 0.400",
            "startup table-painted 102.0 0.500",  # a later one: the first counts
            "startup broken x y",
        ]
    )
    assert read_time_line(text) == {"main": (100.5, 0.12), "table-painted": (101.25, 0.4)}


def test_nothing_is_told_unless_asked() -> None:
    code = "from piquet_desktop import startup_times; startup_times.mark('main')"

    def told(setting: str | None) -> str:
        env = {k: v for k, v in os.environ.items() if k != "PIQUET_STARTUP_TIMES"}
        if setting is not None:
            env["PIQUET_STARTUP_TIMES"] = setting
        run = [sys.executable, "-c", code]
        return subprocess.run(run, env=env, capture_output=True, text=True, check=True).stderr

    assert told(None) == ""  # a player's start: not a word
    lines = [line.split()[:2] for line in told("1").splitlines()]
    assert lines == [["startup", "process-start"], ["startup", "main"]]


@pytest.mark.slow
def test_the_bare_qt_window_of_the_floor_benchmark_paints_its_cards_and_quits() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PIQUET_STARTUP_TIMES="1")
    result = subprocess.run(
        [sys.executable, "-m", "piquet_desktop.benchmarks.qt_floor", "--bare", "--cards", "3"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    steps = read_time_line(result.stderr)
    wanted = ["main", "qt-imported", "qt-application", "window-made", "table-painted"]
    assert [s for s in steps if s in wanted] == wanted
