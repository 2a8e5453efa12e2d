"""Controller tests never touch the user's real data or preferences.

Every test gets its own app-data folder (the autosave) and settings folder through the
environment variables the controller reads, so a test run leaves nothing in the home folder and
tests cannot see each other's files.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from piquet_desktop.controller.game_controller import GameController


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("PIQUET_DATA_DIR", str(data))
    monkeypatch.setenv("PIQUET_SETTINGS_DIR", str(tmp_path / "settings"))
    return data


@pytest.fixture
def controller(qapp: object) -> Iterator[GameController]:
    """A controller with its worker shut down at the end, so no thread outlives the test."""
    game = GameController()
    yield game
    game.shutdown()
