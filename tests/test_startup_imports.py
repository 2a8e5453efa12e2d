"""Nothing heavy is loaded before the window is on screen (docs/PERFORMANCE.md, "Start-up").

numpy (and its OpenBLAS) and pyqtgraph serve the Statistics window only, the review's code the
deal summary's Review and the replay's, the levels' search code (the registry, the exchange
search, the sampler, the solver and its tables, the advice) the AI worker process, which makes
the opponent and the hint from their names, the Library window and the dialogs of the menus
(About, Preferences, the rules), the deal summary's sheet and the lesson's words only when they
open, the replay's bar and review strip and the lesson's panel only when a replay or the lesson
first shows them, jsonschema only for the practice wing's mined positions: the first window
needs none of them, and each costs start-up time and resident memory in every run of the app. A
fresh interpreter (this one has imported everything the other tests use) imports the window
module, then shows the window and deals a partie (or opens a saved one, as a player's start
does), and says what it has loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

HEAVY = (
    "numpy",
    "pyqtgraph",
    # a JSON Schema library: records are checked by engine/record_check, never by it
    "jsonschema",
    "piquet_desktop.ai.review",
    "piquet_desktop.ui.statistics_window",
    # the levels' search code: the opponent and the hint think in the AI worker process
    "piquet_desktop.ai.registry",
    "piquet_desktop.ai.levels",
    "piquet_desktop.ai.exchange",
    "piquet_desktop.ai.solver",
    "piquet_desktop.ai.inference",
    "piquet_desktop.ai.advice",
    "piquet_desktop.ai.parallel",
    "piquet_desktop.ai.cardplay",
    # windows and dialogs the player opens from the menus, made when first asked for
    "piquet_desktop.ui.library_window",
    "piquet_desktop.controller.csv_files",
    "piquet_desktop.ui.dialogs.about_dialog",
    "piquet_desktop.ui.dialogs.preferences_dialog",
    "piquet_desktop.ui.dialogs.rules_dialog",
    # the deal's summary sheet (made by the first summary), the lesson's words
    "piquet_desktop.ui.dialogs.deal_summary_dialog",
    "piquet_desktop.words.lesson",
    # the replay's bar, its review strip and controller (the first replay), the lesson's panel
    "piquet_desktop.ui.replay_bar",
    "piquet_desktop.ui.replay_review",
    "piquet_desktop.ui.dialogs.review_panel",
    "piquet_desktop.controller.replay",
    "piquet_desktop.ui.lesson_panel",
)

# What only a new partie needs (its id, the New Partie dialog's choice): a start that opens a
# saved partie, as a player's double-click on a file or Continue does, loads neither.
NEW_PARTIE_ONLY = (
    "uuid",
    "piquet_desktop.ui.dialogs.new_partie_dialog",
)

_CHILD = """
import json, sys
from pathlib import Path
heavy = %r

def loaded():
    inside = tuple(h + '.' for h in heavy)
    return sorted(m for m in sys.modules if m in heavy or m.startswith(inside))

import piquet_desktop.ui.main_window
after_import = loaded()

from PySide6.QtWidgets import QApplication
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.ui.main_window import MainWindow

app = QApplication(sys.argv[:1])
settings = AppSettings()
settings.animation_speed = 0.0
window = MainWindow(settings, autosave_enabled=False)
window.show()
if %r:
    window.start(deal=True)
else:
    window.start(Path(%r))
for _ in range(20):
    app.processEvents()
shown = loaded()
in_play = window.controller.has_partie
window.controller.shutdown()
print(json.dumps({"import": after_import, "shown": shown, "in_play": in_play}))
"""


SAMPLE = ROOT / "resources" / "samples" / "sample.piquet"


def _loaded_by_the_first_window(
    tmp: Path, heavy: tuple[str, ...] = HEAVY, *, deal: bool = True
) -> dict[str, object]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        PIQUET_DATA_DIR=str(tmp / "data"),
        PIQUET_SETTINGS_DIR=str(tmp / "settings"),
    )
    result = subprocess.run(
        [sys.executable, "-c", _CHILD % (heavy, deal, str(SAMPLE))],
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
def test_the_window_module_and_the_first_window_load_no_numpy_pyqtgraph_review_or_levels(
    tmp_path: Path,
) -> None:
    loaded = _loaded_by_the_first_window(tmp_path)

    assert loaded["import"] == []
    # nor the solver, so none of its tables: they are built by a search, in the AI worker
    assert loaded["shown"] == []


@pytest.mark.slow
def test_a_start_that_opens_a_saved_partie_loads_no_replay_bar_lesson_panel_or_new_partie_code(
    tmp_path: Path,
) -> None:
    loaded = _loaded_by_the_first_window(tmp_path, HEAVY + NEW_PARTIE_ONLY, deal=False)

    assert loaded["in_play"] is True  # the sample partie was opened
    assert loaded["import"] == []
    assert loaded["shown"] == []
