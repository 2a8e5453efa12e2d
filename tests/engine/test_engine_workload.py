"""The fixed workload of the engine benchmark plays the number of deals it is asked for."""

from __future__ import annotations

import pytest

from piquet_desktop.ai.player import Table
from piquet_desktop.benchmarks import engine_workload


@pytest.mark.parametrize("loop", ["raw", "raw+view", "players"])
def test_the_workload_reports_the_deals_asked_for(
    loop: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert engine_workload.main([loop, "3"]) == 0
    assert capsys.readouterr().out.startswith(f"{loop}: 3 deals in ")


def test_the_players_workload_plays_exactly_that_many_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    played = []
    real = Table.play_deal

    def counted(self: Table) -> object:
        played.append(1)
        return real(self)

    monkeypatch.setattr(Table, "play_deal", counted)
    engine_workload.play_players(engine_workload.preset("rubicon"), 8)
    assert len(played) == 8


def test_a_negative_count_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        engine_workload.main(["raw", "-1"])
    assert exit_info.value.code == 2
    assert "0 or more" in capsys.readouterr().err
