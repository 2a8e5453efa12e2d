"""The save notice: on screen from the moment a save or autosave fails until one succeeds.

(Shown here as a loose widget: ``isHidden`` is what the window's layout follows.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.game_controller import GameController, SaveError
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.save_notice import SaveNotice


@pytest.fixture
def controller(qapp: object) -> GameController:
    game = GameController()
    yield game  # type: ignore[misc]
    game.shutdown()


def test_the_notice_shows_a_failed_save_until_a_save_succeeds(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    notice = SaveNotice()
    qtbot.addWidget(notice)
    notice.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=6)
    assert notice.isHidden() and notice.problem() == ""

    with pytest.raises(SaveError):
        controller.save(tmp_path / "gone" / "mine.piquet")

    assert not notice.isHidden()
    assert notice.problem() == controller.keeper.save_problem
    assert "mine.piquet" in notice.problem() and "No such file" in notice.problem()
    with qtbot.waitSignal(notice.saveAsRequested):
        notice.save_as_button.click()

    controller.save(tmp_path / "mine.piquet")

    assert notice.isHidden() and notice.problem() == ""


def test_a_notice_attached_late_shows_the_problem_already_there(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    with pytest.raises(SaveError):
        controller.save(tmp_path / "gone" / "mine.piquet")
    notice = SaveNotice()
    qtbot.addWidget(notice)
    notice.attach(controller)
    assert not notice.isHidden() and "mine.piquet" in notice.problem()
