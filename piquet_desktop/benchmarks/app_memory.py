"""Memory of the running desktop app through a whole partie (target: window and workers together
at or under 250 MB).

Run: ``python -m piquet_desktop.benchmarks.app_memory [--opponent master] [--seed 1]
[--deals N] [--preset rubicon] [--animation-speed 1] [--timeout 1800]``. Linux only: it reads
``/proc/<pid>/status``.

The real app is started as a separate process, exactly as a player starts it
(``python -m piquet_desktop --demo-moves N``), with a private settings and data folder and Qt's
offscreen platform unless ``QT_QPA_PLATFORM`` says otherwise. Its autosave is seeded first with
a fresh partie against ``--opponent`` (no action yet, the seed given), which the app continues,
so the same seed deals the same cards every run; the greedy player makes every human decision
(animations at ``--animation-speed``, 1 being a player's normal speed). The computer thinks in
worker processes (``controller/ai_process.py``), so the benchmark samples, twice a second, the
resident set (``VmRSS``) of the window's process and of every process below it (the AI workers
and multiprocessing's resource tracker), and follows the partie through the autosave. It reports
the memory at the end of every deal, the largest total sampled (window plus workers at the same
moment), each process's own peak (``VmHWM``, whose sum bounds the total from above) and the
figures at the end: after the whole partie (when the autosave is cleared) or after ``--deals``
deals. Then it kills the app (its workers end with it).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

TARGET_MB = 250.0
SAMPLE_S = 0.5


def _status_kb(pid: int, field_name: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field_name + ":"):
            return int(line.split()[1])
    raise KeyError(field_name)


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (the AI workers, multiprocessing's tracker, their children)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = _status_kb(int(entry.name), "PPid")
            except (OSError, KeyError, ValueError):
                continue
    out: list[int] = []
    frontier = [pid]
    while frontier:
        parent = frontier.pop()
        children = [p for p, pp in parents.items() if pp == parent]
        out.extend(children)
        frontier.extend(children)
    return out


@dataclass
class Sample:
    """One moment: the window's resident set and each worker's, in kB."""

    window: int
    workers: dict[int, int]

    @property
    def workers_kb(self) -> int:
        return sum(self.workers.values())

    @property
    def total_kb(self) -> int:
        return self.window + self.workers_kb


@dataclass
class Run:
    """What one run of the app measured."""

    deals: list[tuple[int, Sample]] = field(default_factory=list)  # (deals done, sample)
    peak: Sample | None = None
    hwm: dict[int, int] = field(default_factory=dict)  # pid -> its own peak, kB
    window_pid: int = 0
    end: Sample | None = None
    finished: bool = False
    actions: int = 0


def _sample(pid: int, hwm: dict[int, int]) -> Sample:
    window = _status_kb(pid, "VmRSS")
    hwm[pid] = _status_kb(pid, "VmHWM")
    workers: dict[int, int] = {}
    for child in _descendants(pid):
        try:
            workers[child] = _status_kb(child, "VmRSS")
            hwm[child] = _status_kb(child, "VmHWM")
        except (OSError, KeyError):
            continue
    return Sample(window, workers)


def _progress(path: Path) -> tuple[int, int, bool] | None:
    """(actions, deals finished, partie over) of the autosave; None when there is none."""
    from piquet_desktop.engine.record import RecordError, load_record

    if not path.exists():
        return None
    try:
        record, state = load_record(path)
    except (OSError, ValueError, RecordError):
        return None
    return len(record.actions), len(state.results), state.is_over


def _seed_autosave(path: Path, preset_name: str, opponent: str, seed: int) -> None:
    """A fresh partie against ``opponent``, dealt from ``seed``, for the app to continue."""
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record
    from piquet_desktop.engine.rules import preset

    players = (PlayerInfo("You", "human"), PlayerInfo(opponent.title(), "ai", opponent))
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(PartieRecord(preset(preset_name), players, seed, []), path)


def measure(
    opponent: str = "master",
    seed: int = 1,
    deals: int | None = None,
    preset_name: str = "rubicon",
    animation_speed: float = 1.0,
    timeout_s: float = 1800.0,
) -> Run:
    """Play the app through a partie (or ``deals`` deals) and sample its memory meanwhile."""
    run = Run()
    with tempfile.TemporaryDirectory(prefix="piquet-memory-") as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["PIQUET_DATA_DIR"] = str(Path(tmp) / "data")
        env["PIQUET_SETTINGS_DIR"] = str(Path(tmp) / "settings")
        (Path(tmp) / "settings").mkdir()
        (Path(tmp) / "settings" / "settings.ini").write_text(
            f"[table]\nanimation_speed={animation_speed}\n"
        )
        autosave = Path(tmp) / "data" / "autosave.piquet"
        _seed_autosave(autosave, preset_name, opponent, seed)
        process = subprocess.Popen(
            [sys.executable, "-m", "piquet_desktop", "--demo-moves", "100000"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        run.window_pid = process.pid
        try:
            deadline = time.monotonic() + timeout_s
            done_deals, last_change = 0, time.monotonic()
            while time.monotonic() < deadline:
                if process.poll() is not None:
                    raise RuntimeError("the app exited before the measurement ended")
                sample = _sample(process.pid, run.hwm)
                if run.peak is None or sample.total_kb > run.peak.total_kb:
                    run.peak = sample
                progress = _progress(autosave)
                if progress is None:
                    if run.actions > 0:  # the end of the partie clears the autosave
                        run.finished = True
                        run.deals.append((done_deals + 1, sample))
                        break
                else:
                    actions, finished_deals, over = progress
                    if actions != run.actions:
                        run.actions, last_change = actions, time.monotonic()
                    if finished_deals > done_deals:
                        done_deals = finished_deals
                        run.deals.append((done_deals, sample))
                    if over:
                        run.finished = True
                        break
                    if deals is not None and done_deals >= deals:
                        break
                if time.monotonic() - last_change > 120:
                    raise RuntimeError("the partie stopped moving for two minutes")
                time.sleep(SAMPLE_S)
            else:
                raise RuntimeError(f"no end within {timeout_s:.0f} s")
            time.sleep(2.0)  # at rest: what the finished deal left behind
            run.end = _sample(process.pid, run.hwm)
            if run.peak is None or run.end.total_kb > run.peak.total_kb:
                run.peak = run.end
        finally:
            process.kill()
            process.wait(timeout=30)
    return run


def _mb(kb: int) -> str:
    return f"{kb / 1024:6.0f}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.app_memory",
        description="Resident memory of the running desktop app through a partie.",
    )
    parser.add_argument("--opponent", default="master", help="the computer's level (master)")
    parser.add_argument("--seed", type=int, default=1, help="the partie's seed (1)")
    parser.add_argument("--deals", type=int, default=None, help="stop after N deals (a partie)")
    parser.add_argument("--preset", default="rubicon")
    parser.add_argument("--animation-speed", type=float, default=1.0, help="1: normal, 0: none")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds (1800)")
    args = parser.parse_args(argv)
    if not Path("/proc/self/status").exists():
        print("this benchmark reads /proc: it runs on Linux only")
        return 1
    started = time.monotonic()
    run = measure(
        args.opponent, args.seed, args.deals, args.preset, args.animation_speed, args.timeout
    )
    load = os.getloadavg()
    what = "the whole partie" if run.finished else f"{len(run.deals)} deals"
    print(
        f"app against {args.opponent}, {args.preset}, seed {args.seed}: {what}, "
        f"{run.actions} actions, {time.monotonic() - started:.0f} s, "
        f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}"
    )
    print("  deal | window  workers   total  (MB resident at the end of the deal)")
    for number, sample in run.deals:
        print(
            f"  {number:4d} | {_mb(sample.window)}   {_mb(sample.workers_kb)}  "
            f"{_mb(sample.total_kb)}"
        )
    assert run.peak is not None and run.end is not None
    print(
        f"  largest total sampled: {_mb(run.peak.total_kb).strip()} MB (window "
        f"{_mb(run.peak.window).strip()}, workers {_mb(run.peak.workers_kb).strip()})"
    )
    window_hwm = run.hwm.get(run.window_pid, 0)
    workers_hwm = sum(v for pid, v in run.hwm.items() if pid != run.window_pid)
    print(
        f"  own peaks (VmHWM): window {_mb(window_hwm).strip()} MB, workers "
        + ", ".join(_mb(v).strip() for pid, v in sorted(run.hwm.items()) if pid != run.window_pid)
        + f" MB; sum {_mb(window_hwm + workers_hwm).strip()} MB"
    )
    print(
        f"  at the end: window {_mb(run.end.window).strip()} MB, workers "
        f"{_mb(run.end.workers_kb).strip()} MB, total {_mb(run.end.total_kb).strip()} MB"
    )
    ok = run.peak.total_kb / 1024 <= TARGET_MB
    print(f"  target: at most {TARGET_MB:.0f} MB together: " + ("met" if ok else "NOT MET"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
