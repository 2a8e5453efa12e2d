"""Why a declaration costs what it does: who scores its category in the deal, after each choice.

Why: the verdict's table gave each legal call or answer a value and a loss and no reason ("Good:
loses 7.0 points"), while what a player learns is what the choice hands over ("good" concedes
elder's quart and tierce). Each choice is applied to the deal as it is, and the category's
declarations finished as the plain players finish them (the best combination called, a truthful
answer; ``ai.declarations``); the category's score events that follow are the choice's reason,
each with whether the player scores it. They are the deal's own, the opponent's cards included,
as the verdict's line in the play shows a world's: said once the answer is given.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_desktop.ai.declarations import best_call, truthful_answer
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.scoring import ScoreEvent

from .declaration_exercise import DeclarationExercise

__all__ = ["CategoryScore", "category_scores"]

_MOST_STEPS = 12
"""More decisions than a category's declarations can take (a call, an answer, an 'equal' and
the second measure, for each of two seats)."""


@dataclass(frozen=True, slots=True)
class CategoryScore:
    """A score of the exercise's category after a choice: the event, and whether it is the
    player's."""

    event: ScoreEvent
    mine: bool


def category_scores(exercise: DeclarationExercise, action: Action) -> tuple[CategoryScore, ...]:
    """The exercise's category's scores in the deal once ``action`` is made (none: neither
    scores it, as after an 'equal' point or a sink beaten by nothing)."""
    state = exercise.moment.state.clone()
    state.apply(action)
    for _ in range(_MOST_STEPS):
        deal = state.deal
        if deal is None or deal.phase != "declare":
            break
        decision = decision_for(state)
        if decision.category != exercise.category:
            break
        if decision.kind == "answer":
            state.apply(truthful_answer(decision))
        else:
            state.apply(best_call(decision, deal.hands[decision.seat]))
    deal = state.deal
    assert deal is not None
    events = [*deal.events(), *deal.pending_younger]
    return tuple(
        CategoryScore(e, e.seat == exercise.seat) for e in events if e.kind == exercise.category
    )
