"""``piquet-record``: what a user sees when validating or replaying a record from the console.

``main`` is called in-process (fast, and capsys sees the output); one test runs the module as a
real process to prove the entry point works and nothing prints a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import play_random

from piquet_desktop.cli.record_tool import main
from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record
from piquet_desktop.engine.rules import AU_CENT

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "golden_rubicon.piquet.json"
GOLDEN_DEAL_TOTALS = [[64, 4], [24, 11], [8, 23], [9, 24], [4, 32], [8, 23], [22, 11], [14, 22]]
PLAYERS = (PlayerInfo("Ann", "human"), PlayerInfo("Bert", "ai", "master"))


@pytest.fixture(scope="module")
def au_cent_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "au_cent.piquet"
    save_record(PartieRecord.from_state(play_random(AU_CENT, 3), PLAYERS, 3), path)
    return path


@pytest.fixture(scope="module")
def unfinished_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "unfinished.piquet"
    state = play_random(AU_CENT, 3, until=46)
    save_record(PartieRecord.from_state(state, PLAYERS, 3), path)
    return path


def test_validate_reports_actions_deals_and_that_the_partie_is_finished(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["validate", str(GOLDEN)]) == 0
    out, err = capsys.readouterr()
    assert out == "OK: 257 actions, 8 deals, finished\n"
    assert err == ""


def test_validate_counts_the_deal_in_progress_of_an_unfinished_partie(
    capsys: pytest.CaptureFixture[str], unfinished_file: Path
) -> None:
    assert main(["validate", str(unfinished_file)]) == 0
    assert capsys.readouterr().out == "OK: 46 actions, 2 deals, unfinished\n"


def test_validate_of_a_damaged_record_exits_1_with_the_problem_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data["actions"][30] = {"type": "play", "card": "QQ"}
    damaged = tmp_path / "damaged.piquet"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(damaged)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "piquet-record: actions[30].card: 'QQ' is not a card\n"


def test_validate_of_a_truncated_file_exits_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    damaged = tmp_path / "cut-short.piquet"
    damaged.write_bytes(GOLDEN.read_bytes()[:5000])
    assert main(["validate", str(damaged)]) == 1
    assert "not valid JSON" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["validate", "replay"])
def test_missing_file_exits_1_with_a_message_naming_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    missing = tmp_path / "nowhere.piquet"
    assert main([command, str(missing)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("piquet-record: cannot read ")
    assert "nowhere.piquet" in err and "Traceback" not in err


def test_replay_prints_every_reason_the_deal_totals_and_the_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(GOLDEN)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Piquet partie: Alice (human) v Bob (AI, random)\n")
    assert "Point of five (50) in hearts" in out
    assert "Trio of aces" in out and "Won the trick with " in out and "Last trick" in out
    for number in range(1, 9):
        assert f"\nDeal {number} (elder: " in out
    assert "  Deal totals: Alice 64, Bob 4\n" in out
    assert "  Partie totals: Alice 153, Bob 150\n" in out
    assert out.endswith("Result: Alice wins by 103: 153 to 150\n")


def test_replay_as_json_gives_the_same_score_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(GOLDEN), "--json"]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert [d["number"] for d in sheet["deals"]] == list(range(1, 9))
    assert [d["totals"] for d in sheet["deals"]] == GOLDEN_DEAL_TOTALS
    for deal in sheet["deals"]:
        for seat in (0, 1):
            points = sum(e["points"] for e in deal["events"] if e["seat"] == seat)
            assert points == deal["totals"][seat]
    event = sheet["deals"][0]["events"][0]
    assert set(event) == {"seat", "player", "points", "kind", "reason"}
    assert event["player"] == ["Alice", "Bob"][event["seat"]]
    assert sheet["totals"] == [153, 150]
    assert sheet["finished"] is True and sheet["current_deal"] is None
    assert sheet["result"]["text"] == "Alice wins by 103: 153 to 150"
    assert sheet["result"]["winner"] == 0 and sheet["result"]["margin"] == 103


def test_replay_of_au_cent_shows_each_game_won_and_the_games_result(
    capsys: pytest.CaptureFixture[str], au_cent_file: Path
) -> None:
    assert main(["replay", str(au_cent_file)]) == 0
    out = capsys.readouterr().out
    assert "  Game 1 won by " in out and "  Game score: " in out
    assert "\nGames: Ann " in out
    assert "wins the partie" in out.splitlines()[-1]
    assert main(["replay", "--json", str(au_cent_file)]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert len(sheet["games"]) >= 3
    games = sheet["result"]["games"]
    assert max(games) >= 3 and sheet["result"]["player"] == ["Ann", "Bert"][games.index(max(games))]


def test_replay_of_an_unfinished_partie_shows_the_deal_in_progress(
    capsys: pytest.CaptureFixture[str], unfinished_file: Path
) -> None:
    assert main(["replay", str(unfinished_file)]) == 0
    out = capsys.readouterr().out
    assert "\nDeal 2 (elder: " in out and "), in progress\n" in out
    assert out.endswith("Result: unfinished (deal 2 in progress)\n")
    assert main(["replay", "--json", str(unfinished_file)]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert sheet["finished"] is False and sheet["result"] is None
    assert sheet["current_deal"]["number"] == 2


@pytest.mark.parametrize(
    "argv",
    [[], ["frobnicate"], ["validate"], ["replay"], ["validate", "a", "b"], ["replay", "f", "--x"]],
)
def test_wrong_arguments_give_the_usage_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert main(argv) == 2
    assert "usage: piquet-record" in capsys.readouterr().err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "validate" in capsys.readouterr().out


def test_module_runs_as_a_program_without_tracebacks(tmp_path: Path) -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "piquet_desktop.cli.record_tool", "validate", str(GOLDEN)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (ok.returncode, ok.stdout) == (0, "OK: 257 actions, 8 deals, finished\n")
    bad = tmp_path / "bad.piquet"
    bad.write_bytes(b"\xff\xfe not json")
    failed = subprocess.run(
        [sys.executable, "-m", "piquet_desktop.cli.record_tool", "replay", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert failed.returncode == 1
    assert "not UTF-8" in failed.stderr and "Traceback" not in failed.stderr
