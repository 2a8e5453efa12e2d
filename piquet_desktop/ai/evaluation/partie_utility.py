"""What a deal's score is worth to the partie: playing to the score.

``PartieUtility`` turns a deal's two scores into what they are worth at the end of the partie,
from the player's side: in Rubicon the expected final margin (the winner's total minus the
loser's plus 100, or the sum plus 100 when the loser stays under 100, negative when losing); in au
cent the probability of winning the partie (first to three games, a double game counting two),
scaled to points. The future deals are modelled from the distribution of one deal's scores for
elder and younger (``DEAL_SCORES``, measured by
``piquet_desktop/benchmarks/calibrate_deal_scores.py`` from self-play): exactly for the last deal
left, by a bivariate normal with the same moments for two or more. Early in a partie the utility
is nearly linear in the deal's points, so the levels simply maximise the deal score; in the last
deals it bends (crossing 100, keeping the opponent under it, needing a given margin) and the
decisions follow it. Every decision maximises the expectation of this utility over its samples.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from statistics import NormalDist

from piquet_desktop.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class DealScoreModel:
    """One deal's scores for elder and younger: means, standard deviations, correlation, and a
    coarse joint histogram ``(elder points, younger points, probability)`` for the last deal."""

    elder_mean: float
    elder_sd: float
    younger_mean: float
    younger_sd: float
    correlation: float
    histogram: tuple[tuple[int, int, float], ...]


# ---- fitted constants: printed by piquet_desktop/benchmarks/calibrate_deal_scores.py ----
# fmt: off
DEAL_SCORES = DealScoreModel(
    elder_mean=30.20,
    elder_sd=25.23,
    younger_mean=20.67,
    younger_sd=16.90,
    correlation=-0.482,
    histogram=(
        (3, 22, 0.00040), (4, 28, 0.00225), (4, 33, 0.00545), (3, 37, 0.00620),
        (4, 42, 0.00450), (3, 47, 0.00875), (3, 50, 0.00130), (1, 65, 0.00005),
        (2, 74, 0.00010), (1, 77, 0.00050), (1, 81, 0.00020), (3, 111, 0.00090),
        (4, 117, 0.00190), (3, 121, 0.00055), (4, 128, 0.00005), (1, 143, 0.00005),
        (1, 148, 0.00030), (1, 151, 0.00040), (1, 156, 0.00005), (1, 163, 0.00005),
        (8, 7, 0.00015), (8, 12, 0.00210), (8, 17, 0.00580), (8, 22, 0.01070),
        (7, 27, 0.02360), (7, 32, 0.02850), (7, 37, 0.01505), (7, 42, 0.02225),
        (6, 46, 0.00775), (8, 53, 0.00045), (9, 56, 0.00020), (7, 67, 0.00020),
        (6, 73, 0.00070), (6, 76, 0.00040), (7, 83, 0.00005), (7, 88, 0.00005),
        (7, 97, 0.00035), (7, 102, 0.00070), (6, 108, 0.00040), (6, 113, 0.00190),
        (6, 117, 0.00190), (5, 122, 0.00005), (5, 128, 0.00010), (12, 7, 0.00300),
        (12, 12, 0.01295), (12, 17, 0.01525), (12, 22, 0.02840), (12, 27, 0.03540),
        (12, 32, 0.01365), (12, 37, 0.01540), (11, 41, 0.00705), (11, 47, 0.00090),
        (11, 52, 0.00075), (10, 55, 0.00005), (13, 67, 0.00015), (14, 70, 0.00005),
        (11, 81, 0.00020), (17, 7, 0.01020), (17, 12, 0.01965), (18, 18, 0.01600),
        (17, 22, 0.02720), (17, 27, 0.01085), (18, 32, 0.01295), (17, 36, 0.00435),
        (18, 42, 0.00230), (16, 46, 0.00045), (18, 51, 0.00005), (17, 55, 0.00005),
        (17, 67, 0.00010), (17, 73, 0.00035), (16, 76, 0.00020), (19, 96, 0.00055),
        (19, 102, 0.00075), (19, 106, 0.00005), (23, 3, 0.00080), (22, 7, 0.01390),
        (22, 12, 0.01745), (22, 17, 0.01745), (22, 23, 0.01655), (22, 27, 0.02815),
        (21, 31, 0.00805), (23, 37, 0.00350), (21, 41, 0.00265), (22, 47, 0.00010),
        (21, 55, 0.00005), (22, 67, 0.00075), (22, 71, 0.00085), (20, 76, 0.00005),
        (22, 81, 0.00015), (20, 87, 0.00005), (21, 93, 0.00035), (21, 98, 0.00120),
        (21, 101, 0.00075), (20, 105, 0.00005), (28, 3, 0.00240), (27, 7, 0.03265),
        (27, 12, 0.03115), (27, 18, 0.01530), (27, 22, 0.03570), (26, 26, 0.01665),
        (26, 33, 0.00460), (27, 36, 0.00370), (26, 41, 0.00025), (26, 48, 0.00010),
        (28, 52, 0.00010), (25, 59, 0.00005), (26, 67, 0.00140), (26, 70, 0.00075),
        (32, 4, 0.00630), (32, 6, 0.04000), (32, 11, 0.01250), (32, 18, 0.00820),
        (31, 22, 0.00705), (33, 27, 0.00340), (32, 32, 0.00025), (30, 35, 0.00005),
        (32, 40, 0.00010), (30, 48, 0.00005), (37, 3, 0.01125), (37, 7, 0.01730),
        (37, 12, 0.01325), (36, 16, 0.00500), (37, 23, 0.00300), (36, 26, 0.00440),
        (35, 30, 0.00010), (42, 4, 0.00180), (42, 7, 0.02500), (41, 11, 0.01100),
        (42, 18, 0.00360), (41, 22, 0.00375), (41, 26, 0.00080), (42, 33, 0.00010),
        (45, 4, 0.00025), (46, 7, 0.00655), (47, 11, 0.00225), (46, 17, 0.00060),
        (48, 23, 0.00020), (47, 26, 0.00015), (47, 30, 0.00005), (53, 0, 0.00030),
        (52, 8, 0.00135), (52, 11, 0.00140), (53, 17, 0.00015), (53, 23, 0.00090),
        (53, 27, 0.00200), (53, 92, 0.00040), (53, 97, 0.00150), (53, 100, 0.00030),
        (57, 1, 0.00105), (57, 7, 0.00280), (57, 12, 0.00165), (58, 17, 0.00060),
        (57, 23, 0.00760), (57, 26, 0.00290), (59, 32, 0.00020), (59, 97, 0.00005),
        (62, 1, 0.00190), (62, 7, 0.00780), (62, 11, 0.00025), (62, 18, 0.00780),
        (61, 21, 0.00155), (62, 26, 0.00005), (60, 32, 0.00055), (60, 35, 0.00005),
        (67, 1, 0.00200), (66, 7, 0.00175), (67, 13, 0.00070), (65, 17, 0.00075),
        (67, 23, 0.00115), (67, 25, 0.00005), (73, 3, 0.00750), (73, 6, 0.01640),
        (71, 12, 0.00035), (73, 17, 0.00095), (70, 22, 0.00110), (70, 25, 0.00015),
        (70, 36, 0.00005), (77, 3, 0.02205), (76, 5, 0.01175), (76, 14, 0.00005),
        (75, 18, 0.00050), (80, 2, 0.00355), (82, 6, 0.00020), (81, 22, 0.00040),
        (81, 25, 0.00010), (85, 6, 0.00005), (94, 21, 0.00025), (98, 7, 0.00065),
        (97, 18, 0.00070), (98, 21, 0.00205), (97, 70, 0.00005), (102, 0, 0.00190),
        (103, 7, 0.00175), (102, 18, 0.00280), (101, 21, 0.00135), (101, 27, 0.00005),
        (102, 53, 0.00005), (108, 0, 0.00455), (107, 6, 0.00080), (106, 18, 0.00030),
        (105, 20, 0.00015), (112, 1, 0.00775), (113, 5, 0.00210), (117, 3, 0.00495),
        (116, 5, 0.00350), (121, 3, 0.00135), (120, 5, 0.00020), (126, 4, 0.00005),
        (131, 3, 0.00010), (143, 0, 0.00085), (148, 0, 0.00125), (152, 0, 0.00115),
        (156, 0, 0.00015), (161, 0, 0.00005),
    ),
)
# fmt: on
# ---- end of fitted constants ----


_SQRT2 = math.sqrt(2.0)
_INV_SQRT_2PI = 1.0 / math.sqrt(2.0 * math.pi)
_NORMAL = NormalDist()


def _segment(mu: float, sigma: float, lo: float, hi: float, c0: float, c1: float) -> float:
    """E[(c0 + c1 * B) * 1{lo < B < hi}] for B normal with mean ``mu`` and sd ``sigma``."""
    if hi <= lo:
        return 0.0
    zl = (lo - mu) / sigma if lo > -math.inf else -math.inf
    zh = (hi - mu) / sigma if hi < math.inf else math.inf
    cl = 0.5 * math.erfc(-zl / _SQRT2) if zl > -math.inf else 0.0
    ch = 0.5 * math.erfc(-zh / _SQRT2) if zh < math.inf else 1.0
    dl = _INV_SQRT_2PI * math.exp(-0.5 * zl * zl) if zl > -math.inf else 0.0
    dh = _INV_SQRT_2PI * math.exp(-0.5 * zh * zh) if zh < math.inf else 0.0
    p = ch - cl
    return c0 * p + c1 * (mu * p - sigma * (dh - dl))


def expected_margin(a: float, mu: float, sigma: float) -> float:
    """E[rubicon_margin(a, B)] with B normal (mean ``mu``, sd ``sigma``), exactly.

    The margin is piecewise linear in the opponent's total B, with breaks at 100 and at ``a``:
    below both I win and he is rubiconed (a + B + 100); between 100 and ``a`` I win (a - B + 100);
    above ``a`` I lose, by B - a + 100, or by a + B + 100 when I am under 100 myself."""
    inf = math.inf
    if a >= 100:
        return (
            _segment(mu, sigma, -inf, 100.0, a + 100.0, 1.0)
            + _segment(mu, sigma, 100.0, a, a + 100.0, -1.0)
            + _segment(mu, sigma, a, inf, a - 100.0, -1.0)
        )
    return _segment(mu, sigma, -inf, a, a + 100.0, 1.0) + _segment(
        mu, sigma, a, inf, -(a + 100.0), -1.0
    )


_NODES = 10  # quadrature nodes on each side of 100 for my own final total


def rubicon_margin(mine: float, theirs: float) -> float:
    """The final partie margin from my side (Laws 72-73): negative when I lose."""
    if mine == theirs:
        return 0.0
    if mine > theirs:
        return mine - theirs + 100.0 if theirs >= 100 else mine + theirs + 100.0
    return -(theirs - mine + 100.0) if mine >= 100 else -(mine + theirs + 100.0)


class PartieUtility:
    """What a deal's scores are worth to one seat at the end of the partie, in points.

    ``value(mine, theirs)`` takes the two deal scores (as they stand on the score sheet, before
    the deal's multiplier) and returns the expected final margin (Rubicon) or the probability of
    winning the partie times ``AU_CENT_SCALE`` (au cent). Results are cached per whole point.
    """

    AU_CENT_SCALE = 400.0

    def __init__(
        self, view: PlayerView, model: DealScoreModel = DEAL_SCORES, spread: float = 0.0
    ) -> None:
        self.rules = view.rules
        self.model = model
        self.spread = spread
        me = view.seat
        self.au_cent = view.rules.partie == "au_cent"
        number = max(view.deal_number, 1)
        self.multiplier = view.rules.deal_multiplier(number)
        elder = view.elder if view.elder is not None else me
        self.elder_now = elder == me
        if self.au_cent:
            self.mine0 = float(view.game_scores[me])
            self.theirs0 = float(view.game_scores[1 - me])
            won = view.game_points()
            self.games = (won[me], won[1 - me])
            self.deals_left = 0
            self.future_multipliers: tuple[int, ...] = ()
        else:
            self.mine0 = float(view.totals[me])
            self.theirs0 = float(view.totals[1 - me])
            planned = view.planned_deals()
            self.deals_left = max(planned - number, 0)
            # Deal multipliers still to come (the four-deal partie's last deal counts double).
            self.future_multipliers = tuple(
                view.rules.deal_multiplier(n) for n in range(number + 1, planned + 1)
            )
        self._moments = self._future_moments() if not self.au_cent else (0.0, 0.0, 1.0, 1.0, 0.0)
        self._cache: dict[tuple[int, int], float] = {}

    def _future_moments(self) -> tuple[float, float, float, float, float]:
        """Means, standard deviations and correlation of the points both will score in the
        deals after this one (deals alternate elder; multipliers as the partie has them)."""
        m = self.model
        mean_a = mean_b = var_a = var_b = cov = 0.0
        for i, mult in enumerate(self.future_multipliers):
            i_am_elder = self.elder_now == (i % 2 == 1)
            if i_am_elder:
                ma, sa, mb, sb = m.elder_mean, m.elder_sd, m.younger_mean, m.younger_sd
            else:
                ma, sa, mb, sb = m.younger_mean, m.younger_sd, m.elder_mean, m.elder_sd
            mean_a += mult * ma
            mean_b += mult * mb
            var_a += (mult * sa) ** 2
            var_b += (mult * sb) ** 2
            cov += mult * mult * m.correlation * sa * sb
        if var_a <= 0 or var_b <= 0:
            return 0.0, 0.0, 1.0, 1.0, 0.0
        sd_a, sd_b = math.sqrt(var_a), math.sqrt(var_b)
        return mean_a, mean_b, sd_a, sd_b, cov / (sd_a * sd_b)

    def value(self, mine: float, theirs: float) -> float:
        key = (round(mine), round(theirs))
        v = self._cache.get(key)
        if v is None:
            a = self.mine0 + key[0] * self.multiplier
            b = self.theirs0 + key[1] * self.multiplier
            v = self._au_cent(a, b, key) if self.au_cent else self._rubicon(a, b)
            self._cache[key] = v
        # Between whole points the utility is taken as locally linear in the deal difference:
        # keeps the expected-value comparisons of near-equal choices smooth.
        return v + 1e-3 * ((mine - key[0]) - (theirs - key[1]))

    # -- Rubicon
    def _rubicon(self, a: float, b: float) -> float:
        """E[final margin] from totals ``a`` (mine) and ``b`` after this deal.

        My final total is integrated numerically on either side of 100 (the rubicon jump of my
        own total falls between nodes, never across one); the opponent's, given mine, exactly
        (``expected_margin``). The last deal uses the measured histogram (each cell smoothed by
        a few points, so the utility has no steps); two or more deals the bivariate normal.
        """
        left = self.deals_left
        if left == 0:
            if self.spread <= 0:
                return rubicon_margin(a, b)
            return self._normal(a, b, (0.0, 0.0, self.spread, self.spread, 0.0))
        if left == 1:
            mult = self.future_multipliers[0]
            elder_last = not self.elder_now
            total = 0.0
            for pe, py, p in _coarse_histogram():
                x, y = (pe, py) if elder_last else (py, pe)
                total += p * expected_margin(a + mult * x, b + mult * y, mult * _SMOOTH)
            return total
        return self._normal(a, b, self._moments)

    @staticmethod
    def _normal(a: float, b: float, moments: tuple[float, float, float, float, float]) -> float:
        """E[margin] when both final totals are ``a``, ``b`` plus a bivariate normal."""
        mean_a, mean_b, sd_a, sd_b, rho = moments
        cond_sd = sd_b * math.sqrt(max(1.0 - rho * rho, 1e-6))
        ma = a + mean_a
        split = _NORMAL.cdf((100.0 - ma) / sd_a)
        total = 0.0
        for lo, hi in ((0.0, split), (split, 1.0)):
            mass = hi - lo
            if mass <= 1e-12:
                continue
            for i in range(_NODES):
                u = lo + mass * (i + 0.5) / _NODES
                z = _NORMAL.inv_cdf(min(max(u, 1e-12), 1.0 - 1e-12))
                mu_b = b + mean_b + rho * sd_b * z
                total += mass / _NODES * expected_margin(ma + sd_a * z, mu_b, cond_sd)
        return total

    # -- au cent
    def _au_cent(self, a: float, b: float, deal: tuple[int, int]) -> float:
        """Probability of winning the partie after this deal, times ``AU_CENT_SCALE``."""
        target = float(self.rules.au_cent_target)
        gm, go = self.games
        if a >= target or b >= target:
            # Who got there first: the points of a deal come in roughly evenly, so the player
            # who needed the smaller fraction of his deal's points.
            need_a = (target - self.mine0) / max(deal[0], 1) if a >= target else 2.0
            need_b = (target - self.theirs0) / max(deal[1], 1) if b >= target else 2.0
            if need_a <= need_b:
                loser = self.theirs0 + deal[1] * min(need_a, 1.0)
                gm += 2 if loser < target / 2 else 1
            else:
                loser = self.mine0 + deal[0] * min(need_b, 1.0)
                go += 2 if loser < target / 2 else 1
            return self.AU_CENT_SCALE * _partie_win(gm, go)
        # The game goes on: the other player is elder next deal.
        win_s, win_d, lose_s, lose_d = _game_interpolated(a, b, not self.elder_now)
        p = (
            win_s * _partie_win(gm + 1, go)
            + win_d * _partie_win(gm + 2, go)
            + lose_s * _partie_win(gm, go + 1)
            + lose_d * _partie_win(gm, go + 2)
        )
        return self.AU_CENT_SCALE * p


_SMOOTH = 3.0  # points of spread given to each cell of the last-deal histogram


@lru_cache(maxsize=1)
def _coarse_histogram() -> tuple[tuple[float, float, float], ...]:
    """The deal histogram merged into cells of ten points by ten (probability-weighted means):
    a third of the cells, for the same utility within a point."""
    merged: dict[tuple[int, int], list[float]] = {}
    # Running sums, not statistics.fmean(values, weights): its fsum would round otherwise.
    for pe, py, p in DEAL_SCORES.histogram:
        acc = merged.setdefault((pe // 10, py // 10), [0.0, 0.0, 0.0])
        acc[0] += pe * p
        acc[1] += py * p
        acc[2] += p
    total = sum(v[2] for v in merged.values())
    return tuple(
        (v[0] / v[2], v[1] / v[2], v[2] / total) for _, v in sorted(merged.items()) if v[2] > 0
    )


_STEP = 5  # the au cent game model works on scores rounded down to multiples of five


def _binned_histogram() -> tuple[tuple[int, int, float], ...]:
    """The deal histogram in steps of ``_STEP`` points (elder's, younger's, probability)."""
    merged: dict[tuple[int, int], float] = {}
    for pe, py, p in DEAL_SCORES.histogram:
        k = (pe // _STEP, py // _STEP)
        merged[k] = merged.get(k, 0.0) + p
    return tuple((e, y, p) for (e, y), p in sorted(merged.items()))


@cache
def _game_outcomes(a: int, b: int, me_elder: bool) -> tuple[float, float, float, float]:
    """Probabilities (win, win double, lose, lose double) of an au cent game from game scores
    ``a``, ``b`` (in steps of five) with me elder in the next deal when ``me_elder``.

    Dynamic programming over deals: each deal adds a draw from the deal histogram; the first to
    reach 100 wins (both at once: the one with more to spare), a double when the loser is under
    50. Cached per state; the first call fills the table, about a fifth of a second.
    """
    target = 100 // _STEP
    half = 50 // _STEP
    hist = _binned_histogram()
    win_s = win_d = lose_s = lose_d = 0.0
    for pe, py, p in hist:
        x, y = (pe, py) if me_elder else (py, pe)
        na, nb = a + x, b + y
        if na >= target or nb >= target:
            if na - target >= nb - target:
                if b < half:
                    win_d += p
                else:
                    win_s += p
            elif a < half:
                lose_d += p
            else:
                lose_s += p
            continue
        if x == 0 and y == 0:
            continue  # a deal scores something in practice; avoid a self-loop
        ws, wd, ls, ld = _game_outcomes(na, nb, not me_elder)
        win_s += p * ws
        win_d += p * wd
        lose_s += p * ls
        lose_d += p * ld
    total = win_s + win_d + lose_s + lose_d
    if total <= 0:
        return 0.25, 0.25, 0.25, 0.25
    return win_s / total, win_d / total, lose_s / total, lose_d / total


def _grid_outcomes(i: int, j: int, me_elder: bool) -> tuple[float, float, float, float]:
    """``_game_outcomes`` on the grid, with the edges (a player at 100) as finished games."""
    target = 100 // _STEP
    if i >= target:
        return (0.0, 1.0, 0.0, 0.0) if j < target // 2 else (1.0, 0.0, 0.0, 0.0)
    if j >= target:
        return (0.0, 0.0, 0.0, 1.0) if i < target // 2 else (0.0, 0.0, 1.0, 0.0)
    return _game_outcomes(i, j, me_elder)


def _game_interpolated(a: float, b: float, me_elder: bool) -> tuple[float, float, float, float]:
    """The game's outcome probabilities at game scores ``a``, ``b`` (under 100), interpolated
    bilinearly between the five-point grid of ``_game_outcomes`` so that every point counts."""
    fa, fb = max(a, 0.0) / _STEP, max(b, 0.0) / _STEP
    ia, ib = int(fa), int(fb)
    ta, tb = fa - ia, fb - ib
    out = [0.0, 0.0, 0.0, 0.0]
    for di, wa in ((0, 1.0 - ta), (1, ta)):
        for dj, wb in ((0, 1.0 - tb), (1, tb)):
            w = wa * wb
            if w <= 0.0:
                continue
            for k, p in enumerate(_grid_outcomes(ia + di, ib + dj, me_elder)):
                out[k] += w * p
    return out[0], out[1], out[2], out[3]


@cache
def _partie_win(mine: int, theirs: int) -> float:
    """Probability of winning an au cent partie (first to three game points) from game points
    ``mine`` and ``theirs`` at the start of a game, elder for it equally likely either seat."""
    if mine >= 3:
        return 1.0
    if theirs >= 3:
        return 0.0
    outcomes = [0.0, 0.0, 0.0, 0.0]
    for me_elder in (True, False):
        for i, p in enumerate(_game_outcomes(0, 0, me_elder)):
            outcomes[i] += p / 2
    ws, wd, ls, ld = outcomes
    return (
        ws * _partie_win(mine + 1, theirs)
        + wd * _partie_win(mine + 2, theirs)
        + ls * _partie_win(mine, theirs + 1)
        + ld * _partie_win(mine, theirs + 2)
    )


__all__ = ["DEAL_SCORES", "DealScoreModel", "PartieUtility", "expected_margin", "rubicon_margin"]
