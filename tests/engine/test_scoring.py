"""Score events in reckoning order (Law 67) and RULES.md's worked numbers."""

from __future__ import annotations

from builders import call, declaring, play, scored

from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.scoring import ScoreEvent, totals_of, with_bonuses


def ev(seat: int, kind: str, points: int, for_pique: bool = True) -> ScoreEvent:
    return ScoreEvent(seat, points, kind, kind, for_pique)  # type: ignore[arg-type]


def test_totals_add_each_seats_events() -> None:
    assert totals_of([ev(0, "point", 5), ev(1, "sequence", 15), ev(0, "lead", 1)]) == (6, 15)
    assert totals_of([]) == (0, 0)


def test_events_serialise_with_their_reason() -> None:
    e = ScoreEvent(1, 15, "sequence", "Quint major in spades")
    assert e.to_json() == {
        "seat": 1,
        "points": 15,
        "kind": "sequence",
        "reason": "Quint major in spades",
    }


def test_no_bonus_is_decided_before_every_hand_score_is_reckoned() -> None:
    events = [ev(0, "point", 8), ev(0, "sequence", 18), ev(0, "sequence", 4)]
    assert with_bonuses(events, complete_hand=False) == events
    assert [e.kind for e in with_bonuses(events, complete_hand=True)][-1] == "repique"


def test_seed_003_arithmetic_seven_fifteen_four_three_three_is_32_and_92() -> None:
    events = [
        ev(0, "point", 7),
        ev(0, "sequence", 15),
        ev(0, "sequence", 4),
        ev(0, "sequence", 3),
        ev(0, "set", 3),
    ]
    out = with_bonuses(events, complete_hand=True)
    assert sum(e.points for e in events) == 32
    assert [e.kind for e in out] == ["point", "sequence", "sequence", "sequence", "set", "repique"]
    assert totals_of(out) == (92, 0)


def test_a_bonus_lands_right_after_the_score_that_reaches_thirty() -> None:
    events = [ev(1, "point", 8), ev(1, "sequence", 18), ev(1, "set", 14), ev(0, "lead", 1)]
    out = with_bonuses(events, complete_hand=True)
    assert [(e.seat, e.kind) for e in out] == [
        (1, "point"),
        (1, "sequence"),
        (1, "set"),
        (1, "repique"),
        (0, "lead"),
    ]


def test_play_scores_reaching_thirty_make_a_pique_not_a_repique() -> None:
    events = [ev(0, "point", 6), ev(0, "sequence", 16), *[ev(0, "lead", 1)] * 8, ev(1, "trick", 1)]
    out = with_bonuses(events, complete_hand=True)
    assert [e.kind for e in out].count("pique") == 1
    assert out[10].kind == "pique" and out[10].points == 30


def test_zero_point_events_and_events_not_for_pique_neither_count_nor_shield() -> None:
    events = [
        ev(1, "lead", 0),
        ev(0, "point", 8),
        ev(0, "sequence", 18),
        ev(1, "cards", 10, False),
        ev(0, "set", 14),
    ]
    out = with_bonuses(events, complete_hand=True)
    assert (0, "repique", 60) in scored(out)


def test_only_one_bonus_per_deal() -> None:
    events = [ev(0, "point", 8), ev(0, "sequence", 18), ev(0, "set", 14), *[ev(0, "lead", 1)] * 12]
    kinds = [e.kind for e in with_bonuses(events, complete_hand=True)]
    assert kinds.count("repique") == 1 and "pique" not in kinds


def test_the_holdable_huitieme_hand_8_18_3_3_is_32_and_92() -> None:
    # A huitième is the whole of one suit in the 32-card pack; the tierce is Q J 10 of hearts
    # and the trio three knaves, one of them the knave of spades.
    elder = "AS KS QS JS 10S 9S 8S 7S QH JH 10H JD"
    younger = "AH AD KH KD QD QC JC 10D 10C 9H 9D 9C"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S 9S 8S 7S"))
    state.apply(call("sequence", "AS KS QS JS 10S 9S 8S 7S"))
    state.apply(call("set", "JS JH JD"))
    state.apply(play("AS"))
    assert state.deal is not None
    events = scored(state.deal.events())
    assert events[:5] == [
        (0, "point", 8),
        (0, "sequence", 18),
        (0, "sequence", 3),
        (0, "set", 3),
        (0, "repique", 60),
    ]
    assert sum(p for _, _, p in events[:5]) == 92


def test_the_repique_hand_point_5_quint_15_quatorze_14_is_34_and_94() -> None:
    elder = "AS KS QS JS 10S AH 9H 7H AD 8D AC 7C"
    younger = "KH QH JH 10H KD QD JD 10D KC QC JC 10C"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(call("sequence", "AS KS QS JS 10S"))
    state.apply(call("set", "AS AH AD AC"))
    state.apply(play("AS"))
    assert state.deal is not None
    events = scored(state.deal.events())
    assert events[:4] == [(0, "point", 5), (0, "sequence", 15), (0, "set", 14), (0, "repique", 60)]
    assert sum(p for _, _, p in events[:4]) == 94
