"""Reviewing a whole partie: find the seat's decisions, value them in worker processes, assemble.

One function, :func:`review_partie`, serves the ``piquet-review`` console tool and the app's
review controller, so both say the same thing about the same record.

**Which decisions.** Replaying the record, every action taken while the reviewed seat was to act
with a choice: the exchange, each call, sink or answer, carte blanche, the look at the talon,
each card played. Forced steps (one legal action) carry no choice and are not rated.

**Deterministic.** Each decision's sampling uses its own generators, seeded from the review's
``seed`` and the action's index (``piquet-review:{seed}:{index}``), so a decision's figures do
not depend on how the work was split, in which process it ran, or which other decisions were
reviewed with it.

**Worker processes.** The decisions are cut into small chunks (a few decisions each) sent to an
``ai.process_pool.WorkerPool`` of one worker per core: a chunk carries the rules and the actions
up to its last decision and replays them itself (a few milliseconds), so nothing but plain
values crosses the process boundary. Chunks come back in any order and are put back in the order
of the record. When worker processes cannot be used (a sandbox, ``workers=0``) the chunks are
reviewed in this process, with the same figures. ``progress(done, total)`` is called as decisions
complete; ``cancelled()`` is polled between chunks, and a cancelled review stops its workers at
once (a running search cannot be interrupted otherwise) and raises :class:`ReviewCancelled`.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass

from piquet_desktop.ai.levels import LevelPlayer
from piquet_desktop.ai.process_pool import PoolUnavailable, WorkerPool
from piquet_desktop.ai.registry import LEVELS, make_player
from piquet_desktop.ai.review.figures import DecisionReview, PartieReview, mark_for
from piquet_desktop.ai.review.reasons import reason_for
from piquet_desktop.ai.review.valuation import (
    Moment,
    ReviewSettings,
    value_carte_blanche,
    value_exchange,
    value_play,
    value_rollout,
)
from piquet_desktop.engine.actions import Action, CarteBlanche, Discard, Play, Shuffle
from piquet_desktop.engine.decision import decision_for
from piquet_desktop.engine.partie import new_partie
from piquet_desktop.engine.record import Claim
from piquet_desktop.engine.rules import RuleSet

CHUNK = 4
"""Decisions per job sent to a worker: small enough to keep both cores busy on one deal."""


class ReviewCancelled(Exception):
    """The review was cancelled before it finished."""


def default_level() -> str:
    """The strongest level, whose choices the review takes as the best."""
    return LEVELS[-1][0]


def review_level(name: str) -> LevelPlayer:
    """The level named ``name`` as a reviewer (ValueError for a baseline or an unknown name)."""
    player = make_player(name)
    if not isinstance(player, LevelPlayer):
        raise ValueError(f"{name!r} is a baseline player, not a level: choose one of the levels")
    return player


def decision_indices(
    rules: RuleSet, actions: Sequence[Action], seat: int, claims: Sequence[Claim] = ()
) -> list[int]:
    """The indices of the actions the seat chose with a choice (see the module's notes). The
    cards of a claim (``claims``, the record's) are played out by the claim, not chosen one by
    one, so none of them is a decision of either seat."""
    claimed = {i for claim in claims for i in range(claim.at, claim.end)}
    state = new_partie(rules)
    out: list[int] = []
    for i, action in enumerate(actions):
        if state.phase == "deal" and i not in claimed:
            decision = decision_for(state)
            if decision.seat == seat and decision.forced is None:
                out.append(i)
        state.apply(action)
    return out


@dataclass(frozen=True, slots=True)
class ReviewJob:
    """A chunk of decisions for a worker: everything it needs, as plain picklable values."""

    rules: RuleSet
    actions: tuple[Action, ...]
    indices: tuple[int, ...]
    seat: int
    level: str
    seed: int
    settings: ReviewSettings


def review_decision(
    moment: Moment,
    chosen: Action,
    index: int,
    level: LevelPlayer,
    seed: int,
    settings: ReviewSettings,
) -> DecisionReview:
    """One decision's review (the module's notes say how each kind is valued)."""
    rng = random.Random(f"piquet-review:{seed}:{index}")
    level_rng = random.Random(f"piquet-review-level:{seed}:{index}")
    decision = moment.decision
    v = moment.view()
    if decision.kind == "play":
        assert isinstance(chosen, Play)
        valued = value_play(moment, chosen, level, rng, settings)
    elif decision.kind == "exchange":
        assert isinstance(chosen, Discard)
        valued = value_exchange(moment, chosen, level, level_rng, rng, settings)
    elif decision.kind == "carte_blanche":
        assert isinstance(chosen, CarteBlanche)
        valued = value_carte_blanche(moment, chosen, level, level_rng)
    else:
        valued = value_rollout(moment, chosen, level, rng, settings)
    mark = mark_for(valued.loss, valued.stderr)
    reason = reason_for(v, v.hand, chosen, valued.best) if valued.loss > 0 else None
    deal = valued.deal
    return DecisionReview(
        index=index,
        deal=moment.state.deal_number,
        kind=decision.kind,
        chosen=chosen,
        best=valued.best,
        chosen_value=deal.chosen if deal is not None else None,
        best_value=deal.best if deal is not None else None,
        loss=valued.loss,
        stderr=valued.stderr,
        partie_loss=valued.partie_loss,
        worlds=deal.worlds if deal is not None else 0,
        mark=mark,
        reason=reason,
    )


def review_chunk(job: ReviewJob) -> list[DecisionReview]:
    """Review the job's decisions (a worker's entry point, and the in-process path)."""
    level = review_level(job.level)
    wanted = set(job.indices)
    state = new_partie(job.rules)
    before = state.clone()
    deal_actions: list[Action] = []
    out: list[DecisionReview] = []
    for i, action in enumerate(job.actions):
        if isinstance(action, Shuffle):
            before = state.clone()
            deal_actions = []
        if i in wanted:
            moment = Moment(before, tuple(deal_actions), state, decision_for(state))
            out.append(review_decision(moment, action, i, level, job.seed, job.settings))
        state.apply(action)
        if state.deal is not None or isinstance(action, Shuffle):
            deal_actions.append(action)
    return out


def _cpu_workers() -> int:
    return max(1, min(os.cpu_count() or 1, 4))


_pool = WorkerPool(_cpu_workers)


def shutdown() -> None:
    """Stop the review's worker processes (they start again on demand)."""
    _pool.shutdown()


def jobs_for(
    rules: RuleSet,
    actions: Sequence[Action],
    seat: int,
    level: str,
    seed: int,
    settings: ReviewSettings,
    indices: Sequence[int] | None = None,
) -> list[ReviewJob]:
    """The review cut into chunks of ``CHUNK`` decisions, in the record's order."""
    found = decision_indices(rules, actions, seat) if indices is None else list(indices)
    jobs = []
    for start in range(0, len(found), CHUNK):
        part = tuple(found[start : start + CHUNK])
        jobs.append(
            ReviewJob(rules, tuple(actions[: part[-1] + 1]), part, seat, level, seed, settings)
        )
    return jobs


def review_partie(
    rules: RuleSet,
    actions: Sequence[Action],
    seat: int,
    *,
    level: str | None = None,
    seed: int = 0,
    settings: ReviewSettings | None = None,
    deal: int | None = None,
    workers: bool = True,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    previous: PartieReview | None = None,
    claims: Sequence[Claim] = (),
) -> PartieReview:
    """The review of ``seat``'s decisions in the partie ``actions`` make (a record's rules and
    actions), by ``level`` (default: the strongest). ``deal`` limits it to one deal's decisions.
    ``workers=False`` keeps everything in this process. ``previous``: a review made earlier of
    the same partie (a stored one); where it was made by the same seat, level, seed and method,
    its decisions among the actions it covers are taken as they are and only the later ones are
    computed (a decision's figures depend only on the actions up to it and its seed). ``claims``:
    the record's, whose cards are no decisions (``decision_indices``). See the module's
    notes."""
    if seat not in (0, 1):
        raise ValueError(f"the seat is 0 or 1, not {seat}")
    name = level or default_level()
    review_level(name)  # refuse a bad level before any work
    settings = settings or ReviewSettings()
    indices = decision_indices(rules, actions, seat, claims)
    if deal is not None:
        indices = _of_deal(rules, actions, indices, deal)
    kept = _reusable(previous, seat, name, seed, actions)
    wanted = set(indices)
    reused = [d for d in kept if d.index in wanted]
    done = {d.index for d in reused}
    jobs = jobs_for(
        rules, actions, seat, name, seed, settings, [i for i in indices if i not in done]
    )
    total = len(indices)
    results: dict[int, list[DecisionReview]] = {-1: reused}
    if progress is not None:
        progress(len(reused), total)
    if workers and len(jobs) > 1:
        _run_in_workers(jobs, results, total, progress, cancelled)
    for k, job in enumerate(jobs):
        if k in results:
            continue
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        results[k] = review_chunk(job)
        if progress is not None:
            progress(sum(len(r) for r in results.values()), total)
    decisions = tuple(sorted((d for r in results.values() for d in r), key=lambda d: d.index))
    return PartieReview(seat, name, seed, len(actions), decisions)


def _reusable(
    previous: PartieReview | None, seat: int, level: str, seed: int, actions: Sequence[Action]
) -> list[DecisionReview]:
    """The decisions of ``previous`` that hold for ``actions`` (see ``review_partie``)."""
    if previous is None or not previous.made_for(seat, level, seed):
        return []
    if previous.actions > len(actions):
        return []
    if any(actions[d.index] != d.chosen for d in previous.decisions):
        return []
    return list(previous.decisions)


def merge_reviews(
    reviews: Sequence[PartieReview | None],
    seat: int,
    level: str,
    seed: int,
    actions: Sequence[Action],
) -> PartieReview | None:
    """The decisions of ``reviews`` that hold for ``actions`` (as ``review_partie`` would
    reuse them), put together, one per action: a ``previous`` for ``review_partie`` made of
    several partial reviews (the deal reviewed first, then the rest: ``controller/review``).
    Its ``actions`` is the length of ``actions``, but its decisions are not every decision of
    them: it is for reuse only, never to be stored as a partie's review. None when nothing
    holds."""
    by_index: dict[int, DecisionReview] = {}
    for review in reviews:
        for d in _reusable(review, seat, level, seed, actions):
            by_index.setdefault(d.index, d)
    if not by_index:
        return None
    decisions = tuple(by_index[i] for i in sorted(by_index))
    return PartieReview(seat, level, seed, len(actions), decisions)


def _of_deal(
    rules: RuleSet, actions: Sequence[Action], indices: Sequence[int], deal: int
) -> list[int]:
    state = new_partie(rules)
    keep = set(indices)
    out = []
    for i, action in enumerate(actions):
        if i in keep and state.deal_number == deal:
            out.append(i)
        state.apply(action)
    return out


def _run_in_workers(
    jobs: list[ReviewJob],
    results: dict[int, list[DecisionReview]],
    total: int,
    progress: Callable[[int, int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> None:
    """Run the jobs in the worker processes, filling ``results``; jobs the workers could not
    run are left out of it for the caller to run in-process."""
    futures: dict[Future[list[DecisionReview]], int] = {}
    try:
        for k, job in enumerate(jobs):
            futures[_pool.submit(review_chunk, job)] = k
    except PoolUnavailable:
        pass  # whatever was not submitted runs in-process
    pending = set(futures)
    while pending:
        done, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
        if cancelled is not None and cancelled():
            _pool.shutdown()  # stops the running searches now
            raise ReviewCancelled
        for future in done:
            try:
                results[futures[future]] = future.result()
            except Exception:  # a worker that died: its chunk runs in-process
                continue
        if done and progress is not None:
            progress(sum(len(r) for r in results.values()), total)


__all__ = [
    "CHUNK",
    "ReviewCancelled",
    "ReviewJob",
    "decision_indices",
    "default_level",
    "jobs_for",
    "merge_reviews",
    "review_chunk",
    "review_decision",
    "review_level",
    "review_partie",
    "shutdown",
]
