"""Work around a PySide6 6.12.0 reference-count bug that crashes the app under Python 3.11.

The bug: ``SignalInstance.emit()`` (and ``connect``/``disconnect``) return ``True`` without taking
a reference to it, so every call made from Python drops one reference to the ``True`` object. On
Python 3.12 and later ``True`` is immortal and nothing happens; on 3.11 its count starts near 600
and, a few hundred signals into a partie, the interpreter aborts with "Fatal Python error:
bool_dealloc: deallocating True or False". One deal at the table emits that many.

The fix makes ``True`` effectively immortal, as Python 3.12 does for every singleton: its count
is raised by 2**40 once, so the lost references can never bring it to zero. Taking extra
references to ``True`` is harmless (it is never freed anyway), so the fix cannot hurt a build
without the bug; it is still applied only when a probe shows the leak, so a fixed PySide leaves
the process untouched. ``apply()`` is idempotent and cheap; importing ``piquet_desktop.controller``
calls it, and the app should import the controller (or call ``apply()``) before emitting signals.

Remove this module once pyproject.toml requires a PySide6 without the bug.
"""

from __future__ import annotations

import ctypes
import logging
import sys

from PySide6.QtCore import QObject, Signal

__all__ = ["apply", "emit_leaks_true"]

log = logging.getLogger(__name__)
_BOOST = 1 << 40
_applied = False


class _Probe(QObject):
    ping = Signal()


def emit_leaks_true() -> bool:
    """True if emitting a signal from Python loses references to ``True`` (the PySide bug)."""
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
    return sys.getrefcount(True) < before


def apply() -> bool:
    """Make ``True`` immortal if this PySide leaks references to it; True if the fix is active."""
    global _applied
    if _applied:
        return True
    if sys.implementation.name != "cpython" or not emit_leaks_true():
        return False
    # ob_refcnt is the first field of every object in a release build of CPython 3.11.
    refcount = ctypes.c_ssize_t.from_address(id(True))
    refcount.value += _BOOST
    _applied = True
    log.info("PySide6 signal emission leaks references to True; made True immortal")
    return True
