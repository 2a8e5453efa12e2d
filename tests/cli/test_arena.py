"""``piquet-arena``: the summary adds up, records replay, results do not depend on the number of
processes, and bad arguments exit 2 with a reason."""

from __future__ import annotations

import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from helpers import assert_usage_error

from piquet_desktop.arena import runner
from piquet_desktop.arena.runner import ArenaPlan, usable_cpus
from piquet_desktop.cli.arena import main
from piquet_desktop.engine.record import load_record
from piquet_desktop.engine.rules import RUBICON


def _run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    if "--jobs" not in args:
        args = ("--jobs", "1", *args)
    if "--deal-pairs" not in args:
        args = ("--deal-pairs", "12", *args)
    assert main(["--json", *args]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


def test_the_text_summary_names_each_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "random,greedy", "--parties", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "random" in out and "greedy" in out
    assert "rubicons inflicted" in out and "mean points / deal" in out
    assert "Mirrored deal pairs: 100 per pairing" in out and "random vs greedy" in out
    assert "Ratings (random = 0)" in out


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
    assert [f.name for f in files] == [f"partie-000{i}.piquet" for i in (1, 2, 3)]
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
        (["--players", "greedy,nobody"], "unknown player 'nobody'"),
        (["--players", "greedy"], "two names"),
        (["--parties", "-1"], "must not be negative"),
        (["--deal-pairs", "-2"], "must not be negative"),
        (["--parties", "0", "--deal-pairs", "0"], "nothing to play"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--players", "greedy,random,greedy"], "use --round-robin"),
        (["--players", "greedy", "--round-robin"], "at least two names"),
        (["--players", "greedy,random,greedy", "--round-robin"], "different names"),
        (["--context", "somewhere"], "invalid choice"),
        (["--limit", "greedy"], "--limit expects NAME=N"),
        (["--limit", "greedy=-3"], "--limit expects NAME=N"),
        (["--limit", "club=3"], "not among --players"),
        (["--parties", "many"], "expected a whole number"),
        (["--preset", "piquet-voleur"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert_usage_error(main, args, message, capsys)


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


def test_deal_pairs_are_reported_per_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    data = _run_json(capsys, "--players", "greedy,random", "--parties", "0", "--deal-pairs", "30")
    assert data["parties"] == 0 and data["players"][0]["parties"] == 0
    (pairing,) = data["pairings"]
    assert (pairing["a"], pairing["b"]) == ("greedy", "random")
    d = pairing["deal_pairs"]
    assert d["pairs"] == 30 and d["won"] + d["tied"] + d["lost"] == 30
    assert d["share"] == pytest.approx((d["won"] + d["tied"] / 2) / 30, abs=1e-4)
    low, high = d["margin_ci95"]
    assert low < d["mean_margin"] < high
    assert low > 0  # greedy beats random play by a street
    assert "parties" not in pairing
    ratings = data["ratings"]
    assert ratings["anchor"] == "random" and ratings["elo_from"] == "deal pairs"
    by_name = {r["name"]: r for r in ratings["players"]}
    assert by_name["random"]["elo"] == 0 and by_name["greedy"]["elo"] > 200
    assert by_name["greedy"]["points_per_pair"] == pytest.approx(d["mean_margin"], abs=0.01)


def test_one_job_and_two_print_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "greedy,random", "--parties", "4", "--deal-pairs", "20", "--seed", "4")
    one = _run_json(capsys, "--jobs", "1", *args)
    two = _run_json(capsys, "--jobs", "2", *args)
    assert one == two


def test_a_round_robin_plays_every_pairing_and_rates_everyone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _run_json(
        capsys,
        "--players", "random,greedy",
        "--round-robin", "--parties", "2", "--deal-pairs", "10",
        "--record", str(tmp_path),
    )  # fmt: skip
    assert [(p["a"], p["b"]) for p in data["pairings"]] == [("random", "greedy")]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["random-vs-greedy"]
    assert len(list((tmp_path / "random-vs-greedy").iterdir())) == 2
    assert [p["label"] for p in data["players"]] == ["random", "greedy"]


def test_a_limit_caps_the_deal_pairs_of_a_slow_player(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "greedy,random", "--parties", "0", "--seed", "2")
    full = _run_json(capsys, *args, "--deal-pairs", "9")
    capped = _run_json(capsys, *args, "--deal-pairs", "20", "--limit", "greedy=9")
    assert capped["limits"] == {"greedy": 9}
    assert capped["pairings"] == full["pairings"]  # the same first nine pairs


def test_parties_alone_rate_from_parties(capsys: pytest.CaptureFixture[str]) -> None:
    data = _run_json(capsys, "--players", "greedy,random", "--parties", "4", "--deal-pairs", "0")
    assert data["ratings"]["elo_from"] == "parties"
    (pairing,) = data["pairings"]
    q = pairing["parties"]
    assert q["parties"] == 4 and q["pairs"] == 2
    assert q["a_won"] + q["b_won"] + q["drawn"] == 4
    assert q["a_score"] == data["players"][0]["partie_score"]


def test_the_cache_gives_the_same_summary_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = tmp_path / "arena.jsonl"
    args = ("--parties", "2", "--deal-pairs", "8", "--cache", str(cache))
    first = _run_json(capsys, *args)
    lines = cache.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 10
    second = _run_json(capsys, *args)
    assert second == first
    assert cache.read_text(encoding="utf-8").splitlines() == lines  # nothing replayed


def test_markdown_and_a_saved_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _run_json(capsys, "--players", "greedy,random", "--parties", "2", "--deal-pairs", "6")
    saved = tmp_path / "summary.json"
    saved.write_text(json.dumps(data), encoding="utf-8")
    assert main(["--from-json", str(saved), "--markdown"]) == 0
    md = capsys.readouterr().out
    assert "| greedy vs random | 6 |" in md and "| random | +0 |" in md
    assert main(["--from-json", str(saved)]) == 0
    assert "Mirrored deal pairs: 6 per pairing" in capsys.readouterr().out
    assert main(["--from-json", str(tmp_path / "missing.json")]) == 2
    assert "cannot read the summary" in capsys.readouterr().err


def test_the_json_keys_come_in_the_summary_classes_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = _run_json(capsys, "--players", "greedy,random", "--parties", "2", "--deal-pairs", "2")
    assert list(data) == [
        "preset", "rules", "seed", "parties", "deal_pairs", "limits", "context", "drawn",
        "players", "pairings", "ratings",
    ]  # fmt: skip
    pairing = data["pairings"][0]
    assert list(pairing) == ["a", "b", "deal_pairs", "parties"]
    assert list(pairing["deal_pairs"]) == [
        "pairs", "won", "tied", "lost", "share", "share_ci95", "mean_margin", "margin_ci95", "sd",
    ]  # fmt: skip
    assert list(pairing["parties"]) == [
        "parties", "pairs", "a_won", "b_won", "drawn", "a_score", "mean_pair_score",
        "pair_score_ci95", "a_rubicons", "b_rubicons",
    ]  # fmt: skip
    assert list(data["ratings"]) == ["anchor", "elo_from", "players"]
    assert list(data["ratings"]["players"][0]) == ["name", "elo", "points_per_pair"]


def test_a_kind_of_play_not_played_is_left_out_of_a_pairing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = _run_json(capsys, "--players", "greedy,random", "--parties", "0", "--deal-pairs", "2")
    assert list(data["pairings"][0]) == ["a", "b", "deal_pairs"]


def test_more_jobs_than_cpus_play_with_the_cpus_and_say_so(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[int] = []

    class CountingPool(ProcessPoolExecutor):
        def __init__(self, max_workers: int | None = None) -> None:
            started.append(max_workers or 0)
            super().__init__(max_workers=max_workers)

    monkeypatch.setattr(runner, "ProcessPoolExecutor", CountingPool)
    code = main(["--players", "random,random", "--parties", "2", "--jobs", "100000", "--json"])
    assert code == 0
    err = capsys.readouterr().err
    assert f"--jobs 100000 is more than the {usable_cpus()} CPUs" in err
    assert started and max(started) <= min(usable_cpus(), 2)


def test_the_runner_starts_no_more_processes_than_it_has_chunks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started: list[int] = []

    class CountingPool(ProcessPoolExecutor):
        def __init__(self, max_workers: int | None = None) -> None:
            started.append(max_workers or 0)
            super().__init__(max_workers=max_workers)

    monkeypatch.setattr(runner, "ProcessPoolExecutor", CountingPool)
    plan = ArenaPlan(RUBICON, (("random", "random"),), 0, 2, 0)
    runner.run_arena(plan, jobs=64)
    assert started == [2]
