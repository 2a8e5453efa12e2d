"""The dialog pictures: one PNG of every dialog and window in the language asked for, private
folders put back afterwards, and an exit status that says whether any text is cut."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from piquet_desktop import translation
from piquet_desktop.tools import dialog_screenshots


def test_the_tool_saves_every_dialog_and_puts_the_folders_back(
    qapp: QApplication, tmp_path: Path, catalogues: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folders = (os.environ["PIQUET_DATA_DIR"], os.environ["PIQUET_SETTINGS_DIR"])
    out = tmp_path / "shots"
    try:
        status = dialog_screenshots.main(["--language", "en", "--out", str(out), "--dialogs-only"])
    finally:
        translation.install("en", catalogues)
    assert status == 0, capsys.readouterr().err
    for name in dialog_screenshots.SCENE_NAMES:
        assert not QImage(str(out / f"{name}.png")).isNull(), name
    assert (os.environ["PIQUET_DATA_DIR"], os.environ["PIQUET_SETTINGS_DIR"]) == folders


def test_the_tool_reports_each_text_cut_by_picture(
    qapp: QApplication, tmp_path: Path, catalogues: Path
) -> None:
    def squeezed(app: QApplication, window: object, visit: dialog_screenshots.Visit) -> None:
        from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

        dialog = QDialog()
        label = QLabel("Un changement de langue prend effet au prochain démarrage.")
        label.setFixedWidth(50)
        QVBoxLayout(dialog).addWidget(label)
        dialog.show()
        visit("squeezed", dialog)
        dialog.close()

    try:
        written, problems = dialog_screenshots.take_dialog_screenshots(
            tmp_path, "en", window_moments=False, scenes=(squeezed,)
        )
    finally:
        translation.install("en", catalogues)
    assert written == [tmp_path / "squeezed.png"]
    (problem,) = problems["squeezed"]
    assert problem.startswith("QLabel 'Un changement de langue")
