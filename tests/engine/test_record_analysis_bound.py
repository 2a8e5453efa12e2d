"""What a record may hold for its analysis is bounded by the partie: no more
decisions than the seat reviewed made in it, found before any decision is read."""

from __future__ import annotations

from pathlib import Path

from library_records import recorded, reviewed

from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import PartieRecord, load_record, save_record


def _decisions_of(seat: int, record: PartieRecord) -> int:
    state = new_partie(record.rules)
    return sum(state.apply(action).seat == seat for action in record.actions)


def test_an_analysis_of_more_decisions_than_the_seat_made_is_set_aside(tmp_path: Path) -> None:
    record = reviewed(recorded(1), 0, [0.5, 1.0])
    assert record.analysis is not None
    made = _decisions_of(0, record)
    assert made < len(record.actions)  # the bound is the seat's decisions, not every action
    first = record.analysis["decisions"][0]
    record.analysis["decisions"] = [first] * (made + 1)
    path = tmp_path / "crafted.piquet"
    save_record(record, path)
    loaded, _state = load_record(path)
    assert loaded.analysis is None
    assert loaded.analysis_notice is not None and f"seat 0 made {made}" in loaded.analysis_notice
    assert loaded.actions == record.actions  # the partie itself is intact


def test_an_analysis_within_the_bound_is_kept(tmp_path: Path) -> None:
    record = reviewed(recorded(1), 0, [0.5, 1.0])
    path = tmp_path / "reviewed.piquet"
    save_record(record, path)
    loaded, _state = load_record(path)
    assert loaded.analysis == record.analysis and loaded.analysis_notice is None
