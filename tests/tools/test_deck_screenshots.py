"""The deck screenshots tool writes a picture of each style and of the Preferences."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from piquet_desktop.tools.deck_screenshots import STYLES, take_deck_screenshots


@pytest.mark.slow
def test_the_tool_saves_each_style_and_the_preferences(tmp_path: Path) -> None:
    written = take_deck_screenshots(tmp_path, "en")
    names = {p.name for p in written}
    assert names == {name for name, *_ in STYLES["en"]} | {"preferences-decks-en.png"}
    for path in written:
        assert not QImage(str(path)).isNull(), path.name
