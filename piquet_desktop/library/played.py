"""The library's parties as the statistics count them (``statistics.PlayedPartie``).

The statistics never read the library themselves (statistics/played.py says why): this
is the one place that turns its entries into what they count, with the accuracy of each partie's
stored review of the player's own decisions, when it has one (``facts.player_review``, as the
Library's list reads it).
"""

from __future__ import annotations

from piquet_desktop.statistics import PlayedPartie

from .facts import HUMAN_SEAT, player_review
from .store import Library


def played_parties(library: Library) -> list[PlayedPartie]:
    """Every partie of ``library`` that loads, oldest first; damaged entries are left out (the
    Library window lists them with their reason)."""
    out: list[PlayedPartie] = []
    for entry in library.entries(with_records=True):
        record = entry.record
        if record is None:
            continue
        review = player_review(record)
        out.append(
            PlayedPartie(
                entry.played,
                record,
                HUMAN_SEAT,
                review.accuracy() if review is not None else None,
                len(review.decisions) if review is not None else 0,
            )
        )
    out.sort(key=lambda p: p.played_at)
    return out
