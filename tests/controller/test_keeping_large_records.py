"""Keeping a partie of many take backs costs the window little: the record's file is made once
per change and written as it is by the autosave and the library, its take backs' lines are made
by the loader's worker, and the library compares a record it holds already without parsing it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller import autosave, partie_keeper
from piquet_desktop.controller.loaded_partie import read_partie
from piquet_desktop.controller.partie_keeper import PartieKeeper
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import (
    PartieRecord,
    PlayerInfo,
    TakeBack,
    record_bytes,
    save_record,
)
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library
from piquet_desktop.library import store as store_module

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def unfinished(take_backs: int = 50) -> PartieRecord:
    """A partie cut short, with ``take_backs`` take backs of one play each (the kind a record of
    thousands holds)."""
    finished = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 4)
    actions = list(finished.actions[:60])
    at = max(i for i, a in enumerate(actions) if isinstance(a, Play))
    backs = [TakeBack(at, (actions[at],)) for _ in range(take_backs)]
    return PartieRecord(RUBICON, PLAYERS, 4, actions, backs, id="partie-1")


class Shelf:
    """A library that remembers the bytes it was handed."""

    folder = Path("shelf")

    def __init__(self) -> None:
        self.raws: list[bytes | None] = []

    def keep(self, record: PartieRecord, state: PartieState, raw: bytes | None = None) -> str:
        self.raws.append(raw)
        return "partie-1"

    def mark_abandoned(self, partie_id: str) -> None:
        pass


def test_the_autosave_and_the_library_write_the_same_bytes_made_once_per_change(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = unfinished()
    state = record.replay()
    made: list[PartieRecord] = []

    def counted(r: PartieRecord) -> bytes:
        made.append(r)
        return record_bytes(r)

    monkeypatch.setattr(partie_keeper, "record_bytes", counted)
    shelf = Shelf()
    keeper = PartieKeeper(lambda: record, lambda: state, autosave_enabled=True, library=shelf)  # type: ignore[arg-type]
    keeper.start("partie-1", None, untouched=False)
    keeper.changed()
    keeper.keep()
    assert len(made) == 1 and shelf.raws == [autosave.autosave_path().read_bytes()]
    keeper.changed()
    keeper.keep()
    assert len(made) == 2


def test_the_bytes_made_once_are_the_bytes_a_save_writes(tmp_path: Path) -> None:
    record = unfinished()
    save_record(record, tmp_path / "a.piquet")
    assert record_bytes(record) == (tmp_path / "a.piquet").read_bytes()
    json.loads(record_bytes(record))  # and they are a record's JSON


def test_a_record_read_to_be_played_on_has_its_take_backs_lines_made_by_the_reader(
    tmp_path: Path,
) -> None:
    path = tmp_path / "many.piquet"
    save_record(unfinished(), path)
    played = read_partie(path)
    assert played.record.take_backs
    assert all("json_line" in vars(t) for t in played.record.take_backs)
    replayed = read_partie(path, positions=True)  # a replay keeps nothing: nothing made
    assert not any("json_line" in vars(t) for t in replayed.record.take_backs)


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "library")
    lib.open()
    yield lib
    lib.close()


def test_the_library_keeps_a_record_it_holds_already_without_parsing_it(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = unfinished()
    state = record.replay()
    assert library.keep(record, state, record_bytes(record)) == "partie-1"

    def no_parsing(text: str) -> object:
        raise AssertionError("the stored record was parsed again")

    monkeypatch.setattr(store_module, "json_or_none", no_parsing)
    assert library.keep(record, state, record_bytes(record)) == "partie-1"  # the same text
    later = replace(record, take_backs=[*record.take_backs, record.take_backs[0]])
    assert library.keep(later, later.replay(), record_bytes(later)) == "partie-1"
    (entry,) = library.entries()
    assert entry.id == "partie-1"
    assert library._record_path("partie-1").read_bytes() == record_bytes(later)


def test_a_stored_record_another_writer_changed_is_read_from_its_text(
    library: Library,
) -> None:
    record = unfinished()
    library.keep(record, record.replay(), record_bytes(record))
    other = replace(record, players=(PlayerInfo("Eve", "human"), PLAYERS[1]))
    with library._write() as c:  # another instance wrote a different partie under the id
        c.execute(
            "UPDATE parties SET record = ? WHERE id = ?",
            (record_bytes(other).decode("utf-8"), "partie-1"),
        )
    kept_as = library.keep(record, record.replay(), record_bytes(record))
    assert kept_as != "partie-1"  # not the partie the library now holds: kept beside it
