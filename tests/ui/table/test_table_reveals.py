"""Why the cards the player does not hold lie face up: each reason comes from the view, the marks
have a key exactly when some show, and the key and the open piquet banner lie clear of the cards."""

from __future__ import annotations

import pytest
from helpers import play_random
from table_helpers import blank_deal, sample_views

from piquet_desktop.ai.player import start_deal
from piquet_desktop.engine.actions import Answer, Call, CarteBlanche, Discard, Sink
from piquet_desktop.engine.cards import cards_of, mask_of, parse_cards
from piquet_desktop.engine.combinations import best
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view
from piquet_desktop.ui.table.layout import (
    CARD_ASPECT,
    LEGEND_WIDTH,
    MIN_TABLE_WIDTH,
    Place,
    TableLayout,
    Zone,
    layout,
    whereabouts,
)
from piquet_desktop.ui.table.reveals import BANNER, MARKED, Reveal, describe, shown_combinations

NAMES = ("You", "Computer")
NOT_HELD = {Zone.OPP_HAND, Zone.TALON_ELDER, Zone.TALON_YOUNGER, Zone.OPP_DISCARD}


def _box(p: Place) -> tuple[float, float, float, float]:
    h = p.width * CARD_ASPECT
    return p.x - p.width / 2, p.y - h / 2, p.x + p.width / 2, p.y + h / 2


def _clear_of_cards(table: TableLayout, box: tuple[float, float, float, float]) -> bool:
    left, top, right, bottom = box
    return not any(
        b[0] < right and left < b[2] and b[1] < bottom and top < b[3]
        for b in map(_box, table.places.values())
    )


def _legend_box(table: TableLayout) -> tuple[float, float, float, float]:
    lg = table.legend
    assert lg is not None
    return lg.x, lg.y, lg.x + LEGEND_WIDTH, lg.y + lg.row * len(lg.marks)


def _check_reveals(v: PlayerView, other: PlayerView | None, table: TableLayout) -> None:
    opp = 1 - v.seat
    combos = shown_combinations(v)
    own = whereabouts(v)
    for c, p in table.places.items():
        if not (p.face_up and p.zone in NOT_HELD):
            assert p.reveal is None, (c, p)
            continue
        assert p.reveal is not None, (c, p)
        if p.reveal is Reveal.SHOWN:
            assert combos >> c & 1
        elif p.reveal is Reveal.CARTE_BLANCHE:
            assert v.opponent_dealt_shown >> c & 1 and v.took[opp] is None
        elif p.reveal is Reveal.TALON:
            assert v.seen_talon >> c & 1
        else:
            assert other is not None, "face up without the opponent's view, for no reason"
            assert not (own.opp_hand_known | own.talon_known) >> c & 1
        text = describe(c, p.reveal, p.zone.value, v, NAMES, practice=True)
        assert text and ": " in text
    marks = {p.reveal for p in table.places.values() if p.zone == Zone.OPP_HAND and p.face_up}
    expected = tuple(m for m in MARKED if m in marks)
    if expected:
        assert table.legend is not None and table.legend.marks == expected
        left, top, right, bottom = _legend_box(table)
        assert left >= 0 and right <= table.size[0] and top >= 0 and bottom <= table.size[1]
        assert _clear_of_cards(table, (left, top, right, bottom)), "the key covers a card"
    else:
        assert table.legend is None


@pytest.mark.slow
def test_every_face_up_card_not_held_says_why_from_the_view_alone() -> None:
    seen: set[Reveal] = set()
    for i, (_state, v0, v1) in enumerate(sample_views(range(6), stride=6)):
        width = MIN_TABLE_WIDTH if i % 2 else 1600.0
        for v, other in ((v0, None), (v1, None), (v0, v1)):
            table = layout(v, other, size=(width, 1000.0))
            _check_reveals(v, other, table)
            seen |= {p.reveal for p in table.places.values() if p.reveal is not None}
    assert seen == set(Reveal), "every reason came up"


def test_a_shown_combination_names_the_call() -> None:
    for seed in range(40):
        state = play_random(
            RuleSet(), seed, until=lambda s: s.deal is not None and len(s.deal.tricks) == 1
        )
        v = view(state, 0)
        table = layout(v)
        shown = [c for c in table.zone_cards(Zone.OPP_HAND) if table.places[c].face_up]
        if not shown:
            continue
        c = shown[0]
        assert table.places[c].reveal is Reveal.SHOWN
        event = next(e for e in v.events if e.seat == 1 and e.cards >> c & 1)
        text = describe(c, Reveal.SHOWN, "opp_hand", v, NAMES, practice=False)
        assert text.startswith("Shown: Computer's ")
        assert event.reason[1:] in text  # "Quart to the king in hearts" as "quart to the ..."
        assert table.legend is not None and table.legend.marks[0] is Reveal.SHOWN
        return
    pytest.fail("no seed showed an opponent's combination")


def test_carte_blanche_marks_the_opponents_whole_hand_until_he_discards() -> None:
    rules = RuleSet()
    state = blank_deal(rules, elder=1)  # the computer, elder, holds carte blanche
    state.apply(CarteBlanche(True, 5))
    assert state.deal is not None and state.deal.phase == "younger_discard"
    state.apply(Discard(mask_of(cards_of(state.deal.hands[0])[:2])))  # then elder shows
    v = view(state, 0)
    assert v.deal_phase == "elder_discard"
    table = layout(v)
    row = table.zone_cards(Zone.OPP_HAND)
    assert all(table.places[c].reveal is Reveal.CARTE_BLANCHE for c in row) and len(row) == 12
    assert table.legend is not None and table.legend.marks == (Reveal.CARTE_BLANCHE,)
    text = describe(row[0], Reveal.CARTE_BLANCHE, "opp_hand", v, NAMES, practice=False)
    assert text == "Shown by carte blanche: Computer showed all twelve cards dealt"


def test_talon_cards_elder_left_and_younger_took_are_marked_in_younger_hand() -> None:
    state = play_random(
        RuleSet(), 6, until=lambda s: s.deal is not None and s.deal.phase == "elder_discard"
    )
    deal = state.deal
    assert deal is not None
    elder = deal.elder
    state.apply(Discard(mask_of(cards_of(deal.hands[elder])[:3])))  # leaves two
    left = deal.talon[:2]
    mine = layout(view(state, elder))
    for c in left:
        assert mine.places[c].reveal is Reveal.TALON and mine.places[c].zone == Zone.TALON_ELDER
        text = describe(c, Reveal.TALON, "talon_elder", view(state, elder), NAMES, False)
        assert text.startswith("Seen in the talon: ")
    assert mine.legend is None, "no mark on the opponent's hand yet"
    younger = 1 - elder
    state.apply(Discard(mask_of(cards_of(deal.hands[younger])[:3])))  # takes the two and one
    v = view(state, elder)
    table = layout(v)
    for c in left:
        assert table.places[c].zone == Zone.OPP_HAND and table.places[c].reveal is Reveal.TALON
    names = ("Ann", "Bob") if elder == 0 else ("Bob", "Ann")
    text = describe(left[0], Reveal.TALON, "opp_hand", v, names, practice=False)
    assert text == "Seen in the talon: Bob took it"
    assert table.legend is not None and Reveal.TALON in table.legend.marks


def test_the_banner_shows_for_open_piquet_only_and_lies_clear_of_the_cards() -> None:
    state = play_random(
        RuleSet(deck=36), 3, until=lambda s: s.deal is not None and s.deal.phase == "play"
    )
    v0, v1 = view(state, 0), view(state, 1)
    assert layout(v0, v1).banner is None, "a replay showing both hands has no banner"
    assert layout(v0, practice=True).banner is None, "no banner without the opponent's hand"
    for width in (MIN_TABLE_WIDTH, 1600.0, 1900.0):
        table = layout(v0, v1, practice=True, size=(width, 1000.0))
        banner = table.banner
        assert banner is not None and banner.text == BANNER
        half = len(BANNER) * 12.0 / 2
        box = (banner.x - half, banner.y - 20, banner.x + half, banner.y + 20)
        assert box[0] >= 0 and box[2] <= width
        assert _clear_of_cards(table, box), "the banner covers a card"
        if table.legend is not None:
            lg = _legend_box(table)
            assert lg[2] < box[0] or lg[3] < box[1], "the banner covers the key"
    opp_cards = cards_of(v1.hand)
    table = layout(v0, v1, practice=True)
    opened = [c for c in opp_cards if table.places[c].reveal is Reveal.OPEN]
    assert opened
    text = describe(opened[0], Reveal.OPEN, "opp_hand", v0, NAMES, practice=True)
    assert text == "Open piquet (practice): Computer's hand is face up"
    replay = describe(opened[0], Reveal.OPEN, "opp_hand", v0, NAMES, practice=False)
    assert replay == "Both hands shown: Computer's hand is face up"


def test_a_tied_combination_shown_is_marked_shown_and_says_it_tied() -> None:
    elder_hand = mask_of(parse_cards("AS KS QS JS 10S 7H 8H 7D 8D 9D 7C 8C"))  # the computer's
    younger_hand = mask_of(parse_cards("AH KH QH JH 10H 7S 8S 9S 10D JD 9C 10C"))  # quints, 51
    rules = RuleSet(partie="au_cent", younger_must_exchange=False)
    order = order_for_hands(
        (younger_hand, elder_hand), parse_cards("9H QD KD AD JC QC KC AC"), 1, 2
    )
    state = start_deal(rules, order, 1)
    state.apply(Discard(mask_of(parse_cards("7C"))))
    state.apply(Discard(0))
    deal = state.deal
    assert deal is not None
    while deal.phase == "declare":
        if deal.declaration_step == "answer":
            legal = deal.legal_actions()
            state.apply(Answer("equal") if Answer("equal") in legal else Answer("good"))
        else:
            held = best(deal.hands[deal.to_act], deal.current_category)
            state.apply(
                Call(deal.current_category, held.cards) if held else Sink(deal.current_category)
            )
    v = view(state, 0)
    quint = mask_of(parse_cards("AS KS QS JS 10S"))
    assert not any(e.seat == 1 and e.cards & quint for e in v.events)  # tied: nobody scored
    table = layout(v)
    for c in cards_of(quint):
        assert table.places[c].face_up and table.places[c].reveal is Reveal.SHOWN
    text = describe(cards_of(quint)[0], Reveal.SHOWN, "opp_hand", v, NAMES, practice=False)
    assert text == "Shown: Computer's combination that tied (nobody scored it)"
