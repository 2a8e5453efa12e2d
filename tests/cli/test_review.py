"""``piquet-review``: the same review as the app's function, every decision in the JSON, a stored
review used instead of computing it again, and bad input exiting 2 with one clear line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import assert_usage_error

from piquet_desktop.ai.baselines import GreedyPlayer, RandomPlayer
from piquet_desktop.ai.player import Table
from piquet_desktop.ai.review import PartieReview, review_partie
from piquet_desktop.cli import review as cli
from piquet_desktop.engine.actions import action_from_json
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, load_record, save_record
from piquet_desktop.engine.rules import RuleSet

PLAYERS = (PlayerInfo("Bot", "ai", "greedy"), PlayerInfo("You", "human"))


@pytest.fixture(scope="module")
def one_deal(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A record of one deal (a partie saved after its first deal), the human in seat 1."""
    table = Table.new(RuleSet(), (GreedyPlayer(), RandomPlayer()), 13)
    table.play_deal()
    path = tmp_path_factory.mktemp("records") / "one.piquet"
    save_record(PartieRecord.from_state(table.state, PLAYERS, 13), path)
    return path


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert cli.main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


def test_json_lists_every_decision_as_the_review_function_rates_it(
    capsys: pytest.CaptureFixture[str], one_deal: Path
) -> None:
    data = _json(capsys, str(one_deal))
    record, _ = load_record(one_deal)
    review = review_partie(record.rules, record.actions, 1)
    assert data["seat"] == 1  # the human's seat by default
    assert data["level"] == "master"
    assert len(data["decisions"]) == len(review.decisions) > 5
    for got, want in zip(data["decisions"], review.decisions, strict=True):
        assert {"best", "chosen", "loss", "mark", "stderr", "reason"} <= got.keys()
        assert action_from_json(got["chosen"]) == want.chosen == record.actions[want.index]
        assert action_from_json(got["best"]) == want.best
        assert got["loss"] == round(want.loss, 3) and got["mark"] == want.mark
        assert got["chosen_label"] and got["best_label"]
    assert data["total_loss"] == round(review.total_loss(), 2)


def test_text_names_the_deal_and_the_points_lost(
    capsys: pytest.CaptureFixture[str], one_deal: Path
) -> None:
    assert cli.main([str(one_deal), "--seat", "0", "--all"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of seat 0's decisions by master (seed 0)")
    assert "Deal 1:" in out and "points lost" in out and "loss " in out


def test_a_stored_review_is_used_instead_of_computing_it_again(
    capsys: pytest.CaptureFixture[str], one_deal: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    path = tmp_path / "stored.piquet"
    path.write_bytes(one_deal.read_bytes())
    first = _json(capsys, str(path), "--store")
    record, _ = load_record(path)
    assert record.analysis is not None
    assert PartieReview.from_json(record.analysis).seat == 1

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the stored review should have been used")

    monkeypatch.setattr(cli, "review_partie", refuse)
    assert _json(capsys, str(path)) == first


def test_a_damaged_stored_review_is_reported_and_made_again(
    capsys: pytest.CaptureFixture[str], one_deal: Path, tmp_path: Path
) -> None:
    data = json.loads(one_deal.read_text())
    data["version"] = 2
    data["analysis"] = {"version": 1, "level": "master"}
    path = tmp_path / "damaged.piquet"
    path.write_text(json.dumps(data))
    assert cli.main([str(path), "--deal", "1"]) == 0
    captured = capsys.readouterr()
    assert "the stored review was set aside" in captured.err
    assert "Deal 1:" in captured.out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["{missing}"], "cannot use"),
        (["{damaged}"], "cannot use"),
        (["{record}", "--seat", "2"], "--seat is 0 or 1, not 2"),
        (["{record}", "--level", "greedy"], "--level: 'greedy' is a baseline player"),
        (["{record}", "--level", "grandmaster"], "--level:"),
        (["{record}", "--deal", "9"], "--deal: the partie has no deal 9"),
    ],
)
def test_bad_input_exits_2_with_one_clear_line(
    capsys: pytest.CaptureFixture[str],
    one_deal: Path,
    tmp_path: Path,
    args: list[str],
    message: str,
) -> None:
    damaged = tmp_path / "damaged.piquet"
    damaged.write_text(one_deal.read_text()[:200])
    names = {
        "missing": str(tmp_path / "none.json"),
        "damaged": str(damaged),
        "record": str(one_deal),
    }
    assert_usage_error(cli.main, [a.format(**names) for a in args], message, capsys)
