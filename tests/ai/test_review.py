"""The review of a player's decisions: honest values, exact where the position is known, marks
only for losses that are large and beyond their noise, the same figures however the work is
split."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.inference import World
from piquet_desktop.ai.player import Player, Table, seat_rngs, start_deal
from piquet_desktop.ai.review import (
    ANALYSIS_VERSION,
    DecisionReview,
    PartieReview,
    ReviewSettings,
    decision_indices,
    mark_for,
    paired,
    play_values,
    reason_for,
    review_partie,
)
from piquet_desktop.ai.review.reasons import Reason, exchange_reason, play_reason
from piquet_desktop.ai.solver import PlayPosition, Solver
from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
)
from piquet_desktop.engine.cards import mask_of, pack, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

LIGHT = ReviewSettings(play_worlds=12, exchange_worlds=12, declaration_worlds=8, talon_worlds=4)


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def random_partie(seed: int, rules: RuleSet | None = None) -> Table:
    table = Table.new(rules or RuleSet(), (RandomPlayer(), GreedyPlayer()), seed)
    table.play()
    return table


# ---------------------------------------------------------------------------------- statistics


def test_paired_values_of_identical_choices_differ_by_exactly_zero() -> None:
    values = [1.5, -2.25, 7.0, 0.125]
    got = paired([0.25] * 4, values, values)
    assert got.best - got.chosen == 0.0
    assert got.stderr == 0.0


def test_paired_standard_error_is_that_of_the_mean_difference() -> None:
    chosen = [0.0, 0.0, 0.0, 0.0]
    best = [1.0, 3.0, 1.0, 3.0]  # differences: mean 2, sample sd 2/sqrt(3)
    got = paired([1.0] * 4, chosen, best)
    assert got.best - got.chosen == pytest.approx(2.0)
    assert got.stderr == pytest.approx((4 / 3) ** 0.5 / 2)


@pytest.mark.parametrize(
    ("loss", "stderr", "mark"),
    [
        (0.0, 0.0, None),
        (1.9, 0.0, None),
        (2.0, 0.0, "inaccuracy"),
        (5.0, 1.0, "mistake"),
        (12.0, 2.0, "blunder"),
        (12.0, 6.5, None),  # within twice its noise
        (-3.0, 0.0, None),
    ],
)
def test_marks_follow_the_documented_thresholds_and_ignore_noise(
    loss: float, stderr: float, mark: str | None
) -> None:
    assert mark_for(loss, stderr) == mark


# ---------------------------------------------------------------------------------- exactness


def _true_world(state_view: PlayerView, opponent_hand: int) -> World:
    return World(opponent_hand, 0, 0, 0, ())


def test_play_loss_equals_the_exact_solvers_when_the_deal_is_known() -> None:
    """Give the true deal as the only world: the review's loss of every card is the exact
    solver's, the best card the solver's best."""
    table = Table.new(RuleSet(), (RandomPlayer(), GreedyPlayer()), 5)
    state = table.state
    checked = 0
    while state.phase != "over":
        deal = state.deal
        if state.phase == "deal" and deal is not None and deal.phase == "play":
            decision = decision_for(state)
            if decision.forced is None:
                seat = decision.seat
                v = view(state, seat)
                legal = [a.card for a in decision.actions if isinstance(a, Play)]
                exact = dict(Solver(state.rules).best_moves(PlayPosition.from_deal(deal)))
                sign = 1 if seat == 0 else -1
                top = max(sign * x for x in exact.values())
                chosen = legal[checked % len(legal)]
                got = play_values(v, legal, chosen, [_true_world(v, deal.hands[1 - seat])])
                assert got.loss == top - sign * exact[chosen]
                assert got.stderr == 0.0
                assert isinstance(got.best, Play) and sign * exact[got.best.card] == top
                checked += 1
        table.step()
    assert checked > 30


@dataclass(frozen=True)
class KeepsAllAndLooks:
    """Younger who takes no card and looks at the three left: elder can then place them all."""

    name: str = "keeps-all"

    def choose(self, v: PlayerView, decision: Decision, rng: random.Random) -> Action:
        if decision.kind == "exchange":
            return Discard(0)
        if decision.kind == "talon_choice":
            return LookAtTalon(True)
        return GreedyPlayer().choose(v, decision, rng)


def test_review_of_a_deducible_deal_equals_the_exact_solver() -> None:
    """Elder takes five, younger none and looks at the three left: from then on elder knows
    younger's twelve cards, every sampled world is the true deal, and the review's loss of each
    of elder's cards is exactly the solver's."""
    rules = RuleSet(younger_must_exchange=False)
    order = list(pack(32))
    random.Random(3).shuffle(order)
    players: tuple[Player, Player] = (RandomPlayer(), KeepsAllAndLooks())
    state = start_deal(rules, tuple(order), 0)
    table = Table(state, players, random.Random(3), seat_rngs(3))
    expected: dict[int, float] = {}
    while state.deal is not None and not state.deal.is_over:
        deal = state.deal
        decision = decision_for(state)
        if (
            decision.seat == 0
            and decision.kind == "play"
            and decision.forced is None
            and deal.tricks
        ):
            exact = dict(Solver(rules).best_moves(PlayPosition.from_deal(deal)))
            index = len(state.actions)
            action = table.next_action()
            assert isinstance(action, Play)
            expected[index] = max(exact.values()) - exact[action.card]
            state.apply(action)
        else:
            table.step()
    assert len(expected) >= 5
    review = review_partie(rules, state.actions, 0, settings=LIGHT, workers=False, deal=1)
    got = {d.index: d for d in review.decisions if d.index in expected}
    assert got.keys() == expected.keys()
    for index, loss in expected.items():
        assert got[index].loss == pytest.approx(loss, abs=1e-9)
        assert got[index].stderr == pytest.approx(0.0, abs=1e-9)


# ---------------------------------------------------------------------------------- the partie


@pytest.fixture(scope="module")
def reviewed() -> tuple[Table, PartieReview]:
    table = random_partie(21)
    state = table.state
    return table, review_partie(
        state.rules, state.actions, 0, settings=LIGHT, workers=False, deal=1
    )


def test_every_unforced_decision_of_the_seat_is_rated_and_no_forced_one(
    reviewed: tuple[Table, PartieReview],
) -> None:
    table, review = reviewed
    state = table.state
    replay = new_partie(state.rules)
    expected = []
    for i, action in enumerate(state.actions):
        if replay.phase == "deal" and replay.deal_number == 1:
            decision = decision_for(replay)
            if decision.seat == 0 and decision.forced is None:
                expected.append(i)
        replay.apply(action)
    assert [d.index for d in review.decisions] == expected
    assert {d.kind for d in review.decisions} >= {"exchange", "play"}
    for d in review.decisions:
        assert d.chosen == state.actions[d.index]


def test_a_choice_that_is_the_best_loses_exactly_nothing_and_is_never_marked(
    reviewed: tuple[Table, PartieReview],
) -> None:
    _, review = reviewed
    same = [d for d in review.decisions if d.chosen == d.best]
    assert same
    for d in same:
        assert d.loss == 0.0 and d.mark is None and d.reason is None
    for d in review.decisions:
        if d.mark is not None:
            assert d.loss >= 2.0 and d.loss > 2 * d.stderr


def test_random_play_is_found_costly(reviewed: tuple[Table, PartieReview]) -> None:
    _, review = reviewed
    assert review.total_loss() > 5.0
    assert review.marked()


def test_the_review_is_deterministic_and_independent_of_the_split() -> None:
    state = random_partie(8).state
    one = review_partie(state.rules, state.actions, 1, settings=LIGHT, workers=False, deal=2)
    two = review_partie(state.rules, state.actions, 1, settings=LIGHT, workers=True, deal=2)
    assert one == two
    assert one.decisions


def test_the_stored_form_round_trips(reviewed: tuple[Table, PartieReview]) -> None:
    _, review = reviewed
    again = PartieReview.from_json(review.to_json())
    assert [d.to_json() for d in again.decisions] == [d.to_json() for d in review.decisions]
    assert DecisionReview.from_json(review.decisions[0].to_json()).chosen == (
        review.decisions[0].chosen
    )


def test_a_bad_seat_or_level_is_refused_before_any_work() -> None:
    state = random_partie(2).state
    with pytest.raises(ValueError, match="seat"):
        review_partie(state.rules, state.actions, 2)
    with pytest.raises(ValueError, match="baseline"):
        review_partie(state.rules, state.actions, 0, level="greedy")


def test_decisions_of_one_seat_only() -> None:
    state = random_partie(4).state
    zero = decision_indices(state.rules, state.actions, 0)
    one = decision_indices(state.rules, state.actions, 1)
    assert zero and one and not set(zero) & set(one)


# ---------------------------------------------------------------------------------- exchange


def test_a_discard_the_level_never_shortlisted_is_valued_and_marked() -> None:
    """Elder throws his aces and kings: far outside the level's short list, still judged in the
    same worlds as the level's discard, and found a blunder."""
    rules = RuleSet()
    elder = m("AS KS QS JS AH KH 7H AD KD 8D 7C 8C")
    younger = m("10S 9S 8S 7S QH JH 10H QD JD 10D AC KC")
    rest = [c for c in pack(32) if not (elder | younger) >> c & 1]
    state = start_deal(rules, order_for_hands((elder, younger), rest, 0, 2), 0)
    throw = Discard(m("AS KS AH KH AD"))
    state.apply(throw)
    review = review_partie(state.rules, state.actions, 0, settings=LIGHT, workers=False)
    first = review.decisions[0]
    assert first.kind == "exchange" and first.chosen == throw
    assert first.best != throw
    assert first.loss > 10.0 and first.mark == "blunder"
    assert first.reason is not None


# ---------------------------------------------------------------------------------- reasons


def test_reasons_name_what_a_choice_gave_up() -> None:
    hand = m("AS KS QS JS 10S 7H 8H AD 7D 8C 9C 7C")
    broken = exchange_reason(hand, m("AS 7H"), m("7H 8H"))
    assert broken == Reason.of("point_broken", suit=0)
    assert str(broken) == "point broken: cards thrown from the spades"
    given = exchange_reason(hand, m("AD 7D"), m("7D 7C"))
    assert given == Reason.of("high_cards", cards=m("AD"))
    assert str(given) == "the cards given up: AD"
    took = exchange_reason(hand, m("7H 8H 7D"), m("7H 8H"))
    assert str(took) == "took 3 cards where 2 were better"
    sunk = reason_for(None, hand, Sink("point"), Call("point", m("AS KS QS JS 10S")))  # type: ignore[arg-type]
    assert str(sunk) == "point lost: the point sunk"
    assert reason_for(None, hand, Answer("good"), Answer("not_good")) is not None  # type: ignore[arg-type]
    blanche = reason_for(None, hand, CarteBlanche(False), CarteBlanche(True))  # type: ignore[arg-type]
    assert str(blanche) == "carte blanche not claimed: its 10 points lost"
    assert reason_for(None, hand, Play(3), Play(3)) is None  # type: ignore[arg-type]


def test_a_card_that_loses_the_trick_on_the_table_is_named() -> None:
    table = Table.new(RuleSet(), (GreedyPlayer(), GreedyPlayer()), 9)
    state = table.state
    while True:
        deal = state.deal
        if deal is not None and deal.phase == "play" and deal.lead_card >= 0:
            v = view(state, deal.to_act)
            legal = [a.card for a in decision_for(state).actions if isinstance(a, Play)]
            winners = [c for c in legal if c // 9 == deal.lead_card // 9 and c > deal.lead_card]
            losers = [c for c in legal if c not in winners]
            if winners and losers:
                reason = play_reason(v, losers[0], winners[0])
                assert reason is not None and str(reason).startswith("trick thrown away")
                return
        table.step()


def test_a_review_stored_in_the_record_loads_back_the_same(
    tmp_path: Path, reviewed: tuple[Table, PartieReview]
) -> None:
    table, review = reviewed
    players = (PlayerInfo("You", "human"), PlayerInfo("Bot", "ai", "greedy"))
    record = PartieRecord.from_state(table.state, players, 21)
    record.analysis = review.to_json()
    path = tmp_path / "reviewed.piquet"
    save_record(record, path)
    loaded, _ = load_record(path)
    assert loaded.analysis is not None and loaded.analysis_notice is None
    assert PartieReview.from_json(loaded.analysis).to_json() == review.to_json()


def test_a_previous_review_is_reused_and_only_later_decisions_are_valued(
    reviewed: tuple[Table, PartieReview], monkeypatch: pytest.MonkeyPatch
) -> None:
    table, first_deal = reviewed
    state = table.state
    # The deal-1 review covers the actions up to the end of deal 1 only.
    end = max(d.index for d in first_deal.decisions) + 1
    previous = PartieReview(0, first_deal.level, 0, end, first_deal.decisions)
    from piquet_desktop.ai.review import runner

    valued: list[int] = []
    real = runner.review_chunk

    def counting(job: runner.ReviewJob) -> list[DecisionReview]:
        valued.extend(job.indices)
        return real(job)

    monkeypatch.setattr(runner, "review_chunk", counting)
    both = review_partie(
        state.rules, state.actions, 0, settings=LIGHT, workers=False, deal=None, previous=previous
    )
    assert set(valued).isdisjoint(d.index for d in first_deal.decisions)
    assert both.decisions[: len(first_deal.decisions)] == first_deal.decisions
    assert len(both.decisions) > len(first_deal.decisions)


def test_a_stored_review_is_read_only_for_the_request_it_answers(
    reviewed: tuple[Table, PartieReview],
) -> None:
    table, review = reviewed
    players = (PlayerInfo("You", "human"), PlayerInfo("Bot", "ai", "greedy"))
    record = PartieRecord.from_state(table.state, players, 21)
    assert PartieReview.stored_in(record, 0, review.level, 0) is None  # none stored

    record.analysis = review.to_json()
    stored = PartieReview.stored_in(record, 0, review.level, 0)
    assert stored is not None and stored.to_json() == review.to_json()
    assert PartieReview.stored_in(record, 1, review.level, 0) is None  # another seat
    assert PartieReview.stored_in(record, 0, "expert", 0) is None  # another level
    assert PartieReview.stored_in(record, 0, review.level, 1) is None  # another seed
    record.analysis = {**review.to_json(), "version": ANALYSIS_VERSION + 1}
    assert PartieReview.stored_in(record, 0, review.level, 0) is None  # another method


def test_a_stored_review_covers_the_record_only_up_to_the_moment_it_was_made(
    reviewed: tuple[Table, PartieReview],
) -> None:
    table, review = reviewed
    record = PartieRecord.from_state(
        table.state, (PlayerInfo("You", "human"), PlayerInfo("Bot", "ai", "greedy")), 21
    )
    assert review.covers(record)  # made of the whole record (of deal 1's decisions only)
    earlier = PartieReview(0, review.level, 0, len(record.actions) - 1, review.decisions[:-1])
    assert not earlier.covers(record)
