"""The real-window tests (tests/real_window), run from the main suite on a display of their own.

Qt's platform is fixed for a process's life and this suite draws offscreen, so the deals played in
a real window run in a child ``pytest`` on Qt's xcb platform, on an Xvfb server started here with
openbox as its window manager (windows are mapped, framed, activated and given the keyboard as on
a desktop). Xvfb picks a free display itself (``-displayfd``). The child's screenshots stay in
this test's tmp folder.

Without Xvfb or openbox the test is skipped on a developer's machine and fails in CI (``CI`` set):
CI must really play those deals (``bash .ci/setup`` installs both).
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = [pytest.mark.real_window, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "openbox", "xprop")
START_S = 30  # for the X server to take a display and the window manager to come up
END_S = 10  # for the child's helper processes to end after it
RUN_S = 600  # for the child's whole run (two deals at Normal speed take about a minute)


def _wait_for_the_display(xvfb: subprocess.Popen[bytes], ready: int) -> str:
    """The display Xvfb writes to ``ready`` once it accepts clients."""
    deadline = time.monotonic() + START_S
    text = b""
    while not text.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or xvfb.poll() is not None:
            raise RuntimeError(f"Xvfb did not start (exit status {xvfb.poll()})")
        if select.select([ready], [], [], left)[0]:
            chunk = os.read(ready, 64)
            if not chunk:
                raise RuntimeError("Xvfb closed -displayfd without naming a display")
            text += chunk
    return f":{text.decode().strip()}"


def _window_manager_is_up(env: dict[str, str]) -> bool:
    """openbox has taken the screen: it names its check window on the root window."""
    probe = subprocess.run(
        ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    return probe.returncode == 0 and "window id" in probe.stdout


def _processes_left(group: int) -> str:
    """The processes still in ``group`` once those on their way out have gone ("" if none).

    The child's helpers (multiprocessing's resource tracker) end when the child does, a moment
    after it: that moment is allowed, a process still there after it is not."""
    deadline = time.monotonic() + END_S
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return ""
        time.sleep(0.05)
    listing = subprocess.run(
        ["ps", "-o", "pid,stat,args", "-g", str(group)], capture_output=True, text=True
    )
    return listing.stdout


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


@pytest.fixture
def x_display(tmp_path: Path) -> Iterator[dict[str, str]]:
    """An Xvfb display with openbox managing it: the environment of a process that uses it."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        message = (
            f"the real-window tests need {', '.join(missing)} (Debian packages xvfb, openbox, "
            "x11-utils; bash .ci/setup installs them)"
        )
        if os.environ.get("CI"):
            pytest.fail(f"{message}: CI must run them")
        pytest.skip(message)
    ready, told = os.pipe()
    with (tmp_path / "xvfb.log").open("wb") as log:
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(told), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            pass_fds=(told,),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    os.close(told)
    processes = [xvfb]
    try:
        display = _wait_for_the_display(xvfb, ready)
        env = {**os.environ, "DISPLAY": display}
        # openbox's own defaults (/etc/xdg/openbox), whatever the developer's ~/.config holds
        private = {"XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path)}
        with (tmp_path / "openbox.log").open("wb") as log:
            openbox = subprocess.Popen(
                ["openbox", "--sm-disable"],
                env={**env, **private},
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        processes.append(openbox)
        deadline = time.monotonic() + START_S
        while not _window_manager_is_up(env):  # set-up: polling the X server, not the app
            if openbox.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"openbox did not come up on {display} (see openbox.log)")
            time.sleep(0.05)
        yield env
    finally:
        os.close(ready)
        for process in reversed(processes):
            _stop(process)


@pytest.mark.skipif(
    os.environ.get("PIQUET_REAL_WINDOW") == "1",
    reason="this process runs on a real display: it collects tests/real_window itself",
)
def test_deals_played_in_a_real_window_reach_every_decision_by_themselves(
    x_display: dict[str, str], tmp_path: Path
) -> None:
    report = tmp_path / "real-window.xml"
    env = {**x_display, "QT_QPA_PLATFORM": "xcb", "PIQUET_REAL_WINDOW": "1"}
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            f"--basetemp={tmp_path / 'run'}",
            f"--junitxml={report}",
            "tests/real_window",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: the app's workers are found by it
    )
    try:
        output, _ = child.communicate(timeout=RUN_S)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, 9)
        output, _ = child.communicate()
        pytest.fail(f"the real-window tests ran over {RUN_S} s:\n{output.decode(errors='replace')}")
    text = output.decode(errors="replace")
    left = _processes_left(child.pid)
    if left:
        os.killpg(child.pid, 9)
        pytest.fail(f"processes of the real-window run outlived it:\n{left}\n{text}")
    assert child.returncode == 0, f"the real-window tests failed:\n{text}"
    suite = ET.parse(report).getroot().find("testsuite")
    assert suite is not None, text
    counts = {key: int(suite.get(key, "0")) for key in ("tests", "failures", "errors", "skipped")}
    ran = counts["tests"] >= 2 and counts["failures"] == counts["errors"] == counts["skipped"] == 0
    assert ran, f"{counts}:\n{text}"
    screenshots = {p.name for p in tmp_path.glob("run/*/*.png")}
    assert screenshots == {
        "au-cent-summary.png",
        "practice-exchange.png",
        "claim-offered.png",
        "claim-played-out.png",
        "practice-play.png",
        "rubicon-first-trick.png",
        "review-deal-summary.png",
        "review-replay.png",
        "summary-whole-screen.png",
        "summary-review-whole-screen.png",
        "summary-1280x800.png",
        "summary-review-1280x800.png",
        "start-screen-daily.png",
        "practice-still-preparing.png",
        "practice-mined.png",
        "practice-line-start.png",
        "practice-line-end.png",
    }, text
