"""Fast estimates of what a deal is worth, from both final hands.

The levels judge exchanges, declarations and cards by sampling the cards they cannot see and
evaluating each sample. Three estimates serve them here, each as cheap as it can be while still
ranking choices correctly:

* **Declarations, exactly.** With both final hands known (a sample), who wins the point, the
  sequence and the set is a comparison of keys, and so are repique and carte blanche: nothing is
  estimated. ``hand_facts`` tabulates a hand's best combinations once per hand (cached: the same
  hands recur across the candidate discards and samples of one exchange).
* **The trick play, by a calibrated linear model.** Solving the play exactly costs milliseconds per
  sample, far too much for hundreds of candidate discards times dozens of samples. ``play_estimate``
  predicts the exact solver's value (leader's play points minus follower's, the cards included)
  from a dozen features of the two hands: the tricks each hand takes when every suit is played out
  high against low, the tricks each can cash from the top, aces, length, voids. Its constants were
  fitted by least squares against ``ai/solver.py`` on thousands of post-exchange deals by
  ``piquet_desktop/benchmarks/calibrate_play_estimate.py``, once per trick scoring option; that
  script prints the block below. On held-out deals it explains about 80% of the solver's variance
  (root-mean-square error about 6 points against a standard deviation of about 13.6), in some ten
  microseconds.
* **Pique, by the leader's cash run.** Elder piques when younger scores nothing in hand and elder
  reaches 30 from hand and play first; in play that means leading winners. Elder scores a point for
  every winner he can cash from the top and one more for the lead he then loses, so the sample
  piques when ``hand + cash + 1 >= 30``. (Younger cannot pique under standard trick scoring.)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from piquet_desktop.engine.cards import RANK_MASKS, SUIT_SIZE, TEN
from piquet_desktop.engine.combinations import SUIT_PIPS, SUIT_RUNS, sequence_score
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.scoring import PIQUE_BONUS, PIQUE_THRESHOLD, REPIQUE_BONUS

# --------------------------------------------------------------------------- declarations


class Facts(NamedTuple):
    """A hand's declaration facts (``hand_facts``), per category its best combination's key and
    what the winner of the category reckons.

    A named tuple, not a dataclass: ``reckon_facts`` reads the categories by position (key at 0,
    2, 4, score after it) in the hot loop of the exchange search, and 131,072 are cached.
    """

    point_key: int
    point_score: int
    sequence_key: int
    sequence_total: int
    set_key: int
    set_total: int


@lru_cache(maxsize=1 << 17)
def hand_facts(hand: int) -> Facts:
    """A hand's declaration facts: (point key, point score, sequence key, sequences' total score,
    set key, sets' total score).

    Keys compare as the engine compares combinations: point ``count * 128 + pips``, sequence
    ``length * 16 + top rank``, set ``size * 16 + rank``; 0 when the hand holds none. The totals
    are what the winner of the category reckons (every sequence, every set), calling his best.
    """
    point_key = 0
    seq_key = 0
    seq_total = 0
    for s in range(4):
        p = hand >> (s * SUIT_SIZE) & 511
        if not p:
            continue
        k = p.bit_count() * 128 + SUIT_PIPS[p]
        if k > point_key:
            point_key = k
        for low, length in SUIT_RUNS[p]:
            seq_total += sequence_score(length)
            k = length * 16 + low + length - 1
            if k > seq_key:
                seq_key = k
    set_key = 0
    set_total = 0
    for r in range(TEN, SUIT_SIZE):
        n = (hand & RANK_MASKS[r]).bit_count()
        if n >= 3:
            set_total += 14 if n == 4 else 3
            k = n * 16 + r
            if k > set_key:
                set_key = k
    return Facts(point_key, point_key >> 7, seq_key, seq_total, set_key, set_total)


def declaration_scores(
    elder_hand: int, younger_hand: int, carte_blanche: tuple[int, int] = (0, 0)
) -> tuple[int, int, int]:
    """Hand scores when both call their best and answer truthfully: (elder's, younger's, bonus).

    ``carte_blanche`` holds the 10s already scored (elder's, younger's). The third number is the
    repique: +60 for elder, -60 for younger, 0 for none; it is not included in the first two.
    """
    return reckon_facts(hand_facts(elder_hand), hand_facts(younger_hand), carte_blanche)


def reckon_facts(
    e: Facts, y: Facts, carte_blanche: tuple[int, int] = (0, 0)
) -> tuple[int, int, int]:
    """``declaration_scores`` from the two hands' ``hand_facts``: for callers that judge one
    hand against many (the facts are worked out once per hand)."""
    se, sy = carte_blanche
    repique = 0
    # In reckoning order; after each category check for repique (30 while the other has 0).
    for i in (0, 2, 4):
        if e[i] > y[i]:
            se += e[i + 1]
        elif y[i] > e[i]:
            sy += y[i + 1]
        if not repique:
            if se >= PIQUE_THRESHOLD and sy == 0:
                repique = REPIQUE_BONUS
            elif sy >= PIQUE_THRESHOLD and se == 0:
                repique = -REPIQUE_BONUS
    return se, sy, repique


# --------------------------------------------------------------------------- the play estimate

# Per suit, indexed by ``leader pattern << 9 | follower pattern`` (disjoint 9-bit patterns):
# tricks each side takes when the suit is played out high against low (leader | follower << 4)
# and the cards each can cash from the top without losing the lead (<< 8 and << 12).
_SUIT_TABLE: list[int] = []


def _play_out(lead: int, follow: int) -> tuple[int, int]:
    """Tricks each side takes in one suit played out: the higher top card wins and its owner's
    opponent throws his lowest; left-over length wins as long cards."""
    tl = tf = 0
    while lead and follow:
        if lead.bit_length() > follow.bit_length():
            tl += 1
            lead ^= 1 << (lead.bit_length() - 1)
            follow &= follow - 1
        else:
            tf += 1
            follow ^= 1 << (follow.bit_length() - 1)
            lead &= lead - 1
    return tl + lead.bit_count(), tf + follow.bit_count()


def _cash(lead: int, follow: int) -> int:
    """Cards the holder of ``lead`` can cash from the top of one suit before losing the lead."""
    if not lead:
        return 0
    if follow:
        top = follow.bit_length() - 1
        run = (lead >> (top + 1)).bit_count()
        if run < follow.bit_count():
            return run
    return lead.bit_count()


def _suit_table() -> list[int]:
    if not _SUIT_TABLE:
        table = [0] * (1 << 18)
        for own in range(512):
            rest = ~own & 511
            other = rest
            while True:
                tl, tf = _play_out(own, other)
                table[own << 9 | other] = (
                    tl | tf << 4 | _cash(own, other) << 8 | _cash(other, own) << 12
                )
                if not other:
                    break
                other = (other - 1) & rest
        _SUIT_TABLE.extend(table)
    return _SUIT_TABLE


def play_features(lead: int, follow: int) -> tuple[float, ...]:
    """The features of the play estimate for the hand to lead and the hand to follow.

    ``x`` is the leader's share of twelve tricks by the played-out count, centred on six; the
    clipped and squashed versions of it let a linear model follow the cards term (10 for seven
    tricks or more), which jumps where the trick count crosses six.
    """
    table = _SUIT_TABLE or _suit_table()
    tl = tf = cl = cf = 0
    al = af = ll = lf = vl = vf = 0
    for sh in (0, 9, 18, 27):
        lp = lead >> sh & 511
        fp = follow >> sh & 511
        v = table[lp << 9 | fp]
        tl += v & 15
        tf += v >> 4 & 15
        cl += v >> 8 & 15
        cf += v >> 12 & 15
        al += lp >> 8
        af += fp >> 8
        n = lp.bit_count()
        if n > ll:
            ll = n
        elif n == 0:
            vl += 1
        n = fp.bit_count()
        if n > lf:
            lf = n
        elif n == 0:
            vf += 1
    total = tl + tf
    x = 12.0 * tl / total - 6.0 if total else 0.0
    return (
        1.0,
        x,
        -3.0 if x < -3.0 else 3.0 if x > 3.0 else x,
        math.tanh(x / 1.5),
        float(cl),
        float(cf),
        float(al - af),
        float(ll - lf),
        float(vl - vf),
        1.0 if cl >= 12 else 0.0,
        float(min(cl, 7)),
        1.0 if cl >= 7 else 0.0,
        1.0 if cf >= 7 else 0.0,
    )


# ---- fitted constants: printed by piquet_desktop/benchmarks/calibrate_play_estimate.py ----
# Key: (trick_points, last_trick_bonus). DIFF predicts leader's minus follower's play points,
# TOTAL both players' play points together (what the two shares add up to).
# fmt: off
PLAY_WEIGHTS: dict[tuple[str, int], tuple[tuple[float, ...], tuple[float, ...]]] = {
    ("standard", 1): (
        (
            -6.683, 3.085, -4.339, 6.521, 1.174, -0.863, 0.397,
            0.397, -1.018, 28.344, 1.929, 2.709, -2.015,
        ),
        (
            29.332, -4.410, 1.559, 4.843, 0.030, -0.426, 0.072,
            -0.029, 0.218, 14.052, -0.841, 3.581, 0.801,
        ),
    ),
    ("standard", 10): (
        (
            -2.126, 4.303, -1.780, 3.591, 0.945, -0.699, 3.027,
            0.492, 0.223, 34.760, 0.871, 0.515, -0.591,
        ),
        (
            36.230, -0.189, -0.051, 0.019, 0.388, -0.264, -0.027,
            -0.224, 0.565, 20.597, -0.669, 0.604, 0.576,
        ),
    ),
    ("tens_only", 1): (
        (
            -5.551, 1.777, -1.847, 5.551, 0.756, -0.644, 0.606,
            0.390, -1.214, 29.185, 1.757, 2.046, -1.936,
        ),
        (
            25.530, -0.808, -1.565, 4.958, -0.202, -0.166, 0.028,
            -0.170, -0.171, 18.711, -0.743, 4.124, 0.504,
        ),
    ),
    ("tens_only", 10): (
        (
            -1.594, 0.862, 3.234, 2.751, 0.539, -0.394, 3.089,
            0.450, -0.272, 33.213, 0.725, 0.991, -1.634,
        ),
        (
            31.998, -0.774, 0.639, 0.662, -0.094, -0.099, -0.050,
            0.032, 0.099, 21.384, -0.307, 1.554, 0.993,
        ),
    ),
}
# fmt: on
# ---- end of fitted constants ----


def _weights(rules: RuleSet) -> tuple[tuple[float, ...], tuple[float, ...]]:
    key = (rules.trick_points, rules.last_trick_bonus)
    return PLAY_WEIGHTS.get(key) or PLAY_WEIGHTS[("standard", 1)]


def play_estimate(lead: int, follow: int, rules: RuleSet) -> tuple[float, float]:
    """Estimated (leader's, follower's) play points of a full twelve-card play, cards included."""
    wd, wt = _weights(rules)
    d = t = 0.0
    for a, b, x in zip(wd, wt, play_features(lead, follow), strict=True):
        d += a * x
        t += b * x
    if t < abs(d):
        t = abs(d)
    return (t + d) / 2.0, (t - d) / 2.0


def cash_run(lead: int, follow: int) -> int:
    """How many tricks the leader can cash from the top before the follower can win one."""
    table = _SUIT_TABLE or _suit_table()
    return sum(
        table[(lead >> sh & 511) << 9 | (follow >> sh & 511)] >> 8 & 15 for sh in (0, 9, 18, 27)
    )


@dataclass(frozen=True, slots=True)
class DealEstimate:
    """A sampled deal's estimated scores for elder and younger (bonuses included)."""

    elder: float
    younger: float

    def for_seat(self, elder_is_me: bool) -> tuple[float, float]:
        return (self.elder, self.younger) if elder_is_me else (self.younger, self.elder)


def estimate_deal(
    elder_hand: int,
    younger_hand: int,
    rules: RuleSet,
    carte_blanche: tuple[int, int] = (0, 0),
) -> DealEstimate:
    """Both players' estimated deal scores from their final hands (elder leads).

    Declarations are exact (both call their best), the play is ``play_estimate``, repique exact
    and pique by the cash run (see the module's notes).
    """
    se, sy, repique = declaration_scores(elder_hand, younger_hand, carte_blanche)
    pe, py = play_estimate(elder_hand, younger_hand, rules)
    e = se + pe
    y = sy + py
    if repique > 0:
        e += repique
    elif repique < 0:
        y -= repique
    elif (
        sy == 0
        and se < PIQUE_THRESHOLD
        and rules.trick_points == "standard"
        and se + cash_run(elder_hand, younger_hand) + 1 >= PIQUE_THRESHOLD
    ):
        e += PIQUE_BONUS
    return DealEstimate(e, y)


__all__ = [
    "PLAY_WEIGHTS",
    "DealEstimate",
    "Facts",
    "cash_run",
    "declaration_scores",
    "estimate_deal",
    "hand_facts",
    "play_estimate",
    "play_features",
    "reckon_facts",
]
