"""The hidden-card inference and the world sampler, checked against the engine itself.

The definition of a consistent world is operational: deal the world's cards (its pack order from
``deal_order``), replay the deal's actions, and the seat's view must come out identical at the
point it was taken, every action legal on the way. The seat's own actions are replayed as they
were; the opponent's hidden choices are the world's: his discard is the world's discard, a call
of his that was never shown is made with the world's cards of the same measure, and a step the
engine answered for him automatically in one deal (no combination to call: "No sequence."; only
"good" possible) is answered with the same words in the other. Nothing else may differ.

Parties come from the baseline players (random and greedy) under several rule sets; hand-made
deals cover carte blanche for either hand, "not good" on the point, and "equal" twice (the pips
and the top card stated), where the evidence is tightest.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations

import pytest

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.inference import (
    Inference,
    ReasonedKeepModel,
    SoftEvidence,
    UniformKeepModel,
    World,
    effective_sample_size,
    hidden_cards,
    opponent_hand_candidates_count,
    replay_in_world,
    resample,
    sample_worlds,
)
from piquet_desktop.ai.player import Player, Table, start_deal
from piquet_desktop.engine.actions import (
    Action,
    Call,
    Discard,
    Shuffle,
)
from piquet_desktop.engine.cards import (
    ACE,
    FACE_MASK,
    SUIT_MASKS,
    cards_of,
    mask_of,
    pack,
    parse_cards,
    rank_of,
)
from piquet_desktop.engine.combinations import best
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

RUBICON = RuleSet()
AU_CENT_36 = RuleSet(deck=36, partie="au_cent", younger_must_exchange=False)
THREES = RuleSet(deal_by=3, trick_points="tens_only")
AU_CENT = RuleSet(partie="au_cent", younger_must_exchange=False)
NO_SOFT = SoftEvidence(1.0, 1.0, 1.0, 1.0, 1.0)


# ---------------------------------------------------------------------------------- positions
@dataclass(frozen=True)
class Position:
    """A moment of a recorded partie: the state before the deal's shuffle, the deal's actions
    up to the moment, and the real state there."""

    before_deal: PartieState
    actions: tuple[Action, ...]
    state: PartieState

    def view(self, seat: int) -> PlayerView:
        return view(self.state, seat)


def positions(state: PartieState, *, every: int = 1) -> list[Position]:
    """Every ``every``-th decision point of a played partie (a player to act, in a deal)."""
    rules = state.rules
    replayed = new_partie(rules)
    before = replayed.clone()
    deal_actions: list[Action] = []
    out: list[Position] = []
    count = 0
    for action in state.actions:
        if isinstance(action, Shuffle):
            before = replayed.clone()
            deal_actions = []
        replayed.apply(action)
        if replayed.deal is None and not isinstance(action, Shuffle):
            continue
        deal_actions.append(action)
        if replayed.phase == "deal":
            count += 1
            if count % every == 0:
                out.append(Position(before, tuple(deal_actions), replayed.clone()))
    return out


def played(rules: RuleSet, players: tuple[Player, Player], seed: int) -> PartieState:
    return Table.new(rules, players, seed).play()


def true_world(state: PartieState, seat: int) -> World:
    deal = state.deal
    assert deal is not None
    o = 1 - seat
    return World(
        deal.hands[o], deal.dealt[o], deal.discards[o], deal.taken[o] or 0, tuple(deal.talon)
    )


def replay_world(position: Position, seat: int, world: World) -> PartieState:
    """The partie replayed on the world's deal (``inference.replay_in_world``, see the module
    docstring). Raises IllegalActionError if an action is illegal there."""
    return replay_in_world(position.before_deal, position.actions, seat, position.view(seat), world)


def assert_consistent(position: Position, seat: int, world: World) -> None:
    original = position.view(seat)
    alt = replay_world(position, seat, world)
    replayed = view(alt, seat)
    if replayed != original:
        diff = [f for f in PlayerView.__slots__ if getattr(replayed, f) != getattr(original, f)]
        pytest.fail(f"the world changes the seat's view: {diff}")


# ---------------------------------------------------------------------------------- scripted
@dataclass(frozen=True)
class Scripted:
    """Greedy, except that its exchanges discard the cards given per seat (a hand-made deal
    keeps the combinations it was made for) and it calls the cards given per category."""

    discards: dict[int, int]
    calls: dict[str, int] = field(default_factory=dict)
    name: str = "scripted"

    def choose(self, v: PlayerView, decision: Decision, rng: random.Random) -> Action:
        if decision.kind == "exchange" and v.seat in self.discards:
            return Discard(self.discards[v.seat])
        wanted = self.calls.get(decision.category or "")
        if decision.kind == "call" and wanted is not None:
            chosen = Call(decision.category or "point", wanted)
            if chosen in decision.actions:
                return chosen
        return GreedyPlayer().choose(v, decision, rng)


def hand_made(
    rules: RuleSet,
    elder_hand: str,
    younger_hand: str,
    talon: str,
    discards: dict[int, str],
    calls: dict[str, str] | None = None,
) -> PartieState:
    """A deal with seat 0 elder, played to its end by ``Scripted`` players."""
    hands = (mask_of(parse_cards(elder_hand)), mask_of(parse_cards(younger_hand)))
    order = order_for_hands(hands, parse_cards(talon), 0, rules.deal_by)
    state = start_deal(rules, order, 0)
    player = Scripted(
        {s: mask_of(parse_cards(d)) for s, d in discards.items()},
        {c: mask_of(parse_cards(t)) for c, t in (calls or {}).items()},
    )
    table = Table(state, (player, player), random.Random(0), (random.Random(1), random.Random(2)))
    table.play_deal()
    return state


# Younger holds carte blanche (no king, queen or knave); elder every court card.
CB_FACELESS = "7S 8S 9S 10S AS 7H 8H 9H 10H AH 7D 8D"
CB_COURTS = "JS QS KS JH QH KH JD QD KD JC QC KC"
CB_TALON = "9D 10D AD 7C 8C 9C 10C AC"
# Equal twice in point and sequence: quints major, 51 each, in spades and hearts.
EQ_ELDER = "AS KS QS JS 10S 7H 8H 7D 8D 9D 7C 8C"
EQ_YOUNGER = "AH KH QH JH 10H 7S 8S 9S 10D JD 9C 10C"
EQ_TALON = "9H QD KD AD JC QC KC AC"
# Elder's point of four against younger's six.
NG_ELDER = "AS KS QS JS 7D 8D 9D 7C 8C 9C 10D JD"
NG_YOUNGER = "AH KH QH JH 10H 9H 7S 8S 9S QD KD 10C"
NG_TALON = "7H 8H 10S AD JC QC KC AC"
# Elder calls a tierce to the queen, good against the cards, and reckons his quart to the king too.
GA_ELDER = "KS QS JS 10S 7S QH JH 10H KD 10D KC 10C"
GA_YOUNGER = "AS 9S 8S AH KH 9H AD QD 9D AC QC 9C"
GA_TALON = "8H 7H JD 8D 7D JC 8C 7C"


@pytest.fixture(scope="module")
def parties() -> list[PartieState]:
    g, r = GreedyPlayer(), RandomPlayer()
    return [
        played(RUBICON, (g, g), 3),
        played(RUBICON, (r, g), 4),
        played(AU_CENT_36, (r, r), 5),
        played(THREES, (g, r), 6),
    ]


@pytest.fixture(scope="module")
def hand_made_deals() -> dict[str, PartieState]:
    return {
        "younger carte blanche": hand_made(RUBICON, CB_COURTS, CB_FACELESS, CB_TALON, {}),
        "elder carte blanche": hand_made(RUBICON, CB_FACELESS, CB_COURTS, CB_TALON, {}),
        "equal twice": hand_made(AU_CENT, EQ_ELDER, EQ_YOUNGER, EQ_TALON, {0: "7C", 1: ""}),
        "not good": hand_made(AU_CENT, NG_ELDER, NG_YOUNGER, NG_TALON, {0: "7C", 1: ""}),
        "good against the cards": hand_made(
            RUBICON, GA_ELDER, GA_YOUNGER, GA_TALON, {0: "7S", 1: "9S"}, {"sequence": "QH JH 10H"}
        ),
    }


# ---------------------------------------------------------------------------------- tests
def test_hand_made_deals_say_what_they_are_made_for(
    hand_made_deals: dict[str, PartieState],
) -> None:
    """The scenarios below rely on these declarations having happened."""
    kinds = {
        k: [(e.seat, e.kind) for e in v.results[-1].events] for k, v in hand_made_deals.items()
    }
    assert (1, "carte_blanche") in kinds["younger carte blanche"]
    assert (0, "carte_blanche") in kinds["elder carte blanche"]
    eq = hand_made_deals["equal twice"]
    eq_replies = _replies(eq)
    assert eq_replies["point"] == ("equal", "equal")
    assert eq_replies["sequence"] == ("equal", "equal")
    assert _replies(hand_made_deals["not good"])["point"] == ("not_good",)
    sequences = [
        (e.seat, e.points)
        for e in hand_made_deals["good against the cards"].results[-1].events
        if e.kind == "sequence"
    ]
    assert sequences == [(0, 3), (0, 4)]


def _replies(state: PartieState) -> dict[str, tuple[str, ...]]:
    """The younger hand's replies per category in the (single) deal, from a replay."""
    out: dict[str, tuple[str, ...]] = {}
    for p in positions(state):
        for d in p.view(0).declarations:
            out[d.category] = d.replies
    return out


def test_every_sampled_world_replays_to_the_identical_view(parties: list[PartieState]) -> None:
    checked = 0
    for i, state in enumerate(parties):
        for j, position in enumerate(positions(state, every=7)):
            seat = position.state.current_player
            worlds = sample_worlds(position.view(seat), 2, random.Random(1000 * i + j))
            assert worlds, "a real position always has consistent worlds"
            for world in worlds:
                assert_consistent(position, seat, world)
                checked += 1
    assert checked > 300


@pytest.mark.parametrize(
    "name",
    [
        "younger carte blanche",
        "elder carte blanche",
        "equal twice",
        "not good",
        "good against the cards",
    ],
)
def test_tight_evidence_worlds_replay_for_both_seats(
    hand_made_deals: dict[str, PartieState], name: str
) -> None:
    """Every decision point of the deal, from both seats (the seat not to act too), with many
    Metropolis-Hastings moves per world: a move that broke a constraint would show here."""
    state = hand_made_deals[name]
    for j, position in enumerate(positions(state)):
        for seat in (0, 1):
            v = position.view(seat)
            if v.to_act != seat and v.deal_phase == "declare":
                continue  # a bystander sees whose turn it is: younger is asked only if he holds
            worlds = sample_worlds(v, 3, random.Random(j), moves=12)  # moves stress the swaps
            assert worlds
            for world in worlds:
                assert_consistent(position, seat, world)


def test_the_true_deal_always_meets_the_hard_evidence(
    parties: list[PartieState], hand_made_deals: dict[str, PartieState]
) -> None:
    all_positions = [p for s in parties for p in positions(s, every=2)]
    all_positions += [p for s in hand_made_deals.values() for p in positions(s)]
    for position in all_positions:
        for seat in (0, 1):
            inference = Inference(position.view(seat))
            truth = true_world(position.state, seat)
            assert inference.check_world(truth) == []
            assert inference.world_weight(truth) > 0.0


def test_carte_blanche_worlds_give_the_claimant_no_court_card(
    hand_made_deals: dict[str, PartieState],
) -> None:
    for name, claimant in (("younger carte blanche", 1), ("elder carte blanche", 0)):
        for position in positions(hand_made_deals[name]):
            v = position.view(1 - claimant)
            if not v.carte_blanche_claimed[claimant]:
                continue
            for world in sample_worlds(v, 10, random.Random(3)):
                assert not world.opponent_dealt & FACE_MASK
                if v.opponent_dealt_shown:
                    assert world.opponent_dealt == v.opponent_dealt_shown


def test_equal_twice_pins_the_opponents_best_point_and_sequence(
    hand_made_deals: dict[str, PartieState],
) -> None:
    state = hand_made_deals["equal twice"]
    at_lead = next(p for p in positions(state) if p.state.deal and p.state.deal.phase == "play")
    for seat in (0, 1):
        v = at_lead.view(seat)
        worlds = sample_worlds(v, 20, random.Random(seat))
        assert len(worlds) == 20
        for w in worlds:
            hand = w.opponent_kept | w.opponent_taken
            point, seq = best(hand, "point"), best(hand, "sequence")
            assert point is not None and point.key == (5, 51)
            assert seq is not None and seq.key == (5, ACE)


def test_tied_combinations_shown_are_placed_in_the_opponents_hand(
    hand_made_deals: dict[str, PartieState],
) -> None:
    state = hand_made_deals["equal twice"]
    played = next(p for p in positions(state) if p.view(0).tricks)  # younger shows at the lead
    for seat, quint in ((1, "AS KS QS JS 10S"), (0, "AH KH QH JH 10H")):
        v = played.view(seat)
        tied = mask_of(parse_cards(quint))
        assert v.opponent_shown & tied == tied
        h = hidden_cards(v)
        assert (h.opponent_hand_known | h.opponent_played) & tied == tied
        for w in sample_worlds(v, 10, random.Random(seat)):
            assert (w.opponent_kept | w.opponent_taken) & tied == tied


def test_a_call_good_against_the_cards_is_read_as_the_engine_reckons_it(
    hand_made_deals: dict[str, PartieState],
) -> None:
    state = hand_made_deals["good against the cards"]
    at_lead = next(p for p in positions(state) if p.state.deal and p.state.deal.phase == "play")
    v = at_lead.view(1)
    for w in sample_worlds(v, 20, random.Random(7)):
        hand = w.opponent_kept | w.opponent_taken
        assert hand & mask_of(parse_cards("KS QS JS 10S QH JH 10H")) == mask_of(
            parse_cards("KS QS JS 10S QH JH 10H")
        )


def test_not_good_gives_the_opponent_a_longer_point(
    hand_made_deals: dict[str, PartieState],
) -> None:
    state = hand_made_deals["not good"]
    # elder's view before the first lead: younger's point is not announced yet
    before_lead = [
        p
        for p in positions(state)
        if p.state.deal is not None
        and p.state.deal.phase in ("declare", "play")
        and p.state.current_player == 0
        and not p.view(0).tricks
        and p.view(0).lead_card < 0
        and p.view(0).declarations[0].replies
    ]
    assert before_lead
    for w in sample_worlds(before_lead[-1].view(0), 30, random.Random(5)):
        hand = w.opponent_kept | w.opponent_taken
        assert max((hand & SUIT_MASKS[s]).bit_count() for s in range(4)) >= 5


def test_voids_shown_in_play_are_respected(parties: list[PartieState]) -> None:
    found = 0
    for state in parties[:2]:
        for position in positions(state, every=3):
            seat = position.state.current_player
            v = position.view(seat)
            voids = {
                t.lead // 9 for t in v.tricks if t.leader == seat and t.follow // 9 != t.lead // 9
            }
            if not voids:
                continue
            found += 1
            for w in sample_worlds(v, 10, random.Random(found)):
                for s in voids:
                    assert not w.opponent_hand & SUIT_MASKS[s]
    assert found > 5


def test_sampling_is_reproducible_and_weights_are_positive(parties: list[PartieState]) -> None:
    for position in positions(parties[0], every=11):
        v = position.view(position.state.current_player)
        a = sample_worlds(v, 30, random.Random(42))
        b = sample_worlds(v, 30, random.Random(42))
        assert a == b
        assert all(w.weight > 0.0 for w in a)
        assert sum(w.weight for w in a) == pytest.approx(1.0)


def test_hidden_cards_bookkeeping_in_each_phase() -> None:
    rules = RUBICON
    state = hand_made(rules, NG_ELDER, NG_YOUNGER, NG_TALON, {})
    pos = positions(state)
    elder_discard = next(p for p in pos if p.state.deal and p.state.deal.phase == "elder_discard")
    h = hidden_cards(elder_discard.view(0))
    assert (h.opponent_kept_size, h.opponent_discard_size, h.opponent_taken_size) == (12, 0, 0)
    assert h.talon_size == 8 and h.unseen.bit_count() == 20 and h.takes_pending == (0, 1)
    younger_discard = next(
        p for p in pos if p.state.deal and p.state.deal.phase == "younger_discard"
    )
    h = hidden_cards(younger_discard.view(1))
    k = younger_discard.view(1).took[0]
    assert k is not None
    sizes = (h.opponent_kept_size, h.opponent_discard_size, h.opponent_taken_size, h.talon_size)
    assert sizes == (12 - k, k, k, 8 - k)
    assert h.unseen.bit_count() == 20 and h.takes_pending == (1,)
    last = pos[-1]
    for seat in (0, 1):
        h = hidden_cards(last.view(seat))
        assert h.takes_pending == ()
        assert h.opponent_hand_size == last.view(seat).opponent_hand_count


def test_a_position_pinned_down_is_listed_exactly(parties: list[PartieState]) -> None:
    """Late in a deal the candidates are few: listing them gives the exact count, and the
    sampler's uniform draws match the listed set."""
    late = [p for p in positions(parties[0]) if p.state.deal and len(p.state.deal.tricks) == 9]
    assert late
    position = late[0]
    seat = position.state.current_player
    inference = Inference(position.view(seat))
    listed = inference.enumerate_hands()
    assert listed is not None
    truth = true_world(position.state, seat)
    assert truth.opponent_kept | truth.opponent_taken in listed
    count = opponent_hand_candidates_count(position.view(seat))
    assert count == len(listed)
    hands = {
        w.opponent_kept | w.opponent_taken
        for w in inference.sample(200, random.Random(0), weighted=False)
    }
    assert hands <= set(listed)


def test_uniform_sampling_matches_the_exact_card_frequencies(parties: list[PartieState]) -> None:
    """Rejection draws (with their importance weights) estimate the same card frequencies as
    the full list of candidates: the proposal corrections are right."""
    for position in positions(parties[1]):
        seat = position.state.current_player
        inference = Inference(position.view(seat), UniformKeepModel(), NO_SOFT)
        listed = inference.enumerate_hands(limit=3000)
        if listed is None or len(listed) < 60 or not inference.evidence.items:
            continue
        exact = [sum(h >> c & 1 for h in listed) / len(listed) for c in range(36)]
        fresh = Inference(position.view(seat), UniformKeepModel(), NO_SOFT)
        worlds = fresh.sample(3000, random.Random(9), listing=False)
        est = [0.0] * 36
        for w in worlds:
            hand = w.opponent_kept | w.opponent_taken
            for c in cards_of(hand):
                est[c] += w.weight
        assert max(abs(a - b) for a, b in zip(exact, est, strict=True)) < 0.06
        return
    pytest.fail("no position with a few hundred candidates and declarations evidence")


class _LeaningButUniform:
    """Every discard equally likely, yet rank rates that make the sampler's draws lean (aces
    kept, sevens thrown): the importance weights must undo the lean exactly."""

    def discard_likelihood(self, dealt: int, discard: int, elder: bool) -> float:
        return 1.0

    def rank_discard_rates(self, elder: bool, count: int) -> tuple[float, ...]:
        return (0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2)


@pytest.mark.parametrize("moves", [0, 4])
def test_a_leaning_proposal_is_corrected_by_its_weights(
    parties: list[PartieState], moves: int
) -> None:
    """Before younger's exchange nothing is known of elder's twelve: each card the seat cannot
    see is in his hand with probability 12/20, whatever the draws leaned towards."""
    position = next(
        p
        for p in positions(parties[0])
        if p.state.deal is not None and p.state.deal.phase == "younger_discard"
    )
    v = position.view(position.state.current_player)
    worlds = Inference(v, _LeaningButUniform(), NO_SOFT).sample(
        3000, random.Random(11), moves=moves, oversample=1
    )
    unseen = hidden_cards(v).unseen
    freq = [sum(w.weight for w in worlds if w.opponent_hand >> c & 1) for c in cards_of(unseen)]
    assert max(abs(f - 0.6) for f in freq) < 0.06


def test_keep_model_is_a_distribution_and_keeps_aces() -> None:
    model = ReasonedKeepModel()
    rng = random.Random(7)
    for _ in range(3):
        dealt = mask_of(rng.sample(pack(32), 12))
        total = sum(
            model.discard_likelihood(dealt, mask_of(d), True)
            for d in combinations(cards_of(dealt), 5)
        )
        assert total == pytest.approx(1.0)
    rates = model.rank_discard_rates(True, 5)
    assert rates[ACE] < 0.03 and rates[1] > 0.5  # aces kept, sevens mostly thrown
    assert list(rates) == sorted(rates, reverse=True)


def test_keep_models_likelihoods_are_the_same_after_its_tables_are_cleared() -> None:
    model = ReasonedKeepModel()
    rng = random.Random(11)
    asked = []
    for _ in range(20):
        dealt = mask_of(rng.sample(pack(32), 12))
        asked.append((dealt, mask_of(rng.sample(cards_of(dealt), 5)), rng.random() < 0.5))
    first = [model.discard_likelihood(*a) for a in asked]
    model.clear()
    assert not model._suits and not model._pairs
    assert [model.discard_likelihood(*a) for a in asked] == first  # the very same numbers


def test_keep_model_moves_the_opponents_hand_towards_high_cards(parties: list[PartieState]) -> None:
    position = next(
        p for p in positions(parties[0]) if p.state.deal and p.state.deal.phase == "younger_discard"
    )
    v = position.view(position.state.current_player)

    def aces_and_sevens(worlds: list[World]) -> tuple[float, float]:
        aces = sevens = 0.0
        for w in worlds:
            for c in cards_of(w.opponent_hand & ~v.known_cards()):
                if rank_of(c) == ACE:
                    aces += w.weight
                elif rank_of(c) == 1:
                    sevens += w.weight
        return aces, sevens

    weighted = aces_and_sevens(sample_worlds(v, 400, random.Random(1)))
    uniform = aces_and_sevens(sample_worlds(v, 400, random.Random(1), weighted=False))
    assert weighted[0] > uniform[0] and weighted[1] < uniform[1]


def test_resample_and_effective_size() -> None:
    worlds = [World(0, 0, 0, 0, (), w) for w in (0.7, 0.1, 0.1, 0.1)]
    assert effective_sample_size(worlds) == pytest.approx(1 / (0.49 + 0.03))
    out = resample(worlds, 10, random.Random(0))
    assert len(out) == 10 and all(w.weight == pytest.approx(0.1) for w in out)
    assert effective_sample_size(out) == pytest.approx(10)


def test_no_deal_means_nothing_to_infer() -> None:
    state = new_partie(RUBICON)
    with pytest.raises(ValueError):
        hidden_cards(view(state, 0))
