"""The library under the fuzzing harness: damaged databases open, list or rebuild, lose no file.

The harness (piquet_desktop/benchmarks/fuzz_library.py) damages the database of a small library
of real records (rows, ids, schema, the file's bytes) and opens it again as File > Library does.
``PIQUET_FUZZ_LIBRARY_CASES`` runs more cases, as does
``python -m piquet_desktop.benchmarks.fuzz_library --cases 2000``.
"""

from __future__ import annotations

import os
import random

import pytest

from piquet_desktop.benchmarks import fuzz_library

CASES = int(os.environ.get("PIQUET_FUZZ_LIBRARY_CASES", "200"))


@pytest.mark.slow
def test_damaged_library_databases_open_list_or_rebuild_and_lose_no_record_file() -> None:
    summary = fuzz_library.run(range(CASES))
    assert summary.failures == []
    assert summary.outcomes["opened"] == CASES  # not one refused: each heals or rebuilds


def test_a_few_damaged_libraries_open_in_the_quick_run() -> None:
    summary = fuzz_library.run(range(1000, 1008))
    assert summary.failures == [] and summary.cases == 8


def test_a_case_is_the_same_case_on_every_run() -> None:
    assert fuzz_library.case_rng(0, 5).random() == fuzz_library.case_rng(0, 5).random()
    assert fuzz_library.case_rng(0, 5).random() != random.Random(5).random()
