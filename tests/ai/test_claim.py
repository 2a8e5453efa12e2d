"""The proof of a claim (ai/claim.py): sound against every hand and defence, and not fooled by a
double-dummy win the claimer cannot see."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_desktop.ai.claim import (
    answer_line,
    defence_card,
    lead_line,
    opponent_cards,
    prove_claim,
)
from piquet_desktop.ai.inference.hidden import hidden_cards, opponent_played
from piquet_desktop.ai.solver import PlayPosition, solve
from piquet_desktop.engine.actions import LookAtTalon, Play
from piquet_desktop.engine.cards import SUIT_MASKS, cards_of, mask_of, parse_card, suit_of
from piquet_desktop.engine.rules import RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.view import view
from tests.helpers import play_random, random_action


def m(text: str) -> int:
    return mask_of([parse_card(c) for c in text.split()])


def beaten(line: tuple[int, ...], opponent: int, lead_card: int = -1) -> bool:
    """Whether some defence from ``opponent``'s hand wins a trick against ``line`` played in
    order (the first card answering ``lead_card`` when the opponent has led), by brute force."""
    if lead_card >= 0:
        first = line[0]
        if suit_of(first) != suit_of(lead_card) or first < lead_card:
            return True
        line = line[1:]
    if not line:
        return False
    card = line[0]
    follow = opponent & SUIT_MASKS[suit_of(card)] or opponent
    for reply in cards_of(follow):
        if suit_of(reply) == suit_of(card) and reply > card:
            return True
        if beaten(line[1:], opponent & ~(1 << reply)):
            return True
    return False


def hands_between(known: int, possible: int, count: int) -> list[int]:
    free = cards_of(possible & ~known)
    need = count - known.bit_count()
    return [known | mask_of(extra) for extra in itertools.combinations(free, need)]


# ----------------------------------------------------------------------------- positions


def test_cashing_every_top_card_is_a_claim_whatever_the_opponent_holds() -> None:
    hand = m("AS KS AH")
    everything = m("QS JS 10S KH QH AD KD AC")
    line = lead_line(hand, everything, 0, 3)
    assert line is not None
    assert sorted(line) == sorted(cards_of(hand))


def test_a_double_dummy_win_is_not_a_claim_when_a_hidden_card_could_beat_it() -> None:
    # The opponent really holds two hearts, so the seven of spades wins double dummy; but for
    # all the claimer knows he may hold the king and queen of spades, and keep the king.
    hand, real = m("AS 7S"), m("8H 9H")
    position = PlayPosition(hands=(hand, real), leader=0, tricks_played=10, tricks_won=(10, 0))
    assert solve(position) == 2 + 1 + 40  # both tricks double dummy: two leads, the last, capot
    assert lead_line(hand, m("8H 9H KS QS"), 0, 2) is None
    # With the king his only possible spade, the ace draws it: then it is a claim.
    assert lead_line(hand, m("8H 9H KS"), 0, 2) == (parse_card("AS"), parse_card("7S"))


def test_the_top_cards_draw_the_opponents_cards_so_the_low_card_wins_after_them() -> None:
    hand = m("AS KS 7S")
    # He holds at most two spades: the ace and the king draw them.
    assert lead_line(hand, m("QS JS"), 0, 2) is not None
    # Three cards, all of them possibly spades: the queen can survive the two leads.
    assert lead_line(hand, m("QS JS 10S"), 0, 3) is None


def test_cards_known_to_be_in_the_opponents_hand_leave_no_room_for_a_spade_guard() -> None:
    hand = m("AS KS 7S")
    possible = m("8H 9H QS JS 10S")
    assert lead_line(hand, possible, 0, 3) is None
    # He showed the two hearts (say in a call): his third card is one spade, drawn by the ace.
    assert lead_line(hand, possible, m("8H 9H"), 3) is not None


def test_a_known_high_card_among_his_cards_beats_the_claim() -> None:
    assert lead_line(m("KS QS"), m("AS 8H 9H"), m("AS"), 2) is None
    assert lead_line(m("KS QS"), m("AS 8H 9H"), 0, 2) is None


def test_answering_his_lead_wins_with_the_card_that_keeps_the_rest_certain() -> None:
    # He led the eight of spades and may hold the king: the nine wins this trick and keeps the
    # ace to cash; the ace now would leave the nine to the king.
    line = answer_line(m("AS 9S"), parse_card("8S"), m("KS QH"), 0, 1)
    assert line == (parse_card("9S"), parse_card("AS"))
    assert answer_line(m("AS 7S"), parse_card("8S"), m("KS QH"), 0, 1) is None


def test_no_claim_when_void_in_the_suit_he_led() -> None:
    assert answer_line(m("AH KH"), parse_card("7S"), m("QH 8S"), 0, 1) is None


def test_the_seat_whose_tricks_are_claimed_follows_low_or_throws_from_its_longest_suit() -> None:
    assert defence_card(m("KS 8S AH"), parse_card("AS")) == parse_card("8S")
    assert defence_card(m("KH 8H AD"), parse_card("AS")) == parse_card("8H")


# ----------------------------------------------------------------------------- properties


@st.composite
def end_positions(draw: st.DrawFn) -> tuple[int, int, int, int, int]:
    """(claimer's hand, possible, known, opponent's count, lead card or -1) for up to 4 tricks."""
    pack = list(range(36))
    pack = [c for c in pack if c % 9]  # the 32-card pack
    n = draw(st.integers(1, 4))
    leads = draw(st.booleans())
    cards = draw(st.permutations(pack))
    hand = mask_of(cards[:n])
    rest = cards[n:]
    extra = draw(st.integers(0, 3))
    opp_count = n - (1 if leads else 0)
    pool = rest[: opp_count + extra + (1 if leads else 0)]
    lead_card = pool[-1] if leads else -1
    possible = mask_of(pool[: opp_count + extra])
    known_n = draw(st.integers(0, opp_count))
    known = mask_of(pool[:known_n])
    return hand, possible, known, opp_count, lead_card


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(end_positions())
def test_a_proven_claim_is_never_beaten_by_any_hand_or_defence(
    position: tuple[int, int, int, int, int],
) -> None:
    hand, possible, known, count, lead_card = position
    if lead_card >= 0:
        line = answer_line(hand, lead_card, possible, known, count)
    else:
        line = lead_line(hand, possible, known, count)
    hands = hands_between(known, possible, count)
    if line is not None:
        assert sorted(line) == cards_of(hand)
        for opponent in hands:
            assert not beaten(line, opponent, lead_card), (line, opponent)
    elif lead_card < 0:
        # The top-down line is the only one worth trying: when the proof refuses, some hand of
        # his beats it (the proof is exact for what the claimer knows).
        top_down = tuple(sorted(cards_of(hand), key=lambda c: (-hand_top(hand, c), -c)))
        assert any(beaten(top_down, opponent) for opponent in hands)


def hand_top(hand: int, card: int) -> int:
    return (hand & SUIT_MASKS[suit_of(card)]).bit_length()


def _proven_in_real_deals(seeds: range) -> int:
    proven = 0
    for seed in seeds:
        rules = (RUBICON, THIRTY_SIX, replace(RUBICON, trick_points="tens_only"))[seed % 3]
        rng = random.Random(seed)
        state = play_random(rules, seed, lambda s: s.deal is not None and s.deal.phase == "play")
        while state.deal is not None and state.deal.phase in ("play", "talon_choice"):
            deal = state.deal
            if deal.phase == "talon_choice":
                state.apply(LookAtTalon(rng.random() < 0.5))
                continue
            claim = prove_claim(view(state, deal.to_act))
            if claim is not None:
                proven += 1
                assert claim.seat == deal.to_act
                opponent = deal.hands[1 - claim.seat]
                assert not beaten(claim.cards, opponent, deal.lead_card)
            state.apply(random_action(state, rng))
    return proven


def test_claims_proven_from_a_seats_view_in_random_deals_win_every_trick_in_the_real_deal() -> None:
    assert _proven_in_real_deals(range(150)) > 50


def test_no_claim_outside_the_claimers_turn_in_the_play() -> None:
    state = play_random(RuleSet(), 3, lambda s: s.deal is not None and s.deal.phase == "play")
    deal = state.deal
    assert deal is not None
    assert prove_claim(view(state, 1 - deal.to_act)) is None
    early = play_random(RuleSet(), 3, 3)
    assert prove_claim(view(early, 0)) is None


def test_a_claim_proven_late_in_a_deal_plays_out_to_the_same_score_as_any_defence() -> None:
    """The score of a claimed deal does not depend on the cards the defender throws."""
    for seed in range(40):
        state = play_random(
            RuleSet(), seed, lambda s: s.deal is not None and s.deal.phase == "play"
        )
        rng = random.Random(seed)
        while state.deal is not None and state.deal.phase in ("play", "talon_choice"):
            deal = state.deal
            if deal.phase == "talon_choice":
                state.apply(LookAtTalon(False))
                continue
            claim = prove_claim(view(state, deal.to_act))
            if claim is not None:
                totals = set()
                for defence in range(3):
                    trial = state.clone()
                    line = list(claim.cards)
                    while trial.deal is not None and trial.deal.phase == "play":
                        d = trial.deal
                        if d.to_act == claim.seat:
                            trial.apply(Play(line.pop(0)))
                        else:
                            legal = [a for a in trial.legal_actions() if isinstance(a, Play)]
                            choice = (
                                Play(defence_card(d.hands[d.to_act], d.lead_card))
                                if defence == 0
                                else random.Random(defence).choice(legal)
                            )
                            trial.apply(choice)
                    totals.add(tuple(trial.results[-1].totals))
                assert len(totals) == 1
                break
            state.apply(random_action(state, rng))


def test_the_opponents_cards_are_read_as_the_inference_reads_them() -> None:
    """``opponent_cards`` keeps ai/inference out of the window's process; it must say what
    ``hidden_cards`` says: possible = unseen or surely his, minus the suits he showed void in."""
    checked = 0
    for seed in range(90):
        rules = (RUBICON, THIRTY_SIX, replace(RUBICON, trick_points="tens_only"))[seed % 3]
        rng = random.Random(seed)
        state = play_random(rules, seed, lambda s: s.deal is not None and s.deal.phase == "play")
        while state.deal is not None and state.deal.phase in ("play", "talon_choice"):
            deal = state.deal
            if deal.phase == "talon_choice":
                state.apply(LookAtTalon(rng.random() < 0.5))
                continue
            for seat in (0, 1):
                seen = view(state, seat)
                hidden = hidden_cards(seen)
                _, voids = opponent_played(seen, 1 - seat)
                void_cards = sum(SUIT_MASKS[s] for s in range(4) if voids >> s & 1)
                expected = (hidden.unseen | hidden.opponent_hand_known) & ~void_cards
                assert opponent_cards(seen) == (expected, hidden.opponent_hand_known)
                checked += 1
            state.apply(random_action(state, rng))
    assert checked > 1000


def test_the_claim_and_the_inference_share_one_reader_of_the_hidden_cards() -> None:
    """One light module places the hidden cards for both; the proof's import loads no part of
    ``ai.inference`` (the sampler, the keep model), so the window's process stays light."""
    import ast
    import subprocess
    import sys
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "piquet_desktop" / "ai"
    for module in ("claim.py", "inference/hidden.py"):
        tree = ast.parse((package / module).read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "piquet_desktop.ai.seen_cards" in imported, module
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, piquet_desktop.ai.claim; print(*sorted(sys.modules), sep='\\n')",
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert "piquet_desktop.ai.seen_cards" in loaded
    assert not [m for m in loaded if m.startswith("piquet_desktop.ai.inference")]
