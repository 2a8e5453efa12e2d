"""The licence texts gathered into the bundle are the ones the About box and copyright file name."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import pytest
from packaging_tools import ROOT, load_tool

from piquet_desktop.ui.dialogs.licence_texts import LICENCES

licences = load_tool("licences")


def _installed(name: str) -> bool:
    try:
        distribution(name)
    except PackageNotFoundError:
        return False
    return True


# PyInstaller is in the build's environment only (the 'build' extra), not necessarily the tests'.
WHEELS = [name for name in licences.WHEELS if _installed(name)]


def test_every_text_the_about_box_reads_from_the_bundle_is_gathered_into_it() -> None:
    gathered = {dest for _source, dest in licences.licence_files(wheels=WHEELS)}

    for licence, _read in LICENCES:
        wheels = {path.split("/")[0] for path in licence.bundle_paths} & set(licences.WHEELS)
        if wheels <= set(WHEELS):
            assert set(licence.bundle_paths) <= gathered, licence.covers
    assert set(licences.MAIN_TEXTS.values()) <= gathered


def test_the_project_licence_and_the_wheels_own_texts_are_gathered() -> None:
    pairs = dict((dest, source) for source, dest in licences.licence_files(wheels=WHEELS))

    assert pairs["piquet-desktop/LICENSE"] == ROOT / "LICENSE"
    assert "OpenBLAS" in pairs["numpy/LICENSE.txt"].read_text(encoding="utf-8")
    assert ".dist-info" in str(pairs["pyqtgraph/LICENSE.txt"])


def test_a_missing_licence_text_fails_the_gathering(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="LGPL-3"):
        licences.licence_files(common_licenses=tmp_path, wheels=WHEELS)
