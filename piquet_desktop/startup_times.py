"""Start-up's time line, told by the app itself: ``PIQUET_STARTUP_TIMES=1 piquet FILE``.

Why the app and not a watcher outside: what a player waits for ends at the first paint of the
table with cards on it, which only the window sees, in a real window (xcb, a window manager)
as well as offscreen, installed as well as from source; and the breakdown (interpreter, Qt,
the window, the first paint, the AI worker) is made of moments inside the process. So the app
notes them, and with the variable set prints each to stderr as it happens::

    startup process-start 1764639600.123000 0.000
    startup main 1764639600.301512 0.121
    ...
    startup table-painted 1764639600.512204 0.329

(the name of the step, ``time.time()`` when it ended, and the CPU seconds the process had used
by then, ``time.process_time()``, which the machine's load hardly changes; ``process-start`` is
the kernel's start time of the process, from ``/proc/self/stat``, to 10 ms).
``benchmarks/app_startup``
launches the app, subtracts its own launch time and tabulates the steps; packaging/smoke_test.py
does the same for the installed launcher. With ``PIQUET_STARTUP_TIMES=quit`` the app also
quits once the table is painted and the AI worker has answered, so a benchmark can launch it
again and again. Unset (a player's start), nothing is noted and nothing is printed.

This module imports nothing but the standard library's ``os``, ``sys`` and ``time``: it is
imported first of all, and must cost nothing.
"""

from __future__ import annotations

import os
import sys
import time

__all__ = ["ENVIRONMENT", "QUIT", "enabled", "mark", "process_start", "quit_when_done", "seen"]

ENVIRONMENT = "PIQUET_STARTUP_TIMES"
QUIT = "quit"
"""The variable's value that also makes the app quit once the table is painted and the AI
worker has answered."""

_SETTING = os.environ.get(ENVIRONMENT, "")
_seen: set[str] = set()


def enabled() -> bool:
    """Whether the time line is asked for."""
    return bool(_SETTING)


def quit_when_done() -> bool:
    """Whether the app is to quit at the end of its start-up (the benchmarks' launches)."""
    return _SETTING == QUIT


def mark(step: str) -> None:
    """Note that ``step`` has ended, once per step (the first time counts): printed at once,
    so a start-up that never finishes still shows how far it came."""
    if not _SETTING or step in _seen:
        return
    if not _seen:
        started = process_start()
        if started is not None:
            print(f"startup process-start {started:.6f} 0.000", file=sys.stderr, flush=True)
    _seen.add(step)
    _print(step, time.time())


def seen(step: str) -> bool:
    """Whether ``step`` has been noted."""
    return step in _seen


def process_start() -> float | None:
    """When the kernel started this process (``time.time()`` scale, to a clock tick), or None
    where there is no ``/proc`` (not Linux)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = int(fields[19])  # field 22, starttime: clock ticks after boot
        since_boot = time.clock_gettime(time.CLOCK_BOOTTIME)
        return time.time() - since_boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError, AttributeError):
        return None


def _print(step: str, at: float) -> None:
    print(f"startup {step} {at:.6f} {time.process_time():.3f}", file=sys.stderr, flush=True)
