"""A kill -9 while practice attempts are being kept loses none that was kept.

A real child process keeps attempts as fast as it can, printing each one's id once
``record_attempt`` has returned; the test kills it with SIGKILL wherever it has got to, then
opens the library, and again without its database (rebuilt from the journal): every attempt
kept must be there, and at most the one line being written when the kill came may be torn.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from piquet_desktop.library import Library
from piquet_desktop.practice.attempts import read_journal

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import sys
    from datetime import UTC, datetime, timedelta
    from pathlib import Path
    from piquet_desktop.library import Library
    from piquet_desktop.practice.attempts import new_attempt

    library = Library(Path(sys.argv[1]))
    library.open()
    print("ready", flush=True)
    start = datetime(2026, 12, 2, tzinfo=UTC)
    n = 0
    while True:
        n += 1
        attempt = new_attempt(
            "exchange", f"cavendish:{n}", "KH 7S", loss=n % 11, seconds=3.0,
            when=start + timedelta(minutes=n), exercise_rating=1500.0,
        )
        library.practice.record_attempt(attempt)
        print(attempt.id, flush=True)
    """
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here"),
]


@pytest.mark.parametrize("kept", [5, 60])
def test_a_kill_while_keeping_attempts_loses_none_kept(tmp_path: Path, kept: int) -> None:
    folder = tmp_path / "library"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None and child.stderr is not None
    try:
        assert child.stdout.readline().strip() == "ready", child.stderr.read()
        ids = [child.stdout.readline().strip() for _ in range(kept)]
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL

    library = Library(folder)
    assert set(ids) <= {a.id for a in library.practice.attempts()}
    library.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{library.db_path}{suffix}").unlink(missing_ok=True)
    rebuilt = Library(folder)
    assert set(ids) <= {a.id for a in rebuilt.practice.attempts()}
    rebuilt.close()
    assert len(read_journal(library.journal_path.read_bytes()).skipped) <= 1
