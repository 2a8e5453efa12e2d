"""Where a pairing's mirrored deal pairs are won and lost: the arena's pairs taken apart.

Run: ``python -m piquet_desktop.benchmarks.pair_breakdown --players master,greedy --deal-pairs 400
--seed 2026 --jobs 2``.

``piquet-arena`` says how often A wins a deal pair; this says why. It plays the very pairs the
arena plays (same pair seeds, same score contexts) and splits A's margin into what the hands
scored (point, sequences, sets, carte blanche), the pique and repique bonuses, and the play (leads,
tricks, last trick, cards, capot). It also counts the pairs by whether A threw exactly the cards B
threw from the same seat, since a pair can only be lost to the talon's luck when the two
exchanges differ.

Two handicaps of A answer "what if" questions about the target of 95% of pairs against greedy
(docs/AI.md). They are analysis devices, not players, and exist only here:

* ``--a-exchange-by greedy``: A exchanges by B's baseline rule (the greedy discard), playing
  everything else its own way. The two exchanges then always match, so the luck of the talon
  cancels exactly and what is left is A's advantage in the declarations and the play.
* ``--a-clairvoyant-play``: A plays its cards seeing B's hand (the exact solver on the true
  hands, deal points): an upper bound on what any better card play could add.

``--a-set FIELD=VALUE`` (repeatable) plays a variant of a level: any field of its
``LevelSettings``, dotted into a part (``exchange.natural_weight=1.0``, ``play.worlds=144``,
``plays_to_score=False``). Pairs keep their seeds, so a variant's pairs compare one by one with the
level's own.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from piquet_desktop.ai.baselines import GreedyPlayer
from piquet_desktop.ai.cardplay import position_in_view
from piquet_desktop.ai.levels import LevelPlayer, LevelSettings
from piquet_desktop.ai.player import Player, Table, seat_rngs
from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.solver import best_moves
from piquet_desktop.arena.pairs import deal_number_for, deal_pair_start, pair_seed
from piquet_desktop.arena.statistics import DealPairSummary
from piquet_desktop.cli.arena import player_list
from piquet_desktop.engine.actions import PLAYS, Action, Discard, Play, Shuffle
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.scoring import HAND_KINDS
from piquet_desktop.engine.view import PlayerView

PARTS = ("hand", "bonus", "play")


def part_of(kind: str) -> str:
    """Which of the three parts of a deal's score an event belongs to."""
    if kind in HAND_KINDS:
        return "hand"
    if kind in ("pique", "repique"):
        return "bonus"
    return "play"


def with_settings(player: Player, overrides: Sequence[str]) -> Player:
    """``player`` (a level) with some settings changed, each ``FIELD=VALUE`` where FIELD is a
    field of ``LevelSettings`` or a dotted path into one of its parts and VALUE a Python literal;
    ValueError saying what is wrong otherwise."""
    if not overrides:
        return player
    if not isinstance(player, LevelPlayer):
        raise ValueError(f"{player.name} is a baseline and has no settings to change")
    settings = player.settings
    for text in overrides:
        key, sep, value_text = text.partition("=")
        if not sep:
            raise ValueError(f"--a-set expects FIELD=VALUE, not {text!r}")
        try:
            value = ast.literal_eval(value_text.strip())
        except (ValueError, SyntaxError):
            raise ValueError(f"{value_text!r} is not a Python literal (number, tuple...)") from None
        changed = _replace_path(settings, key.strip().split("."), value)
        assert isinstance(changed, LevelSettings)
        settings = changed
    return LevelPlayer(player.name, settings)


def _replace_path(obj: object, path: list[str], value: object) -> object:
    name = path[0]
    if not dataclasses.is_dataclass(obj) or name not in {f.name for f in dataclasses.fields(obj)}:
        raise ValueError(f"the level's settings have no field {name!r}")
    new = value if len(path) == 1 else _replace_path(getattr(obj, name), path[1:], value)
    return dataclasses.replace(obj, **{name: new})  # type: ignore[type-var]


@dataclass(slots=True)
class _Seen:
    """The deal being played, for the clairvoyant handicap, and every discard made."""

    state: PartieState | None = None
    discards: dict[tuple[str, bool], int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Handicapped:
    """Player A with the handicaps asked for; records every discard under its label."""

    inner: Player
    label: str
    seen: _Seen
    exchange_by_greedy: bool = False
    clairvoyant: bool = False

    @property
    def name(self) -> str:
        return self.inner.name

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        if decision.kind == "exchange" and self.exchange_by_greedy:
            action = GreedyPlayer().choose(view, decision, rng)
        elif decision.kind == "play" and self.clairvoyant:
            action = self._clairvoyant_card(view, decision)
        else:
            action = self.inner.choose(view, decision, rng)
        if isinstance(action, Discard):
            self.seen.discards[(self.label, view.seat == view.elder)] = action.cards
        return action

    def _clairvoyant_card(self, view: PlayerView, decision: Decision) -> Action:
        state = self.seen.state
        assert state is not None and state.deal is not None
        position = position_in_view(view, state.deal.hands[1 - view.seat])
        sign = 1 if view.seat == 0 else -1
        legal = {a.card for a in decision.actions if isinstance(a, Play)}
        moves = [(sign * v, -card, card) for card, v in best_moves(position) if card in legal]
        return PLAYS[max(moves)[2]]


@dataclass(frozen=True, slots=True)
class PairBreakdown:
    """One deal pair from A's side: the margin and its parts, and whether the exchanges matched
    (elder's, younger's)."""

    index: int
    deal_number: int
    margin: int
    parts: dict[str, int]
    same_exchange: tuple[bool, bool]


def play_pair(
    names: tuple[str, str],
    seed: int,
    index: int,
    rules: RuleSet,
    exchange_by_greedy: bool = False,
    clairvoyant: bool = False,
    a_settings: Sequence[str] = (),
) -> PairBreakdown:
    """Deal pair ``index`` of the arena's pairing ``names`` (seed as ``piquet-arena --seed``)."""
    a, b = names
    s = pair_seed(seed, a, b, index)
    number = deal_number_for(index, rules, "partie")
    start, order = deal_pair_start(rules, s, number)
    seen = _Seen()
    parts = dict.fromkeys(PARTS, 0)
    for a_seat in (0, 1):
        level_a = with_settings(make_player(a), a_settings)
        player_a = _Handicapped(level_a, "a", seen, exchange_by_greedy, clairvoyant)
        player_b = _Handicapped(make_player(b), "b", seen)
        players = (player_a, player_b) if a_seat == 0 else (player_b, player_a)
        state = start.clone()
        state.apply(Shuffle(order))
        seen.state = state
        Table(state, players, random.Random(s), seat_rngs(s)).play_deal()
        result = state.results[-1]
        for event in result.events:
            sign = 1 if event.seat == a_seat else -1
            parts[part_of(event.kind)] += sign * event.points * result.multiplier
    same = tuple(
        seen.discards.get(("a", elder)) == seen.discards.get(("b", elder))
        for elder in (True, False)
    )
    return PairBreakdown(index, number, sum(parts.values()), parts, (same[0], same[1]))


def _play_pair_job(
    job: tuple[tuple[str, str], int, int, RuleSet, bool, bool, tuple[str, ...]],
) -> PairBreakdown:
    return play_pair(*job)


def report(pairs: list[PairBreakdown], names: tuple[str, str], lost_rows: int) -> str:
    """The breakdown as text; shares and intervals are the arena's own (``DealPairSummary``)."""
    summary = DealPairSummary.of_margins([p.margin for p in pairs])
    interval = (
        f"95% CI {summary.low:+.2f} .. {summary.high:+.2f}"
        if summary.low is not None and summary.high is not None
        else "no interval"
    )
    a, b = names
    lines = [
        f"{a} vs {b}: {summary.pairs} deal pairs, {a}'s share {summary.share:.1%}, "
        f"won {summary.won}, tied {summary.tied}, lost {summary.lost}",
        f"margin per pair {summary.mean:+.2f} ({interval}), sd {summary.sd:.1f}",
        "parts per pair: "
        + ", ".join(f"{k} {statistics.fmean(p.parts[k] for p in pairs):+.2f}" for k in PARTS),
    ]
    lost = [p for p in pairs if p.margin <= 0]
    if lost:
        sums: Counter[str] = Counter()
        for p in lost:
            sums.update(p.parts)
        lines.append(
            f"parts summed over the {len(lost)} pairs lost or tied: "
            + ", ".join(f"{k} {sums[k]:+d}" for k in PARTS)
        )
    lines.append("by exchange (same cards thrown as elder, as younger):")
    for key in ((True, True), (True, False), (False, True), (False, False)):
        group = [p.margin for p in pairs if p.same_exchange == key]
        if group:
            part = DealPairSummary.of_margins(group)
            lines.append(
                f"  elder {'same' if key[0] else 'differs'}, younger "
                f"{'same' if key[1] else 'differs'}: {part.pairs} pairs, share "
                f"{part.share:.1%}, margin {part.mean:+.1f}"
            )
    if lost_rows and lost:
        lines.append("pairs lost or tied (index, deal, margin, hand, bonus, play):")
        for p in sorted(lost, key=lambda p: p.margin)[:lost_rows]:
            parts = " ".join(f"{p.parts[k]:+d}" for k in PARTS)
            lines.append(f"  {p.index:4d} deal {p.deal_number} {p.margin:+4d}  {parts}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="pair_breakdown", description=__doc__.split("\n\n")[0] if __doc__ else None
    )
    parser.add_argument("--players", default="master,greedy", help="A,B (default master,greedy)")
    parser.add_argument("--deal-pairs", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026, help="as piquet-arena --seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--a-exchange-by", choices=("own", "greedy"), default="own")
    parser.add_argument("--a-clairvoyant-play", action="store_true")
    parser.add_argument(
        "--a-set",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="change a setting of A's level, e.g. exchange.natural_weight=1.0 (repeatable)",
    )
    parser.add_argument("--lost", type=int, default=0, help="list this many lost pairs")
    args = parser.parse_args(argv)
    names = player_list(parser, args.players, round_robin_=False)
    if args.deal_pairs < 2 or args.jobs < 1:
        parser.error("--deal-pairs must be at least 2 and --jobs at least 1")
    pair = (names[0], names[1])
    try:
        with_settings(make_player(pair[0]), args.a_set)
    except ValueError as err:
        parser.error(str(err))
    rules = RuleSet()
    jobs = [
        (
            pair,
            args.seed,
            i,
            rules,
            args.a_exchange_by == "greedy",
            args.a_clairvoyant_play,
            tuple(args.a_set),
        )
        for i in range(args.deal_pairs)
    ]
    started = time.perf_counter()
    if args.jobs == 1:
        pairs = [_play_pair_job(j) for j in jobs]
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            pairs = list(pool.map(_play_pair_job, jobs, chunksize=4))
    print(report(pairs, pair, args.lost))
    print(f"({time.perf_counter() - started:.0f} s with {args.jobs} job(s))")
    return 0


if __name__ == "__main__":
    sys.exit(main())
