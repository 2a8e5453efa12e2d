"""Invariants over thousands of random parties, across presets and options.

Random play draws the exchange directly (a random subset of a size within ``exchange_range``)
because ``legal_actions`` enumerates every discard; membership of those discards in
``legal_actions`` is checked on a sample. What a seat may know is recomputed here from the rules
and the action list alone (the deal order, the discards, the claims, the look at the talon, the
cards played), never read back from the engine, and every card a view mentions must lie inside it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from piquet_desktop.engine.actions import (
    Action,
    Answer,
    Call,
    CarteBlanche,
    Cut,
    Discard,
    LookAtTalon,
    Play,
    Shuffle,
    Sink,
    action_from_json,
    action_to_json,
)
from piquet_desktop.engine.cards import (
    FACE_MASK,
    RANK_MASKS,
    SUIT_MASKS,
    TEN,
    cards_of,
    mask_of,
    pack,
    pack_mask,
    rank_of,
    suit_of,
)
from piquet_desktop.engine.combinations import best, sequence_score
from piquet_desktop.engine.deal import DealState, order_for_hands
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import (
    CHANCE,
    PartieState,
    chance_action,
    new_partie,
    rubicon_result,
)
from piquet_desktop.engine.rules import AU_CENT, RUBICON, THIRTY_SIX, RuleSet
from piquet_desktop.engine.scoring import HAND_KINDS, ScoreEvent
from piquet_desktop.engine.view import PlayerView, view

RULESETS: dict[str, RuleSet] = {
    "rubicon": RUBICON,
    "au-cent": AU_CENT,
    "thirty-six": THIRTY_SIX,
    "threes": RuleSet(deal_by=3, cut="lower_deals"),
    "tens-only": RuleSet(trick_points="tens_only", last_trick_bonus=10, cards_count_for_pique=True),
    "four-deals": RuleSet(rubicon_deals=4, younger_must_exchange=False),
    "rubicon-36": RuleSet(deck=36, deal_by=3),
    "au-cent-tens": RuleSet(partie="au_cent", trick_points="tens_only", cards_count_for_pique=True),
}
CATEGORY_ORDER = {"carte_blanche": 0, "point": 1, "sequence": 2, "set": 3}
# Everything a deal holds except caches of derived facts, which a refused action may drop.
DEAL_FIELDS = [n for n in DealState.__slots__ if n != "memo"]


# ---------------------------------------------------------------------------------- random play


def random_action(state: PartieState, rng: random.Random, blank_rate: float = 0.0) -> Action:
    if state.current_player == CHANCE:
        if state.phase == "shuffle" and rng.random() < blank_rate:
            return blank_shuffle(state, rng)
        return chance_action(state, rng)
    deal = state.deal
    assert deal is not None
    if deal.phase in ("elder_discard", "younger_discard"):
        low, high = deal.exchange_range()
        hand = cards_of(deal.hands[deal.to_act])
        return Discard(mask_of(rng.sample(hand, rng.randint(low, high))))
    if deal.phase == "play":
        return Play(rng.choice(cards_of(deal.legal_plays())))
    return rng.choice(deal.legal_actions())


def blank_shuffle(state: PartieState, rng: random.Random) -> Shuffle:
    """A shuffle dealing carte blanche to elder, younger or (36 cards only) both."""
    rules = state.rules
    elder = 1 - state.dealer
    blanks = [x for x in pack(rules.deck) if not FACE_MASK >> x & 1]
    rng.shuffle(blanks)
    seats = rng.choice([[elder], [1 - elder]] + ([[0, 1]] if len(blanks) >= 24 else []))
    hands = [0, 0]
    for seat in seats:
        hands[seat] = mask_of(blanks[:12])
        del blanks[:12]
    rest = [x for x in pack(rules.deck) if not (hands[0] | hands[1]) >> x & 1]
    rng.shuffle(rest)
    for seat in (0, 1):
        if not hands[seat]:
            hands[seat] = mask_of(rest[:12])
            del rest[:12]
    return Shuffle(order_for_hands((hands[0], hands[1]), rest, elder, rules.deal_by))


@dataclass
class Step:
    actor: int
    action: Action


@dataclass
class Game:
    rules: RuleSet
    state: PartieState
    steps: list[Step] = field(default_factory=list)

    def play(
        self, rng: random.Random, limit: int | None = None, blank_rate: float = 0.0
    ) -> Iterator[Step]:
        while not self.state.is_over and (limit is None or len(self.steps) < limit):
            step = Step(self.state.current_player, random_action(self.state, rng, blank_rate))
            self.state.apply(step.action)
            self.steps.append(step)
            yield step


def random_partie(
    rules: RuleSet, seed: int, limit: int | None = None, blank_rate: float = 0.0
) -> Game:
    game = Game(rules, new_partie(rules))
    for _ in game.play(random.Random(seed), limit, blank_rate):
        pass
    return game


# ---------------------------------------------------------------------------------- fingerprints


def _deal_fingerprint(d: DealState | None) -> tuple[str, ...] | None:
    return None if d is None else tuple(repr(getattr(d, n)) for n in DEAL_FIELDS)


def fingerprint(state: PartieState) -> tuple[object, ...]:
    return (  # earlier results never change: their number and the last one stand for them all
        state.phase,
        state.dealer,
        len(state.results),
        repr(state.results[-1:]),
        tuple(state.totals),
        tuple(state.game_scores),
        repr(state.games),
        repr(state.result),
        len(state.actions),
        repr(state.actions[-1:]),
        _deal_fingerprint(state.deal),
        _deal_fingerprint(state.finished_deal),
    )


def conserved(rules: RuleSet, d: DealState) -> None:
    played = mask_of([x for t in d.tricks for x in (t.lead, t.follow)])
    if d.lead_card >= 0:
        played |= 1 << d.lead_card
    parts = [d.hands[0], d.hands[1], d.discards[0], d.discards[1], mask_of(d.talon), played]
    assert sum(p.bit_count() for p in parts) == rules.deck, "a card is in two places"
    union = 0
    for p in parts:
        union |= p
    assert union == pack_mask(rules.deck), "a card went missing"


# ---------------------------------------------------------------------------------- knowledge


@dataclass
class Knowledge:
    """What the rules let one seat know in the deal in progress (or just finished, between deals),
    from the actions alone."""

    may_know: int
    hand: int
    seen_talon: int
    opponent_dealt: int


def deal_steps(game: Game) -> tuple[tuple[int, ...], list[Step]]:
    last = max(i for i, s in enumerate(game.steps) if isinstance(s.action, Shuffle))
    order = game.steps[last].action.order  # type: ignore[union-attr]
    return order, game.steps[last + 1 :]


def dealt_by_rules(order: tuple[int, ...], elder: int, by: int) -> tuple[list[int], list[int]]:
    hands = [0, 0]
    for packet in range(24 // by):
        for x in order[packet * by : packet * by + by]:
            hands[elder if packet % 2 == 0 else 1 - elder] |= 1 << x
    return hands, list(order[24:])


def shown_deal(state: PartieState) -> DealState | None:
    """The deal a view shows: the one in play, or between deals the one just finished."""
    return state.deal or state.finished_deal


def knowledge(game: Game, seat: int, events: list[ScoreEvent]) -> Knowledge:
    rules, state = game.rules, game.state
    deal = shown_deal(state)
    assert deal is not None
    elder = deal.elder
    younger = 1 - elder
    order, steps = deal_steps(game)
    dealt, talon = dealt_by_rules(order, elder, rules.deal_by)
    claims = {s.actor for s in steps if isinstance(s.action, CarteBlanche) and s.action.claim}
    thrown = {s.actor: s.action.cards for s in steps if isinstance(s.action, Discard)}
    played = mask_of([s.action.card for s in steps if isinstance(s.action, Play)])
    looked = any(isinstance(s.action, LookAtTalon) and s.action.look for s in steps)
    taken = [0, 0]
    seen = 0
    if elder in thrown:
        n_e = thrown[elder].bit_count()
        taken[elder] = mask_of(talon[:n_e])
        if seat == elder:
            seen |= mask_of(talon[n_e : rules.elder_max])
        if younger in thrown:
            n_y = thrown[younger].bit_count()
            taken[younger] = mask_of(talon[n_e : n_e + n_y])
            if looked:
                seen |= mask_of(talon[n_e + n_y :])
    other = 1 - seat
    shows_cb = other in claims and (younger if other == elder else elder) in thrown
    opponent_dealt = dealt[other] if shows_cb else 0
    own_hand = (dealt[seat] & ~thrown.get(seat, 0) | taken[seat]) & ~played
    may_know = dealt[seat] | taken[seat] | seen | played | opponent_dealt
    after_exchange = dealt[other] & ~thrown.get(other, 0) | taken[other]
    for e in events:
        if e.seat == other and e.kind in HAND_KINDS:
            heard = other == elder or played != 0
            lawful_showing(e, after_exchange, dealt[other], shows_cb, heard)
            may_know |= e.cards
    if other == elder or played:
        may_know |= tied_combinations(steps, after_exchange, other == elder)
    return Knowledge(may_know, own_hand, seen, opponent_dealt)


def tied_combinations(steps: list[Step], hand: int, elder: bool) -> int:
    """The cards of the combinations that tied (an elder's call answered "equal" twice), which
    both players see: elder's call itself, or younger's best in the category."""
    out = 0
    call: Call | None = None
    equals = 0
    for s in steps:
        if isinstance(s.action, Call):
            call, equals = s.action, 0
        elif isinstance(s.action, Answer) and call is not None:
            equals = equals + 1 if s.action.reply == "equal" else 0
            if equals == 2:
                tie = best(hand, call.category)
                assert tie is not None
                out |= call.cards if elder else tie.cards
    return out


def lawful_showing(e: ScoreEvent, hand: int, dealt: int, shows_cb: bool, heard: bool) -> None:
    """An opponent's score shows its cards only if it is a real combination he held, carte blanche
    only once its time to be shown has come, and younger's calls only once elder has led."""
    cards = cards_of(e.cards)
    if e.kind == "carte_blanche":
        assert shows_cb, "carte blanche shown before its time"
        assert e.cards == dealt and dealt & FACE_MASK == 0 and e.points == 10
        return
    assert heard, f"younger's {e.kind} shown before elder's first lead"
    assert e.cards & ~hand == 0, f"{e.reason} names cards he does not hold"
    if e.kind == "point":
        assert len({suit_of(x) for x in cards}) == 1 and e.points == len(cards)
    elif e.kind == "sequence":
        ranks = sorted(rank_of(x) for x in cards)
        assert len({suit_of(x) for x in cards}) == 1 and len(cards) >= 3
        assert ranks == list(range(ranks[0], ranks[0] + len(ranks)))
        assert e.points == sequence_score(len(cards))
    else:
        assert len({rank_of(x) for x in cards}) == 1 and rank_of(cards[0]) >= TEN
        assert (len(cards), e.points) in ((3, 3), (4, 14))


def check_exchange(game: Game) -> None:
    """Elder takes 1 to his portion (exactly what he announced with carte blanche), younger up to
    what is left, at least one where he must."""
    rules, state = game.rules, game.state
    assert state.deal is not None
    elder = state.deal.elder
    _, steps = deal_steps(game)
    thrown = {s.actor: s.action.cards.bit_count() for s in steps if isinstance(s.action, Discard)}
    announced = [
        s.action.take for s in steps if isinstance(s.action, CarteBlanche) and s.actor == elder
    ]
    if elder in thrown:
        assert 1 <= thrown[elder] <= rules.elder_max
        if announced and announced[0]:
            assert thrown[elder] == announced[0]
    if 1 - elder in thrown:
        left = rules.talon_size - (thrown.get(elder) or (announced[0] if announced else 0))
        assert thrown[1 - elder] <= left
        assert thrown[1 - elder] >= (1 if rules.younger_must_exchange and left else 0)


def cards_in_view(v: PlayerView) -> int:
    mentioned = v.hand | v.dealt | v.discard | (v.taken or 0) | v.seen_talon
    mentioned |= v.opponent_shown | v.opponent_dealt_shown | v.played_cards()
    for e in (*v.events, *v.pending_own):
        mentioned |= e.cards
    return mentioned


def check_views(game: Game) -> None:
    state = game.state
    if shown_deal(state) is None:
        return
    for seat in (0, 1):
        v = view(state, seat)
        k = knowledge(game, seat, list(v.events))
        assert v.hand == k.hand
        assert v.seen_talon == k.seen_talon
        assert v.opponent_dealt_shown == k.opponent_dealt
        leaked = cards_in_view(v) & ~k.may_know
        assert not leaked, f"seat {seat} sees {cards_of(leaked)} it may not know"


# ---------------------------------------------------------------------------------- illegal actions


def candidate_actions(state: PartieState, rng: random.Random) -> list[Action]:
    d = state.deal
    assert d is not None
    deck = list(pack(state.rules.deck))
    hand = d.hands[d.to_act]
    other = d.hands[1 - d.to_act]
    out: list[Action] = [
        Play(rng.choice(deck)),
        Play(rng.choice(cards_of(other) or deck)),
        Answer(rng.choice(("good", "not_good", "equal"))),
        Sink(rng.choice(("point", "sequence", "set"))),
        LookAtTalon(rng.random() < 0.5),
        CarteBlanche(rng.random() < 0.5, rng.randint(0, 8)),
        Discard(mask_of(rng.sample(deck, rng.randint(0, 8)))),
        Discard(mask_of(rng.sample(cards_of(hand), rng.randint(0, min(8, hand.bit_count()))))),
        Call(
            rng.choice(("point", "sequence", "set")), mask_of(rng.sample(deck, rng.randint(1, 6)))
        ),
        Cut((deck[0], deck[1])),
        Shuffle(tuple(deck)),
    ]
    for cat in ("point", "sequence", "set"):  # the opponent's combinations, never ours to call
        for suit in range(4):
            if other & SUIT_MASKS[suit]:
                out.append(Call(cat, other & SUIT_MASKS[suit]))  # type: ignore[arg-type]
        for r in range(TEN, 9):
            if (other & RANK_MASKS[r]).bit_count() >= 3:
                out.append(Call(cat, other & RANK_MASKS[r]))  # type: ignore[arg-type]
    return out


def is_legal(d: DealState, action: Action) -> bool:
    if d.phase in ("elder_discard", "younger_discard"):  # listing every discard is slow
        if not isinstance(action, Discard):
            return False
        low, high = d.exchange_range()
        return action.cards & ~d.hands[d.to_act] == 0 and low <= action.cards.bit_count() <= high
    return action in d.legal_actions()


def check_refusals(state: PartieState, rng: random.Random) -> int:
    d = state.deal
    assert d is not None
    refused = 0
    for action in candidate_actions(state, rng):
        if is_legal(d, action):
            trial = state.clone()
            trial.apply(action)  # a legal action is accepted
            continue
        before = fingerprint(state)
        views = (view(state, 0), view(state, 1))
        with pytest.raises(IllegalActionError) as info:
            state.apply(action)
        assert str(info.value), "a refusal must say why"
        assert fingerprint(state) == before, f"refused {action} changed the state"
        assert (view(state, 0), view(state, 1)) == views
        refused += 1
    return refused


# ---------------------------------------------------------------------------------- results


def check_results(state: PartieState) -> None:
    rules = state.rules
    totals = [0, 0]
    for r in state.results:
        raw = [sum(e.points for e in r.events if e.seat == s) for s in (0, 1)]
        assert r.totals == (raw[0] * r.multiplier, raw[1] * r.multiplier)
        totals = [totals[0] + r.totals[0], totals[1] + r.totals[1]]
        check_event_order(rules, r.elder, list(r.events))
    assert totals == state.totals
    if rules.partie == "rubicon":
        check_rubicon(state)
    else:
        check_au_cent(state)


def check_event_order(rules: RuleSet, elder: int, events: list[ScoreEvent]) -> None:
    kinds = [e.kind for e in events]
    hand = [CATEGORY_ORDER[k] for k in kinds if k in CATEGORY_ORDER]
    assert hand == sorted(hand), "hand scores out of reckoning order"
    first_play = next((i for i, k in enumerate(kinds) if k not in HAND_KINDS | {"repique"}), None)
    if first_play is not None:
        assert all(k not in HAND_KINDS for k in kinds[first_play:])
    bonuses = [(i, e) for i, e in enumerate(events) if e.kind in ("pique", "repique")]
    assert len(bonuses) <= 1
    for i, bonus in bonuses:
        before = [e for e in events[:i] if e.for_pique and e.points]
        mine = sum(e.points for e in before if e.seat == bonus.seat)
        assert all(e.seat == bonus.seat for e in before), "a bonus after the opponent scored"
        assert mine >= 30 and mine - before[-1].points < 30
        assert (bonus.kind == "repique") == (events[i - 1].kind in HAND_KINDS)
        if bonus.kind == "pique" and rules.trick_points == "standard":
            assert bonus.seat == elder, "only elder can pique under standard trick points"
    assert all(e.for_pique or e.kind in ("cards", "capot", "pique", "repique") for e in events)


def check_rubicon(state: PartieState) -> None:
    base = state.rules.rubicon_deals
    n = len(state.results)
    assert n <= base + 2
    for done in range(1, n):
        partial = [sum(r.totals[s] for r in state.results[:done]) for s in (0, 1)]
        if done == base:
            assert partial[0] == partial[1], "more deals were played without a tie"
    if state.is_over:
        assert n == base + 2 or (n == base and state.totals[0] != state.totals[1])
        assert state.result == rubicon_result((state.totals[0], state.totals[1]))


def check_au_cent(state: PartieState) -> None:
    """Replay the games from the deal events alone: first to 100 in reckoning order."""
    games: list[tuple[int, bool, tuple[int, int], int]] = []
    scores = [0, 0]
    for r in state.results:
        for e in r.events:
            scores[e.seat] += e.points
            if scores[e.seat] >= 100:
                games.append((e.seat, scores[1 - e.seat] < 50, (scores[0], scores[1]), r.number))
                scores = [0, 0]
                break
    assert [(g.winner, g.double, g.scores, g.last_deal) for g in state.games] == games
    assert state.game_scores == scores
    points = [sum(2 if g[1] else 1 for g in games if g[0] == s) for s in (0, 1)]
    assert state.is_over == (max(points) >= 3)
    if state.is_over:
        assert state.result is not None and state.result.winner == points.index(max(points))


def replayed(rules: RuleSet, actions: list[Action]) -> PartieState:
    fresh = new_partie(rules)
    for a in actions:
        fresh.apply(a)
    return fresh


# ---------------------------------------------------------------------------------- the tests


PARTIES_PER_RULESET = 240  # 1,920 random parties in all


@pytest.mark.slow
@pytest.mark.parametrize("name", RULESETS)
def test_random_parties_keep_every_invariant(name: str) -> None:
    rules = RULESETS[name]
    for seed in range(PARTIES_PER_RULESET):
        game = random_partie(rules, seed)
        state = game.state
        assert state.is_over
        check_results(state)
        again = replayed(rules, state.actions)
        assert fingerprint(again) == fingerprint(state)
        assert again.results == state.results and again.games == state.games
        for a in state.actions[:40]:
            assert action_from_json(action_to_json(a)) == a


@pytest.mark.slow
@pytest.mark.parametrize("name", RULESETS)
def test_cards_are_conserved_and_views_hold_only_what_a_seat_may_know(name: str) -> None:
    rules = RULESETS[name]
    for seed in range(12):
        rng = random.Random(seed)
        game = Game(rules, new_partie(rules))
        for _ in game.play(rng):
            if game.state.deal is not None:
                conserved(rules, game.state.deal)
                check_exchange(game)
            check_views(game)


@pytest.mark.parametrize("name", RULESETS)
def test_every_action_applied_was_legal(name: str) -> None:
    rules = RULESETS[name]
    checked_discards = 0
    for seed in range(10):
        rng = random.Random(1000 + seed)
        state = new_partie(rules)
        while not state.is_over:
            action = random_action(state, rng)
            if state.current_player != CHANCE:
                assert state.deal is not None
                if not isinstance(action, Discard):
                    assert action in state.legal_actions()
                elif rng.random() < 0.25:
                    assert action in state.legal_actions()
                    checked_discards += 1
            state.apply(action)
    assert checked_discards > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", RULESETS)
def test_illegal_actions_are_refused_and_change_nothing(name: str) -> None:
    rules = RULESETS[name]
    refused = 0
    for seed in range(6):
        rng = random.Random(2000 + seed)
        state = new_partie(rules)
        while not state.is_over:
            if state.deal is not None and rng.random() < 0.2:
                refused += check_refusals(state, rng)
            state.apply(random_action(state, rng))
    assert refused > 100


def test_the_same_actions_always_give_the_same_partie_and_records_reproduce_deals() -> None:
    game = random_partie(RUBICON, 77)
    shuffles = [a for a in game.state.actions if isinstance(a, Shuffle)]
    assert len(shuffles) == len(game.state.results)
    again = replayed(RUBICON, list(game.state.actions))
    assert again.results == game.state.results and again.result == game.state.result


def test_cuts_recut_on_equal_ranks_in_random_parties() -> None:
    recuts = 0
    for seed in range(300):
        game = random_partie(RUBICON, seed, limit=3)
        cuts = [a for a in game.state.actions if isinstance(a, Cut)]
        recuts += sum(rank_of(c.cards[0]) == rank_of(c.cards[1]) for c in cuts)
        if game.state.phase != "cut":
            a, b = cuts[-1].cards
            assert rank_of(a) != rank_of(b)
            assert game.state.dealer == (0 if rank_of(a) > rank_of(b) else 1)
    assert recuts > 0


# ---------------------------------------------------------------------------------- swap test


def named_cards(steps: list[Step]) -> int:
    named = 0
    for s in steps:
        a = s.action
        if isinstance(a, Discard | Call):
            named |= a.cards
        elif isinstance(a, Play):
            named |= 1 << a.card
    return named


def control(state: PartieState) -> tuple[object, ...]:
    d = shown_deal(state)
    assert d is not None
    return (state.current_player, d.phase, d.declaration_index, d.declaration_step, d.answer_stage)


def swap_case(rules: RuleSet, seed: int, blank_rate: float = 0.0, at_end: bool = False) -> str:
    """Swap two cards a seat cannot know in the deal order and replay: its view must not change.

    The view is taken at a random point of a random deal, or with ``at_end`` just after the deal's
    last card (the view then shows the finished deal)."""
    rng = random.Random(seed)
    full = random_partie(rules, seed, blank_rate=blank_rate)
    shuffle_at = [i for i, s in enumerate(full.steps) if isinstance(s.action, Shuffle)]
    start = rng.choice(shuffle_at)
    end = next((i for i in shuffle_at if i > start), len(full.steps))
    if at_end:
        cut_at = end
    else:
        cut_at = rng.randint(start + 1, end - 1) if end - 1 > start + 1 else start + 1
    game = Game(
        rules, replayed(rules, [s.action for s in full.steps[:cut_at]]), full.steps[:cut_at]
    )
    if shown_deal(game.state) is None:
        return "no deal"
    seat = rng.choice((0, 1))
    before = view(game.state, seat)
    unknown = pack_mask(rules.deck) & ~knowledge(game, seat, list(before.events)).may_know
    free = cards_of(unknown & ~named_cards(game.steps[start + 1 :]))
    if len(free) < 2:
        return "nothing to swap"
    a, b = rng.sample(free, 2)
    order = list(full.steps[start].action.order)  # type: ignore[union-attr]
    i, j = order.index(a), order.index(b)
    order[i], order[j] = order[j], order[i]
    actions = [s.action for s in full.steps[:cut_at]]
    actions[start] = Shuffle(tuple(order))
    try:
        other = replayed(rules, actions)
    except IllegalActionError:
        return "the swap changes what was possible"
    if control(other) != control(game.state):
        return "a forced step went differently"
    twin = Game(rules, other, [Step(s.actor, x) for s, x in zip(game.steps, actions, strict=True)])
    if (knowledge(twin, seat, list(view(other, seat).events)).may_know >> a) & 1 or (
        knowledge(twin, seat, list(view(other, seat).events)).may_know >> b
    ) & 1:
        return "the swapped cards were shown"
    assert view(other, seat) == before, (
        f"swapping two cards seat {seat} cannot know changed its view"
    )
    return "compared"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["rubicon", "au-cent", "thirty-six", "tens-only"])
def test_swapping_two_cards_a_seat_cannot_know_leaves_its_view_unchanged(name: str) -> None:
    outcomes = [swap_case(RULESETS[name], seed) for seed in range(150)]
    assert outcomes.count("compared") >= 60, outcomes


@pytest.mark.parametrize("name", ["rubicon", "au-cent", "thirty-six", "tens-only"])
def test_swapping_two_cards_a_seat_never_knew_leaves_its_view_of_the_finished_deal_unchanged(
    name: str,
) -> None:
    outcomes = [swap_case(RULESETS[name], seed, at_end=True) for seed in range(150)]
    assert outcomes.count("compared") >= 25, outcomes


@pytest.mark.slow
@pytest.mark.parametrize("name", ["rubicon", "au-cent", "thirty-six", "threes"])
def test_deals_with_carte_blanche_keep_every_invariant(name: str) -> None:
    rules = RULESETS[name]
    claims = 0
    for seed in range(15):
        rng = random.Random(3000 + seed)
        game = Game(rules, new_partie(rules))
        for step in game.play(rng, blank_rate=0.7):
            claims += isinstance(step.action, CarteBlanche) and step.action.claim
            if game.state.deal is not None:
                conserved(rules, game.state.deal)
                check_exchange(game)
            check_views(game)
        check_results(game.state)
        assert fingerprint(replayed(rules, game.state.actions)) == fingerprint(game.state)
    assert claims > 10
    outcomes = [swap_case(rules, seed, blank_rate=0.7) for seed in range(40)]
    assert outcomes.count("compared") >= 15, outcomes
