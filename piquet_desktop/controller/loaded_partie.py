"""A record read and replayed once, handed on as a value: the record, its partie and the take
back's points, for the partie in play to start from without replaying anything again, and for a
replay its positions.

``engine.record.load_record`` checks a record by replaying it; the take-back points of its last
deal are gathered from that same replay (``TakeBackStack.watch``), and, for the replay window,
the copies it seeks between (``PositionScan.watch``, controller/replay_positions.py), so opening
or replaying a file replays its partie once, whether it is read on the window's thread or on the
record loader's worker. A record already at hand (the partie in play replayed) is replayed once
here the same way. Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from piquet_desktop.ai.player import Player
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.record import PartieRecord, ReplayWatch, load_record, prepare_writing
from piquet_desktop.words import game_status as status
from piquet_desktop.words.text import display_name

from .live_partie import LivePartie
from .partie_chance import chance_rng, new_seed
from .replay_positions import PositionScan, ReplayPositions
from .take_back import TakeBackStack

__all__ = ["LoadedPartie", "read_partie", "replay_partie"]


@dataclass(frozen=True)
class LoadedPartie:
    """A record with the partie its actions give and the take back's points of its last deal,
    and, read for a replay, the replay's positions (else None). Nobody changes ``state``,
    ``points`` or ``positions``: the partie put in play takes copies (``put_in_play``), so the
    same value may be put in play or replayed again."""

    record: PartieRecord
    state: PartieState
    points: TakeBackStack
    positions: ReplayPositions | None = None

    def put_in_play(
        self, make_player: Callable[[str], Player], say: Callable[[str], None], *, practice: bool
    ) -> LivePartie:
        """The partie to play on from here, with the generator of chance advanced past the
        record's own chance steps (controller/partie_chance.py). Seat 1 is played by the player
        its level names, or by the greedy player if that level is unknown here (``say`` tells
        it)."""
        record = self.record
        info = record.players[1]
        level = info.level if info.kind == "ai" and info.level else "greedy"
        try:
            player = make_player(level)
        except ValueError:
            say(status.unknown_level_text(level))
            level, player = "greedy", make_player("greedy")
        seed = record.seed if record.seed is not None else new_seed()
        return LivePartie(
            self.state.clone(),
            (display_name(record.players[0].name), display_name(record.players[1].name)),
            level,
            player,
            seed,
            chance_rng(seed, record.actions, record.rules.deck),
            practice,
            list(record.take_backs),
            self.points.copy(),
            list(record.claims),
        )


def read_partie(path: Path, key: str | None = None, *, positions: bool = False) -> LoadedPartie:
    """The record at ``path``, read, checked and replayed once (``load_record``); RecordError or
    OSError if it cannot be. ``key``: the library's id of the partie, which the record takes (a
    file copied into the library from elsewhere may carry another). ``positions``: gather the
    replay window's positions from the same replay too."""
    points = TakeBackStack()
    scan = PositionScan() if positions else None
    record, state = load_record(path, watch=_watch(points, scan))
    if not positions:
        prepare_writing(record)  # to be played on, so kept at once: its lines made here
    loaded = _loaded(record, state, points, scan)
    if key is not None and record.id != key:
        loaded = replace(loaded, record=replace(record, id=key))
    return loaded


def replay_partie(record: PartieRecord, *, positions: bool = False) -> LoadedPartie:
    """``record``, at hand already, replayed once; RecordError, as ``record.replay()`` words it,
    if its actions do not replay. ``positions``: as ``read_partie``'s."""
    points = TakeBackStack()
    scan = PositionScan() if positions else None
    watch = _watch(points, scan)
    state = new_partie(record.rules)
    for action in record.actions:
        watch(state, action)
        try:
            state.apply(action)
        except IllegalActionError:
            record.replay()  # raises RecordError naming the action and the reason
            raise
    return _loaded(record, state, points, scan)


def _watch(points: TakeBackStack, scan: PositionScan | None) -> ReplayWatch:
    """What the one replay tells of each action: the take back's points, and the replay's
    positions if asked."""
    if scan is None:
        return points.watch

    def both(state: PartieState, action: Action) -> None:
        points.watch(state, action)
        scan.watch(state, action)

    return both


def _loaded(
    record: PartieRecord, state: PartieState, points: TakeBackStack, scan: PositionScan | None
) -> LoadedPartie:
    points.replayed(state)
    return LoadedPartie(record, state, points, scan.replayed(state) if scan else None)
