"""The combinations' names, the declarations log's sentences and the score sheet's are written in
words/ only: the Qt models and the prompt bar show them and write none of their own."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "piquet_desktop"
CONTEXTS = ("Combinations", "DeclarationLog", "ScoreSheet")


def test_only_words_modules_translate_the_combinations_the_log_and_the_score_sheet() -> None:
    writers = {
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*.py")
        if any(f'"{c}"' in path.read_text(encoding="utf-8") for c in CONTEXTS)
    }
    assert writers, "the contexts are still translated somewhere"
    assert all(name.startswith("words/") for name in writers), sorted(writers)


def test_the_item_models_make_no_sentences() -> None:
    source = (PACKAGE / "controller" / "models.py").read_text(encoding="utf-8")
    for sentence in ("won by", "reached {target}", "scores {points}", "running total after"):
        assert sentence not in source, sentence
