"""How the window writes names, cards and hints: grammar that holds for "You" as for "Ann"."""

from __future__ import annotations

import pytest

from piquet_desktop.controller.text import possessive


@pytest.mark.parametrize(
    ("who", "mid", "expected"),
    [("You", True, "your"), ("You", False, "Your"), ("Computer", True, "Computer's")],
)
def test_a_possessive_is_your_for_the_human_called_you(who: str, mid: bool, expected: str) -> None:
    assert possessive(who, mid_sentence=mid) == expected
