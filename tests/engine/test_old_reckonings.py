"""Records played by earlier reckonings of calls replay with the scores they were played with.

The records and ``expected.json`` in ``tests/data/old_reckonings`` were written and replayed by
the engines of those reckonings (its README says how). If this fails after an engine change, the
change altered how saved parties score: fix the engine, never the files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet_desktop.engine.record import load_record, save_record

FOLDER = Path(__file__).parent.parent / "data" / "old_reckonings"
EXPECTED: dict[str, dict[str, Any]] = json.loads((FOLDER / "expected.json").read_text())


def test_the_golden_records_of_every_earlier_reckoning_are_all_there() -> None:
    names = sorted(EXPECTED)
    assert sorted(p.name for p in FOLDER.glob("*.piquet*")) == names
    assert {n.split("-")[0] for n in names} == {"reckoning1", "reckoning2", "reckoning3"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_record_replays_to_the_totals_it_was_played_with(name: str) -> None:
    expected = EXPECTED[name]
    record, state = load_record(FOLDER / name)
    assert record.rules.reckoning == int(name[len("reckoning")])
    assert [list(r.totals) for r in state.results] == expected["deal_totals"]
    assert list(state.totals) == expected["totals"]
    assert state.result is not None
    assert state.result.winner == expected["winner"]
    assert state.result.margin == expected["margin"]
    assert list(state.result.games) == expected["games"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_record_saved_again_keeps_its_reckoning(name: str, tmp_path: Path) -> None:
    record, _ = load_record(FOLDER / name)
    path = tmp_path / "again.piquet"
    save_record(record, path)
    again, state = load_record(path)
    assert again.rules == record.rules
    assert json.loads(path.read_text())["rules"]["reckoning"] == record.rules.reckoning
    assert list(state.totals) == EXPECTED[name]["totals"]
