"""Take back that explains itself, "Take back any move", and Redo.

A refused take back says what blocks it (the exchange was made and the talon seen, the computer
showed a card) and what lifts the rule (open piquet, or "Take back any move" in Preferences), in
English and in French. With "Take back any move" on, take back goes past cards seen, and the
first take back that needs it makes the partie a practice partie, for good; a fair take back
leaves it as it was. Redo plays the taken-back moves again exactly (the computer's too), latest
take back first, until a new move is made; a saved or resumed partie has nothing to redo.
"""

from __future__ import annotations

import random
import threading

import pytest
from game_driver import play, wait_for_turn
from helpers import GatedPlayer
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import GameController
from piquet_desktop.engine.actions import Action, Discard, Play
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.record import load_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.words import game_status as status
from piquet_desktop.words.cards import card_text

LIFT = "Open piquet or “Take back any move” (Preferences) allows it."
NBSP = "\u00a0"  # French: a no-break space before ":" and inside « »
LIFT_FR = (
    "Le piquet à découvert ou «\u00a0Reprendre n'importe quel coup\u00a0» (Préférences) le permet."
)


def greedy_move(game: GameController) -> Action:
    decision = game.decision()
    assert decision is not None
    return GreedyPlayer().choose(game.view(), decision, random.Random(0))


def exchange_done(qtbot: QtBot, game: GameController) -> None:
    """Play to the human's exchange, make it, and wait for his next decision."""
    play(qtbot, game, stop=lambda g, d: d is not None and d.kind == "exchange")
    assert game.submit(greedy_move(game))
    wait_for_turn(qtbot, game)


def to_chosen_play(qtbot: QtBot, game: GameController, count: int) -> None:
    """Play on (greedy) until the human has made ``count`` chosen card plays and faces a
    decision again."""
    made = {"n": 0}

    def enough(g: GameController, d: Decision | None) -> bool:
        if d is None or d.kind != "play" or len(d.actions) < 2:
            return False
        if made["n"] == count:
            return True
        made["n"] += 1
        return False

    play(qtbot, game, stop=enough, next_deals=False)


def answered_card(qtbot: QtBot, game: GameController) -> Play:
    """Play on until a card the human chose has been answered by the computer with a card he
    had not seen, and it is his turn again; that card is returned."""
    chosen: list[Play] = []

    def answered(g: GameController, d: Decision | None) -> bool:
        if d is None or d.kind != "play":
            return False
        if chosen and g.take_back_refusal() is not None:
            return True
        if len(d.actions) > 1:
            chosen.append(Play(greedy_move(g).card))  # type: ignore[attr-defined]
        return False

    play(qtbot, game, stop=answered, next_deals=False)
    return chosen[-1]


# ------------------------------------------------------------------------------ the refusals


def test_a_refused_exchange_says_the_talon_was_seen_and_what_lifts_the_rule(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)

    with qtbot.waitSignal(controller.message) as said:
        assert not controller.take_back()

    assert said.args[0] == (
        "You have seen the talon's cards: the exchange cannot be taken back. " + LIFT
    )


def test_a_refused_exchange_is_said_in_french(
    qtbot: QtBot, controller: GameController, french: None
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)

    assert controller.take_back_refusal() == (
        f"Vous avez vu les cartes du talon{NBSP}: vous ne pouvez plus reprendre l'écart. " + LIFT_FR
    )


def test_a_refused_card_names_the_computers_card_and_what_lifts_the_rule(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    mine = answered_card(qtbot, controller)
    answer = controller.view().tricks[-1]
    theirs = answer.follow if answer.lead == mine.card else answer.lead

    refusal = controller.take_back_refusal()

    assert refusal == (
        f"You have seen Computer's {card_text(theirs)}: your {card_text(mine.card)} cannot be "
        "taken back. " + LIFT
    )


def test_a_refused_card_is_said_in_french(
    qtbot: QtBot, controller: GameController, french: None
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=5)
    mine = answered_card(qtbot, controller)
    answer = controller.view().tricks[-1]
    theirs = answer.follow if answer.lead == mine.card else answer.lead

    assert controller.take_back_refusal() == (
        f"Vous avez vu le {card_text(theirs)} que tenait Ordinateur{NBSP}: vous ne pouvez plus "
        "reprendre "
        f"votre {card_text(mine.card)}. " + LIFT_FR
    )


def test_nothing_to_take_back_says_why_in_english_and_french(french: None) -> None:
    assert status.nothing_to_take_back_text(has_partie=True, is_over=True) == (
        f"La partie est finie{NBSP}: plus rien ne peut être repris."
    )
    assert status.nothing_to_take_back_text(has_partie=True, is_over=False) == (
        "Vous n'avez joué aucun coup de cette donne qui puisse être repris."
    )
    assert status.nothing_to_redo_text(has_partie=True) == (
        f"Rien à rétablir{NBSP}: vous n'avez rien repris depuis votre dernier coup."
    )


def test_the_take_back_rule_is_told_in_a_players_words(french: None) -> None:
    rule = status.take_back_rule_text(anytime=False)
    assert "piquet à découvert" in rule and "Préférences" in rule
    assert "entraînement" in status.take_back_rule_text(anytime=True)


# ------------------------------------------------------------------------------ take back any move


def test_take_back_any_move_takes_the_exchange_back_and_marks_the_partie_practice(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    assert not controller.is_practice  # nothing taken back yet: a normal partie

    messages: list[str] = []
    controller.message.connect(messages.append)

    assert controller.take_back()

    assert messages[-1].startswith("Took back your exchange: ")
    assert messages[-1].endswith(
        " moves undone, back to your last choice. The partie is now marked as practice."
    )
    decision = controller.decision()
    assert decision is not None and decision.kind == "exchange"
    assert controller.is_practice and controller.record().practice
    assert load_record(autosave.autosave_path())[0].practice
    controller.options.take_back_anytime = False  # turned off later: the partie stays practice
    assert controller.is_practice


def test_a_fair_take_back_under_the_setting_leaves_the_partie_normal(qtbot: QtBot) -> None:
    gate = threading.Event()
    gate.set()
    game = GameController(player_factory=lambda name: GatedPlayer(gate))
    try:
        game.options.take_back_anytime = True
        game.new_partie(RUBICON, "gated", seed=5)

        def a_lead(g: GameController, d: Decision | None) -> bool:
            return d is not None and d.kind == "play" and g.view().lead_card < 0

        while True:
            play(qtbot, game, stop=a_lead)
            gate.clear()  # the computer thinks about its answer until the gate opens
            assert game.submit(greedy_move(game))
            if game.is_thinking:
                break
            gate.set()

        with qtbot.waitSignal(game.message) as said:
            assert game.take_back()  # nothing seen since: the fair rule allows it anyway

        assert not said.args[0].endswith("marked as practice.")
        assert not game.is_practice and not game.record().practice
    finally:
        gate.set()
        game.shutdown()


def test_the_practice_mark_survives_a_crash_and_the_resumed_partie_has_no_redo(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    assert controller.take_back()
    assert controller.redo_refusal() is None

    record, _ = load_record(autosave.autosave_path())  # what a crash leaves
    resumed = GameController()
    try:
        resumed.load(record)
        assert resumed.is_practice and resumed.record().practice
        assert resumed.record().actions == controller.record().actions
        assert resumed.view() == controller.view()
        assert resumed.redo_refusal() is not None
        assert resumed.redo_refusal() == (
            "Nothing to redo: you have taken nothing back since your last move."
        )
    finally:
        resumed.shutdown()


# ------------------------------------------------------------------------------ redo


def test_redo_after_several_take_backs_replays_every_move_exactly(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    to_chosen_play(qtbot, controller, 3)
    full = controller.record().actions
    full_view = controller.view()

    messages: list[str] = []
    controller.message.connect(messages.append)
    for _ in range(3):
        assert controller.take_back()
        took = controller.record().take_backs[-1]
        card = took.undone[0]
        assert isinstance(card, Play)
        assert messages[-1].startswith(f"Took back your {card_text(card.card)}")
        if len(took.undone) > 1:  # several moves went: the status bar says how many
            assert f": {len(took.undone)} moves undone, back to your last choice." in (messages[-1])
    assert len(controller.record().actions) < len(full)
    assert controller.is_practice

    for _ in range(3):
        assert controller.redo_refusal() is None
        assert controller.redo()
        assert "again (" in messages[-1]

    assert controller.record().actions == full
    assert controller.view() == full_view
    assert len(controller.record().take_backs) == 3  # the take backs were made: they stay
    assert controller.redo_refusal() is not None
    with qtbot.waitSignal(controller.message) as said:
        assert not controller.redo()
    assert said.args[0] == "Nothing to redo: you have taken nothing back since your last move."


def test_redo_plays_the_exchange_again_with_the_computers_replies(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    before = controller.record().actions
    assert controller.take_back()
    assert isinstance(controller.record().take_backs[-1].undone[0], Discard)

    messages: list[str] = []
    controller.message.connect(messages.append)

    assert controller.redo()

    undone = controller.record().take_backs[-1].undone
    assert messages[-1] == f"Made your exchange again ({len(undone)} moves replayed)."
    # the computer's replies were said when first played: the redo says what the player did
    assert not any(m.startswith("Computer") for m in messages)
    assert controller.record().actions == before
    wait_for_turn(qtbot, controller)
    assert controller.decision() is not None


def test_a_redo_that_ends_the_deal_again_says_itself_first_then_the_deal_over(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    play(qtbot, controller, next_deals=False)
    assert controller.awaiting_next_deal
    assert controller.take_back()
    took = controller.record().take_backs[-1]
    assert isinstance(took.undone[0], Play)

    messages: list[str] = []
    controller.message.connect(messages.append)
    with qtbot.waitSignal(controller.dealFinished):
        assert controller.redo()

    redone = status.redid_text(took.undone[0], len(took.undone))
    assert messages[-1].startswith(redone + " Deal 1 is over: ")
    assert not any(m.startswith("Computer") for m in messages)
    assert controller.awaiting_next_deal


def test_a_new_move_ends_what_may_be_redone(qtbot: QtBot, controller: GameController) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    to_chosen_play(qtbot, controller, 2)
    assert controller.take_back()
    assert controller.take_back()
    assert controller.redo_refusal() is None
    decision = controller.decision()
    assert decision is not None
    redone = controller.record().take_backs[-1].undone[0]
    other = next(a for a in decision.actions if a != redone)

    assert controller.submit(other)

    assert controller.redo_refusal() is not None
    assert not controller.redo()
    assert controller.record().take_backs[-1].undone[0] == redone  # the take back stays


def test_redo_is_said_in_french(qtbot: QtBot, controller: GameController, french: None) -> None:
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    messages: list[str] = []
    controller.message.connect(messages.append)
    assert controller.take_back()
    count = len(controller.record().take_backs[-1].undone)
    assert messages[-1] == (
        f"Vous avez repris votre écart{NBSP}: {count} coups annulés, jusqu'à votre dernier "
        "choix. La partie est désormais marquée comme entraînement."
    )
    assert controller.redo()
    assert messages[-1] == f"Vous avez refait votre écart ({count} coups rejoués)."


@pytest.mark.parametrize("practice", [False, True])
def test_a_loaded_partie_has_nothing_to_redo(
    qtbot: QtBot, controller: GameController, practice: bool
) -> None:
    controller.options.open_piquet = practice
    controller.new_partie(RUBICON, "greedy", seed=5)
    exchange_done(qtbot, controller)
    record = controller.record()
    controller.load(record)
    assert controller.redo_refusal() is not None
    assert controller.record().actions == record.actions


def test_redo_walks_forward_through_every_take_back_while_the_window_asks_about_redo(
    qtbot: QtBot, controller: GameController
) -> None:
    """The window asks ``redo_refusal`` at every view it is shown (the menu's entry), also in the
    middle of a redo's moves: asking changes nothing, so every take back can be redone."""
    controller.options.take_back_anytime = True
    controller.new_partie(RUBICON, "greedy", seed=5)
    to_chosen_play(qtbot, controller, 3)
    asked: list[bool] = []
    controller.viewChanged.connect(lambda _view: asked.append(controller.redo_refusal() is None))
    controller.recordChanged.connect(lambda: asked.append(controller.redo_refusal() is None))
    steps = [(controller.record().actions, controller.view())]
    for _ in range(3):
        assert controller.take_back()
        steps.append((controller.record().actions, controller.view()))

    for actions, seen in reversed(steps[:-1]):
        assert controller.redo_refusal() is None
        assert controller.redo()
        assert (controller.record().actions, controller.view()) == (actions, seen)

    assert asked and controller.redo_refusal() is not None
