"""Every review reason, as a value: said in English and in French, stored and read back.

The keys and their fields come from ``ai.review.reasons`` (``REASON_KEYS``, ``REASON_FIELDS``)
and the values from the engine's own (cards, suits, categories, replies), never from copied
sentences. Records reviewed before reasons were values hold the English sentence: it reads back,
once, at load, into the same value.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

import pytest

from piquet_desktop.ai.review import PartieReview
from piquet_desktop.ai.review.reasons import (
    REASON_FIELDS,
    REASON_KEYS,
    UNREAD,
    Reason,
)
from piquet_desktop.engine.actions import Reply
from piquet_desktop.engine.cards import mask_of, parse_card, parse_cards
from piquet_desktop.engine.combinations import CATEGORIES
from piquet_desktop.engine.record import load_record
from piquet_desktop.words.advice_text import reason_text
from piquet_desktop.words.cards import with_suit_symbols

REVIEWED = Path(__file__).resolve().parents[1] / "data" / "reviewed_sample.piquet"
VALUES: dict[str, tuple[str | int, ...]] = {
    "card": (parse_card("KH"), parse_card("10S"), parse_card("AD")),
    "suit": (0, 1, 2, 3),
    "cards": (mask_of(parse_cards("KH QH")), mask_of(parse_cards("AC"))),
    "category": CATEGORIES,
    "said": get_args(Reply),
    "right": get_args(Reply),
    "took": (3,),
    "should": (2, 1),
}


def every_reason() -> Iterator[Reason]:
    for key in REASON_KEYS:
        names = REASON_FIELDS[key]
        for values in itertools.product(*(VALUES[n] for n in names)):
            fields = dict(zip(names, values, strict=True))
            if key == "sunk" and fields["category"] == "point":
                continue  # the review names a sunk point "point_sunk"
            yield Reason.of(key, **fields)


REASONS = list(every_reason())


def test_every_key_is_enumerated_with_its_fields() -> None:
    assert {r.key for r in REASONS} == set(REASON_KEYS)
    assert all(set(VALUES) >= set(fields) for fields in REASON_FIELDS.values())


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("reason", REASONS, ids=str)
def test_in_english_the_window_says_a_reason_as_the_review_wrote_it(reason: Reason) -> None:
    said = str(reason)
    assert said and "{" not in said
    assert reason_text(reason) == with_suit_symbols(said)


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("reason", REASONS, ids=str)
def test_every_reason_has_its_french(reason: Reason) -> None:
    said = reason_text(reason)
    assert said and "{" not in said and "}" not in said
    assert said != with_suit_symbols(str(reason))


@pytest.mark.parametrize("reason", REASONS, ids=str)
def test_a_reason_is_stored_as_its_key_and_fields_and_read_back_the_same(reason: Reason) -> None:
    stored = json.loads(json.dumps(reason.to_json()))
    assert stored == {"key": reason.key, "fields": dict(reason.fields)}
    assert Reason.from_json(stored) == reason


@pytest.mark.parametrize("reason", REASONS, ids=str)
def test_an_older_records_english_reason_reads_back_into_the_same_value(reason: Reason) -> None:
    assert Reason.from_json(str(reason)) == reason


def test_a_sentence_no_template_makes_is_kept_and_stored_again_as_it_was() -> None:
    other = Reason.from_json("a reason of another version")
    assert other is not None and other.key == UNREAD
    assert str(other) == "a reason of another version"
    assert other.to_json() == "a reason of another version"


@pytest.mark.parametrize(
    "stored",
    [
        {"key": "a newer key", "fields": {}},
        {"key": "took", "fields": {"took": "three", "should": 2}},
        {"key": "took", "fields": {"took": 3}},
        {"key": "point_broken", "fields": {"suit": 9}},
        {"key": "trick_thrown", "fields": {"card": True}},
        {"fields": {}},
        7,
    ],
)
def test_a_reason_this_version_cannot_read_is_left_unsaid_never_a_crash(stored: object) -> None:
    assert Reason.from_json(stored) is None


def test_the_reviewed_sample_loads_and_its_older_english_reasons_become_values(
    tmp_path: Path,
) -> None:
    record, _ = load_record(REVIEWED)
    assert record.analysis is not None and record.analysis_notice is None
    assert PartieReview.from_json(record.analysis).decisions
    data = json.loads(REVIEWED.read_text(encoding="utf-8"))
    decisions = data["analysis"]["decisions"]
    sentences = {
        0: "the cards given up: KH QH",
        1: "answered not good where equal was right",
        2: "an old reason no template makes",
    }
    for i, sentence in sentences.items():
        decisions[i]["reason"] = sentence
    older = tmp_path / "older.piquet"
    older.write_text(json.dumps(data), encoding="utf-8")
    record, _ = load_record(older)
    assert record.analysis_notice is None and record.analysis is not None
    reasons = [d.reason for d in PartieReview.from_json(record.analysis).decisions]
    assert reasons[0] == Reason.of("high_cards", cards=mask_of(parse_cards("KH QH")))
    assert reasons[1] == Reason.of("answered", said="not_good", right="equal")
    assert reasons[2] == Reason(UNREAD, (("text", "an old reason no template makes"),))
    assert [str(r) for r in reasons[:3]] == [sentences[i] for i in range(3)]
