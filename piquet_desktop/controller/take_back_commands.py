"""Take back and redo, the commands: refused with a reason, or done and said.

The stacks themselves are ``TakeBackStack``'s (controller/take_back.py: a point per move, how far
back a take back may go, what a redo replays); this room is the two commands the window gives
(Game > Take Back, Game > Redo) and what they do to the partie in play around those stacks: drop
the answers the computer was working out, forget a claim being planned, mark the partie practice
when a take back went past a card seen, tell the window, and let the partie move on. The
controller that owns it (its functions in a ``TakeBackHost``) applies the moves a redo replays
exactly as it applies any move, so the table, the log and the score sheet show a redone move as
they showed it first.

Redo says its own sentence ("3 moves redone") and then what the replayed moves ended again (a
game, a deal), so that the status bar ends on what the player just did; the moves' own news was
said when they were first played, and is in the log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.errors import IllegalActionError
from piquet_desktop.engine.partie import DealResult
from piquet_desktop.words import game_status as status
from piquet_desktop.words.move_news import MoveNews
from piquet_desktop.words.text import refusal_text

from .live_partie import LivePartie
from .partie_chance import COMPUTER
from .partie_keeper import PartieKeeper
from .play_options import PlayOptions

__all__ = ["TakeBackCommands", "TakeBackHost"]


@dataclass(frozen=True, slots=True)
class TakeBackHost:
    """What the commands need of the controller of the live partie, as its own functions (the
    controller keeps them private: only these commands call them)."""

    live: Callable[[], LivePartie]  # the partie in play (a blank one before the first)
    has_partie: Callable[[], bool]
    options: PlayOptions
    keeper: PartieKeeper
    drop_pending: Callable[[], None]  # forget the computer's answer, a claim, the next deal
    apply: Callable[[Action], MoveNews]  # applied and shown as any move; IllegalActionError
    say: Callable[[str], None]
    deal_ended: Callable[[DealResult], None]
    changed: Callable[[bool], None]  # the record changed (and the view, if true): tell the window
    advance: Callable[[], None]  # the steps that need nobody, then wait for a player


class TakeBackCommands:
    """Game > Take Back and Game > Redo for ``host`` (the module's notes)."""

    def __init__(self, host: TakeBackHost) -> None:
        self._host = host

    def take_back_refusal(self) -> str | None:
        """Why a take back cannot be done now, as the status bar (and the menu entry's status
        tip) says it; None if it can."""
        host = self._host
        partie = host.live()
        return partie.points.refusal(
            partie.state if host.has_partie() else None,
            practice=partie.practice or host.options.take_back_anytime,
            opponent=partie.names[COMPUTER],
        )

    def redo_refusal(self) -> str | None:
        """Why a redo cannot be done now, as the status bar (and the menu entry's status tip)
        says it; None if it can."""
        host = self._host
        partie = host.live()
        if host.has_partie() and partie.points.next_redo(len(partie.state.actions)) is not None:
            return None
        return status.nothing_to_redo_text(has_partie=host.has_partie())

    def take_back(self) -> bool:
        """Back to before the human's last card or exchange of this deal, with everything after
        it (the computer's replies, the automatic steps); the undone actions go into the
        record's ``take_backs``. Not past a card he has seen since, unless the partie is a
        practice one or "Take back any move" is on (then it becomes one). False, with the
        reason said, when not allowed."""
        host = self._host
        reason = self.take_back_refusal()
        if reason is not None:
            host.say(reason)
            return False
        partie = host.live()
        now_practice = not partie.practice and partie.points.seen_since(partie.state) != 0
        host.drop_pending()
        took = partie.take_back()
        if now_practice:
            partie.practice = True
        host.keeper.changed()
        host.changed(True)
        host.say(status.took_back_text(took.undone[0], len(took.undone), now_practice=now_practice))
        host.advance()
        return True

    def redo(self) -> bool:
        """Play again, exactly, the moves the latest take back undid (the computer's too), as
        KPat's redo does; successive take backs are redone latest first, and any new move ends
        what may be redone. The record's ``take_backs`` keep the take back (it was made). False,
        with the reason said, when there is nothing to redo."""
        host = self._host
        reason = self.redo_refusal()
        if reason is not None:
            host.say(reason)
            return False
        partie = host.live()
        took = partie.redo()
        host.drop_pending()
        outcomes: list[str] = []  # a game or a deal the moves replayed ended again
        for action in took.undone:
            try:
                told = host.apply(action)
            except IllegalActionError as exc:  # not expected: each was played from here
                partie.settle_claims()
                partie.points.forget_redo()
                host.say(refusal_text(action, exc.refusal))
                break
            outcomes.extend(told.outcomes)
            if told.deal is not None:
                host.deal_ended(told.deal)
        else:
            said = status.redid_text(took.undone[0], len(took.undone))
            host.say(" ".join((said, *outcomes)))
        host.keeper.touched()
        host.changed(False)
        host.advance()
        return True
