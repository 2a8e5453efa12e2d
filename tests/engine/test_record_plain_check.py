"""The quick yes to a record's outer part: the app's own records, and nothing the schema refuses.

``record_plain_check`` lets the loader pass a plain record without building the record checker
(start-up opens one); tests/engine/test_record_schema_agreement.py feeds it every mutated record
too. No record, plain or not, imports jsonschema: the app checks with ``record_check``.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet_desktop.engine import record_schema
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, RecordError, convert_record
from piquet_desktop.engine.record_plain_check import plainly_valid_outer
from piquet_desktop.engine.rules import RUBICON

ROOT = Path(__file__).resolve().parents[2]


def a_record() -> dict[str, Any]:
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
    data: dict[str, Any] = PartieRecord(RUBICON, players, 3, [], [], id="p-1").to_json()
    return data


def test_a_record_the_app_writes_is_plainly_valid() -> None:
    assert plainly_valid_outer(a_record())


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("seed",), 3.0),  # the schema's integer: the validator's to accept
        (("rules", "deck"), 32.0),
        (("rules", "younger_must_exchange"), 1),
        (("players", 0, "name"), ""),
        (("players", 1, "kind"), "robot"),
        (("id",), "abc\n"),
        (("app",), "x" * 201),
        (("version",), True),
        (("practice",), 0),
        (("actions",), {}),
    ],
)
def test_anything_outside_the_plain_shapes_is_left_to_the_validator(
    path: tuple[str | int, ...], value: object
) -> None:
    data = copy.deepcopy(a_record())
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value

    assert not plainly_valid_outer(data)
    assert (
        record_schema.outer_problem(data) is None
    ) == record_schema._validators().outer.is_valid(data)


def test_a_damaged_record_is_still_refused_with_the_schemas_sentence() -> None:
    data = a_record()
    data["players"][0]["name"] = ""

    with pytest.raises(RecordError, match=r"players\[0\]\.name"):
        convert_record(data)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ((), None),  # the record as the app writes it
        (("seed",), 3.0),  # not of a plain shape: the checker accepts it
        (("players", 0, "name"), ""),  # the checker refuses it and says where
        (("actions",), [{"type": "play", "card": "ZZ"}]),  # an action the converters refuse
    ],
)
def test_reading_a_record_plain_or_not_does_not_import_jsonschema(
    tmp_path: Path, path: tuple[str | int, ...], value: object
) -> None:
    data = a_record()
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    if path:
        node[path[-1]] = value
    file = tmp_path / "partie.piquet"
    file.write_text(json.dumps(data), encoding="utf-8")
    child = (
        "import sys\n"
        "from pathlib import Path\n"
        "from piquet_desktop.engine.record import RecordError, load_record\n"
        "try:\n"
        f"    load_record(Path({str(file)!r}))\n"
        "except RecordError as exc:\n"
        "    print(exc, file=sys.stderr)\n"
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
    assert result.stdout.strip() == "False"
