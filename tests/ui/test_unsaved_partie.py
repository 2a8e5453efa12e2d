"""The window never throws away a partie the player has not saved to a file of his own.

Every way of replacing the partie in play (File > New Partie, Open, a file handed over by a second
start of the app, Replay > Continue from here) asks first when the controller says it is unsaved
(``lost_on_abandon``): a partie resumed from the autosave is, and so is a finished one never
saved that the library does not hold.
Quitting asks only when the autosave does not hold the partie. And a partie that cannot be saved
says so, on screen, until a save succeeds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import play_random
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow

TIMEOUT_MS = 30_000
PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Computer", "ai", "greedy"))


class Questions:
    """Stands in for the window's modal questions: records each one and gives a set answer."""

    def __init__(self) -> None:
        self.unsaved: list[str] = []
        self.answer: bool | None = None  # what ask_unsaved answers: None is Cancel

    def ask_unsaved(self, doing: str) -> bool | None:
        self.unsaved.append(doing)
        return self.answer


@pytest.fixture
def questions() -> Questions:
    return Questions()


@pytest.fixture
def window(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, questions: Questions
) -> Iterator[MainWindow]:
    def prepare(win: MainWindow) -> None:
        def refuse(*_args: object) -> None:
            raise AssertionError("a file dialog was opened in a test")

        monkeypatch.setattr(win.files, "ask_unsaved", questions.ask_unsaved)
        monkeypatch.setattr(win.files, "ask_open_path", refuse)
        monkeypatch.setattr(win.files, "ask_save_path", refuse)

    yield from shown_window(qtbot, autosave=True, prepare=prepare)


def wait_for_human(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(
        lambda: c.decision() is not None or c.awaiting_next_deal or c.is_over, timeout=TIMEOUT_MS
    )


def autosave_an_unfinished_partie(qtbot: QtBot) -> PartieRecord:
    """What a killed app leaves behind: a partie in the autosave, one move made."""
    game = GameController()
    try:
        game.new_partie(RUBICON, "greedy", seed=6, human_name="Ann")
        qtbot.waitUntil(lambda: game.decision() is not None, timeout=TIMEOUT_MS)
        decision = game.decision()
        assert decision is not None
        game.submit(GreedyPlayer().choose(game.view(), decision, random.Random(0)))
        qtbot.waitUntil(lambda: game.decision() is not None, timeout=TIMEOUT_MS)
        return game.record()
    finally:
        game.shutdown()


def resumed(qtbot: QtBot, window: MainWindow) -> PartieRecord:
    record = autosave_an_unfinished_partie(qtbot)
    assert window.continue_partie()  # the start screen's Continue
    wait_for_human(qtbot, window)
    return record


def a_file(tmp_path: Path, name: str = "other.piquet") -> Path:
    path = tmp_path / name
    save_record(PartieRecord.from_state(play_random(RUBICON, 4, until=30), PLAYERS, 4), path)
    return path


# ------------------------------------------------------------------------------ a resumed partie


def test_a_resumed_partie_is_shown_unsaved_and_new_partie_asks_before_discarding_it(
    qtbot: QtBot, window: MainWindow, questions: Questions
) -> None:
    record = resumed(qtbot, window)
    assert window.isWindowModified() and "[*]" in window.windowTitle()
    autosaved = autosave.autosave_path().read_bytes()

    dialog = window.new_partie_dialog()
    dialog.accept()  # Start; the question is answered Cancel

    assert questions.unsaved == ["start a new partie"]
    assert window.controller.record().actions == record.actions
    assert autosave.autosave_path().read_bytes() == autosaved

    questions.answer = False  # Discard: now it goes
    window.new_partie_dialog().accept()
    assert window.controller.record().actions[: len(record.actions)] != record.actions


def test_open_a_handed_over_file_and_continue_from_here_ask_too(
    qtbot: QtBot, window: MainWindow, questions: Questions, tmp_path: Path
) -> None:
    record = resumed(qtbot, window)
    path = a_file(tmp_path)

    assert not window.open_path(path)
    window.answer_other_start(path)  # a second start of the app handed the file over
    assert window.replay_mode.replay_current()
    assert not window.replay_mode.continue_from_replay()

    assert questions.unsaved == [
        f"open {path.name}",
        f"open {path.name}",
        "continue from the replay",
    ]
    window.replay_mode.close_replay()
    assert window.controller.record().actions == record.actions


def test_a_partie_that_cannot_be_saved_is_reported_and_the_file_kept(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = a_file(tmp_path, "mine.piquet")
    before = path.read_bytes()
    record = load_record(path)[0]
    record.players = (PlayerInfo("\ud800", "human"), PLAYERS[1])  # as only code could build it
    window.controller.load(record, None)

    assert not window.files.save_to(path)

    box = window.notices.error_box
    assert box is not None and "mine.piquet" in box.text() and "lone surrogate" in box.text()
    assert path.read_bytes() == before
    assert window.controller.keeper.save_problem is not None


# ------------------------------------------------------------------------------ needs the hooks


def test_a_finished_partie_the_library_holds_is_replaced_without_a_question(
    window: MainWindow, questions: Questions
) -> None:
    done = PartieRecord.from_state(play_random(RUBICON, 4), PLAYERS, 4)
    window.controller.load(done, None)
    c = window.controller
    assert c.keeper.partie_id is not None and window.library.entry(c.keeper.partie_id) is not None
    assert c.is_over and not window.isWindowModified()  # no file of his holds it, none need

    window.new_partie_dialog().accept()
    assert questions.unsaved == []
    window.controller.load(done, None)
    assert window.close()  # nor does quitting ask

    assert questions.unsaved == []


def test_a_finished_partie_no_library_holds_asks_before_a_new_partie(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, questions: Questions
) -> None:
    def prepare(win: MainWindow) -> None:
        monkeypatch.setattr(win.files, "ask_unsaved", questions.ask_unsaved)

    # without the autosave the window keeps no library either (the self-test, tools)
    for window in shown_window(qtbot, autosave=False, prepare=prepare):
        done = PartieRecord.from_state(play_random(RUBICON, 4), PLAYERS, 4)
        window.controller.load(done, None)
        assert window.controller.is_over and window.isWindowModified()

        window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))  # not File > New
        window.controller.load(done, None)
        window.new_partie_dialog().accept()

        assert questions.unsaved == ["start a new partie"]
        assert window.controller.record().actions == done.actions
        questions.answer = False


def test_quitting_asks_only_when_the_autosave_does_not_hold_the_partie(
    qtbot: QtBot,
    window: MainWindow,
    questions: Questions,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    resumed(qtbot, window)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(blocker / "data"))
    c = window.controller
    c.options.open_piquet = True  # a change, whose autosave fails
    assert c.keeper.save_problem is not None and not c.keeper.kept_by_autosave

    assert not window.close()  # Cancel: the window stays
    assert questions.unsaved == ["quit"] and window.isVisible()

    blocker.unlink()
    c.options.open_piquet = False
    window.menus.take_back_action.trigger()  # practice: a change, autosaved this time
    assert c.keeper.kept_by_autosave and c.keeper.is_dirty

    assert window.close()
    assert questions.unsaved == ["quit"]


def test_starting_with_a_file_asks_before_it_replaces_the_autosaved_partie(
    qtbot: QtBot, window: MainWindow, questions: Questions, tmp_path: Path
) -> None:
    record = autosave_an_unfinished_partie(qtbot)
    path = a_file(tmp_path)

    window.start(path)

    assert questions.unsaved == [f"open {path.name}"]
    assert window.controller.record().actions == record.actions
    assert window.controller.path is None


def test_a_failing_autosave_stays_on_screen_until_a_save_succeeds(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(blocker / "data"))
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    wait_for_human(qtbot, window)

    notice = window.save_notice
    assert notice.isVisible() and "not autosaved" in notice.problem()
    window.statusBar().clearMessage()  # the status bar's message goes; the notice stays
    assert notice.isVisible()

    target = tmp_path / "mine.piquet"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: target)
    notice.save_as_button.click()

    assert target.is_file() and not notice.isVisible()
    assert window.controller.path == target


def test_the_take_back_entry_says_why_it_is_not_available(qtbot: QtBot, window: MainWindow) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 5, "Ann"))
    c = window.controller
    qtbot.waitUntil(lambda: c.decision() is not None, timeout=TIMEOUT_MS)
    decision = c.decision()
    assert decision is not None and decision.kind == "exchange"
    action = window.menus.take_back_action
    assert not action.isEnabled() and "no move in this deal" in action.statusTip()
    c.submit(GreedyPlayer().choose(c.view(), decision, random.Random(0)))
    wait_for_human(qtbot, window)

    assert not action.isEnabled()
    assert action.statusTip().startswith(
        "You have seen the talon's cards: the exchange cannot be taken back. Open piquet"
    )

    window.menus.open_piquet_action.trigger()  # both hands face up: a practice partie

    assert c.is_practice and action.isEnabled()
    assert action.statusTip().startswith("Undo your last card or exchange.")
    action.trigger()
    decision = c.decision()
    assert decision is not None and decision.kind == "exchange"
