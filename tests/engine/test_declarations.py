"""RULES.md section 4: point, sequence and set, and the call-and-answer protocol (Laws 46-56)."""

from __future__ import annotations

import pytest
from builders import (
    answer,
    call,
    declaring,
    m,
    pass_declarations,
    play,
    scored,
    sink,
    skip_to,
)

from piquet_desktop.engine.actions import Answer, Call, Sink
from piquet_desktop.engine.cards import QUEEN, pack_mask
from piquet_desktop.engine.combinations import (
    best,
    callable_combinations,
    good_against_the_cards,
    holdings,
    point_of,
    scoring_combinations,
    sequence,
    sequence_score,
    sets,
)
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.view import view


def deal_of(state: PartieState) -> DealState:
    assert state.deal is not None
    return state.deal


def hand_events(state: PartieState) -> list[tuple[int, str, int]]:
    return [e for e in scored(deal_of(state).events()) if e[1] not in ("lead", "trick")]


def snapshot(state: PartieState) -> tuple[object, ...]:
    d = deal_of(state)
    return (
        d.phase,
        d.declaration_step,
        d.declaration_index,
        d.answer_stage,
        d.to_act,
        tuple(d.hands),
        [(c.elder_call, c.younger_call, c.winner, c.equal, tuple(c.replies)) for c in d.categories],
        len(d.speech),
        tuple(d.pending_younger),
        [tuple(g) for g in d.declaration_events],
        len(state.actions),
    )


def refused(state: PartieState, action: object, message: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match=message):
        state.apply(action)  # type: ignore[arg-type]
    assert snapshot(state) == before


# ---------------------------------------------------------------------------------- point

# Elder's spades A K Q 9 8 make 48; younger's hearts A K Q 9 7 make 47.
POINT_48 = "AS KS QS 9S 8S AD 10D 7D AC 10C 7C 10H"
POINT_47 = "AH KH QH 9H 7H KD QD 9D KC QC 9C JS"


def test_pips_count_ace_eleven_courts_and_ten_ten() -> None:
    assert point_of(m("AS KS QS JS 10S 9S 8S 7S"), 0).key == (8, 11 + 10 * 4 + 9 + 8 + 7)
    assert point_of(m("6H 7H AH"), 1).key == (3, 24)


def test_the_longer_point_is_good_and_scores_one_a_card() -> None:
    state = declaring(
        RUBICON, "AS KS 9S 8S 7S AH 9H AD 9D 7D AC 9C", "10S JH 10H 8H 7H KD QD JD 8D KC QC 10C"
    )
    state.apply(call("point", "AS KS 9S 8S 7S"))
    # Younger's longest suit is shorter: only "good" is possible and is said for him.
    assert deal_of(state).categories[0].replies == ["good"]
    assert hand_events(state) == [(0, "point", 5)]
    assert deal_of(state).speech[-1].text == "Point of five (45) in spades: 5."


def test_equal_length_elder_states_his_pips_and_the_higher_total_wins() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    state.apply(call("point", "AS KS QS 9S 8S"))
    assert state.legal_actions() == [Answer("good"), Answer("equal")]
    state.apply(answer("equal"))
    d = deal_of(state)
    assert [s.text for s in d.speech[-4:]] == [
        "Equal.",
        "Making 48.",
        "Good.",
        "Point of five (48) in spades: 5.",
    ]
    assert d.categories[0].replies == ["equal", "good"]
    assert hand_events(state) == [(0, "point", 5)]


def test_younger_with_the_higher_pips_answers_not_good_after_equal() -> None:
    elder = "AS KS QS 9S 7S AD 10D 7D AC 10C 7C 10H"
    younger = "AH KH QH 9H 8H KD QD 9D KC QC 9C JS"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS 9S 7S"))
    state.apply(answer("equal"))
    assert state.legal_actions() == [Answer("good"), Answer("not_good")]
    state.apply(answer("not_good"))
    assert deal_of(state).categories[0].winner == 1
    assert hand_events(state) == []  # younger scores only after elder's first lead
    pass_declarations(state)
    state.apply(play("AS"))
    assert hand_events(state)[0] == (1, "point", 5)


def test_equal_again_nobody_scores_the_point() -> None:
    elder = "AS KS QS 9S 8S AD 10D 7D AC 10C 7C 10H"
    younger = "AH KH QH 9H 8H KD QD 9D KC QC 9C JS"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS 9S 8S"))
    state.apply(answer("equal"))
    assert state.legal_actions() == [Answer("good"), Answer("equal")]
    state.apply(answer("equal"))
    d = deal_of(state)
    assert d.categories[0].equal and d.categories[0].winner is None
    summary = view(state, 1).declarations[0]
    assert summary.equal and summary.winner is None and summary.called_value == 48
    pass_declarations(state)
    state.apply(play("AS"))
    assert all(e[1] != "point" for e in hand_events(state))


def test_younger_cannot_answer_not_good_without_a_better_point() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    state.apply(call("point", "AS KS QS 9S 8S"))
    refused(state, answer("not_good"), "you cannot answer not good")
    state.apply(answer("equal"))
    assert deal_of(state).categories[0].winner == 0  # 47 < 48: "good" was said for him


# ---------------------------------------------------------------------------------- sequences


@pytest.mark.parametrize(
    ("length", "name", "points"),
    [
        (3, "Tierce", 3),
        (4, "Quart", 4),
        (5, "Quint", 15),
        (6, "Sixième", 16),
        (7, "Septième", 17),
        (8, "Huitième", 18),
        (9, "Neuvième", 19),
    ],
)
def test_sequences_score_tierce_3_quart_4_quint_15_and_ten_more_than_length_on(
    length: int, name: str, points: int
) -> None:
    hand = m(" ".join(f"{r}S" for r in ["A", "K", "Q", "J", "10", "9", "8", "7", "6"][:length]))
    (seq,) = holdings(hand, "sequence")
    assert (seq.size, seq.score, sequence_score(length)) == (length, points, points)
    assert seq.describe().startswith(name)


def test_a_neuvieme_needs_the_36_card_pack() -> None:
    assert max(s.size for s in holdings(pack_mask(32), "sequence")) == 8
    assert max(s.size for s in holdings(pack_mask(36), "sequence")) == 9
    assert THIRTY_SIX.deck == 36


def test_a_sequence_is_three_adjacent_ranks_of_one_suit() -> None:
    assert holdings(m("AS KS QH JH 10D 9C"), "sequence") == []
    assert holdings(m("AS KS JS 10S 8S"), "sequence") == []
    assert [s.size for s in holdings(m("AS KS QS JS 9S 8S 7S"), "sequence")] == [3, 4]


# Elder: quart 10-7 of hearts and tierce 9-7 of clubs. Younger: quint to the king in spades and
# a tierce major in clubs; younger also has the longer point.
SEQ_ELDER = "10H 9H 8H 7H 9C 8C 7C AS 7S AD JD 9D"
SEQ_YOUNGER = "KS QS JS 10S 9S AH KH AC KC QC 8D 7D"


def test_longer_sequence_wins_and_its_holder_scores_all_his_sequences() -> None:
    state = declaring(RUBICON, SEQ_ELDER, SEQ_YOUNGER)
    state.apply(call("point", "10H 9H 8H 7H"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "10H 9H 8H 7H"))
    assert state.legal_actions() == [Answer("good"), Answer("not_good")]
    state.apply(answer("not_good"))
    # Elder has no set: his "No set." is said for him and younger may call his kings.
    d = deal_of(state)
    assert d.declaration_step == "younger_call" and d.to_act == 1
    state.apply(call("set", "KS KH KC"))
    state.apply(play("AS"))
    assert hand_events(state) == [
        (1, "point", 5),
        (1, "sequence", 15),
        (1, "sequence", 3),  # the tierce major in clubs scores with the quint
        (1, "set", 3),
    ]


def test_younger_may_answer_good_holding_better_and_the_loser_scores_none() -> None:
    state = declaring(RUBICON, SEQ_ELDER, SEQ_YOUNGER)
    state.apply(call("point", "10H 9H 8H 7H"))
    state.apply(answer("good"))
    state.apply(call("sequence", "10H 9H 8H 7H"))
    state.apply(answer("good"))  # he sinks his quint
    state.apply(sink("set"))
    state.apply(play("AS"))
    assert hand_events(state) == [(0, "point", 4), (0, "sequence", 4), (0, "sequence", 3)]


SEQ_K = "KS QS JS 10S 8S 9H 8H 7H AD 8D 7C 9C"  # quart to the king, tierce 9-7 of hearts


def test_equal_length_elder_states_his_top_card_and_the_higher_wins() -> None:
    younger = "QD JD 10D 9D AC KC QC AS 7S AH KH 10C"  # quart to the queen, tierce major
    state = declaring(RUBICON, SEQ_K, younger)
    state.apply(call("point", "KS QS JS 10S 8S"))
    state.apply(call("sequence", "KS QS JS 10S"))
    assert state.legal_actions() == [Answer("good"), Answer("equal")]
    state.apply(answer("equal"))
    d = deal_of(state)
    said = [s.text for s in d.speech]
    i = said.index("Quart.")
    assert said[i : i + 4] == ["Quart.", "Equal.", "Quart to the king.", "Good."]
    assert d.categories[1].winner == 0
    # The winner's tierce scores although the loser's tierce major is better than it.
    assert hand_events(state) == [(0, "point", 5), (0, "sequence", 4), (0, "sequence", 3)]


def test_equal_again_nobody_scores_any_sequence() -> None:
    younger = "KD QD JD 10D AC KC QC AS 7S AH KH 10C"  # quart to the king too
    state = declaring(RUBICON, SEQ_K, younger)
    state.apply(call("point", "KS QS JS 10S 8S"))
    state.apply(call("sequence", "KS QS JS 10S"))
    state.apply(answer("equal"))
    assert state.legal_actions() == [Answer("good"), Answer("equal")]
    state.apply(answer("equal"))
    d = deal_of(state)
    assert d.categories[1].equal and d.categories[1].winner is None
    pass_declarations(state)
    state.apply(play("KS"))
    assert all(e[1] != "sequence" for e in hand_events(state))


def test_tied_sequences_are_shown_to_both_players() -> None:
    younger = "KD QD JD 10D AC KC QC AS 7S AH KH 10C"  # quart to the king too
    state = declaring(RUBICON, SEQ_K, younger)
    state.apply(call("point", "KS QS JS 10S 8S"))
    state.apply(call("sequence", "KS QS JS 10S"))
    state.apply(answer("equal"))
    state.apply(answer("equal"))
    # elder's quart at once (with the point he scored)
    assert view(state, 1).opponent_shown == m("KS QS JS 10S 8S")
    assert view(state, 0).opponent_shown == 0  # younger shows at elder's first lead
    pass_declarations(state)
    state.apply(play("KS"))
    assert view(state, 0).opponent_shown == m("KD QD JD 10D")


def test_tied_points_are_shown_to_both_players() -> None:
    elder = "AS KS QS 9S 8S AD 10D 7D AC 10C 7C 10H"
    younger = "AH KH QH 9H 8H KD QD 9D KC QC 9C JS"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS 9S 8S"))
    state.apply(answer("equal"))
    state.apply(answer("equal"))
    assert view(state, 1).opponent_shown == m("AS KS QS 9S 8S")
    pass_declarations(state)
    state.apply(play("AS"))
    assert view(state, 0).opponent_shown & m("AH KH QH 9H 8H") == m("AH KH QH 9H 8H")


# ---------------------------------------------------------------------------------- sets


def test_sets_are_tens_or_higher_only() -> None:
    assert sets(m("9S 9H 9D 9C 8S 8H 8D 7S 7H 7D 6S 6H")) == []
    assert [(s.size, s.score) for s in sets(m("10S 10H 10D JS JH JD JC"))] == [(3, 3), (4, 14)]
    assert callable_combinations(m("9S 9H 9D 9C"), "set") == ()


def test_quatorze_beats_trio_and_sets_are_never_equal() -> None:
    elder = "AS AH AD 9S 8S 7S 9H 8H 9D 8D 7C 8C"
    younger = "10S 10H 10D 10C JS JH 7H 7D JC 9C AC QD"
    state = declaring(RUBICON, elder, younger)
    skip_to(state, "set")
    state.apply(call("set", "AS AH AD"))
    assert state.legal_actions() == [Answer("good"), Answer("not_good")]
    refused(state, answer("equal"), "sets are never equal")
    state.apply(answer("not_good"))
    pass_declarations(state)
    state.apply(play("AS"))
    assert hand_events(state) == [(1, "set", 14), (1, "set", 3)]


SETS_ELDER = "KS KH KD 10S 10H 10D 9S 9H 9D 7C 8C 9C"
SETS_YOUNGER = "QS QH QD JS JH JD 8S 8H 8D 7S 7H 7D"


def test_higher_rank_wins_between_sets_of_one_size_and_the_winner_scores_all_his_sets() -> None:
    state = declaring(RUBICON, SETS_ELDER, SETS_YOUNGER)
    skip_to(state, "set")
    state.apply(call("set", "KS KH KD"))
    assert deal_of(state).categories[2].replies == ["good"]
    assert [s.text for s in deal_of(state).speech[-4:]] == [
        "Three kings.",
        "Good.",
        "Trio of kings: 3.",
        "Trio of tens: 3.",
    ]
    assert hand_events(state) == [(0, "set", 3), (0, "set", 3)]


# ---------------------------------------------------------------------------------- calling less


def test_calling_less_in_sets_lets_a_lower_set_win() -> None:
    state = declaring(RUBICON, SETS_ELDER, SETS_YOUNGER)
    skip_to(state, "set")
    state.apply(call("set", "10S 10H 10D"))
    state.apply(answer("not_good"))
    state.apply(play("KS"))
    assert hand_events(state) == [(1, "set", 3), (1, "set", 3)]


QUINT_ELDER = "AS KS QS JS 10S 9H 8H 7H AD 8D 7C 8C"


def test_calling_a_quart_out_of_a_quint_reckons_the_quart_and_nothing_better() -> None:
    younger = "KD QD JD 10D KH QH JH 9S 8S 7S KC QC"
    state = declaring(RUBICON, QUINT_ELDER, younger)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(call("sequence", "AS KS QS JS"))
    state.apply(answer("equal"))
    said = [s.text for s in deal_of(state).speech]
    assert said[said.index("Quart.") :][:6] == [
        "Quart.",
        "Equal.",
        "Quart major.",
        "Good.",
        "Quart major in spades: 4.",
        "Tierce to the nine in hearts: 3.",
    ]
    assert hand_events(state) == [(0, "point", 5), (0, "sequence", 4), (0, "sequence", 3)]


def test_calling_a_lower_sequence_gives_up_the_better_one() -> None:
    elder = "AS KS QS JS 10S 9H 8H 7H AD 8D 7C 9C"
    younger = "KD QD 10D 9S 7S KH JH AH KC QC 10C 8C"  # no sequence at all
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(call("sequence", "9H 8H 7H"))
    assert deal_of(state).categories[1].winner == 0
    assert hand_events(state) == [(0, "point", 5), (0, "sequence", 3)]


def test_calling_fewer_cards_of_the_point_scores_only_those() -> None:
    elder = "AS KS QS JS 10S 9S AD 8D 7D AC 8C 7C"
    younger = "AH KH QH JH 9H KD QD JD KC QC JC 8S"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S"))
    state.apply(answer("equal"))  # 51 against younger's 50
    assert hand_events(state) == [(0, "point", 5)]


def test_a_trio_called_reckons_a_trio_out_of_a_quatorze_no_better_than_it() -> None:
    # RULES.md section 4: the quatorze of tens is better than the trio of aces called, but a trio
    # of tens taken out of it is not; the quatorze of kings younger could hold spoils "good
    # against the cards", so the quatorze itself cannot be reckoned.
    elder = "AS AH AD AC QS QH QD 10S 10H 10D 10C 7S"
    younger = "KS KH KD 9S 8S 9H 8H 9D 8D 9C 8C 7H"
    state = declaring(RUBICON, elder, younger)
    skip_to(state, "set")
    state.apply(call("set", "AS AH AD"))
    events = [e for e in deal_of(state).events() if e.kind == "set"]
    assert [(e.seat, e.points) for e in events] == [(0, 3), (0, 3), (0, 3)]
    assert [e.cards for e in events] == [m("AS AH AD"), m("10S 10H 10D"), m("QS QH QD")]


def test_no_trio_is_taken_out_of_a_quatorze_better_than_the_call() -> None:
    hand = m("AS AH AD AC 10S 10H 10D")
    tens = next(c for c in callable_combinations(hand, "set") if c.cards == m("10S 10H 10D"))
    assert [c.cards for c in scoring_combinations(hand, "set", tens)] == [m("10S 10H 10D")]


# Cavendish: "A has a quart minor and a tierce minor. If he first calls a tierce minor, and it is
# admitted to be good, he can reckon two tierce minors, but he cannot reckon the quart."
QUART_MINOR_ELDER = "KS QS JS 10S KH QH JH AD 9D 7D AC 8C"
NO_SEQUENCE_YOUNGER = "AS 9S 7S AH 10H 8H KD 10D 8D KC 10C 7C"


@pytest.mark.parametrize("rules", [RUBICON, AU_CENT], ids=["rubicon", "au-cent"])
def test_a_tierce_minor_called_reckons_a_tierce_minor_out_of_the_quart_minor_too(
    rules: RuleSet,
) -> None:
    state = declaring(rules, QUART_MINOR_ELDER, NO_SEQUENCE_YOUNGER)
    skip_to(state, "sequence")
    state.apply(call("sequence", "KH QH JH"))  # younger has no sequence: "Good." for him
    events = [e for e in deal_of(state).events() if e.kind == "sequence"]
    assert [(e.seat, e.points) for e in events] == [(0, 3), (0, 3)]  # 6, not the 3 of old
    assert [e.cards for e in events] == [m("KH QH JH"), m("KS QS JS")]
    said = [s.text for s in deal_of(state).speech]
    i = said.index("Tierce.")
    assert said[i : i + 4] == [
        "Tierce.",
        "Good.",
        "Tierce to the king in hearts: 3.",
        "Tierce to the king in spades: 3.",
    ]


def test_the_lesser_run_out_of_a_better_sequence_is_the_best_no_better_than_the_call() -> None:
    hand = m("AS KS QS JS 10S 9S 9H 8H 7H KD QD JD")
    tierce_9 = next(c for c in callable_combinations(hand, "sequence") if c.cards == m("9H 8H 7H"))
    quart_k = next(
        c for c in callable_combinations(hand, "sequence") if c.cards == m("KS QS JS 10S")
    )
    # No tierce to the nine or lower lies inside the sixième major or the tierce to the king.
    assert [c.cards for c in scoring_combinations(hand, "sequence", tierce_9)] == [m("9H 8H 7H")]
    # Calling a quart to the king out of the sixième: nothing more from the sixième, the tierce
    # of diamonds (no better) and the tierce of hearts.
    assert [c.cards for c in scoring_combinations(hand, "sequence", quart_k)] == [
        m("KS QS JS 10S"),
        m("9H 8H 7H"),
        m("KD QD JD"),
    ]


# Cavendish: "A has a quart to a king and a tierce to a queen, good against the cards. If he
# first calls a tierce to a queen, he may afterwards reckon his quart." Elder's kings and tens
# leave younger no quart and no tierce better than a tierce to the nine.
AGAINST_THE_CARDS_ELDER = "KS QS JS 10S 7S QH JH 10H KD 10D KC 10C"
AGAINST_THE_CARDS_YOUNGER = "AS 9S 8S AH KH 9H AD QD 9D AC QC 9C"


def test_a_call_good_against_the_cards_lets_elder_reckon_all_he_holds() -> None:
    state = declaring(RUBICON, AGAINST_THE_CARDS_ELDER, AGAINST_THE_CARDS_YOUNGER)
    skip_to(state, "sequence")
    state.apply(call("sequence", "QH JH 10H"))
    events = [e for e in deal_of(state).events() if e.kind == "sequence"]
    assert [(e.seat, e.points) for e in events] == [(0, 3), (0, 4)]  # 7
    assert [e.cards for e in events] == [m("QH JH 10H"), m("KS QS JS 10S")]
    assert view(state, 1).opponent_shown == m("KS QS JS 10S QH JH 10H")


@pytest.mark.parametrize("rules", [AU_CENT, THIRTY_SIX], ids=["au-cent", "thirty-six"])
def test_the_au_cent_presets_reckon_no_better_than_the_call_good_against_the_cards_or_not(
    rules: RuleSet,
) -> None:
    assert not rules.good_against_the_cards
    younger = AGAINST_THE_CARDS_YOUNGER
    if rules.deck == 36:
        younger = "AS 9S 8S AH KH 9H AD QD 9D 6C 6H 6D"
    state = declaring(rules, AGAINST_THE_CARDS_ELDER, younger)
    skip_to(state, "sequence")
    state.apply(call("sequence", "QH JH 10H"))
    events = [e for e in deal_of(state).events() if e.kind == "sequence"]
    # Not the quart, but the tierce to the queen out of it, which is no better than the call.
    assert [(e.seat, e.points) for e in events] == [(0, 3), (0, 3)]
    assert [e.cards for e in events] == [m("QH JH 10H"), m("QS JS 10S")]


def test_a_call_younger_could_equal_is_not_good_against_the_cards() -> None:
    tierce_q = sequence(1, QUEEN - 2, 3)
    assert good_against_the_cards(tierce_q, m("QS JS 9S 8S 7S"))  # no tierce beyond the nine
    assert not good_against_the_cards(tierce_q, m("QS JS 10S"))  # an equal tierce to the queen
    assert not good_against_the_cards(tierce_q, m("JS 10S 9S 8S"))  # a quart
    point_of_four = point_of(m("AH KH QH JH"), 1)
    assert good_against_the_cards(point_of_four, m("KS QS JS 10S AD"))  # 40 at most in four
    assert not good_against_the_cards(point_of_four, m("AS KS QS JS"))  # 41 each


def test_a_lesser_point_reckons_what_was_called_even_good_against_the_cards() -> None:
    # RULES.md section 4: Law 49 names sequences and sets only.
    hand = m("AS KS QS JS 10S AH KH QH AD KD AC KC")
    four = point_of(hand, 0, 4)
    unseen = m("9S 8S 7S JH 10H 9H QD JD 10D QC JC 10C 9C")  # three or four cards, 40 at most
    assert good_against_the_cards(four, unseen)
    assert [c.key for c in scoring_combinations(hand, "point", four, unseen)] == [(4, 41)]
    assert [c.key for c in scoring_combinations(hand, "point", four)] == [(4, 41)]
    # The second reckoning, which parties recorded before this ruling were played by, reckoned
    # the whole point.
    got = scoring_combinations(hand, "point", four, unseen, reckoning=2)
    assert [c.key for c in got] == [(5, 51)]


def test_of_two_equal_points_the_one_called_is_reckoned_good_against_the_cards() -> None:
    hand = m("AS KS QS 9S 8S AH KH QH 9H 8H AD KD")
    hearts = point_of(hand, 1)
    assert hearts.key == point_of(hand, 0).key
    got = scoring_combinations(hand, "point", hearts, m("JD 10D 9D"), reckoning=2)
    assert [c.cards for c in got] == [hearts.cards]


def test_younger_answers_on_his_best_and_cannot_say_equal_by_calling_less() -> None:
    elder = "AS KS QS JS 10S AD 8D 7D AC 8C 7C 8H"
    younger = "AH KH QH JH 10H 9H KD QD JD KC QC JC"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 10S"))
    assert state.legal_actions() == [Answer("good"), Answer("not_good")]
    refused(state, answer("equal"), "you cannot answer equal: you hold no equal point$")


# ---------------------------------------------------------------------------------- sinking


def test_elder_may_sink_and_younger_then_calls_and_scores_after_the_lead() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    state.apply(sink("point"))
    d = deal_of(state)
    assert d.declaration_step == "younger_call" and d.to_act == 1
    assert Sink("point") in state.legal_actions()
    state.apply(call("point", "AH KH QH 9H 7H"))
    assert d.categories[0].winner == 1
    pass_declarations(state)
    assert all(e[0] == 0 for e in hand_events(state))
    state.apply(play("AS"))
    assert (1, "point", 5) in hand_events(state)


def test_when_both_sink_nobody_scores() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    state.apply(sink("point"))
    state.apply(sink("point"))
    d = deal_of(state)
    assert d.current_category == "sequence" and d.categories[0].winner is None
    pass_declarations(state)
    state.apply(play("AS"))
    assert hand_events(state) == []


def test_steps_without_a_choice_are_taken_for_the_player() -> None:
    # Neither player holds a set: elder's "No set." is said for him, younger stays silent.
    elder = "AS KS 9S 8S 7S AH 9H 8H 10D 9D 8D 7C"
    younger = "QS JS QH JH 7H 10H KD 7D 9C 8C 10C KC"
    state = declaring(RUBICON, elder, younger)
    skip_to(state, "set")
    d = deal_of(state)
    assert d.phase == "play" and d.to_act == 0
    assert (d.speech[-1].seat, d.speech[-1].text) == (0, "No set.")
    assert not any(isinstance(a, Sink) and a.category == "set" for a in state.actions)


# ------------------------------------------------------------------------- what can be called


def test_nobody_can_call_what_he_does_not_hold() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    refused(state, call("point", "AH KH QH 9H 7H"), "not a point you hold")
    refused(state, call("point", "AS KS QS 9S 8S AD"), "not a point you hold")
    refused(state, call("sequence", "AS KS QS"), "declarations are at point")
    refused(state, answer("good"), "not possible now")
    refused(state, play("AS"), "not possible now")
    state.apply(call("point", "AS KS QS 9S 8S"))
    state.apply(answer("equal"))
    refused(state, call("sequence", "AS KS QS JS"), "not a sequence you hold")
    refused(state, call("sequence", "KS QS 9S"), "not a sequence you hold")
    state.apply(call("sequence", "AS KS QS"))
    refused(state, answer("not_good"), "you cannot answer")


def test_only_sets_of_tens_or_better_can_be_called() -> None:
    elder = "AS KS 9S 8S 7S AH 9H 8H 10D 9D 8D 9C"
    younger = "QS JS QH JH 7H QD JD 7D 10C 8C QC JC"
    state = declaring(RUBICON, elder, younger)
    skip_to(state, "set")
    d = deal_of(state)
    # Elder's four nines are no set: he has nothing to call and younger calls his queens.
    assert d.declaration_step == "younger_call"
    assert d.speech[-1].text == "No set."
    calls = [a.cards for a in state.legal_actions() if isinstance(a, Call)]
    assert sorted(calls) == sorted(c.cards for c in callable_combinations(d.hands[1], "set"))
    assert m("QS QH QD QC") in calls and m("JS JH JD") in calls
    assert len(calls) == 10  # each quatorze and the four trios inside it
    refused(state, call("set", "9S 9H 9D 9C"), "not a set you hold")


def test_every_callable_combination_is_held() -> None:
    hand = m("AS KS QS JS 10S 9H 8H 7H AD AH AC 10C")
    for category in ("point", "sequence", "set"):
        for combo in callable_combinations(hand, category):  # type: ignore[arg-type]
            assert combo.cards & ~hand == 0
            assert combo.key <= best(hand, category).key  # type: ignore[arg-type, union-attr]


# ------------------------------------------------------------------------- timing and showing


def test_younger_scores_after_elders_first_lead_but_before_all_play_points() -> None:
    state = declaring(RUBICON, SEQ_ELDER, SEQ_YOUNGER)
    state.apply(call("point", "10H 9H 8H 7H"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "10H 9H 8H 7H"))
    state.apply(answer("not_good"))
    state.apply(sink("set"))
    d = deal_of(state)
    assert d.phase == "play" and d.events() == []
    assert [e.kind for e in view(state, 1).pending_own] == ["point", "sequence", "sequence"]
    assert view(state, 0).pending_own == ()
    state.apply(play("AS"))
    assert scored(d.events()) == [
        (1, "point", 5),
        (1, "sequence", 15),
        (1, "sequence", 3),
        (0, "lead", 1),
    ]
    assert [s.text for s in d.speech[-3:]] == [
        "Point of five (49) in spades: 5.",
        "Quint to the king in spades: 15.",
        "Tierce major in clubs: 3.",
    ]


def test_younger_reckons_in_category_order_around_elders_scores() -> None:
    # Younger wins the point, elder the sequence: younger's point reckons first.
    elder = "AS KS QS JS 8S AD 8D 7D AC 8C 7C 8H"
    younger = "AH KH QH 10H 9H 7H KD QD JD KC QC 9S"
    state = declaring(RUBICON, elder, younger)
    state.apply(call("point", "AS KS QS JS 8S"))
    state.apply(answer("not_good"))  # six hearts
    state.apply(call("sequence", "AS KS QS JS"))
    pass_declarations(state)
    state.apply(play("AS"))
    kinds = [(e[0], e[1]) for e in scored(deal_of(state).events())]
    assert kinds.index((1, "point")) < kinds.index((0, "sequence")) < kinds.index((0, "lead"))


def test_calling_is_showing_scored_combinations_reach_the_opponents_view() -> None:
    elder = "AS AH AD AC QS QH QD 10S 10H 10D 10C 7S"
    younger = "KS KH KD 9S 8S 9H 8H 9D 8D 9C 8C 7H"
    state = declaring(RUBICON, elder, younger)
    skip_to(state, "set")
    state.apply(call("set", "AS AH AD"))
    shown = view(state, 1).opponent_shown
    # which ace is missing from the trio is known, and which ten from the trio out of the tens
    assert shown == m("AS AH AD QS QH QD 10S 10H 10D")
    assert view(state, 0).opponent_shown == 0


def test_a_call_that_does_not_score_shows_no_cards() -> None:
    state = declaring(RUBICON, SEQ_ELDER, SEQ_YOUNGER)
    state.apply(call("point", "10H 9H 8H 7H"))
    state.apply(answer("not_good"))
    assert view(state, 1).opponent_shown == 0
    summary = view(state, 1).declarations[0]
    assert (summary.caller, summary.called_size, summary.called_value) == (0, 4, None)
    assert summary.winner == 1


def test_younger_shows_his_combinations_at_elders_first_lead() -> None:
    state = declaring(RUBICON, SEQ_ELDER, SEQ_YOUNGER)
    state.apply(call("point", "10H 9H 8H 7H"))
    state.apply(answer("not_good"))
    state.apply(call("sequence", "10H 9H 8H 7H"))
    state.apply(answer("not_good"))
    state.apply(sink("set"))
    assert view(state, 0).opponent_shown == 0
    state.apply(play("AS"))
    assert view(state, 0).opponent_shown == m("KS QS JS 10S 9S AC KC QC")


def test_younger_calling_after_elder_sank_is_not_heard_before_the_first_lead() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    state.apply(sink("point"))
    state.apply(call("point", "AH KH QH 9H 7H"))
    elder_view = view(state, 0)
    assert [s.seat for s in elder_view.speech] == [0]
    assert elder_view.declarations[0].winner is None
    assert elder_view.declarations[0].called_size is None
    pass_declarations(state)
    state.apply(play("AS"))
    assert "Point of five (47) in hearts: 5." in [s.text for s in view(state, 0).speech]
    assert view(state, 0).declarations[0].winner == 1


def test_younger_sinking_after_elder_sank_is_silent_too() -> None:
    # Otherwise his "No point." would tell elder, by its absence, that he had called.
    state = declaring(RUBICON, POINT_48, POINT_47)
    state.apply(sink("point"))
    state.apply(sink("point"))
    assert [(s.seat, s.text) for s in deal_of(state).speech] == [(0, "No point.")]
    assert view(state, 0).declarations[0].caller is None


def test_asking_for_the_exchange_during_the_declarations_says_what_the_deal_is_at() -> None:
    state = declaring(RUBICON, POINT_48, POINT_47)
    with pytest.raises(IllegalActionError) as refusal:
        deal_of(state).exchange_range()
    assert str(refusal.value) == "there is no exchange now: elder is to call in the point"
