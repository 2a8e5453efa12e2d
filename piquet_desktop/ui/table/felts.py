"""The felt colours the player may choose, each in a light and a dark shade.

The felt sits beside the light/dark scheme rather than in place of it: a dark desktop keeps its
darker, less saturated felt whatever the colour, so the name plates' light ink and the cards'
white read the same on every felt. Each felt is the centre and the edge of the table's radial
gradient (``TableScene.drawBackground``); the default, "baize", is the table's original green
(teal-charcoal when dark).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

__all__ = ["DEFAULT_FELT", "FELTS", "felt_colours"]

DEFAULT_FELT = "baize"

FELTS: dict[str, dict[str, tuple[str, str]]] = {
    "baize": {"light": ("#2f7a4c", "#174a2d"), "dark": ("#2a4548", "#121c1f")},
    "blue": {"light": ("#2b5f8e", "#143454"), "dark": ("#263a52", "#0f1826")},
    "red": {"light": ("#8c3340", "#4f1720"), "dark": ("#4c2a31", "#1f1014")},
    "brown": {"light": ("#7d5a36", "#44301b"), "dark": ("#463a2d", "#1c1610")},
}
"""Felt name -> theme -> (centre, edge) colours."""


def felt_colours(felt: str, theme: str) -> dict[str, QColor]:
    """The ``felt_centre`` and ``felt_edge`` colours of ``felt`` in ``theme`` (an unknown felt
    is the default)."""
    centre, edge = FELTS.get(felt, FELTS[DEFAULT_FELT])[theme]
    return {"felt_centre": QColor(centre), "felt_edge": QColor(edge)}
