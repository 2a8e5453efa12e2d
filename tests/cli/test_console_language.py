"""The console tools and ``piquet``'s command line speak the system's language: French help,
errors and reports when the system speaks French (argparse's own words too), English as they
always were otherwise, and the same JSON in both.

``main()`` installs the system's language itself; the ``system_language`` fixture
(tests/console_language.py) makes "the system" speak French from this run's catalogues.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from piquet_desktop import __version__, app
from piquet_desktop.cli import advise, arena, record_tool, review
from piquet_desktop.words import command_line

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "golden_rubicon.piquet.json"
REVIEWED = ROOT / "tests" / "data" / "reviewed_sample.piquet"
NBSP = "\u00a0"
HAND = "AS KS 10S 9S AH QH JD 10D 9D KC 8C 7C"
FAST_EXCHANGE = [
    "exchange",
    "--role",
    "elder",
    "--hand",
    HAND,
    *["--level", "greedy", "--worlds", "4"],
]

Main = Callable[[list[str]], int]
TOOLS: dict[str, tuple[Main, str]] = {
    "piquet": (app.main, "Lancer Piquet Desktop."),
    "piquet-advise": (advise.main, "Conseil sur une décision au piquet"),
    "piquet-arena": (arena.main, "Faire jouer des joueurs de l'ordinateur"),
    "piquet-record": (record_tool.main, "Vérifier un fichier de partie de Piquet Desktop"),
    "piquet-review": (review.main, "Analyser les décisions d'un joueur"),
}
SpeakAs = Callable[[str], None]


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_help_is_french_when_the_system_speaks_french(
    tool: str, system_language: SpeakAs, capsys: pytest.CaptureFixture[str]
) -> None:
    main, description = TOOLS[tool]
    system_language("fr")
    assert main(["--help"]) == 0

    out = capsys.readouterr().out
    assert out.startswith(f"utilisation{NBSP}: {tool} ")
    assert description in out
    assert "afficher ce message d'aide et quitter" in out
    assert "usage:" not in out and "show this help" not in out


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_help_is_argparse_english_otherwise(tool: str, capsys: pytest.CaptureFixture[str]) -> None:
    main, _ = TOOLS[tool]
    assert main(["--help"]) == 0

    out = capsys.readouterr().out
    assert out.startswith(f"usage: {tool} ")
    assert "show this help message and exit" in out


@pytest.mark.parametrize(
    ("main", "args", "said"),
    [
        (app.main, ["--demo-moves", "x"], "argument --demo-moves : un nombre entier est attendu"),
        (app.main, ["--bogus"], "arguments non reconnus : --bogus"),
        (app.main, ["--screenshot", "x.png"], "--screenshot ne fonctionne qu'avec --self-test"),
        (record_tool.main, ["bogus"], "choix invalide : 'bogus'"),
        (advise.main, ["exchange", "--role", "elder"], "les arguments suivants sont obligatoires"),
        (
            advise.main,
            ["exchange", "--hand", HAND, "--role", "elder", "--score", "x"],
            "--score attend deux nombres, le vôtre d'abord",
        ),
        (arena.main, ["--jobs", "0"], "--jobs doit valoir au moins 1, pas 0"),
        (arena.main, ["--seed"], "argument --seed : un argument est attendu"),
        (arena.main, ["--seed", "x"], "un nombre entier est attendu, pas 'x'"),
        (review.main, [str(GOLDEN), "--seat", "3"], "--seat vaut 0 ou 1, pas 3"),
    ],
)
def test_a_bad_argument_is_refused_in_french(
    main: Main,
    args: list[str],
    said: str,
    system_language: SpeakAs,
    capsys: pytest.CaptureFixture[str],
) -> None:
    system_language("fr")
    assert main(args) == 2

    err = capsys.readouterr().err
    assert err.startswith(f"utilisation{NBSP}: ")
    assert f"{NBSP}: erreur{NBSP}: " in err
    assert said.replace(" : ", f"{NBSP}: ") in err


def test_the_score_sheet_is_french_with_its_fields_and_plurals(
    system_language: SpeakAs, capsys: pytest.CaptureFixture[str]
) -> None:
    system_language("fr")
    assert record_tool.main(["validate", str(GOLDEN)]) == 0
    assert capsys.readouterr().out == f"OK{NBSP}: 257 actions, 8 donnes, partie terminée\n"

    assert record_tool.main(["replay", str(GOLDEN)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"Partie de piquet{NBSP}: Alice (humain) contre Bob (IA, random)\n")
    assert f"Donne 1 (premier{NBSP}: Bob)\n" in out
    assert f"  Totaux de la donne{NBSP}: Alice 64, Bob 4\n" in out


def test_the_review_is_french_with_decimal_commas(
    system_language: SpeakAs, capsys: pytest.CaptureFixture[str]
) -> None:
    system_language("fr")
    assert review.main([str(REVIEWED), "--all"]) == 0

    out = capsys.readouterr().out
    assert out.startswith("Analyse des décisions de la place 0 par master (graine 0)")
    assert "26 décisions notées, 0,9 points perdus." in out
    assert f"Donne 2{NBSP}: 0,0 points perdus en 9 décisions" in out
    assert "\n             écart        " in out  # the kind column, translated and aligned


def test_the_exchange_advice_is_french(
    system_language: SpeakAs, capsys: pytest.CaptureFixture[str]
) -> None:
    system_language("fr")
    assert advise.main(FAST_EXCHANGE) == 0

    out = capsys.readouterr().out
    assert out.startswith("Conseil pour la place 0 (écart, greedy)")
    assert "valeur   point   séq.  q.-t." in out
    assert "\u202f%" in out  # 50 % as French writes it
    assert "sur 4 talons tirés" in out
    # the value's note keeps its second line under its first word
    first, second = out.split(f"valeur{NBSP}: ", 1)[1].splitlines()[:2]
    assert second.startswith(" " * len(f"  valeur{NBSP}: ")) and first


def test_the_arena_summary_is_french(
    system_language: SpeakAs, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--players", "greedy,random", "--parties", "2", "--deal-pairs", "4", "--jobs", "1"]
    assert arena.main([*args, "--json"]) == 0
    saved = tmp_path / "summary.json"
    saved.write_text(capsys.readouterr().out, encoding="utf-8")
    system_language("fr")
    assert arena.main(["--from-json", str(saved)]) == 0

    out = capsys.readouterr().out
    assert f"Paires de donnes en miroir{NBSP}: 4 par rencontre" in out
    assert "rencontre             paires gagnées égales perdues  part gagnée" in out
    assert "greedy contre random" in out and "rubicons infligés" in out
    assert f"Classement (random = 0){NBSP}: échelle Elo" in out


@pytest.mark.parametrize(
    ("main", "args"),
    [
        (record_tool.main, ["replay", "--json", str(GOLDEN)]),
        (advise.main, [*FAST_EXCHANGE, "--json"]),
        (review.main, [str(REVIEWED), "--json"]),
        (
            arena.main,
            [
                "--players",
                "greedy,random",
                "--parties",
                "2",
                "--deal-pairs",
                "2",
                "--jobs",
                "1",
                "--json",
            ],
        ),
    ],
)
def test_json_output_is_the_same_in_both_languages(
    main: Main, args: list[str], system_language: SpeakAs, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 0
    english = capsys.readouterr().out
    system_language("fr")
    assert main(args) == 0

    assert capsys.readouterr().out == english
    json.loads(english)


def test_every_argparse_text_this_python_shows_a_user_is_in_the_catalogue(
    system_language: SpeakAs,
) -> None:
    """Every text argparse looks up while writing help and the errors a user makes is one of
    those listed for translation (a new Python's new text would fail here)."""
    looked_up: list[str] = []
    command_line.route_argparse()
    routed = argparse._  # type: ignore[attr-defined]

    def spy(text: str) -> str:
        looked_up.append(text)
        return str(routed(text))

    parser = argparse.ArgumentParser(prog="tool")
    parser.add_argument("file")
    parser.add_argument("--count", type=int)
    parser.add_argument("--pair", nargs=2)
    parser.add_argument("--kind", choices=("a", "b"))
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--one", action="store_true")
    group.add_argument("--other", action="store_true")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("go")
    errors = [[], ["f", "--count", "x"], ["f", "--pair", "1"], ["f", "--kind", "c"],
              ["f", "--count"], ["f", "go", "--bogus"], ["f", "--one", "--other", "go"],
              ["f", "stop"], ["f", "--o", "go"]]  # fmt: skip
    original = argparse._  # type: ignore[attr-defined]
    argparse._ = spy  # type: ignore[attr-defined]
    try:
        parser.format_help()
        for args in errors:
            try:
                parser.parse_args(args)
            except SystemExit:
                pass
            else:
                pytest.fail(f"{args} was accepted")
    finally:
        argparse._ = original  # type: ignore[attr-defined]
    assert looked_up
    assert sorted(set(looked_up) - set(command_line.ARGPARSE_TEXTS)) == []


def test_argparse_plural_texts_pick_the_form_by_the_count() -> None:
    command_line.route_argparse()
    parser = argparse.ArgumentParser(prog="tool", exit_on_error=False)
    parser.add_argument("--pair", nargs=2)
    with pytest.raises(argparse.ArgumentError, match="expected 2 arguments"):
        parser.parse_args(["--pair", "1"])


def test_version_is_answered_without_loading_qt() -> None:
    script = (
        "import sys\n"
        "from piquet_desktop.app import main\n"
        "assert main(['--version']) == 0\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.splitlines() == [f"piquet {__version__}", "[]"]
