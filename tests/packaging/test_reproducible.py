"""What makes two builds of one commit give the same .deb, and the tool that compares two."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging_tools import PACKAGING, ROOT, load_tool

compare = load_tool("compare_debs")

needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb")


def _pins() -> dict[str, str]:
    pins = {}
    for line in (PACKAGING / "build-constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"not pinned with ==: {line}"
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    return pins


def test_every_build_tool_is_pinned_within_the_range_pyproject_asks_for() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    wanted = [Requirement(r) for r in project["project"]["optional-dependencies"]["build"]]
    wanted += [Requirement(r) for r in project["build-system"]["requires"]]
    pins = _pins()

    for requirement in wanted:
        name = re.sub(r"[-_.]+", "-", requirement.name).lower()
        assert name in pins, f"{name} is not pinned in packaging/build-constraints.txt"
        assert requirement.specifier.contains(pins[name]), (name, pins[name])


def test_the_build_fixes_the_hash_seed_and_the_time_and_passes_the_pins_to_pip() -> None:
    script = (PACKAGING / "build.sh").read_text()

    assert "export PYTHONHASHSEED=0" in script
    assert "export SOURCE_DATE_EPOCH=" in script
    assert 'PIP_CONSTRAINT="$CONSTRAINTS"' in script and '-r "$CONSTRAINTS"' in script


def _deb(tmp: Path, name: str, content: bytes, epoch: int = 1_764_547_200) -> Path:
    root = tmp / f"root-{name}"
    (root / "DEBIAN").mkdir(parents=True)
    (root / "DEBIAN/control").write_text(
        "Package: demo\nVersion: 1\nArchitecture: all\nMaintainer: A <a@b.c>\n"
        "Description: demo\n demo\n"
    )
    (root / "usr/share/demo").mkdir(parents=True)
    (root / "usr/share/demo/same").write_bytes(b"same")
    (root / "usr/share/demo/data").write_bytes(content)
    load_tool("build_deb").date_tree(root, epoch)
    target = tmp / f"{name}.deb"
    env = {"SOURCE_DATE_EPOCH": str(epoch), "PATH": "/usr/bin:/bin"}
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
        check=True,
        capture_output=True,
        env=env,
    )
    return target


@needs_dpkg
def test_two_packages_of_the_same_files_and_time_are_identical(tmp_path: Path) -> None:
    first, second = _deb(tmp_path, "a", b"one"), _deb(tmp_path, "b", b"one")

    assert first.read_bytes() == second.read_bytes()
    assert compare.differences(first, second) == []
    assert compare.main([str(first), str(second)]) == 0


@needs_dpkg
def test_a_differing_file_is_named_with_the_member_that_holds_it(tmp_path: Path) -> None:
    first, second = _deb(tmp_path, "a", b"one"), _deb(tmp_path, "b", b"two")

    found = compare.differences(first, second)

    assert "ar member data.tar.xz: content differs" in found
    assert any(line.startswith("data: ./usr/share/demo/data: content differs") for line in found)
    assert not any("demo/same" in line for line in found)
    assert compare.main([str(first), str(second)]) == 1


@needs_dpkg
def test_a_differing_time_is_named_as_metadata(tmp_path: Path) -> None:
    first = _deb(tmp_path, "a", b"one")
    second = _deb(tmp_path, "b", b"one", epoch=1_764_547_201)

    found = compare.differences(first, second)

    assert any(line.startswith("ar member debian-binary: header") for line in found)
    assert any("./usr/share/demo/data: metadata" in line for line in found)
