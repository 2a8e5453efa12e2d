"""The Statistics window's pictures: played parties, a first evening, one partie marked practice."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from piquet_desktop.tools import statistics_screenshots

NOW = datetime(2026, 12, 1, 21, 0)


def test_a_first_evenings_parties_are_minutes_apart_and_practice_is_marked() -> None:
    evening = statistics_screenshots.sample_parties(
        3, NOW, apart=timedelta(minutes=15), practice=(1,)
    )
    times = [p.played_at for p in evening]
    assert times == sorted(times) and times[-1] - times[0] == timedelta(minutes=30)
    assert [p.record.practice for p in evening] == [False, True, False]


@pytest.mark.slow
def test_the_tool_saves_the_window_with_many_parties_a_few_and_none(
    qapp: QApplication, tmp_path: Path
) -> None:
    out = tmp_path / "shots"
    args = [str(out), "--parties", "2", "--reviewed", "0", "--few", "1", "--size", "900x600"]
    assert statistics_screenshots.main(args) == 0
    for name in ("light", "dark", "empty", "few-light", "few-dark"):
        image = QImage(str(out / f"stats-{name}.png"))
        assert (image.width(), image.height()) == (900, 600), name
