"""Counting quizzes for beginners: what the hands score in the declarations, checked by the engine.

Why from played deals: a beginner learns to count from hands that come up in real play, not from
contrived ones, and the engine that scores the app's parties is the only judge that cannot be
wrong about them. So a quiz deals a seeded partie's first deal, lets two plain players exchange
and declare (each calls his best, as the app does for a player without expert declarations), and
asks about the two hands as the tricks begin, the answer read from the deal's own score events.

Three kinds of question, for the three things a newcomer must see at a glance:

* ``scores``: what elder (or younger) scores for point, sequence and set (0 where he scores none);
* ``point``: who wins the point (elder, younger, or neither when they are equal);
* ``repique``: whether either hand makes a repique (30 in hand before the other scores anything).

A deal with a carte blanche is passed over: it changes the counting a quiz is about.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.combinations import CATEGORIES, Category
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON, RuleSet
from piquet_desktop.engine.scoring import ScoreEvent
from piquet_desktop.engine.view import view

from .choosing import ExerciseRef
from .difficulty import counting_rating
from .exercise_id import ExerciseId

__all__ = [
    "CountingDeal",
    "CountingKind",
    "PointWinner",
    "counting_deal",
    "counting_pool",
    "point_winner",
    "quiz_id",
    "quiz_of",
    "repique",
    "scores",
]

CountingKind = Literal["scores", "point", "repique"]
QUESTIONS: tuple[CountingKind, ...] = ("point", "repique", "scores")
PointWinner = Literal["elder", "younger", "equal"]

_PLAYER = "greedy"
"""The plain player who exchanges and declares for both hands (he calls his best)."""

_HAND_EVENTS = frozenset({"carte_blanche", "point", "sequence", "set", "repique"})

_ATTEMPTS = 50
"""Seeds tried after the given one before giving up on finding a deal without carte blanche."""


@dataclass(frozen=True, slots=True)
class CountingDeal:
    """Two hands as the tricks begin and the declarations' score events that the engine gave."""

    key: str
    rules: RuleSet
    elder_hand: int
    younger_hand: int
    events: tuple[ScoreEvent, ...]
    elder: int  # the seat of elder, whom ``events``' seats are read against


def counting_deal(seed: int, rules: RuleSet = RUBICON) -> CountingDeal:
    """The first deal (without carte blanche) of the partie seeded ``seed`` or the next seeds."""
    for attempt in range(seed, seed + _ATTEMPTS):
        found = _deal(attempt, rules)
        if found is not None:
            return found
    raise ValueError(f"no deal without carte blanche in seeds {seed} to {seed + _ATTEMPTS - 1}")


def _deal(seed: int, rules: RuleSet) -> CountingDeal | None:
    rng = random.Random(f"piquet-counting:{seed}")
    state = new_partie(rules)
    players = (make_player(_PLAYER), make_player(_PLAYER))
    hands: tuple[int, int] | None = None
    elder = 0
    while not state.results:
        if state.phase in ("cut", "shuffle"):
            state.apply(chance_action(state, rng))
            continue
        deal = state.deal
        assert deal is not None
        if hands is None and deal.phase == "play":
            elder = deal.elder
            hands = (deal.hands[elder], deal.hands[1 - elder])
        decision = decision_for(state)
        seat = decision.seat
        action = decision.forced or players[seat].choose(view(state, seat), decision, rng)
        state.apply(action)
    assert hands is not None
    # The whole deal is played so that every hand score has been reckoned (younger's reckon at
    # elder's first lead) and the repique decided; the quiz keeps the declarations' events only.
    events = tuple(e for e in state.results[-1].events if e.kind in _HAND_EVENTS)
    if any(e.kind == "carte_blanche" for e in events):
        return None
    return CountingDeal(f"counting:{seed}", rules, hands[0], hands[1], events, elder)


def quiz_id(question: CountingKind, seed: int) -> str:
    """The stable id of the quiz asking ``question`` about the deal of ``seed``, as its attempts
    are kept ("counting:point:17")."""
    return f"counting:{question}:{seed}"


def quiz_of(exercise: str) -> tuple[CountingKind, int] | None:
    """The question and the seed of a quiz id (``quiz_id``'s inverse), None for another id."""
    read = ExerciseId.read(exercise)
    seed = read.number(1)
    if read.source != "counting" or len(read.fields) != 2 or seed is None:
        return None
    for question in QUESTIONS:
        if read.fields[0] == question:
            return question, seed
    return None


def counting_pool(seeds: Iterable[int]) -> list[ExerciseRef]:
    """Every question about the deals of ``seeds``, as exercises to choose from (each rated by
    its question, ``difficulty.counting_rating``): nothing is dealt until one is chosen."""
    return [
        ExerciseRef("counting", quiz_id(question, seed), counting_rating(question))
        for seed in seeds
        for question in QUESTIONS
    ]


def scores(deal: CountingDeal, role: Literal["elder", "younger"]) -> dict[Category, int]:
    """What ``role`` scores for point, sequence and set in this deal's declarations."""
    seat = deal.elder if role == "elder" else 1 - deal.elder
    out: dict[Category, int] = dict.fromkeys(CATEGORIES, 0)
    for e in deal.events:
        if e.seat == seat and e.kind in out:
            out[e.kind] += e.points
    return out


def point_winner(deal: CountingDeal) -> PointWinner:
    """Who wins the point: the seat with a point score, or ``equal`` when neither scores it."""
    for e in deal.events:
        if e.kind == "point" and e.points:
            return "elder" if e.seat == deal.elder else "younger"
    return "equal"


def repique(deal: CountingDeal) -> Literal["elder", "younger", "none"]:
    """Who makes a repique in this deal's declarations, if anyone."""
    for e in deal.events:
        if e.kind == "repique":
            return "elder" if e.seat == deal.elder else "younger"
    return "none"
