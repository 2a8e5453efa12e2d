"""Nothing heavy is loaded before the window is on screen (docs/PERFORMANCE.md, "Start-up").

numpy (and its OpenBLAS) and pyqtgraph serve the Statistics window only, the review's code the
deal summary's Review and the replay's, the solver's tables a search: the first window needs
none of them, and each costs start-up time and resident memory in every run of the app. A fresh
interpreter (this one has imported everything the other tests use) imports the window module,
then shows the window and deals a partie, and says what it has loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

HEAVY = ("numpy", "pyqtgraph", "piquet_desktop.ai.review", "piquet_desktop.ui.statistics_window")

_CHILD = """
import json, sys
heavy = %r

def loaded():
    return sorted(m for m in sys.modules if m.startswith(heavy))

import piquet_desktop.ui.main_window
after_import = loaded()

from PySide6.QtWidgets import QApplication
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui.main_window import MainWindow
from piquet_desktop.ai import solver

app = QApplication(sys.argv[:1])
settings = AppSettings()
settings.animation_speed = 0.0
window = MainWindow(settings, autosave_enabled=False)
window.show()
window.start(deal=True)
for _ in range(20):
    app.processEvents()
shown = loaded()
tables = len(solver._TABLES)
window.controller.shutdown()
print(json.dumps({"import": after_import, "shown": shown, "tables": tables}))
"""


def _loaded_by_the_first_window(tmp: Path) -> dict[str, object]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        PIQUET_DATA_DIR=str(tmp / "data"),
        PIQUET_SETTINGS_DIR=str(tmp / "settings"),
    )
    result = subprocess.run(
        [sys.executable, "-c", _CHILD % (HEAVY,)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    out: dict[str, object] = json.loads(result.stdout.splitlines()[-1])
    return out


@pytest.mark.slow
def test_the_window_module_and_the_first_window_load_no_numpy_pyqtgraph_or_review(
    tmp_path: Path,
) -> None:
    loaded = _loaded_by_the_first_window(tmp_path)

    assert loaded["import"] == []
    assert loaded["shown"] == []
    assert loaded["tables"] == 0  # the solver's tables: built by a search, in the AI worker
