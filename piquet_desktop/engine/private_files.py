"""The app's own folders and files are the user's alone: folders 0700, files 0600.

Why: the data folder holds every partie played (names, dates, the library's index) and the
settings folder the recent files; on a shared machine other users have no business reading them,
and the default umask (022) would let them. Only what the app keeps for itself is made private:
a partie the user saves elsewhere (Save As, an export) is the user's document and keeps the
umask like any other.

How: a folder is created 0700 (``make_private_folder``), and an existing one (from a build
before this rule) is tightened at start (``tighten``). A file is created with the umask
(``engine.atomic_file`` does not know whose file it writes) and made 0600 right after its first
write (``make_private_file``); later atomic writes keep the existing file's mode, so it stays
0600. It is never readable by others in between, since its folder is already 0700. SQLite's
database is created empty at 0600 before SQLite opens it (``create_private_file``), and its
journal files take the database's mode (SQLite's own rule).

On Windows modes mean almost nothing (the profile folders are private already): everything here
is a no-op there. Failing to change a mode is logged and never stops the app.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from pathlib import Path

from piquet_desktop.translation import translate

__all__ = [
    "PRIVATE_FILE_MODE",
    "PRIVATE_FOLDER_MODE",
    "create_private_file",
    "make_private_file",
    "make_private_folder",
    "tighten",
]

PRIVATE_FOLDER_MODE = 0o700
PRIVATE_FILE_MODE = 0o600
_POSIX = os.name == "posix"
_OTHERS = 0o077  # the group's and others' bits

log = logging.getLogger(__name__)


def make_private_folder(folder: Path) -> Path:
    """Create ``folder`` if need be, and make it private; the parents the app has to create
    for it are made private too (those that exist are left alone: they are not the app's).

    OSError from creating it propagates (the caller says what cannot be saved); a mode that
    cannot be changed is logged.
    """
    missing = []
    for path in (folder, *folder.parents):
        if path.exists():
            break
        missing.append(path)
    for path in reversed(missing):
        with contextlib.suppress(FileExistsError):  # made meanwhile by another thread or process
            path.mkdir(mode=PRIVATE_FOLDER_MODE)
    if not folder.is_dir():
        raise NotADirectoryError(
            translate("PrivateFiles", "{folder} is not a folder").format(folder=folder)
        )
    _keep_to_owner(folder)
    return folder


def make_private_file(path: Path) -> None:
    """Make the existing file ``path`` 0600 (a no-op when it is, and on Windows)."""
    _keep_to_owner(path)


def create_private_file(path: Path) -> None:
    """Create ``path`` empty at 0600 if it does not exist (a file another library will write,
    such as SQLite's database), else make it 0600."""
    if _POSIX:
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE_MODE))
            return
        except FileExistsError:
            pass
    make_private_file(path)


def tighten(folder: Path) -> None:
    """Make ``folder`` and everything in it private: no access for the group or others.

    For folders an earlier build made with the umask. Symbolic links are neither followed nor
    changed (a link in the data folder is the user's doing, and may point anywhere). A folder
    that does not exist is fine.
    """
    if not _POSIX or not folder.is_dir() or folder.is_symlink():
        return
    _keep_to_owner(folder)
    for root, folders, files in os.walk(folder):
        for name in folders:
            path = Path(root, name)
            if not path.is_symlink():
                _keep_to_owner(path)
        for name in files:
            path = Path(root, name)
            if not path.is_symlink():
                _keep_to_owner(path)


def _keep_to_owner(path: Path) -> None:
    """Take the group's and others' access away; the owner's own bits are left as they are
    (a file the user made read-only stays so), so 0755 becomes 0700 and 0644 becomes 0600."""
    if not _POSIX:
        return
    try:
        info = os.lstat(path)
        if not (stat.S_ISDIR(info.st_mode) or stat.S_ISREG(info.st_mode)):
            return  # a link, a socket, a FIFO: not a file of ours to change
        current = stat.S_IMODE(info.st_mode)
        wanted = current & ~_OTHERS
        if wanted != current:
            os.chmod(path, wanted)
    except OSError as exc:
        log.warning("could not make %s private: %s", path, exc)
