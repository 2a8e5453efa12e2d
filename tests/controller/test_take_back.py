"""Take back: how far back the player may go, and the practice partie that may go further.

Take back is the app's choice, not a law of the game (docs/RULES-CHOICES.md): back to before the
human's last chosen card or exchange of the deal in play, but in a normal partie never to a
decision he would take again knowing more, that is past a card he has seen since (the talon's
cards his exchange took in, the opponent's answer to his card). In open piquet both hands are
face up, nothing is hidden, and take back goes back to any such point of the deal; the partie is
then a practice partie, for good, and its record says so.
"""

from __future__ import annotations

import random
import threading

from game_driver import play, wait_for_turn
from helpers import GatedPlayer
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.actions import Action, Discard, Play
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.words.cards import card_text

PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
TALON_SEEN = (
    "You have seen the talon's cards: the exchange cannot be taken back. Open piquet"
    " or “Take back any move” (Preferences) allows it."
)


def until_kind(kind: str):  # type: ignore[no-untyped-def]
    return lambda game, decision: decision is not None and decision.kind == kind


def greedy_move(game: GameController) -> Action:
    decision = game.decision()
    assert decision is not None
    return GreedyPlayer().choose(game.view(), decision, random.Random(0))


def exchange_done(qtbot: QtBot, game: GameController) -> list[Action]:
    """Play to the human's exchange, make it, and wait for his next decision; the actions
    before the exchange are returned."""
    play(qtbot, game, stop=until_kind("exchange"))
    before = game.record().actions
    assert game.submit(greedy_move(game))
    wait_for_turn(qtbot, game)
    return before


# ------------------------------------------------------------------------------ a normal partie


def test_the_exchange_cannot_be_taken_back_once_the_talon_was_seen(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    actions = controller.record().actions

    assert controller.take_back_refusal() is not None
    assert controller.take_back_refusal() == TALON_SEEN
    with qtbot.waitSignal(controller.message) as said:
        assert not controller.take_back()

    assert said.args[0] == TALON_SEEN
    assert controller.record().actions == actions and not controller.record().take_backs
    assert not controller.is_practice and not controller.record().practice


def test_a_card_can_be_taken_back_until_the_computer_answers_it(qtbot: QtBot) -> None:
    gate = threading.Event()
    gate.set()
    game = GameController(player_factory=lambda name: GatedPlayer(gate))
    try:
        game.new_partie(RUBICON, "gated", seed=5)

        def a_lead(g: GameController, d: Decision | None) -> bool:
            return d is not None and d.kind == "play" and g.view().lead_card < 0

        while True:
            play(qtbot, game, stop=a_lead)
            view, before = game.view(), game.record().actions
            gate.clear()  # the computer will think about its answer until the gate opens
            assert game.submit(greedy_move(game))
            if game.is_thinking:
                break
            gate.set()  # its answer was forced, and is seen already: try the next lead

        assert game.take_back_refusal() is None
        assert game.take_back()

        assert game.record().actions == before and game.view() == view
    finally:
        gate.set()
        game.shutdown()


def test_a_card_the_computer_answered_cannot_be_taken_back(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    played: list[Play] = []

    def answered_lead(g: GameController, d: Decision | None) -> bool:
        if d is None or d.kind != "play":
            return False
        if played and len(g.view().tricks) > 0 and g.view().tricks[-1].lead == played[-1].card:
            return True  # the trick our lead began is complete, and it is our turn again
        if g.view().lead_card < 0 and len(d.actions) > 1:
            played.append(Play(greedy_move(g).card))  # type: ignore[attr-defined]
        return False

    play(qtbot, controller, stop=answered_lead)
    answer = controller.view().tricks[-1].follow
    refusal = controller.take_back_refusal()

    assert refusal is not None
    assert refusal.startswith("You have seen ") and "cannot be taken back. Open piquet" in refusal
    assert card_text(answer) in refusal or "'s cards" in refusal
    assert not controller.take_back()


def test_nothing_can_be_taken_back_before_a_move_of_the_deal(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    wait_for_turn(qtbot, controller)
    with qtbot.waitSignal(controller.message) as said:
        assert not controller.take_back()
    assert said.args[0] == "You have made no move in this deal that can be taken back."


# ------------------------------------------------------------------------------ practice


def test_in_open_piquet_the_exchange_can_be_taken_back_and_the_record_says_practice(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.open_piquet = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    before = exchange_done(qtbot, controller)
    assert controller.is_practice

    assert controller.take_back()

    decision = controller.decision()
    assert decision is not None and decision.kind == "exchange"
    record = controller.record()
    assert record.actions == before and record.practice
    (taken,) = record.take_backs
    assert isinstance(taken.undone[0], Discard)
    assert load_record(autosave.autosave_path())[0].practice


def test_open_piquet_turned_on_mid_partie_makes_it_a_practice_partie_for_good(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    assert controller.take_back_refusal() == TALON_SEEN
    changes: list[None] = []
    controller.recordChanged.connect(lambda: changes.append(None))

    controller.options.open_piquet = True
    controller.options.open_piquet = (
        False  # he has seen the computer's hand: it stays a practice partie
    )

    assert controller.is_practice and controller.record().practice and changes
    assert load_record(autosave.autosave_path())[0].practice
    assert controller.take_back_refusal() is None
    assert controller.take_back()


def test_a_practice_record_loads_as_a_practice_partie(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.load(PartieRecord(RUBICON, PLAYERS, 5, [], practice=True))
    assert controller.is_practice
    controller.new_partie(RUBICON, "greedy", seed=5)  # open piquet is off: a normal partie
    assert not controller.is_practice
    controller.load(PartieRecord(RUBICON, PLAYERS, 5, []))
    assert not controller.is_practice


def test_take_back_restores_the_position_before_the_last_card_and_is_recorded(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.open_piquet = True  # the computer's reply has been seen: practice only
    controller.new_partie(RUBICON, "greedy", seed=5)
    seen: dict[str, PlayerView] = {}
    count = {"plays": 0}

    def third_play(game: GameController, decision: Decision | None) -> bool:
        if decision is not None and decision.kind == "play" and len(decision.actions) > 1:
            count["plays"] += 1
            seen["view"] = game.view()
            seen["actions"] = game.record().actions  # type: ignore[assignment]
            return count["plays"] == 3
        return False

    play(qtbot, controller, stop=third_play)
    before_view = seen["view"]
    before_actions: list[Action] = seen["actions"]  # type: ignore[assignment]
    decision = controller.decision()
    assert decision is not None
    choice = decision.actions[-1]
    controller.submit(choice)
    wait_for_turn(qtbot, controller)
    assert controller.record().actions != before_actions

    assert controller.take_back_refusal() is None
    assert controller.take_back()

    assert controller.view() == before_view
    assert controller.decision() == decision
    record = controller.record()
    assert record.actions == before_actions
    (taken,) = record.take_backs
    assert taken.at == len(before_actions) and taken.undone[0] == choice
    assert controller.keeper.is_dirty
    # the same move meets the same reply: the computer's generator depends on the position only
    controller.submit(choice)
    wait_for_turn(qtbot, controller)
    assert controller.record().actions == [*before_actions, *taken.undone]
