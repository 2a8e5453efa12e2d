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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from piquet_desktop.ai.advice import position_for_hand
from piquet_desktop.ai.exchange import shortlist, solved_discards
from piquet_desktop.ai.inference import sample_worlds
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
    "Role",
    "judge_exchange",
]

Role = Literal["elder", "younger"]
Source = Literal["level", "book", "answer", "natural"]

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
    answers: Iterable[int],
    natural: int,
) -> dict[int, set[Source]]:
    assert decision.exchange_range is not None
    low, high = decision.exchange_range
    found: dict[int, set[Source]] = {}
    level_choice = level.exchange(v, decision, random.Random(exercise.seed)).discard
    found.setdefault(level_choice, set()).add("level")
    for discard in exercise.book:
        found.setdefault(discard, set()).add("book")
    for discard in answers:
        found.setdefault(discard, set()).add("answer")
    for discard in shortlist(decision.hand, low, high, v.seat == v.elder, natural):
        found.setdefault(discard, set()).add("natural")
    for discard in found:
        if discard & ~decision.hand or not low <= discard.bit_count() <= high:
            raise ValueError("a candidate discard is not a legal exchange of this hand")
    return found


def judge_exchange(
    exercise: ExchangeExercise,
    answers: Sequence[int] = (),
    *,
    worlds: int = 48,
    natural: int = 4,
    seed: int = 0,
) -> ExchangeVerdict:
    """Judge the strongest level's discard, the book's, ``natural`` natural ones and
    ``answers`` in the same ``worlds`` sampled worlds; ValueError for an illegal answer."""
    state = exercise.position()
    decision = decision_for(state)
    v = view(state, 0)
    player = make_player(JUDGING_LEVEL)
    assert isinstance(player, LevelPlayer)
    found = _candidates(v, decision, player, exercise, answers, natural)
    discards = list(found)
    assert decision.exchange_range is not None
    sampled = sample_worlds(v, worlds, random.Random(f"piquet-exercise:{exercise.key}:{seed}"))
    solved = solved_discards(v, decision.hand, decision.exchange_range[1], discards, sampled)
    utility = player.utility(v) if exercise.scored and player.settings.plays_to_score else None
    weights: list[float] = []
    values: list[list[float]] = [[] for _ in discards]
    for world, row in zip(sampled, solved, strict=True):
        if any(s is None for s in row):
            continue  # a talon too short for one of them: not a world they can be compared in
        weights.append(world.weight)
        for j, s in enumerate(row):
            assert s is not None
            values[j].append(utility(s.mine, s.theirs) if utility else s.mine - s.theirs)
    if not weights:
        raise ValueError("no sampled world can judge these discards")
    total = sum(weights)
    means = [sum(w * x for w, x in zip(weights, column, strict=True)) / total for column in values]
    best = max(range(len(discards)), key=lambda j: (means[j], "level" in found[discards[j]]))
    judged = []
    for j, discard in enumerate(discards):
        pair = paired(weights, values[j], values[best])
        loss = 0.0 if j == best else max(pair.best - pair.chosen, 0.0)
        judged.append(
            Candidate(
                discard,
                means[j],
                loss,
                0.0 if j == best else pair.stderr,
                frozenset(found[discard]),
            )
        )
    judged.sort(key=lambda c: (c.loss, -c.value))
    return ExchangeVerdict(tuple(judged), len(weights), utility is not None)
