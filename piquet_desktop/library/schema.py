"""The library database's tables, and how a database of an older version is brought up to date.

The version is SQLite's ``PRAGMA user_version``: 0 for a new, empty file, then the number of
migrations applied. ``MIGRATIONS[n]`` takes a database from version n to n + 1, and ``migrate``
applies the missing ones in one transaction together with the new version number, so a database
is always at one version or the next, never between (a kill during a migration rolls it back).
A change of the tables is a new migration appended to the list, never an edit of an old one:
databases made by earlier builds have already run those.

A database of a *newer* version than this build knows is not touched (``NewerDatabaseError``):
the caller sets it aside and rebuilds from the records, which hold everything. Nor is one whose
tables are not those its version's migrations make (``schema_mismatch``: a table dropped or
changed by another program or by hand, a file of the right name and version from elsewhere):
the version number alone would let every later query fail.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from functools import cache

from piquet_desktop.translation import translate

__all__ = ["MIGRATIONS", "NewerDatabaseError", "migrate", "schema_mismatch", "version_of"]

_V1 = """
CREATE TABLE parties (
    id              TEXT PRIMARY KEY,
    played          TEXT NOT NULL,     -- last kept, ISO 8601 UTC: when the partie was played
    status          TEXT NOT NULL,     -- in_progress, abandoned, finished, damaged
    damage          TEXT,              -- why the record cannot be loaded (status damaged)
    variant         TEXT,
    rules           TEXT,              -- the rule set as compact JSON
    human           TEXT,
    opponent        TEXT,
    opponent_level  TEXT,
    result          TEXT,              -- won, lost, drawn (the player's); NULL until finished
    margin          INTEGER,           -- the player's, negative when he lost
    rubicon         INTEGER,           -- 1 when the loser was rubiconed
    deals           INTEGER,
    score_human     INTEGER,
    score_opponent  INTEGER,
    games_human     INTEGER,           -- au cent: games won, a double counting two
    games_opponent  INTEGER,
    practice        INTEGER,
    reviewed        INTEGER NOT NULL DEFAULT 0,
    mean_loss       REAL,              -- the player's mean loss per decision, from the review
    record          TEXT,              -- the record JSON, as its file holds it
    file_mtime_ns   INTEGER,           -- the file's signature when it was last read or written
    file_size       INTEGER
);
CREATE INDEX parties_played ON parties (played);
"""

# Not a change of the tables: the facts of every row are read again from its record. Builds
# before the versioned reckoning of calls (engine/rules.py, RECKONING) read records written
# before calling less by the book with the later reckoning, so their margins and scores (or a
# refusal, status damaged) are not the parties as played; forgetting each file's signature makes
# the next reconciling index every record again, by the reckoning it names.
_V2 = """
UPDATE parties SET file_mtime_ns = NULL;
"""

# The player's attempts at practice exercises (piquet_desktop/practice/attempts.py says what each
# column holds). Their source of truth is the journal beside the database (practice.jsonl), from
# which the table is filled again when the database is rebuilt (library/attempts.py).
_V3 = """
CREATE TABLE attempts (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,     -- exchange, declarations, play, counting, ...
    exercise        TEXT NOT NULL,     -- the exercise's stable id
    answer          TEXT NOT NULL,
    loss            REAL,              -- points lost against the best; NULL when judged right/wrong
    correct         INTEGER,           -- 1 right, 0 wrong; NULL when judged by a loss
    seconds         REAL NOT NULL,     -- time taken
    attempted       TEXT NOT NULL,     -- ISO 8601 UTC
    exercise_rating REAL NOT NULL      -- the exercise's rating when attempted
);
CREATE INDEX attempts_attempted ON attempts (attempted);
CREATE INDEX attempts_exercise ON attempts (kind, exercise);
"""

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3)


class NewerDatabaseError(Exception):
    """The database was made by a newer build (its version is beyond ``MIGRATIONS``)."""


def version_of(conn: sqlite3.Connection) -> int:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(version)


def migrate(conn: sqlite3.Connection, migrations: Sequence[str] = MIGRATIONS) -> int:
    """Bring ``conn`` (in autocommit mode) to the latest version; return the version it had.

    Each migration script is split into statements and run inside one ``BEGIN IMMEDIATE``
    transaction with the ``user_version`` update (``executescript`` would commit on its own).
    Any failure rolls everything back and propagates.
    """
    start = version_of(conn)
    if start > len(migrations):
        raise NewerDatabaseError(
            f"the library database is version {start}; this version of Piquet Desktop knows "
            f"version {len(migrations)} at most"
        )
    if start == len(migrations):
        return start
    conn.execute("BEGIN IMMEDIATE")
    try:
        for version in range(start, len(migrations)):
            for statement in _statements(migrations[version]):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {len(migrations)}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return start


def _statements(script: str) -> list[str]:
    """The statements of a migration script (they hold no ';' inside strings or triggers)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


Columns = tuple[tuple[str, str, int, int], ...]  # name, declared type, NOT NULL, primary key


def _tables(conn: sqlite3.Connection) -> dict[str, Columns]:
    names = [
        row[0]
        for row in conn.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    return {
        name: tuple(
            (str(c[1]), str(c[2]).upper(), int(c[3]), int(c[5]))
            for c in conn.execute("SELECT * FROM pragma_table_info(?)", (name,))
        )
        for name in names
    }


@cache
def _expected(migrations: tuple[str, ...]) -> dict[str, Columns]:
    """The tables and columns ``migrations`` make, as SQLite reports them (made once, in memory)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn, migrations)
        return _tables(conn)
    finally:
        conn.close()


def schema_mismatch(conn: sqlite3.Connection, migrations: Sequence[str] = MIGRATIONS) -> str | None:
    """How the tables of ``conn`` (at the latest version) differ from those the migrations make,
    in words, or None when they are the same: every table, every column with its type."""
    expected = _expected(tuple(migrations))
    found = _tables(conn)
    for table, columns in expected.items():
        if table not in found:
            return translate("LibrarySchema", "it has no table {table}").format(table=table)
        if found[table] != columns:
            return translate(
                "LibrarySchema", "its table {table} does not have the library's columns"
            ).format(table=table)
    return None
