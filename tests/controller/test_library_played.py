"""The library's parties as the statistics count them: each with its review's accuracy."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from library_records import recorded, reviewed

from piquet_desktop.controller import autosave
from piquet_desktop.library import Library
from piquet_desktop.library.played import played_parties


@pytest.fixture
def library(private_folders: Path) -> Iterator[Library]:
    lib = Library(autosave.library_folder())
    yield lib
    lib.close()


def test_each_partie_counts_with_its_reviews_accuracy_and_damaged_ones_are_left_out(
    library: Library,
) -> None:
    library.add(reviewed(recorded(1, id="mine"), 0, [2.0, 0.0, 4.0, -1.0]))
    library.add(reviewed(recorded(2, id="theirs"), 1, [3.0]))  # the computer's decisions
    library.add(recorded(3, id="plain"))
    (library.records_folder / "bad.piquet").write_text("{", encoding="utf-8")
    library.close()
    library = Library(autosave.library_folder())

    played = {p.record.id: p for p in played_parties(library)}
    assert set(played) == {"mine", "theirs", "plain"}
    assert played["mine"].mean_loss == pytest.approx(6.0 / 4)  # a gain counts as no loss
    assert played["mine"].rated_decisions == 4
    assert played["theirs"].mean_loss is None and played["theirs"].rated_decisions == 0
    assert played["plain"].mean_loss is None
    dates = [p.played_at for p in played_parties(library)]
    assert dates == sorted(dates)
    facts = library.entry("mine").facts  # type: ignore[union-attr]
    assert facts is not None and facts.reviewed and facts.mean_loss == pytest.approx(1.5)
    assert not library.entry("theirs").facts.reviewed  # type: ignore[union-attr]
