"""The declaration and play exercises as the window offers them: the pools, what was said.

Why a pool of ids: a declaration exercise is found by playing its seeded self-play partie and
judging its moments (seconds), so the pool names the seeds (``declaration:<seed>``) and nothing
is played until one is chosen; each is offered at the newcomer's rating (``UNRATED``), as its
difficulty is known only once prepared (the attempt then keeps the rating graded from its
losses, ``difficulty.declaration_rating``).

What was called so far is read from the moment's own actions: the deal is replayed from its
shuffle, and each call, sink or answer is kept with the role of who made it. The shuffle and the
discards, which the player could not see, are never shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from piquet_desktop.engine.actions import Action, Answer, Call, Sink
from piquet_desktop.engine.decision import decision_for

from .choosing import ExerciseRef
from .declaration_exercise import KIND, DeclarationExercise

__all__ = [
    "DECLARATION_SEEDS",
    "PLAY_SEEDS",
    "UNRATED",
    "calls_so_far",
    "declaration_pool",
    "play_pool",
]

DECLARATION_SEEDS = 300
"""Self-play parties the declaration exercises come from: more than a player does."""

PLAY_SEEDS = 200
"""Self-play deals the play exercises come from, each an open ending and a single-dummy one."""

UNRATED = 1500.0
"""An exercise's rating before it is prepared: the newcomer's, so all are near at first."""


def declaration_pool(seeds: Iterable[int] = range(DECLARATION_SEEDS)) -> list[ExerciseRef]:
    """The declaration exercises of ``seeds`` to choose from (nothing played until chosen)."""
    return [ExerciseRef(KIND, f"declaration:{seed}", UNRATED) for seed in seeds]


def play_pool(seeds: Iterable[int] = range(PLAY_SEEDS)) -> list[ExerciseRef]:
    """The play exercises of ``seeds`` (an open ending and a single-dummy position each), to
    choose from as the declarations are (nothing played until chosen)."""
    return [
        ExerciseRef("play", f"{source}:{seed}", UNRATED)
        for seed in seeds
        for source in ("ending", "single")
    ]


def calls_so_far(
    exercise: DeclarationExercise,
) -> list[tuple[Literal["elder", "younger"], Action]]:
    """Every call, sink and answer made in the deal before the exercise's decision, in order,
    with the role of who made it."""
    moment = exercise.moment
    state = moment.before_deal.clone()
    said: list[tuple[Literal["elder", "younger"], Action]] = []
    for action in moment.deal_actions:
        if state.phase not in ("cut", "shuffle") and isinstance(action, (Call, Sink, Answer)):
            deal = state.deal
            assert deal is not None
            seat = decision_for(state).seat
            said.append(("elder" if seat == deal.elder else "younger", action))
        state.apply(action)
    return said
