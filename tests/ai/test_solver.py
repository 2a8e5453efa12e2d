"""The exact play solver against references that share none of its code or tricks.

* ``brute_force``: plain minimax over single cards straight from the laws (RULES.md section 5, as
  ``engine/deal.py`` scores them): no pruning, no table, no grouping, no negamax.
* ``memo_minimax``: the same recursion with every position's exact value memoised (no pruning,
  no grouping, absolute keys): slow but able to check positions of 7 to 9 cards.
* The engine itself: whole deals played through ``DealState`` with the solver's best cards, the
  points the engine then scores must be the value the solver promised.
* The solver with its techniques switched off, for full 12-card deals.

Random positions cover both ``trick_points`` options, both last-trick bonuses, both packs, every
leader, half-played tricks, and trick counts where capot is still possible for one side, for the
other, or for neither.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from piquet_desktop.ai.solver import (
    CARDS_TERM,
    PlayPosition,
    Solver,
    best_moves,
    solve,
)
from piquet_desktop.engine.actions import PLAYS, LookAtTalon
from piquet_desktop.engine.cards import (
    SUIT_MASKS,
    TEN,
    cards_of,
    mask_of,
    pack,
    parse_card,
    parse_cards,
    rank_of,
)
from piquet_desktop.engine.deal import DealState
from piquet_desktop.engine.rules import RuleSet

RULE_SETS = [
    RuleSet(trick_points=tp, last_trick_bonus=b)
    for tp in ("standard", "tens_only")
    for b in (1, 10)
]


# ---------------------------------------------------------------------------------- references
def _scores(card: int, rules: RuleSet) -> bool:
    """Whether a card scores when led or when it wins a trick for the follower."""
    return rules.trick_points == "standard" or rank_of(card) >= TEN


def _step(
    hands: tuple[int, int],
    leader: int,
    lead: int,
    won: tuple[int, int],
    played: int,
    rules: RuleSet,
    card: int,
) -> tuple[int, tuple[tuple[int, int], int, int, tuple[int, int], int]]:
    """Play ``card`` for the player to act: (points it scores now for seat 0 minus seat 1,
    the next state). The cards and capot are scored on the twelfth trick."""
    mover = leader if lead < 0 else 1 - leader
    h = [hands[0], hands[1]]
    h[mover] ^= 1 << card
    new_hands = (h[0], h[1])
    if lead < 0:
        points = (1 if mover == 0 else -1) if _scores(card, rules) else 0
        return points, (new_hands, leader, card, won, played)
    follower_wins = card // 9 == lead // 9 and card > lead
    winner = mover if follower_wins else leader
    sign = 1 if winner == 0 else -1
    points = sign if follower_wins and _scores(card, rules) else 0
    w = [won[0], won[1]]
    w[winner] += 1
    if played + 1 == 12:
        points += sign * rules.last_trick_bonus
        if w[0] != w[1]:
            points += (40 if max(w) == 12 else 10) * (1 if w[0] > w[1] else -1)
    return points, (new_hands, winner, -1, (w[0], w[1]), played + 1)


def _legal(hands: tuple[int, int], leader: int, lead: int) -> list[int]:
    if lead < 0:
        return cards_of(hands[leader])
    hand = hands[1 - leader]
    return cards_of(hand & SUIT_MASKS[lead // 9] or hand)


def brute_force(p: PlayPosition) -> int:
    """Plain minimax, seat 0 maximising, from the laws alone."""

    def value(
        hands: tuple[int, int], leader: int, lead: int, won: tuple[int, int], played: int
    ) -> int:
        if played == 12:
            return 0
        mover = leader if lead < 0 else 1 - leader
        results = []
        for card in _legal(hands, leader, lead):
            points, nxt = _step(hands, leader, lead, won, played, p.rules, card)
            results.append(points + value(*nxt))
        return max(results) if mover == 0 else min(results)

    return value(p.hands, p.leader, p.lead_card, p.tricks_won, p.tricks_played)


@cache
def _memo_value(
    hands: tuple[int, int],
    leader: int,
    lead: int,
    won: tuple[int, int],
    played: int,
    rules: RuleSet,
) -> int:
    if played == 12:
        return 0
    mover = leader if lead < 0 else 1 - leader
    results = []
    for card in _legal(hands, leader, lead):
        points, nxt = _step(hands, leader, lead, won, played, rules, card)
        results.append(points + _memo_value(*nxt, rules))
    return max(results) if mover == 0 else min(results)


def memo_minimax(p: PlayPosition) -> int:
    """The same minimax with each position's exact value memoised: for larger positions."""
    return _memo_value(p.hands, p.leader, p.lead_card, p.tricks_won, p.tricks_played, p.rules)


def move_values_by_brute_force(p: PlayPosition) -> list[tuple[int, int]]:
    out = []
    for card in p.legal_moves():
        points, nxt = _step(
            p.hands, p.leader, p.lead_card, p.tricks_won, p.tricks_played, p.rules, card
        )
        rest = PlayPosition(nxt[0], nxt[1], nxt[2], nxt[3], nxt[4], p.rules)
        out.append((card, points + brute_force(rest)))
    return out


# ---------------------------------------------------------------------------------- positions
def random_position(
    rng: random.Random,
    cards: int,
    rules: RuleSet | None = None,
    mid_trick: bool | None = None,
) -> PlayPosition:
    """``cards`` cards to each seat from a shuffled pack (32 or 36 cards), maybe one already led,
    with tricks won drawn so that capot is often still possible for one side."""
    if rules is None:
        rules = rng.choice(RULE_SETS)
    if rng.random() < 0.15:
        rules = RuleSet(
            deck=36, trick_points=rules.trick_points, last_trick_bonus=rules.last_trick_bonus
        )
    deck = list(pack(rules.deck))
    rng.shuffle(deck)
    hands = [0, 0]
    for c in deck[:cards]:
        hands[0] |= 1 << c
    for c in deck[cards : 2 * cards]:
        hands[1] |= 1 << c
    leader = rng.randrange(2)
    played = 12 - cards
    kind = rng.random()
    if kind < 0.2:
        w0 = 0  # capot still possible for seat 1
    elif kind < 0.4:
        w0 = played  # capot still possible for seat 0
    elif kind < 0.55:
        w0 = min(played, max(0, 6 - cards // 2 + rng.randrange(3)))  # the cards at stake
    else:
        w0 = rng.randint(0, played)
    lead = -1
    if mid_trick if mid_trick is not None else rng.random() < 0.4:
        lead = rng.choice(cards_of(hands[leader]))
        hands[leader] ^= 1 << lead
    return PlayPosition((hands[0], hands[1]), leader, lead, (w0, played - w0), played, rules)


# ---------------------------------------------------------------------------------- tests
@pytest.mark.slow
def test_solve_matches_brute_force_on_thousands_of_small_positions() -> None:
    rng = random.Random(20240601)
    for i in range(2400):
        p = random_position(rng, 1 + i % 4)
        assert solve(p) == brute_force(p), p
    for _ in range(200):
        p = random_position(rng, 5)
        assert solve(p) == brute_force(p), p


@pytest.mark.slow
def test_solve_matches_brute_force_with_six_cards() -> None:
    rng = random.Random(6)
    for i in range(24):
        p = random_position(rng, 6, RULE_SETS[i % 4], mid_trick=i % 8 < 3)
        assert solve(p) == brute_force(p), p


def test_best_moves_give_every_legal_card_its_exact_value() -> None:
    rng = random.Random(7)
    for i in range(500):
        p = random_position(rng, 1 + i % 5)
        got = best_moves(p)
        assert [c for c, _ in got] == p.legal_moves()
        assert got == move_values_by_brute_force(p), p
        values = [v for _, v in got]
        assert solve(p) == (max(values) if p.to_act == 0 else min(values))


@pytest.mark.slow
def test_one_solver_reused_across_positions_and_rules_switches_agree() -> None:
    """The table, kept between calls and keyed on relative ranks, never leaks a wrong value;
    every technique switched off gives the same values."""
    rng = random.Random(8)
    shared = {rules: Solver(rules) for rules in RULE_SETS}
    variants = [
        {"grouping": False},
        {"transposition": False},
        {"bounds": False},
        {"history": False},
        {"mtdf": False},
        {"grouping": False, "transposition": False, "bounds": False, "history": False},
    ]
    for i in range(120):
        rules = RULE_SETS[i % 4]
        p = random_position(rng, 4 + i % 4, rules)
        expected = memo_minimax(p)
        assert shared[rules].solve(p) == expected, p
        assert Solver(rules, **variants[i % len(variants)]).solve(p) == expected, p


@pytest.mark.slow
def test_larger_positions_against_memoised_minimax() -> None:
    rng = random.Random(9)
    for i in range(8):
        p = random_position(rng, 8, RULE_SETS[i % 4], mid_trick=i % 3 == 0)
        assert solve(p) == memo_minimax(p), p
        if i < 6:
            moves = best_moves(p)
            for card, value in moves:
                points, nxt = _step(
                    p.hands, p.leader, p.lead_card, p.tricks_won, p.tricks_played, p.rules, card
                )
                rest = PlayPosition(nxt[0], nxt[1], nxt[2], nxt[3], nxt[4], p.rules)
                assert value == points + memo_minimax(rest)


@pytest.mark.slow
def test_full_deals_against_the_solver_without_its_speed_ups() -> None:
    rng = random.Random(10)
    for i in range(16):
        rules = RULE_SETS[i % 4]
        p = random_position(rng, 12, rules, mid_trick=i % 4 == 3)
        reference = Solver(rules, grouping=False, bounds=False, history=False, mtdf=False)
        assert Solver(rules).solve(p) == reference.solve(p), p


def _random_deal_in_play(rng: random.Random, rules: RuleSet) -> DealState:
    """A deal dealt, exchanged and declared at random by the engine, at elder's first lead."""
    order = list(pack(rules.deck))
    rng.shuffle(order)
    deal = DealState(rules, rng.randrange(2), tuple(order))
    while deal.phase != "play":
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


@pytest.mark.slow
def test_engine_scores_what_the_solver_promises() -> None:
    """Both seats play the solver's best cards through the engine: the play points the engine
    scores from any moment on equal the value the solver gave for that moment."""
    rng = random.Random(11)
    for i in range(12):
        rules = RULE_SETS[i % 4]
        deal = _random_deal_in_play(rng, rules)
        solver = Solver(rules)
        promised = []
        while deal.phase != "over":
            if deal.phase == "talon_choice":
                deal.apply(LookAtTalon(rng.random() < 0.5))
                continue
            position = PlayPosition.from_deal(deal)
            moves = solver.best_moves(position)
            value = solver.solve(position)
            best = max(v for _, v in moves) if deal.to_act == 0 else min(v for _, v in moves)
            assert value == best
            promised.append((len(deal.trick_events), value))
            deal.apply(PLAYS[rng.choice([c for c, v in moves if v == best])])
        for start, value in promised:
            scored = sum(e.points * (1 if e.seat == 0 else -1) for e in deal.trick_events[start:])
            assert scored == value


def test_tens_only_does_not_group_a_nine_with_a_ten() -> None:
    """Seat 0 led the queen; seat 1's nine and ten are adjacent, so equivalent under standard
    scoring, but under ``tens_only`` the ten should be kept to win the last trick with a point."""
    q, seven, nine, ten = (parse_card(t) for t in ("QS", "7S", "9S", "10S"))
    for rules, expected in (
        (RuleSet(), {nine: -1, ten: -1}),
        (RuleSet(trick_points="tens_only"), {nine: -2, ten: -1}),
    ):
        p = PlayPosition((1 << seven, 1 << nine | 1 << ten), 0, q, (5, 5), 10, rules)
        assert dict(best_moves(p)) == expected
        assert solve(p) == min(expected.values())


def test_capot_counts_forty_and_six_each_nothing() -> None:
    elder = mask_of(parse_cards("AS AH AD AC KS KH"))
    younger = mask_of(parse_cards("7S 7H 7D 7C 8S 8H"))
    # Seat 0 takes the last six tricks too: capot if he took the first six.
    capot = PlayPosition((elder, younger), 0, -1, (6, 0), 6)
    assert solve(capot) == 6 + 1 + 40
    cards = PlayPosition((elder, younger), 0, -1, (5, 1), 6)
    assert solve(cards) == 6 + 1 + 10
    # Seat 1 has all six others: seat 0 ends on six, nothing for the cards.
    even = PlayPosition((elder, younger), 0, -1, (0, 6), 6)
    assert solve(even) == 6 + 1
    assert CARDS_TERM[6] == 0 and CARDS_TERM[12] == 40 and CARDS_TERM[0] == -40


def test_finished_play_and_invalid_positions() -> None:
    done = PlayPosition((0, 0), 1, -1, (7, 5), 12)
    assert solve(done) == 0 and best_moves(done) == [] and done.to_act == -1
    one = 1 << parse_card("AS")
    other = 1 << parse_card("7H")
    with pytest.raises(ValueError, match="add up"):
        PlayPosition((one, other), 0, -1, (5, 5), 11)
    with pytest.raises(ValueError, match="holds 1 cards"):
        PlayPosition((one | other, 0), 0, -1, (6, 5), 11)
    with pytest.raises(ValueError, match="disjoint"):
        PlayPosition((one, one), 0, -1, (6, 5), 11)
    with pytest.raises(ValueError, match="held by neither"):
        PlayPosition((0, other), 0, parse_card("7H"), (6, 5), 11)
    with pytest.raises(ValueError, match="differ"):
        Solver(RuleSet(trick_points="tens_only")).solve(
            PlayPosition((one, other), 0, -1, (6, 5), 11)
        )
