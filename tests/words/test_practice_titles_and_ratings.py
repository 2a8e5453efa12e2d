"""Exercise titles in a player's words, and a training rating marked provisional while unsettled.

A trial read "Self-play partie 97, deal 5", "Declaration 248 (easy)" and "Single-dummy position
84 (hard)" as developer words, and saw one correct easy declaration move a rating from 1,500 to
1,954 with nothing to say it was a first, unsettled figure.
"""

from __future__ import annotations

from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.practice.exchange_exercise import ExchangeExercise
from piquet_desktop.practice.glicko2 import PROVISIONAL_DEVIATION, Rating
from piquet_desktop.words.exchange_text import exchange_title
from piquet_desktop.words.practice_text import (
    declaration_title,
    play_title,
    provisional_note,
    rating_text,
)

DEVELOPER_WORDS = ("Self-play", "Single-dummy", "Declaration ", "Open ending", "mined", "seed")


def test_the_titles_say_what_is_asked_not_where_the_exercise_was_made() -> None:
    titles = [
        declaration_title("call", "point", 248, 1),
        declaration_title("answer", "sequence", 12, 4),
        play_title("single", 84, 4),
        play_title("ending", 3, 2),
    ]
    assert titles == [
        "Calling the point: exercise 248 (easy)",
        "Answering the sequence: exercise 12 (hard)",
        "A card in the middle of the play: exercise 84 (hard)",
        "The last tricks, every card shown: exercise 3 (fairly easy)",
    ]
    for title in titles:
        assert not any(word in title for word in DEVELOPER_WORDS), title


def test_a_mined_exchange_is_titled_as_a_hand_from_a_computers_partie() -> None:
    exercise = ExchangeExercise(key="mined:97:5:elder", rules=RUBICON, role="elder", hand=4095)
    title = exchange_title(exercise)
    assert title == "A hand from a partie the computer played: exercise 97-5"
    assert not any(word in title for word in DEVELOPER_WORDS)


def test_a_new_rating_is_marked_provisional_and_a_settled_one_is_not() -> None:
    first_jump = Rating(1954.0, 250.0)
    assert first_jump.provisional
    assert rating_text(first_jump) == "1,954? (provisional, ± 500)"
    settled = Rating(1620.0, PROVISIONAL_DEVIATION - 1.0)
    assert not settled.provisional
    assert rating_text(settled) == "1,620 ± 218"
    assert "?" in provisional_note()
