"""The loader under the fuzzing harness: mutated real records load or are refused, never crash.

The harness (piquet_desktop/benchmarks/fuzz_records.py) mutates the records in tests/data and
the shipped sample and opens each through ``load_record``, as File > Open does. 10,000 cases
run here (about 10 s of CPU); ``PIQUET_FUZZ_CASES=100000`` runs more, as does
``python -m piquet_desktop.benchmarks.fuzz_records --cases 100000``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from piquet_desktop.benchmarks import fuzz_records
from piquet_desktop.engine.record import RecordError

CASES = int(os.environ.get("PIQUET_FUZZ_CASES", "10000"))


@pytest.mark.slow
def test_mutated_real_records_load_or_are_refused_with_a_record_error() -> None:
    summary = fuzz_records.run(range(CASES))
    assert summary.failures == []
    assert summary.cases == CASES
    # Both outcomes occur: the mutations neither always break the file nor never do.
    assert summary.outcomes["loaded"] > CASES // 100
    assert summary.outcomes["refused"] > CASES // 2


def test_the_harness_starts_from_every_real_record() -> None:
    sources = fuzz_records.real_records()
    assert len(sources) >= 3  # tests/data: golden, reviewed sample; the shipped sample


def test_a_case_is_the_same_case_on_every_run() -> None:
    source = fuzz_records.real_records()[0]
    first = [fuzz_records.mutate(fuzz_records.case_rng(0, n), source) for n in range(50)]
    again = [fuzz_records.mutate(fuzz_records.case_rng(0, n), source) for n in range(50)]
    assert first == again
    assert len({raw for raw, _ in first}) > 40  # and the cases differ from each other


def test_the_mutations_cover_every_kind_of_damage() -> None:
    done = " ".join(
        " ".join(fuzz_records.mutate(fuzz_records.case_rng(0, n), b'{"a": [1, "x"]}')[1])
        for n in range(400)
    )
    for kind in (*fuzz_records.KINDS, "bit flips", "truncated", "repeated", "deleted"):
        assert kind in done, kind
    for kind in ("invalid UTF-8", "byte order mark", "white space"):
        assert kind in done, kind


@pytest.mark.parametrize(
    ("raised", "why"),
    [
        (KeyError("actions"), "KeyError"),
        (RecordError("the record could not be read because of an internal error (x)"), "internal"),
        (RecordError(" "), "' '"),
    ],
)
def test_a_case_that_breaks_the_promise_is_reported(
    monkeypatch: pytest.MonkeyPatch, raised: BaseException, why: str
) -> None:
    """The harness can fail: anything but a RecordError with a real message is a failure."""

    def broken(path: Path) -> None:
        raise raised

    monkeypatch.setattr(fuzz_records, "load_record", broken)
    summary = fuzz_records.run(range(3))
    assert len(summary.failures) == 3 and all(why in f for f in summary.failures)


def test_the_script_reports_and_returns_0_when_every_case_holds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = random.Random(3).randrange(10**6)
    assert fuzz_records.main(["--cases", "40", "--first", str(first)]) == 0
    out = capsys.readouterr().out
    assert "40 cases from" in out and "cases/s" in out and "slowest load" in out
