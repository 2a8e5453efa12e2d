"""The partie in play as its record knows it: the engine's state and what the record says beside.

``GameController`` plays one ``LivePartie`` at a time and replaces it whole for a new partie or a
load, so that nothing of the previous partie (its names, its take backs, its generator of chance)
can leak into the next. Made either new, from the rules and the players, or from a record, with
the generator of chance advanced past the record's own chance steps (controller/partie_chance.py)
and the take back's stack replayed (controller/take_back.py). Qt-free.
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

from .partie_chance import chance_rng, new_seed
from .take_back import TakeBackStack

__all__ = ["LivePartie"]


@dataclass(eq=False)
class LivePartie:
    """One partie in play. ``names`` are the players' display names, the human (seat 0) first;
    ``level`` the computer's registry name and ``player`` the player it made; ``chance`` the
    generator the cuts and shuffles draw from; ``practice``: a practice partie, for good (open
    piquet, "Take back any move" used, the lesson, the demo's moves, or continued from a
    replay).
    ``take_backs`` and ``claims`` are the record's; ``redo`` what Redo may play again."""

    state: PartieState
    names: tuple[str, str]
    level: str
    player: Player
    seed: int
    chance: random.Random
    take_backs: list[TakeBack] = field(default_factory=list)
    points: TakeBackStack = field(default_factory=TakeBackStack)
    practice: bool = False
    redo: list[TakeBack] = field(default_factory=list)
    """The take backs Redo may play again, the latest last: each one's ``undone`` follows the
    actions in play when it is the last. Emptied by any new move; never in the record, so a
    saved or resumed partie has no redo (its state is the one the record's actions give)."""
    claims: list[Claim] = field(default_factory=list)
    """The deals whose remaining tricks were claimed, in deal order: what the declarations log
    says (``claimed_by``) and the record keeps, so a resumed or opened partie says it too."""
    claims_undone: list[Claim] = field(default_factory=list)
    """The claims whose cards a take back undid, for Redo to bring back with the cards; emptied
    with ``redo``."""

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
        player = make_player(level)
        seed = new_seed() if seed is None else seed
        shown = (display_name(names[0]), display_name(names[1]))
        return cls(
            new_partie(rules),
            shown,
            level,
            player,
            seed,
            random.Random(seed),
            [],
            practice=practice,
        )

    @classmethod
    def loaded(
        cls,
        record: PartieRecord,
        make_player: Callable[[str], Player],
        say: Callable[[str], None],
        *,
        practice: bool,
    ) -> LivePartie:
        """The partie ``record`` holds, replayed once (RecordError if its actions do not
        replay). Seat 1 is played by the player its level names, or by the greedy player if
        that level is unknown here (``say`` tells it)."""
        state, points = TakeBackStack.replayed(record)
        info = record.players[1]
        level = info.level if info.kind == "ai" and info.level else "greedy"
        try:
            player = make_player(level)
        except ValueError:
            say(status.unknown_level_text(level))
            level, player = "greedy", make_player("greedy")
        seed = record.seed if record.seed is not None else new_seed()
        return cls(
            state,
            (display_name(record.players[0].name), display_name(record.players[1].name)),
            level,
            player,
            seed,
            chance_rng(seed, record.actions, record.rules.deck),
            list(record.take_backs),
            points,
            practice,
            claims=list(record.claims),
        )

    def take_back(self) -> TakeBack:
        """Back to before the human's last chosen move of the deal (``points.last``), recorded
        in ``take_backs``; the caller has checked that it may (``points.refusal``)."""
        self.state, took = self.points.go_back(self.state)
        self.take_backs.append(took)
        self.redo.append(took)
        self.set_claims_aside()
        return took

    def next_redo(self) -> TakeBack | None:
        """The take back Redo would play again now: the latest, if its undone actions follow
        the actions in play (else there is nothing to redo, and the list is emptied)."""
        if self.redo and self.redo[-1].at != len(self.state.actions):
            self.forget_redo()
        return self.redo[-1] if self.redo else None

    def forget_redo(self) -> None:
        """Nothing to redo any more (a new move was made): the claims undone go with it."""
        self.redo.clear()
        self.claims_undone.clear()

    # ------------------------------------------------------------------------- claims
    def claim(self, claim: Claim) -> None:
        """Keep ``claim``, made as its cards are about to be played: the log says it from the
        first of them on, the record once they are all played (``record``)."""
        self.claims.append(claim)

    def claimed_by(self, deal: int) -> int | None:
        """The seat that claimed the remaining tricks of deal ``deal``, if one did."""
        return next((c.seat for c in self.claims if c.deal == deal), None)

    def set_claims_aside(self) -> None:
        """Drop the claims whose cards are no longer all played (a take back undid some): the
        rest of the deal is played by hand now. Redo may bring them back (``bring_claims_back``)."""
        played = len(self.state.actions)
        self.claims_undone += [c for c in self.claims if c.end > played]
        self.claims = [c for c in self.claims if c.end <= played]

    def bring_claims_back(self, until: int) -> None:
        """Redo is about to play the actions up to ``until`` again, exactly: the claims a take
        back set aside whose cards they are come back with them."""
        back = [c for c in self.claims_undone if c.end <= until]
        if back:
            self.claims_undone = [c for c in self.claims_undone if c.end > until]
            self.claims = sorted([*self.claims, *back], key=lambda c: c.at)

    def record(self, partie_id: str | None, analysis: dict[str, Any] | None) -> PartieRecord:
        """The partie as a record: what a save writes and the autosave holds. A claim is
        written once its cards are all played: a record never holds half a claim."""
        human, computer = (record_name(n) for n in self.names)
        played = len(self.state.actions)
        players = (PlayerInfo(human, "human"), PlayerInfo(computer, "ai", self.level))
        return PartieRecord(
            self.state.rules,
            players,
            self.seed,
            list(self.state.actions),
            list(self.take_backs),
            self.practice,
            partie_id,
            analysis,
            claims=[c for c in self.claims if c.end <= played],
        )
