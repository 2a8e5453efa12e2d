"""The computer players' own ratings, which the player's rating is measured against.

They come from the arena's round robin (``piquet-arena --players random,greedy,novice,casual,
club,expert,master --round-robin --deal-pairs 400 --parties 10 --seed 2026``, run on
2026-11-30; docs/AI.md, "How strong each level is"): Bradley-Terry ratings on the Elo scale
fitted over 400 mirrored deal pairs per pairing, anchored on random play at 0. The app may not
import the arena (it is a measuring tool, not shipped), so the figures are copied here, and a
test checks that they still match the table in docs/AI.md: when the levels change and the round
robin is run again, both change together.

The ratings measure deal pairs, while the player is rated on whole parties: docs/DESIGN-APP.md
("Statistics") says why that is a fair approximation and what it costs.
"""

from __future__ import annotations

LEVEL_RATINGS: dict[str, float] = {
    "random": 0.0,
    "greedy": 850.0,
    "novice": 852.0,
    "casual": 951.0,
    "club": 1086.0,
    "expert": 1216.0,
    "master": 1287.0,
}
"""Each computer player's Elo, by registry name."""

SOURCE = (
    "the arena's round robin of 2026-11-30 (400 mirrored deal pairs per pairing, seed 2026), "
    "Bradley-Terry on the Elo scale with random play at 0; docs/AI.md"
)
"""Where ``LEVEL_RATINGS`` came from, in words the Statistics window shows."""
