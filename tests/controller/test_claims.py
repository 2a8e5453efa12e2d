"""Claiming the remaining tricks through the controller: offered only when proven, refused with a
reason otherwise, made by the computer too (with its line in the declarations log), and played
out as ordinary cards that the record replays identically. The record keeps the claim beside
them, so a partie saved, resumed or replayed says it too, and a take back of its cards drops it."""

from __future__ import annotations

import random
from pathlib import Path

from game_driver import wait_for_turn
from pytestqt.qtbot import QtBot

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.claim import prove_claim
from piquet_desktop.ai.review import decision_indices
from piquet_desktop.controller import autosave
from piquet_desktop.controller.game_controller import COMPUTER, HUMAN, GameController
from piquet_desktop.controller.models import DeclarationLogModel
from piquet_desktop.controller.replay import ReplayController
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import PartieRecord, load_record
from piquet_desktop.engine.rules import RUBICON

#: Seeds against the greedy level, the human playing greedy: in deal 1 of ``HUMAN_CLAIMS`` the
#: human can claim from trick 8 on; in deal 1 of ``COMPUTER_CLAIMS`` the computer claims.
HUMAN_CLAIMS = 1
COMPUTER_CLAIMS = 2


def play_until(qtbot: QtBot, game: GameController, stop) -> None:  # type: ignore[no-untyped-def]
    """Play the human's greedy moves in deal 1 until ``stop(game)`` or the deal is over."""
    human, rng = GreedyPlayer(), random.Random(0)
    while True:
        wait_for_turn(qtbot, game)
        if game.awaiting_next_deal or game.is_over or stop(game):
            return
        decision = game.decision()
        assert decision is not None
        assert game.submit(human.choose(game.view(), decision, rng))


def replayed(game: GameController) -> PartieState:
    """The record's actions applied again to a fresh partie: what a replay or a review reads."""
    return PartieRecord.from_json(game.record().to_json()).replay()


def test_a_proven_claim_is_offered_and_plays_every_remaining_trick_out(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=HUMAN_CLAIMS)
    play_until(qtbot, controller, lambda g: g.claim_line() is not None)
    assert controller.claim_refusal() is None
    tricks_before = len(controller.view().tricks)
    won_before = controller.view().tricks_won[HUMAN]
    seats: list[int] = []
    controller.claimStarted.connect(seats.append)
    log = DeclarationLogModel()
    log.attach(controller)

    assert controller.claim()

    shown = controller.view()
    assert seats == [HUMAN]
    assert shown.deal_phase == "over" and controller.awaiting_next_deal
    assert shown.tricks_won[HUMAN] == won_before + 12 - tricks_before
    assert all(t.winner == HUMAN for t in shown.tricks[tricks_before:])
    assert controller.claimed_by() == HUMAN
    assert "Elder (You) claims the remaining tricks." in log.lines() or (
        "Younger (You) claims the remaining tricks." in log.lines()
    )
    # The record holds ordinary cards, and replays to the same deal and score.
    assert all(
        isinstance(a, Play) for a in controller.record().actions[-2 * (12 - tricks_before) :]
    )
    again = replayed(controller)
    assert again.results == list(controller.view().results)


def test_an_unproven_claim_is_refused_with_its_reason_and_changes_nothing(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=HUMAN_CLAIMS)
    play_until(qtbot, controller, lambda g: g.legal_cards() != 0)
    assert controller.claim_line() is None
    said: list[str] = []
    controller.message.connect(said.append)
    actions = len(controller.record().actions)

    assert not controller.claim()

    assert said == [
        "No claim now: for all you can know, Computer may still hold a card that takes a trick."
    ]
    assert len(controller.record().actions) == actions
    assert controller.claimed_by() is None


def test_no_claim_outside_the_trick_play(qtbot: QtBot, controller: GameController) -> None:
    controller.new_partie(RUBICON, "greedy", seed=HUMAN_CLAIMS)
    wait_for_turn(qtbot, controller)
    decision = controller.decision()
    assert decision is not None and decision.kind != "play"
    said: list[str] = []
    controller.message.connect(said.append)
    assert controller.claim_refusal() is not None
    assert not controller.claim()
    assert said == ["No claim now: a claim is made at your turn to play a card in the tricks."]


def test_the_computer_claims_says_so_in_the_log_and_plays_the_humans_cards_for_him(
    qtbot: QtBot, controller: GameController
) -> None:
    seats: list[int] = []
    said: list[str] = []
    controller.claimStarted.connect(seats.append)
    controller.message.connect(said.append)
    log = DeclarationLogModel()
    log.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=COMPUTER_CLAIMS)

    play_until(qtbot, controller, lambda g: False)

    assert seats == [COMPUTER]
    assert controller.claimed_by() == COMPUTER
    assert "Computer claims the remaining tricks: they are played out." in said
    lines = [line for line in log.lines() if "claims the remaining tricks" in line]
    assert lines in (
        ["Elder (Computer) claims the remaining tricks."],
        ["Younger (Computer) claims the remaining tricks."],
    )
    # The claim comes before the cards it wins, at the end of the dialogue.
    assert log.lines().index(lines[0]) < len(log.lines()) - 1
    assert replayed(controller).results == list(controller.view().results)


def test_the_computers_claim_is_said_in_french(
    qtbot: QtBot, controller: GameController, french: None
) -> None:
    log = DeclarationLogModel()
    log.attach(controller)
    controller.new_partie(RUBICON, "greedy", seed=COMPUTER_CLAIMS)
    play_until(qtbot, controller, lambda g: False)
    lines = [line for line in log.lines() if "Ordinateur" in line and "levées" in line]
    assert lines and lines[0].endswith("revendique les levées restantes.")


def test_with_the_setting_off_the_computer_plays_every_card_and_the_score_is_the_same(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=COMPUTER_CLAIMS)
    play_until(qtbot, controller, lambda g: False)
    claimed = controller.view().results[-1].totals

    other = GameController(autosave_enabled=False)
    try:
        other.options.computer_claims = False
        seats: list[int] = []
        other.claimStarted.connect(seats.append)
        other.new_partie(RUBICON, "greedy", seed=COMPUTER_CLAIMS)
        play_until(qtbot, other, lambda g: False)
        assert seats == []
        assert other.view().results[-1].totals == claimed
    finally:
        other.shutdown()


def test_a_take_back_into_the_claimed_cards_drops_the_claim_from_the_log(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=HUMAN_CLAIMS)
    controller.options.open_piquet = True  # a practice partie: take back goes past the cards seen
    play_until(qtbot, controller, lambda g: g.claim_line() is not None)
    assert controller.claim()
    assert controller.take_back()
    assert controller.claimed_by() is None
    assert controller.view().deal_phase == "play"


def test_after_a_take_back_the_claim_is_proven_again_for_the_position_reached(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=HUMAN_CLAIMS)
    controller.options.open_piquet = True  # take back may go back past the computer's cards
    play_until(qtbot, controller, lambda g: g.claim_line() is not None)
    reached = len(controller.record().actions)
    assert controller.take_back()
    undone = controller.record().take_backs[-1].undone[0]
    other = next(
        a
        for a in controller.decision().actions
        if a != undone  # type: ignore[union-attr]
    )
    assert controller.submit(other)  # another card: as many actions later, another position
    wait_for_turn(qtbot, controller)
    assert len(controller.record().actions) == reached
    assert controller.claim_line() == prove_claim(controller.view())


# ------------------------------------------------------------------ the claim in the record


def claimed_deal(qtbot: QtBot, game: GameController) -> None:
    """The human claims the rest of deal 1 (in a practice partie, so take back may undo it)."""
    game.new_partie(RUBICON, "greedy", seed=HUMAN_CLAIMS)
    game.options.open_piquet = True
    play_until(qtbot, game, lambda g: g.claim_line() is not None)
    assert game.claim()


def claim_lines(game: GameController) -> list[str]:
    log = DeclarationLogModel()
    log.attach(game)
    return [line for line in log.lines() if "claims the remaining tricks" in line]


def test_the_record_keeps_the_claim_with_its_deal_seat_and_cards(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    record = controller.record()
    assert len(record.claims) == 1
    claim = record.claims[0]
    assert (claim.deal, claim.seat, claim.end) == (1, HUMAN, len(record.actions))
    assert all(isinstance(a, Play) for a in record.actions[claim.at :])
    assert claim.plays == len(record.actions) - claim.at


def test_a_claimed_deal_saved_and_loaded_again_shows_the_claim_in_the_log(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    claimed_deal(qtbot, controller)
    path = tmp_path / "claimed.piquet"
    controller.save(path)
    record, _state = load_record(path)

    other = GameController(autosave_enabled=False)
    try:
        assert claim_lines(other) == []
        other.load(record, path)
        assert other.claimed_by() == HUMAN
        assert len(claim_lines(other)) == 1
    finally:
        other.shutdown()


def test_a_resumed_partie_shows_the_claim_in_the_log(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    found = autosave.find_resumable()
    assert found is not None and found.record.claims == controller.record().claims

    other = GameController(autosave_enabled=False)
    try:
        other.load(found)
        assert other.claimed_by() == HUMAN
        assert claim_lines(other) == claim_lines(controller)
    finally:
        other.shutdown()


def test_the_computers_claim_is_in_the_record_and_said_again_when_loaded(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=COMPUTER_CLAIMS)
    play_until(qtbot, controller, lambda g: False)
    record = PartieRecord.from_json(controller.record().to_json())
    assert [c.seat for c in record.claims] == [COMPUTER]

    other = GameController(autosave_enabled=False)
    try:
        other.load(record)
        assert other.claimed_by() == COMPUTER
        assert claim_lines(other) == claim_lines(controller)
    finally:
        other.shutdown()


def test_the_next_deal_has_no_claim_of_its_own(qtbot: QtBot, controller: GameController) -> None:
    claimed_deal(qtbot, controller)
    assert controller.next_deal()
    wait_for_turn(qtbot, controller)
    assert controller.claimed_by() is None
    assert [c.deal for c in controller.record().claims] == [1]


def test_a_take_back_past_the_claim_drops_it_from_the_record(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    assert controller.record().claims
    assert controller.take_back()
    assert controller.record().claims == []
    assert "claims" not in controller.record().to_json()
    assert claim_lines(controller) == []


def test_redo_plays_the_claimed_cards_again_and_the_claim_with_them(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    claims = controller.record().claims
    assert controller.take_back()
    assert controller.redo()
    assert controller.record().claims == claims
    assert controller.claimed_by() == HUMAN


def test_a_new_move_after_the_take_back_leaves_the_claim_undone(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    claim = controller.record().claims[0]
    assert controller.take_back()
    undone = controller.record().take_backs[-1].undone[0]
    decision = controller.decision()
    assert decision is not None
    assert controller.submit(next(a for a in decision.actions if a != undone))
    play_until(qtbot, controller, lambda g: False)
    assert controller.redo_refusal() is not None
    claims = controller.record().claims
    assert claim not in claims
    assert PartieRecord.from_json(controller.record().to_json()).claims == claims


# ------------------------------------------------------------------ the claim in a replay


def test_a_replay_of_the_record_says_the_claim_from_its_first_card_on(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    record = controller.record()
    claim = record.claims[0]
    replay = ReplayController(record)
    log = DeclarationLogModel()

    def lines_at(position: int) -> list[str]:
        replay.seek(position)
        log.set_view(replay.view(0), replay.names, replay.claimed_by())
        return [line for line in log.lines() if "claims the remaining tricks" in line]

    assert lines_at(claim.at) == []  # the claimer to play: not claimed yet
    assert len(lines_at(claim.at + 1)) == 1  # with the first claimed card, as live
    assert lines_at(replay.length) == claim_lines(controller)
    replay.to_deal_start(1)
    assert replay.claimed_by() is None


def test_continuing_from_a_replay_keeps_the_claims_it_holds(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    claim = controller.record().claims[0]
    replay = ReplayController(controller.record())
    replay.seek(claim.end)
    assert replay.continue_from_here().claims == [claim]
    replay.seek(claim.end - 1)
    assert replay.continue_from_here().claims == []


def test_the_review_counts_only_the_cards_chosen_not_the_claimed_ones(
    qtbot: QtBot, controller: GameController
) -> None:
    claimed_deal(qtbot, controller)
    record = controller.record()
    (claim,) = record.claims
    every = decision_indices(record.rules, record.actions, HUMAN)
    assert any(i >= claim.at for i in every)  # the claimed cards would count as decisions

    chosen = decision_indices(record.rules, record.actions, HUMAN, record.claims)

    assert chosen == [i for i in every if i < claim.at]


def test_the_computers_claimed_cards_are_no_decisions_of_the_player_either(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_partie(RUBICON, "greedy", seed=COMPUTER_CLAIMS)
    play_until(qtbot, controller, lambda g: False)
    record = controller.record()
    (claim,) = [c for c in record.claims if c.seat == COMPUTER]
    chosen = decision_indices(record.rules, record.actions, HUMAN, record.claims)
    assert not [i for i in chosen if claim.at <= i < claim.end]
