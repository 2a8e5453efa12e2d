"""The library's one kind of failure, and an OS error's reason in words.

Every failure of the store to read or write is a ``LibraryError`` whose text is the reason in
words: its modules share this one class, so a caller catches one thing.
"""

from __future__ import annotations

from piquet_desktop.engine.bounded_text import bounded

__all__ = ["LibraryError", "why"]


class LibraryError(OSError):
    """The library could not be read or written; ``str()`` is the reason in words, bounded
    (SQLite's own messages may quote a whole damaged value)."""

    def __init__(self, message: str) -> None:
        super().__init__(bounded(message))


def why(exc: OSError) -> str:
    """The reason of an OS error in words (its ``strerror``, else its text, else its kind)."""
    return exc.strerror or str(exc) or type(exc).__name__
