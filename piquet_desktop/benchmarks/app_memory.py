"""Memory of the running desktop app (target: under 250 MB resident).

Run: ``python -m piquet_desktop.benchmarks.app_memory [--moves 40]``. Linux only: it reads
``/proc/<pid>/status``.

The real app is started as a separate process, exactly as a player starts it
(``python -m piquet_desktop --demo-moves N``), with a private settings and data folder and Qt's
offscreen platform unless ``QT_QPA_PLATFORM`` says otherwise. It plays N of the human's decisions
itself (greedy player, animations at normal speed; 40 is about three deals, and fewer than a
whole partie, whose end clears the autosave this waits on), so the card pixmaps, the item
models and the computer player's worker are all alive. The benchmark waits until the autosave
shows the moves made, samples the process's resident set (``VmRSS``) for a couple of seconds, and
reports the largest sample and the kernel's own peak (``VmHWM``). The computer thinks in worker
processes (``controller/ai_process.py``), so their resident sets are reported too, and the
total. Then it kills the app (its workers end with it).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

TARGET_MB = 250.0


def _status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (the AI workers and multiprocessing's tracker)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if _status_kb(int(entry.name), "PPid") == pid:
                    out.append(int(entry.name))
            except (OSError, KeyError, ValueError):
                continue
    return out


def _workers_kb(pid: int) -> int:
    total = 0
    for child in _children(pid):
        try:
            total += _status_kb(child, "VmRSS")
        except (OSError, KeyError):
            continue
    return total


def _autosaved_actions(path: Path) -> int:
    from piquet_desktop.engine.record import load_record

    try:
        return len(load_record(path)[0].actions)
    except (OSError, ValueError):
        return 0


def measure(moves: int, timeout_s: float = 120.0) -> tuple[float, float, int, float]:
    """(largest RSS sampled, peak RSS, autosaved actions, largest RSS of the AI workers
    together) of the app after ``moves`` decisions."""
    with tempfile.TemporaryDirectory(prefix="piquet-memory-") as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["PIQUET_DATA_DIR"] = str(Path(tmp) / "data")
        env["PIQUET_SETTINGS_DIR"] = str(Path(tmp) / "settings")
        autosave = Path(tmp) / "data" / "autosave.piquet"
        process = subprocess.Popen(
            [sys.executable, "-m", "piquet_desktop", "--demo-moves", str(moves)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + timeout_s
            # Every human decision is followed by the computer's and by chance, so the record
            # holds well over ``moves`` actions once the demo is done; wait for it to stop growing.
            seen, stable_since = -1, time.monotonic()
            while time.monotonic() < deadline:
                if process.poll() is not None:
                    raise RuntimeError("the app exited before the measurement")
                count = _autosaved_actions(autosave)
                if count != seen:
                    seen, stable_since = count, time.monotonic()
                elif count >= moves and time.monotonic() - stable_since > 2.0:
                    break
                time.sleep(0.2)
            samples = []
            workers = []
            for _ in range(10):
                samples.append(_status_kb(process.pid, "VmRSS"))
                workers.append(_workers_kb(process.pid))
                time.sleep(0.1)
            peak = _status_kb(process.pid, "VmHWM")
        finally:
            process.kill()
            process.wait(timeout=30)
    return max(samples) / 1024, peak / 1024, seen, max(workers) / 1024


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.app_memory",
        description="Resident memory of the running desktop app.",
    )
    parser.add_argument("--moves", type=int, default=40, help="human decisions played (40)")
    args = parser.parse_args(argv)
    if not Path("/proc/self/status").exists():
        print("this benchmark reads /proc: it runs on Linux only")
        return 1
    rss, peak, actions, workers = measure(args.moves)
    print(f"running app after {args.moves} human decisions ({actions} actions in the partie):")
    print(f"  window's process: resident {rss:.0f} MB, peak {peak:.0f} MB")
    print(f"  its child processes (AI workers, resource tracker): {workers:.0f} MB together")
    total = peak + workers
    print(f"  total {total:.0f} MB  (target < {TARGET_MB:.0f} MB)")
    print("  " + ("OK" if total < TARGET_MB else "ABOVE TARGET"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
