"""The console tools against hostile arguments (issue 23, finding 8): every number argument is
bounded (a clear refusal and exit status 2, never a traceback), and names and reasons they print
are escaped for the terminal and bounded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import assert_usage_error

from piquet_desktop.cli import advise, arena, record_tool, review
from piquet_desktop.cli.options import console_text
from piquet_desktop.engine.bounded_text import MAX_MESSAGE_CHARS

HAND = "AS KS 10S 8S AH 9H 7H QD JD 8C 7C 9C"
HUGE = "9" * 400
EXCHANGE = ["exchange", "--role", "elder", "--hand", HAND, "--level", "greedy"]
ESCAPE = "\x1b]2;owned\x07\x1b[2J"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([*EXCHANGE, "--score", f"{HUGE},0"], "must be from"),
        ([*EXCHANGE, "--score", f"0,{HUGE}"], "must be from"),
        ([*EXCHANGE, "--deal", HUGE], "must be from"),
        ([*EXCHANGE, "--seed", HUGE], "must be from"),
        ([*EXCHANGE, "--worlds", HUGE], "must be from"),
        ([*EXCHANGE, "--seed", "9" * 5000], "expected a whole number"),  # beyond what int() reads
    ],
)
def test_piquet_advise_refuses_a_number_of_hundreds_of_digits_in_words(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert_usage_error(advise.main, args, message, capsys)


def test_the_refusal_names_the_bounds(capsys: pytest.CaptureFixture[str]) -> None:
    assert advise.main([*EXCHANGE, "--score", f"{HUGE},0"]) == 2
    err = capsys.readouterr().err
    assert "must be from" in err and len(err) < 1000 and "OverflowError" not in err


@pytest.mark.parametrize(
    ("main", "args"),
    [
        (arena.main, ["--parties", HUGE]),
        (arena.main, ["--deal-pairs", HUGE]),
        (arena.main, ["--seed", HUGE]),
        (arena.main, ["--jobs", HUGE]),
        (review.main, ["x.piquet", "--seed", HUGE]),
        (review.main, ["x.piquet", "--deal", HUGE]),
        (review.main, ["x.piquet", "--seat", HUGE]),
    ],
)
def test_every_tool_bounds_its_number_arguments(
    capsys: pytest.CaptureFixture[str], main: object, args: list[str]
) -> None:
    assert callable(main)
    assert_usage_error(main, args, "must be from", capsys)


def test_a_file_named_with_escape_codes_is_printed_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    name = tmp_path / f"partie{ESCAPE}.piquet"
    name.write_text("not json", encoding="utf-8")
    named = 0
    for main, args in (
        (record_tool.main, ["validate", str(name)]),
        (review.main, [str(name)]),
        (advise.main, ["play", str(name)]),
        (record_tool.main, ["validate", str(tmp_path / f"missing{ESCAPE}.piquet")]),
    ):
        assert main(args) in (1, 2)
        err = capsys.readouterr().err
        assert "\x1b" not in err and "\x07" not in err
        assert "owned" not in err or "\\x1b]2;owned\\x07" in err
        named += "owned" in err
    assert named >= 3  # review, advise and the missing file name it


def test_a_reason_quoting_a_crafted_file_is_printed_bounded(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    golden = Path(__file__).resolve().parents[1] / "data" / "golden_rubicon.piquet.json"
    data = json.loads(golden.read_text(encoding="utf-8"))
    data |= {f"field{i:06d}": i for i in range(20_000)}
    path = tmp_path / "crafted.piquet"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert record_tool.main(["validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert len(err) <= MAX_MESSAGE_CHARS + 60 and "and 19995 more" in err


def test_console_text_escapes_controls_and_leaves_words_alone() -> None:
    assert console_text("Écarté : 5 cartes ♠") == "Écarté : 5 cartes ♠"
    assert console_text("a\nb\tc\x1b[31m") == "a\\nb\\tc\\x1b[31m"
    assert console_text("left\u202eright") == "left\\u202eright"
    assert len(console_text("x" * 10_000)) < MAX_MESSAGE_CHARS + 40


CRAFTED_NAME = "Bot\x1b]52;c;ZWNobyBvd25lZA==\x07\r\x1b[2K\x9b31m\u202eevil\u2028"


@pytest.mark.parametrize("as_json", [False, True])
def test_a_replay_prints_a_records_names_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, as_json: bool
) -> None:
    golden = Path(__file__).resolve().parents[1] / "data" / "golden_rubicon.piquet.json"
    data = json.loads(golden.read_text(encoding="utf-8"))
    data["players"][1]["name"] = CRAFTED_NAME
    path = tmp_path / "crafted.piquet"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert record_tool.main(["replay", *(["--json"] if as_json else []), str(path)]) == 0
    out = capsys.readouterr().out
    for char in ("\x1b", "\x07", "\r", "\x9b", "\u202e", "\u2028"):
        assert char not in out, repr(char)
    if as_json:
        assert json.loads(out)["players"][1]["name"] == CRAFTED_NAME  # the same data, escaped
    else:
        assert "Bot\\x1b]52;c;" in out and "\\u202eevil" in out
