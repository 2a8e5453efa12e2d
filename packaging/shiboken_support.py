"""Shiboken's own Python support modules, as a zip of their sources and bytecode for the bundle.

Why: importing ``PySide6.QtCore`` first imports ``shiboken6``, whose C library runs its
``shibokensupport`` package (the signature loader, parser, mapping and ``.pyi`` generator:
thirteen modules, 122 KB of Python). The wheel keeps them as *source* in a zip embedded in
``libshiboken6`` (one abi3 wheel serves every Python, so it carries no bytecode) and Python
compiles them at every start. Importing QtCore took 430 M instructions in the bundle, 284 M
with these modules precompiled (callgrind; docs/PERFORMANCE.md): a third of it, in every
launch (and, while PyInstaller's PySide6 run-time hook made them import QtCore, in every AI
worker process and console tool).

Shiboken looks for the same modules elsewhere first: when a ``files.dir`` sits beside
``shiboken6/__init__`` it puts that path first on ``sys.path`` and imports ``shibokensupport``
from there (the wheel's ``SBK_EMBED=0`` switch writes a folder of that name into site-packages;
see ``signature_bootstrap.py`` in the library). Any entry of ``sys.path`` may be a zip archive,
so for the bundle ``files.dir`` is one: the build copies the embedded sources, byte for byte,
out of the very ``libshiboken6`` the bundle ships (read through the importer that loaded them in
the build's interpreter), compiles each with ``py_compile`` (hash-based and unchecked: the
bytecode holds no time stamp and is used as it is, never recompiled), and stores sources and
bytecode, uncompressed, in ``files.dir`` with fixed dates and modes, so two builds write the
same bytes. A zip rather than a folder: Debian's policy (lintian's
``package-installs-python-pycache-dir``) wants no ``__pycache__`` folders in a package, and
Python's own ``zipimport`` reads the bytecode out of the archive as PyInstaller's
``base_library.zip`` has it read the standard library's. The spec puts the archive at
``_internal/shiboken6/files.dir``.

Run as a script, it writes the archive and lists its members: ``python
packaging/shiboken_support.py build/shiboken-support/files.dir``.
"""

from __future__ import annotations

import py_compile
import sys
import tempfile
import zipfile
from pathlib import Path, PurePosixPath

__all__ = ["ARCHIVE", "PACKAGE", "embedded_sources", "write_support"]

PACKAGE = "shibokensupport"
ARCHIVE = "shiboken6/files.dir"
"""Where Shiboken looks for its support package, relative to the bundle's modules."""
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest a zip entry can hold: no build time in it


def embedded_sources() -> dict[str, bytes]:
    """Each ``shibokensupport`` file embedded in the build's ``libshiboken6``: zip name -> bytes.

    Importing ``shiboken6`` loads the package through Shiboken's own zip importer, whose
    ``zfile`` is the embedded archive; only its ``.py`` files are taken (what ``SBK_EMBED=0``
    takes too). Raises RuntimeError when this PySide6 loads them some other way."""
    import shiboken6  # runs the signature bootstrap, which imports the loader

    module = sys.modules.get(f"{PACKAGE}.signature.loader")
    archive = getattr(getattr(module, "__loader__", None), "zfile", None)
    if archive is None:
        raise RuntimeError(
            f"shiboken6 {shiboken6.__version__} did not load {PACKAGE} from its embedded zip "
            "(no zfile on the loader): packaging/shiboken_support.py needs a look"
        )
    names = sorted(n for n in archive.namelist() if n.endswith(".py"))
    if f"{PACKAGE}/signature/loader.py" not in names:
        raise RuntimeError(f"the embedded zip of shiboken6 has no {PACKAGE}/signature/loader.py")
    return {name: archive.read(name) for name in names}


def write_support(archive: Path) -> list[str]:
    """Write the support package's sources and their bytecode into the zip ``archive``
    (replaced if it exists); return its members, sorted."""
    members: dict[str, bytes] = {}
    with tempfile.TemporaryDirectory(prefix="shiboken-support-") as scratch:
        for name, source in embedded_sources().items():
            path = Path(scratch).joinpath(*PurePosixPath(name).parts)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(source)
            compiled = py_compile.compile(
                str(path),
                # The name tracebacks show: the module's place in the package, never a build path.
                dfile=name,
                doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
            members[name] = source
            members[str(PurePosixPath(name).with_suffix(".pyc"))] = Path(compiled).read_bytes()
    archive.parent.mkdir(parents=True, exist_ok=True)
    archive.unlink(missing_ok=True)
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_STORED) as out:
        for name in sorted(members):
            entry = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            entry.external_attr = 0o644 << 16
            out.writestr(entry, members[name])
    return sorted(members)


if __name__ == "__main__":
    for member in write_support(Path(sys.argv[1] if len(sys.argv) > 1 else "files.dir")):
        print(member)
