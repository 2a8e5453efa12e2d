"""The live partie kept in the library: after every autosave, at its end, when abandoned."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from game_driver import play, wait_for_turn
from library_records import recorded
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library, LibraryError


@pytest.fixture
def library(private_folders: Path) -> Iterator[Library]:
    lib = Library(autosave.library_folder())
    yield lib
    lib.close()


@pytest.fixture
def game(qapp: object, library: Library) -> Iterator[GameController]:
    controller = GameController(library=library)
    yield controller
    controller.shutdown()


def one_move(qtbot: QtBot, game: GameController) -> None:
    wait_for_turn(qtbot, game)
    decision = game.decision()
    assert decision is not None
    assert game.submit(GreedyPlayer().choose(game.view(), decision, random.Random(0)))
    wait_for_turn(qtbot, game)


def test_the_library_lives_in_the_data_folder(library: Library, private_folders: Path) -> None:
    assert library.folder == private_folders / "library"


def test_a_partie_is_kept_once_the_player_moves_and_after_every_change(
    qtbot: QtBot, game: GameController, library: Library
) -> None:
    game.new_partie(RUBICON, "greedy", seed=4)
    wait_for_turn(qtbot, game)
    assert library.entries() == []  # only dealt: not worth an entry yet
    one_move(qtbot, game)
    (entry,) = library.entries()
    assert entry.id == game.keeper.partie_id and entry.status == "in_progress"
    assert entry.record is not None and entry.record.actions == game.record().actions
    one_move(qtbot, game)
    (entry,) = library.entries()
    assert entry.record is not None and entry.record.actions == game.record().actions
    assert autosave.find_resumable() is not None
    assert autosave.find_resumable().record.id == game.keeper.partie_id  # type: ignore[union-attr]


def test_a_finished_partie_is_kept_finished(
    qtbot: QtBot, game: GameController, library: Library
) -> None:
    game.new_partie(RUBICON, "greedy", seed=4)
    play(qtbot, game)
    assert game.is_over
    (entry,) = library.entries()
    assert entry.status == "finished" and entry.facts is not None
    assert entry.facts.deals == 6 and entry.facts.result is not None
    assert entry.record is not None and entry.record.actions == game.record().actions


def test_a_new_partie_abandons_the_unfinished_one(
    qtbot: QtBot, game: GameController, library: Library
) -> None:
    game.new_partie(RUBICON, "greedy", seed=4)
    one_move(qtbot, game)
    first = game.keeper.partie_id
    game.new_partie(RUBICON, "greedy", seed=5)
    assert game.keeper.partie_id != first
    assert {e.id: e.status for e in library.entries()} == {first: "abandoned"}
    one_move(qtbot, game)
    statuses = {e.id: e.status for e in library.entries()}
    assert statuses == {first: "abandoned", game.keeper.partie_id: "in_progress"}


def test_a_resumed_partie_is_the_same_entry(
    qtbot: QtBot, game: GameController, library: Library
) -> None:
    game.new_partie(RUBICON, "greedy", seed=4)
    one_move(qtbot, game)
    first = game.keeper.partie_id
    resumable = autosave.find_resumable()
    assert resumable is not None
    other = GameController(library=library)
    try:
        other.load(resumable)
        assert other.keeper.partie_id == first
        one_move(qtbot, other)
        (entry,) = library.entries()
        assert entry.id == first and entry.record is not None
        assert entry.record.actions == other.record().actions
    finally:
        other.shutdown()


def test_a_partie_opened_from_a_file_is_added(
    qtbot: QtBot, game: GameController, library: Library
) -> None:
    record = recorded(2)  # finished, of a build before the library: no id
    game.load(record, Path("old.piquet"))
    (entry,) = library.entries()
    assert entry.status == "finished" and entry.id == game.keeper.partie_id
    assert game.record().id == entry.id


def test_an_old_save_played_on_is_kept_beside_the_later_partie(
    qtbot: QtBot, game: GameController, library: Library
) -> None:
    library.keep(recorded(3, 120, id="later"))
    game.load(recorded(3, 40, id="later"), None)  # an earlier save of that very partie
    assert game.keeper.partie_id == "later"
    play(qtbot, game, stop=lambda g, d: len(g.record().actions) > 60)
    assert game.keeper.partie_id != "later"
    entries = {e.id: e for e in library.entries()}
    assert len(entries["later"].record.actions) == 120  # type: ignore[union-attr]
    assert entries[game.keeper.partie_id].status == "in_progress"  # type: ignore[index]
    assert autosave.find_resumable().record.id == game.keeper.partie_id  # type: ignore[union-attr]


def test_a_library_failure_is_a_save_problem_and_the_partie_goes_on(
    qtbot: QtBot, game: GameController, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_args: object) -> str:
        raise LibraryError("disk I/O error")

    game.new_partie(RUBICON, "greedy", seed=4)
    monkeypatch.setattr(library, "keep", refuse)
    one_move(qtbot, game)
    problem = game.keeper.save_problem
    assert problem is not None and "not kept in the library" in problem
    assert "disk I/O error" in problem and str(library.folder) in problem
    assert game.keeper.kept_by_autosave  # the autosave still holds the partie
    assert game.decision() is not None or game.is_thinking or game.awaiting_next_deal
    monkeypatch.undo()
    one_move(qtbot, game)
    assert game.keeper.save_problem is None
    assert [e.id for e in library.entries()] == [game.keeper.partie_id]


def test_a_controller_without_a_library_keeps_nothing(
    qtbot: QtBot, controller: GameController, private_folders: Path
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=4)
    one_move(qtbot, controller)
    assert controller.record().id == controller.keeper.partie_id is not None
    assert not (private_folders / "library").exists()
