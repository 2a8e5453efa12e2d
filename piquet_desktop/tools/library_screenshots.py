"""Pictures of the Library window, for the docs: ``library-light.png`` and ``library-dark.png``.

Run ``python -m piquet_desktop.tools.library_screenshots docs/screenshots [--size 1280x800]``.
It fills a library in a private, temporary data folder with parties the greedy player played
against itself (finished ones of several variants and levels, one in progress, one abandoned,
and one damaged record file), spread over the past weeks, then opens the real main window's
File ▸ Library… in each colour scheme and saves the Library window as the player would see it,
the first row selected. Offscreen unless ``QT_QPA_PLATFORM`` says otherwise; nothing of the
user's is read or written.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from piquet_desktop.engine.file_type import RECORD_SUFFIX
from piquet_desktop.tools.screenshots import parse_size

__all__ = ["fill_sample_library", "main", "take_library_screenshots"]

DAY_NS = 86_400 * 10**9

# (seed, rules preset, opponent level, actions kept or None for the whole partie, days ago)
SAMPLES: tuple[tuple[int, str, str, int | None, float], ...] = (
    (11, "rubicon", "club", 70, 0.1),
    (12, "rubicon", "club", None, 1.2),
    (13, "rubicon", "expert", None, 2.5),
    (14, "au-cent", "casual", None, 4.0),
    (15, "rubicon", "master", None, 6.3),
    (16, "thirty-six", "club", None, 9.0),
    (17, "rubicon", "novice", 120, 12.4),
    (18, "rubicon", "expert", None, 15.8),
    (19, "rubicon", "club", None, 21.0),
)


def fill_sample_library(folder: Path) -> None:
    """A library in ``folder`` holding the sample parties (see the module docstring)."""
    from piquet_desktop.ai.baselines import GreedyPlayer
    from piquet_desktop.ai.player import play_partie
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo
    from piquet_desktop.engine.rules import preset
    from piquet_desktop.library import Library

    library = Library(folder)
    played: dict[str, float] = {}
    for seed, rules_name, level, keep, days in SAMPLES:
        rules = preset(rules_name)
        state = play_partie(rules, (GreedyPlayer(), GreedyPlayer()), seed)
        actions = list(state.actions)[:keep] if keep is not None else list(state.actions)
        players = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", level))
        record = PartieRecord(rules, players, seed, actions, id=f"sample{seed}")
        key = library.keep(record) if keep == 70 else library.add(record)
        played[key] = days
    library.close()
    damaged = library.records_folder / f"sample-damaged{RECORD_SUFFIX}"
    damaged.write_text('{"format": "piquet-partie", "version": 1, "rules": {}', encoding="utf-8")
    played["sample-damaged"] = 27.0
    now = time.time_ns()
    for key, days in played.items():  # the library reads when each was played from its file
        when = now - int(days * DAY_NS)
        os.utime(library.records_folder / f"{key}{RECORD_SUFFIX}", ns=(when, when))


def take_library_screenshots(out_dir: Path, size: tuple[int, int] = (1280, 800)) -> list[Path]:
    """Save the Library window in the light and the dark scheme; returns the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="piquet-library-shots-") as private:
        os.environ["PIQUET_DATA_DIR"] = str(Path(private) / "data")
        os.environ["PIQUET_SETTINGS_DIR"] = str(Path(private) / "settings")
        fill_sample_library(Path(private) / "data" / "library")
        return _shoot(out_dir, size)


def _shoot(out_dir: Path, size: tuple[int, int]) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import AppSettings, apply_app_identity
    from piquet_desktop.ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    apply_app_identity()
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for scheme in ("light", "dark"):
        settings = AppSettings()
        settings.colour_scheme = scheme
        settings.animation_speed = 0.0
        window = MainWindow(settings, autosave_enabled=False)
        window.show()
        library = window.show_library()
        library.resize(*size)
        library.select_row(0)
        for _ in range(5):
            app.processEvents()
        path = out_dir / f"library-{scheme}.png"
        if not library.grab().save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")
        written.append(path)
        library.close()
        window.close()
        window.deleteLater()
        app.processEvents()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Save pictures of the Library window.")
    parser.add_argument("out_dir", type=Path, help="folder for the PNG files")
    parser.add_argument("--size", type=parse_size, default=(1280, 800), help="WIDTHxHEIGHT")
    args = parser.parse_args(argv)
    for path in take_library_screenshots(args.out_dir, args.size):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
