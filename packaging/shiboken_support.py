"""Shiboken's own Python support modules, laid out as files with their bytecode for the bundle.

Why: importing ``PySide6.QtCore`` first imports ``shiboken6``, whose C library runs its
``shibokensupport`` package (the signature loader, parser, mapping and ``.pyi`` generator:
thirteen modules, 136 KB of Python). The wheel keeps them as *source* in a zip embedded in
``libshiboken6`` (one abi3 wheel serves every Python, so it carries no bytecode) and Python
compiles them at every start: some 50 ms of CPU per launch from a venv, the largest single item
of the frozen app's entry (and of each of its AI worker processes, which PyInstaller's PySide6
run-time hook used to make import QtCore too).

Shiboken looks for the same modules as files first: when a ``files.dir`` folder sits beside
``shiboken6/__init__`` it imports ``shibokensupport`` from there, as ordinary modules (the
wheel's ``SBK_EMBED=0`` switch writes that folder into site-packages; see
``signature_bootstrap.py`` in the library). The build does it for the bundle: it copies the
embedded sources, byte for byte, out of the very ``libshiboken6`` the bundle ships (read through
the importer that loaded them in the build's interpreter), and compiles each with
``py_compile`` into ``__pycache__``, hash-based and unchecked, so the bytecode holds no time
stamp (reproducible builds) and is used as it is, never recompiled or rewritten at run time (the
installed folder is read-only anyway). The spec puts the folder at
``_internal/shiboken6/files.dir``.

Run as a script, it writes the folder and lists the files: ``python packaging/shiboken_support.py
build/shiboken-support``.
"""

from __future__ import annotations

import py_compile
import shutil
import sys
from pathlib import Path, PurePosixPath

__all__ = ["FOLDER", "PACKAGE", "embedded_sources", "write_support"]

PACKAGE = "shibokensupport"
FOLDER = "shiboken6/files.dir"
"""Where Shiboken looks for its support package as files, relative to the bundle's modules."""


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


def write_support(folder: Path) -> list[Path]:
    """Write the support package's sources and their bytecode under ``folder`` (emptied first);
    return the files written, sorted."""
    shutil.rmtree(folder, ignore_errors=True)
    written = []
    for name, source in embedded_sources().items():
        path = folder.joinpath(*PurePosixPath(name).parts)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(source)
        compiled = Path(
            py_compile.compile(
                str(path),
                # The name tracebacks show: the module's place in the package, never a build path.
                dfile=name,
                doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
        )
        written += [path, compiled]
    return sorted(written)


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "build/shiboken-support")
    for file in write_support(target):
        print(file.relative_to(target))
