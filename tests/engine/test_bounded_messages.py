"""Refusals stay short whatever the file holds.

A crafted record of hundreds of thousands of unknown fields must not be refused with a reason as
long as the file, which would freeze the window showing it. Every reason is bounded: a list names
its first few items and how many more there are, and any message is cut at ``MAX_MESSAGE_CHARS``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from piquet_desktop.engine.bounded_text import MAX_MESSAGE_CHARS, bounded, first_and_more
from piquet_desktop.engine.record import RecordError, load_record, parse_record_bytes
from piquet_desktop.resources import resource_path

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden_rubicon.piquet.json"
FIELDS = 30_000  # a message listing them all would be some 400,000 characters


def _golden() -> dict[str, object]:
    data: dict[str, object] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


def _refusal(data: object, tmp_path: Path) -> str:
    path = tmp_path / "crafted.piquet"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as refused:
        load_record(path)
    return str(refused.value)


def test_a_record_of_many_unknown_fields_is_refused_naming_the_first_and_how_many_more(
    tmp_path: Path,
) -> None:
    data = _golden() | {f"extra{i:06d}": i for i in range(FIELDS)}
    reason = _refusal(data, tmp_path)
    assert len(reason) <= MAX_MESSAGE_CHARS
    assert reason.startswith("unexpected field 'extra000000', 'extra000001'")
    assert reason.endswith(f"and {FIELDS - 5} more")


def test_a_rule_set_of_many_unknown_options_is_refused_in_a_few_words(tmp_path: Path) -> None:
    data = _golden()
    rules = data["rules"]
    assert isinstance(rules, dict)
    rules.update({f"option{i:06d}": 1 for i in range(FIELDS)})
    reason = _refusal(data, tmp_path)
    assert len(reason) <= MAX_MESSAGE_CHARS
    assert reason.startswith("rules: unknown rule option 'option000000'")
    assert reason.endswith(f"and {FIELDS - 5} more")


def test_a_few_unknown_fields_are_all_named_as_before(tmp_path: Path) -> None:
    data = _golden() | {"colour": 1, "mood": 2}
    assert _refusal(data, tmp_path) == "unexpected field 'colour', 'mood'"


def test_many_unknown_fields_behind_an_earlier_problem_give_the_earlier_one(
    tmp_path: Path,
) -> None:
    data = _golden() | {f"extra{i:06d}": i for i in range(500)}
    rules = data["rules"]
    assert isinstance(rules, dict)
    rules.update({f"option{i:06d}": 1 for i in range(500)})
    reason = _refusal(data, tmp_path)
    assert reason.startswith("unexpected field 'extra000000'")  # the top level comes first
    data = _golden()
    data["app"] = 7
    data["rules"] = dict(data["rules"]) | {f"option{i:06d}": 1 for i in range(500)}  # type: ignore[arg-type]
    assert _refusal(data, tmp_path).startswith("app: expected a string")


def test_a_key_of_a_megabyte_written_twice_is_quoted_short() -> None:
    key = "k" * 1_000_000
    raw = ('{"' + key + '": 1, "' + key + '": 2}').encode()
    with pytest.raises(RecordError) as refused:
        parse_record_bytes(raw)
    assert len(str(refused.value)) < 200 and "appears twice" in str(refused.value)


def test_any_record_error_is_bounded_whatever_its_text() -> None:
    error = RecordError("x " * 1_000_000)
    assert len(str(error)) <= MAX_MESSAGE_CHARS + 40
    assert str(error).endswith("more characters)")
    assert str(RecordError("short")) == "short"


def test_bounded_cuts_between_words_and_says_how_much_is_left_out() -> None:
    text = "word " * 200
    cut = bounded(text, 100)
    assert cut.startswith("word word") and "wor…" not in cut
    head = cut.split("…")[0]
    assert f"({len(text) - len(head)} more characters)" in cut
    assert bounded("short", 100) == "short"


def test_first_and_more_lists_a_few_and_counts_the_rest() -> None:
    assert first_and_more(["a", "b"]) == "a, b"
    assert first_and_more([str(i) for i in range(8)]) == "0, 1, 2, 3, 4 and 3 more"
    assert first_and_more(list("abcde"), total=300) == "a, b, c, d, e and 295 more"


def test_the_sample_still_loads() -> None:
    record, _state = load_record(resource_path("samples/sample.piquet"))
    assert record.actions
