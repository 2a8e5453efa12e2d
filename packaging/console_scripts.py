"""The console tools a built distribution declares, read from its ``entry_points.txt``.

One list for the whole packaging: pyproject.toml's ``[project.scripts]``, as the staged install
(``build/site``) and the bundle (its copy of the ``.dist-info``) carry it. The spec freezes their
modules (PyInstaller cannot see them: the executable imports them by name), build_deb.py links
each to the bundle's executable and gives each its man page. Read from the file rather than with
``importlib.metadata``, so the spec and build_deb.py read the build's metadata and never the
build machine's installed copy.
"""

from __future__ import annotations

import configparser
from pathlib import Path

__all__ = ["bundled_dist_info", "console_scripts"]


def console_scripts(dist_info: Path) -> dict[str, str]:
    """Command name -> ``module:function`` of every console script in ``dist_info``, by name."""
    entry_points = configparser.ConfigParser(delimiters=("=",), interpolation=None)
    entry_points.optionxform = str  # type: ignore[assignment,method-assign]  # keep the case
    entry_points.read(dist_info / "entry_points.txt", encoding="utf-8")
    if not entry_points.has_section("console_scripts"):
        return {}
    return dict(sorted(entry_points.items("console_scripts")))


def bundled_dist_info(bundle: Path) -> Path:
    """The project's ``.dist-info`` folder inside a PyInstaller bundle (``dist/piquet``)."""
    found = sorted(bundle.glob("_internal/piquet_desktop-*.dist-info"))
    if len(found) != 1:
        raise FileNotFoundError(f"{bundle}: expected one piquet_desktop-*.dist-info, found {found}")
    return found[0]
