"""Exchange exercises: a hand to discard from, judged the way the review judges an exchange.

Why the same machinery as the review: a player who practises must be told what the review would
tell him after a partie, or practice and review would teach two different games. So the candidate
discards (the strongest level's, the book's, the natural ones of the static judgement and the
player's own) are all solved in the same sampled worlds (``exchange.solved_discards``: the
opponent's exchange by its fast policy, both hands' declarations exactly, the play solved), and a
discard's loss is its paired difference from the best of them, with that difference's standard
error (``review.figures.paired``), exactly as ``review.valuation.value_exchange`` values one.

The values are the deal's net points for the player (his points less the opponent's); where the
exercise sets a score (a later deal, a partie to save), the strongest level's partie terms decide
the ranking instead (``LevelPlayer.utility``: the expected final margin in Rubicon), since there a
discard that scores less can win more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from piquet_desktop.ai.advice import position_for_hand
from piquet_desktop.ai.exchange import shortlist, solved_discards
from piquet_desktop.ai.inference import World, sample_worlds
from piquet_desktop.ai.levels import LevelPlayer
from piquet_desktop.ai.registry import make_player
from piquet_desktop.ai.review.figures import paired
from piquet_desktop.engine.decision import Decision, decision_for
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet
from piquet_desktop.engine.view import PlayerView, view

__all__ = [
    "Candidate",
    "ExchangeExercise",
    "ExchangeVerdict",
    "PreparedExchange",
    "Role",
    "exchange_verdict",
    "judge_exchange",
    "partie_utility",
    "prepare_exchange",
]

Role = Literal["elder", "younger"]
Source = Literal["level", "book", "answer", "natural"]
Utility = Callable[[float, float], float]

JUDGING_LEVEL = "master"
"""The level whose discard is the reference and whose utility ranks scored exercises."""


@dataclass(frozen=True, slots=True)
class ExchangeExercise:
    """One hand to discard from, as its role, in a partie at a given score.

    ``book`` holds the discards a source recommends (Cavendish's, first the preferred one);
    ``score`` is the player's and the opponent's partie score before this deal.
    """

    key: str
    rules: RuleSet
    role: Role
    hand: int
    score: tuple[int, int] = (0, 0)
    deal_number: int = 1
    book: tuple[int, ...] = ()
    note: str = ""
    seed: int = 0

    @property
    def scored(self) -> bool:
        """Whether the partie's score bears on the choice (anything but a first deal at love)."""
        return self.deal_number > 1 or self.score != (0, 0)

    def position(self) -> PartieState:
        """The partie state in which the player (seat 0) is to discard."""
        return position_for_hand(
            self.rules,
            self.hand,
            self.role,
            score=self.score,
            deal_number=self.deal_number,
            seed=self.seed,
            level=JUDGING_LEVEL,
        )


@dataclass(frozen=True, slots=True)
class Candidate:
    """A discard judged: its value, its loss against the best found (0 for the best) and the
    standard error of that loss; ``sources`` says who proposed it."""

    discard: int
    value: float
    loss: float
    stderr: float
    sources: frozenset[Source] = field(default_factory=frozenset)


@dataclass(frozen=True, slots=True)
class ExchangeVerdict:
    """Every candidate judged, the best first; ``in_partie_terms`` when the ranking is by the
    level's partie utility rather than the deal's points."""

    candidates: tuple[Candidate, ...]
    worlds: int
    in_partie_terms: bool

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    def of(self, discard: int) -> Candidate | None:
        """The candidate for ``discard``, None when it was not judged."""
        return next((c for c in self.candidates if c.discard == discard), None)


def _candidates(
    v: PlayerView,
    decision: Decision,
    level: LevelPlayer,
    exercise: ExchangeExercise,
    natural: int,
) -> dict[int, set[Source]]:
    """The discards judged ahead of the answer: the level's, the book's, ``natural`` natural
    ones (the level's and the natural ones are legal by construction; a book's is checked)."""
    assert decision.exchange_range is not None
    low, high = decision.exchange_range
    found: dict[int, set[Source]] = {}
    level_choice = level.exchange(v, decision, random.Random(exercise.seed)).discard
    found.setdefault(level_choice, set()).add("level")
    for discard in exercise.book:
        if discard & ~decision.hand or not low <= discard.bit_count() <= high:
            raise ValueError("a book discard is not a legal exchange of this hand")
        found.setdefault(discard, set()).add("book")
    for discard in shortlist(decision.hand, low, high, v.seat == v.elder, natural):
        found.setdefault(discard, set()).add("natural")
    return found


@dataclass(frozen=True, slots=True)
class PreparedExchange:
    """An exercise with its worlds drawn and its proposed discards solved in them, ahead of the
    player's answer: judging an answer then solves that one discard only, in the same worlds."""

    exercise: ExchangeExercise
    view: PlayerView
    decision: Decision
    worlds: tuple[World, ...]
    utility: Utility | None
    values: Mapping[int, tuple[float | None, ...]]  # discard -> its value in each world
    sources: Mapping[int, frozenset[Source]]


def _column(
    prepared_view: PlayerView,
    decision: Decision,
    worlds: Sequence[World],
    discards: Sequence[int],
    utility: Utility | None,
) -> list[tuple[float | None, ...]]:
    assert decision.exchange_range is not None
    solved = solved_discards(
        prepared_view, decision.hand, decision.exchange_range[1], discards, worlds
    )
    columns: list[list[float | None]] = [[] for _ in discards]
    for row in solved:
        for j, s in enumerate(row):
            if s is None:
                columns[j].append(None)
            else:
                columns[j].append(utility(s.mine, s.theirs) if utility else s.mine - s.theirs)
    return [tuple(c) for c in columns]


def partie_utility(exercise: ExchangeExercise, v: PlayerView) -> Utility | None:
    """The strongest level's partie utility where the exercise's score bears on the choice, else
    None (the deal's net points rank the discards). A closure, so a ``PreparedExchange`` sent to
    another process leaves it behind and the receiver makes it again from the exercise."""
    player = make_player(JUDGING_LEVEL)
    assert isinstance(player, LevelPlayer)
    return player.utility(v) if exercise.scored and player.settings.plays_to_score else None


def prepare_exchange(
    exercise: ExchangeExercise, *, worlds: int = 48, natural: int = 4, seed: int = 0
) -> PreparedExchange:
    """Draw ``worlds`` worlds from the player's view and solve the strongest level's discard,
    the book's and ``natural`` natural ones in them (the slow part, done before the exercise is
    shown)."""
    state = exercise.position()
    decision = decision_for(state)
    v = view(state, 0)
    player = make_player(JUDGING_LEVEL)
    assert isinstance(player, LevelPlayer)
    found = _candidates(v, decision, player, exercise, natural)
    discards = list(found)
    sampled = tuple(
        sample_worlds(v, worlds, random.Random(f"piquet-exercise:{exercise.key}:{seed}"))
    )
    utility = partie_utility(exercise, v)
    columns = _column(v, decision, sampled, discards, utility)
    return PreparedExchange(
        exercise,
        v,
        decision,
        sampled,
        utility,
        dict(zip(discards, columns, strict=True)),
        {d: frozenset(s) for d, s in found.items()},
    )


def exchange_verdict(prepared: PreparedExchange, answers: Sequence[int] = ()) -> ExchangeVerdict:
    """Every prepared discard and ``answers`` judged in the prepared worlds, the best first;
    ValueError for an answer that is not a legal exchange of the hand."""
    low, high = prepared.decision.exchange_range or (0, 0)
    values = dict(prepared.values)
    sources: dict[int, set[Source]] = {d: set(s) for d, s in prepared.sources.items()}
    new = []
    for answer in answers:
        if answer & ~prepared.decision.hand or not low <= answer.bit_count() <= high:
            raise ValueError("the answer is not a legal exchange of this hand")
        sources.setdefault(answer, set()).add("answer")
        if answer not in values:
            new.append(answer)
    if new:
        columns = _column(prepared.view, prepared.decision, prepared.worlds, new, prepared.utility)
        values.update(zip(new, columns, strict=True))
    discards = list(values)
    usable = [
        i for i in range(len(prepared.worlds)) if all(values[d][i] is not None for d in discards)
    ]
    if not usable:
        raise ValueError("no sampled world can judge these discards")
    weights = [prepared.worlds[i].weight for i in usable]
    column = {d: [float(values[d][i] or 0.0) for i in usable] for d in discards}
    total = sum(weights)
    means = {
        d: sum(w * x for w, x in zip(weights, column[d], strict=True)) / total for d in discards
    }
    best = max(discards, key=lambda d: (means[d], "level" in sources[d]))
    judged = []
    for d in discards:
        pair = paired(weights, column[d], column[best])
        loss = 0.0 if d == best else max(pair.best - pair.chosen, 0.0)
        stderr = 0.0 if d == best else pair.stderr
        judged.append(Candidate(d, means[d], loss, stderr, frozenset(sources[d])))
    judged.sort(key=lambda c: (c.loss, -c.value))
    return ExchangeVerdict(tuple(judged), len(usable), prepared.utility is not None)


def judge_exchange(
    exercise: ExchangeExercise,
    answers: Sequence[int] = (),
    *,
    worlds: int = 48,
    natural: int = 4,
    seed: int = 0,
) -> ExchangeVerdict:
    """``prepare_exchange`` then ``exchange_verdict`` in one call (for tools and tests)."""
    return exchange_verdict(
        prepare_exchange(exercise, worlds=worlds, natural=natural, seed=seed), answers
    )
