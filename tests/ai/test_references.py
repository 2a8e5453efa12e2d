"""The frozen reference players: ``master-1`` makes exactly the decisions Master made when it
was frozen (2026-12-01), whatever Master becomes, and the app offers it only as a practice
opponent.

The expected actions below were recorded from ``make_player("master")`` on the day of the
freeze, at the first decision of each kind of deals played by the greedy baseline: a new Master
may differ from them, master-1 may not.
"""

from __future__ import annotations

import random

import pytest

from piquet_desktop.ai import parallel
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import start_deal
from piquet_desktop.ai.registry import LEVELS, PLAYERS, REFERENCES, make_player
from piquet_desktop.engine.actions import Action, Call, Discard, Play
from piquet_desktop.engine.cards import mask_of, pack, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view

MASTER_ON_FREEZE_DAY: dict[tuple[int, int], Action] = {
    (1, 2): Discard(cards=18382852),
    (1, 3): Discard(cards=4194338),
    (1, 4): Call(category="point", cards=93847552),
    (1, 8): Play(card=33),
    (1, 9): Play(card=21),
    (2, 2): Discard(cards=46665728),
    (2, 3): Discard(cards=271581184),
    (2, 4): Call(category="point", cards=16642998272),
    (2, 9): Play(card=26),
    (2, 10): Play(card=34),
}
"""(deal seed, actions so far) -> Master's action there, with the generator
``random.Random(f"m1:{seed}:{actions so far}")``."""


@pytest.fixture(autouse=True)
def _no_worker_processes() -> None:
    parallel.set_workers(0)


def test_master_1_makes_the_decisions_master_made_on_the_day_it_was_frozen() -> None:
    player = make_player("master-1")
    for seed in (1, 2):
        order = list(pack(RUBICON.deck))
        random.Random(seed).shuffle(order)
        state = start_deal(RUBICON, tuple(order), 0)
        greedy = GreedyPlayer()
        while state.deal is not None and not state.deal.is_over:
            decision = decision_for(state)
            seat_view = view(state, state.current_player)
            at = (seed, len(state.actions))
            if at in MASTER_ON_FREEZE_DAY:
                rng = random.Random(f"m1:{seed}:{len(state.actions)}")
                assert player.choose(seat_view, decision, rng) == MASTER_ON_FREEZE_DAY[at], at
            state.apply(greedy.choose(seat_view, decision, random.Random(0)))
            if len(state.actions) > max(n for s, n in MASTER_ON_FREEZE_DAY if s == seed):
                break


def test_references_are_registered_but_not_ranked_among_the_levels() -> None:
    assert [name for name, _ in REFERENCES] == ["master-1"]
    assert "master-1" in PLAYERS
    assert "master-1" not in dict(LEVELS)
    assert LEVELS[-1][0] == "master"  # the hint's default stays the strongest level


def test_the_new_partie_dialog_offers_master_1_only_among_the_practice_opponents() -> None:
    from piquet_desktop.words.opponent_labels import level_names, practice_names

    assert "master-1" not in level_names()
    assert "master-1" in practice_names()


def test_with_a_huitieme_master_takes_the_cards_master_1_left_to_younger() -> None:
    """Elder with a made hand. master-1 left cards, assuming younger would
    throw seven of his for them; Master expects him to take his three and what helps him, and
    takes four or five (the deep benchmark values taking more about 7-9 points higher)."""
    elder = mask_of(parse_cards("AD KD QD JD 10D 9D 8D 7D QS JH 9C 7C"))
    rest = [c for c in pack(RUBICON.deck) if not elder >> c & 1]
    random.Random(0).shuffle(rest)
    order = order_for_hands((elder, mask_of(rest[:12])), rest[12:], 0, RUBICON.deal_by)
    state = start_deal(RUBICON, order, 0)
    seat_view, decision = view(state, 0), decision_for(state)
    taken: dict[str, int] = {}
    for name in ("master", "master-1"):
        action = make_player(name).choose(seat_view, decision, random.Random(1))
        assert isinstance(action, Discard)
        taken[name] = action.cards.bit_count()
    assert taken["master-1"] <= 2
    assert taken["master"] >= 4
