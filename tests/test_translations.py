"""The translation catalogues: complete, in step with the source, and read back as written.

Every user-visible text goes through ``translation.translate`` (or is marked with
``QT_TRANSLATE_NOOP``); these tests hold the French catalogue to having every such text, with the
same fields, and the English one to having every plural. docs/TRANSLATION.md is the guide.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet_desktop import translation
from piquet_desktop.tools import translations

FIELD = re.compile(r"\{[a-z_][a-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")


@pytest.fixture(scope="module")
def extracted() -> list[translations.Message]:
    return translations.extracted_messages()


def test_every_translated_text_in_the_source_can_be_extracted() -> None:
    found = {
        f"{path.relative_to(translations.ROOT)}:{line}: {why}"
        for path in translations.source_files()
        for line, why in translations.unextractable_calls(path)
    }
    assert not found


def test_the_extraction_check_catches_what_lupdate_would_drop(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "translate('Ctx', 'fine')\n"
        "translate('Ctx', f'{x} cards')\n"
        "translate(CONTEXT, 'text')\n"
        "QT_TRANSLATE_NOOP('Ctx', name)\n"
        "self.tr('text')\n"
        "painter.translate(0, 10)\n"
        "translate('Ctx', '%n card(s)', None, len(cards))\n"
        "translate('Ctx', LABELS[kind])\n"
        "f\"{translate('Ctx', 'hidden')}\"\n"
        "translate('Ctx', 'a' + name)\n"
        "translation.translate('Ctx', label, 'a comment')\n"
        "translate('Ctx', text=label)\n"
        "translate('Ctx', '%n card(s)', None, count)\n"
        "translate('Ctx', '%n card(s)', None, self.count)\n"
        "translate('Ctx', '%n card(s)', n=count)\n",
        "utf-8",
    )
    flagged = [line for line, _ in translations.unextractable_calls(source)]
    assert flagged == [2, 3, 4, 5, 7, 9, 10, 11, 12, 14, 15]


@pytest.mark.parametrize("code", sorted(translation.LANGUAGES))
def test_each_catalogue_holds_exactly_the_messages_of_the_source(
    code: str, extracted: list[translations.Message]
) -> None:
    wanted = {m.key for m in extracted if code != translation.SOURCE_LANGUAGE or m.plural}
    held = {m.key for m in translations.read_catalogue(translations.catalogue_path(code))}
    assert sorted(wanted - held) == [], "run: python -m piquet_desktop.tools.translations update"
    assert sorted(held - wanted) == [], "run: python -m piquet_desktop.tools.translations update"


@pytest.mark.parametrize("code", sorted(translation.LANGUAGES))
def test_no_message_is_left_untranslated(code: str) -> None:
    left = [f"[{m.context}] {m.source}" for m in translations.unfinished(code)]
    assert left == []


@pytest.mark.parametrize("code", sorted(translation.LANGUAGES))
def test_every_translation_keeps_the_fields_count_and_markup_of_its_source(code: str) -> None:
    wrong = []
    for m in translations.read_catalogue(translations.catalogue_path(code)):
        for form in m.forms:
            # a field may be used twice in one language and once in the other
            same_fields = set(FIELD.findall(form)) == set(FIELD.findall(m.source))
            same_count = ("%n" in form) == ("%n" in m.source)
            same_tags = sorted(TAG.findall(form)) == sorted(TAG.findall(m.source))
            if not (same_fields and same_count and same_tags):
                wrong.append(f"[{m.context}] {m.source!r} -> {form!r}")
    assert wrong == []


@pytest.mark.parametrize("code", sorted(translation.LANGUAGES))
def test_plural_messages_have_both_forms_of_the_language(code: str) -> None:
    plurals = [
        m for m in translations.read_catalogue(translations.catalogue_path(code)) if m.plural
    ]
    assert all(len(m.forms) == 2 for m in plurals)
    assert all("%n" in m.source for m in plurals)


def _catalogues(folder: Path) -> Path:
    """A two-language catalogue of three messages, compiled into ``folder``."""
    texts = {
        "fr": ("Bonjour {name}", ["%n carte", "%n cartes"]),
        "en": (None, ["%n card", "%n cards"]),
    }
    for code, (hello, forms) in texts.items():
        messages = [
            translations.Message("Probe", "%n card(s)", plural=True, forms=forms, finished=True)
        ]
        if hello:
            messages.append(
                translations.Message("Probe", "Hello {name}", forms=[hello], finished=True)
            )
        translations.write_catalogue(translations.catalogue_path(code, folder), code, messages)
    translations.build(folder=folder)
    return folder


def test_french_plurals_count_zero_and_one_as_singular(tmp_path: Path, catalogues: Path) -> None:
    folder = _catalogues(tmp_path)
    try:
        assert translation.install("fr", folder) == "fr"
        counted = [translation.translate("Probe", "%n card(s)", None, n) for n in (0, 1, 2)]
        assert counted == ["0 carte", "1 carte", "2 cartes"]
        assert translation.translate("Probe", "Hello {name}").format(name="Anne") == "Bonjour Anne"
        assert translation.translate("Probe", "Not in the catalogue") == "Not in the catalogue"
        assert translation.install("en", folder) == "en"
        counted = [translation.translate("Probe", "%n card(s)", None, n) for n in (0, 1, 2)]
        assert counted == ["0 cards", "1 card", "2 cards"]
    finally:
        translation.install("en", catalogues)


def test_building_again_leaves_a_running_app_the_catalogue_it_loaded(
    tmp_path: Path, catalogues: Path
) -> None:
    """Qt maps a loaded ``.qm`` into memory: a build that rewrote it in place changed it under
    the running app (every French plural in its singular form until a restart). The build
    renames a new file over the old one, so the app keeps reading what it loaded."""
    folder = _catalogues(tmp_path)
    try:
        assert translation.install("fr", folder) == "fr"
        loaded = (folder / "piquet_fr.qm").stat().st_ino
        translations.build(folder=folder)
        assert (folder / "piquet_fr.qm").stat().st_ino != loaded
        counted = [translation.translate("Probe", "%n card(s)", None, n) for n in (1, 2, 8)]
        assert counted == ["1 carte", "2 cartes", "8 cartes"]
        assert sorted(p.name for p in folder.glob("*.qm")) == ["piquet_en.qm", "piquet_fr.qm"]
    finally:
        translation.install("en", catalogues)


def test_a_missing_catalogue_leaves_the_app_in_english(tmp_path: Path, catalogues: Path) -> None:
    try:
        assert translation.install("fr", tmp_path) == "en"
        assert translation.current_language() == "en"
        assert translation.translate("Probe", "%n card(s)", None, 1) == "1 card"
        assert translation.translate("Probe", "%n trick(s)", None, 2) == "2 tricks"
    finally:
        translation.install("en", catalogues)


@pytest.mark.parametrize(
    ("choice", "system", "spoken"),
    [
        ("fr", ["en-US"], "fr"),
        ("en", ["fr-FR"], "en"),
        ("system", ["fr-CA", "en-CA"], "fr"),
        ("system", ["de-DE", "en-GB"], "en"),
        ("system", ["de_DE", "fr_BE"], "fr"),
        ("system", ["de-DE"], "en"),
        ("system", [], "en"),
        ("klingon", ["fr-FR"], "fr"),
    ],
)
def test_the_language_follows_the_choice_then_the_system_then_english(
    choice: str, system: list[str], spoken: str
) -> None:
    assert translation.resolve_language(choice, system) == spoken


def test_numbers_are_written_as_each_language_writes_them(tmp_path: Path, catalogues: Path) -> None:
    try:
        assert translation.number(1234.5, 1) == "1,234.5"
        assert translation.number(2.25, 2, sign=True) == "+2.25"
        assert translation.install("fr", _catalogues(tmp_path)) == "fr"
        assert translation.number(1234.5, 1) == "1\u202f234,5"
        assert translation.number(-0.5, 1) == "-0,5"
    finally:
        translation.install("en", catalogues)


def test_update_keeps_translations_and_imports_each_language_from_its_own_file(
    tmp_path: Path,
) -> None:
    kept = translations.Message("Ctx", "Kept", forms=["Gardé"], finished=True)
    imported = translations.Message("Ctx", "Imported", forms=["Importé"], finished=True)
    translations.write_catalogue(translations.catalogue_path("fr", tmp_path), "fr", [kept])
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    french_plural = translations.Message(
        "Ctx", "%n card(s)", plural=True, forms=["%n carte", "%n cartes"], finished=True
    )
    english_plural = translations.Message(
        "Ctx", "%n card(s)", plural=True, forms=["%n card", "%n cards"], finished=True
    )
    translations.write_catalogue(theirs / "a.ts", "fr", [imported, french_plural])
    translations.write_catalogue(theirs / "b.ts", "en", [english_plural])
    fresh = [
        translations.Message("Ctx", "Kept"),
        translations.Message("Ctx", "Imported"),
        translations.Message("Ctx", "%n card(s)", plural=True),
        translations.Message("Ctx", "New"),
    ]
    report = translations.update([theirs / "a.ts", theirs / "b.ts"], tmp_path, fresh)
    assert report == {"en": (1, 0), "fr": (4, 1)}
    french = {m.source: m for m in translations.read_catalogue(tmp_path / "piquet_fr.ts")}
    assert french["Kept"].forms == ["Gardé"] and french["Imported"].forms == ["Importé"]
    assert french["%n card(s)"].forms == ["%n carte", "%n cartes"]
    assert not french["New"].finished
    english = translations.read_catalogue(tmp_path / "piquet_en.ts")
    assert [m.forms for m in english] == [["%n card", "%n cards"]]
