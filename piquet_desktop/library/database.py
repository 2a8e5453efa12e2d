"""The library's SQLite database: opened as the store needs it, or set aside when it cannot be.

The database is an index the record files can rebuild (store.py), so one that cannot be opened,
fails SQLite's ``quick_check``, holds other tables than this build's or comes from a newer build
is renamed out of the way (never deleted) and made again; the note says so to the player.
WAL mode and ``synchronous=NORMAL``: a committed transaction survives the app being killed.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path

from piquet_desktop.engine.private_files import create_private_file
from piquet_desktop.translation import translate

from .aside import stamp, unused_name
from .errors import LibraryError, why
from .rows import text_or_bytes
from .schema import NewerDatabaseError, migrate, schema_mismatch

__all__ = ["DAMAGE", "DamagedDatabase", "damaged", "open_database", "set_aside_database"]

log = logging.getLogger(__name__)


def open_database(db_path: Path) -> sqlite3.Connection:
    """The database at ``db_path``, made if need be (0600) and brought to this build's tables.

    ``sqlite3.DatabaseError`` or ``NewerDatabaseError`` for one that cannot be used as it is.
    """
    create_private_file(db_path)  # SQLite would make it, and its journals, with the umask
    conn = sqlite3.connect(db_path, isolation_level=None, timeout=5.0)
    try:
        conn.row_factory = sqlite3.Row
        conn.text_factory = text_or_bytes
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"the database is damaged ({check})")
        migrate(conn)
        mismatch = schema_mismatch(conn)  # the right version need not hold the right tables
        if mismatch is not None:
            raise sqlite3.DatabaseError(mismatch)
    except UnicodeDecodeError as exc:  # damage in the schema's own text, read by a pragma
        conn.close()
        raise sqlite3.DatabaseError(f"the database is damaged ({exc.reason})") from exc
    except BaseException:
        conn.close()
        raise
    return conn


def set_aside_database(db_path: Path, problem: Exception) -> str:
    """Rename the database (and its WAL files) out of the way; the records rebuild it.

    Returns the note for the player; ``LibraryError`` if it cannot be moved.
    """
    kind = "newer" if isinstance(problem, NewerDatabaseError) else "damaged"
    target = unused_name(db_path.parent, f"library.{kind}-{stamp()}", ".sqlite3")
    for suffix in ("", "-wal", "-shm"):
        source = Path(f"{db_path}{suffix}")
        if source.exists():
            try:
                os.replace(source, Path(f"{target}{suffix}"))
            except OSError as exc:
                raise LibraryError(
                    translate(
                        "Library",
                        "the library database is unusable ({problem}) and cannot be moved "
                        "aside: {reason}",
                    ).format(problem=problem, reason=why(exc))
                ) from exc
    log.warning("library database unusable (%s): kept as %s, rebuilt", problem, target.name)
    return translate(
        "Library",
        "The library database could not be used ({problem}); it was kept as {file} and the "
        "library was rebuilt from its records.",
    ).format(problem=problem, file=target.name)


class DamagedDatabase(Exception):
    """The database is damaged in a way its opening check did not see (its cause says how)."""


DAMAGE = (DamagedDatabase, TypeError, ValueError, KeyError, IndexError)
"""What reconciling a damaged database raises: SQLite's own damage (``DamagedDatabase``), or a
value the app never writes where the code reads one (a text for a number, a row too short)."""


def damaged(exc: BaseException) -> sqlite3.DatabaseError:
    """The damage ``exc`` as the problem ``set_aside_database`` names."""
    cause = exc.__cause__ if isinstance(exc, DamagedDatabase) and exc.__cause__ else exc
    return sqlite3.DatabaseError(f"the database is damaged ({type(cause).__name__}: {cause})")
