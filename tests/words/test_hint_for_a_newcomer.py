"""The hint never says "+0.0 points": a newcomer reads a figure of nothing as nothing said."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.advice import Hint
from piquet_desktop.ai.advice_results import sentence
from piquet_desktop.engine.actions import PLAYS, Discard
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.words.hint_words import hint_text


@pytest.mark.parametrize("language", ["english", "french"])
def test_a_discard_worth_nothing_over_the_deal_is_said_to_keep_level(
    language: str, request: pytest.FixtureRequest
) -> None:
    request.getfixturevalue(language)
    hint = Hint(Discard(mask_of(parse_cards("7S"))), value=0.01, objective="deal")
    text = hint_text(hint)
    assert "0.0" not in text and "0,0" not in text
    assert ("level" if language == "english" else "égalité") in text


@pytest.mark.parametrize("language", ["english", "french"])
def test_a_card_worth_nothing_to_the_end_of_the_play_is_said_to_keep_level(
    language: str, request: pytest.FixtureRequest
) -> None:
    request.getfixturevalue(language)
    hint = Hint(PLAYS[parse_card("KH")], play_value=-0.02)
    text = hint_text(hint)
    assert "0.0" not in text and "0,0" not in text
    assert ("level" if language == "english" else "égalité") in text


def test_the_console_sentence_says_level_too() -> None:
    hint = Hint(Discard(mask_of(parse_cards("7S"))), value=0.0, objective="deal")
    assert "about level over the deal" in sentence(hint)


@pytest.mark.usefixtures("english")
def test_a_discard_worth_points_still_says_them() -> None:
    hint = Hint(Discard(mask_of(parse_cards("7S"))), value=2.5, objective="deal")
    assert "about +2.5 points over the deal" in hint_text(hint)
