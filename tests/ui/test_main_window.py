"""The main window end to end: a deal played with clicks, files, replay, refusals, resume.

The human's moves are chosen by the greedy player (so the partie is the same every run) but made
the way a player makes them: clicking the card on the table at a point where it is visible,
pressing the bar's buttons, reading the status bar. Animations run at speed 0, and everything that
waits for the computer (which thinks in a worker thread) waits with ``qtbot.waitUntil``.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import click_card, press, shown_window, visible_point

from piquet_desktop.ai.advice import advise
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller.autosave import autosave_path
from piquet_desktop.controller.game_controller import hint_seed
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import (
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
)
from piquet_desktop.engine.cards import SUIT_MASKS, card_str, cards_of, suit_of
from piquet_desktop.engine.record import load_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.ui.dialogs.deal_summary_dialog import row_reason
from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.words.hint_words import hint_text

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 30_000  # waits end as soon as their condition holds; a busy machine is slow
SEED = 12


def never_blocks(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the window's blocking questions: a test must never wait on a modal loop."""

    def refuse(*_args: object) -> None:
        raise AssertionError("a file dialog was opened in a test")

    monkeypatch.setattr(win.files, "ask_unsaved", lambda doing: False)  # discard and go on
    monkeypatch.setattr(win.files, "ask_open_path", refuse)
    monkeypatch.setattr(win.files, "ask_save_path", refuse)


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    yield from shown_window(
        qtbot, autosave=True, prepare=lambda win: never_blocks(win, monkeypatch)
    )


def start(window: MainWindow, seed: int = SEED) -> None:
    window.new_partie(NewPartieChoice(RUBICON, "greedy", seed, "You"))


def wait_for_human(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(
        lambda: c.decision() is not None or c.awaiting_next_deal or c.is_over, timeout=TIMEOUT_MS
    )


def make_move(qtbot: QtBot, window: MainWindow, rng: random.Random) -> None:
    """Make the human's pending decision through the window, as the greedy player would."""
    c = window.controller
    decision = c.decision()
    assert decision is not None
    action = GreedyPlayer().choose(c.view(), decision, rng)
    bar = window.prompt
    if isinstance(action, Discard):
        for card in cards_of(action.cards):
            click_card(qtbot, window, card)
        assert window.hand_model.selected_mask() == action.cards
        assert window.scene.selected() == action.cards  # the marked cards stand raised
        press(qtbot, bar.button("exchangeButton"))
    elif isinstance(action, Play):
        click_card(qtbot, window, action.card)
    elif isinstance(action, CarteBlanche):
        if action.claim and action.take:
            spin = bar.findChild(object, "takeSpin")
            assert spin is not None
            spin.setValue(action.take)
        press(qtbot, bar.button("claimButton" if action.claim else "noClaimButton"))
    elif isinstance(action, LookAtTalon):
        press(qtbot, bar.button("lookButton" if action.look else "leaveButton"))
    elif isinstance(action, Answer):
        press(qtbot, bar.button(f"answer_{action.reply}"))
    elif isinstance(action, Sink):
        press(qtbot, bar.button("sinkButton"))
    else:
        assert isinstance(action, Call)
        combo = bar.findChild(object, "callCombo")
        combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i) == action))
        press(qtbot, bar.button("callButton"))


def play_deal(qtbot: QtBot, window: MainWindow, rng: random.Random) -> None:
    """Play the human's side until the deal in play is over."""
    c = window.controller
    while True:
        wait_for_human(qtbot, window)
        if c.awaiting_next_deal or c.is_over:
            return
        before = len(c.record().actions)
        make_move(qtbot, window, rng)
        assert len(c.record().actions) > before, window.statusBar().currentMessage()


# ------------------------------------------------------------------------------ a whole deal


def test_a_complete_deal_is_played_with_clicks_and_ends_with_its_summary(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    wait_for_human(qtbot, window)
    assert "Piquet Desktop" in window.windowTitle()

    play_deal(qtbot, window, random.Random(1))

    c = window.controller
    assert c.awaiting_next_deal
    result = c.view().results[0]
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=TIMEOUT_MS)
    dialog = window.summary_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.show_details()  # every score one by one, as the Details button shows them
    rows = dialog.row_texts()
    assert [r[1] for r in rows[: len(result.events)]] == [row_reason(e) for e in result.events]
    assert rows[-2][2:] == [str(result.totals[0]), str(result.totals[1])]
    sheet = window.side_panel.score_view.model()
    assert [sheet.index(0, col).data() for col in (2, 3)] == [str(t) for t in result.totals]
    assert "Deal 1 is over" in window.prompt.text()

    press(qtbot, dialog.ok_button)  # "Next deal"

    qtbot.waitUntil(lambda: c.view().deal_number == 2 and c.view().deal_phase is not None)
    wait_for_human(qtbot, window)
    assert not c.awaiting_next_deal


def test_the_exchange_shows_and_enforces_the_legal_count(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    wait_for_human(qtbot, window)
    c = window.controller
    decision = c.decision()
    assert decision is not None and decision.kind == "exchange"
    low, high = decision.exchange_range or (0, 0)
    text = window.prompt.text()
    assert text.startswith("Your exchange:") and "then press Exchange" in text
    assert (f"{low} to {high}" in text) or (f"up to {high}" in text)
    button = window.prompt.button("exchangeButton")
    assert button is not None
    if low > 0:
        assert not button.isEnabled()  # nothing marked yet

    hand = cards_of(c.view().hand)
    for card in hand[: high + 1]:
        click_card(qtbot, window, card)

    assert window.hand_model.selected_mask().bit_count() == high
    assert f"at most {high} cards" in window.statusBar().currentMessage()
    assert button.isEnabled()
    assert f"{high} marked" in window.prompt.text()

    click_card(qtbot, window, hand[0])  # a raised card goes back down
    assert window.hand_model.selected_mask().bit_count() == high - 1


def test_a_card_that_may_not_be_played_is_refused_with_the_reason(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    c = window.controller
    rng = random.Random(3)
    for _ in range(200):
        wait_for_human(qtbot, window)
        if c.awaiting_next_deal:
            window.next_deal()
            continue
        view = c.view()
        decision = c.decision()
        if decision is not None and decision.kind == "play" and view.lead_card >= 0:
            led = SUIT_MASKS[suit_of(view.lead_card)]
            others = view.hand & ~led
            if view.hand & led and others:
                break
        make_move(qtbot, window, rng)
    else:
        pytest.fail("never had to follow suit while holding another suit")
    wrong = cards_of(others)[0]
    moves = len(c.record().actions)
    assert window.scene.card_item(wrong).dim > 0.5  # unplayable cards are dimmed

    click_card(qtbot, window, wrong)

    assert len(c.record().actions) == moves
    message = window.statusBar().currentMessage()
    assert message.startswith("You cannot play") and "follow suit" in message


# ------------------------------------------------------------------------------ files


@pytest.mark.slow
def test_a_saved_partie_reopens_and_replays_to_the_same_scores(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    start(window)
    play_deal(qtbot, window, random.Random(1))
    window.next_deal()
    wait_for_human(qtbot, window)
    c = window.controller
    saved_actions = c.record().actions
    totals = c.view().totals
    path = tmp_path / "first.piquet"

    assert window.files.save_to(path)

    assert path.is_file()
    assert window.windowTitle().startswith("first.piquet")
    assert not window.isWindowModified()
    assert window.settings.recent_files[0] == path.resolve()

    start(window, seed=99)  # something else in play, then reopen the file
    assert window.open_path(path)
    assert c.record().actions == saved_actions
    assert c.view().totals == totals

    assert window.replay_mode.replay_path(path)
    replay = window.replay_mode.replay
    assert replay is not None and window.replay_bar.isVisible()
    assert not window.prompt.isVisible()
    assert replay.position == replay.length  # a replay opens at the end
    assert replay.view(0).totals == totals
    assert replay.view(0).results == c.view().results
    score_model = window.side_panel.score_view.model()
    assert score_model is window.side_panel.replay_models[0]

    press(qtbot, window.replay_bar.start_button)  # the first deal as dealt, the hands on the felt
    assert replay.position == replay.first_position == replay.deal_start(1)
    assert window.scene.current_layout().hand_order
    assert window.replay_bar.deal_combo.currentText() == "Deal 1"
    press(qtbot, window.replay_bar.forward_button)
    assert replay.position == replay.deal_start(1) + 1
    press(qtbot, window.replay_bar.next_deal_button)
    # the partie was saved just after the second deal was dealt: that is the end
    assert replay.position == replay.deal_start(2) == replay.length
    assert not window.replay_bar.end_button.isEnabled()
    assert replay.view(0).totals == totals

    window.replay_bar.speed_combo.setCurrentIndex(window.replay_bar.speed_combo.count() - 1)
    press(qtbot, window.replay_bar.start_button)
    replay.play(0.0)
    qtbot.waitUntil(lambda: replay.position == replay.length, timeout=TIMEOUT_MS)
    assert replay.view(0).totals == totals

    press(qtbot, window.replay_bar.close_button)
    assert window.replay_mode.replay is None and window.prompt.isVisible()
    assert c.record().actions == saved_actions


def test_a_replay_starts_with_the_status_bar_cleared(qtbot: QtBot, window: MainWindow) -> None:
    """A sentence about the partie in play (here a save's) stayed under the whole replay."""
    start(window)
    window.notices.message("Saved as evening.piquet.")
    assert window.replay_mode.replay_current()
    assert window.notices.current() == ""


def test_continue_from_here_plays_on_from_the_replayed_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    play_deal(qtbot, window, random.Random(1))
    assert window.replay_mode.replay_current()
    replay = window.replay_mode.replay
    assert replay is not None
    replay.to_deal_start(1)
    position = replay.position
    record = window.controller.record()

    press(qtbot, window.replay_bar.continue_button)

    assert window.replay_mode.replay is None
    assert window.controller.record().actions[:position] == record.actions[:position]
    wait_for_human(qtbot, window)
    decision = window.controller.decision()
    assert decision is not None and decision.kind == "exchange"


def test_a_damaged_file_is_refused_by_name_and_the_partie_in_play_is_kept(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    start(window)
    wait_for_human(qtbot, window)
    make_move(qtbot, window, random.Random(1))
    wait_for_human(qtbot, window)
    c = window.controller
    good = tmp_path / "good.piquet"
    c.save(good)
    actions = c.record().actions
    title = window.windowTitle()

    truncated = tmp_path / "truncated.piquet"
    truncated.write_bytes(good.read_bytes()[:-40])
    assert not window.open_path(truncated)

    box = window.notices.error_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "truncated.piquet" in box.text() and "truncated" in box.text().split(":", 1)[1]
    assert c.record().actions == actions
    assert window.windowTitle() == title
    box.close()

    data = json.loads(good.read_text(encoding="utf-8"))
    last_play = max(i for i, a in enumerate(data["actions"]) if a["type"] in ("discard", "play"))
    data["actions"][last_play] = {"type": "play", "card": "ZZ"}
    edited = tmp_path / "edited.piquet"
    edited.write_text(json.dumps(data), encoding="utf-8")
    assert not window.replay_mode.replay_path(edited)
    assert "ZZ" in window.notices.error_box.text()
    assert window.replay_mode.replay is None
    assert c.record().actions == actions


def test_a_missing_file_is_refused_and_left_out_of_the_recent_files(
    window: MainWindow, tmp_path: Path
) -> None:
    start(window)
    gone = tmp_path / "gone.piquet"
    assert not window.open_path(gone)
    assert window.notices.error_box is not None and "gone.piquet" in window.notices.error_box.text()
    assert gone.resolve() not in window.settings.recent_files


# ------------------------------------------------------------------------------ practice tools


@pytest.mark.slow
def test_take_back_and_hint_work_from_the_game_menu(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    c = window.controller
    wait_for_human(qtbot, window)
    decision = c.decision()
    assert decision is not None and decision.kind == "exchange"
    advice = advise(c.view(), decision, seed=hint_seed(c.seed, len(c.record().actions)))
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.prompt.hint() is not None, timeout=TIMEOUT_MS)
    assert advice.hint is not None
    assert window.prompt.hint() == f"Hint: {hint_text(advice.hint)}"
    assert isinstance(advice.recommended, Discard)
    assert window.hand_model.selected_mask() == advice.recommended.cards  # the hint marks them
    press(qtbot, window.prompt.button("exchangeButton"))
    wait_for_human(qtbot, window)
    assert window.prompt.hint() is None  # the hint went with its decision
    before = len(c.record().actions)
    assert not window.menus.take_back_action.isEnabled()  # the talon's cards were seen
    window.menus.open_piquet_action.trigger()  # a practice partie takes the exchange back
    assert window.menus.take_back_action.isEnabled()

    window.menus.take_back_action.trigger()

    assert len(c.record().actions) < before
    assert "Took back" in window.statusBar().currentMessage()


def test_open_piquet_turns_the_computers_hand_face_up(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    wait_for_human(qtbot, window)
    opponent_hand = window.controller.opponent_view().hand

    window.menus.open_piquet_action.trigger()

    assert window.settings.open_piquet
    faces = [window.scene.card_item(card) for card in cards_of(opponent_hand)]
    assert all(item is not None and item.face_up for item in faces)


def test_the_dark_scheme_and_the_preferences_apply_at_once(window: MainWindow) -> None:
    window.menus.scheme_actions["dark"].trigger()
    assert window.settings.colour_scheme == "dark" and window.scene.theme() == "dark"
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 100
    window.menus.scheme_actions["light"].trigger()
    assert window.scene.theme() == "light"
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 150
    window.menus.speed_actions[2.0].trigger()
    assert window.scene.speed() == 2.0
    assert window.settings.animation_speed == 2.0


# ------------------------------------------------------------------------------ resume


@pytest.mark.slow
def test_resume_after_a_killed_process_restores_exactly_that_partie(
    qtbot: QtBot, tmp_path: Path, private_folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    moves = 12
    env = dict(os.environ)
    env.update(
        PIQUET_DATA_DIR=str(private_folders),
        PIQUET_SETTINGS_DIR=str(tmp_path / "settings"),
        QT_QPA_PLATFORM="offscreen",
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "piquet_desktop", "--demo-moves", str(moves)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    autosave = private_folders / "autosave.piquet"
    assert autosave == autosave_path()

    def autosaved_actions() -> int:
        if process.poll() is not None:
            raise AssertionError(f"the app exited early: {process.stderr.read().decode()}")
        try:
            return len(load_record(autosave)[0].actions)
        except (OSError, ValueError):
            return 0

    try:
        qtbot.waitUntil(lambda: autosaved_actions() >= moves, timeout=60_000)
    finally:
        process.kill()  # SIGKILL: no clean-up of any kind
        process.wait(timeout=30)
        process.stderr.close()
    record, _ = load_record(autosave)

    settings = AppSettings()
    settings.animation_speed = 0.0
    window = MainWindow(settings)
    qtbot.addWidget(window)
    never_blocks(window, monkeypatch)
    window.show()
    window.start()
    assert window.start_screen.continue_button.isVisible()

    press(qtbot, window.start_screen.continue_button)

    assert not window.start_screen.isVisible()
    resumed = window.controller.record()
    assert resumed.actions == record.actions
    assert resumed.seed == record.seed
    assert resumed.players == record.players
    assert resumed.rules == record.rules
    window.controller.shutdown()


def test_the_next_start_offers_the_autosave_as_continue_and_new_partie_deals_afresh(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window)
    wait_for_human(qtbot, window)
    make_move(qtbot, window, random.Random(1))
    wait_for_human(qtbot, window)
    old = window.controller.record().actions
    window.controller.shutdown()
    after = MainWindow(window.settings)  # the next start of the app, on the same autosave
    qtbot.addWidget(after)
    never_blocks(after, monkeypatch)
    after.show()

    after.start()

    screen = after.start_screen
    assert screen.isVisible() and screen.continue_button.isVisible()
    described = screen.continue_button.description()
    assert re.fullmatch(
        r"Deal 1 of 6 against Computer \(Greedy\): You \d+, Computer \d+\.", described
    )
    after.new_partie(NewPartieChoice(RUBICON, "greedy", SEED + 1, "You"))
    wait_for_human(qtbot, after)
    assert not screen.isVisible()
    assert after.controller.record().actions[: len(old)] != old
    after.controller.shutdown()


# ------------------------------------------------------------------------------ declarations


def test_expert_declarations_let_the_player_call_and_answer_himself(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.expert_declarations = True
    assert window.controller.options.expert_declarations
    start(window)
    c = window.controller
    rng = random.Random(2)
    asked: list[str] = []
    while True:
        wait_for_human(qtbot, window)
        decision = c.decision()
        assert decision is not None
        if decision.kind == "play":
            break
        if decision.kind == "call":
            asked.append("call")
            assert window.prompt.text().startswith(f"Declare your {decision.category}")
            assert window.prompt.button("sinkButton") is not None
        elif decision.kind == "answer":
            asked.append("answer")
            assert "Your answer on the" in window.prompt.text()
            assert window.prompt.button("answer_good") is not None
        make_move(qtbot, window, rng)
    assert asked, "the player was never asked to call or answer"
    log = window.side_panel.log_view.model()
    assert log.rowCount() > 0


def test_carte_blanche_is_offered_when_held_and_the_claim_names_the_cards_taken(
    qtbot: QtBot, window: MainWindow
) -> None:
    from piquet_desktop.ai.player import start_deal
    from piquet_desktop.engine.cards import card, mask_of
    from piquet_desktop.engine.deal import order_for_hands
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo

    # The human (seat 0, elder) holds every seven, eight and nine: no king, queen or knave.
    blank = mask_of(card(rank, suit) for rank in (1, 2, 3) for suit in range(4))
    courts = mask_of(card(rank, suit) for rank in (5, 6, 7) for suit in range(4))
    talon = [card(rank, suit) for rank in (4, 8) for suit in range(4)]
    order = order_for_hands((blank, courts), talon, 0, 2)
    state = start_deal(RUBICON, order, 0)
    players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", "greedy"))
    window.controller.load(PartieRecord(RUBICON, players, 1, list(state.actions)), None)

    wait_for_human(qtbot, window)
    assert "carte blanche" in window.prompt.text()
    spin = window.prompt.findChild(object, "takeSpin")
    assert spin is not None and spin.maximum() == 5
    spin.setValue(3)
    press(qtbot, window.prompt.button("claimButton"))

    wait_for_human(qtbot, window)
    decision = window.controller.decision()
    assert decision is not None and decision.exchange_range == (3, 3)
    assert "mark exactly 3 cards" in window.prompt.text()


# ------------------------------------------------------------------------------ input


def test_the_keyboard_alone_marks_discards_and_confirms_the_exchange(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    wait_for_human(qtbot, window)
    c = window.controller
    decision = c.decision()
    assert decision is not None and decision.kind == "exchange"
    window.activateWindow()
    window.table.setFocus()
    moves = len(c.record().actions)

    qtbot.keyClick(window.table, Qt.Key.Key_Right)  # the ring appears on the first card
    qtbot.keyClick(window.table, Qt.Key.Key_Space)  # marks it
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # marks the second

    assert window.hand_model.selected_mask().bit_count() == 2
    window.menus.press_default_action.trigger()  # Ctrl+Enter
    assert len(c.record().actions) > moves
    assert window.menus.press_default_action.shortcut().toString() == "Ctrl+Return"


def test_with_double_click_play_a_single_click_only_chooses_the_card(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.play_on_double_click = True
    start(window)
    c = window.controller
    rng = random.Random(1)
    while True:
        wait_for_human(qtbot, window)
        decision = c.decision()
        if decision is not None and decision.kind == "play":
            break
        make_move(qtbot, window, rng)
    card = cards_of(c.legal_cards())[0]
    moves = len(c.record().actions)
    assert "double-click a card" in window.prompt.text()

    click_card(qtbot, window, card)
    assert len(c.record().actions) == moves
    assert "chosen" in window.statusBar().currentMessage()
    assert window.scene.selected() == 1 << card  # the chosen card stands out

    point = visible_point(window, card).toPoint()
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert len(c.record().actions) > moves
    assert c.record().actions[moves] == Play(card)


# ------------------------------------------------------------------------------ dialogs


def test_the_new_partie_dialog_starts_the_partie_chosen(qtbot: QtBot, window: MainWindow) -> None:
    from piquet_desktop.engine.rules import AU_CENT

    dialog = window.new_partie_dialog()
    qtbot.waitUntil(dialog.isVisible)
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("au-cent"))
    dialog.seed_edit.setText("77")
    dialog.name_edit.setText("Ann")

    press(qtbot, dialog.start_button)

    c = window.controller
    assert c.rules == AU_CENT and c.seed == 77 and c.names[0] == "Ann"
    assert window.settings.last_new_partie.rule_set() == AU_CENT


def test_preferences_accepted_are_stored_and_applied(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.preferences_dialog()
    qtbot.waitUntil(dialog.isVisible)
    dialog.scheme_combo.setCurrentIndex(dialog.scheme_combo.findData("dark"))
    dialog.rank_combo.setCurrentIndex(1)  # lowest card first
    dialog.expert_box.setChecked(True)

    dialog.accept()

    assert window.settings.colour_scheme == "dark" and window.scene.theme() == "dark"
    assert not window.settings.ranks_descending
    assert window.controller.options.expert_declarations
    assert window.menus.expert_action.isChecked()


def test_the_recent_files_menu_lists_saved_parties(window: MainWindow, tmp_path: Path) -> None:
    start(window)
    path = tmp_path / "recent.piquet"
    assert window.files.save_to(path)

    window.menus.recent_menu.aboutToShow.emit()

    texts = [a.text() for a in window.menus.recent_menu.actions()]
    assert any("recent.piquet" in t for t in texts)


def test_a_replay_can_show_both_hands_or_only_one(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    wait_for_human(qtbot, window)
    assert window.replay_mode.replay_current()
    replay = window.replay_mode.replay
    assert replay is not None
    replay.to_deal_start(1)
    computer_hand = replay.view(1).hand
    hands = window.replay_bar.hands_combo

    def computer_cards_face_up() -> bool:
        items = [window.scene.card_item(c) for c in cards_of(computer_hand)]
        return all(i is not None and i.face_up for i in items)

    assert computer_cards_face_up()  # both hands: the default
    hands.setCurrentIndex(hands.findData(0))
    assert not computer_cards_face_up()
    hands.setCurrentIndex(hands.findData(-1))
    assert computer_cards_face_up()


def test_starting_with_a_file_opens_that_partie(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, seed=5)
    wait_for_human(qtbot, window)
    path = tmp_path / "double-clicked.piquet"
    window.controller.save(path)
    actions = window.controller.record().actions
    start(window, seed=6)

    window.start(path)

    assert window.controller.path == path
    assert window.controller.record().actions == actions


def test_every_opponent_the_dialog_offers_can_be_played(qtbot: QtBot, window: MainWindow) -> None:
    from piquet_desktop.ai.registry import PLAYERS

    dialog = window.new_partie_dialog()
    dialog.practice_box.setChecked(True)
    offered = dialog.offered_opponents()
    assert sorted(offered) == sorted(PLAYERS)
    dialog.close()
    for name in offered:
        window.new_partie(NewPartieChoice(RUBICON, name, SEED, "You"))
        assert window.controller.opponent == name, window.statusBar().currentMessage()


# ------------------------------------------------------------------- at Normal animation speed


@pytest.fixture
def animated_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    settings = AppSettings()
    settings.animation_speed = 1.0  # Normal: every card moves as a player sees it
    yield from shown_window(qtbot, settings, prepare=lambda win: never_blocks(win, monkeypatch))


def wait_at_rest(qtbot: QtBot, window: MainWindow) -> None:
    """Wait for the table's own signal that every card has arrived (never on a clock)."""
    if window.scene.is_animating():
        with qtbot.waitSignal(window.scene.animationsFinished, timeout=TIMEOUT_MS):
            pass


@pytest.mark.parametrize("seed", [13, 12], ids=["elder", "younger"])
def test_after_an_exchange_of_raised_cards_the_animated_table_reaches_the_play_by_itself(
    qtbot: QtBot, animated_window: MainWindow, seed: int
) -> None:
    # The marked cards stand raised; confirming the exchange lowered them with a second animation
    # on the same property, which made Qt stop the table's whole animation group half-way: the
    # cards froze, the talon stayed, the prompt was stale until a click on the felt.
    window = animated_window
    c = window.controller
    start(window, seed)
    qtbot.waitUntil(
        lambda: c.decision() is not None and c.decision().kind == "exchange", timeout=TIMEOUT_MS
    )
    wait_at_rest(qtbot, window)
    decision = c.decision()
    assert decision is not None
    discard = GreedyPlayer().choose(c.view(), decision, random.Random(1))
    assert isinstance(discard, Discard) and discard.cards
    for card in cards_of(discard.cards):
        click_card(qtbot, window, card)
    assert window.scene.selected() == discard.cards
    # A player sees the marked cards finish rising before he confirms.
    qtbot.waitUntil(lambda: not window.scene._micro, timeout=TIMEOUT_MS)

    press(qtbot, window.prompt.button("exchangeButton"))

    qtbot.waitUntil(
        lambda: (
            not window.scene.is_animating()
            and c.decision() is not None
            and c.decision().kind == "play"
        ),
        timeout=TIMEOUT_MS,
    )
    view = c.view()
    assert view.talon_count == 0
    text = window.prompt.text()
    assert text.startswith(f"Trick {len(view.tricks) + 1} of 12."), text
    assert ("Your lead" if view.lead_card < 0 else "led") in text
    table = window.scene.current_layout()
    assert table is not None
    for card, place in table.places.items():
        item = window.scene.card_item(card)
        assert item is not None
        at = (round(item.x()), round(item.y()))
        assert at == (round(place.x), round(place.y)), card_str(card)


def test_open_piquet_does_not_carry_over_into_a_new_partie_or_a_restart(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    wait_for_human(qtbot, window)
    window.menus.open_piquet_action.trigger()
    assert window.settings.open_piquet

    start(window, seed=SEED + 1)
    wait_for_human(qtbot, window)

    assert not window.settings.open_piquet and not window.menus.open_piquet_action.isChecked()
    assert "Open piquet is off" in window.statusBar().currentMessage()
    hidden = cards_of(window.controller.opponent_view().hand)
    assert not any(window.scene.card_item(c).face_up for c in hidden)  # type: ignore[union-attr]

    window.settings.open_piquet = True  # as a window closed in a practice partie left it
    restarted = MainWindow(window.settings, autosave_enabled=False)
    qtbot.addWidget(restarted)
    assert not restarted.settings.open_piquet
    restarted.controller.shutdown()


def test_the_forced_cards_preference_reaches_the_partie(qtbot: QtBot, window: MainWindow) -> None:
    assert window.controller.options.play_forced_cards  # the default: played for the player
    window.settings.play_forced_cards = False
    assert not window.controller.options.play_forced_cards
    window.settings.play_forced_cards = True
    assert window.controller.options.play_forced_cards


def test_the_computers_claim_preference_reaches_the_partie(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert (
        window.controller.options.computer_claims
    )  # the default: the computer claims when certain
    window.settings.computer_claims = False
    assert not window.controller.options.computer_claims
    window.settings.computer_claims = True
    assert window.controller.options.computer_claims
