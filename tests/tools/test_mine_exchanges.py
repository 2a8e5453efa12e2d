"""The mining tool: a new file is valid from the start, and a file judged in other worlds is not
extended with positions judged differently."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from piquet_desktop.practice.mined_data import file_from_json, problem
from piquet_desktop.tools import mine_exchanges


def test_a_new_file_names_its_seeds_and_matches_the_schema(tmp_path: Path) -> None:
    out = tmp_path / "mined.json"
    assert mine_exchanges.main(["--out", str(out), "--seeds", "0", "--first-seed", "40"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert problem(data) is None
    mined = file_from_json(data)
    assert (mined.first_seed, mined.last_seed, mined.positions) == (40, 39, [])
    assert "mine_exchanges" in mined.command


def test_a_file_judged_in_other_worlds_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "mined.json"
    mine_exchanges.main(["--out", str(out), "--seeds", "0", "--worlds", "16"])
    with pytest.raises(SystemExit, match="16 worlds"):
        mine_exchanges.main(["--out", str(out), "--seeds", "0"])
