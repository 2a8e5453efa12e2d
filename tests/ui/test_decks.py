"""The decks, backs and felts: the French-index courts and the extra backs as files, their choice
in the settings and the Preferences, and the table drawing what was chosen."""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from windows import shown_window

from piquet_desktop import resources
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.cards import card_str, pack, parse_card
from piquet_desktop.tools.make_card_art import BACKS as MADE_BACKS
from piquet_desktop.tools.make_card_art import french_face, main
from piquet_desktop.ui.card_images import BACK, BACKS, FACES, CardImages, card_file_name
from piquet_desktop.ui.card_style import faces_for
from piquet_desktop.ui.dialogs.preferences_dialog import Preferences, PreferencesDialog
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ui.table.felts import FELTS, felt_colours

CARDS = resources.resource_path("cards/LICENSE.txt").parent
COURTS = [f"{rank}{suit}" for rank in "KQJ" for suit in "SHDC"]


def _image(images: CardImages, card: int | None, width: int = 120) -> QImage:
    return images.pixmap(card, width).toImage()


def test_the_french_deck_has_its_own_courts_and_shares_every_other_card() -> None:
    assert {p.stem for p in (CARDS / "fr").glob("*.svg")} == set(COURTS)
    assert {p.stem for p in (CARDS / "backs").glob("*.svg")} == set(BACKS) - {"red"}
    for card in pack(36):
        name = card_str(card)
        french = card_file_name(card, "french")
        assert french == (f"cards/fr/{name}.svg" if name in COURTS else f"cards/{name}.svg")
    assert card_file_name(BACK, back="blue") == "cards/backs/blue.svg"
    assert card_file_name(BACK, "french", "red") == "cards/back.svg"
    with pytest.raises(ValueError, match="no such deck"):
        card_file_name(BACK, "german")
    with pytest.raises(ValueError, match="no such back"):
        card_file_name(BACK, back="plaid")


def test_the_french_courts_differ_from_the_english_only_in_their_corner_letter() -> None:
    for name in COURTS:
        english = (CARDS / f"{name}.svg").read_text(encoding="utf-8")
        french = (CARDS / "fr" / f"{name}.svg").read_text(encoding="utf-8")
        assert french == french_face(english), f"fr/{name}.svg is not what make_card_art makes"
        english_paths = [e.get("d") for e in ElementTree.fromstring(english).iter()]
        french_paths = [e.get("d") for e in ElementTree.fromstring(french).iter()]
        assert len(english_paths) == len(french_paths), name
        pairs = zip(english_paths, french_paths, strict=True)
        assert sum(a != b for a, b in pairs) == 1, name
        assert "Adrian Kennard" in french and "make_card_art.py" in french


def test_the_script_remakes_the_committed_files(tmp_path: Path) -> None:
    assert main([str(tmp_path)]) == 0
    for made in [*tmp_path.glob("fr/*.svg"), *tmp_path.glob("backs/*.svg")]:
        relative = made.relative_to(tmp_path)
        assert made.read_bytes() == (CARDS / relative).read_bytes(), relative
    assert set(MADE_BACKS) == set(BACKS) - {"red"}


def test_the_new_files_draw_without_a_warning_text_or_symbol(qapp: QApplication) -> None:
    messages: list[str] = []

    def collect(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        messages.append(f"{kind.name} {message}")

    previous = qInstallMessageHandler(collect)
    try:
        for faces in FACES:
            for back in BACKS:
                images = CardImages(faces=faces, back=back)
                for card in (*pack(36), BACK):
                    images.pixmap(card, 24)
    finally:
        qInstallMessageHandler(previous)
    assert messages == []
    for path in [*CARDS.glob("fr/*.svg"), *CARDS.glob("backs/*.svg")]:
        root = ElementTree.fromstring(path.read_bytes())
        tags = {e.tag.rsplit("}", 1)[-1] for e in root.iter()}
        assert not tags & {"symbol", "text", "image"}, path.name
        values = " ".join(v for e in root.iter() for k, v in e.attrib.items() if k != "xmlns")
        assert "http" not in values and "www." not in values, path.name


def test_a_court_changes_with_the_deck_and_a_back_with_the_back(qapp: QApplication) -> None:
    images = CardImages()
    king, seven = parse_card("KH"), parse_card("7H")
    english_king, english_seven, red = (_image(images, c) for c in (king, seven, BACK))
    assert images.set_style("french", "blue") and not images.set_style("french", "blue")
    assert (images.faces, images.back) == ("french", "blue")
    assert _image(images, king) != english_king
    assert _image(images, seven) == english_seven  # only the courts' letters differ
    assert _image(images, BACK) != red
    backs = set()
    for back in BACKS:
        images.set_style("english", back)
        image = _image(images, BACK, 60)
        backs.add(bytes(image.constBits()))
    assert len(backs) == len(BACKS)


def test_every_back_shows_its_pattern_at_the_size_of_a_pile(qapp: QApplication) -> None:
    # A pile's back is drawn about 60 px wide; its field must not come out as one flat colour.
    for back in BACKS:
        image = CardImages(back=back).pixmap(BACK, 60).toImage()
        field = [image.pixelColor(x, y).lightness() for x in range(15, 45) for y in range(25, 60)]
        assert statistics.pstdev(field) > 5, back


def test_as_the_language_means_french_letters_in_french_only() -> None:
    assert faces_for("language", "fr") == "french" and faces_for("language", "en") == "english"
    assert faces_for("english", "fr") == "english" and faces_for("french", "en") == "french"


def test_every_felt_has_a_light_and_a_dark_shade_the_ink_reads_on() -> None:
    for felt in FELTS:
        for theme in ("light", "dark"):
            colours = felt_colours(felt, theme)
            assert colours["felt_centre"].lightness() < 140, (felt, theme)  # light ink on it
    assert felt_colours("nonsense", "light") == felt_colours("baize", "light")


def test_the_preferences_offer_deck_back_and_felt_with_a_preview(qtbot: QtBot) -> None:
    chosen = Preferences(card_faces="french", card_back="green", felt="brown")
    dialog = PreferencesDialog(chosen)
    qtbot.addWidget(dialog)
    assert dialog.preferences() == chosen
    assert (dialog.preview.images.faces, dialog.preview.images.back) == ("french", "green")
    assert dialog.preview.felt == "brown"
    dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("burgundy"))
    dialog.faces_combo.setCurrentIndex(dialog.faces_combo.findData("english"))
    assert (dialog.preview.images.faces, dialog.preview.images.back) == ("english", "burgundy")
    dialog.defaults_button.click()
    assert dialog.preferences() == Preferences()
    for combo in (dialog.faces_combo, dialog.back_combo, dialog.felt_combo):
        assert combo.toolTip()


def test_the_preferences_say_when_the_deck_letters_are_not_the_texts(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences(card_faces="french"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    note = dialog.faces_note
    assert note.isVisible() and "(K, Q, J)" in note.text()  # the tests speak English
    height = dialog.height()
    for faces in ("english", "language"):
        dialog.faces_combo.setCurrentIndex(dialog.faces_combo.findData(faces))
        assert not note.isVisible(), faces
    assert dialog.height() == height  # the dialog keeps its place for the note


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot)


def test_the_table_draws_the_deck_back_and_felt_chosen(window: MainWindow) -> None:
    images = window.scene.card_images()
    assert (images.faces, images.back) == ("english", "red")  # the tests speak English
    window.settings.card_faces = "french"
    window.settings.card_back = "blue"
    window.settings.felt = "red"
    assert (images.faces, images.back) == ("french", "blue")
    drawn = window.table.grab().toImage()
    corner = drawn.pixelColor(5, 5)
    assert corner.red() > corner.green()  # the red felt, in the corner of the table
    again = AppSettings()
    assert (again.card_faces, again.card_back, again.felt) == ("french", "blue", "red")
