"""Writing a file whole or not at all: records, autosaves and exports alike.

The bytes go to a temporary file in the same folder (``os.replace`` is only atomic within one
file system), are flushed and fsync'ed, then replace the target; on any failure the temporary
file is removed and the target is left as it was. The temporary file is created with mode 0o666
so the umask applies, as for any ordinary save (``tempfile.mkstemp`` would make every file
private, 0o600); an existing file keeps its mode. Every error propagates: the caller decides how
to tell the user.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

__all__ = ["write_atomically"]


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data``, whole or not at all (see the module's notes)."""
    target = Path(path)
    tmp_name = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(tmp_name, flags, 0o666)
    try:
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
