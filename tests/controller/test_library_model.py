"""The library's item models: checked by qtmodeltester, sorted and filtered as the window asks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from library_records import recorded
from pytestqt.modeltest import ModelTester

from piquet_desktop.controller.library_model import (
    COLUMNS,
    ENTRY_ROLE,
    LibraryFilter,
    LibraryModel,
)
from piquet_desktop.engine.rules import AU_CENT
from piquet_desktop.library import Library


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library(tmp_path / "library")
    lib.keep(recorded(0, id="lost"))  # the player lost by 353
    lib.keep(recorded(1, id="won"))  # won by 291, rubicon
    lib.keep(recorded(3, 60, id="live"))  # in progress
    lib.add(recorded(4, rules=AU_CENT, id="cent"))
    (lib.records_folder / "bad.piquet").write_text("{", encoding="utf-8")
    lib.close()
    again = Library(lib.folder)  # reopened: the bad file is found and listed as damaged
    yield again
    again.close()


def column(name: str) -> int:
    return COLUMNS.index(name)


def shown(proxy: LibraryFilter) -> list[str]:
    return [proxy.entry(row).id for row in range(proxy.rowCount())]


def test_the_library_model_passes_the_model_tester(
    qapp: object, qtmodeltester: ModelTester, library: Library
) -> None:
    model = LibraryModel(library)
    assert model.rowCount() == 5
    qtmodeltester.check(model, force_py=True)
    library.keep(recorded(5, 30, id="more"))  # rechecked at every change signal
    library.delete("won")
    assert model.rowCount() == 5


def test_the_filter_passes_the_model_tester_while_filtered_and_sorted(
    qapp: object, qtmodeltester: ModelTester, library: Library
) -> None:
    proxy = LibraryFilter(LibraryModel(library))
    qtmodeltester.check(proxy, force_py=True)
    proxy.sort(column("Margin"))
    proxy.set_result("won")
    proxy.set_text("comp")
    proxy.set_result(None)


def test_the_cells_say_what_a_list_needs(qapp: object, library: Library) -> None:
    model = LibraryModel(library)
    rows = {model.data(model.index(r, 0), ENTRY_ROLE).id: r for r in range(model.rowCount())}

    def cell(key: str, name: str) -> str:
        return model.data(model.index(rows[key], column(name)))

    assert cell("won", "Result") == "Won (rubicon)" and cell("won", "Margin") == "+291"
    assert cell("lost", "Margin") == "-353" and cell("lost", "Status") == "Finished"
    assert cell("live", "Status") == "In progress" and cell("live", "Result") == ""
    assert cell("cent", "Variant") == "Au cent" and cell("cent", "Status") == "Finished"
    assert " games to " in cell("cent", "Result") and cell("cent", "Margin") == "-1 game"
    assert cell("won", "Opponent") == "Computer (Greedy)"
    assert cell("bad", "Status") == "Damaged"
    tip = model.data(model.index(rows["bad"], 0), 3)  # ToolTipRole
    assert "cannot be loaded" in tip and "not valid JSON" in tip


def test_sorting_by_margin_puts_unfinished_parties_below_every_result(
    qapp: object, library: Library
) -> None:
    proxy = LibraryFilter(LibraryModel(library))
    proxy.sort(column("Margin"))
    order = shown(proxy)
    assert order.index("lost") < order.index("won")
    assert set(order[:2]) == {"live", "bad"}


def test_the_filters_by_text_variant_opponent_and_result(qapp: object, library: Library) -> None:
    proxy = LibraryFilter(LibraryModel(library))
    proxy.set_result("won")
    assert "won" in shown(proxy) and "lost" not in shown(proxy) and "live" not in shown(proxy)
    proxy.set_result("unfinished")
    assert shown(proxy) == ["live"]
    proxy.set_result("damaged")
    assert shown(proxy) == ["bad"]
    proxy.set_result(None)
    proxy.set_variant("Au cent")
    assert shown(proxy) == ["cent"]
    proxy.set_variant(None)
    proxy.set_opponent("Computer (Greedy)")
    assert set(shown(proxy)) == {"won", "lost", "live", "cent"}
    proxy.set_opponent(None)
    proxy.set_text("RUBICON")  # the variant and the result both say it
    assert "cent" not in shown(proxy) and "won" in shown(proxy)
    proxy.set_text("not valid json")  # a damaged record is found by its reason
    assert shown(proxy) == ["bad"]
    with pytest.raises(ValueError, match="unknown result"):
        proxy.set_result("maybe")


def test_a_model_nobody_watches_reads_the_library_again_only_when_watched(
    qapp: object, library: Library
) -> None:
    model = LibraryModel(library)
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_watched(False)
    library.keep(recorded(5, 30, id="a"))
    library.keep(recorded(5, 40, id="a"))
    assert resets == [] and model.rowCount() == 5
    model.set_watched(True)
    assert resets == [1] and model.rowCount() == 6
