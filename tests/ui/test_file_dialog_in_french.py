"""Qt's own file dialog in French: its catalogue, shipped with PySide6, lacks a few texts Qt 6
changed ("&Look in:", "Files of &type:") and its list's file types; the app gives them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from piquet_desktop.translation import QT_GAPS

pytestmark = pytest.mark.usefixtures("french")


def test_the_file_dialog_speaks_french_in_every_label(qtbot: QtBot) -> None:
    dialog = QFileDialog(None, "Enregistrer")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Voir dans\u00a0:"
    assert labels["fileTypeLabel"] == "Fichiers de &type\u00a0:"
    assert labels["fileNameLabel"] == "&Nom de fichier\u00a0:"  # Qt's own, still answered


def test_every_gap_is_answered_in_french_and_nothing_else_is_touched() -> None:
    for context, source in QT_GAPS:
        assert QCoreApplication.translate(context, source) != source
    assert QCoreApplication.translate("QFileDialog", "Back") == "Précédent"
    assert QCoreApplication.translate("QFileDialog", "No such text") == "No such text"
