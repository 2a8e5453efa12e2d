"""UI tests never touch the user's real data or preferences.

Every test gets its own app-data folder (the autosave) and settings folder through the
environment variables the controller reads, so windows made here start from defaults and leave
nothing behind in the home folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("PIQUET_DATA_DIR", str(data))
    monkeypatch.setenv("PIQUET_SETTINGS_DIR", str(tmp_path / "settings"))
    return data
