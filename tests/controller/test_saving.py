"""Saved or not, and saving that fails: the controller's side of "never lose a partie".

The rule: a partie the player has not saved to a file of his own is never thrown away without a
question. So ``is_dirty`` (the window's "*" and its question before New, Open, Continue from
here) is true for a resumed partie, a continued one, a changed one and a finished one never
saved that no library holds; only a partie just dealt, where he has not moved, one as his file
holds it, and a finished one the library holds whole, are not.
And any failure to save or autosave, of any kind, is said at once and stays in ``save_problem``
until a save succeeds, while the previous file stays whole.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from game_driver import play, wait_for_turn
from helpers import play_random
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController, SaveError
from piquet_desktop.engine import record as record_module
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.library import Library

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def one_move(qtbot: QtBot, game: GameController) -> None:
    wait_for_turn(qtbot, game)
    decision = game.decision()
    assert decision is not None
    assert game.submit(GreedyPlayer().choose(game.view(), decision, random.Random(0)))
    wait_for_turn(qtbot, game)


def unfinished() -> PartieRecord:
    return PartieRecord.from_state(play_random(RUBICON, 3, until=40), PLAYERS, 3)


def finished() -> PartieRecord:
    return PartieRecord.from_state(play_random(RUBICON, 3), PLAYERS, 3)


def files_in(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


# ------------------------------------------------------------------------------ unsaved or not


def test_a_resumed_partie_counts_as_unsaved(qtbot: QtBot, controller: GameController) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    one_move(qtbot, controller)
    resumable = autosave.find_resumable()
    assert resumable is not None
    other = GameController()
    changes: list[None] = []
    other.recordChanged.connect(lambda: changes.append(None))
    try:
        other.load(resumable)  # as the window resumes it: from the autosave, with no file

        assert other.keeper.is_dirty and other.path is None and changes
        assert (
            other.keeper.kept_by_autosave and not other.keeper.lost_on_quit
        )  # the autosave holds it
    finally:
        other.shutdown()


def test_a_partie_continued_without_a_file_counts_as_unsaved_finished_or_not(
    controller: GameController,
) -> None:
    controller.load(unfinished())
    assert controller.keeper.is_dirty
    controller.load(finished())
    assert controller.keeper.is_dirty and controller.is_over
    assert (
        not controller.keeper.kept_by_autosave and controller.keeper.lost_on_quit
    )  # not autosaved


def test_a_partie_played_to_its_end_needs_no_saving_once_the_library_holds_it(
    qtbot: QtBot, private_folders: Path
) -> None:
    library = Library(autosave.library_folder())
    game = GameController(library=library)
    changes: list[bool] = []
    game.recordChanged.connect(lambda: changes.append(game.keeper.is_dirty))
    try:
        game.new_partie(RUBICON, "greedy", seed=6)
        one_move(qtbot, game)
        assert game.keeper.is_dirty
        play(qtbot, game)  # to the end of the partie
        assert game.is_over and library.entry(game.keeper.partie_id or "") is not None
        assert not game.keeper.is_dirty and changes[-1] is False  # the window's "*" goes
        assert not game.keeper.lost_on_abandon and not game.keeper.lost_on_quit
    finally:
        game.shutdown()
        library.close()


def test_a_partie_opened_from_a_file_is_saved_until_it_changes(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    path = tmp_path / "mine.piquet"
    record_module.save_record(unfinished(), path)
    controller.load(load_record(path)[0], path)
    assert not controller.keeper.is_dirty
    one_move(qtbot, controller)
    assert controller.keeper.is_dirty
    controller.save(path)
    assert not controller.keeper.is_dirty
    controller.load(finished(), tmp_path / "done.piquet")
    assert not controller.keeper.is_dirty


def test_a_new_partie_needs_no_question_until_the_player_moves(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    wait_for_turn(qtbot, controller)
    assert not controller.keeper.is_dirty
    one_move(qtbot, controller)
    assert controller.keeper.is_dirty


def test_without_the_autosave_only_a_finished_partie_counts_as_lost_on_quit(qtbot: QtBot) -> None:
    """The self-test, tools and tests turn the autosave off: they keep nothing by design."""
    game = GameController(autosave_enabled=False)
    try:
        game.new_partie(RUBICON, "greedy", seed=6)
        one_move(qtbot, game)
        assert (
            game.keeper.is_dirty
            and not game.keeper.kept_by_autosave
            and not game.keeper.lost_on_quit
        )
        game.load(finished())
        assert game.keeper.lost_on_quit
    finally:
        game.shutdown()


# ------------------------------------------------------------------------------ save problems


def test_an_autosave_failure_of_any_kind_is_said_and_kept_until_an_autosave_succeeds(
    qtbot: QtBot, controller: GameController, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    wait_for_turn(qtbot, controller)
    good = autosave.autosave_path().read_bytes()
    said: list[str] = []
    controller.message.connect(said.append)
    problems: list[str] = []
    controller.saveProblemChanged.connect(problems.append)

    def not_json(data: dict[str, object], **lines: object) -> str:
        raise ValueError("Out of range float values are not JSON compliant")

    monkeypatch.setattr(record_module, "_dumps", not_json)
    one_move(qtbot, controller)

    problem = controller.keeper.save_problem
    assert problem is not None and "not autosaved" in problem and "JSON compliant" in problem
    assert problems[0] == problem and problem in said
    assert not controller.keeper.kept_by_autosave and controller.keeper.lost_on_quit
    assert autosave.autosave_path().read_bytes() == good  # the previous autosave is whole
    assert files_in(autosave.data_dir()) == [autosave.AUTOSAVE_NAME]  # and nothing stray

    monkeypatch.undo()
    one_move(qtbot, controller)

    assert controller.keeper.save_problem is None and problems[-1] == ""
    assert load_record(autosave.autosave_path())[0].actions == controller.record().actions
    assert controller.keeper.kept_by_autosave


def test_an_autosave_that_raises_anything_never_stops_the_partie(
    qtbot: QtBot, controller: GameController, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(record: PartieRecord, raw: bytes | None = None) -> Path:
        raise RuntimeError("a bug")

    monkeypatch.setattr(autosave, "write_autosave", broken)
    controller.new_partie(RUBICON, "greedy", seed=6)
    one_move(qtbot, controller)
    assert (
        controller.keeper.save_problem is not None
        and "RuntimeError: a bug" in controller.keeper.save_problem
    )
    assert controller.decision() is not None or controller.is_thinking


def test_an_autosave_folder_that_cannot_be_made_is_said(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(blocker / "data"))
    game = GameController()
    try:
        game.new_partie(RUBICON, "greedy", seed=3)
        wait_for_turn(qtbot, game)
        assert (
            game.keeper.save_problem is not None and "Not a directory" in game.keeper.save_problem
        )
        assert str(blocker / "data") in game.keeper.save_problem
        blocker.unlink()  # the player frees the path: the next move's autosave succeeds
        one_move(qtbot, game)
        assert game.keeper.save_problem is None
    finally:
        game.shutdown()


def test_a_record_with_an_unwritable_name_is_said_and_save_raises(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    path = folder / "mine.piquet"
    record_module.save_record(unfinished(), path)
    before = path.read_bytes()
    bad = unfinished()
    bad.players = (PlayerInfo("\ud800", "human"), PLAYERS[1])

    controller.load(bad)  # built in code: load_record itself refuses such a file

    assert (
        controller.keeper.save_problem is not None
        and "lone surrogate" in controller.keeper.save_problem
    )
    with pytest.raises(SaveError) as failed:
        controller.save(path)
    assert "lone surrogate" in str(failed.value)
    assert "mine.piquet" in (controller.keeper.save_problem or "")
    assert path.read_bytes() == before and files_in(folder) == ["mine.piquet"]
    assert controller.keeper.is_dirty and controller.path is None


def test_a_name_no_file_can_hold_cannot_start_a_partie(controller: GameController) -> None:
    with pytest.raises(ValueError, match="your name is not valid text"):
        controller.new_partie(RUBICON, "greedy", seed=1, human_name="Ann\udc80")
    assert not controller.has_partie


def test_saving_into_a_folder_that_vanished_is_said_until_a_save_succeeds(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    one_move(qtbot, controller)
    gone = tmp_path / "gone"

    with pytest.raises(SaveError) as failed:
        controller.save(gone / "mine.piquet")

    assert isinstance(failed.value, OSError) and "No such file or directory" in str(failed.value)
    problem = controller.keeper.save_problem
    assert problem is not None and "mine.piquet" in problem
    assert controller.keeper.is_dirty and controller.path is None

    controller.save(tmp_path / "mine.piquet")

    assert controller.keeper.save_problem is None and not controller.keeper.is_dirty


def test_saving_into_a_read_only_folder_is_said(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("this user writes into read-only folders (root)")
        controller.new_partie(RUBICON, "greedy", seed=6)
        with pytest.raises(SaveError, match="Permission denied"):
            controller.save(folder / "mine.piquet")
        assert controller.keeper.save_problem is not None
        assert os.listdir(folder) == []
    finally:
        folder.chmod(0o700)


def test_a_finished_partie_keeps_no_stale_problem_after_a_new_partie(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    with pytest.raises(SaveError):
        controller.save(tmp_path / "gone" / "x.piquet")
    assert controller.keeper.save_problem is not None
    controller.new_partie(RUBICON, "greedy", seed=7)  # the first autosave succeeds
    assert controller.keeper.save_problem is None


def test_play_goes_on_while_saving_fails(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    with pytest.raises(SaveError):
        controller.save(tmp_path / "gone" / "x.piquet")
    play(qtbot, controller, next_deals=False)
    assert controller.awaiting_next_deal
