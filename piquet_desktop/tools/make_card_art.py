"""Make the French-index court cards and the extra card backs from the deck in resources/cards.

French players read R, D, V (roi, dame, valet) in a card's corners, not K, Q, J. Kennard's deck
draws each corner letter as one stroked path (``stroke-width="80"`` in a 1000-unit box, square
caps), used by reference from both corners; ``french_face`` swaps that path's outline for R, D or
V drawn in the same manner (the same stem and serifs as his K), and leaves everything else of the
card, the court figure included, byte for byte as it was. The backs are simple patterns drawn
here, coarser than the original red lattice so that they stay patterned at the small sizes the
piles are drawn at (the fine lattice blends into a flat pink below about 100 px).

Both are written into resources/cards: ``fr/<card>.svg`` for the twelve courts and
``backs/<name>.svg``. Run again to remake them (the same files):

    python -m piquet_desktop.tools.make_card_art
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

CARDS = Path(__file__).resolve().parents[2] / "resources" / "cards"

FRENCH_LETTERS = {
    # roi: the K's stem and serifs, a bowl to the middle, and a leg to a foot serif
    "K": "M-285-460h200m-100 0v920m-100 0h200M-185-460h190a190 190 0 0 1 0 380h-190M15-70l210 510"
    "M125 460h200",
    # dame: the stem and serifs, and a half ellipse closing on them
    "Q": "M-285-460h200m-100 0v920m-100 0h200M-185-460h120a330 460 0 0 1 0 920h-120",
    # valet: two strokes meeting at the foot, under two serifs
    "J": "M-285-460h200M85-460h200M-185-460 0 440l185-900",
}
"""The corner letter of each English court, redrawn as its French one (R, D, V)."""

_LETTER = re.compile(r'(<g id="[SHDC]-([KQJ])_svg__h"><path d=")([^"]+)(" [^>]*stroke-width="80")')
_NOTE = (
    "<!-- French corner letters (R, D, V) drawn for Piquet Desktop by "
    "piquet_desktop/tools/make_card_art.py in place of K, Q, J; the rest is the card beside "
    "this folder, unchanged. -->\n"
)


def french_face(svg: str) -> str:
    """A court card's SVG with its corner letter replaced by the French one."""
    found = _LETTER.findall(svg)
    if len(found) != 1:
        raise ValueError(f"expected one corner letter path, found {len(found)}")
    text = _LETTER.sub(lambda m: m.group(1) + FRENCH_LETTERS[m.group(2)] + m.group(4), svg)
    head, sep, rest = text.partition("-->\n")
    return head + sep + _NOTE + rest


def _back(frame: str, field: str, pattern: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        "<!-- Card back drawn for Piquet Desktop by piquet_desktop/tools/make_card_art.py; "
        "CC0 1.0 Universal, see ../LICENSE.txt. -->\n"
        '<svg xmlns="http://www.w3.org/2000/svg" height="336" preserveAspectRatio="none" '
        'viewBox="-120 -168 240 336" width="240">'
        f"<defs>{pattern}</defs>"
        '<rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12" fill="#fff" '
        'stroke="#000"/>'
        f'<rect width="216" height="312" x="-108" y="-156" rx="12" ry="12" fill="{field}"/>'
        '<rect fill="url(#p)" width="216" height="312" x="-108" y="-156" rx="12" ry="12"/>'
        f'<rect width="204" height="300" x="-102" y="-150" rx="8" ry="8" fill="none" '
        f'stroke="{frame}" stroke-width="3"/></svg>\n'
    )


BACKS = {
    "blue": _back(
        "#ffffff",
        "#1f4e9c",
        '<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse">'
        '<path d="M8 1 15 8 8 15 1 8Z" fill="none" stroke="#9fc0f0" stroke-width="1.6"/>'
        '<circle cx="8" cy="8" r="1.8" fill="#9fc0f0"/></pattern>',
    ),
    "green": _back(
        "#f2e6b8",
        "#1f5e3a",
        '<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse">'
        '<rect x="0" y="8" width="24" height="8" fill="#0f3d24" fill-opacity="0.7"/>'
        '<rect x="8" y="0" width="8" height="24" fill="#0f3d24" fill-opacity="0.7"/>'
        '<rect x="0" y="11" width="24" height="2" fill="#d9c777" fill-opacity="0.8"/>'
        '<rect x="11" y="0" width="2" height="24" fill="#d9c777" fill-opacity="0.8"/></pattern>',
    ),
    "burgundy": _back(
        "#e8c15a",
        "#6e1a2a",
        '<pattern id="p" width="18" height="18" patternUnits="userSpaceOnUse">'
        '<circle cx="9" cy="9" r="5.5" fill="none" stroke="#e8c15a" stroke-width="1.3"/>'
        '<circle cx="0" cy="0" r="2" fill="#e8c15a"/><circle cx="18" cy="0" r="2" fill="#e8c15a"/>'
        '<circle cx="0" cy="18" r="2" fill="#e8c15a"/>'
        '<circle cx="18" cy="18" r="2" fill="#e8c15a"/></pattern>',
    ),
}
"""The backs beside the original red lattice (cards/back.svg): name -> SVG text."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=CARDS, help="the cards folder")
    folder: Path = parser.parse_args(argv).folder
    (folder / "fr").mkdir(parents=True, exist_ok=True)
    (folder / "backs").mkdir(parents=True, exist_ok=True)
    for rank in "KQJ":
        for suit in "SHDC":
            english = (CARDS / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            out = folder / "fr" / f"{rank}{suit}.svg"
            out.write_text(french_face(english), encoding="utf-8")
    for name, svg in BACKS.items():
        (folder / "backs" / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"12 French courts in {folder / 'fr'}, {len(BACKS)} backs in {folder / 'backs'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
