"""Where one seat can place the cards it does not hold, read off its view: what the opponent
played and the suits he showed void in, the cards surely in his hand, the talon cards surely
still in the talon.

Two readers need exactly this and no more: the sampler's bookkeeping of the hidden groups
(``ai.inference.hidden``) and the proof of a claim (``ai.claim``), which runs in the window's
process. This module imports only the engine's view, so the proof loads none of the sampler and
the keep model that the ``ai.inference`` package brings (tests/test_startup_imports.py).
"""

from __future__ import annotations

from piquet_desktop.engine.cards import SUIT_SIZE
from piquet_desktop.engine.view import PlayerView

__all__ = ["opponent_played", "placed_cards", "seen_taken"]


def opponent_played(view: PlayerView, opponent: int) -> tuple[int, int]:
    """The cards he played (a mask), and the suits he showed void in (a 4-bit mask)."""
    played = 0
    voids = 0
    for t in view.tricks:
        if t.leader == opponent:
            played |= 1 << t.lead
        else:
            played |= 1 << t.follow
            if t.follow // SUIT_SIZE != t.lead // SUIT_SIZE:
                voids |= 1 << (t.lead // SUIT_SIZE)
    if view.lead_card >= 0 and view.leader == opponent:
        played |= 1 << view.lead_card
    return played, voids


def seen_taken(view: PlayerView, seen: int, opponent_taken: int) -> int:
    """How many of the talon cards the seat saw (``seen``) went to the opponent's take.

    Only elder sees talon cards the opponent may take: the cards of his portion he left, which are
    the top of what younger takes from. If younger looked at the cards he left, elder saw those
    too and the view merges both (``ai.inference.hidden`` notes the view's gaps): then every seen
    card is either one of the ``talon_count`` still there or was taken. Younger sees talon cards
    only by looking at the remainder, which nobody takes.
    """
    if view.seat != view.elder or not opponent_taken or not seen:
        return 0
    if view.talon_looked:
        return seen.bit_count() - view.talon_count
    return min(opponent_taken, seen.bit_count())


def placed_cards(view: PlayerView, played: int, seen: int, taken_of_seen: int) -> tuple[int, int]:
    """The cards surely in the opponent's hand now, and those surely in the talon.

    In his hand: the cards of his combinations that scored, and those he showed beyond his scores
    and a carte blanche (which shows his dealt hand, discard and all), that is a combination that
    tied, both in his hand at the declarations; and the talon cards the seat saw (``seen``) when
    he provably took every one of them (``taken_of_seen``, from :func:`seen_taken`). In the
    talon: the seen cards, when he took none of them. ``played`` (cards already played) are in
    neither.
    """
    opponent = 1 - view.seat
    scored = 0
    for e in view.events:
        if e.seat == opponent and e.kind in ("point", "sequence", "set"):
            scored |= e.cards
    tied = view.opponent_shown & ~view.opponent_dealt_shown
    hand_known = (scored | tied) & ~played
    talon_known = 0
    if taken_of_seen == 0:
        talon_known = seen
    elif taken_of_seen == seen.bit_count():
        hand_known |= seen & ~played
    return hand_known, talon_known
