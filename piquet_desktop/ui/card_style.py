"""The deck, the back and the felt the player chose, applied to a table.

Kept apart from the scene so that the Preferences' preview and the main window's table draw the
same choice the same way. "language" as the deck means the French corner letters (R, D, V) when
the app speaks French, so that a French window does not show K, Q, J, and the English ones
otherwise; the translation is installed once at start, so the deck follows it without a signal.
"""

from __future__ import annotations

from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.translation import current_language
from piquet_desktop.ui.card_images import CardImages
from piquet_desktop.ui.table import TableScene

__all__ = ["apply_card_style", "apply_table_style", "faces_for"]


def faces_for(choice: str, language: str | None = None) -> str:
    """The deck ("english" or "french") that the ``card_faces`` setting ``choice`` means when the
    app speaks ``language`` (None: the installed one)."""
    if choice in ("english", "french"):
        return choice
    return "french" if (language or current_language()) == "fr" else "english"


def apply_card_style(images: CardImages, settings: AppSettings) -> bool:
    """Have ``images`` draw the deck and back of ``settings``; whether they changed."""
    return images.set_style(faces_for(settings.card_faces), settings.card_back)


def apply_table_style(scene: TableScene, settings: AppSettings) -> None:
    """The chosen deck, back and felt on ``scene``, repainted if the cards changed."""
    if apply_card_style(scene.card_images(), settings):
        scene.update()
    scene.set_felt(settings.felt)
