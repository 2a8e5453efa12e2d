"""A card back's repeating pattern kept legible at the size it is drawn: the lattice of the red
back is 6 of the card's 240 units, so a back 80 pixels wide (a pile card in a 1600 by 981 window)
has a tile of exactly 2 pixels, and an antialiased diamond in a 2-pixel tile covers half of every
pixel: drawn as it is, the back is a flat salmon block at that size, patterned at others.

Why not render larger and scale down: scaling averages the tile away just the same. Instead the
pattern is drawn at a period of a whole number of device pixels, and at least ``MIN_PERIOD_PX``:
the SVG's ``<pattern>`` tile is made that much larger, its shapes scaled inside it (a back of a
few dozen pixels shows fewer, larger diamonds, as a printed card seen from afar still shows a
lattice). Where the period is already a whole number of pixels nothing changes.

Pure functions over the SVG's text (``xml.etree``, our own resource files), no Qt: ``CardImages``
renders what they return.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

__all__ = ["MIN_PERIOD_PX", "legible_patterns", "pattern_scale"]

MIN_PERIOD_PX = 4
"""The smallest tile, in device pixels, that still draws a shape: in 2 pixels a diamond or a
ring is only an even tint."""

_SVG = "http://www.w3.org/2000/svg"
ET.register_namespace("", _SVG)  # write the SVG back without ``ns0:`` prefixes


def pattern_scale(period: float, art_width: float, physical_width: int) -> float:
    """How much to scale a pattern ``period`` units wide, on art ``art_width`` units wide drawn
    ``physical_width`` pixels wide, so that its tile is a whole number of pixels, and at least
    ``MIN_PERIOD_PX``: rounded up, never down, so thin strokes never get thinner."""
    natural = period * physical_width / art_width
    if natural <= 0:
        return 1.0
    return max(MIN_PERIOD_PX, math.ceil(natural - 1e-6)) / natural


def legible_patterns(svg: bytes, physical_width: int) -> bytes | None:
    """The SVG with each user-space pattern scaled by ``pattern_scale`` for a drawing
    ``physical_width`` pixels wide; None when no pattern needs it (draw the file as it is)."""
    root = ET.fromstring(svg)
    view_box = root.get("viewBox")
    if view_box is None:
        return None
    art_width = float(view_box.split()[2])
    changed = False
    for pattern in root.iter(f"{{{_SVG}}}pattern"):
        if pattern.get("patternUnits") != "userSpaceOnUse" or pattern.get("patternTransform"):
            continue
        width, height = float(pattern.get("width", "0")), float(pattern.get("height", "0"))
        scale = pattern_scale(min(width, height), art_width, physical_width)
        if abs(scale - 1.0) <= 1e-6:
            continue
        # The tile itself made larger, its shapes scaled inside it: QtSvg renders a tile at its
        # own size and would resample it for a patternTransform, blurring it again.
        pattern.set("width", f"{width * scale:.6f}")
        pattern.set("height", f"{height * scale:.6f}")
        group = ET.Element(f"{{{_SVG}}}g", {"transform": f"scale({scale:.6f})"})
        group.extend(list(pattern))
        for child in list(pattern):
            pattern.remove(child)
        pattern.append(group)
        changed = True
    return ET.tostring(root) if changed else None
