"""The app's one record checker: the published schema compiled, no validator library imported.

``schema_check`` compiles resources/partie.schema.json; tests/engine/test_record_schema_agreement.py
holds its verdicts and sentences equal to jsonschema's on mutated records. Here: opening a record,
good or damaged, never imports jsonschema, and the compiler refuses a keyword it would ignore.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet_desktop.engine import record_schema
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, RecordError, convert_record
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.schema_check import compile_schema, equal

ROOT = Path(__file__).resolve().parents[2]


def a_record() -> dict[str, Any]:
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
    data: dict[str, Any] = PartieRecord(RUBICON, players, 3, [], [], id="p-1").to_json()
    return data


def test_a_record_the_app_writes_breaks_no_part_of_the_schema() -> None:
    assert record_schema.schema_problem(a_record()) is None


def test_a_damaged_record_is_refused_with_the_schemas_sentence() -> None:
    data = a_record()
    data["players"][0]["name"] = ""

    with pytest.raises(RecordError, match=r"players\[0\]\.name: must not be empty"):
        convert_record(data)


@pytest.mark.parametrize("keyword", ["oneOf", "allOf", "patternProperties", "format", "if"])
def test_a_keyword_the_checker_does_not_know_is_refused_when_compiled(keyword: str) -> None:
    with pytest.raises(ValueError, match=keyword):
        compile_schema({"type": "object", keyword: {}})


@pytest.mark.parametrize(
    ("one", "two", "same"),
    [(True, 1, False), (1, 1.0, True), (0, False, False), ([1, True], [1.0, True], True)],
)
def test_json_equality_keeps_booleans_apart_from_numbers(one: Any, two: Any, same: bool) -> None:
    assert equal(one, two) is same


@pytest.mark.parametrize("damaged", [False, True])
def test_reading_a_record_does_not_import_jsonschema(tmp_path: Path, damaged: bool) -> None:
    data = a_record()
    if damaged:
        data["rules"]["deck"] = 31
        data["surprise"] = 1
    file = tmp_path / "partie.piquet"
    file.write_text(json.dumps(data), encoding="utf-8")
    child = (
        "import sys\n"
        "from pathlib import Path\n"
        "from piquet_desktop.engine.record import RecordError, load_record\n"
        "try:\n"
        f"    load_record(Path({str(file)!r}))\n"
        "except RecordError as refused:\n"
        "    print(refused)\n"
        "print('jsonschema' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", child],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=60,
    )

    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == "False"
    assert (len(lines) == 2) is damaged
