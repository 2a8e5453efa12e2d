"""Names for what the library sets aside: a database it cannot use, an older or damaged file.

What is set aside is kept, never dropped, and never replaces what was set aside before
(``os.replace`` would, silently): each gets a name with the moment and, if taken, a number.
"""

from __future__ import annotations

import time
from pathlib import Path

__all__ = ["stamp", "unused_name"]


def stamp() -> str:
    """The moment, as the names of what is set aside carry it (``20261201-140000``)."""
    return time.strftime("%Y%m%d-%H%M%S")


def unused_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or with ``-1``, ``-2``... after the stem if taken: what is set
    aside never replaces what was set aside before (``os.replace`` would, silently)."""
    target = folder / f"{stem}{suffix}"
    n = 1
    while target.exists():
        target = folder / f"{stem}-{n}{suffix}"
        n += 1
    return target
