"""Play exercises: open endings solved exactly, and positions where only a player's view is seen.

Why two kinds: an ending with every card shown (double dummy) has one exact answer, so it
teaches the technique of the last tricks (unblocking, keeping a guard, the last trick's point)
without doubt; a position in the middle of the play, seen as the player sees it (single dummy),
teaches the judgement a real deal needs, and there the answer is the one the review would give.

**Where they come from.** A seeded self-play partie (two plain players, fast) deals and plays
its first deal; the position is taken at a trick drawn from the seed, the seat to act being the
player, and kept when the choice matters (some legal card loses :data:`MIN_LOSS` points or more,
for a single-dummy position in a first judgement in :data:`SELECTION_WORLDS` worlds; otherwise
the next trick, then the next partie). ``ending_exercise(seed)`` and
``single_dummy_exercise(seed)`` are the same on every machine; their ids (``ending:<seed>``,
``single:<seed>``) never change.

**Judged.** An ending: every legal card's exact value (``solver.Solver.best_moves``, the
player's points less the opponent's from here to the end of the play); a card's loss is the
best value less its own. The goal is read from the best line: *save the capot* when the player
has no trick yet and some card leaves him none, *make the cards* when the best line wins him
seven tricks or more and some card does not, *win k of the last n tricks* when some card wins
fewer than the best line's k, otherwise *make the most points* (the cards differ only in points:
a lead, the last trick). A single-
dummy position: exactly as the review judges a card (``review.valuation.play_values``: every
legal card solved in the same worlds sampled from the player's view, the loss the paired
difference from the best, with its standard error).

**The line that beats a wrong card** is the solver's principal variation after it: both sides
play their best from there (for a single-dummy position, in the sampled world where that card
costs most, whose hand is shown with the line). Replayed through the engine it scores exactly
the values above (a test holds it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from piquet_desktop.ai.cardplay import position_in_view
from piquet_desktop.ai.inference import World, sample_worlds
from piquet_desktop.ai.levels import LevelPlayer
from piquet_desktop.ai.parallel import local_solver
from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.review.valuation import play_values
from piquet_desktop.ai.solver import TRICKS, PlayPosition
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import PartieState, chance_action, new_partie
from piquet_desktop.engine.refusal import Refusal
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.view import PlayerView, view

__all__ = [
    "MIN_LOSS",
    "CardJudged",
    "Goal",
    "PlayExercise",
    "PlayKind",
    "PlayKnowledge",
    "PlayTable",
    "PlayVerdict",
    "PreparedPlay",
    "TrickPlayed",
    "ending_exercise",
    "play_verdict",
    "prepare_play",
    "principal_variation",
    "single_dummy_exercise",
    "tricks_in_line",
]

PlayKind = Literal["ending", "single"]
Goal = Literal["save_capot", "make_cards", "tricks", "points"]

KIND = "play"
"""The kind's name for the attempts and the ratings (``practice.attempts`` on the pstore side)."""

MIN_LOSS = 2.0
"""A position is kept when some legal card loses at least this much (an inaccuracy)."""

ENDING_TRICKS = (3, 4, 5, 6)
"""How many tricks are left in an ending (drawn from the seed)."""

SINGLE_TRICKS = range(2, 10)
"""The trick (0-based) at which a single-dummy position is taken (drawn from the seed)."""

WORLDS = 48
"""The review's number of worlds for a card."""

SELECTION_WORLDS = 16
"""The worlds a single-dummy position is first judged in, to find whether its card matters: a
number of its own, so that the exercise an id names does not depend on how it is prepared."""

JUDGING_LEVEL = "master"
_SELF_PLAY = "greedy"
_ATTEMPTS = 50


@dataclass(frozen=True, slots=True)
class PlayExercise:
    """A card to play: the partie state at the decision (the player is the seat to act)."""

    key: str
    seed: int
    kind: PlayKind
    state: PartieState

    @property
    def seat(self) -> int:
        return decision_for(self.state).seat

    def view(self) -> PlayerView:
        return view(self.state, self.seat)

    def position(self) -> PlayPosition:
        """The open position (both hands as they are: the ending's, or the true deal's)."""
        deal = self.state.deal
        assert deal is not None
        return PlayPosition.from_deal(deal)

    @property
    def legal(self) -> tuple[int, ...]:
        return tuple(a.card for a in decision_for(self.state).actions if isinstance(a, Play))

    @property
    def tricks_left(self) -> int:
        return TRICKS - self.position().tricks_played

    def table(self) -> PlayTable:
        """The position as the play page shows it."""
        position = self.position()
        seat = position.to_act
        return PlayTable(
            hand=position.hands[seat],
            opponent_hand=position.hands[1 - seat],
            tricks=(position.tricks_won[seat], position.tricks_won[1 - seat]),
            lead_card=position.lead_card,
            tricks_left=self.tricks_left,
        )

    def knowledge(self) -> PlayKnowledge:
        """What the player knows at this card, as he would at the table (his view's)."""
        v = self.view()
        me = v.seat
        return PlayKnowledge(
            role="elder" if v.elder == me else "younger",
            discard=v.discard,
            took=(v.took[me] or 0, v.took[1 - me] or 0),
            seen_talon=v.seen_talon,
            opponent_shown=v.opponent_shown,
            dialogue=tuple((line.seat == me, line) for line in v.speech),
            tricks=tuple(
                TrickPlayed(t.leader == me, t.lead, t.follow, t.winner == me) for t in v.tricks
            ),
        )

    def refusal(self, card: int) -> Refusal | None:
        """The engine's refusal of ``card`` here (it is not in the hand, or does not follow
        suit); None when the rules allow it."""
        if card in self.legal:
            return None
        try:
            self.state.clone().apply(Play(card))
        except IllegalActionError as exc:
            return exc.refusal
        return None


@dataclass(frozen=True, slots=True)
class PlayTable:
    """What a play exercise shows of its position: the player's hand and the opponent's (shown
    only in an open ending), the tricks each has won so far, the card the opponent has led (-1
    when the player is to lead) and the tricks left to play."""

    hand: int
    opponent_hand: int
    tricks: tuple[int, int]
    lead_card: int
    tricks_left: int


@dataclass(frozen=True, slots=True)
class TrickPlayed:
    """A trick played before the exercise's card: who led, the two cards, who took it."""

    led_by_me: bool
    lead: int
    follow: int
    won_by_me: bool


@dataclass(frozen=True, slots=True)
class PlayKnowledge:
    """What a player at the table knows at a single-dummy position beyond his hand: his role,
    his discard, the cards each took from the talon, the talon's cards he saw (those left to
    younger that elder looked at, or the last ones turned up), the cards the opponent showed in
    his declarations, the dialogue (each line with whether he said it) and the tricks played, in
    order. All of it is his view's (``engine.view``): nothing he could not see."""

    role: str
    discard: int
    took: tuple[int, int]  # the player's, the opponent's
    seen_talon: int
    opponent_shown: int
    dialogue: tuple[tuple[bool, Speech], ...]
    tricks: tuple[TrickPlayed, ...]


def _deal_positions(seed: int, rules: RuleSet) -> list[PartieState]:
    """The first deal of the self-play partie ``seed``, one state at the start of each trick
    and one at each reply (a copy each), in order."""
    rng = random.Random(f"piquet-play-exercise:{seed}")
    state = new_partie(rules)
    players = (make_player(_SELF_PLAY), make_player(_SELF_PLAY))
    found: list[PartieState] = []
    while not state.results:
        if state.phase in ("cut", "shuffle"):
            state.apply(chance_action(state, rng))
            continue
        decision = decision_for(state)
        deal = state.deal
        assert deal is not None
        if deal.phase == "play" and decision.kind == "play":
            found.append(state.clone())
        seat = decision.seat
        state.apply(decision.forced or players[seat].choose(view(state, seat), decision, rng))
    return found


def _order(seed: int, count: int, salt: str) -> list[int]:
    order = list(range(count))
    random.Random(f"piquet-play-pick:{salt}:{seed}").shuffle(order)
    return order


def ending_exercise(seed: int, rules: RuleSet = RUBICON) -> PlayExercise:
    """The ending of ``seed``: a trick start with 3 to 6 tricks left where the card matters."""
    for attempt in range(seed, seed + _ATTEMPTS):
        states = [
            s
            for s in _deal_positions(attempt, rules)
            if s.deal is not None
            and s.deal.lead_card < 0
            and TRICKS - len(s.deal.tricks) in ENDING_TRICKS
        ]
        for i in _order(attempt, len(states), "ending"):
            exercise = PlayExercise(f"ending:{seed}", seed, "ending", states[i])
            judged = _exact(exercise)
            if max(j.loss for j in judged) >= MIN_LOSS:
                return exercise
    raise ValueError(f"no ending where the card matters in parties {seed} to {seed + 49}")


def single_dummy_exercise(seed: int, rules: RuleSet = RUBICON) -> PlayExercise:
    """The single-dummy position of ``seed``: a card to play at a trick of the middle of the
    play, seen as the player sees it, where the choice matters."""
    for attempt in range(seed, seed + _ATTEMPTS):
        states = [
            s
            for s in _deal_positions(attempt, rules)
            if s.deal is not None
            and len(s.deal.tricks) in SINGLE_TRICKS
            and len(decision_for(s).actions) >= 2
        ]
        for i in _order(attempt, len(states), "single")[:3]:
            exercise = PlayExercise(f"single:{seed}", seed, "single", states[i])
            prepared = prepare_play(exercise, worlds=SELECTION_WORLDS)
            if max(j.loss for j in prepared.judged) >= MIN_LOSS:
                return exercise
    raise ValueError(f"no position where the card matters in parties {seed} to {seed + 49}")


# ------------------------------------------------------------------------------- lines


def _mover_value(value: int, mover: int) -> int:
    return value if mover == 0 else -value


def principal_variation(position: PlayPosition) -> tuple[int, ...]:
    """Both sides' best cards from ``position`` to the end of the play (the solver's line; of
    equal cards the lowest)."""
    solver = local_solver(position)
    line: list[int] = []
    while position.to_act >= 0:
        mover = position.to_act
        moves = solver.best_moves(position)
        card = max(moves, key=lambda m: (_mover_value(m[1], mover), -m[0]))[0]
        line.append(card)
        position = position.play(card)
    return tuple(line)


def tricks_in_line(position: PlayPosition, line: tuple[int, ...], seat: int) -> int:
    """How many tricks ``seat`` has at the end of ``line`` played from ``position``."""
    for card in line:
        position = position.play(card)
    return position.tricks_won[seat]


# ------------------------------------------------------------------------------- judging


@dataclass(frozen=True, slots=True)
class CardJudged:
    """A legal card: its value for the player (net points from here; a single-dummy card's mean
    over the worlds), its loss against the best with that loss's standard error (0 for the
    exact endings) and the line that follows it (the line that beats it, for a wrong card)."""

    card: int
    value: float
    loss: float
    stderr: float
    line: tuple[int, ...]
    tricks: int  # the player's tricks at the end of ``line``


def _exact(exercise: PlayExercise) -> tuple[CardJudged, ...]:
    position = exercise.position()
    seat = position.to_act
    moves = local_solver(position).best_moves(position)
    values = {card: _mover_value(v, seat) for card, v in moves}
    top = max(values.values())
    out = []
    for card in exercise.legal:
        after = position.play(card)
        line = (card, *principal_variation(after))
        tricks = tricks_in_line(position, line, seat)
        out.append(
            CardJudged(card, float(values[card]), float(top - values[card]), 0.0, line, tricks)
        )
    out.sort(key=lambda j: (j.loss, j.card))
    return tuple(out)


def _costliest_world(v: PlayerView, worlds: list[World], card: int, best: int) -> World | None:
    """The world in which ``card`` loses most against ``best`` (None when it loses in none)."""
    seat = v.seat
    worst: tuple[float, World] | None = None
    for w in worlds:
        position = position_in_view(v, w.opponent_hand)
        values = dict(local_solver(position).best_moves(position))
        cost = _mover_value(values[best] - values[card], seat)
        if cost > 0 and (worst is None or cost > worst[0]):
            worst = (cost, w)
    return worst[1] if worst else None


def _single(
    exercise: PlayExercise, worlds: int, seed: int
) -> tuple[tuple[CardJudged, ...], tuple[World, ...], dict[int, int]]:
    v = exercise.view()
    sampled = sample_worlds(v, worlds, random.Random(f"piquet-play-worlds:{exercise.key}:{seed}"))
    level = make_player(JUDGING_LEVEL)
    assert isinstance(level, LevelPlayer)
    utility = level.utility(v) if level.settings.plays_to_score else None
    legal = list(exercise.legal)
    valued = {c: play_values(v, legal, c, sampled, utility) for c in legal}
    best = min(c for c in legal if valued[c].loss == 0.0)
    shown: dict[int, int] = {}
    out = []
    for card in legal:
        val = valued[card]
        assert val.deal is not None
        line: tuple[int, ...] = ()
        tricks = 0
        if card != best and val.loss > 0:
            world = _costliest_world(v, sampled, card, best)
            if world is not None:
                position = position_in_view(v, world.opponent_hand)
                line = (card, *principal_variation(position.play(card)))
                tricks = tricks_in_line(position, line, v.seat)
                shown[card] = world.opponent_hand
        out.append(CardJudged(card, val.deal.chosen, val.loss, val.stderr, line, tricks))
    out.sort(key=lambda j: (j.loss, j.card))
    return tuple(out), tuple(sampled), shown


@dataclass(frozen=True, slots=True)
class PreparedPlay:
    """Every legal card judged ahead of the answer, the best first; ``goal`` and ``wanted``
    (tricks to win from here) state an ending's aim, ``shown`` the opponent's hand in the world
    each wrong single-dummy card's line is played in."""

    exercise: PlayExercise
    judged: tuple[CardJudged, ...]
    goal: Goal
    wanted: int
    worlds: int
    shown: dict[int, int]
    natural: int  # the plain player's card

    @property
    def best(self) -> CardJudged:
        return self.judged[0]

    @property
    def key(self) -> str:
        return self.exercise.key

    @property
    def losses(self) -> tuple[float, ...]:
        """Every legal card's loss, the best's (0) first: what a rating of the exercise is
        graded from (how far a plausible wrong choice loses, how many are close)."""
        return tuple(j.loss for j in self.judged)

    def of(self, card: int) -> CardJudged | None:
        return next((j for j in self.judged if j.card == card), None)

    @property
    def difficulty(self) -> int:
        """1 (plain) to 5: from the tricks left (an ending: 3 tricks 1, 4 tricks 2, more 3; a
        single-dummy position: 3), one more when the plain player's card is not a best one, one
        more when only one card of three or more is best."""
        exercise = self.exercise
        if exercise.kind == "ending":
            left = exercise.tricks_left
            level = 1 if left <= 3 else 2 if left == 4 else 3
        else:
            level = 3
        best_cards = [j for j in self.judged if j.loss <= 0.0]
        if self.natural not in {j.card for j in best_cards}:
            level += 1
        if len(best_cards) == 1 and len(self.judged) >= 3:
            level += 1
        return min(level, 5)


def _goal(exercise: PlayExercise, judged: tuple[CardJudged, ...]) -> tuple[Goal, int]:
    position = exercise.position()
    seat = position.to_act
    now = position.tricks_won[seat]
    best = judged[0]
    if now == 0 and best.tricks > 0 and any(j.tricks == 0 for j in judged):
        return "save_capot", 1
    if best.tricks >= 7 and any(j.tricks < 7 for j in judged):
        return "make_cards", 7 - now
    if best.tricks > now and any(j.tricks < best.tricks for j in judged):
        return "tricks", best.tricks - now
    return "points", 0


def prepare_play(exercise: PlayExercise, *, worlds: int = WORLDS, seed: int = 0) -> PreparedPlay:
    """Every legal card judged (module notes): exactly for an ending, over ``worlds`` sampled
    worlds for a single-dummy position (the slow part, done ahead)."""
    v = exercise.view()
    natural = make_player(_SELF_PLAY).choose(v, decision_for(exercise.state), random.Random(0))
    assert isinstance(natural, Play)
    if exercise.kind == "ending":
        judged = _exact(exercise)
        goal, wanted = _goal(exercise, judged)
        return PreparedPlay(exercise, judged, goal, wanted, 1, {}, natural.card)
    judged, sampled, shown = _single(exercise, worlds, seed)
    return PreparedPlay(exercise, judged, "tricks", 0, len(sampled), shown, natural.card)


@dataclass(frozen=True, slots=True)
class PlayVerdict:
    """The player's card judged: its loss in points against the best, the best card, and for a
    wrong card the line that beats it."""

    answer: CardJudged
    best: CardJudged
    others: tuple[CardJudged, ...]

    @property
    def loss(self) -> float:
        return self.answer.loss


def play_verdict(prepared: PreparedPlay, card: int) -> PlayVerdict:
    """``card`` judged (immediate: every legal card was judged ahead); ValueError for a card
    that cannot be played here."""
    judged = prepared.of(card)
    if judged is None:
        raise ValueError("that card cannot be played here")
    others = tuple(j for j in prepared.judged if j.card != card)
    return PlayVerdict(judged, prepared.best, others)
