"""Shared test set-up.

Qt picks its platform plugin when the first ``QApplication`` is made, and CI has no display, so
the offscreen platform is chosen here, at import time, before pytest-qt or any test imports Qt.
``setdefault`` lets a developer run the UI tests on a real screen with ``QT_QPA_PLATFORM=xcb``.

No test touches the user's real data or preferences: every test gets its own app-data folder (the
autosave) and settings folder through the environment variables the app reads, so windows and
controllers start from defaults, leave nothing in the home folder, and cannot see each other's
files.
"""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's own app-data folder (not created: the app makes it when it first saves)."""
    data = tmp_path / "data"
    monkeypatch.setenv("PIQUET_DATA_DIR", str(data))
    monkeypatch.setenv("PIQUET_SETTINGS_DIR", str(tmp_path / "settings"))
    return data
