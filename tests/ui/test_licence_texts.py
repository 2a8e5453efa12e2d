"""The About box's licence texts: from the bundle, else the installed wheels, never failing."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from piquet_desktop.ui.dialogs.about_dialog import AboutDialog
from piquet_desktop.ui.dialogs.licence_texts import LICENCES, Licence, licence_text

LICENCE = Licence("Widgets", "Example Licence", ("widgets/LICENSE",), "https://example.org/licence")


def test_the_bundled_text_is_shown_before_the_installed_one(tmp_path: Path) -> None:
    (tmp_path / "widgets").mkdir()
    (tmp_path / "widgets/LICENSE").write_text("Bundled text\n", encoding="utf-8")

    assert licence_text(LICENCE, lambda: "Installed text", bundle=tmp_path) == "Bundled text\n"


def test_without_the_bundled_text_the_installed_one_is_shown(tmp_path: Path) -> None:
    assert licence_text(LICENCE, lambda: "Installed text", bundle=tmp_path) == "Installed text\n"


def test_a_missing_text_is_a_sentence_naming_the_licence_and_its_address(tmp_path: Path) -> None:
    text = licence_text(LICENCE, lambda: None, bundle=tmp_path)

    assert "Example Licence" in text and "https://example.org/licence" in text


def test_the_licences_tab_lists_each_shipped_component_with_its_full_text(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    labels = [dialog.licence_choice.itemText(i) for i in range(dialog.licence_choice.count())]

    for covers in ("Piquet Desktop", "Card art", "Qt, PySide6 and shiboken6", "Python", "numpy"):
        assert any(label.startswith(covers) for label in labels), covers
    assert "pyqtgraph: MIT" in labels
    texts = {label: str(dialog.licence_choice.itemData(i)) for i, label in enumerate(labels)}
    assert "Copyright (c) 2005-" in texts[labels[4]]  # numpy's own file, from its wheel
    assert "Luke Campagnola" in texts["pyqtgraph: MIT"]
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in texts[labels[3]]


def test_every_licence_has_a_bundle_path_and_an_address() -> None:
    for licence, _installed in LICENCES:
        assert licence.bundle_paths and not any(p.startswith("/") for p in licence.bundle_paths)
        assert licence.published_at.startswith("https://")
