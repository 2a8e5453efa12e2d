"""How long a deal's review takes in the window, from the click on Review to the verdict shown.

Run: ``python -m piquet_desktop.benchmarks.window_review [--deals 4] [--seed 1] [--runs 3]
[--players novice,expert]``. Target: at most 2 s for a deal on an idle machine.

``benchmarks/review_speed`` times ``ai.review.review_partie`` called directly; this goes through
the window's own path instead, as a player's click does: a ``MainWindow`` (Qt offscreen unless
``QT_QPA_PLATFORM`` says otherwise, instant animations, no autosave) continues a partie of
``--players`` (seat 0 is the player's, reviewed by the strongest level at full strength) whose
``--deals`` deals are finished, opens the last deal's summary (``ui/deal_summaries``) and presses
its Review (``show_review``: ``controller/review.ReviewController``, its thread, the review's
worker processes, the queued signals back to the GUI thread, ``ReviewPanel``). Each run loads
the record afresh, so no stored review is reused; the first run also starts the review's worker
processes, as a player's first Review does.

Per click it prints: the seconds until the panel shows the deal's verdict (``shown``) and until
the whole partie's review is kept (``stored``: the rest of the partie is reviewed after the deal,
in the background); until the first progress signal reached the GUI thread (``first``: the
thread's start, the replay of the record and the first chunk back from a worker); how long
``show_review`` itself held the GUI thread (``click``); the longest gap between two ticks of a
10 ms timer on the GUI thread meanwhile (``stall``); and how many decisions were valued before
the verdict (``valued``) against how many the deal has (``deal``). Each click reviews another
partie (seeds ``--seed`` on), so that no solver table already holds its deal. For comparison it
then times ``review_partie`` called directly for the last deal of yet another partie, the
workers started (what ``review_speed`` measures). Run from an older checkout (its directory the
current one) it measures that code's path, which has no ``dealReviewed``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass
class WindowRun:
    """What one click on Review measured (seconds)."""

    shown: float
    done: float
    first: float
    click: float
    stall: float
    valued: int
    deal: int


def _partie(players: tuple[str, str], seed: int, deals: int) -> object:
    """A record of ``deals`` finished deals between ``players`` (a ``PartieRecord``)."""
    from piquet_desktop.ai.player import Table
    from piquet_desktop.ai.registry import make_player
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.rules import RUBICON

    table = Table.new(RUBICON, (make_player(players[0]), make_player(players[1])), seed)
    for _ in range(deals):
        table.play_deal()
    info = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "master"))
    return PartieRecord(RUBICON, info, seed, list(table.state.actions))


class _Marks:
    """When each signal of the review first reached the GUI thread (``time.perf_counter``)."""

    def __init__(self) -> None:
        self.at: dict[str, float] = {}
        self.valued = 0

    def progress(self, done: int, total: int) -> None:
        self.at.setdefault("first", time.perf_counter())
        self.valued = max(self.valued, total)

    def deal(self, review: object) -> None:
        self.at.setdefault("shown", time.perf_counter())

    def finished(self, review: object) -> None:
        self.at.setdefault("done", time.perf_counter())

    def failed(self, message: str) -> None:
        self.at.setdefault("failed", time.perf_counter())


def _one_click(window: object, record: object) -> WindowRun:
    """Load ``record``, open its last deal's summary, press Review, wait for the verdict."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    from piquet_desktop.ai.review import decision_indices
    from piquet_desktop.engine.record import PartieRecord
    from piquet_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and isinstance(record, PartieRecord)
    window.controller.load(record, None)
    spin_until(lambda: window.controller.awaiting_next_deal, 30_000)
    deal = len(window.controller.view().results)
    summaries = window.summaries
    if summaries.show_summary(deal) is None:
        raise RuntimeError(f"no summary for deal {deal}")
    marks = _Marks()
    reviews = summaries.reviews
    hooks = [
        (reviews.progress, marks.progress),
        (reviews.finished, marks.finished),
        (reviews.failed, marks.failed),
    ]
    if hasattr(reviews, "dealReviewed"):  # the code before it reviewed the whole partie first
        hooks.append((reviews.dealReviewed, marks.deal))
    for signal, slot in hooks:
        signal.connect(slot)
    ticks = QElapsedTimer()
    gaps: list[int] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: gaps.append(ticks.restart()))
    started = time.perf_counter()
    ticks.start()
    timer.start()
    summaries.show_review(deal)
    clicked = time.perf_counter()
    spin_until(lambda: "done" in marks.at or "failed" in marks.at, 300_000)
    timer.stop()
    for signal, slot in hooks:
        signal.disconnect(slot)
    if "failed" in marks.at:
        raise RuntimeError("the review failed")
    panel = summaries.review_panel
    assert panel is not None and panel.bar.isHidden()
    in_deal = _indices_of_deal(record, deal)
    summaries.close()
    shown = marks.at.get("shown", marks.at["done"])
    return WindowRun(
        shown=shown - started,
        done=marks.at["done"] - started,
        first=marks.at.get("first", shown) - started,
        click=clicked - started,
        stall=max(gaps, default=0) / 1000,
        valued=marks.valued,
        deal=len([i for i in decision_indices(record.rules, record.actions, 0) if i in in_deal]),
    )


def _through_window(records: Sequence[object]) -> list[WindowRun]:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import AppSettings
    from piquet_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = AppSettings()
    settings.animation_speed = 0.0
    window = MainWindow(settings, autosave_enabled=False)
    window.files.ask_unsaved = lambda doing: False  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()
    try:
        return [_one_click(window, record) for record in records]
    finally:
        window.controller.shutdown()
        window.close()
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def _indices_of_deal(record: object, deal: int) -> set[int]:
    from piquet_desktop.engine.partie import new_partie
    from piquet_desktop.engine.record import PartieRecord

    assert isinstance(record, PartieRecord)
    state = new_partie(record.rules)
    out = set()
    for i, action in enumerate(record.actions):
        if state.deal_number == deal:
            out.add(i)
        state.apply(action)
    return out


def spin_until(condition: object, timeout_ms: int) -> None:
    """Run the event loop until ``condition()`` holds (RuntimeError after ``timeout_ms``): a
    benchmark waits for the window's own signals without a test framework."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout_ms / 1000
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def _direct(record: object) -> float:
    """``review_partie`` for ``record``'s last finished deal, called directly (the workers
    started already), as ``benchmarks/review_speed`` times it."""
    from piquet_desktop.ai.review import review_partie
    from piquet_desktop.engine.record import PartieRecord

    assert isinstance(record, PartieRecord)
    deal = len(record.replay().results)
    start = time.perf_counter()
    review_partie(record.rules, record.actions, 0, deal=deal)
    return time.perf_counter() - start


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.window_review",
        description="A deal's review through the window's path, click to verdict.",
    )
    parser.add_argument("--deals", type=int, default=4, help="finished deals (4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3, help="clicks, one partie each (3)")
    parser.add_argument("--players", default="novice,expert")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    names = [*args.players.split(","), "expert"][:2]
    pair = (names[0], names[1])
    records = [_partie(pair, args.seed + k, args.deals) for k in range(max(1, args.runs))]
    load = os.getloadavg()
    print(
        f"the last deal's review in the window after {args.deals} deals, {names[0]} (seat 0) v "
        f"{names[1]}, seeds {args.seed}-{args.seed + len(records) - 1}, load average "
        f"{load[0]:.1f} {load[1]:.1f} {load[2]:.1f}"
    )
    print("  run | shown s  stored s  first s  click ms  stall ms | valued  deal")
    runs = _through_window(records)
    for k, r in enumerate(runs, start=1):
        print(
            f"  {k:3d} | {r.shown:7.2f}  {r.done:8.2f}  {r.first:7.2f}  {r.click * 1000:8.1f}  "
            f"{r.stall * 1000:8.1f} | {r.valued:6d}  {r.deal:4d}"
        )
    later = [r.shown for r in runs[1:]] or [runs[0].shown]
    direct = _direct(_partie(pair, args.seed + 1000, args.deals))
    print(
        f"  window: first click (starts the review's workers) {runs[0].shown:.2f} s, later "
        f"clicks median {statistics.median(later):.2f} s, max {max(later):.2f} s (target <= 2 s)"
    )
    print(f"  review_partie directly, the last deal of another partie: {direct:.2f} s")
    from piquet_desktop.ai import review as review_module

    review_module.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
