"""Cards have one writer: ``words/cards.py`` (the engine's own ``engine/cards.py`` writes the
records' "KH", which is data). A card spelt two ways in one window is the slip this prevents."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "piquet_desktop"
WRITER = "words/cards.py"
ENGINE = "engine/cards.py"
CARD_WRITERS = {
    "card_text",
    "cards_text",
    "card_index",
    "card_name",
    "card_words",
    "suit_name",
    "ai_cards_text",
    "with_suit_symbols",
}


def _modules() -> list[tuple[str, str]]:
    return [
        (path.relative_to(PACKAGE).as_posix(), path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
    ]


def test_only_the_card_writer_spells_ranks_and_suits() -> None:
    for name, source in _modules():
        if name in (WRITER, ENGINE):
            continue
        assert "SUIT_SYMBOLS" not in source, name
        assert '"CardText"' not in source, name


def test_no_other_module_defines_a_card_writer() -> None:
    for name, source in _modules():
        if name == WRITER:
            continue
        defined = {
            node.name for node in ast.walk(ast.parse(source)) if isinstance(node, ast.FunctionDef)
        }
        if name == ENGINE:
            defined -= {"card_name"}  # the engine's English name, data ("king of hearts")
        assert not defined & CARD_WRITERS, name
