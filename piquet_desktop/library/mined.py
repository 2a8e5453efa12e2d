"""The exchange positions the practice window mined on demand, kept in the library folder.

Why a journal file (``mined.jsonl``, a finished seed a line, the format in
``practice/mined_journal.py``) and no table: the positions are read whole when practice opens
(a few a seed; a player who mines for months keeps some thousands) and never queried, so a
table would only repeat the journal; and a file beside the database survives whatever happens
to the database, which is set aside and rebuilt from the files (``store.py``): a rebuilt
library offers them again with nothing to fill back. It is written as the attempts' journal is
(``attempts.append_lines``: appended, flushed to the disk, 0600, a torn last line never
swallowing the next), and never rewritten: a line that cannot be read is skipped with a note and
left in the file.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from piquet_desktop.translation import translate

from .attempts import append_lines, read_journal_file

if TYPE_CHECKING:  # the mining's modules load the AI: not at the library's first opening
    from piquet_desktop.practice.mined_exchange import MinedPosition
    from piquet_desktop.practice.mined_journal import MinedRead

__all__ = ["MINED_NAME", "append_mined", "read_mined_journal"]

MINED_NAME = "mined.jsonl"

log = logging.getLogger(__name__)


def append_mined(path: Path, seed: int, positions: Sequence[MinedPosition], worlds: int) -> None:
    """Keep the finished ``seed`` and its positions (flushed to the disk); OSError propagates."""
    from piquet_desktop.practice.mined_journal import seed_line

    append_lines(path, seed_line(seed, positions, worlds).encode("ascii"))


def read_mined_journal(path: Path) -> MinedRead:
    """The journal's seeds and positions, with notes on what could not be read (an absent
    journal holds none; one that cannot be read, none, and a note saying why)."""
    from piquet_desktop.practice.mined_journal import MinedRead, read_mined

    try:
        data = read_journal_file(path)
    except FileNotFoundError:
        return MinedRead()
    except OSError as exc:
        return MinedRead(
            notes=[
                translate(
                    "Library",
                    "The journal of the practice positions mined on demand, {file}, cannot be "
                    "read: {reason}",
                ).format(file=path.name, reason=exc.strerror or exc)
            ]
        )
    read = read_mined(data)
    for line, why in read.skipped:
        log.warning("mined positions journal %s, line %d skipped: %s", path, line, why)
    if read.skipped:
        line, why = read.skipped[0]
        read.notes.append(
            translate(
                "Library",
                "The journal of the practice positions mined on demand, {file}, has lines that "
                "cannot be read ({count}, the first at line {line}: {reason}); they were "
                "skipped and left in the file.",
            ).format(count=len(read.skipped), file=path.name, line=line, reason=why)
        )
    return read
