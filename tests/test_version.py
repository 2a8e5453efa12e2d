"""The version the app shows is the one its packages are built with.

``piquet_desktop.__version__`` is a literal (``_version.py``) so that start-up need not import
``importlib.metadata``; pyproject.toml's version names the wheel, the .deb and the bundle.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest

import piquet_desktop

ROOT = Path(__file__).resolve().parents[1]


def test_the_app_version_is_the_version_in_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

    assert piquet_desktop.__version__ == project["version"]


def test_the_app_version_is_the_installed_distributions_when_installed() -> None:
    try:
        installed = version("piquet-desktop")
    except PackageNotFoundError:
        pytest.skip("piquet-desktop is not installed in this environment")
    assert piquet_desktop.__version__ == installed


def test_importing_the_package_does_not_import_importlib_metadata() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, piquet_desktop; print('importlib.metadata' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
