"""Advice for the seat to act: the recommended action, its alternatives with values, a sentence.

One function, :func:`advise`, serves the app's hint and the ``piquet-advise`` console tool. It
knows only what the acting seat knows (its ``PlayerView`` and ``Decision``), so advice never
leaks the opponent's cards.

**Who recommends.** The recommendation is the chosen level's own move (``make_player(level)``
asked with the seat's view), so the hint and the opponent never disagree about what is best. For a
level that simulates its exchange (Club and up) the very search its ``choose`` runs
(``exchange.search_discard``, with the same generator) is called instead, once, which gives both
its choice and its own values for the candidates it kept (``Alternative.level_value``). The
values of the alternatives come from the estimators below, which are independent of the level;
when the levels are not installed the best-valued alternative is recommended instead.

**The exchange estimator.** Each candidate discard is valued over sampled *worlds*: the cards the
seat cannot see are shuffled into the talon and the opponent's hand (uniformly among the deals the
hard evidence allows: ``inference.sample_worlds`` unweighted, the levels' own sampler). In a
world the candidate's hand is ``hand - discard + the talon cards it would take``, and the
opponent's final hand is his sampled hand after his own exchange (when he is still to exchange,
elder's discard leaves younger the rest of the talon and younger is modelled as the greedy
baseline exchanging all of it). The value is the seat's net points for
the deal (its points minus the opponent's):

* the declarations exactly as the rules score them on the two final hands (point, sequences and
  sets, the winner scoring all his combinations in a category, repique included);
* the trick play: for the short list (the ``finalists`` best candidates after screening, and the
  level's choice) solved double-dummy by ``ai.solver`` on each world, elder leading; for the
  screening of all candidates only a rough proxy, three points per trick the hand can cash from
  the top (``evaluation.cash_run``) more than the opponent can.

Pique, carte blanche and the information a discard gives away are not modelled. Both hands being
open in a world flatters the play of both sides alike (the usual bias of perfect-information
sampling), so values are best read relative to each other. With each candidate goes the chance,
over the same worlds, that it leaves a better point, a better sequence or a better set than the
hand holds now.

**The play estimator** draws the opponent's hand with the levels' sampler
(``inference.sample_worlds``: the cards he showed and played, the suits he showed out of, the
talon cards seen, weighted by how likely his exchange and his answers made each hand) and solves
each world double-dummy: each legal card's value is the mean, over the worlds, of the seat's net
points from here to the end of the play (perfect-information Monte Carlo, as GIB did for bridge).
Other decisions (calls, answers, carte blanche, looking at the talon) list their alternatives
without values.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from piquet_desktop.engine.actions import (
    PLAYS,
    Action,
    Answer,
    Call,
    CarteBlanche,
    Discard,
    LookAtTalon,
    Play,
    Sink,
    action_to_json,
)
from piquet_desktop.engine.cards import (
    RANK_MASKS,
    card_name,
    card_str,
    mask_of,
    mask_str,
    pack,
    parse_cards,
    sorted_for_display,
)
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for, legal_discards
from piquet_desktop.engine.partie import DealResult, PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

from .cardplay import position_in_view
from .evaluation import Facts, cash_run, hand_facts, reckon_facts
from .exchange import elder_after_pending, opponent_exchange, pending_elder_take
from .inference import sample_worlds
from .mirrored import make_player, player_names
from .player import Player, start_deal
from .solver import PlayPosition, Solver

SURE_TRICK_POINTS = 3.0  # the screening proxy's value of a sure trick (lead or win, and the cards)


# ------------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Improvement:
    """Chances, over the sampled talons, that an exchange leaves a better combination than now."""

    point: float
    sequence: float
    set: float


@dataclass(frozen=True, slots=True)
class Alternative:
    """One legal action with what the estimator thinks of it.

    ``value`` is the seat's expected net points (its points minus the opponent's) for the rest of
    the deal (exchange: the whole deal; play: the rest of the trick play), or None where nothing
    is estimated. ``solved`` says the value includes the exact trick play (otherwise the proxy).
    ``level_value`` is the level's own estimate of a discard it examined, in its own objective
    (the deal's points, or the expected partie margin for a level that plays to the score).
    """

    action: Action
    label: str
    value: float | None = None
    improvement: Improvement | None = None
    solved: bool = False
    level_value: float | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": describe_json(self.action), "label": self.label}
        out["value"] = None if self.value is None else round(self.value, 2)
        if isinstance(self.action, Discard):
            out["discard"] = [card_str(c) for c in sorted_for_display(self.action.cards)]
            out["take"] = self.action.cards.bit_count()
        if self.improvement is not None:
            out["improve"] = {
                "point": round(self.improvement.point, 3),
                "sequence": round(self.improvement.sequence, 3),
                "set": round(self.improvement.set, 3),
            }
        if isinstance(self.action, Discard):
            out["solved"] = self.solved
            out["level_value"] = None if self.level_value is None else round(self.level_value, 2)
        return out


@dataclass(frozen=True, slots=True)
class Advice:
    """What to do now: ``recommended`` (also the first alternative when it was valued),
    ``alternatives`` best value first, and a ``sentence`` for the player.

    ``source`` is ``"level"`` when the level chose the recommendation, ``"estimator"`` when the
    best-valued alternative did. ``worlds`` is how many sampled worlds the values rest on.
    """

    seat: int
    kind: str
    level: str
    recommended: Action
    alternatives: tuple[Alternative, ...]
    sentence: str
    source: str
    worlds: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def recommended_alternative(self) -> Alternative | None:
        return next((a for a in self.alternatives if a.action == self.recommended), None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seat": self.seat,
            "kind": self.kind,
            "level": self.level,
            "source": self.source,
            "recommended": describe_json(self.recommended),
            "sentence": self.sentence,
            "worlds": self.worlds,
        }
        chosen = self.recommended_alternative()
        if isinstance(self.recommended, Discard):
            out["discard"] = [card_str(c) for c in sorted_for_display(self.recommended.cards)]
            out["take"] = self.recommended.cards.bit_count()
        if chosen is not None:
            out["value"] = None if chosen.value is None else round(chosen.value, 2)
            if chosen.improvement is not None:
                out["improve"] = chosen.to_json()["improve"]
        out.update(self.extra)
        out["alternatives"] = [a.to_json() for a in self.alternatives]
        return out


def describe_json(action: Action) -> dict[str, Any]:
    """An action as JSON (the record format), for output that other tools read."""
    return action_to_json(action)


def label(action: Action) -> str:
    """An action in words, as a hint says it."""
    if isinstance(action, Play):
        return f"play the {card_name(action.card)} ({card_str(action.card)})"
    if isinstance(action, Discard):
        n = action.cards.bit_count()
        return f"discard {mask_str(action.cards)} (take {n})" if n else "take no cards"
    if isinstance(action, Call):
        return f"call {action.category} {mask_str(action.cards)}"
    if isinstance(action, Sink):
        return f"call no {action.category} (sink it)"
    if isinstance(action, Answer):
        return {"good": "answer good", "not_good": "answer not good", "equal": "answer equal"}[
            action.reply
        ]
    if isinstance(action, LookAtTalon):
        return "look at the cards left in the talon" if action.look else "leave them unseen"
    if isinstance(action, CarteBlanche):
        if not action.claim:
            return "do not claim carte blanche"
        return "claim carte blanche" + (f", taking {action.take}" if action.take else "")
    return str(action)


# ------------------------------------------------------------------------------- levels


def default_level() -> str:
    """Master when the levels are installed, else the strongest baseline."""
    names = player_names()
    return "master" if "master" in names else "greedy"


# ------------------------------------------------------------------------------- declarations


def declarations_net(mine: Facts, theirs: Facts) -> int:
    """My hand points minus the opponent's, repique included, both declaring everything.

    The hands are given by their ``evaluation.hand_facts``; the reckoning is
    ``evaluation.reckon_facts`` (point, sequences, sets; the better holding scores all of its
    kind; 30 while the other has nothing adds 60), seen from ``mine``.
    """
    se, sy, repique = reckon_facts(mine, theirs)
    return se - sy + repique


# ------------------------------------------------------------------------------- the exchange


@dataclass(frozen=True, slots=True)
class _World:
    """One sampled placement of the unseen cards for the exchange.

    ``talon`` lists, in order, the talon cards from the first the seat would take; ``opponent``
    is the opponent's hand (for younger advised before elder's carte blanche exchange: after it).
    """

    talon: tuple[int, ...]
    opponent: int


def _exchange_worlds(v: PlayerView, rng: random.Random, count: int) -> list[_World]:
    """Uniform placements of every card the seat cannot see (``inference.sample_worlds``, its
    hard evidence only), with a pending carte blanche exchange of elder's played out first."""
    pending = pending_elder_take(v, v.exchange_range[1]) if v.exchange_range is not None else 0
    worlds = []
    for w in sample_worlds(v, count, rng, weighted=False):
        opponent, talon = w.opponent_hand, w.talon
        if pending:
            opponent = elder_after_pending(opponent, talon, pending)
            talon = talon[pending:]
        worlds.append(_World(tuple(talon), opponent))
    return worlds


def _younger_after(opponent: int, rest: Sequence[int]) -> int:
    """The greedy baseline's exchange as younger: all of ``rest`` for its weakest cards."""
    n = len(rest)
    if not n:
        return opponent
    return (opponent & ~opponent_exchange(opponent, n, n)) | mask_of(rest)


@dataclass(slots=True)
class _Candidate:
    discard: int
    screen: float = 0.0
    value: float = 0.0
    solved: bool = False
    better: list[int] = field(default_factory=lambda: [0, 0, 0])


def exchange_alternatives(
    v: PlayerView,
    decision: Decision,
    rng: random.Random,
    *,
    worlds: int = 32,
    solved_worlds: int = 12,
    finalists: int = 6,
    must_solve: Sequence[int] = (),
) -> tuple[list[Alternative], int]:
    """Every discard screened over ``worlds`` worlds, the best ``finalists`` (and the discards
    in ``must_solve``) valued with the solved trick play over the first ``solved_worlds``.

    Returns the alternatives best first (solved ones before the rest) and the worlds used.
    """
    hand = decision.hand
    elder = v.seat == v.elder
    sampled = _exchange_worlds(v, rng, worlds)
    now = hand_facts(hand)
    assert decision.exchange_range is not None
    cands = [_Candidate(d) for d in legal_discards(hand, *decision.exchange_range)]
    counts = sorted({c.discard.bit_count() for c in cands})
    # the opponent's final hand per world and per number of cards taken
    opponents: list[dict[int, int]] = []
    for w in sampled:
        if elder:
            opponents.append({n: _younger_after(w.opponent, w.talon[n:]) for n in counts})
        else:
            opponents.append(dict.fromkeys(counts, w.opponent))
    opp_holdings = [{n: hand_facts(o) for n, o in per.items()} for per in opponents]
    draws = [[mask_of(w.talon[:n]) for n in range(max(counts) + 1)] for w in sampled]
    for c in cands:
        n = c.discard.bit_count()
        kept = hand & ~c.discard
        total = 0.0
        for k in range(len(sampled)):
            final = kept | draws[k][n]
            mine = hand_facts(final)
            theirs = opp_holdings[k][n]
            opp = opponents[k][n]
            total += declarations_net(mine, theirs)
            total += SURE_TRICK_POINTS * (cash_run(final, opp) - cash_run(opp, final))
            c.better[0] += mine[0] > now[0]  # point, sequence and set keys
            c.better[1] += mine[2] > now[2]
            c.better[2] += mine[4] > now[4]
        c.screen = c.value = total / len(sampled)
    cands.sort(key=lambda c: -c.screen)
    short = cands[:finalists] + [c for c in cands[finalists:] if c.discard in must_solve]
    solver = Solver(v.rules)
    leader = 0 if elder else 1  # seat 0 is "me" in the solved positions
    used = sampled[:solved_worlds]
    for c in short:
        n = c.discard.bit_count()
        kept = hand & ~c.discard
        total = 0.0
        for k in range(len(used)):
            final = kept | draws[k][n]
            opp = opponents[k][n]
            total += declarations_net(hand_facts(final), opp_holdings[k][n])
            total += solver.solve(PlayPosition((final, opp), leader, rules=v.rules))
        c.value = total / len(used)
        c.solved = True
    ordered = sorted(short, key=lambda c: -c.value) + [c for c in cands if not c.solved]
    n_worlds = len(sampled)
    out = [
        Alternative(
            Discard(c.discard),
            label(Discard(c.discard)),
            c.value,
            Improvement(c.better[0] / n_worlds, c.better[1] / n_worlds, c.better[2] / n_worlds),
            c.solved,
        )
        for c in ordered
    ]
    return out, n_worlds


# ------------------------------------------------------------------------------- the play


def play_alternatives(
    v: PlayerView, decision: Decision, rng: random.Random, *, worlds: int = 24
) -> tuple[list[Alternative], int]:
    """Each legal card's mean solved value over the opponent hands ``inference.sample_worlds``
    draws for the view (the levels' own sampler), best first; and how many worlds."""
    sampled = sample_worlds(v, worlds, rng)
    solver = Solver(v.rules)
    totals: dict[int, float] = {}
    weight = 0.0
    legal = [a.card for a in decision.actions if isinstance(a, Play)]
    assert v.leader is not None
    sign = 1 if v.seat == 0 else -1
    for w in sampled:
        weight += w.weight
        for card, value in solver.best_moves(position_in_view(v, w.opponent_hand)):
            totals[card] = totals.get(card, 0.0) + w.weight * sign * value
    out = [
        Alternative(PLAYS[c], label(PLAYS[c]), totals.get(c, 0.0) / (weight or 1.0), solved=True)
        for c in legal
    ]
    out.sort(key=lambda a: -(a.value or 0.0))
    return out, len(sampled)


# ------------------------------------------------------------------------------- advise


def _sentence(chosen: Alternative, alternatives: list[Alternative], portion: int) -> str:
    """The hint as a player would say it; ``portion`` is how many cards the seat may take."""
    text = chosen.label[0].upper() + chosen.label[1:]
    if isinstance(chosen.action, Discard):
        n = chosen.action.cards.bit_count()
        if n < portion:
            text += f", leaving {portion - n}"
        if chosen.value is not None:
            text += f": about {chosen.value:+.1f} points over the deal"
        if chosen.improvement is not None:
            text += (
                f" ({chosen.improvement.point:.0%} chance of a better point, "
                f"{chosen.improvement.sequence:.0%} of a better sequence, "
                f"{chosen.improvement.set:.0%} of a better set)"
            )
    elif isinstance(chosen.action, Play) and chosen.value is not None:
        text += f": about {chosen.value:+.1f} points from here to the end of the play"
        values = [a.value for a in alternatives if a.value is not None]
        if values and max(values) - chosen.value > 0.5:
            text += f" (the best card by the estimate makes {max(values):+.1f})"
    return text + "."


def advise(
    v: PlayerView,
    decision: Decision,
    *,
    level: str | None = None,
    seed: int = 0,
    worlds: int | None = None,
    alternatives: int = 5,
) -> Advice:
    """Advice for ``decision`` knowing only ``v`` (the acting seat's view).

    ``level`` chooses the recommendation (default: ``default_level()``); ``seed`` makes the
    sampling (and the level's choice) reproducible; ``worlds`` overrides the number of sampled
    worlds; at most ``alternatives`` alternatives are listed (the recommendation always is).
    """
    level = level or default_level()
    rng = random.Random(f"piquet-advice:{seed}")
    source = "level"
    player = make_player(level)  # ValueError names the valid levels
    level_rng = random.Random(f"piquet-advice-level:{seed}")
    forced = decision.forced
    level_values: dict[int, float] = {}
    searched = (
        None if forced is not None else _level_exchange_search(player, v, decision, level_rng)
    )
    if forced is not None:
        recommended = forced
    elif searched is not None:
        # the very search the level's choose() runs, with the same generator: its choice, and
        # the values it gave its last candidates
        recommended = Discard(searched[0])
        level_values = dict(searched[1])
    else:
        recommended = player.choose(v, decision, level_rng)
    extra: dict[str, Any] = {}
    n_worlds = 0
    portion = 0
    if decision.exchange_range is not None:
        portion = v.rules.elder_max if v.seat == v.elder else decision.exchange_range[1]
    options: list[Alternative]
    if decision.kind == "exchange":
        must = [recommended.cards] if isinstance(recommended, Discard) else []
        must += sorted(level_values, key=lambda d: -level_values[d])[:3]
        options, n_worlds = exchange_alternatives(
            v,
            decision,
            rng,
            worlds=worlds or 32,
            solved_worlds=min(12, worlds or 12),
            must_solve=must,
        )
        options = [
            replace(a, level_value=level_values.get(a.action.cards))
            if isinstance(a.action, Discard)
            else a
            for a in options
        ]
        if isinstance(recommended, Discard):
            extra["leave"] = portion - recommended.cards.bit_count()
    elif decision.kind == "play":
        options, n_worlds = play_alternatives(v, decision, rng, worlds=worlds or 24)
    else:
        options = [Alternative(a, label(a)) for a in decision.iter_actions()]
    if player_names() == list(_baseline_names()) and decision.kind in ("exchange", "play"):
        # no levels installed: the estimator's best is the recommendation
        valued = [
            a for a in options if a.value is not None and (a.solved or decision.kind == "play")
        ]
        if valued:
            recommended = max(valued, key=lambda a: a.value or 0.0).action
            source = "estimator"
    listed = options[:alternatives]
    if all(a.action != recommended for a in listed):
        found = [a for a in options if a.action == recommended]
        listed = listed[: alternatives - 1] + (
            found or [Alternative(recommended, label(recommended))]
        )
    chosen = next(a for a in listed if a.action == recommended)
    sentence = _sentence(chosen, options, portion)
    return Advice(
        decision.seat,
        decision.kind,
        level,
        recommended,
        tuple(listed),
        sentence,
        source,
        n_worlds,
        extra,
    )


def _level_exchange_search(
    player: Player, v: PlayerView, decision: Decision, rng: random.Random
) -> tuple[int, list[tuple[int, float]]] | None:
    """The level's exchange search (``exchange.search_discard``) when the level simulates its
    exchange, else None (a static level, a baseline, or an exchange with no choice)."""
    settings = getattr(getattr(player, "settings", None), "exchange", None)
    utility = getattr(player, "utility", None)
    if decision.kind != "exchange" or settings is None or utility is None:
        return None
    if getattr(settings, "shortlist", 0) <= 0 or decision.exchange_range is None:
        return None
    low, high = decision.exchange_range
    if high == 0:
        return None
    from .exchange import search_discard

    best_discard, values = search_discard(v, decision.hand, low, high, settings, rng, utility(v))
    return best_discard, list(values)


def _baseline_names() -> tuple[str, ...]:
    from .baselines import PLAYERS

    return tuple(PLAYERS)


def advise_state(
    state: PartieState, *, level: str | None = None, seed: int = 0, worlds: int | None = None
) -> Advice:
    """Advice for whoever is to act in ``state``, built from that seat's view only."""
    decision = decision_for(state)
    return advise(view(state, decision.seat), decision, level=level, seed=seed, worlds=worlds)


# ------------------------------------------------------------------------------- positions


def parse_hand(text: str, rules: RuleSet) -> int:
    """Twelve distinct cards of the pack as a mask; ValueError with a plain reason otherwise."""
    cards = parse_cards(text)
    in_pack = set(pack(rules.deck))
    for c in cards:
        if c not in in_pack:
            raise ValueError(f"{card_str(c)} is not in the {rules.deck}-card pack")
    if len(cards) != 12:
        raise ValueError(f"a hand has 12 cards, not {len(cards)}")
    return mask_of(cards)


def position_for_hand(
    rules: RuleSet,
    hand: int,
    role: str,
    *,
    score: tuple[int, int] = (0, 0),
    deal_number: int = 1,
    seed: int = 0,
    opponent_level: str = "greedy",
    level: str | None = None,
) -> PartieState:
    """A real partie state in which seat 0 holds ``hand`` as ``role`` and is to exchange.

    The opponent's hand and the talon are drawn at random (``seed``) from the other cards, the
    opponent never holding carte blanche; the advice uses seat 0's view only, so what was drawn
    does not matter. ``score`` (seat 0's, the opponent's) is the partie score before this deal,
    and ``deal_number`` its number: the deals before it appear in the score sheet as empty
    placeholders. When younger, elder (``opponent_level``) discards first; a carte blanche of
    seat 0's is claimed as ``level`` would.
    """
    if role not in ("elder", "younger"):
        raise ValueError(f"the role is elder or younger, not {role!r}")
    if deal_number < 1:
        raise ValueError(f"the deal number starts at 1, not {deal_number}")
    if rules.partie == "rubicon":
        last = rules.rubicon_deals + (2 if score[0] == score[1] else 0)
        if deal_number > last:
            raise ValueError(f"a Rubicon partie with this score has no deal {deal_number}")
    if min(score) < 0:
        raise ValueError("scores cannot be negative")
    rng = random.Random(f"piquet-advice-deal:{seed}")
    rest = [c for c in pack(rules.deck) if not hand >> c & 1]
    opponent = 0
    face = RANK_MASKS[5] | RANK_MASKS[6] | RANK_MASKS[7]
    for _ in range(1000):
        rng.shuffle(rest)
        opponent = mask_of(rest[:12])
        if opponent & face:
            break
    talon = rest[12:]
    elder = 0 if role == "elder" else 1
    state = start_deal(rules, order_for_hands((hand, opponent), talon, elder, rules.deal_by), elder)
    state.results = [
        DealResult(i, elder if (deal_number - i) % 2 == 0 else 1 - elder, ())
        for i in range(1, deal_number)
    ]
    if rules.partie == "rubicon":
        state.totals = [score[0], score[1]]
    else:
        state.game_scores = [score[0], score[1]]
    me_player = make_player(level or default_level())
    other = make_player(opponent_level)
    players = (me_player, other)
    turn_rng = random.Random(f"piquet-advice-turns:{seed}")
    while True:
        deal = state.deal
        assert deal is not None
        if deal.to_act == 0 and deal.phase in ("elder_discard", "younger_discard"):
            return state
        decision = decision_for(state)
        seat = decision.seat
        action = decision.forced or players[seat].choose(view(state, seat), decision, turn_rng)
        state.apply(action)
