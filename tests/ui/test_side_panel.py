"""The side panel can be read whole (no column of the score sheet is cut, at any window size the
window allows), and it gives the score the table and the status bar give."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QSize, Qt
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.engine.actions import Play, Shuffle
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import DEFAULT_SIZE, MINIMUM_SIZE, MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, size=None)


def deal_three_in_play(window: MainWindow) -> None:
    """Two deals scored (each player elder once: both names in the Elder column), a third begun."""
    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    starts = [i for i, a in enumerate(state.actions) if isinstance(a, Shuffle)]
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    record = PartieRecord(RUBICON, players, 5, list(state.actions[: starts[2] + 1]))
    window.controller.load(record, None)


def au_cent_partie_over(window: MainWindow) -> None:
    """A whole au cent partie: deals, the lines across the sheet for each game won, games."""
    state = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 5)
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    window.controller.load(PartieRecord(AU_CENT, players, 5, list(state.actions)), None)


def thirty_six_partie_over(window: MainWindow) -> None:
    state = play_partie(THIRTY_SIX, (GreedyPlayer(), GreedyPlayer()), 7)
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    window.controller.load(PartieRecord(THIRTY_SIX, players, 7, list(state.actions)), None)


def first_deal_computer_elder(window: MainWindow) -> None:
    """A new partie in which the computer is elder: its name fills the Elder cell in place."""
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 3, "You"))


def columns_whole(window: MainWindow) -> bool:
    """Every column at least as wide as its cells and its title, and no sideways scrolling."""
    view = window.side_panel.score_view
    model = view.model()
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        title_width = max(metrics.horizontalAdvance(line) for line in title.split("\n"))
        width = header.sectionSize(column)
        if width < view.sizeHintForColumn(column) or width <= title_width:
            return False
    return header.length() <= view.viewport().width()


@pytest.mark.parametrize("size", [DEFAULT_SIZE, MINIMUM_SIZE], ids=["default", "minimum"])
@pytest.mark.parametrize(
    "setup",
    [
        deal_three_in_play,
        first_deal_computer_elder,
        au_cent_partie_over,
        thirty_six_partie_over,
    ],
    ids=["loaded", "new", "au-cent", "thirty-six"],
)
def test_every_score_sheet_column_shows_its_title_and_cells_whole(
    qtbot: QtBot, window: MainWindow, size: QSize, setup: Callable[[MainWindow], None]
) -> None:
    window.resize(size)
    setup(window)
    c = window.controller
    qtbot.waitUntil(lambda: window.size() == size and (c.decision() is not None or c.is_over))
    model = window.side_panel.score_view.model()
    assert "Computer" in {model.index(r, 1).data() for r in range(model.rowCount())}

    qtbot.waitUntil(lambda: columns_whole(window), timeout=2000)  # once the view has the rows


def test_the_status_bar_plates_and_score_sheet_give_one_score_in_the_middle_of_a_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    count = next(i for i, a in enumerate(state.actions) if isinstance(a, Play))  # deal 1's lead
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    window.controller.load(PartieRecord(RUBICON, players, 5, list(state.actions[:count])), None)
    sheet = window.side_panel.score_view.model()
    total = [sheet.index(sheet.rowCount() - 1, column).data() for column in (2, 3)]
    assert total != ["0", "0"]  # the declarations have scored

    mine, theirs = window.scene.plate_texts()
    assert (mine[2].split()[-1], theirs[2].split()[-1]) == tuple(total)
    assert f"You {total[0]} – {total[1]} Computer" in window.score_label.text()


def test_the_latest_trick_and_words_stay_in_view_as_the_deal_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(MINIMUM_SIZE)
    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    first_deal_end = next(
        i for i, a in enumerate(state.actions) if isinstance(a, Shuffle) and i > 2
    )
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    plays = [i for i, a in enumerate(state.actions[:first_deal_end]) if isinstance(a, Play)]
    record = PartieRecord(RUBICON, players, 5, list(state.actions[: plays[-3] + 1]))
    window.controller.load(record, None)
    tricks = window.side_panel.tricks_view
    log = window.side_panel.log_view

    def last_row_shown(view: object) -> bool:
        model = view.model()  # type: ignore[attr-defined]
        last = model.index(model.rowCount() - 1, 0)
        rect = view.visualRect(last)  # type: ignore[attr-defined]
        return view.viewport().rect().contains(rect)  # type: ignore[attr-defined]

    assert tricks.model().rowCount() >= 10
    qtbot.waitUntil(lambda: last_row_shown(tricks) and last_row_shown(log), timeout=2000)
    assert tricks.verticalScrollBar().value() > 0  # it did scroll: the rows do not all fit


def test_the_tricks_list_scrolled_to_the_latest_trick_shows_its_top_row_whole(
    qtbot: QtBot, window: MainWindow
) -> None:
    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    starts = [i for i, a in enumerate(state.actions) if isinstance(a, Shuffle)]
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    window.controller.load(
        PartieRecord(RUBICON, players, 5, list(state.actions[: starts[1]])), None
    )
    view = window.side_panel.tricks_view
    qtbot.waitUntil(lambda: view.model().rowCount() == 12)
    view.setFixedHeight(view.horizontalHeader().height() + int(4.5 * view.rowHeight(0)))
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > 0)
    view.scrollToBottom()
    qtbot.waitUntil(lambda: view.rowAt(0) > 0)
    top = view.rowAt(0)
    assert top > 0 and view.rowViewportPosition(top) == 0  # not cut in half
    last = view.model().rowCount() - 1
    assert view.visualRect(view.model().index(last, 0)).bottom() <= view.viewport().height()
