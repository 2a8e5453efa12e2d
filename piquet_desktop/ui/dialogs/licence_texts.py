"""The full licence texts the About box shows, from the bundle or, in a checkout, from where they
are installed.

Why two places: a frozen app carries the texts in its ``licenses/`` folder (copied there at build
time by ``packaging/licences.py``, which uses the same relative paths as :data:`LICENCES`; a test
keeps the two in step), while a checkout or a ``pip install`` runs on the wheels themselves, whose
``.dist-info/licenses`` folders hold the same texts. A text that cannot be found is replaced by a
sentence saying so and where the licence is published: the About box never fails for it.
No Qt here: plain strings, so the lookup is tested without a window.

What each entry covers and the licence's name are marked for translation (the About box shows
them in the installed language, ``licence_label``); the texts themselves are the licensors' own
English and are never translated.
"""

from __future__ import annotations

import sys
import sysconfig
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from piquet_desktop import translation
from piquet_desktop.translation import QT_TRANSLATE_NOOP, translate

__all__ = ["LICENCES", "Licence", "bundle_licence_folder", "licence_label", "licence_text"]

COMMON_LICENSES = Path("/usr/share/common-licenses")


@dataclass(frozen=True)
class Licence:
    """One entry of the Licences tab: what it covers, the licence's name, where its text is."""

    covers: str  # English, marked for translation (context LicenceTexts)
    name: str  # English, marked for translation (context LicenceTexts)
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


_SOUND_TEXTS = ("miniaudio/LICENSE", "cffi/LICENSE", "pycparser/LICENSE")

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
            QT_TRANSLATE_NOOP("LicenceTexts", "Qt, PySide6 and shiboken6"),
            QT_TRANSLATE_NOOP("LicenceTexts", "GNU LGPL version 3 (LGPL-3.0-only)"),
            ("qt/LGPL-3",),
            "https://www.gnu.org/licenses/lgpl-3.0.txt",
        ),
        _lgpl_text,
    ),
    (
        Licence(
            QT_TRANSLATE_NOOP("LicenceTexts", "Python"),
            QT_TRANSLATE_NOOP("LicenceTexts", "Python Software Foundation License (PSF-2.0)"),
            ("python/LICENSE.txt",),
            "https://docs.python.org/3/license.html",
        ),
        _python_text,
    ),
    (
        Licence(
            QT_TRANSLATE_NOOP(
                "LicenceTexts", "numpy, with OpenBLAS, LAPACK and the GCC runtime libraries"
            ),
            QT_TRANSLATE_NOOP("LicenceTexts", "BSD-3-Clause and the licences it lists"),
            ("numpy/LICENSE.txt",),
            "https://numpy.org/doc/stable/license.html",
        ),
        _wheel_texts("numpy/LICENSE.txt"),
    ),
    (
        Licence(
            QT_TRANSLATE_NOOP("LicenceTexts", "pyqtgraph"),
            QT_TRANSLATE_NOOP("LicenceTexts", "MIT"),
            ("pyqtgraph/LICENSE.txt",),
            "https://www.pyqtgraph.org",
        ),
        _wheel_texts("pyqtgraph/LICENSE.txt"),
    ),
    (
        Licence(
            QT_TRANSLATE_NOOP(
                "LicenceTexts",
                "jsonschema, jsonschema-specifications, referencing, rpds-py and attrs",
            ),
            QT_TRANSLATE_NOOP("LicenceTexts", "MIT"),
            _VALIDATOR_TEXTS,
            "https://pypi.org/project/jsonschema/",
        ),
        _wheel_texts(*_VALIDATOR_TEXTS),
    ),
    (
        Licence(
            QT_TRANSLATE_NOOP("LicenceTexts", "miniaudio (the sound), with cffi and pycparser"),
            QT_TRANSLATE_NOOP("LicenceTexts", "MIT, MIT and BSD-3-Clause"),
            _SOUND_TEXTS,
            "https://pypi.org/project/miniaudio/",
        ),
        _wheel_texts(*_SOUND_TEXTS),
    ),
    (
        Licence(
            QT_TRANSLATE_NOOP(
                "LicenceTexts",
                "PyInstaller's bootloader, the program that starts the installed app",
            ),
            QT_TRANSLATE_NOOP(
                "LicenceTexts", "GPL-2.0-or-later with the PyInstaller Bootloader Exception"
            ),
            ("pyinstaller/COPYING.txt",),
            "https://pyinstaller.org/en/stable/license.html",
        ),
        _wheel_texts("pyinstaller/COPYING.txt"),
    ),
)


def _shown(text: str) -> str:
    """A text of the table in the installed language. The module's ``translate`` by attribute:
    the table's texts are marked where they are written (``QT_TRANSLATE_NOOP``), and a lookup of
    a variable is not itself a text to extract."""
    return translation.translate("LicenceTexts", text)


def licence_label(licence: Licence) -> str:
    """The Licences tab's entry for ``licence``: what it covers and the licence's name."""
    return translate("LicenceTexts", "{covers}: {licence}").format(
        covers=_shown(licence.covers), licence=_shown(licence.name)
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
        return translate(
            "LicenceTexts",
            "{covers}: used under the {licence}. Its text is not installed with this copy of "
            "the app; it is published at {address}.",
        ).format(
            covers=_shown(licence.covers),
            licence=_shown(licence.name),
            address=licence.published_at,
        )
    return text.strip() + "\n"
