"""The Library window's pictures: a sample library, and the window drawn in both schemes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from piquet_desktop.library import Library
from piquet_desktop.tools import library_screenshots


def test_the_sample_library_holds_every_kind_of_entry(tmp_path: Path) -> None:
    library_screenshots.fill_sample_library(tmp_path / "library")
    library = Library(tmp_path / "library")
    statuses = {e.status for e in library.entries(with_records=False)}
    library.close()
    assert statuses == {"in_progress", "abandoned", "finished", "damaged"}


def test_the_tool_saves_the_window_in_light_and_dark(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PIQUET_DATA_DIR")  # the tool sets its own private folders
    monkeypatch.delenv("PIQUET_SETTINGS_DIR")
    out = tmp_path / "shots"
    assert library_screenshots.main([str(out), "--size", "900x500"]) == 0
    for scheme in ("light", "dark"):
        image = QImage(str(out / f"library-{scheme}.png"))
        assert (image.width(), image.height()) == (900, 500)
