"""The replay bar: every button reads on any desktop (icons, not glyphs the font lacks), says what
it does and its key, and names the hands it can show in plain English."""

from __future__ import annotations

import pytest
from helpers import play_random
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QComboBox, QPushButton
from pytestqt.qtbot import QtBot

from piquet_desktop.controller.replay import ReplayController
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.main_window import MINIMUM_SIZE
from piquet_desktop.ui.replay_bar import ReplayBar

TRANSPORT = (
    "start_button",
    "prev_deal_button",
    "back_button",
    "play_button",
    "forward_button",
    "next_deal_button",
    "end_button",
)
KEYS = ("Home", "Page Up", "Left", "Space", "Right", "Page Down", "End")


def replay_of(names: tuple[str, str]) -> ReplayController:
    state = play_random(RUBICON, seed=4, until=60)
    players = (PlayerInfo(names[0], "human"), PlayerInfo(names[1], "ai", "greedy"))
    return ReplayController(PartieRecord.from_state(state, players, 4))


@pytest.fixture
def bar(qtbot: QtBot) -> ReplayBar:
    widget = ReplayBar()
    qtbot.addWidget(widget)
    widget.set_replay(replay_of(("You", "Computer")))
    return widget


def missing_glyphs(button: QPushButton) -> list[str]:
    font = QRawFont.fromFont(button.font())
    return [ch for ch in button.text().replace("&", "") if not font.supportsCharacter(ch)]


def test_every_button_text_is_in_the_font_and_the_transport_buttons_have_icons(
    bar: ReplayBar,
) -> None:
    for button in bar.findChildren(QPushButton):
        assert missing_glyphs(button) == [], button.objectName()
        metrics = button.fontMetrics()
        assert all(metrics.inFont(ch) for ch in button.text().replace("&", "")), button.text()
    for name in TRANSPORT:
        button = getattr(bar, name)
        assert not button.icon().isNull(), name
        assert not button.icon().pixmap(16, 16).isNull(), name


def test_each_transport_button_says_what_it_does_and_its_key(bar: ReplayBar) -> None:
    for name, key in zip(TRANSPORT, KEYS, strict=True):
        button = getattr(bar, name)
        assert f"({key})" in button.toolTip(), name
        assert f"({key})" in button.accessibleName(), name


def test_play_turns_into_pause_while_playing(bar: ReplayBar) -> None:
    assert bar.play_button.text() == "Play"
    playing_icon = bar.play_button.icon().cacheKey()
    bar.toggle_play()
    assert bar.play_button.text() == "Pause"
    assert bar.play_button.icon().cacheKey() != playing_icon
    assert missing_glyphs(bar.play_button) == []
    bar.toggle_play()
    assert bar.play_button.text() == "Play"


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (("You", "Computer"), ["Both hands", "Only your hand", "Only Computer's hand"]),
        (("Ann", "Bot"), ["Both hands", "Only Ann's hand", "Only Bot's hand"]),
    ],
)
def test_the_hands_choice_writes_each_possessive_properly(
    qtbot: QtBot, names: tuple[str, str], expected: list[str]
) -> None:
    widget = ReplayBar()
    qtbot.addWidget(widget)
    widget.set_replay(replay_of(names))
    combo = widget.hands_combo
    assert [combo.itemText(i) for i in range(combo.count())] == expected


def test_nothing_is_squeezed_at_the_width_the_minimum_window_leaves_the_table(
    qtbot: QtBot, bar: ReplayBar
) -> None:
    bar.set_replay(replay_of(("Alexandra", "Computer")))  # a long name in the hands choice
    width = MINIMUM_SIZE.width() - 360  # the side panel's minimum width
    assert bar.minimumSizeHint().width() <= width
    bar.resize(width, bar.heightForWidth(width) if bar.hasHeightForWidth() else 120)
    bar.show()
    qtbot.waitExposed(bar)
    for widget in [*bar.findChildren(QPushButton), *bar.findChildren(QComboBox)]:
        assert widget.width() >= widget.sizeHint().width(), widget.objectName()
        assert bar.rect().contains(widget.geometry()), widget.objectName()


def test_the_replay_starts_at_the_first_deal_as_dealt(bar: ReplayBar) -> None:
    replay = bar.replay
    assert replay is not None
    replay.to_end()
    bar.start_button.click()
    assert replay.position == replay.deal_start(1) == bar.slider.minimum()
    assert replay.view(0).hand.bit_count() == 12  # the dealt hands, not an empty felt
    assert bar.deal_combo.currentText() == "Deal 1"
    assert not bar.back_button.isEnabled() and not bar.start_button.isEnabled()
    assert bar.position_label.text().startswith("Move 0 of ")


def test_the_status_line_says_the_move_shown_then_what_comes_next(bar: ReplayBar) -> None:
    replay = bar.replay
    assert replay is not None
    first = replay.first_position
    for position in range(first, replay.length + 1):
        replay.seek(position)
        text = bar.position_label.text()
        head = f"Move {position - first} of {replay.length - first}"
        assert text.startswith(head), text
        if position > first:
            assert f"{head}: {replay.last_action_text()}  ·  " in text, text
        coming = replay.next_label()
        assert coming is not None  # (60 actions: the partie goes on)
        assert text.endswith(f"Next: {coming}"), text
        # the next step is named for the trick about to be played, after the last card shown
        state = replay.view(0)
        if state.deal_phase == "play":
            assert coming.endswith(f"trick {min(len(state.tricks) + 1, 12)}"), (text, coming)
