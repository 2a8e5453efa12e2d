"""Pictures of the Statistics window over real parties, for docs/screenshots/stats-*.png.

``python -m piquet_desktop.tools.statistics_screenshots docs/screenshots [--parties 45]
[--reviewed 20] [--few 5] [--size 1280x800] [--language en]`` plays the parties first (the
player's seat by the Casual level, against Novice, Casual and Club in turn, a few of them au
cent, one of them marked practice), dated a couple of days apart up to today, then opens the
window offscreen in the light and the dark scheme and saves ``stats-light.png``,
``stats-dark.png`` and the empty window ``stats-empty.png``; then a new player's first evening,
``--few`` parties a quarter of an hour apart (two of them reviewed), drawn by partie number, as
``stats-few-light.png`` and ``stats-few-dark.png``. ``--language fr`` speaks French (the
checkout's catalogues, compiled on the spot); put those in docs/screenshots/fr. The parties
are real (played by the engine's own driver), and the last ``--reviewed`` of them are reviewed
against Master as the app reviews them, so the accuracy has figures (about 3 s a partie here).
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import tempfile
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path

from piquet_desktop.ai.player import Table
from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.review import review_partie
from piquet_desktop.engine.record import PartieRecord, PlayerInfo
from piquet_desktop.engine.rules import AU_CENT, RUBICON
from piquet_desktop.statistics import PlayedPartie
from piquet_desktop.tools.screenshots import parse_size

OPPONENTS = ("novice", "casual", "club")


def sample_parties(
    count: int,
    now: datetime,
    player: str = "casual",
    *,
    reviewed: int = 0,
    apart: timedelta = timedelta(days=2),
    practice: Sequence[int] = (),
) -> list[PlayedPartie]:
    """``count`` parties ``player`` played in seat 0, oldest first, ``apart`` from each other
    (a few hours either way when that is days); the last ``reviewed`` of them reviewed at full
    strength (``ai.review``), for the accuracy; those numbered in ``practice`` (0 the first)
    marked practice, as open piquet marks them."""
    parties = []
    jitter = apart >= timedelta(days=1)
    for i in range(count):
        opponent = OPPONENTS[i % len(OPPONENTS)]
        rules = AU_CENT if i % 7 == 6 else RUBICON
        table = Table.new(rules, (make_player(player), make_player(opponent)), 1000 + i)
        state = table.play()
        infos = (PlayerInfo("You", "human"), PlayerInfo("Computer", "ai", opponent))
        when = now - apart * (count - i) - timedelta(hours=i % 5 if jitter else 0)
        record = PartieRecord.from_state(state, infos, 1000 + i)
        record.practice = i in practice
        if i >= count - reviewed:
            review = review_partie(record.rules, record.actions, 0, seed=i)
            record.analysis = review.to_json()
            parties.append(PlayedPartie(when, record, 0, review.accuracy(), len(review.decisions)))
        else:
            parties.append(PlayedPartie(when, record))
    return parties


def take_screenshots(
    out_dir: Path,
    count: int,
    size: tuple[int, int],
    reviewed: int = 0,
    *,
    few: int = 5,
    language: str = "en",
) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from piquet_desktop.controller.settings import apply_app_identity
    from piquet_desktop.ui import colour_scheme
    from piquet_desktop.ui.statistics_window import StatisticsWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    apply_app_identity()
    if language != "en":
        from piquet_desktop.tools.dialog_screenshots import speak

        # kept until the process ends: the translators read the compiled catalogues from it
        speak(language, Path(tempfile.mkdtemp(prefix="piquet-catalogues-")))
    out_dir.mkdir(parents=True, exist_ok=True)
    now = datetime.now().replace(microsecond=0)
    parties = sample_parties(count, now, reviewed=reviewed, practice=(count // 2,))
    first_evening = sample_parties(few, now, reviewed=min(2, few), apart=timedelta(minutes=15))
    written = []
    shots: tuple[tuple[str, str, list[PlayedPartie]], ...] = (
        ("stats-light.png", "light", parties),
        ("stats-dark.png", "dark", parties),
        ("stats-empty.png", "light", []),
        ("stats-few-light.png", "light", first_evening),
        ("stats-few-dark.png", "dark", first_evening),
    )
    for name, scheme, shown in shots:
        colour_scheme.apply(app, scheme)
        window = StatisticsWindow(functools.partial(list, shown), now=lambda: now)
        window.resize(*size)
        window.show()
        for _ in range(5):
            app.processEvents()
        path = out_dir / name
        if not window.grab().save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")
        written.append(path)
        window.close()
        window.deleteLater()
        app.processEvents()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.tools.statistics_screenshots",
        description="Save pictures of the Statistics window over parties played for them.",
    )
    parser.add_argument("out_dir", type=Path, help="folder for the PNG files")
    parser.add_argument("--parties", type=int, default=45, help="parties to play (45)")
    parser.add_argument(
        "--reviewed", type=int, default=20, help="of them, the last ones reviewed (20)"
    )
    parser.add_argument(
        "--few", type=int, default=5, help="parties of the first evening's pictures (5)"
    )
    parser.add_argument(
        "--size", type=parse_size, default=(1280, 800), help="window size, e.g. 1280x800"
    )
    parser.add_argument("--language", choices=("en", "fr"), default="en", help="en or fr")
    args = parser.parse_args(argv)
    for path in take_screenshots(
        args.out_dir,
        args.parties,
        args.size,
        args.reviewed,
        few=args.few,
        language=args.language,
    ):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
