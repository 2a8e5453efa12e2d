"""Score events in reckoning order, and pique and repique derived from that order.

Law 67 fixes one order for everything a deal scores: carte blanche, point, sequences, sets, play
points as they fell, then the cards. Pique and repique depend only on who reaches 30 first in that
order while the other still has nothing, so they are computed from the ordered list of events rather
than from running totals that the order of speaking (younger scores late) would get wrong.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

EventKind = Literal[
    "carte_blanche",
    "point",
    "sequence",
    "set",
    "lead",
    "trick",
    "last_trick",
    "cards",
    "capot",
    "repique",
    "pique",
]
HAND_KINDS = frozenset({"carte_blanche", "point", "sequence", "set"})
PIQUE_THRESHOLD = 30
REPIQUE_BONUS = 60
PIQUE_BONUS = 30


class ScoreEvent(NamedTuple):
    """One score with its reason; ``for_pique`` says whether it counts towards pique and repique.

    ``reason`` is the English the records and the console tools print; the words of the window are
    made from the other fields (``kind``, ``cards``, ``card``, ``cards_in_play``), never from it.
    """

    seat: int
    points: int
    kind: EventKind
    reason: str
    for_pique: bool = True
    cards: int = 0  # the combination shown, for hand scores
    card: int = -1  # the card led, or the card that won the trick, for play scores
    # The cards scored in play, as the rules that count them for pique have it: the "cards" event
    # of the seventh trick, and the capot's 30 that makes 40 in all with it.
    cards_in_play: bool = False

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "points": self.points, "kind": self.kind, "reason": self.reason}


def with_bonuses(events: list[ScoreEvent], complete_hand: bool) -> list[ScoreEvent]:
    """Insert the repique or pique bonus right after the event that earned it.

    ``complete_hand`` says whether every hand score has been reckoned (younger's combinations only
    reckon at elder's first lead); before that no bonus can be decided, since a later-announced
    but earlier-reckoning score of the opponent may still shield him.
    """
    if not complete_hand:
        return list(events)
    totals = [0, 0]
    for i, e in enumerate(events):
        if not e.for_pique or e.points == 0:
            continue
        totals[e.seat] += e.points
        if totals[1 - e.seat]:
            break  # both have scored: nobody can pique or repique any more
        if totals[e.seat] >= PIQUE_THRESHOLD:
            if e.kind in HAND_KINDS:
                bonus = ScoreEvent(e.seat, REPIQUE_BONUS, "repique", "Repique", False)
            else:
                bonus = ScoreEvent(e.seat, PIQUE_BONUS, "pique", "Pique", False)
            return [*events[: i + 1], bonus, *events[i + 1 :]]
    return list(events)


def totals_of(events: list[ScoreEvent]) -> tuple[int, int]:
    t = [0, 0]
    for e in events:
        t[e.seat] += e.points
    return t[0], t[1]
