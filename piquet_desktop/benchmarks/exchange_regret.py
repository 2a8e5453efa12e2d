"""The deep exchange benchmark: how much a level's discard gives up against the best of the
discards it considered, judged by a deeper and independent evaluation than its own.

Run: ``python -m piquet_desktop.benchmarks.exchange_regret [--levels master-1] [--deals 200]
[--worlds 48] [--top 5] [--seed 1] [--preset rubicon] [--jobs 2] [--json rows.jsonl]``.

A level may be a variant, ``master@exchange.tie_worlds=32`` (fields as ``pair_breakdown``'s
``--a-set``). For every one of ``--deals`` random first deals of a partie and each role (elder,
younger), the level is asked its exchange exactly as at the table (its own ``ExchangeChoice``:
the discard and the candidates it weighed). As younger it meets an elder who exchanged by
Casual's judgement. The discards judged are the union, for every level of ``--levels``, of its
choice and its ``--top`` best candidates by its own ranking, plus a few natural alternatives:
the static judgement's favourite, its best discard of every count allowed (taking fewer), the
greedy baseline's (take everything, throw the weakest), and the keep model's most natural
discard of the most cards. Each is then valued in the same ``--worlds`` hidden deals (common
random numbers), sampled from the seat's view by the inference (``sample_worlds``, weighted by
the keep model: the opponent's exchange as younger, the talon and his dealt hand as elder), with
a different generator from the level's:

* **the opponent completes his hand as a sensible player**: as younger he chooses how many to
  take and what to keep by Casual's static judgement over every count (not greedy taking
  everything); as elder his exchange is already in the world;
* **every score by the engine**: the deal is replayed in ``engine.DealState`` from the world's
  pack order (``inference.deal_order``), both players call their best and answer truthfully (the
  greedy baseline's declarations), and the engine reckons the point, sequences, sets, carte
  blanche, repique, pique, the tricks, the cards and capot;
* **the play exact for both sides**: the trick play is the exact solver's (``ai/solver.py``). Its
  value (seat 0's play points minus seat 1's, the cards and capot included) is added to the
  engine's hand scores; when a pique is still possible (younger has scored nothing and elder
  less than 30) the twelve tricks are played through the engine instead, each side playing the
  solver's best card (the lowest of equal ones), so the engine decides the pique.

A discard's value is its deal points from the level's seat (its score minus the opponent's),
averaged over the worlds with their weights. The **regret** of an exchange is the best value
among the discards judged minus the value of the level's choice (0 when the level chose the
deep best). The report gives per role the mean regret with its 95% interval (over exchanges),
the share of exchanges within one point of the deep best with its Wilson interval, and the CPU
seconds the level and the evaluation spent. Several levels in one run are judged on the same
deals, discards and worlds, so their difference is paired (``paired`` lines, each level
against the first: the mean of the per-exchange difference of regrets, with its interval).

The regret is measured with noise. With a finite number of worlds the best of a dozen noisy
values is biased upward, so a perfect player would still show a regret (``noise`` is the mean
standard error of the per-exchange best - chosen difference); the **crossed** regret picks the
deep best on one half of the worlds and measures it on the other (both ways, averaged), which
removes that bias at the price of more noise (it can be negative on one exchange). The paired
difference between two levels needs no best at all (it is the difference of their choices'
values on the same worlds), so it is unbiased: it is the figure to compare levels by.
``--differing`` spends the evaluation only where it can show that difference: an exchange where
every level throws the same cards is counted (its paired difference is exactly 0) but not judged,
and left out of the regret table, which then describes the differing exchanges only.

``--confirm N`` measures the regret with less bias: the first worlds' three leading discards and
the levels' choices are valued again on ``N`` fresh worlds. The *confirmed* regret is the best of
them there minus the level's choice (a maximum over a few candidates on more worlds: a small
upward bias), the *held-out* regret the first worlds' best minus the level's choice on the fresh
worlds (no selection bias at all; a lower bound, as the first worlds may pick a lesser discard).
The true regret lies between them, and they close in as ``N`` grows.

``--hand`` makes a case study: the level is dealt those twelve cards in every deal and only the
rest of the pack is shuffled (so the regret is that hand's, over talons and opponents).

Deals with a carte blanche dealt are skipped (the exchange is then preceded by another
decision), and so are worlds the engine refuses to replay as the view saw them (rare: a world
giving the opponent carte blanche). Each exchange is one job in a pool of ``--jobs`` worker
processes (``ai/process_pool.py``); the results do not depend on ``--jobs`` (every exchange has
its own seeds).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import asdict, dataclass, field

from piquet_desktop.ai import parallel
from piquet_desktop.ai.baselines import GreedyPlayer, discard_order
from piquet_desktop.ai.exchange import ExchangeChoice, static_choice, static_scores
from piquet_desktop.ai.inference import DEFAULT_KEEP_MODEL, World, deal_order, sample_worlds
from piquet_desktop.ai.levels import LevelPlayer, casual
from piquet_desktop.ai.player import Player, start_deal
from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool
from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.solver import PlayPosition
from piquet_desktop.benchmarks.pair_breakdown import with_settings
from piquet_desktop.engine.actions import Action, Discard, LookAtTalon, Play
from piquet_desktop.engine.cards import mask_of, pack, parse_cards
from piquet_desktop.engine.deal import order_for_hands
from piquet_desktop.engine.decision import Decision, decision_for, legal_discards
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet, preset
from piquet_desktop.engine.scoring import PIQUE_THRESHOLD
from piquet_desktop.engine.view import PlayerView, view

ROLES = ("elder", "younger")
LEVEL_SEAT = {"elder": 0, "younger": 1}  # the level's seat; seat 0 is elder in every deal


@dataclass(frozen=True, slots=True)
class Job:
    """One exchange to judge: deal ``seed`` with the levels in ``role``."""

    seed: int
    role: str
    levels: tuple[str, ...]
    worlds: int
    top: int
    rules: RuleSet
    differing: bool = False  # judge only when the levels' discards differ
    hand: int = 0  # the level's dealt hand, fixed (0: dealt at random like the rest)
    confirm: int = 0  # fresh worlds for the levels' choices and the leaders (0: none)


@dataclass(frozen=True, slots=True)
class Row:
    """What one exchange showed: per level its choice's regret, and the evaluation's facts."""

    seed: int
    role: str
    regrets: dict[str, float]
    crossed: dict[str, float]  # the regret with the best chosen on the other half of the worlds
    chosen: dict[str, int]
    best: int
    judged: int  # discards judged
    worlds: int  # worlds used
    noise: dict[str, float]  # standard error of (best - chosen) over the worlds, per level
    level_seconds: dict[str, float]  # CPU seconds of the level's decision
    eval_seconds: float
    # With --confirm: on fresh worlds, the best of the leaders minus the level's choice, and the
    # first worlds' best minus the level's choice (held out: no selection bias).
    confirmed: dict[str, float] = field(default_factory=dict)
    held_out: dict[str, float] = field(default_factory=dict)


# ------------------------------------------------------------------------------- the deal


def exchange_state(seed: int, role: str, rules: RuleSet, hand: int = 0) -> PartieState | None:
    """The first deal of a partie at the level's exchange in ``role`` (None: a carte blanche
    was dealt). Younger meets an elder who exchanged by Casual's judgement. With ``hand``, the
    level is dealt those twelve cards and only the rest of the pack is shuffled."""
    order = [c for c in pack(rules.deck) if not hand >> c & 1]
    random.Random(f"exchange-regret:{seed}").shuffle(order)
    if hand:
        seat = LEVEL_SEAT[role]
        hands = [0, 0]
        hands[seat], hands[1 - seat] = hand, mask_of(order[:12])
        order = list(order_for_hands((hands[0], hands[1]), order[12:], 0, rules.deal_by))
    state = start_deal(rules, tuple(order), 0)
    assert state.deal is not None
    if state.deal.phase != "elder_discard":
        return None
    if role == "younger":
        state.apply(_opponent_exchange(state))
    return state


def _opponent_exchange(state: PartieState) -> Action:
    """The sensible opponent: how many to take and which to keep, by Casual's judgement."""
    seat = state.current_player
    return Discard(
        casual().exchange(view(state, seat), decision_for(state), random.Random(0)).discard
    )


def make_level(spec: str) -> Player:
    """A registry player, or a variant of a level: ``name@FIELD=VALUE@...`` with the fields of
    its ``LevelSettings`` as ``pair_breakdown --a-set`` takes them
    (``master@exchange.tie_worlds=32``)."""
    name, *overrides = spec.split("@")
    player = make_player(name)
    return with_settings(player, overrides) if overrides else player


def _level_choice(
    name: str, seat_view: PlayerView, decision: Decision, seed: int, role: str
) -> ExchangeChoice:
    player = make_level(name)
    rng = random.Random(f"exchange-regret-level:{seed}:{role}")
    if isinstance(player, LevelPlayer):
        return player.exchange(seat_view, decision, rng)
    action = player.choose(seat_view, decision, rng)
    assert isinstance(action, Discard)
    return ExchangeChoice(action.cards, ())


def alternatives(hand: int, low: int, high: int, elder: bool) -> list[int]:
    """The natural discards judged beside the levels' own: the static favourite, the static best
    of every count, greedy's (take all, weakest first) and the keep model's most natural of the
    most cards."""
    out = [static_choice(hand, low, high, elder).discard]
    best_of_count: dict[int, int] = {}
    for _, d in static_scores(hand, low, high, elder):
        best_of_count.setdefault(d.bit_count(), d)
    out += [best_of_count[n] for n in sorted(best_of_count)]
    out.append(mask_of(discard_order(hand)[:high]))
    most = max(
        legal_discards(hand, high, high),
        key=lambda d: (DEFAULT_KEEP_MODEL.discard_likelihood(hand, d, elder), -d),
    )
    out.append(most)
    return out


# ------------------------------------------------------------------------------- the evaluation


def _world_start(
    state: PartieState, seat_view: PlayerView, world: World, role: str
) -> PartieState | None:
    """The world's deal replayed up to the level's exchange (None if it cannot be)."""
    rules = state.rules
    try:
        replay = start_deal(rules, deal_order(seat_view, world), 0)
        deal = replay.deal
        assert deal is not None
        if deal.phase != "elder_discard":
            return None
        if role == "younger":
            replay.apply(Discard(world.opponent_discard))
        if replay.deal is None or replay.current_player != LEVEL_SEAT[role]:
            return None
    except Exception:  # an inconsistent world: leave it out
        return None
    return replay


def _pique_possible(state: PartieState) -> bool:
    deal = state.deal
    assert deal is not None
    if state.rules.trick_points != "standard":
        return False
    totals = deal.totals()
    return totals[1] == 0 and totals[0] < PIQUE_THRESHOLD


def _best_card(state: PartieState) -> int:
    deal = state.deal
    assert deal is not None
    position = PlayPosition.from_deal(deal)
    moves = parallel.local_solver(position).best_moves(position)
    if deal.to_act == 0:
        return max(moves, key=lambda m: (m[1], -m[0]))[0]
    return min(moves, key=lambda m: (m[1], m[0]))[0]


def deal_value(state: PartieState, discard: int, seat: int) -> float:
    """Deal points for ``seat`` (his score minus the opponent's) when he throws ``discard`` now
    and the deal is finished as the module describes."""
    s = state.clone()
    s.apply(Discard(discard))
    greedy = GreedyPlayer()
    while s.deal is not None and not s.deal.is_over:
        deal = s.deal
        decision = decision_for(s)
        kind = decision.kind
        if kind == "exchange":
            s.apply(_opponent_exchange(s))
        elif kind == "talon_choice":
            s.apply(LookAtTalon(True))
        elif kind == "play":
            if deal.lead_card < 0 and not deal.tricks and not _pique_possible(s):
                position = PlayPosition.from_deal(deal)
                play = parallel.local_solver(position).solve(position)
                e, y = deal.totals()
                diff = (e - y) + play
                return float(diff if seat == 0 else -diff)
            s.apply(Play(_best_card(s)))
        else:
            s.apply(greedy.choose(view(s, s.current_player), decision, random.Random(0)))
    finished = s.finished_deal
    assert finished is not None
    totals = finished.totals()  # the deal's own points (a doubled deal's multiplier left out)
    return float(totals[seat] - totals[1 - seat])


def judge(job: Job) -> Row | None:
    """One exchange: the levels' choices and their regrets under the deep evaluation."""
    state = exchange_state(job.seed, job.role, job.rules, job.hand)
    if state is None:
        return None
    seat = LEVEL_SEAT[job.role]
    seat_view = view(state, seat)
    decision = decision_for(state)
    assert decision.exchange_range is not None
    low, high = decision.exchange_range
    hand = decision.hand
    chosen: dict[str, int] = {}
    level_seconds: dict[str, float] = {}
    judged: dict[int, None] = {}
    for name in job.levels:
        start = time.process_time()
        choice = _level_choice(name, seat_view, decision, job.seed, job.role)
        level_seconds[name] = time.process_time() - start
        chosen[name] = choice.discard
        judged[choice.discard] = None
        for cand in choice.candidates[: job.top]:
            judged[cand.discard] = None
    if job.differing and len(set(chosen.values())) == 1:
        return Row(job.seed, job.role, {}, {}, chosen, -1, 0, 0, {}, level_seconds, 0.0)
    for d in alternatives(hand, low, high, seat == 0):
        judged[d] = None
    start = time.process_time()
    discards = list(judged)
    values, weights = _values(state, seat_view, job, discards, "worlds", job.worlds)
    if not values:
        return None
    mean = _means(values, weights)
    halves = (_means(values[0::2], weights[0::2]), _means(values[1::2], weights[1::2]))
    best_i = _best(mean)
    regrets: dict[str, float] = {}
    crossed: dict[str, float] = {}
    noise: dict[str, float] = {}
    for name, d in chosen.items():
        i = discards.index(d)
        regrets[name] = mean[best_i] - mean[i]
        crossed[name] = (
            sum(other[_best(half)] - other[i] for half, other in (halves, halves[::-1])) / 2.0
        )
        noise[name] = _standard_error([v[best_i] - v[i] for v in values])
    confirmed: dict[str, float] = {}
    held_out: dict[str, float] = {}
    if job.confirm:
        leaders = sorted(range(len(discards)), key=lambda i: (-mean[i], i))[:CONFIRM_LEADERS]
        again = list(dict.fromkeys([discards[i] for i in leaders] + list(chosen.values())))
        fresh, fresh_weights = _values(state, seat_view, job, again, "confirm", job.confirm)
        if fresh:
            fresh_mean = _means(fresh, fresh_weights)
            top = max(fresh_mean)
            for name, d in chosen.items():
                confirmed[name] = top - fresh_mean[again.index(d)]
                held_out[name] = fresh_mean[0] - fresh_mean[again.index(d)]
    eval_seconds = time.process_time() - start
    return Row(
        job.seed,
        job.role,
        regrets,
        crossed,
        chosen,
        discards[best_i],
        len(discards),
        len(values),
        noise,
        level_seconds,
        eval_seconds,
        confirmed,
        held_out,
    )


CONFIRM_LEADERS = 3
"""How many of the first worlds' leading discards ``--confirm`` values again on fresh worlds."""


def _values(
    state: PartieState,
    seat_view: PlayerView,
    job: Job,
    discards: Sequence[int],
    stage: str,
    count: int,
) -> tuple[list[list[float]], list[float]]:
    """Each discard's deal value in ``count`` worlds sampled for ``stage`` (its own generator),
    with the worlds' weights; worlds the engine cannot replay are left out."""
    seat = LEVEL_SEAT[job.role]
    rng = random.Random(f"exchange-regret-{stage}:{job.seed}:{job.role}")
    values: list[list[float]] = []
    weights: list[float] = []
    for world in sample_worlds(seat_view, count, rng, weighted=True):
        base = _world_start(state, seat_view, world, job.role)
        if base is None:
            continue
        values.append([deal_value(base, d, seat) for d in discards])
        weights.append(world.weight)
    return values, weights


def _means(values: Sequence[Sequence[float]], weights: Sequence[float]) -> list[float]:
    """Each discard's weighted mean value over the worlds given."""
    total = sum(weights) or 1.0
    return [
        sum(w * v[i] for w, v in zip(weights, values, strict=True)) / total
        for i in range(len(values[0]))
    ]


def _best(means: Sequence[float]) -> int:
    return max(range(len(means)), key=lambda i: (means[i], -i))


def _standard_error(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    m = sum(xs) / n
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


# ------------------------------------------------------------------------------- the report


def mean_interval(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval."""
    if not xs:
        return 0.0, 0.0
    return sum(xs) / len(xs), 1.96 * _standard_error(xs)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(rows: Sequence[Row], levels: Sequence[str]) -> str:
    lines = [
        "| level | role | exchanges | mean regret (95% CI) | crossed regret (95% CI) "
        "| within 1 point (95% CI) | noise | level CPU s | eval CPU s |",
        "|---|---|---:|---|---|---|---:|---:|---:|",
    ]
    for name in levels:
        for role in (*ROLES, "both"):
            rs = [r for r in rows if role in (r.role, "both") and r.worlds]
            if not rs:
                continue
            regrets = [r.regrets[name] for r in rs]
            m, h = mean_interval(regrets)
            cm, ch = mean_interval([r.crossed[name] for r in rs])
            k = sum(1 for x in regrets if x <= 1.0)
            lo, hi = wilson(k, len(rs))
            noise = sum(r.noise[name] for r in rs) / len(rs)
            lsec = sum(r.level_seconds[name] for r in rs) / len(rs)
            esec = sum(r.eval_seconds for r in rs) / len(rs)
            lines.append(
                f"| {name} | {role} | {len(rs)} | {m:.2f} ({m - h:.2f} .. {m + h:.2f}) "
                f"| {cm:.2f} ({cm - ch:.2f} .. {cm + ch:.2f}) "
                f"| {k / len(rs):.0%} ({lo:.0%}-{hi:.0%}) | {noise:.2f} | {lsec:.2f} "
                f"| {esec:.1f} |"
            )
    confirmed_rows = [r for r in rows if r.confirmed]
    for name in levels if confirmed_rows else ():
        for role in (*ROLES, "both"):
            rs = [r for r in confirmed_rows if role in (r.role, "both")]
            if not rs:
                continue
            cm, ch = mean_interval([r.confirmed[name] for r in rs])
            hm, hh = mean_interval([r.held_out[name] for r in rs])
            lines.append(
                f"confirmed {name} {role}: regret on fresh worlds {cm:.2f} ({cm - ch:.2f} .. "
                f"{cm + ch:.2f}), held out {hm:.2f} ({hm - hh:.2f} .. {hm + hh:.2f}) over "
                f"{len(rs)} exchanges"
            )
    for a, b in ((levels[0], b) for b in levels[1:]):
        for role in (*ROLES, "both"):
            rs = [r for r in rows if role in (r.role, "both")]
            if not rs:
                continue
            # An exchange left unjudged (``--differing``) had one discard: a difference of 0.
            diffs = [r.regrets.get(b, 0.0) - r.regrets.get(a, 0.0) for r in rs]
            m, h = mean_interval(diffs)
            same = sum(1 for r in rs if r.chosen[a] == r.chosen[b])
            lines.append(
                f"paired {role}: regret({b}) - regret({a}) = {m:+.2f} ({m - h:+.2f} .. "
                f"{m + h:+.2f}) over {len(rs)} exchanges, same discard in {same}"
            )
    return "\n".join(lines)


def run(
    jobs: Sequence[Job], processes: int, on_row: Callable[[Row], None] | None = None
) -> list[Row]:
    """Every job, over ``processes`` worker processes (in-process when 1 or when none start);
    ``on_row`` sees each row as it comes (in the order of ``jobs``)."""
    rows: list[Row] = []

    def keep(row: Row | None, done: int) -> None:
        if row is not None:
            rows.append(row)
            if on_row is not None:
                on_row(row)
        _progress(done, len(jobs))

    if processes > 1:
        pool = WorkerPool(processes)
        try:
            futures: list[Future[Row | None]] = [pool.submit(judge, job) for job in jobs]
            for i, f in enumerate(futures):
                keep(f.result(), i + 1)
            return rows
        except PoolUnavailable:
            if rows:
                raise
        finally:
            pool.shutdown()
    for i, job in enumerate(jobs):
        keep(judge(job), i + 1)
    return rows


def _progress(done: int, total: int) -> None:
    if done % 20 == 0 or done == total:
        print(f"  {done}/{total} exchanges", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="master-1", help="registry names, comma-separated")
    parser.add_argument("--deals", type=int, default=200, help="deals per role")
    parser.add_argument("--worlds", type=int, default=48, help="hidden deals per exchange")
    parser.add_argument("--top", type=int, default=5, help="each level's best candidates judged")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--roles", default="elder,younger")
    parser.add_argument("--preset", default="rubicon")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--differing",
        action="store_true",
        help="judge only the exchanges where the levels' discards differ (for the paired line)",
    )
    parser.add_argument(
        "--confirm",
        type=int,
        default=0,
        help="value the levels' choices and the leaders again on this many fresh worlds",
    )
    parser.add_argument(
        "--hand",
        default="",
        help="the level's twelve dealt cards (e.g. 'AD KD QD JD 10D 9D 8D 7D QS JH 9C 7C'): "
        "a case study, the rest of the pack shuffled anew for each deal",
    )
    parser.add_argument("--json", help="write one JSON line per exchange here, as they come")
    parser.add_argument("--from-json", help="only report the rows of a file written by --json")
    args = parser.parse_args(argv)
    levels = tuple(n.strip() for n in args.levels.split(",") if n.strip())
    for name in levels:
        make_level(name)  # ValueError early for an unknown name or field
    if args.from_json:
        with open(args.from_json, encoding="utf-8") as fh:
            rows = [Row(**json.loads(line)) for line in fh if line.strip()]
        print(report(rows, levels))
        return 0
    rules = preset(args.preset)
    roles = [r.strip() for r in args.roles.split(",")]
    try:
        hand = mask_of(parse_cards(args.hand)) if args.hand else 0
    except ValueError as exc:
        parser.error(f"--hand: {exc}")
    if hand and (hand.bit_count() != 12 or hand & ~mask_of(pack(rules.deck))):
        parser.error(f"--hand needs twelve cards of the {rules.deck}-card pack")
    jobs = [
        Job(seed, role, levels, args.worlds, args.top, rules, args.differing, hand, args.confirm)
        for seed in range(args.seed, args.seed + args.deals)
        for role in roles
    ]
    start = time.perf_counter()
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:

            def write(row: Row) -> None:
                fh.write(json.dumps(asdict(row)) + "\n")
                fh.flush()

            rows = run(jobs, args.jobs, write)
    else:
        rows = run(jobs, args.jobs)
    wall = time.perf_counter() - start
    print(report(rows, levels))
    print(
        f"{args.deals} deals per role from seed {args.seed}, {args.worlds} worlds, top "
        f"{args.top}, preset {args.preset}, {args.jobs} jobs: {wall:.0f} s wall"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
