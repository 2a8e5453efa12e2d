"""The entry of ``python -m piquet_desktop`` and of the frozen app: the app, or a console tool
named by the command it was started as.

The PyInstaller bundle has one executable (packaging/piquet.spec freezes this file). The .deb
links the console tools to it (``/usr/bin/piquet-advise`` -> ``/opt/piquet-desktop/piquet``), and
the executable serves whichever command its ``argv[0]`` names, so the tools cost no second
freeze of Python and Qt. A pip install makes its own scripts for the tools (pyproject.toml's
``[project.scripts]``, which ``CONSOLE_TOOLS`` must match, as a test checks) and never comes here
for them.

Why here and not in ``app.main``: this file is what the frozen executable runs, and the dispatch
must come before anything of the desktop app is imported: a tool answers without loading the
app's start-up, its widgets or QtWidgets (the tools import what they use: the engine, the
computer players, QtCore for their language). ``app.main`` stays the desktop app's entry alone.

This makes the entry the one place where the product reaches the console tools (which stand
outside it, docs/DESIGN-APP.md): by name, and only when started as one of them, so the app
itself never loads them; the frozen bundle ships them for that (the spec's hidden imports).

Order matters: ``multiprocessing.freeze_support()`` first. In the frozen app a worker process (of
the app's AI or of ``piquet-arena --jobs N``) is this executable started again with
multiprocessing's own arguments; freeze_support serves it and exits before any dispatch or
argument parsing sees them.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence

# The command name -> the module whose ``main(argv)`` runs it. The same names as pyproject.toml's
# console scripts (tests/test_app.py compares them): a new tool needs a line in both.
CONSOLE_TOOLS = {
    "piquet-advise": "piquet_desktop.cli.advise",
    "piquet-arena": "piquet_desktop.cli.arena",
    "piquet-record": "piquet_desktop.cli.record_tool",
    "piquet-review": "piquet_desktop.cli.review",
}

__all__ = ["CONSOLE_TOOLS", "console_tool", "main"]


def console_tool(argv0: str) -> str | None:
    """The module of the console tool that a start as ``argv0`` asks for, or None for the app.

    Only the file name counts (``/usr/bin/piquet-arena``, ``./piquet-arena``). Only the Linux
    package links the tools (a Windows build is windowed: no console for a tool to print to)."""
    return CONSOLE_TOOLS.get(os.path.basename(argv0))


def main(argv: Sequence[str]) -> int:
    """Run what ``argv`` (``sys.argv``: the command name first) asks for; return its status."""
    multiprocessing.freeze_support()
    tool = console_tool(argv[0]) if argv else None
    if tool is None:
        from piquet_desktop.app import main as run_app

        return run_app(argv[1:])
    run_tool: Callable[[list[str]], int] = importlib.import_module(tool).main
    return run_tool(list(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
