"""The exchange search: every legal discard considered, the prune sound, the simulation sensible
(it takes fewer cards when that is better, it knows the talon's odds without being told), and
reproducible from its seed."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from piquet_desktop.ai import parallel
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.exchange import (
    STATIC_WEIGHTS,
    ExchangeSettings,
    opponent_exchange,
    search_discard,
    sensible_opponent_exchange,
    shortlist,
    static_choice,
    static_features,
    static_scores,
)
from piquet_desktop.ai.inference import sample_worlds
from piquet_desktop.ai.levels import MASTER, deal_points
from piquet_desktop.ai.player import start_deal
from piquet_desktop.engine.cards import cards_of, mask_of, pack, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RUBICON, THIRTY_SIX
from piquet_desktop.engine.view import PlayerView, view

FAST = ExchangeSettings(shortlist=12, worlds=16, rounds=((4, 24),))


@pytest.fixture(autouse=True)
def _in_process() -> None:
    parallel.set_workers(0)


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def elder_to_discard(hand: int, younger: int, talon: list[int]) -> tuple[PartieState, PlayerView]:
    state = start_deal(RUBICON, order_for_hands((hand, younger), talon, 0, 2), 0)
    assert state.deal is not None and state.deal.phase == "elder_discard"
    return state, view(state, 0)


def random_deal(seed: int) -> PartieState:
    cards = list(pack(32))
    random.Random(seed).shuffle(cards)
    return start_deal(RUBICON, tuple(cards), 0)


def test_the_static_prune_ranks_every_discard_and_keeps_every_count() -> None:
    hand = m("AS KS QS 8S AH 10H 7H KD 9D 7D 8C 7C")
    scored = static_scores(hand, 1, 5, True)
    assert len(scored) == 1585
    assert [s for s, _ in scored] == sorted((s for s, _ in scored), reverse=True)
    short = shortlist(hand, 1, 5, True, 10)
    assert {d.bit_count() for d in short} == {1, 2, 3, 4, 5}
    assert len(set(short)) == len(short)
    # The static favourite keeps the spades (point and tierce major) and throws low cards.
    static = static_choice(hand, 1, 5, True)
    best = static.discard
    assert not best & m("AS KS QS AH")
    assert [(c.value, c.discard) for c in static.candidates] == scored  # every one, valued
    assert set(STATIC_WEIGHTS) == {"elder", "younger"}
    assert len(static_features(hand, 5)) == len(STATIC_WEIGHTS["elder"])


def test_the_search_returns_a_legal_discard_and_its_ranking() -> None:
    state = random_deal(4)
    v = view(state, 0)
    d = decision_for(state)
    assert d.exchange_range is not None
    found = search_discard(v, d.hand, *d.exchange_range, FAST, random.Random(1), deal_points)
    best = found.discard
    assert not best & ~d.hand and 1 <= best.bit_count() <= 5
    assert found.candidates[0].discard == best
    assert found.worlds == FAST.worlds + sum(extra for _, extra in FAST.rounds)
    # The last round's candidates first, by value, having seen every world; then those dropped.
    final = [c for c in found.candidates if c.worlds == found.worlds]
    assert found.candidates[: len(final)] == tuple(final)
    assert [c.value for c in final] == sorted((c.value for c in final), reverse=True)
    assert all(c.worlds == FAST.worlds for c in found.candidates[len(final) :])
    assert len({c.discard for c in found.candidates}) == len(found.candidates)


def test_the_search_is_reproducible_from_its_seed() -> None:
    state = random_deal(9)
    v, d = view(state, 0), decision_for(state)
    assert d.exchange_range is not None
    runs = [
        search_discard(v, d.hand, *d.exchange_range, FAST, random.Random(3), deal_points)
        for _ in range(2)
    ]
    assert runs[0] == runs[1]


def test_elder_takes_fewer_cards_when_his_hand_is_made() -> None:
    """A quint major, a quatorze of aces and kings: drawing five would throw away winners."""
    hand = m("AS KS QS JS 10S AH KH AD KD AC KC 7H")
    younger = m("9S 8S 7S QH JH 10H 9H QD JD 10D QC JC")
    talon = parse_cards("8H 7D 8D 9D 7C 8C 9C 10C")
    _, v = elder_to_discard(hand, younger, talon)
    settings = ExchangeSettings(shortlist=40, worlds=64, rounds=((8, 128),))
    found = search_discard(v, hand, 1, 5, settings, random.Random(2), deal_points)
    assert found.discard == m("7H")
    assert all(c.discard.bit_count() <= 4 for c in found.candidates[:8])


def test_younger_throws_from_his_weakest_suits() -> None:
    state = random_deal(12)
    d = decision_for(state)
    state.apply(GreedyPlayer().choose(view(state, 0), d, random.Random(0)))
    d = decision_for(state)
    assert d.exchange_range == (1, 3)
    v = view(state, 1)
    best = search_discard(v, d.hand, 1, 3, FAST, random.Random(5), deal_points).discard
    aces = d.hand & sum(1 << (s * 9 + 8) for s in range(4))
    assert not best & aces  # never an ace from younger's hand here
    assert 1 <= best.bit_count() <= 3


def test_the_odds_of_the_talon_fall_out_of_the_sampling() -> None:
    """Elder taking five: one named card is 3 to 1 against (Cavendish), i.e. in a quarter of the
    worlds; one of two named 5 to 4 against (4/9 on). Nobody told the search."""
    state = random_deal(21)
    v = view(state, 0)
    unseen = [c for c in pack(32) if not v.hand >> c & 1]
    named, second = unseen[0], unseen[1]
    worlds = sample_worlds(v, 4000, random.Random(8))
    one = sum(named in w.talon[:5] for w in worlds) / len(worlds)
    either = sum(named in w.talon[:5] or second in w.talon[:5] for w in worlds) / len(worlds)
    assert one == pytest.approx(0.25, abs=0.025)
    assert either == pytest.approx(1 - (15 * 14) / (20 * 19), abs=0.03)  # 0.447: 5 to 4 against


def test_the_opponent_policy_takes_everything_available() -> None:
    hand = m("AS KS QS 8S AH 10H 7H KD 9D 7D 8C 7C")
    assert opponent_exchange(hand, 3, 1).bit_count() == 3
    assert opponent_exchange(hand, 0, 0) == 0
    assert opponent_exchange(hand, 0, 1).bit_count() == 1  # Rubicon: at least one
    assert not opponent_exchange(hand, 3, 1) & m("AS KS QS AH")


def test_a_sensible_opponent_takes_fewer_with_a_made_hand_and_all_with_a_poor_one() -> None:
    made = m("AS KS QS JS 10S 9S 8S AH KH AD KD 7C")  # a huitieme less one, aces and kings
    poor = m("9S 8S 7S QH 9H 7H 10D 8D 7D JC 9C 8C")
    kept_back = sensible_opponent_exchange(made, 3, 1, elder=False)
    assert 1 <= kept_back.bit_count() < 3 and not kept_back & m("AS KS QS JS 10S AH AD")
    assert sensible_opponent_exchange(poor, 3, 1, elder=False).bit_count() == 3
    assert sensible_opponent_exchange(poor, 3, 1, elder=False) == opponent_exchange(poor, 3, 1)
    assert sensible_opponent_exchange(poor, 0, 0, elder=False) == 0


def test_the_portion_opponent_takes_his_three_but_not_the_cards_a_made_hand_does_not_need() -> None:
    made = m("AS KS QS JS 10S 9S 8S AH KH AD KD 7C")
    poor = m("9S 8S 7S QH 9H 7H 10D 8D 7D JC 9C 8C")
    # Elder left four: seven cards are there for him.
    kept = sensible_opponent_exchange(made, 7, 1, elder=False, fewest=3)
    assert kept.bit_count() == 3 and not kept & m("AS KS QS JS 10S AH AD")
    assert sensible_opponent_exchange(poor, 7, 1, elder=False, fewest=3).bit_count() > 3
    # Elder took his five: the portion model is the greedy one.
    for hand in (made, poor):
        assert sensible_opponent_exchange(hand, 3, 1, elder=False, fewest=3) == opponent_exchange(
            hand, 3, 1
        )


@pytest.mark.parametrize(
    "changes",
    [
        {"opponent": "sensible"},
        {"opponent": "portion"},
        {"cut_check": 2, "cut_worlds": 4},
        {"tie_margin": 50.0, "tie_worlds": 4},
    ],
)
def test_the_search_options_keep_the_choice_legal_reproducible_and_among_the_finalists(
    changes: dict[str, object],
) -> None:
    state = random_deal(30)
    v, d = view(state, 0), decision_for(state)
    assert d.exchange_range is not None
    settings = replace(FAST, solver_finalists=3, solver_worlds=4, **changes)  # type: ignore[arg-type]
    runs = [
        search_discard(v, d.hand, *d.exchange_range, settings, random.Random(4), deal_points)
        for _ in range(2)
    ]
    assert runs[0] == runs[1]
    found = runs[0]
    assert found.discard in [c.discard for c in found.candidates[:3]]
    assert not found.discard & ~d.hand


def test_the_thirty_six_card_pack_lets_elder_take_seven() -> None:
    cards = list(pack(36))
    random.Random(2).shuffle(cards)
    state = start_deal(THIRTY_SIX, tuple(cards), 0)
    assert state.deal is not None
    if state.deal.phase != "elder_discard":
        pytest.skip("carte blanche dealt")
    d = decision_for(state)
    assert d.exchange_range == (1, 7)
    found = search_discard(view(state, 0), d.hand, 1, 7, FAST, random.Random(1), deal_points)
    best = found.discard
    assert 1 <= best.bit_count() <= 7 and not best & ~d.hand


def test_solver_refinement_keeps_the_choice_among_the_finalists() -> None:
    state = random_deal(30)
    v, d = view(state, 0), decision_for(state)
    assert d.exchange_range is not None
    settings = replace(FAST, solver_finalists=3, solver_worlds=4)
    found = search_discard(v, d.hand, *d.exchange_range, settings, random.Random(4), deal_points)
    best = found.discard
    assert best in [c.discard for c in found.candidates[:3]]
    assert [c.solved for c in found.candidates[:4]] == [True, True, True, False]
    assert MASTER.exchange.solver_finalists > 0
    assert cards_of(best)
