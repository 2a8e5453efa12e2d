"""The partie in play as its record knows it: the engine's state and what the record says beside.

``GameController`` plays one ``LivePartie`` at a time and replaces it whole for a new partie or a
load, so that nothing of the previous partie (its names, its take backs, its generator of chance)
can leak into the next. Made either new, from the rules and the players, or from a loaded record
(``LoadedPartie.put_in_play``, controller/loaded_partie.py). Qt-free.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from piquet_desktop.ai.player import Player
from piquet_desktop.engine.partie import PartieState, new_partie
from piquet_desktop.engine.record import Claim, PartieRecord, PlayerInfo, TakeBack
from piquet_desktop.engine.record_file import is_text
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.words import game_status as status
from piquet_desktop.words.text import display_name, record_name

from .partie_chance import new_seed
from .take_back import TakeBackStack

__all__ = ["LivePartie"]


@dataclass(eq=False)
class LivePartie:
    """One partie in play. ``names`` are the players' display names, the human (seat 0) first;
    ``level`` the computer's registry name and ``player`` the player it made; ``chance`` the
    generator the cuts and shuffles draw from; ``practice``: a practice partie, for good (open
    piquet, "Take back any move" used, the lesson, the demo's moves, or continued from a
    replay). ``take_backs`` and ``claims`` are the record's (a claim is kept as its first card is
    about to be played, so the log says it from there on); ``points`` the take back's and the
    redo's two stacks, which carry the claims a take back undid."""

    state: PartieState
    names: tuple[str, str]
    level: str
    player: Player
    seed: int
    chance: random.Random
    practice: bool = False
    take_backs: list[TakeBack] = field(default_factory=list)
    points: TakeBackStack = field(default_factory=TakeBackStack)
    claims: list[Claim] = field(default_factory=list)

    @classmethod
    def new(
        cls,
        rules: RuleSet,
        names: tuple[str, str],
        level: str,
        make_player: Callable[[str], Player],
        seed: int | None,
        *,
        practice: bool,
    ) -> LivePartie:
        """A partie about to be cut. ValueError, in the player's words, for a name a record
        cannot hold (a lone surrogate), or if no player is called ``level``."""
        for name, human in zip(names, (True, False), strict=True):
            if not is_text(name):
                raise ValueError(status.invalid_name_text(human=human))
        seed = new_seed() if seed is None else seed
        shown = (display_name(names[0]), display_name(names[1]))
        player = make_player(level)
        return cls(new_partie(rules), shown, level, player, seed, random.Random(seed), practice)

    def take_back(self) -> TakeBack:
        """Back to before the human's last chosen move of the deal (``points.last``), recorded
        in ``take_backs``; the caller has checked that it may (``points.refusal``). A claim
        whose cards are no longer all played goes onto the redo stack with the take back."""
        self.state, took = self.points.go_back(self.state, tuple(self.claims))
        self.take_backs.append(took)
        self.settle_claims()
        return took

    def redo(self) -> TakeBack:
        """The latest take back off the redo stack, its claims standing again (said with their
        cards, as live), for the caller to play its moves again (``points.next_redo``)."""
        undone = self.points.pop_redo()
        self.claims = list(undone.claims)
        return undone.took

    def settle_claims(self) -> None:
        """Drop the claims whose cards are not all played: the rest is played by hand."""
        self.claims = [c for c in self.claims if c.end <= len(self.state.actions)]

    def claimed_by(self, deal: int) -> int | None:
        """The seat that claimed the remaining tricks of deal ``deal``, if one did."""
        return next((c.seat for c in self.claims if c.deal == deal), None)

    def record(self, partie_id: str | None, analysis: dict[str, Any] | None) -> PartieRecord:
        """The partie as a record: what a save writes and the autosave holds. A claim is
        written once its cards are all played: a record never holds half a claim."""
        human, computer = (record_name(n) for n in self.names)
        played = len(self.state.actions)
        players = (PlayerInfo(human, "human"), PlayerInfo(computer, "ai", self.level))
        claims = [c for c in self.claims if c.end <= played]
        actions, take_backs = list(self.state.actions), list(self.take_backs)
        rules, seed, practice = self.state.rules, self.seed, self.practice
        return PartieRecord(
            rules, players, seed, actions, take_backs, practice, partie_id, analysis, claims=claims
        )
