"""``piquet-arena``: the summary adds up, records replay, and bad arguments exit 2 with a reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet_desktop.cli.arena import main
from piquet_desktop.engine.record import load_record


def _run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["--json", *args]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


def test_the_text_summary_names_each_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "random,greedy", "--parties", "2"]) == 0
    out = capsys.readouterr().out
    assert "random" in out and "greedy" in out
    assert "rubicons inflicted" in out and "mean points / deal" in out


@pytest.mark.parametrize("preset_name", ["rubicon", "au-cent"])
def test_json_counts_add_up(capsys: pytest.CaptureFixture[str], preset_name: str) -> None:
    data = _run_json(capsys, "--parties", "5", "--seed", "3", "--preset", preset_name)
    players = data["players"]
    assert isinstance(players, list) and len(players) == 2
    assert [p["name"] for p in players] == ["greedy", "random"]
    a, b = players
    assert a["won"] + b["won"] + data["drawn"] == 5
    assert a["won"] == b["lost"] and a["lost"] == b["won"]
    assert a["parties"] == b["parties"] == 5
    assert a["deals"] == b["deals"] >= 5 * (6 if preset_name == "rubicon" else 1)
    assert a["partie_score"] == -b["partie_score"]
    if preset_name == "rubicon":
        assert a["rubicons_inflicted"] == b["rubicons_suffered"]
    else:
        # a partie is won with 3 game points, a double game counting two
        assert a["games_won"] + a["double_games_won"] >= 3 * a["won"]


def test_the_same_arguments_give_the_same_summary(capsys: pytest.CaptureFixture[str]) -> None:
    first = _run_json(capsys, "--players", "random,random", "--parties", "2", "--seed", "9")
    second = _run_json(capsys, "--players", "random,random", "--parties", "2", "--seed", "9")
    assert first == second
    assert [p["label"] for p in first["players"]] == ["random (1)", "random (2)"]


def test_options_change_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    data = _run_json(capsys, "--parties", "1", "--option", "deck=36", "--option", "deal_by=3")
    rules = data["rules"]
    assert isinstance(rules, dict) and rules["deck"] == 36 and rules["deal_by"] == 3


def test_record_writes_one_replayable_file_per_partie(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "records" / "nested"
    data = _run_json(capsys, "--parties", "3", "--record", str(target))
    files = sorted(target.iterdir())
    assert [f.name for f in files] == [f"partie-000{i}.piquet.json" for i in (1, 2, 3)]
    winners = []
    for f in files:
        record, state = load_record(f)
        assert state.is_over and state.result is not None
        assert {p.name for p in record.players} == {"greedy", "random"}
        assert all(p.kind == "ai" for p in record.players)
        winners.append(
            record.players[state.result.winner].name if state.result.winner is not None else None
        )
    players = data["players"]
    assert isinstance(players, list)
    assert winners.count("greedy") == players[0]["won"]
    assert winners.count("random") == players[1]["won"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--option", "deck=40"], "rule option 'deck' must be one of 32, 36"),
        (["--option", "colour=red"], "unknown rule option 'colour'"),
        (["--option", "deck"], "NAME=VALUE"),
        (["--players", "greedy,expert"], "unknown player 'expert'; players are greedy, random"),
        (["--players", "greedy"], "two names"),
        (["--parties", "0"], "at least 1"),
        (["--parties", "many"], "invalid int value"),
        (["--preset", "piquet-voleur"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert "Traceback" not in captured.err and captured.out == ""


def test_an_unusable_record_directory_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    assert main(["--parties", "1", "--record", str(blocker / "sub")]) == 2
    assert "cannot create the record directory" in capsys.readouterr().err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "--players" in capsys.readouterr().out
