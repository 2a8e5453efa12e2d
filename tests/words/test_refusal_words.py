"""Every refusal the engine can make, said in English and in French, from the engine's values.

The kinds, their fields and the steps a deal waits for are enumerated from
``engine.refusal`` itself (``REFUSAL_KINDS``, ``REFUSAL_FIELDS``, ``WAITING``) and the engine's
own literals (seats' roles, categories, replies), not from copied sentences: a kind added to the
engine without words in the window fails here.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import get_args

import pytest

from piquet_desktop.engine.actions import Reply
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.engine.combinations import CATEGORIES
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.refusal import (
    REFUSAL_FIELDS,
    REFUSAL_KINDS,
    WAITING,
    Refusal,
    english,
)
from piquet_desktop.words.refusals import refusal_words

ROLES = ("elder", "younger")
CAUSE = Refusal.of("must_follow_suit", suit=0)
VALUES: dict[str, tuple[str | int | Refusal, ...]] = {
    "cards": (mask_of(parse_cards("KH QH")), 0),
    "who": ROLES,
    "low": (1, 2),
    "high": (5,),
    "n": (3,),
    "category": CATEGORIES,
    "asked": CATEGORIES,
    "reply": tuple(r for r in get_args(Reply) if r != "good"),  # "good" is never refused
    "card": (parse_card("KH"),),
    "suit": (0, 1, 2, 3),
    "action": ("play KH",),
    "size": (32, 36),
    "player": ("Ann",),
    "seat": (0, 1),
    "cause": (CAUSE,),
}


def waiting_fields() -> Iterator[dict[str, str]]:
    """Every step a deal can wait for, with who is to act and, declaring, the category."""
    for step, who in itertools.product(WAITING, ROLES):
        for category in CATEGORIES if step in ("call", "answer") else ("",):
            yield {"waiting": step, "who": who, "category": category}


def every_refusal() -> Iterator[Refusal]:
    for kind in REFUSAL_KINDS:
        names = list(REFUSAL_FIELDS[kind])
        waits: list[dict[str, str]] = [{}]
        if "waiting" in names:  # the step waited for, with its who and category, comes whole
            names = [n for n in names if n not in ("waiting", "who", "category")]
            waits = list(waiting_fields())
        for wait in waits:
            for values in itertools.product(*(VALUES[n] for n in names)):
                fields = dict(zip(names, values, strict=True))
                if kind == "cannot_answer" and fields == {"reply": "equal", "category": "set"}:
                    continue  # the engine refuses "equal" at sets as sets_never_equal
                yield Refusal.of(kind, **fields, **wait)


REFUSALS = list(every_refusal())


def test_every_kind_and_every_waiting_step_is_enumerated() -> None:
    assert {r.kind for r in REFUSALS} == set(REFUSAL_KINDS)
    waited = {r.text("waiting") for r in REFUSALS if r.kind == "not_now"}
    assert waited == set(WAITING)
    for r in REFUSALS:
        assert {name for name, _ in r.fields} == set(REFUSAL_FIELDS[r.kind]), r


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("refusal", REFUSALS, ids=str)
def test_in_english_the_window_says_a_refusal_as_the_engine_does(refusal: Refusal) -> None:
    said = english(refusal)
    assert said and "{" not in said and "%n" not in said
    assert refusal_words(refusal) == said == str(IllegalActionError(refusal))


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("refusal", REFUSALS, ids=str)
def test_every_refusal_has_its_french(refusal: Refusal) -> None:
    said = refusal_words(refusal)
    assert said != english(refusal)
    assert said and "{" not in said and "}" not in said and "%n" not in said
    for clause in said.split(":"):
        assert clause.strip(), said
    assert ":" not in said or "\u00a0:" in said  # French typography before a colon
