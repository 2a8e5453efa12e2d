"""The smoke test's check of the translation catalogues a bundle carries."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from packaging_tools import load_tool

from piquet_desktop.tools import translations
from piquet_desktop.tools.translations import Message

smoke = load_tool("smoke_test")

QT_TRANSLATIONS = Path(__import__("PySide6").__file__).parent / "Qt" / "translations"


def _sources(tmp_path: Path, french: str = "Nouvelle partie") -> Path:
    """Catalogues of one finished message (and one English plural), as tools/translations
    writes them."""
    folder = tmp_path / "ts"
    folder.mkdir(exist_ok=True)
    translations.write_catalogue(
        translations.catalogue_path("fr", folder),
        "fr",
        [Message("Menus", "New Partie", forms=[french], finished=True)],
    )
    translations.write_catalogue(
        translations.catalogue_path("en", folder),
        "en",
        [Message("Hands", "%n card(s)", plural=True, forms=["%n card", "%n cards"], finished=True)],
    )
    return folder


def _bundle(tmp_path: Path, sources: Path) -> Path:
    """A bundle's folders as the spec lays them out: the catalogues compiled, Qt's French."""
    bundle = tmp_path / "bundle"
    translations.build(bundle / smoke.APP_CATALOGUES, sources)
    qt = bundle / smoke.QT_CATALOGUES
    qt.mkdir(parents=True, exist_ok=True)
    for name in ("qt_fr.qm", "qtbase_fr.qm"):
        shutil.copyfile(QT_TRANSLATIONS / name, qt / name)
    return bundle


def test_a_bundle_with_every_catalogue_passes(tmp_path: Path) -> None:
    sources = _sources(tmp_path)

    said = smoke.check_catalogues(_bundle(tmp_path, sources), sources)

    assert said.startswith("catalogues: en, fr compiled; 1 French messages read back;")
    assert "qtbase_fr.qm" in said


def test_a_missing_compiled_catalogue_fails(tmp_path: Path) -> None:
    sources = _sources(tmp_path)
    bundle = _bundle(tmp_path, sources)
    (bundle / smoke.APP_CATALOGUES / "piquet_fr.qm").unlink()

    with pytest.raises(smoke.SmokeFailure, match=r"no compiled catalogue for \['fr'\]"):
        smoke.check_catalogues(bundle, sources)


def test_qt_catalogues_of_other_languages_fail(tmp_path: Path) -> None:
    sources = _sources(tmp_path)
    bundle = _bundle(tmp_path, sources)
    shutil.copyfile(QT_TRANSLATIONS / "qtbase_de.qm", bundle / smoke.QT_CATALOGUES / "qtbase_de.qm")

    with pytest.raises(smoke.SmokeFailure, match=r"qtbase_de\.qm"):
        smoke.check_catalogues(bundle, sources)


def test_a_catalogue_compiled_before_the_last_translation_fails(tmp_path: Path) -> None:
    bundle = _bundle(tmp_path, _sources(tmp_path, "Nouvelle Partie"))
    sources = _sources(tmp_path, "Nouvelle partie")  # corrected after the bundle was built

    with pytest.raises(smoke.SmokeFailure, match="1 French messages differ"):
        smoke.check_catalogues(bundle, sources)


def test_an_english_catalogue_under_the_french_name_fails(tmp_path: Path) -> None:
    sources = _sources(tmp_path)
    bundle = _bundle(tmp_path, sources)
    folder = bundle / smoke.APP_CATALOGUES
    shutil.copyfile(folder / "piquet_en.qm", folder / "piquet_fr.qm")

    with pytest.raises(smoke.SmokeFailure, match="is in 'en_GB'"):
        smoke.check_catalogues(bundle, sources)
