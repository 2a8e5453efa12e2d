"""The licence texts of everything the bundle ships, gathered into its ``licenses/`` folder.

Why: the MIT licence of the code, the CC0 of the card art, Qt's and PySide6's LGPL, Python's PSF
licence and the BSD and MIT licences of numpy (with the OpenBLAS, LAPACK and GCC runtime
libraries its wheel carries) and pyqtgraph all ask that their text goes with a copy of the
software. An installed bundle has no checkout and no site-packages around it, so the texts are
copied in at build time, from where the build machine has them: the project's own files, the
``licenses/`` folders of the wheels' ``.dist-info`` (exactly the texts of the versions being
bundled), Python's ``LICENSE.txt`` beside its standard library, and Debian's
``/usr/share/common-licenses`` for the LGPL and GPL 3 (the PySide6 wheels do not carry them).

The spec puts the files at ``licenses/<component>/...`` in the bundle (``_internal/licenses`` on
disk), the About box reads them from there (``piquet_desktop/ui/dialogs/licence_texts.py``, which
names the same paths; a test keeps the two in step) and ``build_deb.py``'s copyright file points
to them. Run as a script, it lists what it would copy.
"""

from __future__ import annotations

import sys
import sysconfig
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = "licenses"  # in the bundle, beside the Python modules
COMMON_LICENSES = Path("/usr/share/common-licenses")

# The main text of each component, relative to FOLDER (the About box shows these).
MAIN_TEXTS = {
    "piquet-desktop": "piquet-desktop/LICENSE",
    "card-art": "card-art/LICENSE.txt",
    "python": "python/LICENSE.txt",
}
# Wheels whose dist-info licence folders are copied whole, under FOLDER/<name>/: the charts'
# (numpy, which lists the OpenBLAS, LAPACK and GCC runtime libraries of its wheel, and pyqtgraph)
# the record validator's (jsonschema and the four packages it brings) and PyInstaller's, whose
# bootloader is the bundle's executable (GPL 2 or later with its Bootloader Exception), and the
# sound's (miniaudio, whose MIT file also covers the C library it bundles, and cffi and pycparser).
WHEELS = (
    "numpy",
    "pyqtgraph",
    "jsonschema",
    "jsonschema-specifications",
    "referencing",
    "rpds-py",
    "attrs",
    "miniaudio",
    "cffi",
    "pycparser",
    "pyinstaller",
)


def _wheel_licences(name: str) -> list[tuple[Path, str]]:
    """The files under ``<name>-<version>.dist-info/licenses/`` of the installed wheel."""
    try:
        files = distribution(name).files or []
    except PackageNotFoundError as exc:
        raise FileNotFoundError(f"the {name} wheel is not installed") from exc
    pairs = []
    for file in files:
        parts = file.parts
        if len(parts) > 2 and parts[0].endswith(".dist-info") and parts[1] == "licenses":
            pairs.append((Path(str(file.locate())), f"{name}/" + "/".join(parts[2:])))
    return pairs


def licence_files(
    common_licenses: Path = COMMON_LICENSES, wheels: Sequence[str] = WHEELS
) -> list[tuple[Path, str]]:
    """(source file, destination relative to FOLDER) for every licence text, sorted.

    Raises FileNotFoundError naming what is missing: a bundle without one of them would ship
    software without its licence. The LGPL and GPL texts come from Debian's common-licenses and
    are only required on Linux (the Windows and macOS builds go without, docs/PACKAGING.md).
    """
    pairs = [
        (ROOT / "LICENSE", MAIN_TEXTS["piquet-desktop"]),
        (ROOT / "resources/cards/LICENSE.txt", MAIN_TEXTS["card-art"]),
        (Path(sysconfig.get_path("stdlib")) / "LICENSE.txt", MAIN_TEXTS["python"]),
    ]
    if sys.platform.startswith("linux"):
        pairs += [
            (common_licenses / "LGPL-3", "qt/LGPL-3"),
            (common_licenses / "GPL-3", "qt/GPL-3"),
        ]
    for wheel in wheels:
        pairs += _wheel_licences(wheel)
    missing = [str(source) for source, _ in pairs if not source.is_file()]
    if missing:
        raise FileNotFoundError(
            "licence texts missing on this build machine: " + ", ".join(missing)
        )
    return sorted(pairs, key=lambda pair: pair[1])


if __name__ == "__main__":
    for source, dest in licence_files():
        print(f"{FOLDER}/{dest}  <-  {source}")
