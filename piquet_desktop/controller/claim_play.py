"""Claiming the remaining tricks: whether a claim is proven, why not, and the cards it plays.

``GameController`` owns one ``ClaimPlay`` as it owns its ``PartieKeeper``: this object answers
the claim's questions (the human's proven line, worked out once per position; the refusal the
status bar says), turns a proven line into the claim the record keeps and the cards it plays
(``ai.claim.claim_plays``), and plays them, the human's claim (Game > Claim) or the computer's,
through the controller's own functions (a ``ClaimHost``): the cards are moves like any other,
between the controller's ``claimStarted`` and ``claimEnded`` signals.

A claim is kept beside the actions (the record's optional ``claims``, each naming its deal, its
seat and the claimed cards as ``actions[at:at + plays]``), not as an action of its own: the
engine's actions, the record's format and every reader of them stay as they are. Take back and
redo carry the claims with them (controller/take_back.py: a take back moves the claims that stood
onto the redo stack with the moves it undid), so no list of claims undone is kept beside them.
Qt-free: the host's functions emit the signals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from piquet_desktop.ai.claim import MIN_CARDS, ClaimLine, claim_plays, prove_claim
from piquet_desktop.engine.actions import Action, Play
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import Claim
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.words.claims import claim_refusal_text, claimed_text

from .live_partie import LivePartie
from .partie_chance import COMPUTER

__all__ = ["ClaimHost", "ClaimPlay"]


@dataclass(frozen=True, slots=True)
class ClaimHost:
    """What a claim needs of the controller of the live partie, as its own functions."""

    live: Callable[[], LivePartie]
    decision: Callable[[], Decision | None]  # the human's, None when it is not his turn
    view: Callable[[], PlayerView]  # the human's
    not_your_turn: Callable[[], str]  # why the human cannot act now
    drop_answers: Callable[[], None]  # the computer's answer, if it is thinking, is dropped
    move: Callable[[Action], None]  # a new move, applied, shown and said
    say: Callable[[str], None]
    started: Callable[[int], None]  # the seat claiming: its cards and the other's come next
    ended: Callable[[int], None]
    touched: Callable[[], None]  # the human acted (the keeper's)
    advance: Callable[[], None]  # the steps that need nobody, then wait for a player


class ClaimPlay:
    """The claims of the partie in play: proven or not, and what a proven one plays."""

    def __init__(self, host: ClaimHost) -> None:
        self._host = host
        self._proof: tuple[int, ClaimLine | None] = (-1, None)  # (actions, the proof)

    def forget(self) -> None:
        """The position changed other than by a move (a take back, another partie): the same
        number of actions may come to another position."""
        self._proof = (-1, None)

    def line(self) -> ClaimLine | None:
        """The human's proven claim of every remaining trick (``ai.claim.prove_claim`` on his
        view), or None, also when it is not his turn. Worked out once per position: it takes
        microseconds, so on the GUI thread."""
        host = self._host
        if host.decision() is None:
            return None
        played = len(host.live().state.actions)
        if self._proof[0] != played:
            self._proof = (played, prove_claim(host.view()))
        return self._proof[1]

    def refusal(self) -> str | None:
        """Why the human cannot claim the remaining tricks now, as the status bar says it; None
        when he can (``line`` is proven)."""
        host = self._host
        decision = host.decision()
        if decision is None:
            return host.not_your_turn()
        opponent = host.live().names[COMPUTER]
        if decision.kind != "play":
            return claim_refusal_text("not_in_play", opponent)
        if host.view().hand.bit_count() < MIN_CARDS:
            return claim_refusal_text("last_card", opponent)
        if self.line() is None:
            return claim_refusal_text("not_certain", opponent)
        return None

    def claim(self) -> bool:
        """Game > Claim: every remaining trick for the human, his cards and the computer's
        played out at once. False, the reason said, when the claim is not proven."""
        host = self._host
        reason, line = self.refusal(), self.line()
        opponent = host.live().names[COMPUTER]
        if reason is not None or line is None or not self.play(line):
            host.say(reason or claim_refusal_text("not_certain", opponent))
            return False
        host.touched()
        host.advance()
        return True

    def play(self, line: ClaimLine) -> bool:
        """Play the rest of the deal as ``line`` claims it; False, nothing applied, if the cards
        would not take every trick in the real deal."""
        host = self._host
        partie = host.live()
        plan = self.plan(partie.state, line)
        if plan is None:
            return False
        claim, plays = plan
        host.drop_answers()
        # kept before the cards are played, so the log says the claim with the first of them
        partie.claims.append(claim)
        host.say(claimed_text(partie.names[line.seat]))
        host.started(line.seat)
        for card in plays:
            host.move(card)
        host.ended(line.seat)
        return True

    @staticmethod
    def plan(state: PartieState, line: ClaimLine) -> tuple[Claim, list[Play]] | None:
        """The claim the record keeps and the cards ``line`` plays in the real deal; None if
        they would not take every trick there."""
        deal = state.deal
        plays = claim_plays(deal, line) if deal is not None else None
        if plays is None:
            return None
        return Claim(state.deal_number, line.seat, len(state.actions), len(plays)), plays
