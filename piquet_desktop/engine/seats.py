"""The two seats of the app's parties: the player at the window in seat 0, the computer in 1.

A fact of the records the app writes (``PartieRecord.players``, seat 0 first: the human), read
by the controller that plays the partie, the library that keeps it and the statistics that
count it; defined once, here, below them all.
"""

from __future__ import annotations

__all__ = ["COMPUTER", "HUMAN"]

HUMAN = 0
COMPUTER = 1
