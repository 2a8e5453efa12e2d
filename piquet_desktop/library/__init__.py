"""The library of parties: every partie played in the app, kept and listed (store.py).

The public interface is re-exported here: ``Library``, ``LibraryEntry``, ``LibraryError``,
``Deleted`` and the facts (``PartieFacts``); the Qt item model is ``controller/library_model.py``.
"""

from .facts import PartieFacts, Result, Status
from .identity import new_partie_id, partie_key
from .store import Deleted, Library, LibraryEntry, LibraryError, load_record_file_of

__all__ = [
    "Deleted",
    "Library",
    "LibraryEntry",
    "LibraryError",
    "PartieFacts",
    "Result",
    "Status",
    "load_record_file_of",
    "new_partie_id",
    "partie_key",
]
