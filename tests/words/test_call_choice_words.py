"""The expert call's choices name a combination as the score sheet and the log name it: one
writer of the combinations' names, in words/, and none in the prompt bar."""

from __future__ import annotations

from pathlib import Path

import pytest

from piquet_desktop.engine.actions import Call
from piquet_desktop.engine.cards import RANKS, SUITS
from piquet_desktop.engine.combinations import Combination
from piquet_desktop.words.cards import cards_text
from piquet_desktop.words.piquet_words import call_choice_text, combination_text
from tests.engine.builders import m

PROMPT = Path(__file__).resolve().parents[2] / "piquet_desktop" / "ui" / "decision_prompt.py"


def _set_call(rank: str, size: int) -> tuple[Call, Combination]:
    cards = m(" ".join(f"{rank}{suit}" for suit in SUITS[:size]))
    return Call("set", cards), Combination("set", cards, (size, RANKS.index(rank)), -1)


@pytest.mark.parametrize("rank", ["10", "J", "Q", "K", "A"])
@pytest.mark.parametrize("size", [3, 4])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_set_is_offered_under_the_name_it_scores_under(
    rank: str, size: int, language: str, request: pytest.FixtureRequest
) -> None:
    if language == "fr":
        request.getfixturevalue("french")
    call, combination = _set_call(rank, size)
    name, _, cards = call_choice_text(call).rpartition(": ")
    assert name.rstrip("\u00a0") == combination_text(combination)
    assert cards == cards_text(call.cards)


def test_the_point_is_offered_with_its_pips_in_french(french: None) -> None:
    call = Call("point", m("AS KS QS JS 9S"))
    text = call_choice_text(call)
    assert text.startswith("Point de cinq (50)") and text.endswith(f": {cards_text(call.cards)}")


def test_the_prompt_bar_names_no_combination_of_its_own() -> None:
    source = PROMPT.read_text(encoding="utf-8")
    for word in ("Quatorze", "Trio", "Point of"):
        assert word not in source, word
