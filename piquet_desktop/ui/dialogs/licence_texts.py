"""The full licence texts the About box shows, from the bundle or, in a checkout, from where they
are installed.

Why two places: a frozen app carries the texts in its ``licenses/`` folder (copied there at build
time by ``packaging/licences.py``, which uses the same relative paths as :data:`LICENCES`; a test
keeps the two in step), while a checkout or a ``pip install`` runs on the wheels themselves, whose
``.dist-info/licenses`` folders hold the same texts. A text that cannot be found is replaced by a
sentence saying so and where the licence is published: the About box never fails for it.
No Qt here: plain strings, so the lookup is tested without a window.
"""

from __future__ import annotations

import sys
import sysconfig
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

__all__ = ["LICENCES", "Licence", "bundle_licence_folder", "licence_text"]

COMMON_LICENSES = Path("/usr/share/common-licenses")


@dataclass(frozen=True)
class Licence:
    """One entry of the Licences tab: what it covers, the licence's name, where its text is."""

    covers: str
    name: str
    bundle_paths: tuple[str, ...]  # relative to the bundle's licenses/ folder, shown one by one
    published_at: str  # said when the text is not installed


def bundle_licence_folder() -> Path | None:
    """The frozen app's ``licenses/`` folder (PyInstaller's ``sys._MEIPASS``), else None."""
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "licenses" if getattr(sys, "frozen", False) and base else None


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _joined(texts: list[str | None]) -> str | None:
    """The texts one after the other, or None if any is missing."""
    if any(text is None for text in texts):
        return None
    return "\n\n".join(text.strip() for text in texts if text is not None)


def _wheel_texts(*files: str) -> Callable[[], str | None]:
    """Reads ``"<distribution>/<file>"`` from each wheel's ``.dist-info/licenses`` folder."""

    def read_one(path: str) -> str | None:
        name, file = path.split("/", 1)
        try:
            return distribution(name).read_text(f"licenses/{file}")
        except (PackageNotFoundError, OSError, UnicodeDecodeError):
            return None

    return lambda: _joined([read_one(path) for path in files])


def _python_text() -> str | None:
    return _read(Path(sysconfig.get_path("stdlib")) / "LICENSE.txt")


def _lgpl_text() -> str | None:
    return _read(COMMON_LICENSES / "LGPL-3")


_VALIDATOR_TEXTS = (
    "jsonschema/COPYING",
    "jsonschema-specifications/COPYING",
    "referencing/COPYING",
    "rpds-py/LICENSE",
    "attrs/LICENSE",
)

# The code's MIT text and the card art's CC0 are read by about_dialog.py itself (the MIT text is a
# constant there, the CC0 one is package data): these are the licences of what the app runs on.
LICENCES: tuple[tuple[Licence, Callable[[], str | None]], ...] = (
    (
        Licence(
            "Qt, PySide6 and shiboken6",
            "GNU LGPL version 3 (LGPL-3.0-only)",
            ("qt/LGPL-3",),
            "https://www.gnu.org/licenses/lgpl-3.0.txt",
        ),
        _lgpl_text,
    ),
    (
        Licence(
            "Python",
            "Python Software Foundation License (PSF-2.0)",
            ("python/LICENSE.txt",),
            "https://docs.python.org/3/license.html",
        ),
        _python_text,
    ),
    (
        Licence(
            "numpy, with OpenBLAS, LAPACK and the GCC runtime libraries",
            "BSD-3-Clause and the licences it lists",
            ("numpy/LICENSE.txt",),
            "https://numpy.org/doc/stable/license.html",
        ),
        _wheel_texts("numpy/LICENSE.txt"),
    ),
    (
        Licence("pyqtgraph", "MIT", ("pyqtgraph/LICENSE.txt",), "https://www.pyqtgraph.org"),
        _wheel_texts("pyqtgraph/LICENSE.txt"),
    ),
    (
        Licence(
            "jsonschema, jsonschema-specifications, referencing, rpds-py and attrs",
            "MIT",
            _VALIDATOR_TEXTS,
            "https://pypi.org/project/jsonschema/",
        ),
        _wheel_texts(*_VALIDATOR_TEXTS),
    ),
    (
        Licence(
            "PyInstaller's bootloader, the program that starts the installed app",
            "GPL-2.0-or-later with the PyInstaller Bootloader Exception",
            ("pyinstaller/COPYING.txt",),
            "https://pyinstaller.org/en/stable/license.html",
        ),
        _wheel_texts("pyinstaller/COPYING.txt"),
    ),
)


def licence_text(
    licence: Licence, installed: Callable[[], str | None], bundle: Path | None = None
) -> str:
    """The full text of ``licence``: from ``bundle`` (the frozen app's folder by default), else
    where the checkout has it installed, else a sentence naming the licence and its address."""
    folder = bundle if bundle is not None else bundle_licence_folder()
    text = None
    if folder is not None:
        text = _joined([_read(folder / path) for path in licence.bundle_paths])
    if text is None:
        text = installed()
    if text is None:
        return (
            f"{licence.covers}: used under the {licence.name}. Its text is not installed "
            f"with this copy of the app; it is published at {licence.published_at}."
        )
    return text.strip() + "\n"
