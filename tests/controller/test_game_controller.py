"""The game controller: whole deals and parties, refusals, save and load, stale answers.

The human's side is played by a test player reading ``controller.decision()`` and the view, as
the window would; the computer answers from its worker thread, so every wait goes through the
event loop (``qtbot.waitUntil`` / ``waitSignal``).
"""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest
from game_driver import play, wait_for_turn
from helpers import GatedPlayer
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Player, play_partie, start_deal
from piquet_desktop.ai.registry import make_player
from piquet_desktop.controller import autosave
from piquet_desktop.controller.ai_worker import AiWorker
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.actions import Action, CarteBlanche, Cut, Discard, Play, Shuffle
from piquet_desktop.engine.cards import FACE_MASK, cards_of, pack
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import DealResult, PartieResult
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.engine.view import PlayerView

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))


def until_kind(kind: str):  # type: ignore[no-untyped-def]
    return lambda game, decision: decision is not None and decision.kind == kind


def test_a_deal_is_played_to_its_end_and_the_next_waits_for_next_deal(
    qtbot: QtBot, controller: GameController
) -> None:
    finished: list[DealResult] = []
    controller.dealFinished.connect(finished.append)
    controller.new_partie(RUBICON, "greedy", seed=3)

    play(qtbot, controller, next_deals=False)

    assert controller.awaiting_next_deal and controller.decision() is None
    assert [r.number for r in finished] == [1]
    shown = controller.view()
    assert shown.deal_phase == "over" and len(shown.tricks) == 12  # the finished deal stays shown
    assert shown.results == (finished[0],)
    actions_before = len(controller.record().actions)
    assert controller.next_deal()
    assert isinstance(controller.record().actions[actions_before], Shuffle)
    assert controller.view().deal_number == 2 and controller.view().hand.bit_count() == 12
    assert not controller.next_deal()  # nothing waits any more


@pytest.mark.slow
def test_a_partie_through_the_controller_is_the_arena_partie_of_the_same_seed(
    qtbot: QtBot, controller: GameController
) -> None:
    results: list[PartieResult] = []
    controller.partieFinished.connect(results.append)
    applied: list[tuple[int, Action]] = []
    controller.actionApplied.connect(lambda seat, action: applied.append((seat, action)))
    controller.options.computer_claims = (
        False  # the arena plays every card (a claim plays the same score)
    )
    controller.new_partie(RUBICON, "greedy", seed=11)

    play(qtbot, controller, GreedyPlayer())

    arena = play_partie(RUBICON, (GreedyPlayer(), GreedyPlayer()), 11)
    assert controller.record().actions == arena.actions
    assert [action for _, action in applied] == arena.actions
    assert {seat for seat, action in applied if isinstance(action, Cut | Shuffle)} == {-1}
    assert {seat for seat, action in applied if isinstance(action, Play)} == {0, 1}
    assert results == [arena.result]
    assert controller.is_over and controller.decision() is None
    assert not autosave.autosave_path().exists()  # a finished partie leaves nothing to resume


def test_the_same_seed_plays_the_same_partie_against_a_random_opponent(qtbot: QtBot) -> None:
    def one_deal(seed: int) -> list[Action]:
        game = GameController()
        try:
            game.new_partie(AU_CENT, "random", seed=seed)
            play(qtbot, game, RandomPlayer(), random.Random(5), next_deals=False)
            return game.record().actions
        finally:
            game.shutdown()

    first = one_deal(21)
    assert one_deal(21) == first
    assert one_deal(22) != first


def test_an_illegal_move_is_refused_with_the_engines_reason_and_changes_nothing(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=4)
    play(qtbot, controller, stop=until_kind("play"))
    decision = controller.decision()
    assert decision is not None
    before_view, before_actions = controller.view(), controller.record().actions
    not_held = next(c for c in pack(32) if not before_view.hand >> c & 1)

    with qtbot.waitSignal(controller.message) as said:
        assert not controller.submit(Play(not_held))

    assert "not in your hand" in said.args[0]
    assert controller.view() == before_view and controller.record().actions == before_actions


def test_a_move_while_the_computer_thinks_is_refused(qtbot: QtBot) -> None:
    gate = threading.Event()
    gate.set()
    game = GameController(player_factory=lambda name: GatedPlayer(gate))
    try:
        game.new_partie(RUBICON, "gated", seed=4)
        play(qtbot, game, stop=lambda g, d: until_kind("play")(g, d) and g.view().lead_card < 0)
        decision = game.decision()
        assert decision is not None
        lead, other = decision.actions[0], decision.actions[1]
        gate.clear()  # the computer will think until the test lets it answer
        assert game.submit(lead)
        assert game.is_thinking and game.decision() is None

        with qtbot.waitSignal(game.message) as said:
            assert not game.submit(other)

        assert said.args[0] == f"{game.names[1]} is thinking: wait for your turn."
        gate.set()
        wait_for_turn(qtbot, game)
        assert not game.is_thinking
    finally:
        gate.set()
        game.shutdown()


def test_a_refused_move_is_said_in_the_engines_words_and_a_legal_one_is_applied_once(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=8)
    play(qtbot, controller, stop=until_kind("exchange"))
    decision = controller.decision()
    assert decision is not None and decision.exchange_range is not None
    _, high = decision.exchange_range
    hand = cards_of(decision.hand)
    actions = controller.record().actions
    said: list[str] = []
    controller.message.connect(said.append)

    assert not controller.submit(Discard(sum(1 << c for c in hand[: high + 1])))
    assert not controller.submit(Play(hand[0]))
    assert controller.record().actions == actions
    too_many, wrong_kind = said
    assert "discard" in too_many and too_many.endswith(".")
    assert wrong_kind.startswith("You cannot play") and "not possible now" in wrong_kind

    legal = Discard(sum(1 << c for c in hand[:high]))
    assert controller.submit(legal)
    assert controller.record().actions[len(actions)] == legal
    assert controller.record().actions.count(legal) == 1


def test_legal_cards_are_the_playable_cards_during_play_and_none_otherwise(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=8)
    play(qtbot, controller, stop=until_kind("exchange"))
    assert controller.legal_cards() == 0
    play(qtbot, controller, stop=until_kind("play"))
    decision = controller.decision()
    assert decision is not None
    assert controller.legal_cards() == sum(1 << a.card for a in decision.actions)  # type: ignore[union-attr]


def test_the_human_never_calls_or_answers_unless_expert(qtbot: QtBot) -> None:
    kinds: set[str] = set()

    def note(game: GameController, decision: Decision | None) -> bool:
        if decision is not None:
            kinds.add(decision.kind)
        return len(game.view().results) == 2  # the human has been elder once: he had to call

    for expert in (False, True):
        kinds.clear()
        game = GameController(expert_declarations=expert)
        try:
            game.new_partie(RUBICON, "greedy", seed=12)
            play(qtbot, game, stop=note, next_deals=True)
        finally:
            game.shutdown()
        assert ("call" in kinds) == expert
        assert "play" in kinds and "exchange" in kinds


def test_carte_blanche_is_offered_to_the_human_and_a_claim_is_spoken(
    qtbot: QtBot, controller: GameController
) -> None:
    no_faces = [c for c in pack(32) if not FACE_MASK >> c & 1]
    faces = [c for c in pack(32) if FACE_MASK >> c & 1]
    human_hand = sum(1 << c for c in no_faces[:12])
    rest = no_faces[12:] + faces
    other_hand = sum(1 << c for c in rest[:12])
    order = order_for_hands((human_hand, other_hand), rest[12:], elder=0, deal_by=2)
    start = start_deal(RUBICON, order, elder=0)
    controller.load(PartieRecord(RUBICON, PLAYERS, 5, list(start.actions)))

    decision = controller.decision()
    assert decision is not None and decision.kind == "carte_blanche"
    assert controller.submit(CarteBlanche(True, 5))
    assert "Carte blanche. I take five." in [s.text for s in controller.view().speech]


def test_save_then_load_gives_the_same_view_and_plays_on_identically(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=9, human_name="Ann")
    play(qtbot, controller, stop=lambda g, d: len(g.record().actions) > 60 and d is not None)
    path = tmp_path / "partie.piquet"
    changes: list[None] = []
    controller.recordChanged.connect(lambda: changes.append(None))

    controller.save(path)

    assert controller.path == path and not controller.keeper.is_dirty and changes
    record, _ = load_record(path)
    other = GameController()
    try:
        other.load(record, path)
        assert other.view() == controller.view()
        assert other.decision() == controller.decision()
        assert other.names == ("Ann", "Computer") and other.path == path
        assert not other.keeper.is_dirty
        for game in (controller, other):  # both play on to the end of the second deal
            play(qtbot, game, stop=lambda g, d: len(g.view().results) >= 2 or g.is_over)
        assert other.record().actions == controller.record().actions
    finally:
        other.shutdown()


def test_loading_an_unknown_opponent_level_falls_back_to_greedy(
    qtbot: QtBot, controller: GameController
) -> None:
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Deep", "ai", "grandmaster"))
    with qtbot.waitSignal(controller.message) as said:
        controller.load(PartieRecord(RUBICON, players, 1, []))
    assert "grandmaster" in said.args[0] and controller.opponent == "greedy"
    assert controller.view().hand.bit_count() == 12  # the cut and the deal followed at once


class UncancellableWorker(AiWorker):
    """A worker that ignores cancel(): stale answers reach the controller, which must drop them."""

    def cancel(self, ticket: int | None = None) -> None:
        pass


def test_an_answer_for_an_abandoned_partie_is_ignored(qtbot: QtBot) -> None:
    gate = threading.Event()

    def factory(name: str) -> Player:
        return GatedPlayer(gate) if name == "gated" else make_player(name)

    worker = UncancellableWorker()
    game = GameController(player_factory=factory, worker=worker)
    try:
        game.new_partie(RUBICON, "gated", seed=2)
        qtbot.waitUntil(lambda: game.is_thinking or game.decision() is not None)
        while not game.is_thinking:  # make the human move until the gated computer must think
            decision = game.decision()
            assert decision is not None
            game.submit(GreedyPlayer().choose(game.view(), decision, random.Random(0)))
        game.new_partie(RUBICON, "greedy", seed=30)
        wait_for_turn(qtbot, game)
        fresh = game.record().actions
        assert not game.is_thinking

        with qtbot.waitSignal(worker.answered) as stale:
            gate.set()

        assert stale.args[0].tag == "move"  # the abandoned question was answered after all...
        assert game.record().actions == fresh  # ...and changed nothing
        assert game.decision() is not None
    finally:
        gate.set()
        game.shutdown()
        worker.wait()


def test_autosave_follows_every_move_and_is_offered_for_resuming(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=6)
    for _ in range(3):
        play(qtbot, controller, stop=lambda g, d: d is not None)
        decision = controller.decision()
        assert decision is not None
        controller.submit(GreedyPlayer().choose(controller.view(), decision, random.Random(0)))
        wait_for_turn(qtbot, controller)
        saved, _ = load_record(autosave.autosave_path())
        assert saved.actions == controller.record().actions

    resumable = autosave.find_resumable()
    assert resumable is not None and resumable.record.actions == controller.record().actions
    other = GameController()
    try:
        other.load(resumable)
        assert other.view() == controller.view()
    finally:
        other.shutdown()


def test_a_hint_suggests_a_legal_move_with_a_reason(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=7)
    play(qtbot, controller, stop=until_kind("play"))
    decision = controller.decision()
    assert decision is not None

    with qtbot.waitSignal(controller.hintReady) as hint:
        controller.request_hint()

    action, reason = hint.args
    assert decision.is_legal(action) and reason


def test_an_autosave_that_cannot_be_written_is_said_once_and_play_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(blocker / "data"))
    said: list[str] = []
    game = GameController()
    game.message.connect(said.append)
    try:
        game.new_partie(RUBICON, "greedy", seed=3)
        play(qtbot, game, next_deals=False)
    finally:
        game.shutdown()
    assert game.awaiting_next_deal
    assert len([m for m in said if "autosaved" in m]) == 1


def test_shutdown_drops_the_answer_still_being_worked_out(qtbot: QtBot) -> None:
    gate = threading.Event()
    worker = UncancellableWorker()
    game = GameController(player_factory=lambda name: GatedPlayer(gate), worker=worker)
    game.new_partie(RUBICON, "gated", seed=2)
    while not game.is_thinking:
        decision = game.decision()
        assert decision is not None
        game.submit(GreedyPlayer().choose(game.view(), decision, random.Random(0)))
    actions = game.record().actions

    game.shutdown(wait_ms=0)
    assert not game.is_thinking
    with qtbot.waitSignal(worker.answered):
        gate.set()

    assert game.record().actions == actions
    worker.wait()


class BrokenPlayer:
    """Raises on some questions and answers nonsense on others."""

    name = "broken"

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        self.asked += 1
        if self.asked % 2:
            raise RuntimeError("lost the thread")
        return Play(35)  # never legal in a 32-card pack


def test_a_computer_player_that_fails_is_replaced_move_by_move_and_said_so(qtbot: QtBot) -> None:
    said: list[str] = []
    game = GameController(player_factory=lambda name: BrokenPlayer())
    game.message.connect(said.append)
    try:
        game.new_partie(RUBICON, "broken", seed=3)
        play(qtbot, game, next_deals=False)
    finally:
        game.shutdown()
    assert game.awaiting_next_deal
    assert any("failed (RuntimeError: lost the thread)" in m for m in said)
    assert any("which is not legal here" in m for m in said)


def test_the_humans_only_legal_card_waits_for_him_unless_forced_cards_are_played_for_him(
    qtbot: QtBot,
) -> None:
    def forced_play(game: GameController, decision: Decision | None) -> bool:
        return decision is not None and decision.kind == "play" and decision.forced is not None

    for played_for_him in (True, False):
        game = GameController()
        game.options.play_forced_cards = played_for_him
        asked_forced = False
        try:
            game.new_partie(RUBICON, "greedy", seed=5)
            play(qtbot, game, stop=forced_play, next_deals=False)
            decision = game.decision()
            asked_forced = forced_play(game, decision)
            if asked_forced:
                # turning the preference on plays the waiting card at once
                assert decision is not None and decision.forced is not None
                card = decision.forced.card  # type: ignore[union-attr]
                game.options.play_forced_cards = True
                assert game.view().played_cards() >> card & 1
        finally:
            game.shutdown()
        assert asked_forced == (not played_for_him)


def test_only_the_humans_own_choices_are_told_as_his_choices(qtbot: QtBot) -> None:
    game = GameController()  # calls and answers made for him, forced cards played for him
    chosen: list[Action] = []
    applied: list[tuple[int, Action]] = []
    game.humanChose.connect(chosen.append)
    game.actionApplied.connect(lambda seat, action: applied.append((seat, action)))
    submitted: list[Action] = []

    class Recording(GreedyPlayer):
        def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
            action = super().choose(view, decision, rng)
            submitted.append(action)
            return action

    try:
        game.new_partie(RUBICON, "greedy", seed=5)
        play(qtbot, game, Recording(), next_deals=False)
    finally:
        game.shutdown()
    human_steps = [action for seat, action in applied if seat == 0]
    assert chosen == submitted
    assert len(human_steps) > len(chosen)  # the calls and forced cards made for him
