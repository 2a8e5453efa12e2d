"""The positions the practice window mined on demand, kept a seed a line (the library's
``mined.jsonl``, beside the attempts' journal).

Why a seed a line: the window mines whole seeds (``mined_data.mine_seed``) and goes on from the
seed after the last finished one, so what must survive a restart is the seeds finished, with
the positions each gave, none as often as not (most hands discard themselves). Why each line is
a one-seed mined file (``first_seed`` = ``last_seed``, the shipped file's format and JSON Schema,
``mined_data.file_to_json``): one format, one schema and one strict reader for the shipped
positions and the fresh ones, so a fresh position is read back exactly as the file would give it,
and a damaged line is refused with the schema's complaint, never half-read.

Reading is forgiving where the shipped file's is strict: a line that cannot be read (torn by a
kill, changed by hand) is skipped with its line number and reason and left in the file (the
journal is only appended to), so one bad line never costs the others, and nothing is lost.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from .attempts import NESTED_TOO_DEEPLY, journal_lines
from .exercise_id import ExerciseId
from .mined_data import MinedFile, file_from_json, file_to_json
from .mined_exchange import MINING_WORLDS, MinedPosition

__all__ = ["MinedRead", "partie_seed", "read_mined", "seed_line"]


def seed_line(seed: int, positions: Sequence[MinedPosition], worlds: int = MINING_WORLDS) -> str:
    """The journal line (ASCII, ending in a newline) of the finished ``seed`` and the
    positions kept from it."""
    data = file_to_json(MinedFile(seed, seed, positions, worlds=worlds))
    return json.dumps(data, ensure_ascii=True, separators=(",", ":")) + "\n"


@dataclass(slots=True)
class MinedRead:
    """What a journal holds: the seeds finished, each with its positions (a seed found twice,
    the later line), the lines skipped as (line number, reason), and the sentences the keeper
    has for the player about them (``notes``)."""

    seeds: dict[int, list[MinedPosition]] = field(default_factory=dict)
    skipped: list[tuple[int, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def last_seed(self) -> int | None:
        """The highest seed finished, None when none is."""
        return max(self.seeds, default=None)

    @property
    def positions(self) -> list[MinedPosition]:
        """Every position kept, by seed, each id once."""
        seen: dict[str, MinedPosition] = {}
        for seed in sorted(self.seeds):
            for p in self.seeds[seed]:
                seen.setdefault(p.exercise.key, p)
        return list(seen.values())


def read_mined(data: bytes) -> MinedRead:
    """The journal ``data``'s seeds and positions; a line that is no finished seed is skipped."""
    read = MinedRead()
    for number, raw in journal_lines(data):
        try:
            parsed = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            read.skipped.append((number, "not UTF-8 text"))
            continue
        except json.JSONDecodeError:  # the words the attempts' journal has for it
            read.skipped.append((number, "not a JSON object"))
            continue
        except RecursionError:
            read.skipped.append((number, NESTED_TOO_DEEPLY))
            continue
        try:
            mined = file_from_json(parsed)
        except ValueError as exc:  # the schema's complaint, or a card not in its hand
            read.skipped.append((number, _short(str(exc))))
            continue
        except RecursionError:
            read.skipped.append((number, NESTED_TOO_DEEPLY))
            continue
        if mined.first_seed != mined.last_seed:
            read.skipped.append((number, "not one seed"))
            continue
        wrong = [p.exercise.key for p in mined.positions if partie_seed(p) != mined.first_seed]
        if wrong:
            read.skipped.append((number, f"{wrong[0]} is not of seed {mined.first_seed}"))
            continue
        read.seeds[mined.first_seed] = mined.positions
    return read


def partie_seed(position: MinedPosition) -> int | None:
    """The seed of the self-play partie ``position`` comes from, read from its id
    (``mined:<seed>:<deal>:<role>``; the exercise's own ``seed`` draws its worlds)."""
    read = ExerciseId.read(position.exercise.key)
    if read.source != "mined" or len(read.fields) != 3:
        return None
    return read.number(0)


def _short(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
