"""Keeping the live partie: the autosave and the library get one record per change, built once,
and the start screen's description of a kept partie comes from the keeper's values."""

from __future__ import annotations

from pathlib import Path

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller import autosave
from piquet_desktop.controller.partie_keeper import PartieKeeper, describe_resumable
from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.engine.view import view

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


class Shelf:
    """A library that remembers what it was given."""

    folder = Path("shelf")

    def __init__(self) -> None:
        self.kept: list[PartieRecord] = []

    def keep(self, record: PartieRecord, state: PartieState, raw: bytes | None = None) -> str:
        self.kept.append(record)
        return "partie-1"

    def mark_abandoned(self, partie_id: str) -> None:
        pass


def test_the_autosave_and_the_library_share_one_record_built_once_per_change(
    qapp: object,
) -> None:
    finished = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 1)
    record = PartieRecord(RUBICON, PLAYERS, 1, finished.actions[:40], id="partie-1")
    state = record.replay()
    built: list[PartieRecord] = []

    def build() -> PartieRecord:
        built.append(record)
        return record

    shelf = Shelf()
    keeper = PartieKeeper(build, lambda: state, autosave_enabled=True, library=shelf)  # type: ignore[arg-type]
    keeper.start("partie-1", None, untouched=False)
    keeper.changed()
    keeper.keep()
    assert len(built) == 1 and shelf.kept == built
    found = autosave.find_resumable()
    assert found is not None and found.record == record and keeper.kept_by_autosave
    keeper.keep()  # nothing changed: nothing written, nothing built
    assert len(built) == 1 and len(shelf.kept) == 1
    keeper.changed()
    keeper.keep()
    assert len(built) == 2 and len(shelf.kept) == 2


def test_a_resumable_partie_is_described_by_its_deal_its_plan_and_the_humans_view() -> None:
    finished = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 3)
    shuffles = [i for i, a in enumerate(finished.actions) if isinstance(a, Shuffle)]
    record = PartieRecord(AU_CENT, PLAYERS, 3, finished.actions[: shuffles[2] + 10])
    partie = describe_resumable(record)
    assert (partie.deal, partie.planned, partie.names) == (3, 0, ("Ann", "Bot"))
    assert partie.view == view(record.replay(), 0)
    cut_only = PartieRecord(RUBICON, PLAYERS, 3, [])
    assert (describe_resumable(cut_only).deal, describe_resumable(cut_only).planned) == (1, 6)
