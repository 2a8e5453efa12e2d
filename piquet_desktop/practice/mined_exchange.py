"""Exchange positions mined from self-play: hands whose discard decides something.

Why mine: most hands discard themselves (any sensible player throws the same cards), and
practising those teaches nothing. A position is worth an exercise when the best discard is worth
at least :data:`MIN_GAP` points more than the most natural other choice, by more than the sampled
worlds' noise: then a player who discards by habit loses points he can see on the score sheet.

Where the hands come from: a partie seeded ``seed`` is played by two plain players (the
"greedy" baseline, fast, so that the score contexts are those of real parties), and every deal's
two hands are taken as they were dealt, with the role and the partie score before the deal.
(The second of the two deals a tie after the sixth adds is passed over: its score cannot be set
up again by ``advice.position_for_hand``, which allows extra deals only at a tied score.) Each is
then judged exactly as an exchange exercise is (``exchange_exercise.prepare_exchange``:
the strongest level's discard and the static judgement's natural ones, solved in the same sampled
worlds), and kept when the decision matters. Everything is seeded, so ``positions_from_seed(s)``
gives the same positions on every machine: the shipped file can be checked and extended.

**Difficulty** (1 to 5) grows when the plausible wrong choice loses little (it is hard to tell
from the best), when the static judgement's favourite, the discard a player makes by habit, is
not the best, and when several candidates are close to the best (see :func:`difficulty`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from piquet_desktop.ai.exchange import shortlist
from piquet_desktop.ai.registry import make_player
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import PartieState, chance_action, new_partie
from piquet_desktop.engine.rules import RUBICON
from piquet_desktop.engine.view import view

from .exchange_exercise import (
    ExchangeExercise,
    ExchangeVerdict,
    Role,
    exchange_verdict,
    prepare_exchange,
)

__all__ = [
    "CLOSE",
    "KIND",
    "MINING_WORLDS",
    "MIN_GAP",
    "MinedPosition",
    "difficulty",
    "judge_position",
    "mine",
    "natural_second",
    "positions_from_seed",
]

KIND = "exchange"
"""The kind's name for the attempts and the ratings (``practice.attempts`` on the pstore side)."""

MIN_GAP = 3.0
"""Points by which the best discard must beat the natural second choice (a trick and more)."""

CLOSE = 2.0
"""A candidate whose loss is below this many points is "close" to the best (an inaccuracy)."""

MINING_WORLDS = 48
"""Sampled worlds each mined position is judged in: the review's strength for the exchange."""

NOISE_FACTOR = 2.0
"""The gap must also exceed this many standard errors, as the review's marks do."""

_SELF_PLAY = "greedy"


@dataclass(frozen=True, slots=True)
class MinedPosition:
    """A position kept: the exercise, its difficulty and what the mining found.

    ``best`` is the best discard found, ``second`` the natural second choice (the best-valued
    natural or level discard other than ``best``), ``gap`` what ``second`` loses against
    ``best`` with its standard error, ``close`` how many other candidates lose less than
    :data:`CLOSE` points, ``trap`` whether the static favourite is not the best."""

    exercise: ExchangeExercise
    difficulty: int
    best: int
    second: int
    gap: float
    gap_stderr: float
    close: int
    trap: bool
    worlds: int


def positions_from_seed(seed: int) -> Iterator[ExchangeExercise]:
    """Every dealt hand of the self-play partie seeded ``seed``, as an exchange exercise: both
    roles of each deal, in the order dealt, with the partie score before that deal."""
    rng = random.Random(f"piquet-mining:{seed}")
    state = new_partie(RUBICON)
    players = (make_player(_SELF_PLAY), make_player(_SELF_PLAY))
    seen_deal = 0
    while state.phase != "over":
        if state.phase in ("cut", "shuffle"):
            state.apply(chance_action(state, rng))
            continue
        deal = state.deal
        assert deal is not None
        number = len(state.results) + 1
        if number != seen_deal and deal.phase == "elder_discard" and _rebuildable(state, number):
            seen_deal = number
            for role_seat, role in ((deal.elder, "elder"), (1 - deal.elder, "younger")):
                typed: Role = "elder" if role == "elder" else "younger"
                score = (state.totals[role_seat], state.totals[1 - role_seat])
                yield ExchangeExercise(
                    key=f"mined:{seed}:{number}:{role}",
                    rules=RUBICON,
                    role=typed,
                    hand=deal.hands[role_seat],
                    score=score,
                    deal_number=number,
                    seed=seed * 16 + number * 2 + (role == "younger"),
                )
        decision = decision_for(state)
        seat = decision.seat
        action = decision.forced or players[seat].choose(view(state, seat), decision, rng)
        state.apply(action)


def _rebuildable(state: PartieState, number: int) -> bool:
    """Whether ``advice.position_for_hand`` can set this deal's score up again: it allows the
    deals after the sixth only at a tied score (the deals a tie adds), so the second deal a tie
    adds, which comes at the score the first one left, is passed over."""
    tied = state.totals[0] == state.totals[1]
    return number <= state.rules.rubicon_deals + (2 if tied else 0)


def natural_second(judged: ExchangeVerdict) -> int | None:
    """The natural second choice: the best-valued discard proposed by the level or the static
    judgement other than the best (None when there is none)."""
    best = judged.best.discard
    for c in judged.candidates:
        if c.discard != best and c.sources & {"level", "natural"}:
            return c.discard
    return None


def difficulty(gap: float, close: int, trap: bool) -> int:
    """1 (plain) to 5 (hard): from the gap (10 points and more: 1; 5 to 10: 2; less: 3), one
    more when the static favourite is wrong (``trap``), one more when two or more other
    candidates are close to the best."""
    level = 1 if gap >= 10.0 else 2 if gap >= 5.0 else 3
    level += 1 if trap else 0
    level += 1 if close >= 2 else 0
    return min(level, 5)


def judge_position(
    exercise: ExchangeExercise, *, worlds: int = MINING_WORLDS
) -> MinedPosition | None:
    """The position judged and kept when its decision matters (module notes), None otherwise."""
    prepared = prepare_exchange(exercise, worlds=worlds)
    judged = exchange_verdict(prepared)
    second = natural_second(judged)
    if second is None:
        return None
    against = judged.of(second)
    assert against is not None
    if against.loss < MIN_GAP or against.loss <= NOISE_FACTOR * against.stderr:
        return None
    decision = prepared.decision
    assert decision.exchange_range is not None
    low, high = decision.exchange_range
    favourite = shortlist(decision.hand, low, high, exercise.role == "elder", 1)[0]
    best = judged.best.discard
    close = sum(1 for c in judged.candidates[1:] if c.loss < CLOSE)
    trap = favourite != best
    return MinedPosition(
        exercise,
        difficulty(against.loss, close, trap),
        best,
        second,
        against.loss,
        against.stderr,
        close,
        trap,
        judged.worlds,
    )


def mine(
    first_seed: int,
    count: int,
    *,
    worlds: int = MINING_WORLDS,
    cancelled: Callable[[], bool] = lambda: False,
) -> Iterator[MinedPosition]:
    """Up to ``count`` positions whose decision matters, from the parties seeded ``first_seed``
    on, in order (the window runs this in a worker; ``cancelled`` is asked between positions)."""
    found = 0
    seed = first_seed
    while found < count:
        for exercise in positions_from_seed(seed):
            if cancelled():
                return
            kept = judge_position(exercise, worlds=worlds)
            if kept is not None:
                found += 1
                yield kept
                if found >= count:
                    return
        seed += 1
