"""The docs stay short enough to read and say what is: their size, and the map of the code.

docs/ and the README say what the app is and why; the history of a figure or a design lives in
git and CHANGELOG.md. A journal grows without bound, so the sizes are held here: the words of
docs/*.md and README.md together (as ``cat docs/*.md README.md | wc -w`` counts them), the lines
of docs/PERFORMANCE.md (each benchmark's command and latest figure) and of docs/DESIGN-APP.md
(the contracts; the rest is in the modules' docstrings). The design's map of the code must name
only modules that exist, so that a module moved or renamed is moved in the map too.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PACKAGE = ROOT / "piquet_desktop"

MAX_WORDS = 45_000
MAX_PERFORMANCE_LINES = 320
MAX_DESIGN_LINES = 650
MAP_HEADING = "## The map of the code"

# A path in backticks, as the map writes them: ``controller/take_back.py`` or ``tools/``.
MAP_PATH = re.compile(r"`([A-Za-z_][\w/]*(?:\.py|/))`")


def _words(text: str) -> int:
    return len(text.split())


def _map_section(design: str) -> str:
    return design.partition(MAP_HEADING)[2].partition("\n## ")[0]


def _missing_paths(section: str) -> list[str]:
    return [p for p in MAP_PATH.findall(section) if not (PACKAGE / p).exists()]


def test_the_docs_and_the_readme_stay_under_their_word_budget() -> None:
    files = [*sorted(DOCS.glob("*.md")), ROOT / "README.md"]
    words = sum(_words(f.read_text(encoding="utf-8")) for f in files)
    assert words < MAX_WORDS, f"docs/*.md and README.md hold {words} words"


def test_performance_and_design_stay_under_their_line_budgets() -> None:
    performance = (DOCS / "PERFORMANCE.md").read_text(encoding="utf-8").splitlines()
    design = (DOCS / "DESIGN-APP.md").read_text(encoding="utf-8").splitlines()
    assert len(performance) <= MAX_PERFORMANCE_LINES
    assert len(design) <= MAX_DESIGN_LINES


def test_every_module_the_design_map_names_exists() -> None:
    section = _map_section((DOCS / "DESIGN-APP.md").read_text(encoding="utf-8"))
    named = MAP_PATH.findall(section)
    assert len(named) > 100, "the map of the code names the modules by path"
    assert _missing_paths(section) == []


def test_the_map_check_catches_a_module_that_does_not_exist() -> None:
    section = "- `engine/cards.py`, `controller/gone_module.py`, `tools/`: a line of the map."
    assert _missing_paths(section) == ["controller/gone_module.py"]
