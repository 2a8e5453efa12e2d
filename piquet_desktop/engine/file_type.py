"""The partie record's file type: the one place its names are written down.

A record is JSON (``record.py``, ``partie.schema.json``) in a file named ``*.piquet``, on every
platform: the file dialogs, the Library's store, the autosave, the arena and the console tools all
take their suffix and their filter from here, and the MIME definition, the desktop entry and the
Windows and macOS associations in packaging/ say the same.

Earlier builds wrote ``*.piquet.json``, and a record is JSON, so ``*.piquet.json`` and ``*.json``
are still opened (``LEGACY_SUFFIXES``). Opening never depends on the name, though: whatever path
is given (a dialog, a drop, the command line, Open Recent) is read and checked by its content.
The suffix matters when a name is chosen for a new file (``with_record_suffix``).
"""

from __future__ import annotations

from pathlib import Path

__all__ = [
    "FILE_FILTER",
    "LEGACY_SUFFIXES",
    "OLD_RECORD_SUFFIX",
    "OPENED_SUFFIXES",
    "RECORD_SUFFIX",
    "UNPORTABLE_CHARACTERS",
    "has_record_suffix",
    "portable_name",
    "renamed_to_record_suffix",
    "with_record_suffix",
]

RECORD_SUFFIX = ".piquet"
# What builds before the .piquet type wrote (their saved files, the Library's record files and
# the autosave): still read, never written.
OLD_RECORD_SUFFIX = ".piquet.json"
# Longest first: a name is trimmed of ".piquet.json" whole, not of ".json".
LEGACY_SUFFIXES = (OLD_RECORD_SUFFIX, ".json")
OPENED_SUFFIXES = (RECORD_SUFFIX, *LEGACY_SUFFIXES)

# Qt's file dialog filter syntax: "Label (globs);;Label (globs)".
FILE_FILTER = "Piquet parties (" + " ".join(f"*{s}" for s in OPENED_SUFFIXES) + ");;All files (*)"


UNPORTABLE_CHARACTERS = ':?*"<>|\\'
"""What a file name cannot hold on Windows (NTFS) or a USB stick (FAT), beside control characters.
Linux allows them, so a partie saved as "Rubicon: revanche?" there could not be copied to a stick
or opened on Windows; Save keeps names every system reads (``portable_name``)."""


def portable_name(name: str) -> str:
    """``name`` (one file name, not a path) as every common file system can hold it.

    Each character of ``UNPORTABLE_CHARACTERS`` and each control character becomes "_", and the
    dots and spaces that Windows drops from the end of a name are taken off its end and off the
    end of the part before the record suffix ("partie. .piquet" becomes "partie.piquet"). A name
    left empty becomes "partie". A name that is already portable comes back unchanged.
    """
    cleaned = "".join("_" if c in UNPORTABLE_CHARACTERS or ord(c) < 32 else c for c in name)
    cleaned = cleaned.rstrip(". ")
    suffix = next((s for s in OPENED_SUFFIXES if cleaned.lower().endswith(s)), "")
    stem = cleaned[: len(cleaned) - len(suffix)].rstrip(". ")
    return (stem or "partie") + cleaned[len(cleaned) - len(suffix) :]


def has_record_suffix(name: str) -> bool:
    """Whether a file name ends in a suffix a record is opened under (``.piquet``, ``.piquet.json``
    or ``.json``), in any case ("Partie.PIQUET" was typed by someone too)."""
    return name.lower().endswith(OPENED_SUFFIXES)


def with_record_suffix(path: Path) -> Path:
    """The name a new record is written under: ``path`` as typed if it already ends in one of the
    suffixes a record is opened under (someone who typed ``.piquet.json`` or ``.json`` meant it),
    else with ``.piquet`` added (added, not substituted: "Partie 3.5" becomes
    "Partie 3.5.piquet")."""
    if has_record_suffix(path.name):
        return path
    return path.with_name(path.name + RECORD_SUFFIX)


def renamed_to_record_suffix(path: Path) -> Path:
    """``path`` with an earlier build's suffix replaced by ``.piquet`` (``old.piquet.json`` and
    ``old.json`` become ``old.piquet``), or ``.piquet`` added: the name Save As proposes for a
    partie opened from an older file, so saving it again moves it to the current type."""
    lowered = path.name.lower()
    for suffix in (RECORD_SUFFIX, *LEGACY_SUFFIXES):
        if lowered.endswith(suffix):
            return path.with_name(path.name[: -len(suffix)] + RECORD_SUFFIX)
    return path.with_name(path.name + RECORD_SUFFIX)
