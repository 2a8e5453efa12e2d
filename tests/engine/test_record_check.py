"""The app's record checker: a record it wrote passes, a damaged one is refused where it is wrong.

``record_check`` is the only schema checker the app runs (test_record_schema_agreement.py holds
it to jsonschema, error by error, on mutated records); reading a record, good or damaged, never
imports jsonschema, which costs some 230 ms of import.
"""

from __future__ import annotations

import ast
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
from piquet_desktop.engine.rules import RUBICON

ROOT = Path(__file__).resolve().parents[2]


def a_record() -> dict[str, Any]:
    players = (PlayerInfo("Ann", "human"), PlayerInfo("Bot", "ai", "greedy"))
    data: dict[str, Any] = PartieRecord(RUBICON, players, 3, [], [], id="p-1").to_json()
    return data


def edited(path: tuple[str | int, ...], value: object) -> dict[str, Any]:
    data = copy.deepcopy(a_record())
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def test_a_record_the_app_writes_passes_the_checker() -> None:
    assert record_schema.outer_problem(a_record()) is None


@pytest.mark.parametrize(
    ("path", "value", "problem"),
    [
        (("seed",), 3.0, None),  # the schema's integer
        (("rules", "deck"), 32.0, None),
        (
            ("rules", "younger_must_exchange"),
            1,
            "rules.younger_must_exchange: must be one of true, false, not 1",
        ),
        (("players", 0, "name"), "", "players[0].name: must not be empty"),
        (
            ("players", 1, "kind"),
            "robot",
            'players[1].kind: must be one of "human", "ai", not \'robot\'',
        ),
        (("id",), "abc\n", "id: 'abc\\n' is not a valid partie id"),
        (("app",), "x" * 201, "app: is too long (201 characters, at most 200)"),
        (("version",), True, "version: must be one of 1, 2, not true"),
        (("practice",), 0, "practice: expected true or false, found 0"),
        (("actions",), {}, "actions: expected a list, found an object"),
        (("rules", "x"), 1, "rules: unknown rule option 'x'"),
        (("players",), [], "players: expected exactly 2 players, found 0"),
        (("seed",), "7", "seed: expected an integer or null, found '7'"),
    ],
)
def test_the_checker_names_the_path_and_the_problem(
    path: tuple[str | int, ...], value: object, problem: str | None
) -> None:
    assert record_schema.outer_problem(edited(path, value)) == problem


def test_a_damaged_record_is_refused_with_the_checkers_sentence() -> None:
    with pytest.raises(RecordError, match=r"^players\[0\]\.name: must not be empty$"):
        convert_record(edited(("players", 0, "name"), ""))


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


def test_no_engine_module_imports_jsonschema() -> None:
    """The record checker is the engine's one schema checker; jsonschema is the tests' reference."""
    engine = ROOT / "piquet_desktop" / "engine"
    importing = []
    for source in sorted(engine.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            if any(n == "jsonschema" or n.startswith("jsonschema.") for n in names):
                importing.append(source.name)
    assert importing == []
