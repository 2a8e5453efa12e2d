"""The frozen app's start as the spec makes it: Shiboken's support modules as compiled files, and
the bundle's Qt run-time hook, which imports no Qt (packaging/shiboken_support.py,
packaging/runtime_hooks/pyi_rth_piquet_qt.py, packaging/smoke_test.py's check)."""

from __future__ import annotations

import importlib.util
import marshal
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from packaging_tools import PACKAGING, load_tool

shiboken_support = load_tool("shiboken_support")
smoke = load_tool("smoke_test")
QT_HOOK = PACKAGING / "runtime_hooks" / "pyi_rth_piquet_qt.py"


def test_the_support_archive_holds_shiboken_s_embedded_sources_byte_for_byte(
    tmp_path: Path,
) -> None:
    sources = shiboken_support.embedded_sources()

    members = shiboken_support.write_support(tmp_path / "files.dir")

    assert "shibokensupport/signature/loader.py" in sources
    with zipfile.ZipFile(tmp_path / "files.dir") as archive:
        for name, source in sources.items():
            assert archive.read(name) == source
        assert all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())
    assert len(members) == 2 * len(sources)  # each source and its bytecode beside it


def test_the_bytecode_is_unchecked_hash_based_and_names_no_build_path(tmp_path: Path) -> None:
    shiboken_support.write_support(tmp_path / "files.dir")
    with zipfile.ZipFile(tmp_path / "files.dir") as archive:
        data = archive.read("shibokensupport/signature/loader.pyc")

    flags = int.from_bytes(data[4:8], "little")
    code = marshal.loads(data[16:])

    assert data[:4] == importlib.util.MAGIC_NUMBER
    assert flags == 0b01  # hash-based, not checked against the source: no time stamp in it
    assert code.co_filename == "shibokensupport/signature/loader.py"


def test_two_writes_give_the_same_bytes(tmp_path: Path) -> None:
    shiboken_support.write_support(tmp_path / "a" / "files.dir")
    shiboken_support.write_support(tmp_path / "b" / "files.dir")

    assert (tmp_path / "a/files.dir").read_bytes() == (tmp_path / "b/files.dir").read_bytes()


def test_shiboken_imports_its_compiled_support_from_the_archive_beside_it(tmp_path: Path) -> None:
    """What the bundle relies on: with ``files.dir`` beside ``shiboken6/__init__``, Shiboken's
    signature loader comes from that archive, as bytecode, not from the zip in its library."""
    import shiboken6

    copy = tmp_path / "site" / "shiboken6"
    shutil.copytree(
        Path(shiboken6.__file__).parent, copy, ignore=shutil.ignore_patterns("files.dir")
    )
    shiboken_support.write_support(copy / "files.dir")
    probe = (
        "import sys; import shiboken6; "
        "m = sys.modules['shibokensupport.signature.loader']; "
        "print(shiboken6.__file__); print(type(m.__loader__).__name__); print(m.__file__)"
    )
    env = {k: v for k, v in os.environ.items() if k != "SBK_EMBED"}
    env["PYTHONPATH"] = str(tmp_path / "site")

    out = subprocess.run(
        [sys.executable, "-B", "-c", probe], capture_output=True, text=True, env=env, check=True
    )
    shiboken_file, loader_type, loader_file = out.stdout.split()

    assert Path(shiboken_file).parent == copy
    assert loader_type == "zipimporter"
    assert Path(loader_file) == copy / "files.dir/shibokensupport/signature/loader.pyc"


def test_the_qt_hook_points_qt_at_the_bundle_s_plugins_and_imports_no_qt(tmp_path: Path) -> None:
    probe = (
        "import os, sys, runpy; sys._MEIPASS = sys.argv[1]; "
        "runpy.run_path(sys.argv[2]); "
        "print(os.environ['QT_PLUGIN_PATH']); "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )

    out = subprocess.run(
        [sys.executable, "-c", probe, str(tmp_path), str(QT_HOOK)],
        capture_output=True,
        text=True,
        check=True,
    )
    plugins, modules = out.stdout.splitlines()

    expected = tmp_path / ("PySide6" if sys.platform == "win32" else "PySide6/Qt") / "plugins"
    assert Path(plugins) == expected
    assert modules == "[]"


def test_the_spec_puts_the_bundle_s_qt_hook_in_place_of_pyinstaller_s() -> None:
    spec = (PACKAGING / "piquet.spec").read_text(encoding="utf-8")

    assert '"pyi_rth_pyside6"' in spec
    assert "pyi_rth_piquet_qt.py" in spec
    assert QT_HOOK.is_file()


def test_the_smoke_check_wants_the_compiled_loader_in_the_bundle_s_archive(
    tmp_path: Path,
) -> None:
    bundle = tmp_path / "bundle"
    (bundle / smoke.SHIBOKEN_SUPPORT).parent.mkdir(parents=True)
    with zipfile.ZipFile(bundle / smoke.SHIBOKEN_SUPPORT, "w") as archive:
        archive.writestr("shibokensupport/signature/loader.py", "")

    with pytest.raises(smoke.SmokeFailure, match=r"holds no shibokensupport/signature/loader\.pyc"):
        smoke.check_frozen_entry(Path(sys.executable), bundle)
