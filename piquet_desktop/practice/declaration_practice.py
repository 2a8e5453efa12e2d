"""The declaration and play exercises as the window offers them: the pools, what was said.

Why a pool of ids: a declaration exercise is found by playing its seeded self-play partie and
judging its moments (seconds), so the pool names the seeds (``declaration:<seed>``) and nothing
is played until one is chosen; each is offered at the newcomer's rating (``UNRATED``), as its
difficulty is known only once prepared (the attempt then keeps the rating graded from its
losses, ``difficulty.declaration_rating``).

What was said so far is the dialogue the player heard at the table: the speech of the
moment's own view (what a call says, "Point of five.", "Making 47.", never the cards of the
opponent's), up to the question and no further; once the player has answered, his own words
follow it. The shuffle and the discards, which the player could not see, are never shown.
"""

from __future__ import annotations

from collections.abc import Iterable

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.deal import Speech
from piquet_desktop.engine.view import view

from .choosing import ExerciseRef
from .declaration_exercise import KIND, DeclarationExercise

__all__ = [
    "DECLARATION_SEEDS",
    "PLAY_SEEDS",
    "UNRATED",
    "declaration_pool",
    "dialogue",
    "play_pool",
]

DECLARATION_SEEDS = 300
"""Self-play parties the declaration exercises come from: more than a player does."""

PLAY_SEEDS = 200
"""Self-play deals the play exercises come from, each an open ending and a single-dummy one."""

UNRATED = 1500.0
"""An exercise's rating before it is prepared: the newcomer's, so all are near at first."""


REPLIES = ("good", "not_good", "equal")
"""The phrases of an answer to a call: the reply that follows the player's call."""


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


def dialogue(
    exercise: DeclarationExercise, answer: Action | None = None
) -> list[tuple[bool, Speech]]:
    """The deal's dialogue as the player heard it before the exercise's decision, each line with
    whether he said it; with ``answer``, the words it adds: his own line, and the other's
    reply to it ("Good.", "Not good.", "Equal.") when it is a call."""
    moment = exercise.moment
    heard = view(moment.state, exercise.seat).speech
    if answer is not None:
        after = moment.state.clone()
        after.apply(answer)
        more = view(after, exercise.seat).speech[len(heard) :]
        mine = [i for i, line in enumerate(more) if line.seat == exercise.seat]
        if mine:
            end = mine[0] + 1
            if end < len(more) and more[end].phrase in REPLIES:
                end += 1  # "Good." to his call
            heard = heard + more[:end]
    return [(line.seat == exercise.seat, line) for line in heard]
