"""Shared test set-up.

Qt picks its platform plugin when the first ``QApplication`` is made, and CI has no display, so
the offscreen platform is chosen here, at import time, before pytest-qt or any test imports Qt.
``setdefault`` lets a developer run the UI tests on a real screen with ``QT_QPA_PLATFORM=xcb``.

The real-window tests (tests/real_window) need a real X display, and a process has one platform
for its whole life, so they are collected only in a process that says it runs on one with
``PIQUET_REAL_WINDOW=1`` (xcb is then the default platform). Anywhere else they are left out, and
tests/ui/test_real_window.py runs them in such a process, under Xvfb and a window manager.

No test touches the user's real data or preferences: every test gets its own app-data folder (the
autosave) and settings folder through the environment variables the app reads, so windows and
controllers start from defaults, leave nothing in the home folder, and cannot see each other's
files.
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

REAL_WINDOW = os.environ.get("PIQUET_REAL_WINDOW") == "1"
"""This process draws real windows on an X display: it runs tests/real_window (and only it may)."""

os.environ.setdefault("QT_QPA_PLATFORM", "xcb" if REAL_WINDOW else "offscreen")
os.environ.setdefault("PIQUET_SOUND", "off")  # tests are silent (ui/sound_output.py)

REAL_WINDOW_TESTS = Path(__file__).parent / "real_window"


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Leave the real-window tests out of a process without a real display."""
    if not REAL_WINDOW and collection_path == REAL_WINDOW_TESTS:
        return True
    return None


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's own app-data folder (not created: the app makes it when it first saves)."""
    data = tmp_path / "data"
    monkeypatch.setenv("PIQUET_DATA_DIR", str(data))
    monkeypatch.setenv("PIQUET_SETTINGS_DIR", str(tmp_path / "settings"))
    return data


@pytest.fixture(scope="session")
def catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The translation catalogues compiled from the checkout's .ts files for this run, so that a
    test never reads .qm files left stale by an earlier build."""
    from piquet_desktop.tools import translations

    folder = tmp_path_factory.mktemp("catalogues")
    translations.build(out=folder)
    return folder


@pytest.fixture(autouse=True, scope="session")
def english(catalogues: Path) -> None:
    """Every test speaks English (the app's words as written) unless it asks for ``french``."""
    from piquet_desktop import translation

    translation.install("en", catalogues)


@pytest.fixture
def french(catalogues: Path) -> Iterator[None]:
    """The test runs in French (the app's and Qt's own words); English again afterwards."""
    from piquet_desktop import translation

    translation.install("fr", catalogues)
    translation.install_qt_translations("fr")
    yield
    translation.install("en", catalogues)
    translation.install_qt_translations("en")
