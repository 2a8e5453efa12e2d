"""The start screen: shown while nothing is in play, with Continue when the autosave has a partie,
each choice doing its job, and the machines' ways of starting going straight to the table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import press, shown_window

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice, NewPartieDialog
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.words.lesson import LESSON_SEED

TIMEOUT_MS = 30_000


def refuse(*_args: object) -> None:
    raise AssertionError("a blocking question was asked in a test")


def prepared(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(win.files, "ask_unsaved", lambda doing: False)
    monkeypatch.setattr(win.files, "ask_open_path", refuse)
    monkeypatch.setattr(win.files, "ask_save_path", refuse)


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, autosave=True, prepare=lambda w: prepared(w, monkeypatch))


def saved_partie(tmp_path: Path, qtbot: QtBot, window: MainWindow) -> tuple[Path, list[object]]:
    """A partie a few moves in, saved to a file, and the window back to nothing in play."""
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 7, "You"))
    qtbot.waitUntil(lambda: window.controller.decision() is not None, timeout=TIMEOUT_MS)
    path = tmp_path / "saved.piquet"
    window.controller.save(path)
    return path, list(window.controller.record().actions)


def test_with_nothing_to_continue_the_start_screen_offers_the_six_other_choices(
    window: MainWindow,
) -> None:
    window.start()

    screen = window.start_screen
    assert screen.isVisible() and not window.prompt.isVisible()
    shown = [b.text() for b in screen.shown_buttons()]
    assert shown == [
        "&New Partie",
        "&Open a Saved Partie",
        "&Replay a Saved Partie",
        "Li&brary",
        "&Learn to Play",
        "&Practice",
    ]
    assert all(b.description() for b in screen.shown_buttons())
    assert QApplication.focusWidget() is screen.new_button
    assert not window.controller.has_partie


def test_an_unfinished_autosave_is_offered_as_continue_which_resumes_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 11, "Ann"))
    qtbot.waitUntil(lambda: window.controller.decision() is not None, timeout=TIMEOUT_MS)
    record = window.controller.record()  # autosaved, as after every move
    fresh = MainWindow(window.settings)
    qtbot.addWidget(fresh)
    fresh.show()

    fresh.start()

    screen = fresh.start_screen
    assert screen.continue_button.isVisible()
    assert (
        screen.continue_button.description()
        == "Deal 1 of 6 against Computer (Greedy): Ann 0, Computer 0."
    )
    assert fresh.focusWidget() is screen.continue_button
    press(qtbot, screen.continue_button)
    assert not screen.isVisible() and fresh.prompt.isVisible()
    assert fresh.controller.record().actions == record.actions
    assert fresh.controller.names == ("Ann", "Computer")
    fresh.controller.shutdown()


def test_new_partie_opens_the_dialog_and_its_start_deals(qtbot: QtBot, window: MainWindow) -> None:
    window.start()

    press(qtbot, window.start_screen.new_button)

    dialog = window.findChild(NewPartieDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.decision() is not None, timeout=TIMEOUT_MS)
    assert not window.start_screen.isVisible() and window.prompt.isVisible()


def test_open_continues_the_chosen_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, actions = saved_partie(tmp_path, qtbot, window)
    blank = MainWindow(window.settings, autosave_enabled=False)
    qtbot.addWidget(blank)
    prepared(blank, monkeypatch)
    monkeypatch.setattr(blank.files, "ask_open_path", lambda title="": path)
    blank.show()
    blank.start()

    press(qtbot, blank.start_screen.open_button)

    assert blank.controller.path == path
    assert blank.controller.record().actions == actions
    assert not blank.start_screen.isVisible()
    blank.controller.shutdown()


def test_replay_shows_the_file_and_closing_it_brings_the_start_screen_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = saved_partie(tmp_path, qtbot, window)
    blank = MainWindow(window.settings, autosave_enabled=False)
    qtbot.addWidget(blank)
    prepared(blank, monkeypatch)
    monkeypatch.setattr(blank.files, "ask_open_path", lambda title="": path)
    blank.show()
    blank.start()

    press(qtbot, blank.start_screen.replay_button)

    assert blank.replay_mode.replay is not None
    assert not blank.start_screen.isVisible() and blank.replay_bar.isVisible()
    blank.replay_mode.close_replay()
    assert blank.start_screen.isVisible()
    assert not blank.prompt.isVisible() and not blank.replay_bar.isVisible()
    blank.controller.shutdown()


def test_learn_to_play_starts_the_lesson(qtbot: QtBot, window: MainWindow) -> None:
    window.start()

    press(qtbot, window.start_screen.lesson_button)

    assert window.lesson.active and window.lesson_panel.isVisible()
    assert window.controller.seed == LESSON_SEED
    assert not window.start_screen.isVisible()


def test_the_arrow_keys_move_between_the_choices_and_enter_presses_one(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start()
    screen = window.start_screen

    qtbot.keyClick(screen.new_button, Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert QApplication.focusWidget() is screen.lesson_button
    qtbot.keyClick(screen.lesson_button, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is screen.practice_button
    qtbot.keyClick(screen.practice_button, Qt.Key.Key_Down)  # the last stays the last
    assert QApplication.focusWidget() is screen.practice_button
    qtbot.keyClick(screen.practice_button, Qt.Key.Key_Up)
    assert QApplication.focusWidget() is screen.lesson_button

    qtbot.keyClick(screen.lesson_button, Qt.Key.Key_Return)
    assert window.lesson.active


def test_the_machines_starts_go_straight_to_the_table(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path, actions = saved_partie(tmp_path, qtbot, window)
    opened = MainWindow(window.settings, autosave_enabled=False)
    qtbot.addWidget(opened)
    dealt = MainWindow(window.settings, autosave_enabled=False)
    qtbot.addWidget(dealt)

    opened.start(path)  # piquet FILE
    dealt.start(deal=True)  # piquet --demo-moves N

    assert opened.controller.record().actions == actions and not opened.start_screen.isVisible()
    assert dealt.controller.has_partie and not dealt.start_screen.isVisible()
    opened.controller.shutdown()
    dealt.controller.shutdown()


def test_turning_the_lesson_off_in_the_preferences_takes_it_off_the_start_screen(
    window: MainWindow,
) -> None:
    window.start()
    dialog = window.preferences_dialog()
    assert dialog.lesson_box.isChecked()

    dialog.lesson_box.setChecked(False)
    dialog.accept()

    assert not window.settings.offer_lesson
    assert not window.start_screen.lesson_button.isVisible()
    assert window.start_screen.new_button.isVisible()
    assert window.menus.lesson_action.isEnabled()  # Help > Learn to Play still starts one


@pytest.mark.parametrize("size", [(1000, 660), (1280, 800), (1920, 1080)])
def test_the_choices_fit_inside_the_table_at_every_size_and_grow_with_it(
    qtbot: QtBot, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = AppSettings()
    settings.animation_speed = 0.0
    windows = shown_window(qtbot, settings, size=size, prepare=lambda w: prepared(w, monkeypatch))
    win = next(windows)
    win.start()
    win.start_screen.set_resumable("Deal 3 of 6 against Computer: You 40, Computer 31.")

    screen = win.start_screen
    area = QRect(0, 0, screen.width(), screen.height())
    panel = screen.panel.geometry()
    assert area.contains(panel)
    assert screen.rect() == win.table.rect()
    for button in screen.shown_buttons():
        assert panel.contains(button.geometry().translated(panel.topLeft()))
        assert button.height() >= button.sizeHint().height()
    if size == (1920, 1080):
        assert screen.new_button.font().pointSizeF() > QApplication.font().pointSizeF()
    win.controller.shutdown()


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("size", [(1024, 700), (1000, 660)])
def test_in_french_every_choice_keeps_its_whole_text_at_a_small_size(
    qtbot: QtBot, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """French wraps onto two lines where English keeps to one: at 1024x700 with Continue
    offered and the exercise of the day named, the panel was cut to the table's height and
    squeezed the buttons, cutting their second lines in half. The panel scales down instead."""
    from piquet_desktop.ui.practice.daily import practice_line

    settings = AppSettings()
    settings.animation_speed = 0.0
    windows = shown_window(qtbot, settings, size=size, prepare=lambda w: prepared(w, monkeypatch))
    win = next(windows)
    win.start()
    screen = win.start_screen
    screen.set_resumable("Donne 3 sur 6 contre Ordinateur : Vous 21, Ordinateur 38.")
    screen.set_practice_line(practice_line(("counting", "counting:scores:1"), done=True))

    panel = screen.panel.geometry()
    assert QRect(0, 0, screen.width(), screen.height()).contains(panel)
    for button in screen.shown_buttons():
        assert panel.contains(button.geometry().translated(panel.topLeft()))
        assert button.height() >= button.heightForWidth(button.width()), button.text()
    win.controller.shutdown()


def test_continue_counts_the_points_of_the_deal_in_play() -> None:
    from piquet_desktop.ai.baselines import GreedyPlayer
    from piquet_desktop.ai.player import play_partie
    from piquet_desktop.engine.actions import Play
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.view import view
    from piquet_desktop.ui.partie_files import resume_description

    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 5)
    first_play = next(i for i, a in enumerate(state.actions) if isinstance(a, Play))
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Bob", "ai", "greedy"))
    record = PartieRecord(RUBICON, players, 5, list(state.actions[: first_play + 3]))
    seen = view(record.replay(), 0)
    points = [sum(e.points for e in seen.events if e.seat == s) for s in (0, 1)]
    assert sum(points) > 0  # the declarations scored: the deal in play has points
    assert resume_description(record) == (
        f"Deal 1 of 6 against Bob (Greedy): Ann {points[0]}, Bob {points[1]}."
    )


def test_continue_names_the_level_the_computer_plays_at() -> None:
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.rules import RUBICON
    from piquet_desktop.ui.partie_files import resume_description

    master = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "master"))
    text = resume_description(PartieRecord(RUBICON, master, 3, []))
    assert text.startswith("Deal 1 of 6 against Computer (Master): You 0, Computer 0"), text
    people = (PlayerInfo("Ann", "human"), PlayerInfo("Bob", "human"))
    assert "against Bob: Ann 0, Bob 0" in resume_description(PartieRecord(RUBICON, people, 3, []))


def test_continue_says_an_au_cent_partie_is_first_to_three_games() -> None:
    from piquet_desktop.ai.baselines import GreedyPlayer
    from piquet_desktop.ai.player import play_partie
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.rules import AU_CENT
    from piquet_desktop.ui.partie_files import resume_description

    state = play_partie(AU_CENT, (GreedyPlayer(), GreedyPlayer()), 4)  # Bob: two doubles
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Bob", "ai", "greedy"))
    cut = state.results[-1].number  # into the last deal: one double won already
    first_of_last = next(
        i for i, a in enumerate(state.actions) if i and record_deal(state, i) == cut
    )
    record = PartieRecord(AU_CENT, players, 4, list(state.actions[:first_of_last]))
    text = resume_description(record)
    assert "first to three games (games 0 to 2)" in text, text
    assert text.startswith(f"Deal {cut} against Bob (Greedy), ")


def record_deal(state: object, index: int) -> int:
    """The deal the action at ``index`` belongs to: shuffles before it."""
    from piquet_desktop.engine.actions import Shuffle

    return sum(1 for a in state.actions[: index + 1] if isinstance(a, Shuffle))  # type: ignore[attr-defined]


def test_the_au_cent_preset_says_first_to_three_games() -> None:
    from piquet_desktop.ui.dialogs.rule_labels import PRESET_LABELS, PRESET_TIPS, VALUE_LABELS

    assert "first to three games" in PRESET_LABELS["au-cent"]
    assert "first to" in VALUE_LABELS["partie"]["au_cent"]
    assert (
        "three games" in PRESET_TIPS["au-cent"]
        and "double game counts two" in PRESET_TIPS["au-cent"]
    )


def test_the_empty_score_panel_is_put_away_beside_the_start_screen(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.start_screen.isVisible()
    assert not window.side_panel.isVisible()  # nothing to score yet: no empty panel
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 4, "You"))
    assert not window.start_screen.isVisible()
    assert window.side_panel.isVisible()  # back with the partie


def test_a_score_panel_the_player_closed_stays_closed_and_the_saved_state_keeps_his_choice(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", 4, "You"))
    window.side_panel.hide()  # View > Score panel turned off
    window.replay_mode.replay_current()
    window.replay_mode.close_replay()
    assert not window.side_panel.isVisible()
    other = MainWindow(AppSettings(), autosave_enabled=False)
    qtbot.addWidget(other)
    other.show()
    assert not other.side_panel.isVisible()  # beside its start screen
    other.close()  # what it saves is the panel as the player left it: shown
    assert other.restoreState(other.settings.window_state)
    assert not other.side_panel.isHidden()
