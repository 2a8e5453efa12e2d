"""One percentage typography: "45%" in English, "45 %" in French with a narrow no-break space
(U+202F), written by ``translation.percent`` for the window, the statistics, the hint and the
console tools alike."""

from __future__ import annotations

import pytest

from piquet_desktop import translation
from piquet_desktop.ai.advice import Hint, Improvement
from piquet_desktop.ai.evaluation import PartieUtility
from piquet_desktop.cli import numbers
from piquet_desktop.controller import statistics_tables
from piquet_desktop.engine.actions import Discard
from piquet_desktop.engine.cards import mask_of, parse_cards
from piquet_desktop.words.advice_text import worth_text
from piquet_desktop.words.hint_words import hint_text

NNBSP = "\u202f"


@pytest.mark.usefixtures("english")
def test_in_english_a_percentage_follows_its_number() -> None:
    assert translation.percent(0.45) == "45%"
    assert translation.percent(0.4567, 1) == "45.7%"
    assert translation.percent(1.0) == "100%"


@pytest.mark.usefixtures("french")
def test_in_french_a_narrow_no_break_space_comes_before_the_sign() -> None:
    assert translation.percent(0.45) == f"45{NNBSP}%"
    assert translation.percent(0.4567, 1) == f"45,7{NNBSP}%"


@pytest.mark.parametrize("language", ["english", "french"])
def test_the_statistics_the_hint_and_the_console_write_the_same_percentage(
    language: str, request: pytest.FixtureRequest
) -> None:
    request.getfixturevalue(language)
    expected = translation.percent(0.25)
    assert numbers.percent(0.25) == expected
    assert statistics_tables._percent(0.25) == expected
    hint = Hint(
        Discard(mask_of(parse_cards("7S"))),
        value=1.0,
        objective="deal",
        improvement=Improvement(0.5, 0.25, 0.125),
    )
    assert f" {expected} " in hint_text(hint)
    assert expected in worth_text(0.25 * PartieUtility.AU_CENT_SCALE, "win")
