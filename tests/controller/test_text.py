"""How the window writes names, cards and hints: grammar that holds for "You" as for "Ann"."""

from __future__ import annotations

import pytest

from piquet_desktop.words.cards import with_suit_symbols
from piquet_desktop.words.text import possessive


@pytest.mark.parametrize(
    ("who", "mid", "expected"),
    [("You", True, "your"), ("You", False, "Your"), ("Computer", True, "Computer's")],
)
def test_a_possessive_is_your_for_the_human_called_you(who: str, mid: bool, expected: str) -> None:
    assert possessive(who, mid_sentence=mid) == expected


@pytest.mark.parametrize(
    ("engine", "shown"),
    [
        ("Discard AC 7S 6S (take 3)", "Discard A♣ 7♠ 6♠ (take 3)"),
        ("play the ten of hearts (10H)", "play the ten of hearts (10♥)"),
        ("Won the trick with QD", "Won the trick with Q♦"),
        ("Quint major in spades: 15", "Quint major in spades: 15"),
        ("AS KS / JD", "A♠ K♠ / J♦"),
    ],
)
def test_engine_cards_in_a_sentence_are_written_with_suit_symbols(engine: str, shown: str) -> None:
    assert with_suit_symbols(engine) == shown
