"""Declaration exercises: what to call, whether to sink, how to answer, judged as the review does.

Why these positions: with expert declarations the player makes every call himself (the point,
the sequence, the set, or less than he holds, or nothing: a sink to keep a card secret) and, as
younger, every answer ("good", "not good", "equal"). A seeded self-play partie (two plain
players, fast, so that the hands and the scores are those of real parties) is played to its
declarations, and one of the moments where the player to declare has a real choice (two legal
actions or more) is drawn from the seed: ``declaration_exercise(seed)`` is the same exercise on
every machine, and its id (``declaration:<seed>``) never changes.

Judged by the review's own valuation (``review.valuation.rollout_values``, the function behind
``value_rollout``): every legal action is applied in the same worlds sampled from the player's
view, the rest of the declarations finished by the plain policy, and the play solved exactly; an
answer's loss is its paired difference from the best in the deal's points, with its standard
error. All the legal actions are rolled out while the exercise is prepared, so the verdict is
immediate. The method solves the play with open cards, so the secret a sink keeps is worth
nothing to it: a sink costs exactly the points it gives up. The strongest level, which does
price what a call shows (``declarations.py``: ``reveal_cost``), may sink where the review would
call; its choice is shown beside the verdict, as the book's is beside an exchange's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from piquet_desktop.ai.declarations import best_call, truthful_answer
from piquet_desktop.ai.levels import LevelPlayer
from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.review.valuation import Moment, ReviewSettings, Valued, rollout_values
from piquet_desktop.engine.actions import Action, Shuffle
from piquet_desktop.engine.combinations import Category
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.view import view

__all__ = [
    "KIND",
    "MIN_LOSS",
    "DeclarationExercise",
    "DeclarationKind",
    "DeclarationVerdict",
    "JudgedAction",
    "PreparedDeclaration",
    "declaration_exercise",
    "declaration_verdict",
    "judge_declaration",
    "prepare_declaration",
]

DeclarationKind = Literal["call", "answer"]

JUDGING_LEVEL = "master"
"""The level whose partie terms the review's valuation uses, and whose choice is shown."""

WORLDS = ReviewSettings().declaration_worlds
"""The review's own number of worlds for a declaration."""

SELECTION_WORLDS = 16
"""The worlds a moment is first judged in, to find whether its declaration matters."""

MIN_LOSS = 2.0
"""A moment is an exercise when some legal declaration loses at least this much (an inaccuracy)."""

KIND = "declarations"
"""The kind's name for the attempts and the ratings (``practice.attempts`` on the pstore side)."""

_SELF_PLAY = "greedy"
_ATTEMPTS = 50
"""Parties tried after the seed's own before giving up on a moment with a choice."""


@dataclass(frozen=True, slots=True)
class DeclarationExercise:
    """One declaration to make: the moment (the review's ``Moment``) and the player's seat."""

    key: str
    seed: int
    rules: RuleSet
    moment: Moment

    @property
    def kind(self) -> DeclarationKind:
        return "answer" if self.moment.decision.kind == "answer" else "call"

    @property
    def category(self) -> Category:
        category = self.moment.decision.category
        assert category is not None
        return category

    @property
    def seat(self) -> int:
        return self.moment.seat

    @property
    def role(self) -> Literal["elder", "younger"]:
        deal = self.moment.state.deal
        assert deal is not None
        return "elder" if deal.elder == self.seat else "younger"

    @property
    def hand(self) -> int:
        deal = self.moment.state.deal
        assert deal is not None
        return deal.hands[self.seat]

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.moment.decision.actions

    @property
    def deal_number(self) -> int:
        """The deal of the partie the declaration is made in (1 to 6, more for a tie)."""
        return len(self.moment.state.results) + 1

    @property
    def score(self) -> tuple[int, int]:
        """The partie score before the deal: the player's, then the opponent's."""
        totals = self.moment.state.totals
        return (totals[self.seat], totals[1 - self.seat])

    @property
    def plain(self) -> Action:
        """What the plain policy does here (call the best held, answer truthfully)."""
        decision = self.moment.decision
        if decision.kind == "answer":
            return truthful_answer(decision)
        return best_call(decision, self.hand)


def _moments(seed: int, rules: RuleSet) -> list[Moment]:
    """Every declaration with two legal actions or more in the self-play partie ``seed``."""
    rng = random.Random(f"piquet-declaration-exercise:{seed}")
    state = new_partie(rules)
    players = (make_player(_SELF_PLAY), make_player(_SELF_PLAY))
    before = state.clone()
    deal_actions: list[Action] = []
    found: list[Moment] = []
    while state.phase != "over":
        if state.phase in ("cut", "shuffle"):
            action = chance_action(state, rng)
        else:
            decision = decision_for(state)
            if decision.kind in ("call", "answer") and len(decision.actions) >= 2:
                found.append(Moment(before, tuple(deal_actions), state.clone(), decision))
            seat = decision.seat
            action = decision.forced or players[seat].choose(view(state, seat), decision, rng)
        if isinstance(action, Shuffle):
            before = state.clone()
            deal_actions = []
        deal_actions.append(action)
        state.apply(action)
    return found


def declaration_exercise(seed: int, rules: RuleSet = RUBICON) -> DeclarationExercise:
    """The exercise of ``seed``: the first moment, in an order drawn from the seed, of its
    self-play partie (or, when it has none, of the next parties') where some legal declaration
    loses :data:`MIN_LOSS` points or more, judged in :data:`SELECTION_WORLDS` worlds (a number
    of its own, so that the exercise an id names does not depend on how it is prepared)."""
    for attempt in range(seed, seed + _ATTEMPTS):
        moments = _moments(attempt, rules)
        random.Random(f"piquet-declaration-pick:{attempt}").shuffle(moments)
        for moment in moments:
            exercise = DeclarationExercise(f"declaration:{seed}", seed, rules, moment)
            prepared = prepare_declaration(exercise, worlds=SELECTION_WORLDS)
            if max(j.loss for j in prepared.judged) >= MIN_LOSS:
                return exercise
    raise ValueError(f"no declaration that matters in parties {seed} to {seed + _ATTEMPTS - 1}")


@dataclass(frozen=True, slots=True)
class JudgedAction:
    """One legal action judged: its mean value (deal points, net) and its loss against the best
    with that loss's standard error (0 and 0 for the best)."""

    action: Action
    value: float
    loss: float
    stderr: float
    valued: Valued


@dataclass(frozen=True, slots=True)
class PreparedDeclaration:
    """Every legal action judged ahead of the answer, the best first, and the strongest level's
    own choice (which may weigh what a call shows, unlike the review)."""

    exercise: DeclarationExercise
    judged: tuple[JudgedAction, ...]
    level_choice: Action
    worlds: int

    @property
    def best(self) -> JudgedAction:
        return self.judged[0]

    @property
    def key(self) -> str:
        return self.exercise.key

    @property
    def losses(self) -> tuple[float, ...]:
        """Every legal declaration's loss, the best's (0) first: what a rating of the exercise
        is graded from (how far a plausible wrong choice loses, how many are close)."""
        return tuple(j.loss for j in self.judged)

    def of(self, action: Action) -> JudgedAction | None:
        return next((j for j in self.judged if j.action == action), None)

    @property
    def difficulty(self) -> int:
        """1 (plain) to 5: from what the best wrong answer loses (10 points and more: 1; 4 to 10:
        2; 1.5 to 4: 3; less: 4), one more when the plain policy's answer loses."""
        wrong = [j.loss for j in self.judged[1:]]
        gap = min(wrong) if wrong else 0.0
        level = 1 if gap >= 10.0 else 2 if gap >= 4.0 else 3 if gap >= 1.5 else 4
        plain = self.of(self.exercise.plain)
        if plain is not None and plain.loss > 0.0:
            level += 1
        return min(level, 5)


def prepare_declaration(
    exercise: DeclarationExercise, *, worlds: int = WORLDS, seed: int = 0
) -> PreparedDeclaration:
    """Roll out every legal action in ``worlds`` worlds (the slow part, done ahead)."""
    level = make_player(JUDGING_LEVEL)
    assert isinstance(level, LevelPlayer)
    rng = random.Random(f"piquet-declaration-worlds:{exercise.key}:{seed}")
    settings = ReviewSettings(declaration_worlds=worlds)
    rolled = rollout_values(exercise.moment, level, rng, settings)
    if not rolled.weights:
        raise ValueError("no sampled world can judge this declaration")
    total = sum(rolled.weights)
    judged = []
    for action in rolled.actions:
        valued = rolled.valued(action)
        mean = sum(w * x for w, x in zip(rolled.weights, rolled.deal[action], strict=True))
        judged.append(JudgedAction(action, mean / total, valued.loss, valued.stderr, valued))
    judged.sort(key=lambda j: (j.loss, -j.value))
    moment = exercise.moment
    choice = level.choose(moment.view(), moment.decision, random.Random(exercise.key))
    return PreparedDeclaration(exercise, tuple(judged), choice, len(rolled.weights))


@dataclass(frozen=True, slots=True)
class DeclarationVerdict:
    """The player's answer judged: its loss in deal points against the best, with the rest."""

    answer: JudgedAction
    best: JudgedAction
    others: tuple[JudgedAction, ...]
    level_choice: Action

    @property
    def loss(self) -> float:
        return self.answer.loss


def declaration_verdict(prepared: PreparedDeclaration, answer: Action) -> DeclarationVerdict:
    """``answer`` judged (immediate: every legal action was rolled out ahead); ValueError for an
    action that is not legal here."""
    judged = prepared.of(answer)
    if judged is None:
        raise ValueError("the answer is not a legal declaration here")
    others = tuple(j for j in prepared.judged if j.action != answer)
    return DeclarationVerdict(judged, prepared.best, others, prepared.level_choice)


def judge_declaration(
    exercise: DeclarationExercise, answer: Action, *, worlds: int = WORLDS
) -> DeclarationVerdict:
    """``prepare_declaration`` then ``declaration_verdict`` in one call (for tools and tests)."""
    return declaration_verdict(prepare_declaration(exercise, worlds=worlds), answer)
