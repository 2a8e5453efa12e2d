"""No English sentence is read back anywhere in the package: refusals and review reasons travel
as values (``engine.refusal.Refusal``, ``ai.review.reasons.Reason``), so no module compiles a
regular expression over their text.

Every module that uses ``re`` is listed here with what its expressions read; a new one must be
added with its reason, and the modules that say refusals and reasons may use none at all.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "piquet_desktop"

USES_RE = {
    "engine/record_file.py": "JSON's \\u escapes of lone surrogates in a record's bytes",
    "engine/record_check.py": "the record schema's own patterns (an id, a card), as it states them",
    "engine/atomic_file.py": "the names of an interrupted atomic write's leftover files",
    "library/identity.py": "the characters a partie id may hold",
    "practice/attempts.py": "a journal's lines that hold something, found in one linear scan",
    "ui/statistics_charts.py": "pyqtgraph's English month and day names on a date axis",
    "words/cards.py": "cards the engine's way (KH) in the AI's English sentences and an old"
    " record's reasons, written with suit symbols",
    "benchmarks/fuzz_records.py": "placeholders in the fuzzing harness's JSON",
    "statistics/spreadsheet_cells.py": "a plain number in a CSV cell, which keeps its sign",
    "tools/make_card_art.py": "the court cards' corner letter in the SVG art it rewrites",
}
SAY_REFUSALS_AND_REASONS = (
    "engine/refusal.py",
    "engine/errors.py",
    "ai/review/reasons.py",
    "words/refusals.py",
    "words/advice_text.py",
    "words/text.py",
)


def _uses_re(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "re":
            return True
    return False


def test_only_the_listed_modules_use_regular_expressions() -> None:
    found = {
        path.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("*.py") if _uses_re(path)
    }
    assert found == set(USES_RE), "say what the new expressions read, or read values instead"


def test_no_module_that_says_refusals_or_reasons_parses_text() -> None:
    for name in SAY_REFUSALS_AND_REASONS:
        source = (PACKAGE / name).read_text(encoding="utf-8")
        assert not _uses_re(PACKAGE / name), name
        assert "re.compile" not in source and "fullmatch" not in source, name


def test_no_regular_expression_names_a_refusal_or_a_reason() -> None:
    from piquet_desktop.ai.review.reasons import REASONS
    from piquet_desktop.engine.refusal import REFUSAL_FIELDS, REFUSAL_KINDS, Refusal

    words = [t.split("{")[0].strip() for t in REASONS.values()]
    words += [str(Refusal.of(k)).split(":")[0] for k in REFUSAL_KINDS if not REFUSAL_FIELDS[k]]
    for name in USES_RE:
        source = (PACKAGE / name).read_text(encoding="utf-8")
        for word in (w for w in words if len(w) > 8):
            assert word not in source, (name, word)
