"""No Alt+letter means two things: every accelerator is unique where it can be pressed.

A *scope* is what one Alt+letter reaches at once. In the main window that is the menu bar's titles
together with every button shown (the prompt bar's, or the replay bar's in replay mode); inside an
open menu, its own items; in a dialog, its buttons, check boxes, group boxes and the labels that
name a field (a label with a buddy). The window is checked in every kind of decision the prompt
bar asks, each reached by playing a partie to it (the greedy player on both sides) and loading it,
as well as on the start screen (before any partie, with and without Continue), in the lesson's
steps, between deals, at the end and in replay mode; then every menu and every dialog of the app.

Standard buttons that still show Qt's own text ("OK", "Cancel", "Close", "Save") have no letter on
this platform, but Qt's GNOME theme gives them one (&OK, &Cancel, &Close, &Save): those letters
count too, so a dialog stays free of collisions on a GNOME desktop as well.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QWidget,
)
from pytestqt.qtbot import QtBot
from statistics_parties import played
from windows import shown_window

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Table, seat_rngs, start_deal
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Action, Discard
from piquet_desktop.engine.cards import card, cards_of, mask_of
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.partie_files import resume_description, unsaved_question
from piquet_desktop.words.lesson import LESSON_RULES, LESSON_SEED

SEED = 3  # the human is younger in the first deal (answers, and may leave cards) and elder next
GNOME_LETTERS = {"OK": "O", "Save": "S", "Cancel": "C", "Close": "C"}
PLAYERS = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))


def letter(text: str) -> str | None:
    """The key Alt is pressed with for ``text`` ("Lea&ve" gives "V"), None if it has none."""
    keys = QKeySequence.mnemonic(text)
    return None if keys.isEmpty() else keys.toString().removeprefix("Alt+").upper()


def used_twice(entries: list[tuple[str, str]]) -> dict[str, list[str]]:
    """Of ``entries``, (letter, text) pairs, the letters used more than once and their texts."""
    texts: dict[str, list[str]] = defaultdict(list)
    for key, text in entries:
        texts[key].append(text)
    return {key: used for key, used in texts.items() if len(used) > 1}


def assert_unique(entries: list[tuple[str, str]], scope: str) -> None:
    twice = used_twice(entries)
    assert not twice, f"{scope}: Alt+letter used twice: {twice}"


def widget_letters(window: QWidget) -> list[tuple[str, str]]:
    """The letters of every widget shown in ``window`` itself (not in its dialogs or menus)."""
    found = []
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton):
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            text = widget.text()
        else:
            continue
        key = letter(text)
        box = widget.parentWidget()
        if (
            key is None
            and isinstance(box, QDialogButtonBox)
            and isinstance(widget, QAbstractButton)
            and box.standardButton(widget) != QDialogButtonBox.StandardButton.NoButton
        ):
            key = GNOME_LETTERS.get(text)
        if key is not None:
            found.append((key, text))
    return found


def window_letters(window: MainWindow) -> list[tuple[str, str]]:
    """The menu bar's letters and those of the window's buttons shown."""
    titles = [a.text() for a in window.menuBar().actions() if a.isVisible()]
    menu_bar = [(key, text) for text in titles if (key := letter(text)) is not None]
    return menu_bar + widget_letters(window)


def every_menu(bar: QMenuBar) -> Iterator[QMenu]:
    """The menus of ``bar`` and their submenus, however deep."""

    def submenus(actions: list[QAction]) -> list[QMenu]:
        return [menu for a in actions if isinstance(menu := a.menu(), QMenu)]

    menus = submenus(bar.actions())
    while menus:
        menu = menus.pop(0)
        yield menu
        menus.extend(submenus(menu.actions()))


# ------------------------------------------------------------------------------ the window


class TakesOne:
    """The greedy player, except that it takes a single card in the exchange: as younger it
    leaves cards in the talon, so it is asked whether to look at them."""

    name = "takes-one"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        if decision.kind == "exchange":
            assert decision.exchange_range is not None
            low, high = decision.exchange_range
            action: Action = Discard(mask_of(cards_of(view.hand)[: max(low, min(1, high))]))
            assert decision.is_legal(action)
            return action
        return GreedyPlayer().choose(view, decision, rng)


def played_until(
    stop: Callable[[PartieState], bool], state: PartieState | None = None
) -> list[Action]:
    """The actions of a partie (seed ``SEED``, or from ``state``) played until ``stop`` holds."""
    players = (TakesOne(), GreedyPlayer())
    if state is None:
        table = Table.new(RUBICON, players, SEED)
    else:
        table = Table(state, players, random.Random(SEED), seat_rngs(SEED))
    while not stop(table.state):
        table.step()
    return list(table.state.actions)


def human_asks(kind: str) -> Callable[[PartieState], bool]:
    def asks(state: PartieState) -> bool:
        if state.phase != "deal" or state.current_player != 0:
            return False
        decision = decision_for(state)
        return decision.kind == kind and decision.forced is None  # a forced move is made alone

    return asks


def carte_blanche_deal() -> PartieState:
    """A deal whose elder, the human, holds every seven, eight and nine: no court card."""
    blank = mask_of(card(rank, suit) for rank in (1, 2, 3) for suit in range(4))
    courts = mask_of(card(rank, suit) for rank in (5, 6, 7) for suit in range(4))
    talon = [card(rank, suit) for rank in (4, 8) for suit in range(4)]
    return start_deal(RUBICON, order_for_hands((blank, courts), talon, 0, 2), 0)


def load(window: MainWindow, actions: list[Action]) -> None:
    window.controller.load(PartieRecord(RUBICON, PLAYERS, SEED, actions), None)


def at_decision(kind: str) -> Callable[[MainWindow], None]:
    def put(window: MainWindow) -> None:
        start = carte_blanche_deal() if kind == "carte_blanche" else None
        load(window, played_until(human_asks(kind), start))
        decision = window.controller.decision()
        assert decision is not None and decision.kind == kind

    return put


def between_deals(window: MainWindow) -> None:
    load(window, played_until(lambda s: bool(s.results) and s.phase == "shuffle"))
    assert window.controller.awaiting_next_deal


def partie_over(window: MainWindow) -> None:
    load(window, played_until(lambda s: s.is_over))
    assert window.controller.is_over


def start_screen_with_continue(window: MainWindow) -> None:
    record = PartieRecord(RUBICON, PLAYERS, SEED, played_until(human_asks("play")))
    window.start_screen.set_resumable(resume_description(record))
    assert window.start_screen.continue_button.isVisible()


def in_lesson(stop: Callable[[PartieState], bool] | None) -> Callable[[MainWindow], None]:
    """The lesson started, and its partie played (greedy on both sides) until ``stop``."""

    def put(window: MainWindow) -> None:
        assert window.learn_to_play()
        if stop is not None:
            table = Table.new(LESSON_RULES, (GreedyPlayer(), GreedyPlayer()), LESSON_SEED)
            while not stop(table.state):
                table.step()
            record = PartieRecord(LESSON_RULES, PLAYERS, LESSON_SEED, list(table.state.actions))
            window.controller.load(record, None)  # the lesson's own partie, further on
        assert window.lesson.active and window.lesson_panel.isVisible()

    return put


def in_replay(window: MainWindow) -> None:
    partie_over(window)
    assert window.replay_mode.replay_current()
    assert window.replay_bar.isVisible() and not window.prompt.isVisible()


WINDOW_STATES: dict[str, Callable[[MainWindow], None]] = {
    "start screen": lambda window: None,
    "start screen with Continue": start_screen_with_continue,
    "lesson, a step to read": in_lesson(None),
    "lesson, the play": in_lesson(human_asks("play")),
    "lesson, deal over": in_lesson(lambda s: bool(s.results) and s.phase == "shuffle"),
    "exchange": at_decision("exchange"),
    "carte blanche": at_decision("carte_blanche"),
    "talon choice": at_decision("talon_choice"),
    "call": at_decision("call"),
    "answer": at_decision("answer"),
    "trick play": at_decision("play"),
    "next deal": between_deals,
    "partie over": partie_over,
    "replay": in_replay,
}


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 0.0
    settings.expert_declarations = True  # the player makes his own calls and answers
    yield from shown_window(qtbot, settings)


@pytest.mark.parametrize("state", list(WINDOW_STATES))
def test_the_menu_bar_and_the_buttons_shown_use_each_letter_once(
    window: MainWindow, state: str
) -> None:
    WINDOW_STATES[state](window)

    entries = window_letters(window)

    bars = (window.prompt, window.replay_bar, window.start_screen, window.lesson_panel)
    shown = [b for bar in bars for b in bar.findChildren(QAbstractButton) if b.isVisible()]
    assert any(letter(b.text()) for b in shown) or state == "trick play"
    assert_unique(entries, f"the window at {state}")


def test_the_items_of_every_menu_use_each_letter_once(window: MainWindow, tmp_path: Path) -> None:
    for i in range(8):  # as many recent files as the menu lists, one with an & in its name
        path = tmp_path / ("R&D.piquet" if i == 0 else f"partie{i}.piquet")
        path.write_text("{}", encoding="utf-8")
        window.settings.add_recent_file(path)
    titles = []
    clashes = {}
    for menu in every_menu(window.menuBar()):
        menu.aboutToShow.emit()  # the recent files are listed as their menu opens
        titles.append(menu.title())
        texts = [a.text() for a in menu.actions() if not a.isSeparator() and a.isVisible()]
        twice = used_twice([(key, t) for t in texts if (key := letter(t)) is not None])
        if twice:
            clashes[menu.title()] = twice
    assert not clashes, f"Alt+letter used twice in a menu: {clashes}"
    assert {"&File", "Open &Recent", "&Game", "&View", "&Animation Speed", "&Help"} <= set(titles)
    recent = [a.text() for a in window.menus.recent_menu.actions()]
    assert "&8 R&&D.piquet" in recent  # shown as its name, not as a second letter


# ------------------------------------------------------------------------------ the dialogs


def summary_going_on(window: MainWindow) -> QWidget | None:
    between_deals(window)
    return window.summaries.show_last_summary()


def summary_closing(window: MainWindow) -> QWidget | None:
    partie_over(window)
    return window.summaries.show_last_summary()


def statistics_with_parties(window: MainWindow) -> QWidget | None:
    parties = [played(1, opponent="novice"), played(2, opponent="casual", day=1)]
    window.statistics_source = lambda: parties
    return window.show_statistics()


DIALOGS: dict[str, Callable[[MainWindow], QWidget | None]] = {
    "New Partie": lambda window: window.new_partie_dialog(),
    "Preferences": lambda window: window.preferences_dialog(),
    "Deal summary (Next deal)": summary_going_on,
    "Deal summary (Close)": summary_closing,
    "Rules": lambda window: window.show_rules(),
    "About": lambda window: window.show_about(),
    "Keyboard": lambda window: window.show_keyboard_help(),
    "Statistics (no parties yet)": lambda window: window.show_statistics(),
    "Statistics (with parties)": statistics_with_parties,
    "Unsaved partie": lambda window: unsaved_question(window, "quit"),
    "Error": lambda window: window.notices.error("Cannot open the partie", "It is broken."),
    "Library": lambda window: window.show_library(),
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_the_fields_and_buttons_of_every_dialog_use_each_letter_once(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    dialog = DIALOGS[name](window)
    assert dialog is not None
    if not dialog.isVisible():
        dialog.show()
    qtbot.waitExposed(dialog)

    entries = widget_letters(dialog)

    assert entries, f"{name} offers no accelerator at all"
    assert_unique(entries, name)
    dialog.close()


def test_the_unsaved_partie_question_has_save_and_discard_keys_and_escape_cancels(
    window: MainWindow,
) -> None:
    box = unsaved_question(window, "quit")
    letters = {letter(b.text()) for b in box.buttons()}
    assert {"S", "D"} <= letters
    escape = box.escapeButton()
    assert escape is not None and box.standardButton(escape) == box.StandardButton.Cancel
