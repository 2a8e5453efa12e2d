"""One whole deal per variant, built by hand and played action by action.

The expected scores were worked out from RULES.md before running the engine; the comments give
the reasoning, so a failure here says which rule the engine and the hand count disagree on.
"""

from __future__ import annotations

from builders import answer, call, claim, discard, look, m, partie_state, play, scored

from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import parse_cards
from piquet_desktop.engine.partie import GameResult, PartieState
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX
from piquet_desktop.engine.view import view

Event = tuple[int, str, int]


def events(state: PartieState) -> list[Event]:
    assert state.deal is not None
    return scored(state.deal.events())


def play_tricks(
    state: PartieState, before: list[Event], tricks: list[tuple[str, str, list[Event]]]
) -> list[Event]:
    """Play (lead, follow, scores of the trick) in turn, checking the scores after every card."""
    expected = list(before)
    for lead, follow, scores in tricks:
        state.apply(play(lead))
        expected += [e for e in scores if e[1] == "lead"]
        if state.deal is not None:
            assert events(state) == expected, f"after leading {lead}"
        state.apply(play(follow))
        expected += [e for e in scores if e[1] != "lead"]
        if state.deal is not None:
            assert events(state) == expected, f"after {lead} {follow}"
    return expected


def test_a_rubicon_deal() -> None:
    # Seat 1 is elder. Dealt:
    elder = "AS KS QS 9S 7S AH 10H 8H KD 9D 7D 8C"
    younger = "JS 10S 8S KH QH 9H JD 10D AC KC QC 9C"
    state = partie_state(RUBICON, elder, younger, "JH AD QD 7H 10C 8D JC 7C", elder=1)
    assert state.dealer == 0 and state.deal is not None and state.deal.elder == 1

    # Elder takes all five, younger his three: nothing is left in the talon.
    state.apply(discard("7S 8H 9D 7D 8C"))
    assert view(state, 1).taken == m("JH AD QD 7H 10C") and view(state, 1).seen_talon == 0
    state.apply(discard("8S 9H JD"))
    assert view(state, 0).taken == m("8D JC 7C")
    # Elder: AS KS QS 9S / AH JH 10H 7H / AD KD QD / 10C.
    # Younger: JS 10S / KH QH / 10D 8D / AC KC QC JC 9C 7C.

    # Point: elder's four spades (41) against younger's six clubs: not good.
    state.apply(call("point", "AS KS QS 9S"))
    state.apply(answer("not_good"))
    # Sequence: elder's tierce major against younger's quart major in clubs: not good.
    state.apply(call("sequence", "AS KS QS"))
    state.apply(answer("not_good"))
    # Sets: three aces; younger holds no set, so "good" is said for him.
    state.apply(call("set", "AS AH AD"))
    assert events(state) == [(1, "set", 3)]  # younger's scores wait for elder's lead
    assert state.deal.phase == "play"

    # Elder leads: younger's point and quart reckon first, then elder's trio, then the play.
    hand = [(0, "point", 6), (0, "sequence", 4), (1, "set", 3)]
    lead = (1, "lead", 1)
    final = play_tricks(
        state,
        hand,
        [
            ("AS", "10S", [lead]),
            ("KS", "JS", [lead]),
            ("QS", "7C", [lead]),
            ("9S", "9C", [lead]),
            ("AD", "8D", [lead]),
            ("KD", "10D", [lead]),
            ("QD", "QH", [lead]),
            ("AH", "KH", [lead]),
            ("JH", "JC", [lead]),
            ("10H", "QC", [lead]),
            ("7H", "KC", [lead]),
            # younger takes the last trick: 1 for it, 1 for the last; elder has the cards, 11 to 1
            ("10C", "AC", [lead, (0, "trick", 1), (0, "last_trick", 1), (1, "cards", 10)]),
        ],
    )
    assert state.deal is None
    (result,) = state.results
    assert scored(result.events) == final
    assert result.totals == (6 + 4 + 1 + 1, 3 + 12 + 10) == (12, 25)
    assert state.totals == [12, 25] and state.dealer == 1 and not state.is_over


def test_an_au_cent_deal_with_carte_blanche_and_repique_winning_a_double_game() -> None:
    # Seat 0 is elder and holds carte blanche (no king, queen or knave).
    elder = "AS 10S 9S 8S 7S AH 10H 9H AD 10D 9D AC"
    younger = "KS QS JS KH QH JH 8H KD QD JD 8D KC"
    state = partie_state(AU_CENT, elder, younger, "QC JC 10C 9C 7H 8C 7C 7D")
    d = state.deal
    assert d is not None and d.phase == "carte_blanche" and d.to_act == 0

    state.apply(claim(4))  # he says at once how many he takes
    assert d.exchange_range() == (0, 4)  # au cent: younger need not exchange
    assert view(state, 1).opponent_dealt_shown == 0
    state.apply(Discard(0))  # younger discards (nothing) before elder shows
    assert d.speech[-2].text == "I discard none."
    assert events(state) == [(0, "carte_blanche", 10)]
    assert view(state, 1).opponent_dealt_shown == m(elder)
    state.apply(discard("9H 9D 8S 7S"))
    assert view(state, 0).seen_talon == m("7H")  # the fifth card of his portion
    # Elder: AS 10S 9S / AH 10H / AD 10D / AC QC JC 10C 9C. Younger kept his twelve.

    state.apply(call("point", "AC QC JC 10C 9C"))  # five against four: good
    state.apply(call("sequence", "QC JC 10C 9C"))  # quart against tierces: good
    state.apply(call("set", "AS AH AD AC"))  # fourteen aces beat fourteen kings; tens score too
    assert events(state) == [
        (0, "carte_blanche", 10),
        (0, "point", 5),
        (0, "sequence", 4),
        (0, "set", 14),
        (0, "set", 14),
    ]  # no bonus is decided before elder's lead

    state.apply(play("AS"))
    # 10 + 5 + 4 + 14 = 33 on the fourteen aces: repique, before the fourteen tens.
    hand = [
        (0, "carte_blanche", 10),
        (0, "point", 5),
        (0, "sequence", 4),
        (0, "set", 14),
        (0, "repique", 60),
        (0, "set", 14),
        (0, "lead", 1),
    ]
    assert events(state) == hand
    assert d.phase == "talon_choice" and d.to_act == 1
    state.apply(look(True))
    assert view(state, 0).seen_talon == view(state, 1).seen_talon == m("7H 8C 7C 7D")

    e_lead, y_lead, y_trick = (0, "lead", 1), (1, "lead", 1), (1, "trick", 1)
    state.apply(play("JS"))
    final = play_tricks(
        state,
        hand,
        [
            ("AH", "8H", [e_lead]),
            ("AD", "8D", [e_lead]),
            ("AC", "KC", [e_lead]),
            ("QC", "JD", [e_lead]),
            ("JC", "QD", [e_lead]),
            ("10C", "KD", [e_lead]),
            ("9C", "JH", [e_lead]),
            ("10H", "QH", [e_lead, y_trick]),
            ("KS", "9S", [y_lead]),
            ("QS", "10S", [y_lead]),
            ("KH", "10D", [y_lead, (1, "last_trick", 1), (0, "cards", 10)]),
        ],
    )
    (result,) = state.results
    assert scored(result.events) == final
    assert result.totals == (10 + 5 + 4 + 14 + 60 + 14 + 9 + 10, 1 + 3 + 1) == (126, 5)
    # Au cent: elder reaches 100 on the fourteen tens (10, 15, 19, 33, 93, 107) with younger
    # on nothing: a double game; the rest of the deal counts for no game.
    assert state.games == [GameResult(0, True, (107, 0), 1)]
    assert state.game_scores == [0, 0] and state.game_points() == (2, 0)
    assert not state.is_over


def test_a_thirty_six_card_deal_with_a_neuvieme_repique_and_capot() -> None:
    # Seat 1 is elder; 36 cards, a talon of twelve, elder may take up to seven.
    elder = "AS KS QS JS 10S 9S 8S 7S AH AD 6H 6D"
    younger = "10D JD QD KD KC QC JC 10C 9C 8C 7C 6C"
    talon = "6S AC 7H 8H 9H 10H JH QH KH 7D 8D 9D"
    state = partie_state(THIRTY_SIX, elder, younger, talon, elder=1)
    d = state.deal
    assert d is not None and len(d.talon) == 12 and d.exchange_range() == (1, 7)

    state.apply(discard("6H 6D"))
    # He took two of his seven and may look at the five he left.
    assert view(state, 1).seen_talon == m("7H 8H 9H 10H JH")
    assert view(state, 0).seen_talon == 0
    assert d.exchange_range() == (0, 10)
    state.apply(discard("6C 7C 8C"))
    assert d.talon == parse_cards("10H JH QH KH 7D 8D 9D")
    assert view(state, 0).took == (3, 2)
    # Elder: all nine spades and three aces. Younger: KC QC JC 10C 9C, 10D JD QD KD, 9H 8H 7H.

    state.apply(call("point", "AS KS QS JS 10S 9S 8S 7S 6S"))
    state.apply(call("sequence", "AS KS QS JS 10S 9S 8S 7S 6S"))
    state.apply(call("set", "AS AH AD AC"))
    state.apply(play("AS"))
    # 9 + 19 = 28, then the fourteen aces: 42, a repique.
    hand = [
        (1, "point", 9),
        (1, "sequence", 19),
        (1, "set", 14),
        (1, "repique", 60),
        (1, "lead", 1),
    ]
    assert events(state) == hand
    state.apply(look(False))
    assert view(state, 0).seen_talon == 0 and view(state, 1).seen_talon == m("7H 8H 9H 10H JH")

    lead = (1, "lead", 1)
    state.apply(play("KD"))
    final = play_tricks(
        state,
        hand,
        [
            ("KS", "QD", [lead]),
            ("QS", "JD", [lead]),
            ("JS", "KC", [lead]),
            ("10S", "QC", [lead]),
            ("9S", "JC", [lead]),
            ("8S", "10C", [lead]),
            ("7S", "9C", [lead]),
            ("6S", "8H", [lead]),
            ("AH", "9H", [lead]),
            ("AD", "10D", [lead]),
            ("AC", "7H", [lead, (1, "last_trick", 1), (1, "capot", 40)]),
        ],
    )
    (result,) = state.results
    assert scored(result.events) == final
    assert result.totals == (0, 42 + 60 + 12 + 1 + 40) == (0, 155)
    # Played as au cent: the repique takes elder from 42 to 102, a double game.
    assert state.games == [GameResult(1, True, (0, 102), 1)]
