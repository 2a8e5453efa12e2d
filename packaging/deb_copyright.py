"""The .deb's ``/usr/share/doc/piquet-desktop/copyright``, in Debian's machine-readable format.

Why this much: the package is a self-contained bundle, so besides the project's code (MIT) and
card art (CC0) it ships a Python, Qt and PySide6, numpy with the OpenBLAS and GCC runtime
libraries of its wheel, pyqtgraph, the record validator's packages and PyInstaller's bootloader,
each under its own licence. The file names them by the paths they install to (the format's
``Files`` patterns, where ``*`` also matches ``/``), says where the LGPL'd Qt's source is, and
points to the full texts: Debian's ``/usr/share/common-licenses`` for the licences it carries,
the bundle's ``licenses/`` folder (``packaging/licences.py``) for the others. Format:
https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
"""

from __future__ import annotations

from importlib.metadata import version

BUNDLE = "opt/piquet-desktop/_internal"
TEXTS = f"/{BUNDLE}/licenses"


def _mit_permission(licence: str) -> str:
    """The MIT text from ``Permission is hereby granted`` on (the copyright line is in Files)."""
    return licence[licence.index("Permission is hereby granted") :].strip()


def _paragraph(text: str) -> str:
    """Continuation lines of a field: each indented by one space, blank lines as " ."."""
    return "\n".join(f" {line}" if line.strip() else " ." for line in text.splitlines())


def copyright_text(project_licence: str, upstream_contact: str, python_version: str) -> str:
    """The copyright file for the bundle built with this environment's PySide6 and wheels."""
    qt = version("PySide6-Essentials")
    stanzas = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Piquet Desktop\n"
        f"Upstream-Contact: {upstream_contact}\n"
        "Comment: A self-contained bundle under /opt/piquet-desktop: the app, the Python that\n"
        " runs it and the libraries of the wheels it was built with. The full text of every\n"
        f" licence below, as shipped by each part, is in {TEXTS}/.",
        "Files: *\nCopyright: 2026 Piquet Desktop contributors\nLicense: MIT",
        f"Files: {BUNDLE}/piquet_desktop/_resources/cards/*\n"
        "Copyright: Adrian Kennard (design), dedicated to the public domain;\n"
        " Letele Motebang (SVG conversion)\n"
        "License: CC0-1.0\n"
        f"Comment: Provenance in /{BUNDLE}/piquet_desktop/_resources/cards/LICENSE.txt.",
        f"Files: {BUNDLE}/PySide6/*\n {BUNDLE}/shiboken6/*\n {BUNDLE}/libQt6*\n"
        f" {BUNDLE}/libpyside6*\n {BUNDLE}/libshiboken6*\n"
        "Copyright: The Qt Company Ltd. and other contributors\n"
        "License: LGPL-3.0-only\n"
        f"Comment: Qt {qt} and PySide6 and shiboken6 {qt}, from the PySide6-Essentials and\n"
        " shiboken6 wheels, used under the LGPL version 3 (they are also offered under the GPL).\n"
        " Their source: https://download.qt.io/official_releases/qt/ (Qt) and\n"
        " https://download.qt.io/official_releases/QtForPython/ (PySide6, shiboken6), the\n"
        f" releases {qt}. The libraries are ordinary shared objects loaded from this folder;\n"
        " replace them with a build of your own of the same version to run the app on it.",
        f"Files: {BUNDLE}/libicu*\n"
        "Copyright: Unicode, Inc. and others\n"
        "License: Unicode-DFS-2016\n"
        "Comment: ICU 73, the Unicode library built with Qt in the PySide6 wheel.",
        f"Files: {BUNDLE}/libpython3*\n {BUNDLE}/python3*/*\n {BUNDLE}/base_library.zip\n"
        "Copyright: Python Software Foundation and the other holders its licence lists\n"
        "License: PSF-2.0\n"
        f"Comment: Python {python_version}.",
        "Files: opt/piquet-desktop/piquet\n"
        "Copyright: PyInstaller Development Team and others\n"
        "License: GPL-2.0-or-later WITH Bootloader-exception\n"
        "Comment: PyInstaller's bootloader, the program that starts the bundled Python.",
        f"Files: {BUNDLE}/numpy/* {BUNDLE}/numpy-*\n"
        "Copyright: 2005-2025 NumPy Developers\n"
        "License: BSD-3-Clause\n"
        f"Comment: numpy {version('numpy')}; its other parts' licences are listed in\n"
        f" {TEXTS}/numpy/.",
        f"Files: {BUNDLE}/*libscipy_openblas*\n"
        "Copyright: OpenBLAS and LAPACK authors (see the numpy licence file)\n"
        "License: BSD-3-Clause AND BSD-3-Clause-Open-MPI",
        f"Files: {BUNDLE}/*libgfortran*\n"
        "Copyright: Free Software Foundation, Inc.\n"
        "License: GPL-3.0-or-later WITH GCC-exception-3.1",
        f"Files: {BUNDLE}/*libquadmath*\n"
        "Copyright: Free Software Foundation, Inc.\n"
        "License: LGPL-2.1-or-later",
        f"Files: {BUNDLE}/pyqtgraph/*\n"
        "Copyright: 2012 University of North Carolina at Chapel Hill, Luke Campagnola\n"
        "License: MIT\n"
        f"Comment: pyqtgraph {version('pyqtgraph')}.",
        f"Files: {BUNDLE}/jsonschema*\n {BUNDLE}/referencing*\n {BUNDLE}/rpds*\n"
        "Copyright: 2013-2026 Julian Berman\nLicense: MIT",
        f"Files: {BUNDLE}/attrs*\n"
        "Copyright: 2015 Hynek Schlawack and the attrs contributors\nLicense: MIT",
        f"Files: {BUNDLE}/_miniaudio*\n {BUNDLE}/miniaudio*\n"
        "Copyright: 2019 Irmen de Jong, 2019 David Reid, 2017 Sean Barrett\nLicense: MIT",
        f"Files: {BUNDLE}/_cffi_backend*\n {BUNDLE}/cffi/*\n"
        "Copyright: Armin Rigo, Maciej Fijalkowski and the cffi contributors\nLicense: MIT",
        f"Files: {BUNDLE}/pycparser/*\n"
        "Copyright: 2008 Eli Bendersky\nLicense: BSD-3-Clause\n"
        f"Comment: its own text is in {TEXTS}/pycparser/LICENSE.",
        f"License: MIT\n{_paragraph(_mit_permission(project_licence))}",
        "License: CC0-1.0\n"
        " On Debian systems, the full text is in /usr/share/common-licenses/CC0-1.0.",
        "License: LGPL-3.0-only\n"
        " On Debian systems, the full text is in /usr/share/common-licenses/LGPL-3 (and the GPL\n"
        " it supplements in /usr/share/common-licenses/GPL-3);\n"
        f" also in {TEXTS}/qt/.",
        "License: Unicode-DFS-2016\n"
        " The Unicode License Agreement for Data Files and Software, which the ICU 73 release\n"
        " carries (https://github.com/unicode-org/icu/blob/release-73-2/icu4c/LICENSE); the\n"
        " PySide6 wheel does not ship it.",
        f"License: PSF-2.0\n The full text is in {TEXTS}/python/LICENSE.txt.",
        "License: GPL-2.0-or-later WITH Bootloader-exception\n"
        " On Debian systems, the GPL version 2 is in /usr/share/common-licenses/GPL-2; the\n"
        " exception and PyInstaller's terms are in\n"
        f" {TEXTS}/pyinstaller/COPYING.txt.",
        f"License: BSD-3-Clause\n The full text is in {TEXTS}/numpy/LICENSE.txt.",
        f"License: BSD-3-Clause-Open-MPI\n The full text is in {TEXTS}/numpy/LICENSE.txt.",
        "License: GPL-3.0-or-later WITH GCC-exception-3.1\n"
        " On Debian systems, the GPL version 3 is in /usr/share/common-licenses/GPL-3; the GCC\n"
        f" Runtime Library Exception is in {TEXTS}/numpy/LICENSE.txt.",
        "License: LGPL-2.1-or-later\n"
        " On Debian systems, the full text is in /usr/share/common-licenses/LGPL-2.1.",
    ]
    return "\n\n".join(stanzas) + "\n"
