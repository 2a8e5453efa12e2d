"""Writing a file whole or not at all: records, autosaves and exports alike.

The bytes go to a temporary file in the same folder (``os.replace`` is only atomic within one
file system), are flushed and fsync'ed, then replace the target; on any failure the temporary
file is removed and the target is left as it was. The temporary file is created with mode 0o666
so the umask applies, as for any ordinary save (``tempfile.mkstemp`` would make every file
private, 0o600); an existing file keeps its mode. Every error propagates: the caller decides how
to tell the user.

A write killed half-way (power cut, kill -9) leaves its temporary file behind: a hidden
``.<name>.<12 hex digits>.tmp`` beside the target (builds before this module wrote CSV exports
through ``.<name>.part``). ``is_leftover_name`` recognises exactly those names, so that the app
can remove its own leftovers (``controller/autosave.remove_leftovers``) and nothing else. While
the temporary file is being written it is locked (``flock``, POSIX), so a cleaner can tell the
file of a write still under way in another process (``is_being_written``) from a leftover.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: an open file cannot be removed there anyway
    fcntl = None  # type: ignore[assignment]

__all__ = ["is_being_written", "is_leftover_name", "write_atomically"]

_LEFTOVER = re.compile(r"\..+\.(?:[0-9a-f]{12}\.tmp|part)", re.DOTALL)


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data``, whole or not at all (see the module's notes)."""
    target = Path(path)
    tmp_name = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(tmp_name, flags, 0o666)
    try:
        if fcntl is not None:  # released when the file is closed; a help, not a must
            with contextlib.suppress(OSError):
                fcntl.flock(fd, fcntl.LOCK_EX)
        with contextlib.suppress(OSError):
            os.chmod(tmp_name, os.stat(target).st_mode & 0o7777)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the OS allows it (POSIX); elsewhere it is a no-op."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def is_leftover_name(name: str) -> bool:
    """``name`` is one this module (or an earlier build's CSV export) gives a temporary file."""
    return _LEFTOVER.fullmatch(name) is not None


def is_being_written(path: Path) -> bool:
    """Another write holds the temporary file ``path`` now (POSIX; False elsewhere, and for a
    file that is gone)."""
    if fcntl is None:
        return False
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # which also releases a lock just taken
    return False
