"""The levels: only legal moves, honest (same view, same decision), reproducible, and stronger.

Budgets are cut for speed (``cheap``): the techniques and code paths are the levels' own, only the
numbers of worlds and candidates shrink. Strength is checked on mirrored deal pairs with a fixed
seed, so the check can fail but never flickers.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers import Checked

from piquet_desktop.ai import parallel
from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.cardplay import PlaySettings
from piquet_desktop.ai.declarations import (
    DeclarationSettings,
    _Evaluator,
    best_call,
    choose_declaration,
)
from piquet_desktop.ai.evaluation import PartieUtility
from piquet_desktop.ai.exchange import ExchangeSettings
from piquet_desktop.ai.levels import (
    CLUB,
    EXPERT,
    MASTER,
    LevelPlayer,
    LevelSettings,
    look_at_talon,
)
from piquet_desktop.ai.player import Player, pair_margin, play_deal_pair, play_partie, start_deal
from piquet_desktop.ai.registry import LEVELS, PLAYERS, make_player
from piquet_desktop.engine.actions import PLAYS, Action, Call, Discard, LookAtTalon, Play
from piquet_desktop.engine.cards import FACE_MASK, cards_of, mask_of, pack, pack_mask, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import PRESETS, RUBICON, RuleSet
from piquet_desktop.engine.view import PlayerView, view


@pytest.fixture(autouse=True)
def _no_worker_processes() -> None:
    """Tests run in-process: results do not depend on it, and it keeps them fast and quiet."""
    parallel.set_workers(0)


def cheap(settings: LevelSettings) -> LevelSettings:
    """The same level with its budgets cut to a few worlds and candidates."""
    ex = settings.exchange
    if ex.shortlist > 0:
        ex = replace(
            ex,
            shortlist=min(ex.shortlist, 6),
            worlds=4,
            rounds=((2, 4),),
            solver_finalists=min(ex.solver_finalists, 2),
            solver_worlds=min(ex.solver_worlds, 2),
        )
    decl = settings.declarations
    if decl.worlds:
        decl = replace(decl, worlds=3)
    play = settings.play
    if play.worlds:
        play = replace(play, worlds=3)
    return replace(settings, exchange=ex, declarations=decl, play=play)


def cheap_levels() -> dict[str, LevelPlayer]:
    return {
        "novice": make_player("novice"),  # type: ignore[dict-item]
        "casual": make_player("casual"),  # type: ignore[dict-item]
        "club": LevelPlayer("club", cheap(CLUB)),
        "expert": LevelPlayer("expert", cheap(EXPERT)),
        "master": LevelPlayer("master", cheap(MASTER)),
    }


# ----------------------------------------------------------------------------- the registry


def test_the_registry_lists_every_level_weakest_first() -> None:
    names = ["random", "greedy", "novice", "casual", "club", "expert", "master"]
    assert list(PLAYERS) == [*names, "master-1"]  # and the frozen reference (test_references)
    assert [name for name, _ in LEVELS] == names
    assert all(text and len(text) < 100 for _, text in LEVELS)
    for name in names:
        assert make_player(f" {name.upper()} ").name == name


def test_an_unknown_name_is_refused_with_the_list_of_names() -> None:
    with pytest.raises(ValueError, match="novice, casual, club, expert, master"):
        make_player("grandmaster")


# ----------------------------------------------------------------------------- legality


@pytest.mark.slow
@pytest.mark.parametrize("preset_name", list(PRESETS))
def test_every_level_only_makes_legal_moves(preset_name: str) -> None:
    """Whole parties (every phase, both roles, carte blanche when it comes) for every level."""
    rules = PRESETS[preset_name]
    levels = cheap_levels()
    order = list(levels)
    for i, name in enumerate(order):
        other = order[(i + 1) % len(order)]
        players = (Checked(levels[name]), Checked(levels[other]))
        state = play_partie(rules, players, 100 + i)
        assert state.is_over
        assert players[0].asked > 20 and players[1].asked > 20


def test_levels_handle_carte_blanche_for_either_seat() -> None:
    """A deal with carte blanche for elder and one for younger, for the simulating levels."""
    elder_blank = _order_with_blank(elder=True)
    younger_blank = _order_with_blank(elder=False)
    for order in (elder_blank, younger_blank):
        for name in ("club", "master"):
            level = cheap_levels()[name]
            for seats in ((level, GreedyPlayer()), (GreedyPlayer(), level)):
                state = start_deal(RUBICON, order, 0)
                assert state.deal is not None and state.deal.phase == "carte_blanche"
                checked = (Checked(seats[0]), Checked(seats[1]))
                _play_deal(state, checked, seed=3)
                assert any(r for r in state.results)
                assert any(e.kind == "carte_blanche" for e in state.results[-1].events)


def _order_with_blank(elder: bool) -> tuple[int, ...]:
    """A pack order dealing carte blanche (no K, Q, J) to elder (seat 0) or younger."""

    cards = cards_of(pack_mask(32))
    plain = [c for c in cards if not FACE_MASK >> c & 1]
    faces = [c for c in cards if FACE_MASK >> c & 1]
    rng = random.Random(5)
    rng.shuffle(plain)
    rng.shuffle(faces)
    blank = plain[:12]
    rest = plain[12:] + faces
    rng.shuffle(rest)
    other = rest[:12]
    talon = rest[12:]
    mask_blank = sum(1 << c for c in blank)
    mask_other = sum(1 << c for c in other)
    hands = (mask_blank, mask_other) if elder else (mask_other, mask_blank)
    return order_for_hands(hands, talon, 0, 2)


def _play_deal(state: PartieState, players: tuple[Player, Player], seed: int) -> None:
    rngs = (random.Random(seed), random.Random(seed + 1))
    played = len(state.results)
    while len(state.results) == played:
        decision = decision_for(state)
        action = decision.forced
        if action is None:
            seat = decision.seat
            action = players[seat].choose(view(state, seat), decision, rngs[seat])
        state.apply(action)


# ----------------------------------------------------------------------------- honesty


def _decision_points(
    rules: RuleSet, order: tuple[int, ...], players: tuple[Player, Player], seed: int
) -> tuple[list[Action], list[int]]:
    """Play one deal; return its actions and the indices at which a player (not forced) chose."""
    state = start_deal(rules, order, 0)
    actions: list[Action] = []
    points: list[int] = []
    rngs = (random.Random(seed), random.Random(seed + 1))
    while not state.results:
        decision = decision_for(state)
        action = decision.forced
        if action is None:
            points.append(len(actions))
            seat = decision.seat
            action = players[seat].choose(view(state, seat), decision, rngs[seat])
        state.apply(action)
        actions.append(action)
    return actions, points


def _replay(rules: RuleSet, order: tuple[int, ...], actions: list[Action]) -> PartieState | None:
    state = start_deal(rules, order, 0)
    try:
        for a in actions:
            state.apply(a)
    except Exception:
        return None
    return state


def _rename(action: Action, x: int, y: int) -> Action:
    """``action`` with cards ``x`` and ``y`` exchanged wherever it names them."""

    def swap(mask: int) -> int:
        bx, by = mask >> x & 1, mask >> y & 1
        return (mask & ~(1 << x | 1 << y)) | bx << y | by << x

    if isinstance(action, Play):
        return PLAYS[y if action.card == x else x if action.card == y else action.card]
    if isinstance(action, Discard):
        return Discard(swap(action.cards))
    if isinstance(action, Call):
        return Call(action.category, swap(action.cards))
    return action


def _twin(
    rules: RuleSet,
    order: tuple[int, ...],
    actions: list[Action],
    seat: int,
    rng: random.Random,
) -> PartieState | None:
    """The same deal with two cards the seat cannot see swapped (in the pack, and in the actions
    of the opponent that name them), if the seat's view at the end is identical (None when no
    such swap is found in a few tries)."""
    state = _replay(rules, order, actions)
    assert state is not None
    mine = view(state, seat)
    known = mine.known_cards() | mine.opponent_shown
    hidden = [i for i, c in enumerate(order) if not known >> c & 1]
    pairs = [(i, j) for i in hidden for j in hidden if i < j]
    rng.shuffle(pairs)
    assert state.deal is not None
    placed = (state.deal.hands, state.deal.talon, state.deal.discards)
    for i, j in pairs[:80]:
        swapped = list(order)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        # The opponent's own actions name his cards: they name the swapped ones instead.
        renamed = [_rename(a, order[i], order[j]) for a in actions]
        twin = _replay(rules, tuple(swapped), renamed)
        if twin is None or twin.deal is None:
            continue
        # Two cards of the same hand (or both taken by one player) change nothing: skip those.
        if (twin.deal.hands, twin.deal.talon, twin.deal.discards) == placed:
            continue
        if view(twin, seat) == mine:
            return twin
    return None


@pytest.mark.parametrize("preset_name", ["rubicon", "au-cent", "thirty-six"])
def test_the_same_view_gives_the_same_decision_whatever_the_hidden_cards(preset_name: str) -> None:
    """Swap two cards the player cannot see (in the opponent's hand or the talon), replay the same
    actions, and the player (same seed) must decide exactly as before."""
    rules = PRESETS[preset_name]
    levels = cheap_levels()
    rng = random.Random(11)
    checked = 0
    for k, name in enumerate(("casual", "club", "expert", "master")):
        player = levels[name]
        cards = list(pack(rules.deck))
        random.Random(40 + k).shuffle(cards)
        order = tuple(cards)
        actions, points = _decision_points(rules, order, (player, player), 7)
        for index in points[::2]:
            state = _replay(rules, order, actions[:index])
            assert state is not None and state.deal is not None
            seat = state.deal.to_act
            twin = _twin(rules, order, actions[:index], seat, rng)
            if twin is None:
                continue
            a = player.choose(view(state, seat), decision_for(state), random.Random(99))
            b = player.choose(view(twin, seat), decision_for(twin), random.Random(99))
            assert a == b, f"{name} decided {a} and {b} on identical views"
            checked += 1
    assert checked >= 30, checked


@pytest.mark.slow
def test_a_fixed_seed_reproduces_every_decision() -> None:
    levels = cheap_levels()
    for name in ("club", "expert", "master"):
        p1 = play_partie(RUBICON, (levels[name], GreedyPlayer()), 21)
        p2 = play_partie(RUBICON, (cheap_levels()[name], GreedyPlayer()), 21)
        assert p1.actions == p2.actions


def test_worker_processes_do_not_change_decisions() -> None:
    """A decision solved partly in a worker process equals the in-process one."""
    level = LevelPlayer("master", replace(cheap(MASTER), play=PlaySettings(worlds=6)))
    cards = list(pack(32))
    random.Random(3).shuffle(cards)
    state = start_deal(RUBICON, tuple(cards), 0)
    rngs = (random.Random(1), random.Random(2))
    players: tuple[Player, Player] = (level, GreedyPlayer())
    while state.deal is not None and state.deal.phase != "play":
        d = decision_for(state)
        state.apply(d.forced or players[d.seat].choose(view(state, d.seat), d, rngs[d.seat]))
    d = decision_for(state)
    v = view(state, d.seat)
    alone = level.choose(v, d, random.Random(5))
    parallel.set_workers(1)
    try:
        shared = level.choose(v, d, random.Random(5))
    finally:
        parallel.set_workers(0)
    assert alone == shared


# ----------------------------------------------------------------------------- behaviour


def _at_talon_choice(elder_takes: int, younger_takes: int) -> PlayerView:
    """Younger's view when he decides whether to look at the cards he left."""

    cards = list(pack(32))
    random.Random(8).shuffle(cards)
    state = start_deal(RUBICON, tuple(cards), 0)
    while state.deal is not None and state.deal.phase == "carte_blanche":  # pragma: no cover
        state.apply(decision_for(state).actions[0])
    for takes in (elder_takes, younger_takes):
        assert state.deal is not None
        hand = state.deal.hands[state.deal.to_act]
        state.apply(Discard(sum(1 << c for c in _bits(hand)[:takes])))
    while state.deal is not None and state.deal.phase == "declare":
        state.apply(decision_for(state).actions[0])
    assert state.deal is not None
    state.apply(Play(_bits(state.deal.hands[0])[0]))
    assert state.deal is not None and state.deal.phase == "talon_choice"
    return view(state, 1)


def test_younger_looks_at_the_talon_only_when_it_tells_him_more() -> None:
    """Looking shows the cards to both players. Elder threw five, younger one: the two cards left
    narrow younger's hand for elder far more than elder's for younger, so younger does not look.
    Elder threw one and younger three: now the four cards tell younger more, and he looks."""
    assert look_at_talon(_at_talon_choice(5, 1)) is False
    assert look_at_talon(_at_talon_choice(1, 3)) is True
    for name in ("expert", "master"):
        level = cheap_levels()[name]
        choice = level.choose(
            _at_talon_choice(5, 1),
            Decision(1, "talon_choice", (LookAtTalon(True), LookAtTalon(False))),
            random.Random(1),
        )
        assert choice == LookAtTalon(False)
    assert make_player("casual").choose(
        _at_talon_choice(5, 1),
        Decision(1, "talon_choice", (LookAtTalon(True), LookAtTalon(False))),
        random.Random(1),
    ) == LookAtTalon(True)


def _bits(mask: int) -> list[int]:
    return [c for c in range(36) if mask >> c & 1]


@pytest.mark.slow
def test_master_beats_greedy_on_mirrored_deal_pairs() -> None:
    """Fresh deals, seats swapped: a fixed sample, so this fails if Master stops being better."""
    master = LevelPlayer(
        "master",
        replace(
            MASTER,
            exchange=replace(
                MASTER.exchange, shortlist=24, worlds=16, rounds=((4, 16),), solver_finalists=0
            ),
            declarations=DeclarationSettings(worlds=6, reveal_cost=0.5, guard_cost=1.0),
            play=replace(MASTER.play, worlds=6, search_from=8),
        ),
    )
    margins = [
        pair_margin(play_deal_pair(RUBICON, (master, GreedyPlayer()), seed)) for seed in range(20)
    ]
    assert sum(margins) / len(margins) > 8
    assert sum(m > 0 for m in margins) >= 14


def test_cheap_settings_keep_the_levels_techniques() -> None:
    assert cheap(MASTER).exchange.solver_finalists > 0
    assert cheap(EXPERT).play.worlds > 0 and cheap(CLUB).play.search_from == CLUB.play.search_from
    assert ExchangeSettings().shortlist > 0


def test_declarations_call_the_best_early_and_weigh_the_score_late() -> None:
    """Early in a partie concealment rarely pays: the full method calls the best. The options'
    values follow the partie utility: in the last deal a rubiconed player far behind loses a point
    of margin for every point either side scores."""

    elder = mask_of(parse_cards("AS KS QS JS 9S 7H 8H 9D 7D 8C 9C 7C"))
    younger = mask_of(parse_cards("AH KH QH JH AD KD QD JD AC KC QC JC"))
    talon = [c for c in pack(32) if not (elder | younger) >> c & 1]
    state = start_deal(RUBICON, order_for_hands((elder, younger), talon, 0, 2), 0)
    state.apply(Discard(mask_of(parse_cards("7H"))))
    d = decision_for(state)
    state.apply(Discard(d.hand & -d.hand))
    d = decision_for(state)
    assert d.kind == "call" and d.category == "point"
    v = view(state, 0)
    settings = DeclarationSettings(worlds=8, reveal_cost=0.5, guard_cost=1.0)

    early = choose_declaration(v, d, settings, random.Random(1), PartieUtility(v).value)
    assert early == best_call(d, v.hand)
    late = replace(v, totals=(40, 250), deal_number=6)
    ev = _Evaluator(late, d, PartieUtility(late).value, settings)
    assert PartieUtility(late).value(0, 0) == -390.0
    assert {opt.kind for opt in ev.options} == {"sink", "call"}


def _elder_at_sequences(rules: RuleSet, elder_hand: str, younger_hand: str) -> PartieState:
    """A deal with seat 0 elder holding these hands after the exchange (each threw a card nobody
    holds and took back his last one) and the point sunk: elder is to call his sequence."""
    hands = [parse_cards(elder_hand), parse_cards(younger_hand)]
    held = mask_of(hands[0]) | mask_of(hands[1])
    spare = [c for c in pack(rules.deck) if not held >> c & 1]
    dealt = (
        mask_of([*hands[0][:-1], spare[0]]),
        mask_of([*hands[1][:-1], spare[1]]),
    )
    talon = [hands[0][-1], hands[1][-1], *spare[2:]]
    state = start_deal(rules, order_for_hands(dealt, talon, 0, rules.deal_by), 0)
    state.apply(Discard(1 << spare[0]))
    state.apply(Discard(1 << spare[1]))
    while decision_for(state).category == "point":
        d = decision_for(state)
        state.apply(next(a for a in d.actions if not isinstance(a, Call)))
    return state


def _current_scores(state: PartieState, cards: str, opp: str) -> tuple[int, int, int]:
    """What the declaration search reckons for elder's call of ``cards`` against ``opp``."""
    d = decision_for(state)
    assert d.kind == "call" and d.category == "sequence"
    v = view(state, 0)
    ev = _Evaluator(v, d, lambda m, t: m - t, DeclarationSettings(worlds=1))
    call = mask_of(parse_cards(cards))
    opt = next(o for o in ev.options if isinstance(o.action, Call) and o.action.cards == call)
    return ev._current(opt, mask_of(parse_cards(opp)))


def test_the_declaration_search_reckons_a_lesser_run_out_of_a_better_sequence() -> None:
    # Elder's quart minor and tierce minor: calling the tierce reckons two tierce minors, 6 (the
    # search valued it at 3 before), while showing one card fewer than calling the quart.
    opp = "AS 9S 7S AH 10H 8H KD 10D 8D KC 10C 7C"
    state = _elder_at_sequences(RUBICON, "KS QS JS 10S KH QH JH AD 9D 7D AC 8C", opp)
    tierces = mask_of(parse_cards("KH QH JH KS QS JS"))
    assert _current_scores(state, "KH QH JH", opp) == (6, 0, tierces)
    assert _current_scores(state, "KS QS JS 10S", opp)[:2] == (7, 0)


@pytest.mark.parametrize(("rules", "points"), [(RUBICON, 7), (PRESETS["au-cent"], 6)])
def test_the_declaration_search_reckons_a_call_good_against_the_cards_as_the_rules_say(
    rules: RuleSet, points: int
) -> None:
    # Elder's tierce to the queen is good against the cards (his kings and tens leave younger
    # nothing better than a tierce to the nine): with the option it reckons his quart to the king
    # as well, 7; without it, a tierce to the queen out of the quart, 6.
    opp = "AS 9S 8S AH KH 9H AD QD 9D AC QC 9C"
    state = _elder_at_sequences(rules, "KS QS JS 10S 7S QH JH 10H KD 10D KC 10C", opp)
    assert _current_scores(state, "QH JH 10H", opp)[:2] == (points, 0)


def test_the_tierce_minor_beside_a_quart_minor_is_the_call_when_six_points_will_do() -> None:
    """With two tierce minors reckoned for the tierce, calling it reaches what the quart reaches
    while hiding the quart's ten; at a reveal cost above a point a card, the search prefers it.
    Reckoned as 3 (the old reading), it fell short and the quart was the call."""
    opp_text = "AS 9S 7S AH 10H 8H KD 10D 8D KC 10C 7C"
    state = _elder_at_sequences(RUBICON, "KS QS JS 10S KH QH JH AD 9D 7D AC 8C", opp_text)
    d = decision_for(state)
    v = view(state, 0)
    opp = mask_of(parse_cards(opp_text))
    plain = _Evaluator(v, d, lambda m, t: m, DeclarationSettings(worlds=1))
    sink = next(o for o in plain.options if o.kind == "sink")
    needed = plain.value(sink, opp) + 5  # five points more from the sequences will do

    def enough(m: float, t: float) -> float:
        return 100.0 if m >= needed else 0.0

    ev = _Evaluator(v, d, enough, DeclarationSettings(worlds=1, reveal_cost=1.5))
    chosen = max(ev.options, key=lambda o: ev.value(o, opp))
    assert chosen.called is not None and chosen.called.size == 3
    assert ev._current(chosen, opp)[:2] == (6, 0)
    quart = next(o for o in ev.options if o.called is not None and o.called.size == 4)
    assert ev.value(chosen, opp) > ev.value(quart, opp)
