"""The facts of a played partie, read by replaying its record with the engine."""

from __future__ import annotations

import dataclasses

import pytest
from statistics_parties import played, played_record

from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX
from piquet_desktop.statistics import (
    PlayedPartie,
    UnreadablePartie,
    partie_facts,
    read_parties,
)


def _deal_ends(record_state: PartieState) -> list[PartieState]:
    """The partie re-driven action by action, a copy of the state at the end of each deal."""
    state = PartieState(record_state.rules)
    ends = []
    for action in record_state.actions:
        if state.apply(action).deal_result is not None:
            ends.append(state.clone())
    return ends


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_facts_add_up_to_the_partie_the_engine_scored(seed: int) -> None:
    p = played(seed, opponent="novice")
    facts = partie_facts(p)
    state = p.record.replay()
    assert len(facts.deals) == len(state.results)
    assert sum(d.score for d in facts.deals) == state.totals[0] == facts.totals[0]
    assert sum(d.opponent_score for d in facts.deals) == state.totals[1] == facts.totals[1]
    assert facts.outcome == ("won" if state.result.winner == 0 else "lost")
    assert facts.opponent == "novice"
    assert facts.variant == "rubicon"


@pytest.mark.parametrize("seed", [4, 5])
def test_the_cards_and_capots_follow_the_tricks_each_player_took(seed: int) -> None:
    p = played(seed)
    facts = partie_facts(p)
    for deal, end in zip(facts.deals, _deal_ends(p.record.replay()), strict=True):
        mine, theirs = end.finished_deal.tricks_won
        expected = "player" if mine > theirs else "opponent" if theirs > mine else "neither"
        assert deal.cards == expected
        assert (deal.capot != "neither") == (max(mine, theirs) == 12)
        assert deal.elder == (end.finished_deal.elder == 0)


def test_the_player_in_seat_one_sees_every_fact_from_his_side() -> None:
    record = played_record(6, human_seat=1)
    from_seat_1 = partie_facts(PlayedPartie(played(6).played_at, record, human_seat=1))
    from_seat_0 = partie_facts(PlayedPartie(played(6).played_at, record, human_seat=0))
    swap = {"player": "opponent", "opponent": "player", "neither": "neither"}
    assert from_seat_1.totals == from_seat_0.totals[::-1]
    assert {from_seat_1.outcome, from_seat_0.outcome} == {"won", "lost"}
    for a, b in zip(from_seat_1.deals, from_seat_0.deals, strict=True):
        assert (a.score, a.opponent_score) == (b.opponent_score, b.score)
        assert a.elder != b.elder
        assert a.point == swap[b.point] and a.cards == swap[b.cards]
        assert a.pique == swap[b.pique] and a.repique == swap[b.repique]


def test_a_repique_is_a_fact_of_the_deal_and_worth_its_sixty() -> None:
    repiques = [
        (seed, d)
        for seed in range(1, 60)
        for d in partie_facts(played(seed, opponent="random")).deals
        if d.repique != "neither"
    ]
    assert repiques, "greedy against random play makes repiques within 60 parties"
    for _seed, deal in repiques:
        scorer = deal.score if deal.repique == "player" else deal.opponent_score
        assert scorer >= 30 + 60
        assert deal.pique == "neither"  # a deal has a pique or a repique, never both


def test_rubicons_given_and_suffered() -> None:
    given = [partie_facts(played(s, opponent="random")) for s in range(1, 6)]
    assert any(f.rubicon == "player" for f in given)
    for f in given:
        if f.rubicon == "player":
            assert f.outcome == "won" and f.totals[1] < 100
    suffered = partie_facts(played(1, player="random", opponent="greedy"))
    assert suffered.rubicon == "opponent" and suffered.outcome == "lost"


def test_an_au_cent_partie_is_won_by_games_and_never_rubiconed() -> None:
    facts = partie_facts(played(7, rules=AU_CENT))
    assert facts.variant == "au-cent"
    assert facts.outcome in ("won", "lost")
    assert facts.rubicon == "neither"
    assert partie_facts(played(7, rules=THIRTY_SIX)).variant == "thirty-six"
    four = dataclasses.replace(RUBICON, rubicon_deals=4)
    assert partie_facts(played(7, rules=four)).variant == "rubicon-4"


def test_a_four_deal_partie_counts_each_deal_once_in_the_deal_scores() -> None:
    four = dataclasses.replace(RUBICON, rubicon_deals=4)
    p = played(8, rules=four)
    facts = partie_facts(p)
    results = p.record.replay().results
    assert [d.score for d in facts.deals] == [r.totals[0] // r.multiplier for r in results]
    pairs = zip(facts.deals, results, strict=True)
    assert sum(d.score * r.multiplier for d, r in pairs) == facts.totals[0]


def test_an_unfinished_partie_keeps_its_finished_deals_and_no_result() -> None:
    whole = played_record(9)
    halfway = played(9, actions=len(whole.actions) // 2)
    facts = partie_facts(halfway)
    assert facts.outcome == "unfinished"
    assert facts.rubicon == "neither"
    assert 0 < len(facts.deals) < 6


def test_an_unknown_opponent_is_filed_as_unknown() -> None:
    p = played(10)
    players = (p.record.players[0], dataclasses.replace(p.record.players[1], level=None))
    record = dataclasses.replace(p.record, players=players)
    assert partie_facts(dataclasses.replace(p, record=record)).opponent == "unknown"


def test_a_record_the_engine_refuses_is_set_aside_with_the_reason() -> None:
    good = played(11)
    record = good.record
    broken_actions = list(record.actions)
    broken_actions[1] = Shuffle(tuple(range(31)))  # a shuffle that drops a card
    broken = dataclasses.replace(good, record=dataclasses.replace(record, actions=broken_actions))
    with pytest.raises(UnreadablePartie, match="shuffle"):
        partie_facts(broken)
    facts, unreadable = read_parties([good, broken])
    assert [f.played for f in facts] == [good]
    assert [u.played for u in unreadable] == [broken]
    assert "shuffle" in unreadable[0].reason


def test_a_seat_other_than_zero_or_one_is_refused() -> None:
    with pytest.raises(ValueError, match="seat"):
        PlayedPartie(played(12).played_at, played(12).record, human_seat=2)
