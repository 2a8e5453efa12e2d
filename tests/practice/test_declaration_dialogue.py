"""A declaration exercise shows the dialogue the player heard, up to the question and no further.

A trial read "Called so far: …; You: answer equal." before "What do you answer?": the calls
were rebuilt from the actions, so elder's second word after an "Equal." ("Making 47.") was
missing, the question seemed already answered, and a call showed the opponent's cards. The
dialogue is now the view's speech; the player's own answer joins it once given.
"""

from __future__ import annotations

import pytest

from piquet_desktop.engine.actions import Answer
from piquet_desktop.practice.declaration_exercise import DeclarationExercise, declaration_exercise
from piquet_desktop.practice.declaration_practice import dialogue
from piquet_desktop.words.practice_text import said_text

EQUAL_THEN_ASKED = 241
"""Elder called a point of five, the player (younger) said "Equal.", elder said "Making 47."."""


@pytest.fixture(scope="module")
def asked() -> DeclarationExercise:
    exercise = declaration_exercise(EQUAL_THEN_ASKED)
    assert exercise.kind == "answer" and exercise.role == "younger"
    return exercise


def test_the_dialogue_ends_with_what_the_player_must_answer(asked: DeclarationExercise) -> None:
    lines = dialogue(asked)
    assert [mine for mine, _line in lines] == [False, True, False]
    said = said_text(lines).splitlines()
    assert said == [
        "Said so far:",
        "Your opponent: Point of five.",
        "You: Equal.",
        "Your opponent: Making 47.",
    ]


def test_the_dialogue_never_shows_the_opponents_cards(asked: DeclarationExercise) -> None:
    said = said_text(dialogue(asked))
    assert not any(suit in said for suit in "♠♥♦♣")
    assert "answer" not in said and "call point" not in said


def test_the_players_answer_joins_the_dialogue_once_given(asked: DeclarationExercise) -> None:
    answer = next(a for a in asked.actions if isinstance(a, Answer) and a.reply == "not_good")
    said = said_text(dialogue(asked, answer)).splitlines()
    assert said[-2:] == ["Your opponent: Making 47.", "You: Not good."]
