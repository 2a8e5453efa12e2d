"""Screenshots of the whole window at the moments a player meets first, for the docs and review.

Run ``python -m piquet_desktop.tools.screenshots docs/screenshots [--seed N] [--size 1280x800]
[--scheme light|dark]``; the README shows the four runs behind the docs' pictures.
It needs no display (Qt's offscreen platform unless ``QT_QPA_PLATFORM`` says otherwise), uses
private settings and writes no autosave. A seeded partie is played through the real window (the
human's moves chosen by the greedy player and made with the window's own methods), stopping to
save:

* ``start-screen.png``: the window as it first opens, nothing to resume;
* ``lesson.png``: Learn to Play at its exchange step, the hint's reasoning in the lesson panel;
* ``exchange.png``: elder's exchange, the greedy discard raised, the prompt and its button;
* ``declarations.png``: expert declarations, the player asked to call or answer, the dialogue so
  far in the log;
* ``trick-in-flight.png``: a card on its way to the trick (animations at normal speed);
* ``deal-summary.png``: the summary sheet over the table after the first deal.

Why whole-window pictures rather than widget tests: whether the cards are crisp, the text legible,
nothing clipped and the next step obvious can only be judged by looking, and these are what to look
at after any change to the window.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

__all__ = ["main", "parse_size", "take_screenshots"]


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` as ``(1280, 800)``, for ``--size`` options (argparse error otherwise)."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, not {text!r}") from None
    return w, h


def take_screenshots(
    out_dir: Path, seed: int = 3, size: tuple[int, int] = (1280, 800), scheme: str = "light"
) -> list[Path]:
    """Play the seeded partie in a real window in the colour ``scheme`` ("light" or "dark") and
    save the pictures; returns the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import QApplication, QWidget

    from piquet_desktop.ai.baselines import GreedyPlayer
    from piquet_desktop.app import wait_until
    from piquet_desktop.controller.settings import AppSettings, apply_app_identity
    from piquet_desktop.engine.actions import Discard, Play
    from piquet_desktop.engine.cards import cards_of
    from piquet_desktop.engine.rules import RuleSet
    from piquet_desktop.ui import colour_scheme
    from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
    from piquet_desktop.ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    apply_app_identity()
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    rng = random.Random(seed)

    def save(pixmap: QPixmap, name: str) -> None:
        path = out_dir / name
        if not pixmap.save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")
        written.append(path)

    def grab(window: QWidget, name: str, *overlays: QWidget) -> None:
        """The window as the player sees it, with any dialogs open over it painted on top."""
        app.processEvents()
        picture = window.grab()
        painter = QPainter(picture)
        for dialog in overlays:
            offset = dialog.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
            painter.drawPixmap(offset, dialog.grab())
        painter.end()
        save(picture, name)

    with tempfile.TemporaryDirectory(prefix="piquet-shots-") as tmp:
        settings = AppSettings.in_file(Path(tmp) / "s.ini")
        settings.animation_speed = 0.0
        settings.colour_scheme = "dark" if scheme == "dark" else "light"
        colour_scheme.apply(app, settings.colour_scheme)
        window = MainWindow(settings, autosave_enabled=False)
        window.resize(*size)
        window.show()
        c = window.controller

        def human_turn() -> bool:
            return c.decision() is not None or c.awaiting_next_deal or c.is_over

        # 0. the start screen, then Learn to Play at its first real step (the exchange), once
        # the hint the lesson explains with has come from the worker
        grab(window, "start-screen.png")
        assert window.learn_to_play()
        wait_until(human_turn, 10_000)
        window.lesson.press_next()  # the deal explained: on to the exchange
        wait_until(lambda: window.lesson.step == "exchange" and window.lesson.has_hint, 20_000)
        grab(window, "lesson.png")
        window.lesson.leave()

        # A seed whose first deal makes the human elder: the exchange with 1 to 5 to choose.
        for s in range(seed, seed + 50):
            window.new_partie(NewPartieChoice(RuleSet(), "casual", s, "You"))
            wait_until(human_turn, 10_000)
            if c.view().elder == 0:
                break

        def play_one() -> None:
            decision = c.decision()
            assert decision is not None
            window.hand_model.clear_selection()
            c.submit(GreedyPlayer().choose(c.view(), decision, rng))
            wait_until(human_turn, 10_000)

        # 1. the exchange, the greedy discard marked
        decision = c.decision()
        assert decision is not None and decision.kind == "exchange"
        choice = GreedyPlayer().choose(c.view(), decision, rng)
        assert isinstance(choice, Discard)
        for card in cards_of(choice.cards):
            window.hand_model.toggle_selected(card)
        window.table.setFocus()
        grab(window, "exchange.png")

        # 2. the declarations, the player making his own calls: the second call (or answer) of
        # the deal, so the log already holds the dialogue of the point.
        settings.expert_declarations = True
        exchange = window.prompt.button("exchangeButton")
        assert exchange is not None
        exchange.click()
        wait_until(human_turn, 10_000)
        asked = 0
        while (d := c.decision()) is not None and d.kind != "play":
            if d.kind in ("call", "answer"):
                asked += 1
                if asked == 2 or d.category == "set":
                    break
            play_one()
        grab(window, "declarations.png")
        while (d := c.decision()) is not None and d.kind in ("call", "answer"):
            play_one()
        settings.expert_declarations = False

        # 3. a trick in flight (the computer has led, the player's card is on its way to it) and
        # 4. the summary of the first deal. The player may lead every trick of a deal he
        # dominates, so the trick may come in a later deal, after the summary.
        trick_taken = summary_taken = False
        for _ in range(200):
            if trick_taken and summary_taken:
                break
            wait_until(human_turn, 10_000)
            if c.is_over:
                break
            if c.awaiting_next_deal:
                wait_until(lambda: window.summary_dialog is not None, 5_000)
                dialog = window.summary_dialog
                if not summary_taken and dialog is not None:
                    wait_until(dialog.isVisible, 5_000)
                    grab(window, "deal-summary.png", dialog)
                    summary_taken = True
                window.next_deal()
                continue
            decision = c.decision()
            assert decision is not None
            follow = decision.kind == "play" and c.view().lead_card >= 0
            if trick_taken or not follow:
                play_one()
                continue
            settings.animation_speed = 1.0
            play = GreedyPlayer().choose(c.view(), decision, rng)
            assert isinstance(play, Play)
            item = window.scene.card_item(play.card)
            start = item.pos() if item is not None else None
            c.submit(play)
            # Wait until the card has covered part of its way, then take the picture.
            wait_until(
                lambda item=item, start=start: (  # type: ignore[misc]
                    item is None
                    or start is None
                    or (item.pos() - start).manhattanLength() > 150
                    or not window.scene.is_animating()
                ),
                3_000,
            )
            grab(window, "trick-in-flight.png")
            wait_until(lambda: not window.scene.is_animating(), 10_000)
            settings.animation_speed = 0.0
            trick_taken = True
        window.close()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m piquet_desktop.tools.screenshots",
        description="Save screenshots of the window (exchange, declarations, trick, summary).",
    )
    parser.add_argument("out_dir", type=Path, help="folder for the PNG files")
    parser.add_argument("--seed", type=int, default=3, help="first seed tried (default 3)")
    parser.add_argument(
        "--size", type=parse_size, default=(1280, 800), help="window size, e.g. 1280x800"
    )
    parser.add_argument(
        "--scheme", choices=("light", "dark"), default="light", help="colour scheme (light)"
    )
    args = parser.parse_args(argv)
    for path in take_screenshots(args.out_dir, args.seed, args.size, args.scheme):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
