"""A kill -9 during a write loses nothing the library had committed.

A real child process keeps parties in a library as fast as it can, printing each id and the
number of actions once ``keep`` has returned (committed); the test kills it with SIGKILL at
whatever point it has reached, then opens the library again. Every committed partie must be
there, with at least the actions committed, none damaged, and SQLite's integrity check clean.
Three kills, each after a different number of commits, so they fall at different points of
the write (the record file, the transaction, the WAL).
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from piquet_desktop.library import Library

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import sys
    from dataclasses import replace
    from pathlib import Path
    from library_records import recorded
    from piquet_desktop.library import Library

    library = Library(Path(sys.argv[1]))
    prefixes = [recorded(seed, n) for seed in range(2) for n in range(20, 181, 40)]
    print("ready", flush=True)
    round = 0
    while True:  # every keep a real write: each round is a new partie, grown prefix by prefix
        round += 1
        for record in prefixes:
            kept = library.keep(replace(record, id=f"p{record.seed}r{round}"))
            print(kept, len(record.actions), flush=True)
    """
)

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")


@pytest.mark.parametrize("commits", [3, 17, 41])
def test_a_kill_during_writes_loses_nothing_committed(tmp_path: Path, commits: int) -> None:
    folder = tmp_path / "library"
    env = dict(os.environ)
    paths = [str(ROOT), str(ROOT / "tests")]
    env["PYTHONPATH"] = os.pathsep.join([*paths, env.get("PYTHONPATH", "")])
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    try:
        assert child.stdout.readline().strip() == "ready", child.stderr.read()  # type: ignore[union-attr]
        committed: dict[str, int] = {}
        for _ in range(commits):
            key, actions = child.stdout.readline().split()
            committed[key] = max(committed.get(key, 0), int(actions))
        child.send_signal(signal.SIGKILL)  # mid-way through whatever it was writing
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL

    library = Library(folder)
    entries = {e.id: e for e in library.entries()}
    library.close()
    for key, actions in committed.items():
        entry = entries[key]
        assert entry.damage is None and entry.record is not None
        assert len(entry.record.actions) >= actions
    assert not [e for e in entries.values() if e.status == "damaged"]
    conn = sqlite3.connect(folder / "library.sqlite3")
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
