"""The table layout: every card of the pack in one consistent, honest place, in every phase.

The layout is pure Python, so it is checked here over thousands of positions from random parties
(and deliberately built carte blanche deals) without a window. "Honest" means a card drawn face up
or placed as known really is where the table says it is in the hidden state, and the player's view
is all the layout reads to put it there.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest
from helpers import play_random
from table_helpers import PHASES, sample_views

from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import cards_of, mask_of, pack, rank_of, suit_of
from piquet_desktop.engine.deal import TRICKS
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.ui.table.layout import (
    CARD_ASPECT,
    MAX_TABLE_WIDTH,
    MIN_TABLE_WIDTH,
    TRICK_THEIRS,
    TRICK_WIDTH,
    HandOrder,
    Place,
    TableLayout,
    Zone,
    layout,
    trick_place,
    whereabouts,
)

HAND_HEIGHT = 150.0 * CARD_ASPECT
STACKED = {Zone.TALON_ELDER, Zone.TALON_YOUNGER, Zone.OPP_DISCARD, Zone.WON, Zone.OPP_WON}


def _corners(p: Place) -> list[tuple[float, float]]:
    """The four corners of a placed card (rotation included)."""
    w, h = p.width, p.width * CARD_ASPECT
    a = math.radians(p.rotation)
    out = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        out.append(
            (p.x + dx * math.cos(a) - dy * math.sin(a), p.y + dx * math.sin(a) + dy * math.cos(a))
        )
    return out


Box = tuple[float, float, float, float]


def _boxes(places: dict[int, Place], zones: set[Zone]) -> list[Box]:
    out = []
    for p in places.values():
        if p.zone in zones:
            xs = [x for x, _ in _corners(p)]
            ys = [y for _, y in _corners(p)]
            out.append((min(xs), min(ys), max(xs), max(ys)))
    return out


def _any_overlap(a: list[Box], b: list[Box]) -> bool:
    return any(
        p[0] < q[2] - 1 and q[0] < p[2] - 1 and p[1] < q[3] - 1 and q[1] < p[3] - 1
        for p in a
        for q in b
    )


def _trick_area(size: tuple[float, float]) -> tuple[float, float, float, float]:
    """The rectangle both trick cards can cover (left, top, right, bottom)."""
    mine = trick_place(True, True, size=size)
    theirs = trick_place(False, False, size=size)
    h = TRICK_WIDTH * CARD_ASPECT
    return (
        min(mine.x, theirs.x) - TRICK_WIDTH / 2,
        min(mine.y, theirs.y) - h / 2,
        max(mine.x, theirs.x) + TRICK_WIDTH / 2,
        max(mine.y, theirs.y) + h / 2,
    )


def _check(
    v: PlayerView,
    table: TableLayout,
    state_hands: tuple[int, int],
    talon: list[int],
) -> None:
    me, opp = v.seat, 1 - v.seat
    places = table.places
    assert set(places) == set(pack(v.rules.deck)), "one place per card of the pack"
    zones = Counter(p.zone for p in places.values())
    assert zones[Zone.HAND] == v.hand.bit_count()
    assert zones[Zone.OPP_HAND] == v.opponent_hand_count
    assert zones[Zone.TALON_ELDER] + zones[Zone.TALON_YOUNGER] == v.talon_count
    assert zones[Zone.DISCARD] == v.discard.bit_count()
    assert zones[Zone.OPP_DISCARD] == (v.took[opp] or 0)
    assert zones[Zone.WON] == 2 * v.tricks_won[me]
    assert zones[Zone.OPP_WON] == 2 * v.tricks_won[opp]
    assert zones[Zone.TRICK] == (1 if v.lead_card >= 0 else 0)

    # No card in two places: cards outside stacks never share a position.
    spots = [(round(p.x, 3), round(p.y, 3)) for p in places.values() if p.zone not in STACKED]
    assert len(spots) == len(set(spots))
    slots = Counter((p.zone, p.slot) for p in places.values())
    assert max(slots.values()) == 1, "two cards in one slot of a zone"

    # The hand: sorted, inside the table, clear of the trick.
    assert list(table.hand_order) == HandOrder().sort(v.hand)
    size = table.size
    left, _top, right, bottom = _trick_area(size)
    for c in cards_of(v.hand):
        p = places[c]
        for x, y in _corners(p):
            assert 0 <= x <= size[0] and 0 <= y <= size[1], "hand card off the table"
        xs = [x for x, _ in _corners(p)]
        ys = [y for _, y in _corners(p)]
        raise_room = 0.22 * p.width * CARD_ASPECT  # a card raised for discard
        assert min(ys) - raise_room > bottom or max(xs) < left or min(xs) > right

    # Neighbouring groups keep apart at every table width: the hands from the name plates and
    # the discards, the talon from the trick.
    # (the player's plate goes up, above the hand's left end, on a table too narrow for both)
    plates = [(36.0, 36.0, 312.0, 120.0), (36.0, table.plate_y, 312.0, table.plate_y + 84.0)]
    raised = [
        (box[0], box[1] - 0.22 * HAND_HEIGHT, box[2], box[3]) for box in _boxes(places, {Zone.HAND})
    ]
    assert not _any_overlap(raised, plates), "a card raised for discard touches a name plate"
    groups = {
        "hand": _boxes(places, {Zone.HAND}),
        "opp_hand": _boxes(places, {Zone.OPP_HAND}),
        "discards": _boxes(places, {Zone.DISCARD, Zone.OPP_DISCARD}),
        "talon": _boxes(places, {Zone.TALON_ELDER, Zone.TALON_YOUNGER}),
        "won": _boxes(places, {Zone.WON, Zone.OPP_WON}),
    }
    for a, b in (("hand", "discards"), ("opp_hand", "discards"), ("talon", "won")):
        assert not _any_overlap(groups[a], groups[b]), f"{a} touches {b}"
    for name in ("hand", "opp_hand", "talon", "discards", "won"):
        assert not _any_overlap(groups[name], plates), f"{name} touches a name plate"
    assert not _any_overlap(groups["talon"], [(left, _top, right, bottom)]), "talon under trick"
    assert not _any_overlap(groups["won"], [(left, _top, right, bottom)]), "won tricks under trick"

    # Honest: face up only when known; known cards really are where they are drawn.
    for c, p in places.items():
        if p.face_up:
            assert p.known
        if not p.known:
            assert not p.face_up
        if p.known and p.zone == Zone.OPP_HAND:
            assert state_hands[opp] >> c & 1, "a known card drawn in the opponent's hand"
        if p.known and p.zone in (Zone.TALON_ELDER, Zone.TALON_YOUNGER):
            assert c in talon, "a known card drawn in the talon"
        if p.zone == Zone.HAND:
            assert p.face_up and state_hands[me] >> c & 1


@pytest.mark.slow
def test_every_card_has_exactly_one_consistent_place_in_every_phase() -> None:
    phases: set[str] = set()
    decks: set[int] = set()
    for i, (state, v0, v1) in enumerate(sample_views(range(8), stride=6)):
        deal = state.deal
        assert deal is not None
        hands = (deal.hands[0], deal.hands[1])
        for v, other in ((v0, v1), (v1, v0)):
            phases.add(v.deal_phase or "")
            decks.add(v.rules.deck)
            _check(v, layout(v), hands, deal.talon)
            _check(v, layout(v, other), hands, deal.talon)
            if i % 2:  # the narrowest and widest tables, on every other position
                narrow, wide = (MIN_TABLE_WIDTH, 1000.0), (MAX_TABLE_WIDTH, 1000.0)
                _check(v, layout(v, other, size=narrow), hands, deal.talon)
                _check(v, layout(v, size=wide), hands, deal.talon)
    assert set(PHASES) <= phases
    assert decks == {32, 36}


# The window's shapes, width over height of the table's viewport: the narrowest is the one the
# main window gives at its minimum size with the side panel docked (about 634 by 571 pixels), the
# widest a wide screen with the side panel closed. Beyond the layout's range the view letterboxes.
SHAPES = (MIN_TABLE_WIDTH / 1000.0, 1.2, 1.35, 1.6, MAX_TABLE_WIDTH / 1000.0)
LABEL_CHAR = 12.0  # a generous width per character of a caption at its 19-pixel font


def _inside(table: TableLayout) -> None:
    """Every card (rotated, a hand card raised for discard too) and every caption lies inside the
    table's rectangle: nothing is drawn off the felt, where the view would cut it."""
    width, height = table.size
    scale = height / 1000.0
    for c, p in table.places.items():
        raise_room = 0.22 * p.width * CARD_ASPECT if p.zone == Zone.HAND else 0.0
        for x, y in _corners(p):
            assert -0.01 <= x <= width + 0.01, (c, p, table.size)
            assert -0.01 <= y - raise_room <= height + 0.01, (c, p, table.size)
    for label in table.labels:
        half = len(label.text) * LABEL_CHAR * scale / 2
        assert half <= label.x <= width - half, (label, table.size)
        assert 0 < label.y < height, (label, table.size)


@pytest.mark.slow
def test_every_card_and_caption_lies_inside_the_table_at_every_window_shape() -> None:
    for i, (state, v0, v1) in enumerate(sample_views(range(5), stride=7)):
        deal = state.deal
        assert deal is not None
        hands = (deal.hands[0], deal.hands[1])
        shape = SHAPES[i % len(SHAPES)]
        size = (1000.0 * shape, 1000.0)
        for v, other in ((v0, v1), (v1, None)):
            table = layout(v, other, size=size)
            _inside(table)
            _check(v, table, hands, deal.talon)
        # The same shape at the minimum window's pixel height: scaled, still inside.
        _inside(layout(v0, size=(571.0 * shape, 571.0)))


def test_the_narrowest_window_shape_gets_a_table_of_its_own_shape() -> None:
    """At the minimum window the table takes the viewport's shape, so it is not letterboxed
    to a wider table with smaller cards."""
    state = play_random(RuleSet(), 2, until=lambda s: s.deal is not None)
    narrow = layout(view(state, 0), size=(634.0, 571.0))
    assert MIN_TABLE_WIDTH <= 1000.0 * 634.0 / 571.0
    _inside(narrow)


def test_the_opponents_hand_is_face_down_unless_his_view_is_given() -> None:
    state = play_random(RuleSet(), 3, until=lambda s: s.deal is not None and s.deal.phase == "play")
    v0, v1 = view(state, 0), view(state, 1)
    hidden = layout(v0)
    known = whereabouts(v0).opp_hand_known
    for c in hidden.zone_cards(Zone.OPP_HAND):
        assert hidden.places[c].face_up == bool(known >> c & 1)
    open_table = layout(v0, v1)
    assert set(open_table.zone_cards(Zone.OPP_HAND)) == set(cards_of(v1.hand))
    assert all(open_table.places[c].face_up for c in cards_of(v1.hand))
    assert set(open_table.zone_cards(Zone.OPP_DISCARD)) == set(cards_of(v1.discard))


def test_shown_combinations_are_face_up_in_the_opponents_row() -> None:
    for seed in range(40):
        state = play_random(
            RuleSet(), seed, until=lambda s: s.deal is not None and len(s.deal.tricks) == 2
        )
        v = view(state, 0)
        shown = [e for e in v.events if e.seat == 1 and e.kind in ("point", "sequence", "set")]
        if not shown:
            continue
        table = layout(v)
        still_held = shown[0].cards & ~v.played_cards()
        for c in cards_of(still_held):
            assert table.places[c].zone == Zone.OPP_HAND and table.places[c].face_up
        return
    pytest.fail("no seed showed an opponent's combination")


def test_the_hand_follows_the_sort_order() -> None:
    state = play_random(RuleSet(deck=36), 5, until=lambda s: s.deal is not None)
    v = view(state, 0)
    order = HandOrder(suits=(3, 2, 1, 0), descending=False)
    cards = list(layout(v, order=order).hand_order)
    keys = [(order.suits.index(suit_of(c)), rank_of(c)) for c in cards]
    assert keys == sorted(keys)
    xs = [layout(v, order=order).places[c].x for c in cards]
    assert xs == sorted(xs), "left to right in the sort order"


def test_placeholders_keep_their_zones_from_one_layout_to_the_next() -> None:
    state = play_random(RuleSet(), 8, until=lambda s: s.deal is not None and s.deal.phase == "play")
    v = view(state, 0)
    first = layout(v)
    again = layout(v, previous=first.places)
    assert again.places == first.places


def test_a_smaller_table_scales_every_place() -> None:
    state = play_random(RuleSet(), 2, until=lambda s: s.deal is not None)
    v = view(state, 0)
    full = layout(v)
    half = layout(v, size=(800.0, 500.0))
    c = next(iter(full.places))
    assert half.places[c].x == pytest.approx(full.places[c].x / 2)
    assert half.places[c].width == pytest.approx(full.places[c].width / 2)


def test_no_deal_means_no_cards() -> None:
    state = play_random(RuleSet(), 1, until=1)  # after the cut, before the shuffle
    assert layout(view(state, 0)).places == {}


def test_the_end_of_a_deal_puts_the_last_trick_in_its_winners_pile() -> None:
    rules = RuleSet()
    state = play_random(
        rules,
        4,
        until=lambda s: (
            s.deal is not None and len(s.deal.tricks) == TRICKS - 1 and s.deal.lead_card >= 0
        ),
    )
    assert state.deal is not None
    follower = 1 - state.deal.leader
    last_card = cards_of(state.deal.hands[follower])[0]
    state.apply(state.legal_actions()[0])
    assert state.deal is None
    for seat in (0, 1):
        final = view(state, seat)  # between deals: the deal just finished
        assert final.deal_phase == "over" and len(final.tricks) == TRICKS
        assert final.tricks[-1].follow == last_card
        table = layout(final)
        zones = Counter(p.zone for p in table.places.values())
        assert zones[Zone.HAND] == zones[Zone.OPP_HAND] == zones[Zone.TRICK] == 0
        assert zones[Zone.WON] + zones[Zone.OPP_WON] == 2 * TRICKS
        assert set(table.places) == set(pack(rules.deck))
        # The last card was played to the trick: every player can name it, whoever played it.
        assert table.places[last_card].known


def test_the_trick_cards_lie_nearer_their_players() -> None:
    mine = trick_place(True, True)
    theirs = trick_place(False, False)
    assert mine.y > theirs.y and theirs.z > mine.z
    assert (theirs.x, theirs.y) == TRICK_THEIRS


def test_the_talon_cards_elder_left_are_face_up_for_him_only() -> None:
    state = play_random(
        RuleSet(), 6, until=lambda s: s.deal is not None and s.deal.phase == "elder_discard"
    )
    assert state.deal is not None
    elder = state.deal.elder
    state.apply(Discard(mask_of(cards_of(state.deal.hands[elder])[:3])))  # leaves two
    left = state.deal.talon[:2]
    mine = layout(view(state, elder))
    for c in left:
        assert mine.places[c].zone == Zone.TALON_ELDER and mine.places[c].face_up
    theirs = layout(view(state, 1 - elder))
    assert not any(theirs.places[c].face_up for c in left)


def test_a_narrow_table_fans_the_hand_over_the_bottom_row_with_the_plate_above_it() -> None:
    """At 1280 by 800 the hand was fanned a quarter of a card apart while half the felt was
    empty: on a table too narrow for the plate and the full fan side by side, the player's plate
    goes up above the hand's left end and the hand takes the bottom row."""
    state = play_random(RuleSet(), 3, until=lambda s: s.deal is not None)
    v = view(state, 0)
    for width, least_step in ((MIN_TABLE_WIDTH, 55.0), (1285.0, 65.0), (MAX_TABLE_WIDTH, 65.0)):
        table = layout(v, size=(width, 1000.0))
        xs = [table.places[c].x for c in table.hand_order]
        steps = [b - a for a, b in itertools.pairwise(xs)]
        assert min(steps) >= least_step, (width, min(steps))
        raised = width - 2 * 336.0 < 870.0
        assert (table.plate_y < 700.0) == raised, (width, table.plate_y)


def test_a_narrow_table_fans_the_opponents_hand_over_the_room_beside_his_plate() -> None:
    """At 1024 by 700 the opponent's twelve cards were pressed 30 units apart between the two
    columns of name plates while felt lay unused before his discard: on a narrow table his hand
    takes the room between his plate and his discard, and touches neither."""
    state = play_random(RuleSet(), 3, until=lambda s: s.deal is not None)
    v = view(state, 0)
    plate_right = 36.0 + 276.0
    for width, least_step in ((MIN_TABLE_WIDTH, 32.0), (1200.0, 41.0), (MAX_TABLE_WIDTH, 47.5)):
        table = layout(v, size=(width, 1000.0))
        opp = sorted(
            (p for p in table.places.values() if p.zone == Zone.OPP_HAND), key=lambda p: p.slot
        )
        assert len(opp) == 12
        steps = [b.x - a.x for a, b in itertools.pairwise(opp)]
        assert min(steps) >= least_step, (width, min(steps))
        discard = [p for p in table.places.values() if p.zone == Zone.OPP_DISCARD]
        discard_left = min((p.x - p.width / 2 for p in discard), default=width - 275.0)
        assert opp[0].x - opp[0].width / 2 > plate_right, width
        assert opp[-1].x + opp[-1].width / 2 + 30.0 < discard_left, width
