"""Piquet Desktop: the card game Piquet, with a pure-Python rules engine and a PySide6 table.

The layers import in one direction only: ``engine`` (rules) <- ``ai`` (players) <- ``controller``
(QObjects) <- ``ui`` (widgets) <- ``app`` (start-up). ``arena`` (measuring players) sits over
``engine`` and ``ai``; ``cli``, ``benchmarks`` and ``tools`` stand outside the product and may
import anything, and nothing in the product imports them (but ``__main__``, the frozen
executable's entry, which runs a console tool started under its name). This top-level module
stays free of Qt
so that importing the engine never drags the GUI in.
"""

from piquet_desktop._version import VERSION as __version__

__all__ = ["__version__"]
