"""Played parties for the statistics tests: real parties, played by computer players.

Imported as ``statistics_parties`` (tests/ is on ``sys.path``, see helpers.py). The player's seat
is played by one computer player and the opponent's by another, both through the engine's own
driver (``ai.player.Table``), so the records are exactly what the app would keep.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from piquet_desktop.ai.player import Table
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.statistics import PlayedPartie

START = datetime(2026, 11, 1, 20, 0)


def played_record(
    seed: int,
    *,
    player: str = "greedy",
    opponent: str = "greedy",
    rules: RuleSet = RUBICON,
    human_seat: int = 0,
    actions: int | None = None,
) -> PartieRecord:
    """A partie ``player`` (the human's seat) played against ``opponent``, whole or cut short
    after ``actions`` actions."""
    players = [make_player(player), make_player(opponent)]
    infos = [PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", opponent)]
    if human_seat == 1:
        players.reverse()
        infos.reverse()
    table = Table.new(rules, (players[0], players[1]), seed)
    while table.state.phase != "over" and (actions is None or len(table.state.actions) < actions):
        table.step()
    return PartieRecord.from_state(table.state, (infos[0], infos[1]), seed)


def played(
    seed: int,
    *,
    day: float = 0,
    mean_loss: float | None = None,
    rated_decisions: int = 0,
    human_seat: int = 0,
    **kwargs: object,
) -> PlayedPartie:
    """``played_record`` as a ``PlayedPartie`` played ``day`` days after ``START``."""
    record = played_record(seed, human_seat=human_seat, **kwargs)  # type: ignore[arg-type]
    return PlayedPartie(START + timedelta(days=day), record, human_seat, mean_loss, rated_decisions)
