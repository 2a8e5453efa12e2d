"""Turn the npm package @letele/playing-cards back into plain SVG files for resources/cards/.

Why this exists: Adrian Kennard's playing-card design is public domain (CC0 1.0), but the only copy
that the project can reach through a package registry is the npm package
``@letele/playing-cards`` 0.1.0, where svgr compiled every card into a React component
(``dist/index.esm.js``). The components are nothing but nested ``React.createElement`` calls with
literal attributes, so evaluating the module with a stand-in ``React`` gives back each card's
element tree unchanged; this script then writes the tree out as SVG again, undoing svgr's renaming
of attributes (``strokeWidth`` -> ``stroke-width``, ``xlinkHref`` -> ``xlink:href``). Nothing is
redrawn or simplified; the one structural change, :func:`flatten_symbols`, only re-expresses how
pips and figures are placed, because QtSvg misplaces ``<symbol>``. The one thing taken away is the
designer's mark on the ace of spades (:func:`remove_makers_mark`): his web address, printed under
the pip and again as a QR code inside it, which a player should not find on a card on the table.
The output is reproducible.

It is a one-off kept for provenance, not part of the build. To run it again (needs ``node``)::

    cd "$(mktemp -d)" && npm pack @letele/playing-cards@0.1.0 && tar xzf letele-*.tgz
    python REPO/packaging/tools/extract_letele_cards.py "$PWD/package" REPO/resources/cards

Only the 36 cards of the Piquet pack (six to ace) and one back are written; the twos to fives,
the jokers and the second back stay out of the repository. The CC0 text and the provenance are in
resources/cards/LICENSE.txt, written by hand, not by this script.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

PACKAGE_VERSION = "0.1.0"
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = "SHDC"
# svgr names a component suit first, then the rank (court and ace ranks in lower case): "S10", "Hq".
# The back with the red diamond lattice (B2) is the one used; B1 is the same lattice in black.
BACK_COMPONENT = "B2"

# Attributes that SVG itself spells in camelCase; svgr leaves them as they are.
_CAMEL_CASE_SVG = {
    "viewBox",
    "preserveAspectRatio",
    "patternUnits",
    "patternContentUnits",
    "patternTransform",
    "gradientUnits",
    "gradientTransform",
}
_RENAMED = {"xlinkHref": "xlink:href", "xmlnsXlink": "xmlns:xlink", "xmlSpace": "xml:space"}
# React-only props on the root element, meaningless in a file.
_DROPPED = {"className", "aria-labelledby"}

HEADER = (
    "<!-- Playing-card design by Adrian Kennard (www.me.uk/cards), CC0 1.0 Universal (public "
    "domain dedication). Converted back to SVG from npm @letele/playing-cards {version} by "
    "packaging/tools/extract_letele_cards.py; see LICENSE.txt beside this file. -->\n"
)

_STAND_IN_REACT = """\
const _extends = Object.assign;
const React = {
  createElement: (type, props, ...children) => ({
    type,
    props: props ?? {},
    children: children.filter((c) => c !== null && c !== undefined && c !== false),
  }),
};
"""

_RUNNER = """\
import * as deck from "./deck.mjs";
const out = {};
for (const [name, component] of Object.entries(deck)) out[name] = component({});
process.stdout.write(JSON.stringify(out));
"""


def component_name(rank: str, suit: str) -> str:
    """The export name svgr gave a card: suit letter, then the rank ("Sa", "H10", "Dq")."""
    return suit + (rank if rank.isdigit() else rank.lower())


def load_element_trees(package_dir: Path) -> dict[str, Any]:
    """Evaluate the package's module with a stand-in React and return each export's element tree."""
    source = (package_dir / "dist" / "index.esm.js").read_text(encoding="utf-8")
    imports = re.compile(r"^import .* from '(@babel/runtime/helpers/extends|react)';\n", re.M)
    if len(imports.findall(source)) != 2:
        raise SystemExit("unexpected imports in index.esm.js: is this @letele/playing-cards 0.1.0?")
    source = _STAND_IN_REACT + imports.sub("", source)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "deck.mjs").write_text(source, encoding="utf-8")
        (Path(tmp) / "run.mjs").write_text(_RUNNER, encoding="utf-8")
        result = subprocess.run(
            ["node", "run.mjs"], cwd=tmp, capture_output=True, text=True, check=True
        )
    trees: dict[str, Any] = json.loads(result.stdout)
    return trees


def attribute_name(prop: str) -> str:
    """Undo svgr's renaming of an SVG attribute to a React prop."""
    if prop in _RENAMED:
        return _RENAMED[prop]
    if prop in _CAMEL_CASE_SVG or prop.islower() or "-" in prop:
        return prop
    return re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), prop)


def format_value(value: object) -> str:
    if isinstance(value, bool):
        raise ValueError(f"unexpected boolean attribute value {value!r}")
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _number(value: float) -> str:
    """A short decimal for a computed coordinate (4 places are far below a pixel at any size)."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _symbol_transform(use: dict[str, Any], symbol_props: dict[str, Any]) -> str:
    """The transform that places a symbol's content where ``use`` puts the symbol's viewport.

    SVG maps the symbol's viewBox onto the rectangle (x, y, width, height) of the ``<use>``;
    svgr's output only has ``preserveAspectRatio`` "none" (court figures, stretched to the box)
    and "xMinYMid" (pips and indices, fitted and centred vertically), so only those are handled.
    """
    props = use["props"]
    vbx, vby, vbw, vbh = (float(v) for v in symbol_props["viewBox"].split())
    x, y = float(props.get("x", 0)), float(props.get("y", 0))
    width, height = float(props["width"]), float(props["height"])
    align = symbol_props.get("preserveAspectRatio", "xMidYMid")
    if align == "none":
        sx, sy, dx, dy = width / vbw, height / vbh, 0.0, 0.0
    elif align == "xMinYMid":
        sx = sy = min(width / vbw, height / vbh)
        dx, dy = 0.0, (height - vbh * sy) / 2
    else:
        raise ValueError(f"preserveAspectRatio {align!r} is not handled")
    matrix = (sx, 0.0, 0.0, sy, x + dx - vbx * sx, y + dy - vby * sy)
    placed = f"matrix({' '.join(_number(v) for v in matrix)})"
    return f"{props['transform']} {placed}" if "transform" in props else placed


def flatten_symbols(root: dict[str, Any]) -> None:
    """Replace ``<symbol>`` by plain groups, moving each viewBox mapping onto the ``<use>``.

    QtSvg (SVG Tiny 1.2 plus a few extras) draws a ``<symbol>``'s content in the symbol's own
    units and ignores the viewBox-to-(width, height) mapping of the ``<use>`` that references it,
    so every pip came out at 1200 units wide. After this rewrite the files only use ``<g>``,
    ``<use>`` and ``transform``, which every renderer, QtSvg included, draws alike. The symbols'
    viewport clipping is dropped; the artwork stays inside its viewBoxes, as a pixel comparison of
    librsvg's renderings before and after flattening confirmed (see docs/CARD-ART.md).
    """
    # The symbols' original attributes, by id, read before any symbol is turned into a group.
    symbols: dict[str, dict[str, Any]] = {}

    def collect(node: Any) -> None:
        if isinstance(node, dict):
            if node["type"] == "symbol":
                symbols[node["props"]["id"]] = dict(node["props"])
            for child in node["children"]:
                collect(child)

    def rewrite(node: Any) -> None:
        if not isinstance(node, dict):
            return
        for child in node["children"]:
            rewrite(child)
        props = node["props"]
        if node["type"] == "use":
            target = symbols.get(props["xlinkHref"].removeprefix("#"))
            if target is not None:
                transform = _symbol_transform(node, target)
                node["props"] = {
                    key: value
                    for key, value in props.items()
                    if key not in {"x", "y", "width", "height", "transform"}
                }
                node["props"]["transform"] = transform
        elif node["type"] == "symbol":
            node["type"] = "g"
            node["props"] = {"id": props["id"]}

    collect(root)
    rewrite(root)


MARKED_COMPONENT = "Sa"  # the ace of spades carries the mark


def remove_makers_mark(root: dict[str, Any]) -> None:
    """Take the designer's web address off the ace of spades, leaving a plain black pip.

    Kennard's ace of spades prints "www.me.uk /cards/" as two ``<text>`` lines under the pip and
    draws the same address as a QR code: one white ``<path>`` laid over the pip (decoded, it
    reads HTTPS://WWW.ME.UK/CARDS). Both are direct children of the card's root; nothing else on
    the card is white on the root, and no other card has text. The credit stays where credits
    belong: the comment at the top of the file, LICENSE.txt and the About box. Anything other
    than exactly those three elements means another version of the package: refuse it.
    """
    children = root["children"]
    mark = [
        child
        for child in children
        if isinstance(child, dict)
        and (
            child["type"] == "text"
            or (child["type"] == "path" and child["props"].get("fill") == "#fff")
        )
    ]
    texts = [node for node in mark if node["type"] == "text"]
    if len(mark) != 3 or len(texts) != 2 or "".join(texts[0]["children"]) != "www.me.uk":
        raise SystemExit("the ace of spades is not as expected: is this 0.1.0?")
    root["children"] = [child for child in children if all(child is not m for m in mark)]


def to_svg(node: Any) -> str:
    """Serialise one element tree (as produced by the stand-in React) to SVG markup."""
    if isinstance(node, str):
        return escape(node)
    if isinstance(node, int | float):
        return format_value(node)
    tag = node["type"]
    attributes = []
    for prop, value in node["props"].items():
        if prop in _DROPPED or value is None:
            continue
        if isinstance(value, dict):
            raise ValueError(f"<{tag}> has an object-valued prop {prop!r} (a style?)")
        attributes.append(f" {attribute_name(prop)}={quoteattr(format_value(value))}")
    inner = "".join(to_svg(child) for child in node["children"])
    opening = f"<{tag}{''.join(attributes)}"
    return f"{opening}>{inner}</{tag}>" if inner else f"{opening}/>"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("package_dir", type=Path, help="the unpacked npm tarball ('package/')")
    parser.add_argument("out_dir", type=Path, help="where to write the SVG files")
    parser.add_argument(
        "--keep-symbols",
        action="store_true",
        help="keep svgr's <symbol>s (a reference for other renderers; QtSvg misdraws them)",
    )
    args = parser.parse_args(argv)

    manifest = json.loads((args.package_dir / "package.json").read_text(encoding="utf-8"))
    if manifest.get("license") != "CC0-1.0" or manifest.get("version") != PACKAGE_VERSION:
        raise SystemExit(f"expected @letele/playing-cards {PACKAGE_VERSION} under CC0-1.0")

    trees = load_element_trees(args.package_dir)
    remove_makers_mark(trees[MARKED_COMPONENT])
    if not args.keep_symbols:
        for tree in trees.values():
            flatten_symbols(tree)
    wanted = {f"{rank}{suit}": component_name(rank, suit) for suit in SUITS for rank in RANKS}
    wanted["back"] = BACK_COMPONENT
    args.out_dir.mkdir(parents=True, exist_ok=True)
    header = HEADER.format(version=PACKAGE_VERSION)
    for file_stem, component in wanted.items():
        svg = '<?xml version="1.0" encoding="UTF-8"?>\n' + header + to_svg(trees[component]) + "\n"
        (args.out_dir / f"{file_stem}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(wanted)} files to {args.out_dir}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
