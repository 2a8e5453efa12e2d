"""Claiming the remaining tricks: whether a claim is proven, why not, and the cards it plays.

``GameController`` owns one ``ClaimPlay`` as it owns its ``PartieKeeper``: this object answers
the claim's questions (the human's proven line, worked out once per position; the refusal the
status bar says) and turns a proven line into the claim the record keeps and the cards it plays
(``ai.claim.claim_plays``). The controller plays those cards as moves like any other, between its
``claimStarted`` and ``claimEnded`` signals.

A claim is kept beside the actions (the record's optional ``claims``, each naming its deal, its
seat and the claimed cards as ``actions[at:at + plays]``), not as an action of its own: the
engine's actions, the record's format and every reader of them stay as they are. Take back and
redo carry the claims with them (controller/take_back.py: a take back moves the claims that stood
onto the redo stack with the moves it undid), so no list of claims undone is kept beside them.
Qt-free.
"""

from __future__ import annotations

from piquet_desktop.ai.claim import MIN_CARDS, ClaimLine, claim_plays, prove_claim
from piquet_desktop.engine.actions import Play
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.record import Claim
from piquet_desktop.engine.view import PlayerView
from piquet_desktop.words.claims import claim_refusal_text

__all__ = ["ClaimPlay"]


class ClaimPlay:
    """The claims of the partie in play: proven or not, and what a proven one plays."""

    def __init__(self) -> None:
        self._proof: tuple[int, ClaimLine | None] = (-1, None)  # (actions, the proof)

    def forget(self) -> None:
        """The position changed other than by a move (a take back, another partie): the same
        number of actions may come to another position."""
        self._proof = (-1, None)

    def line(self, seen: PlayerView, played: int) -> ClaimLine | None:
        """The human's proven claim (``ai.claim.prove_claim`` on his view ``seen``, with
        ``played`` actions in play), or None. Worked out once per position: it takes
        microseconds."""
        if self._proof[0] != played:
            self._proof = (played, prove_claim(seen))
        return self._proof[1]

    def refusal(
        self, decision: Decision, seen: PlayerView, played: int, opponent: str
    ) -> str | None:
        """Why the human cannot claim now, at his ``decision``, as the status bar says it;
        None when he can."""
        if decision.kind != "play":
            return claim_refusal_text("not_in_play", opponent)
        if seen.hand.bit_count() < MIN_CARDS:
            return claim_refusal_text("last_card", opponent)
        if self.line(seen, played) is None:
            return claim_refusal_text("not_certain", opponent)
        return None

    @staticmethod
    def plan(state: PartieState, line: ClaimLine) -> tuple[Claim, list[Play]] | None:
        """The claim the record keeps and the cards ``line`` plays in the real deal; None if
        they would not take every trick there."""
        deal = state.deal
        plays = claim_plays(deal, line) if deal is not None else None
        if plays is None:
            return None
        return Claim(state.deal_number, line.seat, len(state.actions), len(plays)), plays
