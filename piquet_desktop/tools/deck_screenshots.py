"""Pictures of the decks, backs and felts in the window, and of the Preferences that choose them.

    python -m piquet_desktop.tools.deck_screenshots docs/screenshots [--language fr]

A seeded partie is dealt and played into its first tricks (the human's moves by the greedy
player), then the table is saved in each style below, and the Preferences dialog with its
preview. In English the styles are the English deck on the default red back and baize, and the
burgundy back on the blue felt in the dark scheme; in French the French letters (the default
there) with the blue back, and the green tartan on the brown felt. Run it on a real display
(``QT_QPA_PLATFORM=xcb``) to see the window as a player does; offscreen works too.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

__all__ = ["STYLES", "main", "take_deck_screenshots"]

STYLES: dict[str, tuple[tuple[str, str, str, str, str], ...]] = {
    # language: (file, card_faces, card_back, felt, colour scheme)
    "en": (
        ("decks-english-red.png", "language", "red", "baize", "light"),
        ("decks-burgundy-blue-dark.png", "english", "burgundy", "blue", "dark"),
    ),
    "fr": (
        ("decks-french-blue.png", "language", "blue", "baize", "light"),
        ("decks-french-green-brown.png", "french", "green", "brown", "light"),
    ),
}


def take_deck_screenshots(out_dir: Path, language: str = "en", seed: int = 5) -> list[Path]:
    """Save the pictures for ``language`` into ``out_dir``; returns the files written."""
    from piquet_desktop.tools.dialog_screenshots import private_app, speak

    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with private_app() as private:
        from PySide6.QtWidgets import QApplication

        from piquet_desktop.ai.baselines import GreedyPlayer
        from piquet_desktop.app import wait_until
        from piquet_desktop.controller.settings import AppSettings
        from piquet_desktop.engine.actions import Play
        from piquet_desktop.engine.rules import RuleSet
        from piquet_desktop.ui import colour_scheme
        from piquet_desktop.ui.dialogs.new_partie_dialog import NewPartieChoice
        from piquet_desktop.ui.main_window import MainWindow

        app = QApplication.instance()
        assert isinstance(app, QApplication)
        speak(language, private / "catalogues")
        settings = AppSettings()
        settings.animation_speed = 0.0
        window = MainWindow(settings, autosave_enabled=False)
        window.resize(1280, 800)
        window.show()
        c = window.controller
        import random

        rng = random.Random(seed)

        def human_turn() -> bool:
            return c.decision() is not None or c.awaiting_next_deal

        window.new_partie(NewPartieChoice(RuleSet(), "greedy", seed, "You"))
        while len(c.view().tricks) < 3:  # into the play, a few cards gone, the rest fanned
            wait_until(human_turn, 30_000)
            decision = c.decision()
            assert decision is not None
            action = GreedyPlayer().choose(c.view(), decision, rng)
            window.hand_model.clear_selection()
            c.submit(action)
            if isinstance(action, Play):
                wait_until(human_turn, 30_000)
        wait_until(human_turn, 30_000)

        def save(widget: object, name: str) -> None:
            app.processEvents()
            path = out_dir / name
            if not widget.grab().save(str(path), "PNG"):  # type: ignore[attr-defined]
                raise OSError(f"cannot write {path}")
            written.append(path)

        for name, faces, back, felt, scheme in STYLES[language]:
            settings.colour_scheme = scheme  # type: ignore[assignment]
            colour_scheme.apply(app, scheme)
            settings.card_faces = faces  # type: ignore[assignment]
            settings.card_back = back  # type: ignore[assignment]
            settings.felt = felt  # type: ignore[assignment]
            save(window, name)
        settings.colour_scheme = "light"
        colour_scheme.apply(app, "light")
        dialog = window.preferences_dialog()
        dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("green"))
        dialog.felt_combo.setCurrentIndex(dialog.felt_combo.findData("brown"))
        save(dialog, f"preferences-decks-{language}.png")
        dialog.reject()
        window.close()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", choices=sorted(STYLES), default="en")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    for path in take_deck_screenshots(args.out, args.language, args.seed):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
