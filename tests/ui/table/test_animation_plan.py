"""The animation plan: which cards move in which stage, from where to where and for how long.

``animation_plan`` is pure Python, so it is checked here over every step of random parties, as
the table shows them to seat 0, without a window (as ``test_table_layout`` checks ``layout``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace

import pytest

from piquet_desktop.engine.partie import chance_action, new_partie
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.ui.table.animation_plan import (
    BASE_MS,
    TRAVEL_LIMITS,
    TYPICAL_TRAVEL,
    Flip,
    Move,
    Plan,
    Timing,
    change_plan,
    deal_plan,
    differs,
    reconcile,
)
from piquet_desktop.ui.table.layout import (
    HIDDEN_ZONES,
    TABLE_SIZE,
    HandOrder,
    Place,
    TableLayout,
    Zone,
    layout,
    trick_place,
)

NORMAL = Timing(1.0)


@dataclass
class Step:
    """One view after another, as the scene sees them: the places before (placeholder swaps
    made), the new layout and the plan between them."""

    before: PlayerView
    after: PlayerView
    prev: dict[int, Place]
    table: TableLayout
    swaps: list[tuple[int, int]]
    plan: Plan


def steps(rules: RuleSet, seed: int, parties: int = 1) -> Iterator[Step]:
    rng = random.Random(seed)
    for _ in range(parties):
        state = new_partie(rules)
        shown: PlayerView | None = None
        places: dict[int, Place] = {}
        while not state.is_over:
            if state.deal is None:
                state.apply(chance_action(state, rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
            seen = view(state, 0)
            if seen.deal_phase is None:
                continue
            same_deal = shown is not None and shown.deal_number == seen.deal_number
            if shown is None or not same_deal:
                table = layout(seen, None, size=TABLE_SIZE, order=HandOrder())
            else:
                table = layout(seen, None, size=TABLE_SIZE, order=HandOrder(), previous=places)
                prev = dict(places)
                swaps = reconcile(prev, table.places)
                plan = change_plan(shown.tricks, seen, prev, table.places, NORMAL, TABLE_SIZE)
                yield Step(shown, seen, prev, table, swaps, plan)
            places, shown = dict(table.places), seen


def moves(plan: Plan) -> list[Move]:
    return [s for stage in plan for s in stage.steps if isinstance(s, Move)]


@pytest.mark.parametrize(
    "rules",
    [RUBICON, AU_CENT, pytest.param(THIRTY_SIX, marks=pytest.mark.slow)],
    ids=["rubicon", "au-cent", "36"],
)
def test_every_card_that_changes_ends_where_the_layout_puts_it_and_no_other_moves(
    rules: RuleSet,
) -> None:
    for step in steps(rules, seed=2):
        new = step.table.places
        changed = {c for c, p in new.items() if differs(step.prev[c], p)}
        last: dict[int, Place] = {}
        for move in moves(step.plan):
            last[move.card] = move.end
        assert set(last) == changed
        assert all(last[c] == new[c] for c in changed)
        assert (not step.plan) == (not changed)


def test_a_completed_trick_flies_in_stays_then_goes_to_the_winner_s_pile() -> None:
    found = 0
    for step in steps(RUBICON, seed=4):
        if len(step.after.tricks) != len(step.before.tricks) + 1:
            continue
        trick = step.after.tricks[-1]
        first, gather, *rest = step.plan
        flying = [s for s in first.steps if isinstance(s, Move) and s.kind == "play"]
        assert [m.card for m in flying] == [trick.follow]  # the lead was already on the table
        assert flying[0].end == trick_place(trick.leader != 0, False, size=TABLE_SIZE)
        assert {m.card for m in moves((gather,))} == {trick.lead, trick.follow}
        assert all(m.kind == "gather" for m in moves((gather,)))
        assert all(m.delay == NORMAL.ms("trick_pause") for m in moves((gather,)))
        assert all(m.end.zone in (Zone.WON, Zone.OPP_WON) for m in moves((gather,)))
        if step.after.lead_card >= 0:  # the winner's next lead flies in last
            (lead,) = moves((rest[-1],))
            assert lead.card == step.after.lead_card and lead.kind == "play"
        found += 1
    assert found >= 20


def test_the_exchange_discards_first_then_takes_in_each_card_a_little_after_the_last() -> None:
    found = 0
    for step in steps(RUBICON, seed=6):
        if step.before.deal_phase != "elder_discard" or step.after.deal_phase == "elder_discard":
            continue
        if step.after.elder != 0:
            continue
        discard, take_in = step.plan[0], step.plan[1]
        thrown = [m for m in moves((discard,)) if m.kind == "exchange"]
        taken = moves((take_in,))
        assert {m.end.zone for m in thrown} == {Zone.DISCARD}
        assert [m.delay for m in thrown] == [i * NORMAL.ms("stagger") for i in range(len(thrown))]
        assert {m.start.zone for m in taken if m.start} <= {Zone.TALON_ELDER}
        assert {m.end.zone for m in taken} == {Zone.HAND}
        assert len(thrown) == len(taken) == step.after.took[0]
        found += 1
    assert found >= 2


def test_a_known_card_comes_from_the_pile_its_placeholder_stood_in() -> None:
    """The opponent plays a card: its placeholder stood in the talon, while another stood in his
    hand. The numbers are swapped so that the played card leaves his hand."""

    def hidden(zone: Zone, slot: int) -> Place:
        return Place(100.0 * slot, 100.0, 100.0, zone, slot, False, known=False)

    prev = {5: hidden(Zone.TALON_YOUNGER, 0), 40: hidden(Zone.OPP_HAND, 3)}
    new = {
        5: Place(800.0, 400.0, 140.0, Zone.TRICK, 0, True),  # now known: the card played
        40: hidden(Zone.TALON_YOUNGER, 0),  # the placeholder the count sends to the talon
    }
    before = dict(prev)
    assert reconcile(prev, new) == [(5, 40)]
    assert prev[5] == before[40] and prev[40] == before[5]
    assert reconcile({}, new) == []


def test_placeholder_swaps_over_random_parties_stay_within_the_hidden_piles() -> None:
    swapped = 0
    for step in steps(RUBICON, seed=8):
        for x, y in step.swaps:
            assert step.prev[x].zone in HIDDEN_ZONES and step.prev[y].zone in HIDDEN_ZONES
            assert step.table.places[x].known and not step.table.places[y].known
            # the placeholder now stays in its pile; the known card leaves the other one
            assert step.prev[y].zone == step.table.places[y].zone
            swapped += 1
    assert swapped


def test_a_travel_takes_a_time_in_proportion_to_its_distance_within_limits() -> None:
    start = Place(100.0, 500.0, 100.0, Zone.HAND, 0, True)
    typical = TYPICAL_TRAVEL["play"]
    base = BASE_MS["play"]

    def to(distance: float) -> Place:
        return replace(start, x=start.x + distance)

    assert NORMAL.travel("play", start, to(typical)) == base
    assert NORMAL.travel("play", start, to(typical * 1.2)) == round(base * 1.2)
    assert NORMAL.travel("play", start, to(typical * 9)) == round(base * TRAVEL_LIMITS[1])
    assert NORMAL.travel("play", start, to(typical * 0.1)) == round(base * TRAVEL_LIMITS[0])
    assert NORMAL.travel("play", start, start) == base  # turning over in place
    assert NORMAL.travel("play", None, start) == base
    assert NORMAL.travel("move", start, to(1000)) == BASE_MS["move"]  # a jump: fixed
    assert Timing(2.0).travel("play", start, to(typical)) == 2 * base


def test_the_deal_goes_packet_by_packet_from_the_pile_then_the_hand_turns_over() -> None:
    rules = RUBICON
    rng = random.Random(3)
    state = new_partie(rules)
    while state.deal is None:
        state.apply(chance_action(state, rng))
    seen = view(state, 0)
    table = layout(seen, None, size=TABLE_SIZE, order=HandOrder())
    start, stage = deal_plan(seen, table, NORMAL, TABLE_SIZE)
    assert set(start) == set(table.places)
    flights = [s for s in stage.steps if isinstance(s, Move)]
    flips = [s for s in stage.steps if isinstance(s, Flip)]
    assert {m.card for m in flights} == set(table.places)
    assert all(m.start == start[m.card] and m.end == table.places[m.card] for m in flights)
    assert all(not m.flip for m in flights)
    elder_hand = Zone.HAND if seen.elder == 0 else Zone.OPP_HAND
    other_hand = Zone.OPP_HAND if seen.elder == 0 else Zone.HAND
    by = rules.deal_by
    assert {m.end.zone for m in flights[:by]} == {elder_hand}  # elder's packet first
    assert {m.end.zone for m in flights[by : 2 * by]} == {other_hand}
    assert flights[by].delay == NORMAL.ms("deal_step")
    landed = max(m.delay + m.duration for m in flights)
    assert {f.card for f in flips} == set(table.zone_cards(Zone.HAND))
    assert all(f.face_up and f.delay > landed for f in flips)
