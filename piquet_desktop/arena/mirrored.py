"""Mirrored play between computer players, and the statistics that turn it into evidence.

A deal's score has a standard deviation of about 24 points, far more than the difference between
two decent players, so strength is only measurable when luck cancels. Two devices do that here:

* **Mirrored deal pairs.** One shuffle is played twice from one score situation: first with player
  A in seat 0 and B in seat 1, then with B in seat 0 and A in seat 1. The elder seat, the cards of
  each seat and the partie score of each seat are identical in both deals, so each player holds
  exactly the cards (and faces exactly the score) the other held. The pair's *margin* is A's net
  points (A's points minus B's) summed over the two deals; a pair is *won* when the margin is
  positive.
* **Mirrored parties.** A whole partie is played twice from one seed with the seats swapped. Chance
  never depends on the players, so every deal of the two parties starts with the same cards per
  seat (the parties drift apart only through the scores, and a tied partie's extra deals).

**Score context of a deal pair.** Deal pair ``i`` starts at deal ``d = 1 + i mod D`` of a partie
(``D`` the deals of a Rubicon partie, six by default), so every deal number is equally common and a
player that plays to the score (Master plays for the rubicon in the last deals) meets the situations
it meets in real parties. The first ``d - 1`` deals are played by two greedy players from a seed of
the pair's own; only then are the pair's cards shuffled. The prefix is played by a fixed baseline
rather than by A and B themselves so that the contexts cost little (a greedy deal takes about a
millisecond, a Master deal seconds) and are the same whoever plays the pair. ``context="fresh"``
plays every pair as deal 1 at 0-0 instead. The margin counts deal points only, whatever the score.

**Determinism.** Everything a pair or partie does derives from its seed: the pair's seed from
``(seed, pairing, index)`` by SHA-256 (``derive_seed``), the partie's from ``seed + i // 2`` (the
scheme ``piquet-arena`` has always used, so old records keep their seeds). Players are made fresh
for every deal (and every partie) so that no memory a player keeps can carry from one game into
the next, and results are collected by key, not by arrival. Results are therefore identical
whether they are computed in one process or spread over many (``run_arena(jobs=...)``).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from statistics import NormalDist
from typing import Any, Literal

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.player import Player, Table, seat_rngs
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.actions import Shuffle
from piquet_desktop.engine.cards import pack
from piquet_desktop.engine.file_type import RECORD_SUFFIX
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet

Context = Literal["partie", "fresh"]
CONTEXTS: tuple[Context, ...] = ("partie", "fresh")
PlayerFactory = Callable[[str], Player]

# ------------------------------------------------------------------------------- seeds


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any values, stable across processes, platforms and Python versions.

    ``hash()`` is salted per process, so it cannot be used: a worker would see other seeds.
    """
    text = ":".join(str(p) for p in parts)
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def pair_seed(seed: int, a: str, b: str, index: int) -> int:
    """The seed of deal pair ``index`` of the pairing of ``a`` and ``b``.

    The names enter sorted, so ``a,b`` and ``b,a`` play the very same deals (with the margins'
    signs flipped): a pairing's result does not depend on the order it was listed in.
    """
    low, high = sorted((a, b))
    return derive_seed("piquet-deal-pair", seed, low, high, index)


def deal_number_for(index: int, rules: RuleSet, context: Context) -> int:
    """Which deal of a partie deal pair ``index`` is played as (1 for fresh deals)."""
    if context == "fresh":
        return 1
    return 1 + index % rules.rubicon_deals


# ------------------------------------------------------------------------------- deal pairs


def deal_pair_start(
    rules: RuleSet, seed: int, deal_number: int
) -> tuple[PartieState, tuple[int, ...]]:
    """The partie as it stands before deal ``deal_number`` (at its shuffle), and the pack order.

    Deals before ``deal_number`` are played by two greedy players from a seed derived from
    ``seed``; an au cent partie that ends sooner stops at its last deal instead. The pack order is
    drawn from another derived seed, so the cards do not depend on the prefix.
    """
    greedy = GreedyPlayer()
    table = Table.new(rules, (greedy, greedy), derive_seed("prefix", seed))
    state = table.state
    while state.phase == "cut":  # equal cuts are cut again
        table.step()
    snapshot = state.clone()
    while len(state.results) < deal_number - 1:
        table.play_deal()
        if state.phase == "over":
            break
        snapshot = state.clone()
    order = list(pack(rules.deck))
    random.Random(derive_seed("shuffle", seed)).shuffle(order)
    return snapshot, tuple(order)


def play_from(
    start: PartieState, order: tuple[int, ...], players: tuple[Player, Player], seed: int
) -> PartieState:
    """Deal ``order`` from a copy of ``start`` and play that one deal with ``players`` seated."""
    state = start.clone()
    state.apply(Shuffle(order))
    Table(state, players, random.Random(seed), seat_rngs(seed)).play_deal()
    return state


def mirrored_deal_states(
    rules: RuleSet,
    factory: PlayerFactory,
    names: tuple[str, str],
    seed: int,
    deal_number: int,
) -> tuple[PartieState, PartieState]:
    """Both deals of a mirrored pair as finished partie states (A in seat 0 first, then B)."""
    start, order = deal_pair_start(rules, seed, deal_number)
    a, b = names
    first = play_from(start, order, (factory(a), factory(b)), seed)
    second = play_from(start, order, (factory(b), factory(a)), seed)
    return first, second


@dataclass(frozen=True, slots=True)
class DealPairResult:
    """One mirrored deal pair, from A's side. ``a_points[k]`` is A's score in deal ``k``."""

    index: int
    deal_number: int
    elder_seat: int  # the same in both deals; A sat in seat 0 in the first deal
    scores_before: tuple[int, int]  # the partie totals of seat 0 and seat 1 before the deal
    a_points: tuple[int, int]
    b_points: tuple[int, int]

    @property
    def margin(self) -> int:
        """A's net points over the two deals: what the pair says about A against B."""
        return sum(self.a_points) - sum(self.b_points)


def play_mirrored_deal_pair(
    rules: RuleSet,
    factory: PlayerFactory,
    names: tuple[str, str],
    seed: int,
    index: int,
    context: Context = "partie",
) -> DealPairResult:
    """Play deal pair ``index`` of a pairing (``seed`` is the pair's own seed, ``pair_seed``)."""
    number = deal_number_for(index, rules, context)
    first, second = mirrored_deal_states(rules, factory, names, seed, number)
    r1, r2 = first.results[-1], second.results[-1]
    before = (first.totals[0] - r1.totals[0], first.totals[1] - r1.totals[1])
    a1, b1 = r1.totals
    b2, a2 = r2.totals
    return DealPairResult(index, r1.number, r1.elder, before, (a1, a2), (b1, b2))


# ------------------------------------------------------------------------------- parties


@dataclass(slots=True)
class PlayerStats:
    """One player's tally over whole parties, whichever seat it sat in."""

    name: str
    label: str
    parties: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    deals: int = 0
    points: int = 0
    mean_points_per_deal: float = 0.0
    mean_points_per_partie: float = 0.0
    partie_score: int = 0  # rubicon: margins won minus margins lost
    mean_partie_score: float = 0.0
    rubicons_inflicted: int = 0
    rubicons_suffered: int = 0
    cartes_blanches: int = 0
    piques: int = 0
    repiques: int = 0
    capots: int = 0
    games_won: int = 0  # au cent
    double_games_won: int = 0

    def add_partie(self, state: PartieState, seat: int) -> None:
        """Count one finished partie in which this player sat in ``seat``."""
        result = state.result
        assert result is not None, "the partie is not over"
        self.parties += 1
        if result.winner is None:
            self.drawn += 1
        elif result.winner == seat:
            self.won += 1
            self.partie_score += result.margin
            self.rubicons_inflicted += result.rubiconed
        else:
            self.lost += 1
            self.partie_score -= result.margin
            self.rubicons_suffered += result.rubiconed
        for deal in state.results:
            self.deals += 1
            self.points += deal.totals[seat]
            for event in deal.events:
                if event.seat != seat:
                    continue
                if event.kind == "pique":
                    self.piques += 1
                elif event.kind == "repique":
                    self.repiques += 1
                elif event.kind == "capot":
                    self.capots += 1
                elif event.kind == "carte_blanche":
                    self.cartes_blanches += 1
        for game in state.games:
            if game.winner == seat:
                self.games_won += 1
                self.double_games_won += game.double
        self._means()

    def merge(self, other: PlayerStats) -> None:
        """Add another tally of the same player (from another partie, process or pairing)."""
        for f in fields(self):
            if f.name in ("name", "label") or f.name.startswith("mean_"):
                continue
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        self._means()

    def _means(self) -> None:
        self.mean_points_per_deal = round(self.points / self.deals, 2) if self.deals else 0.0
        if self.parties:
            self.mean_points_per_partie = round(self.points / self.parties, 2)
            self.mean_partie_score = round(self.partie_score / self.parties, 2)


@dataclass(frozen=True, slots=True)
class PartieOutcome:
    """One partie of a pairing, from A's side; ``swapped`` when B sat in seat 0."""

    index: int
    seed: int
    swapped: bool
    winner: Literal["a", "b"] | None
    a_score: int  # rubicon: A's margin won (negative when lost); au cent: game points difference
    rubiconed: Literal["a", "b"] | None  # the player who was rubiconed
    a_stats: PlayerStats
    b_stats: PlayerStats


def partie_seed(seed: int, index: int) -> int:
    """Partie ``index`` of a pairing uses ``seed + index // 2``: pairs share one seed."""
    return seed + index // 2


def play_arena_partie(
    rules: RuleSet,
    factory: PlayerFactory,
    names: tuple[str, str],
    seed: int,
    index: int,
    labels: tuple[str, str] | None = None,
) -> tuple[PartieOutcome, PartieState]:
    """Play partie ``index`` of a pairing: odd indices swap the seats of the even one before."""
    a_name, b_name = names
    swapped = index % 2 == 1
    a, b = factory(a_name), factory(b_name)
    seated = (b, a) if swapped else (a, b)
    s = partie_seed(seed, index)
    state = Table.new(rules, seated, s).play()
    result = state.result
    assert result is not None
    a_seat = 1 if swapped else 0
    labels = labels or names
    a_stats, b_stats = PlayerStats(a_name, labels[0]), PlayerStats(b_name, labels[1])
    a_stats.add_partie(state, a_seat)
    b_stats.add_partie(state, 1 - a_seat)
    winner: Literal["a", "b"] | None = None
    if result.winner is not None:
        winner = "a" if result.winner == a_seat else "b"
    if rules.partie == "au_cent":
        a_score = result.games[a_seat] - result.games[1 - a_seat]
    else:
        a_score = result.margin if winner == "a" else -result.margin
    rubiconed: Literal["a", "b"] | None = None
    if result.rubiconed:
        rubiconed = "b" if winner == "a" else "a"
    outcome = PartieOutcome(index, s, swapped, winner, a_score, rubiconed, a_stats, b_stats)
    return outcome, state


# ------------------------------------------------------------------------------- statistics


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom (p in (0.5, 1)).

    Exact for one and two degrees of freedom; from three on the Cornish-Fisher expansion around
    the normal quantile (Abramowitz & Stegun 26.7.5), within 0.001 of the tables for p = 0.975
    from df = 4 and within 0.02 at df = 3. No SciPy needed for a confidence interval.
    """
    if not 0.5 < p < 1:
        raise ValueError(f"p must lie between 0.5 and 1, not {p}")
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    z = NormalDist().inv_cdf(p)
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


@dataclass(frozen=True, slots=True)
class MeanCI:
    """A sample mean with its standard deviation and two-sided confidence interval.

    ``low`` and ``high`` are None below two observations, where no interval exists.
    """

    n: int
    mean: float
    sd: float
    low: float | None
    high: float | None
    confidence: float = 0.95


def mean_ci(values: Sequence[float], confidence: float = 0.95) -> MeanCI:
    """The mean of ``values`` with a Student-t confidence interval (sample standard deviation).

    The t interval, not the normal one, so that the small runs tests and quick checks make are not
    overconfident; at 400 pairs the two differ by less than half a percent.
    """
    n = len(values)
    if n == 0:
        raise ValueError("no values: a mean needs at least one")
    mean = math.fsum(values) / n
    if n < 2:
        return MeanCI(n, mean, 0.0, None, None, confidence)
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
    half = t_quantile(0.5 + confidence / 2, n - 1) * sd / math.sqrt(n)
    return MeanCI(n, mean, sd, mean - half, mean + half, confidence)


def wilson_interval(successes: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson's score interval for a proportion: sensible even at 0% or 100% (unlike p ± z·se).

    ``successes`` may be fractional (ties counted as half a win).
    """
    if n <= 0:
        raise ValueError("an interval for a proportion needs at least one trial")
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie between 0 and {n}, not {successes}")
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class DealPairSummary:
    """A pairing's mirrored deal pairs from A's side: wins, ties, and the margin per pair."""

    pairs: int
    won: int
    lost: int
    tied: int
    share: float  # (won + tied / 2) / pairs
    share_low: float
    share_high: float
    mean: float  # A's net points per deal pair
    sd: float
    low: float | None
    high: float | None

    @classmethod
    def of(cls, results: Sequence[DealPairResult]) -> DealPairSummary:
        return cls.of_margins([r.margin for r in results])

    @classmethod
    def of_margins(cls, margins: Sequence[int]) -> DealPairSummary:
        """The summary of A's margins, one per pair (a tie counts as half a win)."""
        won = sum(m > 0 for m in margins)
        lost = sum(m < 0 for m in margins)
        tied = len(margins) - won - lost
        score = won + tied / 2
        low_share, high_share = wilson_interval(score, len(margins))
        ci = mean_ci(margins)
        return cls(
            len(margins), won, lost, tied, score / len(margins), low_share, high_share,
            ci.mean, ci.sd, ci.low, ci.high,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class PartieSummary:
    """A pairing's parties from A's side; the interval is over complete mirrored partie pairs."""

    parties: int
    pairs: int
    a_won: int
    b_won: int
    drawn: int
    a_score: int  # rubicon: A's margins won minus lost (au cent: game points difference)
    mean_pair_score: float | None  # A's score per mirrored partie pair
    low: float | None
    high: float | None
    a_rubicons: int  # rubicons A inflicted
    b_rubicons: int

    @classmethod
    def of(cls, outcomes: Sequence[PartieOutcome]) -> PartieSummary:
        by_seed: dict[int, list[int]] = {}
        for o in outcomes:
            by_seed.setdefault(o.seed, []).append(o.a_score)
        pair_scores = [sum(v) for v in by_seed.values() if len(v) == 2]
        ci = mean_ci(pair_scores) if pair_scores else None
        return cls(
            len(outcomes),
            len(pair_scores),
            sum(o.winner == "a" for o in outcomes),
            sum(o.winner == "b" for o in outcomes),
            sum(o.winner is None for o in outcomes),
            sum(o.a_score for o in outcomes),
            None if ci is None else ci.mean,
            None if ci is None else ci.low,
            None if ci is None else ci.high,
            sum(o.rubiconed == "b" for o in outcomes),
            sum(o.rubiconed == "a" for o in outcomes),
        )


# ------------------------------------------------------------------------------- the runner

ItemKind = Literal["deal", "partie"]


@dataclass(frozen=True, slots=True)
class ArenaPlan:
    """What to play: ``deal_pairs`` mirrored deal pairs and ``parties`` parties per pairing.

    ``limits`` caps the deal pairs of every pairing a named player takes part in (a slow level
    can get fewer pairs than the rest of the field); since pair ``i`` is the same whatever the
    count, a capped pairing plays exactly the first pairs of the uncapped one. ``record_dir``
    saves every partie as a record (deal pairs are not recorded); ``nested`` names the files
    ``A-vs-B/partie-NNNN.piquet`` instead of ``partie-NNNN.piquet``.
    """

    rules: RuleSet
    pairings: tuple[tuple[str, str], ...]
    deal_pairs: int
    parties: int
    seed: int
    context: Context = "partie"
    record_dir: str | None = None
    nested: bool = False
    limits: tuple[tuple[str, int], ...] = ()

    def pairs_for(self, pairing: int) -> int:
        """How many deal pairs pairing number ``pairing`` plays."""
        names = self.pairings[pairing]
        caps = [n for name, n in self.limits if name in names]
        return min([self.deal_pairs, *caps])

    def items(self, block: int = 8) -> list[tuple[ItemKind, int, int]]:
        """Every unit of work as ``(kind, pairing index, index)``, in the order it is started.

        Parties first (the longest items), then the deal pairs in blocks of ``block`` indices
        taken across all pairings in turn: a run interrupted part way (its results kept by a
        cache) has about as many pairs for every pairing, including the slowest.
        """
        out: list[tuple[ItemKind, int, int]] = []
        for p in range(len(self.pairings)):
            out.extend(("partie", p, i) for i in range(self.parties))
        counts = [self.pairs_for(p) for p in range(len(self.pairings))]
        for start in range(0, max(counts, default=0), block):
            for p, n in enumerate(counts):
                out.extend(("deal", p, i) for i in range(start, min(start + block, n)))
        return out

    def key(self, item: tuple[ItemKind, int, int]) -> str:
        """A cache key naming everything the item's result depends on (except the players' code)."""
        kind, p, i = item
        a, b = self.pairings[p]
        rules = json.dumps(self.rules.to_json(), sort_keys=True)
        extra = self.context if kind == "deal" else ""
        return f"{kind}|{a}|{b}|{i}|{self.seed}|{extra}|{rules}"


def labels_for(names: tuple[str, str]) -> tuple[str, str]:
    """Table labels: a player against itself is told apart as ``name (1)`` and ``name (2)``."""
    a, b = names
    return (f"{a} (1)", f"{b} (2)") if a == b else (a, b)


ItemResult = DealPairResult | PartieOutcome


class ItemFailed(RuntimeError):
    """A deal pair or partie failed: the message says which (pairing, index, seed) and why, so
    that the failure can be replayed alone."""


def run_item(
    plan: ArenaPlan, item: tuple[ItemKind, int, int], factory: PlayerFactory
) -> ItemResult:
    """Play one unit of work (a partie is also saved when the plan records); a failure is
    re-raised as ``ItemFailed`` naming the item."""
    try:
        return _run_item(plan, item, factory)
    except Exception as err:
        kind, p, i = item
        a, b = plan.pairings[p]
        what = (
            f"deal pair {i} of {a} vs {b} (pair seed {pair_seed(plan.seed, a, b, i)}, "
            f"deal {deal_number_for(i, plan.rules, plan.context)}, context {plan.context})"
            if kind == "deal"
            else f"partie {i} of {a} vs {b} (partie seed {partie_seed(plan.seed, i)})"
        )
        raise ItemFailed(f"{what} failed: {type(err).__name__}: {err}") from err


def _run_item(
    plan: ArenaPlan, item: tuple[ItemKind, int, int], factory: PlayerFactory
) -> ItemResult:
    kind, p, i = item
    names = plan.pairings[p]
    if kind == "deal":
        seed = pair_seed(plan.seed, names[0], names[1], i)
        return play_mirrored_deal_pair(plan.rules, factory, names, seed, i, plan.context)
    outcome, state = play_arena_partie(plan.rules, factory, names, plan.seed, i, labels_for(names))
    if plan.record_dir is not None:
        _save(plan, names, i, state, outcome)
    return outcome


def _save(
    plan: ArenaPlan, names: tuple[str, str], index: int, state: PartieState, o: PartieOutcome
) -> None:
    from piquet_desktop.engine.record import PartieRecord, PlayerInfo, save_record

    assert plan.record_dir is not None
    directory = Path(plan.record_dir)
    if plan.nested:
        directory = directory / f"{names[0]}-vs-{names[1]}"
        directory.mkdir(parents=True, exist_ok=True)
    seated = (names[1], names[0]) if o.swapped else names
    infos = (PlayerInfo(seated[0], "ai", seated[0]), PlayerInfo(seated[1], "ai", seated[1]))
    record = PartieRecord.from_state(state, infos, o.seed)
    save_record(record, directory / f"partie-{index + 1:04d}{RECORD_SUFFIX}")


def _run_chunk(
    plan: ArenaPlan, chunk: list[tuple[ItemKind, int, int]], factory: PlayerFactory
) -> list[tuple[tuple[ItemKind, int, int], ItemResult]]:
    """A worker's job: several items, so that the process round trip is paid once for them."""
    return [(item, run_item(plan, item, factory)) for item in chunk]


def _result_to_json(result: ItemResult) -> dict[str, Any]:
    kind = "deal" if isinstance(result, DealPairResult) else "partie"
    return {"type": kind, **asdict(result)}


def _result_from_json(data: dict[str, Any]) -> ItemResult:
    data = dict(data)
    kind = data.pop("type")
    if kind == "deal":
        for name in ("scores_before", "a_points", "b_points"):
            data[name] = tuple(data[name])
        return DealPairResult(**data)
    data["a_stats"] = PlayerStats(**data["a_stats"])
    data["b_stats"] = PlayerStats(**data["b_stats"])
    return PartieOutcome(**data)


class ResultCache:
    """Finished items as JSON lines, so an interrupted long run resumes where it stopped.

    Each line holds an item's key (``ArenaPlan.key``) and its result. The key names the rules,
    seed, pairing and index but not the players' code: delete the file when the players change.
    A truncated last line (the run was killed while writing) is ignored.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.done: dict[str, ItemResult] = {}
        if self.path.exists():
            with self.path.open(encoding="utf-8") as f:
                for line in f:
                    try:
                        entry = json.loads(line)
                        self.done[entry["key"]] = _result_from_json(entry["result"])
                    except (ValueError, KeyError, TypeError):
                        continue

    def add(self, key: str, result: ItemResult) -> None:
        self.done[key] = result
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"key": key, "result": _result_to_json(result)}) + "\n")


@dataclass(slots=True)
class PairingResult:
    """Everything played between two players, from the first one's (A's) side."""

    a: str
    b: str
    deal_pairs: list[DealPairResult] = field(default_factory=list)
    parties: list[PartieOutcome] = field(default_factory=list)

    def deal_summary(self) -> DealPairSummary | None:
        return DealPairSummary.of(self.deal_pairs) if self.deal_pairs else None

    def partie_summary(self) -> PartieSummary | None:
        return PartieSummary.of(self.parties) if self.parties else None


def _chunks(
    items: list[tuple[ItemKind, int, int]], jobs: int
) -> Iterator[list[tuple[ItemKind, int, int]]]:
    """Groups of items of one kind and pairing, small enough to keep every worker busy."""
    size = max(1, min(8, len(items) // (jobs * 8) or 1))
    group: list[tuple[ItemKind, int, int]] = []
    for item in items:
        if group and (len(group) == size or group[-1][:2] != item[:2]):
            yield group
            group = []
        group.append(item)
    if group:
        yield group


def run_arena(
    plan: ArenaPlan,
    *,
    jobs: int = 1,
    factory: PlayerFactory = make_player,
    cache: ResultCache | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[PairingResult]:
    """Play the plan and return one result per pairing, in the plan's order.

    ``jobs`` worker processes (1: in this process). ``factory`` must be a module-level function
    when ``jobs > 1`` (it is sent to the workers). ``progress(done, total)`` is called as items
    finish. The results do not depend on ``jobs``: every item is a pure function of its seed.
    """
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    items = plan.items()
    results: dict[tuple[ItemKind, int, int], ItemResult] = {}
    todo = []
    for item in items:
        cached = cache.done.get(plan.key(item)) if cache is not None else None
        if cached is not None:
            results[item] = cached
        else:
            todo.append(item)
    total = len(items)

    def finished(item: tuple[ItemKind, int, int], result: ItemResult) -> None:
        results[item] = result
        if cache is not None:
            cache.add(plan.key(item), result)
        if progress is not None:
            progress(len(results), total)

    if jobs == 1 or len(todo) <= 1:
        for item in todo:
            finished(item, run_item(plan, item, factory))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            pending: set[Future[list[tuple[tuple[ItemKind, int, int], ItemResult]]]] = {
                pool.submit(_run_chunk, plan, chunk, factory) for chunk in _chunks(todo, jobs)
            }
            try:
                while pending:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        for item, result in future.result():
                            finished(item, result)
            except BaseException:
                for future in pending:
                    future.cancel()
                raise
    out = [PairingResult(a, b) for a, b in plan.pairings]
    for item in items:
        _, p, _ = item
        result = results[item]
        if isinstance(result, DealPairResult):
            out[p].deal_pairs.append(result)
        else:
            out[p].parties.append(result)
    return out


def round_robin(names: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """Every pairing of the listed players once, in list order (``a`` before ``b``)."""
    listed = list(names)
    return tuple(
        (listed[i], listed[j]) for i in range(len(listed)) for j in range(i + 1, len(listed))
    )
