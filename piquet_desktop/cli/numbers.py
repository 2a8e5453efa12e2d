"""Numbers as the console tools write them: in the installed language, without thousands.

``translation.number`` groups thousands ("1,271"), as the window shows a figure; the tools' tables
never have (an Elo of "+1271" lines up with the others and is copied into docs/AI.md as it is), so
they only take the language's decimal separator from it: "88.9" in English, "88,9" in French.
"""

from __future__ import annotations

from piquet_desktop import translation

__all__ = ["decimal", "decimal_separator", "percent"]


def decimal_separator() -> str:
    """ "." or ",": the one ``translation.number`` writes in the installed language."""
    return translation.number(0.5, 1)[1]  # "0.5" or "0,5"


def decimal(value: float, places: int = 0, sign: bool = False) -> str:
    """``value`` with ``places`` decimals (and "+" before a positive one with ``sign``)."""
    return f"{value:{'+' if sign else ''}.{places}f}".replace(".", decimal_separator())


def percent(share: float, places: int = 0) -> str:
    """``share`` (0 to 1) as a percentage, as the language writes one: "45%" or "45 %"
    (``translation.percent``, the window's own)."""
    return translation.percent(share, places)
