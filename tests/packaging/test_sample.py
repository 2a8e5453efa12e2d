"""The sample partie shipped with the app is a record the engine accepts, at the position the
packaging self-test expects (mid-deal, the human to play).

The sample is not compared with a fresh run of packaging/make_sample.py: that replays the casual
computer player, whose play may legitimately change as the AI improves; the record stays valid
all the same, which is what the self-test needs. Run ``make_sample.py --check`` to compare."""

from __future__ import annotations

from packaging_tools import load_tool

from piquet_desktop.engine.record import load_record
from piquet_desktop.resources import resource_path

make_sample = load_tool("make_sample")


def test_sample_loads_and_is_mid_deal_with_the_human_to_play() -> None:
    record, state = load_record(resource_path("samples/sample.piquet"))

    assert not state.is_over
    assert state.deal_number == make_sample.STOP_DEAL
    assert state.current_player == make_sample.HUMAN_SEAT
    assert [p.kind for p in record.players] == ["human", "ai"]
