"""Replays: every position shows what a live partie showed, in both directions, and can be left
for a live partie that deals on exactly as the original did."""

from __future__ import annotations

from pathlib import Path

import pytest
from game_driver import play
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import play_partie
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.controller.loaded_partie import LoadedPartie, read_partie, replay_partie
from piquet_desktop.controller.replay import CHECKPOINT_EVERY, ReplayController
from piquet_desktop.engine.actions import Action, Shuffle
from piquet_desktop.engine.partie import Applied, PartieState, new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView, view

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
SEED = 17


@pytest.fixture(scope="module")
def record() -> PartieRecord:
    state = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), SEED)
    return PartieRecord.from_state(state, PLAYERS, SEED)


def live_views(record: PartieRecord) -> list[tuple[PlayerView, PlayerView]]:
    """Both seats' views after each action, from applying the actions one by one."""
    state = new_partie(record.rules)
    out = [(view(state, 0), view(state, 1))]
    for action in record.actions:
        state.apply(action)
        out.append((view(state, 0), view(state, 1)))
    return out


def test_stepping_forward_then_back_shows_the_live_views_at_every_position(
    qapp: object, record: PartieRecord
) -> None:
    replay = ReplayController(record)
    expected = live_views(record)
    emitted: list[int] = []
    replay.positionChanged.connect(emitted.append)

    assert replay.views() == expected[0]
    while replay.step_forward():
        assert replay.views() == expected[replay.position]
    assert replay.position == replay.length == len(record.actions)
    assert not replay.step_forward()
    while replay.step_back():
        assert replay.views() == expected[replay.position]
    assert replay.position == 0 and not replay.step_back()
    assert emitted == [*range(1, replay.length + 1), *range(replay.length - 1, -1, -1)]


def test_seeking_anywhere_gives_the_same_views_as_stepping(
    qapp: object, record: PartieRecord
) -> None:
    replay = ReplayController(record)
    expected = live_views(record)
    emitted: list[tuple[PlayerView, PlayerView]] = []
    replay.viewsChanged.connect(lambda ours, theirs: emitted.append((ours, theirs)))
    positions = (57, 3, 120, len(record.actions), 31, 32, 33, 0)
    for position in positions:
        replay.seek(position)
        assert replay.views() == expected[position]
    assert emitted == [expected[p] for p in positions]
    replay.seek(10_000)
    assert replay.position == replay.length


def test_the_views_after_another_action_are_the_live_views_of_that_action_and_stay_aside(
    qapp: object, record: PartieRecord
) -> None:
    replay = ReplayController(record)
    position = next(i for i, a in enumerate(record.actions) if isinstance(a, Shuffle)) + 1
    replay.seek(position)
    state = replay.state()
    other = next(a for a in state.legal_actions() if a != record.actions[position])
    state.apply(other)
    assert replay.views_after(other) == (view(state, 0), view(state, 1))
    assert replay.position == position and replay.views() == live_views(record)[position]


def test_deal_starts_labels_and_action_texts(qapp: object, record: PartieRecord) -> None:
    replay = ReplayController(record)
    assert replay.label() == "The cut" and replay.last_action_text() == ""
    replay.to_deal_start(2)
    assert isinstance(record.actions[replay.position - 1], Shuffle)
    assert replay.label() == "Deal 2, exchange" or replay.label() == "Deal 2, carte blanche"
    assert replay.view(0).deal_number == 2 and replay.view(0).hand.bit_count() == 12
    assert replay.last_action_text() == "The pack is shuffled and dealt."
    replay.seek(replay.deal_start(3) - 1)
    assert replay.label() == "End of deal 2"
    assert replay.view(0).deal_phase == "over" and len(replay.view(0).tricks) == 12
    replay.seek(replay.deal_start(2) + 30)
    assert replay.label().startswith("Deal 2, ")
    replay.to_end()
    assert replay.label() == "End of the partie"
    assert replay.last_action_text().endswith(".")
    replay.to_start()
    assert replay.position == 0
    with pytest.raises(ValueError):
        replay.to_deal_start(replay.deal_count + 1)


def test_playing_back_steps_on_a_timer_until_the_end(qtbot: QtBot, record: PartieRecord) -> None:
    replay = ReplayController(record)
    replay.seek(replay.length - 20)
    playing: list[bool] = []
    replay.playingChanged.connect(playing.append)

    replay.play(0)  # speed 0: no delay between steps

    qtbot.waitUntil(lambda: replay.position == replay.length)
    qtbot.waitUntil(lambda: not replay.is_playing)
    assert playing == [True, False]


def test_pause_stops_playing_back(qtbot: QtBot, record: PartieRecord) -> None:
    replay = ReplayController(record)
    replay.play(0)
    qtbot.waitUntil(lambda: replay.position > 5)
    replay.pause()
    stopped_at = replay.position
    assert not replay.is_playing
    for _ in range(5):  # a zero-interval timer would fire at each turn of the event loop
        QCoreApplication.processEvents()
    assert replay.position == stopped_at


def test_continuing_from_the_end_of_a_deal_deals_the_originals_next_deal(
    qtbot: QtBot, record: PartieRecord
) -> None:
    replay = ReplayController(record)
    next_shuffle = replay.deal_start(3) - 1
    replay.seek(next_shuffle)

    continued = replay.continue_from_here()

    assert continued.actions == record.actions[:next_shuffle] and continued.seed == SEED
    assert continued.players[0].kind == "human" and continued.players[1].level == "greedy"
    game = GameController()
    try:
        game.load(continued)
        assert game.awaiting_next_deal and game.view() == replay.view(0)
        game.next_deal()
        assert game.record().actions[next_shuffle] == record.actions[next_shuffle]
    finally:
        game.shutdown()


def test_a_partie_continued_from_a_replay_is_a_practice_partie(
    qtbot: QtBot, record: PartieRecord
) -> None:
    """The replay showed both hands and could step through the cards to come: nothing in the
    continued partie is hidden from the player, and its record says so."""
    replay = ReplayController(record)
    replay.seek(replay.deal_start(1) + 5)
    continued = replay.continue_from_here()
    assert continued.practice
    game = GameController()
    try:
        game.load(continued)
        assert game.is_practice and game.keeper.is_dirty
    finally:
        game.shutdown()


def test_continuing_mid_deal_plays_on_live(qtbot: QtBot, record: PartieRecord) -> None:
    replay = ReplayController(record)
    replay.seek(replay.deal_start(1) + 25)
    game = GameController()
    try:
        game.load(replay.continue_from_here())
        play(qtbot, game, next_deals=False)
        assert game.awaiting_next_deal or game.is_over
    finally:
        game.shutdown()


def _counting_applies(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count every action the engine applies from now on (one entry per action)."""
    applied: list[int] = []
    real = PartieState.apply

    def counting(state: PartieState, action: Action) -> Applied:
        applied.append(1)
        return real(state, action)

    monkeypatch.setattr(PartieState, "apply", counting)
    return applied


def test_a_partie_read_for_a_replay_is_not_replayed_again(
    qapp: object, record: PartieRecord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "partie.piquet"
    save_record(record, path)
    loaded = read_partie(path, positions=True)
    applied = _counting_applies(monkeypatch)

    ReplayController(loaded)
    assert applied == []
    replay = ReplayController(record)  # a record at hand: its one replay is the controller's
    last_deal = replay.length - replay.deal_start(replay.deal_count)  # walked for take back
    assert len(applied) == len(record.actions) + last_deal


def test_the_positions_of_a_load_are_those_a_replay_of_the_record_finds(
    qapp: object, record: PartieRecord, tmp_path: Path
) -> None:
    path = tmp_path / "partie.piquet"
    save_record(record, path)
    from_load = ReplayController(read_partie(path, positions=True))
    from_record = ReplayController(record)
    expected = live_views(record)

    assert from_load.deal_count == from_record.deal_count
    assert [from_load.deal_start(n) for n in range(1, from_load.deal_count + 1)] == [
        from_record.deal_start(n) for n in range(1, from_record.deal_count + 1)
    ]
    for position in (*range(from_load.length, -1, -7), 0, from_load.length):
        from_load.seek(position)
        from_record.seek(position)
        assert from_load.views() == expected[position]
        assert from_load.last_action_text() == from_record.last_action_text()


def _point(partie: LoadedPartie) -> tuple[int, tuple[Action, ...]] | None:
    """Where the partie's take back returns to, and the moves it rebuilds it from."""
    last = partie.points.last
    return (last.at, last.moves) if last is not None else None


def test_a_partie_continued_from_a_replay_is_the_one_its_cut_record_replays_to(
    qtbot: QtBot, record: PartieRecord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Continue from here" hands on the partie at the position: the live partie, its take
    back and its record are what replaying the cut record would give, with no replay."""
    replay = ReplayController(record)
    for position in (0, 1, replay.deal_start(2), replay.deal_start(2) + 9, replay.length - 3):
        replay.seek(position)
        continued = replay.continued()
        again = replay_partie(replay.continue_from_here())
        assert continued.record == again.record
        assert continued.state.actions == again.state.actions
        assert view(continued.state, 0) == view(again.state, 0)
        assert len(continued.points) == len(again.points)
        assert [_point(continued), len(continued.points)] == [_point(again), len(again.points)]
        games = []
        for partie in (continued, again):
            game = GameController()
            games.append(game)
            game.load(partie)
        try:
            assert games[0].record() == games[1].record()
            assert games[0].take_back_refusal() == games[1].take_back_refusal()
            assert games[0].view() == games[1].view()
        finally:
            for game in games:
                game.shutdown()
    applied = _counting_applies(monkeypatch)
    replay.seek(replay.deal_start(3) + 4)
    applied.clear()
    replay.continued()
    # the deal walked from the checkpoint before its shuffle, not the record from the start
    assert len(applied) < CHECKPOINT_EVERY + 4
