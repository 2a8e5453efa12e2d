"""A failed save or autosave, whatever its cause, as the sentence the player reads.

Writing a record can fail for many reasons besides the disk: a name no UTF-8 file can hold
(UnicodeEncodeError), a bug that puts a value ``json`` cannot write (ValueError, TypeError), a
folder that vanished or turned read-only (OSError). The player needs the same thing from each: to
be told at once, in words, that his partie is not safe. So every failure is caught where the
controller writes, turned into a reason here, and re-raised to a caller as one ``SaveError``.
"""

from __future__ import annotations

import errno
import os
import sqlite3

from piquet_desktop.translation import translate

__all__ = ["SaveError", "failure_reason"]

# No space left, or the user's quota used up: to the player both are a full disk.
_DISK_FULL = frozenset(
    code for code in (errno.ENOSPC, getattr(errno, "EDQUOT", None)) if code is not None
)


class SaveError(OSError):
    """``GameController.save`` could not write the record; ``str()`` is the reason in words.

    An OSError whatever the cause (the original is its ``__cause__``): to the caller a failed
    save is a file that could not be written, reported the same way however it failed.
    """


def failure_reason(exc: BaseException) -> str:
    """Why writing failed, in a few words for a sentence ("No space left on device")."""
    if isinstance(exc, UnicodeEncodeError):
        bad = exc.object[exc.start : exc.end] if isinstance(exc.object, str) else ""
        return translate(
            "SaveFailure", "the partie holds text that no file can hold (a lone surrogate, {text})"
        ).format(text=repr(bad))
    if isinstance(exc, OSError) and exc.errno in _DISK_FULL:
        return translate("SaveFailure", "the disk is full ({error})").format(
            error=exc.strerror or os.strerror(exc.errno or 0)
        )
    if isinstance(exc, OSError):  # the caller names the file: the OS would name the temporary one
        return exc.strerror or str(exc) or type(exc).__name__
    if isinstance(exc, sqlite3.OperationalError) and "full" in str(exc):
        return translate("SaveFailure", "the disk is full ({error})").format(error=exc)
    text = str(exc)
    if not text:
        return type(exc).__name__
    return translate("SaveFailure", "an internal error ({kind}: {text})").format(
        kind=type(exc).__name__, text=text
    )
