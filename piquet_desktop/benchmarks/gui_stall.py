"""The longest stall of the GUI event loop while the computer thinks (target: under 50 ms).

Run: ``python -m piquet_desktop.benchmarks.gui_stall [--think-ms 400] [--opponent NAME]
[--deals 1] [--in-thread] [--no-freeze]``.

The real window plays a seeded partie offscreen at normal animation speed, the human's moves made
by the window's demo driver (``MainWindow.start_demo``), so every move goes through ``submit``,
the models, the table's layout and its animations, exactly as for a player. A precise 1 ms
``QTimer`` ticks on the GUI thread throughout; the gap between two ticks, less the interval, is
how long the event loop was unable to run anything: a stall the player would feel as a frozen
window. Gaps are reported separately for the moments the computer is thinking
(``thinkingChanged``), for the frames of the table's animations (``TableScene.is_animating``:
the target is every frame of a Normal-speed animation within 33 ms) and for the whole
run (which also counts the window's own work after each move: layout, models, painting). The
five longest gaps are printed with what filled them: the table's paints and ``TableScene.show``
calls that overlapped them, with their own durations, and the GUI thread's CPU in the gap. Gaps
of 10 ms or more in which the whole process ran less than ``ASLEEP_CPU_MS`` are counted apart
(the process slept through them), and the longest animation gap without them is printed too.

On a machine shared with other work the gaps measure the load as much as the code, so the run
also prints figures that the load hardly changes: the CPU time of the GUI thread
(``time.thread_time``) per animation frame and per table paint, and how many paints each frame
took. A frame is one repaint of the table's viewport while cards move; the CPU per frame is all
the GUI thread's CPU while animating (the property steps, the scene's updates, the paint, the
rest of the window) divided by those frames.

The opponent: by default the greedy player slowed down by ``--think-ms`` of pure-Python work per
decision, standing in for a searching AI level, asked in a worker *thread* (pure Python holds the
GIL, so this is the hard case for a thread: the GUI thread only gets the interpreter back at each
switch interval). ``--opponent NAME`` plays a registered player (e.g. ``master``) as the app
does: built by the registry and asked in a worker *process* (``controller/ai_process.py``);
``--in-thread`` asks it in a worker thread instead, for comparison.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.view import PlayerView

TARGET_MS = 50.0
FRAME_TARGET_MS = 33.0
"""Every frame of a Normal-speed animation within this: two frames at 60 Hz."""
TICK_MS = 1
HUMAN_PAUSE_MS = 300  # a player glancing at the table before his move
ASLEEP_CPU_MS = 1.0
"""A gap in which all of this process's threads together ran less than this was not the app's
work: the process slept through it (the GUI thread waiting in ``poll`` with a 1 ms timeout, one
voluntary switch, nothing else of ours running). Seen 30-65 ms long about once in three runs of
one deal on the 2-core machine, and the same in ``benchmarks/frame_floor`` (a bare PySide6
window moving pixmaps at 60 Hz, none of this app's code): the machine's, not the table's."""


@dataclass
class SlowThinker:
    """The greedy player, after ``think_ms`` of CPU-bound Python (a search's worth of work)."""

    think_ms: int
    name: str = "slow-greedy"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        deadline = time.perf_counter() + self.think_ms / 1000
        x = 0
        while time.perf_counter() < deadline:
            for i in range(2000):  # a search's inner loop: plain Python arithmetic
                x = (x * 31 + i) & 0xFFFF
        return GreedyPlayer().choose(view, decision, rng)


@dataclass
class Span:
    """One measured piece of GUI-thread work: when it began and ended (wall-clock ns of the
    benchmark's clock), its CPU time, and whether cards were moving."""

    what: str
    start_ns: int
    end_ns: int
    cpu_s: float
    animating: bool


class FrameProbe:
    """Times the table's paints and the scene's ``show`` calls of one window (instance
    attributes wrap the methods: the window and Qt call them through the instance)."""

    def __init__(self, window: Any, clock: Any) -> None:
        self.spans: list[Span] = []
        self._clock = clock
        self._window = window
        view = window.table
        scene = window.scene
        paint = view.paintEvent
        show = scene.show

        def timed_paint(event: Any) -> None:
            self._timed("paint", paint, event)

        def timed_show(*args: Any, **kwargs: Any) -> None:
            self._timed("show", show, *args, **kwargs)

        view.paintEvent = timed_paint
        scene.show = timed_show
        self._gc_start: tuple[int, float] | None = None
        gc.callbacks.append(self._on_gc)

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        """The cyclic garbage collector's passes, as spans: they run on whichever thread
        allocates, the GUI thread's among them, and a full pass walks every object."""
        if threading.current_thread() is not threading.main_thread():
            return
        if phase == "start":
            self._gc_start = (self._clock.nsecsElapsed(), time.thread_time())
        elif self._gc_start is not None:
            start, cpu = self._gc_start
            self._gc_start = None
            animating = self._window.scene.is_animating()
            self.spans.append(
                Span(
                    f"gc{info['generation']}",
                    start,
                    self._clock.nsecsElapsed(),
                    time.thread_time() - cpu,
                    animating,
                )
            )

    def close(self) -> None:
        gc.callbacks.remove(self._on_gc)

    def _timed(self, what: str, call: Any, *args: Any, **kwargs: Any) -> None:
        animating = self._window.scene.is_animating()
        start, cpu = self._clock.nsecsElapsed(), time.thread_time()
        try:
            call(*args, **kwargs)
        finally:
            cpu = time.thread_time() - cpu
            self.spans.append(Span(what, start, self._clock.nsecsElapsed(), cpu, animating))

    def within(self, start_ns: int, end_ns: int) -> list[Span]:
        return [s for s in self.spans if s.end_ns > start_ns and s.start_ns < end_ns]


def run(
    think_ms: int,
    opponent: str | None,
    deals: int,
    seed: int,
    in_thread: bool = False,
    freeze: bool = True,
) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.app import configure_interpreter, freeze_start_up_objects, wait_until
    from piquet_desktop.controller.ai_worker import AiWorker
    from piquet_desktop.controller.game_controller import GameController
    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.engine.rules import RuleSet
    from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
    from piquet_desktop.ui.main_window import MainWindow

    configure_interpreter()  # the GIL hand-over interval the app itself runs with
    app = QApplication.instance() or QApplication(sys.argv[:1])

    def slow_factory(name: str) -> Player:
        return SlowThinker(think_ms)

    with tempfile.TemporaryDirectory(prefix="piquet-stall-") as tmp:
        settings = AppSettings.in_file(Path(tmp) / "s.ini")
        settings.animation_speed = 1.0
        if opponent is not None:  # the registry's factory: the app's own path, a worker process
            worker = AiWorker(processes=not in_thread)
            controller = GameController(
                autosave_enabled=False,
                player_factory=make_player,
                worker=worker,
                think_in_process=not in_thread,
            )
            worker.setParent(controller)
        else:
            controller = GameController(autosave_enabled=False, player_factory=slow_factory)
        window = MainWindow(settings, controller=controller, autosave_enabled=False)
        controller.setParent(window)
        window.resize(1280, 800)
        window.show()
        if freeze:
            freeze_start_up_objects()  # as the app does once its window is shown

        gaps_all: list[float] = []
        gaps_thinking: list[float] = []
        gaps_resting: list[float] = []  # thinking while the table is not animating
        gaps_animating: list[float] = []  # a gap that began or ended on a moving table
        # (gap ms, while thinking, while animating, start ns, end ns)
        worst: list[tuple[float, bool, bool, int, int, float]] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.nsecsElapsed()]
        probe = FrameProbe(window, clock)
        animating_cpu = [0.0]  # the GUI thread's CPU time while cards moved
        last_cpu = [time.thread_time()]
        gap_cpu = [time.thread_time()]  # the GUI thread's CPU at the last tick, moving or not
        process_cpu = [time.process_time()]  # every thread's of this process, at the last tick
        # animation gaps in which this process was asleep (see ASLEEP_CPU_MS): (gap, at s)
        gaps_asleep: list[tuple[float, float]] = []
        gaps_awake: list[float] = []  # the other animation gaps

        # A gap counts as "while thinking" only if the computer was already thinking when it
        # began: the tick right after a move also pays for the window's handling of that move.
        thinking_since = [-1]

        def on_thinking(thinking: bool) -> None:
            thinking_since[0] = clock.nsecsElapsed() if thinking else -1

        controller.thinkingChanged.connect(on_thinking)

        animating_since_tick = [False]  # an animation frame may end just before the tick

        def tick() -> None:
            now = clock.nsecsElapsed()
            gap = (now - last[0]) / 1e6 - TICK_MS
            began = last[0]
            last[0] = now
            gaps_all.append(gap)
            cpu = time.thread_time()
            thinking = controller.is_thinking and 0 <= thinking_since[0] <= began
            animating = window.scene.is_animating()
            moving = animating or animating_since_tick[0]
            if moving:
                gaps_animating.append(gap)
                animating_cpu[0] += cpu - last_cpu[0]
            last_cpu[0] = cpu
            if thinking:
                gaps_thinking.append(gap)
                if not moving:
                    gaps_resting.append(gap)
            animating_since_tick[0] = animating
            whole = time.process_time()
            if moving:
                if 1000 * (whole - process_cpu[0]) < ASLEEP_CPU_MS and gap > 10:
                    gaps_asleep.append((gap, began / 1e9))
                else:
                    gaps_awake.append(gap)
            if gap > 20:
                worst.append((gap, thinking, moving, began, now, 1000 * (cpu - gap_cpu[0])))
            gap_cpu[0] = cpu
            process_cpu[0] = whole

        timer = QTimer()
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.setInterval(TICK_MS)
        timer.timeout.connect(tick)

        window.new_partie(NewPartieChoice(RuleSet(), opponent or "greedy", seed, "You"))
        if not controller.has_partie:
            raise SystemExit(f"cannot start a partie: {window.statusBar().currentMessage()}")
        app.processEvents()
        timer.start()
        last[0] = clock.nsecsElapsed()
        last_cpu[0] = gap_cpu[0] = time.thread_time()
        process_cpu[0] = time.process_time()
        probe.spans.clear()  # the window's first paints and the deal's show are start-up's

        # The human plays at a human pace: once the table is at rest, a short pause, a move.
        rng = random.Random(seed)
        pending = [False]

        def human_move() -> None:
            pending[0] = False
            if controller.awaiting_next_deal:
                window.next_deal()
                return
            decision = controller.decision()
            if decision is None or window.scene.is_animating():
                return
            controller.submit(GreedyPlayer().choose(controller.view(), decision, rng))

        def maybe_move() -> None:
            ready = controller.decision() is not None or controller.awaiting_next_deal
            if ready and not pending[0] and not window.scene.is_animating():
                pending[0] = True
                QTimer.singleShot(HUMAN_PAUSE_MS, human_move)

        watcher = QTimer()
        watcher.setInterval(20)
        watcher.timeout.connect(maybe_move)
        watcher.start()
        done = lambda: len(controller.view().results) >= deals or controller.is_over  # noqa: E731
        wait_until(done, 600_000)
        watcher.stop()
        timer.stop()
        probe.close()
        window.close()
    worst_five = sorted(worst, reverse=True)[:5]
    paints = [sp for sp in probe.spans if sp.what == "paint"]
    frames = [sp for sp in paints if sp.animating]
    shows = [sp for sp in probe.spans if sp.what == "show"]
    collections = [sp for sp in probe.spans if sp.what.startswith("gc")]
    return {
        "ticks": len(gaps_all),
        "max_animating": max(gaps_animating, default=0.0),
        "p99_animating": _percentile(gaps_animating, 99),
        "animating_ticks": len(gaps_animating),
        "frames": len(frames),
        "cpu_per_frame_ms": 1000 * animating_cpu[0] / len(frames) if frames else 0.0,
        "paint_cpu_ms": _summary([1000 * sp.cpu_s for sp in frames]),
        "paint_all_cpu_ms": _summary([1000 * sp.cpu_s for sp in paints]),
        "show_cpu_ms": _summary([1000 * sp.cpu_s for sp in shows]),
        "gc_ms": _summary([(sp.end_ns - sp.start_ns) / 1e6 for sp in collections]),
        "gcs": len(collections),
        "paints": len(paints),
        "shows": len(shows),
        "worst_spans": [
            (gap, thinking, moving, cpu_ms, began / 1e9, probe.within(began, end))
            for gap, thinking, moving, began, end, cpu_ms in worst_five
        ],
        "max_awake": max(gaps_awake, default=0.0),
        "asleep": sorted(gaps_asleep, reverse=True),
        "max_all": max(gaps_all, default=0.0),
        "p99_all": _percentile(gaps_all, 99),
        "max_thinking": max(gaps_thinking, default=0.0),
        "p99_thinking": _percentile(gaps_thinking, 99),
        "thinking_ticks": len(gaps_thinking),
        "max_resting": max(gaps_resting, default=0.0),
        "resting_ticks": len(gaps_resting),
        "median_all": statistics.median(gaps_all) if gaps_all else 0.0,
        "worst": [w[:3] for w in worst_five],
    }


def _summary(values: list[float]) -> tuple[float, float, float]:
    """Median, 90th percentile and largest of ``values`` (zeros when there are none)."""
    if not values:
        return (0.0, 0.0, 0.0)
    return (statistics.median(values), _percentile(values, 90), max(values))


def _percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def _report(title: str, r: dict[str, Any]) -> bool:
    ok = r["max_thinking"] < TARGET_MS
    print(title)
    print(f"  {r['ticks']:.0f} ticks of {TICK_MS} ms, {r['thinking_ticks']:.0f} while thinking")
    print(
        f"  while the computer thinks: longest {r['max_thinking']:.1f} ms, "
        f"99th percentile {r['p99_thinking']:.1f} ms  (target < {TARGET_MS:.0f} ms)"
        + ("  OK" if ok else "  ABOVE TARGET")
    )
    print(
        f"  while it thinks and the table is at rest ({r['resting_ticks']:.0f} ticks): "
        f"longest {r['max_resting']:.1f} ms"
    )
    print(
        f"  whole run (moves, layout, painting too): longest {r['max_all']:.1f} ms, "
        f"99th percentile {r['p99_all']:.1f} ms"
    )
    frame_ok = r["max_animating"] < FRAME_TARGET_MS
    print(
        f"  animation frames ({r['animating_ticks']:.0f} ticks with cards moving): longest gap "
        f"{r['max_animating']:.1f} ms, 99th percentile {r['p99_animating']:.1f} ms  "
        f"(target < {FRAME_TARGET_MS:.0f} ms)" + ("  OK" if frame_ok else "  ABOVE TARGET")
    )
    asleep = r["asleep"]
    awake_ok = r["max_awake"] < FRAME_TARGET_MS
    print(
        f"  animation frames with the process at work: longest gap {r['max_awake']:.1f} ms  "
        f"(target < {FRAME_TARGET_MS:.0f} ms)"
        + ("  OK" if awake_ok else "  ABOVE TARGET")
        + f"; gaps the process slept through: {len(asleep)}"
        + (f", longest {asleep[0][0]:.1f} ms at {asleep[0][1]:.2f} s" if asleep else "")
    )
    med, p90, top = r["paint_cpu_ms"]
    print(
        f"  GUI thread CPU (load-independent): {r['cpu_per_frame_ms']:.2f} ms per animation "
        f"frame ({r['frames']:.0f} frames); a frame's paint median {med:.2f} ms, 90th "
        f"percentile {p90:.2f}, max {top:.2f}"
    )
    med, p90, top = r["show_cpu_ms"]
    print(
        f"  TableScene.show (layout, plan, animations built), {r['shows']:.0f} calls: "
        f"median {med:.2f} ms CPU, 90th percentile {p90:.2f}, max {top:.2f}"
    )
    med, p90, top = r["gc_ms"]
    print(
        f"  garbage collections on the GUI thread, {r['gcs']:.0f}: median {med:.2f} ms, "
        f"90th percentile {p90:.2f}, max {top:.2f}"
    )
    if r["worst_spans"]:
        print("  the five longest gaps, with the paints, shows and collections inside them:")
        for gap, thinking, moving, cpu_ms, at_s, spans in r["worst_spans"]:
            what = ", ".join(
                f"{sp.what} {(sp.end_ns - sp.start_ns) / 1e6:.1f} ms (CPU {1000 * sp.cpu_s:.1f})"
                for sp in spans
            )
            print(
                f"    {gap:6.1f} ms at {at_s:5.2f} s (GUI thread CPU {cpu_ms:.1f})  "
                f"{'thinking' if thinking else 'idle'}"
                f"{', animating' if moving else ''}: {what or 'no paint, no show'}"
            )
    return ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.gui_stall",
        description="Longest GUI event-loop stall while the computer thinks.",
    )
    parser.add_argument(
        "--think-ms", type=int, default=400, help="the slow thinker's time per decision"
    )
    parser.add_argument(
        "--opponent", help="only this registered player (default: greedy, then the slow thinker)"
    )
    parser.add_argument("--deals", type=int, default=1, help="deals per opponent (default 1)")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument(
        "--in-thread",
        action="store_true",
        help="ask the --opponent in a worker thread instead of a worker process",
    )
    parser.add_argument(
        "--no-freeze",
        action="store_true",
        help="leave start-up's objects in the garbage collector's passes (the app freezes them)",
    )
    args = parser.parse_args(argv)
    freeze = not args.no_freeze
    print(f"GUI event-loop stalls, {args.deals} deal(s) each, animations at normal speed:")
    if args.opponent:
        where = "a worker thread" if args.in_thread else "a worker process"
        _report(
            f"opponent {args.opponent}, thinking in {where}:",
            run(0, args.opponent, args.deals, args.seed, args.in_thread, freeze),
        )
        return 0
    _report(
        "opponent greedy (answers at once):", run(0, "greedy", args.deals, args.seed, freeze=freeze)
    )
    _report(
        f"opponent greedy after {args.think_ms} ms of pure-Python work per decision "
        "(a searching level, in the worker thread):",
        run(args.think_ms, None, args.deals, args.seed, freeze=freeze),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
