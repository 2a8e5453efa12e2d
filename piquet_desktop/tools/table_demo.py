"""Play a seeded partie on the table and save screenshots of it: a way to *look* at the table.

Run ``python -m piquet_desktop.tools.table_demo OUT_DIR [--seed N] [--size 1280x800]``. It needs no
display (it picks Qt's offscreen platform unless ``QT_QPA_PLATFORM`` says otherwise). Both seats
are played by the greedy baseline; seat 0 stands for the human at the bottom of the table, and the
demo does what the window would: it shows the human's view after every action, marks the cards he
is about to discard, dims the cards he may not play. It saves:

* ``table-deal.png``: the deal, packets in flight;
* ``table-exchange.png``: the human's exchange, three cards raised for discard;
* ``table-declarations.png``: after the declarations, the opponent's scored cards face up;
* ``table-play.png``: the human to play, unplayable cards dimmed, a trick on the table;
* ``table-trick-in-flight.png``: the opponent's card on its way to the trick;
* ``table-end-of-deal.png``: every trick gathered to its winner;
* ``table-open-dark.png``: open piquet (the opponent's hand face up) on the dark felt;
* ``table-empty.png``: no partie yet.

Unit tests cannot say whether a table looks right; these pictures are how it is judged, and
``docs/screenshots/table-*.png`` are their committed copies.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from piquet_desktop.ai.baselines import GreedyPlayer, discard_order
from piquet_desktop.ai.player import Table
from piquet_desktop.controller.partie_chance import HUMAN
from piquet_desktop.engine.actions import Discard, Play
from piquet_desktop.engine.cards import mask_of
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import view
from piquet_desktop.tools.screenshots import parse_size

__all__ = ["main", "run_demo"]


def _wait(app: object, condition: Callable[[], bool], timeout: float = 15.0) -> None:
    """Run the event loop until ``condition()`` holds (animations are driven by Qt's timers)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        time.sleep(0.002)


def _run_for(ms: int) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + ms / 1000
    while time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        time.sleep(0.002)


def run_demo(out_dir: Path, seed: int = 7, size: tuple[int, int] = (1280, 800)) -> list[Path]:
    """Play the demo partie and save the screenshots; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.ui.table.table_view import TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    table_view = TableView()
    scene = table_view.table_scene()
    table_view.resize(*size)
    table_view.show()
    scene.set_names(("You", "Greedy"))

    def grab(name: str) -> None:
        path = out_dir / f"table-{name}.png"
        table_view.viewport().update()
        app.processEvents()
        table_view.grab().save(str(path))
        written.append(path)

    def idle() -> None:
        _wait(app, lambda: not scene.is_animating())

    grab("empty")

    rules = RuleSet()
    table = Table.new(rules, (GreedyPlayer(), GreedyPlayer()), seed)
    state: PartieState = table.state
    shots = {"deal", "exchange", "declarations", "play", "flight", "end"}
    first_deal = True
    while state.phase != "over" and shots:
        if state.phase == "deal" and state.deal is not None and state.deal.to_act == HUMAN:
            decision = decision_for(state)
            human_view = view(state, HUMAN)
            if decision.kind == "exchange" and "exchange" in shots and first_deal:
                idle()
                assert decision.exchange_range is not None
                chosen = discard_order(decision.hand)[: min(3, decision.exchange_range[1])]
                scene.set_selected(mask_of(chosen))
                _run_for(400)
                grab("exchange")
                shots.discard("exchange")
                scene.set_selected(0)
            if decision.kind == "play":
                legal = mask_of(a.card for a in decision.actions if isinstance(a, Play))
                scene.set_playable(legal if human_view.lead_card >= 0 else 0)
                if "play" in shots and human_view.lead_card >= 0 and len(human_view.tricks) >= 3:
                    idle()
                    grab("play")
                    shots.discard("play")
        seat = state.current_player
        action = table.step()
        scene.set_playable(0)
        if isinstance(action, Discard):
            scene.set_selected(0)
        scene.show(view(state, HUMAN))
        if "deal" in shots and state.deal is not None and first_deal:
            _run_for(900)
            grab("deal")
            shots.discard("deal")
        if (
            "declarations" in shots
            and state.deal is not None
            and state.deal.phase == "play"
            and len(state.deal.tricks) == 1
        ):
            idle()
            grab("declarations")
            shots.discard("declarations")
        if (
            "flight" in shots
            and isinstance(action, Play)
            and seat != HUMAN
            and state.deal is not None
            and state.deal.lead_card < 0
            and len(state.deal.tricks) >= 5
            and state.deal.tricks[-1].leader == HUMAN
        ):
            # The opponent follows the human's lead: wait for what was queued before, then catch
            # his card two thirds of the way to the trick.
            _wait(app, lambda: scene.pending_animations() <= 1)
            _run_for(230)
            grab("trick-in-flight")
            shots.discard("flight")
        if state.deal is None and state.results and first_deal:
            idle()
            _run_for(50)
            grab("end-of-deal")
            shots.discard("end")
            first_deal = False
        if not shots:
            break
        if first_deal:
            idle()

    # Open piquet on the dark felt: the next deal, halfway through the play.
    while state.phase != "over":
        action = table.step()
        if state.deal is not None and len(state.deal.tricks) == 5 and state.deal.lead_card < 0:
            break
    scene.set_speed(0)
    scene.set_theme("dark")
    scene.show(view(state, HUMAN), view(state, 1 - HUMAN), practice=True)
    grab("open-dark")
    table_view.close()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path, help="folder for the PNG files")
    parser.add_argument("--seed", type=int, default=7, help="seed of the partie (default 7)")
    parser.add_argument("--size", type=parse_size, default=(1280, 800), help="window size, WxH")
    args = parser.parse_args(argv)
    for path in run_demo(args.out_dir, args.seed, args.size):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
