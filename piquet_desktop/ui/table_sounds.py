"""Which sound the table makes when: the game's moves heard, in time with the cards seen.

The sounds follow the controller's signals, not the scene's animations, so that the scene (being
split) needs no hook: ``actionApplied`` says what was done (a shuffle: the deal; a discard: the
talon; a card played), ``dealFinished`` says who won the deal. What is heard must still go with
what is seen, and the table animates after the move, so:

- the deal, the talon and a card sound at once: their cards start moving when the move is made;
- a card that completes a trick is followed by the trick being gathered, which the table shows
  after the card's flight and the pause on the completed trick (``TableScene.BASE_MS``, times the
  animation speed): the gathering sound waits as long;
- a deal won or lost sounds when the table comes to rest after the last trick, when its summary
  opens, rather than while the last cards are still flying.

At the Instant speed every sound plays at once. The player's preference (``sound_enabled``,
``sound_volume``) is read at each sound, so View > Sound and Preferences act at once. Where the
sounds go is a ``SoundOutput`` (ui/sound_output.py): the sound card, or silence. The card is
opened a second after the window is made, while the table rests (``prepare``), so that opening it
never falls on a deal's frames.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from piquet_desktop.controller.game_controller import HUMAN, GameController
from piquet_desktop.controller.settings import AppSettings
from piquet_desktop.engine.actions import Action, Discard, Play, Shuffle
from piquet_desktop.engine.partie import DealResult
from piquet_desktop.ui.sound_output import SoundOutput, open_output
from piquet_desktop.ui.table import TableScene
from piquet_desktop.ui.table.table_scene import BASE_MS

__all__ = ["PREPARE_AFTER_MS", "TableSounds", "deal_sound", "gather_delay_ms"]

PREPARE_AFTER_MS = 1000
"""How long after the window is made the sound card is opened (at the next rest if the cards are
moving then), ahead of the first sound: after the first paint and the AI worker's start."""


def gather_delay_ms(speed: float) -> int:
    """How long after a trick's last card is played the table gathers it, at ``speed``."""
    return round((BASE_MS["play"] + BASE_MS["trick_pause"]) * speed)


def deal_sound(result: DealResult) -> str | None:
    """ "won" or "lost" for the human, by the deal's points; None for a deal drawn."""
    mine, theirs = result.totals[HUMAN], result.totals[1 - HUMAN]
    if mine == theirs:
        return None
    return "won" if mine > theirs else "lost"


class TableSounds(QObject):
    """Plays the table's sounds for ``controller``'s partie on ``output``."""

    def __init__(
        self,
        controller: GameController,
        scene: TableScene,
        settings: AppSettings,
        output: SoundOutput | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._scene = scene
        self._settings = settings
        self.output = output if output is not None else open_output()
        self._after_rest: list[str] = []
        self._prepare_at_rest = False
        controller.actionApplied.connect(self._on_action)
        controller.dealFinished.connect(self._on_deal_finished)
        scene.animationsFinished.connect(self._on_table_at_rest)
        QTimer.singleShot(PREPARE_AFTER_MS, self, self.prepare)

    def prepare(self) -> None:
        """Open the sound card ahead of the first sound, once the table rests (the sound
        output's ``prepare``); nothing when the player has sound off."""
        if not self._settings.sound_enabled:
            return
        if self._scene.is_animating():
            self._prepare_at_rest = True
            return
        self._prepare_at_rest = False
        self.output.prepare()

    def play(self, name: str) -> None:
        """Play ``name`` now if the player has sound on (its volume his setting)."""
        volume = self._settings.sound_volume
        if self._settings.sound_enabled and volume > 0:
            self.output.play(name, volume)

    def close(self) -> None:
        self._after_rest.clear()
        self.output.close()

    # --- the game's signals ---------------------------------------------------------------------

    def _on_action(self, _seat: int, action: Action) -> None:
        if isinstance(action, Shuffle):
            self.play("deal")
        elif isinstance(action, Discard):
            self.play("talon")
        elif isinstance(action, Play):
            self.play("card")
            if self._controller.view().lead_card < 0:  # the card completed its trick
                delay = gather_delay_ms(self._settings.animation_speed)
                if delay <= 0:
                    self.play("gather")
                else:
                    QTimer.singleShot(delay, self, lambda: self.play("gather"))

    def _on_deal_finished(self, result: DealResult) -> None:
        name = deal_sound(result)
        if name is None:
            return
        if self._scene.is_animating():
            self._after_rest.append(name)  # heard with the summary, once the last trick is in
        else:
            self.play(name)

    def _on_table_at_rest(self) -> None:
        if self._scene.is_animating():
            return
        waiting, self._after_rest = self._after_rest, []
        for name in waiting:
            self.play(name)
        if self._prepare_at_rest:
            self.prepare()
