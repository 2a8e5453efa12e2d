"""Running an arena plan: every deal pair and partie of every pairing, in one process or many,
with a cache of finished items so an interrupted run resumes where it stopped.

Every item is a pure function of its seed (``arena.pairs``), and results are collected by item,
not by arrival, so the results do not depend on the number of processes.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

from piquet_desktop.ai.registry import make_player
from piquet_desktop.arena.pairs import (
    Context,
    DealPairResult,
    PartieOutcome,
    PlayerFactory,
    PlayerStats,
    deal_number_for,
    pair_seed,
    partie_seed,
    play_arena_partie,
    play_mirrored_deal_pair,
)
from piquet_desktop.arena.statistics import DealPairSummary, PartieSummary
from piquet_desktop.engine.file_type import RECORD_SUFFIX
from piquet_desktop.engine.partie import PartieState
from piquet_desktop.engine.rules import RuleSet

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


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system says it, as a container
    or ``taskset`` limits it), at least 1: the most worker processes that can all be busy."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


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
        chunks = list(_chunks(todo, jobs))
        # A process more than there are chunks would only start, idle and stop.
        with ProcessPoolExecutor(max_workers=min(jobs, len(chunks))) as pool:
            pending: set[Future[list[tuple[tuple[ItemKind, int, int], ItemResult]]]] = {
                pool.submit(_run_chunk, plan, chunk, factory) for chunk in chunks
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
