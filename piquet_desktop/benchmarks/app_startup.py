"""How long the desktop app takes from launch to the first painted table, and where it goes.

Run: ``python -m piquet_desktop.benchmarks.app_startup [--runs 5] [--xvfb] [--deal]
[--command CMD]``.

Each run launches the app as a player does, ``python -m piquet_desktop FILE`` with the sample
partie (``--deal``: ``--demo-moves 1``, a partie dealt at once instead), or the installed
launcher (``--command /usr/games/piquet``), with private settings and data folders and
``PIQUET_STARTUP_TIMES=quit``: the app notes each step of its start-up and quits once the table
is painted and the AI worker has answered (``piquet_desktop/startup_times.py``). The app runs on
the display the environment names: a real X window under its window manager when ``DISPLAY`` is
set (``QT_QPA_PLATFORM`` unset or ``xcb``), offscreen when it is not, and with ``--xvfb`` on an
Xvfb display of its own with openbox, as the real-window tests run. The figure a player feels is
from the launch (``subprocess.Popen``, before the interpreter exists) to ``table-painted``: the
first paint of the table's felt with cards on it.

The steps, as the app notes them (each is the time from the step before):

* ``main``: the interpreter up and the app's entry imported (``process-start``, the kernel's
  start of the process, to 10 ms, splits the fork and exec from the interpreter);
* ``qt-imported``: QtCore, QtGui, QtWidgets; ``qt-application``: the ``QApplication``, with the
  platform plugin loaded and the display connected; ``language``: the translations installed;
* ``window-imported``: the window's modules; ``window-made``: ``MainWindow()``;
  ``window-shown``: ``show()``;
* ``table-painted``: the partie opened (or dealt) and the table's first paint with cards;
  ``worker-started`` (when the AI worker process was launched) and ``worker-ready`` (when it
  first answered) are given from the launch too.

It also prints the CPU time of each launch (the app and its worker processes), a figure that
the machine's load changes far less than the wall clock, and the load average.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

TARGET_S = 1.0
INSTALLED_TARGET_S = 0.25
STEPS = (
    ("process-start", "fork and exec"),
    ("main", "interpreter and the app's entry"),
    ("qt-imported", "QtCore, QtGui, QtWidgets imported"),
    ("qt-application", "QApplication (platform plugin, display)"),
    ("language", "translations installed"),
    ("window-imported", "the window's modules imported"),
    ("window-made", "MainWindow() built"),
    ("window-shown", "window shown"),
    ("table-painted", "partie opened, first table paint"),
)
AFTER = (
    ("worker-started", "AI worker process launched"),
    ("worker-ready", "AI worker answered"),
)
SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample.piquet"


def read_time_line(text: str) -> dict[str, tuple[float, float]]:
    """The steps of the ``startup STEP TIME CPU`` lines in ``text`` (the app's stderr): the
    wall-clock time and the process's CPU seconds of each step's end, the first of each."""
    steps: dict[str, tuple[float, float]] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[0] == "startup":
            try:
                steps.setdefault(parts[1], (float(parts[2]), float(parts[3])))
            except ValueError:
                continue
    return steps


def launch_once(
    command: Sequence[str], env: dict[str, str]
) -> tuple[dict[str, tuple[float, float]], float]:
    """Launch ``command`` once with private folders; its steps (seconds after the launch, CPU
    seconds of the app's process), and the CPU seconds it and its children used in all."""
    with tempfile.TemporaryDirectory(prefix="piquet-startup-") as tmp:
        env = dict(env)
        env["PIQUET_DATA_DIR"] = str(Path(tmp) / "data")
        env["PIQUET_SETTINGS_DIR"] = str(Path(tmp) / "settings")
        env["PIQUET_STARTUP_TIMES"] = "quit"
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        launched = time.time()
        out = subprocess.run(
            list(command), env=env, capture_output=True, text=True, timeout=90, check=False
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    steps = read_time_line(out.stderr)
    if "table-painted" not in steps:
        raise RuntimeError(
            f"the app never painted its table (exit {out.returncode}):\n{out.stderr[-3000:]}"
        )
    return {step: (at - launched, used) for step, (at, used) in steps.items()}, cpu


@contextmanager
def x_display() -> Iterator[str]:
    """An Xvfb display of its own (``-displayfd``) with openbox managing its windows; yields the
    ``DISPLAY`` value. Both end with the block."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    wm = None
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not name a display")
        display = f":{number}"
        env = dict(os.environ, DISPLAY=display)
        wm = subprocess.Popen(
            ["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:  # openbox names its check window once it manages
            probe = subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                env=env,
                capture_output=True,
                text=True,
                check=False,
            )
            if "window id" in probe.stdout:
                break
            time.sleep(0.1)
        yield display
    finally:
        for proc in (wm, xvfb):
            if proc is not None:
                proc.terminate()
                proc.wait(timeout=10)


def step_table(runs: list[dict[str, tuple[float, float]]]) -> list[str]:
    """Medians of each step: when it ended, how long it took, and the CPU it took."""
    lines = [
        f"  {'step':<58} {'at ms':>7} {'step ms':>8} {'CPU ms':>7}   (medians, {len(runs)} runs)"
    ]
    previous, previous_cpu = 0.0, 0.0
    for step, words in STEPS:
        values = [r[step] for r in runs if step in r]
        if not values:
            continue
        at = statistics.median(v[0] for v in values)
        used = statistics.median(v[1] for v in values)
        lines.append(
            f"  {step + ': ' + words:<58} {at * 1000:7.0f} {(at - previous) * 1000:8.0f} "
            f"{(used - previous_cpu) * 1000:7.0f}"
        )
        previous, previous_cpu = at, used
    for step, words in AFTER:
        values = [r[step] for r in runs if step in r]
        if values:
            at = statistics.median(v[0] for v in values)
            lines.append(f"  {step + ': ' + words:<58} {at * 1000:7.0f}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.app_startup",
        description="Launch-to-first-painted-table time of the desktop app, step by step.",
    )
    parser.add_argument("--runs", type=int, default=5, help="launches to time (default 5)")
    parser.add_argument(
        "--command", help="the launcher to time (default: this interpreter, -m piquet_desktop)"
    )
    parser.add_argument(
        "--deal", action="store_true", help="deal a partie (--demo-moves 1) instead of a file"
    )
    parser.add_argument(
        "--xvfb", action="store_true", help="on an Xvfb display of its own, with openbox"
    )
    args = parser.parse_args(argv)
    command = (
        shlex.split(args.command) if args.command else [sys.executable, "-m", "piquet_desktop"]
    )
    command += ["--demo-moves", "1"] if args.deal else [str(SAMPLE)]
    env = dict(os.environ)
    with x_display() if args.xvfb else _no_display() as display:
        if display is not None:
            env["DISPLAY"] = display
            env["QT_QPA_PLATFORM"] = "xcb"
        elif "DISPLAY" not in env:
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        platform = env.get("QT_QPA_PLATFORM", "xcb")
        load_before = os.getloadavg()
        launch_once(command, env)  # warm-up: bytecode cache and OS file cache, not counted
        timed = [launch_once(command, env) for _ in range(max(1, args.runs))]
        load_after = os.getloadavg()
    runs = [steps for steps, _ in timed]
    painted = [r["table-painted"][0] for r in runs]
    cpu = [c for _, c in timed]
    target = INSTALLED_TARGET_S if args.command else TARGET_S
    median = statistics.median(painted)
    print(
        f"launch to first painted table: {shlex.join(command)} ({platform}), "
        f"{len(runs)} runs after one warm-up, load average {load_before[0]:.1f} before, "
        f"{load_after[0]:.1f} after:"
    )
    print(
        f"  min {min(painted) * 1000:.0f} ms, median {median * 1000:.0f} ms, "
        f"max {max(painted) * 1000:.0f} ms  (target < {target * 1000:.0f} ms)  "
        + ("OK" if median < target else "ABOVE TARGET")
    )
    print(
        f"  CPU per launch (the app and its worker, to the quit): median "
        f"{statistics.median(cpu) * 1000:.0f} ms, min {min(cpu) * 1000:.0f} ms"
    )
    for line in step_table(runs):
        print(line)
    return 0


@contextmanager
def _no_display() -> Iterator[str | None]:
    yield None


if __name__ == "__main__":
    sys.exit(main())
