"""The score sheet in French: the longer names ("Total / Ordinateur") still show whole, the side
panel widening as far as its sheet needs, and au cent says how the partie is won."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.engine.rules import AU_CENT
from piquet_desktop.engine.view import view
from piquet_desktop.ui.side_panel import SidePanel
from piquet_desktop.words.text import COMPUTER_NAME, HUMAN_NAME, display_name


def panel_beside_a_table(qtbot: QtBot, size: tuple[int, int]) -> tuple[QMainWindow, SidePanel]:
    """The side panel docked in a window of ``size`` beside an empty table, showing a whole au
    cent partie's sheet under the French names."""
    host = QMainWindow()
    qtbot.addWidget(host)
    host.setCentralWidget(QWidget())
    panel = SidePanel(host)
    host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    state = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 6)
    names = (display_name(HUMAN_NAME), display_name(COMPUTER_NAME))
    panel.show_replay()
    panel.show_replay_view(view(state, 0), names)
    host.resize(*size)
    host.show()
    qtbot.waitExposed(host)
    qtbot.wait(1)  # the panel fits its columns on the next turn of the event loop
    return host, panel  # the host too: the panel lives as long as its window


def test_every_column_title_of_the_french_sheet_shows_whole(qtbot: QtBot, french: None) -> None:
    for size in ((1180, 760), (1024, 700)):
        _host, panel = panel_beside_a_table(qtbot, size)
        sheet = panel.score_view
        header = sheet.horizontalHeader()
        model = sheet.model()
        assert "Ordinateur" in str(model.headerData(5, Qt.Orientation.Horizontal))
        for column in range(model.columnCount()):
            assert header.sectionSize(column) >= header.sectionSizeHint(column), (size, column)
        assert header.length() <= sheet.viewport().width()
