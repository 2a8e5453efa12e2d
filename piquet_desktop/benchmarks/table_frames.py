"""What one frame of the table's animations costs the GUI thread, frame by frame, on any load.

Run: ``python -m piquet_desktop.benchmarks.table_frames [--deals 2] [--seed 1] [--size 1280x800]``.

``gui_stall`` measures what a player feels (the longest gap between two ticks of the event loop,
animations included), but on a machine shared with other work those gaps measure the load as
much as the code. This benchmark takes the clock out: a ``TableView`` (offscreen unless
``QT_QPA_PLATFORM`` says otherwise) shows random Rubicon deals as seat 0 sees them, and every
animation is held paused and stepped by hand, 1000/60 ms of animation time at a time, each step
followed by the scene's update and the view's paint (``processEvents``); between two moves the
table rests until ``PixmapWarmer`` has drawn what it would in a player's pause (a human
glancing at the table, the computer thinking). So every run paints the
very same frames (the same card positions, the same exposed areas), whatever the load, and what
is timed is the GUI thread's own CPU (``time.thread_time``) for each frame: the animation's
property steps, the scene's dirty-region work, the paint of the felt and of each card.

It prints the CPU per frame (median, 90th and 99th percentiles, largest), how many card items
were painted per frame and how much of the viewport a frame repainted, the five costliest
frames with the card pixmaps they had to render from the SVG (a size not drawn before), and the
CPU of the
``TableScene.show`` calls that start each move (layout, plan, animations built). A frame of a
Normal-speed animation must be well inside a 60 Hz frame (16.7 ms) for the 33 ms target of
``gui_stall`` to hold with the rest of the window's work.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

FRAME_MS = 1000 / 60


@dataclass
class Frames:
    """What the frames cost: one entry per frame (CPU ms, cards painted, share repainted)."""

    cpu_ms: list[float] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)
    area: list[float] = field(default_factory=list)
    renders: list[int] = field(default_factory=list)
    composes: list[int] = field(default_factory=list)
    warmer_ms: list[float] = field(default_factory=list)
    show_ms: list[float] = field(default_factory=list)
    paints: int = 0
    rest_renders: int = 0
    warmer_draws: int = 0


def run(deals: int, seed: int, size: tuple[int, int]) -> Frames:
    """Play ``deals`` random deals on a table of ``size`` pixels and time every frame."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QAbstractAnimation
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.engine.partie import chance_action, new_partie
    from piquet_desktop.engine.rules import PRESETS
    from piquet_desktop.engine.view import view
    from piquet_desktop.ui.table import card_item, card_looks
    from piquet_desktop.ui.table.pixmap_warmer import PixmapWarmer
    from piquet_desktop.ui.table.table_view import TableView

    # The warmer's turns between two frames are its own events, not the frame's: timed apart.
    warmer_step = PixmapWarmer._step
    warmer_cpu = [0.0]

    def timed_step(warmer: Any) -> None:
        counts = rendered[0], composed[0]
        started = time.thread_time()
        warmer_step(warmer)
        spent = time.thread_time() - started
        warmer_cpu[0] += spent
        if warmer._scene.is_animating():
            frames.warmer_ms.append(1000 * spent)
            frames.warmer_draws += rendered[0] - counts[0] + composed[0] - counts[1]
            rendered[0], composed[0] = counts  # not the frame's

    PixmapWarmer._step = timed_step  # type: ignore[method-assign,assignment]
    frames = Frames()

    app = QApplication.instance() or QApplication(sys.argv[:1])
    table = TableView()
    table.resize(*size)
    table.show()
    scene = table.table_scene()
    scene.set_speed(1.0)
    app.processEvents()

    painted = [0]
    exposed = [0.0]
    rendered = [0]
    images = scene.card_images()
    render = images._render  # a card's SVG drawn at a size not drawn before (a cache miss)

    def counting_render(*args: Any) -> Any:
        rendered[0] += 1
        return render(*args)

    images._render = counting_render  # type: ignore[method-assign,assignment]
    composed = [0]
    compose = card_looks._compose

    def counting_compose(*args: Any) -> Any:
        composed[0] += 1
        return compose(*args)

    card_looks._compose = counting_compose  # type: ignore[assignment]
    card_paint = card_item.CardItem.paint
    view_paint = table.paintEvent

    def counting_paint(item: Any, *args: Any) -> None:
        painted[0] += 1
        card_paint(item, *args)

    def measured_paint(event: Any) -> None:
        frames.paints += 1
        whole = table.viewport().rect()
        area = sum(r.width() * r.height() for r in event.region())  # the rectangles repainted
        exposed[0] += area / max(1, whole.width() * whole.height())
        view_paint(event)

    card_item.CardItem.paint = counting_paint  # type: ignore[method-assign,assignment]
    table.paintEvent = measured_paint  # type: ignore[method-assign]
    try:
        rng = random.Random(seed)
        state = new_partie(PRESETS["rubicon"])
        dealt = 0
        while not state.is_over and dealt <= deals:
            if state.deal is None:
                state.apply(chance_action(state, rng))
                dealt += 1
                if dealt > deals:
                    break
            else:
                state.apply(rng.choice(state.legal_actions()))
            seen = view(state, 0)
            started = time.thread_time()
            scene.show(seen)
            frames.show_ms.append(1000 * (time.thread_time() - started))
            app.processEvents()  # the change's own repaint, before the first frame
            while scene.is_animating():
                running: QAbstractAnimation | None = scene._queue.running()  # the stage moving
                if running is None:
                    break
                running.pause()
                elapsed = float(running.currentTime())
                total = running.totalDuration()
                while running.state() != QAbstractAnimation.State.Stopped:
                    painted[0], exposed[0], rendered[0], composed[0] = 0, 0.0, 0, 0
                    warmer_cpu[0] = 0.0
                    started = time.thread_time()
                    elapsed = min(total, elapsed + FRAME_MS)
                    running.setCurrentTime(round(elapsed))
                    app.processEvents()
                    app.processEvents()
                    spent = time.thread_time() - started - warmer_cpu[0]
                    frames.cpu_ms.append(1000 * spent)
                    frames.cards.append(painted[0])
                    frames.area.append(exposed[0])
                    frames.renders.append(rendered[0])
                    frames.composes.append(composed[0])
                    if running.state() == QAbstractAnimation.State.Running:
                        running.pause()
            rendered[0] = 0
            warmer = table.pixmap_warmer()
            for _ in range(2000):  # the table at rest until the next move: the warmer's turn
                if not warmer.pending():
                    break
                app.processEvents()
            frames.rest_renders += rendered[0]
    finally:
        card_item.CardItem.paint = card_paint  # type: ignore[method-assign]
        card_looks._compose = compose
        PixmapWarmer._step = warmer_step  # type: ignore[method-assign]
        table.close()
    return frames


def _percentile(values: Sequence[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))] if ordered else 0.0


def _line(values: Sequence[float]) -> str:
    if not values:
        return "none"
    return (
        f"median {statistics.median(values):.2f}, 90th percentile {_percentile(values, 90):.2f}, "
        f"99th {_percentile(values, 99):.2f}, max {max(values):.2f}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.benchmarks.table_frames",
        description="The GUI thread's CPU per frame of the table's animations.",
    )
    parser.add_argument("--deals", type=int, default=2, help="random deals to play (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x800", help="the table's size in pixels")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    frames = run(args.deals, args.seed, (width, height))
    print(
        f"table frames, {args.deals} random deal(s), seed {args.seed}, {width}x{height}, "
        f"{len(frames.cpu_ms)} frames of {FRAME_MS:.1f} ms, {frames.paints} paints:"
    )
    print(f"  GUI thread CPU per frame, ms: {_line(frames.cpu_ms)}")
    print(f"  card items painted per frame: {_line([float(n) for n in frames.cards])}")
    print(f"  share of the table repainted per frame: {_line(frames.area)}")
    print(f"  TableScene.show CPU, ms ({len(frames.show_ms)} calls): {_line(frames.show_ms)}")
    print(f"  total frame CPU {sum(frames.cpu_ms) / 1000:.2f} s")
    print(
        f"  SVG renders: {sum(frames.renders)} in frames, {frames.rest_renders} at rest "
        "(ui/table/pixmap_warmer, between the moves)"
    )
    print(
        f"  the warmer's turns between frames ({len(frames.warmer_ms)}, {frames.warmer_draws} "
        f"renders or looks), CPU ms: {_line(frames.warmer_ms)}"
    )
    print(
        "  the five costliest frames (CPU ms, cards painted, share repainted, SVG renders, "
        "looks composed):"
    )
    costliest = sorted(range(len(frames.cpu_ms)), key=lambda i: -frames.cpu_ms[i])[:5]
    for i in costliest:
        print(
            f"    {frames.cpu_ms[i]:6.2f} ms  {frames.cards[i]:3d} cards  "
            f"{frames.area[i]:.2f}  {frames.renders[i]} renders  {frames.composes[i]} looks"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
