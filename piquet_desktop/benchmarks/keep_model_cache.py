"""The keep model's tables over whole parties against Master: kept for good, or cleared per deal.

Run: ``python -m piquet_desktop.benchmarks.keep_model_cache [--parties 8] [--seed 1]
[--repeats 5]``.

Master plays ``--parties`` Rubicon parties against greedy (seats alternating) in this process,
every decision asked through ``controller/ai_process.decide`` as the app's worker asks it, and
every likelihood the keep model is asked is recorded with the deal it was asked in. The calls
are then made again on a fresh ``ReasonedKeepModel`` twice: its tables kept for the whole run,
and cleared at each new deal (``clear()``, as the worker does with its other per-deal
tables). For each the benchmark prints the lookups of the suits' and the pairs'
tables, their misses (each a table made) and hit rates, the largest the tables grew, and the
CPU time of all the likelihoods (``time.process_time``, best of ``--repeats``, the two measured
in turn, so that another program's load weighs less). Both answer every call with the same
number, which the benchmark checks.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from piquet_desktop.ai import parallel
from piquet_desktop.ai.inference import DEFAULT_KEEP_MODEL, ReasonedKeepModel
from piquet_desktop.ai.player import play_partie
from piquet_desktop.ai.registry import make_player
from piquet_desktop.controller import ai_process
from piquet_desktop.engine.actions import Action
from piquet_desktop.engine.decision import Decision
from piquet_desktop.engine.rules import preset
from piquet_desktop.engine.view import PlayerView

Call = tuple[int, int, bool]  # dealt, discard, elder


@dataclass
class Recorder:
    """Master asked as the app's worker asks it; the keep model's calls noted per deal."""

    deals: list[list[Call]] = field(default_factory=list)
    _deal: Hashable | None = None

    @property
    def name(self) -> str:
        return "master"

    def choose(self, view: PlayerView, decision: Decision, rng: random.Random) -> Action:
        deal = ai_process.deal_of(view)
        if deal != self._deal:
            self._deal = deal
            self.deals.append([])
        return ai_process.decide("master", view, decision, rng)

    def note(self, dealt: int, discard: int, elder: bool) -> None:
        if self.deals:
            self.deals[-1].append((dealt, discard, elder))


@dataclass
class Replay:
    """One replay of the recorded calls: the tables' lookups and misses, their largest sizes."""

    lookups: list[int] = field(default_factory=lambda: [0, 0])  # suits, pairs
    misses: list[int] = field(default_factory=lambda: [0, 0])
    largest: list[int] = field(default_factory=lambda: [0, 0])
    answers: list[float] = field(default_factory=list)


def _sizes(model: ReasonedKeepModel) -> tuple[int, int]:
    return len(model._suits), len(model._pairs)


def replay(deals: Sequence[Sequence[Call]], per_deal: bool) -> Replay:
    """The calls on a fresh model, counted: a table that grew by n entries missed n times."""
    model = ReasonedKeepModel()
    out = Replay()
    for calls in deals:
        if per_deal:
            model.clear()
        for dealt, discard, elder in calls:
            before = _sizes(model)
            out.answers.append(model.discard_likelihood(dealt, discard, elder))
            if discard:  # an empty discard is answered without a table
                after = _sizes(model)
                for t, lookups in enumerate((4, 2)):
                    out.lookups[t] += lookups
                    grown = after[t] - before[t]
                    out.misses[t] += grown if grown >= 0 else after[t]  # emptied at its cap
                    out.largest[t] = max(out.largest[t], after[t])
    return out


def cpu_times(deals: Sequence[Sequence[Call]], repeats: int) -> dict[bool, float]:
    """The best CPU time of all the calls, tables kept (False) and cleared per deal (True),
    the two measured in turn so that a change of the machine's load weighs on both alike."""
    best = {False: float("inf"), True: float("inf")}
    for _ in range(repeats):
        for per_deal in best:
            model = ReasonedKeepModel()
            start = time.process_time()
            for calls in deals:
                if per_deal:
                    model.clear()
                for call in calls:
                    model.discard_likelihood(*call)
            best[per_deal] = min(best[per_deal], time.process_time() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--parties", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)

    parallel.set_workers(0)  # as in the app's worker, which solves in its own process only
    recorder = Recorder()
    DEFAULT_KEEP_MODEL.discard_likelihood = _noting(recorder)  # type: ignore[method-assign, assignment]
    greedy = make_player("greedy")
    for p in range(args.parties):
        players = (recorder, greedy) if p % 2 == 0 else (greedy, recorder)
        play_partie(preset("rubicon"), players, args.seed + p)
    del DEFAULT_KEEP_MODEL.discard_likelihood

    calls = sum(len(d) for d in recorder.deals)
    print(f"{args.parties} parties, {len(recorder.deals)} deals, {calls} likelihoods asked")
    print("| tables | suits: lookups, misses, hit rate, largest | pairs: the same | CPU s |")
    print("| --- | --- | --- | ---: |")
    answers = None
    seconds = cpu_times(recorder.deals, args.repeats)
    for per_deal in (False, True):
        r = replay(recorder.deals, per_deal)
        if answers is not None and r.answers != answers:
            raise SystemExit("the two replays answered differently")
        answers = r.answers
        cells = [
            f"{r.lookups[t]}, {r.misses[t]}, {1 - r.misses[t] / r.lookups[t]:.2%}, {r.largest[t]}"
            for t in range(2)
        ]
        name = "cleared per deal" if per_deal else "kept"
        print(f"| {name} | {cells[0]} | {cells[1]} | {seconds[per_deal]:.3f} |")
    return 0


def _noting(recorder: Recorder) -> Callable[[int, int, bool], float]:
    """The default model's ``discard_likelihood``, noting each call first."""
    real = ReasonedKeepModel.discard_likelihood.__get__(DEFAULT_KEEP_MODEL)

    def discard_likelihood(dealt: int, discard: int, elder: bool) -> float:
        recorder.note(dealt, discard, elder)
        return real(dealt, discard, elder)

    return discard_likelihood


if __name__ == "__main__":
    raise SystemExit(main())
