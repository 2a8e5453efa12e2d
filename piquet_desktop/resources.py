"""Access to the data files (card SVGs, icons, record schema, translations).

Why it is built this way: the team keeps data files in the top-level ``resources/`` folder, but an
installed or frozen app has no repository around it. pyproject.toml therefore maps that folder to
the package ``piquet_desktop._resources`` (``[tool.setuptools.package-dir]``), and this module
reads it with :func:`importlib.resources.files`, which works the same in the three ways the app
runs:

* ``pip install -e .`` (the ``.venv`` made by ``.ci/setup``): setuptools' editable finder maps
  ``piquet_desktop._resources`` to ``<repo>/resources``, so edits show up without reinstalling;
* ``pip install .`` or a wheel: the files are copied to ``site-packages/piquet_desktop/_resources``;
* a PyInstaller bundle: the spec must collect ``resources`` as ``piquet_desktop/_resources`` and
  the module ``piquet_desktop._resources``, and importlib.resources finds them in the bundle.

Only when ``piquet_desktop._resources`` cannot be imported at all (the source tree put on
``sys.path`` by hand, never installed) does it fall back to ``<repo>/resources`` beside the package.

Names are ``/``-separated paths relative to ``resources/`` (``"cards/KH.svg"``), whatever the OS.
"""

from __future__ import annotations

import atexit
import importlib.resources
from contextlib import ExitStack
from importlib.resources.abc import Traversable
from pathlib import Path, PurePosixPath

__all__ = ["read_bytes", "read_text", "resource_path"]

_PACKAGE = "piquet_desktop._resources"
_SOURCE_DIR = Path(__file__).resolve().parent.parent / "resources"

# Files that live inside a zip (zipimport) have no path of their own; ``as_file`` extracts them to a
# temporary file, which must outlive the call because Qt loads files lazily. They are cleaned up at
# interpreter exit. For ordinary folders ``as_file`` returns the real path and extracts nothing.
_extracted = ExitStack()
atexit.register(_extracted.close)


def _root() -> Traversable:
    try:
        return importlib.resources.files(_PACKAGE)
    except ModuleNotFoundError:
        return _SOURCE_DIR


def _locate(name: str) -> Traversable:
    parts = PurePosixPath(name).parts
    if not parts or parts[0] == "/" or ".." in parts or "\\" in name:
        raise ValueError(f"resource name must be a relative '/'-separated path, got {name!r}")
    node = _root()
    for part in parts:
        node = node.joinpath(part)
    if not node.is_file():
        raise FileNotFoundError(f"no resource {name!r} in {_root()}")
    return node


def resource_path(name: str) -> Path:
    """Return a real filesystem path to the resource ``name`` (for Qt APIs that want a path).

    Raises ``FileNotFoundError`` when there is no such file and ``ValueError`` for names that are
    absolute or climb out of the resources folder.
    """
    return _extracted.enter_context(importlib.resources.as_file(_locate(name)))


def read_bytes(name: str) -> bytes:
    """Return the contents of the resource ``name``."""
    return _locate(name).read_bytes()


def read_text(name: str, encoding: str = "utf-8") -> str:
    """Return the contents of the resource ``name`` decoded as text (UTF-8 unless told)."""
    return _locate(name).read_text(encoding=encoding)
