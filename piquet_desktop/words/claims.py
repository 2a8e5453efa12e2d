"""The words of a claim of the remaining tricks: the status bar's, and why a claim is refused.

A claim does not go through the engine (it is played out as ordinary cards,
``ai.claim.claim_plays``), so its refusals are not engine ``Refusal`` kinds: the controller
names one of the few reasons here (``ClaimRefusal``) and the words are made from it, as for
every refusal.
The declarations log's line is written with the log's other lines (controller/models.py).
"""

from __future__ import annotations

from typing import Literal

from piquet_desktop.translation import translate
from piquet_desktop.words.text import is_human

# Why the player cannot claim now, at his turn: not in the trick play (``not_in_play``; outside
# his turn the controller says why as for any move), one card left (``last_card``: play it), or
# a card the opponent may hold could still take a trick (``not_certain``).
ClaimRefusal = Literal["not_in_play", "last_card", "not_certain"]


def claim_refusal_text(kind: ClaimRefusal, opponent: str) -> str:
    """The status bar's sentence when "Claim the remaining tricks" cannot be done now."""
    if kind == "not_in_play":
        return translate(
            "Claims", "No claim now: a claim is made at your turn to play a card in the tricks."
        )
    if kind == "last_card":
        return translate("Claims", "No claim now: only one card is left, play it.")
    return translate(
        "Claims",
        "No claim now: for all you can know, {player} may still hold a card that takes a trick.",
    ).format(player=opponent)


def claimed_text(claimer: str) -> str:
    """The status bar's sentence when a player claims (the human is spoken to)."""
    if is_human(claimer):
        return translate("Claims", "You claim the remaining tricks: they are played out.")
    return translate("Claims", "{player} claims the remaining tricks: they are played out.").format(
        player=claimer
    )


def claim_tip() -> str:
    """The menu item's and the button's status tip while a claim is proven."""
    return translate(
        "Claims",
        "Every remaining trick is yours whatever the opponent holds: play them all out at once",
    )


__all__ = ["ClaimRefusal", "claim_refusal_text", "claim_tip", "claimed_text"]
