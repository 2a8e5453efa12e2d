"""The four numbers of a Windows version resource, from the project's version string.

Windows keeps a file's version as four 16-bit numbers (``FixedFileInfo``), while the project's
version follows PEP 440 and may carry a pre-release, a development or a local part
(``0.2.0rc1``, ``0.2.0.dev3``, ``0.2.0+deb12``). Those parts have no place in the four numbers:
the release segment is kept (padded with zeros, at most four parts) and the full text goes into
the resource's ``FileVersion`` and ``ProductVersion`` strings, which Explorer shows as they are.
The spec imports this module by path (``packaging/`` is not a package of the app).
"""

from __future__ import annotations

import re

_RELEASE = re.compile(r"v?(\d+(?:\.\d+)*)")
_MAX_PART = 0xFFFF


def file_version_numbers(version: str) -> tuple[int, int, int, int]:
    """``version``'s release segment as four numbers for ``FixedFileInfo``.

    Raises ValueError, naming the version, when it has no release segment or a part does not
    fit in 16 bits: the build should stop rather than stamp a wrong version on the program.
    """
    match = _RELEASE.match(version.strip())
    if match is None:
        raise ValueError(f"{version!r} does not start with a release number such as 1.2.0")
    parts = [int(p) for p in match.group(1).split(".")]
    if len(parts) > 4 or any(p > _MAX_PART for p in parts):
        raise ValueError(f"{version!r} does not fit in four 16-bit version numbers")
    parts += [0] * (4 - len(parts))
    return parts[0], parts[1], parts[2], parts[3]
