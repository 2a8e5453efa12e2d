"""The longest stall of the GUI event loop while the computer thinks (target: under 50 ms).

Run: ``python -m piquet_desktop.benchmarks.gui_stall [--think-ms 400] [--opponent NAME]
[--deals 1] [--in-thread]``.

The real window plays a seeded partie offscreen at normal animation speed, the human's moves made
by the window's demo driver (``MainWindow.start_demo``), so every move goes through ``submit``,
the models, the table's layout and its animations, exactly as for a player. A precise 1 ms
``QTimer`` ticks on the GUI thread throughout; the gap between two ticks, less the interval, is
how long the event loop was unable to run anything: a stall the player would feel as a frozen
window. Gaps are reported separately for the moments the computer is thinking
(``thinkingChanged``) and for the whole run (which also counts the window's own work after each
move: layout, models, painting).

The opponent: by default the greedy player slowed down by ``--think-ms`` of pure-Python work per
decision, standing in for a searching AI level, asked in a worker *thread* (pure Python holds the
GIL, so this is the hard case for a thread: the GUI thread only gets the interpreter back at each
switch interval). ``--opponent NAME`` plays a registered player (e.g. ``master``) as the app
does: built by the registry and asked in a worker *process* (``controller/ai_process.py``);
``--in-thread`` asks it in a worker thread instead, for comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
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
TICK_MS = 1
HUMAN_PAUSE_MS = 300  # a player glancing at the table before his move


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


def run(
    think_ms: int, opponent: str | None, deals: int, seed: int, in_thread: bool = False
) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.app import configure_interpreter, wait_until
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

        gaps_all: list[float] = []
        gaps_thinking: list[float] = []
        gaps_resting: list[float] = []  # thinking while the table is not animating
        worst: list[tuple[float, bool, bool]] = []  # (gap, while thinking, while animating)
        clock = QElapsedTimer()
        clock.start()
        last = [clock.nsecsElapsed()]

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
            thinking = controller.is_thinking and 0 <= thinking_since[0] <= began
            animating = window.scene.is_animating()
            if thinking:
                gaps_thinking.append(gap)
                if not animating and not animating_since_tick[0]:
                    gaps_resting.append(gap)
            animating_since_tick[0] = animating
            if gap > 20:
                worst.append((gap, thinking, animating))

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
        window.close()
    return {
        "ticks": len(gaps_all),
        "max_all": max(gaps_all, default=0.0),
        "p99_all": _percentile(gaps_all, 99),
        "max_thinking": max(gaps_thinking, default=0.0),
        "p99_thinking": _percentile(gaps_thinking, 99),
        "thinking_ticks": len(gaps_thinking),
        "max_resting": max(gaps_resting, default=0.0),
        "resting_ticks": len(gaps_resting),
        "median_all": statistics.median(gaps_all) if gaps_all else 0.0,
        "worst": sorted(worst, reverse=True)[:5],
    }


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
    if r["worst"]:
        print(
            "  longest gaps: "
            + ", ".join(
                f"{gap:.0f} ms ({'thinking' if thinking else 'idle'}"
                f"{', animating' if animating else ''})"
                for gap, thinking, animating in r["worst"]
            )
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
    args = parser.parse_args(argv)
    print(f"GUI event-loop stalls, {args.deals} deal(s) each, animations at normal speed:")
    if args.opponent:
        where = "a worker thread" if args.in_thread else "a worker process"
        _report(
            f"opponent {args.opponent}, thinking in {where}:",
            run(0, args.opponent, args.deals, args.seed, args.in_thread),
        )
        return 0
    _report("opponent greedy (answers at once):", run(0, "greedy", args.deals, args.seed))
    _report(
        f"opponent greedy after {args.think_ms} ms of pure-Python work per decision "
        "(a searching level, in the worker thread):",
        run(args.think_ms, None, args.deals, args.seed),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
