"""Keep the translation catalogues in step with the source, and compile them.

    python -m piquet_desktop.tools.translations update [--import FILE.ts ...]
    python -m piquet_desktop.tools.translations build [--out FOLDER]
    python -m piquet_desktop.tools.translations check

``update`` runs ``pyside6-lupdate`` over the package and rewrites
``resources/translations/piquet_<lang>.ts`` from what it found, keeping every translation made
so far (and taking those of ``--import``ed files, for example a translator's returned copy, where
the catalogue has none). Messages gone from the source are dropped (``-no-obsolete``), new ones
come in unfinished, and no locations are written, so that a change of line numbers never changes
a catalogue. Two things lupdate cannot do are done here: every message holding ``%n`` is marked
plural (lupdate's Python parser only does so when the count is a literal number), and the
English catalogue holds the plural messages only (English is the source language; it needs a
catalogue only to choose "1 card" or "2 cards").

``build`` compiles each catalogue with ``pyside6-lrelease`` into a ``.qm`` beside it (or into
``--out``): ``.ci/setup`` and packaging/build.sh run it, and the ``.qm`` files are never committed.
``check`` says what is unfinished, and exits 1 when anything is.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from piquet_desktop.translation import LANGUAGES, SOURCE_LANGUAGE

__all__ = [
    "Message",
    "build",
    "catalogue_language",
    "catalogue_path",
    "read_catalogue",
    "source_files",
    "unextractable_calls",
    "unfinished",
    "update",
    "write_catalogue",
]

PACKAGE = Path(__file__).resolve().parent.parent
ROOT = PACKAGE.parent
FOLDER = ROOT / "resources" / "translations"
TRANSLATE_FUNCTIONS = ("translate", "QT_TRANSLATE_NOOP")
QT_LANGUAGE_NAMES = {"en": "en_GB", "fr": "fr_FR"}
"""The ``language`` attribute of each catalogue (British English: the rules' own spelling)."""

Key = tuple[str, str, str]  # context, source, disambiguation ("" when none)


@dataclass
class Message:
    """One entry of a catalogue: its key, and its translation (one form, or one per plural)."""

    context: str
    source: str
    disambiguation: str = ""
    extracomment: str = ""
    plural: bool = False
    forms: list[str] = field(default_factory=list)
    finished: bool = False

    @property
    def key(self) -> Key:
        return (self.context, self.source, self.disambiguation)


def catalogue_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"piquet_{code}.ts"


def source_files(package: Path = PACKAGE) -> list[Path]:
    """Every Python file of the package, in a fixed order (the benchmarks' and tools' too: a
    console message is a message wherever it is written)."""
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def _qt_tool(name: str) -> str:
    """The path of one of the Qt tools the PySide6 wheel carries (``lupdate``, ``lrelease``)."""
    import PySide6

    beside = Path(PySide6.__file__).resolve().parent / name
    if beside.is_file():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(
            f"error: neither {beside} nor pyside6-{name} on PATH: is PySide6 installed?"
        )
    return found


def read_catalogue(path: Path) -> list[Message]:
    """The messages of the ``.ts`` file ``path``, in its order."""
    messages: list[Message] = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for node in context.iter("message"):
            translation = node.find("translation")
            plural = node.get("numerus") == "yes"
            if translation is None:
                forms: list[str] = []
                kind = "unfinished"
            else:
                kind = translation.get("type") or ""
                if plural:
                    forms = [f.text or "" for f in translation.iter("numerusform")]
                else:
                    forms = [translation.text or ""]
            messages.append(
                Message(
                    context=name,
                    source=node.findtext("source") or "",
                    disambiguation=node.findtext("comment") or "",
                    extracomment=node.findtext("extracomment") or "",
                    plural=plural,
                    forms=forms,
                    finished=kind not in ("unfinished", "obsolete", "vanished")
                    and bool(forms)
                    and all(forms),
                )
            )
    return messages


def catalogue_language(path: Path) -> str:
    """The language code of the ``.ts`` file ``path`` ("fr" for ``language="fr_FR"``)."""
    return (ET.parse(path).getroot().get("language") or "").replace("-", "_").split("_")[0]


def write_catalogue(path: Path, code: str, messages: Iterable[Message]) -> None:
    root = ET.Element("TS", version="2.1", language=QT_LANGUAGE_NAMES[code])
    root.set("sourcelanguage", QT_LANGUAGE_NAMES[SOURCE_LANGUAGE])
    by_context: dict[str, list[Message]] = {}
    for message in messages:
        by_context.setdefault(message.context, []).append(message)
    for name in sorted(by_context):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for message in by_context[name]:
            node = ET.SubElement(context, "message")
            if message.plural:
                node.set("numerus", "yes")
            ET.SubElement(node, "source").text = message.source
            if message.disambiguation:
                ET.SubElement(node, "comment").text = message.disambiguation
            if message.extracomment:
                ET.SubElement(node, "extracomment").text = message.extracomment
            translation = ET.SubElement(node, "translation")
            if not message.finished:
                translation.set("type", "unfinished")
            if message.plural:
                for form in message.forms or ["", ""]:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = message.forms[0] if message.forms else ""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode", short_empty_elements=False)
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', "utf-8")


def extracted_messages(files: Sequence[Path] | None = None) -> list[Message]:
    """What ``pyside6-lupdate`` finds in ``files`` (the whole package when not given), in
    lupdate's order (by context, then as written)."""
    files = source_files() if files is None else files
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "piquet_fr.ts"
        # A list file rather than the command line: the package has hundreds of files.
        listing = Path(tmp) / "files.lst"
        listing.write_text("\n".join(str(f) for f in files) + "\n", "utf-8")
        subprocess.run(
            [
                _qt_tool("lupdate"),
                f"@{listing}",
                "-no-obsolete",
                "-locations",
                "none",
                "-silent",
                "-ts",
                str(out),
            ],
            check=True,
        )
        found = read_catalogue(out)
    for message in found:
        message.plural = "%n" in message.source
        message.forms = []
        message.finished = False
    return found


def update(
    imports: Sequence[Path] = (),
    folder: Path = FOLDER,
    fresh: Sequence[Message] | None = None,
) -> dict[str, tuple[int, int]]:
    """Rewrite every language's catalogue from the source (see the module's notes): from
    ``fresh`` when given (the messages as extracted), else from what lupdate finds.

    Returns, for each language, (messages, of which unfinished)."""
    fresh = extracted_messages() if fresh is None else fresh
    imported = {path: (catalogue_language(path), read_catalogue(path)) for path in imports}
    report: dict[str, tuple[int, int]] = {}
    folder.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        path = catalogue_path(code, folder)
        known = {
            m.key: m
            for language, messages in imported.values()
            if language == code
            for m in messages
            if m.finished
        }
        if path.is_file():
            known.update({m.key: m for m in read_catalogue(path) if m.finished or m.forms})
        wanted = [m for m in fresh if m.plural] if code == SOURCE_LANGUAGE else fresh
        messages = [_carried(m, known.get(m.key)) for m in wanted]
        write_catalogue(path, code, messages)
        report[code] = (len(messages), sum(not m.finished for m in messages))
    return report


def _carried(new: Message, old: Message | None) -> Message:
    """``new`` with ``old``'s translation, where it has one of the same shape (plural or not)."""
    if old is None or old.plural != new.plural or not old.forms:
        return new
    return Message(
        new.context,
        new.source,
        new.disambiguation,
        new.extracomment,
        new.plural,
        list(old.forms),
        old.finished and all(old.forms),
    )


def unfinished(code: str, folder: Path = FOLDER) -> list[Message]:
    return [m for m in read_catalogue(catalogue_path(code, folder)) if not m.finished]


def build(out: Path | None = None, folder: Path = FOLDER) -> list[Path]:
    """Compile every catalogue into ``piquet_<lang>.qm`` in ``out`` (beside it when not given).

    Each is written beside its place and then renamed over it: Qt maps a loaded ``.qm`` into
    memory, and a file rewritten in place under a running app changes beneath it (the trial
    saw every French plural take its singular form, "8 levée", until the app restarted); a
    renamed file leaves the running app the one it loaded."""
    built = []
    for code in LANGUAGES:
        source = catalogue_path(code, folder)
        target = (out or folder) / f"piquet_{code}.qm"
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.stem}.building.qm")
        try:
            subprocess.run(
                [_qt_tool("lrelease"), "-silent", str(source), "-qm", str(partial)], check=True
            )
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
        built.append(target)
    return built


def unextractable_calls(path: Path) -> list[tuple[int, str]]:
    """The calls in ``path`` whose text would not reach a catalogue, as (line, why).

    lupdate silently drops or garbles what it cannot read, so this flags: a ``QT_TRANSLATE_NOOP``
    whose context or text is not a plain string literal; a ``translate`` whose context is not one,
    whose text is neither a literal nor a plain value (a name, attribute or item: a text marked
    where it was written) or whose disambiguation is not a literal (an f-string is extracted with
    its braces and never found again); any call of these inside an f-string (lupdate does not look
    there); and any ``self.tr`` (PySide looks it up under the instance's class, lupdate under the
    class that wrote it). An empty list means every text in the file can be translated."""
    tree = ast.parse(path.read_text("utf-8"), str(path))
    inside_fstrings = {
        id(call)
        for fstring in ast.walk(tree)
        if isinstance(fstring, ast.JoinedStr)
        for call in ast.walk(fstring)
        if isinstance(call, ast.Call)
    }
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "tr":
            found.append((node.lineno, "self.tr: use translate(context, text)"))
            continue
        kind = _translation_call(func)
        if kind is None:
            continue
        if id(node) in inside_fstrings:
            found.append((node.lineno, f"{kind} inside an f-string: lupdate does not see it"))
            continue
        why = _unreadable_arguments(kind, node)
        if why:
            found.append((node.lineno, why))
    return sorted(found)


def _translation_call(func: ast.expr) -> str | None:
    """ "translate" or "QT_TRANSLATE_NOOP" when ``func`` names one of them, else None."""
    if isinstance(func, ast.Name) and func.id in TRANSLATE_FUNCTIONS:
        return func.id
    if (
        isinstance(func, ast.Attribute)
        and func.attr in TRANSLATE_FUNCTIONS
        and isinstance(func.value, ast.Name)
        and func.value.id in ("QCoreApplication", "translation")
    ):
        return func.attr
    return None


def _unreadable_arguments(kind: str, call: ast.Call) -> str | None:
    args = call.args
    if len(args) < 2 or any(
        k.arg in ("context", "text", "disambiguation", "n") for k in call.keywords
    ):
        return "give the context and the text (and any disambiguation) by position"
    if not _is_text(args[0], may_be_none=False):
        return "the context must be a string literal"
    if kind == "QT_TRANSLATE_NOOP":
        return None if _is_text(args[1], may_be_none=False) else "the text must be a string literal"
    if len(args) > 2 and not _is_text(args[2], may_be_none=True):
        return "the disambiguation must be a string literal"
    if len(args) > 3 and not isinstance(args[3], ast.Name | ast.Constant):
        # lupdate drops the whole message when the count is an expression (len(x), a.b).
        return "the count must be a plain name or a number (count = len(x) first)"
    if _is_text(args[1], may_be_none=False):
        return None
    if isinstance(args[1], ast.Name | ast.Attribute | ast.Subscript):
        # A value marked where it was written; a disambiguation would not match its mark.
        if len(args) > 2 and not (isinstance(args[2], ast.Constant) and args[2].value is None):
            return "a marked value (QT_TRANSLATE_NOOP) has no disambiguation"
        return None
    return "the text must be a string literal or a value marked with QT_TRANSLATE_NOOP"


def _is_text(node: ast.expr, may_be_none: bool) -> bool:
    return isinstance(node, ast.Constant) and (
        isinstance(node.value, str) or (may_be_none and node.value is None)
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.tools.translations",
        description="Update, compile or check the translation catalogues.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    up = commands.add_parser("update", help="rewrite the .ts files from the source")
    up.add_argument(
        "--import",
        dest="imports",
        type=Path,
        nargs="*",
        default=[],
        help="take translations from these .ts files too",
    )
    out = commands.add_parser("build", help="compile the .ts files into .qm")
    out.add_argument("--out", type=Path, help="folder for the .qm files (default: beside them)")
    commands.add_parser("check", help="list unfinished messages; exit 1 if any")
    ns = parser.parse_args(argv)
    if ns.command == "update":
        for code, (total, todo) in update(ns.imports).items():
            print(f"{catalogue_path(code).name}: {total} messages, {todo} unfinished")
        return 0
    if ns.command == "build":
        for path in build(ns.out):
            print(f"built {path}")
        return 0
    missing = {code: unfinished(code) for code in LANGUAGES}
    for code, messages in missing.items():
        for m in messages:
            print(f"{code}: [{m.context}] {m.source!r}")
    return 1 if any(missing.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
