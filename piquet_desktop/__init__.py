"""Piquet Desktop: the card game Piquet, with a pure-Python rules engine and a PySide6 table.

The layers import in one direction only: ``engine`` (rules) <- ``ai`` (players) <- ``controller``
(QObjects) <- ``ui`` (widgets); ``cli`` sits over ``engine`` and ``ai``. This top-level module stays
free of Qt so that importing the engine never drags the GUI in.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("piquet-desktop")
except PackageNotFoundError:  # running from a source tree that was never pip-installed
    __version__ = "0.1.0"

__all__ = ["__version__"]
