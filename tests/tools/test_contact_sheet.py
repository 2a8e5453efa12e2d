"""The contact sheet tool draws the whole pack as the app does, and reports Qt's complaints."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from piquet_desktop.tools import contact_sheet


def test_the_contact_sheet_script_renders_the_pack_without_qt_messages(
    qapp: QApplication, tmp_path: Path
) -> None:
    out = tmp_path / "sheet.png"
    assert contact_sheet.main([str(out), "--widths", "30"]) == 0
    sheet = QImage(str(out))
    assert not sheet.isNull()
    assert sheet.width() > 10 * 30
