"""What a take back costs late in a long partie, where replaying from the first action is dearest.

Run: ``python -m piquet_desktop.benchmarks.take_back_speed [--seed 1] [--repeat 30]``.

It plays an au cent partie, the greedy player on both sides (``play_partie``, seed ``--seed``),
cuts its record just after the human's last chosen card in the partie's last deal (a card with
more than one legal choice, so take back may return to it), and loads that record into a
``GameController`` (greedy opponent thinking in a thread, no autosave, no library) ``--repeat``
times. Each time it prints nothing but measures, in wall-clock milliseconds:

* **load**: ``load(record)`` itself (the record replayed, and whatever the controller builds for
  take back);
* **can take back**: ``take_back_refusal()`` just after the load, what the window asks after every
  change to enable the menu entry (the first ask after a change finds the take-back point);
* **take back**: ``take_back()`` itself, once that point is known, as the window calls it.

Then it prints the median and the slowest of each, with the partie's length. It uses only the
controller's public methods, so the same script measures any version of the controller.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player, play_partie
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.actions import Play, Shuffle
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import AU_CENT

PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


def late_record(seed: int) -> PartieRecord:
    """The au cent partie of ``seed`` cut just after seat 0's last chosen card of its last deal."""
    finished = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), seed)
    actions = finished.actions
    last_shuffle = max(i for i, a in enumerate(actions) if isinstance(a, Shuffle))
    state = new_partie(AU_CENT)
    cut = -1
    for i, action in enumerate(actions):
        if (
            i > last_shuffle
            and state.current_player == 0
            and isinstance(action, Play)
            and decision_for(state).forced is None
        ):
            cut = i + 1
        state.apply(action)
    if cut < 0:
        raise SystemExit(f"seed {seed}: seat 0 chose no card in the last deal; try another seed")
    return PartieRecord(AU_CENT, PLAYERS, seed, list(actions[:cut]))


def _greedy(name: str) -> Player:
    return GreedyPlayer()


def run(seed: int, repeat: int) -> None:
    record = late_record(seed)
    app = QCoreApplication.instance() or QCoreApplication([])
    game = GameController(autosave_enabled=False, player_factory=_greedy, think_in_process=False)
    loads: list[float] = []
    asks: list[float] = []
    takes: list[float] = []
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            game.load(record)
            loads.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            allowed = game.take_back_refusal() is None
            asks.append((time.perf_counter() - start) * 1000)
            if not allowed:
                raise SystemExit(f"take back refused: {game.take_back_refusal()}")
            start = time.perf_counter()
            done = game.take_back()
            takes.append((time.perf_counter() - start) * 1000)
            assert done
            app.processEvents()
    finally:
        game.shutdown()
    deals = sum(isinstance(a, Shuffle) for a in record.actions)
    print(
        f"au cent partie of seed {seed}: {len(record.actions)} actions, deal {deals}, "
        f"{repeat} loads"
    )
    for label, times in (("load", loads), ("can take back", asks), ("take back", takes)):
        times.sort()
        print(f"{label}: median {times[len(times) // 2]:.2f} ms, max {times[-1]:.2f} ms")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args(argv)
    run(args.seed, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
