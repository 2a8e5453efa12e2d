"""An attempt's journal line: written and read back the same, a damaged line costing itself."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone

import pytest

from piquet_desktop.practice.attempts import (
    Attempt,
    AttemptError,
    journal_line,
    new_attempt,
    read_journal,
)

WHEN = datetime(2026, 12, 2, 1, 30, tzinfo=UTC)


def an_attempt(**changes: object) -> Attempt:
    fields: dict[str, object] = {
        "kind": "exchange",
        "exercise": "cavendish:I:elder:main",
        "answer": "7S 8S 9S QH JD",
        "loss": 3.25,
        "seconds": 41.5,
        "when": WHEN,
        "exercise_rating": 1620.0,
    }
    fields.update(changes)
    return new_attempt(**fields)  # type: ignore[arg-type]


def test_a_journal_line_reads_back_as_the_same_attempt() -> None:
    a = an_attempt()
    read = read_journal(journal_line(a).encode())
    assert read.attempts == (a,) and read.skipped == ()


def test_a_time_in_another_zone_is_kept_in_utc() -> None:
    paris = timezone(timedelta(hours=1))
    a = an_attempt(when=datetime(2026, 12, 2, 2, 30, tzinfo=paris))
    assert a.when == WHEN and a.when.tzinfo == UTC


def test_a_negative_loss_is_read_as_none_lost() -> None:
    assert an_attempt(loss=-0.4).loss == 0.0


def test_an_attempt_has_a_loss_or_a_right_or_wrong_never_both_nor_neither() -> None:
    with pytest.raises(AttemptError):
        an_attempt(correct=True)
    with pytest.raises(AttemptError):
        an_attempt(loss=None)
    assert an_attempt(loss=None, correct=False).correct is False


def test_every_damaged_line_is_skipped_with_its_number_and_the_rest_kept() -> None:
    good = [an_attempt(exercise=f"counting:point:{n}", loss=None, correct=True) for n in range(3)]
    broken = json.loads(journal_line(good[0]))
    broken["when"] = "yesterday"
    lines = [
        journal_line(good[0]).encode(),
        b"not json at all\n",
        b"\xff\xfe\n",
        json.dumps(broken).encode() + b"\n",
        b"[1, 2]\n",
        b"\n",
        journal_line(good[1]).encode(),
        journal_line(good[2]).encode().rstrip(b"\n")[:-5],  # torn by a kill
    ]
    read = read_journal(b"".join(lines))
    assert read.attempts == (good[0], good[1])
    assert [n for n, _ in read.skipped] == [2, 3, 4, 5, 8]
    assert "when" in dict(read.skipped)[4]


def test_the_same_attempt_twice_in_the_journal_counts_once() -> None:
    a = an_attempt()
    assert read_journal((journal_line(a) * 2).encode()).attempts == (a,)


def test_a_line_of_a_newer_schema_is_read_by_the_fields_it_shares() -> None:
    data = json.loads(journal_line(an_attempt()))
    data.update(schema=2, hints_used=1)
    (read,) = read_journal(json.dumps(data).encode()).attempts
    assert read.loss == 3.25


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("id", "../../etc"),
        ("kind", ""),
        ("exercise", "a\nb"),
        ("loss", "three"),
        ("loss", float("inf")),
        ("seconds", -1),
        ("correct", "yes"),
        ("exercise_rating", None),
        ("when", "2026-12-02T01:30:00"),
    ],
)
def test_a_line_with_a_bad_field_is_refused_naming_it(field: str, value: object) -> None:
    data = json.loads(journal_line(an_attempt()))
    data[field] = value
    with pytest.raises(AttemptError):
        Attempt.from_json(data)
