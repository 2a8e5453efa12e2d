"""The computer players' own ratings, which the player's rating is measured against.

They come from the arena's round robin (``piquet-arena --players random,greedy,novice,casual,
club,expert,master --round-robin --deal-pairs 400 --parties 10 --seed 2026``, run on 2026-12-01
under the calling-less rules; docs/AI.md, "How strong each level is"): Bradley-Terry ratings on
the Elo scale fitted over 400 mirrored deal pairs per pairing, anchored on random play at 0. The
app may not import the arena (it is a measuring tool, not shipped), so the figures are copied
here, and a test checks that they still match the table in docs/AI.md: when the levels change
and the round robin is run again, both change together.

The ratings measure mirrored deal pairs, while the player is rated on whole parties, which are
not mirrored: the luck of the cards stays in them and the weaker player wins more of them than
the ratings' gap gives. ``PARTIE_SCALE`` measures by how much, from the same round robin's
mirrored parties (10 per pairing; the "Mirrored parties" table of docs/AI.md).
"""

from __future__ import annotations

from piquet_desktop.translation import translate

LEVEL_RATINGS: dict[str, float] = {
    "random": 0.0,
    "greedy": 832.0,
    "novice": 833.0,
    "casual": 932.0,
    "club": 1066.0,
    "expert": 1197.0,
    "master": 1271.0,
}
"""Each computer player's Elo, by registry name."""

PARTIE_SCALE = 0.525
"""How sharply a partie separates two players, as a share of a deal pair's rating gap: the
maximum-likelihood ``k`` of ``P(A wins) = 1 / (1 + 10 ** (-k (R_A - R_B) / 400))`` over the 150
mirrored parties between greedy and the five levels in the round robin (standard error 0.12;
with random play's 60 lost parties included it is 0.65). Random play is left out because its
gap of 850 Elo and more lies far outside any player's, and its zero wins say only that it is
far below, not how far. A test refits it from docs/AI.md."""


def source_words() -> str:
    """Where ``LEVEL_RATINGS`` came from, in words the Statistics window shows."""
    return translate(
        "LevelRatings",
        "the arena's round robin of 2026-12-01 (400 mirrored deal pairs per pairing, seed 2026), "
        "Bradley-Terry on the Elo scale with random play at 0; docs/AI.md",
    )
