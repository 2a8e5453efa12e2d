"""The engine's speed-ups that share values built once must give exactly what building them anew
gives: the same combinations, calls, decisions, declaration summaries and shuffles."""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai.baselines import RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.engine.actions import PLAYS, Call
from piquet_desktop.engine.cards import (
    RANK_MASKS,
    SUIT_BITS,
    SUIT_SIZE,
    TEN,
    cards_of,
    pack,
    pack_mask,
)
from piquet_desktop.engine.combinations import (
    SUIT_PIPS,
    SUIT_RUNS,
    Combination,
    best_point,
    callable_combinations,
    point_of,
    sequences,
    set_of,
    sets,
)
from piquet_desktop.engine.deal import _call_actions, _said
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import shuffle_like_random
from piquet_desktop.engine.rules import preset
from piquet_desktop.engine.view import view


def _random_hands(count: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    deck = list(range(36))
    return [sum(1 << c for c in rng.sample(deck, rng.randint(0, 20))) for _ in range(count)]


def test_every_point_is_the_combination_built_from_its_suit_pattern() -> None:
    for suit in range(4):
        for pattern in range(512):
            hand = pattern << (suit * SUIT_SIZE)
            expected = Combination("point", hand, (pattern.bit_count(), SUIT_PIPS[pattern]), suit)
            assert point_of(hand, suit) == expected
            assert point_of(hand | 0b111 << (((suit + 1) % 4) * SUIT_SIZE), suit) == expected


def test_the_best_point_is_the_first_suit_of_the_highest_key() -> None:
    for hand in _random_hands(3000, 1):
        held = [point_of(hand, s) for s in range(4) if hand >> (s * SUIT_SIZE) & SUIT_BITS]
        expected = None
        for c in held:
            if expected is None or c.key > expected.key:
                expected = c
        assert best_point(hand) == expected


def test_sequences_and_sets_are_the_ones_built_from_the_hand() -> None:
    for hand in _random_hands(3000, 2):
        expected_runs = [
            Combination(
                "sequence",
                ((1 << length) - 1) << low << (s * SUIT_SIZE),
                (length, low + length - 1),
                s,
            )
            for s in range(4)
            for low, length in SUIT_RUNS[hand >> (s * SUIT_SIZE) & SUIT_BITS]
        ]
        assert sequences(hand) == expected_runs
        expected_sets = [
            Combination("set", hand & RANK_MASKS[r], ((hand & RANK_MASKS[r]).bit_count(), r), -1)
            for r in range(TEN, SUIT_SIZE)
            if (hand & RANK_MASKS[r]).bit_count() >= 3
        ]
        assert sets(hand) == expected_sets


def test_a_rank_held_by_nobody_keeps_its_own_rank() -> None:
    assert set_of(0, TEN).key == (0, TEN)
    assert set_of(0, TEN + 1).key == (0, TEN + 1)


def _callable_built_anew(hand: int, category: str) -> list[Combination]:
    out: list[Combination] = []
    if category == "point":
        for s in range(4):
            pattern = hand >> (s * SUIT_SIZE) & SUIT_BITS
            for k in range(1, pattern.bit_count() + 1):
                top = 0
                for r in range(SUIT_SIZE - 1, -1, -1):
                    if pattern >> r & 1 and top.bit_count() < k:
                        top |= 1 << r
                key = (k, SUIT_PIPS[top])
                out.append(Combination("point", top << (s * SUIT_SIZE), key, s))
        return out
    for s in range(4):
        for low, length in SUIT_RUNS[hand >> (s * SUIT_SIZE) & SUIT_BITS]:
            for sub in range(3, length + 1):
                for start in range(low, low + length - sub + 1):
                    cards = ((1 << sub) - 1) << start << (s * SUIT_SIZE)
                    out.append(Combination("sequence", cards, (sub, start + sub - 1), s))
    return out


def test_the_callable_points_and_sequences_are_the_ones_built_from_the_hand() -> None:
    for hand in _random_hands(2000, 4):
        for category in ("point", "sequence"):
            expected = _callable_built_anew(hand, category)
            assert list(callable_combinations(hand, category)) == expected


def test_the_calls_listed_are_the_calls_of_the_callable_combinations() -> None:
    for hand in _random_hands(1000, 3):
        for category in ("point", "sequence", "set"):
            actions = _call_actions(hand, category)
            expected = [Call(category, c.cards) for c in callable_combinations(hand, category)]
            assert list(actions[1:]) == expected


@pytest.mark.parametrize(("preset_name", "parties"), [("rubicon", 4), ("au-cent", 2)])
def test_views_and_decisions_kept_between_actions_equal_fresh_ones(
    preset_name: str, parties: int
) -> None:
    """A clone derives everything anew: at every step of random parties its view and decision
    must equal those of the state that kept its summaries and shared its decisions."""
    rules = preset(preset_name)
    for seed in range(parties):
        table = Table.new(rules, (RandomPlayer(), RandomPlayer()), seed)
        state = table.state
        while state.phase != "over":
            if state.phase == "deal":
                fresh = state.clone()
                for seat in (0, 1):
                    assert view(state, seat) == view(fresh, seat)
                decision = decision_for(state)
                assert decision == decision_for(fresh)
                deal = state.deal
                assert deal is not None
                if deal.phase == "play":
                    legal = tuple(PLAYS[c] for c in cards_of(deal.legal_plays()))
                    assert decision == Decision(deal.to_act, "play", legal)
            table.step()


def test_the_shuffle_gives_random_shuffles_order_and_leaves_the_generator_alike() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 32, 36, 64, 80):
            ours, theirs = list(range(size)), list(range(size))
            mine, reference = random.Random(seed), random.Random(seed)
            shuffle_like_random(ours, mine)
            reference.shuffle(theirs)
            assert ours == theirs
            assert mine.getstate() == reference.getstate()


def test_a_generator_of_its_own_kind_shuffles_its_own_way() -> None:
    class Counting(random.Random):
        shuffles = 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            Counting.shuffles += 1
            super().shuffle(x)

    cards = list(range(32))
    shuffle_like_random(cards, Counting(1))
    assert Counting.shuffles == 1
    assert sorted(cards) == list(range(32))


def test_of_equal_points_the_first_suit_is_the_best() -> None:
    pool = pack_mask(32)  # eight cards of 77 in every suit
    assert best_point(pool) == point_of(pool, 0)


def test_what_a_call_says_is_the_combination_built_from_its_words() -> None:
    for hand in _random_hands(300, 5):
        for category in ("point", "sequence", "set"):
            for combo in callable_combinations(hand, category):
                for stage in (0, 1):
                    size, second = combo.key
                    said = second if stage == 1 or category == "set" else 0
                    expected = Combination(category, 0, (size, said), -1)
                    assert _said(combo, stage) == expected


def test_the_pack_masks_hold_the_packs_cards() -> None:
    for size in (32, 36):
        assert pack_mask(size) == sum(1 << c for c in pack(size))
    with pytest.raises(ValueError, match="32 or 36"):
        pack_mask(33)
